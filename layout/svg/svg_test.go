package svg

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

var (
	_ draw.Colourer = (*svgCanvas)(nil)
	_ interface {
		Rotate(draw.Point, float64, func(draw.Canvas))
	} = (*svgCanvas)(nil)
)

func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name string
		w, h float64
	}{
		{"zero", 0, 100}, {"negative", 100, -1}, {"too wide", 20000, 100}, {"too tall", 100, 20000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := Write(io.Discard, nil, tt.w, tt.h); err == nil || !strings.HasPrefix(err.Error(), "svg: ") {
				t.Errorf("Write %gx%g: got %v, want an svg: error", tt.w, tt.h, err)
			}
		})
	}
}

// TestWriteText checks that text is carried as glyph outlines, each glyph
// defined once however often it is set.
func TestWriteText(t *testing.T) {
	var buf bytes.Buffer
	err := Write(&buf, func(c draw.Canvas) {
		c.Text(10, 20, "1111", draw.Font{Face: draw.Bold, Size: 12}, draw.AlignLeft)
	}, 100, 50)
	if err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if got := strings.Count(out, "<path id="); got != 1 {
		t.Errorf("%d glyph definitions, want 1 for \"1111\"\n%s", got, out)
	}
	if got := strings.Count(out, "<use "); got != 4 {
		t.Errorf("%d glyph uses, want 4 for \"1111\"\n%s", got, out)
	}
	if !strings.Contains(out, `width="100pt" height="50pt"`) {
		t.Errorf("no size in points\n%s", out)
	}
}

// TestMetadata writes an image with a Dublin Core record: its <metadata>
// holds each field, escaped, and parses as XML; without one, the image
// has no <metadata>.
func TestMetadata(t *testing.T) {
	var buf bytes.Buffer
	info := &Info{Title: "Sudoku <easy>", Rights: "© 2026 Example Press", Publisher: "Example Press",
		Identifier: "tag:example.com,2026:daily/2027-01-01/sudoku", Source: "https://example.com/p/2027-01-01/sudoku.svg", Date: "2027-01-01"}
	if err := (Encoder{Info: info}).Encode(&buf, nil, 100, 100); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Metadata struct {
			Description struct {
				Title      string `xml:"title"`
				Rights     string `xml:"rights"`
				Publisher  string `xml:"publisher"`
				Identifier string `xml:"identifier"`
				Source     string `xml:"source"`
				Date       string `xml:"date"`
			} `xml:"RDF>Description"`
		} `xml:"metadata"`
	}
	if err := xml.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("%v\n%s", err, buf.Bytes())
	}
	d := doc.Metadata.Description
	got := Info{Title: d.Title, Rights: d.Rights, Publisher: d.Publisher, Identifier: d.Identifier, Source: d.Source, Date: d.Date}
	if got != *info {
		t.Errorf("got %+v, want %+v\n%s", got, *info, buf.Bytes())
	}
	buf.Reset()
	if err := Write(&buf, nil, 100, 100); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "<metadata>") {
		t.Errorf("an image without a record has metadata:\n%s", buf.String())
	}
}
