package pdf

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/signintech/gopdf"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Encoder writes pages as PDF files and checks the files written. Its
// zero value is ready to use, working on one page per CPU at once.
type Encoder struct {
	// Workers is the most pages drawn, objects compressed or pages checked
	// at once (0 or less: one per CPU): every pool the encoder runs starts
	// at most Workers goroutines. The bytes written and the problems found
	// do not depend on it.
	Workers int
}

// Info is a file's document information. The creator and producer are
// always puzzlebook.
type Info struct {
	Title, Subject, Author string
	// Rights (a copyright notice), Publisher, Identifier (a URI naming
	// the file for ever), Source (the URL it is published at) and Date
	// (YYYY-MM-DD) are the file's rights and origin (xmp.go): with any
	// of them, the file carries an XMP packet.
	Rights, Publisher, Identifier, Source, Date string
}

// Sheets say how Encode lays pages on paper: sheets of Width x Height
// points, Trim(n) the TrimBox of the 1-based page n, Info the document
// info (nil for none) and, with Bleed, a BleedBox of the whole sheet on
// every page. With Colour the pages are drawn on a canvas that is a
// draw.Colourer (a cover, a coloured puzzle); without, in grey only (a
// book's interior).
type Sheets struct {
	Width, Height float64
	Trim          func(n int) draw.Rect
	Info          *Info
	Bleed         bool
	Colour        bool
}

// Encode writes pages on sheets s as a PDF, each page drawn by its
// function (nil for a blank page), with the fonts embedded (subset) as
// TrueType. The output depends only on its inputs: the same pages give
// the same bytes whatever Workers is. Pages are drawn into content on up
// to Workers goroutines while this one hands each, in page order, to
// gopdf, which embeds the fonts and writes the file.
func (e Encoder) Encode(w io.Writer, s Sheets, pages []func(draw.Canvas)) error {
	if len(pages) == 0 {
		pages = []func(draw.Canvas){nil} // a PDF needs at least one page
	}
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{PageSize: gopdf.Rect{W: s.Width, H: s.Height}, Unit: gopdf.UnitPT})
	pdf.SetNoCompression() // finishPDF compresses the pages, on every core
	if s.Info != nil {
		// No CreationDate and no protection: gopdf then writes no clock
		// time and no random IDs, which keeps the output reproducible.
		pdf.SetInfo(gopdf.PdfInfo{
			Title:    s.Info.Title,
			Subject:  s.Info.Subject,
			Author:   s.Info.Author,
			Creator:  creator,
			Producer: producer,
		})
	}
	// Every page is drawn before gopdf takes the first, so that the fonts
	// embedded keep the metrics of the glyphs drawn alone (documentFonts).
	drawn := drawPages(pages, s.Height, s.Colour, e.Workers)
	contents := make([]*pdfContent, len(pages))
	for i := range contents {
		contents[i] = <-drawn[i]
	}
	fonts, err := documentFonts(contents)
	if err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	rp := &pdfReplay{pdf: pdf, fonts: fonts, names: map[draw.Face]byte{}, glyphs: map[draw.Face]map[uint16]bool{}, holders: map[*byte]gopdf.ImageHolder{}}
	for i, page := range contents {
		t := s.Trim(i + 1)
		pdf.AddPageWithOption(gopdf.PageOption{
			PageSize: &gopdf.Rect{W: s.Width, H: s.Height},
			// gopdf writes the box as given: [llx lly urx ury] from the bottom left.
			TrimBox: &gopdf.Box{Left: t.X, Top: s.Height - t.Y - t.H, Right: t.X + t.W, Bottom: s.Height - t.Y},
		})
		if err := rp.page(page); err != nil {
			return fmt.Errorf("pdf: page %d: %w", i+1, err)
		}
	}
	var buf bytes.Buffer
	if _, err := pdf.WriteTo(&buf); err != nil {
		return fmt.Errorf("pdf: write: %w", err)
	}
	ed := pdfEdits{names: rp.subsetNames()}
	if s.Info.origin() {
		ed.info = s.Info
	}
	if s.Bleed {
		ed.box = fmt.Appendf(nil, " /BleedBox [ 0 0 %.2f %.2f ]\n", s.Width, s.Height)
	}
	out, err := finishPDF(buf.Bytes(), ed, e.Workers)
	if err != nil {
		return err
	}
	if _, err := w.Write(out); err != nil {
		return fmt.Errorf("pdf: write: %w", err)
	}
	return nil
}

// drawPages draws every page into content on up to workers goroutines
// (one per CPU for 0 or less), in page order, and returns a channel per
// page that delivers its content once drawn.
func drawPages(pages []func(draw.Canvas), sheetH float64, colour bool, workers int) []chan *pdfContent {
	out := make([]chan *pdfContent, len(pages))
	for i := range out {
		out[i] = make(chan *pdfContent, 1)
	}
	go each(len(pages), workers, func(i int) {
		pc := newPDFContent(sheetH)
		var cv draw.Canvas = &contentCanvas{pdfContent: pc}
		if colour {
			cv = contentColourCanvas{&contentCanvas{pdfContent: pc}}
		}
		if d := pages[i]; d != nil {
			d(cv)
		}
		pc.finish()
		out[i] <- pc // buffered: never waits
	})
	return out
}

// pdfReplay hands drawn pages to gopdf. gopdf sets no line caps or joins
// and wraps each of its drawing calls in a save and restore; a page's
// content goes in as the painting operator of an empty rectangle, which
// gopdf writes as given, so that the page is written as drawn, between
// one save and restore.
type pdfReplay struct {
	pdf    *gopdf.GoPdf
	fonts  map[draw.Face]docFont         // each face's name and TrueType file as embedded (documentFonts)
	names  map[draw.Face]byte            // the digit of each face's name, /F1 ..., once added
	added  byte                          // faces added so far
	glyphs map[draw.Face]map[uint16]bool // the glyphs of each face drawn
	// holders are the pictures handed to gopdf, by their file's first byte.
	holders map[*byte]gopdf.ImageHolder
}

// page hands p's content to gopdf's current page, first telling gopdf the
// texts of each face, which it embeds the glyphs of.
func (r *pdfReplay) page(p *pdfContent) error {
	for _, face := range slices.SortedFunc(maps.Keys(p.texts), draw.CompareFaces) {
		texts := p.texts[face]
		if len(texts) == 0 {
			continue
		}
		font := r.fonts[face]
		if r.names[face] == 0 {
			if r.added == 9 {
				return fmt.Errorf("font %s: more than 9 faces in one file", font.name)
			}
			if err := r.pdf.AddTTFFontData(font.name, font.data); err != nil {
				return fmt.Errorf("font %s: %w", font.name, err)
			}
			r.added++
			r.names[face] = '0' + r.added // gopdf names fonts /F1, /F2, ... as added
		}
		if err := r.pdf.SetFont(font.name, "", 10); err != nil {
			return err
		}
		if r.glyphs[face] == nil {
			r.glyphs[face] = map[uint16]bool{}
		}
		for _, s := range texts {
			if _, err := r.pdf.MeasureTextWidth(s); err != nil { // adds the glyphs of s
				return err
			}
			for _, g := range glyphsOf(face, s) {
				r.glyphs[face][g] = true
			}
		}
	}
	for _, f := range p.fonts {
		p.buf[f.off] = r.names[draw.Face(f.face)]
	}
	if p.err != nil {
		return p.err
	}
	from := 0
	for _, m := range p.images {
		if m.off > from {
			if err := r.ops(p.buf[from:m.off]); err != nil {
				return err
			}
		}
		if err := r.image(m); err != nil {
			return err
		}
		from = m.off
	}
	if from > 0 && from == len(p.buf) {
		return nil
	}
	return r.ops(p.buf[from:])
}

// ops hands content operators to gopdf's current page.
func (r *pdfReplay) ops(ops []byte) error {
	if n := len(ops); n > 0 {
		ops = ops[:n-1] // gopdf ends the line
	}
	return r.pdf.RectFromUpperLeftWithOpts(gopdf.DrawableRectOptions{PaintStyle: gopdf.PaintStyle("n\n" + string(ops))})
}

// subsetNames returns the replacer that gives each embedded face's name
// (BaseFont, FontName) its subset tag, as PDF asks of a subset font: six
// capital letters and a plus, "KQWPZB+GoBold". The tag comes from the
// face and the glyphs drawn, so that it is the same for the same subset
// and, all but surely, differs for another. gopdf writes the names bare.
func (r *pdfReplay) subsetNames() *strings.Replacer {
	var pairs []string
	for _, face := range slices.SortedFunc(maps.Keys(r.glyphs), draw.CompareFaces) {
		set := r.glyphs[face]
		if r.names[face] == 0 {
			continue
		}
		gs := slices.Sorted(maps.Keys(set))
		h := fnv.New64a()
		name := r.fonts[face].name
		h.Write([]byte(name))
		for _, g := range gs {
			h.Write([]byte{byte(g >> 8), byte(g)})
		}
		sum := h.Sum64()
		var tag [6]byte
		for i := range tag {
			tag[i] = byte('A' + sum%26)
			sum /= 26
		}
		for _, key := range []string{"/BaseFont /", "/FontName /"} {
			pairs = append(pairs, key+name+"\n", key+string(tag[:])+"+"+name+"\n")
		}
	}
	if len(pairs) == 0 {
		return nil
	}
	return strings.NewReplacer(pairs...)
}

// pdfInk is an ink as the content stream sets it: a grey (g, G), or with
// colour an RGB colour (rg, RG). An ink with a NaN gray equals none.
type pdfInk struct {
	gray   float64
	rgb    [3]uint8
	colour bool
}
