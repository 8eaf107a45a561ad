package jobs

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestPickBook checks how a book deals out a listed supply: sections of
// one supply take different puzzles, a section that leaves the symmetry
// to the kind shares the supply of one that names it, other supplies and
// unlisted kinds get no pick, and the book's seed changes the order.
func TestPickBook(t *testing.T) {
	k := sudoku(t)
	easy := func(size, count int, sym gen.Symmetry) Section {
		return Section{Kind: k, Params: gen.Params{Rows: size, Cols: size, Grade: gen.Easy, Symmetry: sym}, Count: count}
	}
	secs := []Section{
		easy(4, 300, gen.SymmetryDefault),
		easy(4, 169, gen.SymmetryNone),
		easy(4, 73, gen.SymmetryMirror),
		easy(6, 3, gen.SymmetryDefault),
	}
	seed := uint64(1)
	jobs := Plan(seed, secs)
	none, mirror := map[int]bool{}, map[int]bool{}
	for _, j := range jobs {
		switch {
		case j.Section < 2:
			if none[j.Params.Pick] || j.Params.Pick < 1 || j.Params.Pick > 469 {
				t.Errorf("section %d puzzle %d: got pick %d, want a new one from 1 to 469", j.Section+1, j.Index+1, j.Params.Pick)
			}
			none[j.Params.Pick] = true
		case j.Section == 2:
			if mirror[j.Params.Pick] || j.Params.Pick < 1 || j.Params.Pick > 73 {
				t.Errorf("mirror puzzle %d: got pick %d, want a new one from 1 to 73", j.Index+1, j.Params.Pick)
			}
			mirror[j.Params.Pick] = true
		case j.Params.Pick != 0:
			t.Errorf("6x6 puzzle %d: got pick %d, want 0", j.Index+1, j.Params.Pick)
		}
	}
	same := 0
	for i, j := range Plan(seed+1, secs) {
		if j.Params.Pick == jobs[i].Params.Pick {
			same++
		}
	}
	if same > 20 {
		t.Errorf("another seed: got %d of %d picks unchanged, want a new order", same, len(jobs))
	}
}

// sudoku returns the kind of kinds.All called sudoku, whose supplies the
// tests deal and bound.
func sudoku(t *testing.T) gen.Kind {
	t.Helper()
	k, ok := kinds.Find("sudoku")
	if !ok {
		t.Fatal("no kind sudoku in kinds.All")
	}
	return k
}
