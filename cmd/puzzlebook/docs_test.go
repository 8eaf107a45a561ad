package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// docExample is one command of the docs: its text as written, its
// arguments, what it reads on standard input and where its standard
// output goes (a file, of the example's folder when relative, or "" for
// the output checked), and the output the docs show after it, checked
// unless free is set. "cat FILE" is an example too: cat names the file
// it shows.
type docExample struct {
	line  string
	args  []string
	stdin string
	to    string
	shown []string
	free  bool
	cat   string
}

// docCodes are the exit statuses of the examples that do not succeed,
// by their text.
var docCodes = map[string]int{
	"echo .2.4.4.22143.... | puzzlebook solve --show": exitNotUnique,
	"puzzlebook solve --kind sudoku h.ipuz":           exitUsage,
}

// docInputs are the files the examples read but the docs do not show,
// made from testdata.
var docInputs = map[string]string{
	"puzzles.txt": "testdata/unique.txt",
	"levels.txt":  "testdata/numberlink.txt",
	"six.txt":     "testdata/explain.txt",
}

// TestDocExamples runs the commands of README.md's "A short tour" and the
// sessions ("$ puzzlebook ...") of docs/cli.md with the built command, in
// order, each file's in a temporary folder where configs/ is the repo's.
// Each must exit as docCodes says; where docs/cli.md shows the output, the
// command must print it ("..." standing for any lines). --days and -n are
// cut to 2 and 3, to keep the run short.
func TestDocExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command; skipped with -short")
	}
	bin := binary(t)
	configs, err := filepath.Abs("../../configs")
	if err != nil {
		t.Fatal(err)
	}
	before := listDir(t, configs)
	for _, doc := range []struct {
		file  string
		parse func(t *testing.T, text string) []docExample
	}{{"README.md", tourExamples}, {"docs/cli.md", sessionExamples}} {
		t.Run(doc.file, func(t *testing.T) {
			examples := doc.parse(t, string(readFile(t, filepath.Join("../..", doc.file))))
			if len(examples) < 5 {
				t.Fatalf("%s: found %d examples, want the commands of its examples", doc.file, len(examples))
			}
			dir := t.TempDir()
			if err := os.Symlink(configs, filepath.Join(dir, "configs")); err != nil {
				t.Fatal(err)
			}
			for name, src := range docInputs {
				writeConfig(t, dir, name, string(readFile(t, src)))
			}
			for _, ex := range examples {
				runExample(t, bin, dir, ex)
			}
		})
	}
	if after := listDir(t, configs); !slices.Equal(before, after) {
		t.Errorf("configs/ held %v before the examples and %v after; they must not write there", before, after)
	}
}

// runExample runs ex in dir and checks its exit status and output.
func runExample(t *testing.T, bin, dir string, ex docExample) {
	t.Helper()
	if ex.cat != "" {
		writeConfig(t, dir, ex.cat, strings.Join(ex.shown, "\n")+"\n")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, ex.args...)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(ex.stdin)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if ex.to != "" {
		path := ex.to
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdout = f
	}
	err := cmd.Run()
	code := 0
	if exit, ok := errors.AsType[*exec.ExitError](err); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", ex.line, err)
	}
	if want := docCodes[ex.line]; code != want {
		t.Errorf("%s: got exit %d, want %d; output:\n%s", ex.line, code, want, out.String())
	}
	var got []string
	if out.Len() > 0 {
		got = strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	}
	if !ex.free && !matchLines(ex.shown, got) {
		t.Errorf("%s: got\n%s\nwant what the docs show:\n%s", ex.line, out.String(), strings.Join(ex.shown, "\n"))
	}
}

// tourExamples reads the commands of README.md's "A short tour" block,
// "go run ./cmd/puzzlebook ARGS  # comment" a line.
func tourExamples(t *testing.T, text string) []docExample {
	_, tour, ok := strings.Cut(text, "## A short tour\n\n```sh\n")
	if !ok {
		t.Fatal(`README.md: no "## A short tour" section opening with a sh block`)
	}
	tour, _, _ = strings.Cut(tour, "```")
	var out []docExample
	for line := range strings.Lines(tour) {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		command, _, _ := strings.Cut(line, " #")
		args, ok := strings.CutPrefix(strings.TrimSpace(command), "go run ./cmd/puzzlebook ")
		if !ok {
			t.Fatalf("README.md: tour line %q does not run go run ./cmd/puzzlebook", line)
		}
		out = append(out, docExample{line: line, args: shortened(strings.Fields(args)), free: true})
	}
	return out
}

// sessionExamples reads the sessions of docs/cli.md's code blocks: each
// "$ " line is a command and the lines up to the next are its output.
// "$ cat FILE" shows a file, which it writes for the commands after it;
// "$ puzzlebook ARGS", "$ go run ./cmd/puzzlebook ARGS" and "$ echo TEXT |
// puzzlebook ARGS" run, with "> FILE" sending standard output to FILE.
func sessionExamples(t *testing.T, text string) []docExample {
	var out []docExample
	blocks := strings.Split(text, "```")
	for i := 1; i < len(blocks); i += 2 {
		var ex *docExample
		for line := range strings.Lines(blocks[i]) {
			line = strings.TrimSuffix(line, "\n")
			command, ok := strings.CutPrefix(line, "$ ")
			if !ok {
				if ex != nil {
					ex.shown = append(ex.shown, line)
				}
				continue
			}
			out = append(out, sessionExample(t, command))
			ex = &out[len(out)-1]
		}
	}
	return out
}

// sessionExample reads the command of one "$ " line.
func sessionExample(t *testing.T, line string) docExample {
	ex := docExample{line: line}
	command, _, _ := strings.Cut(line, " #")
	command = strings.TrimSpace(command)
	if file, ok := strings.CutPrefix(command, "cat "); ok {
		ex.cat = file
		return ex
	}
	if echo, rest, ok := strings.Cut(command, " | "); ok && strings.HasPrefix(echo, "echo ") {
		ex.stdin, command = strings.TrimPrefix(echo, "echo ")+"\n", rest
	}
	if c, file, ok := strings.Cut(command, " > "); ok {
		command, ex.to = c, strings.TrimSpace(file)
	}
	args, ok := strings.CutPrefix(command, "puzzlebook ")
	if !ok {
		if args, ok = strings.CutPrefix(command, "go run ./cmd/puzzlebook "); !ok {
			t.Fatalf("docs/cli.md: cannot run the example %q", line)
		}
	}
	ex.args = shortened(strings.Fields(args))
	if slices.Contains(ex.args, "version") || slices.Contains(ex.args, "--version") {
		ex.free = true // names the build, which differs from the docs'
	}
	return ex
}

// shortened caps -n at 3 and --days at 2.
func shortened(args []string) []string {
	caps := map[string]int{"-n": 3, "--days": 2}
	for i := 0; i+1 < len(args); i++ {
		limit, ok := caps[args[i]]
		if n, err := strconv.Atoi(args[i+1]); ok && err == nil && n > limit {
			args[i+1] = strconv.Itoa(limit)
		}
	}
	return args
}

// matchLines reports whether got are the lines want shows, a line "..."
// standing for any number of lines.
func matchLines(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if want[0] == "..." {
		for i := range len(got) + 1 {
			if matchLines(want[1:], got[i:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && got[0] == want[0] && matchLines(want[1:], got[1:])
}

// listDir lists the names under dir.
func listDir(t *testing.T, dir string) []string {
	var names []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		names = append(names, path)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}
