package web

import (
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/play"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// TestBundleModules checks the joining of the player's modules: every
// file of assets/ is in the bundle, the kinds' modules come after the
// player's own and before games.js, and no import or export is left.
// The colour scheme's script is the one file the pages carry beside it.
func TestBundleModules(t *testing.T) {
	files, err := fs.Glob(assets, "assets/*.js")
	if err != nil {
		t.Fatal(err)
	}
	mods, err := modulesOf(kinds.All, "")
	if err != nil {
		t.Fatal(err)
	}
	place := map[string]int{}
	for i, m := range mods {
		place[m.name] = i
	}
	for _, f := range files {
		if filepath.Base(f) == themeScript {
			continue
		}
		if _, ok := place[filepath.Base(f)]; !ok {
			t.Errorf("%s is not in the bundle's modules: the page would not have it", f)
		}
	}
	for _, name := range play.Modules {
		if at, ok := place[name]; !ok || at >= len(play.Modules) {
			t.Errorf("gen/play's %s comes at %d (in the bundle: %v), want among the first %d", name, at, ok, len(play.Modules))
		}
	}
	shared := len(play.Modules) + len(core)
	for _, k := range kinds.All {
		at := place[k.Describe().Player.Name]
		if at < shared || at >= place[registry] {
			t.Errorf("%s: its module %s comes at %d, want after the %d shared and core modules and before games.js (%d)", k.Name(), k.Describe().Player.Name, at, shared, place[registry])
		}
	}
	if place[registry] >= place["player.js"] {
		t.Errorf("games.js comes at %d, want before player.js (%d), which imports it", place[registry], place["player.js"])
	}
	b := string(Bundle())
	if strings.Contains(b, "\nimport ") || strings.Contains(b, "\nexport ") {
		t.Errorf("the bundle still holds an import or an export")
	}
}

// TestEveryKindPlays checks that every kind of the list has a player
// module whose game object games.js maps its name to, in the bundle.
func TestEveryKindPlays(t *testing.T) {
	b := string(Bundle())
	for _, k := range kinds.All {
		t.Run(k.Name(), func(t *testing.T) {
			m := k.Describe().Player
			if m == nil || !Plays(k) {
				t.Fatalf("%s has no player module", k.Name())
			}
			if !strings.Contains(b, "\n// "+m.Name+"\n") {
				t.Errorf("the bundle has no module %s", m.Name)
			}
			if !strings.Contains(b, "\nconst "+m.Game+" = {") {
				t.Errorf("the bundle declares no game object %s", m.Game)
			}
			line := `  "` + k.Name() + `": ` + m.Game + ",\n"
			games := b[strings.Index(b, "\n// games.js\n"):]
			if !strings.Contains(games[:strings.Index(games, "};\n")], line) {
				t.Errorf("games.js has no line %q", line)
			}
		})
	}
}

// TestAssetsNameNoKind checks that the player's own modules and the
// shared pieces of gen/play name no kind, comments included: what differs
// between kinds is in the kinds' modules.
func TestAssetsNameNoKind(t *testing.T) {
	files, err := fs.Glob(assets, "assets/*.js")
	if err != nil {
		t.Fatal(err)
	}
	sources := map[string][]byte{}
	for _, f := range files {
		sources[f] = mustRead(f)
	}
	for _, name := range play.Modules {
		src, err := play.Source(name)
		if err != nil {
			t.Fatal(err)
		}
		sources["gen/play/"+name] = src
	}
	for f, b := range sources {
		src := strings.ToLower(string(b))
		for _, k := range kinds.All {
			for _, word := range []string{k.Name(), k.Describe().Title} {
				if strings.Contains(src, strings.ToLower(word)) {
					t.Errorf("%s names the kind %q", f, word)
				}
			}
		}
	}
}

// named is a kind with a name, words and a player module of its own, for
// lists of kinds of the tests' own; the rest of gen.Kind is Sudoku's,
// which pages do not call.
type named struct {
	sudoku.Kind
	name   string
	player *gen.PlayerModule
}

func (k named) Name() string { return k.name }

func (k named) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title: strings.ToUpper(k.name[:1]) + k.name[1:],
		Play: func(*gen.Puzzle) gen.PlayText {
			return gen.PlayText{Rules: gen.Say("The rules of %s.", k.name), HowTo: gen.Say("How to play %s.", k.name)}
		},
		Player: k.player,
	}
}

// TestBundleOfRefuses checks that a kind's module the bundle cannot join
// is an error that names it.
func TestBundleOfRefuses(t *testing.T) {
	module := func(name, game, src string) *gen.PlayerModule {
		return &gen.PlayerModule{Name: name, Game: game, Source: []byte(src)}
	}
	tests := []struct {
		name   string
		player *gen.PlayerModule
		want   string
	}{
		{"name clash", module("extra.js", "extra", "export function nextStep() {}\nexport const extra = {};\n"), "both declare nextStep"},
		{"own name", module("grid.js", "extra", "export const extra = {};\n"), `module's name "grid.js"`},
		{"no game", module("extra.js", "extra", "export const other = {};\n"), "exports no game object extra"},
		{"bad game", module("extra.js", "ex tra", "export const extra = {};\n"), "not a JavaScript name"},
		{"late import", module("extra.js", "extra", "import { mountPlayer } from \"../../web/assets/player.js\";\nexport const extra = {};\n"), "imports player.js"},
		{"shared name", module("sudoku.js", "extra", "export const extra = {};\n"), "two player modules are called sudoku.js"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := append(kinds.All[:len(kinds.All):len(kinds.All)], named{name: "extra", player: tt.player})
			_, err := BundleOf(list)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

// TestBundleOfTestKind checks that a kind of a test's own list plugs its
// module in: the bundle holds it and maps the kind to its game object,
// and a page of the kind takes the list.
func TestBundleOfTestKind(t *testing.T) {
	extra := named{name: "extra", player: &gen.PlayerModule{Name: "extra.js", Game: "extra",
		Source: []byte("import { cellName } from \"../play/grid.js\";\n\nexport const extra = { name: cellName };\n")}}
	list := append(kinds.All[:len(kinds.All):len(kinds.All)], extra)
	b, err := BundleOf(list)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`\n// extra\.js\n\nconst extra = \{ name: cellName \};\n`).Match(b) {
		t.Errorf("the bundle does not hold extra.js joined")
	}
	if !strings.Contains(string(b), "  \"extra\": extra,\n") {
		t.Errorf("games.js does not map extra to its game object")
	}
	if strings.Contains(string(Bundle()), "extra.js") {
		t.Errorf("the bundle of kinds.All holds the test's kind")
	}
}
