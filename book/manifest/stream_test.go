package manifest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/endless"
)

// TestEachPuzzleBounded wants EachPuzzle to read space before the JSON
// without holding it (line numbers kept), to refuse an input that does
// not start as JSON at its first byte, and to refuse more than maxWhole
// bytes before the first puzzle and more than maxEntry of one puzzle.
func TestEachPuzzleBounded(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "puzzles.json"))
	if err != nil {
		t.Fatal(err)
	}
	check := func(r io.Reader) (int, error) {
		n := 0
		err := EachPuzzle(r, "", func(Entry) error { n++; return nil })
		return n, err
	}
	want, err := check(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	spaces := &endless.Reader{Byte: '\n', N: 50 << 20}
	if n, err := check(io.MultiReader(spaces, bytes.NewReader(data))); err != nil || n != want {
		t.Errorf("after 50 MB of blank lines: got %d puzzles and %v, want %d", n, err, want)
	}
	zeros := &endless.Reader{N: 50 << 20}
	if _, err := check(zeros); err == nil || !strings.Contains(err.Error(), "line 1: want a JSON") || zeros.Done > 1<<20 {
		t.Errorf("zeros: got %v after %d bytes, want the error of line 1 within 1 MB", err, zeros.Done)
	}
	for _, tc := range []struct {
		name, head string
		n          int
		want       string
	}{
		{"before the first puzzle", "[", maxWhole + 1, "bytes before the first puzzle"},
		{"one object", `{"x": "`, maxWhole + 1, "bytes before the first puzzle"},
		{"in a puzzle", string(bytes.TrimSuffix(bytes.TrimSpace(data), []byte("]"))) + ",", maxEntry + 1, "a puzzle of more than"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rest := &endless.Reader{Byte: ' ', N: 2 * max(maxWhole, maxEntry)}
			_, err := check(io.MultiReader(strings.NewReader(tc.head), rest))
			if err == nil || !strings.Contains(err.Error(), tc.want) || rest.Done > tc.n+1<<20 {
				t.Errorf("got %v after %d bytes, want %q within %d", err, rest.Done, tc.want, tc.n+1<<20)
			}
		})
	}
}

// FuzzEachPuzzle wants the streaming reader, EachPuzzle, to read what
// ReadPuzzles reads: the same entries when ReadPuzzles reads the input,
// and an error (after some entries, perhaps) when it does not.
func FuzzEachPuzzle(f *testing.F) {
	data, err := os.ReadFile(filepath.Join("testdata", "puzzles.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("\n\n [{\"kind\":\"toy\",\"givens\":[[1]]},\n {\"givens\": 2}]"))
	f.Add([]byte("\n{\"name\":\"x\",\"puzzles\":[{\"kind\":\"sudoku\",\"givens\":[[1]]}]}  \n"))
	f.Add([]byte("  \x00"))
	f.Add([]byte("\n\n{\"x\": "))
	f.Fuzz(func(t *testing.T, data []byte) {
		want, wantErr := ReadPuzzles(bytes.NewReader(data))
		var got []Entry
		err := EachPuzzle(bytes.NewReader(data), "", func(e Entry) error {
			got = append(got, e)
			return nil
		})
		if wantErr != nil {
			if err == nil {
				t.Fatalf("%q: got no error, want %v", data, wantErr)
			}
			return
		}
		if err != nil {
			t.Fatalf("%q: got error %v, want %d entries", data, err, len(want))
		}
		if g, w := fmt.Sprint(got), fmt.Sprint(want); g != w {
			t.Fatalf("%q: got %s, want %s", data, g, w)
		}
	})
}
