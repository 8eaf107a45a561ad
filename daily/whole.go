package daily

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// A date's files are written into a hidden folder beside the dates,
// .DATE.tmp-*, and put in place once every file is in it: a new date's
// folder is the hidden folder renamed, so that DIR holds under a date's
// name either all of its files or nothing. A run that stopped midway
// leaves at most such a hidden folder, holding only files the feed
// wrote, which the next run of that date removes (the date is then not
// complete, and is made again). The folder lock (lock.go) means no other
// run is still writing it.

// staleFolders lists, by date, the hidden folders of dates in dir: those
// runs left when they stopped before finishing.
func staleFolders(dir string) (map[string][]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("daily: %w", err)
	}
	out := map[string][]string{}
	for _, e := range entries {
		if date, ok := dateFolder(e.Name()); ok && strings.HasPrefix(e.Name(), ".") {
			out[date] = append(out[date], filepath.Join(dir, e.Name()))
		}
	}
	return out, nil
}

// newDateFolder removes stale, the hidden folders of date that earlier
// runs left in dir, and makes a new hidden folder for date's files.
func newDateFolder(dir, date string, stale []string) (string, error) {
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

// placeDate puts the complete folder tmp in place as final. A new date's
// folder is tmp renamed. A folder already at final (an earlier run's,
// re-created now) gets tmp's files one by one, each renamed over the
// feed's file of the same name unless it has the same bytes (then the
// file in place stays, with its time, and a site synced by time sends
// nothing again): the date's folder never lacks a file, and what else it
// holds (a file or sub-folder of the user's, the files of slots the
// config no longer has) stays as it is. A run stopped in the middle
// leaves tmp with the files not yet moved, so the next run makes the
// date again. It returns the names of the files kept as they were.
func placeDate(tmp, final string) ([]string, error) {
	if _, err := os.Stat(final); errors.Is(err, fs.ErrNotExist) {
		return nil, os.Rename(tmp, final)
	} else if err != nil {
		return nil, err
	}
	files, err := os.ReadDir(tmp)
	if err != nil {
		return nil, err
	}
	var kept []string
	for _, f := range files {
		from, to := filepath.Join(tmp, f.Name()), filepath.Join(final, f.Name())
		if sameFile(from, to) {
			if err := os.Remove(from); err != nil {
				return kept, err
			}
			kept = append(kept, f.Name())
			continue
		}
		if err := os.Rename(from, to); err != nil {
			return kept, err
		}
	}
	return kept, os.Remove(tmp)
}

// sameFile reports whether the regular files a and b hold the same bytes.
func sameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	if err != nil || !fb.Mode().IsRegular() || fa.Size() != fb.Size() {
		return false
	}
	da, err := os.ReadFile(a)
	if err != nil {
		return false
	}
	db, err := os.ReadFile(b)
	return err == nil && bytes.Equal(da, db)
}
