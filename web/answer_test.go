package web

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/play"
)

// smallest generates an easy puzzle of k at its smallest square size
// from 4.
func smallest(t *testing.T, k gen.Kind) *gen.Puzzle {
	t.Helper()
	for n := 4; n <= 15; n++ {
		p := gen.Params{Rows: n, Cols: n, Grade: gen.Easy}
		if k.Validate(p) != nil {
			continue
		}
		puz, err := k.Generate(context.Background(), p, gentest.Seeded(uint64(n)))
		if err != nil {
			t.Fatalf("%s %dx%d: %v", k.Name(), n, n, err)
		}
		return puz
	}
	t.Fatalf("%s: no size from 4 to 15", k.Name())
	return nil
}

// withoutSolution is the puzzle object obj as a page that keeps its
// solution back holds it: without its solution and the steps of hints.
func withoutSolution(t *testing.T, obj any) map[string]any {
	t.Helper()
	data, err := json.Marshal(obj)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	delete(out, "solution")
	delete(out, "steps")
	return out
}

// TestAnswerText holds the text an Answer hashes to its definition: the
// salt, a colon, the cells in reading order apart by commas, a cell
// below 0 written 0.
func TestAnswerText(t *testing.T) {
	got := AnswerText("2027-03-28/s", [][]int{{-1, 3, 1}, {12, 0, 2}})
	if want := "2027-03-28/s:0,3,1,12,0,2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	a := AnswerOf("2027-03-28/s", [][]int{{1}})
	if b := AnswerOf("2027-03-29/s", [][]int{{1}}); a.SHA256 == b.SHA256 || len(a.SHA256) != 64 {
		t.Errorf("got hashes %s and %s under two salts, want two 64-digit hashes that differ", a.SHA256, b.SHA256)
	}
}

// TestAnswerAgrees plays the solution of one puzzle of every kind in the
// kind's own player module (testdata/answer/agree.mjs, with node) on a
// page that keeps the solution back: the module writes the same text as
// AnswerText and answer.js hashes it as AnswerOf does, the board is
// solved there and on a page with the solution, and the start, or the
// board with two entries swapped, is not. It is skipped where node is
// not installed.
func TestAnswerAgrees(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the player's logic tests need it")
	}
	dir := t.TempDir()
	write := func(rel string, data []byte) {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range play.Modules {
		src, err := play.Source(name)
		if err != nil {
			t.Fatal(err)
		}
		write(filepath.Join("play", name), src)
	}
	type testCase struct {
		Kind   string         `json:"kind"`
		Module string         `json:"module"`
		Game   string         `json:"game"`
		Puzzle identity       `json:"puzzle"`
		Held   map[string]any `json:"held"`
	}
	var cases []testCase
	type answer struct{ text, sha256 string }
	want := map[string]answer{}
	for _, k := range kinds.All {
		m := k.Describe().Player
		if !Plays(k) {
			continue
		}
		p := smallest(t, k)
		salt := "2027-03-28/" + k.Name()
		write(filepath.Join("kinds", m.Name), m.Source)
		held := withoutSolution(t, identity{ID: k.Name(), Puzzle: *p})
		held["answer"] = AnswerOf(salt, p.Solution)
		cases = append(cases, testCase{k.Name(), m.Name, m.Game, identity{ID: k.Name(), Puzzle: *p}, held})
		want[k.Name()] = answer{AnswerText(salt, p.Solution), AnswerOf(salt, p.Solution).SHA256}
	}
	data, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	write("cases.json", data)
	script, err := filepath.Abs(filepath.Join("testdata", "answer", "agree.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, script, dir).Output()
	if err != nil {
		t.Fatalf("node agree.mjs: %v", err)
	}
	var got []struct {
		Kind, Text, SHA256                      string
		Solved, SolvedWithSolution, StartSolved bool
		SwappedSolved                           *bool
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("node agree.mjs: %v: %s", err, out)
	}
	if len(got) != len(cases) || len(got) < 10 {
		t.Fatalf("node played %d kinds, want %d (10 or more)", len(got), len(cases))
	}
	for _, g := range got {
		w := want[g.Kind]
		if g.Text != w.text {
			t.Errorf("%s: the module's solution makes the text %q, want AnswerText's %q", g.Kind, g.Text, w.text)
		}
		if g.SHA256 != w.sha256 {
			t.Errorf("%s: answer.js hashes it %s, want AnswerOf's %s", g.Kind, g.SHA256, w.sha256)
		}
		if !g.Solved || !g.SolvedWithSolution {
			t.Errorf("%s: the solution's board is solved %v on a page that keeps the solution back, %v on one with it; want both", g.Kind, g.Solved, g.SolvedWithSolution)
		}
		if g.StartSolved {
			t.Errorf("%s: the start is solved on a page that keeps the solution back", g.Kind)
		}
		if g.SwappedSolved != nil && *g.SwappedSolved {
			t.Errorf("%s: the solution with two entries swapped is solved on a page that keeps the solution back", g.Kind)
		}
		if g.SwappedSolved == nil && g.Kind != "numberlink" {
			t.Errorf("%s: no two entries to swap", g.Kind)
		}
	}
}

// TestWritePageHeld writes a page that keeps its solution back, and
// refuses one whose puzzle holds the solution or whose page has hints.
func TestWritePageHeld(t *testing.T) {
	obj, p := readFixture(t, "sudoku4")
	a := AnswerOf("2027-03-28/s", p.Solution)
	var b strings.Builder
	if err := WritePage(&b, Page{Puzzle: withoutSolution(t, obj), Kind: kindOf(p.Kind), Answer: &a}); err != nil {
		t.Fatal(err)
	}
	if page := b.String(); !strings.Contains(page, `"answer":{"salt":"2027-03-28/s","sha256":"`+a.SHA256+`"}`) || strings.Contains(page, `"solution":`) {
		t.Errorf("the page holds no answer, or the solution")
	}
	fixture := fixturePage(t, "sudoku4")
	for name, pg := range map[string]Page{
		"the solution": {Puzzle: obj, Kind: kindOf(p.Kind), Answer: &a},
		"hints":        {Puzzle: withoutSolution(t, obj), Kind: kindOf(p.Kind), Answer: &a, Steps: fixture.Steps},
	} {
		if err := WritePage(&strings.Builder{}, pg); err == nil {
			t.Errorf("a page that keeps the solution back, with %s: got no error", name)
		}
	}
	if err := WritePage(&strings.Builder{}, Page{Puzzle: withoutSolution(t, obj), Kind: kindOf(p.Kind)}); err == nil {
		t.Error("a page without the solution or an answer: got no error")
	}
}
