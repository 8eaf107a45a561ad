package config

import (
	"strings"
	"testing"
)

// TestTargetAndSeriesKeys checks the keys' own refusals at their lines:
// target_pages with hints (their pages depend on the puzzles), out of
// range, and a series without its archive or with an unknown key; and
// that a series' archive is read relative to the config's folder.
func TestTargetAndSeriesKeys(t *testing.T) {
	const sec = "sections:\n  - {kind: toy, size: 3, grade: easy, count: 4}\n"
	for extra, want := range map[string]string{
		"target_pages: 10\noutput: {hints: true}\n": "b.yaml:3: target_pages: cannot be met with hints",
		"target_pages: 0\n":                         "b.yaml:3: target_pages: must be between 1 and 1656, not 0",
		"series: {}\n":                              "b.yaml:3: series.archive: is required",
		"series: {archive: a.json, name: x}\n":      "b.yaml:3: series.name: ",
	} {
		if _, err := parseConfig("b.yaml", []byte(sec+extra), toyKinds); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", extra, err, want)
		}
	}
	cfg, err := parseConfig("dir/b.yaml", []byte(sec+"series: {archive: s/v.json}\n"), toyKinds)
	if err != nil || cfg.Series.Archive != "dir/s/v.json" {
		t.Errorf("series archive: got %+v, %v; want dir/s/v.json", cfg, err)
	}
}
