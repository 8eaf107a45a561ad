package jigsaw

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzFields writes p's ipuz fields as JSON, as a document holds them.
func ipuzFields(t *testing.T, p *gen.Puzzle) map[string]json.RawMessage {
	t.Helper()
	fields := map[string]json.RawMessage{}
	err := writeIPUZ(p, func(key string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		fields[key] = b
	})
	if err != nil {
		t.Fatal(err)
	}
	return fields
}

// readFields reads fields back into a puzzle of n x n cells.
func readFields(n int, fields map[string]json.RawMessage) (*gen.Puzzle, error) {
	p := &gen.Puzzle{Kind: "jigsaw", Rows: n, Cols: n}
	err := readIPUZ(p, func(key string, v any) (bool, error) {
		b, ok := fields[key]
		if !ok {
			return false, nil
		}
		return true, json.Unmarshal(b, v)
	})
	return p, err
}

// TestIPUZ writes the 4x4's regions as ipuz Sudoku zones (boxes false)
// and reads them back; a document counting cells from 0 reads the same,
// and one with boxes, or zones that are not n regions of n cells, is
// refused.
func TestIPUZ(t *testing.T) {
	p := smallPuzzle(t)
	fields := ipuzFields(t, p)
	if got := string(fields["boxes"]); got != "false" {
		t.Errorf("boxes: got %s, want false", got)
	}
	if got, want := string(fields["zones"]), `[{"cells":[[1,1],[2,1],[3,1],[1,2]]},{"cells":[[4,1],[2,2],[3,2],[4,2]]},`; !strings.HasPrefix(got, want) {
		t.Errorf("zones: got %s, want them to start %s", got, want)
	}
	back, err := readFields(4, fields)
	if err != nil || !gen.EqualGrids(back.Regions, p.Regions) {
		t.Fatalf("read back: got %v (%v), want %v", back.Regions, err, p.Regions)
	}
	zero := map[string]json.RawMessage{"boxes": json.RawMessage("false"), "zones": json.RawMessage(
		`[{"cells":[[0,0],[1,0],[2,0],[0,1]]},{"cells":[[3,0],[1,1],[2,1],[3,1]]},{"cells":[[0,2],[1,2],[0,3],[1,3]]},{"cells":[[2,2],[3,2],[2,3],[3,3]]}]`)}
	if back, err := readFields(4, zero); err != nil || !gen.EqualGrids(back.Regions, p.Regions) {
		t.Errorf("zones from 0: got %v (%v), want %v", back.Regions, err, p.Regions)
	}
	for name, f := range map[string]map[string]json.RawMessage{
		"boxes":        {"boxes": json.RawMessage("true")},
		"no zones":     {"boxes": json.RawMessage("false")},
		"three zones":  {"boxes": json.RawMessage("false"), "zones": json.RawMessage(`[{"cells":[[1,1]]},{"cells":[[1,2]]},{"cells":[[1,3]]}]`)},
		"cell twice":   {"boxes": json.RawMessage("false"), "zones": json.RawMessage(`[{"cells":[[1,1],[1,1],[2,1],[3,1]]},{"cells":[[4,1]]},{"cells":[[1,3]]},{"cells":[[2,3]]}]`)},
		"outside grid": {"boxes": json.RawMessage("false"), "zones": json.RawMessage(`[{"cells":[[9,9]]},{"cells":[[4,1]]},{"cells":[[1,3]]},{"cells":[[2,3]]}]`)},
	} {
		if _, err := readFields(4, f); err == nil {
			t.Errorf("%s: got regions, want an error", name)
		}
	}
}
