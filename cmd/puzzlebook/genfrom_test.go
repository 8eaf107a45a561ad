package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestGenFromBook builds testdata/rebuild.yaml (every kind, with its
// params) and rebuilds each puzzle with gen --from NAME.json --number N
// in every format: the output is what gen writes of the manifest's
// record, and in JSON the record's puzzle object but for its pages.
func TestGenFromBook(t *testing.T) {
	dir := t.TempDir()
	if r := runArgs("build", "testdata/rebuild.yaml", "-o", dir, "--quiet"); r.code != 0 {
		t.Fatalf("build: got exit %d: %s", r.code, r.stderr)
	}
	manifestFile := filepath.Join(dir, "every.json")
	data := readFile(t, manifestFile)
	es, err := manifest.ReadPuzzles(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var raw struct{ Puzzles []json.RawMessage }
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for i, e := range es {
		t.Run(e.ID, func(t *testing.T) {
			out := assertRebuilt(t, e, "--from", manifestFile, "--number", strconv.Itoa(e.Number))
			assertSameFields(t, out, raw.Puzzles[i], "page", "answer_page")
			byID := runArgs("gen", "--from", manifestFile, "--id", e.ID, "--format", "json")
			if byID.code != 0 || byID.stdout != out {
				t.Errorf("--id %s: got exit %d and\n%s\nwant what --number %d gives", e.ID, byID.code, byID.stdout, e.Number)
			}
		})
	}
}

// TestGenFromDaily publishes two dates of testdata/rebuild.yaml's feed
// and rebuilds each puzzle from its SLOT.json in every format, and from
// index.json with --id; the rebuilt PNGs are the feed's.
func TestGenFromDaily(t *testing.T) {
	dir := t.TempDir()
	if r := runArgs("daily", "testdata/rebuild.yaml", "-o", dir, "--from", "2026-12-04", "--days", "2", "--quiet"); r.code != 0 {
		t.Fatalf("daily: got exit %d: %s", r.code, r.stderr)
	}
	files, err := filepath.Glob(filepath.Join(dir, "2026-*", "*.json"))
	// Each date's index.json lists its files; the others are SLOT.json.
	files = slices.DeleteFunc(files, func(f string) bool { return filepath.Base(f) == "index.json" })
	if err != nil || len(files) != 10 {
		t.Fatalf("got SLOT.json files %v (%v), want 10", files, err)
	}
	for _, file := range files {
		name, _ := filepath.Rel(dir, file)
		t.Run(name, func(t *testing.T) {
			data := readFile(t, file)
			es, err := manifest.ReadPuzzles(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			out := assertRebuilt(t, es[0], "--from", file)
			assertSameFields(t, out, data, "date", "slot", "steps", "title", "rules", "how_to")
			byIndex := runArgs("gen", "--from", filepath.Join(dir, "index.json"), "--id", es[0].ID, "--format", "json")
			if byIndex.code != 0 || byIndex.stdout != out {
				t.Errorf("index.json --id %s: got exit %d and\n%s%s\nwant what the SLOT.json gives", es[0].ID, byIndex.code, byIndex.stdout, byIndex.stderr)
			}
			png := t.TempDir()
			if r := runArgs("gen", "--from", file, "--png", png, "--dpi", "36", "--quiet"); r.code != 0 {
				t.Fatalf("--png: got exit %d: %s", r.code, r.stderr)
			}
			slot := strings.TrimSuffix(file, ".json")
			for _, f := range [][2]string{{"puzzle-001.png", slot + ".png"}, {"answer-001.png", slot + "-solution.png"}} {
				if !bytes.Equal(readFile(t, filepath.Join(png, f[0])), readFile(t, f[1])) {
					t.Errorf("--png: got %s unlike the feed's %s", f[0], filepath.Base(f[1]))
				}
			}
		})
	}
}

// assertRebuilt runs gen with args in every format and wants what gen
// writes of e's puzzle without its pages; it returns the JSON output.
func assertRebuilt(t *testing.T, e manifest.Entry, args ...string) string {
	t.Helper()
	k, ok := kinds.Find(e.Kind)
	if !ok {
		t.Fatalf("unknown kind %q", e.Kind)
	}
	e.Page, e.AnswerPage = 0, 0
	var js string
	for _, format := range []string{"text", "grid", "json", "ipuz"} {
		r := runArgs(append([]string{"gen", "--format", format}, args...)...)
		if r.code != 0 {
			t.Fatalf("%s: got exit %d: %s", format, r.code, r.stderr)
		}
		var want bytes.Buffer
		o := newOutput(&want)
		if err := writePuzzles(o, k, []manifest.Entry{e}, format); err != nil {
			t.Fatal(err)
		}
		if err := o.close(); err != nil {
			t.Fatal(err)
		}
		if r.stdout != want.String() {
			t.Errorf("%s: got\n%s\nwant\n%s", format, r.stdout, want.String())
		}
		if format == "json" {
			js = r.stdout
		}
	}
	return js
}

// assertSameFields wants the one puzzle object of the JSON array out to
// have the fields of the object record, but for skip and answer_page
// (which gen writes as 0), with the same values.
func assertSameFields(t *testing.T, out string, record []byte, skip ...string) {
	t.Helper()
	var got []map[string]json.RawMessage
	var want map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &got); err != nil || len(got) != 1 {
		t.Fatalf("got %d objects (%v) in\n%s\nwant one", len(got), err, out)
	}
	if err := json.Unmarshal(record, &want); err != nil {
		t.Fatal(err)
	}
	for _, f := range append(skip, "answer_page") {
		delete(got[0], f)
		delete(want, f)
	}
	if _, ok := want["params"]; !ok {
		t.Error("the record has no params")
	}
	for f, w := range want {
		if g, ok := got[0][f]; !ok || compact(t, g) != compact(t, w) {
			t.Errorf("%s: got %s, want %s", f, g, w)
		}
	}
	for f := range got[0] {
		if _, ok := want[f]; !ok {
			t.Errorf("%s: got it, but the record has none", f)
		}
	}
}

// compact is the JSON value v without white space.
func compact(t *testing.T, v json.RawMessage) string {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, v); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestGenFromRefuses gives gen --from records it cannot rebuild from.
func TestGenFromRefuses(t *testing.T) {
	dir := t.TempDir()
	if r := runArgs("build", "testdata/tiny.yaml", "-o", dir, "--quiet"); r.code != 0 {
		t.Fatalf("build: got exit %d: %s", r.code, r.stderr)
	}
	manifestFile := filepath.Join(dir, "tiny.json")
	var m map[string]any
	if err := json.Unmarshal(readFile(t, manifestFile), &m); err != nil {
		t.Fatal(err)
	}
	for _, p := range m["puzzles"].([]any) {
		delete(p.(map[string]any), "params")
	}
	old, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	oldManifest := writeConfig(t, dir, "old.json", string(old))
	first := m["puzzles"].([]any)[0].(map[string]any)
	delete(first, "number") // as a SLOT.json has none
	one, err := json.Marshal(first)
	if err != nil {
		t.Fatal(err)
	}
	slot := writeConfig(t, dir, "slot.json", string(one))
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--from", oldManifest, "--id", "tiny-s1-002"}, "puzzlebook: gen: " + oldManifest + ": book: tiny-s1-002: the record has no params (it was written before puzzlebook recorded them)"},
		{[]string{"--from", manifestFile}, "puzzlebook: gen: " + manifestFile + " holds 6 puzzles: give --number N or --id ID to choose one"},
		{[]string{"--from", manifestFile, "--number", "7"}, "holds no puzzle number 7 (its 6 puzzles are numbered 1 to 6)"},
		{[]string{"--from", manifestFile, "--id", "tiny-s3-001"}, `holds no puzzle with id "tiny-s3-001"`},
		{[]string{"--from", slot, "--number", "1"}, "holds no puzzle number 1 (its one puzzle has no number: leave --number out)"},
		{[]string{"--from", filepath.Join(dir, "missing.json"), "--number", "1"}, "missing.json: no such file"},
	} {
		r := runArgs(append([]string{"gen"}, tt.args...)...)
		if r.code != exitUsage || r.stdout != "" || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("gen %s: got exit %d, stdout %q, stderr %q; want exit 2 and %q", strings.Join(tt.args, " "), r.code, r.stdout, r.stderr, tt.want)
		}
	}
}
