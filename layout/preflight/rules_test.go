package preflight

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

func TestPreflightCollisions(t *testing.T) {
	tests := []struct {
		name  string
		draw  func(c draw.Canvas, safe draw.Rect)
		wants []string // each in the report, in order; none for a clean page
	}{
		{"the author over a long subtitle", longTitlePage,
			[]string{`page 1: text overlap: "Solutions" overlaps "Jane Doe" by 58.5x6.5pt`}},
		{"an overfull copyright page", overfullCopyright, []string{
			`page 1: text overflow: copyright: "Set in Lato." runs 9.1pt below its box`,
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
			`page 1: text overflow: label: "Puzzle 3" runs 6.1pt below its box`,
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
			`page 1: text overflow: Puzzle 1: "9" runs 18.2pt right of its box`,
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
			r := Book(oneBadPage(tt.draw))
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

// TestReportListsCollisions checks that many collisions of one rule are
// listed maxListed at a time, like the other rules.
func TestReportListsCollisions(t *testing.T) {
	r := Book(oneBadPage(func(c draw.Canvas, s draw.Rect) {
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

func TestPreflightViolations(t *testing.T) {
	spec := layout.PageSpec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Margin: 0.5 * layout.Inch}
	grid := draw.Rect{X: 100, Y: 100, W: 200, H: 200}
	tests := []struct {
		name string
		c    layout.Composed
		want string // in the report
	}{
		{"small type", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Text(s.X+10, s.Y+20, "tiny", draw.Font{Size: 6}, draw.AlignLeft)
		}), `page 1: font size: "tiny" is 6pt`},
		{"hairline", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Line(draw.Point{X: s.X + 10, Y: s.Y + 10}, draw.Point{X: s.X + 100, Y: s.Y + 10}, draw.Stroke{Width: 0.25})
		}), "page 1: line width: a line is 0.25pt wide (a hairline)"},
		{"hairline outline", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Rect(draw.Rect{X: s.X + 10, Y: s.Y + 10, W: 50, H: 50}, nil, draw.Stroke{Width: 0.5})
		}), "line width: a rectangle's outline is 0.5pt"},
		{"text in the margin", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Text(s.X+s.W, s.Y+50, "overhang", draw.Font{Size: 10}, draw.AlignLeft)
		}), `page 1: safe area: "overhang" reaches`},
		{"line into the gutter", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Line(draw.Point{X: s.X - 5, Y: s.Y + 50}, draw.Point{X: s.X + 50, Y: s.Y + 50}, draw.Stroke{Width: 1})
		}), "page 1: safe area: a line reaches"},
		{"square cap past the edge", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Line(draw.Point{X: s.X, Y: s.Y + 50}, draw.Point{X: s.X + 50, Y: s.Y + 50}, draw.Stroke{Width: 2})
		}), "page 1: safe area: a line reaches 35.0"},
		{"circle off the page", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			g := draw.Gray(0.5)
			c.Circle(draw.Point{X: s.X, Y: s.Y}, 10, &g, draw.Stroke{})
		}), "safe area: a circle reaches"},
		{"grey out of range", oneBadPage(func(c draw.Canvas, s draw.Rect) {
			c.Text(s.X+10, s.Y+20, "ink", draw.Font{Size: 10, Gray: 1.5}, draw.AlignLeft)
		}), "page 1: ink: \"ink\" has grey level 1.5"},
		{"small digits in a worksheet grid", layout.Composed{Spec: spec, Pages: []layout.Page{{Large: []draw.Rect{grid}, Draw: func(c draw.Canvas) {
			c.Text(150, 150, "7", draw.Font{Face: draw.Bold, Size: 14}, draw.AlignCenter)
		}}, {}}}, `page 1: worksheet size: "7" in a grid is 14pt; children's grids need at least 18pt`},
		{"small text in a large-print book", layout.Composed{Spec: spec, Type: layout.LargePrint, Pages: []layout.Page{{Draw: func(c draw.Canvas) {
			c.Text(150, 150, "Puzzle 1", draw.Font{Size: 12}, draw.AlignLeft)
		}}, {}}}, `page 1: font size: "Puzzle 1" is 12pt; large print needs at least 14pt`},
		{"odd page count of a bound book", layout.Composed{Spec: spec, Bound: true, Pages: []layout.Page{{}}}, "page count: 1 pages: a bound book needs an even count"},
		{"short print-on-demand book", layout.Composed{Spec: spec, PrintOnDemand: true, Pages: make([]layout.Page, 12)}, "page count: 12 pages: print on demand needs at least 24"},
		{"long print-on-demand book", layout.Composed{Spec: spec.ForPages(830), PrintOnDemand: true, Pages: make([]layout.Page, 830)}, "at most 828"},
		{"gutter too narrow for the page count", layout.Composed{Spec: spec, Pages: make([]layout.Page, 320)}, "inside margin: 0.5in: a 320-page book needs at least 0.625in"},
		{"margin too narrow", layout.Composed{Spec: layout.PageSpec{Width: 432, Height: 648, Margin: 9}, Pages: make([]layout.Page, 2)}, "page: margin 0.125in: printers need at least 0.25in"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Book(tt.c)
			if r.Err() == nil {
				t.Fatalf("%s: got no problems, want %q", tt.name, tt.want)
			}
			if got := r.String(); !strings.Contains(got, tt.want) {
				t.Errorf("%s: got report\n%s\nwant it to say %q", tt.name, got, tt.want)
			}
		})
	}
}

// TestPreflightCoverCollisions draws collisions on a cover, the spine's
// turned text among them, and wants each reported where it lands.
func TestPreflightCoverCollisions(t *testing.T) {
	spec := cover.Spec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Pages: 120, Paper: cover.PaperWhite}
	at := spec.SpineArea().Center()
	f := draw.Font{Face: draw.Bold, Size: 8, Gray: draw.White}
	spine := func(c draw.Canvas, fn func(c draw.Canvas)) { c.(layout.Rotator).Rotate(at, 90, fn) }
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
		}, []string{`text overlap: "PUZZLES" overlaps "JANE DOE" by 5.9x13.3pt`}},
		{"a spine title past its region's foot", func(c draw.Canvas) {
			draw.DrawIn(c, draw.Region{What: "spine title", Box: draw.Rect{X: at.X - 5, Y: at.Y - 100, W: 10, H: 200}}, func(c draw.Canvas) {
				spine(c, func(c draw.Canvas) { c.Text(at.X+60, at.Y+3, "A LONG SPINE TITLE", f, draw.AlignLeft) })
			})
		}, []string{`text overflow: spine title: "A LONG SPINE TITLE" runs 36.8pt below its box`}},
		{"a region declared inside the turn", func(c draw.Canvas) {
			spine(c, func(c draw.Canvas) {
				draw.DrawIn(c, draw.Region{What: "spine title", Box: draw.Rect{X: at.X - 100, Y: at.Y - 5, W: 200, H: 10}}, func(c draw.Canvas) {
					c.Text(at.X-130, at.Y+3, "TITLE", f, draw.AlignLeft)
				})
			})
		}, []string{`text overflow: spine title: "TITLE" runs 29.9pt above its box`}},
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
				t.Fatalf("%s: got collisions %q, want %d", tt.name, got, len(tt.wants))
			}
			for i, w := range tt.wants {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("%s: got %q, want %q", tt.name, got[i], w)
				}
			}
		})
	}
}

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
		for i, l := range []string{"Copyright © 2026 puzzlebook.", "Every puzzle has one solution.", "Set in Lato.", "Printed on demand."} {
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

// oneBadPage is a book of one drawn page (and a blank one) on which draw
// breaks a rule.
func oneBadPage(fn func(c draw.Canvas, safe draw.Rect)) layout.Composed {
	spec := layout.PageSpec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Margin: 0.5 * layout.Inch}.ForPages(2)
	return layout.Composed{Spec: spec, Pages: []layout.Page{{Draw: func(c draw.Canvas) { fn(c, spec.SafeOn(1)) }}, {}}}
}

// TestCheckColourers checks which checking canvases take colour: the
// cover's, whose text must contrast with its ground, and never the
// interior's, whose pages are grey.
func TestCheckColourers(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    draw.Canvas
		want bool
	}{
		{"coverCheck", &coverCheck{}, true},
		{"checkCanvas (interior)", &checkCanvas{}, false},
	} {
		if _, ok := tc.c.(draw.Colourer); ok != tc.want {
			t.Errorf("%s: got Colourer %v, want %v", tc.name, ok, tc.want)
		}
	}
}

// TestPreflightCoverRules draws what breaks each of the cover's rules and
// wants the rule named.
func TestPreflightCoverRules(t *testing.T) {
	spec := cover.Spec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Pages: 120, Paper: cover.PaperWhite}
	f := draw.Font{Size: 10}
	dark := draw.Gray(0.3)
	tests := []struct {
		name  string
		pages int
		draw  func(c draw.Canvas)
		want  string // "" for no problem
	}{
		{"text on the back", 0, func(c draw.Canvas) { c.Text(100, 100, "Fine", f, draw.AlignLeft) }, ""},
		{"text on the front", 0, func(c draw.Canvas) { c.Text(spec.Front().X+100, 300, "Fine", f, draw.AlignLeft) }, ""},
		{"background into the bleed", 0, func(c draw.Canvas) { c.Rect(draw.Rect{X: 0, Y: 0, W: 200, H: 50}, &dark, draw.Stroke{}) }, ""},
		{"white card over the barcode area", 0, func(c draw.Canvas) { w := draw.White; c.Rect(spec.Barcode(), &w, draw.Stroke{}) }, ""},
		{"ink in the barcode area", 0, func(c draw.Canvas) { c.Rect(spec.Barcode().Inset(20), &dark, draw.Stroke{}) }, "barcode area"},
		{"text near the trim", 0, func(c draw.Canvas) { c.Text(layout.BleedWidth+10, 100, "Edge", f, draw.AlignLeft) }, "cover text"},
		{"text near a fold", 0, func(c draw.Canvas) { c.Text(spec.Front().X+4, 300, "Fold", f, draw.AlignLeft) }, "cover text"},
		{"ink past the bleed", 0, func(c draw.Canvas) { c.Line(draw.Point{X: -5, Y: 10}, draw.Point{X: 50, Y: 10}, draw.Stroke{Width: 1}) }, "bleed"},
		{"hairline", 0, func(c draw.Canvas) {
			c.Line(draw.Point{X: 50, Y: 50}, draw.Point{X: 90, Y: 50}, draw.Stroke{Width: 0.3})
		}, "line width"},
		{"small type", 0, func(c draw.Canvas) { c.Text(100, 100, "tiny", draw.Font{Size: 6}, draw.AlignLeft) }, "font size"},
		{"spine text under 80 pages", 78, func(c draw.Canvas) { spineWord(c, spec, "SPINE") }, "spine text"},
		{"spine text at 120 pages", 120, func(c draw.Canvas) { spineWord(c, spec, "SPINE") }, ""},
		{"spine text too close to a fold", 120, func(c draw.Canvas) { spineWord(c, spec, "WIDE SPINE WORDS", draw.Font{Size: 16}) }, "spine text"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := spec
			if tt.pages > 0 {
				s.Pages = tt.pages
			}
			r := &Report{Cover: &s}
			checkCover(r, s, tt.draw)
			var rules []string
			for _, p := range r.Problems {
				rules = append(rules, p.Rule)
			}
			switch {
			case tt.want == "" && len(rules) > 0:
				t.Errorf("%s: got problems %v, want none", tt.name, r.Problems)
			case tt.want != "" && (len(rules) == 0 || rules[0] != tt.want):
				t.Errorf("%s: got problems %v, want a %q problem", tt.name, r.Problems, tt.want)
			}
		})
	}
}

// TestPreflightCoverContrast draws text on grounds of each contrast and
// wants the low ones caught, in colour and in grey, turned or not.
func TestPreflightCoverContrast(t *testing.T) {
	spec := cover.Spec{Width: 6 * layout.Inch, Height: 9 * layout.Inch, Pages: 120, Paper: cover.PaperWhite}
	x := spec.Front().X + 60
	body := draw.Font{Size: 10}
	big := draw.Font{Face: draw.Bold, Size: 20}
	ground := func(c draw.Canvas, col draw.RGB) {
		g := draw.Gray(col.Luma())
		c.(draw.Colourer).InColour(col).Rect(draw.Rect{X: x - 20, Y: 80, W: 300, H: 100}, &g, draw.Stroke{})
	}
	tests := []struct {
		name string
		draw func(c draw.Canvas)
		want string // "" for no problem
	}{
		{"black on the paper", func(c draw.Canvas) { c.Text(x, 300, "Fine", body, draw.AlignLeft) }, ""},
		{"white on the paper", func(c draw.Canvas) { c.Text(x, 300, "Gone", draw.Font{Size: 10, Gray: draw.White}, draw.AlignLeft) }, "contrast"},
		{"light grey on the paper", func(c draw.Canvas) { c.Text(x, 300, "Faint", draw.Font{Size: 10, Gray: 0.7}, draw.AlignLeft) }, "contrast"},
		{"white on navy", func(c draw.Canvas) {
			ground(c, hexRGB("#1f3a5f"))
			c.Text(x, 120, "Fine", draw.Font{Size: 10, Gray: draw.White}, draw.AlignLeft)
		}, ""},
		{"orange on navy, small", func(c draw.Canvas) {
			ground(c, hexRGB("#1f3a5f"))
			c.(draw.Colourer).InColour(hexRGB("#c8442b")).Text(x, 120, "Muddy", body, draw.AlignLeft)
		}, "contrast"},
		{"white on orange, large bold", func(c draw.Canvas) {
			ground(c, hexRGB("#f29e4c"))
			c.Text(x, 140, "Title", draw.Font{Face: draw.Bold, Size: 20, Gray: draw.White}, draw.AlignLeft)
		}, "contrast"},
		{"white on red, large bold (3:1 is enough)", func(c draw.Canvas) {
			ground(c, hexRGB("#c8442b"))
			c.Text(x, 140, "Title", draw.Font{Face: draw.Bold, Size: 20, Gray: draw.White}, draw.AlignLeft)
		}, ""},
		{"white on red, small (4.5:1 is not met)", func(c draw.Canvas) {
			ground(c, hexRGB("#d9541e"))
			c.Text(x, 140, "Blurb", draw.Font{Size: 10, Gray: draw.White}, draw.AlignLeft)
		}, "contrast"},
		{"dark on a ground drawn over by white", func(c draw.Canvas) {
			ground(c, hexRGB("#1f3a5f"))
			w := draw.White
			c.Rect(draw.Rect{X: x - 10, Y: 90, W: 200, H: 80}, &w, draw.Stroke{})
			c.(draw.Colourer).InColour(hexRGB("#1f3a5f")).Text(x, 140, "Card", big, draw.AlignLeft)
		}, ""},
		{"black in a white disc on black", func(c draw.Canvas) {
			k, w := draw.Black, draw.White
			c.Rect(draw.Rect{X: x - 20, Y: 80, W: 100, H: 100}, &k, draw.Stroke{})
			c.Circle(draw.Point{X: x + 20, Y: 130}, 20, &w, draw.Stroke{})
			c.Text(x+20, 135, "7", body, draw.AlignCenter)
		}, ""},
		{"turned white text on the paper", func(c draw.Canvas) { spineWord(c, spec, "GONE", draw.Font{Size: 7, Gray: draw.White}) }, "contrast"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Report{Cover: &spec}
			checkCover(r, spec, tt.draw)
			var rules []string
			for _, p := range r.Problems {
				rules = append(rules, p.Rule)
			}
			switch {
			case tt.want == "" && len(rules) > 0:
				t.Errorf("%s: got problems %v, want none", tt.name, r.Problems)
			case tt.want != "" && (len(rules) != 1 || rules[0] != tt.want):
				t.Errorf("%s: got problems %v, want one %q problem", tt.name, r.Problems, tt.want)
			}
		})
	}
}

// spineWord draws s down the middle of the spine, turned as the cover
// turns its spine text.
func spineWord(c draw.Canvas, spec cover.Spec, s string, font ...draw.Font) {
	f := draw.Font{Size: 7}
	if len(font) > 0 {
		f = font[0]
	}
	at := spec.SpineArea().Center()
	c.(layout.Rotator).Rotate(at, 90, func(c draw.Canvas) {
		c.Text(at.X, at.Y+draw.CapHeight(f)/2, s, f, draw.AlignCenter)
	})
}

// hexRGB is the colour "#rrggbb"; the tests write only good ones.
func hexRGB(s string) draw.RGB {
	c, err := layout.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return c
}
