package daily

import (
	"fmt"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// Release says when each date of a feed becomes public: at a time of
// day in a time zone (release: "HH:MM", timezone: IANA name). A feed
// without either key makes every date public as it is made.
type Release struct {
	Set          bool           // release: or timezone: was given
	Hour, Minute int            // the time of day, 00:00 by default
	Zone         *time.Location // the zone, UTC by default
}

// At is the instant date (its year, month and day) is released: its
// release time on that day in the zone, as the zone's clocks read then
// (so a change of daylight-saving time moves it in UTC).
func (rl Release) At(date time.Time) time.Time {
	zone := rl.Zone
	if zone == nil {
		zone = time.UTC
	}
	y, m, d := date.Date()
	return time.Date(y, m, d, rl.Hour, rl.Minute, 0, 0, zone)
}

// Today is the date (at midnight UTC, as ParseDate gives it) that the
// release's zone has at now.
func (rl Release) Today(now time.Time) time.Time {
	zone := rl.Zone
	if zone == nil {
		zone = time.UTC
	}
	y, m, d := now.In(zone).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Released reports whether date (YYYY-MM-DD) is public at now: always
// for a feed without a release time.
func (rl Release) Released(date string, now time.Time) bool {
	if !rl.Set {
		return true
	}
	d, err := ParseDate(date)
	if err != nil {
		return false
	}
	return !now.Before(rl.At(d))
}

// releaseTime reads release: "HH:MM", 00:00 to 23:59.
func releaseTime(d *config.Decoder, rl *Release) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		if d.Text(&s)(n, path); s == "" {
			return
		}
		t, err := time.Parse("15:04", s)
		if err != nil || len(s) != len("15:04") {
			d.Errorf(d.Resolve(n), path, "%q is not a time of day; give it as \"HH:MM\", 00:00 to 23:59 (e.g. \"06:00\")", s)
			return
		}
		rl.Set, rl.Hour, rl.Minute = true, t.Hour(), t.Minute()
	}
}

// releaseZone reads timezone: an IANA name such as Europe/London.
func releaseZone(d *config.Decoder, rl *Release) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		if d.Text(&s)(n, path); s == "" {
			return
		}
		zone, err := time.LoadLocation(s)
		if err != nil || s == "Local" {
			d.Errorf(d.Resolve(n), path, "%q is not a time zone; give an IANA name such as Europe/London, America/New_York or UTC", s)
			return
		}
		rl.Set, rl.Zone = true, zone
	}
}

// String gives the release as the config states it, "06:00 Europe/London".
func (rl Release) String() string {
	zone := "UTC"
	if rl.Zone != nil {
		zone = rl.Zone.String()
	}
	return fmt.Sprintf("%02d:%02d %s", rl.Hour, rl.Minute, zone)
}
