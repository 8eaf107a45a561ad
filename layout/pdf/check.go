package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"sync"
)

// The dictionary entries Check looks for, compiled on first use.
var (
	startxrefRE = lazyRegexp(`startxref\s+(\d+)\s+%%EOF\s*$`)
	typeRE      = lazyRegexp(`/Type\s*/(\w+)`)
	subtypeRE   = lazyRegexp(`/Subtype\s*/(\w+)`)
	contentsRE  = lazyRegexp(`/Contents\s+(\d+)\s+0\s+R`)
	lengthRE    = lazyRegexp(`/Length\s+(\d+)`)
	fontFileRE  = lazyRegexp(`/FontFile[23]?\s`)
	baseFontRE  = lazyRegexp(`/BaseFont\s*/([^\s/>]+)`)
)

// lazyRegexp returns a function that compiles expr on its first call, so
// that a process that never uses a pattern does not compile it at start-up.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// colourOps are the content-stream operators that set a colour other
// than DeviceGray (g and G are grey); a cover may use the device colours,
// RGB and CMYK.
var colourOps = map[string]bool{
	"rg": true, "RG": true, "k": true, "K": true,
	"sc": true, "SC": true, "scn": true, "SCN": true, "cs": true, "CS": true,
}

var deviceColourOps = map[string]bool{"rg": true, "RG": true, "k": true, "K": true}

// pdfObject is one indirect object: its dictionary text and, for a
// stream, its raw data.
type pdfObject struct {
	dict   []byte
	stream []byte
}

// Rules say what Check allows of a file.
type Rules struct {
	// PrintOnDemand forbids bookmarks (an outline) and document info.
	PrintOnDemand bool
	// Bleed asks for a BleedBox on every page besides its TrimBox.
	Bleed bool
	// Colour allows the device colours, RGB and CMYK, as a cover may use;
	// without it every page is in grey only.
	Colour bool
}

// Problem is one rule a file breaks.
type Problem struct {
	Page int    // 1-based; 0 when the problem is the whole file's
	Rule string // the rule broken, e.g. "fonts"
	What string // what is wrong
}

// Check reads back a PDF that Encode wrote and returns what breaks the
// print rules r: a font that is not embedded, ink set in a colour r does
// not allow, a page without a TrimBox (or, with r.Bleed, a BleedBox), and
// with r.PrintOnDemand bookmarks or document metadata. It reads the
// classic cross-reference table gopdf writes; a file it cannot read is a
// problem too. It checks up to Workers pages at once; the problems come
// in the same order whatever Workers is: the file's, then each page's in
// page order.
func (e Encoder) Check(data []byte, r Rules) []Problem {
	var out []Problem
	add := func(page int, rule, format string, args ...any) {
		out = append(out, Problem{Page: page, Rule: rule, What: fmt.Sprintf(format, args...)})
	}
	objs, trailer, err := readPDF(data)
	if err != nil {
		add(0, "pdf", "%v", err)
		return out
	}
	var pages []pdfObject
	for _, id := range slices.Sorted(maps.Keys(objs)) {
		o := objs[id]
		typ := ""
		if m := typeRE().FindSubmatch(o.dict); m != nil {
			typ = string(m[1])
		}
		switch typ {
		case "Catalog":
			if r.PrintOnDemand && bytes.Contains(o.dict, []byte("/Outlines")) {
				add(0, "bookmarks", "the catalog has an outline; print-on-demand files carry none")
			}
		case "Page":
			pages = append(pages, o)
		case "FontDescriptor":
			if !fontFileRE().Match(o.dict) {
				add(0, "fonts", "font descriptor %d 0 obj has no embedded font file", id)
			}
		case "Font":
			sub := subtypeRE().FindSubmatch(o.dict)
			if sub != nil && string(sub[1]) != "Type0" && !bytes.Contains(o.dict, []byte("/FontDescriptor")) {
				name := "?"
				if m := baseFontRE().FindSubmatch(o.dict); m != nil {
					name = string(m[1])
				}
				add(0, "fonts", "font %s is not embedded", name)
			}
		}
	}
	if r.PrintOnDemand && bytes.Contains(trailer, []byte("/Info")) {
		add(0, "metadata", "the file has document info; print-on-demand files carry none")
	}
	found := make([][]Problem, len(pages))
	each(len(pages), e.Workers, func(i int) {
		found[i] = r.checkPage(i+1, pages[i], objs)
	})
	for _, f := range found {
		out = append(out, f...)
	}
	return out
}

// checkPage checks the boxes and the ink of the n-th page object.
func (r Rules) checkPage(n int, o pdfObject, objs map[int]pdfObject) []Problem {
	var out []Problem
	add := func(rule, format string, args ...any) {
		out = append(out, Problem{Page: n, Rule: rule, What: fmt.Sprintf(format, args...)})
	}
	if !bytes.Contains(o.dict, []byte("/TrimBox")) {
		add("boxes", "no TrimBox")
	}
	if r.Bleed && !bytes.Contains(o.dict, []byte("/BleedBox")) {
		add("boxes", "no BleedBox on a page with bleed")
	}
	m := contentsRE().FindSubmatch(o.dict)
	if m == nil {
		return out
	}
	id, _ := strconv.Atoi(string(m[1]))
	content, ok := objs[id]
	if !ok {
		add("pdf", "content object %d is missing", id)
		return out
	}
	ops, err := streamData(content)
	if err != nil {
		add("pdf", "content stream: %v", err)
		return out
	}
	for tok, rest := nextToken(ops); tok != nil; tok, rest = nextToken(rest) {
		switch {
		case len(tok) > 3 || !colourOps[string(tok)]:
		case !r.Colour:
			add("ink", "the content stream sets a colour with %q; print files use grey (K) only", tok)
			return out
		case !deviceColourOps[string(tok)]:
			add("ink", "the content stream sets a colour with %q; a cover uses grey, RGB or CMYK", tok)
			return out
		}
	}
	return out
}

// Box is a page box as a file writes it: its name (MediaBox, TrimBox or
// BleedBox) and its four numbers, llx lly urx ury, as written and as read.
type Box struct {
	Name string
	Text [4]string
	At   [4]float64
}

var pageBoxRE = lazyRegexp(`/(MediaBox|TrimBox|BleedBox)\s*\[\s*([-0-9.]+)\s+([-0-9.]+)\s+([-0-9.]+)\s+([-0-9.]+)\s*\]`)

// Boxes reads a PDF as Check does and returns the boxes of each of its
// pages, in the order of their objects.
func Boxes(data []byte) ([][]Box, error) {
	objs, _, err := readPDF(data)
	if err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	var out [][]Box
	for _, id := range slices.Sorted(maps.Keys(objs)) {
		o := objs[id]
		if m := typeRE().FindSubmatch(o.dict); m == nil || string(m[1]) != "Page" {
			continue
		}
		var boxes []Box
		for _, b := range pageBoxRE().FindAllSubmatch(o.dict, -1) {
			box := Box{Name: string(b[1])}
			for i := range 4 {
				box.Text[i] = string(b[2+i])
				box.At[i], _ = strconv.ParseFloat(box.Text[i], 64)
			}
			boxes = append(boxes, box)
		}
		out = append(out, boxes)
	}
	return out, nil
}

// nextToken returns the first run of non-space bytes in b and what
// follows it; nil when there is none. (bytes.Fields would make a slice of
// every token of a page first.)
func nextToken(b []byte) (tok, rest []byte) {
	i := 0
	for i < len(b) && isPDFSpace(b[i]) {
		i++
	}
	if i == len(b) {
		return nil, nil
	}
	j := i
	for j < len(b) && !isPDFSpace(b[j]) {
		j++
	}
	return b[i:j], b[j:]
}

func isPDFSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

// streamData returns the decoded data of a stream object.
func streamData(o pdfObject) ([]byte, error) {
	if !bytes.Contains(o.dict, []byte("/FlateDecode")) {
		return o.stream, nil
	}
	zr, err := zlib.NewReader(bytes.NewReader(o.stream))
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	return io.ReadAll(io.LimitReader(zr, 64<<20))
}

// readPDF reads the objects of a PDF with one classic cross-reference
// table, and its trailer.
func readPDF(data []byte) (map[int]pdfObject, []byte, error) {
	m := startxrefRE().FindSubmatch(data)
	if m == nil {
		return nil, nil, fmt.Errorf("no startxref at the end of the file")
	}
	at, _ := strconv.Atoi(string(m[1]))
	if at >= len(data) || !bytes.HasPrefix(data[at:], []byte("xref")) {
		return nil, nil, fmt.Errorf("startxref %d does not point at an xref table", at)
	}
	rest := data[at+len("xref"):]
	tr := bytes.Index(rest, []byte("trailer"))
	if tr < 0 {
		return nil, nil, fmt.Errorf("no trailer")
	}
	lines := bytes.Split(bytes.TrimSpace(rest[:tr]), []byte("\n"))
	objs := map[int]pdfObject{}
	id := 0
	for _, l := range lines {
		f := bytes.Fields(l)
		switch {
		case len(f) == 2: // subsection header: first object, count
			id, _ = strconv.Atoi(string(f[0]))
		case len(f) == 3:
			if string(f[2]) == "n" {
				off, err := strconv.Atoi(string(f[0]))
				if err != nil || off < 0 || off >= len(data) {
					return nil, nil, fmt.Errorf("xref entry %d: bad offset %q", id, f[0])
				}
				o, err := readObject(data[off:])
				if err != nil {
					return nil, nil, fmt.Errorf("object %d: %w", id, err)
				}
				objs[id] = o
			}
			id++
		}
	}
	return objs, rest[tr:], nil
}

// readObject reads the object that starts data ("N 0 obj ... endobj").
func readObject(data []byte) (pdfObject, error) {
	end := bytes.Index(data, []byte("endobj"))
	if end < 0 {
		return pdfObject{}, fmt.Errorf("no endobj")
	}
	s := bytes.Index(data[:end], []byte("stream"))
	if s < 0 {
		return pdfObject{dict: data[:end]}, nil
	}
	o := pdfObject{dict: data[:s]}
	start := s + len("stream")
	if start < len(data) && data[start] == '\r' {
		start++
	}
	if start < len(data) && data[start] == '\n' {
		start++
	}
	m := lengthRE().FindSubmatch(o.dict)
	if m == nil {
		return o, fmt.Errorf("stream without a direct /Length")
	}
	n, _ := strconv.Atoi(string(m[1]))
	if start+n > len(data) {
		return o, fmt.Errorf("stream /Length %d runs past the end of the file", n)
	}
	o.stream = data[start : start+n]
	return o, nil
}
