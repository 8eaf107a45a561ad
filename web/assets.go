package web

import (
	"bytes"
	"embed"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/play"
)

//go:embed assets/*.js assets/*.css
var assets embed.FS

// core are the player's own modules of assets/, in the order the bundle
// joins them, after the shared pieces of gen/play (play.Modules): each
// after the modules it imports. The kinds' modules follow them (and may
// import gen/play's), then games.js, then front.
var core = []string{
	"history.js",
	"session.js",
	"steps.js",
	"timer.js",
	"storage.js",
	"draw.js",
	"input.js",
	"finish.js",
	"progress.js",
	"daynav.js",
	"pause.js",
}

// front are the modules that play a puzzle and start a page's players:
// the last of the bundle, after games.js, which player.js imports, and
// words.js, which main.js imports.
var front = []string{"player.js", "main.js"}

// themeScript is the one script of assets/ outside the bundle: the
// colour scheme's, which every page puzzlebook writes runs in its head
// (a site that embeds the player keeps its own scheme).
const themeScript = "theme.js"

// registry is the module the bundle writes from the list of kinds: the
// game object of each kind, by the kind's name.
const registry = "games.js"

// module is one module of the bundle: its file name and its text.
type module struct{ name, src string }

var (
	importLine  = lazyRegexp(`(?m)^import \{[^}]*\} from "(?:\./|(?:\.\./)+(?:[a-z]+/)*)([a-z]+\.js)";\n`)
	exportWord  = lazyRegexp(`(?m)^export (function|const|let|class) `)
	declaration = lazyRegexp(`(?m)^(?:export )?(?:function|const|let|class) ([A-Za-z_$][\w$]*)`)
	moduleName  = lazyRegexp(`^[a-z][a-z0-9]*\.js$`)
	identifier  = lazyRegexp(`^[A-Za-z_$][\w$]*$`)
)

// lazyRegexp returns a function that compiles expr on its first call, so
// that a process that never uses a pattern does not compile it at start-up.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// defaultBundles are the players for kinds.All, by the text of their
// words module, each made once when first needed: a process that writes
// no page (solve, gen without --html) does not pay for one at start-up.
var defaultBundles sync.Map // string -> func() ([]byte, error)

// Bundle returns the player for the kinds of kinds.All, in English, as
// one script (see BundleOf). Pages inline it; it is also written as
// player.js for sites that embed the player.
func Bundle() []byte {
	b, err := script(nil, Language{})
	if err != nil {
		panic(err) // the modules are embedded: one the bundle cannot join is a programmer's error
	}
	return bytes.Clone(b)
}

// BundleOf returns the player for the kinds of list as one script, in
// English (see BundleIn).
func BundleOf(list []gen.Kind) ([]byte, error) { return BundleIn(list, Language{}) }

// BundleIn returns the player for the kinds of list (nil: kinds.All), in
// the language l, as one script: the player's modules of assets/, then
// the player modules of list's kinds (gen.Descriptor.Player, each once),
// then games.js, written from list, which maps each kind's name to its
// game object, then words.js, written from l's words, then player.js and
// main.js. Their import lines are dropped and "export" taken off their
// declarations (they share one scope, so their top-level names are
// distinct), inside a function that runs at once. It fails on a module
// the bundle cannot join.
func BundleIn(list []gen.Kind, l Language) ([]byte, error) {
	b, err := script(list, l)
	return bytes.Clone(b), err
}

// script returns the bundle for list, or for kinds.All when list is nil,
// in l, without copying it.
func script(list []gen.Kind, l Language) ([]byte, error) {
	words, err := wordsSource(l)
	if err != nil {
		return nil, err
	}
	if list != nil {
		return makeBundle(list, words)
	}
	once, _ := defaultBundles.LoadOrStore(words, sync.OnceValues(func() ([]byte, error) { return makeBundle(kinds.All, words) }))
	return once.(func() ([]byte, error))()
}

func makeBundle(list []gen.Kind, words string) ([]byte, error) {
	mods, err := modulesOf(list, words)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(mods))
	for i, m := range mods {
		names[i] = m.name
	}
	var b bytes.Buffer
	b.WriteString("// puzzlebook's web player (docs/web.md): " + strings.Join(names, ", ") + ", joined in this order.\n")
	b.WriteString("(() => {\n\"use strict\";\n")
	joined := map[string]bool{}
	declared := map[string]string{}
	for _, m := range mods {
		for _, imp := range importLine().FindAllStringSubmatch(m.src, -1) {
			if !joined[imp[1]] {
				return nil, fmt.Errorf("web: %s imports %s, which the bundle does not join before it", m.name, imp[1])
			}
		}
		for _, d := range declaration().FindAllStringSubmatch(m.src, -1) {
			if other, ok := declared[d[1]]; ok {
				return nil, fmt.Errorf("web: %s and %s both declare %s at the top level of the bundle's one scope", other, m.name, d[1])
			}
			declared[d[1]] = m.name
		}
		src := importLine().ReplaceAllString(m.src, "")
		src = exportWord().ReplaceAllString(src, "$1 ")
		if strings.Contains(src, "\nimport ") || strings.HasPrefix(src, "import ") || strings.Contains(src, "\nexport ") {
			return nil, fmt.Errorf("web: %s: an import or export the bundle cannot join (one line each: import { a, b } from \"./x.js\"; export function|const|let|class)", m.name)
		}
		fmt.Fprintf(&b, "\n// %s\n%s", m.name, src)
		joined[m.name] = true
	}
	b.WriteString("})();\n")
	if bytes.Contains(bytes.ToLower(b.Bytes()), []byte("</script")) {
		return nil, fmt.Errorf("web: the player's script holds </script, which would end the page's script element")
	}
	return b.Bytes(), nil
}

// modulesOf lists the bundle's modules for list, in order: gen/play's,
// core, the kinds' modules, games.js, words.js (words), front.
func modulesOf(list []gen.Kind, words string) ([]module, error) {
	var out []module
	for _, name := range play.Modules {
		src, err := play.Source(name)
		if err != nil {
			return nil, fmt.Errorf("web: %w", err)
		}
		out = append(out, module{name, string(src)})
	}
	for _, name := range core {
		out = append(out, module{name, string(mustRead("assets/" + name))})
	}
	kindMods, games, err := kindModules(list)
	if err != nil {
		return nil, err
	}
	out = append(out, kindMods...)
	out = append(out, module{registry, games}, module{wordsModule, words})
	for _, name := range front {
		out = append(out, module{name, string(mustRead("assets/" + name))})
	}
	return out, nil
}

// kindModules returns the player modules of list's kinds, each once in
// the order of the list, and the text of games.js: the game object of
// every kind the player plays, by the puzzle object's kind.
func kindModules(list []gen.Kind) ([]module, string, error) {
	own := map[string]bool{registry: true, wordsModule: true}
	for _, name := range slices.Concat(play.Modules, core, front) {
		own[name] = true
	}
	var mods []module
	seen := map[string]*gen.PlayerModule{}
	var games strings.Builder
	games.WriteString("// The game object of each kind the player plays, by the puzzle object's\n// kind: written from the list of kinds.\nexport const games = {\n")
	for _, k := range list {
		m := k.Describe().Player
		if m == nil {
			continue
		}
		if prev, ok := seen[m.Name]; ok {
			if !bytes.Equal(prev.Source, m.Source) {
				return nil, "", fmt.Errorf("web: kind %s: two player modules are called %s", k.Name(), m.Name)
			}
		} else {
			if !moduleName().MatchString(m.Name) || own[m.Name] {
				return nil, "", fmt.Errorf("web: kind %s: the player module's name %q is not a file name of lower-case letters and digits ending .js apart from the player's own", k.Name(), m.Name)
			}
			seen[m.Name] = m
			mods = append(mods, module{m.Name, string(m.Source)})
		}
		if !identifier().MatchString(m.Game) {
			return nil, "", fmt.Errorf("web: kind %s: the game object's name %q is not a JavaScript name", k.Name(), m.Game)
		}
		if !regexp.MustCompile(`(?m)^export const ` + regexp.QuoteMeta(m.Game) + ` = `).Match(m.Source) {
			return nil, "", fmt.Errorf("web: kind %s: %s exports no game object %s (export const %s = {...})", k.Name(), m.Name, m.Game, m.Game)
		}
		fmt.Fprintf(&games, "  %q: %s,\n", k.Name(), m.Game)
	}
	games.WriteString("};\n")
	return mods, games.String(), nil
}

// Style returns player.css: the player's styles, all scoped to
// .pb-player, for pages and for sites that embed the player. It joins
// the look (assets/player.css) and the rules of the finish and the
// kinds' play (assets/play.css).
func Style() []byte {
	return bytes.Join([][]byte{mustRead("assets/player.css"), mustRead("assets/play.css")}, []byte("\n"))
}

// pageStyle returns the styles of the pages puzzlebook writes around the
// player (header, indexes, calendar): the look (assets/page.css) and the
// marks of the reader's progress (assets/progress.css).
func pageStyle() []byte {
	return bytes.Join([][]byte{mustRead("assets/page.css"), mustRead("assets/progress.css")}, []byte("\n"))
}

func mustRead(name string) []byte {
	b, err := assets.ReadFile(name)
	if err != nil {
		panic(fmt.Sprintf("web: %v", err)) // the files are embedded: a missing one is a programmer's error
	}
	return b
}
