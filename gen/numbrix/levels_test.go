package numbrix

import (
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/rankcorr"
)

// hidatoLevels are the published levels of the stefanerwinmayer Hidato
// puzzles (named level_number), from the easiest.
var hidatoLevels = []string{"beginner", "intermediate", "expert", "master", "genius"}

// The rank correlations between published level and the grader's verdict
// that TestGradingFollowsLevels asks for, below the measured ones (see
// docs/grading.md): by score alone, and by grade then score.
const (
	minScoreCorrelation = 0.9
	minGradeCorrelation = 0.9
)

// levelRating is a reference puzzle's published level and our rating.
type levelRating struct {
	name  string
	level int
	r     rating
}

// TestGradingFollowsLevels grades the Hidato puzzles with published
// levels: beginners grade at most medium and geniuses at least hard, the
// grade never falls from one level to the next harder one (every puzzle of
// a level grades at least as high as every puzzle of the level before),
// and the level's rank correlation with the score, and with the grade
// then the score, are at least minScoreCorrelation and
// minGradeCorrelation.
func TestGradingFollowsLevels(t *testing.T) {
	var rated []levelRating
	for _, ref := range loadRefs(t) {
		level := slices.Index(hidatoLevels, strings.Split(ref.name, "_")[0])
		if !ref.kind.Diagonal || level < 0 {
			continue
		}
		b, vals, err := ref.kind.boardOf(ref.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		r := rate(b, vals, ruleLookahead)
		if !r.solved {
			t.Errorf("%s: not solved by the grader's rules, want a grade", ref.name)
		}
		t.Logf("%s: %v (%s), score %d", ref.name, r.grade, r.hardest, r.score)
		rated = append(rated, levelRating{ref.name, level + 1, r})
	}
	if len(rated) == 0 {
		t.Skip("no Hidato puzzles with published levels in the reference data; skipping")
	}
	for _, x := range rated {
		switch {
		case x.level == 1 && x.r.grade > gen.Medium:
			t.Errorf("%s: got grade %v, want at most medium", x.name, x.r.grade)
		case x.level == len(hidatoLevels) && x.r.grade < gen.Hard:
			t.Errorf("%s: got grade %v, want at least hard", x.name, x.r.grade)
		}
		for _, y := range rated {
			if y.level == x.level+1 && y.r.grade < x.r.grade {
				t.Errorf("%s (%s) grades %v, below %s (%s) at %v: want no fall from one level to the next",
					y.name, hidatoLevels[y.level-1], y.r.grade, x.name, hidatoLevels[x.level-1], x.r.grade)
			}
		}
	}
	levels := make([]float64, len(rated))
	scores := make([]float64, len(rated))
	graded := make([]float64, len(rated))
	for i, x := range rated {
		levels[i] = float64(x.level)
		scores[i] = float64(x.r.score)
		graded[i] = float64(int(x.r.grade)*100000 + x.r.score)
	}
	for _, c := range []struct {
		by   string
		v    []float64
		want float64
	}{{"score", scores, minScoreCorrelation}, {"grade then score", graded, minGradeCorrelation}} {
		rho := rankcorr.Spearman(levels, c.v)
		t.Logf("rank correlation of published level and %s: %.2f", c.by, rho)
		if rho < c.want {
			t.Errorf("rank correlation of published level and %s: got %.2f, want at least %.2f", c.by, rho, c.want)
		}
	}
}

// TestGradingNumbrixLabels checks the Numbrix puzzles whose source names a
// difficulty: Parade's quick puzzles (magazine-*) grade at most hard, and
// the board its author calls very challenging grades at least as high as
// the one called challenging, which grades at least as high as every
// magazine puzzle.
func TestGradingNumbrixLabels(t *testing.T) {
	grades := map[string]gen.Grade{}
	var magazine gen.Grade
	for _, ref := range loadRefs(t) {
		if ref.kind.Diagonal || ref.want != 1 {
			continue
		}
		b, vals, err := ref.kind.boardOf(ref.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		r := rate(b, vals, ruleLookahead)
		grades[ref.name] = r.grade
		if strings.HasPrefix(ref.name, "magazine-") {
			magazine = max(magazine, r.grade)
			if r.grade > gen.Hard {
				t.Errorf("%s: got grade %v, want at most hard (a quick newspaper puzzle)", ref.name, r.grade)
			}
		}
	}
	hard, harder := grades["board8-challenging"], grades["board9-very-challenging"]
	if hard == gen.AnyGrade || harder == gen.AnyGrade || magazine == gen.AnyGrade {
		t.Skip("labelled Numbrix boards absent from the reference data; skipping")
	}
	if harder < hard || hard < magazine {
		t.Errorf("got very challenging %v, challenging %v, magazine at most %v; want them in that order or tied", harder, hard, magazine)
	}
}
