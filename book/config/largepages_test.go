package config

import (
	"strings"
	"testing"
)

// TestLargePrintRefusesPages checks that a large-print book with extra
// pages or a time box is refused at that key (their text is not yet set
// in the large-print scale), and that each alone is read.
func TestLargePrintRefusesPages(t *testing.T) {
	const sec = "sections:\n  - {kind: toy, size: 3, grade: easy, count: 1}\n"
	const pages = "pages:\n  - {kind: intro, text: Hello}\n"
	if _, err := parseConfig("b.yaml", []byte(sec+"large_print: true\n"+pages), toyKinds); err == nil || !strings.Contains(err.Error(), "b.yaml:5: pages: not yet set in large print") {
		t.Errorf("large print with pages: got %v, want the pages key refused at its line", err)
	}
	if _, err := parseConfig("b.yaml", []byte(sec+"large_print: true\ntime_box: true\n"), toyKinds); err == nil || !strings.Contains(err.Error(), "b.yaml:4: time_box: not yet set in large print") {
		t.Errorf("large print with a time box: got %v, want time_box refused at its line", err)
	}
	for _, extra := range []string{"large_print: true\n", pages, "time_box: true\n"} {
		if _, err := parseConfig("b.yaml", []byte(sec+extra), toyKinds); err != nil {
			t.Errorf("%q: %v", extra, err)
		}
	}
}
