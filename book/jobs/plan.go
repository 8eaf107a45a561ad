package jobs

import (
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Job is one puzzle to generate.
type Job struct {
	Section int    // 0-based index of the section in the config
	Index   int    // 0-based index of the puzzle within its section
	Number  int    // 1-based number of the puzzle across the book
	Title   string // the section's title, for messages
	Kind    gen.Kind
	Params  gen.Params
	Seed    uint64 // from (book seed, section, index) only; see JobSeed
}

// Section asks for Count puzzles of Kind with Params: one section of a
// book, as Plan reads it.
type Section struct {
	Title  string // for messages
	Kind   gen.Kind
	Params gen.Params
	Count  int
}

// Plan lists the jobs of a book of sections whose seed is seed, in book
// order. The jobs of a supply that its kind lists (gen.Lister: 4x4
// Sudoku) each get a different Pick from a shuffle of the list seeded by
// the book's seed, in book order.
func Plan(seed uint64, sections []Section) []Job {
	total := 0
	for _, sec := range sections {
		total += sec.Count
	}
	jobs := make([]Job, 0, total) // one allocation, not one a growth of the list
	for s, sec := range sections {
		for i := range sec.Count {
			jobs = append(jobs, Job{
				Section: s,
				Index:   i,
				Number:  len(jobs) + 1,
				Title:   sec.Title,
				Kind:    sec.Kind,
				Params:  sec.Params,
				Seed:    JobSeed(seed, s, i),
			})
		}
	}
	pickBook(seed, jobs)
	return jobs
}

// JobSeed derives the seed of puzzle index of section from the book's
// seed alone, so a puzzle does not change when other sections do, and the
// order in which workers run does not matter.
func JobSeed(book uint64, section, index int) uint64 {
	h := Mix(book ^ 0x70757a7a6c65626f) // "puzzlebo": keeps seed 0 away from Mix's fixed start
	h = Mix(h ^ uint64(section))
	return Mix(h ^ uint64(index))
}

// AttemptSeed derives the seed of a retry (a duplicate puzzle, or a grade
// the generator did not reach in its budget) from a job's seed. Attempt 0
// is the job's seed itself.
func AttemptSeed(seed uint64, attempt int) uint64 {
	if attempt == 0 {
		return seed
	}
	return Mix(seed ^ Mix(uint64(attempt)))
}

// NewRand returns the random source a puzzle with this seed is generated
// from. Rebuilding one puzzle alone needs only its kind, params and seed.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, Mix(^seed)))
}

// Mix is the SplitMix64 finaliser that derives every seed (JobSeed,
// AttemptSeed): a bijection on 64 bits whose output bits each depend on
// every input bit. Other streams of seeds derive theirs with it too.
func Mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
