package layout

import (
	"bytes"
	"fmt"
	"strconv"
)

// addBleedBoxes gives every page of a gopdf document a BleedBox covering
// its whole sheet, which gopdf cannot write itself. The entry goes after
// each page's TrimBox line, and the cross-reference table and startxref
// are shifted to match, so the file stays valid byte for byte.
func addBleedBoxes(pdf []byte, width, height float64) ([]byte, error) {
	entry := []byte(fmt.Sprintf(" /BleedBox [ 0 0 %.2f %.2f ]\n", width, height))
	const key = "\n /TrimBox ["
	var at []int // offsets in pdf where an entry goes
	for i := 0; ; {
		j := bytes.Index(pdf[i:], []byte(key))
		if j < 0 {
			break
		}
		eol := bytes.IndexByte(pdf[i+j+1:], '\n')
		if eol < 0 {
			return nil, fmt.Errorf("layout: pdf boxes: unterminated TrimBox")
		}
		i += j + 1 + eol + 1
		at = append(at, i)
	}
	xref := bytes.LastIndex(pdf, []byte("\nxref\n"))
	if len(at) == 0 || xref < 0 || at[len(at)-1] > xref {
		return nil, fmt.Errorf("layout: pdf boxes: no page boxes before the xref table")
	}
	shift := func(off int) int { // bytes inserted before off
		k := 0
		for k < len(at) && at[k] <= off {
			k++
		}
		return off + k*len(entry)
	}
	out := make([]byte, 0, len(pdf)+len(at)*len(entry))
	prev := 0
	for _, a := range at {
		out = append(out, pdf[prev:a]...)
		out = append(out, entry...)
		prev = a
	}
	out = append(out, pdf[prev:]...)

	// Rewrite the table in place: its entries are fixed-width.
	tab := xref + 1 + len(at)*len(entry) + len("xref\n")
	head := bytes.IndexByte(out[tab:], '\n')
	var first, count int
	if head < 0 {
		return nil, fmt.Errorf("layout: pdf boxes: no xref subsection")
	}
	if _, err := fmt.Sscanf(string(out[tab:tab+head]), "%d %d", &first, &count); err != nil {
		return nil, fmt.Errorf("layout: pdf boxes: xref subsection: %w", err)
	}
	row := tab + head + 1
	for k := 0; k < count; k++ {
		e := out[row+20*k : row+20*k+20]
		if e[17] != 'n' {
			continue
		}
		off, err := strconv.Atoi(string(e[:10]))
		if err != nil {
			return nil, fmt.Errorf("layout: pdf boxes: xref entry %d: %w", first+k, err)
		}
		copy(e[:10], fmt.Sprintf("%010d", shift(off)))
	}
	sx := bytes.LastIndex(out, []byte("startxref\n"))
	if sx < 0 {
		return nil, fmt.Errorf("layout: pdf boxes: no startxref")
	}
	numAt := sx + len("startxref\n")
	end := numAt + bytes.IndexByte(out[numAt:], '\n')
	off, err := strconv.Atoi(string(out[numAt:end]))
	if err != nil {
		return nil, fmt.Errorf("layout: pdf boxes: startxref: %w", err)
	}
	return append(append(out[:numAt:numAt], strconv.Itoa(shift(off))...), out[end:]...), nil
}
