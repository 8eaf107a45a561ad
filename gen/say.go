package gen

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// Languages are the languages other than English that a kind's texts
// are said in: the book's languages (package layout/lang's Codes) but
// English, which every text is written in first.
var Languages = []string{"fr", "de", "es", "it", "pt", "nl"}

// Words is a text in a kind's words: an English format, in fmt's verbs,
// and its arguments, kept apart so that it can be said in another
// language (In). Its arguments may be Phrases (a Words itself, or a List),
// said in the same language.
//
// A kind writes Say("Row %d needs a %d.", 3, 7) where it wrote
// fmt.Sprintf, and gives the format's translations in its Translations.
// A translation may reorder the arguments with explicit indexes
// ("%[2]d ... %[1]d").
type Words struct {
	Format string
	Args   []any
}

// Say returns the Words of format and args.
func Say(format string, args ...any) Words {
	return Words{Format: format, Args: args}
}

// Phrase is an argument of Words that reads differently in each
// language: a unit's name ("row 3"), a list ("1, 2 and 3").
type Phrase interface {
	In(lang string, t Translations) string
}

// Translations are a kind's texts in other languages: for each language
// code, its English formats (and fixed words, such as technique names)
// mapped to that language's.
type Translations map[string]map[string]string

// Translator is an optional ability of a Kind, found by type assertion:
// giving its texts (how to play, the player's rules, the steps'
// sentences, the ladder's technique names) in each of Languages.
type Translator interface {
	Translations() Translations
}

// Merge returns one Translations holding every entry of ts, later ones
// winning; a kind joins its shared engine's table to its own with it.
func Merge(ts ...Translations) Translations {
	out := Translations{}
	for _, t := range ts {
		for lang, words := range t {
			if out[lang] == nil {
				out[lang] = map[string]string{}
			}
			for en, said := range words {
				out[lang][en] = said
			}
		}
	}
	return out
}

// Word returns the fixed text en (a technique's name, a word such as
// "row") in lang: its translation in t, or en itself when t has none or
// lang is English.
func (t Translations) Word(lang, en string) string {
	if said, ok := t[lang][en]; ok {
		return said
	}
	return en
}

// String returns w in English.
func (w Words) String() string { return w.In("en", nil) }

// In returns w said in lang: its format's translation in t (English when
// t has none), with each Phrase argument said in lang too.
func (w Words) In(lang string, t Translations) string {
	args := make([]any, len(w.Args))
	for i, a := range w.Args {
		if p, ok := a.(Phrase); ok {
			args[i] = p.In(lang, t)
		} else {
			args[i] = a
		}
	}
	if len(args) == 0 {
		return t.Word(lang, w.Format)
	}
	return fmt.Sprintf(t.Word(lang, w.Format), args...)
}

// Formats returns every format w says, its own and its Phrases', once
// each: the keys a translation of w needs.
func (w Words) Formats() []string {
	out := []string{w.Format}
	for _, a := range w.Args {
		switch p := a.(type) {
		case Words:
			out = appendNew(out, p.Formats()...)
		case List:
			out = appendNew(out, p.Formats()...)
		}
	}
	return out
}

// List is a list of items said as a reader writes one: "1, 2 and 3",
// joined by its conjunction's word in the language ("and", "or" and
// their translations, keys of Translations like any fixed word).
type List struct {
	Items []any
	Conj  string // "and" or "or", in English
}

// And returns the list of items joined by "and".
func And(items ...any) List { return List{Items: items, Conj: "and"} }

// Or returns the list of items joined by "or".
func Or(items ...any) List { return List{Items: items, Conj: "or"} }

// In returns the list said in lang.
func (l List) In(lang string, t Translations) string {
	said := make([]string, len(l.Items))
	for i, it := range l.Items {
		if p, ok := it.(Phrase); ok {
			said[i] = p.In(lang, t)
		} else {
			said[i] = fmt.Sprint(it)
		}
	}
	if len(said) < 2 {
		return strings.Join(said, "")
	}
	last := len(said) - 1
	return strings.Join(said[:last], ", ") + " " + t.Word(lang, l.Conj) + " " + said[last]
}

// Formats returns the conjunction and the formats of the list's Words,
// as Words.Formats does.
func (l List) Formats() []string {
	out := []string{l.Conj}
	for _, it := range l.Items {
		if w, ok := it.(Words); ok {
			out = appendNew(out, w.Formats()...)
		}
	}
	return out
}

// verb matches one fmt verb with its flags, index, width and precision,
// or a literal percent sign.
var verb = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`%(\[[0-9]+\])?[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`) })

// CheckTranslation returns an error when said, a translation of the
// English format en, does not use the same arguments: the same number of
// verbs (indexes allowed), so that every number and name of the English
// text is said and no verb is left unfilled.
func CheckTranslation(en, said string) error {
	if said == "" {
		return fmt.Errorf("empty translation of %q", en)
	}
	count := func(s string) int {
		n := 0
		for _, m := range verb().FindAllString(s, -1) {
			if m != "%%" {
				n++
			}
		}
		return n
	}
	if a, b := count(en), count(said); a != b {
		return fmt.Errorf("%q has %d verbs, its translation %q has %d", en, a, said, b)
	}
	return nil
}

// Lacking returns what t lacks to say formats in each of Languages: a
// line for each format without a translation, or whose translation uses
// other verbs (CheckTranslation). A kind's tests check its texts with it.
func (t Translations) Lacking(formats []string) []string {
	var out []string
	for _, lang := range Languages {
		for _, en := range formats {
			said, ok := t[lang][en]
			if !ok {
				out = append(out, fmt.Sprintf("%s: no translation of %q", lang, en))
				continue
			}
			if err := CheckTranslation(en, said); err != nil {
				out = append(out, fmt.Sprintf("%s: %v", lang, err))
			}
		}
	}
	return out
}
