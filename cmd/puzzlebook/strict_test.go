package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
)

// flagSamples holds a value of every gen flag that only some kinds take.
var flagSamples = map[string]string{
	"rows": "6", "cols": "6", "symmetry": "none", "givens": "30-40", "pattern": "random",
	"max-gap": "4", "shape": "rectangle", "ends": "given", "paths": "5", "solids": "1",
}

// TestGenKeysNotApplying checks every gen flag that does not apply to
// each kind: a usage error (status 2) naming the kinds that take it,
// from the table book sections use.
func TestGenKeysNotApplying(t *testing.T) {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	newKindFlags(fs)
	for _, k := range book.Kinds {
		for name, value := range flagSamples {
			key := strings.ReplaceAll(name, "-", "_")
			if book.KeyApplies(k, key) {
				continue
			}
			if fs.Lookup(name) == nil && name != "symmetry" {
				t.Logf("--%s: not a gen flag on this branch", name)
				continue
			}
			t.Run(k.Name()+" "+name, func(t *testing.T) {
				r := runArgs("gen", "--kind", k.Name(), "--"+name, value)
				want := "puzzlebook: gen: " + book.CheckKey(k, key, "--"+name).Error() + "\n"
				if r.code != exitUsage || !strings.HasPrefix(r.stderr, want) || r.stdout != "" {
					t.Errorf("gen --kind %s --%s %s: got exit %d, stderr %q, want exit 2 and %q", k.Name(), name, value, r.code, r.stderr, want)
				}
			})
		}
	}
}

// TestGenKeysAll checks that every flag that does not apply is named,
// not only the first.
func TestGenKeysAll(t *testing.T) {
	r := runArgs("gen", "--kind", "sudoku", "--paths", "5", "--pattern", "border")
	want := "puzzlebook: gen: sudoku: --paths applies to numberlink only; sudoku: --pattern applies to numbrix and hidato only\n"
	if r.code != exitUsage || !strings.HasPrefix(r.stderr, want) {
		t.Errorf("got exit %d, stderr %q, want exit 2 and %q", r.code, r.stderr, want)
	}
}

// TestGenNamesAnyCase checks that gen reads kinds, grades, symmetries,
// shapes, patterns, ends and formats in any case, as configs do.
func TestGenNamesAnyCase(t *testing.T) {
	for _, args := range [][]string{
		{"--kind", "Sudoku", "--size", "4", "--grade", "EASY", "--symmetry", "None", "--format", "Text"},
		{"--kind", "HIDATO", "--size", "6", "--grade", "Any", "--shape", "Circle", "--pattern", "Mirror", "--ends", "Free"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			lower := make([]string, len(args))
			for i, a := range args {
				lower[i] = strings.ToLower(a)
			}
			got, want := runArgs(append([]string{"gen", "--quiet"}, args...)...), runArgs(append([]string{"gen", "--quiet"}, lower...)...)
			if got.code != exitOK || got.stdout != want.stdout || got.stdout == "" {
				t.Errorf("got exit %d, stdout %q, stderr %q; want exit 0 and the puzzle of %v, %q", got.code, got.stdout, got.stderr, lower, want.stdout)
			}
		})
	}
}
