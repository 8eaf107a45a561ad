package book

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestHowToExampleAtEveryTrim composes the how-to-play page of every kind
// that has one, at its section's default size, on every named trim: the
// example and its solution are drawn (under the rules, or on a page of
// their own after them, with a note), and the how-to page is never more
// than half blank. On 6x9 and A5 the example was once left out silently;
// a 9x9 medium Killer's example once took a page of its own, leaving the
// rules' page two-thirds blank, because the smaller sizes were tried at
// the section's grade, which a 4x4 Killer is never.
func TestHowToExampleAtEveryTrim(t *testing.T) {
	for _, trim := range layout.PageSizeNames() {
		for _, k := range kinds.All {
			if _, ok := k.(gen.Explainer); !ok {
				continue
			}
			for _, grade := range []string{"easy", "medium", "hard"} {
				t.Run(trim+"/"+k.Name()+"/"+grade, func(t *testing.T) {
					howToAtTrim(t, k, trim, grade)
				})
			}
		}
	}
}

// howToAtTrim checks the how-to page of a section of kind k at grade on
// pages of trim, as TestHowToExampleAtEveryTrim says.
func howToAtTrim(t *testing.T, k gen.Kind, trim, grade string) {
	cfg, err := parseConfig("howto.yaml", []byte(fmt.Sprintf("page: {size: %q}\nsections:\n  - {kind: %s, grade: %s, count: 1}\n", trim, k.Name(), grade)), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	puzzles, _ := sections(cfg, nil)
	sec := puzzles[0]
	sec.Items = []layout.Item{{Label: "Puzzle 1", Draw: func(draw.Canvas, draw.Rect) {}}}
	c := layout.Compose(layout.Book{Page: cfg.Page.Spec, Puzzles: []layout.Section{sec}, Fitted: true})
	for _, n := range c.Notes {
		if strings.Contains(n, "left out") {
			t.Errorf("note: %s", n)
		}
	}
	ownPage := strings.Contains(strings.Join(c.Notes, " "), "page of its own")
	labels := map[string]bool{}
	for p := 0; p < 2 && p < len(c.Pages)-1; p++ {
		var r layout.Recorder
		c.Pages[p].Draw(&r)
		lowest := lowestInk(r.String())
		for _, tb := range r.Texts() {
			labels[tb.Text] = true
			if tb.Region.What != "" {
				lowest = max(lowest, tb.Ink.Y+tb.Ink.H)
			}
		}
		if safe := c.Spec.SafeOn(p + 1); (p == 0 || ownPage) && lowest-safe.Y < safe.H/2 {
			t.Errorf("page %d: its text and grids end %.0f pt down a safe area of %.0f pt: more than half blank", p+1, lowest-safe.Y, safe.H)
		}
	}
	if !hasPrefix(labels, "Example") || !hasPrefix(labels, "Solution") {
		t.Errorf("got no example drawn on the how-to pages (labels %v, notes %q)", keysOf(labels), c.Notes)
	}
}

// keysOf returns the keys of m.
func keysOf(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// hasPrefix reports whether a key of m starts with prefix.
func hasPrefix(m map[string]bool, prefix string) bool {
	for k := range m {
		if strings.HasPrefix(k, prefix) {
			return true
		}
	}
	return false
}

// lowestInk returns the lowest y of the lines and rectangles in a
// drawing record (the grids; the page's furniture is text, or rules at
// its top).
func lowestInk(record string) float64 {
	low := 0.0
	for _, line := range strings.Split(record, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 4 && f[0] == "line":
			low = max(low, yOf(f[1]), yOf(f[3]))
		case len(f) >= 3 && f[0] == "rect":
			var h float64
			if _, err := fmt.Sscanf(f[2][strings.Index(f[2], "x")+1:], "%g", &h); err == nil {
				low = max(low, yOf(f[1])+h)
			}
		}
	}
	return low
}

// yOf reads the y of a recorded point "x,y".
func yOf(pt string) float64 {
	var x, y float64
	fmt.Sscanf(pt, "%g,%g", &x, &y)
	return y
}
