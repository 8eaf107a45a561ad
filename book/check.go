package book

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// maxGridSide bounds the grids Check hands to a kind, so that a hostile
// manifest cannot ask for a huge allocation.
const maxGridSide = 100

// Check verifies every entry with its kind's own solver (gen.Check): the
// solution obeys the rules and agrees with the givens, and the givens
// have exactly that one solution (an entry recorded without its
// solution, a daily feed's while it keeps it back, gets the one its
// givens have, and is then checked alike); an entry that records ends: given
// (Hidato) must give 1 and the last number, and one that records a
// givens_range a count of givens in it. failures[i] is nil when entry
// i passes; otherwise it wraps gen.ErrMalformed, gen.ErrNoSolution,
// gen.ErrNotUnique or says what else is wrong. err is set only when ctx is cancelled, or
// when a puzzle takes longer than opt.PuzzleTimeout (a *TimeoutError).
func Check(ctx context.Context, es []manifest.Entry, opt Options) (failures []error, err error) {
	return checkWith(ctx, kinds.All, es, opt)
}

func checkWith(ctx context.Context, list []gen.Kind, es []manifest.Entry, opt Options) ([]error, error) {
	failures := make([]error, len(es))
	err := jobs.ForEach(ctx, len(es), opt.workers(), func(ctx context.Context, i int) error {
		err := bounded(ctx, i, cellsOf(&es[i].Puzzle), opt, func(ctx context.Context) error {
			failures[i] = checkEntry(ctx, list, &es[i])
			return failures[i]
		})
		if _, ok := errors.AsType[*TimeoutError](err); ok {
			return err
		}
		return ctx.Err()
	})
	if err != nil {
		return nil, err
	}
	return failures, nil
}

func checkEntry(ctx context.Context, list []gen.Kind, e *manifest.Entry) error {
	k, ok := kinds.In(list, e.Kind)
	if !ok {
		return fmt.Errorf("unknown kind %q", e.Kind)
	}
	p := &e.Puzzle
	if p.Solution == nil {
		if err := solveWithheld(ctx, k, p); err != nil {
			return err
		}
	}
	if err := CheckShape(p); err != nil {
		return err
	}
	if err := gen.Check(ctx, k, p); err != nil {
		return err
	}
	if e.Ends == "given" && !gen.GivesEnds(p) {
		return errors.New("the entry says ends: given, but 1 or the last number is not given")
	}
	return checkGivensRange(e)
}

// solveWithheld gives p, a puzzle recorded without its solution (a
// daily feed's SLOT.json while the feed keeps its solution back), the
// solution its givens have, so that it is checked as any other: a
// puzzle whose givens have none, or more than one, fails as such.
func solveWithheld(ctx context.Context, k gen.Kind, p *gen.Puzzle) error {
	q := *p
	q.Solution = q.Givens // the shape the solution must have
	if err := CheckShape(&q); err != nil {
		return err
	}
	grid, err := gen.SolveUnique(ctx, k, p)
	if err != nil {
		return err
	}
	p.Solution = grid
	return nil
}

// checkGivensRange checks that an entry which records a range of givens
// has a count of givens in it.
func checkGivensRange(e *manifest.Entry) error {
	if e.GivensRange == "" {
		return nil
	}
	lo, hi, err := gen.ParseGivens(e.GivensRange)
	if err != nil {
		return fmt.Errorf("givens_range %w", err)
	}
	k := 0
	for _, row := range e.Givens {
		for _, v := range row {
			if v > 0 {
				k++
			}
		}
	}
	if k < lo || k > hi {
		return fmt.Errorf("the entry says givens_range: %s, but it has %d givens", e.GivensRange, k)
	}
	return nil
}

// CheckShape checks that p's grids have the rows and columns it claims,
// before a kind reads a puzzle that came from a file (a manifest, or a
// daily feed's archive).
func CheckShape(p *gen.Puzzle) error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > maxGridSide || p.Cols > maxGridSide {
		return fmt.Errorf("%w: grid size %dx%d", gen.ErrMalformed, p.Rows, p.Cols)
	}
	for _, g := range []struct {
		name string
		grid [][]int
	}{{"givens", p.Givens}, {"solution", p.Solution}} {
		if len(g.grid) != p.Rows {
			return fmt.Errorf("%w: %s has %d rows, want %d", gen.ErrMalformed, g.name, len(g.grid), p.Rows)
		}
		for r, row := range g.grid {
			if len(row) != p.Cols {
				return fmt.Errorf("%w: %s row %d has %d cells, want %d", gen.ErrMalformed, g.name, r+1, len(row), p.Cols)
			}
		}
	}
	return nil
}

// CheckStream reads the puzzles of r as ReadPuzzlesIn does and checks
// them like Check, handing emit each entry (i from 0) with its failure
// (nil when it passes) in the order of the input, as soon as it and every
// entry before it are checked. A JSON array of puzzles and a manifest are
// read a puzzle at a time, so memory does not grow with them; other
// inputs (one puzzle, a daily index) are read whole. It returns the
// number of entries read; errors are ReadPuzzlesIn's and Check's, after
// the entries before the error have been emitted.
func CheckStream(ctx context.Context, r io.Reader, dir string, opt Options, emit func(i int, e *manifest.Entry, failure error) error) (int, error) {
	type item struct {
		i       int
		e       manifest.Entry
		failure error
	}
	n := 0
	err := ordered(ctx, opt.workers(), func(send func(item) error) error {
		return manifest.EachPuzzle(r, dir, func(e manifest.Entry) error {
			n++
			return send(item{i: n - 1, e: e})
		})
	}, func(ctx context.Context, it *item) error {
		err := bounded(ctx, it.i, cellsOf(&it.e.Puzzle), opt, func(ctx context.Context) error {
			it.failure = checkEntry(ctx, kinds.All, &it.e)
			return it.failure
		})
		if te, ok := errors.AsType[*TimeoutError](err); ok {
			te.ID = it.e.ID
			return te
		}
		return ctx.Err()
	}, func(it *item) error { return emit(it.i, &it.e, it.failure) })
	return n, err
}
