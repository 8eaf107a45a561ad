package config

import (
	"testing"
)

// TestLargePrintTakesPages checks that a large-print book reads extra
// pages and a time box, which it sets in its own scale, as a book in
// the usual print does.
func TestLargePrintTakesPages(t *testing.T) {
	const sec = "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n"
	const pages = "pages:\n  - {kind: intro, text: Hello}\n"
	for _, lp := range []string{"", "large_print: true\n"} {
		cfg, err := parseConfig("b.yaml", []byte(sec+lp+pages+"time_box: true\n"), toyKinds)
		if err != nil {
			t.Fatalf("%q with pages and a time box: %v", lp, err)
		}
		if cfg.LargePrint != (lp != "") || !cfg.TimeBox || len(cfg.Matter) != 1 {
			t.Errorf("%q: got large print %v, time box %v, %d pages; want %v, true, 1", lp, cfg.LargePrint, cfg.TimeBox, len(cfg.Matter), lp != "")
		}
	}
}
