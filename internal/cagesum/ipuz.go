package cagesum

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzKind is Cage Sum's kind URI. ipuz defines no kind with cages, so
// the cages go under an extension key named from it, as ipuz asks.
const ipuzKind = "https://puzzlebook.dev/ipuz/cagesum#1"

// cagesKey is the extension key of the cages: their JSON form in
// manifests (gen.Cage).
const cagesKey = "https://puzzlebook.dev/ipuz/cagesum/cages"

// ipuzForm writes the charset and the cages, and reads them back.
var ipuzForm = gen.IPUZ{Kind: ipuzKind, Write: writeIPUZ, Read: readIPUZ}

func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	if p.Rows < 1 || p.Rows > 9 {
		return fmt.Errorf("cagesum: %dx%d cells have no charset of digits", p.Rows, p.Cols)
	}
	put("charset", "123456789"[:p.Rows])
	put(cagesKey, p.Cages)
	return nil
}

func readIPUZ(p *gen.Puzzle, get func(string, any) (bool, error)) error {
	ok, err := get(cagesKey, &p.Cages)
	switch {
	case err != nil:
		return err
	case !ok:
		return fmt.Errorf("cagesum: no cages (%s)", cagesKey)
	}
	return checkShape(p)
}
