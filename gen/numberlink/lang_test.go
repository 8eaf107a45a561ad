package numberlink

import (
	"strings"
	"testing"
	"unicode"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestTranslationsEveryStep checks that every text Numberlink says is
// translated in every language, in three 9x9 puzzles of every grade and
// in the ladder's examples (gentest.CheckTranslated), and that among
// their steps is one that joins two deductions ("; then "), said in
// French with its second from a small letter.
func TestTranslationsEveryStep(t *testing.T) {
	k := Kind{}
	said := gentest.CheckTranslated(t, k, gentest.GradeParams(map[int][]gen.Grade{9: gen.Grades}, 3), 1)
	joined := 0
	for _, s := range said.Steps {
		if s.Said.Format != "%s; then %s" {
			continue
		}
		joined++
		fr := s.Said.In("fr", k.Translations())
		if _, then, ok := strings.Cut(fr, " ; puis "); !ok || then == "" || unicode.IsUpper([]rune(then)[0]) {
			t.Errorf("%q in French is %q, want \" ; puis \" and a small letter", s.Text, fr)
		}
	}
	if joined == 0 {
		t.Error("no step joins two deductions")
	}
}
