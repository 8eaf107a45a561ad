package draw

import (
	"strings"
	"testing"
)

func TestDashed(t *testing.T) {
	tests := []struct {
		name   string
		a, b   Point
		on     float64
		off    float64
		dashes int
	}{
		{"fits exactly", Point{0, 0}, Point{50, 0}, 6, 5, 5}, // 5 dashes of 6 and 4 gaps of 5 = 50
		{"stretched gaps", Point{0, 0}, Point{0, 52}, 6, 5, 5},
		{"shorter than a dash", Point{0, 0}, Point{4, 0}, 6, 5, 1},
		{"no dash length", Point{0, 0}, Point{40, 0}, 0, 5, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r Recorder
			Dashed(&r, tt.a, tt.b, Stroke{Width: 1}, tt.on, tt.off)
			lines := strings.Split(strings.TrimSpace(r.String()), "\n")
			if len(lines) != tt.dashes {
				t.Fatalf("got %d lines, want %d:\n%s", len(lines), tt.dashes, r.String())
			}
			first, last := lines[0], lines[len(lines)-1]
			if !strings.Contains(first, pt(tt.a)) || !strings.Contains(last, pt(tt.b)) {
				t.Errorf("the dashes do not ink both ends %v and %v:\n%s", tt.a, tt.b, r.String())
			}
		})
	}
}
