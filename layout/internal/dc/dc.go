// Package dc writes a document's Dublin Core record (dublincore.org) as
// RDF/XML, the form SVG's <metadata> and a PDF's XMP packet carry.
package dc

import (
	"encoding/xml"
	"strings"
)

// Record is what a document says of itself; empty fields are left out.
type Record struct {
	Title      string
	Creator    string
	Rights     string // the copyright notice
	Publisher  string
	Identifier string // a URI naming the document for ever (a tag: URI)
	Source     string // where it is published, an absolute URL
	Date       string // its date, YYYY-MM-DD
}

// Empty reports whether r says nothing.
func (r Record) Empty() bool { return r == Record{} }

// Namespaces of the RDF/XML records.
const (
	RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	DC  = "http://purl.org/dc/elements/1.1/"
)

// Elements returns r's fields as the dc: elements of an rdf:Description,
// a line each, each line started by indent. With xmp, the title and
// rights are language alternatives, the creator and date sequences and
// the publisher a bag, as XMP asks; else each is plain text.
func (r Record) Elements(indent string, xmp bool) string {
	var b strings.Builder
	put := func(name, v, container string) {
		if v == "" {
			return
		}
		b.WriteString(indent + "<dc:" + name + ">")
		switch {
		case !xmp || container == "":
			xml.EscapeText(&b, []byte(v))
		case container == "Alt":
			b.WriteString(`<rdf:Alt><rdf:li xml:lang="x-default">`)
			xml.EscapeText(&b, []byte(v))
			b.WriteString("</rdf:li></rdf:Alt>")
		default:
			b.WriteString("<rdf:" + container + "><rdf:li>")
			xml.EscapeText(&b, []byte(v))
			b.WriteString("</rdf:li></rdf:" + container + ">")
		}
		b.WriteString("</dc:" + name + ">\n")
	}
	put("title", r.Title, "Alt")
	put("creator", r.Creator, "Seq")
	put("rights", r.Rights, "Alt")
	put("publisher", r.Publisher, "Bag")
	put("identifier", r.Identifier, "")
	put("source", r.Source, "")
	put("date", r.Date, "Seq")
	return b.String()
}
