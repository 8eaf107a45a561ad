package web

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestScreens opens every kind at a phone's width (360 px) and a
// desktop's (1280 px): the grid is on the screen, whole, the page does
// not scroll sideways, and a picture of the grid is not blank.
//
// With PUZZLEBOOK_SHOTS=DIR it also plays a little of each puzzle and
// saves the screen as DIR/web-NAME-WIDTH.png, for the docs.
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
				if shots != "" {
					playSome(tb, name)
					full, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join(shots, fmt.Sprintf("web-%s-%d.png", name, width)), full, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				tb.quiet(file)
			})
		}
	}
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
