package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/daily"
)

const archiveUsage = `Usage: puzzlebook archive list [--archive PATH]
       puzzlebook archive show ID [--archive PATH]

Reads the archive of daily feeds (see docs/daily.md): list prints one line
per published puzzle (id, date, slot, kind, size, grade and the start of its
canonical hash), by date; show prints the record of one puzzle, with the
published puzzle object, as JSON. The archive is out/daily/archive.db
unless --archive says otherwise.
`

// defaultArchive is the archive of the built-in daily feed.
var defaultArchive = filepath.Join("out", "daily", daily.ArchiveFile)

func runArchive(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("archive", archiveUsage)
	path := archiveFlag(fs, "the archive's `path`")
	pos, code, ok := parse(s, fs, args, 1, 2)
	if !ok {
		return code
	}
	if *path == "" {
		*path = defaultArchive
	}
	switch {
	case pos[0] == "list" && len(pos) == 1:
	case pos[0] == "show" && len(pos) == 2:
	case pos[0] == "list":
		return usageError(s, fs, "list takes no argument, not %q", pos[1])
	case pos[0] == "show":
		return usageError(s, fs, "show needs the ID of a puzzle")
	default:
		return usageError(s, fs, "unknown subcommand %q (want list or show)", pos[0])
	}
	if err := daily.CheckArchivePath(*path); err != nil {
		return usageError(s, fs, "--archive: %v", trimPackage(err))
	}
	// Reading never creates an archive: a mistyped path is an error.
	if _, err := os.Stat(*path); err != nil {
		s.errorf("archive: no archive at %s: %v", *path, errors.Unwrap(err))
		return exitUsage
	}
	a, err := daily.OpenArchive(ctx, *path)
	if err != nil {
		return failure(ctx, s, "archive", err)
	}
	defer a.Close()
	if pos[0] == "list" {
		return listArchive(ctx, s, a)
	}
	r, err := a.Get(ctx, pos[1])
	if errors.Is(err, daily.ErrNotArchived) {
		s.errorf("archive: %s holds no puzzle %q; \"puzzlebook archive list\" lists them", *path, pos[1])
		return exitUsage
	}
	if err != nil {
		return failure(ctx, s, "archive", err)
	}
	out := newOutput(s.out)
	err = manifest.WriteJSON(out, r)
	if werr := out.close(); werr != nil {
		return writeFailure(s, "archive", werr, fmt.Sprintf("the record of %s not written", printable(r.ID)))
	}
	if err != nil {
		return failure(ctx, s, "archive", err)
	}
	return exitOK
}

// listArchive prints a table of every record of a.
func listArchive(ctx context.Context, s stdio, a *daily.Archive) int {
	rs, err := a.List(ctx)
	if err != nil {
		return failure(ctx, s, "archive", err)
	}
	// The table is set in memory, then written a record a line, so
	// that a failed write can say how many records were lost.
	var table bytes.Buffer
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tDATE\tSLOT\tKIND\tSIZE\tGRADE\tHASH")
	for _, r := range rs {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%dx%d\t%v\t%.12s\n", printable(r.ID), printable(r.Date), printable(r.Slot), printable(r.Kind), r.Rows, r.Cols, r.Grade, printable(r.Hash))
	}
	tw.Flush()
	out := newOutput(s.out)
	head, _ := table.ReadBytes('\n')
	out.Write(head)
	for table.Len() > 0 {
		line, _ := table.ReadBytes('\n')
		out.Write(line)
		if out.end() != nil {
			break
		}
	}
	if err := out.close(); err != nil {
		return writeFailure(s, "archive", err, out.lost("record"))
	}
	s.errorf("archive: %d puzzles in %s", len(rs), a.Path())
	return exitOK
}
