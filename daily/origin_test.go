package daily

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen/ipuz"
)

// originFeed states its rights and origin, gives Numbrix a site's ipuz
// kind URI, and writes the column files.
const originFeed = `name: daily
title: Example Daily
author: Ann Setter
copyright: © 2026 Example Press
publisher: Example Press
base_url: https://example.com/puzzles
tag_date: "2026"
ipuz_kinds: {numbrix: "https://example.com/ipuz/numbrix#1"}
seed: 7
daily_output: {dpi: 36, svg: true, pdf_each: true, footer: true}
daily:
  - {slot: sudoku, kind: sudoku, size: 4, grades: easy}
  - {slot: numbrix, kind: numbrix, size: 4, grades: easy}
`

// TestRightsAndOrigin runs originFeed for a date: its ipuz files carry
// the copyright, the publisher, the page's absolute URL, a tag: id and
// the site's kind URI; feed.xml parses as Atom with the rights, an
// absolute rel="self" and tag: ids (RFC 4151) for the feed and its
// entries; the SVG and PDF files carry the record in their metadata, and
// the copyright under their grid (taller than without the footer).
func TestRightsAndOrigin(t *testing.T) {
	cfg := parseDaily(t, originFeed, nil)
	dir := t.TempDir()
	if _, err := Run(t.Context(), cfg, Options{From: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), Days: 1, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	read := func(name string) []byte {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var doc struct {
		Kind                                []string
		Copyright, Publisher, URL, UniqueID string
	}
	for slot, kind := range map[string]string{"sudoku": "http://ipuz.org/sudoku#1", "numbrix": "https://example.com/ipuz/numbrix#1"} {
		data := read("2027-01-01/" + slot + ".ipuz")
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		want := []string{kind, "© 2026 Example Press", "Example Press", "https://example.com/puzzles/2027-01-01/" + slot + ".html", "tag:example.com,2026:daily/2027-01-01/" + slot}
		got := []string{doc.Kind[0], doc.Copyright, doc.Publisher, doc.URL, doc.UniqueID}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s.ipuz: got %q, want %q", slot, got, want)
		}
		if _, _, err := (ipuz.Codec{URIs: cfg.Origin.KindURIs}).Decode(bytes.NewReader(data)); err != nil {
			t.Errorf("%s.ipuz does not read back: %v", slot, err)
		}
	}

	var feed struct {
		XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
		ID      string   `xml:"id"`
		Rights  string   `xml:"rights"`
		Links   []struct {
			Rel  string `xml:"rel,attr"`
			Href string `xml:"href,attr"`
		} `xml:"link"`
		Entries []struct {
			ID    string `xml:"id"`
			Links []struct {
				Href string `xml:"href,attr"`
			} `xml:"link"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal(read(feedFile), &feed); err != nil {
		t.Fatalf("feed.xml does not parse as Atom: %v", err)
	}
	if feed.ID != "tag:example.com,2026:daily" || feed.Rights != "© 2026 Example Press" {
		t.Errorf("feed id %q, rights %q: want the tag: URI and the copyright", feed.ID, feed.Rights)
	}
	self := ""
	for _, l := range feed.Links {
		if l.Rel == "self" {
			self = l.Href
		}
	}
	if self != "https://example.com/puzzles/feed.xml" {
		t.Errorf("rel=self: got %q, want the absolute URL", self)
	}
	if len(feed.Entries) != 1 || feed.Entries[0].ID != "tag:example.com,2026:daily/2027-01-01" {
		t.Fatalf("entries: got %+v, want one with id tag:example.com,2026:daily/2027-01-01", feed.Entries)
	}
	for _, l := range feed.Entries[0].Links {
		if !strings.HasPrefix(l.Href, "https://example.com/puzzles/2027-01-01/") {
			t.Errorf("entry link %q is not absolute under the base URL", l.Href)
		}
	}

	for _, name := range []string{"2027-01-01/sudoku.svg", "2027-01-01/numbrix-solution.svg", "2027-01-01/sudoku.pdf"} {
		data := read(name)
		for _, want := range []string{"Example Press", "tag:example.com,2026:daily/2027-01-01/" + strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)), "https://example.com/puzzles/" + name} {
			if !bytes.Contains(data, []byte(want)) {
				t.Errorf("%s: no %s in its metadata", name, want)
			}
		}
	}

	plain := t.TempDir()
	cfg = parseDaily(t, strings.Replace(originFeed, ", footer: true", "", 1), nil)
	if _, err := Run(t.Context(), cfg, Options{From: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), Days: 1, Dir: plain}); err != nil {
		t.Fatal(err)
	}
	height := func(data []byte) float64 {
		_, rest, _ := bytes.Cut(data, []byte(` height="`))
		h, _, _ := bytes.Cut(rest, []byte(`pt"`))
		v, err := strconv.ParseFloat(string(h), 64)
		if err != nil {
			t.Fatalf("the SVG's height: %v", err)
		}
		return v
	}
	without, err := os.ReadFile(filepath.Join(plain, "2027-01-01", "sudoku.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if with := read("2027-01-01/sudoku.svg"); height(with) <= height(without) || !bytes.Contains(with, []byte("<path")) {
		t.Errorf("sudoku.svg with the footer is %gpt high, without %gpt: want it taller", height(with), height(without))
	}
}

// TestParseOrigin refuses a base URL that is not absolute https, naming
// one that works, a base URL without a tag date, and a kind URI for a
// kind ipuz defines.
func TestParseOrigin(t *testing.T) {
	base := "name: daily\nseed: 7\ndaily: [{slot: s, kind: sudoku, size: 4, grades: easy}]\n"
	tests := []struct{ yaml, want string }{
		{"base_url: http://example.com/puzzles\ntag_date: \"2026\"\n", `daily.yaml:1: base_url: "http://example.com/puzzles" is not an absolute https URL of the feed's folder; give one such as "https://example.com/puzzles/"`},
		{"base_url: example.com/puzzles\ntag_date: \"2026\"\n", `give one such as "https://example.com/puzzles/"`},
		{"base_url: https://example.com/\n", `daily.yaml:1: base_url: needs tag_date`},
		{"tag_date: \"26\"\n", `daily.yaml:1: tag_date: "26" is not a tag date`},
		{"ipuz_kinds: {sudoku: \"https://example.com/s#1\"}\n", `daily.yaml:1: ipuz_kinds.sudoku`},
		{"ipuz_kinds: {numbrix: numbrix}\n", `daily.yaml:1: ipuz_kinds.numbrix: "numbrix" is not an absolute URI`},
		{"daily_output: {footer: true}\n", `daily.yaml:1: daily_output.footer: is a line under the grid of the SVG and PDF files`},
		{"daily_output: {footer: true, svg: true}\n", `daily.yaml:1: daily_output.footer: sets the feed's copyright notice`},
	}
	for _, tc := range tests {
		_, err := parse("daily.yaml", []byte(tc.yaml+base), nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.yaml, err, tc.want)
		}
	}
}
