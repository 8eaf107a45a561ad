package svg

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var (
	_ draw.Colourer = (*svgCanvas)(nil)
	_ interface {
		Rotate(draw.Point, float64, func(draw.Canvas))
	} = (*svgCanvas)(nil)
)

func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name string
		w, h float64
	}{
		{"zero", 0, 100}, {"negative", 100, -1}, {"too wide", 20000, 100}, {"too tall", 100, 20000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := Write(io.Discard, nil, tt.w, tt.h); err == nil || !strings.HasPrefix(err.Error(), "svg: ") {
				t.Errorf("Write %gx%g: got %v, want an svg: error", tt.w, tt.h, err)
			}
		})
	}
}

// TestWriteText checks that text is carried as glyph outlines, each glyph
// defined once however often it is set.
func TestWriteText(t *testing.T) {
	var buf bytes.Buffer
	err := Write(&buf, func(c draw.Canvas) {
		c.Text(10, 20, "1111", draw.Font{Face: draw.Bold, Size: 12}, draw.AlignLeft)
	}, 100, 50)
	if err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if got := strings.Count(out, "<path id="); got != 1 {
		t.Errorf("%d glyph definitions, want 1 for \"1111\"\n%s", got, out)
	}
	if got := strings.Count(out, "<use "); got != 4 {
		t.Errorf("%d glyph uses, want 4 for \"1111\"\n%s", got, out)
	}
	if !strings.Contains(out, `width="100pt" height="50pt"`) {
		t.Errorf("no size in points\n%s", out)
	}
}
