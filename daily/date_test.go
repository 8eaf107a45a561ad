package daily

import (
	"testing"
	"time"
)

// TestParseDate checks that a date no calendar has names the day, and
// one of another form says which form to use.
func TestParseDate(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2026-02-28", ""},
		{"2024-02-29", ""},
		{"2026-02-29", `daily: date "2026-02-29": February has 28 days in 2026`},
		{"2026-02-30", `daily: date "2026-02-30": February has 28 days in 2026`},
		{"2024-02-30", `daily: date "2024-02-30": February has 29 days in 2024`},
		{"2100-02-29", `daily: date "2100-02-29": February has 28 days in 2100`},
		{"2026-06-31", `daily: date "2026-06-31": June has 30 days in 2026`},
		{"2026-12-32", `daily: date "2026-12-32": December has 31 days in 2026`},
		{"2026-00-10", `daily: date "2026-00-10": there is no month 0; months run from 01 to 12`},
		{"2026-13-01", `daily: date "2026-13-01": there is no month 13; months run from 01 to 12`},
		{"2026-01-00", `daily: date "2026-01-00": there is no day 0; days start at 01`},
		{"2026-1-05", `daily: date "2026-1-05": want YYYY-MM-DD, e.g. 2026-12-01`},
		{"05/01/2026", `daily: date "05/01/2026": want YYYY-MM-DD, e.g. 2026-12-01`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			d, err := ParseDate(tt.in)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("ParseDate(%q): got %v, want a date", tt.in, err)
			case tt.want == "" && d.Format(DateLayout) != tt.in:
				t.Errorf("ParseDate(%q): got %v, want that day", tt.in, d)
			case tt.want != "" && (err == nil || err.Error() != tt.want):
				t.Errorf("ParseDate(%q): got %v, want %s", tt.in, err, tt.want)
			}
		})
	}
}

// FuzzParseDate checks that a date read back formats as it was written,
// and that anything else is refused without a panic.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-12-01", "2026-02-30", "2026-13-01", "0000-00-00", "9999-12-31", "2026-1-5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			return
		}
		if got := d.Format(DateLayout); got != s || d.Location() != time.UTC {
			t.Errorf("ParseDate(%q) = %v, which formats as %q", s, d, got)
		}
	})
}
