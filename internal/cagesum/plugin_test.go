package cagesum_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/daily"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/cagesum"
)

// list is the list of kinds with Cage Sum added, as a program that makes
// a kind of its own passes it: the kind plugs in through the list alone.
var list = append(slices.Clone(kinds.All), cagesum.Kind{})

// TestBookSection builds a book with a section of Cage Sums whose own key
// (max_cage) comes from the config: the manifest records it, every
// puzzle keeps to it and passes its kind's check, and the web pages play
// it.
func TestBookSection(t *testing.T) {
	const cfgText = `name: cages
title: Cage Sums
seed: 7
page: {size: letter}
output: {html: true}
sections:
  - {kind: cagesum, size: 4, grade: easy, count: 4, max_cage: 2}
  - {kind: sudoku, size: 4, grade: easy, count: 2}
`
	cfg, err := config.Reader{Kinds: list}.Parse("cages.yaml", []byte(cfgText))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := book.Build(context.Background(), cfg, book.BuildOptions{Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "cages.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m manifest.Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	caged := 0
	for _, e := range m.Puzzles {
		if e.Kind != "cagesum" {
			continue
		}
		caged++
		if e.Params == nil || !strings.Contains(string(mustJSON(t, e.Params)), `"max_cage":2`) {
			t.Errorf("%s: params %s lack max_cage 2", e.ID, mustJSON(t, e.Params))
		}
		for _, c := range e.Cages {
			if len(c.Cells) > 2 {
				t.Errorf("%s: a cage of %d cells, max_cage is 2", e.ID, len(c.Cells))
			}
		}
		p := e.Puzzle
		if err := gen.Check(context.Background(), cagesum.Kind{}, &p); err != nil {
			t.Errorf("%s: %v", e.ID, err)
		}
	}
	if caged != 4 {
		t.Errorf("got %d Cage Sums in the manifest, want 4", caged)
	}
	page, err := os.ReadFile(filepath.Join(dir, "cages-web", "puzzle-001.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(page, []byte(`"cages":`)) || !bytes.Contains(page, []byte("Cage Sum")) {
		t.Error("the first page carries no cages or no title of Cage Sum")
	}
	player, err := os.ReadFile(filepath.Join(dir, "cages-web", "player.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(player, []byte("cagesum")) {
		t.Error("the web folder's player.js has no Cage Sum module")
	}
}

// TestDailySlot publishes two days of a feed with a Cage Sum slot: each
// date has the slot's PNG, JSON, page and ipuz file, and the ipuz file
// reads back, through the list, as the puzzle of the JSON.
func TestDailySlot(t *testing.T) {
	const cfgText = `name: feed
seed: 3
daily:
  - {slot: cages, kind: cagesum, size: 5, grades: easy}
`
	cfg, err := daily.Reader{Kinds: list}.Parse("feed.yaml", []byte(cfgText))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	from := time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC)
	if _, err := daily.Run(context.Background(), cfg, daily.Options{From: from, Days: 2, Dir: dir, Options: book.Options{Workers: 1}}); err != nil {
		t.Fatal(err)
	}
	for _, date := range []string{"2027-03-01", "2027-03-02"} {
		for _, f := range []string{"cages.png", "cages-solution.png", "cages.html"} {
			if fi, err := os.Stat(filepath.Join(dir, date, f)); err != nil || fi.Size() == 0 {
				t.Errorf("%s/%s: %v", date, f, err)
			}
		}
		var e manifest.Entry
		if err := json.Unmarshal(readFile(t, filepath.Join(dir, date, "cages.json")), &e); err != nil {
			t.Fatal(err)
		}
		doc := readFile(t, filepath.Join(dir, date, "cages.ipuz"))
		got, _, err := ipuz.Codec{Kinds: list}.Decode(bytes.NewReader(doc))
		if err != nil {
			t.Fatalf("%s: %v", date, err)
		}
		if !gen.EqualGrids(got.Givens, e.Givens) || !gen.EqualGrids(got.Solution, e.Solution) || len(got.Cages) != len(e.Cages) || len(e.Cages) == 0 {
			t.Errorf("%s: the ipuz file reads back as another puzzle than the JSON's", date)
		}
		if _, _, err := ipuz.Decode(bytes.NewReader(doc)); err == nil {
			t.Errorf("%s: the default codec, which does not list Cage Sum, read its ipuz file", date)
		}
	}
}

// TestSetPages writes a set of Cage Sums as gen --html does: a page for
// each, whose script plays the kind.
func TestSetPages(t *testing.T) {
	ctx := context.Background()
	es, err := book.GenerateSet(ctx, cagesum.Kind{}, gen.Params{Rows: 3, Cols: 3}, 2, 11, book.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files, err := book.WriteSetHTML(ctx, cagesum.Kind{}, es, dir, book.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(files, filepath.Join(dir, "puzzle-002.html")) {
		t.Fatalf("got files %v, want puzzle-002.html among them", files)
	}
	if page := readFile(t, filepath.Join(dir, "puzzle-001.html")); !bytes.Contains(page, []byte("cagesum")) {
		t.Error("the page's script does not hold Cage Sum's module")
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
