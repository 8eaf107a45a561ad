package jigsaw

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// ipuzForm is ipuz's own Sudoku kind, as ipuz writes irregular Sudoku:
// charset (the digits 1 to n), boxes false (no standard boxes), and
// zones, one GroupSpec a region listing its cells as [column, row],
// counted from 1, in reading order.
var ipuzForm = gen.IPUZ{Kind: "http://ipuz.org/sudoku#1", Write: writeIPUZ, Read: readIPUZ}

// zone is an ipuz GroupSpec given by its cells.
type zone struct {
	Cells [][]int `json:"cells"`
}

// writeIPUZ puts the charset, boxes false and the zones.
func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	geo, err := geometryOf(p)
	if err != nil {
		return err
	}
	n := geo.N
	put("charset", "123456789"[:n])
	put("boxes", false)
	zones := make([]zone, n)
	for k := range n {
		for _, c := range geo.Units[2*n+k] {
			zones[k].Cells = append(zones[k].Cells, []int{c%n + 1, c/n + 1})
		}
	}
	put("zones", zones)
	return nil
}

// readIPUZ reads the regions from the zones: n zones of n cells that
// cover the grid once, given as [column, row] from 1 (or from 0, when a
// cell [0, …] or [… , 0] shows it). Boxes true, or no zones, is a
// classic Sudoku, not this kind's.
func readIPUZ(p *gen.Puzzle, get func(string, any) (bool, error)) error {
	n := p.Rows
	if p.Cols != n || n < 1 || n > maxSize {
		return fmt.Errorf("jigsaw: %dx%d cells, want a square of at most %d", p.Cols, p.Rows, maxSize)
	}
	var charset string
	if ok, err := get("charset", &charset); err != nil {
		return err
	} else if ok && len([]rune(charset)) != n {
		return fmt.Errorf("jigsaw: charset %q has %d characters, want %d", charset, len([]rune(charset)), n)
	}
	boxes := true
	if _, err := get("boxes", &boxes); err != nil {
		return err
	}
	var zones []zone
	if _, err := get("zones", &zones); err != nil {
		return err
	}
	switch {
	case boxes:
		return fmt.Errorf("jigsaw: boxes is true: a classic Sudoku, not a jigsaw")
	case len(zones) != n:
		return fmt.Errorf("jigsaw: %d zones, want %d regions", len(zones), n)
	}
	base := 1
	for _, z := range zones {
		for _, c := range z.Cells {
			if len(c) == 2 && (c[0] == 0 || c[1] == 0) {
				base = 0
			}
		}
	}
	region := make([]int, n*n)
	for i := range region {
		region[i] = -1
	}
	for k, z := range zones {
		for _, c := range z.Cells {
			if len(c) != 2 || c[0]-base < 0 || c[0]-base >= n || c[1]-base < 0 || c[1]-base >= n {
				return fmt.Errorf("jigsaw: zones[%d]: cell %v is not [column, row] in the grid", k, c)
			}
			i := (c[1]-base)*n + c[0] - base
			if region[i] >= 0 {
				return fmt.Errorf("jigsaw: zones[%d]: cell %v is in two zones", k, c)
			}
			region[i] = k
		}
	}
	for i, k := range region {
		if k < 0 {
			return fmt.Errorf("jigsaw: r%dc%d is in no zone", i/n+1, i%n+1)
		}
	}
	if _, err := regions.New(n, region, "region"); err != nil {
		return fmt.Errorf("jigsaw: %w", err)
	}
	p.Regions = gen.GridOf(n, region)
	return nil
}
