package layout

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// An extra page's picture (Matter.Image) stands under the heading,
// before the text, centred across the text's width: as wide as the text
// when it has the pixels to print that wide at MinImageDPI and its
// height keeps under matterPictureShare of the page, else smaller. A
// picture drawn narrower than the text for want of pixels is told of in
// a note (matterNotes); the build does not fail, as the page's layout is
// the program's choice.
const (
	matterPictureShare = 0.45 // of the safe area's height, at most
	matterPictureGap   = 18.0 // points between the picture and the text
)

// matterPicture is the size m's picture is drawn at on a page whose safe
// area is safe, and whether it is narrower than the text for want of
// pixels; zero when m has none.
func matterPicture(m Matter, safe draw.Rect) (w, h float64, short bool) {
	if m.Image == nil {
		return 0, 0, false
	}
	a := m.Image.Aspect()
	w = min(safe.W, matterPictureShare*safe.H*a)
	pw, _ := m.Image.Size()
	if most := float64(pw) / MinImageDPI * Inch; most < w {
		w, short = most, true
	}
	return w, w / a, short
}

// pictureBand is the height m's picture, as planned, takes from the top
// of its first page's text: the picture and the gap under it.
func (m Matter) pictureBand() float64 {
	if m.picture.H > 0 {
		return m.picture.H + matterPictureGap
	}
	return 0
}

// drawPicture draws m's picture at its planned size, centred across
// safe, from top.
func (m Matter) drawPicture(c draw.Canvas, safe draw.Rect, top float64) {
	if w, h := m.picture.W, m.picture.H; h > 0 {
		c.Image(draw.Rect{X: safe.X + (safe.W-w)/2, Y: top, W: w, H: h}, m.Image)
	}
}

// matterNotes tell of each picture of the lists drawn narrower than the
// text for want of pixels, on pages whose safe area is safe.
func matterNotes(safe draw.Rect, lists ...[]Matter) []string {
	var out []string
	for _, m := range slices.Concat(lists...) {
		if w, h, short := matterPicture(m, safe); short {
			pw, ph := m.Image.Size()
			out = append(out, fmt.Sprintf("pages: %s (%dx%d px) is drawn %.3gx%.3gin, narrower than the text (%.3gin), to print at %d dpi; a picture %d px wide or more would fill the width",
				m.Image.Name, pw, ph, w/Inch, h/Inch, safe.W/Inch, MinImageDPI, int(safe.W/Inch*MinImageDPI+0.999)))
		}
	}
	return out
}
