package book

import (
	"slices"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
)

// answerCover is the cover of the answer book a of the book whose cover
// is c: the answer book's title, no subtitle, a spine for its own page
// count, the solution of the puzzle c shows, and a back that does not
// say where the answers are.
func answerCover(cfg *config.Config, c cover.Cover, a layout.Composed, gs []jobs.Generated) cover.Cover {
	c.Spec.Pages = len(a.Pages)
	c.Meta.Title = answersTitle(cfg.Text(), c.Meta.Title)
	c.Meta.Subtitle = ""
	c.Promise = cfg.Text().Unique
	if s := artSection(cfg, c); s >= 0 {
		if i := slices.IndexFunc(gs, func(g jobs.Generated) bool { return g.Section == s }); i >= 0 {
			c.Art = item(gs[i], true, cfg.Label(gs[i].Section, gs[i].Number), cfg.Text())
		}
	}
	return c
}
