package config

import (
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TimeBoxShare is the most of a puzzle's area the time_box line takes
// from its grid in the usual print: the grid shrinks by at most this
// fraction, so the layout fits such grids as if their type were that
// much smaller.
const TimeBoxShare = 0.1

// The time box's type in the usual print, at most, and the most height
// its band takes there.
const (
	timeBoxSize = 9
	timeBoxBand = 15
)

// TimeBoxed reports whether the puzzles of section s print a time box:
// with time_box, on every section but worksheets (whose grids keep the
// large type children need).
func (cfg *Config) TimeBoxed(s int) bool {
	return cfg.TimeBox && !cfg.Sections[s].Worksheet
}

// TimeBoxFont is the type of cfg's time box, at most: 9 pt, or in large
// print its least text size.
func (cfg *Config) TimeBoxFont() draw.Font {
	return draw.Font{Face: draw.Regular, Size: max(timeBoxSize, cfg.Type().MinText)}
}

// TimeBoxBand is the most height the time box's band takes under a
// grid: 15 pt in the usual print, where it takes at most TimeBoxShare
// of the puzzle's area; in large print, where its type cannot shrink, a
// band one and a half times its size whatever the area (fixed).
func (cfg *Config) TimeBoxBand() (band float64, fixed bool) {
	if size := cfg.TimeBoxFont().Size; size > timeBoxSize {
		return 1.5 * size, true
	}
	return timeBoxBand, false
}

// timeBoxGrid is g, the grid of section s, as the layout fits it: in
// the usual print with its type scale lowered by TimeBoxShare where a
// time box shrinks it, in large print with the band kept under it
// (layout.Grid.Foot).
func (cfg *Config) timeBoxGrid(s int, g layout.Grid) layout.Grid {
	if !cfg.TimeBoxed(s) {
		return g
	}
	if band, fixed := cfg.TimeBoxBand(); fixed {
		g.Foot = band
		return g
	}
	g.TypeScale *= 1 - TimeBoxShare
	return g
}
