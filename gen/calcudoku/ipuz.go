package calcudoku

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzKind is Calcudoku's kind URI. ipuz's Sudoku kind has the fields a
// calcudoku needs (cages as CalcSpecs, no boxes), but puzzlebook reads
// ipuz's own Sudoku URI as a classic Sudoku, so a calcudoku declares this
// URI and writes ipuz Sudoku's fields under their own names: charset,
// boxes false, showoperators, and cages, each {"cells": [[col, row], ...]
// counted from 1, "value": its target, "operator": "+", "-", "*", "/" or
// "" for a one-cell cage}.
const ipuzKind = "https://puzzlebook.dev/ipuz/calcudoku#1"

// ipuzForm writes those fields and reads them back.
var ipuzForm = gen.IPUZ{Kind: ipuzKind, Write: writeIPUZ, Read: readIPUZ}

// calcSpec is an ipuz CalcSpec: a cage's cells, its value and operator.
type calcSpec struct {
	Cells    [][2]int `json:"cells"`
	Value    int      `json:"value"`
	Operator string   `json:"operator"`
}

// ipuzOps are ipuz's operators for gen.Cage's.
var ipuzOps = map[string]string{opAdd: "+", opSub: "-", opMul: "*", opDiv: "/", opNone: ""}

func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	if p.Rows < minSize || p.Rows > maxSize {
		return fmt.Errorf("calcudoku: %dx%d cells have no charset of digits", p.Rows, p.Cols)
	}
	put("charset", "123456789"[:p.Rows])
	put("boxes", false)
	show := true
	cages := make([]calcSpec, len(p.Cages))
	for k, cg := range p.Cages {
		show = show && !cg.Hidden
		cages[k] = calcSpec{Value: cg.Target, Operator: ipuzOps[cg.Op]}
		for _, c := range cg.Cells {
			cages[k].Cells = append(cages[k].Cells, [2]int{c.Col + 1, c.Row + 1})
		}
	}
	put("showoperators", show)
	put("cages", cages)
	return nil
}

func readIPUZ(p *gen.Puzzle, get func(string, any) (bool, error)) error {
	var cages []calcSpec
	ok, err := get("cages", &cages)
	switch {
	case err != nil:
		return err
	case !ok:
		return fmt.Errorf("calcudoku: no cages")
	}
	show := true
	if _, err := get("showoperators", &show); err != nil {
		return err
	}
	p.Cages = make([]gen.Cage, len(cages))
	for k, cs := range cages {
		op, ok := "", false
		for o, s := range ipuzOps {
			if s == cs.Operator {
				op, ok = o, true
			}
		}
		if !ok {
			return fmt.Errorf("calcudoku: cage %d has operator %q, want +, -, *, / or none", k+1, cs.Operator)
		}
		p.Cages[k] = gen.Cage{Target: cs.Value, Op: op, Hidden: !show && len(cs.Cells) > 1}
		for _, xy := range cs.Cells {
			p.Cages[k].Cells = append(p.Cages[k].Cells, gen.Cell{Row: xy[1] - 1, Col: xy[0] - 1})
		}
	}
	if err := checkShape(p); err != nil {
		return err
	}
	fillGivens(p)
	return nil
}
