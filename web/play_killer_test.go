package web

import (
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestPlayKiller plays a generated 6x6 Killer Sudoku to solved, a third
// of its cells each by mouse, by touch and by the keyboard alone: every
// cage's sum is shown alone (no "+"), a cage filled in to the wrong sum
// is marked wrong, and right again when mended.
func TestPlayKiller(t *testing.T) {
	file, p := kindPage(t, "killer", gen.Params{Rows: 6, Grade: gen.Easy}, 3, false)
	tb := openFresh(t, file, true)

	playCages(t, tb, file, p, func(cg gen.Cage) string { return strconv.Itoa(cg.Target) })
}
