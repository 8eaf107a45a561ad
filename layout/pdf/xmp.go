package pdf

import (
	"bytes"
	"fmt"
	"strconv"
	"unicode/utf16"

	"github.com/puzzlebook/puzzlebook/layout/internal/dc"
)

// A file's rights and origin (Info's Rights, Publisher, Identifier,
// Source and Date) go where readers look for them: the document info
// gains /Copyright and /Publisher entries besides its title and author,
// and the catalog an XMP packet (/Metadata) with the Dublin Core record
// of the whole info, which gopdf cannot write. A file without them gets
// neither, and keeps its bytes.

// record is info as a Dublin Core record.
func (info *Info) record() dc.Record {
	return dc.Record{Title: info.Title, Creator: info.Author, Rights: info.Rights, Publisher: info.Publisher,
		Identifier: info.Identifier, Source: info.Source, Date: info.Date}
}

// origin reports whether info states rights or origin, and so an XMP
// packet.
func (info *Info) origin() bool {
	return info != nil && (info.Rights != "" || info.Publisher != "" || info.Identifier != "" || info.Source != "" || info.Date != "")
}

// xmpPacket is info's XMP packet.
func (info *Info) xmpPacket() []byte {
	var b bytes.Buffer
	b.WriteString("<?xpacket begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n")
	b.WriteString("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n<rdf:RDF xmlns:rdf=\"" + dc.RDF + "\">\n")
	b.WriteString("<rdf:Description rdf:about=\"\" xmlns:dc=\"" + dc.DC + "\" xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmlns:xmpRights=\"http://ns.adobe.com/xap/1.0/rights/\">\n")
	b.WriteString("<dc:format>application/pdf</dc:format>\n")
	b.WriteString(info.record().Elements("", true))
	if info.Rights != "" {
		b.WriteString("<xmpRights:Marked>True</xmpRights:Marked>\n")
	}
	b.WriteString("<pdf:Producer>" + producer + "</pdf:Producer>\n<xmp:CreatorTool>" + creator + "</xmp:CreatorTool>\n")
	b.WriteString("</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"r\"?>")
	return b.Bytes()
}

// Creator and producer of every file.
const (
	creator  = "puzzlebook"
	producer = "puzzlebook (gopdf)"
)

// infoEntries are info's entries gopdf cannot write, for the document
// info dictionary.
func (info *Info) infoEntries() []byte {
	var b []byte
	for _, e := range []struct{ key, v string }{{"Copyright", info.Rights}, {"Publisher", info.Publisher}} {
		if e.v != "" {
			b = fmt.Appendf(b, "/%s %s\n", e.key, textString(e.v))
		}
	}
	return b
}

// textString is s as a PDF text string, UTF-16BE in hex after a byte
// order mark, as gopdf writes the title.
func textString(s string) string {
	b := []byte("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		b = fmt.Appendf(b, "%04X", u)
	}
	return string(append(b, '>'))
}

// addMetadata adds to out (a finished file's objects, n of them, the
// catalog among them with its /Metadata entry already made: metadataRef)
// the XMP stream as object n+1, and returns the trailer with its /Size
// raised and info's entries added to its /Info dictionary.
func addMetadata(out []byte, n int, trailer []byte, info *Info) ([]byte, []byte, error) {
	xmp := info.xmpPacket()
	out = fmt.Appendf(out, "%d 0 obj\n<<\n/Type /Metadata\n/Subtype /XML\n/Length %d\n>>\nstream\n", n+1, len(xmp))
	out = append(out, xmp...)
	out = append(out, "\nendstream\nendobj\n\n"...)
	size := []byte("/Size " + strconv.Itoa(n+1) + "\n")
	if !bytes.Contains(trailer, size) {
		return nil, nil, fmt.Errorf("pdf: no %q in the trailer", bytes.TrimSpace(size))
	}
	t := bytes.Replace(trailer, size, []byte("/Size "+strconv.Itoa(n+2)+"\n"), 1)
	end := bytes.LastIndex(t, []byte(" >>\n>>"))
	if end < 0 || !bytes.Contains(t, []byte("/Info <<")) {
		return nil, nil, fmt.Errorf("pdf: no /Info dictionary in the trailer")
	}
	t = append(append(append([]byte{}, t[:end]...), info.infoEntries()...), t[end:]...)
	return out, t, nil
}

// metadataRef is the catalog's entry naming the XMP stream, object n+1.
func metadataRef(n int) []byte { return fmt.Appendf(nil, "  /Metadata %d 0 R\n", n+1) }
