package cover

import (
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// A cover's picture (Cover.Picture) takes the puzzle's place on the
// front: the white card across the band's lower edge, offset by the
// accent and edged in the head's ink, holds it cropped about its middle
// to the card's shape, pictureMat inside the card's edge, so that it
// reads as a framed print. The card takes the picture's shape between
// minPictureAspect and maxPictureAspect. The logo (Cover.Logo) stands at
// the foot of the back, left of the author, logoHeight high (less when it
// would be wider than logoMaxWidth).
const (
	pictureMat       = 4    // points
	pictureShare     = 0.48 // of the trim's height, the card's longer side at most (a puzzle's: 0.42)
	minPictureAspect = 0.75
	maxPictureAspect = 1.6
	logoHeight       = 0.5 * layout.Inch
	logoMaxWidth     = 1.5 * layout.Inch
	logoGap          = 10 // points between the logo and the author
)

// frameAspect is the shape of the card that holds a picture of aspect.
func frameAspect(aspect float64) float64 { return min(max(aspect, minPictureAspect), maxPictureAspect) }

// PictureArea returns where the front draws a picture of aspect (width
// over height), which is cropped to the area's shape: a book checks with
// it that the picture has the pixels to print sharp.
func (c Cover) PictureArea(aspect float64) draw.Rect {
	c.Art.Aspect = frameAspect(aspect)
	return c.cardFor(box(c.Spec.Front(), c.Spec.FrontText()), true).Inset(pictureMat)
}

// LogoSize returns the size a logo of aspect prints at, in points.
func LogoSize(aspect float64) (w, h float64) {
	w, h = logoHeight*aspect, logoHeight
	if w > logoMaxWidth {
		w, h = logoMaxWidth, logoMaxWidth/aspect
	}
	return w, h
}

// drawPicture draws c.Picture inside its card, in colour on a coloured
// cover and in grey on the grey one, which stays K-only.
func (c Cover) drawPicture(cv draw.Canvas, pal palette, card draw.Rect) {
	area := card.Inset(pictureMat)
	draw.DrawIn(cv, draw.Region{What: "the cover's picture", Box: card, Grid: true}, func(cv draw.Canvas) {
		inColour(cv, pal).Image(area, c.Picture.CropTo(area.W/area.H))
	})
}

// logoArea is where the back draws c.Logo: the foot of b, on the left.
func (c Cover) logoArea(b draw.Rect) draw.Rect {
	w, h := LogoSize(c.Logo.Aspect())
	return draw.Rect{X: b.X, Y: b.Y + b.H - h, W: w, H: h}
}

// drawLogo draws c.Logo at the foot of the back, when there is one.
func (c Cover) drawLogo(cv draw.Canvas, pal palette, b draw.Rect) {
	if c.Logo != nil {
		inColour(cv, pal).Image(c.logoArea(b), c.Logo)
	}
}

// inColour is cv drawing pictures in colour when pal's band is a
// colour and the canvas can; cv itself, which draws them in grey, else.
func inColour(cv draw.Canvas, pal palette) draw.Canvas {
	if cc, ok := cv.(draw.Colourer); ok && !draw.RGB(pal.band).Neutral() {
		return cc.InColour(draw.RGB(pal.band))
	}
	return cv
}
