package manifest

import "github.com/puzzlebook/puzzlebook/gen"

// The manifests of a daily feed (package daily writes them): they are
// manifest types, like Manifest and Entry, because check reads them.

// DailyEntry is the SLOT.json of one daily puzzle: the puzzle object of a
// book's manifest (Entry) with its date and slot, without the fields that
// place a puzzle in a book (number, section, page, answer_page).
type DailyEntry struct {
	Date string `json:"date"`
	Slot string `json:"slot"`
	ID   string `json:"id"`   // NAME-DATE-SLOT
	Seed uint64 `json:"seed"` // rebuilds the puzzle with NewRand
	// Params holds the params the kind's generator was called with
	// (Entry.Params); nil in files written before they were recorded.
	Params   *Params `json:"params,omitempty"`
	Symmetry string  `json:"symmetry,omitempty"` // as asked for; omitted for the kind's default
	Ends     string  `json:"ends,omitempty"`     // Hidato: given or free; omitted for other kinds
	Pick     int     `json:"pick,omitempty"`     // gen.Params.Pick, for listed kinds; rebuilds the puzzle with Seed

	// GivensRange is the slot's givens key ("35-40", or "36"); "" for none.
	GivensRange string `json:"givens_range,omitempty"`
	// Steps is the kind's explanation of the puzzle (gen.Stepper), for
	// the hints of a player a site embeds from this file; omitted for
	// kinds without one.
	Steps []gen.Step `json:"steps,omitempty"`
	// Title names the kind (gen.Descriptor), and PlayTextSaid holds the
	// player's words for this puzzle, for a player a site embeds from
	// this file; PlayTextSaid is nil for kinds the player does not play.
	Title             string `json:"title,omitempty"`
	*gen.PlayTextSaid `json:",omitempty"`
	gen.Puzzle
}

// IndexEntry is one puzzle of a daily feed's index (DIR/index.json and
// DIR/index.csv).
type IndexEntry struct {
	Date  string    `json:"date"`
	Slot  string    `json:"slot"`
	Kind  string    `json:"kind"`
	Grade gen.Grade `json:"grade"`
	ID    string    `json:"id"`
	// Files shows the puzzle: its PNG, its solution's PNG, its JSON and
	// the date's day.pdf, relative to the feed's directory.
	Files []string `json:"files"`
}

// DailyIndex is DIR/index.json: every puzzle published into DIR, by date
// and slot, across runs.
type DailyIndex struct {
	Name      string       `json:"name"`
	Generator string       `json:"generator"`
	Puzzles   []IndexEntry `json:"puzzles"`
}
