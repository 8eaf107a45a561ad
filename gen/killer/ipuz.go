package killer

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzKind is Killer Sudoku's kind URI. ipuz's Sudoku kind has the
// fields a killer needs (cages as CalcSpecs, a dashed cage border), but
// puzzlebook reads ipuz's own Sudoku URI as a classic Sudoku, so a
// killer declares this URI and writes ipuz Sudoku's fields under their
// own names: charset, boxes (and zones for 6x6 boxes), cageborder
// "dashed", showoperators false and cages, each {"cells": [[col, row],
// ...] counted from 1, "value": its sum, "operator": "+"}.
const ipuzKind = "https://puzzlebook.dev/ipuz/killer#1"

// ipuzForm writes those fields and reads them back.
var ipuzForm = gen.IPUZ{Kind: ipuzKind, Write: writeIPUZ, Read: readIPUZ}

// calcSpec is an ipuz CalcSpec: a cage's cells, its value and operator.
type calcSpec struct {
	Cells    [][2]int `json:"cells"`
	Value    int      `json:"value"`
	Operator string   `json:"operator"`
}

// zone is an ipuz GroupSpec given as a rect [x1, y1, x2, y2].
type zone struct {
	Rect [4]int `json:"rect"`
}

func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	g, err := geomFor(p.Rows)
	if err != nil {
		return fmt.Errorf("killer: %w", err)
	}
	n := g.n
	put("charset", "123456789"[:n])
	put("boxes", g.boxRows == g.boxCols)
	if g.boxRows != g.boxCols {
		var zs []zone
		for r := 0; r < n; r += g.boxRows {
			for c := 0; c < n; c += g.boxCols {
				zs = append(zs, zone{Rect: [4]int{c + 1, r + 1, c + g.boxCols, r + g.boxRows}})
			}
		}
		put("zones", zs)
	}
	put("cageborder", "dashed")
	put("showoperators", false)
	cages := make([]calcSpec, len(p.Cages))
	for k, cg := range p.Cages {
		cages[k] = calcSpec{Value: cg.Target, Operator: "+"}
		for _, c := range cg.Cells {
			cages[k].Cells = append(cages[k].Cells, [2]int{c.Col + 1, c.Row + 1})
		}
	}
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
		return fmt.Errorf("killer: no cages")
	}
	p.Cages = make([]gen.Cage, len(cages))
	for k, cs := range cages {
		if cs.Operator != "" && cs.Operator != "+" {
			return fmt.Errorf("killer: cage %d has operator %q, want +", k+1, cs.Operator)
		}
		p.Cages[k] = gen.Cage{Target: cs.Value, Op: "+", Hidden: true}
		for _, xy := range cs.Cells {
			p.Cages[k].Cells = append(p.Cages[k].Cells, gen.Cell{Row: xy[1] - 1, Col: xy[0] - 1})
		}
	}
	if g, err := geomFor(p.Rows); err == nil {
		p.BoxRows, p.BoxCols = g.boxRows, g.boxCols
	}
	return checkShape(p)
}
