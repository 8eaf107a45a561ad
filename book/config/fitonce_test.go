package config

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
)

// TestFitOnce checks that a build does not fit its book twice: Parse
// fits the book once, and Fit on the parsed config reuses that fit,
// giving what a fresh fit gives; once the config plans another book, Fit
// fits it again.
func TestFitOnce(t *testing.T) {
	calls := 0
	layoutFit = func(b layout.Book) (layout.Book, []string, error) {
		calls++
		return layout.Fit(b)
	}
	defer func() { layoutFit = layout.Fit }()

	for _, name := range []string{"pod-6x9.yaml", "sampler.yaml", "kids-worksheets.yaml"} {
		t.Run(name, func(t *testing.T) {
			cfg, err := Load(filepath.Join("..", "..", "configs", name))
			if err != nil {
				t.Fatal(err)
			}
			if calls != 1 {
				t.Errorf("Parse fitted the book %d times, want once", calls)
			}
			calls = 0
			got := Fit(cfg)
			if calls != 0 {
				t.Errorf("Fit after Parse fitted the book %d times, want 0", calls)
			}
			fresh := *cfg
			fresh.fit = nil
			want := Fit(&fresh)
			if !reflect.DeepEqual(got.Book, want.Book) || !reflect.DeepEqual(got.Notes, want.Notes) {
				t.Error("the fit Parse kept differs from a fresh fit")
			}

			calls = 0
			changed := *cfg
			changed.Sections = append([]Section(nil), cfg.Sections...)
			changed.Sections[0].Count++
			if Fit(&changed); calls != 1 {
				t.Errorf("a config planning another book: %d fits, want 1", calls)
			}
			calls = 0
		})
	}
}
