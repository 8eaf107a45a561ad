package book

import (
	"context"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// targetBook is a book of three sections of weights 6, 3 and 2 on the
// trim given, with target_pages filled in.
const targetBook = `name: target
page: {size: %s, margin: 0.5in}
print_on_demand: %t
target_pages: %d
output: {pdf: false}
sections:
  - {kind: toy, size: 3, grade: easy, count: 6, per_page: 4}
  - {kind: toy, size: 3, grade: easy, count: 3, per_page: 2}
  - {kind: toy, size: 3, grade: easy, count: 2, per_page: 1}
`

// cannotMeet is target_pages' refusal, with the page counts it says can
// be met.
var cannotMeet = regexp.MustCompile(`^target_pages: (\d+) cannot be met: (\d+)(?: or (\d+))? can`)

// buildTarget parses and builds targetBook, returning the config and the
// page count built, or the config error.
func buildTarget(t *testing.T, trim string, pod bool, n int) (*config.Config, int, error) {
	t.Helper()
	cfg, err := parseConfig("target.yaml", fmt.Appendf(nil, targetBook, trim, pod, n), toyKinds)
	if err != nil {
		return nil, 0, err
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("%s, target %d: %v", trim, n, err)
	}
	return cfg, res.Pages, nil
}

// TestTargetPagesMet builds books with target_pages on three trims, with
// and without print on demand: each has exactly the target's pages, with
// counts in proportion to the config's (within a puzzle or two), or is
// refused at the key naming page counts that are then met exactly.
func TestTargetPagesMet(t *testing.T) {
	weights := []float64{6, 3, 2}
	met := 0
	for _, c := range []struct {
		trim string
		pod  bool
	}{{"letter", false}, {"6x9", true}, {"a5", false}} {
		for _, n := range []int{24, 31, 40, 57, 80} {
			cfg, pages, err := buildTarget(t, c.trim, c.pod, n)
			if err != nil {
				var errs config.Errors
				var m []string
				if errors.As(err, &errs) && len(errs) == 1 && errs[0].Line == 4 {
					m = cannotMeet.FindStringSubmatch(errs[0].Path + ": " + errs[0].Msg)
				}
				if m == nil {
					t.Fatalf("%s, target %d: got %v, want met, or refused at line 4 naming counts that can be", c.trim, n, err)
				}
				for _, s := range m[2:] {
					if s == "" {
						continue
					}
					can, _ := strconv.Atoi(s)
					if can == n {
						t.Errorf("%s, target %d: refused, naming itself", c.trim, n)
					}
					if _, got, err := buildTarget(t, c.trim, c.pod, can); err != nil || got != can {
						t.Errorf("%s: %d said to be met: got %d pages, %v", c.trim, can, got, err)
					}
				}
				continue
			}
			met++
			if pages != n {
				t.Errorf("%s, target %d: built %d pages", c.trim, n, pages)
			}
			total := 0
			for _, s := range cfg.Sections {
				total += s.Count
			}
			for i, s := range cfg.Sections {
				if want := float64(total) * weights[i] / 11; math.Abs(float64(s.Count)-want) > 2 {
					t.Errorf("%s, target %d: sections[%d].count %d, want about %.1f of %d", c.trim, n, i, s.Count, want, total)
				}
			}
			if cfg.Targeted == "" {
				t.Errorf("%s, target %d: no note of the counts chosen", c.trim, n)
			}
		}
	}
	if met < 10 {
		t.Errorf("only %d of 15 targets met", met)
	}
}

// TestTargetPagesRefusedUpFront checks that a target no counts meet is
// refused by the config check, before any puzzle is made: an odd page
// count for a print-on-demand book (its pages are even) and fewer pages
// than print on demand's least, each naming the even counts nearest.
func TestTargetPagesRefusedUpFront(t *testing.T) {
	for n, want := range map[int]string{
		101: "target_pages: 101 cannot be met: 100 or 102 can",
		20:  "target_pages: 20 cannot be met: 24 can",
	} {
		_, err := parseConfig("target.yaml", fmt.Appendf(nil, targetBook, "6x9", true, n), toyKinds)
		var errs config.Errors
		if !errors.As(err, &errs) || len(errs) != 1 {
			t.Fatalf("target %d: got %v, want one config error", n, err)
		}
		if m := cannotMeet.FindString(errs[0].Path + ": " + errs[0].Msg); m != want || errs[0].Line != 4 {
			t.Errorf("target %d: got %v, want %q at line 4", n, errs[0], want)
		}
	}
}

// TestTargetPagesKeepsCounts checks that a target equal to the page
// count the book has without one keeps at least the config's counts,
// filling its pages: the most puzzles those pages hold.
func TestTargetPagesKeepsCounts(t *testing.T) {
	plain, err := parseConfig("target.yaml", []byte(strings.Replace(fmt.Sprintf(targetBook, "a5", false, 0), "target_pages: 0\n", "", 1)), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), plain, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	cfg, pages, err := buildTarget(t, "a5", false, res.Pages)
	if err != nil || pages != res.Pages {
		t.Fatalf("target %d, the book's own: got %d pages, %v", res.Pages, pages, err)
	}
	for i, s := range cfg.Sections {
		if s.Count < plain.Sections[i].Count {
			t.Errorf("sections[%d].count: %d, want at least the config's %d", i, s.Count, plain.Sections[i].Count)
		}
	}
	// One puzzle more in any section takes another page.
	for i := range cfg.Sections {
		c := *cfg
		c.Sections = slices.Clone(cfg.Sections)
		c.Sections[i].Count++
		c.TargetPages, c.Targeted = 0, ""
		res, err := Build(context.Background(), &c, BuildOptions{Dir: t.TempDir()})
		if err != nil || res.Pages <= pages {
			t.Errorf("sections[%d] one more: %v pages, %v; want more than %d", i, res, err, pages)
		}
	}
}
