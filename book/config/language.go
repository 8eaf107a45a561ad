package config

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// labelText is the rule of a label's text: one line, as long as a title.
var labelText = textRule{max: maxTitleLen}

// parseLanguage reads language: one of lang.Codes.
func parseLanguage(s string) (string, error) {
	if _, ok := lang.For(s); ok {
		return s, nil
	}
	return "", fmt.Errorf("must be %s, not %q", oneOf(lang.Codes), s)
}

// labels reads labels: a mapping of lang.Keys to the texts that replace
// them, each printed text (see printed); into, by key, with its node.
func (d *decoder) labels(n *yaml.Node, path string, into map[string]*yaml.Node, texts map[string]*string) {
	keys := lang.Keys()
	var fields []field
	for _, k := range keys {
		texts[k] = new(string)
		fields = append(fields, field{k, d.printed(texts[k], labelText)})
	}
	if m := d.resolve(n); m != nil && m.Kind == yaml.MappingNode {
		for i := 0; i+2 <= len(m.Content); i += 2 {
			k := d.resolve(m.Content[i])
			if k == nil || k.Kind != yaml.ScalarNode || k.Tag == "!!null" || k.Tag == "!!merge" {
				continue
			}
			if _, ok := findField(fields, k.Value); !ok {
				fields = append(fields, field{k.Value, func(_ *yaml.Node, p string) {
					d.errorf(k, p, "not a label; the labels are %s", strings.Join(keys, ", "))
				}})
			}
		}
	}
	for k, v := range d.mapping(n, path, fields) {
		into[k] = v
	}
}

// setWords sets cfg.Words from cfg.Language and the labels read, and the
// default titles of the sections in them. A label whose text drops or
// adds a number the book fills in is refused.
func (d *decoder) setWords(cfg *Config, path string, nodes map[string]*yaml.Node, texts map[string]*string) {
	if cfg.Language == "" {
		cfg.Language = "en"
	}
	w, _ := lang.For(cfg.Language)
	for _, k := range lang.Keys() {
		n, ok := nodes[k]
		if !ok || *texts[k] == "" {
			continue
		}
		if err := w.Set(k, *texts[k]); err != nil {
			d.errorf(n, joinPath(path, k), "%s", strings.TrimPrefix(err.Error(), "lang: label "+k+": "))
		}
	}
	cfg.Words = w
	for i := range cfg.Sections {
		if s := &cfg.Sections[i]; !s.titled && s.Kind != nil {
			s.Title = defaultTitle(w, gen.TitleIn(s.Kind, cfg.Language), s.Params)
		}
	}
}

// Text is the book's fixed text: cfg.Words, or English for a Config not
// read from a file.
func (cfg *Config) Text() lang.Words {
	if cfg.Words.Puzzle == "" {
		return lang.English
	}
	return cfg.Words
}

// GradeName is g as cfg's book prints it, e.g. "Easy".
func (cfg *Config) GradeName(g gen.Grade) string { return cfg.Text().Grade(int(g)) }
