package web

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// schemeColours reads the colour custom properties declared in css: each
// light-dark(#light, #dark) pair, or one #colour for both schemes.
func schemeColours(t *testing.T, css string) map[string][2]string {
	t.Helper()
	out := map[string][2]string{}
	pair := regexp.MustCompile(`(?m)^\s*(--pb-[a-z0-9-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\);`)
	for _, m := range pair.FindAllStringSubmatch(css, -1) {
		out[m[1]] = [2]string{m[2], m[3]}
	}
	one := regexp.MustCompile(`(?m)^\s*(--pb-[a-z0-9-]+):\s*(#[0-9a-f]{6});`)
	for _, m := range one.FindAllStringSubmatch(css, -1) {
		out[m[1]] = [2]string{m[2], m[2]}
	}
	return out
}

// luminance is a colour's relative luminance (WCAG 2).
func luminance(hex string) float64 {
	v, _ := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	ch := func(c uint64) float64 {
		s := float64(c) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(v>>16&0xff) + 0.7152*ch(v>>8&0xff) + 0.0722*ch(v&0xff)
}

// ratio is the contrast ratio of two colours (WCAG 2).
func ratio(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestColourContrast holds every pair of colours the pages and the
// player put together to WCAG 2.2 AA, in the light scheme and the dark:
// 4.5:1 for text, 3:1 for the lines and shapes a reader must see (the
// grid's border, cages, focus rings, Numberlink's paths, which a light
// colour meets with its edge). Axe (TestAxe) checks the text it finds on
// the pages; this checks the states it may not meet: selected, hinted,
// wrong, solved, every path colour.
func TestColourContrast(t *testing.T) {
	c := schemeColours(t, string(pageStyle())+string(Style()))
	type pairs = []struct {
		fg  string
		bgs []string
	}
	text := pairs{
		{"--pb-ink", []string{"--pb-paper", "--pb-peer", "--pb-same", "--pb-sel", "--pb-hint", "--pb-hint-soft", "--pb-note", "--pb-btn", "--pb-btn-hover", "--pb-page-bg"}},
		{"--pb-entry", []string{"--pb-paper", "--pb-peer", "--pb-same", "--pb-sel", "--pb-hint", "--pb-hint-soft", "--pb-btn", "--pb-btn-hover"}},
		{"--pb-muted", []string{"--pb-paper", "--pb-peer", "--pb-same", "--pb-sel", "--pb-hint", "--pb-page-bg"}},
		{"--pb-accent", []string{"--pb-paper", "--pb-peer", "--pb-same", "--pb-sel"}},
		{"--pb-wrong", []string{"--pb-paper", "--pb-peer", "--pb-same", "--pb-sel", "--pb-wrong-bg", "--pb-hint"}},
		{"--pb-good", []string{"--pb-good-bg"}},
		{"--pb-pressed-ink", []string{"--pb-sel"}},
		{"--pb-block-ink", []string{"--pb-block"}},
		{"--pb-block-wrong", []string{"--pb-block"}},
		{"--pb-page-ink", []string{"--pb-page-bg", "--pb-page-card"}},
		{"--pb-page-muted", []string{"--pb-page-bg", "--pb-page-card"}},
		{"--pb-page-link", []string{"--pb-page-bg", "--pb-page-card"}},
		{"--pb-page-bg", []string{"--pb-page-ink", "--pb-page-link"}},
		{"--pb-page-day-ink", []string{"--pb-page-day", "--pb-page-card"}},
		{"--pb-page-started", []string{"--pb-page-card"}},
		{"--pb-page-solved", []string{"--pb-page-card"}},
		{"--pb-path-ink-0", []string{"--pb-path-0"}},
		{"--pb-path-ink-1", []string{"--pb-path-1"}},
		{"--pb-path-ink-2", []string{"--pb-path-2"}},
		{"--pb-path-ink-3", []string{"--pb-path-3"}},
		{"--pb-path-ink-4", []string{"--pb-path-4"}},
		{"--pb-path-ink-5", []string{"--pb-path-5"}},
		{"--pb-path-ink-6", []string{"--pb-path-6"}},
		{"--pb-path-ink-7", []string{"--pb-path-7"}},
	}
	shapes := pairs{
		{"--pb-thick", []string{"--pb-paper", "--pb-page-bg"}},
		{"--pb-cage", []string{"--pb-paper", "--pb-sel", "--pb-peer"}},
		{"--pb-accent", []string{"--pb-paper", "--pb-page-bg", "--pb-btn"}},
		{"--pb-page-link", []string{"--pb-page-bg", "--pb-page-card"}},
		{"--pb-block", []string{"--pb-paper"}},
	}
	for s, scheme := range []string{"light", "dark"} {
		get := func(name string) string {
			v, ok := c[name]
			if !ok {
				t.Fatalf("no colour %s in page.css or player.css", name)
			}
			return v[s]
		}
		check := func(fg, bg string, want float64, what string) {
			if r := ratio(get(fg), get(bg)); r < want {
				t.Errorf("%s: %s %s on %s %s: got %.2f:1, want at least %.1f:1 (%s)", scheme, fg, get(fg), bg, get(bg), r, want, what)
			}
		}
		for _, p := range text {
			for _, bg := range p.bgs {
				check(p.fg, bg, 4.5, "text")
			}
		}
		for _, p := range shapes {
			for _, bg := range p.bgs {
				check(p.fg, bg, 3, "a shape")
			}
		}
		for k := range paletteColours {
			path, edge := fmt.Sprintf("--pb-path-%d", k), "--pb-path-edge"
			best := ratio(get(path), get("--pb-paper"))
			if e := c[edge][s]; e != "" {
				best = max(best, ratio(e, get("--pb-paper")))
			}
			if best < 3 {
				t.Errorf("%s: path %d (%s) on the paper: got %.2f:1 with its edge, want at least 3:1", scheme, k, get(path), best)
			}
		}
	}
}

// paletteColours is the number of Numberlink's path colours (draw.js's
// paletteSize).
const paletteColours = 8
