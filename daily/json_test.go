package daily

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestDailySlotJSON checks the fields of SLOT.json: the puzzle with its
// date, slot, id and seed, and none of the book's page fields.
func TestDailySlotJSON(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	dir := t.TempDir()
	runFeed(t, cfg, dir, dec1, 1, book.Options{})
	for _, slot := range []string{"sudoku", "six", "numbrix"} {
		t.Run(slot, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, "2026-12-01", slot+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var fields map[string]json.RawMessage
			if err := json.Unmarshal(data, &fields); err != nil {
				t.Fatalf("%s.json: %v", slot, err)
			}
			for _, key := range []string{"date", "slot", "id", "seed", "kind", "givens", "solution", "grade"} {
				if _, ok := fields[key]; !ok {
					t.Errorf("%s.json: got no %q, want it", slot, key)
				}
			}
			for _, key := range []string{"answer_page", "page", "number", "section"} {
				if v, ok := fields[key]; ok {
					t.Errorf("%s.json: got %q: %s, want no such field in a feed", slot, key, v)
				}
			}
			var e manifest.DailyEntry
			if err := json.Unmarshal(data, &e); err != nil || e.Date != "2026-12-01" || e.Slot != slot || e.ID != "feed-2026-12-01-"+slot || !slices.Contains([]string{"sudoku", "numbrix"}, e.Kind) {
				t.Errorf("%s.json read back: got %+v, %v, want its date, slot, id and kind", slot, e, err)
			}
		})
	}
}
