package daily

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/configs"

	"github.com/puzzlebook/puzzlebook/gen"
)

// parseDaily reads a daily config with the given kinds.
func parseDaily(t testing.TB, yaml string, kinds []gen.Kind) *Config {
	t.Helper()
	cfg, err := parse("daily.yaml", []byte(yaml), kinds)
	if err != nil {
		t.Fatalf("daily.yaml: got\n%v\nwant a valid config", err)
	}
	return cfg
}

func TestParseDailyConfig(t *testing.T) {
	cfg := parseDaily(t, `name: feed
seed: 7
daily:
  - slot: sudoku
    kind: toy
    size: 3
    grades: {mon: easy, tue: easy, wed: medium, thu: medium, fri: hard, sat: hard, sun: medium}
  - {slot: small, title: Tiny, kind: toy, size: 2, grades: {default: medium, sat: hard}}
  - {slot: flat, kind: toy, size: 1, grades: easy, colour: true}
`, toyKinds)
	if len(cfg.Slots) != 3 {
		t.Fatalf("got %d slots, want 3", len(cfg.Slots))
	}
	if got := cfg.Output; got.PDF || got.DPI != DefaultDPI {
		t.Errorf("daily_output: got %+v, want no PDF at %d dpi", got, DefaultDPI)
	}
	tests := []struct {
		slot  int
		day   time.Weekday
		grade gen.Grade
	}{
		{0, time.Monday, gen.Easy}, {0, time.Friday, gen.Hard}, {0, time.Sunday, gen.Medium},
		{1, time.Monday, gen.Medium}, {1, time.Saturday, gen.Hard}, {1, time.Sunday, gen.Medium},
		{2, time.Wednesday, gen.Easy},
	}
	for _, tt := range tests {
		s := cfg.Slots[tt.slot]
		t.Run(s.Name+"/"+tt.day.String(), func(t *testing.T) {
			if got := s.ParamsOn(tt.day).Grade; got != tt.grade {
				t.Errorf("got grade %v, want %v", got, tt.grade)
			}
		})
	}
	if s := cfg.Slots[0]; cfg.slotTitle(&s) != "Toy" || s.Params.Rows != 3 || s.Line != 4 {
		t.Errorf("slot 0: got title %q, size %d, line %d, want Toy, 3, 4", cfg.slotTitle(&s), s.Params.Rows, s.Line)
	}
	if s := cfg.Slots[1]; s.Title != "Tiny" || s.Colour {
		t.Errorf("slot 1: got title %q, colour %v, want Tiny, false", s.Title, s.Colour)
	}
	if s := cfg.Slots[2]; !s.Colour {
		t.Errorf("slot 2: got colour %v, want true", s.Colour)
	}
}

func TestParseDailyConfigErrors(t *testing.T) {
	const slot = "daily: [{slot: a, kind: toy, size: 2, grades: easy}]\n"
	tests := []struct {
		name, yaml string
		daily      bool
		want       []string
	}{
		{"no daily", "name: x\n", true, []string{"daily.yaml:1: daily: is required: a daily feed needs at least one slot"}},
		{"book from a daily config", "name: x\n" + slot, false, []string{"daily.yaml:1: sections: is required: a book needs at least one section (this config has daily slots: run puzzlebook daily)"}},
		{"empty", "daily: []\n", true, []string{"daily.yaml:1: daily: must list at least one slot"}},
		{"not a list", "daily: {slot: a}\n", true, []string{"daily.yaml:1: daily: must be a list of slots, not a mapping"}},
		{"missing keys", "daily:\n  - {size: 2}\n", true, []string{
			"daily.yaml:2: daily[0].slot: is required", "daily.yaml:2: daily[0].kind: is required", "daily.yaml:2: daily[0].grades: is required"}},
		{"unknown kind", "daily: [{slot: a, kind: chess, grades: easy}]\n", true, []string{`daily.yaml:1: daily[0].kind: unknown kind "chess" (want toy)`}},
		{"bad slot name", "daily: [{slot: ../a, kind: toy, size: 2, grades: easy}]\n", true, []string{`daily[0].slot: must be at most 100 letters`}},
		{"solution slot name", "daily: [{slot: a-solution, kind: toy, size: 2, grades: easy}]\n", true, []string{`daily[0].slot: must not end in "-solution"`}},
		{"day slot", "daily:\n  - {slot: a, kind: toy, size: 2, grades: easy}\n  - {slot: day, kind: toy, size: 2, grades: easy}\n", true, []string{
			`daily.yaml:3: daily[1].slot: "day" is reserved: DATE/day.pdf is the date's page, which the slot's PDF (pdf_each) would overwrite; give the slot another name`}},
		{"Day slot", "daily: [{slot: Day, kind: toy, size: 2, grades: easy}]\n", true, []string{`daily.yaml:1: daily[0].slot: "Day" is reserved: DATE/day.pdf`}},
		{"index slot", "daily:\n  - slot: index\n    kind: toy\n    grades: easy\n", true, []string{`daily.yaml:2: daily[0].slot: "index" is reserved: index.json, index.csv and index.html are the feed's indexes`}},
		{"slots apart only in case", "daily:\n  - {slot: a, kind: toy, size: 2, grades: easy}\n  - {slot: A, kind: toy, size: 3, grades: easy}\n", true, []string{
			`daily.yaml:3: daily[1].slot: "A" is already the name of daily[0]; slot names name files and must differ, in more than case`}},
		{"duplicate slot", "daily:\n  - {slot: a, kind: toy, size: 2, grades: easy}\n  - {slot: a, kind: toy, size: 3, grades: easy}\n", true, []string{
			`daily.yaml:3: daily[1].slot: "a" is already the name of daily[0]`}},
		{"missing days", "daily:\n  - slot: a\n    kind: toy\n    size: 2\n    grades: {mon: easy, tue: easy, sat: hard}\n", true, []string{
			"daily.yaml:5: daily[0].grades: no grade for wed, thu, fri, sun; give them or a default"}},
		{"no day", "daily: [{slot: a, kind: toy, size: 2, grades: {}}]\n", true, []string{"daily[0].grades: no grade for any day"}},
		{"bad grade", "daily: [{slot: a, kind: toy, size: 2, grades: {default: tough}}]\n", true, []string{
			`daily.yaml:1: daily[0].grades.default: must be easy, medium, hard or expert, not "tough"`}},
		{"unknown day", "daily: [{slot: a, kind: toy, size: 2, grades: {default: easy, mo: easy}}]\n", true, []string{`daily[0].grades.mo: unknown key`}},
		{"grade out of reach", "daily:\n  - slot: a\n    kind: toy\n    size: 2\n    grades: {default: easy, sat: expert}\n", true, []string{
			"daily.yaml:5: daily[0].grades.sat: toy: grade expert is out of reach"}},
		{"size out of reach", "daily:\n  - slot: a\n    kind: toy\n    size: 8\n    grades: {default: easy, sat: hard}\n", true, []string{"daily.yaml:4: daily[0].size: toy: size must be 1 to 5, not 8"}},
		{"typo", "daily: [{slot: a, kind: toy, size: 2, grade: easy}]\n", true, []string{
			"daily[0].grades: is required", `daily[0].grade: unknown key (did you mean "grades"?)`}},
		{"colour", "daily:\n  - {slot: a, kind: toy, size: 2, grades: easy}\n  - {slot: b, kind: toy, size: 2, grades: easy, colour: yes}\n", true, []string{
			`daily.yaml:3: daily[1].colour: must be true or false, not "yes"`}},
		{"color", "daily: [{slot: a, kind: toy, size: 2, grades: easy, color: true}]\n", true, []string{
			`daily.yaml:1: daily[0].color: unknown key (did you mean "colour"?)`}},
		{"release time", "release: \"25:00\"\ntimezone: Europe/London\n" + slot, true, []string{
			`daily.yaml:1: release: "25:00" is not a time of day; give it as "HH:MM", 00:00 to 23:59`}},
		{"release without minutes", "release: \"6\"\n" + slot, true, []string{`daily.yaml:1: release: "6" is not a time of day`}},
		{"time zone", "release: \"06:00\"\ntimezone: Europe/Londres\n" + slot, true, []string{
			`daily.yaml:2: timezone: "Europe/Londres" is not a time zone; give an IANA name such as Europe/London`}},
		{"local zone", "timezone: Local\n" + slot, true, []string{`daily.yaml:1: timezone: "Local" is not a time zone`}},
		{"dpi", "daily_output: {dpi: 5, pdf: yes}\n" + slot, true, []string{
			"daily.yaml:1: daily_output.dpi: must be between 36 and 1200, not 5", `daily_output.pdf: must be true or false, not "yes"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			if tt.daily {
				_, err = parse("daily.yaml", []byte(tt.yaml), toyKinds)
			} else {
				_, err = config.Reader{Kinds: toyKinds}.Parse("daily.yaml", []byte(tt.yaml))
			}
			var es config.Errors
			if !errors.As(err, &es) {
				t.Fatalf("got %v, want config.Errors", err)
			}
			if len(es) != len(tt.want) {
				t.Errorf("got %d problems, want %d:\n%v", len(es), len(tt.want), err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got\n%v\nwant a line containing %q", err, w)
				}
			}
		})
	}
}

// FuzzParseDailyConfig checks that any input gives a valid daily config
// or config.Errors, never a panic.
func FuzzParseDailyConfig(f *testing.F) {
	f.Add([]byte("daily: [{slot: a, kind: toy, size: 2, grades: {default: easy, sat: hard}}]\n"))
	f.Add([]byte("daily_output: {pdf: true, dpi: 150}\ndaily:\n  - {slot: b, kind: toy, grades: easy}\n"))
	f.Add([]byte("daily: [{slot: c, kind: toy, size: 3, givens: 2-3, grades: easy}]\n"))
	f.Add(configs.Daily)
	f.Add([]byte("solutions: next-day\nrelease: \"06:00\"\nbase_url: https://example.com/p\ntag_date: \"2026\"\npublisher: P\ncopyright: C\n" +
		"daily_output: {svg: true, footer: true}\ndaily: [{slot: d, kind: toy, size: 3, grades: easy}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := parse("fuzz.yaml", data, toyKinds)
		if err != nil {
			var es config.Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("got %T %v, want config.Errors", err, err)
			}
			return
		}
		if len(cfg.Slots) == 0 || cfg.Output.DPI == 0 {
			t.Fatalf("accepted a daily config without slots or dpi: %+v", cfg)
		}
		if cfg.Solutions == NextDay && !cfg.Release.Set || cfg.Origin.BaseURL != "" && !strings.HasPrefix(cfg.Origin.BaseURL, "https://") {
			t.Fatalf("accepted next-day answers without a release, or a base URL not https: %+v", cfg)
		}
		for _, s := range cfg.Slots {
			for _, g := range s.Grades {
				if g == gen.AnyGrade {
					t.Fatalf("slot %q: accepted a day without a grade", s.Name)
				}
			}
		}
	})
}
