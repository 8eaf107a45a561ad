package kinds

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/golden"
)

// TestTranslationsKept checks every kind's texts in every language, entry
// by entry (a count and a SHA-256 of the sorted pairs), against
// testdata/translations.sum. The tables are built on first use, not at
// start-up; the sums were written from the package-level maps they were
// before, so a table lost or cut short in the move fails here. A
// deliberate change of texts rewrites the file with -update.
func TestTranslationsKept(t *testing.T) {
	var b strings.Builder
	for _, k := range All {
		tr := gen.TranslationsOf(k)
		for _, lang := range gen.Languages {
			fmt.Fprintf(&b, "%s %s %s\n", k.Name(), lang, golden.Table(tr[lang]))
		}
	}
	golden.Check(t, "translations.sum", b.String())
}
