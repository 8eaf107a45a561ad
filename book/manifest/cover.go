package manifest

// Cover records a book's cover in its manifest. Its lengths are
// in inches, as print-on-demand services state cover sizes.
type Cover struct {
	File      string  `json:"file,omitempty"` // e.g. "pod-6x9-cover.pdf", beside the manifest; "" without output.cover
	Paper     string  `json:"paper"`          // white, cream or colour
	Pages     int     `json:"pages"`          // the interior's page count the spine is made for
	Spine     float64 `json:"spine_in"`
	Width     float64 `json:"width_in"` // the whole sheet: bleed, back, spine, front, bleed
	Height    float64 `json:"height_in"`
	SpineText bool    `json:"spine_text"` // the spine carries the title and author
	// Theme, Background and Accent are the cover's colours: the theme's
	// name and the colours drawn, as "#rrggbb".
	Theme      string `json:"theme"`
	Background string `json:"background"`
	Accent     string `json:"accent"`
	// PNG is the front-cover image output.cover_png writes, e.g.
	// "pod-6x9-cover.png", PNGWidth x PNGHeight pixels; "" without one.
	PNG       string `json:"png,omitempty"`
	PNGWidth  int    `json:"png_width,omitempty"`
	PNGHeight int    `json:"png_height,omitempty"`
	// Image and Logo are the pictures cover.image and cover.logo name,
	// as the config names them; "" without.
	Image string `json:"image,omitempty"`
	Logo  string `json:"logo,omitempty"`
}
