package layout

import (
	"fmt"
	"strconv"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// ParseHex reads a colour written "#RRGGBB" (hex digits of either case).
func ParseHex(s string) (draw.RGB, error) {
	if len(s) != 7 || s[0] != '#' {
		return draw.RGB{}, fmt.Errorf("layout: colour %q: want #RRGGBB, e.g. \"#1f3a5f\"", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return draw.RGB{}, fmt.Errorf("layout: colour %q: want #RRGGBB with hex digits 0-9 and a-f", s)
	}
	ch := func(shift uint) float64 { return float64(v>>shift&0xff) / 255 }
	return draw.RGB{R: ch(16), G: ch(8), B: ch(0)}, nil
}
