// Package toy is a fast stand-in for a real puzzle kind, so that the
// plumbing of book and daily can be tested apart from any generator.
package toy

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Kind is the toy kind, "toy". A toy puzzle is a grid of digits 1..n
// (n = Rows) whose givens are the whole solution except, for a grade above
// easy, nothing. Its rules: a 0 given means "blank" and makes the puzzle
// have several solutions; a given equal to 9 has no solution; a negative
// given is malformed. Sizes run from 1 to 5 and grades up to hard.
type Kind struct{}

// Name returns "toy".
func (Kind) Name() string { return "toy" }

// Describe states the toy's title; the web player does not play it. The
// toy takes every common key, and has no keys of its own.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{Title: "Toy", Common: []string{gen.KeyRows, gen.KeyCols, gen.KeySymmetry, gen.KeyGivens}}
}

// Validate takes sizes 1 to 5 and grades up to hard.
func (Kind) Validate(p gen.Params) error {
	switch {
	case p.Rows < 1 || p.Rows > 5:
		return gen.ParamErrorf("size", "toy: size must be 1 to 5, not %d", p.Rows)
	case p.Grade > gen.Hard:
		return gen.ParamErrorf("grade", "toy: grade %v is out of reach", p.Grade)
	}
	return nil
}

// Generate fills a grid with random digits: the givens are the solution.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	n := p.Rows
	g := gen.NewGrid(n, n)
	for r := range g {
		for c := range g[r] {
			g[r][c] = 1 + rng.IntN(n)
		}
	}
	return &gen.Puzzle{Kind: "toy", Rows: n, Cols: n, Givens: g, Solution: gen.CloneGrid(g), Grade: p.Grade, Technique: "looking"}, nil
}

// Solve counts the solutions by the toy's rules.
func (Kind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	count := 1
	for _, row := range p.Givens {
		for _, v := range row {
			switch {
			case v < 0:
				return gen.Solution{}, fmt.Errorf("toy: %w: negative digit", gen.ErrMalformed)
			case v == 9:
				count = 0
			case v == 0 && count > 0:
				count = 2
			}
		}
	}
	if count != 1 {
		return gen.Solution{Count: count}, nil
	}
	return gen.Solution{Count: 1, Grid: gen.CloneGrid(p.Givens)}, nil
}

// Verify checks that every given agrees with the solution.
func (Kind) Verify(p *gen.Puzzle) error {
	for r, row := range p.Givens {
		for c, v := range row {
			if v != 0 && v != p.Solution[r][c] {
				return fmt.Errorf("toy: %w: given at r%dc%d disagrees with the solution", gen.ErrMalformed, r+1, c+1)
			}
		}
	}
	return nil
}

// Parse reads one puzzle a line: digits, and '-' for a negative one.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	var out []*gen.Puzzle
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		t := strings.TrimSpace(sc.Text())
		if t == "" {
			continue
		}
		p := &gen.Puzzle{Kind: "toy", Rows: 1, Cols: len(t), Givens: [][]int{make([]int, len(t))}}
		for i, ch := range t {
			switch {
			case ch >= '0' && ch <= '9':
				p.Givens[0][i] = int(ch - '0')
			case ch == '-':
				p.Givens[0][i] = -1
			default:
				return nil, fmt.Errorf("toy: line %d: %w: bad character %q", line, gen.ErrMalformed, ch)
			}
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// Format writes g as one line of digits.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	for _, row := range g {
		for _, v := range row {
			fmt.Fprint(w, v)
		}
	}
	_, err := fmt.Fprintln(w)
	return err
}

// Draw outlines area and writes the grid's rows as text.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	c.Rect(area.Inset(0.5), nil, draw.Stroke{Width: 1}) // the outline's ink inside area, as preflight checks
	g := p.Givens
	if opt.Answer {
		g = p.Solution
	}
	for r, row := range g {
		c.Text(area.X, area.Y+float64(12*(r+1)), fmt.Sprint(row), draw.Font{Size: 10}, draw.AlignLeft)
	}
}
