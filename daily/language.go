package daily

import (
	"github.com/puzzlebook/puzzlebook/layout/lang"
	"github.com/puzzlebook/puzzlebook/web"
)

// language is the language of the feed's pages: the config's language:
// (English by default), with its labels: and grades:, as a book's pages
// take them.
func (cfg *Config) language() web.Language {
	return web.Language{Code: cfg.Language, Words: lang.WebFor(cfg.Language).WithBook(cfg.Text())}
}
