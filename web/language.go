package web

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
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

// PlayText returns what k's player says of p in l's language, with the
// language's typography: the kind's translations (gen.Translator).
func (l Language) PlayText(k gen.Kind, p *gen.Puzzle) gen.PlayTextSaid {
	t := k.Describe().Play(p).In(l.code(), gen.TranslationsOf(k))
	t.Rules, t.HowTo = l.punctuate(t.Rules), l.punctuate(t.HowTo)
	return t
}

// Title returns k's title in l's language.
func (l Language) Title(k gen.Kind) string { return gen.TitleIn(k, l.code()) }

// Steps returns steps said in l's language: each sentence kept as Words
// (gen.Step.Said) in the kind's translations, its cells named in the
// language's words ("ligne 3, colonne 2") and its technique's name
// translated. English steps are returned as they are, in the steps'
// notation ("r3c2").
func (l Language) Steps(k gen.Kind, steps []gen.Step) []gen.Step {
	code := l.code()
	if code == "en" || len(steps) == 0 {
		return steps
	}
	t := gen.TranslationsOf(k)
	if t[code] == nil {
		return steps
	}
	out := make([]gen.Step, len(steps))
	for i, s := range steps {
		if s.Said.Format != "" {
			s.Text = l.punctuate(gen.CellWords(s.Said.In(code, t), lang.CellName(code)))
		}
		s.Technique = t.Word(code, s.Technique)
		out[i] = s
	}
	return out
}

// punctuate sets s in l's typography (French thin spaces before : ; ? !).
func (l Language) punctuate(s string) string {
	w, ok := lang.For(l.code())
	if !ok {
		return s
	}
	return w.Punctuate(s)
}
