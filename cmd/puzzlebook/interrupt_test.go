package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/internal/filetree"
)

// TestInterruptBinary builds the command, lets it overwrite an earlier
// build with a long one, and interrupts it with SIGINT or SIGTERM once
// puzzles are being made. The command must stop with status 130 within
// about a second and leave the earlier build exactly as it was: no
// partial file under a final name, no temporary file behind.
func TestInterruptBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command; skipped with -short")
	}
	if runtime.GOOS == "windows" {
		t.Skip("sends POSIX signals")
	}
	tmp := t.TempDir()
	bin := binary(t)
	small := writeConfig(t, tmp, "small.yaml", "name: book\noutput: {png: true, dpi: 36}\nsections: [{kind: sudoku, size: 4, grade: easy, count: 2}]\n")
	big := writeConfig(t, tmp, "big.yaml", "name: book\noutput: {png: true, dpi: 36}\nsections: [{kind: sudoku, size: 9, grade: hard, count: 10000}]\n")
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			if out, err := exec.Command(bin, "build", small, "-o", dir, "--quiet").CombinedOutput(); err != nil {
				t.Fatalf("first build: %v\n%s", err, out)
			}
			before := filetree.Read(t, dir)
			cmd := exec.Command(bin, "build", big, "-o", dir, "--verbose", "--workers", "2")
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Wait for the first puzzle, so that workers are busy.
			sc := bufio.NewScanner(stderr)
			var log bytes.Buffer
			for sc.Scan() && !strings.HasPrefix(sc.Text(), "puzzle ") {
				log.WriteString(sc.Text() + "\n")
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			sent := time.Now()
			for sc.Scan() {
				log.WriteString(sc.Text() + "\n")
			}
			err = cmd.Wait()
			took := time.Since(sent)
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 130 {
				t.Errorf("%v: got %v, want exit status 130; stderr:\n%s", sig, err, log.String())
			}
			if !strings.Contains(log.String(), "puzzlebook: build: interrupted; no file was changed") {
				t.Errorf("%v: got stderr\n%s\nwant it to say the build was interrupted", sig, log.String())
			}
			// Generous for a loaded CI machine: this catches a build that
			// ignores the signal, it is not a speed target.
			if took > 5*time.Second {
				t.Errorf("%v: took %v to stop, want about a second", sig, took)
			}
			t.Logf("%v: stopped %v after the signal", sig, took)
			after := filetree.Read(t, dir)
			if len(after) != len(before) {
				t.Errorf("%v: got files %v, want the earlier build's %v", sig, keys(after), keys(before))
			}
			for name, b := range before {
				if !bytes.Equal(after[name], b) {
					t.Errorf("%v: %s changed", sig, name)
				}
			}
		})
	}
}

func writeConfig(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func keys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
