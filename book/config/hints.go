package config

// SectionHints reports whether the hints page gives hints for the
// puzzles of section s: the section's own hints key when it has one,
// else output.hints.
func (cfg *Config) SectionHints(s int) bool {
	if h := cfg.Sections[s].Hints; h != nil {
		return *h
	}
	return cfg.Output.Hints
}

// AnyHints reports whether any section has hints, so that the book has a
// hints page.
func (cfg *Config) AnyHints() bool {
	for s := range cfg.Sections {
		if cfg.SectionHints(s) {
			return true
		}
	}
	return false
}
