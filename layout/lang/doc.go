// Package lang holds the fixed text a book prints (labels, headings, the
// words of its contents and cover) in each language the book may be set
// in: one table per language, one file each, and the rules of its
// typography (French spaces before : ; ? ! and quotes with « »).
//
// A book's config picks a table with language: and overrides any of its
// texts with labels: (Words.Set). The web pages and their player have
// tables of their own, one per language too (Web, web_*.go). The kinds'
// rules and hints are not here: they come from each kind's descriptor and
// stay English for now.
package lang
