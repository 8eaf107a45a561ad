package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// stopBinary builds the command into a temporary folder, skipping the
// test with -short or where POSIX signals and rusage are missing.
func stopBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the command; skipped with -short")
	}
	if runtime.GOOS != "linux" {
		t.Skip("sends POSIX signals and reads the peak memory of a Linux process")
	}
	bin := filepath.Join(t.TempDir(), "puzzlebook")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// numberlinkGrid writes a rows x cols Numberlink grid with paths paths
// whose ends lie at random.
func numberlinkGrid(t *testing.T, rows, cols, paths int) string {
	rng := rand.New(rand.NewPCG(5, 5))
	grid := bytes.Repeat([]byte("."), rows*cols)
	for i, x := range rng.Perm(rows * cols)[:2*paths] {
		grid[x] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0!\"$"[i/2]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", cols, rows)
	for r := range rows {
		b.Write(grid[r*cols : (r+1)*cols])
		b.WriteByte('\n')
	}
	path := filepath.Join(t.TempDir(), fmt.Sprintf("%dx%d.txt", rows, cols))
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// bigNumberlink is a 55x55 grid with 64 paths: near the largest the
// solver takes (cells times paths 193,600), and far past what its grader
// and solver settle in seconds.
func bigNumberlink(t *testing.T) string { return numberlinkGrid(t, 55, 55, 64) }

// exitCode is the exit status of a finished command.
func exitCode(err error) int {
	if ee, ok := errors.AsType[*exec.ExitError](err); ok {
		return ee.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}

// TestStopsWhenAsked runs solve and explain on a large Numberlink grid
// and wants each to stop with the timeout's status (1) when --timeout
// runs out, and with 130 on SIGINT. How late each stops is logged, not
// asserted (docs/cli.md gives the figures); the bound here only guards
// against a hang.
func TestStopsWhenAsked(t *testing.T) {
	bin := stopBinary(t)
	big := bigNumberlink(t)
	const hang = 20 * time.Second
	for _, cmd := range []string{"solve", "explain"} {
		t.Run(cmd+"/timeout", func(t *testing.T) {
			start := time.Now()
			c := exec.Command(bin, cmd, "--kind", "numberlink", "--timeout", "1s", big)
			c.WaitDelay = hang
			out, err := c.CombinedOutput()
			late := time.Since(start) - time.Second
			if code := exitCode(err); code != exitFailure || !strings.Contains(string(out), "the time ran out") {
				t.Fatalf("got status %d and %q, want %d and the timeout's message", code, out, exitFailure)
			}
			if late > hang {
				t.Fatalf("stopped %v after its timeout", late)
			}
			t.Logf("stopped %v after its 1 s timeout", late.Round(time.Millisecond))
		})
		t.Run(cmd+"/SIGINT", func(t *testing.T) {
			after, err := interruptAfterASecond(t, exec.Command(bin, cmd, "--kind", "numberlink", big), hang)
			if code := exitCode(err); code != exitInterrupted {
				t.Fatalf("got status %d, want %d", code, exitInterrupted)
			}
			t.Logf("stopped %v after SIGINT", after.Round(time.Millisecond))
		})
	}
}

// interruptAfterASecond starts c, sends it SIGINT a second later and
// returns how long after the signal it ended, and how; it fails the test
// (killing c) when c still runs hang after the signal.
func interruptAfterASecond(t *testing.T, c *exec.Cmd, hang time.Duration) (time.Duration, error) {
	t.Helper()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	sent := time.Now()
	if err := c.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- c.Wait() }()
	select {
	case err := <-done:
		return time.Since(sent), err
	case <-time.After(hang):
		c.Process.Kill()
		t.Fatalf("still running %v after SIGINT", hang)
	}
	return 0, nil
}

// TestLargeGridRefused wants Numberlink grids larger than the solver
// takes refused at once as malformed input (status 2), naming the limit,
// by solve, explain and solve --show.
func TestLargeGridRefused(t *testing.T) {
	bin := stopBinary(t)
	for _, tc := range []struct {
		name              string
		rows, cols, paths int
		want              string
	}{
		{"128x128", 128, 128, 60, "cells times paths is 983040, at most 200000"},
		{"129x128", 129, 128, 2, "a grid of more than 16384 cells is too big"},
	} {
		in := numberlinkGrid(t, tc.rows, tc.cols, tc.paths)
		for _, args := range [][]string{{"solve"}, {"explain"}, {"solve", "--show"}} {
			t.Run(tc.name+"/"+strings.Join(args, " "), func(t *testing.T) {
				out, err := exec.Command(bin, append(args, "--kind", "numberlink", in)...).CombinedOutput()
				if code := exitCode(err); code != exitUsage || !strings.Contains(string(out), tc.want) {
					t.Errorf("got status %d and %q, want %d and %q", code, out, exitUsage, tc.want)
				}
			})
		}
	}
}

// TestJunkInputMemory runs solve, explain and check on junk fed through
// standard input by a writer in the test (10 MB of unreadable lines, 150
// MB of zeros or of white space, a 1 MB line between two puzzles, a line
// that does not end for a gigabyte) and
// wants each to end with its status and a peak resident memory (rusage
// maxrss) under 256 MB. A line too long for a puzzle is invalid at its
// number, and the puzzle after it is still solved.
func TestJunkInputMemory(t *testing.T) {
	bin := stopBinary(t)
	const limit = 256 << 20
	const top = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	junk := func(line string, size int) func(w io.Writer) {
		return func(w io.Writer) {
			chunk := bytes.Repeat([]byte(line), 64<<10/len(line))
			for n := 0; n < size; n += len(chunk) {
				if _, err := w.Write(chunk); err != nil {
					return
				}
			}
		}
	}
	longLine := func(w io.Writer) {
		io.WriteString(w, top+"\n")
		junk("x", 1<<20)(w)
		io.WriteString(w, "\n"+top+"\n")
	}
	for _, tc := range []struct {
		name string
		args []string
		in   func(w io.Writer)
		code int
		want string // in the output
	}{
		{"solve/xyz lines", []string{"solve"}, junk("xyz\n", 10<<20), exitUsage, "line 1: column 1"},
		{"explain/xyz lines", []string{"explain"}, junk("xyz\n", 10<<20), exitUsage, "line 1: column 1"},
		{"solve numberlink/xyz lines", []string{"solve", "--kind", "numberlink"}, junk("xyz\n", 10<<20), exitUsage, "too big"},
		{"check/xyz lines", []string{"check", "-"}, junk("xyz\n", 10<<20), exitUsage, "line 1: want a JSON"},
		{"solve/zeros", []string{"solve"}, junk("\x00", 150<<20), exitUsage, "unexpected"},
		{"check/zeros", []string{"check", "-"}, junk("\x00", 150<<20), exitUsage, "line 1: want a JSON"},
		{"solve/spaces", []string{"solve"}, junk(" \n", 150<<20), exitUsage, "no puzzle"},
		{"explain/spaces", []string{"explain"}, junk(" \n", 150<<20), exitUsage, "no puzzle"},
		{"check/spaces", []string{"check", "-"}, junk("  \n", 150<<20), exitUsage, "empty input"},
		{"check/spaces in a list", []string{"check", "-"}, func(w io.Writer) { io.WriteString(w, "["); junk(" ", 150<<20)(w) }, exitUsage, "more than"},
		{"solve/endless line", []string{"solve"}, junk("x", 1<<30), exitUsage, "line 1: column 1"},
		{"explain/endless line", []string{"explain", "--kind", "numbrix"}, junk("x", 1<<30), exitUsage, "line 1: cell 1"},
		{"solve/1 MB line", []string{"solve"}, longLine, exitUsage, "invalid: book: line 2: 1048576 bytes: too long for a line of a puzzle (at most 32768)\nunique"},
		{"explain/1 MB line", []string{"explain"}, longLine, exitUsage, "invalid: book: line 2: 1048576 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := exec.Command(bin, tc.args...)
			w, err := c.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			c.Stdout, c.Stderr = &out, &out
			if err := c.Start(); err != nil {
				t.Fatal(err)
			}
			tc.in(w)
			w.Close()
			err = c.Wait()
			if code := exitCode(err); code != tc.code || !strings.Contains(out.String(), tc.want) {
				t.Errorf("got status %d and %.300q, want %d and %q", code, out.String(), tc.code, tc.want)
			}
			peak := c.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10 // KiB on Linux
			if peak > limit {
				t.Errorf("peak memory %d MB, want at most %d", peak>>20, limit>>20)
			}
			t.Logf("peak memory %.1f MB", float64(peak)/(1<<20))
		})
	}
}

// TestLargePuzzlesMemory runs solve, solve --show and explain on 40 copies
// of a Numberlink grid near the largest the solver takes (under 1 MB in
// all), with two workers each given some, and wants them to stop at the
// timeout (status 1) with a peak resident memory under 256 MB: large
// puzzles are worked one at a time, and the heap kept near 200 MB.
func TestLargePuzzlesMemory(t *testing.T) {
	bin := stopBinary(t)
	one, err := os.ReadFile(bigNumberlink(t))
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(t.TempDir(), "many.txt")
	if err := os.WriteFile(in, bytes.Repeat(append(one, '\n'), 40), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"solve"}, {"solve", "--show"}, {"explain"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			c := exec.Command(bin, append(args, "--kind", "numberlink", "--workers", "2", "--timeout", "2s", in)...)
			out, err := c.CombinedOutput()
			if code := exitCode(err); code != exitFailure {
				t.Errorf("got status %d and %.300q, want %d (the timeout)", code, out, exitFailure)
			}
			peak := c.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10
			if peak > 256<<20 {
				t.Errorf("peak memory %d MB, want at most 256", peak>>20)
			}
			t.Logf("peak memory %.1f MB", float64(peak)/(1<<20))
		})
	}
}

// TestGenInterrupted interrupts a long gen. With files to write it
// catches the signal: status 130, the interrupt's message, and no file
// in its folders. Writing to standard output alone it has nothing to
// clean up and does not catch it (main's catchesLate): SIGINT ends it at
// once, as it ends any program that does not catch it, with nothing
// written.
func TestGenInterrupted(t *testing.T) {
	bin := stopBinary(t)
	long := []string{"gen", "--kind", "killer", "--size", "9", "--grade", "expert", "-n", "200"}
	interrupt := func(t *testing.T, c *exec.Cmd) error {
		t.Helper()
		_, err := interruptAfterASecond(t, c, 20*time.Second)
		return err
	}
	t.Run("files", func(t *testing.T) {
		dir := t.TempDir()
		png, html := filepath.Join(dir, "png"), filepath.Join(dir, "html")
		var errOut bytes.Buffer
		c := exec.Command(bin, append(long, "--png", png, "--html", html)...)
		c.Stderr = &errOut
		err := interrupt(t, c)
		if code := exitCode(err); code != exitInterrupted || !strings.Contains(errOut.String(), "interrupted") {
			t.Fatalf("got status %d and %q, want %d and the interrupt's message", code, errOut.String(), exitInterrupted)
		}
		for _, d := range []string{png, html} {
			if files, _ := os.ReadDir(d); len(files) > 0 {
				t.Errorf("%s holds %d files after the interrupt", d, len(files))
			}
		}
	})
	t.Run("stdout", func(t *testing.T) {
		var out bytes.Buffer
		c := exec.Command(bin, long...)
		c.Stdout = &out
		err := interrupt(t, c)
		ee, ok := errors.AsType[*exec.ExitError](err)
		if !ok {
			t.Fatalf("got %v, want the process ended by SIGINT", err)
		}
		if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGINT {
			t.Fatalf("got %v, want the process ended by SIGINT", err)
		}
		if out.Len() > 0 {
			t.Errorf("wrote %d bytes before the interrupt; want none (gen writes when the set is made)", out.Len())
		}
	})
}
