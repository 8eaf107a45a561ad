package book

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// problemRE matches a problem's line in a preflight error:
// "    page 3: font size: ..." or "    page count: ...".
var problemRE = regexp.MustCompile(`^    (?:page ([0-9]+): )?([a-z][a-z ]*): (.*)$`)

// failureCauses names what made the build of cfg fail: one cause for each
// kind of page and of preflight problem listed in err, with numbers and
// the config's texts blanked so that one cause collects many configs, or
// else err's first line. res is the failed build's result, or nil.
func failureCauses(err error, res *Result, cfg *config.Config) []string {
	msg := err.Error()
	book := "interior"
	switch {
	case strings.HasPrefix(msg, "answer book:"):
		book = "answer book"
	case strings.Contains(msg, "preflight failed: cover"):
		book = "cover"
	}
	var causes []string
	for _, line := range strings.Split(msg, "\n") {
		m := problemRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		where := book
		if page, err := strconv.Atoi(m[1]); err == nil && book == "interior" && res != nil {
			where = pageRole(cfg, res.Manifest, page)
		}
		if c := where + ": " + m[2] + ": " + blank(m[3]); !slices.Contains(causes, c) {
			causes = append(causes, c)
		}
	}
	if len(causes) == 0 {
		line, _, _ := strings.Cut(msg, "\n")
		causes = append(causes, blank(line))
	}
	return causes
}

// pageRole says what page p of the book of cfg holds, from the pages the
// manifest m gives each puzzle and answer: "title page", "numbrix puzzle
// page", "hidato worksheet page", "answer page" and so on.
func pageRole(cfg *config.Config, m *manifest.Manifest, p int) string {
	first := 0
	for _, e := range m.Puzzles {
		sec := cfg.Sections[e.Section-1]
		switch {
		case e.Page == p && sec.Worksheet:
			return sec.Kind.Name() + " worksheet page"
		case e.Page == p:
			return sec.Kind.Name() + " puzzle page"
		case e.AnswerPage == p:
			return "answer page"
		}
		if e.Page > 0 && (first == 0 || e.Page < first) {
			first = e.Page
		}
	}
	switch {
	case p == 1:
		return "title page"
	case p == 2 && cfg.Copyright != "":
		return "copyright page"
	case p < first:
		return "contents or how-to page"
	}
	return "how-to or blank page"
}

var (
	digitsRE = regexp.MustCompile(`[0-9]+(\.[0-9]+)?`)
	quotedRE = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
)

// labelRE matches the quoted texts a cause keeps: digits and labels
// such as "Puzzle N"; others are the config's own texts.
var labelRE = regexp.MustCompile(`^"(N|Puzzle N|Example|Solution)"$`)

// blank replaces numbers in s by N, and quoted texts other than labels by
// "…".
func blank(s string) string {
	s = digitsRE.ReplaceAllString(s, "N")
	return quotedRE.ReplaceAllStringFunc(s, func(q string) string {
		if labelRE.MatchString(q) {
			return q
		}
		return `"…"`
	})
}

// causeTable lists causes by how many configs they failed, most first.
func causeTable(causes map[string][]int) string {
	keys := make([]string, 0, len(causes))
	for c := range causes {
		keys = append(keys, c)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := causes[keys[i]], causes[keys[j]]
		return len(a) > len(b) || len(a) == len(b) && keys[i] < keys[j]
	})
	var b strings.Builder
	for _, k := range keys {
		ns := causes[k]
		fmt.Fprintf(&b, "%5d  %s  (e.g. %v)\n", len(ns), k, ns[:min(5, len(ns))])
	}
	return b.String()
}
