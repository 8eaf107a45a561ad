package web

import (
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

var (
	// trCall matches a call of text.js's tr or trn with a literal key, or
	// with a choice of two ("tr(ok ? "copied" : "copy_failed")").
	trCall = regexp.MustCompile(`\btrn?\(\s*(?:"([a-z_]+)"|[^"()]*\?\s*"([a-z_]+)"\s*:\s*"([a-z_]+)")`)
	// snakeLiteral matches a string literal in the form of a key: the
	// modules' other names (classes, events) are not written so.
	snakeLiteral = regexp.MustCompile(`"([a-z]+_[a-z_]+)"`)
)

// TestPlayerWordsAreKeys checks that every text the player's modules and
// the kinds' modules ask for by key (tr, trn, or a key kept for later)
// is a key of the English web table, and so, by layout/lang's test, of
// every language's; and that a module asks for some (the scan works).
func TestPlayerWordsAreKeys(t *testing.T) {
	mods, err := modulesOf(kinds.All, "")
	if err != nil {
		t.Fatal(err)
	}
	en := lang.WebFor("en")
	asked := 0
	for _, m := range mods {
		var keys []string
		for _, c := range trCall.FindAllStringSubmatch(m.src, -1) {
			keys = append(keys, c[1:]...)
		}
		for _, c := range snakeLiteral.FindAllStringSubmatch(m.src, -1) {
			keys = append(keys, c[1])
		}
		for _, k := range keys {
			if k == "" {
				continue
			}
			asked++
			if _, ok := en[k]; !ok {
				t.Errorf("%s asks for the text %q, which the web table has not", m.name, k)
			}
		}
	}
	if asked < 100 {
		t.Errorf("the modules ask for %d texts by key, want the player's and the kinds' (over 100)", asked)
	}
}

// TestBundleWords checks the words module: the bundle in a language holds
// that language's table, and the English bundle the English one.
func TestBundleWords(t *testing.T) {
	fr, err := BundleIn(nil, Language{Code: "fr"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(fr), `"reveal":"Révéler"`) || strings.Contains(string(fr), `"check":"Check"`) {
		t.Error("the French bundle does not hold the French words")
	}
	if !strings.Contains(string(Bundle()), `"check":"Check"`) {
		t.Error("the English bundle does not hold the English words")
	}
	own := Language{Code: "fr", Words: lang.WebFor("fr").WithBook(lang.German)}
	if b, _ := BundleIn(nil, own); !strings.Contains(string(b), `"easy":"Leicht"`) {
		t.Error("a bundle with words of its own does not hold them")
	}
}
