package daily

import (
	"cmp"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// feedFile is the feed's Atom feed, beside index.json: how a site or a
// reader follows new dates.
const feedFile = "feed.xml"

// feedDates is how many dates, the newest, feed.xml lists.
const feedDates = 60

// atomFeed is an Atom feed (RFC 4287), as much of it as the daily feed
// fills in.
type atomFeed struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	ID      string      `xml:"id"`
	Title   string      `xml:"title"`
	Updated string      `xml:"updated"`
	Author  atomAuthor  `xml:"author"`
	Rights  string      `xml:"rights,omitempty"`
	Links   []atomLink  `xml:"link"`
	Entries []atomEntry `xml:"entry"`
}

type atomAuthor struct {
	Name string `xml:"name"`
}

type atomLink struct {
	Rel   string `xml:"rel,attr"`
	Href  string `xml:"href,attr"`
	Type  string `xml:"type,attr,omitempty"`
	Title string `xml:"title,attr,omitempty"`
}

type atomEntry struct {
	ID      string     `xml:"id"`
	Title   string     `xml:"title"`
	Updated string     `xml:"updated"`
	Summary string     `xml:"summary"`
	Links   []atomLink `xml:"link"`
}

// feedID names the feed of cfg for ever: Atom wants an IRI that never
// changes, and a feed's name is what its files and ids are named by. With
// a base URL it is a tag: URI (RFC 4151) under the site's domain,
// tag:example.com,2026:NAME, else one of puzzlebook's own.
func feedID(cfg *Config) string {
	return cmp.Or(cfg.Origin.tagID(cfg.Name, ""), "urn:puzzlebook:daily:"+cfg.Name)
}

// entryID names one date of the feed of cfg: tag:example.com,2026:NAME/DATE
// with a base URL, else urn:puzzlebook:daily:NAME:DATE.
func entryID(cfg *Config, date string) string {
	return cmp.Or(cfg.Origin.tagID(cfg.Name, date), "urn:puzzlebook:daily:"+cfg.Name+":"+date)
}

// atomUpdated is the timestamp of a date: its midnight, UTC. A feed's
// timestamps come from its dates, never from the clock, so that the same
// dates give the same feed.xml.
func atomUpdated(date string) string {
	d, err := ParseDate(date)
	if err != nil {
		return date + "T00:00:00Z"
	}
	return d.Format(time.RFC3339)
}

// writeFeed writes feed.xml: an entry for each of the newest feedDates
// dates of idx (the index as written: by date, then slot), newest first,
// linking each slot's page where the date has one, else its PNG files.
func (r *dailyRun) writeFeed(idx manifest.DailyIndex) error {
	byDate := map[string][]manifest.IndexEntry{}
	var dates []string
	for _, e := range idx.Puzzles {
		if byDate[e.Date] == nil {
			dates = append(dates, e.Date)
		}
		byDate[e.Date] = append(byDate[e.Date], e)
	}
	f := atomFeed{
		ID:     feedID(r.cfg),
		Title:  r.cfg.Title,
		Author: atomAuthor{Name: cmp.Or(r.cfg.Author, r.cfg.Title)},
		Rights: r.cfg.rights(),
		Links: []atomLink{
			{Rel: "self", Href: r.cfg.Origin.absolute(feedFile), Type: "application/atom+xml"},
			{Rel: "alternate", Href: r.cfg.Origin.absolute(dailyCalendar), Type: "text/html"},
		},
	}
	for i := len(dates) - 1; i >= 0 && len(f.Entries) < feedDates; i-- {
		f.Entries = append(f.Entries, atomDate(r.cfg, dates[i], byDate[dates[i]]))
	}
	if len(f.Entries) > 0 {
		f.Updated = f.Entries[0].Updated
	}
	p := filepath.Join(r.dir, feedFile)
	err := r.writeTop(p, func(w io.Writer) error {
		if _, err := io.WriteString(w, xml.Header); err != nil {
			return err
		}
		enc := xml.NewEncoder(w)
		enc.Indent("", "  ")
		if err := enc.Encode(f); err != nil {
			return err
		}
		_, err := io.WriteString(w, "\n")
		return err
	})
	if err != nil {
		return fmt.Errorf("daily: %s: %w", feedFile, err)
	}
	return nil
}

// atomDate is the entry of one date of the feed called name, whose
// puzzles are es: its first page is the entry's page, and each puzzle
// links its page, or else its puzzle and solution PNGs, then its PDF at
// its column (daily_output.pdf_each) and its ipuz; and the date its
// day.pdf.
func atomDate(cfg *Config, date string, es []manifest.IndexEntry) atomEntry {
	e := atomEntry{ID: entryID(cfg, date), Title: date, Updated: atomUpdated(date)}
	if d, err := ParseDate(date); err == nil {
		e.Title = cfg.dateTitle(d)
	}
	var what []string
	for _, p := range es {
		label := cfg.kindTitle(p.Kind) + ", " + cfg.gradeWord(p.Grade)
		what = append(what, label)
		page := path.Join(date, htmlName(p.Slot))
		if hasFile(p.Files, page) {
			e.Links = append(e.Links, atomLink{Rel: "related", Href: page, Type: "text/html", Title: label})
		} else {
			for _, f := range p.Files {
				if path.Ext(f) == ".png" {
					e.Links = append(e.Links, atomLink{Rel: "related", Href: f, Type: "image/png", Title: pngTitle(cfg, label, f)})
				}
			}
		}
		// For a layout desk, the puzzle at its column; for other puzzle
		// tools, its ipuz.
		if f := path.Join(date, p.Slot+".pdf"); hasFile(p.Files, f) {
			e.Links = append(e.Links, atomLink{Rel: "related", Href: f, Type: "application/pdf", Title: fileRole(label, cfg.Text().Column)})
		}
		if f := path.Join(date, p.Slot+ipuzExt); hasFile(p.Files, f) {
			e.Links = append(e.Links, atomLink{Rel: "related", Href: f, Type: "application/json", Title: fileRole(label, "ipuz")})
		}
	}
	if pdf := path.Join(date, dayPDF); hasFile(es[0].Files, pdf) {
		e.Links = append(e.Links, atomLink{Rel: "related", Href: pdf, Type: "application/pdf", Title: cfg.Text().DayPage})
	}
	e.Summary = strings.Join(what, " · ")
	for i := range e.Links {
		e.Links[i].Href = cfg.Origin.absolute(e.Links[i].Href)
	}
	// The entry's own page: the date's first page, else its first PNG.
	if len(e.Links) > 0 {
		first := e.Links[0]
		first.Rel, first.Title = "alternate", ""
		e.Links = append([]atomLink{first}, e.Links...)
	}
	return e
}

// pngTitle is the title of a link to a puzzle's PNG, labelled label: its
// solution's says so.
func pngTitle(cfg *Config, label, file string) string {
	if strings.HasSuffix(file, solutionSuffix+".png") {
		return fileRole(label, strings.ToLower(cfg.Text().Solution))
	}
	return label
}
