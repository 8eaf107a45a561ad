package web

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Language is the language of a page and of its player: its code, for
// the page's lang attribute, and its words, every text the page and the
// player show or say (layout/lang's Web tables, which a book's pages take
// with the book's labels: and grades:, lang.Web.WithBook). The zero value
// is English.
type Language struct {
	Code  string   // en, fr, de, ... (lang.Codes)
	Words lang.Web // nil: the code's own (lang.WebFor)
}

// code is l's code, en when it has none.
func (l Language) code() string {
	if l.Code == "" {
		return "en"
	}
	return l.Code
}

// Web returns l's words: Words, or the code's own table.
func (l Language) Web() lang.Web {
	if l.Words == nil {
		return lang.WebFor(l.code())
	}
	return l.Words
}

// wordsModule is the module of the bundle that holds the player's words
// in l: written from the table, as games.js is from the list of kinds,
// so that no module of the player holds words of its own. main.js hands
// it to gen/play's text.js.
const wordsModule = "words.js"

// wordsSource writes wordsModule for l: one JSON object, the words by key.
func wordsSource(l Language) (string, error) {
	data, err := json.Marshal(l.Web()) // sorted keys, and <, > and & escaped: the same words give the same bytes
	if err != nil {
		return "", fmt.Errorf("web: %w", err)
	}
	return "// The player's words in the page's language (" + l.code() + "), by key: written from\n// layout/lang's table.\nexport const pageText = " + string(data) + ";\n", nil
}
