package book

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// seriesFormat names the JSON form of a series archive, so that another
// JSON file given as one is refused.
const seriesFormat = "puzzlebook-series/1"

// SeriesArchive is the record of every puzzle printed in the volumes of
// a series (config.Series): a volume naming it repeats none of them,
// counting a puzzle's disguises (rotations, reflections, relabellings:
// gen.Canonicalizer) as the same puzzle, as a daily feed's archive does.
type SeriesArchive struct {
	Format  string         `json:"format"`
	Puzzles []SeriesPuzzle `json:"puzzles"`
}

// SeriesPuzzle is one printed puzzle of a series.
type SeriesPuzzle struct {
	Volume string `json:"volume"` // the book's name
	Label  string `json:"label"`  // its place in the book: "section 2, puzzle 7"
	Kind   string `json:"kind"`
	Rows   int    `json:"rows"`
	Cols   int    `json:"cols"`
	// Hash is jobs.PuzzleHash of the puzzle: the SHA-256 of its
	// canonical form (else its givens).
	Hash string `json:"hash"`
	Seed uint64 `json:"seed"`
	// Supply names the puzzles it was drawn from (seriesSupply), so that
	// a later volume asking for more than remain is refused up front.
	Supply string `json:"supply"`
}

// seriesLock is the lock file beside a series archive that a volume's
// build holds from reading the archive to writing it, so that volumes
// built at once add their puzzles in turn.
const seriesLock = ".lock"

// openSeries takes the lock of the series archive cfg names, waiting up
// to wait for another build that holds it, and reads the archive: empty
// when the file does not exist yet. It returns nil, and no lock, when
// cfg is no series' volume; else the caller releases the lock.
func openSeries(ctx context.Context, cfg *config.Config, wait time.Duration) (*SeriesArchive, *lockfile.Lock, error) {
	path := cfg.Series.Archive
	if path == "" {
		return nil, nil, nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, nil, fmt.Errorf("book: series archive: %w", err)
	}
	lk, err := lockfile.Acquire(ctx, path+seriesLock, wait)
	if err != nil {
		return nil, nil, fmt.Errorf("book: the series archive %s is in use by another build: %w", path, err)
	}
	a := &SeriesArchive{Format: seriesFormat}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return a, lk, nil
	case err != nil:
		err = fmt.Errorf("book: series archive: %w", err)
	case json.Unmarshal(data, a) != nil || a.Format != seriesFormat:
		err = fmt.Errorf("book: series archive %s: not a puzzlebook series archive (%q)", path, seriesFormat)
	}
	if err != nil {
		lk.Release()
		return nil, nil, err
	}
	return a, lk, nil
}

// taken returns the hashes of a's puzzles, or nil for no archive.
func (a *SeriesArchive) taken() map[string]bool {
	if a == nil {
		return nil
	}
	t := make(map[string]bool, len(a.Puzzles))
	for _, p := range a.Puzzles {
		t[p.Hash] = true
	}
	return t
}

// writeSeries adds the puzzles of the volume cfg to a, its series
// archive, and writes it in place at once (a temporary file renamed onto
// it), so that a failure leaves the archive as it was.
func writeSeries(cfg *config.Config, a *SeriesArchive, gs []jobs.Generated) error {
	for _, g := range gs {
		a.Puzzles = append(a.Puzzles, SeriesPuzzle{
			Volume: cfg.Name, Label: fmt.Sprintf("section %d, puzzle %d", g.Section+1, g.Index+1),
			Kind: g.Puzzle.Kind, Rows: g.Puzzle.Rows, Cols: g.Puzzle.Cols,
			Hash: jobs.PuzzleHash(g.Kind, g.Puzzle), Seed: g.Seed, Supply: seriesSupply(g.Job),
		})
	}
	return WriteAtomic(cfg.Series.Archive, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(a)
	})
}

// seriesSupply names the supply of j's puzzles: its kind, size, symmetry,
// givens and grade, "4x4 sudoku puzzles with rotational givens, easy".
func seriesSupply(j jobs.Job) string {
	return jobs.SupplyName(j.Kind, jobs.Unpicked(j.Params)) + ", " + j.Params.Grade.String()
}

// checkSupply refuses, before any puzzle is made, a volume that asks a
// bounded supply (jobs.SetBound) for more puzzles than the series'
// earlier volumes left in it; the config check has counted the volume's
// own.
func (a *SeriesArchive) checkSupply(js []jobs.Job) error {
	if a == nil || len(a.Puzzles) == 0 {
		return nil
	}
	have := map[string]int{}
	for _, p := range a.Puzzles {
		have[p.Supply]++
	}
	asked := map[string]int{}
	var firsts []jobs.Job // the first job of each bounded supply, in book order
	for _, j := range js {
		if most, _ := jobs.SetBound(j.Kind, jobs.Unpicked(j.Params)); most <= 0 {
			continue
		}
		s := seriesSupply(j)
		if asked[s] == 0 {
			firsts = append(firsts, j)
		}
		asked[s]++
	}
	for _, j := range firsts {
		s := seriesSupply(j)
		if most, _ := jobs.SetBound(j.Kind, jobs.Unpicked(j.Params)); have[s] > 0 && asked[s]+have[s] > most {
			return fmt.Errorf("book: section %d: %d puzzles asked and %d in the series archive, but %s, and a series never repeats one); ask for fewer, another size or grade, or start a new archive",
				j.Section+1, asked[s], have[s], jobs.SupplyBound(j.Kind, j.Params, most))
		}
	}
	return nil
}
