package daily

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// A date's files are written into a hidden folder beside the dates,
// .DATE.tmp-*, which is renamed to DATE once every file is in it, so that
// DIR holds under a date's name either all of its files or nothing. A run
// that stopped midway leaves at most such a hidden folder, which the next
// run of that date removes.

// newDateFolder removes what an earlier run of date left in dir (hidden
// folders it did not finish) and makes a new hidden folder for date's
// files.
func newDateFolder(dir, date string) (string, error) {
	stale, err := filepath.Glob(filepath.Join(dir, tempPrefix(date)+"*"))
	if err != nil {
		return "", fmt.Errorf("daily: %w", err)
	}
	for _, s := range stale {
		if err := os.RemoveAll(s); err != nil {
			return "", fmt.Errorf("daily: %w", err)
		}
	}
	tmp, err := os.MkdirTemp(dir, tempPrefix(date))
	if err != nil {
		return "", fmt.Errorf("daily: %w", err)
	}
	// MkdirTemp makes 0700; a date's folder is read by the site.
	if err := os.Chmod(tmp, 0o755); err != nil {
		return "", fmt.Errorf("daily: %w", err)
	}
	return tmp, nil
}

// tempPrefix starts the name of date's hidden folders.
func tempPrefix(date string) string { return "." + date + ".tmp-" }

// placeDate renames the complete folder tmp to final. A folder already
// at final (an earlier run's, re-created now) first gives tmp the files
// tmp lacks (those of slots the config no longer has), then is moved
// aside and removed: final is never a partial date, only briefly absent.
func placeDate(tmp, final string) error {
	old, err := os.ReadDir(final)
	if errors.Is(err, fs.ErrNotExist) {
		return os.Rename(tmp, final)
	}
	if err != nil {
		return err
	}
	for _, e := range old {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasPrefix(name, ".") {
			continue
		}
		if _, err := os.Lstat(filepath.Join(tmp, name)); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(final, name))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(tmp, name), data, 0o644); err != nil {
			return err
		}
	}
	aside := tmp + ".old" // a hidden name the next run clears, should it stop here
	if err := os.Rename(final, aside); err != nil {
		return err
	}
	if err := os.Rename(tmp, final); err != nil {
		return err
	}
	return os.RemoveAll(aside)
}
