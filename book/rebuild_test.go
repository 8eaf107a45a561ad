package book

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// rebuildBook has a section of every kind, with the params each takes
// (a listed 4x4 Sudoku supply, givens, symmetry, max_gap, pattern,
// shape, ends, paths, solids). Under its seed the first attempt at the
// third 5x5 hard Numberlink repeats the first (reflected), so the book
// holds a puzzle made by a retry, from an AttemptSeed.
const rebuildBook = `name: every
seed: 2
page: {size: a5}
output: {pdf: true, answers: back}
sections:
  - {kind: sudoku, size: 4, grade: easy, count: 3}
  - {kind: sudoku, size: 6, grade: easy, count: 2, givens: 14-18}
  - {kind: sudoku, size: 9, grade: medium, count: 2, symmetry: mirror}
  - {kind: numbrix, size: 6, grade: easy, count: 2, max_gap: 8, pattern: border}
  - {kind: hidato, size: 6, grade: easy, count: 2, shape: diamond, ends: free, symmetry: none}
  - {kind: numberlink, size: 7, grade: easy, count: 2, paths: 5-7, solids: 2}
  - {kind: numberlink, size: 5, grade: hard, count: 3}
`

// buildManifest builds the config yaml (real kinds) into a temporary
// folder and returns its manifest's puzzles as ReadPuzzles reads them.
func buildManifest(t *testing.T, yaml string) (*config.Config, []manifest.Entry) {
	t.Helper()
	cfg, err := config.Parse("rebuild.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, cfg.Name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	es, err := manifest.ReadPuzzles(f)
	if err != nil {
		t.Fatal(err)
	}
	return cfg, es
}

// TestRebuildBook rebuilds every puzzle of a book of every kind from its
// manifest record alone and wants the record back: the same givens,
// solution, grade and score, and the same JSON bytes but for the pages.
func TestRebuildBook(t *testing.T) {
	cfg, es := buildManifest(t, rebuildBook)
	retries, picks := 0, 0
	for _, e := range es {
		t.Run(e.ID, func(t *testing.T) {
			if e.Params == nil {
				t.Fatal("got no params in the manifest")
			}
			if e.Params.Pick > 0 {
				picks++
			}
			if e.Seed != jobs.JobSeed(cfg.Seed, e.Section-1, indexOf(t, e.ID)) {
				retries++
			}
			got, err := Rebuild(context.Background(), e, Options{})
			if err != nil {
				t.Fatal(err)
			}
			assertSamePuzzle(t, got, e)
			want := e
			want.Page, want.AnswerPage = 0, 0
			if a, b := entryJSON(t, got), entryJSON(t, want); !bytes.Equal(a, b) {
				t.Errorf("got JSON\n%s\nwant the record's\n%s", a, b)
			}
		})
	}
	if picks == 0 {
		t.Error("got no puzzle with a pick; the test no longer rebuilds a listed supply")
	}
	if retries == 0 {
		t.Error("got no puzzle made by a retry; the test no longer rebuilds from an AttemptSeed")
	}
}

// TestRebuildRecordsParams checks that the manifest records each
// section's params as the config sets them.
func TestRebuildRecordsParams(t *testing.T) {
	_, es := buildManifest(t, rebuildBook)
	want := map[int]string{
		2: `{"rows":6,"cols":6,"grade":"easy","givens":"14-18"}`,
		3: `{"rows":9,"cols":9,"grade":"medium","symmetry":"mirror"}`,
		4: `{"rows":6,"cols":6,"grade":"easy","pattern":"border","max_gap":8}`,
		5: `{"rows":6,"cols":6,"grade":"easy","symmetry":"none","shape":"diamond","ends":"free"}`,
		6: `{"rows":7,"cols":7,"grade":"easy","paths":"5-7","solids":2}`,
	}
	for _, e := range es {
		w, ok := want[e.Section]
		if !ok {
			continue
		}
		b, err := json.Marshal(e.Params)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != w {
			t.Errorf("%s: got params %s, want %s", e.ID, b, w)
		}
	}
}

// TestRebuildRefuses checks the errors of Rebuild: a record without
// params (an older manifest), params its kind refuses, and a record the
// rebuilt puzzle does not match.
func TestRebuildRefuses(t *testing.T) {
	_, es := buildManifest(t, "name: one\nseed: 5\nsections: [{kind: sudoku, size: 6, grade: easy, count: 1}]\n")
	e := es[0]

	old := e
	old.Params = nil
	_, err := Rebuild(context.Background(), old, Options{})
	if !errors.Is(err, ErrNoParams) || !errors.As(err, new(*RefusedError)) {
		t.Errorf("without params: got %v, want a RefusedError wrapping ErrNoParams", err)
	}

	bad := e
	bad.Params = &manifest.Params{Rows: 5, Cols: 5, Grade: "easy"}
	if _, err := Rebuild(context.Background(), bad, Options{}); err == nil || !errors.As(err, new(*RefusedError)) {
		t.Errorf("with a 5x5 Sudoku: got %v, want a RefusedError", err)
	}

	moved := e
	moved.Score++
	_, err = Rebuild(context.Background(), moved, Options{})
	if !errors.Is(err, ErrRebuiltDiffers) || !strings.Contains(err.Error(), ": score;") {
		t.Errorf("with another score: got %v, want ErrRebuiltDiffers naming score", err)
	}
}

// assertSamePuzzle fails unless got holds the puzzle of want.
func assertSamePuzzle(t *testing.T, got, want manifest.Entry) {
	t.Helper()
	for _, f := range []struct {
		name      string
		got, want string
	}{
		{"givens", fmt.Sprint(got.Givens), fmt.Sprint(want.Givens)},
		{"solution", fmt.Sprint(got.Solution), fmt.Sprint(want.Solution)},
		{"grade", got.Grade.String(), want.Grade.String()},
		{"score", strconv.Itoa(got.Score), strconv.Itoa(want.Score)},
	} {
		if f.got != f.want {
			t.Errorf("%s: got %s %s, want %s", want.ID, f.name, f.got, f.want)
		}
	}
}

// entryJSON is e as manifests write it.
func entryJSON(t *testing.T, e manifest.Entry) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := manifest.WriteJSON(&b, e); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// indexOf reads the 0-based index in its section of the puzzle whose id
// is NAME-sS-NNN.
func indexOf(t *testing.T, id string) int {
	t.Helper()
	n, err := strconv.Atoi(id[strings.LastIndex(id, "-")+1:])
	if err != nil {
		t.Fatalf("id %q: %v", id, err)
	}
	return n - 1
}
