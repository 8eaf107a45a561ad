package config

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
)

// TestMatterErrors checks the messages for extra pages that cannot be
// printed, each naming the line and the path.
func TestMatterErrors(t *testing.T) {
	const sec = "sections: [{kind: toy, size: 3, grade: easy, count: 1}]\n"
	tests := []struct{ name, yaml, want string }{
		{"unknown kind", "pages: [{kind: preface, text: x}]\n",
			`x.yaml:1: pages[0].kind: must be intro, tips, dedication, notes, about, also-by or review, not "preface"`},
		{"no kind", "pages:\n  - {text: x}\n", `x.yaml:2: pages[0].kind: is required`},
		{"no text", "pages:\n  - {kind: notes}\n  - {kind: about}\n", `x.yaml:3: pages[1].text: is required for a page of kind about`},
		{"lines not notes", "pages:\n  - kind: tips\n    text: x\n    lines: true\n", `x.yaml:4: pages[0].lines: only a notes page is ruled, not a tips page`},
		{"bad place", "pages: [{kind: tips, text: x, place: middle}]\n", `x.yaml:1: pages[0].place: must be front or back, not "middle"`},
		{"not a list", "pages: intro\n", `x.yaml:1: pages: must be a list of pages, not "intro"`},
		{"long dedication", "pages:\n  - kind: dedication\n    text: " + strings.Repeat("x", 501) + "\n", `x.yaml:3: pages[0].text: 501 characters; a dedication, centred on its page, holds at most 500`},
		{"unknown key", "pages: [{kind: tips, text: x, picture: a.png}]\n", `x.yaml:1: pages[0].picture: unknown key`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseConfig("x.yaml", []byte(tt.yaml+sec), toyKinds)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %s", err, tt.want)
			}
		})
	}
}

// TestMatterPlaces checks where each kind of page goes, that place:
// moves it, and that default titles follow the language while a title
// of the config's own is kept.
func TestMatterPlaces(t *testing.T) {
	const yaml = `language: fr
pages:
  - {kind: review, text: "Merci!"}
  - {kind: dedication, text: "*Pour Anne*"}
  - {kind: intro, text: "Bonjour."}
  - {kind: notes, lines: true, place: front}
  - {kind: tips, title: Astuces, text: "Regardez.", place: back}
sections: [{kind: toy, size: 3, grade: easy, count: 1}]
`
	cfg, err := parseConfig("x.yaml", []byte(yaml), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	front, back := cfg.MatterPages()
	want := func(got []layout.Matter, titles ...string) {
		t.Helper()
		if len(got) != len(titles) {
			t.Fatalf("got %d pages %+v, want %d", len(got), got, len(titles))
		}
		for i, m := range got {
			if m.Title != titles[i] {
				t.Errorf("page %d: title %q, want %q", i, m.Title, titles[i])
			}
		}
	}
	want(front, "", "Introduction", "Notes")
	want(back, "Laissez un avis", "Astuces")
	if !front[0].Centred || front[1].Centred || !front[2].Lines {
		t.Errorf("front %+v: want the dedication centred and the notes ruled", front)
	}
	if back[0].Paras[0] != "Merci\u202f!" {
		t.Errorf("review text %q: want French typography", back[0].Paras[0])
	}
	if b := cfg.Book(cfg.Meta(), nil, nil); len(b.Front) != 3 || len(b.Back) != 2 {
		t.Errorf("Book: %d front and %d back pages, want 3 and 2", len(b.Front), len(b.Back))
	}
}
