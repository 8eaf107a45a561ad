package web

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestScreens opens every kind at a phone's width (360 px) and a
// desktop's (1280 px): the grid is on the screen, whole, the page does
// not scroll sideways, and a picture of the grid is not blank.
//
// With PUZZLEBOOK_SHOTS=DIR it also plays a little of four puzzles and
// saves them as DIR/web-KIND.png, the pictures of the docs (docShots).
func TestScreens(t *testing.T) {
	shots := os.Getenv("PUZZLEBOOK_SHOTS")
	tb := newTab(t)
	for _, width := range []int64{360, 1280} {
		for _, name := range fixtures {
			t.Run(fmt.Sprintf("%s at %d", name, width), func(t *testing.T) {
				tb.t = t
				tb.forget()
				file := writeFixture(t, name)
				tb.do(chromedp.EmulateViewport(width, 860))
				tb.open(file)
				tb.fresh()
				tb.open(file)
				box := eval[[4]float64](tb, `(() => { const b = document.querySelector('.pb-board').getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })()`)
				if box[0] < 0 || box[2] > float64(width) || box[2]-box[0] < 0.75*float64(min(width, 400)) || box[1] < 0 || box[1] > 400 {
					t.Errorf("%s at %d px: got the grid at %v, want it whole on the screen and wide", name, width, box)
				}
				if sw := eval[int64](tb, `document.documentElement.scrollWidth`); sw > width {
					t.Errorf("%s at %d px: got a page %d px wide, want no sideways scrolling", name, width, sw)
				}
				pic, err := chromedp.Run(tb.ctx, chromedp.Screenshot(chromedp.CSS(".pb-board")))
				if err != nil {
					t.Fatal(err)
				}
				if err := notBlank(pic); err != nil {
					t.Errorf("%s at %d px: the grid's picture: %v", name, width, err)
				}
				tb.quiet(file)
				if doc, ok := docShots[name]; ok && shots != "" && doc.width == width {
					tb.forget()
					pg := fixturePage(t, name)
					pg.Heading, pg.Note = doc.heading, doc.note
					pg.Site = Link{Label: "The Big Puzzle Mix", Href: "index.html"}
					pg.Nav = []Link{{Label: "‹ Previous", Href: "a.html"}, {Label: "Next ›", Href: "b.html"}}
					file := writePage(t, name, pg)
					tb.open(file)
					playSome(tb, name)
					saveShot(t, tb, filepath.Join(shots, "web-"+doc.file+".png"), doc.scale)
					tb.quiet(file)
				}
			})
		}
	}
}

// docShots are the pictures of docs/web.md and the README: which
// fixture, at which width, under which name, scaled by how much.
var docShots = map[string]struct {
	width         int64
	file          string
	scale         float64
	heading, note string
}{
	"sudoku9":    {1280, "sudoku", 0.6, "Puzzle 31", "Classic"},
	"numbrix":    {360, "numbrix", 0.75, "Puzzle 35", "Number Paths"},
	"hidato":     {1280, "hidato", 0.6, "Puzzle 43", "Shapes"},
	"numberlink": {360, "numberlink", 0.75, "Puzzle 53", "Lines"},
}

// saveShot saves the page, down to the end of the player, scaled, as a
// paletted PNG (a few tens of KB).
func saveShot(t *testing.T, tb *tab, path string, scale float64) {
	t.Helper()
	box := eval[[4]float64](tb, `(() => { const p = document.querySelector('.pb-page').getBoundingClientRect(); const g = document.querySelector('.pb-game').getBoundingClientRect(); return [p.left, 0, p.width, g.bottom + 16]; })()`)
	shot, err := chromedp.Run(tb.ctx, clipScreenshot(box, scale))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, paletted(img)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// clipScreenshot captures a rectangle of the page, scaled.
func clipScreenshot(box [4]float64, scale float64) chromedp.Action[[]byte] {
	return func(ctx context.Context, t *chromedp.Target) ([]byte, error) {
		r, err := cdp.Call(ctx, t, page.CaptureScreenshot, page.CaptureScreenshotParams{
			Format: page.CaptureScreenshotFormatPng,
			Clip:   &page.Viewport{X: box[0], Y: box[1], Width: box[2], Height: box[3], Scale: scale},
		})
		if err != nil {
			return nil, err
		}
		return r.Data, nil
	}
}

// paletted maps img onto its 256 most frequent colours, nearest first.
func paletted(img image.Image) *image.Paletted {
	b := img.Bounds()
	count := map[color.RGBA]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			count[color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)]++
		}
	}
	cs := make([]color.RGBA, 0, len(count))
	for c := range count {
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool {
		if count[cs[i]] != count[cs[j]] {
			return count[cs[i]] > count[cs[j]]
		}
		a, b := cs[i], cs[j]
		return uint32(a.R)<<16|uint32(a.G)<<8|uint32(a.B) < uint32(b.R)<<16|uint32(b.G)<<8|uint32(b.B)
	})
	pal := color.Palette{}
	for _, c := range cs[:min(256, len(cs))] {
		pal = append(pal, c)
	}
	out := image.NewPaletted(b, pal)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// notBlank decodes a PNG and wants both ink and paper in it: between 2%
// and 70% of its pixels dark.
func notBlank(pic []byte) error {
	img, err := png.Decode(bytes.NewReader(pic))
	if err != nil {
		return err
	}
	b := img.Bounds()
	dark, all := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if luma(img, x, y) < 0.5 {
				dark++
			}
			all++
		}
	}
	if all == 0 || dark*50 < all || dark*10 > all*7 {
		return fmt.Errorf("got %d dark pixels of %d, want 2%% to 70%%", dark, all)
	}
	return nil
}

func luma(img image.Image, x, y int) float64 {
	r, g, b, _ := img.At(x, y).RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 0xffff
}

// playSome plays a little of a puzzle, so that a picture for the docs
// shows a game under way.
func playSome(tb *tab, name string) {
	p := tb.puzzle()
	switch p.Kind {
	case "sudoku":
		blank := empties(p)
		for _, rc := range blank[:len(blank)/3] {
			tb.click(rc[0], rc[1])
			tb.keys(itoa(p.Solution[rc[0]][rc[1]]))
		}
		rc := blank[len(blank)/3]
		tb.click(rc[0], rc[1])
		tb.press("Pencil")
		tb.keys(itoa(p.Solution[rc[0]][rc[1]]) + itoa(p.Solution[rc[0]][rc[1]]%p.Rows+1))
		tb.press("Pencil")
		tb.press("Hint")
	case "numbrix", "hidato":
		at := map[int][2]int{}
		low := 1 << 30
		for r, row := range p.Solution {
			for c, v := range row {
				at[v] = [2]int{r, c}
				if p.Givens[r][c] > 0 {
					low = min(low, v)
				}
			}
		}
		tb.click(at[low][0], at[low][1])
		for v := low + 1; v < low+12 && v < len(at); v++ {
			if p.Givens[at[v][0]][at[v][1]] == 0 {
				tb.click(at[v][0], at[v][1])
			}
		}
	case "numberlink":
		paths := linkPaths(p)
		for _, path := range paths[:len(paths)/2+1] {
			tb.drag(path, false)
		}
		last := paths[len(paths)-1]
		tb.drag(last[:len(last)/2+1], false)
	}
}
