package cover

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// The badge's type and its label's padding, in points.
var badgeFont = draw.Font{Face: draw.Bold, Size: 22}

const badgePad = 7

// drawBadge draws badge at the top of the front's text box b: in capitals
// of badgeFont (smaller for a narrow front) on a white label edged in the
// accent, centred. It returns b less the label and a gap under it, for
// the title.
func drawBadge(cv draw.Canvas, pal palette, b draw.Rect, badge string) draw.Rect {
	text, f := textset.Shrink(cv, badge, pal.head.font(badgeFont), b.W-2*badgePad)
	w := cv.TextWidth(text, f) + 2*badgePad
	f = draw.Resolve(cv, f)
	h := draw.CapHeight(f) + 2*badgePad
	label := draw.Rect{X: b.X + (b.W-w)/2, Y: b.Y, W: w, H: h}
	white := draw.White
	cv.Rect(label, &white, draw.Stroke{})
	pal.accent.on(cv).Rect(label, nil, pal.accent.stroke(2))
	draw.DrawIn(cv, draw.Region{What: "cover badge", Box: label}, func(cv draw.Canvas) {
		pal.head.on(cv).Text(label.X+label.W/2, label.Y+badgePad+draw.CapHeight(f), text, f, draw.AlignCenter)
	})
	gap := h / 2
	return draw.Rect{X: b.X, Y: b.Y + h + gap, W: b.W, H: b.H - h - gap}
}
