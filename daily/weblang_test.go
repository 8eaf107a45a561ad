package daily

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/internal/langcheck"
)

// TestWebPagesInFeedLanguage runs a German feed: every page (the slots',
// the calendar, today.html) is lang="de" and holds none of the English
// web table's texts, the dates and the calendar's months and weekdays
// are German, and player.js, for sites that embed it, speaks German.
func TestWebPagesInFeedLanguage(t *testing.T) {
	cfg := parseDaily(t, "language: de\n"+smallFeed, kinds.All)
	dir := t.TempDir()
	runFeed(t, cfg, dir, dec1, 2, book.Options{})
	files := filetree.Read(t, dir)
	pages := 0
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		pages++
		if !strings.Contains(string(data), `<html lang="de">`) {
			t.Errorf("%s: no <html lang=\"de\">", name)
		}
		if found := langcheck.English(data, "de"); len(found) > 0 {
			t.Errorf("%s: English left: %s", name, strings.Join(found, "; "))
		}
	}
	if pages != 2*3+2 {
		t.Errorf("got %d pages, want 8 (2 dates of 3 slots, the calendar, today.html)", pages)
	}
	page := string(files[filepath.Join("2026-12-02", "six.html")])
	for _, want := range []string{"<h1>Mittwoch, 2. Dezember 2026</h1>", `rel="prev">‹ Vortag</a>`, "Nächster Tag ›</span>", `href="../today.html">Heute</a>`, "Sudoku · 6×6 · Leicht"} {
		if !strings.Contains(page, want) {
			t.Errorf("2026-12-02/six.html: got no %q", want)
		}
	}
	cal := string(files["index.html"])
	for _, want := range []string{"<h2>Dezember 2026</h2>", `<th scope="col" abbr="Montag">Mo</th>`, `title="Sudoku, leicht · Sudoku, leicht · Numbrix, leicht"`} {
		if !strings.Contains(cal, want) {
			t.Errorf("index.html: got no %q", want)
		}
	}
	if js := string(files["player.js"]); !strings.Contains(js, `"check":"Prüfen"`) {
		t.Error("player.js: no German words (\"check\":\"Prüfen\")")
	}
}

// TestFeedLanguageKey checks the feed's language: key as a book's: an
// unknown language is refused with the book's message.
func TestFeedLanguageKey(t *testing.T) {
	_, err := parse("daily.yaml", []byte("language: klingon\n"+smallFeed), kinds.All)
	if err == nil || !strings.Contains(err.Error(), `daily.yaml:1: language: must be en, fr, de, es, it, pt or nl, not "klingon"`) {
		t.Errorf("got %v, want the book's error for an unknown language", err)
	}
	if cfg := parseDaily(t, smallFeed, kinds.All); cfg.language().Code != "en" || cfg.language().Web().Text("check") != "Check" {
		t.Errorf("a feed without language: got %q, want English", cfg.language().Code)
	}
}

// TestPrintFilesInFeedLanguage runs a German feed with day.pdf, the
// previous date's answers, the column files and the Atom feed: day.pdf's
// date, labels, grades and strip heading are German (read back with
// pdftotext), and so are the feed's entry titles and link titles; none
// holds their English words.
func TestPrintFilesInFeedLanguage(t *testing.T) {
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext is not installed; skipping the check of day.pdf's text")
	}
	feed := strings.Replace(smallFeed, "daily_output: {pdf: true, dpi: 36}", "daily_output: {pdf: true, pdf_each: true, previous_answers: true, dpi: 36}", 1)
	feed += "  - {slot: killer, kind: killer, size: 6, grades: easy}\n"
	cfg := parseDaily(t, "language: de\n"+feed, kinds.All)
	dir := t.TempDir()
	runFeed(t, cfg, dir, dec1, 2, book.Options{})
	out, err := exec.Command(pdftotext, "-layout", filepath.Join(dir, "2026-12-02", dayPDF), "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	day := strings.Join(strings.Fields(string(out)), " ")
	for _, want := range []string{"Mittwoch, 2. Dezember 2026", "Sudoku 9×9, leicht", "Lösungen von gestern", "Killer-Sudoku"} {
		if !strings.Contains(day, want) {
			t.Errorf("2026-12-02/day.pdf: got no %q in its text:\n%s", want, day)
		}
	}
	atom, err := os.ReadFile(filepath.Join(dir, feedFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Mittwoch, 2. Dezember 2026", "Killer-Sudoku, leicht (Spalte)", "Die Seite des Tages", "Numbrix, leicht"} {
		if !strings.Contains(string(atom), want) {
			t.Errorf("%s: got no %q", feedFile, want)
		}
	}
	for what, text := range map[string]string{"day.pdf": day, feedFile: string(atom)} {
		for _, english := range []string{"Yesterday", "Wednesday", "December", "easy", "(column)", "The day's page", "Killer Sudoku"} {
			if strings.Contains(text, english) {
				t.Errorf("%s: got the English %q", what, english)
			}
		}
	}
}
