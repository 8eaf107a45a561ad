package book

import (
	"fmt"
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ManifestParams is the "params" object of a manifest's puzzle: every
// field of the gen.Params its kind's generator was called with, in the
// spelling of config keys, so that the puzzle can be rebuilt from its
// record alone (Rebuild). A value that leaves the choice to the kind (no
// grade, the default symmetry, no bound) is left out, and reads back as
// the zero value it was. docs/manifest.md describes the fields.
type ManifestParams struct {
	Rows     int    `json:"rows"`
	Cols     int    `json:"cols"`
	Grade    string `json:"grade,omitempty"`    // easy ... expert; omitted for any
	Symmetry string `json:"symmetry,omitempty"` // none, rotational or mirror; omitted for the default
	Pattern  string `json:"pattern,omitempty"`  // "border" (gen.Params.BorderClues), or omitted
	MaxGap   int    `json:"max_gap,omitempty"`
	Shape    string `json:"shape,omitempty"`
	Ends     string `json:"ends,omitempty"`   // given or free; omitted for the default
	Paths    string `json:"paths,omitempty"`  // "7" or "6-9"
	Solids   int    `json:"solids,omitempty"` // solid cells
	Givens   string `json:"givens,omitempty"` // "36" or "35-40"
	Pick     int    `json:"pick,omitempty"`   // the listed puzzle (gen.Lister); omitted for 0
}

// RecordParams returns the record of p, as manifests write it.
func RecordParams(p gen.Params) *ManifestParams {
	m := &ManifestParams{
		Rows: p.Rows, Cols: p.Cols, MaxGap: p.MaxGap, Shape: p.Shape, Solids: p.Solids, Pick: p.Pick,
		Paths:  rangeText(p.MinPaths, p.MaxPaths),
		Givens: rangeText(p.MinGivens, p.MaxGivens),
	}
	if p.Grade != gen.AnyGrade {
		m.Grade = p.Grade.String()
	}
	if p.Symmetry != gen.SymmetryDefault {
		m.Symmetry = p.Symmetry.String()
	}
	if p.BorderClues {
		m.Pattern = "border"
	}
	if p.Ends != gen.EndsDefault {
		m.Ends = p.Ends.String()
	}
	return m
}

// Params returns the gen.Params m records: RecordParams(p).Params() is p
// for every p a kind accepts.
func (m *ManifestParams) Params() (gen.Params, error) {
	p := gen.Params{Rows: m.Rows, Cols: m.Cols, MaxGap: m.MaxGap, Shape: m.Shape, Solids: m.Solids, Pick: m.Pick}
	var err error
	if m.Grade != "" {
		if p.Grade, err = gen.ParseGrade(m.Grade); err != nil {
			return p, fmt.Errorf("book: params: grade: %w", err)
		}
	}
	if m.Symmetry != "" {
		if p.Symmetry, err = gen.ParseSymmetry(m.Symmetry); err != nil {
			return p, fmt.Errorf("book: params: symmetry: %w", err)
		}
	}
	switch m.Pattern {
	case "":
	case "border":
		p.BorderClues = true
	default:
		return p, fmt.Errorf("book: params: pattern: must be border, not %q (symmetry holds the others)", m.Pattern)
	}
	if m.Ends != "" {
		if p.Ends, err = ParseEnds(m.Ends); err != nil {
			return p, fmt.Errorf("book: params: ends: %w", err)
		}
	}
	if m.Paths != "" {
		if p.MinPaths, p.MaxPaths, err = ParsePaths(m.Paths); err != nil {
			return p, fmt.Errorf("book: params: paths: %w", err)
		}
	}
	if m.Givens != "" {
		if p.MinGivens, p.MaxGivens, err = ParseGivens(m.Givens); err != nil {
			return p, fmt.Errorf("book: params: givens: %w", err)
		}
	}
	return p, nil
}

// rangeText writes a count from lo to hi as configs do: "6-9", or "7"
// when it holds one count, or "" when both are 0 (the kind's choice).
func rangeText(lo, hi int) string {
	switch {
	case lo == 0 && hi == 0:
		return ""
	case lo == hi:
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}
