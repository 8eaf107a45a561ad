package daily

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver "sqlite"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ArchiveFile is the name of a daily feed's archive in its output
// directory when no other path is given.
const ArchiveFile = "archive.db"

// archiveVersion is the schema version, kept in SQLite's user_version.
const archiveVersion = 1

// archiveSchema creates the archive's one table. A puzzle's canonical
// hash is unique, so that no puzzle is published twice even by runs that
// race; a (feed, date, slot) is published once.
const archiveSchema = `
CREATE TABLE puzzles (
	id       TEXT PRIMARY KEY,
	feed     TEXT NOT NULL,
	date     TEXT NOT NULL,
	slot     TEXT NOT NULL,
	kind     TEXT NOT NULL,
	rows     INTEGER NOT NULL,
	cols     INTEGER NOT NULL,
	symmetry TEXT NOT NULL,
	grade    TEXT NOT NULL,
	hash     TEXT NOT NULL UNIQUE,
	seed     TEXT NOT NULL,
	files    TEXT NOT NULL,
	puzzle   TEXT NOT NULL,
	UNIQUE (feed, date, slot)
);
PRAGMA user_version = 1;
`

// ErrNotArchived is returned by Archive.Get for an id the archive does
// not hold.
var ErrNotArchived = errors.New("no such puzzle in the archive")

// Archive is the record of every puzzle daily feeds have published: an
// SQLite database (pure Go, no cgo) with one row per puzzle. Feeds that
// share an archive never publish the same puzzle twice, counting a
// puzzle's disguises (gen.Canonicalizer) as the same puzzle. It is safe
// for concurrent use.
type Archive struct {
	db   *sql.DB
	path string
}

// Record is one published puzzle of an archive.
type Record struct {
	ID       string    `json:"id"` // FEED-DATE-SLOT, e.g. "daily-2026-12-01-sudoku"
	Feed     string    `json:"feed"`
	Date     string    `json:"date"` // YYYY-MM-DD
	Slot     string    `json:"slot"`
	Kind     string    `json:"kind"`
	Rows     int       `json:"rows"`
	Cols     int       `json:"cols"`
	Symmetry string    `json:"symmetry,omitempty"` // as asked for; "" for the kind's default
	Grade    gen.Grade `json:"grade"`
	// Hash is the SHA-256, in hex, of the puzzle's canonical form (its
	// kind's gen.Canonicalizer, else its givens).
	Hash  string   `json:"hash"`
	Seed  uint64   `json:"seed"`
	Files []string `json:"files"` // as published, relative to the feed's directory
	// Puzzle is the published SLOT.json, byte for byte; Archive.List
	// leaves it out.
	Puzzle json.RawMessage `json:"puzzle,omitempty"`
}

// CheckArchivePath refuses an archive path the database cannot take:
// one holding '?' or '#', which would be read as options.
func CheckArchivePath(path string) error {
	if strings.ContainsAny(path, "?#") {
		return fmt.Errorf("daily: archive %s: the path may not hold '?' or '#'", path)
	}
	return nil
}

// OpenArchive opens the archive at path, creating it (and its directory)
// on first use.
func OpenArchive(ctx context.Context, path string) (*Archive, error) {
	if err := CheckArchivePath(path); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("daily: archive: %w", err)
	}
	// Writers take the lock at BEGIN, and wait for another process's
	// transaction instead of failing at once.
	db, err := sql.Open("sqlite", path+"?_pragma=busy_timeout(10000)&_txlock=immediate")
	if err != nil {
		return nil, fmt.Errorf("daily: archive %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	a := &Archive{db: db, path: path}
	if err := a.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return a, nil
}

// migrate creates the schema of a new archive and refuses a database
// that is not one. An archive at the current version is read as it is;
// otherwise the version is read again and the schema made in one write
// transaction (BEGIN IMMEDIATE), so that two processes opening one new
// archive at once see either no schema or the whole of it.
func (a *Archive) migrate(ctx context.Context) error {
	var version int
	if err := a.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return a.errorf("%w", err)
	}
	if version == archiveVersion {
		return nil
	}
	return a.inTx(ctx, func(tx *sql.Tx) error {
		var tables int
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
			return err
		}
		switch {
		case version == archiveVersion:
			return nil // made by another process meanwhile
		case version > archiveVersion:
			return fmt.Errorf("schema version %d is newer than this puzzlebook's (%d)", version, archiveVersion)
		}
		if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&tables); err != nil {
			return err
		}
		if tables > 0 {
			return errors.New("an SQLite database, but not a puzzlebook archive")
		}
		_, err := tx.ExecContext(ctx, archiveSchema)
		return err
	})
}

// Path returns the archive's file.
func (a *Archive) Path() string { return a.path }

// Close closes the database.
func (a *Archive) Close() error {
	if err := a.db.Close(); err != nil {
		return a.errorf("%w", err)
	}
	return nil
}

func (a *Archive) errorf(format string, args ...any) error {
	return fmt.Errorf("daily: archive %s: "+format, append([]any{a.path}, args...)...)
}

// inTx runs fn in one transaction, committed when fn returns nil.
func (a *Archive) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := a.db.BeginTx(ctx, nil)
	if err != nil {
		return a.errorf("%w", err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return a.errorf("%w", err)
	}
	if err := tx.Commit(); err != nil {
		return a.errorf("%w", err)
	}
	return nil
}

// recordColumns are the columns scanRecord reads, without the puzzle.
const recordColumns = "id, feed, date, slot, kind, rows, cols, symmetry, grade, hash, seed, files"

// List returns every record, by date, then feed, then slot, without
// their puzzles.
func (a *Archive) List(ctx context.Context) ([]Record, error) {
	return a.query(ctx, false, "SELECT "+recordColumns+" FROM puzzles ORDER BY date, feed, slot")
}

// Get returns the record of id with its puzzle, or an error wrapping
// ErrNotArchived.
func (a *Archive) Get(ctx context.Context, id string) (*Record, error) {
	rs, err := a.query(ctx, true, "SELECT "+recordColumns+", puzzle FROM puzzles WHERE id = ?", id)
	if err != nil {
		return nil, err
	}
	if len(rs) == 0 {
		return nil, fmt.Errorf("daily: %w: %q", ErrNotArchived, id)
	}
	return &rs[0], nil
}

// feedDays returns, with their puzzles, the records of feed from date
// from to date to (inclusive), keyed by dayKey.
func (a *Archive) feedDays(ctx context.Context, feed, from, to string) (map[string]Record, error) {
	rs, err := a.query(ctx, true, "SELECT "+recordColumns+", puzzle FROM puzzles WHERE feed = ? AND date >= ? AND date <= ?", feed, from, to)
	if err != nil {
		return nil, err
	}
	out := make(map[string]Record, len(rs))
	for _, r := range rs {
		out[dayKey(r.Date, r.Slot)] = r
	}
	return out, nil
}

// dayKey names one slot of one date.
func dayKey(date, slot string) string { return date + "/" + slot }

func (a *Archive) query(ctx context.Context, withPuzzle bool, q string, args ...any) ([]Record, error) {
	rows, err := a.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, a.errorf("%w", err)
	}
	defer rows.Close()
	var out []Record
	for rows.Next() {
		var r Record
		var grade, seed, files string
		dst := []any{&r.ID, &r.Feed, &r.Date, &r.Slot, &r.Kind, &r.Rows, &r.Cols, &r.Symmetry, &grade, &r.Hash, &seed, &files}
		var puzzle string
		if withPuzzle {
			dst = append(dst, &puzzle)
		}
		if err := rows.Scan(dst...); err != nil {
			return nil, a.errorf("%w", err)
		}
		if err := r.Grade.UnmarshalText([]byte(grade)); err != nil {
			return nil, a.errorf("record %s: %w", r.ID, err)
		}
		if r.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
			return nil, a.errorf("record %s: seed %q: %w", r.ID, seed, err)
		}
		if err := json.Unmarshal([]byte(files), &r.Files); err != nil {
			return nil, a.errorf("record %s: files: %w", r.ID, err)
		}
		if withPuzzle {
			r.Puzzle = json.RawMessage(puzzle)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, a.errorf("%w", err)
	}
	return out, nil
}

// publish records the puzzles of one date in one transaction: all of
// them, or none when one breaks a rule (an id, a (feed, date, slot) or a
// canonical hash already published).
func (a *Archive) publish(ctx context.Context, rs []Record) error {
	return a.inTx(ctx, func(tx *sql.Tx) error {
		for _, r := range rs {
			files, err := json.Marshal(r.Files)
			if err != nil {
				return err
			}
			_, err = tx.ExecContext(ctx, "INSERT INTO puzzles (id, feed, date, slot, kind, rows, cols, symmetry, grade, hash, seed, files, puzzle) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
				r.ID, r.Feed, r.Date, r.Slot, r.Kind, r.Rows, r.Cols, r.Symmetry, r.Grade.String(), r.Hash,
				strconv.FormatUint(r.Seed, 10), string(files), string(r.Puzzle))
			if err != nil {
				return fmt.Errorf("publishing %s: %w", r.ID, err)
			}
		}
		return nil
	})
}

// removeIfEmpty closes a, an archive this run created, and removes its
// file when it holds no puzzle: a run that failed before publishing
// leaves no archive behind.
func (a *Archive) removeIfEmpty(ctx context.Context) {
	var n int
	err := a.db.QueryRowContext(context.WithoutCancel(ctx), "SELECT count(*) FROM puzzles").Scan(&n)
	a.Close()
	if err != nil || n > 0 {
		return
	}
	for _, suffix := range []string{"", "-journal", "-wal", "-shm"} {
		os.Remove(a.path + suffix)
	}
}
