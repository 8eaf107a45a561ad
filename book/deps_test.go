package book

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestConfigAndManifestImportNothingAbove checks the arrows below book:
// book, daily and the command line import book/config and book/manifest,
// which reach none of book, daily, web or the command line. The manifest
// reaches no page layout either (but the drawing core every kind draws
// on); the config reader does, as its limits fit the sections to their
// pages (layout.Fit) before any puzzle exists, and never reaches the
// print checks.
func TestConfigAndManifestImportNothingAbove(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH: cannot list the packages' dependencies")
	}
	const mod = "github.com/puzzlebook/puzzlebook/"
	tests := []struct {
		pkg     string
		above   []string // packages, with those under them, it must not reach
		allowed []string // packages under those above that it may reach
	}{
		{"book/config", []string{"book", "daily", "web", "cmd", "layout/preflight"}, []string{"book/config", "book/jobs"}},
		{"book/manifest", []string{"book", "daily", "web", "cmd", "layout"}, []string{"book/manifest", "layout/draw"}},
	}
	for _, tt := range tests {
		out, err := exec.Command(gobin, "list", "-deps", mod+tt.pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", tt.pkg, err)
		}
		deps := strings.Fields(string(out))
		if !slices.Contains(deps, mod+"gen") {
			t.Fatalf("go list -deps %s: got %d packages without gen, want gen among them", tt.pkg, len(deps))
		}
		for _, dep := range deps {
			rel, ok := strings.CutPrefix(dep, mod)
			if !ok || slices.Contains(tt.allowed, rel) {
				continue
			}
			for _, a := range tt.above {
				if rel == a || strings.HasPrefix(rel, a+"/") {
					t.Errorf("%s depends on %s, want none of %s", tt.pkg, rel, strings.Join(tt.above, ", "))
				}
			}
		}
	}
}
