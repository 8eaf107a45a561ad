package config

import (
	"fmt"
	"math"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
)

// MaxCount is the most puzzles one section, or one book.GenerateSet, may ask
// for.
const MaxCount = maxCount

// maxPagePixels bounds one PNG page (a letter page at 1200 dpi is 135
// million pixels). Drawing a page takes about 5 bytes a pixel.
const maxPagePixels = 150_000_000

// pngMemory is the memory the PNG pages drawn at once may take together;
// big pages are drawn on fewer workers.
const pngMemory = 2 << 30

// limits checks what needs the whole config: that no section asks for
// more distinct puzzles than its kind and size admit, that every
// section's grids fit its pages (see density), and that PNG pages fit in
// memory. root is the config's top-level node, for line numbers.
func (d *decoder) limits(root *yaml.Node, cfg *Config) {
	if d.bombed {
		return
	}
	d.targetPages(root, cfg)
	d.distinctLimits(root, cfg.Sections)
	d.density(root, cfg)
	d.podPages(root, cfg)
	if cfg.Output.PNG && !d.failed("page", "output") {
		if px := pagePixels(cfg); px > maxPagePixels {
			dpi := lookup(root, "output", "dpi")
			if dpi == nil {
				dpi = lookup(root, "page", "size")
			}
			d.errorf(dpi, "output.dpi", "PNG pages of %.0f million pixels at %d dpi; at most %d million fit in memory, so lower the dpi",
				px/1e6, cfg.Output.DPI, maxPagePixels/1_000_000)
		}
	}
}

// failed reports whether a problem was found under one of the top-level
// keys, whose values later checks then cannot trust.
func (d *decoder) failed(keys ...string) bool {
	for _, e := range d.errs {
		for _, k := range keys {
			if e.Path == k || strings.HasPrefix(e.Path, k+".") {
				return true
			}
		}
	}
	return false
}

// distinctLimits refuses a section, or a run of sections of the same
// kind, size, symmetry and range of givens (which share one supply of
// puzzles, as a book never repeats one), asking for more puzzles than
// its kind says a set can hold (gen.Bounded, gen.Reacher). Symmetries compare as the kind
// reads them (gen.Defaulter), so a section that leaves the symmetry to
// the kind shares the supply of one that names the kind's default.
// Sections with different ranges of givens draw on different supplies;
// where the ranges overlap, a repeat between them is found after
// generation and drawn again.
func (d *decoder) distinctLimits(root *yaml.Node, secs []Section) {
	type supply struct {
		kind      string
		rows, col int
		sym       gen.Symmetry
		givens    [2]int
	}
	asked := map[supply]int{}
	for _, s := range secs {
		most, _ := jobs.SetBound(s.Kind, s.Params)
		if most <= 0 {
			continue
		}
		p := s.Params
		if df, ok := s.Kind.(gen.Defaulter); ok {
			p = df.Defaults(p)
		}
		k := supply{s.Kind.Name(), p.Rows, p.Cols, p.Symmetry, [2]int{p.MinGivens, p.MaxGivens}}
		before := asked[k]
		asked[k] += s.Count
		path := fmt.Sprintf("sections[%d].count", s.index)
		n := lookup(sectionNode(root, s.index), "count")
		switch {
		case s.Count > most:
			d.errorf(n, path, "%s", s.TooMany(s.Count, most))
		case asked[k] > most:
			d.errorf(n, path, "%d puzzles asked after %d in earlier sections, but %s, and a book never repeats one)%s",
				s.Count, before, jobs.SupplyBound(s.Kind, s.Params, most), jobs.Roomier(s.Kind, s.Params, asked[k]))
		}
	}
}

// TooMany says that s asks for n puzzles where only most exist.
func (s Section) TooMany(n, most int) string {
	return fmt.Sprintf("%d puzzles asked, but %s)%s", n, jobs.SupplyBound(s.Kind, s.Params, most), jobs.Roomier(s.Kind, s.Params, n))
}

// pagePixels is the number of pixels of one PNG page of cfg.
func pagePixels(cfg *Config) float64 {
	w, h := cfg.Page.Spec.Sheet()
	k := float64(cfg.Output.DPI) / 72
	return math.Round(w*k) * math.Round(h*k)
}

// PNGWorkers is how many PNG pages of cfg may be drawn at once: workers,
// or fewer when the pages are so big that together they would take more
// than pngMemory.
func (cfg *Config) PNGWorkers(workers int) int {
	fit := int(pngMemory / (5 * max(pagePixels(cfg), 1)))
	return max(1, min(workers, fit))
}

// lookup follows keys down from the mapping n and returns the value node,
// or nil.
func lookup(n *yaml.Node, keys ...string) *yaml.Node {
	for _, key := range keys {
		if n == nil {
			return nil
		}
		n = target(n)
		if n.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				next = n.Content[i+1]
			}
		}
		n = next
	}
	if n != nil {
		n = target(n)
	}
	return n
}

// sectionNode returns the node of section i, or nil.
func sectionNode(root *yaml.Node, i int) *yaml.Node {
	n := lookup(root, "sections")
	if n == nil || n.Kind != yaml.SequenceNode || i >= len(n.Content) {
		return nil
	}
	return n.Content[i]
}

// CheckName refuses a name that could put an output file outside
// the output directory: names come from configs, which may come from
// anyone, and only the -o directory chosen on the command line may point
// elsewhere.
func CheckName(name string) error {
	if name == "" || len(name) > maxNameLen || !nameRE().MatchString(name) {
		return fmt.Errorf("config: the book's name %q must be letters, digits, '.', '_' or '-', starting with a letter or digit", name)
	}
	return nil
}

// safeName turns the base name of a config file into a book name that
// CheckName accepts, replacing what it refuses with '-', or "book".
func safeName(base string) string {
	b := []byte(base)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			b[i] = '-'
		}
	}
	name := strings.TrimLeft(string(b), "._-")
	if len(name) > maxNameLen {
		name = name[:maxNameLen]
	}
	if CheckName(name) != nil {
		return "book"
	}
	return name
}
