package sudoku

import (
	"bufio"
	"encoding/csv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// loadLines returns the puzzle lines of the data file name (comments and
// blank lines dropped), skipping the test when the data is absent.
func loadLines(tb testing.TB, name string) []string {
	tb.Helper()
	f := shareddata.Open(tb, "sudoku", name)
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// loadSolutions returns the puzzle -> solution map of solutions/name.csv.
func loadSolutions(tb testing.TB, name string) map[string]string {
	tb.Helper()
	f := shareddata.Open(tb, "sudoku", "solutions", name+".csv")
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		tb.Fatal(err)
	}
	m := make(map[string]string, len(recs))
	for _, r := range recs {
		m[r[0]] = r[1]
	}
	return m
}

// lineCells reads an 81-character line ('.' or '0' blank) into cells.
func lineCells(tb testing.TB, line string) []int {
	tb.Helper()
	if len(line) != 81 {
		tb.Fatalf("line %q: got %d characters, want 81", line, len(line))
	}
	cells := make([]int, 81)
	for i := range 81 {
		if ch := line[i]; ch >= '1' && ch <= '9' {
			cells[i] = int(ch - '0')
		}
	}
	return cells
}

// cellsLine writes cells as a line of digits.
func cellsLine(cells []int) string {
	var sb strings.Builder
	for _, v := range cells {
		sb.WriteByte(byte('0' + v))
	}
	return sb.String()
}
