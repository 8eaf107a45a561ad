package lang

import "testing"

// TestCellTablesCoverEveryLanguage checks that the cell names, the time
// box and the index title have an entry for every language, distinct
// from English but in English itself.
func TestCellTablesCoverEveryLanguage(t *testing.T) {
	for _, code := range Codes {
		for name, table := range map[string]map[string]string{"cellNames": cellNames, "timeWords": timeWords, "indexTitles": indexTitles} {
			if table[code] == "" {
				t.Errorf("%s has no %s entry", name, code)
			}
		}
	}
	if got := CellName("fr")(3, 2); got != "ligne 3, colonne 2" {
		t.Errorf("CellName(fr)(3, 2) = %q", got)
	}
	if got := CellName("xx")(3, 2); got != "row 3, column 2" {
		t.Errorf("an unknown language: got %q, want English", got)
	}
	if got := TimeBox("de"); got != "Zeit: ________" {
		t.Errorf("TimeBox(de) = %q", got)
	}
	if IndexTitle("es") == IndexTitle("en") {
		t.Error("the Spanish index title is the English one")
	}
}
