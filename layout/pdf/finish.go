package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// pdfEdits are the changes finishPDF makes besides compressing.
type pdfEdits struct {
	box   []byte            // a BleedBox entry for every page, after its TrimBox; nil for none
	names *strings.Replacer // the fonts' names with their subset tags; nil for none
	// info, when not nil, is the document info whose rights and origin
	// are added: its XMP packet, after the objects (xmp.go).
	info *Info
	// metadata is the catalog's /Metadata entry, set by finishPDF.
	metadata []byte
}

// finishPDF completes a file gopdf wrote without compression: every
// stream it left plain (the pages' content, the fonts' ToUnicode maps) is
// compressed, on up to workers goroutines, where gopdf would compress the
// pages one after another; each ToUnicode map is rewritten correctly (see
// toUnicode); and e's edits are made: a BleedBox on every page and subset
// tags on the font names, which gopdf cannot write. The objects keep their
// numbers and order; the cross-reference table is written anew.
func finishPDF(pdf []byte, e pdfEdits, workers int) ([]byte, error) {
	offs, xref, err := objectOffsets(pdf)
	if err != nil {
		return nil, err
	}
	if e.info != nil {
		e.metadata = metadataRef(len(offs))
	}
	objs := make([][]byte, len(offs))
	errs := make([]error, len(offs))
	each(len(offs), workers, func(i int) {
		end := xref
		if i+1 < len(offs) {
			end = offs[i+1]
		}
		objs[i], errs[i] = finishObject(pdf[offs[i]:end], e)
	})
	out := make([]byte, 0, len(pdf))
	out = append(out, pdf[:offs[0]]...)
	at := make([]int, len(objs))
	for i, o := range objs {
		if errs[i] != nil {
			return nil, fmt.Errorf("pdf: object %d: %w", i+1, errs[i])
		}
		at[i] = len(out)
		out = append(out, o...)
	}
	tr := bytes.Index(pdf[xref:], []byte("trailer\n"))
	sx := bytes.LastIndex(pdf, []byte("startxref\n"))
	if tr < 0 || sx < xref+tr {
		return nil, fmt.Errorf("pdf: no trailer after the xref table")
	}
	trailer := pdf[xref+tr : sx]
	if e.info != nil {
		at = append(at, len(out))
		if out, trailer, err = addMetadata(out, len(objs), trailer, e.info); err != nil {
			return nil, err
		}
	}
	start := len(out)
	out = fmt.Appendf(out, "xref\n0 %d\n0000000000 65535 f \n", len(at)+1)
	for _, a := range at {
		out = fmt.Appendf(out, "%010d 00000 n \n", a)
	}
	out = append(out, trailer...)
	return fmt.Appendf(out, "startxref\n%d\n%%%%EOF\n", start), nil
}

// objectOffsets returns where each object of a gopdf file starts, from its
// one cross-reference table (objects 1 to n, in order), and where the
// table starts.
func objectOffsets(pdf []byte) ([]int, int, error) {
	xref := bytes.LastIndex(pdf, []byte("\nxref\n"))
	if xref < 0 {
		return nil, 0, fmt.Errorf("pdf: no xref table")
	}
	xref++
	lines := bytes.Split(pdf[xref:], []byte("\n"))
	if len(lines) < 3 || !bytes.HasPrefix(lines[1], []byte("0 ")) {
		return nil, 0, fmt.Errorf("pdf: no xref subsection from object 0")
	}
	n, err := strconv.Atoi(string(lines[1][2:]))
	if err != nil || n < 2 || len(lines) < n+2 {
		return nil, 0, fmt.Errorf("pdf: xref subsection %q", lines[1])
	}
	offs := make([]int, n-1)
	for i := range offs {
		e := lines[i+3]
		if len(e) < 18 || e[17] != 'n' {
			return nil, 0, fmt.Errorf("pdf: xref entry %d: %q", i+1, e)
		}
		off, err := strconv.Atoi(string(e[:10]))
		if err != nil {
			return nil, 0, fmt.Errorf("pdf: xref entry %d: %w", i+1, err)
		}
		if off >= xref || (i > 0 && off <= offs[i-1]) {
			return nil, 0, fmt.Errorf("pdf: xref entry %d: offset %d out of order", i+1, off)
		}
		offs[i] = off
	}
	return offs, xref, nil
}

// plainStream is how gopdf starts a stream it leaves uncompressed.
var plainStream = []byte(" 0 obj\n<<\n/Length ")

// finishObject returns obj (from "N 0 obj" to just before the next) with
// a plain stream compressed and e's edits made.
func finishObject(obj []byte, e pdfEdits) ([]byte, error) {
	if cat := []byte("  /Type /Catalog\n"); e.metadata != nil && bytes.Contains(obj, cat) {
		return bytes.Replace(obj, cat, append(cat, e.metadata...), 1), nil
	}
	if e.box != nil {
		if i := bytes.Index(obj, []byte("\n /TrimBox [")); i >= 0 {
			eol := bytes.IndexByte(obj[i+1:], '\n')
			if eol < 0 {
				return nil, fmt.Errorf("unterminated TrimBox")
			}
			at := i + 1 + eol + 1
			return append(append(append([]byte{}, obj[:at]...), e.box...), obj[at:]...), nil
		}
	}
	if e.names != nil && !bytes.Contains(obj, []byte("stream")) &&
		(bytes.Contains(obj, []byte("/BaseFont /")) || bytes.Contains(obj, []byte("/FontName /"))) {
		return []byte(e.names.Replace(string(obj))), nil
	}
	head := bytes.Index(obj, plainStream)
	if head < 0 || bytes.IndexByte(obj[:head], '\n') >= 0 {
		return obj, nil
	}
	rest := obj[head+len(plainStream):]
	eol := bytes.IndexByte(rest, '\n')
	const open = "\n>>\nstream\n"
	if eol < 0 || !bytes.HasPrefix(rest[eol:], []byte(open)) {
		return obj, nil
	}
	n, err := strconv.Atoi(string(rest[:eol]))
	start := eol + len(open)
	if err != nil || start+n > len(rest) {
		return nil, fmt.Errorf("stream /Length %q", rest[:eol])
	}
	data := rest[start : start+n]
	if bytes.HasPrefix(data, []byte("/CIDInit ")) {
		if data, err = toUnicode(data); err != nil {
			return nil, err
		}
	}
	var z bytes.Buffer
	zw := zlibWriters.Get().(*zlib.Writer)
	defer zlibWriters.Put(zw)
	zw.Reset(&z)
	zw.Write(data)
	zw.Close()
	out := append([]byte{}, obj[:head]...)
	out = fmt.Appendf(out, " 0 obj\n<<\n/Filter /FlateDecode\n/Length %d\n>>\nstream\n", z.Len())
	out = append(out, z.Bytes()...)
	return append(out, "\nendstream\nendobj\n\n"...), nil
}

// zlibWriters are compressors to reuse: making one allocates about a
// megabyte, which took longer than compressing most objects.
var zlibWriters = sync.Pool{New: func() any { return zlib.NewWriter(nil) }}
