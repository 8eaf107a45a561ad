package daily

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/web"
)

// nextDayFeed is embargoFeed keeping each date's solutions until the
// next date's release.
const nextDayFeed = "solutions: next-day\n" + embargoFeed

// answerFiles are the files of a date of nextDayFeed that carry its
// solution.
var answerFiles = []string{"s-solution.png", "s.json", "s.ipuz", "s.html"}

// datesAnswers reports whether the public files of date carry its
// solution, and fails the test when they do so only in part.
func datesAnswers(t *testing.T, pub map[string][]byte, date string) bool {
	t.Helper()
	_, png := pub[filepath.Join(date, "s-solution.png")]
	inJSON := bytes.Contains(pub[filepath.Join(date, "s.json")], []byte(`"solution"`))
	inIpuz := bytes.Contains(pub[filepath.Join(date, "s.ipuz")], []byte(`"solution"`))
	_, inPage := pagePuzzle(t, pub[filepath.Join(date, "s.html")])["solution"]
	inIndex := bytes.Contains(pub[dailyIndexJSON], []byte(date+"/s-solution.png"))
	if png != inJSON || png != inIpuz || png != inPage || png != inIndex {
		t.Errorf("%s: solution PNG %v, in JSON %v, in ipuz %v, in the page %v, in the index %v: want all or none", date, png, inJSON, inIpuz, inPage, inIndex)
	}
	if _, ok := pub[filepath.Join(date, "s.json")]; !ok {
		t.Errorf("%s: no s.json in the public files", date)
	}
	return png
}

// TestNextDaySolutions keeps each date's solutions back until the next
// date's release, across a zone's midnight and both of London's
// daylight-saving changes: a second before the release of the day after
// D, D is public without its solutions (no solution file, none in its
// JSON, ipuz or the index); the run at that release, for the next date
// alone, writes them, and D's files are then those of a feed that
// publishes solutions with the puzzle, byte for byte.
func TestNextDaySolutions(t *testing.T) {
	tests := []struct {
		name, zone string
		date       string    // D
		due        time.Time // the release of D+1
	}{
		{"Tokyo midnight", "Asia/Tokyo", "2027-01-01", time.Date(2027, 1, 1, 15, 0, 0, 0, time.UTC)},
		{"London, summer time begins", "Europe/London", "2027-03-28", time.Date(2027, 3, 28, 23, 0, 0, 0, time.UTC)},
		{"London, summer time ends", "Europe/London", "2027-10-31", time.Date(2027, 11, 1, 0, 0, 0, 0, time.UTC)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := parseDaily(t, strings.Replace(nextDayFeed, "Europe/London", tc.zone, 1), nil)
			d, _ := ParseDate(tc.date)
			before, next := d.AddDate(0, 0, -1), d.AddDate(0, 0, 1)
			dir := t.TempDir()
			if _, err := Run(t.Context(), cfg, Options{From: before, Days: 3, Dir: dir, Now: tc.due.Add(-time.Second)}); err != nil {
				t.Fatal(err)
			}
			pub := publicFiles(t, dir)
			if !datesAnswers(t, pub, before.Format(DateLayout)) {
				t.Errorf("%s: the day before's solutions are kept back after the date's release", before.Format(DateLayout))
			}
			if datesAnswers(t, pub, tc.date) {
				t.Errorf("%s: solutions public a second before the next date's release", tc.date)
			}
			// The JSON kept back still checks, and rebuilds from its seed.
			es, err := manifest.ReadPuzzles(bytes.NewReader(pub[filepath.Join(tc.date, "s.json")]))
			if err != nil {
				t.Fatal(err)
			}
			if fs, err := book.Check(t.Context(), es, book.Options{}); err != nil || fs[0] != nil {
				t.Errorf("%s/s.json without its solution: check gives %v, %v; want it to pass", tc.date, fs, err)
			}
			if _, err := book.Rebuild(t.Context(), es[0], book.Options{}); err != nil {
				t.Errorf("%s/s.json without its solution does not rebuild: %v", tc.date, err)
			}
			if got := mentions(pub, next.Format(DateLayout)); len(got) > 0 {
				t.Errorf("%s, held, is in public files %v", next.Format(DateLayout), got)
			}
			// The layout desk's copy of the held date has its solutions.
			if _, err := os.Stat(filepath.Join(dir, EmbargoFolder, next.Format(DateLayout), "s.json")); err != nil {
				t.Errorf("the held date: %v", err)
			}

			res, err := Run(t.Context(), cfg, Options{From: next, Days: 1, Dir: dir, Now: tc.due})
			if err != nil {
				t.Fatal(err)
			}
			if res.Answered != 1 {
				t.Errorf("the run at the next date's release published the solutions of %d earlier dates, want 1", res.Answered)
			}
			pub = publicFiles(t, dir)
			if !datesAnswers(t, pub, tc.date) {
				t.Errorf("%s: solutions still kept back at the next date's release", tc.date)
			}
			if datesAnswers(t, pub, next.Format(DateLayout)) {
				t.Errorf("%s: solutions public on its own release", next.Format(DateLayout))
			}

			// D and the day before are then as a feed without next-day
			// makes them.
			plain := t.TempDir()
			open := parseDaily(t, strings.Replace(embargoFeed, "Europe/London", tc.zone, 1), nil)
			if _, err := Run(t.Context(), open, Options{From: before, Days: 2, Dir: plain, Now: tc.due}); err != nil {
				t.Fatal(err)
			}
			want := publicFiles(t, plain)
			for name, data := range want {
				if strings.HasPrefix(name, tc.date) || strings.HasPrefix(name, before.Format(DateLayout)) {
					if !bytes.Equal(pub[name], data) {
						t.Errorf("%s differs from the feed that publishes solutions with the puzzle", name)
					}
				}
			}
		})
	}
}

// TestNextDayWithdraws gives solutions: next-day to a feed that has
// published three dates with their solutions: a run for the first date
// alone takes the solutions of the newest released date out of its
// public files, and leaves the others.
func TestNextDayWithdraws(t *testing.T) {
	dir := t.TempDir()
	from := time.Date(2027, 3, 27, 0, 0, 0, 0, time.UTC)
	now := time.Date(2027, 3, 29, 12, 0, 0, 0, time.UTC) // 2027-03-29 released, 03-30 not
	open := parseDaily(t, embargoFeed, nil)
	if _, err := Run(t.Context(), open, Options{From: from, Days: 3, Dir: dir, Now: now}); err != nil {
		t.Fatal(err)
	}
	all := publicFiles(t, dir)
	cfg := parseDaily(t, nextDayFeed, nil)
	res, err := Run(t.Context(), cfg, Options{From: from, Days: 1, Dir: dir, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answered != 1 {
		t.Errorf("got %d dates whose solutions changed, want 1", res.Answered)
	}
	pub := publicFiles(t, dir)
	if datesAnswers(t, pub, "2027-03-29") {
		t.Error("2027-03-29: solutions public before 2027-03-30's release")
	}
	for _, date := range []string{"2027-03-27", "2027-03-28"} {
		if !datesAnswers(t, pub, date) {
			t.Errorf("%s: solutions taken back after the next date's release", date)
		}
	}
	p := filepath.Join("2027-03-29", "s.png")
	if !bytes.Equal(pub[p], all[p]) {
		t.Errorf("%s changed with its solutions", p)
	}
	// A run the next day gives them back: the files are as they were.
	if _, err := Run(t.Context(), cfg, Options{From: from, Days: 1, Dir: dir, Now: now.Add(24 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	pub = publicFiles(t, dir)
	for name := range all {
		if strings.HasPrefix(name, "2027-03-29") && slices.Contains(answerFiles, filepath.Base(name)) && !bytes.Equal(pub[name], all[name]) {
			t.Errorf("%s: not as it was once the solutions are due", name)
		}
	}
	filetree.Same(t, "2027-03-29's files", dateFiles(pub, "2027-03-29"), dateFiles(all, "2027-03-29"))
}

// dateFiles picks the files of one date's folder from files.
func dateFiles(files map[string][]byte, date string) map[string][]byte {
	out := map[string][]byte{}
	for name, data := range files {
		if strings.HasPrefix(name, date+string(filepath.Separator)) {
			out[name] = data
		}
	}
	return out
}

// TestParseSolutions refuses next-day without a release time, and a
// value that is no choice, at its line.
func TestParseSolutions(t *testing.T) {
	tests := []struct{ yaml, want string }{
		{"solutions: next-day\n" + strings.Replace(embargoFeed, "release: \"00:00\"\ntimezone: Europe/London\n", "", 1),
			`daily.yaml:1: solutions: next-day needs a release time`},
		{"solutions: tomorrow\n" + embargoFeed, `daily.yaml:1: solutions: "tomorrow" is not a choice; give next-day`},
	}
	for _, tc := range tests {
		_, err := parse("daily.yaml", []byte(tc.yaml), nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.yaml, err, tc.want)
		}
	}
	cfg := parseDaily(t, nextDayFeed, nil)
	if cfg.Solutions != NextDay {
		t.Errorf("got solutions %v, want next-day", cfg.Solutions)
	}
}

// TestNextDayPage holds a date's web page to solutions: next-day: a
// second before the next date's release, D's SLOT.html has no solution
// (no "solution" key, no hints, none of the solution's rows that are not
// all givens) but the SHA-256 of it under "DATE/SLOT", which SLOT.json
// holds too; the run at that release writes the page again with its
// solution, and no hash.
func TestNextDayPage(t *testing.T) {
	const date = "2027-03-28"
	due := time.Date(2027, 3, 28, 23, 0, 0, 0, time.UTC) // 03-29's release, in summer time
	cfg := parseDaily(t, nextDayFeed, nil)
	dir := t.TempDir()
	from, _ := ParseDate(date)
	if _, err := Run(t.Context(), cfg, Options{From: from, Days: 2, Dir: dir, Now: due.Add(-time.Second)}); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(date, "s.html")
	before := publicFiles(t, dir)
	held := before[page]
	if _, err := Run(t.Context(), cfg, Options{From: from.AddDate(0, 0, 1), Days: 1, Dir: dir, Now: due}); err != nil {
		t.Fatal(err)
	}
	pub := publicFiles(t, dir)
	es, err := manifest.ReadPuzzles(bytes.NewReader(pub[filepath.Join(date, "s.json")]))
	if err != nil || len(es) != 1 || len(es[0].Solution) == 0 {
		t.Fatalf("%s/s.json once released: %v, %d puzzles", date, err, len(es))
	}
	p := es[0].Puzzle
	obj := pagePuzzle(t, held)
	for _, key := range []string{"solution", "steps"} {
		if _, ok := obj[key]; ok {
			t.Errorf("%s before the next date's release holds the puzzle's %s", page, key)
		}
	}
	if bytes.Contains(held, []byte(`<script type="application/json" class="pb-steps">`)) {
		t.Errorf("%s before the next date's release holds hints", page)
	}
	rows := 0
	for r, row := range p.Solution {
		if slices.Equal(row, p.Givens[r]) {
			continue // all givens: on the page anyway
		}
		rows++
		text, _ := json.Marshal(row)
		if bytes.Contains(held, text) {
			t.Errorf("%s before the next date's release holds the solution's row %d, %s", page, r+1, text)
		}
	}
	if rows == 0 {
		t.Fatalf("%s: every row of the solution is given; the test sees nothing", date)
	}
	want, _ := json.Marshal(web.AnswerOf(date+"/s", p.Solution))
	if got := obj["answer"]; !bytes.Equal(got, want) {
		t.Errorf("%s before the next date's release: got answer %s, want %s", page, got, want)
	}
	// SLOT.json holds it too, for a player a site embeds from it.
	var heldJSON struct{ Answer web.Answer }
	if err := json.Unmarshal(before[filepath.Join(date, "s.json")], &heldJSON); err != nil || heldJSON.Answer != web.AnswerOf(date+"/s", p.Solution) {
		t.Errorf("%s/s.json before the next date's release: got answer %v (%v), want %s", date, heldJSON.Answer, err, want)
	}
	shown := pagePuzzle(t, pub[page])
	solution, _ := json.Marshal(p.Solution)
	if _, ok := shown["answer"]; ok || !bytes.Equal(shown["solution"], solution) {
		t.Errorf("%s at the next date's release: got answer %s and solution %s, want no answer and the solution", page, shown["answer"], shown["solution"])
	}
}

// pagePuzzle returns the keys of the puzzle object a player's page
// holds (its <script type="application/json" class="pb-puzzle">).
func pagePuzzle(t *testing.T, page []byte) map[string]json.RawMessage {
	t.Helper()
	const open = `<script type="application/json" class="pb-puzzle">`
	_, rest, ok := bytes.Cut(page, []byte(open))
	data, _, ok2 := bytes.Cut(rest, []byte("</script>"))
	var obj map[string]json.RawMessage
	if !ok || !ok2 || json.Unmarshal(data, &obj) != nil {
		t.Fatalf("the page holds no puzzle object")
	}
	return obj
}
