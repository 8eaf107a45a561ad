package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// runFull runs the command line args with standard output on /dev/full,
// where every write fails with "no space left on device", as it would on
// a full disk; it skips where there is no /dev/full.
func runFull(t *testing.T, args ...string) result {
	t.Helper()
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full to write to: %v", err)
	}
	defer full.Close()
	var errOut bytes.Buffer
	code := runContext(context.Background(), stdio{in: strings.NewReader(""), out: full, errOut: &errOut}, args)
	return result{code: code, stderr: errOut.String()}
}

// TestFullDevice runs every command that writes to standard output with
// it on a full device: each must exit 1 and say what it could not write.
func TestFullDevice(t *testing.T) {
	dir := t.TempDir()
	// 4,000 one-line puzzles give 96 KB of verdicts, more than one
	// buffer, so solve meets the error before the input ends.
	many := writeConfig(t, dir, "many.txt", strings.Repeat("...1...43...4...\n", 4000))
	two := writeConfig(t, dir, "two.txt", "...1...43...4...\n................\n")
	gen := runArgs("gen", "--size", "4", "-n", "3", "--format", "json", "--quiet")
	if gen.code != 0 {
		t.Fatalf("gen: got exit %d, stderr %q", gen.code, gen.stderr)
	}
	manifest := writeConfig(t, dir, "three.json", gen.stdout)
	feed := filepath.Join(dir, "feed")
	daily := runArgs("daily", writeConfig(t, dir, "kids.yaml", dailyFeed), "--from", "2026-12-04", "-o", feed, "--quiet")
	if daily.code != 0 {
		t.Fatalf("daily: got exit %d, stderr %q", daily.code, daily.stderr)
	}
	archive := filepath.Join(feed, "archive.db")

	const full = "writing standard output: no space left on device; "
	tests := []struct {
		args []string
		want string // a regular expression for the message
	}{
		{[]string{"gen", "--size", "4", "-n", "3"}, "gen: " + full + "0 of 3 puzzles written$"},
		{[]string{"gen", "--size", "4", "-n", "3", "--format", "json"}, "gen: " + full + "0 of 3 puzzles written$"},
		{[]string{"gen", "--size", "4", "-n", "2", "--format", "ipuz"}, "gen: " + full + "0 of 2 puzzles written$"},
		{[]string{"solve", two}, "solve: " + full + "0 of 2 results written$"},
		{[]string{"solve", "--workers", "2", many}, "solve: " + full + "0 of [0-9]+ results written, the rest of the input skipped$"},
		{[]string{"explain", two}, "explain: " + full + "0 of 2 explanations written$"},
		{[]string{"check", manifest}, "check: " + full + `0 of 1 line written \(3 passed, 0 failed\)$`},
		{[]string{"archive", "list", "--archive", archive}, "archive: " + full + "0 of 2 records written$"},
		{[]string{"archive", "show", "kids-2026-12-04-four", "--archive", archive}, "archive: " + full + "the record of kids-2026-12-04-four not written$"},
		{[]string{"version"}, "version: " + full + "the version line not written$"},
		{[]string{"--version"}, "version: " + full + "the version line not written$"},
		{[]string{"help"}, "help: " + full + "the help not written$"},
	}
	for _, name := range []string{"build", "gen", "solve", "explain", "check", "daily", "archive", "version"} {
		if name != "version" {
			tests = append(tests, struct {
				args []string
				want string
			}{[]string{name, "--help"}, name + ": " + full + "the help not written$"})
		}
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runFull(t, tt.args...)
			want := regexp.MustCompile("(?m)^puzzlebook: " + tt.want)
			if r.code != exitFailure || !want.MatchString(r.stderr) {
				t.Errorf("got exit %d and stderr %q, want 1 and a line matching %q", r.code, r.stderr, want)
			}
		})
	}

	// build and daily write files, and nothing to standard output: a full
	// standard output costs them nothing.
	for _, args := range [][]string{
		{"build", "testdata/tiny.yaml", "-o", filepath.Join(dir, "book"), "--quiet"},
		{"daily", filepath.Join(dir, "kids.yaml"), "--from", "2026-12-05", "-o", feed, "--quiet"},
	} {
		t.Run(strings.Join(args[:1], " "), func(t *testing.T) {
			if r := runFull(t, args...); r.code != exitOK || r.stderr != "" {
				t.Errorf("got exit %d and stderr %q, want 0 and nothing", r.code, r.stderr)
			}
		})
	}
}
