package rankcorr

import (
	"math"
	"testing"
)

func TestSpearman(t *testing.T) {
	for _, tt := range []struct {
		x, y []float64
		want float64
	}{
		{[]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}, 1},
		{[]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1},
		{[]float64{1, 1, 2, 2}, []float64{1, 2, 3, 4}, 0.894427},
	} {
		if got := Spearman(tt.x, tt.y); math.Abs(got-tt.want) > 1e-5 {
			t.Errorf("Spearman(%v, %v) = %.6f, want %.6f", tt.x, tt.y, got, tt.want)
		}
	}
}
