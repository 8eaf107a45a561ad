package skyscrapers

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzKind is Skyscrapers' kind URI: ipuz has no kind for it. Beside
// ipuz's puzzle and solution, the document holds charset (the heights)
// and edges, the clues outside the grid as {"top": [...], "bottom":
// [...], "left": [...], "right": [...]}, top and bottom left to right,
// left and right top to bottom, 0 for no clue (docs/manifest.md's edges).
const ipuzKind = "https://puzzlebook.dev/ipuz/skyscrapers#1"

// ipuzForm writes those fields and reads them back.
var ipuzForm = gen.IPUZ{Kind: ipuzKind, Write: writeIPUZ, Read: readIPUZ}

func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	n := p.Rows
	if n < 1 || n > maxSize {
		return fmt.Errorf("skyscrapers: %dx%d has no ipuz form", n, n)
	}
	put("charset", "123456789"[:n])
	e := p.Edges
	if e == nil {
		e = cluesOf(nil, n).edges()
	}
	put("edges", e)
	return nil
}

func readIPUZ(p *gen.Puzzle, get func(string, any) (bool, error)) error {
	var e gen.Edges
	ok, err := get("edges", &e)
	switch {
	case err != nil:
		return err
	case !ok:
		return fmt.Errorf("skyscrapers: no edges")
	}
	p.Edges = &e
	_, err = boardOf(p)
	return err
}
