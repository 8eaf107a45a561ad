package daily

import (
	"net/url"
	"regexp"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// Origin is who publishes a feed and where: it reaches the feed's ipuz
// files, its Atom feed, and the metadata of its SVG and PDF files.
// Every field is optional.
type Origin struct {
	Publisher string // publisher:, e.g. "Example Press"
	// BaseURL is where the site serves the feed's folder (base_url:), an
	// absolute https URL ending in "/"; "" leaves links relative and ids
	// in puzzlebook's own urn: namespace.
	BaseURL string
	// TagDate is the date of the feed's tag: URIs (tag_date:, RFC 4151:
	// YYYY, YYYY-MM or YYYY-MM-DD), a date on which the base URL's
	// domain was the publisher's; required with BaseURL.
	TagDate string
	// KindURIs are the ipuz kind URIs a site gives puzzlebook's own kinds
	// (ipuz_kinds:), by kind name; a kind not named keeps its own.
	KindURIs map[string]string
}

// readBaseURL reads base_url: an absolute https URL, kept with a
// trailing "/". A value that is not one is refused naming one that is.
func readBaseURL(d *config.Decoder, dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		if d.Text(&s)(n, path); s == "" {
			return
		}
		u, err := url.Parse(s)
		if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			d.Errorf(d.Resolve(n), path, "%q is not an absolute https URL of the feed's folder; give one such as %q", s, suggestURL(s, u))
			return
		}
		if !strings.HasSuffix(u.Path, "/") {
			u.Path += "/"
		}
		*dst = u.String()
	}
}

// suggestURL is a base URL like s (parsed as u, or nil) that works.
func suggestURL(s string, u *url.URL) string {
	host, p := "example.com", "/puzzles/"
	if u != nil && u.Host != "" {
		host = u.Host
		p = u.Path
	} else if s != "" && !strings.Contains(s, ":") {
		// A bare host and path, "example.com/puzzles".
		h, rest, _ := strings.Cut(strings.TrimPrefix(s, "//"), "/")
		if strings.Contains(h, ".") {
			host, p = h, "/"+rest
		}
	}
	if !strings.HasSuffix(p, "/") {
		p += "/"
	}
	return "https://" + host + p
}

// tagDateRE matches RFC 4151's date: YYYY, YYYY-MM or YYYY-MM-DD.
var tagDateRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$`)
})

// readTagDate reads tag_date: YYYY, YYYY-MM or YYYY-MM-DD.
func readTagDate(d *config.Decoder, dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		if d.Text(&s)(n, path); s == "" {
			return
		}
		if !tagDateRE().MatchString(s) {
			d.Errorf(d.Resolve(n), path, "%q is not a tag date; give the year (or YYYY-MM, YYYY-MM-DD) from which the base URL's domain was yours, e.g. \"2026\"", s)
			return
		}
		*dst = s
	}
}

// readKindURIs reads ipuz_kinds: a mapping from the name of a kind with
// a kind URI of puzzlebook's own (not one ipuz defines) to the URI a
// site gives it, absolute http or https.
func readKindURIs(d *config.Decoder, list []gen.Kind, dst *map[string]string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		if list == nil {
			list = kinds.All
		}
		var fields []config.Field
		for _, k := range list {
			own := k.Describe().IPUZ.Kind
			if own == "" || strings.Contains(own, "://ipuz.org/") {
				continue
			}
			name := k.Name()
			fields = append(fields, config.Field{Key: name, Read: func(n *yaml.Node, path string) {
				var s string
				if d.Text(&s)(n, path); s == "" {
					return
				}
				u, err := url.Parse(s)
				if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
					d.Errorf(d.Resolve(n), path, "%q is not an absolute URI; give one under a domain of yours, such as %q", s, "https://example.com/ipuz/"+name+"#1")
					return
				}
				if *dst == nil {
					*dst = map[string]string{}
				}
				(*dst)[name] = s
			}})
		}
		d.Mapping(n, path, fields)
	}
}

// checkOrigin refuses base_url without tag_date, and tag_date without
// base_url: a tag: URI needs both.
func (cfg *Config) checkOrigin(d *config.Decoder, seen map[string]*yaml.Node) {
	o := cfg.Origin
	switch {
	case o.BaseURL != "" && o.TagDate == "":
		d.Errorf(d.Resolve(seen["base_url"]), "base_url", "needs tag_date, the year from which the domain was yours (e.g. tag_date: \"2026\"), for the feed's tag: ids")
	case o.BaseURL == "" && o.TagDate != "":
		d.Errorf(d.Resolve(seen["tag_date"]), "tag_date", "dates the feed's tag: ids, which need base_url (e.g. base_url: https://example.com/puzzles/)")
	}
}

// absolute is rel (a file of the feed, relative to its folder) under the
// base URL, or rel itself without one.
func (o Origin) absolute(rel string) string {
	if o.BaseURL == "" {
		return rel
	}
	return o.BaseURL + rel
}

// tagID is the tag: URI (RFC 4151) of the feed called name, with
// specific ("2027-01-01", "2027-01-01/sudoku") after it, or "" without a
// base URL: tag:example.com,2026:NAME/2027-01-01/sudoku.
func (o Origin) tagID(name, specific string) string {
	if o.BaseURL == "" {
		return ""
	}
	u, err := url.Parse(o.BaseURL)
	if err != nil {
		return ""
	}
	id := "tag:" + strings.ToLower(u.Hostname()) + "," + o.TagDate + ":" + name
	if specific != "" {
		id += "/" + specific
	}
	return id
}

// rights is the config's copyright as one line, for metadata.
func (cfg *Config) rights() string {
	return strings.Join(config.Paragraphs(cfg.Copyright), " ")
}

// checkFooter refuses daily_output.footer without the SVG or PDF files
// it is set in, or without a copyright or publisher to set, and a
// publisher it sets with characters the text face lacks.
func (cfg *Config) checkFooter(d *config.Decoder, seen map[string]*yaml.Node) {
	if !cfg.Output.Footer {
		return
	}
	at := d.Resolve(seen["daily_output"])
	switch {
	case !cfg.Output.Columns():
		d.Errorf(at, "daily_output.footer", "is a line under the grid of the SVG and PDF files of each slot; ask for them with svg: true or pdf_each: true")
	case seen["copyright"] == nil && seen["publisher"] == nil:
		d.Errorf(at, "daily_output.footer", "sets the feed's copyright notice (else its publisher) under each grid; give copyright: (e.g. \"© 2026 Example Press\") or publisher:")
	case seen["copyright"] == nil:
		// The publisher is printed; a copyright is checked as it is read.
		d.Glyphs(d.Resolve(seen["publisher"]), "publisher", cfg.Origin.Publisher)
	}
}
