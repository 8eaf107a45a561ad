package book

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// seriesBook is a volume of a series: 4x4 Sudoku, whose few listed
// puzzles a book draws in disguise (rotated, reflected, relabelled), and
// 9x9 Sudoku, all from one seed. %s is the series key.
const seriesBook = `name: %s
seed: 7
output: {pdf: false}
%s
sections:
  - {kind: sudoku, size: 4, grade: easy, count: 6}
  - {kind: sudoku, size: 9, grade: easy, count: 4, symmetry: rotational}
`

// buildVolume builds the volume name of seriesBook in dir, with the
// series key given (or none), and returns its puzzles.
func buildVolume(t *testing.T, dir, name, series string) []gen.Puzzle {
	t.Helper()
	file := filepath.Join(dir, name+".yaml") // the archive is relative to it
	cfg, err := parseConfig(file, fmt.Appendf(nil, seriesBook, name, series), nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var ps []gen.Puzzle
	for _, e := range res.Manifest.Puzzles {
		ps = append(ps, e.Puzzle)
	}
	return ps
}

// volumeKeys returns the canonical keys (jobs.PuzzleKey) of ps, one string.
func volumeKeys(ps []gen.Puzzle) string {
	var keys []string
	for _, p := range ps {
		keys = append(keys, jobs.PuzzleKey(sudoku.Kind{}, &p))
	}
	return strings.Join(keys, "|")
}

// TestSeriesRepeatsNoPuzzle builds three volumes of a series in turn,
// all from the same seed, so that without the archive each would be the
// first (as the control shows): no two share a puzzle, up to symmetry
// and relabelling, and the archive records each volume's puzzles. Then
// volume 1, rebuilt from its seed with the archive holding its puzzles,
// reuses none of them.
func TestSeriesRepeatsNoPuzzle(t *testing.T) {
	dir := t.TempDir()
	alone := buildVolume(t, dir, "alone", "")
	if again := buildVolume(t, dir, "alone", ""); volumeKeys(again) != volumeKeys(alone) {
		t.Fatalf("the same book built twice without a series differs")
	}
	seen := map[string]string{}
	var archived []string
	for v, name := range []string{"vol1", "vol2", "vol3", "vol1"} {
		ps := buildVolume(t, dir, name, "series: {archive: series/puzzles.json}")
		if v == 0 && volumeKeys(ps) != volumeKeys(alone) {
			t.Errorf("volume 1, with no archive yet, differs from the same book without a series")
		}
		for i, p := range ps {
			k := jobs.PuzzleKey(sudoku.Kind{}, &p)
			if was, ok := seen[k]; ok {
				t.Errorf("build %d (%s) puzzle %d repeats %s", v+1, name, i+1, was)
			}
			seen[k] = fmt.Sprintf("build %d (%s) puzzle %d", v+1, name, i+1)
			archived = append(archived, jobs.PuzzleHash(sudoku.Kind{}, &p))
		}
		data, err := os.ReadFile(filepath.Join(dir, "series", "puzzles.json"))
		if err != nil {
			t.Fatal(err)
		}
		var a SeriesArchive
		if err := json.Unmarshal(data, &a); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range a.Puzzles {
			got = append(got, p.Hash)
		}
		if !slices.Equal(got, archived) {
			t.Errorf("after build %d the archive holds %d puzzles, want the %d built, in order", v+1, len(got), len(archived))
		}
	}
}

// TestSeriesArchiveLocked checks that a volume is refused, before any
// puzzle is made and with the archive untouched, while another build
// holds its series archive.
func TestSeriesArchiveLocked(t *testing.T) {
	dir := t.TempDir()
	archive := filepath.Join(dir, "series.json")
	lk, err := lockfile.Acquire(context.Background(), archive+seriesLock, 0)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := parseConfig(filepath.Join(dir, "v.yaml"), fmt.Appendf(nil, seriesBook, "v", "series: {archive: series.json}"), nil)
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	_, err = Build(context.Background(), cfg, BuildOptions{Dir: filepath.Join(dir, "out"), Options: Options{Progress: func(Progress) { made++ }}})
	if err == nil || !strings.Contains(err.Error(), "in use by another build") || made > 0 {
		t.Errorf("with the archive locked: got %v after %d puzzles, want refused before any", err, made)
	}
	if _, err := os.Stat(archive); err == nil {
		t.Errorf("the archive was written by a refused build")
	}
	lk.Release()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: filepath.Join(dir, "out")}); err != nil {
		t.Errorf("once released: %v", err)
	}
}

// smallSeries is a volume of count 4x4 easy Sudoku, a supply of few
// puzzles, in a series.
const smallSeries = `name: %s
seed: 3
output: {pdf: false, answers: none}
series: {archive: s.json}
sections:
  - {kind: sudoku, size: 4, grade: easy, count: %d}
`

// TestSeriesSupplySpent checks that a volume asking a small supply for
// more puzzles than the series' earlier volumes left is refused before
// any puzzle is made, and that one asking for fewer builds, repeating
// none of the first volume's.
func TestSeriesSupplySpent(t *testing.T) {
	dir := t.TempDir()
	volume := func(name string, count int) ([]gen.Puzzle, int, error) {
		cfg, err := parseConfig(filepath.Join(dir, name+".yaml"), fmt.Appendf(nil, smallSeries, name, count), nil)
		if err != nil {
			t.Fatalf("%s, %d puzzles: %v", name, count, err)
		}
		made := 0
		res, err := Build(context.Background(), cfg, BuildOptions{Dir: filepath.Join(dir, name), Options: Options{Progress: func(Progress) { made++ }}})
		if err != nil {
			return nil, made, err
		}
		var ps []gen.Puzzle
		for _, e := range res.Manifest.Puzzles {
			ps = append(ps, e.Puzzle)
		}
		return ps, made, nil
	}
	cfg, err := parseConfig("s.yaml", fmt.Appendf(nil, smallSeries, "v", 1), nil)
	if err != nil {
		t.Fatal(err)
	}
	most, _ := jobs.SetBound(sudoku.Kind{}, cfg.Sections[0].Params)
	if most < 20 || most > 2000 {
		t.Fatalf("4x4 easy Sudoku: a supply of %d, want a small one", most)
	}
	first, _, err := volume("vol1", most/2)
	if err != nil {
		t.Fatal(err)
	}
	left := most - most/2
	if _, made, err := volume("vol2", left+1); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d puzzles asked and %d in the series archive", left+1, most/2)) || made > 0 {
		t.Errorf("%d more of %d, %d in the archive: got %v after %d puzzles, want refused before any", left+1, most, most/2, err, made)
	}
	second, _, err := volume("vol2", left/4)
	if err != nil {
		t.Fatalf("%d of the %d left: %v", left/4, left, err)
	}
	had := map[string]bool{}
	for _, p := range first {
		had[jobs.PuzzleKey(sudoku.Kind{}, &p)] = true
	}
	for i, p := range second {
		if had[jobs.PuzzleKey(sudoku.Kind{}, &p)] {
			t.Errorf("volume 2 puzzle %d repeats one of volume 1", i+1)
		}
	}
}
