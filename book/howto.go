package book

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
)

// otherSizes is the sentence a how-to-play page adds when the book holds
// its kind at sizes other than that of section first, whose size the
// page explains, and the rules differ between sizes (Sudoku's numbers run
// to the size of its grid; Numberlink's rules do not change): "The 6x6
// and 9x9 puzzles of this book follow the same rules at their size." It
// returns nothing when there are no such sizes.
func otherSizes(secs []config.Section, first int, ex gen.Explainer) []string {
	kind := secs[first].Kind.Name()
	rules := ex.HowToPlay(secs[first].Params).Rules
	var sizes []string
	for _, s := range secs[first+1:] {
		if s.Kind.Name() != kind {
			continue
		}
		size := fmt.Sprintf("%dx%d", s.Params.Rows, s.Params.Cols)
		if slices.Contains(sizes, size) || slices.Equal(ex.HowToPlay(s.Params).Rules, rules) {
			continue
		}
		sizes = append(sizes, size)
	}
	if len(sizes) == 0 {
		return nil
	}
	list := strings.Join(sizes, " and ")
	if len(sizes) > 2 {
		list = strings.Join(sizes[:len(sizes)-1], ", ") + " and " + sizes[len(sizes)-1]
	}
	return []string{fmt.Sprintf("The %s puzzles of this book follow the same rules at their size.", list)}
}
