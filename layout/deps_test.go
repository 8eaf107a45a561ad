package layout_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencyDirection checks that the arrows between layout's
// packages point one way: layout composes and calls the backends
// (layout/pdf, layout/png, layout/svg), which import nothing of layout's
// but the drawing core and the parsed fonts, as does the measure of ink
// (layout/internal/ink), which the text setter (layout/internal/textset)
// adds to; the drawing core imports nothing of layout's; the cover
// (layout/cover) imports layout, which never imports it; and the print
// checks (layout/preflight) import what they check, which never imports
// them.
func TestDependencyDirection(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH: cannot list the packages' dependencies")
	}
	const mod = "github.com/puzzlebook/puzzlebook/"
	tests := []struct {
		pkg     string
		allowed []string // the module's packages it may depend on
	}{
		{"layout/draw", []string{"fonts"}},
		{"layout/internal/ink", []string{"fonts", "layout/draw", "layout/internal/glyph"}},
		{"layout/pdf", []string{"fonts", "layout/draw", "layout/internal/dc", "layout/internal/glyph"}},
		{"layout/png", []string{"fonts", "layout/draw", "layout/internal/glyph"}},
		{"layout/svg", []string{"fonts", "layout/draw", "layout/internal/dc", "layout/internal/glyph"}},
		{"layout/internal/textset", []string{"fonts", "layout/draw", "layout/internal/glyph", "layout/internal/ink"}},
		{"layout/lang", nil},
		{"layout", []string{"fonts", "layout/draw", "layout/internal/dc", "layout/internal/glyph", "layout/internal/ink", "layout/internal/textset", "layout/lang", "layout/pdf", "layout/png", "layout/svg"}},
		{"layout/cover", []string{"fonts", "layout", "layout/draw", "layout/internal/dc", "layout/internal/glyph", "layout/internal/ink", "layout/internal/textset", "layout/lang", "layout/pdf", "layout/png", "layout/svg"}},
		{"layout/preflight", []string{"fonts", "layout", "layout/cover", "layout/draw", "layout/internal/dc", "layout/internal/glyph", "layout/internal/ink", "layout/internal/textset", "layout/lang", "layout/pdf", "layout/png", "layout/svg"}},
	}
	for _, tt := range tests {
		out, err := exec.Command(gobin, "list", "-deps", mod+tt.pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", tt.pkg, err)
		}
		deps := strings.Fields(string(out))
		if len(deps) < 10 {
			t.Fatalf("go list -deps %s: %d packages, want the standard library's at least", tt.pkg, len(deps))
		}
		for _, dep := range deps {
			name, ok := strings.CutPrefix(dep, mod)
			if !ok || name == tt.pkg {
				continue
			}
			found := false
			for _, a := range tt.allowed {
				found = found || name == a
			}
			if !found {
				t.Errorf("%s depends on %s, want only %v of this module", tt.pkg, name, tt.allowed)
			}
		}
	}
}
