package preflight

import (
	"errors"
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
)

// Report is what Book or Cover (and CheckPDF) found: measures of the whole
// book and every problem.
type Report struct {
	Pages         int
	Spec          layout.PageSpec
	PrintOnDemand bool
	MinFont       float64 // smallest type drawn, in points; 0 when there is none
	MinLine       float64 // thinnest line drawn, in points; 0 when there is none
	Faces         []string
	PDFChecked    bool // CheckPDF ran on the written file
	Problems      []layout.Problem

	// Cover is the cover's geometry when the report is Cover's;
	// Pages is then the interior's page count and Spec the whole trim
	// (back, spine and front) with its bleed.
	Cover *cover.Spec
	// SpineText is set when the cover carries text on its spine.
	SpineText bool
	// MinContrast is the lowest contrast of the cover's text against its
	// ground (see Contrast); 0 when there is no text.
	MinContrast float64
}

// maxListed is how many problems of one rule a report lists.
const maxListed = 5

// String is the report as a person reads it: one line a check, then the
// problems.
func (r *Report) String() string {
	var b strings.Builder
	if r.Cover != nil {
		r.coverString(&b)
		return r.problems(&b)
	}
	sw, sh := r.Spec.Sheet()
	fmt.Fprintf(&b, "preflight: %d pages, trim %.3gx%.3gin", r.Pages, r.Spec.Width/layout.Inch, r.Spec.Height/layout.Inch)
	if r.Spec.Bleed > 0 {
		fmt.Fprintf(&b, ", sheet %.4gx%.4gin with bleed", sw/layout.Inch, sh/layout.Inch)
	}
	if r.PrintOnDemand {
		b.WriteString(", print on demand")
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "  margins: inside %.3gin (at least %.3gin for %d pages), outside, top and bottom %.3gin\n",
		r.Spec.Inside()/layout.Inch, layout.MinInside(r.Pages)/layout.Inch, r.Pages, r.Spec.Margin/layout.Inch)
	fmt.Fprintf(&b, "  type: smallest %.3gpt (at least %dpt); lines: thinnest %.3gpt (at least %.2gpt)\n",
		r.MinFont, layout.MinFontSize, r.MinLine, layout.MinLineWidth)
	fmt.Fprintf(&b, "  fonts: %s\n", strings.Join(r.Faces, ", "))
	if r.PDFChecked {
		b.WriteString("  pdf: fonts embedded, grey ink only, trim")
		if r.Spec.Bleed > 0 {
			b.WriteString(" and bleed")
		}
		b.WriteString(" boxes set")
		if r.PrintOnDemand {
			b.WriteString(", no bookmarks or metadata")
		}
		b.WriteString("\n")
	}
	return r.problems(&b)
}

// problems ends String: "no problems", or a line for each, at most
// maxListed of one rule.
func (r *Report) problems(b *strings.Builder) string {
	if len(r.Problems) == 0 {
		b.WriteString("  no problems\n")
		return b.String()
	}
	fmt.Fprintf(b, "  %d problems:\n", len(r.Problems))
	listed := map[string]int{}
	for _, p := range r.Problems {
		listed[p.Rule]++
		switch k := listed[p.Rule]; {
		case k <= maxListed:
			fmt.Fprintf(b, "    %s\n", p)
		case k == maxListed+1:
			fmt.Fprintf(b, "    ... more %s problems\n", p.Rule)
		}
	}
	return b.String()
}

// Err returns nil when the report has no problems, and otherwise an error
// that lists them.
func (r *Report) Err() error {
	if len(r.Problems) == 0 {
		return nil
	}
	return errors.New("preflight failed: " + strings.TrimPrefix(r.String(), "preflight: "))
}

func (r *Report) add(page int, rule, format string, args ...any) {
	r.Problems = append(r.Problems, layout.Problem{Page: page, Rule: rule, What: fmt.Sprintf(format, args...)})
}
