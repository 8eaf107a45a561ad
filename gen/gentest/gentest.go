package gentest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Case is one generation request of the suite.
type Case struct {
	Name   string // subtest name; defaults to the size and grade
	Params gen.Params
	Seed   uint64
}

// Run generates a puzzle for every case with k and checks the contract:
// Validate accepts the params; the same seed gives the same puzzle;
// gen.Check passes (solution valid and agreeing with the givens, givens
// unique); the grade is the one requested, and a kind that is a gen.Rater
// rates the bare givens as the generator did; a gen.Stepper's steps replay
// to the solution and rate the puzzle as the generator did (CheckSteps);
// Format then Parse gives back
// the givens and the solution; Draw draws inside the area, in both modes;
// a gen.TypeScaler's smallest type is what it promises.
func Run(t *testing.T, k gen.Kind, cases []Case) {
	t.Helper()
	for _, tc := range cases {
		name := tc.Name
		if name == "" {
			name = caseName(tc.Params)
		}
		t.Run(name, func(t *testing.T) {
			check(t, k, tc)
		})
	}
}

func caseName(p gen.Params) string {
	return formatSize(p.Rows, p.Cols) + "/" + p.Grade.String()
}

// Seeded returns the generator's random source for seed, as the suite
// uses it: the same seed gives the same stream.
func Seeded(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

func check(t *testing.T, k gen.Kind, tc Case) {
	ctx := context.Background()
	if err := k.Validate(tc.Params); err != nil {
		t.Fatalf("Validate(%+v): got %v, want nil", tc.Params, err)
	}
	p, err := k.Generate(ctx, tc.Params, Seeded(tc.Seed))
	if err != nil {
		t.Fatalf("Generate(%+v, seed %d): %v", tc.Params, tc.Seed, err)
	}
	again, err := k.Generate(ctx, tc.Params, Seeded(tc.Seed))
	if err != nil {
		t.Fatalf("second Generate(seed %d): %v", tc.Seed, err)
	}
	if !reflect.DeepEqual(p, again) {
		t.Errorf("seed %d: two runs gave different puzzles:\n%v\n%v", tc.Seed, p.Givens, again.Givens)
	}
	if p.Kind != k.Name() {
		t.Errorf("seed %d: got kind %q, want %q", tc.Seed, p.Kind, k.Name())
	}
	if tc.Params.Rows != 0 && p.Rows != tc.Params.Rows {
		t.Errorf("seed %d: got %d rows, want %d", tc.Seed, p.Rows, tc.Params.Rows)
	}
	if tc.Params.Grade != gen.AnyGrade && p.Grade != tc.Params.Grade {
		t.Errorf("seed %d: got grade %v, want %v", tc.Seed, p.Grade, tc.Params.Grade)
	}
	if err := gen.Check(ctx, k, p); err != nil {
		t.Errorf("seed %d: gen.Check: %v", tc.Seed, err)
	}
	checkGivens(t, p)
	checkGivensRange(t, tc.Params, p)
	checkRate(t, k, p)
	checkGeneratedSteps(t, k, p)
	roundTrip(t, k, p, "givens", p.Givens)
	roundTrip(t, k, p, "solution", p.Solution)
	if _, err := k.Parse(bytes.NewReader(nil)); err != nil && !errors.Is(err, gen.ErrMalformed) {
		t.Errorf("Parse of empty input: got %v, want nil or an error wrapping gen.ErrMalformed", err)
	}
	for _, answer := range []bool{false, true} {
		checkDraw(t, k, p, answer)
	}
	CheckTypeScale(t, k, tc.Params, p)
	checkDescriptor(t, k, p)
	checkTranslations(t, k, p)
}

// checkDescriptor checks that the kind states its title and, when the
// player plays it, the rules and the help for p.
func checkDescriptor(t *testing.T, k gen.Kind, p *gen.Puzzle) {
	d := k.Describe()
	if d.Title == "" {
		t.Errorf("Describe: got no title for kind %q", k.Name())
	}
	if d.Play == nil {
		return
	}
	if pt := d.Play(p); pt.Rules.String() == "" || pt.HowTo.String() == "" {
		t.Errorf("Describe().Play of a %dx%d %s: got rules %q and how-to %q, want both", p.Rows, p.Cols, k.Name(), pt.Rules, pt.HowTo)
	}
}

// checkRate checks that a gen.Rater grades a copy of p's givens alone
// (no solution, no grade) as its generator graded p.
func checkRate(t *testing.T, k gen.Kind, p *gen.Puzzle) {
	t.Helper()
	r, ok := k.(gen.Rater)
	if !ok {
		return
	}
	bare := &gen.Puzzle{Kind: p.Kind, Rows: p.Rows, Cols: p.Cols, BoxRows: p.BoxRows, BoxCols: p.BoxCols,
		Overlays: gen.CloneOverlays(p.Overlays), Givens: gen.CloneGrid(p.Givens)}
	if err := r.Rate(context.Background(), bare); err != nil {
		t.Fatalf("Rate: %v", err)
	}
	got := fmt.Sprintf("%v, score %d, %s", bare.Grade, bare.Score, bare.Technique)
	want := fmt.Sprintf("%v, score %d, %s", p.Grade, p.Score, p.Technique)
	if got != want {
		t.Errorf("Rate of the givens: got %s, want the generator's %s", got, want)
	}
}

// checkGivens checks that the givens have the puzzle's shape and agree
// with the solution.
func checkGivens(t *testing.T, p *gen.Puzzle) {
	t.Helper()
	if len(p.Givens) != p.Rows || len(p.Solution) != p.Rows {
		t.Fatalf("got %d given rows and %d solution rows, want %d", len(p.Givens), len(p.Solution), p.Rows)
	}
	blanks := 0
	for r := range p.Givens {
		if len(p.Givens[r]) != p.Cols || len(p.Solution[r]) != p.Cols {
			t.Fatalf("row %d: got %d givens and %d solution cells, want %d", r+1, len(p.Givens[r]), len(p.Solution[r]), p.Cols)
		}
		for c, v := range p.Givens[r] {
			switch {
			case v == 0:
				blanks++
			case v != p.Solution[r][c]:
				t.Errorf("row %d column %d: given %d, solution %d", r+1, c+1, v, p.Solution[r][c])
			}
		}
	}
	if blanks == 0 {
		t.Errorf("got a puzzle with no blank cell, want something to solve")
	}
}

// checkGivensRange checks that p has as many givens as params ask for,
// counted on the grid: every positive number.
func checkGivensRange(t *testing.T, params gen.Params, p *gen.Puzzle) {
	t.Helper()
	if !params.HasGivens() {
		return
	}
	k := 0
	for _, row := range p.Givens {
		for _, v := range row {
			if v > 0 {
				k++
			}
		}
	}
	if k < params.MinGivens || k > params.MaxGivens {
		t.Errorf("got %d givens, want givens %s", k, params.GivensText())
	}
}

// roundTrip checks that Format then Parse gives back g.
func roundTrip(t *testing.T, k gen.Kind, p *gen.Puzzle, what string, g [][]int) {
	t.Helper()
	var buf bytes.Buffer
	if err := k.Format(&buf, p, g); err != nil {
		t.Fatalf("Format %s: %v", what, err)
	}
	text := buf.String()
	ps, err := k.Parse(&buf)
	if err != nil {
		t.Fatalf("Parse of formatted %s: %v\n%s", what, err, text)
	}
	if len(ps) != 1 {
		t.Fatalf("Parse of formatted %s: got %d puzzles, want 1", what, len(ps))
	}
	if !gen.EqualGrids(ps[0].Givens, g) {
		t.Errorf("Format then Parse of %s: got %v, want %v", what, ps[0].Givens, g)
	}
}

// checkDraw draws p into an area off the page origin and checks that
// something is drawn and everything lies inside the area.
func checkDraw(t *testing.T, k gen.Kind, p *gen.Puzzle, answer bool) {
	t.Helper()
	area := draw.Rect{X: 50, Y: 70, W: 300, H: 200}
	var rec recorder
	k.Draw(&rec, p, area, gen.DrawOptions{Answer: answer})
	if rec.lines+rec.texts+rec.shapes == 0 {
		t.Fatalf("Draw (answer %v): drew nothing", answer)
	}
	if rec.texts == 0 && (answer || anyGiven(p.Givens)) {
		t.Errorf("Draw (answer %v): drew no text, want the digits", answer)
	}
	for _, b := range rec.bad {
		t.Errorf("Draw (answer %v): got %s, want visible marks only", answer, b)
	}
	for _, pt := range rec.points {
		if !inside(area, pt) {
			t.Errorf("Draw (answer %v): got a mark at %v, want it inside %v", answer, pt, area)
			break
		}
	}
}

// anyGiven reports whether g holds a given: a puzzle without any (a
// kind whose clues are all outside the cells may have none) prints no
// digit; its answer does.
func anyGiven(g [][]int) bool {
	for _, row := range g {
		for _, v := range row {
			if v != 0 {
				return true
			}
		}
	}
	return false
}

func inside(r draw.Rect, p draw.Point) bool {
	const eps = 1e-6
	return p.X >= r.X-eps && p.X <= r.X+r.W+eps && p.Y >= r.Y-eps && p.Y <= r.Y+r.H+eps
}

// formatSize writes "9x9", or "9" when cols is 0.
func formatSize(rows, cols int) string {
	if cols == 0 {
		return fmt.Sprint(rows)
	}
	return fmt.Sprintf("%dx%d", rows, cols)
}
