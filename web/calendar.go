package web

import (
	"html/template"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Calendar is a daily feed's archive page: every date with puzzles, by
// month, each linking to its puzzles.
type Calendar struct {
	Title    string
	Subtitle string
	Nav      []Link
	Days     []Day // in any order; a date given twice keeps the first
	// Newest puts the latest month first (the default lists them from
	// the first).
	Newest bool
	// Feed is the address of an Atom feed of the dates, relative to the
	// calendar, which the page names in its head so that feed readers
	// find it; "" for none.
	Feed string
	// Language is the page's: its months' and weekdays' names too. The
	// zero value is English.
	Language Language
}

// Day is one date of a calendar.
type Day struct {
	Date  time.Time // only its year, month and day count
	Href  string    // the date's first puzzle, relative to the calendar
	Title string    // the date's puzzles, for the link's tooltip
	// IDs are the ids of the date's puzzles, whose progress kept in the
	// browser marks the date started, solved or revealed and counts the
	// streak; none leaves the date unmarked.
	IDs []string
}

type calMonth struct {
	Name  string
	Weeks [][]calDay
}

type calDay struct {
	Day         int // 0 for the blanks before the 1st and after the last
	Href, Title string
	Date        string // YYYY-MM-DD, with IDs
	IDs         string // the date's puzzles' ids, space-separated
}

// WriteCalendar writes the calendar page: a month grid, Monday first, for
// every month that has a date, with the reader's progress (marks, the
// streak, the progress file) from the player's script.
func WriteCalendar(w io.Writer, c Calendar) error {
	js, err := script(nil, c.Language) // as the index: the calendar needs the marks of progress
	if err != nil {
		return err
	}
	words := c.Language.Web()
	short := words.List("weekdays_short")
	days := make([]weekday, 7)
	for i, long := range words.List("weekdays") {
		days[i] = weekday{long, short[i]}
	}
	return execute(w, "calendar.html", c.Language, map[string]any{
		"Script":   template.JS(js),
		"Title":    c.Title,
		"Subtitle": c.Subtitle,
		"Nav":      c.Nav,
		"Site":     Link{},
		"Months":   months(c.Days, c.Newest, words),
		"Weekdays": days,
		"PageCSS":  template.CSS(pageStyle()),
		"Feed":     c.Feed,
	})
}

// weekday is a column's heading: the day's name, and its short form.
type weekday struct{ Long, Short string }

// months lays the days out as month grids, in date order (or newest
// first), each named in words.
func months(days []Day, newest bool, words lang.Web) []calMonth {
	byDate := map[string]Day{}
	var keys []string
	for _, d := range days {
		y, m, dd := d.Date.Date()
		d.Date = time.Date(y, m, dd, 0, 0, 0, 0, time.UTC)
		k := d.Date.Format(time.DateOnly)
		if _, ok := byDate[k]; !ok {
			byDate[k] = d
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []calMonth
	for i := 0; i < len(keys); {
		first := byDate[keys[i]].Date
		y, m := first.Year(), first.Month()
		start := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
		end := start.AddDate(0, 1, 0)
		lead := (int(start.Weekday()) + 6) % 7 // blanks before the 1st, weeks starting Monday
		var cells []calDay
		for range lead {
			cells = append(cells, calDay{})
		}
		for d := start; d.Before(end); d = d.AddDate(0, 0, 1) {
			cell := calDay{Day: d.Day()}
			if day, ok := byDate[d.Format(time.DateOnly)]; ok {
				cell.Href, cell.Title = day.Href, day.Title
				if len(day.IDs) > 0 {
					cell.Date, cell.IDs = d.Format(time.DateOnly), strings.Join(day.IDs, " ")
				}
			}
			cells = append(cells, cell)
		}
		for len(cells)%7 != 0 {
			cells = append(cells, calDay{})
		}
		month := calMonth{Name: words.MonthYear(start)}
		for k := 0; k < len(cells); k += 7 {
			month.Weeks = append(month.Weeks, cells[k:k+7])
		}
		out = append(out, month)
		for i < len(keys) && byDate[keys[i]].Date.Before(end) {
			i++
		}
	}
	if newest {
		for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
			out[a], out[b] = out[b], out[a]
		}
	}
	return out
}

// Redirect is a page that opens another at once, such as a feed's
// today.html opening the newest date.
type Redirect struct {
	Title    string
	Label    string // the link shown while it opens
	Href     string
	Language Language // the page's; the zero value is English
}

// WriteRedirect writes r's page.
func WriteRedirect(w io.Writer, r Redirect) error {
	return execute(w, "redirect.html", r.Language, map[string]any{
		"Title":   r.Title,
		"Label":   r.Label,
		"Href":    r.Href,
		"PageCSS": template.CSS(pageStyle()),
	})
}
