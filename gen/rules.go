package gen

import "slices"

// HowTo explains a kind to a reader: the text of the "how to play" page
// that opens a section, and the one-line instruction of a worksheet, in
// the kind's Words so that a book says them in its language (In).
type HowTo struct {
	Title       Words   // the page's heading: "How to play" and the kind's title
	Rules       []Words // paragraphs of a sentence or a few each
	Instruction Words   // one short line for children, e.g. "Write 1 to 4 in every row, column and box."
	// Example is a small puzzle with its solution, drawn unsolved and
	// solved under the rules; nil draws none.
	Example *Puzzle
}

// HowToText is a HowTo said in one language.
type HowToText struct {
	Title       string
	Rules       []string
	Instruction string
	Example     *Puzzle
}

// In returns h said in lang with the kind's translations t (English
// where t has no translation).
func (h HowTo) In(lang string, t Translations) HowToText {
	out := HowToText{Title: h.Title.In(lang, t), Instruction: h.Instruction.In(lang, t), Example: h.Example}
	for _, r := range h.Rules {
		out.Rules = append(out.Rules, r.In(lang, t))
	}
	return out
}

// Formats returns every format h says, once each (Words.Formats).
func (h HowTo) Formats() []string {
	var out []string
	for _, w := range append([]Words{h.Title, h.Instruction}, h.Rules...) {
		out = appendNew(out, w.Formats()...)
	}
	return out
}

// Explainer is an optional ability of a Kind, found by type assertion: it
// explains how to play the puzzles it makes with p. A book opens each
// section of such a kind with a "how to play" page.
type Explainer interface {
	HowToPlay(p Params) HowTo
}

// TranslationsOf returns k's translations, or none when k is not a
// Translator.
func TranslationsOf(k Kind) Translations {
	if t, ok := k.(Translator); ok {
		return t.Translations()
	}
	return nil
}

// TitleIn returns k's title (its Descriptor's) said in lang.
func TitleIn(k Kind, lang string) string {
	return TranslationsOf(k).Word(lang, k.Describe().Title)
}

// appendNew appends to out each of more that out does not hold yet.
func appendNew(out []string, more ...string) []string {
	for _, s := range more {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}
