package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// keyExample returns the example value of the key whose flag is called
// name, from gen.CommonKeys or the descriptors of kinds.All.
func keyExample(t *testing.T, name string) string {
	t.Helper()
	key := strings.ReplaceAll(name, "-", "_")
	if k, ok := gen.CommonKey(key); ok {
		return k.Example
	}
	if _, k, ok := kinds.Owner(kinds.All, key); ok {
		return k.Example
	}
	t.Fatalf("--%s: no key of that name", name)
	return ""
}

// TestGenKeysNotApplying checks every gen flag of a generation key that
// does not apply to each kind: a usage error (status 2) naming the kinds
// that take it, as book sections and daily slots refuse the key.
func TestGenKeysNotApplying(t *testing.T) {
	for _, k := range kinds.All {
		for _, name := range keyFlags() {
			key := strings.ReplaceAll(name, "-", "_")
			if k.Describe().Takes(key) {
				continue
			}
			t.Run(k.Name()+" "+name, func(t *testing.T) {
				r := runArgs("gen", "--kind", k.Name(), "--"+name, keyExample(t, name))
				want := "puzzlebook: gen: " + kinds.CheckKey(kinds.All, k, key, "--"+name).Error() + "\n"
				if r.code != exitUsage || !strings.HasPrefix(r.stderr, want) || r.stdout != "" {
					t.Errorf("gen --kind %s --%s: got exit %d, stderr %q, want exit 2 and %q", k.Name(), name, r.code, r.stderr, want)
				}
			})
		}
	}
}

// TestGenKeysApplying checks that every key of every kind's descriptor
// (and every common key it takes) is a gen flag that the kind accepts
// with the key's example value, setting what the key reads back.
func TestGenKeysApplying(t *testing.T) {
	for _, k := range kinds.All {
		for _, name := range keyFlags() {
			key := strings.ReplaceAll(name, "-", "_")
			if !k.Describe().Takes(key) || key == gen.KeyGrade {
				continue
			}
			t.Run(k.Name()+" "+name, func(t *testing.T) {
				fs := flag.NewFlagSet("gen", flag.ContinueOnError)
				kf := newKindFlags(fs)
				size := fs.Int("size", 9, "")
				symmetry := fs.String("symmetry", "default", "")
				if err := fs.Parse([]string{"--" + name, keyExample(t, name)}); err != nil {
					t.Fatalf("--%s: %v", name, err)
				}
				ask := genAsk{kind: k.Name(), grade: "easy", symmetry: *symmetry, size: *size, n: 1, kf: kf}
				_, p, err := ask.params(fs)
				if err != nil {
					t.Fatalf("gen --kind %s --%s %s: got %v, want no problem", k.Name(), name, keyExample(t, name), err)
				}
				if d, ok := k.Describe().Key(key); ok && len(d.Sets) == 0 && d.Get(p) != d.Example {
					t.Errorf("gen --kind %s --%s %s: got %q back", k.Name(), name, d.Example, d.Get(p))
				}
			})
		}
	}
}

// TestGenKeysAll checks that every flag that does not apply is named,
// not only the first.
func TestGenKeysAll(t *testing.T) {
	r := runArgs("gen", "--kind", "sudoku", "--paths", "5", "--pattern", "border")
	want := "puzzlebook: gen: sudoku: --paths applies to numberlink only; sudoku: --pattern applies to numbrix and hidato only\n"
	if r.code != exitUsage || !strings.HasPrefix(r.stderr, want) {
		t.Errorf("got exit %d, stderr %q, want exit 2 and %q", r.code, r.stderr, want)
	}
}

// TestGenNamesAnyCase checks that gen reads kinds, grades, symmetries,
// shapes, patterns, ends and formats in any case, as configs do.
func TestGenNamesAnyCase(t *testing.T) {
	for _, args := range [][]string{
		{"--kind", "Sudoku", "--size", "4", "--grade", "EASY", "--symmetry", "None", "--format", "Text"},
		{"--kind", "HIDATO", "--size", "6", "--grade", "Any", "--shape", "Circle", "--pattern", "Mirror", "--ends", "Free"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			lower := make([]string, len(args))
			for i, a := range args {
				lower[i] = strings.ToLower(a)
			}
			got, want := runArgs(append([]string{"gen", "--quiet"}, args...)...), runArgs(append([]string{"gen", "--quiet"}, lower...)...)
			if got.code != exitOK || got.stdout != want.stdout || got.stdout == "" {
				t.Errorf("got exit %d, stdout %q, stderr %q; want exit 0 and the puzzle of %v, %q", got.code, got.stdout, got.stderr, lower, want.stdout)
			}
		})
	}
}

// TestVersion checks that --version and version print the same line,
// from the binary's build information, and exit 0.
func TestVersion(t *testing.T) {
	a, b := runArgs("--version"), runArgs("version")
	if a.code != exitOK || b.code != exitOK || a.stdout != b.stdout || a.stderr != "" {
		t.Errorf("got --version %+v and version %+v, want the same line and status 0", a, b)
	}
	if !strings.HasPrefix(a.stdout, "puzzlebook ") || !strings.HasSuffix(a.stdout, "; manifests say "+manifest.Version+"\n") {
		t.Errorf("got %q, want a line starting \"puzzlebook \" and naming %s", a.stdout, manifest.Version)
	}
	if r := runArgs("version", "x"); r.code != exitUsage {
		t.Errorf("version x: got status %d, want 2", r.code)
	}
}

// TestVersionLine checks the line for each amount of build information.
func TestVersionLine(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "4a778ce58a91"},
		{Key: "vcs.time", Value: "2026-11-24T04:36:58Z"}, {Key: "vcs.modified", Value: "true"}}
	tail := "; manifests say " + manifest.Version
	tests := []struct {
		name string
		info *debug.BuildInfo
		want string
	}{
		{"none", nil, "puzzlebook (unknown version)" + tail},
		{"go run", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, "puzzlebook (devel), go1.26.8" + tail},
		{"go build in a clone", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261124043658-4a778ce58a91+dirty"}, Settings: vcs},
			"puzzlebook v0.0.0-20261124043658-4a778ce58a91+dirty, revision 4a778ce58a91 (2026-11-24T04:36:58Z, modified), go1.26.8" + tail},
		{"revision alone", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}, Settings: vcs[1:2]}, "puzzlebook v1.2.0, revision 4a778ce58a91" + tail},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := versionLine(tt.info); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestBuildFailureLeavesNoDirectory checks that a build that fails after
// its puzzles are made (the cover's blurb does not fit) exits 1 and
// leaves no output directory behind.
func TestBuildFailureLeavesNoDirectory(t *testing.T) {
	dir := t.TempDir()
	cfg := writeConfig(t, dir, "x.yaml", "page: {size: 6x9}\noutput: {cover: true}\nprint_on_demand: true\ncover: {back_text: "+strings.Repeat("word ", 590)+"}\nsections:\n  - {kind: sudoku, size: 4, grade: easy, count: 2}\n")
	out := filepath.Join(dir, "new", "out")
	r := runArgs("build", cfg, "-o", out, "--quiet")
	if r.code != exitFailure || !strings.Contains(r.stderr, "preflight failed") {
		t.Errorf("got status %d, stderr %.200q; want 1 and a failed preflight", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "new")); !os.IsNotExist(err) {
		t.Errorf("got %s after a failed build (%v), want no directory", filepath.Join(dir, "new"), err)
	}
}

// TestCheckInputs checks that check refuses an input without a puzzle
// (status 2, "FILE holds no puzzles") and checks the puzzles of a daily
// SLOT.json and of the files a daily index.json names.
func TestCheckInputs(t *testing.T) {
	dir := t.TempDir()
	feed := filepath.Join(dir, "feed")
	cfg := writeConfig(t, dir, "kids.yaml", dailyFeed)
	if r := runArgs("daily", cfg, "--from", "2026-12-04", "--days", "2", "-o", feed, "--quiet"); r.code != exitOK {
		t.Fatalf("daily: got status %d, stderr %q", r.code, r.stderr)
	}
	tests := []struct {
		name, file, text string // text: the file's contents, when not a file of the feed
		code             int
		out, errOut      string
	}{
		{"empty object", "a.json", "{}", exitUsage, "", "holds no puzzles: a JSON object with neither"},
		{"empty list", "b.json", "[]", exitUsage, "", "holds no puzzles: an empty list"},
		{"other object", "c.json", `{"foo":1}`, exitUsage, "", "holds no puzzles: a JSON object with neither"},
		{"empty manifest", "d.json", `{"name":"x","puzzles":[]}`, exitUsage, "", "holds no puzzles: its puzzles list is empty"},
		{"SLOT.json", "feed/2026-12-05/six.json", "", exitOK, "1 passed, 0 failed\n", ""},
		{"index.json", "feed/index.json", "", exitOK, "4 passed, 0 failed\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.file)
			if tt.text != "" {
				writeConfig(t, dir, tt.file, tt.text)
			}
			r := runArgs("check", path)
			errOut := tt.errOut
			if errOut != "" {
				errOut = "puzzlebook: check: " + path + " " + errOut
			}
			if r.code != tt.code || r.stdout != tt.out || !strings.HasPrefix(r.stderr, errOut) {
				t.Errorf("check %s: got status %d, stdout %q, stderr %q; want %d, %q, %q", tt.file, r.code, r.stdout, r.stderr, tt.code, tt.out, errOut)
			}
		})
	}

	t.Run("tampered", func(t *testing.T) {
		slot := filepath.Join(feed, "2026-12-04", "four.json")
		data := readFile(t, slot)
		var e manifest.Entry
		if err := json.Unmarshal(data, &e); err != nil {
			t.Fatal(err)
		}
		blankGiven(&e)
		var b bytes.Buffer
		if err := manifest.WriteJSON(&b, e); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(slot, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		r := runArgs("check", filepath.Join(feed, "index.json"))
		want := "puzzle 1 (kids-2026-12-04-four): more than one solution\n3 passed, 1 failed\n"
		if r.code != exitNotUnique || r.stdout != want {
			t.Errorf("check index.json: got status %d, stdout %q; want 3 and %q", r.code, r.stdout, want)
		}
	})
}
