// Package glyph parses the registered faces (draw.FaceData) with freetype,
// once each, for the backends that draw or inspect glyphs: the PDF
// writer's glyph indexes, the PNG rasteriser, the SVG outlines and the
// preflight's ink boxes. A parsed truetype.Font is read-only and safe to
// share; faces made from it (font.Face) are not, and stay per call.
package glyph

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/golang/freetype/truetype"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// PerFace holds a value made once for each face asked for, read without
// a lock once made. Its zero value is ready to use.
type PerFace[T any] struct {
	mu   sync.Mutex           // serialises making
	made atomic.Pointer[[]*T] // by Face, nil until made; never changed once published
}

// Get returns the value of face f, made by build on first use; an unknown
// face is Regular.
func (p *PerFace[T]) Get(f draw.Face, build func(draw.Face) T) T {
	if f < 0 || int(f) >= draw.FaceCount() {
		f = draw.Regular
	}
	if all := p.made.Load(); all != nil && int(f) < len(*all) && (*all)[f] != nil {
		return *(*all)[f]
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	var all []*T
	if old := p.made.Load(); old != nil {
		all = *old
	}
	if int(f) < len(all) && all[f] != nil {
		return *all[f]
	}
	grown := append([]*T(nil), all...)
	for len(grown) <= int(f) {
		grown = append(grown, nil)
	}
	v := build(f)
	grown[f] = &v
	p.made.Store(&grown)
	return v
}

var parsed PerFace[*truetype.Font]

// Font returns the parsed font of face f; an unknown face is Regular.
func Font(f draw.Face) *truetype.Font {
	return parsed.Get(f, func(f draw.Face) *truetype.Font {
		tf, err := truetype.Parse(draw.FaceData(f))
		if err != nil {
			// Faces are checked with Check before they are registered.
			panic(fmt.Sprintf("glyph: font %s: %v", draw.FaceName(f), err))
		}
		return tf
	})
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
