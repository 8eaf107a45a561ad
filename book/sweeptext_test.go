package book

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// sweepWords are the words of the sweep's titles, subtitles and section
// titles: plain English, Latin letters with accents, quotes of every
// kind, and the characters YAML treats specially (: # & * ! | > % @ `).
var sweepWords = strings.Fields(`Puzzle Puzzles Book Sudoku Numbrix Hidato Numberlink Large Print
	for Adults and Seniors Easy to Hard with Full Solutions Volume 2 the of a Brain Games Kids
	Activity Logic Travel Edition Deluxe Collection Challenging Relaxing Mind Workout 365 Daily
	Rätsel Größe Café naïve Zürich Ñandú Œuvre Łódź Škoda Ørsted Þór Ærøskøbing İstanbul Dvořák
	smörgåsbord façade crème brûlée Ça Ísland São Paulo Kraków Málaga Citroën Björk Señora
	"Sudoku" 'Hidato' “Numbrix” ‘Numberlink’ «Rätsel» „Gute” O'Brien Rock'n'Roll don't it's
	— – & #1 No.7 100% @home *new* !important |pipes| >arrow key: a:b ? - -- [one] {two} , ... ¡Olé!
	¿Qué? 1/2 x² ½ °C € £ ¥ © ® ™`)

// sweepNames are the given and family names of the sweep's authors.
var sweepNames = strings.Fields(`Ann Bob Zoë José François Åsa Jürgen Małgorzata Søren Ólafur
	Dvořák Ångström O'Neill D'Arcy Müller-Lüdenscheidt Nuñez “Pepe” 'Kit' "Doc" van der Berg
	de la Cruz Jr. Dr. Prof. Ph.D. Ltd. Smith Lee Nakamura Østergaard Ćosić Łukasz Žofie`)

// copyrightLines and blurbLines are the sentences of the sweep's
// copyright pages and back covers.
var (
	copyrightLines = []string{
		"Copyright © 2026 the author. All rights reserved.",
		"No part of this book may be reproduced in any form without written permission from the publisher, except for brief quotations in reviews.",
		"Every puzzle in this book has exactly one solution, proven by computer.",
		"ISBN 978-1-23456-789-7",
		"First edition, “Große Ausgabe”. Printed on demand.",
		"Set in the Go fonts.",
		"Published by Éditions de l'Été, 12 rue d'Alésia, Paris.",
		"https://example.com/puzzlebook/books/large-print-sudoku-volume-2",
		"Cover and interior by puzzlebook; questions to the author's address: \"puzzles\" @ example.org.",
	}
	blurbLines = []string{
		"A good puzzle asks for nothing but attention.",
		"There are no tricks of general knowledge here, no words to know: only a grid, a few digits and one rule.",
		"The puzzles begin gently and grow; take them in order or open the book anywhere.",
		"Für Rätselfreunde jeden Alters — à la carte, naïve or expert.",
		"“Just one more,” said every reader, at 2 a.m.",
		"Includes full solutions at the back, large clear grids and a how-to-play page for every kind.",
		"Perfect for travel, waiting rooms and quiet evenings: 100% screen-free.",
	}
)

// text returns a phrase of lo to hi characters (runes) from sweepWords,
// its length spread evenly over short, medium and long.
func (g *sweepGen) text(lo, hi int) string {
	want := lo
	switch r := g.rng.Float64(); {
	case r < 0.25:
		want = g.between(lo, min(hi, 10))
	case r < 0.6:
		want = g.between(min(hi, 10), min(hi, 40))
	case r < 0.85:
		want = g.between(min(hi, 40), min(hi, 100))
	default:
		want = g.between(min(hi, 100), hi)
	}
	return g.fill(sweepWords, want)
}

// fill joins random words until the phrase has want runes, cutting the
// last word if need be, with no space at either end.
func (g *sweepGen) fill(words []string, want int) string {
	var b strings.Builder
	for utf8.RuneCountInString(b.String()) < want {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(pick(g, words...))
	}
	r := []rune(b.String())[:want]
	s := strings.TrimSpace(string(r))
	if s == "" {
		return "X"
	}
	return s
}

// author returns one to three names, 1 to 200 characters in all.
func (g *sweepGen) author() string {
	if g.chance(0.1) {
		return g.fill(sweepNames, g.between(1, 200))
	}
	var names []string
	for range g.between(1, 3) {
		names = append(names, g.fill(sweepNames, g.between(3, 30)))
	}
	return strings.Join(names, pick(g, ", ", " and ", " & "))
}

// paragraphs returns lo to hi paragraphs of one to three sentences each,
// with now and then a phrase of words, and when limit is not 0 at most
// limit runes in all (but at least one sentence).
func (g *sweepGen) paragraphs(lines []string, lo, hi, limit int) []string {
	var ps []string
	total := 0
	for range g.between(lo, hi) {
		var p []string
		for range g.between(1, 3) {
			sentence := pick(g, lines...)
			if g.chance(0.2) {
				sentence = g.text(1, 120) + "."
			}
			total += utf8.RuneCountInString(sentence) + 1
			if limit > 0 && total > limit && (len(ps) > 0 || len(p) > 0) {
				break
			}
			p = append(p, sentence)
		}
		if len(p) == 0 {
			break
		}
		ps = append(ps, strings.Join(p, " "))
	}
	return ps
}

// block writes a top-level key whose value is paragraphs separated by
// blank lines.
func (g *sweepGen) block(key string, ps []string) { g.indented("", key, ps) }

// indented writes key at indent with paragraphs as its value: a literal
// block scalar (|) wrapped at about 70 columns, or a double-quoted string
// with \n escapes.
func (g *sweepGen) indented(indent, key string, ps []string) {
	if g.chance(0.25) {
		g.line("%s%s: %s", indent, key, doubleQuoted(strings.Join(ps, "\n\n"), false))
		return
	}
	g.line("%s%s: |", indent, key)
	for i, p := range ps {
		if i > 0 {
			g.line("")
		}
		for _, l := range wrapWords(p, 70) {
			g.line("%s  %s", indent, l)
		}
	}
}

// wrapWords breaks p into lines of at most width bytes where it can.
func wrapWords(p string, width int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(p) {
		if cur != "" && len(cur)+1+len(w) > width {
			lines = append(lines, cur)
			cur = ""
		}
		if cur != "" {
			cur += " "
		}
		cur += w
	}
	return append(lines, cur)
}

// quote writes s as a YAML scalar: plain when YAML reads it back as the
// same string both as a block mapping's value and as a flow mapping's
// (a section may be written either way), otherwise single- or
// double-quoted, choosing at random among the styles that work.
func (g *sweepGen) quote(s string) string {
	styles := []string{doubleQuoted(s, g.chance(0.2)), singleQuoted(s)}
	if plainReads("k: "+s, s) && plainReads("{k: "+s+"}", s) {
		styles = append(styles, s, s)
	}
	return pick(g, styles...)
}

// plainReads reports whether doc, a mapping of k to s written unquoted,
// reads back as the string s.
func plainReads(doc, s string) bool {
	var m map[string]any
	if yaml.Unmarshal([]byte(doc), &m) != nil {
		return false
	}
	v, ok := m["k"].(string)
	return ok && v == s
}

// singleQuoted writes s in YAML's single-quoted style, which doubles
// each apostrophe.
func singleQuoted(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// doubleQuoted writes s in YAML's double-quoted style; with escape, every
// non-ASCII rune is written as \uXXXX.
func doubleQuoted(s string, escape bool) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r < 0x20 || escape && r > 0x7e:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
