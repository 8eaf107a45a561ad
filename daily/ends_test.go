package daily

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestDailyHidatoEnds runs a daily feed with Hidato slots and checks
// every SLOT.json: both ends given, unless the slot says ends: free.
func TestDailyHidatoEnds(t *testing.T) {
	cfg := parseDaily(t, `name: feed
seed: 3
daily_output: {dpi: 36}
daily:
  - {slot: hidato, kind: hidato, size: 8, grades: {default: medium, sat: expert}}
  - {slot: free, kind: hidato, size: 7, ends: free, grades: easy}
`, kinds.All)
	dir := t.TempDir()
	const days = 7
	runFeed(t, cfg, dir, dec1, days, book.Options{})
	missing := 0
	for d := range days {
		date := dec1.AddDate(0, 0, d).Format(DateLayout)
		for _, slot := range []string{"hidato", "free"} {
			e := readEntry(t, dir, date, slot)
			given := gen.GivesEnds(&e.Puzzle)
			switch {
			case slot == "hidato" && (e.Ends != "given" || !given):
				t.Errorf("%s/%s.json: got ends %q, both given %v, want given and both", date, slot, e.Ends, given)
			case slot == "free" && e.Ends != "free":
				t.Errorf("%s/%s.json: got ends %q, want free", date, slot, e.Ends)
			case slot == "free" && !given:
				missing++
			}
		}
	}
	if missing == 0 {
		t.Errorf("ends: free: got both ends given on all %d days, want some without", days)
	}
}
