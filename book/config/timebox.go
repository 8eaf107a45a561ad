package config

import "github.com/puzzlebook/puzzlebook/layout"

// TimeBoxShare is the most of a puzzle's area the time_box line takes
// from its grid: the grid shrinks by at most this fraction, so the
// layout fits such grids as if their type were that much smaller.
const TimeBoxShare = 0.1

// TimeBoxed reports whether the puzzles of section s print a time box:
// with time_box, on every section but worksheets (whose grids keep the
// large type children need).
func (cfg *Config) TimeBoxed(s int) bool {
	return cfg.TimeBox && !cfg.Sections[s].Worksheet
}

// timeBoxGrid is g, the grid of section s, as the layout fits it: with
// its type scale lowered by TimeBoxShare where a time box shrinks it.
func (cfg *Config) timeBoxGrid(s int, g layout.Grid) layout.Grid {
	if cfg.TimeBoxed(s) {
		g.TypeScale *= 1 - TimeBoxShare
	}
	return g
}
