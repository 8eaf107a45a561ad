package book

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

const printConfig = `name: pod
seed: 3
print_on_demand: true
worksheet: true
worksheet_font: dejavu
copyright: |
  Copyright line one
  continues here.

  Second paragraph.
page: {size: 6x9, bleed: true, margin: 0.5in}
output: {pdf: true, png: true, png_puzzles: true, dpi: 36, answers: back}
sections:
  - {kind: toy, size: 3, grade: easy, count: 3}
  - {kind: toy, size: 4, grade: hard, count: 2, worksheet: false, instruction: Go!}
`

func parsePrint(t *testing.T, yaml string, kinds []gen.Kind) *config.Config {
	t.Helper()
	cfg, err := parseConfig("pod.yaml", []byte(yaml), kinds)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestPrintConfig(t *testing.T) {
	cfg := parsePrint(t, printConfig, toyKinds)
	tests := []struct {
		name      string
		got, want any
	}{
		{"print_on_demand", cfg.PrintOnDemand, true},
		{"worksheet_font", cfg.WorksheetFont, "heavy"},
		{"contents default", cfg.Contents, true},
		{"how_to_play default", cfg.HowToPlay, true},
		{"page.bleed", cfg.Page.Spec.Bleed, layout.BleedWidth},
		{"output.png_puzzles", cfg.Output.PNGPuzzles, true},
		{"sections[0].worksheet from the book", cfg.Sections[0].Worksheet, true},
		{"sections[0].per_page lowered for a worksheet", cfg.Sections[0].PerPage, layout.MaxWorksheetItems},
		{"sections[1].worksheet", cfg.Sections[1].Worksheet, false},
		{"sections[1].instruction", cfg.Sections[1].Instruction, "Go!"},
		{"copyright paragraphs", strings.Join(config.Paragraphs(cfg.Copyright), "|"), "Copyright line one continues here.|Second paragraph."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("pod.yaml %s: got %v, want %v", tt.name, tt.got, tt.want)
			}
		})
	}
}

func TestPrintConfigErrors(t *testing.T) {
	sec := "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n"
	tests := []struct {
		name, yaml, want string
	}{
		{"worksheet per_page", "worksheet: true\nsections:\n  - {kind: toy, size: 3, grade: easy, count: 1, per_page: 6}\n",
			"x.yaml:3: sections[0].per_page: must be at most 4 on a worksheet, not 6"},
		{"bleed margin", "page: {size: 6x9, bleed: true, margin: 0.25in}\n" + sec,
			"x.yaml:1: page.margin: margin 0.25in: printers need at least 0.375in with bleed"},
		{"narrow margin", "page: {size: 6x9, margin: 0.2in}\n" + sec,
			"x.yaml:1: page.margin: margin 0.2in: printers need at least 0.25in"},
		{"worksheet font", "worksheet_font: comic\n" + sec,
			`x.yaml:1: worksheet_font: must be bold or heavy, not "comic"`},
		{"bleed type", "page: {bleed: yes please}\n" + sec,
			`x.yaml:1: page.bleed: must be true or false, not "yes please"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseConfig("x.yaml", []byte(tt.yaml), toyKinds)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
			}
		})
	}
}

// TestBuildPrintOnDemand builds a 6x9 print-on-demand book with bleed and
// worksheets, and checks the page count, the PDF's boxes and metadata,
// the preflight report and the PNGs of each puzzle and answer.
func TestBuildPrintOnDemand(t *testing.T) {
	cfg := parsePrint(t, printConfig, []gen.Kind{kidsKind{}})
	dir := t.TempDir()
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pages < layout.MinPODPages || res.Pages%2 != 0 {
		t.Errorf("pod.yaml: got %d pages, want an even count of at least %d", res.Pages, layout.MinPODPages)
	}
	if r := res.Preflight; r == nil || len(r.Problems) != 0 || !r.PDFChecked {
		t.Errorf("pod.yaml: got preflight %v, want a checked PDF without problems", r)
	}
	pdf := mustRead(t, filepath.Join(dir, "pod.pdf"))
	for _, want := range []string{"/TrimBox", "/BleedBox", "+LatoBlack"} { // the heavy face, subset-tagged
		if !bytes.Contains(pdf, []byte(want)) {
			t.Errorf("pod.pdf: got no %s, want one", want)
		}
	}
	if bytes.Contains(pdf, []byte("/Info")) {
		t.Errorf("pod.pdf: got document info, want none in a print-on-demand file")
	}
	names := listDir(t, dir)
	for _, want := range []string{"pod-png/puzzle-001.png", "pod-png/puzzle-005.png", "pod-png/answer-005.png", "pod-png/page-024.png"} {
		if !strings.Contains(strings.Join(names, " "), want) {
			t.Errorf("pod.yaml: got files %v, want %s among them", names, want)
		}
	}
}

// kidsKind draws its puzzles with a digit of 0.6 cell in every cell, as
// a real kind does, so that worksheet grids pass preflight.
type kidsKind struct{ toyKind }

func (kidsKind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	c.Rect(area.Inset(1), nil, draw.Stroke{Width: 2})
	n := max(1, p.Cols)
	cell := area.W / float64(n)
	f := draw.Font{Face: draw.Bold, Size: 0.6 * cell}
	for r := range p.Rows {
		for col := range p.Cols {
			c.Text(area.X+(float64(col)+0.5)*cell, area.Y+(float64(r)+0.5)*cell+draw.CapHeight(f)/2, "7", f, draw.AlignCenter)
		}
	}
}

// hairKind draws its puzzles with a hairline, which preflight refuses.
type hairKind struct{ toyKind }

func (hairKind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	c.Line(draw.Point{X: area.X, Y: area.Y + 5}, draw.Point{X: area.X + area.W, Y: area.Y + 5}, draw.Stroke{Width: 0.2})
}

func TestBuildPreflightFails(t *testing.T) {
	cfg := parsePrint(t, "sections:\n  - {kind: toy, size: 3, grade: easy, count: 2}\n", []gen.Kind{hairKind{}})
	dir := t.TempDir()
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "preflight failed") || !strings.Contains(err.Error(), "line width: a line is 0.2pt wide") {
		t.Fatalf("a book with hairlines: got %v, want a preflight error naming the hairline", err)
	}
	if res == nil || res.Preflight == nil || len(res.Preflight.Problems) == 0 {
		t.Errorf("a book with hairlines: got result %v, want the failed preflight report in it", res)
	}
	if names := listDir(t, dir); len(names) != 0 {
		t.Errorf("a book with hairlines: got files %v, want nothing written", names)
	}
}
