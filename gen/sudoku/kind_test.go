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
