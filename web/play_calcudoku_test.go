package web

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestPlayCalcudoku plays a generated 5x5 Calcudoku to solved by mouse,
// touch and keyboard: every cage's clue is shown with its operation as
// printed ("12×", "2÷", "1−"), a cage filled in wrong is marked wrong, and
// right again when mended.
func TestPlayCalcudoku(t *testing.T) {
	file, p := kindPage(t, "calcudoku", gen.Params{Rows: 5, Grade: gen.Medium}, 3, false)
	tb := openFresh(t, file, false)

	playCages(t, tb, file, p, func(cg gen.Cage) string {
		return strconv.Itoa(cg.Target) + strings.ReplaceAll(cg.Op, "-", "\u2212")
	})
}
