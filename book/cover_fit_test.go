package book

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// TestCoverPadsShortBook checks that a book under the 24 pages a
// print-on-demand cover is made for, without print_on_demand, builds: the
// interior is padded with blank pages, and a note says so.
func TestCoverPadsShortBook(t *testing.T) {
	res, err := buildYAML(t, "short.yaml", `name: short
output: {cover: true}
sections:
  - {kind: sudoku, grade: easy, count: 1}
`)
	if err != nil {
		t.Fatalf("build: got %v, want a book", err)
	}
	if res.Pages != 24 {
		t.Errorf("got %d pages, want 24", res.Pages)
	}
	if !hasNote(res.Notes, "blank pages end the book: a print-on-demand cover is made for at least 24 pages") {
		t.Errorf("got notes %q, want one on the blank pages", res.Notes)
	}
}

// TestCoverArtLegible checks that the front shows a puzzle whose numbers
// stay at least 7pt: a 20-column Numberlink (last section) is passed over
// for the Sudoku before it, and a book of that grid alone gets a front
// without a puzzle; both pass the cover's preflight.
func TestCoverArtLegible(t *testing.T) {
	tests := []struct {
		name, sections string
		art            bool
	}{
		{"passes over the big grid", "  - {kind: sudoku, grade: easy, count: 1}\n  - {kind: numberlink, rows: 12, cols: 20, grade: easy, count: 1}\n", true},
		{"no legible grid", "  - {kind: numberlink, rows: 12, cols: 20, grade: easy, count: 1}\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := config.Parse("art.yaml", []byte("name: art\nprint_on_demand: true\npage: {size: 6x9}\noutput: {cover: true}\nsections:\n"+tt.sections))
			if err != nil {
				t.Fatal(err)
			}
			s := artSection(cfg, coverOf(cfg, cfg.Meta(), nil, composed{}))
			if got := s >= 0; got != tt.art {
				t.Fatalf("got art from section %d, want art %v", s, tt.art)
			}
			if tt.art && cfg.Sections[s].Kind.Name() != "sudoku" {
				t.Errorf("got art from a %s section, want the Sudoku", cfg.Sections[s].Kind.Name())
			}
			if _, err := buildYAML(t, "art.yaml", "name: art\nprint_on_demand: true\npage: {size: 6x9}\noutput: {cover: true}\nsections:\n"+tt.sections); err != nil {
				t.Errorf("build: got %v, want a book and a cover", err)
			}
		})
	}
}

func hasNote(notes []string, want string) bool {
	for _, n := range notes {
		if strings.Contains(n, want) {
			return true
		}
	}
	return false
}
