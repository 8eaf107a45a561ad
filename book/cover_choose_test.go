package book

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

const chooseBook = "name: ch\nprint_on_demand: true\npage: {size: 6x9}\noutput: {cover: true}\nsections:\n" +
	"  - {kind: sudoku, grade: easy, count: 2}\n  - {kind: sudoku, grade: easy, count: 2}\n"

// TestCoverChoose checks that cover.choose picks the front's puzzle by its
// number in the book, and that without it the front shows the first
// puzzle of the last section, as before.
func TestCoverChoose(t *testing.T) {
	for _, tt := range []struct {
		cover, want string
	}{
		{"", "Puzzle 3"},
		{"cover: {choose: 2}\n", "Puzzle 2"},
		{"cover: {choose: 4}\n", "Puzzle 4"},
	} {
		cfg, err := config.Parse("ch.yaml", []byte(chooseBook+tt.cover))
		if err != nil {
			t.Fatal(err)
		}
		gs, err := generate(context.Background(), plan(cfg), Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got := coverOf(cfg, cfg.Meta(), gs, composed{}).Art.Label; got != tt.want {
			t.Errorf("%q: got the front's puzzle %q, want %q", tt.cover, got, tt.want)
		}
	}
}

// TestCoverChooseRange checks that a choice past the last puzzle is
// refused at its key, saying how many puzzles there are.
func TestCoverChooseRange(t *testing.T) {
	_, err := config.Parse("ch.yaml", []byte(chooseBook+"cover:\n  choose: 5\n"))
	want := "ch.yaml:9: cover.choose: is puzzle 5, but the book has 4 puzzles; choose one from 1 to 4"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
	_, err = config.Parse("ch.yaml", []byte(chooseBook+"cover: {choose: 0}\n"))
	if err == nil || !strings.Contains(err.Error(), "cover.choose: must be between 1 and") {
		t.Errorf("choose 0: got %v, want it refused", err)
	}
}

// TestCoverBadgeConfig checks the front's badge: cover.badge as written,
// "LARGE PRINT" by default in a large-print book, none otherwise, and the
// user's badge over the large-print one.
func TestCoverBadgeConfig(t *testing.T) {
	for _, tt := range []struct {
		extra, want string
	}{
		{"", ""},
		{"cover: {badge: \"Vol. 2\"}\n", "Vol. 2"},
		{"large_print: true\n", "LARGE PRINT"},
		{"large_print: true\ncover: {badge: \"For Kids 6-9\"}\n", "For Kids 6-9"},
	} {
		cfg, err := config.Parse("b.yaml", []byte(chooseBook+tt.extra))
		if err != nil {
			t.Fatal(err)
		}
		if got := coverOf(cfg, cfg.Meta(), nil, composed{}).Badge; got != tt.want {
			t.Errorf("%q: got badge %q, want %q", tt.extra, got, tt.want)
		}
	}
	_, err := config.Parse("b.yaml", []byte(chooseBook+"cover: {badge: \""+strings.Repeat("w", 31)+"\"}\n"))
	if err == nil || !strings.Contains(err.Error(), "cover.badge: 31 characters; at most 30") {
		t.Errorf("long badge: got %v, want it refused", err)
	}
}

// TestCoverSamples checks the back's samples: one of each kind of the
// book in section order, none in a large-print book.
func TestCoverSamples(t *testing.T) {
	book := "name: s\nsections:\n  - {kind: sudoku, size: 6, grade: easy, count: 2}\n" +
		"  - {kind: futoshiki, size: 5, grade: easy, count: 1}\n  - {kind: sudoku, size: 4, grade: easy, count: 1}\n"
	for _, tt := range []struct {
		extra string
		want  []string
	}{
		{"", []string{"Sudoku", "Futoshiki"}},
		{"large_print: true\n", nil},
	} {
		cfg, err := config.Parse("s.yaml", []byte(book+tt.extra))
		if err != nil {
			t.Fatal(err)
		}
		gs, err := generate(context.Background(), plan(cfg), Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range coverOf(cfg, cfg.Meta(), gs, composed{}).Samples {
			got = append(got, s.Name)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: got samples %q, want %q", tt.extra, got, tt.want)
		}
	}
}
