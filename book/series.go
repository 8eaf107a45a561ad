package book

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
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
}

// readSeries returns the series archive cfg names, empty when the file
// does not exist yet, or nil when cfg is no series' volume.
func readSeries(cfg *config.Config) (*SeriesArchive, error) {
	path := cfg.Series.Archive
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return &SeriesArchive{Format: seriesFormat}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("book: series archive: %w", err)
	}
	var a SeriesArchive
	if err := json.Unmarshal(data, &a); err != nil || a.Format != seriesFormat {
		return nil, fmt.Errorf("book: series archive %s: not a puzzlebook series archive (%q)", path, seriesFormat)
	}
	return &a, nil
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
			Hash: jobs.PuzzleHash(g.Kind, g.Puzzle), Seed: g.Seed,
		})
	}
	path := cfg.Series.Archive
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("book: series archive: %w", err)
	}
	return WriteAtomic(path, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(a)
	})
}
