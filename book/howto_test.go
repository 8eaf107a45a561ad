package book

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestHowToOncePerKind checks that a book with a kind at several sizes
// explains each kind once, on its first section, with the example at that
// section's size, and that Sudoku's page names the other sizes, whose
// numbers differ, while Numberlink's, whose rules do not change, does not.
func TestHowToOncePerKind(t *testing.T) {
	cfg, err := parseConfig("howto.yaml", []byte(`sections:
  - {kind: sudoku, size: 4, grade: easy, count: 1}
  - {kind: numberlink, size: 7, grade: easy, count: 1}
  - {kind: sudoku, size: 9, grade: easy, count: 1}
  - {kind: sudoku, size: 6, grade: easy, count: 1}
  - {kind: numberlink, size: 9, grade: easy, count: 1}
  - {kind: sudoku, size: 9, grade: hard, count: 1}
`), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	puzzles, _ := sections(cfg, nil)
	for i, sec := range puzzles {
		if got, want := sec.HowTo != nil, i <= 1; got != want {
			t.Errorf("section %d (%s): got a how-to-play page %v, want %v", i, sec.Title, got, want)
		}
	}
	sudoku := strings.Join(puzzles[0].HowTo.Rules, " ")
	if want := "1 to 4"; !strings.Contains(sudoku, want) {
		t.Errorf("Sudoku's rules: got %q, want the first section's size (%q)", sudoku, want)
	}
	if want := "The 9x9 and 6x6 puzzles of this book follow the same rules at their size."; !strings.Contains(sudoku, want) {
		t.Errorf("Sudoku's rules: got %q, want them to end with %q", sudoku, want)
	}
	if rules := strings.Join(puzzles[1].HowTo.Rules, " "); strings.Contains(rules, "9x9") {
		t.Errorf("Numberlink's rules: got %q, want no sentence on other sizes (its rules do not change)", rules)
	}
}

// TestHowToExampleKeepsItsType builds a Killer Sudoku book on a 6x9
// trim, whose how-to-play example would set the cages' small sums under
// 7pt: the example is left out rather than failing preflight, since the
// layout, not the config, chose its size.
func TestHowToExampleKeepsItsType(t *testing.T) {
	cfg, err := parseConfig("killer.yaml", []byte(`page: {size: 6x9}
sections:
  - {kind: killer, size: 9, grade: easy, count: 1}
`), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir(), Options: Options{Workers: 1}}); err != nil {
		t.Fatalf("got %v, want the book built", err)
	}
}
