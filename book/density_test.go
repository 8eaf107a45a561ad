package book

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// countingKind is a real kind that counts the puzzles it is asked to
// generate, so that a test can tell that a build stopped before any.
type countingKind struct {
	gen.Kind
	calls *atomic.Int64
}

func (k countingKind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	k.calls.Add(1)
	return k.Kind.Generate(ctx, p, rng)
}

// TypeScale passes the kind's own on: the counter must not change what
// the layout chooses.
func (k countingKind) TypeScale(p gen.Params, bold draw.Face) float64 {
	return gen.TypeScaleOf(k.Kind, p, bold)
}

// countingKinds wraps every kind of kinds.All with one counter.
func countingKinds() ([]gen.Kind, *atomic.Int64) {
	var calls atomic.Int64
	list := make([]gen.Kind, len(kinds.All))
	for i, k := range kinds.All {
		list[i] = countingKind{Kind: k, calls: &calls}
	}
	return list, &calls
}

// buildYAML parses and builds a config with the real kinds, without PDF
// files (preflight still checks every page), into a temporary directory.
func buildYAML(t *testing.T, name, yaml string) (*Result, error) {
	t.Helper()
	cfg, err := config.Parse(name, []byte(yaml))
	if err != nil {
		return nil, err
	}
	return Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir(), Options: Options{Workers: 2}})
}

// perPageOf returns the most puzzles, and the most answers, that share
// one page in section s (0-based) of m.
func perPageOf(m *manifest.Manifest, s int) (puzzles, answers int) {
	p, a := map[int]int{}, map[int]int{}
	for _, e := range m.Puzzles {
		if e.Section != s+1 { // 1-based
			continue
		}
		p[e.Page]++
		puzzles = max(puzzles, p[e.Page])
		if e.AnswerPage > 0 {
			a[e.AnswerPage]++
			answers = max(answers, a[e.AnswerPage])
		}
	}
	return puzzles, answers
}

// TestWorksheetsEveryKind builds worksheets of every kind at per_page 1, 2
// and 4 on letter, A4 and 6x9: every book passes preflight (cells of
// 32pt, digits of 18pt), a section that asked for more than fits gets
// fewer with a note naming it, and one that fits gets what it asked for.
func TestWorksheetsEveryKind(t *testing.T) {
	sections := []string{
		"{kind: sudoku, size: 4, grade: easy}",
		"{kind: sudoku, size: 6, grade: easy}",
		"{kind: sudoku, size: 9, grade: easy}",
		"{kind: numbrix, size: 4, grade: easy}",
		"{kind: hidato, size: 6, grade: easy}",
		"{kind: numberlink, size: 5, grade: easy}",
		"{kind: numberlink, size: 8, grade: easy}",
	}
	for _, page := range []string{"letter", "a4", "6x9"} {
		for _, per := range []int{1, 2, 4} {
			name := fmt.Sprintf("%s/per_page-%d", page, per)
			t.Run(name, func(t *testing.T) {
				var b strings.Builder
				fmt.Fprintf(&b, "name: ws\npage: {size: %s}\nworksheet: true\noutput: {pdf: false, answers: none}\nsections:\n", page)
				for _, s := range sections {
					fmt.Fprintf(&b, "  - %s, count: %d, per_page: %d}\n", strings.TrimSuffix(s, "}"), per, per)
				}
				res, err := buildYAML(t, name+".yaml", b.String())
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				for s := range sections {
					got, _ := perPageOf(res.Manifest, s)
					noted := false
					for _, n := range res.Notes {
						noted = noted || strings.HasPrefix(n, fmt.Sprintf("sections[%d] (", s))
					}
					switch {
					case got > per || got < 1:
						t.Errorf("%s: section %d: got %d to a page, want 1 to %d", name, s, got, per)
					case got < per && !noted:
						t.Errorf("%s: section %d: got %d to a page, not %d, and notes %q: want a note naming sections[%d]", name, s, got, per, res.Notes, s)
					case got == per && noted:
						t.Errorf("%s: section %d: got the %d asked for and a note in %q: want none", name, s, got, res.Notes)
					}
				}
			})
		}
	}
}

// TestWorksheetsHeavyFace lays out Hidato worksheets on 7x10 pages in
// both worksheet faces, whose three-digit numbers shrink to fit their
// cells: a 10x10 keeps 18pt in each and builds, one to a page, and an
// 11x11 would not, which the layout knows before making a puzzle and
// says with the size that fits. Lato Black's digits are as wide as Lato
// Bold's, so the two faces fit the same grids (DejaVu Sans Bold, the
// heavy face before Lato, fitted one size less).
func TestWorksheetsHeavyFace(t *testing.T) {
	yaml := func(font string, size int) string {
		return fmt.Sprintf("name: heavy\npage: {size: 7x10}\nworksheet: true\nworksheet_font: %s\noutput: {pdf: false, answers: none}\nsections:\n  - {kind: hidato, size: %d, shape: rectangle, grade: easy, count: 2, per_page: 1}\n", font, size)
	}
	for _, font := range []string{"bold", "heavy"} {
		res, err := buildYAML(t, "heavy.yaml", yaml(font, 10))
		if err != nil {
			t.Fatalf("%s: %v", font, err)
		}
		if got, _ := perPageOf(res.Manifest, 0); got != 1 || len(res.Notes) != 0 {
			t.Errorf("%s: got %d to a page and notes %q, want 1 and none", font, got, res.Notes)
		}
		_, err = buildYAML(t, "heavy.yaml", yaml(font, 11))
		want := "heavy.yaml:7: sections[0].size: a 11x11 hidato grid does not fit on 7x10 worksheets even one to a page"
		if !strings.HasPrefix(lines(err), want) || !strings.Contains(lines(err), "size: 10 fits") {
			t.Errorf("%s: got %v, want %q... size: 10 fits", font, err, want)
		}
	}
}

// TestDefaultsOnSmallTrim builds a 5x8 book of 12x12 Hidato, Numbrix and
// Numberlink with default settings: it passes preflight, and each
// section's answers go fewer to a page than the default 6, with a note.
func TestDefaultsOnSmallTrim(t *testing.T) {
	const yaml = `name: small-trim
page: {size: 5x8}
sections:
  - {kind: hidato, size: 12, grade: easy, count: 3}
  - {kind: numbrix, size: 12, grade: easy, count: 3}
  - {kind: numberlink, size: 12, grade: easy, count: 3}
`
	res, err := buildYAML(t, "small-trim.yaml", yaml)
	if err != nil {
		t.Fatalf("5x8 12x12 book: %v", err)
	}
	if res.Preflight == nil || len(res.Preflight.Problems) > 0 {
		t.Fatalf("5x8 12x12 book: got preflight %v, want no problems", res.Preflight)
	}
	titles := []string{"Easy Hidato 12x12", "Easy Numbrix 12x12", "Easy Numberlink 12x12"}
	for s, title := range titles {
		want := fmt.Sprintf("sections[%d] (%s): ", s, title)
		var note string
		for _, n := range res.Notes {
			if strings.HasPrefix(n, want) {
				note = n
			}
		}
		_, answers := perPageOf(res.Manifest, s)
		if answers >= 6 || !strings.Contains(note, fmt.Sprintf("%d answers to a page instead of the default 6", answers)) {
			t.Errorf("section %d: got %d answers to a page and notes %q, want fewer than 6 and a note %q...", s, answers, res.Notes, want)
		}
	}
}

// TestExplicitPerPageLowered checks the note of a per_page and an
// answers_per_page that ask for more than fits: it names the key.
func TestExplicitPerPageLowered(t *testing.T) {
	const yaml = `name: lowered
page: {size: 6x9}
output: {pdf: false, answers_per_page: 9}
sections:
  - {kind: numberlink, size: 15, grade: easy, count: 2, per_page: 4}
  - {kind: hidato, size: 8, grade: easy, count: 2, answers_per_page: 12}
`
	res, err := buildYAML(t, "lowered.yaml", yaml)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"sections[0] (Easy Numberlink 15x15): 1 puzzle to a page, not 4 as sections[0].per_page asks: more would set the numbers under 7 pt",
		"sections[0] (Easy Numberlink 15x15): 2 answers to a page, not 9 as output.answers_per_page asks: more would set the numbers under 7 pt",
		"sections[1] (Easy Hidato 8x8): 6 answers to a page, not 12 as sections[1].answers_per_page asks: more would set the numbers under 7 pt",
	}
	if strings.Join(res.Notes, "\n") != strings.Join(want, "\n") {
		t.Errorf("got notes\n%s\nwant\n%s", strings.Join(res.Notes, "\n"), strings.Join(want, "\n"))
	}
}

// TestImpossibleRefusedBeforeGeneration asks for grids that fit a page
// not even one to a page: the config is refused at the key to change,
// with a value that would work, and no puzzle is generated, whether the
// check comes from config.Parse or from Build.
func TestImpossibleRefusedBeforeGeneration(t *testing.T) {
	tests := []struct {
		name      string
		page      string
		worksheet bool
		size      int
		perPage   int
		want      string
	}{
		{"20x20 on 3x3in", "3x3in", false, 20, 2,
			"big.yaml:6: sections[1].size: a 20x20 numberlink grid does not fit on 3x3in pages even one to a page: its numbers would be 1.41 pt, under the 7 pt minimum; page.size of at least 6.5x6.5in"},
		{"per_page 1 still too small", "5x8", false, 20, 1,
			"big.yaml:6: sections[1].size: a 20x20 numberlink grid does not fit on 5x8 pages even one to a page: its numbers would be 6.86 pt, under the 7 pt minimum; size: 19 fits, or page.size of at least 5.1x8.2in"},
		{"worksheet", "a5", true, 12, 1,
			"big.yaml:6: sections[1].size: a 12x12 numberlink grid does not fit on a5 worksheets even one to a page: its cells would be 28.8 pt and its numbers 13.8 pt; a worksheet needs 32 pt and 18 pt; size: 9 fits, or worksheet: false, or page.size of at least 7.3x10.4in"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			yaml := func(page string, size int) string {
				return fmt.Sprintf("page: {size: %s}\nworksheet: %v\nsections:\n  - {kind: sudoku, size: 4, grade: easy, count: 1}\n  - kind: numberlink\n    size: %d\n    grade: easy\n    count: 2\n    per_page: %d\n",
					page, tt.worksheet, size, tt.perPage)
			}
			kinds, calls := countingKinds()
			_, err := parseConfig("big.yaml", []byte(yaml(tt.page, tt.size)), kinds)
			if got := lines(err); got != tt.want {
				t.Errorf("config.Parse: got\n%s\nwant\n%s", got, tt.want)
			}
			// The same request made after validation reaches Build, which
			// must refuse it before generating anything.
			cfg, err := parseConfig("big.yaml", []byte(yaml("letter", 5)), kinds)
			if err != nil {
				t.Fatalf("5x5 grids on letter: %v", err)
			}
			w, h, err := layout.ParsePageSize(tt.page)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Page.Size, cfg.Page.Spec.Width, cfg.Page.Spec.Height = tt.page, w, h
			cfg.Sections[1].Params.Rows, cfg.Sections[1].Params.Cols = tt.size, tt.size
			_, err = Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
			if want := strings.Replace(tt.want, ":6:", ":5:", 1); lines(err) != want || !config.IsError(err) {
				t.Errorf("Build: got %v, want the config error\n%s", err, want)
			}
			if n := calls.Load(); n != 0 {
				t.Errorf("got %d puzzles generated, want none: the refusal must come first", n)
			}
		})
	}
}

// lines is err's message, or "" for nil.
func lines(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestCarryFit checks that the fit Build computes before any puzzle
// exists is carried to the book it composes, so that Compose does not fit
// it again, and that the carried book is laid out as fitting it again
// would lay it out; a book with hints, or other item counts, is left for
// Compose to fit.
func TestCarryFit(t *testing.T) {
	const yaml = `name: carried
page: {size: 6x9}
output: {pdf: false, answers_per_page: 9}
sections:
  - {kind: numberlink, size: 15, grade: easy, count: 9, per_page: 4}
  - {kind: hidato, size: 8, grade: easy, count: 30, answers_per_page: 12}
`
	cfg, err := config.Parse("carried.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	fit := config.Fit(cfg)
	b := cfg.Plan() // as asked: the fit must lower its PerPage values
	carryFit(&b, fit.Book)
	if !b.Fitted {
		t.Fatal("the book of the fitted config is not marked Fitted")
	}
	carried, refit := layout.Compose(b), layout.Compose(cfg.Plan())
	if len(carried.Pages) != len(refit.Pages) || carried.Spec != refit.Spec ||
		fmt.Sprint(carried.PuzzlePages, carried.AnswerPages) != fmt.Sprint(refit.PuzzlePages, refit.AnswerPages) {
		t.Errorf("carried fit: %d pages on %+v, %v %v; fitted again: %d pages on %+v, %v %v",
			len(carried.Pages), carried.Spec, carried.PuzzlePages, carried.AnswerPages,
			len(refit.Pages), refit.Spec, refit.PuzzlePages, refit.AnswerPages)
	}
	hinted := fit.Config.Plan()
	hinted.Hints = []layout.HintSection{{Title: "Hints"}}
	carryFit(&hinted, fit.Book)
	fewer := fit.Config.Plan()
	fewer.Puzzles[1].Items = fewer.Puzzles[1].Items[1:]
	carryFit(&fewer, fit.Book)
	if hinted.Fitted || fewer.Fitted {
		t.Errorf("carried to a book with hints: %v, to a book with other counts: %v; want neither", hinted.Fitted, fewer.Fitted)
	}
}
