package daily

import (
	"path"

	"github.com/puzzlebook/puzzlebook/layout/lang"
	"github.com/puzzlebook/puzzlebook/web"
)

// dayLinks are a slot page's links to the same slot on the date before
// and the date after. They depend on the date alone, so that a date's
// page is the same whatever run makes it and whatever its release: the
// date before is linked (the first date of a feed links to a date never
// made), and the date after, which may not be released yet and must not
// be named in a public file, is a label the player's script makes a link
// once the reader's own date is past the page's (web.Link.NextDay).
func dayLinks(j *dailyJob, words lang.Web) []web.Link {
	prev := web.Link{Label: "‹ " + words.Text("previous_day"), Rel: "prev"}
	if date, err := ParseDate(j.date); err == nil {
		prev.Href = path.Join("..", date.AddDate(0, 0, -1).Format(DateLayout), htmlName(j.slot.Name))
	}
	return []web.Link{prev, {Label: words.Text("next_day") + " ›", NextDay: true}}
}
