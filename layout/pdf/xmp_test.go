package pdf

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestRightsAndOrigin writes a file whose info states its rights and
// origin: its catalog names an XMP stream holding the Dublin Core record,
// its document info gains /Copyright and /Publisher, the xref table
// reaches the new object, and the file passes the package's own check
// (and qpdf's and pdfinfo's, where installed). A file without them has
// no XMP stream.
func TestRightsAndOrigin(t *testing.T) {
	info := &Info{Title: "Daily · Sudoku", Author: "Ann Setter", Rights: "© 2026 Example Press & Co",
		Publisher: "Example Press", Identifier: "tag:example.com,2026:daily/2027-01-01/sudoku",
		Source: "https://example.com/puzzles/2027-01-01/sudoku.pdf", Date: "2027-01-01"}
	s := sheet
	s.Info = info
	var buf bytes.Buffer
	if err := (Encoder{}).Encode(&buf, s, nil); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	if ps := (Encoder{}).Check(data, Rules{}); len(ps) > 0 {
		t.Errorf("check: %v", ps)
	}
	objs, trailer, err := readPDF(data)
	if err != nil {
		t.Fatal(err)
	}
	var xmp []byte
	for _, o := range objs {
		if m := regexp.MustCompile(`/Metadata (\d+) 0 R`).FindSubmatch(o.dict); m != nil && bytes.Contains(o.dict, []byte("/Type /Catalog")) {
			id, _ := strconv.Atoi(string(m[1]))
			xmp = objs[id].stream
		}
	}
	for _, want := range []string{
		`<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© 2026 Example Press &amp; Co</rdf:li></rdf:Alt></dc:rights>`,
		`<dc:publisher><rdf:Bag><rdf:li>Example Press</rdf:li></rdf:Bag></dc:publisher>`,
		`<dc:identifier>tag:example.com,2026:daily/2027-01-01/sudoku</dc:identifier>`,
		`<dc:source>https://example.com/puzzles/2027-01-01/sudoku.pdf</dc:source>`,
		`<dc:creator><rdf:Seq><rdf:li>Ann Setter</rdf:li></rdf:Seq></dc:creator>`,
		`<xmpRights:Marked>True</xmpRights:Marked>`,
	} {
		if !bytes.Contains(xmp, []byte(want)) {
			t.Errorf("the catalog's XMP packet lacks %s:\n%s", want, xmp)
		}
	}
	if want := "/Copyright " + textString(info.Rights); !bytes.Contains(trailer, []byte(want)) {
		t.Errorf("the document info lacks %s:\n%s", want, trailer)
	}
	if want := "/Size " + strconv.Itoa(len(objs)+1); !bytes.Contains(trailer, []byte(want)) {
		t.Errorf("trailer: got\n%s\nwant %s for %d objects", trailer, want, len(objs))
	}
	if path, err := exec.LookPath("qpdf"); err == nil {
		f := filepath.Join(t.TempDir(), "rights.pdf")
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(path, "--check", f).CombinedOutput(); err != nil {
			t.Errorf("qpdf --check: %v\n%s", err, out)
		}
		if pi, err := exec.LookPath("pdfinfo"); err == nil {
			out, err := exec.Command(pi, "-custom", "-meta", f).CombinedOutput()
			if err != nil || !strings.Contains(string(out), "Example Press") || !strings.Contains(string(out), "dc:rights") {
				t.Errorf("pdfinfo -custom -meta: %v\n%s", err, out)
			}
		}
	}

	s.Info = &Info{Title: "Daily"}
	buf.Reset()
	if err := (Encoder{}).Encode(&buf, s, nil); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(buf.Bytes(), []byte("/Metadata")) || bytes.Contains(buf.Bytes(), []byte("/Copyright")) {
		t.Error("a file without rights or origin has an XMP stream or a copyright")
	}
}
