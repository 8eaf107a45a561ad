package main

import (
	"context"
	"runtime/debug"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// runVersion prints the version line; it takes no arguments.
func runVersion(_ context.Context, s stdio, args []string) int {
	if len(args) > 0 {
		s.errorf("version: unexpected argument %q", args[0])
		return exitUsage
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		info = nil
	}
	return writeText(s, "version", versionLine(info)+"\n", "the version line")
}

// versionLine describes the build that info records (nil when the binary
// holds none): the module version ("(devel)" under go run and go test),
// then what exists of the VCS revision, its time and whether the tree
// had changes, the Go version, and the generator name manifests record.
func versionLine(info *debug.BuildInfo) string {
	v := "(unknown version)"
	var rev, when, goVersion string
	modified := false
	if info != nil {
		if info.Main.Version != "" {
			v = info.Main.Version
		}
		goVersion = info.GoVersion
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	line := "puzzlebook " + v
	if rev != "" {
		var notes []string
		if when != "" {
			notes = append(notes, when)
		}
		if modified {
			notes = append(notes, "modified")
		}
		line += ", revision " + rev
		if len(notes) > 0 {
			line += " (" + strings.Join(notes, ", ") + ")"
		}
	}
	if goVersion != "" {
		line += ", " + goVersion
	}
	return line + "; manifests say " + manifest.Version
}
