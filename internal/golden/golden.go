// Package golden holds test output to golden files under a package's
// testdata folder. The -update flag, which it defines for the tests that
// import it, rewrites the files instead; a missing golden file fails.
package golden

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Update reports whether the test run was given -update.
func Update() bool { return *update }

// Check compares got with testdata/name and fails at the first line that
// differs; with -update it rewrites the file instead.
func Check(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gl), len(wl)) {
		if g, w := lineAt(gl, i), lineAt(wl, i); g != w {
			t.Fatalf("%s line %d:\ngot  %.200s\nwant %.200s\n(run go test -update if the change is intended)", name, i+1, g, w)
		}
	}
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "<end of file>"
}

// Table returns one line's worth standing for a table of texts: its
// number of entries and a SHA-256 of its pairs in key order, so that a
// golden file can hold many large tables and still catch one entry lost
// or changed.
func Table(texts map[string]string) string {
	h := sha256.New()
	for _, k := range slices.Sorted(maps.Keys(texts)) {
		fmt.Fprintf(h, "%q %q\n", k, texts[k])
	}
	return fmt.Sprintf("%d %x", len(texts), h.Sum(nil))
}
