package main

import (
	"bufio"
	"bytes"
	"debug/elf"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// maxInitBytes bounds what one of our packages may allocate while the
// process starts. Every command pays for every package's initialisation,
// so a table or template that only some commands use is made when first
// needed: the web player's bundle and templates, made at start-up, once
// cost each `solve` process 0.9 MB and about 3 ms. The largest now is
// gen/sudoku's, about 7 KB (the bound was 32 KB until session 14).
const maxInitBytes = 16 << 10

// maxInitTotal bounds what all our packages allocate together at start-up
// (about 31 KB in this test binary when it was set, 40 KB; 37 KB, bound
// 48 KB, before gen's ErrTooLarge stopped running fmt at start and the
// test helper internal/vectorcheck compiled its expression on first use;
// 310 KB before the kinds' translation tables, the web pages' texts and
// our regular expressions were made on first use, 526 KB before the
// engine's joined translations and French typography were), so that many
// small tables cannot add up unseen.
const maxInitTotal = 40 << 10

// TestStartupStaysLight runs this test binary again (it links every
// package the command does) with GODEBUG=inittrace=1 and checks the bytes
// each of our packages allocates at initialisation, and their sum.
func TestStartupStaysLight(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v\n%s", err, stderr.Bytes())
	}
	const module = "github.com/puzzlebook/puzzlebook/"
	seen, total := 0, 0
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		// init PACKAGE @T ms, T ms clock, N bytes, N allocs
		f := strings.Fields(sc.Text())
		if len(f) < 9 || f[0] != "init" || !strings.HasPrefix(f[1], module) {
			continue
		}
		seen++
		n, err := strconv.Atoi(f[7])
		if err != nil || f[8] != "bytes," {
			t.Fatalf("cannot read the init trace line %q", sc.Text())
		}
		total += n
		if n > maxInitBytes {
			t.Errorf("%s allocates %d bytes at start-up, want at most %d: make what it builds lazy (sync.OnceValue)", f[1], n, maxInitBytes)
		}
	}
	if seen == 0 {
		t.Fatalf("no init trace line of our packages in:\n%s", stderr.Bytes())
	}
	if total > maxInitTotal {
		t.Errorf("our packages allocate %d bytes at start-up together, want at most %d: make what they build lazy (sync.OnceValue)", total, maxInitTotal)
	}
}

// TestStartupStaysStatic checks that this test binary, which links every
// package the command does, is static: no dynamic loader at start, no
// pthreads for its threads. A package importing net (or anything else
// with cgo) makes a plain go build dynamic again, and every process then
// pays for the loader and cgo's thread starts, about 2 ms of CPU when it
// was measured (see go.mod's replace of github.com/google/uuid).
func TestStartupStaysStatic(t *testing.T) {
	f, err := elf.Open(os.Args[0])
	if err != nil {
		t.Skipf("cannot read this test binary as ELF: %v", err)
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			t.Fatal("the binary asks for a dynamic loader: something it links uses cgo (go list -deps ./cmd/puzzlebook | grep -x net)")
		}
	}
}

// TestGenFlagsAllocateLittle checks what gen does before its first
// puzzle: making its flags, about 3.5 allocations a flag, and not their
// helps, which read every kind's keys and titles (8 allocations a flag,
// about a twentieth of the instructions of a gen -n 1 process, when they
// were made every run), and are made when the help is printed. Its
// --timeout 0 is refused right after the flags are parsed.
func TestGenFlagsAllocateLittle(t *testing.T) {
	var help bytes.Buffer
	if code := run([]string{"gen", "--help"}, &help, io.Discard); code != exitOK {
		t.Fatalf("gen --help: exit %d", code)
	}
	flags := 0
	for line := range strings.Lines(help.String()) {
		if strings.HasPrefix(line, "  -") {
			flags++
		}
	}
	if flags < 20 {
		t.Fatalf("gen --help lists %d flags, want 20 or more:\n%s", flags, help.Bytes())
	}
	args := []string{"gen", "--timeout", "0"}
	if code := run(args, io.Discard, io.Discard); code != exitUsage {
		t.Fatalf("%v: exit %d, want %d", args, code, exitUsage)
	}
	allocs := testing.AllocsPerRun(10, func() { run(args, io.Discard, io.Discard) })
	if max := 5 * float64(flags); allocs > max {
		t.Errorf("%v: %.0f allocations for %d flags, want at most %.0f (5 a flag): are the flags' helps made again on every run?", args, allocs, flags, max)
	}
}
