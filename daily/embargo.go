package daily

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// EmbargoFolder holds, inside a feed's folder, the dates made before
// their release (Config.Release): DIR/.embargo/DATE, with the index of
// those dates, DIR/.embargo/index.json (its files named as they will be
// once released, DATE/SLOT.png). A site serves DIR without it
// (docs/daily.md says how). A run whose now is past a date's release
// first moves the date's folder to DIR/DATE, one rename, and then lists
// it in the public index, feed and calendar.
const EmbargoFolder = ".embargo"

// embargoDir is the folder of the dates of dir not yet released.
func embargoDir(dir string) string { return filepath.Join(dir, EmbargoFolder) }

// dateFolders lists the date folders in dir (not the hidden folders of
// runs that stopped); a missing dir has none.
func dateFolders(dir string) (map[string]bool, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]bool{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("daily: %w", err)
	}
	out := map[string]bool{}
	for _, e := range entries {
		if date, ok := dateFolder(e.Name()); ok && e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			out[date] = true
		}
	}
	return out, nil
}

// sortDates puts each date's folder where its release says: a folder of
// DIR/.embargo that is released moves to DIR/DATE, and a folder of DIR
// that is not (published ahead, before the feed had a release time) back
// to DIR/.embargo/DATE; each by placeDate, one rename, or file by file
// over a folder already there.
func sortDates(dir string, released func(string) bool) error {
	held, err := dateFolders(embargoDir(dir))
	if err != nil {
		return err
	}
	shown, err := dateFolders(dir)
	if err != nil {
		return err
	}
	for date := range held {
		if released(date) {
			if _, err := placeDate(filepath.Join(embargoDir(dir), date), filepath.Join(dir, date)); err != nil {
				return fmt.Errorf("daily: releasing %s: %w", date, err)
			}
		}
	}
	for date := range shown {
		if released(date) {
			continue
		}
		if err := makeEmbargoDir(dir); err != nil {
			return err
		}
		if _, err := placeDate(filepath.Join(dir, date), filepath.Join(embargoDir(dir), date)); err != nil {
			return fmt.Errorf("daily: holding %s until its release: %w", date, err)
		}
	}
	return nil
}

// public reports whether date is served: released by the run's now.
func (r *dailyRun) public(date string) bool {
	return r.cfg.Release.Released(date, r.now)
}

// root is the folder that holds date's folder: DIR, or DIR/.embargo
// before the date's release.
func (r *dailyRun) root(date string) string {
	if r.public(date) {
		return r.dir
	}
	return embargoDir(r.dir)
}

// splitIndex parts idx into the puzzles of public dates and the others.
func (r *dailyRun) splitIndex(idx manifest.DailyIndex) (public, held manifest.DailyIndex) {
	public, held = idx, idx
	public.Puzzles, held.Puzzles = nil, nil
	for _, e := range idx.Puzzles {
		if r.public(e.Date) {
			public.Puzzles = append(public.Puzzles, e)
		} else {
			held.Puzzles = append(held.Puzzles, e)
		}
	}
	return public, held
}

// writeHeld writes DIR/.embargo/index.json, the index of the dates not
// yet released, or removes it when there are none.
func (r *dailyRun) writeHeld(held manifest.DailyIndex) error {
	p := filepath.Join(embargoDir(r.dir), dailyIndexJSON)
	if len(held.Puzzles) == 0 {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("daily: %w", err)
		}
		return nil
	}
	return r.writeTop(p, func(w io.Writer) error { return manifest.WriteJSON(w, held) })
}

// readIndexes reads the public index and the embargoed one, keyed by
// dayKey.
func readIndexes(dir string) (map[string]manifest.IndexEntry, error) {
	out, err := readIndex(dir)
	if err != nil {
		return nil, err
	}
	held, err := readIndex(embargoDir(dir))
	if err != nil {
		return nil, err
	}
	for k, e := range held {
		out[k] = e
	}
	return out, nil
}

// makeEmbargoDir makes DIR/.embargo, readable as a date's folder is.
func makeEmbargoDir(dir string) error {
	if err := os.MkdirAll(embargoDir(dir), 0o755); err != nil {
		return fmt.Errorf("daily: %w", err)
	}
	return nil
}
