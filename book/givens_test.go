package book

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/plaincount"
)

// TestBookGivens builds a book of sections with ranges of givens
// (testdata/givens.yaml) and checks every puzzle: its count of givens
// is in its section's range, it is unique by the plain Sudoku counter,
// its grade is the section's, and the kind's grader, run again on the
// givens alone, agrees. The manifest records each range, check holds an
// entry to it, and one puzzle rebuilds alone from its entry.
func TestBookGivens(t *testing.T) {
	cfg, err := config.Load("testdata/givens.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	es := res.Manifest.Puzzles
	seen := map[string]string{}
	for _, e := range es {
		sec := cfg.Sections[e.Section-1]
		if want := sec.Params.GivensText(); e.GivensRange != want {
			t.Errorf("%s: got givens_range %q, want %q", e.ID, e.GivensRange, want)
		}
		if k := plaincount.Givens(e.Puzzle.Givens); k < sec.Params.MinGivens || k > sec.Params.MaxGivens {
			t.Errorf("%s: got %d givens, want %s", e.ID, k, e.GivensRange)
		}
		if e.Grade != sec.Params.Grade {
			t.Errorf("%s: got grade %v, want %v", e.ID, e.Grade, sec.Params.Grade)
		}
		if e.Kind == "sudoku" {
			var cells []int
			for _, row := range e.Givens {
				cells = append(cells, row...)
			}
			if n := plaincount.Sudoku(cells, e.Rows, e.BoxRows, e.BoxCols, 2); n != 1 {
				t.Errorf("%s: plain counter got %d solutions, want 1", e.ID, n)
			}
		}
		bare := &gen.Puzzle{Kind: e.Kind, Rows: e.Rows, Cols: e.Cols, BoxRows: e.BoxRows, BoxCols: e.BoxCols, Givens: gen.CloneGrid(e.Givens)}
		if err := sec.Kind.(gen.Rater).Rate(context.Background(), bare); err != nil || bare.Grade != e.Grade || bare.Technique != e.Technique {
			t.Errorf("%s: re-graded %v (%s, %v), want %v (%s)", e.ID, bare.Grade, bare.Technique, err, e.Grade, e.Technique)
		}
		key := jobs.PuzzleKey(sec.Kind, &e.Puzzle)
		if other, dup := seen[key]; dup {
			t.Errorf("%s repeats %s", e.ID, other)
		}
		seen[key] = e.ID
	}
	failures, err := Check(context.Background(), es, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range failures {
		if f != nil {
			t.Errorf("check %s: %v", es[i].ID, f)
		}
	}
	e := es[0]
	e.GivensRange = "50-60"
	failures, err = Check(context.Background(), []manifest.Entry{e}, Options{})
	want := "the entry says givens_range: 50-60, but it has "
	if err != nil || failures[0] == nil || !strings.HasPrefix(failures[0].Error(), want) {
		t.Errorf("check of %s recorded as givens_range: 50-60: got %v, %v, want %q...", e.ID, failures, err, want)
	}
	for _, e := range []manifest.Entry{es[0], es[len(es)-1]} {
		sec := cfg.Sections[e.Section-1]
		p := sec.Params
		p.Pick = e.Pick
		again, err := sec.Kind.Generate(context.Background(), p, jobs.NewRand(e.Seed))
		if err != nil || !gen.EqualGrids(again.Givens, e.Givens) {
			t.Errorf("%s: rebuilt from its seed %d and pick %d: got %v (%v), want %v", e.ID, e.Seed, e.Pick, again, err, e.Givens)
		}
	}
}

// TestBookGivens4x4 builds a section of 200 4x4 Sudoku with 8 to 10
// givens: every one in range and no two the same puzzle.
func TestBookGivens4x4(t *testing.T) {
	cfg, err := config.Parse("four.yaml", []byte("name: four\nseed: 9\noutput: {pdf: false}\nsections:\n  - {kind: sudoku, size: 4, grade: easy, count: 200, givens: 8-10}\n"))
	if err != nil {
		t.Fatal(err)
	}
	gs, err := generate(context.Background(), plan(cfg), Options{})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for i, g := range gs {
		if k := plaincount.Givens(g.Puzzle.Givens); k < 8 || k > 10 {
			t.Errorf("puzzle %d: got %d givens, want 8-10", i+1, k)
		}
		key := jobs.PuzzleKey(g.Kind, g.Puzzle)
		if j, dup := seen[key]; dup {
			t.Errorf("puzzles %d and %d are one puzzle", j+1, i+1)
		}
		seen[key] = i
	}
}

// TestGivensKeys checks the givens key of sections and daily slots: the
// values it reads, and the config errors of values that are not a range,
// of ranges a kind refuses, and of kinds without givens to count.
func TestGivensKeys(t *testing.T) {
	for _, tt := range []struct {
		value  string
		lo, hi int
	}{{"35-40", 35, 40}, {"36", 36, 36}, {"' 30 - 34 '", 30, 34}} {
		yaml := "name: x\nsections:\n  - {kind: sudoku, grade: easy, count: 1, givens: " + tt.value + "}\n"
		cfg, err := config.Parse("x.yaml", []byte(yaml))
		if err != nil {
			t.Fatalf("givens: %s: %v", tt.value, err)
		}
		if p := cfg.Sections[0].Params; p.MinGivens != tt.lo || p.MaxGivens != tt.hi {
			t.Errorf("givens: %s: got %d-%d, want %d-%d", tt.value, p.MinGivens, p.MaxGivens, tt.lo, tt.hi)
		}
	}
	tests := []struct {
		name, yaml string
		want       string
	}{
		{"not a range", "sections:\n  - {kind: sudoku, grade: easy, count: 1, givens: many}\n",
			`x.yaml:3: sections[0].givens: must be a number of givens like 36 or a range like 35-40, not "many"`},
		{"upside down", "sections:\n  - {kind: sudoku, grade: easy, count: 1, givens: 40-35}\n",
			`x.yaml:3: sections[0].givens: must be a number of givens like 36 or a range like 35-40, not "40-35"`},
		{"zero", "sections:\n  - {kind: sudoku, grade: easy, count: 1, givens: 0}\n",
			`x.yaml:3: sections[0].givens: must be a number of givens like 36 or a range like 35-40, not "0"`},
		{"list", "sections:\n  - {kind: sudoku, grade: easy, count: 1, givens: [35, 40]}\n",
			`x.yaml:3: sections[0].givens: must be a number of givens or a range like 35-40, not a list`},
		{"expert 45", "sections:\n  - kind: sudoku\n    grade: expert\n    count: 1\n    givens: 45\n",
			"x.yaml:6: sections[0].givens: sudoku: givens 45: expert 9x9 puzzles with rotational givens keep their grade's technique with at most 36 givens (added givens make a puzzle easier); ask for at most 36, e.g. givens: 31-36"},
		{"numberlink", "sections:\n  - kind: numberlink\n    grade: easy\n    count: 1\n    givens: 20-30\n",
			"x.yaml:6: sections[0].givens: " + givensRefusal("numberlink")},
		{"hidato low", "sections:\n  - {kind: hidato, size: 9, grade: hard, count: 1, givens: 5-10}\n",
			"x.yaml:3: sections[0].givens: hidato: givens 5-10: hard 9x9 hidato puzzles (blob) keep 25 givens or more after thinning (fewer are too rare to find); ask for a range reaching 25, e.g. givens: 25-30"},
		{"4x4 too many asked", "sections:\n  - {kind: sudoku, size: 4, symmetry: rotational, grade: easy, count: 30, givens: 14}\n",
			"x.yaml:3: sections[0].count: 30 puzzles asked, but only 22 distinct 4x4 sudoku puzzles with 14 rotational givens exist (a puzzle and its rotations, reflections and relabellings count once); symmetry: none has 206"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := config.Parse("x.yaml", []byte("name: x\n"+tt.yaml))
			var es config.Errors
			if !errors.As(err, &es) || len(es) != 1 {
				t.Fatalf("%s: got %v, want one problem", tt.name, err)
			}
			if got := es[0].Error(); got != tt.want {
				t.Errorf("%s: got\n%s\nwant\n%s", tt.name, got, tt.want)
			}
		})
	}
}

// givensRefusal is the message of givens on a kind that does not take
// it, naming the kinds of kinds.All that do (kinds.CheckKey), so that the
// test does not change as kinds are added.
func givensRefusal(kind string) string {
	k, _ := kinds.Find(kind)
	return kinds.CheckKey(kinds.All, k, "givens", "givens").Error()
}
