package layout

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// longTitlePage draws the title page of "Large Print Sudoku Puzzle Book
// for Adults and Seniors" (subtitle "200 Easy to Hard Puzzles with Full
// Solutions", author Jane Doe) on a 6x9 page where drawTitlePage set it
// before issue 13: the author's line falls on the subtitle's last line.
// The positions are written out so that the test does not follow
// drawTitlePage as it is fixed.
func longTitlePage(c draw.Canvas, _ draw.Rect) {
	title := draw.Font{Face: draw.Bold, Size: 40}
	sub := draw.Font{Face: draw.Regular, Size: 16, Gray: 0.3}
	c.Line(draw.Point{X: 117, Y: 185.76}, draw.Point{X: 315, Y: 185.76}, draw.Stroke{Width: 2})
	for i, l := range []string{"Large Print", "Sudoku Puzzle", "Book for Adults", "and Seniors"} {
		c.Text(216, 250.67+46.9*float64(i), l, title, draw.AlignCenter)
	}
	c.Text(216, 434.95, "200 Easy to Hard Puzzles with Full", sub, draw.AlignCenter)
	c.Text(216, 456.11, "Solutions", sub, draw.AlignCenter)
	c.Line(draw.Point{X: 117, Y: 485.71}, draw.Point{X: 315, Y: 485.71}, draw.Stroke{Width: 0.75})
	c.Text(216, 450.72, "Jane Doe", draw.Font{Size: 14.4, Gray: 0.15}, draw.AlignCenter)
}

// overfullCopyright sets four paragraphs of 9pt type at 13pt leading in
// a box of the copyright page two lines high.
func overfullCopyright(c draw.Canvas, safe draw.Rect) {
	f := draw.Font{Size: 9, Gray: 0.2}
	box := draw.Rect{X: safe.X, Y: safe.Y + safe.H - 80, W: safe.W, H: 26}
	draw.DrawIn(c, draw.Region{What: "copyright", Box: box}, func(c draw.Canvas) {
		for i, l := range []string{"Copyright © 2026 puzzlebook.", "Every puzzle has one solution.", "Set in the Go fonts.", "Printed on demand."} {
			c.Text(box.X, box.Y+9+13*float64(i), l, f, draw.AlignLeft)
		}
	})
}

// testGrid declares a grid region named what over box and draws its
// outline, with digits (cell, text) drawn inside the region.
func testGrid(c draw.Canvas, what string, box draw.Rect, digits ...string) {
	draw.DrawIn(c, draw.Region{What: what, Box: box, Grid: true}, func(c draw.Canvas) {
		c.Rect(box, nil, draw.Stroke{Width: 1})
		f := draw.Font{Face: draw.Bold, Size: 14}
		for i, d := range digits {
			c.Text(box.X+10+20*float64(i%5), box.Y+20+20*float64(i/5), d, f, draw.AlignCenter)
		}
	})
}

func TestPreflightCollisions(t *testing.T) {
	tests := []struct {
		name  string
		draw  func(c draw.Canvas, safe draw.Rect)
		wants []string // each in the report, in order; none for a clean page
	}{
		{"the author over a long subtitle", longTitlePage,
			[]string{`page 1: text overlap: "Solutions" overlaps "Jane Doe" by 60.6x9.0pt`}},
		{"an overfull copyright page", overfullCopyright, []string{
			`page 1: text overflow: copyright: "Set in the Go fonts." runs 9.2pt below its box`,
			`page 1: text overflow: copyright: "Printed on demand." runs 22.1pt below its box`,
		}},
		{"a label over a grid", func(c draw.Canvas, s draw.Rect) {
			testGrid(c, "Puzzle 3", draw.Rect{X: s.X + 20, Y: s.Y + 60, W: 100, H: 100}, "1", "2")
			c.Text(s.X+20, s.Y+64, "Puzzle 3", draw.Font{Face: draw.Bold, Size: 12}, draw.AlignLeft)
		}, []string{`page 1: text over grid: "Puzzle 3" lies over the grid of Puzzle 3`}},
		{"a label in its band over a grid", func(c draw.Canvas, s draw.Rect) {
			testGrid(c, "Puzzle 3", draw.Rect{X: s.X + 20, Y: s.Y + 60, W: 100, H: 100})
			draw.DrawIn(c, draw.Region{What: "label", Box: draw.Rect{X: s.X + 20, Y: s.Y + 40, W: 100, H: 20}}, func(c draw.Canvas) {
				c.Text(s.X+20, s.Y+66, "Puzzle 3", draw.Font{Face: draw.Bold, Size: 12}, draw.AlignLeft)
			})
		}, []string{
			`page 1: text overflow: label: "Puzzle 3" runs 6.2pt below its box`,
			`page 1: text over grid: "Puzzle 3" lies over the grid of Puzzle 3`,
		}},
		{"two numbers in one cell", func(c draw.Canvas, s draw.Rect) {
			box := draw.Rect{X: s.X + 20, Y: s.Y + 60, W: 100, H: 100}
			testGrid(c, "Puzzle 1", box, "4")
			draw.DrawIn(c, draw.Region{What: "Puzzle 1", Box: box, Grid: true}, func(c draw.Canvas) {
				c.Text(box.X+12, box.Y+22, "7", draw.Font{Size: 14}, draw.AlignCenter)
			})
		}, []string{`page 1: text overlap: "4" overlaps "7" by`}},
		{"a digit out of its grid, over the next", func(c draw.Canvas, s draw.Rect) {
			testGrid(c, "Puzzle 1", draw.Rect{X: s.X + 20, Y: s.Y + 20, W: 100, H: 100}, "1", "2", "3", "4", "5", "6")
			testGrid(c, "Puzzle 2", draw.Rect{X: s.X + 130, Y: s.Y + 20, W: 100, H: 100})
			draw.DrawIn(c, draw.Region{What: "Puzzle 1", Box: draw.Rect{X: s.X + 20, Y: s.Y + 20, W: 100, H: 100}, Grid: true}, func(c draw.Canvas) {
				c.Text(s.X+135, s.Y+70, "9", draw.Font{Size: 14}, draw.AlignCenter)
			})
		}, []string{
			`page 1: text overflow: Puzzle 1: "9" runs 18.1pt right of its box`,
			`page 1: text over grid: "9" lies over the grid of Puzzle 2`,
		}},
		// What must not be reported.
		{"lines whose boxes meet but whose glyphs do not", func(c draw.Canvas, s draw.Rect) {
			f := draw.Font{Size: 20}
			c.Text(s.X, s.Y+40, "gxxxxx", f, draw.AlignLeft)
			c.Text(s.X, s.Y+57, "xxxxxl", f, draw.AlignLeft)
		}, nil},
		{"runs that touch", func(c draw.Canvas, s draw.Rect) {
			f := draw.Font{Size: 12}
			w := c.TextWidth("Puzzle", f)
			c.Text(s.X, s.Y+40, "Puzzle", f, draw.AlignLeft)
			c.Text(s.X+w, s.Y+40, "HHH", f, draw.AlignLeft)
		}, nil},
		{"a grid's own digits, a label in its band", func(c draw.Canvas, s draw.Rect) {
			testGrid(c, "Puzzle 3", draw.Rect{X: s.X + 20, Y: s.Y + 60, W: 100, H: 100}, "1", "2", "3", "4", "5", "6", "7", "8", "9")
			draw.DrawIn(c, draw.Region{What: "label", Box: draw.Rect{X: s.X + 20, Y: s.Y + 40, W: 100, H: 20}}, func(c draw.Canvas) {
				c.Text(s.X+20, s.Y+55, "Puzzle 3", draw.Font{Face: draw.Bold, Size: 12}, draw.AlignLeft)
			})
		}, nil},
		{"a white box behind a number", func(c draw.Canvas, s draw.Rect) {
			white := draw.White
			testGrid(c, "Puzzle 1", draw.Rect{X: s.X + 20, Y: s.Y + 20, W: 100, H: 100})
			draw.DrawIn(c, draw.Region{What: "Puzzle 1", Box: draw.Rect{X: s.X + 20, Y: s.Y + 20, W: 100, H: 100}, Grid: true}, func(c draw.Canvas) {
				c.Rect(draw.Rect{X: s.X + 60, Y: s.Y + 60, W: 20, H: 14}, &white, draw.Stroke{})
				c.Text(s.X+70, s.Y+72, "12", draw.Font{Size: 12}, draw.AlignCenter)
			})
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Preflight(oneBadPage(tt.draw))
			got := r.String()
			if len(tt.wants) == 0 && len(r.Problems) > 0 {
				t.Fatalf("%s: got report\n%s\nwant no problems", tt.name, got)
			}
			if len(r.Problems) != len(tt.wants) {
				t.Errorf("%s: got %d problems, want %d:\n%s", tt.name, len(r.Problems), len(tt.wants), got)
			}
			at := 0
			for _, w := range tt.wants {
				i := strings.Index(got[at:], w)
				if i < 0 {
					t.Fatalf("%s: got report\n%s\nwant it to say, in order, %q", tt.name, got, w)
				}
				at += i + len(w)
			}
		})
	}
}

// TestPreflightCoverCollisions draws ink.Collisions on a cover, the spine's
// turned text among them, and wants each reported where it lands.
func TestPreflightCoverCollisions(t *testing.T) {
	spec := CoverSpec{Width: 6 * Inch, Height: 9 * Inch, Pages: 120, Paper: PaperWhite}
	at := spec.SpineArea().Center()
	f := draw.Font{Face: draw.Bold, Size: 8, Gray: draw.White}
	spine := func(c draw.Canvas, fn func(c draw.Canvas)) { c.(Rotator).Rotate(at, 90, fn) }
	front := spec.FrontText()
	art := draw.Rect{X: front.X + 50, Y: front.Y + 200, W: 200, H: 200}
	tests := []struct {
		name  string
		draw  func(c draw.Canvas)
		wants []string
	}{
		{"spine words over each other", func(c draw.Canvas) {
			spine(c, func(c draw.Canvas) {
				c.Text(at.X-100, at.Y+3, "PUZZLES", f, draw.AlignLeft)
				c.Text(at.X-80, at.Y+3, "JANE DOE", f, draw.AlignLeft)
			})
		}, []string{`text overlap: "PUZZLES" overlaps "JANE DOE" by 6.1x16.1pt`}},
		{"a spine title past its region's foot", func(c draw.Canvas) {
			draw.DrawIn(c, draw.Region{What: "spine title", Box: draw.Rect{X: at.X - 5, Y: at.Y - 100, W: 10, H: 200}}, func(c draw.Canvas) {
				spine(c, func(c draw.Canvas) { c.Text(at.X+60, at.Y+3, "A LONG SPINE TITLE", f, draw.AlignLeft) })
			})
		}, []string{`text overflow: spine title: "A LONG SPINE TITLE" runs 44.3pt below its box`}},
		{"a region declared inside the turn", func(c draw.Canvas) {
			spine(c, func(c draw.Canvas) {
				draw.DrawIn(c, draw.Region{What: "spine title", Box: draw.Rect{X: at.X - 100, Y: at.Y - 5, W: 200, H: 10}}, func(c draw.Canvas) {
					c.Text(at.X-130, at.Y+3, "TITLE", f, draw.AlignLeft)
				})
			})
		}, []string{`text overflow: spine title: "TITLE" runs 29.8pt above its box`}},
		{"the title over the art", func(c draw.Canvas) {
			testGrid(c, "the cover's puzzle", art, "5")
			c.Text(art.X+100, art.Y+10, "SUDOKU", draw.Font{Face: draw.Bold, Size: 30}, draw.AlignCenter)
		}, []string{`text over grid: "SUDOKU" lies over the grid of the cover's puzzle`}},
		{"spine text clear of the rest", func(c draw.Canvas) {
			spine(c, func(c draw.Canvas) {
				c.Text(at.X-100, at.Y+3, "PUZZLES", f, draw.AlignLeft)
				c.Text(at.X+100, at.Y+3, "JANE DOE", f, draw.AlignRight)
			})
			testGrid(c, "the cover's puzzle", art, "5", "6")
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Report{Cover: &spec}
			checkCover(r, spec, tt.draw)
			var got []string
			for _, p := range r.Problems {
				if strings.HasPrefix(p.Rule, "text ") {
					got = append(got, p.String())
				}
			}
			if len(got) != len(tt.wants) {
				t.Fatalf("%s: got ink.Collisions %q, want %d", tt.name, got, len(tt.wants))
			}
			for i, w := range tt.wants {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("%s: got %q, want %q", tt.name, got[i], w)
				}
			}
		})
	}
}

// TestComposeRegions checks the regions drawItem declares, through the
// Recorder: every text of a puzzle page but the furniture lies in one, the
// grid's digits in the grid, and a label too long for its grid is caught.
func TestComposeRegions(t *testing.T) {
	c := Compose(sampleBook())
	var r Recorder
	c.Pages[4].Draw(&r) // "puzzle page, two per page"
	if got := r.Collisions(); len(got) > 0 {
		t.Errorf("puzzle page: got ink.Collisions %v, want none", got)
	}
	regions := map[string]int{}
	for _, tb := range r.Texts() {
		name := tb.Region.What
		if tb.Region.Grid {
			name = "grid"
		}
		regions[name]++
		if tb.Region != (draw.Region{}) && !within(tb.Ink, tb.Region.Box) {
			t.Errorf("puzzle page: %q at %s leaves its region %+v", tb.Text, rectText(tb.Ink), tb.Region)
		}
	}
	want := map[string]int{"": 2, "label": 2, "note": 2, "solution reference": 2, "grid": 2 * 27}
	for k, n := range want {
		if regions[k] != n {
			t.Errorf("puzzle page: got %d texts in region %q, want %d (all: %v)", regions[k], k, n, regions)
		}
	}

	long := sampleBook()
	long.Puzzles = long.Puzzles[:1]
	long.Puzzles[0].PerPage = 6
	long.Puzzles[0].HowTo = nil
	long.Puzzles[0].Items[0].Label = "Puzzle 1, with a label much too long for the grid under it, on and on"
	rep := Preflight(Compose(long))
	got := rep.String()
	for _, w := range []string{
		`page 4: text overflow: label: "Puzzle 1, with a label much too long for the grid under it, on and on" runs 87.5pt right of its box`,
		`page 4: text overlap: "Puzzle 1, with a label much too long for the grid under it, on and on" overlaps "Puzzle 2" by 7.6x5.5pt`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("a long label: got report\n%s\nwant it to say %q", got, w)
		}
	}
}

// TestRecorderTexts checks the Recorder's boxes of turned text: the
// spine's title and author lie inside the spine, as PreflightCover needs.
func TestRecorderTexts(t *testing.T) {
	c := sampleCover(120, PaperWhite)
	var r Recorder
	c.Draw(&r)
	room := c.Spec.SpineText()
	title, author := c.spineStrings()
	found := 0
	for _, tb := range r.Texts() {
		if tb.Text != title && tb.Text != author {
			continue
		}
		found++
		if !within(tb.Ink, room) || tb.Ink.H < 3*tb.Ink.W {
			t.Errorf("spine text %q: got ink %s, want it upright inside %s", tb.Text, rectText(tb.Ink), rectText(room))
		}
	}
	if found != 2 {
		t.Errorf("cover: got %d spine texts, want 2", found)
	}
	if got := r.Collisions(); len(got) > 0 {
		t.Errorf("sample cover: got ink.Collisions %v, want none", got)
	}
	r.Reset()
	if n := len(r.Texts()); n > 0 {
		t.Errorf("after Reset: got %d texts, want none", n)
	}
}

// TestReportListsCollisions checks that many ink.Collisions of one rule are
// listed maxListed at a time, like the other rules.
func TestReportListsCollisions(t *testing.T) {
	r := Preflight(oneBadPage(func(c draw.Canvas, s draw.Rect) {
		for i := range 8 {
			c.Text(s.X+20, s.Y+40+float64(i)*6, fmt.Sprint("Line ", i), draw.Font{Size: 12}, draw.AlignLeft)
		}
	}))
	got := r.String()
	if n := strings.Count(got, "page 1: text overlap:"); n != maxListed {
		t.Errorf("got %d overlaps listed, want %d:\n%s", n, maxListed, got)
	}
	if !strings.Contains(got, "... more text overlap problems") || !strings.Contains(got, `"Line 0" overlaps "Line 1"`) {
		t.Errorf("got report\n%s\nwant the first overlap and a line saying there are more", got)
	}
}

// TestPreflightBigBook checks a book of 100 full 9x9 grids and their
// answers, six to a page, has no ink.Collisions.
func TestPreflightBigBook(t *testing.T) {
	if err := Preflight(Compose(bigBook())).Err(); err != nil {
		t.Error(err)
	}
}
