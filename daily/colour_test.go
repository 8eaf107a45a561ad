package daily

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
)

// colourFeed has two Numberlink slots, one of them drawn in colour.
const colourFeed = `name: feed
seed: 7
daily_output: {pdf: true, dpi: 36}
daily:
  - {slot: flow, kind: numberlink, size: 7, grades: easy, colour: true}
  - {slot: plain, kind: numberlink, size: 7, grades: easy}
`

// TestDailyColour runs a feed with a colour slot and the same feed
// without colour: the colour slot's PNG files are RGB and coloured; every
// other file (the grey slot, the JSON, the print day.pdf) is the same.
func TestDailyColour(t *testing.T) {
	colourDir, greyDir := t.TempDir(), t.TempDir()
	runFeed(t, parseDaily(t, colourFeed, book.Kinds), colourDir, dec1, 1, book.Options{})
	runFeed(t, parseDaily(t, strings.Replace(colourFeed, ", colour: true", "", 1), book.Kinds), greyDir, dec1, 1, book.Options{})
	colour, grey := feedTree(t, colourDir, false), feedTree(t, greyDir, false)
	if len(colour) != len(grey) {
		t.Errorf("got %d files, want %d as without colour", len(colour), len(grey))
	}
	for name, data := range colour {
		t.Run(name, func(t *testing.T) {
			if !strings.HasPrefix(name, "2026-12-01/flow") || !strings.HasSuffix(name, ".png") {
				if !bytes.Equal(data, grey[name]) {
					t.Errorf("%s: got %d bytes that differ from the feed without colour (%d bytes), want the same", name, len(data), len(grey[name]))
				}
				return
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%s: decode: %v", name, err)
			}
			rgba, ok := img.(*image.RGBA)
			if !ok {
				t.Fatalf("%s: got a %T, want an RGB PNG (*image.RGBA)", name, img)
			}
			coloured := 0
			for i := 0; i < len(rgba.Pix); i += 4 {
				px := rgba.Pix[i : i+3]
				if max(px[0], px[1], px[2])-min(px[0], px[1], px[2]) > 60 {
					coloured++
				}
			}
			if coloured == 0 {
				t.Errorf("%s: got no coloured pixels, want coloured paths or endpoints", name)
			}
		})
	}
}
