package lang

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/golden"
)

// TestWebTextKept checks each language's web text, entry by entry (a
// count and a SHA-256 of the sorted pairs), against testdata/web.sum. The
// tables are built on first use, not at start-up; the sums were written
// from the package-level maps they were before, so a table lost or cut
// short in the move fails here. A deliberate change of texts rewrites the
// file with -update.
func TestWebTextKept(t *testing.T) {
	var b strings.Builder
	for _, code := range Codes {
		fmt.Fprintf(&b, "%s %s\n", code, golden.Table(WebFor(code)))
	}
	golden.Check(t, "web.sum", b.String())
}
