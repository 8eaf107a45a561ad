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
			args := []string{"gen", "--kind", "numberlink", "--size", "6", "--grade", "easy", "-n", "2", "--quiet"}
			for _, f := range tt.flags {
				args = append(args, strings.Replace(f, "DIR", dir, 1))
			}
			r := runArgs(args...)
			if r.code != tt.code {
				t.Fatalf("gen %s: got exit %d and %q, want %d", tt.name, r.code, r.stderr, tt.code)
			}
			if tt.code != 0 {
				if !strings.Contains(r.stderr, tt.want) {
					t.Errorf("gen %s: got %q, want a line containing %q", tt.name, r.stderr, tt.want)
				}
				if _, err := os.Stat(dir); err == nil {
					t.Errorf("gen %s: got %s made, want no files", tt.name, dir)
				}
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
