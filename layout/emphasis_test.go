package layout

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestEmphasis reads the marks of a paragraph: ** for bold, * for
// italic, a lone or unclosed star or one inside a word kept as written.
func TestEmphasis(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Welcome to *these* puzzles.", `R"Welcome to " I"these" R" puzzles."`},
		{"**Never guess.**", `B"Never guess."`},
		{"**Bold** and *italic*", `B"Bold" R" and " I"italic"`},
		{"5 * 3 = 15", `R"5 * 3 = 15"`},
		{"5*3*2 and 2 ** 3", `R"5*3*2 and 2 ** 3"`},
		{"an *unclosed mark", `R"an *unclosed mark"`},
		{"an **unclosed* mark", `R"an *" I"unclosed" R" mark"`},
		{"*not closed *here", `R"*not closed *here"`},
		{"a **b *c* d** e", `R"a " B"b *c* d" R" e"`},
		{"**Attention**\u202f: lisez", `B"Attention" R"\u202f: lisez"`},
		{"(*see* page 3)", `R"(" I"see" R" page 3)"`},
		{"***", `R"***"`},
	}
	letter := map[draw.Face]string{draw.Regular: "R", draw.Bold: "B", draw.Italic: "I"}
	for _, tt := range tests {
		var got []string
		for _, s := range emphasis(tt.in, matterFont) {
			if s.Font.Size != matterFont.Size {
				t.Errorf("%q: %q at %g pt, want %g", tt.in, s.Text, s.Font.Size, matterFont.Size)
			}
			got = append(got, fmt.Sprintf("%s%+q", letter[s.Font.Face], s.Text))
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("emphasis(%q) = %s, want %s", tt.in, g, tt.want)
		}
	}
}
