package daily

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// BenchmarkDailyYear publishes a year of the three-puzzle feed of issue 6
// (9x9 Sudoku, 9x9 Numbrix, 10x10 Numberlink; Hidato stands in for a kind
// not yet in kinds.All) at the default 150 dpi, day.pdf included, into a
// fresh directory and archive each iteration.
func BenchmarkDailyYear(b *testing.B) {
	benchmarkDaily(b, 365)
}

// BenchmarkDailyMonth is BenchmarkDailyYear for 31 dates.
func BenchmarkDailyMonth(b *testing.B) {
	benchmarkDaily(b, 31)
}

func benchmarkDaily(b *testing.B, days int) {
	third := "{slot: numberlink, kind: numberlink, size: 10, grades: {default: medium, mon: easy, sat: hard}}"
	if _, ok := kinds.Find("numberlink"); !ok {
		b.Log("numberlink is not in kinds.All yet: hidato takes its slot")
		third = "{slot: hidato, kind: hidato, size: 9, grades: {default: medium, mon: easy, sat: hard}}"
	}
	cfg := parseDaily(b, `name: bench
seed: 7
daily_output: {pdf: true}
daily:
  - {slot: sudoku, kind: sudoku, size: 9, grades: {mon: easy, tue: easy, wed: medium, thu: medium, fri: hard, sat: expert, sun: hard}}
  - {slot: numbrix, kind: numbrix, size: 9, grades: {default: medium, mon: easy, sat: hard}}
  - `+third+"\n", kinds.All)
	base := b.TempDir()
	n := 0
	for b.Loop() {
		n++
		dir := filepath.Join(base, "run", string(rune('a'+n%26)))
		os.RemoveAll(dir)
		if _, err := Run(context.Background(), cfg, Options{From: dec1, Days: days, Dir: dir}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Seconds())/float64(n), "s/feed")
}

// BenchmarkDailyPNG draws the PNG of one 9x9 Sudoku alone, as a daily
// feed does, at several resolutions: the cost that dominates a feed.
func BenchmarkDailyPNG(b *testing.B) {
	k, _ := kinds.Find("sudoku")
	p, err := k.Generate(context.Background(), gen.Params{Rows: 9, Cols: 9, Grade: gen.Medium}, jobs.NewRand(1))
	if err != nil {
		b.Fatal(err)
	}
	for _, dpi := range []int{72, 100, 150, 200, 300} {
		b.Run(fmt.Sprintf("%ddpi", dpi), func(b *testing.B) {
			var size int
			for b.Loop() {
				var buf bytes.Buffer
				if err := book.WritePuzzlePNG(&buf, k, p, gen.DrawOptions{}, dpi, draw.Fonts{}); err != nil {
					b.Fatal(err)
				}
				size = buf.Len()
			}
			b.ReportMetric(float64(size), "bytes")
		})
	}
}
