// Package glyph parses the embedded faces (draw.FaceData) with freetype,
// once, for the backends that draw or inspect glyphs: the PDF writer's
// glyph indexes, the PNG rasteriser, the SVG outlines and the preflight's
// ink boxes. A parsed truetype.Font is read-only and safe to share; faces
// made from it (font.Face) are not, and stay per call.
package glyph

import (
	"fmt"
	"sync"

	"github.com/golang/freetype/truetype"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var parsed = sync.OnceValue(func() []*truetype.Font {
	out := make([]*truetype.Font, draw.Faces)
	for i := range out {
		f, err := truetype.Parse(draw.FaceData(draw.Face(i)))
		if err != nil {
			// The fonts are embedded in the binary; a parse failure is a build bug.
			panic(fmt.Sprintf("glyph: embedded font %d: %v", i, err))
		}
		out[i] = f
	}
	return out
})

// Font returns the parsed font of face f; an unknown face is Regular.
func Font(f draw.Face) *truetype.Font {
	all := parsed()
	if f < 0 || int(f) >= len(all) {
		f = draw.Regular
	}
	return all[f]
}
