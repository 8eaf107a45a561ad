package web

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/cagesum"
)

// cagePage is a page of a Cage Sum puzzle, a kind the list of kinds.All
// does not hold, written with a list that adds it.
func cagePage(t *testing.T, id string, p *gen.Puzzle) string {
	t.Helper()
	obj := struct {
		ID string `json:"id"`
		*gen.Puzzle
	}{id, p}
	list := append(kinds.All[:len(kinds.All):len(kinds.All)], cagesum.Kind{})
	return writePage(t, id, Page{Puzzle: obj, Kind: cagesum.Kind{}, Kinds: list})
}

// smallCageSum is a generated 5x5 Cage Sum.
func smallCageSum(t *testing.T) *gen.Puzzle {
	t.Helper()
	p, err := cagesum.Kind{}.Generate(context.Background(), gen.Params{Rows: 5}, rand.New(rand.NewPCG(23, 1)))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// cageLabels lists the cage labels on the screen: each one's text, the
// row and column of the cell it is in, and whether it is what the
// screen shows at its centre. It fails the test unless there are want.
func cageLabels(tb *tab, want int) []struct {
	Text     string
	Row, Col int
	Shown    bool
} {
	tb.t.Helper()
	labels := eval[[]struct {
		Text     string
		Row, Col int
		Shown    bool
	}](tb, `[...document.querySelectorAll('.pb-corner')].map((e) => {
		const b = e.getBoundingClientRect();
		const cell = e.closest('.pb-cell');
		const at = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
		return { Text: e.dataset.text, Row: +cell.dataset.row, Col: +cell.dataset.col, Shown: at === e && b.width > 0 };
	})`)
	if len(labels) != want {
		tb.t.Fatalf("got %d cage labels on the page, want one for each of the %d cages", len(labels), want)
	}
	return labels
}

// TestPlayCageSum plays a generated Cage Sum to solved by the keyboard
// alone, on a page whose list of kinds adds Cage Sum's module: every
// cage's outline and label are on the screen, a cage filled in wrong is
// marked wrong, and right again when mended.
func TestPlayCageSum(t *testing.T) {
	p := smallCageSum(t)
	file := cagePage(t, "cagesum-1", p)
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.open(file)

	labels := cageLabels(tb, len(p.Cages))
	for k, cg := range p.Cages {
		want := strconv.Itoa(cg.Target) + "+"
		l := labels[k]
		if l.Text != want || l.Row != cg.Cells[0].Row || l.Col != cg.Cells[0].Col || !l.Shown {
			t.Errorf("cage %d: got the label %q in r%dc%d (on screen: %v), want %q in r%dc%d, on screen", k+1, l.Text, l.Row+1, l.Col+1, l.Shown, want, cg.Cells[0].Row+1, cg.Cells[0].Col+1)
		}
	}
	if got := eval[int](tb, `[...document.querySelectorAll('.pb-cages path')].filter((e) => e.getAttribute('d').startsWith('M') && e.getBBox().width > 0).length`); got != len(p.Cages) {
		t.Errorf("got %d cage outlines drawn, want %d", got, len(p.Cages))
	}

	// Fill a cage of two or more cells wrong: its last cell takes a digit
	// the solution does not have there.
	var cage gen.Cage
	for _, cg := range p.Cages {
		if len(cg.Cells) > 1 && p.Givens[cg.Cells[len(cg.Cells)-1].Row][cg.Cells[len(cg.Cells)-1].Col] == 0 {
			cage = cg
			break
		}
	}
	if cage.Cells == nil {
		t.Fatal("the puzzle has no cage of two cells with a blank last cell")
	}
	brokenPath := fmt.Sprintf(`document.querySelectorAll('.pb-cages path')[%d].classList.contains('wrong')`, cageIndex(p, cage))
	for k, c := range cage.Cells {
		if p.Givens[c.Row][c.Col] != 0 {
			continue
		}
		tb.moveTo([2]int{c.Row, c.Col})
		d := p.Solution[c.Row][c.Col]
		if k == len(cage.Cells)-1 {
			d = d%p.Rows + 1
		}
		tb.keys(strconv.Itoa(d))
	}
	first := cage.Cells[0]
	if !eval[bool](tb, brokenPath) || !tb.hasClassIn(first.Row, first.Col, ".pb-corner", "wrong") {
		t.Errorf("a cage filled in to the wrong sum: its outline and label are not marked wrong")
	}
	// Pencil marks in a blank labelled cell share it with the label.
	for _, cg := range p.Cages {
		at := cg.Cells[0]
		if p.Givens[at.Row][at.Col] != 0 || tb.text(at.Row, at.Col) != "" {
			continue
		}
		tb.moveTo([2]int{at.Row, at.Col})
		tb.press("Pencil")
		for d := 1; d <= p.Rows; d++ {
			tb.keys(strconv.Itoa(d))
		}
		tb.press("Pencil")
		sel := fmt.Sprintf(`.pb-cell[data-row="%d"][data-col="%d"] .pb-marks span`, at.Row, at.Col)
		if got := eval[string](tb, `[...document.querySelectorAll('`+sel+`')].map((e) => e.dataset.text).join("")`); got != "12345"[:p.Rows] {
			t.Errorf("pencil marks 1 to %d in r%dc%d: got %q shown", p.Rows, at.Row+1, at.Col+1, got)
		}
		break
	}
	if shots := os.Getenv("PUZZLEBOOK_SHOTS"); shots != "" {
		saveShot(t, tb, filepath.Join(shots, "cagesum-wrong.png"), 1)
	}
	last := cage.Cells[len(cage.Cells)-1]
	tb.moveTo([2]int{last.Row, last.Col})
	tb.keys(strconv.Itoa(p.Solution[last.Row][last.Col]))
	if eval[bool](tb, brokenPath) || tb.hasClassIn(first.Row, first.Col, ".pb-corner", "wrong") {
		t.Errorf("a cage mended: its outline or label is still marked wrong")
	}

	for r := range p.Rows {
		for c := range p.Cols {
			if p.Givens[r][c] != 0 || tb.text(r, c) != "" {
				continue
			}
			if tb.state() == "solved" {
				t.Fatalf("data-state solved with r%dc%d still blank", r+1, c+1)
			}
			tb.moveTo([2]int{r, c})
			tb.keys(strconv.Itoa(p.Solution[r][c]))
		}
	}
	if got := tb.state(); got != "solved" {
		t.Errorf("got data-state %q with every cell filled in by the keyboard, want solved", got)
	}
	tb.quiet(file)
}

// cageIndex is the place of cage among p's cages.
func cageIndex(p *gen.Puzzle, cage gen.Cage) int {
	for k, cg := range p.Cages {
		if cg.Cells[0] == cage.Cells[0] {
			return k
		}
	}
	return -1
}

// hasClassIn reports whether the element sel inside cell (r, c) has class cls.
func (tb *tab) hasClassIn(r, c int, sel, cls string) bool {
	tb.t.Helper()
	return eval[bool](tb, fmt.Sprintf(`!!document.querySelector('.pb-cell[data-row="%d"][data-col="%d"] %s')?.classList.contains(%q)`, r, c, sel, cls))
}

// TestCageLabelsReadable shows a 9x9 grid of cages (a Cage Sum page
// made by hand: a Latin square cut into pairs along its rows) and a
// generated 5x5 Cage Sum at a phone's width and a desktop's: every label
// is on the screen, at least 9 px high in type, and its contrast with its
// ground is at least 4.5:1 (WCAG AA). With PUZZLEBOOK_SHOTS=DIR it saves
// the pages as DIR/cagesum-SIZE-WIDTH.png.
func TestCageLabelsReadable(t *testing.T) {
	_, sq := readFixture(t, "sudoku9")
	p := &gen.Puzzle{Kind: "cagesum", Rows: 9, Cols: 9, Givens: sq.Givens, Solution: sq.Solution, Grade: gen.Easy}
	for r := range 9 {
		for c := 0; c < 9; c += 2 {
			cg := gen.Cage{Op: "+"}
			for x := c; x < min(c+2, 9); x++ {
				cg.Cells = append(cg.Cells, gen.Cell{Row: r, Col: x})
				cg.Target += sq.Solution[r][x]
			}
			p.Cages = append(p.Cages, cg)
		}
	}
	small := smallCageSum(t)
	shots := os.Getenv("PUZZLEBOOK_SHOTS")
	tb := newTab(t)
	for _, pz := range []*gen.Puzzle{p, small} {
		for _, width := range []int64{360, 1280} {
			checkCageLabels(t, tb, pz, width, shots)
		}
	}
}

// checkCageLabels opens a page of the Cage Sum p at width px and checks
// its cage labels (TestCageLabelsReadable).
func checkCageLabels(t *testing.T, tb *tab, p *gen.Puzzle, width int64, shots string) {
	name := fmt.Sprintf("cagesum-%d", p.Rows)
	file := cagePage(t, name, p)
	t.Run(fmt.Sprintf("%s at %d", name, width), func(t *testing.T) {
		tb.t = t
		tb.forget()
		tb.do(chromedp.EmulateViewport(width, 900))
		tb.open(file)
		tb.fresh()
		tb.open(file)
		labels := cageLabels(tb, len(p.Cages))
		for k, l := range labels {
			if !l.Shown {
				t.Errorf("at %d px: the label of cage %d (%q) is not what the screen shows at its place", width, k+1, l.Text)
			}
		}
		looks := eval[[]struct {
			Size       float64
			Ink, Paper string
		}](tb, `[...document.querySelectorAll('.pb-corner')].map((e) => { const s = getComputedStyle(e); return { Size: parseFloat(s.fontSize), Ink: s.color, Paper: s.backgroundColor }; })`)
		worst := math.Inf(1)
		for k, look := range looks {
			if look.Size < 9 {
				t.Errorf("at %d px: got the label of cage %d in %.1f px type, want 9 px or more", width, k+1, look.Size)
			}
			ratio := contrast(t, look.Ink, look.Paper)
			if ratio < 4.5 {
				t.Errorf("at %d px: the label of cage %d: got a contrast of %.2f:1 (%s on %s), want 4.5:1 or more", width, k+1, ratio, look.Ink, look.Paper)
			}
			worst = min(worst, ratio)
		}
		t.Logf("at %d px: labels in %.1f px type, contrast %.1f:1 at worst", width, looks[0].Size, worst)
		if shots != "" {
			saveShot(t, tb, filepath.Join(shots, fmt.Sprintf("%s-%d.png", name, width)), 1)
		}
		tb.quiet(file)
	})
}

// contrast is the WCAG contrast ratio of two CSS colours "rgb(r, g, b)".
func contrast(t *testing.T, a, b string) float64 {
	t.Helper()
	lum := func(css string) float64 {
		var r, g, bl float64
		if _, err := fmt.Sscanf(css, "rgb(%g, %g, %g)", &r, &g, &bl); err != nil {
			t.Fatalf("the colour %q: %v", css, err)
		}
		lin := func(v float64) float64 {
			v /= 255
			if v <= 0.03928 {
				return v / 12.92
			}
			return math.Pow((v+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(bl)
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// playCages plays p, open in tb from file, to solved by mouse, touch and
// keyboard, after checking that every cage's label on the screen is
// label(cage), and that a cage filled in wrong (its last cell one off) has
// its label marked wrong, and not once mended.
func playCages(t *testing.T, tb *tab, file string, p *gen.Puzzle, label func(gen.Cage) string) {
	t.Helper()
	labels := cageLabels(tb, len(p.Cages))
	for i, cg := range p.Cages {
		if l := labels[i]; l.Text != label(cg) || !l.Shown {
			t.Errorf("cage %d: got the label %q (on screen: %v), want %q on screen", i+1, l.Text, l.Shown, label(cg))
		}
	}
	var cage gen.Cage
	for _, cg := range p.Cages {
		if len(cg.Cells) > 1 {
			cage = cg
			break
		}
	}
	for i, c := range cage.Cells {
		d := p.Solution[c.Row][c.Col]
		if i == len(cage.Cells)-1 {
			d = d%p.Rows + 1
		}
		tb.click(c.Row, c.Col)
		tb.keys(strconv.Itoa(d))
	}
	first, last := cage.Cells[0], cage.Cells[len(cage.Cells)-1]
	if !tb.hasClassIn(first.Row, first.Col, ".pb-corner", "wrong") {
		t.Errorf("the %s cage filled in wrong: its label is not marked wrong", label(cage))
	}
	tb.click(last.Row, last.Col)
	tb.keys(strconv.Itoa(p.Solution[last.Row][last.Col]))
	if tb.hasClassIn(first.Row, first.Col, ".pb-corner", "wrong") {
		t.Errorf("the %s cage mended: its label is still marked wrong", label(cage))
	}
	var blank [][2]int
	for r := range p.Rows {
		for c := range p.Cols {
			if tb.text(r, c) == "" {
				blank = append(blank, [2]int{r, c})
			}
		}
	}
	tb.solveByThirds(blank, p.Solution)
	tb.quiet(file)
}
