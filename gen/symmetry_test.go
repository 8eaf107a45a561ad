package gen

import "testing"

func TestTransform(t *testing.T) {
	g := [][]int{
		{1, 2, 3},
		{4, 5, 6},
	}
	tests := []struct {
		name string
		t    int
		want [][]int
	}{
		{"identity", 0, g},
		{"quarter turn", QuarterTurn, [][]int{{4, 1}, {5, 2}, {6, 3}}},
		{"half turn", 6, [][]int{{6, 5, 4}, {3, 2, 1}}},
		{"mirror", 4, [][]int{{3, 2, 1}, {6, 5, 4}}},
		{"transpose", 1, [][]int{{1, 4}, {2, 5}, {3, 6}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Transform(g, tc.t); !EqualGrids(got, tc.want) {
				t.Errorf("Transform(g, %d): got %v, want %v", tc.t, got, tc.want)
			}
		})
	}
	seen := map[string]bool{}
	for s := range Symmetries {
		seen[fmtGrid(Transform(g, s))] = true
	}
	if len(seen) != Symmetries {
		t.Errorf("got %d distinct images of an asymmetric grid, want %d", len(seen), Symmetries)
	}
}

func fmtGrid(g [][]int) string {
	s := ""
	for _, row := range g {
		for _, v := range row {
			s += string(rune('0' + v))
		}
		s += "/"
	}
	return s
}
