package book

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

func TestCoverThemeConfig(t *testing.T) {
	sec := "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n"
	hex := func(s string) draw.RGB {
		c, err := layout.ParseHex(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	navy, _ := cover.ParseTheme("navy")
	sunset, _ := cover.ParseTheme("sunset")
	grey, _ := cover.ParseTheme("grey")
	tests := []struct {
		name, yaml string
		want       cover.Theme
	}{
		{"no cover mapping: the default", sec, navy},
		{"a cover mapping without colours: the default", "cover: {paper: cream}\n" + sec, navy},
		{"a theme", "cover: {theme: sunset}\n" + sec, sunset},
		{"grey", "cover:\n  theme: grey\n" + sec, grey},
		{"background over the default", "cover:\n  background: \"#102030\"\n" + sec,
			cover.Theme{Name: "navy", Background: hex("#102030"), Accent: navy.Accent}},
		{"both over a theme, any case", "cover:\n  theme: sunset\n  background: '#FFEEDD'\n  accent: \"#00aa00\"\n" + sec,
			cover.Theme{Name: "sunset", Background: hex("#ffeedd"), Accent: hex("#00aa00")}},
		{"the file's seed", string(mustRead(t, "testdata/cover.yaml")),
			cover.Theme{Name: "forest", Background: hex("#20402a"), Accent: hex("#d9b44a")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := parsePrint(t, tt.yaml, toyKinds)
			if got := cfg.Cover.Colours(); got != tt.want {
				t.Errorf("%s: got theme %+v, want %+v", tt.name, got, tt.want)
			}
		})
	}
	cfg := parsePrint(t, string(mustRead(t, "testdata/cover.yaml")), toyKinds)
	if !cfg.Output.Cover || !cfg.Output.CoverPNG {
		t.Errorf("cover.yaml: got output.cover %v, cover_png %v; want both", cfg.Output.Cover, cfg.Output.CoverPNG)
	}
}

func TestCoverThemeConfigErrors(t *testing.T) {
	sec := "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n"
	const want = `must be a colour "#RRGGBB" in quotes, e.g. "#1f3a5f", not `
	tests := []struct {
		name, yaml string
		want       []string
	}{
		{"unknown theme", "cover:\n  theme: blue\n" + sec, []string{
			`x.yaml:2: cover.theme: must be navy, teal, forest, berry, sunset or grey, not "blue"`}},
		{"theme not a string", "cover:\n  paper: white\n  theme: [navy]\n" + sec, []string{
			`x.yaml:3: cover.theme: must be a string, not a list`}},
		{"unquoted colour", "cover:\n  paper: white\n  background: #1f3a5f\n" + sec, []string{
			`x.yaml:3: cover.background: ` + want + `null (YAML reads an unquoted # as the start of a comment)`}},
		{"a name", "cover:\n  accent: navy\n" + sec, []string{
			`x.yaml:2: cover.accent: ` + want + `"navy" (for the navy theme's colours, write theme: navy)`}},
		{"a CSS name", "cover:\n  accent: red\n" + sec, []string{
			`x.yaml:2: cover.accent: ` + want + `"red"`}},
		{"short", "cover:\n  background: \"#fff\"\n" + sec, []string{
			`x.yaml:2: cover.background: ` + want + `"#fff"`}},
		{"not hex", "cover:\n  background: \"#12345g\"\n" + sec, []string{
			`x.yaml:2: cover.background: ` + want + `"#12345g"`}},
		{"a number", "cover:\n  background: 123456\n" + sec, []string{
			`x.yaml:2: cover.background: ` + want + `"123456"`}},
		{"a mapping", "cover:\n  accent: {r: 1}\n" + sec, []string{
			`x.yaml:2: cover.accent: ` + want + `a mapping`}},
		{"every problem at once", "cover:\n  theme: plum\n  background: navy\n  accent: \"#1234567\"\noutput: {cover_png: maybe}\n" + sec, []string{
			`x.yaml:2: cover.theme: must be navy, teal, forest, berry, sunset or grey, not "plum"`,
			`x.yaml:3: cover.background: ` + want + `"navy" (for the navy theme's colours, write theme: navy)`,
			`x.yaml:4: cover.accent: ` + want + `"#1234567"`,
			`x.yaml:5: output.cover_png: must be true or false, not "maybe"`}},
		{"a typo", "cover: {backgound: \"#000000\"}\n" + sec, []string{
			`x.yaml:1: cover.backgound: unknown key (did you mean "background"?)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseConfig("x.yaml", []byte(tt.yaml), toyKinds)
			if err == nil {
				t.Fatalf("%s: got no error, want %q", tt.name, tt.want)
			}
			if got := err.Error(); got != strings.Join(tt.want, "\n") {
				t.Errorf("%s: got errors\n%s\nwant\n%s", tt.name, got, strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestBuildCoverPNG builds the tiny book with output.cover_png, with and
// without output.cover, with 1 and 4 workers, and checks the files, the
// manifest, the image (RGB, 1600 pixels high for 6x9, in the theme's
// colour, the same bytes each time), and that the interior still passes
// the grey rule when the cover beside it is in colour.
func TestBuildCoverPNG(t *testing.T) {
	withPDF := strings.Replace(coverConfig, "cover: true", "cover: true, cover_png: true", 1)
	withPDF = strings.Replace(withPDF, "  paper: cream\n", "  paper: cream\n  theme: berry\n", 1)
	alone := strings.Replace(withPDF, "cover: true, ", "", 1)
	tests := []struct {
		name  string
		yaml  string
		files []string
		pdf   string
	}{
		{"cover and cover_png", withPDF, []string{"tiny-cover.pdf", "tiny-cover.png", "tiny.json", "tiny.pdf"}, "tiny-cover.pdf"},
		{"cover_png alone", alone, []string{"tiny-cover.png", "tiny.json", "tiny.pdf"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := parsePrint(t, tt.yaml, toyKinds)
			dirs := []string{t.TempDir(), t.TempDir()}
			var res *Result
			for i, workers := range []int{1, 4} {
				r, err := Build(context.Background(), cfg, BuildOptions{Dir: dirs[i], Options: Options{Workers: workers}})
				if err != nil {
					t.Fatalf("%s with %d workers: %v", tt.name, workers, err)
				}
				res = r
			}
			if got := listDir(t, dirs[0]); !slices.Equal(got, tt.files) {
				t.Fatalf("%s: got files %v, want %v", tt.name, got, tt.files)
			}
			data := mustRead(t, filepath.Join(dirs[0], "tiny-cover.png"))
			if !bytes.Equal(data, mustRead(t, filepath.Join(dirs[1], "tiny-cover.png"))) {
				t.Errorf("%s: tiny-cover.png differs between 1 and 4 workers", tt.name)
			}
			want := manifest.Cover{File: tt.pdf, Paper: "cream", Pages: 24, Spine: 0.06, Width: 12.31, Height: 9.25,
				Theme: "berry", Background: "#6a1b4d", Accent: "#e25c8e", PNG: "tiny-cover.png", PNGWidth: 1067, PNGHeight: 1600}
			if got := res.Manifest.Cover; got == nil || *got != want {
				t.Errorf("%s: got manifest cover %+v, want %+v", tt.name, got, want)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%s: tiny-cover.png: %v", tt.name, err)
			}
			rgba, ok := img.(*image.RGBA)
			if !ok || rgba.Bounds().Dx() != 1067 || rgba.Bounds().Dy() != 1600 {
				t.Fatalf("%s: tiny-cover.png: got a %T of %v, want an RGB image of 1067x1600", tt.name, img, img.Bounds())
			}
			// The top of the band is the theme's background; the image is
			// not blank: it holds the band, the white card and dark text.
			colours := map[[3]uint8]int{}
			for i := 0; i < len(rgba.Pix); i += 4 {
				colours[[3]uint8{rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2]}]++
			}
			total := len(rgba.Pix) / 4
			band, white := colours[[3]uint8{0x6a, 0x1b, 0x4d}], colours[[3]uint8{255, 255, 255}]
			if band < total/5 || white < total/5 || len(colours) < 50 {
				t.Errorf("%s: tiny-cover.png: got %d band pixels, %d white and %d colours of %d pixels; want a fifth or more of each and the shades of text",
					tt.name, band, white, len(colours), total)
			}
			interior := &preflight.Report{Spec: cfg.Page.Spec, PrintOnDemand: true}
			interior.CheckPDF(mustRead(t, filepath.Join(dirs[0], "tiny.pdf")), 0)
			if len(interior.Problems) > 0 {
				t.Errorf("%s: the interior beside a coloured cover: got %s, want grey ink and no problems", tt.name, interior)
			}
		})
	}
}

// TestBuildCoverPNGShortBook builds only the front image of a book too
// short for a print-on-demand cover: the page count is a rule of the
// print file, not of the image.
func TestBuildCoverPNGShortBook(t *testing.T) {
	cfg := parsePrint(t, "name: short\ntitle: Short\noutput: {cover_png: true}\nsections:\n  - {kind: toy, size: 3, grade: easy, count: 2}\n", toyKinds)
	dir := t.TempDir()
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatalf("short.yaml: %v", err)
	}
	if res.Pages >= layout.MinPODPages {
		t.Fatalf("short.yaml: got %d pages, want fewer than %d for this test", res.Pages, layout.MinPODPages)
	}
	if got, want := listDir(t, dir), []string{"short-cover.png", "short.json", "short.pdf"}; !slices.Equal(got, want) {
		t.Errorf("short.yaml: got files %v, want %v", got, want)
	}
	if c := res.Manifest.Cover; c == nil || c.File != "" || c.PNG != "short-cover.png" || c.Theme != cover.DefaultTheme {
		t.Errorf("short.yaml: got manifest cover %+v, want the PNG alone in the default theme", c)
	}
}
