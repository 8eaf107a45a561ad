package jigsaw

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// small is a 4x4 puzzle (Janko's layout of the README) in both text forms.
const (
	smallLine = "..43...1.2...... AAABABBBCCDDCCDD"
	smallGrid = "..43 AAAB\n...1 ABBB\n.2.. CCDD\n.... CCDD\n"
)

func TestParseForms(t *testing.T) {
	for _, text := range []string{smallLine + "\n", smallGrid, "# a comment\n\n" + strings.ToLower(smallGrid[:5]) + smallGrid[5:]} {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil || len(ps) != 1 {
			t.Fatalf("Parse(%q): got %d puzzles, %v; want 1", text, len(ps), err)
		}
		p := ps[0]
		if p.Givens[0][2] != 4 || p.Givens[2][1] != 2 || p.Regions[1][0] != 0 || p.Regions[1][1] != 1 || p.Regions[3][3] != 3 {
			t.Errorf("Parse(%q): got givens %v, regions %v", text, p.Givens, p.Regions)
		}
		var grid bytes.Buffer
		if err := (Kind{}).Format(&grid, p, p.Givens); err != nil || grid.String() != smallGrid {
			t.Errorf("Format: got %q (%v), want %q", grid.String(), err, smallGrid)
		}
		line, err := Kind{}.AppendLine(nil, p, p.Givens)
		if err != nil || string(line) != smallLine {
			t.Errorf("AppendLine: got %q (%v), want %q", line, err, smallLine)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"..43...1.2......\n", "line 1: want the cells"},
		{"..43...1.2..... AAABABBBCCDDCCD\n", "line 1: 15 cells"},
		{"..43...1.2...... AAABABBBCCDDCCDE\n", "line 1: r4c4: region 'E'"},
		{"..43...1.2...... AAAAABBBCCDDCCDD\n", "region 0 has 5 cells"},
		{"..45...1.2...... AAABABBBCCDDCCDD\n", "r1c4: '5' is not a digit"},
		{"..43 AAAB\n...1 ABBB\n\n", "line 1: a grid of 4-cell rows ends after 2 rows"},
		{"..43 AAAB\n...1 ABB\n", "line 2: 4 cells but 3"},
		{"..43 AAAB\n...1x ABBBB\n", "line 2: row has 5 cells, want 4"},
		{"..43 AAAB\n", "ends inside a grid"},
	} {
		_, err := Kind{}.Parse(strings.NewReader(tt.text))
		if err == nil || !errors.Is(err, gen.ErrMalformed) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): got %v, want a malformed error with %q", tt.text, err, tt.want)
		}
	}
}

// FuzzParse feeds the parser arbitrary text: it must return puzzles or
// a malformed error, never panic, and what it returns must format and
// parse back to the same givens and regions.
func FuzzParse(f *testing.F) {
	f.Add(smallLine)
	f.Add(smallGrid)
	f.Add("# c\n" + smallGrid + "\n" + smallLine)
	f.Add(".........A........ AAAAAAAAAAAAAAAAAA")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, gen.ErrMalformed) {
				t.Fatalf("got %v, want an error wrapping gen.ErrMalformed", err)
			}
			return
		}
		for _, p := range ps {
			var buf bytes.Buffer
			if err := (Kind{}).Format(&buf, p, p.Givens); err != nil {
				t.Fatalf("Format of a parsed puzzle: %v", err)
			}
			again, err := Kind{}.Parse(&buf)
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) || !gen.EqualGrids(again[0].Regions, p.Regions) {
				t.Fatalf("round trip of %q: got %v, %v", buf.String(), again, err)
			}
		}
	})
}

// FuzzJSON reads arbitrary bytes as a puzzle's JSON form and solves,
// verifies, rates and draws what it reads: never a panic, and a puzzle
// that is not a jigsaw is an error wrapping gen.ErrMalformed.
func FuzzJSON(f *testing.F) {
	f.Add([]byte(`{"kind":"jigsaw","rows":4,"cols":4,"regions":[[0,0,0,1],[0,1,1,1],[2,2,3,3],[2,2,3,3]],"givens":[[0,0,4,3],[0,0,0,1],[0,2,0,0],[0,0,0,0]],"solution":[[2,1,4,3],[3,4,2,1],[1,2,3,4],[4,3,1,2]]}`))
	f.Add([]byte(`{"kind":"jigsaw","rows":2,"cols":2,"regions":[[0,1],[1,0]],"givens":[[0,0],[0,0]]}`))
	f.Add([]byte(`{"kind":"jigsaw","rows":4,"cols":4,"regions":[[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,9]],"givens":[[1,1,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var p gen.Puzzle
		if json.Unmarshal(data, &p) != nil {
			return
		}
		ctx := context.Background()
		if _, err := (Kind{}).Solve(ctx, &p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Solve: got %v, want nil or gen.ErrMalformed", err)
		}
		if err := (Kind{}).Verify(&p); err != nil && !errors.Is(err, gen.ErrMalformed) {
			t.Fatalf("Verify: got %v, want nil or gen.ErrMalformed", err)
		}
		q := p
		_ = Kind{}.Rate(ctx, &q)
		var rec draw.Recorder
		Kind{}.Draw(&rec, &p, draw.Rect{W: 100, H: 100}, gen.DrawOptions{Answer: true})
	})
}
