package config

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
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
