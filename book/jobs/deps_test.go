package jobs_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestJobsImportNothingAbove checks the arrows: book and daily import
// jobs, and jobs reaches none of book, the page layout (but the drawing
// core every kind draws on), daily, web or the command line.
func TestJobsImportNothingAbove(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH: cannot list the package's dependencies")
	}
	const mod = "github.com/puzzlebook/puzzlebook/"
	out, err := exec.Command(gobin, "list", "-deps", mod+"book/jobs").Output()
	if err != nil {
		t.Fatalf("go list -deps book/jobs: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, mod+"gen") {
		t.Fatalf("go list -deps book/jobs: got %d packages without gen, want gen among them", len(deps))
	}
	above := []string{"book", "layout", "daily", "web", "cmd"}
	for _, dep := range deps {
		rel, ok := strings.CutPrefix(dep, mod)
		if !ok || rel == "book/jobs" || rel == "layout/draw" {
			continue
		}
		for _, a := range above {
			if rel == a || strings.HasPrefix(rel, a+"/") {
				t.Errorf("book/jobs depends on %s, want none of %s", dep, strings.Join(above, ", "))
			}
		}
	}
}
