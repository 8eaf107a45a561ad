package web

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/langcheck"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// frenchPage is the 4x4 Sudoku's page in French, with a French nav and a
// tab, as a French book's or feed's page has them.
func frenchPage(t *testing.T) Page {
	pg := fixturePage(t, "sudoku4")
	fr := lang.WebFor("fr")
	pg.Language = Language{Code: "fr"}
	pg.Heading = fr.Text("puzzle", 3)
	pg.Site = Link{Label: "Casse-tête", Href: "index.html"}
	pg.Nav = []Link{{Label: "‹ " + fr.Text("previous"), Rel: "prev"}, {Label: fr.Text("next") + " ›", Href: "suivante.html", Rel: "next"}}
	pg.Tabs = []Link{{Label: "Sudoku", Href: "sudoku.html", Current: true}, {Label: "Numbrix", Href: "numbrix.html"}}
	return pg
}

// liveHTML is the page as the reader has it now, less the kind's rules
// and how-to (gen.PlayText, from its descriptor, outside the web table):
// the help under "How to play" and the message while it shows the rules.
const liveHTML = `(() => {
  const doc = document.documentElement.cloneNode(true);
  doc.querySelectorAll('.pb-help, .pb-message.rule').forEach((e) => e.remove());
  return doc.outerHTML;
})()`

// TestFrenchPlayer plays the French page in Chromium: the page is
// lang="fr", its buttons and messages are French (Check is "Vérifier"),
// French typography puts a thin no-break space before a colon, a
// finished puzzle's summary, title and share text are French, and the
// page as played (cells' labels, titles, the live region, the finish)
// holds none of the English web table's texts.
func TestFrenchPlayer(t *testing.T) {
	file := writePage(t, "fr", frenchPage(t))
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.open(file)
	if got := eval[string](tb, `document.documentElement.lang`); got != "fr" {
		t.Errorf("got lang %q, want fr", got)
	}
	buttons := eval[string](tb, `[...document.querySelectorAll('.pb-actions button')].map((b) => b.textContent).join(",")`)
	if buttons != "Véri\u00adfier,Indice,Révéler,Recom\u00admencer" {
		t.Errorf("got the actions %q, want Vérifier,Indice,Révéler,Recommencer", buttons)
	}
	p := tb.puzzle()
	blank := empties(p)
	r, c := blank[0][0], blank[0][1]
	tb.click(r, c)
	tb.keys(itoa(p.Solution[r][c]%p.Rows + 1))
	tb.press("Véri\u00adfier")
	if got, want := eval[string](tb, `document.querySelector('.pb-message').textContent`), "1 case est fausse"+lang.ThinSpace+": elle est marquée."; got != want {
		t.Errorf("Check's message: got %q, want %q", got, want)
	}
	if got := eval[string](tb, `document.querySelector('.pb-cell.sel').getAttribute('aria-label')`); !strings.HasPrefix(got, "Ligne ") || !strings.HasSuffix(got, ", fausse") {
		t.Errorf("the wrong cell's label: got %q, want Ligne ..., fausse", got)
	}
	if found := langcheck.English([]byte(eval[string](tb, liveHTML)), "fr"); len(found) > 0 {
		t.Errorf("the page in play: English left: %s", strings.Join(found, "; "))
	}
	tb.keys("\b")
	tb.fillSolved(blank, p.Solution)
	summary := eval[string](tb, `[...document.querySelectorAll('.pb-summary dt')].map((dt) => dt.textContent + "=" + dt.nextElementSibling.textContent).join("; ")`)
	for _, want := range []string{"Temps=0:", "Indices=0", "Erreurs trouvées par Vérifier=1", "Solution affichée=non"} {
		if !strings.Contains(summary, want) {
			t.Errorf("the finish's summary: got %q, want it to hold %q", summary, want)
		}
	}
	if got, want := eval[string](tb, `document.querySelector('.pb-finish-title').textContent`), "Résolue"+lang.ThinSpace+"!"; got != want {
		t.Errorf("the finish's title: got %q, want %q", got, want)
	}
	share := eval[string](tb, `document.querySelector('.pb-share').textContent`)
	if !strings.Contains(share, "Sudoku · Grille 3\nRésolue en 0:") || !strings.Contains(share, "(1 erreur trouvée par Vérifier)") {
		t.Errorf("the share text: got %q, want it French", share)
	}
	links := eval[string](tb, `[...document.querySelectorAll('.pb-onward a')].map((a) => a.textContent).join("; ")`)
	if want := "Suivante" + lang.ThinSpace + ": Numbrix; Grille suivante; Retour à Casse-tête"; links != want {
		t.Errorf("the onward links: got %q, want %q", links, want)
	}
	if found := langcheck.English([]byte(eval[string](tb, liveHTML)), "fr"); len(found) > 0 {
		t.Errorf("the finished page: English left: %s", strings.Join(found, "; "))
	}
}

// TestAxeFrench runs axe-core's WCAG 2.2 A and AA rules on the French
// page, in light colours at 360 px, after a little play: no violation.
func TestAxeFrench(t *testing.T) {
	src := axeSource(t)
	file := writePage(t, "fr", frenchPage(t))
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.open(file)
	tb.scheme("light")
	tb.do(chromedp.EmulateViewport(360, 740))
	p := tb.puzzle()
	blank := empties(p)
	tb.click(blank[0][0], blank[0][1])
	tb.keys(itoa(p.Solution[blank[0][0]][blank[0][1]]))
	tb.press("Indice")
	eval[bool](tb, src+"\n;true")
	found, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]axeViolation](axeRun, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("axe: %v", err)
	}
	for _, v := range found {
		t.Errorf("the French page: axe %s (%s): %s", v.ID, v.Help, strings.Join(v.Nodes, "; "))
	}
}

// TestPhoneLayoutLanguages holds the pages in every language to the
// phone layout of TestPhoneLayout: the longer words of the buttons, the
// tools and the nav ("Rückgängig", "Recommencer", "Toutes les dates")
// keep the grid, keys, tools and actions on the phones' screens, every
// button at least 44 px, the nav one row, and nothing scrolling
// sideways, for Sudoku (Pencil and Auto) and Numbrix (two tools and
// eleven keys) on a daily page with its four links.
func TestPhoneLayoutLanguages(t *testing.T) {
	tb := newTab(t)
	for _, code := range lang.Codes {
		words := lang.WebFor(code)
		for _, k := range []gen.Kind{kindOf("sudoku"), kindOf("numbrix")} {
			t.Run(code+" "+k.Name(), func(t *testing.T) {
				tb.t = t
				p := largest(t, k)
				obj := struct {
					ID string `json:"id"`
					*gen.Puzzle
				}{k.Name() + "-" + code, p}
				pg := Page{Puzzle: obj, Kind: k, Heading: words.Date(time.Date(2027, time.September, 29, 0, 0, 0, 0, time.UTC)), Language: Language{Code: code},
					Site: Link{Label: "Casse-tête", Href: "../index.html"},
					Nav: []Link{{Label: "‹ " + words.Text("previous_day"), Href: "a.html"}, {Label: words.Text("next_day") + " ›", NextDay: true},
						{Label: words.Text("today"), Href: "../today.html"}, {Label: words.Text("all_dates"), Href: "../index.html"}},
					Tabs: []Link{{Label: "Sudoku", Href: "a.html"}, {Label: "Numbrix", Href: "b.html", Current: true}}}
				file := writePage(t, k.Name()+"-"+code, pg)
				tb.do(chromedp.EmulateViewport(360, 740))
				tb.open(file)
				for _, ph := range phones {
					tb.do(chromedp.EmulateViewport(ph.w, ph.h))
					checkLayout(t, fmt.Sprintf("%s %s at %dx%d", code, k.Name(), ph.w, ph.h), eval[layout](tb, layoutJS), ph.w, ph.h, ph.landscape)
				}
				tb.quiet(file)
				tb.forget()
			})
		}
	}
}
