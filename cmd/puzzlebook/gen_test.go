package main

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenPNG draws generated Numberlink puzzles with --png, grey and with
// --colour, and refuses the PNG options without --png.
func TestGenPNG(t *testing.T) {
	tests := []struct {
		name  string
		flags []string
		code  int
		want  string // the decoded image type, or a line of standard error
	}{
		{"grey", []string{"--png", "DIR"}, 0, "*image.Gray"},
		{"colour", []string{"--png", "DIR", "--colour"}, 0, "*image.RGBA"},
		{"colour without png", []string{"--colour"}, 2, "puzzlebook: gen: --colour is an option of --png, --svg and --pdf"},
		{"dpi without png", []string{"--dpi", "300"}, 2, "puzzlebook: gen: --dpi is an option of --png DIR"},
		{"bad dpi", []string{"--png", "DIR", "--dpi", "5"}, 2, "want 36 to 1200"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "png")
			if !genInto(t, tt.name, []string{"--kind", "numberlink", "--size", "6", "--grade", "easy", "-n", "2", "--quiet"}, tt.flags, dir, tt.code, tt.want) {
				return
			}
			for _, name := range []string{"puzzle-001.png", "puzzle-002.png", "answer-001.png", "answer-002.png"} {
				data, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Fatalf("gen %s: %v", tt.name, err)
				}
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("gen %s: %s: %v", tt.name, name, err)
				}
				if got := fmt.Sprintf("%T", img); got != tt.want {
					t.Errorf("gen %s: %s: got a %s, want a %s", tt.name, name, got, tt.want)
				}
			}
		})
	}
}

// genInto runs gen with base arguments and flags, DIR in a flag standing
// for dir, and wants exit code; a refusal must name want and leave dir
// unmade. It reports whether the run succeeded, for the caller to check
// the files.
func genInto(t *testing.T, name string, base, flags []string, dir string, code int, want string) bool {
	t.Helper()
	args := append([]string{"gen"}, base...)
	for _, f := range flags {
		args = append(args, strings.Replace(f, "DIR", dir, 1))
	}
	r := runArgs(args...)
	if r.code != code {
		t.Fatalf("gen %s: got exit %d and %q, want %d", name, r.code, r.stderr, code)
	}
	if code == 0 {
		return true
	}
	if !strings.Contains(r.stderr, want) {
		t.Errorf("gen %s: got %q, want a line containing %q", name, r.stderr, want)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Errorf("gen %s: got %s made, want no files", name, dir)
	}
	return false
}
