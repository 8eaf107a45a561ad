package sudoku

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestValidateArticle checks the grammar of the out-of-reach message.
func TestValidateArticle(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
		want string
	}{
		{"4x4 expert", gen.Params{Rows: 4, Grade: gen.Expert}, "an expert puzzle"},
		{"4x4 medium", gen.Params{Rows: 4, Grade: gen.Medium}, "a medium puzzle"},
		{"4x4 hard", gen.Params{Rows: 4, Grade: gen.Hard}, "a hard puzzle"},
		{"6x6 hard", gen.Params{Rows: 6, Grade: gen.Hard}, "a hard puzzle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Kind{}.Validate(tt.p)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Validate(%s): got %v, want a message with %q", tt.name, err, tt.want)
			}
		})
	}
}

func TestArticle(t *testing.T) {
	for g, want := range map[gen.Grade]string{gen.Easy: "an", gen.Medium: "a", gen.Hard: "a", gen.Expert: "an"} {
		if got := article(g); got != want {
			t.Errorf("article(%v): got %q, want %q", g, got, want)
		}
	}
}

// TestDefaults checks that Defaults fills in what Generate and
// MaxDistinct read for a zero value, and keeps what p names.
func TestDefaults(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
		want gen.Params
	}{
		{"4x4 default", gen.Params{Rows: 4}, gen.Params{Rows: 4, Cols: 4, Symmetry: gen.SymmetryNone}},
		{"4x4 rotational", gen.Params{Rows: 4, Symmetry: gen.SymmetryRotational}, gen.Params{Rows: 4, Cols: 4, Symmetry: gen.SymmetryRotational}},
		{"6x6 default", gen.Params{Rows: 6, Grade: gen.Medium}, gen.Params{Rows: 6, Cols: 6, Grade: gen.Medium, Symmetry: gen.SymmetryRotational}},
		{"9x9 mirror", gen.Params{Rows: 9, Cols: 9, Symmetry: gen.SymmetryMirror}, gen.Params{Rows: 9, Cols: 9, Symmetry: gen.SymmetryMirror}},
		{"6x6 none, hard", gen.Params{Rows: 6, Grade: gen.Hard, Symmetry: gen.SymmetryNone}, gen.Params{Rows: 6, Cols: 6, Grade: gen.Hard, Symmetry: gen.SymmetryNone}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Kind{}.Defaults(tt.p)
			if got != tt.want {
				t.Errorf("Defaults(%s): got %+v, want %+v", tt.name, got, tt.want)
			}
			if a, b := (Kind{}).MaxDistinct(tt.p), (Kind{}).MaxDistinct(got); a != b {
				t.Errorf("MaxDistinct(%s): got %d, and %d with the defaults filled in", tt.name, a, b)
			}
		})
	}
}
