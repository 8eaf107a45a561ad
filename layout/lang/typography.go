package lang

import (
	"strings"
	"unicode"
)

// ThinSpace is the narrow no-break space French sets before : ; ? ! and
// inside « ».
const ThinSpace = "\u202f"

// Punctuate returns s set in the typography of w's language: in French, a
// thin no-break space before : ; ? and ! (in place of a space there, or
// added after a letter when a space or the end follows, so that "10:30"
// and "https://" stay as they are; emphasis marks, as in "*Bravo*!",
// do not hide the letter), and straight double quotes turned
// into « » with thin spaces inside. Other languages get s unchanged.
func (w Words) Punctuate(s string) string {
	if !w.french {
		return s
	}
	r := []rune(s)
	var b strings.Builder
	open := true // the next straight quote opens
	for i, c := range r {
		next := rune(' ')
		if i+1 < len(r) {
			next = r[i+1]
		}
		switch {
		case strings.ContainsRune(":;?!", c):
			out := strings.TrimRight(b.String(), " ")
			spaced := len(out) < b.Len()
			prev := before(r, i)
			glued := (unicode.IsLetter(prev) || prev == '»') && unicode.IsSpace(next)
			if spaced || glued {
				if !strings.HasSuffix(out, ThinSpace) && out != "" {
					out += ThinSpace
				}
				b.Reset()
				b.WriteString(out)
			}
			b.WriteRune(c)
		case c == '"' && open:
			b.WriteString("«" + ThinSpace)
			open = false
		case c == '"':
			b.WriteString(ThinSpace + "»")
			open = true
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// before is the rune before r[i] that is not an emphasis mark (the
// stars of "**Note**:"), or 0 when there is none.
func before(r []rune, i int) rune {
	for i--; i >= 0; i-- {
		if r[i] != '*' {
			return r[i]
		}
	}
	return 0
}

// Grade is the grade g as w prints it, e.g. "Easy": 0 is any grade, then
// easy (1) to expert (4), as package gen numbers them.
func (w Words) Grade(g int) string {
	return [...]string{w.AnyGrade, w.Easy, w.Medium, w.Hard, w.Expert}[min(max(g, 0), 4)]
}

// List joins items as a sentence lists them: "a, b and c".
func (w Words) List(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + w.And + " " + items[len(items)-1]
}
