package book

import (
	"context"
	"github.com/puzzlebook/puzzlebook/layout/lang"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/cover"
)

const coverConfig = `name: tiny
title: Tiny Puzzles
author: The Tests
seed: 7
print_on_demand: true
page: {size: 6x9, bleed: true, margin: 0.5in}
output: {pdf: true, cover: true, answers: back}
cover:
  paper: cream
  back_text: |
    First paragraph
    of the blurb.

    Second paragraph.
sections:
  - {title: Warm-up, kind: toy, size: 3, grade: easy, count: 3}
  - {kind: toy, size: 4, grade: hard, count: 2}
`

func TestCoverConfig(t *testing.T) {
	cfg := parsePrint(t, coverConfig, toyKinds)
	if !cfg.Output.Cover || cfg.Cover.Paper != cover.PaperCream {
		t.Errorf("tiny.yaml: got output.cover %v and paper %v, want true and cream", cfg.Output.Cover, cfg.Cover.Paper)
	}
	if got, want := strings.Join(config.Paragraphs(cfg.Cover.BackText), "|"), "First paragraph of the blurb.|Second paragraph."; got != want {
		t.Errorf("tiny.yaml: got back_text paragraphs %q, want %q", got, want)
	}
	def := parsePrint(t, "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n", toyKinds)
	if def.Output.Cover || def.Cover.Paper != cover.PaperWhite {
		t.Errorf("no cover keys: got output.cover %v and paper %v, want false and white", def.Output.Cover, def.Cover.Paper)
	}
}

func TestCoverConfigErrors(t *testing.T) {
	sec := "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n"
	tests := []struct {
		name, yaml, want string
	}{
		{"bad paper", "output: {cover: true}\ncover:\n  paper: glossy\n" + sec,
			`x.yaml:3: cover.paper: must be white, cream or colour, not "glossy"`},
		{"unknown key", "cover: {papper: white}\n" + sec,
			`x.yaml:1: cover.papper: unknown key (did you mean "paper"?)`},
		{"not a mapping", "cover: yes\n" + sec,
			`x.yaml:1: cover: must be a mapping, not "yes"`},
		{"output.cover type", "output: {cover: please}\n" + sec,
			`x.yaml:1: output.cover: must be true or false, not "please"`},
		{"back_text type", "cover: {back_text: [a, b]}\n" + sec,
			`x.yaml:1: cover.back_text: must be a string, not a list`},
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

func TestInsideLine(t *testing.T) {
	tests := []struct {
		name, yaml, want string
	}{
		{"one kind, two grades", coverConfig, "5 Toy puzzles, easy to hard"},
		{"one grade", "sections:\n  - {kind: toy, size: 3, grade: medium, count: 4}\n", "4 medium Toy puzzles"},
		{"one puzzle", "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n", "1 easy Toy puzzle"},
		{"two kinds", "sections:\n  - {kind: toy, size: 3, grade: easy, count: 2}\n  - {kind: kids, size: 3, grade: hard, count: 2}\n", "4 Toy and Kids puzzles, easy to hard"},
		{"three kinds", "sections:\n  - {kind: toy, size: 3, grade: easy, count: 2}\n  - {kind: kids, size: 3, grade: easy, count: 2}\n  - {kind: hair, size: 3, grade: easy, count: 2}\n", "6 easy Toy, Kids and Hair puzzles"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := insideLine(parsePrint(t, tt.yaml, namedKinds)); got != tt.want {
				t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
			}
		})
	}
	for a, want := range map[config.Answers]string{config.AnswersBack: "Answers at the back.", config.AnswersSeparate: "in a separate answer book.", config.AnswersNone: "one solution."} {
		if got := promise(lang.English, a); !strings.HasSuffix(got, want) {
			t.Errorf("promise(%v): got %q, want it to end %q", a, got, want)
		}
	}
}

// TestBuildCover builds a tiny print-on-demand book with its cover, with
// 1 and with 4 workers, and checks the files, the manifest's record of the
// cover, the preflight report, qpdf and that both builds give the same
// bytes.
func TestBuildCover(t *testing.T) {
	cfg := parsePrint(t, coverConfig, toyKinds)
	dirs := []string{t.TempDir(), t.TempDir()}
	var res *Result
	for i, workers := range []int{1, 4} {
		r, err := Build(context.Background(), cfg, BuildOptions{Dir: dirs[i], Options: Options{Workers: workers}})
		if err != nil {
			t.Fatalf("tiny.yaml with %d workers: %v", workers, err)
		}
		res = r
	}
	if got, want := listDir(t, dirs[0]), []string{"tiny-cover.pdf", "tiny.json", "tiny.pdf"}; !slices.Equal(got, want) {
		t.Fatalf("tiny.yaml: got files %v, want %v", got, want)
	}
	for _, name := range []string{"tiny-cover.pdf", "tiny.json"} {
		if a, b := mustRead(t, filepath.Join(dirs[0], name)), mustRead(t, filepath.Join(dirs[1], name)); string(a) != string(b) {
			t.Errorf("tiny.yaml: %s differs between 1 and 4 workers (%d and %d bytes)", name, len(a), len(b))
		}
	}
	// 24 pages on cream: spine 24 x 0.0025 = 0.06in, sheet 0.25 + 12 + 0.06.
	want := manifest.Cover{File: "tiny-cover.pdf", Paper: "cream", Pages: 24, Spine: 0.06, Width: 12.31, Height: 9.25,
		Theme: "navy", Background: "#1f3a5f", Accent: "#e8a33d"}
	if got := res.Manifest.Cover; got == nil || *got != want {
		t.Errorf("tiny.yaml: got manifest cover %+v, want %+v", got, want)
	}
	if r := res.CoverPreflight; r == nil || len(r.Problems) > 0 || !r.PDFChecked || r.SpineText {
		t.Errorf("tiny.yaml: got cover preflight %v, want a checked PDF without problems or spine text", r)
	}
	if qpdf, err := exec.LookPath("qpdf"); err != nil {
		t.Log("qpdf is not installed; skipping the PDF structure check")
	} else if out, err := exec.Command(qpdf, "--check", filepath.Join(dirs[0], "tiny-cover.pdf")).CombinedOutput(); err != nil {
		t.Errorf("qpdf --check tiny-cover.pdf: %v\n%s", err, out)
	}
}

// TestBuildCoverPreflightFails wants a cover that breaks a rule (a blurb
// too long for the back) to stop the build with nothing written.
func TestBuildCoverPreflightFails(t *testing.T) {
	long := strings.Repeat("Far too many words for one back cover. ", 75) // under the 3,000 characters a config may hold
	cfg := parsePrint(t, strings.Replace(coverConfig, "Second paragraph.", long, 1), toyKinds)
	dir := t.TempDir()
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "preflight failed: cover") || !strings.Contains(err.Error(), "back text") {
		t.Fatalf("tiny.yaml with a long blurb: got %v, want a cover preflight error naming the back text", err)
	}
	if res == nil || res.CoverPreflight == nil || len(res.CoverPreflight.Problems) == 0 {
		t.Errorf("tiny.yaml with a long blurb: got result %v, want the failed cover report in it", res)
	}
	if names := listDir(t, dir); len(names) != 0 {
		t.Errorf("tiny.yaml with a long blurb: got files %v, want nothing written", names)
	}
}

// TestBuildCoverSeparateAnswers wants the cover of a book with a separate
// answer book sized for the main book's pages and saying where the
// answers are.
func TestBuildCoverSeparateAnswers(t *testing.T) {
	cfg := parsePrint(t, strings.Replace(coverConfig, "answers: back", "answers: separate", 1), toyKinds)
	dir := t.TempDir()
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Manifest.Cover; got == nil || got.Pages != res.Pages {
		t.Errorf("answers: separate: got cover %+v, want it made for the main PDF's %d pages", got, res.Pages)
	}
	if _, err := os.Stat(filepath.Join(dir, "tiny-answers.pdf")); err != nil {
		t.Errorf("answers: separate: %v", err)
	}
}

// namedKinds are toy kinds under three names, for the cover's line of
// what a book holds.
var namedKinds = []gen.Kind{toyKind{}, named{name: "kids", title: "Kids"}, named{name: "hair", title: "Hair"}}

type named struct {
	toyKind
	name, title string
}

func (n named) Name() string { return n.name }

func (n named) Describe() gen.Descriptor { return gen.Descriptor{Title: n.title} }
