package layout

import (
	"os"
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// wideFaces are text faces wider than Lato to set labels in: Go, and the
// user's DejaVu Sans where it is installed (skipped, with why, where not).
func wideFaces(t *testing.T) map[string]draw.Family {
	t.Helper()
	goFam, _ := draw.NamedFamily("go")
	out := map[string]draw.Family{"go": goFam}
	data, err := os.ReadFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
	if err != nil {
		t.Logf("no DejaVu Sans to use as the user's font (install fonts-dejavu-core): %v", err)
		return out
	}
	fam, err := LoadFont(data)
	if err != nil {
		t.Fatalf("DejaVu Sans: %v", err)
	}
	out["dejavu"] = fam
	return out
}

// digitItem is an item labelled label with note, whose grid draws a
// bold 8 in its middle, as a kind draws a given.
func digitItem(label, note string) Item {
	return Item{Label: label, Note: note, Draw: func(c draw.Canvas, area draw.Rect) {
		c.Text(area.X+area.W/2, area.Y+area.H/2, "8", draw.Font{Face: draw.Bold, Size: area.W / 10}, draw.AlignCenter)
	}}
}

// checkFaces checks that every text rec saw is set in fonts: the grid's
// 8 in the digits face's bold, the rest in the text face of its style.
func checkFaces(t *testing.T, rec *Recorder, fonts draw.Fonts) {
	t.Helper()
	for _, tx := range rec.Texts() {
		want := []draw.Face{fonts.Face(draw.Regular), fonts.Face(draw.Bold), fonts.Face(draw.Italic)}
		if tx.Text == "8" {
			want = []draw.Face{fonts.Digit(draw.Bold)}
		}
		found := false
		for _, f := range want {
			found = found || tx.Font.Face == f
		}
		if !found {
			t.Errorf("text %q: set in face %d (%s), want one of %v", tx.Text, tx.Font.Face, draw.FaceName(tx.Font.Face), want)
		}
	}
}

// TestColumnPageFonts sets a puzzle alone in a column in faces wider
// than Lato: its label, note and footer in the text face, the grid's
// numbers in the digits face, and a label too long for the column
// shortened in the face it is set in, so that every text's ink stays
// inside the column and nothing collides.
func TestColumnPageFonts(t *testing.T) {
	andika, _ := draw.NamedFamily("andika")
	for name, fam := range wideFaces(t) {
		t.Run(name, func(t *testing.T) {
			fonts := draw.Fonts{Text: fam, Digits: andika}
			it := digitItem("Wednesday's Wonderfully Wide Sudoku, Medium-Hard", "Medium")
			it.Footer = "© 2026 Worldwide Weekly Newspapers Group"
			for _, width := range []float64{Inch, 1.6 * Inch} {
				p, h := ColumnPage(it, width, fonts)
				var rec Recorder
				p.Draw(&rec)
				page := draw.Rect{W: width, H: h}
				texts := rec.Texts()
				if len(texts) < 3 {
					t.Fatalf("at %gpt: got %d texts, want the label, the footer and the grid's 8 at least", width, len(texts))
				}
				for _, tx := range texts {
					if !(tx.Ink.X >= -1e-6 && tx.Ink.Y >= -1e-6 && tx.Ink.X+tx.Ink.W <= page.W+1e-6 && tx.Ink.Y+tx.Ink.H <= page.H+1e-6) {
						t.Errorf("at %gpt: text %q: ink %+v outside the column %+v", width, tx.Text, tx.Ink, page)
					}
				}
				if probs := rec.Collisions(); len(probs) > 0 {
					t.Errorf("at %gpt: collisions %v", width, probs)
				}
				checkFaces(t, &rec, fonts)
			}
		})
	}
}

// TestGridAloneFonts: a grid without a label, alone in a column and
// alone on a PNG's page through InDigits, draws its numbers in the
// digits face; Alone by itself leaves them as the kind draws them.
func TestGridAloneFonts(t *testing.T) {
	andika, _ := draw.NamedFamily("andika")
	fonts := draw.Fonts{Digits: andika}
	face := func(p Page) draw.Face {
		var rec Recorder
		p.Draw(&rec)
		texts := rec.Texts()
		if len(texts) != 1 {
			t.Fatalf("got texts %v, want the grid's 8 alone", texts)
		}
		return texts[0].Font.Face
	}
	column, _ := ColumnPage(digitItem("", ""), Inch, fonts)
	inDigits, _ := Alone(InDigits(digitItem("", ""), fonts), Inch)
	plain, _ := Alone(digitItem("", ""), Inch)
	for _, tt := range []struct {
		name string
		page Page
		want draw.Face
	}{
		{"ColumnPage", column, andika.Face(draw.Bold)},
		{"Alone(InDigits)", inDigits, andika.Face(draw.Bold)},
		{"Alone", plain, draw.Bold},
	} {
		if got := face(tt.page); got != tt.want {
			t.Errorf("%s: the 8 is set in %s, want %s", tt.name, draw.FaceName(got), draw.FaceName(tt.want))
		}
	}
}

// TestDayPageFonts lays out a day of four puzzles with long labels and a
// strip of answers in faces wider than Lato: every text in its face,
// inside its region, and none colliding.
func TestDayPageFonts(t *testing.T) {
	spec := PageSpec{Width: 8.5 * Inch, Height: 11 * Inch, Margin: 0.5 * Inch}
	andika, _ := draw.NamedFamily("andika")
	for name, fam := range wideFaces(t) {
		t.Run(name, func(t *testing.T) {
			fonts := draw.Fonts{Text: fam, Digits: andika}
			var items, answers []Item
			for i := range 4 {
				items = append(items, digitItem("The Wonderfully Wide Weekend Puzzle Number "+strconv.Itoa(i+1), "Medium"))
				answers = append(answers, digitItem("Wednesday's Wide Answer "+strconv.Itoa(i+1), "Medium"))
			}
			var rec Recorder
			DayPage(spec, Type{Fonts: fonts}, "The Worldwide Weekly · Wednesday 30 September 2026", items, Strip{Title: "Yesterday's answers", Items: answers}).Draw(&rec)
			if probs := rec.Collisions(); len(probs) > 0 {
				t.Errorf("collisions %v", probs)
			}
			if n := len(rec.Texts()); n < 19 {
				t.Errorf("got %d texts, want 19 at least: the header, folio, strip title, 8 labels and 8 grids' 8s", n)
			}
			checkFaces(t, &rec, fonts)
		})
	}
}
