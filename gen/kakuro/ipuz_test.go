package kakuro

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// fields writes p's ipuz fields through writeIPUZ as a JSON object, as
// gen/ipuz puts them in a document.
func fields(t *testing.T, p *gen.Puzzle) map[string]json.RawMessage {
	t.Helper()
	out := map[string]json.RawMessage{}
	err := writeIPUZ(p, func(k string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		out[k] = b
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// readFields reads fields back into a copy of p without its clues.
func readFields(p *gen.Puzzle, f map[string]json.RawMessage) (*gen.Puzzle, error) {
	q := *p
	q.Overlays = gen.Overlays{}
	err := readIPUZ(&q, func(k string, v any) (bool, error) {
		b, ok := f[k]
		if !ok || string(b) == "null" {
			return false, nil
		}
		return true, json.Unmarshal(b, v)
	})
	return &q, err
}

// TestIPUZFields writes handMade's clue cells under the extension key and
// reads them back unchanged, in their manifest form.
func TestIPUZFields(t *testing.T) {
	p := handMade()
	f := fields(t, p)
	if got := string(f["charset"]); got != `"123456789"` {
		t.Errorf("charset %s, want all nine digits", got)
	}
	if got := string(f[cluesKey]); !strings.HasPrefix(got, `[{"cell":[0,1],"down":3},{"cell":[0,2],"down":23},{"cell":[1,0],"across":10}`) {
		t.Errorf("clue cells written as %s", got)
	}
	q, err := readFields(p, f)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(q.Clues, p.Clues) {
		t.Errorf("clues read back as %v, want %v", q.Clues, p.Clues)
	}
}

// TestIPUZRefuses checks that a document with no clue cells, or clue
// cells that cannot be Kakuro's, does not read.
func TestIPUZRefuses(t *testing.T) {
	p := handMade()
	for _, tc := range []struct {
		name, clues, want string
	}{
		{"none", "", "no clue cells"},
		{"null", "null", "no clue cells"},
		{"white cell", `[{"cell":[1,1],"down":3}]`, "white cell"},
		{"off the grid", `[{"cell":[4,0],"down":3}]`, "off the 4x4 grid"},
		{"no sum", `[{"cell":[0,1]}]`, "one at least"},
		{"too big", `[{"cell":[0,1],"down":46}]`, "0 to 45"},
		{"order", `[{"cell":[0,2],"down":23},{"cell":[0,1],"down":3}]`, "reading order"},
		{"not a list", `{"cell":[0,1]}`, "cannot unmarshal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := map[string]json.RawMessage{}
			if tc.clues != "" {
				f[cluesKey] = json.RawMessage(tc.clues)
			}
			_, err := readFields(p, f)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
