package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// refusingDir returns a folder in which no file can be made: a read-only
// folder, or, for root, who writes into those, /proc.
func refusingDir(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		dir := filepath.Join(t.TempDir(), "read-only")
		if err := os.Mkdir(dir, 0o555); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	if _, err := os.Stat("/proc/self"); err != nil {
		t.Skip("running as root without /proc: no folder refuses a new file")
	}
	return "/proc"
}

// TestExitCodes checks that a failure of the environment (an output file
// or folder that cannot be made) exits 1, and an input or usage problem
// (a folder as the config, an archive path SQLite cannot take) exits 2.
func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	file := writeConfig(t, dir, "file", "a regular file\n")
	under := filepath.Join(file, "sub") // a folder under a regular file cannot be made
	refusing := refusingDir(t)
	feed := writeConfig(t, dir, "kids.yaml", dailyFeed)
	gen := []string{"gen", "--size", "4", "-n", "1", "--quiet"}
	tests := []struct {
		name string
		args []string
		code int
		want string // in standard error
	}{
		{"build into a folder that refuses files", []string{"build", "testdata/tiny.yaml", "-o", refusing, "--quiet"}, 1, "puzzlebook: build: book: cannot lock the output folder " + refusing},
		{"build under a file", []string{"build", "testdata/tiny.yaml", "-o", under, "--quiet"}, 1, "not a directory"},
		{"gen --png into a folder that refuses files", append(gen, "--png", refusing), 1, "puzzlebook: gen: book: open " + refusing},
		{"gen --png under a file", append(gen, "--png", under), 1, "not a directory"},
		{"gen --html into a folder that refuses files", append(gen, "--html", refusing), 1, "open " + refusing},
		{"gen --svg into a folder that refuses files", append(gen, "--svg", refusing), 1, "open " + refusing},
		{"daily under a file", []string{"daily", feed, "-o", under, "--quiet"}, 1, "not a directory"},
		{"build of a folder", []string{"build", dir}, 2, "is a directory"},
		{"daily of a folder", []string{"daily", dir, "-o", filepath.Join(dir, "feed")}, 2, "is a directory"},
		{"build of a missing config", []string{"build", filepath.Join(dir, "missing.yaml")}, 2, "no such file"},
		{"daily --archive with '?'", []string{"daily", feed, "-o", filepath.Join(dir, "feed"), "--archive", "x?y"}, 2, "puzzlebook: daily: --archive: archive x?y: the path may not hold '?' or '#'"},
		{"archive list --archive with '#'", []string{"archive", "list", "--archive", "x#y"}, 2, "puzzlebook: archive: --archive: archive x#y: the path may not hold"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runArgs(tt.args...)
			if r.code != tt.code || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("%v: got exit %d, stderr %q; want %d and %q", tt.args, r.code, r.stderr, tt.code, tt.want)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "feed")); !os.IsNotExist(err) {
		t.Errorf("a refused daily run made %s (%v), want nothing made", filepath.Join(dir, "feed"), err)
	}
}
