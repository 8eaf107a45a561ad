package config

import (
	"strings"
	"testing"
)

// TestNumberingAndLabels checks numbering:, a section's label: and the
// default labels: by book, each puzzle's number counts through the book;
// by section, from each section's first, with the kind's title.
func TestNumberingAndLabels(t *testing.T) {
	const secs = "sections: [{kind: toy, size: 3, grade: easy, count: 3}, {kind: toy, size: 3, grade: hard, count: 2, label: \"No. %d\"}, {kind: toy, size: 3, grade: hard, count: 2}]\n"
	for _, c := range []struct {
		numbering string
		want      []string // the labels of puzzles 1 (section 0), 4 (section 1), 6 (section 2)
	}{
		{"", []string{"Puzzle 1", "No. 4", "Puzzle 6"}},
		{"numbering: book\n", []string{"Puzzle 1", "No. 4", "Puzzle 6"}},
		{"numbering: section\n", []string{"Toy 1", "No. 1", "Toy 1"}},
	} {
		cfg, err := parseConfig("x.yaml", []byte(secs+c.numbering), toyKinds)
		if err != nil {
			t.Fatal(err)
		}
		got := []string{cfg.Label(0, 1), cfg.Label(1, 4), cfg.Label(2, 6)}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: got labels %q, want %q", c.numbering, got, c.want)
		}
		if n, want := cfg.LabelNumber(2, 6), map[bool]int{true: 1, false: 6}[c.numbering == "numbering: section\n"]; n != want {
			t.Errorf("%q: got LabelNumber(2, 6) %d, want %d, the number of the label %q", c.numbering, n, want, got[2])
		}
	}
	cfg, err := parseConfig("x.yaml", []byte(secs+"numbering: section\n"), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Label(0, 3); got != "Toy 3" {
		t.Errorf("the last puzzle of section 1: got %q, want Toy 3", got)
	}
}

// TestGradesAndTimeBox checks that grades: renames grades in print (and
// in default titles) and that time_box: is read.
func TestGradesAndTimeBox(t *testing.T) {
	const secs = "sections: [{kind: toy, size: 3, grade: easy, count: 1}, {kind: toy, size: 3, grade: hard, count: 1}]\n"
	cfg, err := parseConfig("x.yaml", []byte(secs+"grades: {easy: Gentle, hard: Fiendish}\ntime_box: true\n"), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.GradeName(1) != "Gentle" || cfg.GradeName(2) != "Medium" || cfg.GradeName(3) != "Fiendish" {
		t.Errorf("got grades %q, %q, %q; want Gentle, Medium, Fiendish", cfg.GradeName(1), cfg.GradeName(2), cfg.GradeName(3))
	}
	if cfg.Sections[1].Title != "Fiendish Toy 3x3" {
		t.Errorf("got title %q, want the renamed grade in it", cfg.Sections[1].Title)
	}
	if !cfg.TimeBox {
		t.Error("time_box: true was not read")
	}
	if cfg, err = parseConfig("x.yaml", []byte(secs), toyKinds); err != nil || cfg.TimeBox || cfg.Numbering != "" {
		t.Errorf("defaults: got time_box %v, numbering %q, %v; want false, book", cfg.TimeBox, cfg.Numbering, err)
	}
}

// TestLabelErrors checks the refusals of the new keys.
func TestLabelErrors(t *testing.T) {
	const head = "sections: [{kind: toy, size: 3, grade: easy, count: 1"
	for yaml, want := range map[string]string{
		head + ", label: \"Toy\"}]\n":                       `sections[0].label: "Toy" must hold one %d`,
		head + ", label: \"%d of %d\"}]\n":                  `sections[0].label: "%d of %d" must hold one %d`,
		head + ", label: \"%s %d\"}]\n":                     `sections[0].label: "%s %d" must hold one %d`,
		head + "}]\nnumbering: chapter\n":                   `numbering: must be book or section, not "chapter"`,
		head + "}]\ngrades: {easy: A}\nlabels: {easy: B}\n": "grades.easy: labels.easy names the grade too",
		head + "}]\ngrades: {simple: A}\n":                  "grades.simple",
	} {
		_, err := parseConfig("x.yaml", []byte(yaml), toyKinds)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want an error with %q", yaml, err, want)
		}
	}
	if _, err := parseConfig("x.yaml", []byte(head+", label: \"100%% No. %d\"}]\n"), toyKinds); err != nil {
		t.Errorf("a label with %%%%: %v", err)
	}
}
