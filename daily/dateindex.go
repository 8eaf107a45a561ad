package daily

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
)

// dateIndex names each date's own index, DATE/index.json: every public
// file of the date with its size and SHA-256, so that a site can check
// what it serves, or fetch only what changed. ("index" is a reserved
// slot name, so no slot's file can have it.)
const dateIndex = dailyIndexJSON

// DateFiles is the form of DATE/index.json.
type DateFiles struct {
	Date  string    `json:"date"`
	Files []FileSum `json:"files"` // in the order of the feed's index: slot by slot, then day.pdf
}

// FileSum is one file of a date: its name relative to the feed's folder
// (as index.json names it, 2027-01-01/sudoku.png), size in bytes and
// SHA-256 in hex.
type FileSum struct {
	Name   string `json:"name"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// writeDateIndex writes the index of the date of jobs into w: each of
// the date's files (dayFiles, with their solutions when answers), then
// those of the slots the config no longer has that the feed's index
// lists and the folder still holds; each read from tmp, where the run
// wrote it, or else from the date's folder in root, where an earlier run
// did. (r.index is only written between the pool's rounds.)
func (r *dailyRun) writeDateIndex(w io.Writer, jobs []*dailyJob, tmp, root string, answers bool) error {
	date := jobs[0].date
	var names, old []string
	for _, j := range jobs {
		names = append(names, r.dayFiles(j, answers)...)
	}
	for _, e := range r.index {
		if e.Date == date && !slices.ContainsFunc(jobs, func(j *dailyJob) bool { return j.slot.Name == e.Slot }) {
			old = append(old, e.Files...)
		}
	}
	slices.Sort(old)
	out := DateFiles{Date: date, Files: []FileSum{}}
	var seen []string
	for i, rel := range append(names, old...) {
		if slices.Contains(seen, rel) {
			continue // day.pdf, listed with every slot
		}
		seen = append(seen, rel)
		sum, err := fileSum(rel, filepath.Join(tmp, path.Base(rel)), filepath.Join(root, filepath.FromSlash(rel)))
		if errors.Is(err, fs.ErrNotExist) && i >= len(names) {
			continue // an old slot's file since removed
		}
		if err != nil {
			return err
		}
		out.Files = append(out.Files, sum)
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// fileSum sums the file rel, read from the first of paths that exists.
func fileSum(rel string, paths ...string) (FileSum, error) {
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return FileSum{}, fmt.Errorf("daily: %w", err)
		}
		h := sha256.Sum256(data)
		return FileSum{Name: rel, Size: int64(len(data)), SHA256: hex.EncodeToString(h[:])}, nil
	}
	return FileSum{}, fmt.Errorf("daily: %s: missing, for the date's index: %w", rel, fs.ErrNotExist)
}
