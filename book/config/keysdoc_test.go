package config

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/golden"
)

// TestKeysByKindDoc checks docs/config.md's table of keys by kind against
// the kinds' descriptors: every key that some kinds take and others do
// not has a row, and each row says yes under exactly the kinds that take
// its keys.
func TestKeysByKindDoc(t *testing.T) {
	data, err := os.ReadFile("../../docs/config.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(data), "### Keys by kind")
	if !ok {
		t.Fatal("docs/config.md: no section Keys by kind")
	}
	var header []string
	rows := map[string][]string{} // key: the kinds the table says take it
	quoted := regexp.MustCompile("`([a-z_]+)`")
	for line := range strings.SplitSeq(table, "\n") {
		if !strings.HasPrefix(line, "|") {
			if header != nil {
				break
			}
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		switch {
		case header == nil:
			header = cells
			continue
		case strings.HasPrefix(cells[0], "---"):
			continue
		}
		var takers []string
		for i, c := range cells[1:] {
			if c == "yes" {
				takers = append(takers, header[i+1])
			}
		}
		for _, m := range quoted.FindAllStringSubmatch(cells[0], -1) {
			rows[m[1]] = takers
		}
	}
	if got, want := strings.Join(header[1:], " "), strings.Join(kinds.Names(kinds.All), " "); got != want {
		t.Errorf("columns: got %s, want %s", got, want)
	}
	var names []string
	for _, key := range gen.CommonKeys {
		names = append(names, key.Name)
	}
	for _, key := range kinds.Keys(kinds.All) {
		names = append(names, key.Name)
	}
	for _, name := range names {
		want := strings.Join(kinds.Taking(kinds.All, name), " ")
		got, listed := rows[name]
		switch {
		case !listed && want != strings.Join(kinds.Names(kinds.All), " "):
			t.Errorf("%s: not in the table, want a row for %s", name, want)
		case listed && strings.Join(got, " ") != want:
			t.Errorf("%s: the table says %s, want %s", name, strings.Join(got, " "), want)
		}
	}
	for name := range rows {
		if !kinds.IsKey(kinds.All, name) {
			t.Errorf("%s: in the table, but no kind has the key", name)
		}
	}
}

// keysTable writes the table of keys by kind for list: a column a kind, a
// row for each run of keys (common keys first, then the kinds' own, in
// order) that the same kinds take, leaving out the keys every kind takes.
func keysTable(list []gen.Kind) string {
	names := kinds.Names(list)
	var b strings.Builder
	b.WriteString("| key | " + strings.Join(names, " | ") + " |\n|---|" + strings.Repeat("---|", len(names)) + "\n")
	var keys []string
	for _, key := range gen.CommonKeys {
		keys = append(keys, key.Name)
	}
	for _, key := range kinds.Keys(list) {
		keys = append(keys, key.Name)
	}
	var run []string
	var takers string
	flush := func() {
		if len(run) == 0 {
			return
		}
		b.WriteString("| `" + strings.Join(run, "`, `") + "` |")
		for _, name := range names {
			if slices.Contains(strings.Fields(takers), name) {
				b.WriteString(" yes |")
			} else {
				b.WriteString(" |")
			}
		}
		b.WriteString("\n")
		run = nil
	}
	for _, key := range keys {
		t := strings.Join(kinds.Taking(list, key), " ")
		if t == strings.Join(names, " ") {
			continue
		}
		if t != takers {
			flush()
			takers = t
		}
		run = append(run, key)
	}
	flush()
	return b.String()
}

// TestKeysByKindTable checks that docs/config.md's table of keys by kind
// is the one the list of kinds gives, byte for byte; with -update it
// writes it there, so that a kind added to the list gets its column by
// running the test.
func TestKeysByKindTable(t *testing.T) {
	const path = "../../docs/config.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	section := strings.Index(doc, "### Keys by kind")
	start := section + strings.Index(doc[max(section, 0):], "| key | ")
	end := start + strings.Index(doc[start:], "\n\n") + 1
	if section < 0 || start < section || end <= start {
		t.Fatal("docs/config.md: no table under Keys by kind")
	}
	want := keysTable(kinds.All)
	if golden.Update() {
		if err := os.WriteFile(path, []byte(doc[:start]+want+doc[end:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got := doc[start:end]; got != want {
		t.Errorf("docs/config.md's table of keys by kind:\n%s\nwant (go test -run KeysByKindTable -update writes it):\n%s", got, want)
	}
}
