package book

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var (
	sweepCount = flag.Int("sweep", 40, "TestSweep: build this many random configs")
	sweepFrom  = flag.Int("sweep.from", 0, "TestSweep: start at config number `K`")
	sweepOut   = flag.String("sweep.out", "", "TestSweep: keep each book in `DIR`/N, to look at")
)

// TestSweep builds random valid configs (sweepConfig) with the real
// kinds and wants each to build, pass preflight and place every puzzle
// and answer: every config the docs allow must give a clean book. Config
// n is reproducible from n alone:
//
//	go test ./book -run 'TestSweep$' -sweep.from n -sweep 1 -v
//
// The long sweep: go test ./book -run 'TestSweep$' -sweep 3000 -timeout 0;
// add -sweep.shrink for a smallest config failing each way.
func TestSweep(t *testing.T) {
	causes := map[string][]int{}
	var refused, named []int
	for n := *sweepFrom; n < *sweepFrom+*sweepCount; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			for _, c := range sweepOne(t, n) {
				switch c {
				case refusedUnfit:
					refused = append(refused, n)
				case refusedNamed:
					named = append(named, n)
				default:
					causes[c] = append(causes[c], n)
				}
			}
		})
	}
	if len(refused) > 0 {
		t.Logf("%d of %d configs refused a grid that fits not even one to a page, as they should: %v", len(refused), *sweepCount, refused[:min(20, len(refused))])
	}
	if len(named) > 0 {
		t.Logf("%d of %d configs refused a section out of its kind's reach up front, naming values that then built, as they should: %v", len(named), *sweepCount, named[:min(20, len(named))])
	}
	if len(causes) > 0 {
		t.Logf("failures by cause (configs failing):\n%s", causeTable(causes))
	}
}

// refusedUnfit is sweepOne's outcome for a config refused, rightly, for a
// grid that fits not even one to a page: not a failure.
const refusedUnfit = "refused: does not fit"

// sweepOne builds config n into a temporary directory and reports what
// is wrong with the book; it returns the causes of failure, for the
// summary, or refusedUnfit.
func sweepOne(t *testing.T, n int) []string {
	sb := sweepConfig(n)
	fail := func(causes []string, format string, args ...any) []string {
		t.Helper()
		t.Errorf("config %d (rerun: go test ./book -run 'TestSweep$' -sweep.from %d -sweep 1 -v): %s\n--- config %d ---\n%s---",
			n, n, fmt.Sprintf(format, args...), n, sb.YAML)
		return causes
	}
	file := fmt.Sprintf("sweep-%d.yaml", n)
	cfg, text, named, unfit, err := sb.parseNamed(file)
	if unfit {
		t.Logf("config %d refused, as it should be: %v", n, err)
		return []string{refusedUnfit}
	}
	if err != nil {
		return fail([]string{"refused by validation"}, "refused by validation (a valid config refused, a refusal naming no value that works, or a generator bug):\n%v", err)
	}
	if named != nil {
		t.Logf("config %d refused up front, as it should be: %v; building it with the values named", n, errors.Join(named...))
		fail = func(causes []string, format string, args ...any) []string {
			t.Helper()
			t.Errorf("config %d (rerun: go test ./book -run 'TestSweep$' -sweep.from %d -sweep 1 -v), built with the values its refusal named: %s\n--- config %d as named ---\n%s---",
				n, n, fmt.Sprintf(format, args...), n, text)
			return causes
		}
	}
	if err := sb.readBack(cfg); err != nil {
		return fail([]string{"generator: " + err.Error()}, "generator bug: %v", err)
	}
	dir := t.TempDir()
	if *sweepOut != "" {
		dir = filepath.Join(*sweepOut, strconv.Itoa(n))
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		causes := failureCauses(err, res, cfg)
		if *sweepShrink {
			for _, c := range causes {
				t.Logf("config %d shrunk for %q:\n%s", n, c, shrinkConfig(t, file, sb.YAML, c))
			}
		}
		return fail(causes, "book seed %d: build failed:\n%v", cfg.Seed, err)
	}
	var problems []string
	for _, want := range sweepFiles(cfg) {
		if _, err := os.Stat(filepath.Join(dir, want)); err != nil {
			problems = append(problems, fmt.Sprintf("got no %s, want it written", want))
		}
	}
	for _, e := range res.Manifest.Puzzles {
		if e.Page < 1 || e.Page > res.Pages {
			problems = append(problems, fmt.Sprintf("%s: got page %d, want 1 to %d", e.ID, e.Page, res.Pages))
		}
		if cfg.Output.Answers == config.AnswersBack && (e.AnswerPage <= e.Page || e.AnswerPage > res.Pages) {
			problems = append(problems, fmt.Sprintf("%s: got answer page %d, want after page %d and at most %d", e.ID, e.AnswerPage, e.Page, res.Pages))
		}
	}
	if len(problems) > 0 {
		return fail([]string{"puzzle or file missing"}, "book seed %d: %s", cfg.Seed, strings.Join(problems, "; "))
	}
	if named != nil {
		return []string{refusedNamed}
	}
	return nil
}

// readBack checks that the config read back the texts sb wrote, so that a
// quoting mistake of the generator is not taken for a build's.
func (sb sweepBook) readBack(cfg *config.Config) error {
	for _, c := range []struct{ what, got, want string }{
		{"title", cfg.Title, sb.Title},
		{"subtitle", cfg.Subtitle, sb.Subtitle},
		{"author", cfg.Author, sb.Author},
	} {
		if c.got != c.want {
			return fmt.Errorf("%s: got %q, want %q", c.what, c.got, c.want)
		}
	}
	if got := config.Paragraphs(cfg.Copyright); !slices.Equal(got, sb.Copyright) {
		return fmt.Errorf("copyright: got %q, want %q", got, sb.Copyright)
	}
	if got := config.Paragraphs(cfg.Cover.BackText); !slices.Equal(got, sb.BackText) {
		return fmt.Errorf("back_text: got %q, want %q", got, sb.BackText)
	}
	return nil
}

// mayNotFit reports whether the grid of section i might set type under
// the minimum (or, on a worksheet, cells under the minimum) even alone on
// a page, by a bound the layout cannot beat by much: the grid as large as
// the trim less its margins, less the least room for the running header,
// its folio, the answer key's heading and the label (100pt: 32, 28, 24
// and 13 in the current design, for text of any accent), or a worksheet's
// heading, Name and Date line and instruction (160pt in the current
// design), allows; in large print, with the grids' least type and 40pt
// more of furniture. A refusal of a grid well inside the bound is a bug.
func (sb sweepBook) mayNotFit(i int) bool {
	sec := sb.Sections[i]
	k, _ := kinds.Find(sec.Kind)
	face, furniture, minType, minCell := draw.Bold, 100.0, float64(layout.MinFontSize), 0.0
	if sec.Worksheet {
		furniture, minType, minCell = 160, layout.MinWorksheetText, layout.MinWorksheetCell
		if sb.Heavy {
			face = draw.Heavy
		}
	}
	if sb.Large {
		furniture += 40
		minType = max(minType, layout.LargePrint.LeastGrid())
	}
	leeway := 1.1
	if sb.TimeBox && !sec.Worksheet {
		furniture += 25 // the time box's band under the grid,
		leeway = 1.25   // and the room its line takes beside a grid that fills the width
	}
	scale := gen.TypeScaleOf(k, gen.Params{Rows: sec.Rows, Cols: sec.Cols}, face)
	p := sb.Page
	w, h := p.Width-2*p.Margin-p.Gutter, p.Height-2*p.Margin-furniture
	cell := min(w/float64(sec.Cols), h/float64(sec.Rows))
	return cell*scale < leeway*minType || cell < leeway*minCell
}

// sweepFiles lists the files a build of cfg must write.
func sweepFiles(cfg *config.Config) []string {
	files := []string{cfg.Name + ".json"}
	if cfg.Output.PDF {
		files = append(files, cfg.Name+".pdf")
		if cfg.Output.Answers == config.AnswersSeparate {
			files = append(files, cfg.Name+"-answers.pdf")
			if cfg.Output.Cover {
				files = append(files, cfg.Name+"-answers-cover.pdf")
			}
		}
	}
	if cfg.Output.Cover {
		files = append(files, cfg.Name+"-cover.pdf")
	}
	if cfg.Output.CoverPNG {
		files = append(files, cfg.Name+"-cover.png")
	}
	if cfg.Output.PNG {
		files = append(files, cfg.Name+"-png/page-001.png")
	}
	return files
}

// TestSweepDeterministic builds sweep configs with 1 and with 4 workers
// and wants the same bytes in every file: the first config with a cover,
// a separate answer book and print on demand, and the first with PNG
// pages and puzzles (and no cover, which the first has).
func TestSweepDeterministic(t *testing.T) {
	picks := []struct {
		name string
		ok   func(*config.Config) bool
	}{
		{"cover and answer book", func(c *config.Config) bool {
			return c.Output.PDF && c.Output.Cover && c.Output.Answers == config.AnswersSeparate && c.PrintOnDemand
		}},
		{"png pages and puzzles", func(c *config.Config) bool { return c.Output.PNG && c.Output.PNGPuzzles && !c.Output.Cover }},
	}
	for _, p := range picks {
		t.Run(p.name, func(t *testing.T) {
			n, cfg := firstSweepConfig(t, p.ok)
			dirs := []string{t.TempDir(), t.TempDir()}
			for i, workers := range []int{1, 4} {
				if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dirs[i], Options: Options{Workers: workers}}); err != nil {
					t.Fatalf("config %d with %d workers: %v", n, workers, err)
				}
			}
			names := listDir(t, dirs[0])
			if got := listDir(t, dirs[1]); !slices.Equal(got, names) {
				t.Fatalf("config %d: got files %v with 4 workers, want %v as with 1", n, got, names)
			}
			for _, name := range names {
				a := mustRead(t, filepath.Join(dirs[0], name))
				b := mustRead(t, filepath.Join(dirs[1], name))
				if !bytes.Equal(a, b) {
					t.Errorf("config %d: %s differs between 1 and 4 workers (%d and %d bytes)", n, name, len(a), len(b))
				}
			}
		})
	}
}

// firstSweepConfig returns the first sweep config for which ok holds.
func firstSweepConfig(t *testing.T, ok func(*config.Config) bool) (int, *config.Config) {
	t.Helper()
	for n := range 10_000 {
		cfg, err := config.Parse(fmt.Sprintf("sweep-%d.yaml", n), []byte(sweepConfig(n).YAML))
		if err == nil && ok(cfg) {
			return n, cfg
		}
	}
	t.Fatal("no sweep config among the first 10,000 has what the test needs")
	return 0, nil
}
