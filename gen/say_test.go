package gen

import "testing"

// TestWordsIn checks that Words say their format and Phrase arguments in
// the language asked, reordered where the translation says so, and in
// English where a table has no entry.
func TestWordsIn(t *testing.T) {
	table := Translations{"fr": {
		"row %d":               "ligne %d",
		"%s needs a %d in %s.": "Il faut un %[2]d à %[3]s dans la %[1]s.",
		"and":                  "et",
		"hidden single":        "singleton caché",
		"%s can only be %s.":   "%s ne peut être que %s.",
	}}
	w := Say("%s needs a %d in %s.", Say("row %d", 3), 7, "r3c2")
	if got, want := w.String(), "row 3 needs a 7 in r3c2."; got != want {
		t.Errorf("English: got %q, want %q", got, want)
	}
	if got, want := w.In("fr", table), "Il faut un 7 à r3c2 dans la ligne 3."; got != want {
		t.Errorf("French: got %q, want %q", got, want)
	}
	if got, want := w.In("de", table), "row 3 needs a 7 in r3c2."; got != want {
		t.Errorf("a language the table lacks: got %q, want the English %q", got, want)
	}
	list := Say("%s can only be %s.", "r1c1", Or(1, 2, 3))
	if got, want := list.String(), "r1c1 can only be 1, 2 or 3."; got != want {
		t.Errorf("list: got %q, want %q", got, want)
	}
	if got, want := Say("%s", And(Say("row %d", 1), Say("row %d", 2))).In("fr", table), "ligne 1 et ligne 2"; got != want {
		t.Errorf("list of phrases: got %q, want %q", got, want)
	}
	step := Step{Technique: "hidden single", Text: w.String(), Said: w}
	if got, want := step.SentenceIn("fr", table), "Il faut un 7 à r3c2 dans la ligne 3 (singleton caché)."; got != want {
		t.Errorf("step: got %q, want %q", got, want)
	}
	if got, want := step.Sentence(), "row 3 needs a 7 in r3c2 (hidden single)."; got != want {
		t.Errorf("step in English: got %q, want %q", got, want)
	}
	formats := w.Formats()
	if len(formats) != 2 || formats[0] != "%s needs a %d in %s." || formats[1] != "row %d" {
		t.Errorf("Formats: got %q, want the sentence's and the row's", formats)
	}
}

// TestCheckTranslation checks that a translation must fill the verbs of
// its English format, no more and no fewer, in any order.
func TestCheckTranslation(t *testing.T) {
	for _, c := range []struct {
		en, said string
		ok       bool
	}{
		{"row %d", "ligne %d", true},
		{"%s needs a %d.", "Il faut un %[2]d dans %[1]s.", true},
		{"%s needs a %d.", "Il faut un %d.", false},
		{"row %d", "ligne %d %s", false},
		{"100%% sure", "sûr à 100%%", true},
		{"row %d", "", false},
	} {
		if err := CheckTranslation(c.en, c.said); (err == nil) != c.ok {
			t.Errorf("CheckTranslation(%q, %q): got %v, want ok=%v", c.en, c.said, err, c.ok)
		}
	}
}
