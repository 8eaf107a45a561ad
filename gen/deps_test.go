package gen_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// printOnly are the modules that put pages on paper or pixels: a PDF
// writer, PNG drawing and font rasterisers. The kind contract, the kinds,
// the ipuz codec and the web pages draw through layout/draw and must link
// none of them.
var printOnly = []string{
	"github.com/signintech/gopdf",
	"github.com/phpdave11/gofpdi",
	"github.com/fogleman/gg",
	"github.com/golang/freetype",
	"golang.org/x/image/font",
	"golang.org/x/image/vector",
}

// layoutAllowed are the layout packages each package may reach: the
// drawing core, and for the web pages the words of each language too
// (layout/lang, which reaches nothing of the module: see below).
var layoutAllowed = map[string][]string{"web": {"layout/draw", "layout/lang"}}

func TestKindsLinkNoPrintBackend(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH: cannot list the packages' dependencies")
	}
	const mod = "github.com/puzzlebook/puzzlebook/"
	for _, pkg := range []string{"gen/...", "gen/ipuz", "layout/draw", "web", "layout/lang"} {
		allowed := layoutAllowed[pkg]
		if allowed == nil {
			allowed = []string{"layout/draw"}
		}
		out, err := exec.Command(gobin, "list", "-deps", mod+pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		deps := strings.Fields(string(out))
		if len(deps) < 10 {
			t.Fatalf("go list -deps %s: %d packages, want the standard library's at least", pkg, len(deps))
		}
		for _, dep := range deps {
			for _, bad := range printOnly {
				if dep == bad || strings.HasPrefix(dep, bad+"/") {
					t.Errorf("%s depends on %s", pkg, dep)
				}
			}
			if strings.HasPrefix(dep, mod+"layout") && !slices.Contains(allowed, strings.TrimPrefix(dep, mod)) && dep != mod+pkg {
				t.Errorf("%s depends on %s, want %s alone", pkg, dep, strings.Join(allowed, " and "))
			}
			if pkg == "layout/lang" && strings.HasPrefix(dep, mod) && dep != mod+pkg {
				t.Errorf("layout/lang depends on %s, want nothing of the module: web and book both import it", dep)
			}
		}
	}
}
