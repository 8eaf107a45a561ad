package jobs

import (
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestJobSeedStable pins the seed mixing: changing it changes every book
// built so far, so it must be a deliberate act (and a Version bump).
func TestJobSeedStable(t *testing.T) {
	tests := []struct {
		book           uint64
		section, index int
		want           uint64
	}{
		{0, 0, 0, 0xb99911993fa7d977},
		{42, 0, 0, 0x4edf2d7914ea0872},
		{42, 0, 1, 0xa9966f9e3b7e731b},
		{42, 1, 0, 0xaa4623a1a9d3cfc5},
		{1<<64 - 1, 3, 9999, 0x47f905b52e9385a6},
	}
	for _, tt := range tests {
		if got := JobSeed(tt.book, tt.section, tt.index); got != tt.want {
			t.Errorf("JobSeed(%d, %d, %d): got %#x, want %#x", tt.book, tt.section, tt.index, got, tt.want)
		}
	}
}

func TestJobSeedsDistinct(t *testing.T) {
	seen := map[uint64]string{}
	for book := range uint64(4) {
		for s := range 8 {
			for i := range 200 {
				seed := JobSeed(book, s, i)
				for a := range 3 {
					k := AttemptSeed(seed, a)
					name := fmtJob(book, s, i, a)
					if prev, dup := seen[k]; dup {
						t.Fatalf("%s: got the same seed %#x as %s", name, k, prev)
					}
					seen[k] = name
				}
			}
		}
	}
}

func fmtJob(book uint64, s, i, a int) string {
	return "book " + strconv.Itoa(int(book)) + " section " + strconv.Itoa(s) + " puzzle " + strconv.Itoa(i) + " attempt " + strconv.Itoa(a)
}

func TestPlan(t *testing.T) {
	// The sections of book/testdata/small.yaml.
	secs := []Section{
		{Kind: toyKind{}, Params: gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}, Count: 5},
		{Kind: toyKind{}, Params: gen.Params{Rows: 3, Cols: 3, Grade: gen.Hard}, Count: 7},
	}
	jobs := Plan(42, secs)
	if len(jobs) != 12 {
		t.Fatalf("small.yaml: got %d jobs, want 12", len(jobs))
	}
	j := jobs[6]
	if j.Section != 1 || j.Index != 1 || j.Number != 7 || j.Seed != JobSeed(42, 1, 1) || j.Params.Rows != 3 {
		t.Errorf("small.yaml job 7: got %+v, want section 1, index 1, number 7, seed JobSeed(42, 1, 1), 3 rows", j)
	}
	// A section's seeds do not depend on the sections before it.
	secs[0].Count = 2
	if got := Plan(42, secs)[3].Seed; got != j.Seed {
		t.Errorf("small.yaml job 7 after shrinking section 1: got seed %#x, want %#x", got, j.Seed)
	}
}

// TestPlanAllocatesOnce wants the jobs of a large set listed in one
// allocation, not one for each growth of the list.
func TestPlanAllocatesOnce(t *testing.T) {
	secs := []Section{
		{Kind: toyKind{}, Params: gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}, Count: 1000},
		{Kind: toyKind{}, Params: gen.Params{Rows: 3, Cols: 3, Grade: gen.Hard}, Count: 24},
	}
	if got := testing.AllocsPerRun(10, func() { Plan(42, secs) }); got != 1 {
		t.Errorf("Plan of 1024 jobs: %v allocations, want 1", got)
	}
}
