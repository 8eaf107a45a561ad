package regions

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// techniqueSaid are the first step's sentences of a few techniqueCases
// in French and German, as a book in those languages prints them before
// it names the cells in words: the units nested in them take the
// article and case the sentence gives.
var techniqueSaid = map[string]map[string]string{
	"hidden single": {
		"fr": "La ligne 1 a besoin d’un 1 et seule la case r1c1 peut le recevoir.",
		"de": "Zeile 1 braucht eine 1, und nur das Feld r1c1 kann sie aufnehmen.",
	},
	"pointing": {
		"fr": "Dans la région 1, les 1 ne peuvent aller que dans la ligne 1\u202f: aucune autre case de la ligne 1 ne peut donc être 1.",
		"de": "In Block 1 können die 1 nur in Zeile 1 stehen, also kann kein anderes Feld von Zeile 1 eine 1 sein.",
	},
	"X-wing": {
		"fr": "Les 1 des lignes 1 et 5 ne peuvent aller que dans les colonnes 3 et 7\u202f: ce sont donc les 1 de ces colonnes, et aucune autre case des colonnes 3 et 7 ne peut être un 1.",
		"de": "Die 1 in den Zeilen 1 und 5 können nur in den Spalten 3 und 7 stehen; es sind also die 1 dieser Spalten, und kein anderes Feld der Spalten 3 und 7 kann eine 1 sein.",
	},
	"colour trap": {
		"fr": "Relions les places du 1 qui sont l’une des deux seules d’une ligne, d’une colonne ou d’une région\u202f: soit les cases r1c1 et r7c6 sont 1, soit les cases r1c6 et r3c3 le sont. La case r7c3 voit une case de chaque groupe\u202f: elle ne peut donc pas être 1.",
		"de": "Verbindet man die Stellen der 1, die eine von nur zwei in einer Zeile, einer Spalte oder einem Block sind, gilt: Entweder die Felder r1c1 und r7c6 sind 1, oder die Felder r1c6 und r3c3 sind es. Das Feld r7c3 sieht eines aus jeder der beiden Gruppen und kann daher keine 1 sein.",
	},
}

// TestTranslationsOfSteps checks that the engine's table translates, in
// every language and with the verbs of the English, every technique's
// name and every format the first steps of techniqueCases say (with the
// words they nest), that those steps' Said is their Text in English, and
// that a few read in French and German as techniqueSaid has them.
func TestTranslationsOfSteps(t *testing.T) {
	var formats []string
	for tech := range NumTechniques {
		formats = append(formats, tech.Info().Name)
	}
	table := Translations()
	for _, tc := range techniqueCases {
		var g Grader
		g.Init(boxes(tc.n), nil, make([]int, tc.n*tc.n), gen.Expert)
		for _, e := range tc.edits {
			applyEdit(t, &g, e)
		}
		g.trace = newTrace(&g)
		g.step()
		for i, st := range g.trace.steps {
			if got := st.Said.String(); got != st.Text {
				t.Errorf("%s: step %d says %q as Words, its Text is %q", tc.name, i, got, st.Text)
			}
			formats = append(formats, st.Said.Formats()...)
			if i > 0 {
				continue
			}
			for lang, want := range techniqueSaid[tc.name] {
				if got := st.Said.In(lang, table); got != want {
					t.Errorf("%s in %s: got\n%q\nwant\n%q", tc.name, lang, got, want)
				}
			}
		}
	}
	for _, problem := range table.Lacking(formats) {
		t.Error(problem)
	}
}
