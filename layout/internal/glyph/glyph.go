// Package glyph parses the registered faces (draw.FaceData) with freetype,
// once each, for the backends that draw or inspect glyphs: the PDF
// writer's glyph indexes, the PNG rasteriser, the SVG outlines and the
// preflight's ink boxes. A parsed truetype.Font is read-only and safe to
// share; faces made from it (font.Face) are not, and stay per call.
package glyph

import (
	"fmt"
	"sync"

	"github.com/golang/freetype/truetype"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var (
	mu     sync.Mutex
	parsed []*truetype.Font // by Face, nil until parsed
)

// Font returns the parsed font of face f; an unknown face is Regular.
func Font(f draw.Face) *truetype.Font {
	if f < 0 || int(f) >= draw.FaceCount() {
		f = draw.Regular
	}
	mu.Lock()
	defer mu.Unlock()
	if int(f) < len(parsed) && parsed[f] != nil {
		return parsed[f]
	}
	tf, err := truetype.Parse(draw.FaceData(f))
	if err != nil {
		// Faces are checked with Check before they are registered.
		panic(fmt.Sprintf("glyph: font %s: %v", draw.FaceName(f), err))
	}
	for len(parsed) <= int(f) {
		parsed = append(parsed, nil)
	}
	parsed[f] = tf
	return tf
}

// Check reports whether data parses as the backends parse a font, and
// returns its PostScript name.
func Check(data []byte) (string, error) {
	tf, err := truetype.Parse(data)
	if err != nil {
		return "", err
	}
	return tf.Name(truetype.NameIDPostscriptName), nil
}
