package web

import (
	"bytes"
	"embed"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

//go:embed assets/*.js assets/*.css
var assets embed.FS

// modules are the player's JavaScript files in the order Bundle joins
// them: each after the modules it imports.
var modules = []string{
	"grid.js",
	"history.js",
	"session.js",
	"steps.js",
	"sudoku.js",
	"numbrix.js",
	"numberlink.js",
	"timer.js",
	"storage.js",
	"draw.js",
	"input.js",
	"player.js",
	"main.js",
}

// bundle is the player as one classic script, made once when first
// needed: a process that writes no page (solve, gen without --html) does
// not pay for it at start-up.
var bundle = sync.OnceValue(mustBundle)

// Bundle returns the player as one script: the modules of assets/ in
// order, their import lines dropped and "export" taken off their
// declarations (they share one scope, so their top-level names are
// distinct), inside a function that runs at once. Pages inline it; it is
// also written as player.js for sites that embed the player.
func Bundle() []byte { return bytes.Clone(bundle()) }

// Style returns player.css: the player's styles, all scoped to
// .pb-player, for pages and for sites that embed the player.
func Style() []byte { return mustRead("assets/player.css") }

// pageStyle returns the styles of the pages puzzlebook writes around the
// player (header, indexes, calendar).
func pageStyle() []byte { return mustRead("assets/page.css") }

func mustBundle() []byte {
	importLine := regexp.MustCompile(`(?m)^import \{[^}]*\} from "\./[a-z]+\.js";\n`)
	exportWord := regexp.MustCompile(`(?m)^export (function|const|let|class) `)
	var b bytes.Buffer
	b.WriteString("// puzzlebook's web player (docs/web.md): " + strings.Join(modules, ", ") + ", joined in this order.\n")
	b.WriteString("(() => {\n\"use strict\";\n")
	for _, name := range modules {
		src := string(mustRead("assets/" + name))
		src = importLine.ReplaceAllString(src, "")
		src = exportWord.ReplaceAllString(src, "$1 ")
		if strings.Contains(src, "\nimport ") || strings.HasPrefix(src, "import ") || strings.Contains(src, "\nexport ") {
			panic(fmt.Sprintf("web: assets/%s: an import or export the bundle cannot join (one line each: import { a, b } from \"./x.js\"; export function|const|let|class)", name))
		}
		fmt.Fprintf(&b, "\n// %s\n%s", name, src)
	}
	b.WriteString("})();\n")
	if bytes.Contains(bytes.ToLower(b.Bytes()), []byte("</script")) {
		panic("web: the player's script holds </script, which would end the page's script element")
	}
	return b.Bytes()
}

func mustRead(name string) []byte {
	b, err := assets.ReadFile(name)
	if err != nil {
		panic(fmt.Sprintf("web: %v", err)) // the files are embedded: a missing one is a programmer's error
	}
	return b
}
