package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// writeIpuz writes es as ipuz documents, one a line (JSON Lines): one
// puzzle is a whole .ipuz file, and several split by line. It stops at
// out's first write error.
func writeIpuz(out *output, es []manifest.Entry) error {
	for _, e := range es {
		doc, err := ipuz.Marshal(&e.Puzzle, ipuz.Info{})
		if err != nil {
			return err
		}
		var line bytes.Buffer
		if err := json.Compact(&line, doc); err != nil {
			return fmt.Errorf("ipuz: %w", err)
		}
		line.WriteByte('\n')
		out.Write(line.Bytes())
		if err := out.end(); err != nil {
			return err
		}
	}
	return nil
}

// ipuzInput reads the input r of solve: when it is a JSON object (no
// kind's text form starts with "{"), it reads it as an ipuz document and
// returns its puzzle and the kind it names, which must be k when fs was
// given --kind. Otherwise it returns a reader of r's bytes, k and no
// puzzle.
func ipuzInput(fs *flag.FlagSet, k gen.Kind, r io.Reader) (io.Reader, gen.Kind, *gen.Puzzle, error) {
	br := bufio.NewReader(r)
	if !startsObject(br) {
		return br, k, nil, nil
	}
	p, _, err := ipuz.Decode(br)
	if err != nil {
		return nil, k, nil, err
	}
	dk, ok := kinds.Find(p.Kind)
	if !ok {
		return nil, k, nil, fmt.Errorf("ipuz: kind %q is not one puzzlebook solves", p.Kind)
	}
	kindGiven := false
	fs.Visit(func(f *flag.Flag) { kindGiven = kindGiven || f.Name == "kind" })
	if kindGiven && dk.Name() != k.Name() {
		return nil, k, nil, fmt.Errorf("an ipuz %s puzzle, not %s as --kind says", dk.Name(), k.Name())
	}
	return nil, dk, p, nil
}

// startsObject reports whether the first byte of br after white space is
// "{", reading nothing from it.
func startsObject(br *bufio.Reader) bool {
	for n := 1; n <= br.Size(); n++ {
		b, err := br.Peek(n)
		if len(b) < n || err != nil {
			return false
		}
		switch b[n-1] {
		case ' ', '\t', '\r', '\n', 0xef, 0xbb, 0xbf: // white space, a byte order mark
			continue
		}
		return b[n-1] == '{'
	}
	return false
}
