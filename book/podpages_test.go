package book

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/layout"
)

// podBook is a print-on-demand book of two sections, one puzzle to a
// page; the second section's count is filled in.
const podBook = `name: pod
print_on_demand: true
page: {size: 6x9, margin: 0.5in}
output: {pdf: false}
sections:
  - {kind: toy, size: 3, grade: easy, count: 300, per_page: 1}
  - {kind: toy, size: 3, grade: easy, count: %d, per_page: 1}
`

// TestPODPagesRefused refuses, at the config check, a print-on-demand
// book longer than layout.MaxPODPages, naming the largest count of its
// last section that fits; that count builds a book within the limit, and
// one more is refused.
func TestPODPagesRefused(t *testing.T) {
	_, err := parseConfig("pod.yaml", fmt.Appendf(nil, podBook, 600), toyKinds)
	var errs config.Errors
	if !errors.As(err, &errs) || len(errs) != 1 {
		t.Fatalf("600 more puzzles: got %v, want one config error", err)
	}
	m := regexp.MustCompile(`^print_on_demand: the book would have (\d+) pages; print on demand allows at most 828: sections\[1\]\.count: (\d+) fits`).
		FindStringSubmatch(errs[0].Path + ": " + errs[0].Msg)
	if m == nil || errs[0].Line != 2 {
		t.Fatalf("600 more puzzles: got %v, want the page count and a count that fits, at line 2", errs[0])
	}
	fits, _ := strconv.Atoi(m[2])
	cfg, err := parseConfig("pod.yaml", fmt.Appendf(nil, podBook, fits), toyKinds)
	if err != nil {
		t.Fatalf("the count said to fit, %d: got %v", fits, err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("the count said to fit, %d: %v", fits, err)
	}
	if res.Pages > layout.MaxPODPages || res.Pages < layout.MaxPODPages-1 {
		t.Errorf("the count said to fit, %d: got %d pages, want %d or one fewer", fits, res.Pages, layout.MaxPODPages)
	}
	if _, err := parseConfig("pod.yaml", fmt.Appendf(nil, podBook, fits+1), toyKinds); !errors.As(err, &errs) {
		t.Errorf("one more than fits, %d: got %v, want the book refused", fits+1, err)
	}
}
