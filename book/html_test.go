package book

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"

	"github.com/puzzlebook/puzzlebook/internal/filetree"
)

// webBook is a book of every kind the player plays, with output.html.
const webBook = `name: web
title: Web Book
seed: 16
output: {pdf: false, html: true}
sections:
  - {title: Small, kind: sudoku, size: 4, grade: easy, count: 3}
  - {title: Paths, kind: numbrix, size: 5, grade: easy, count: 2}
  - {title: Shapes, kind: hidato, size: 6, grade: easy, count: 1}
  - {title: Lines, kind: numberlink, size: 6, grade: easy, count: 2}
`

// TestBuildHTML builds a book with output.html with 1 and with 2 workers:
// NAME-web/ holds a page per puzzle, the index and the player's assets,
// byte for byte the same either way; each page holds its puzzle object
// and links to its neighbours; a smaller build removes the pages it no
// longer has.
func TestBuildHTML(t *testing.T) {
	cfg, err := parseConfig("web.yaml", []byte(webBook), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	var trees []map[string][]byte
	var res *Result
	for _, w := range []int{1, 2} {
		dir := t.TempDir()
		r, err := Build(context.Background(), cfg, BuildOptions{Dir: dir, Options: Options{Workers: w}})
		if err != nil {
			t.Fatalf("web.yaml with %d workers: %v", w, err)
		}
		res = r
		trees = append(trees, filetree.Read(t, filepath.Join(dir, "web-web")))
		if w == 2 {
			t.Run("stale pages", func(t *testing.T) { smallerBuild(t, cfg, dir) })
		}
	}
	want := []string{"index.html", "player.css", "player.js"}
	for n := 1; n <= 8; n++ {
		want = append(want, webPageName(n))
	}
	var got []string
	for name := range trees[0] {
		got = append(got, name)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("web.yaml: got web-web/ %v, want %v", got, want)
	}
	for name, a := range trees[0] {
		if !bytes.Equal(a, trees[1][name]) {
			t.Errorf("web-web/%s differs between 1 and 2 workers", name)
		}
	}
	for i, e := range res.Manifest.Puzzles {
		page := string(trees[0][webPageName(e.Number)])
		if !strings.Contains(page, fmt.Sprintf(`data-puzzle-id="%s" data-state="playing" data-kind="%s"`, e.ID, e.Kind)) {
			t.Errorf("%s: got no root with its id and kind", webPageName(e.Number))
		}
		if !strings.Contains(page, `"id":"`+e.ID+`"`) {
			t.Errorf("%s: got no puzzle object with the id %s", webPageName(e.Number), e.ID)
		}
		hints := strings.Contains(page, `<script type="application/json" class="pb-steps">`)
		k, _ := kinds.Find(e.Kind)
		if _, steps := k.(gen.Stepper); hints != steps {
			t.Errorf("%s (%s): got hints %v, want them for the kinds that explain their steps only", webPageName(e.Number), e.Kind, hints)
		}
		if i > 0 && !strings.Contains(page, `href="`+webPageName(e.Number-1)+`" rel="prev">‹ Previous`) {
			t.Errorf("%s: got no link to the previous puzzle", webPageName(e.Number))
		}
	}
	index := string(trees[0]["index.html"])
	for _, s := range []string{"<h1>Web Book</h1>", "Small <span", "Lines <span", `href="puzzle-008.html"`, `data-progress-of="web-s4-002"`} {
		if !strings.Contains(index, s) {
			t.Errorf("index.html: got no %q", s)
		}
	}
}

// smallerBuild builds cfg with fewer puzzles into dir, where it was
// built whole: the pages past the new last one are gone.
func smallerBuild(t *testing.T, cfg *config.Config, dir string) {
	small := *cfg
	small.Sections = slices.Clone(cfg.Sections)
	small.Sections = small.Sections[:1]
	if _, err := Build(context.Background(), &small, BuildOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	pages, _ := filepath.Glob(filepath.Join(dir, "web-web", "puzzle-*.html"))
	if len(pages) != 3 {
		t.Errorf("after a build of 3 puzzles: got pages %v, want puzzle-001 to 003", pages)
	}
}
