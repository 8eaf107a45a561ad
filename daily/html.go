package daily

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/web"
)

// The web files of a daily feed, beside index.json.
const (
	dailyCalendar = "index.html" // the archive by month
	dailyToday    = "today.html" // opens the newest date
	webScript     = "player.js"  // the player, for sites that embed it
	webStyle      = "player.css"
)

// htmlName is the file name of a slot's page.
func htmlName(slot string) string { return slot + ".html" }

// dailyPage writes DATE/SLOT.html: the puzzle of j to play in a browser,
// with tabs for the other slots of its date (day) and hints from its
// kind's explanation. It depends only on the date's puzzles and whether
// its solutions are due (answers), so that a date gives the same page
// whatever run makes it. A page whose solution is kept back holds only
// its hash, salted with DATE/SLOT, and no hints.
func (r *dailyRun) dailyPage(ctx context.Context, w io.Writer, j *dailyJob, day []*dailyJob, answers bool) error {
	// SLOT.json holds the steps, but for dates published before it did.
	var entry manifest.DailyEntry
	if err := json.Unmarshal(j.json, &entry); err != nil {
		return fmt.Errorf("daily: %s: %w", j.id, err)
	}
	data, steps := j.json, entry.Steps
	var answer *web.Answer
	if !answers {
		a := answerOf(entry)
		answer, steps = &a, nil
		var err error
		if data, err = withheld(j.json, false); err != nil {
			return err
		}
	} else if steps == nil {
		var err error
		if steps, err = web.Steps(ctx, j.Kind, j.gen.Puzzle); err != nil {
			return fmt.Errorf("daily: %s: %w", j.id, err)
		}
	}
	var tabs []web.Link
	labels, _ := names(r.jobLabels(day), false)
	for i, o := range day {
		if web.Plays(o.Kind) {
			tabs = append(tabs, web.Link{Label: labels[i], Href: htmlName(o.slot.Name), Current: o == j})
		}
	}
	date, _ := ParseDate(j.date)
	language := r.cfg.language()
	words := language.Web()
	pg := web.Page{
		Kinds:   r.cfg.Kinds,
		Puzzle:  json.RawMessage(data),
		Kind:    j.Kind,
		Steps:   steps,
		Heading: words.Date(date),
		Site:    web.Link{Label: r.cfg.Title, Href: "../" + dailyCalendar},
		Nav:     append(dayLinks(j, words), web.Link{Label: words.Text("today"), Href: "../" + dailyToday}, web.Link{Label: words.Text("all_dates"), Href: "../" + dailyCalendar}),
		Tabs:    tabs,
		Answer:  answer,
	}
	pg.Language = language
	return web.WritePage(w, pg)
}

// writeWeb writes the feed's web files beside its index: index.html (a
// calendar of every date with pages, each linking to its first puzzle),
// today.html (opening the newest such date), and player.js and
// player.css for sites that embed the player. idx is the index as
// written, by date and then slot.
func (r *dailyRun) writeWeb(idx manifest.DailyIndex) error {
	language := r.cfg.language()
	words := language.Web()
	var days []web.Day
	var newest string
	titles := map[string][]string{}
	ids := map[string][]string{}
	for _, e := range idx.Puzzles {
		page := path.Join(e.Date, htmlName(e.Slot))
		if !hasFile(e.Files, page) {
			continue // published before the feed had pages
		}
		titles[e.Date] = append(titles[e.Date], r.cfg.kindTitle(e.Kind)+", "+r.cfg.gradeWord(e.Grade))
		ids[e.Date] = append(ids[e.Date], e.ID)
		if len(titles[e.Date]) > 1 {
			continue
		}
		date, err := ParseDate(e.Date)
		if err != nil {
			continue
		}
		days = append(days, web.Day{Date: date, Href: page})
		newest = page
	}
	for i := range days {
		days[i].Title = strings.Join(titles[days[i].Date.Format(DateLayout)], " · ")
		days[i].IDs = ids[days[i].Date.Format(DateLayout)]
	}
	files := []struct {
		name  string
		write func(io.Writer) error
	}{
		{dailyCalendar, func(w io.Writer) error {
			return web.WriteCalendar(w, web.Calendar{Title: r.cfg.Title, Subtitle: words.Text("calendar_lead"),
				Nav: []web.Link{{Label: words.Text("today"), Href: dailyToday}}, Days: days, Newest: true, Feed: feedFile, Language: language})
		}},
		{dailyToday, func(w io.Writer) error {
			if newest == "" {
				return web.WriteRedirect(w, web.Redirect{Title: r.cfg.Title, Label: words.Text("all_dates"), Href: dailyCalendar, Language: language})
			}
			return web.WriteRedirect(w, web.Redirect{Title: r.cfg.Title, Label: words.Text("open_newest"), Href: newest, Language: language})
		}},
		{webScript, func(w io.Writer) error {
			b, err := web.BundleIn(r.cfg.Kinds, language)
			if err != nil {
				return err
			}
			_, err = w.Write(b)
			return err
		}},
		{webStyle, writeBytes(web.Style())},
	}
	for _, f := range files {
		if err := r.writeTop(filepath.Join(r.dir, f.name), f.write); err != nil {
			return err
		}
	}
	return nil
}

func hasFile(files []string, name string) bool {
	for _, f := range files {
		if f == name {
			return true
		}
	}
	return false
}

// writeBytes writes data, for book.WriteAtomic.
func writeBytes(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}
