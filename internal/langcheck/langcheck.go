// Package langcheck finds English left in a web page written in another
// language: the texts of layout/lang's English web table that differ from
// the page language's own, in the page's markup and in the JSON objects
// it embeds. The tests of the book's and the daily feed's pages use it.
package langcheck

import (
	"encoding/json"
	"html"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/puzzlebook/puzzlebook/layout/lang"
)

var (
	scriptOrStyle = regexp.MustCompile(`(?s)<(script|style)([^>]*)>(.*?)</(?:script|style)>`)
	pageText      = regexp.MustCompile(`(?s)const pageText = (\{.*?\});\n`)
	verb          = regexp.MustCompile(`%(?:\[\d+\])?[a-z%]`)
	tag           = regexp.MustCompile(`<[^>]*>`)
	// readAttr matches the attributes whose values a reader sees or
	// hears; the others (class, data-state, ...) are the page's own names.
	readAttr = regexp.MustCompile(`\s(?:aria-label|title|alt|abbr|placeholder|aria-roledescription|aria-valuetext)="([^"]*)"`)
)

// Skipped are the fields of a puzzle object whose text is not the web
// table's, which the scan leaves out: the kind's rules and how-to
// (gen.PlayText, from its descriptor), the steps of its explanation (a
// daily SLOT.json's hints, as class pb-steps holds a book page's), and
// the grading's technique, a manifest's record that the page does not
// show.
var Skipped = []string{"rules", "how_to", "steps", "technique"}

// English returns the English texts found in page, written in the
// language code: for every text of the English web table longer than 3
// letters that differs from code's own, each stretch of it between its
// verbs (and each name of a list) that holds 4 letters or more, found as
// whole words in the text and the read attributes (aria-label, title,
// ...) of the markup outside scripts and styles, in the puzzle
// object's strings (but those of Skipped) and in the player's words
// (words.js in the page's script). Hints' steps (class pb-steps) are the
// kinds' explanations and are not scanned.
func English(page []byte, code string) []string {
	en, own := lang.WebFor("en"), lang.WebFor(code)
	var texts []string // where English must not be
	markup := scriptOrStyle.ReplaceAllStringFunc(string(page), func(s string) string {
		m := scriptOrStyle.FindStringSubmatch(s)
		switch {
		case strings.Contains(m[2], "pb-puzzle"):
			texts = append(texts, jsonStrings([]byte(m[3]))...)
		case m[1] == "script" && m[2] == "":
			for _, w := range pageText.FindAllStringSubmatch(m[3], -1) {
				texts = append(texts, jsonStrings([]byte(w[1]))...)
			}
		}
		return "<" + m[1] + ">"
	})
	for _, m := range readAttr.FindAllStringSubmatch(markup, -1) {
		texts = append(texts, html.UnescapeString(m[1]))
	}
	texts = append(texts, html.UnescapeString(tag.ReplaceAllString(markup, " ")))
	var found []string
	for _, key := range sortedKeys(en) {
		if en[key] == own[key] || letters(en[key]) <= 3 {
			continue
		}
		for _, part := range verb.Split(en[key], -1) {
			for _, p := range strings.Split(part, ",") {
				p = strings.TrimSpace(p)
				if letters(p) <= 3 || strings.Contains(own[key], p) {
					continue
				}
				word := regexp.MustCompile(`(^|[^\pL])` + regexp.QuoteMeta(p) + `($|[^\pL])`)
				for _, t := range texts {
					if word.MatchString(t) {
						found = append(found, key+": "+p)
						break
					}
				}
			}
		}
	}
	return found
}

// jsonStrings are the strings of a JSON value, but those of Skipped
// fields; nothing for text that is not JSON.
func jsonStrings(data []byte) []string {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return nil
	}
	var out []string
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for k, e := range v {
				if !slices.Contains(Skipped, k) {
					walk(e)
				}
			}
		}
	}
	walk(v)
	return out
}

func letters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

func sortedKeys(m lang.Web) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
