package futoshiki

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzKind is Futoshiki's kind URI: ipuz defines no Futoshiki, so the
// kind declares its own and writes its signs under an extension key
// named from the URI, as ipuz asks of extensions: a list of
// {"less": [col, row], "more": [col, row]}, counted from 1, the cell the
// sign's point faces first. charset gives the digits 1 to n.
const ipuzKind = "https://puzzlebook.dev/ipuz/futoshiki#1"

// signsKey is the extension key of the signs.
const signsKey = "https://puzzlebook.dev/ipuz/futoshiki#signs"

// ipuzForm writes those fields and reads them back.
var ipuzForm = gen.IPUZ{Kind: ipuzKind, Write: writeIPUZ, Read: readIPUZ}

// ipuzSign is one sign in the ipuz form.
type ipuzSign struct {
	Less [2]int `json:"less"`
	More [2]int `json:"more"`
}

func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	if p.Rows < 1 || p.Rows > maxSize {
		return fmt.Errorf("futoshiki: %dx%d cells, want 1 to %d a side", p.Rows, p.Cols, maxSize)
	}
	put("charset", "123456789"[:p.Rows])
	out := make([]ipuzSign, len(p.Marks))
	for i, m := range p.Marks {
		out[i] = ipuzSign{Less: [2]int{m.Less.Col + 1, m.Less.Row + 1}, More: [2]int{m.More.Col + 1, m.More.Row + 1}}
	}
	put(signsKey, out)
	return nil
}

func readIPUZ(p *gen.Puzzle, get func(string, any) (bool, error)) error {
	var in []ipuzSign
	ok, err := get(signsKey, &in)
	switch {
	case err != nil:
		return err
	case !ok:
		return fmt.Errorf("futoshiki: no %s", signsKey)
	}
	p.Marks = make([]gen.Mark, len(in))
	for i, s := range in {
		p.Marks[i] = gen.Mark{Less: gen.Cell{Row: s.Less[1] - 1, Col: s.Less[0] - 1}, More: gen.Cell{Row: s.More[1] - 1, Col: s.More[0] - 1}}
	}
	_, err = read(p)
	return err
}
