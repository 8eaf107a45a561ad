package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
)

// genUsage is gen's help; %s stands for the flags of the kinds' own keys
// (ownSynopsis).
const genUsage = `Usage: puzzlebook gen [--kind K] [--size N] [--grade G] [-n N] [--seed N] [--symmetry S] [--format F]
                      [--rows R --cols C] [--givens A-B] %s
                      [--timeout D] [--quiet|--verbose]
                      [--png DIR [--dpi N]] [--svg DIR] [--pdf DIR] [--width W] [--colour] [--html DIR]
       puzzlebook gen --from FILE.json [--number N | --id ID] [--format F] [--png DIR ...]

Generates N puzzles, each proven unique and graded, and writes them to
standard output. The same flags and seed always give the same puzzles.
With --from it rebuilds one puzzle from its record instead, from the kind,
params and seed a book's manifest, gen --format json, a daily SLOT.json or
index.json holds for it (--number N or --id ID chooses it), and fails
unless it is the puzzle recorded (docs/manifest.md).

With --png it also draws each puzzle and its answer alone, as
DIR/puzzle-001.png and DIR/answer-001.png, ...; --colour draws them in
colour where the kind has colours (Numberlink paths). With --svg and
--pdf it draws each puzzle and its solution alone at a column width
(--width, e.g. 2in, 11.5pc, 48mm; default 2in, or the narrowest that
keeps the grid's type legible), labelled with the kind and grade, as
DIR/puzzle-001.svg and DIR/answer-001.svg (text as outlines), or as
one-page PDFs DIR/puzzle-001.pdf, ... for a layout program. With --html it
also writes a page to play each puzzle in a browser, offline, as
DIR/puzzle-001.html, ..., with DIR/index.html listing them (docs/web.md).

Formats:
  text   one puzzle a line, e.g. 81 characters for a 9x9 Sudoku ('.' blank)
  grid   the kind's grid form, puzzles separated by a blank line
  json   one JSON array of puzzle objects, shaped like the manifest's
  ipuz   one ipuz document a line (JSON Lines): with -n 1, a whole .ipuz file
`

func runGen(ctx context.Context, s stdio, args []string) int {
	fs := newFlagsHelp("gen", func() string { return fmt.Sprintf(genUsage, ownSynopsis()) })
	kindName := fs.String("kind", kinds.All[0].Name(), "puzzle `kind`: "+strings.Join(kinds.Names(kinds.All), ", "))
	size := fs.Int(gen.KeySize, 9, "")
	grade := fs.String(gen.KeyGrade, "any", "")
	n := fs.Int("n", 1, "number of puzzles")
	var seed seedFlag
	seed.v = 1
	fs.Var(&seed, "seed", "seed of the first puzzle set")
	symmetry := fs.String(gen.KeySymmetry, "default", ", or default (the kind's)")
	format := fs.String("format", "text", "output format: text, grid, json or ipuz")
	kf := newKindFlags(fs)
	from := newFromFlags(fs)
	pngDir := fs.String("png", "", "also draw each puzzle and its answer as PNG files in `dir`")
	dpi := fs.Int("dpi", book.DefaultDailyDPI, "resolution of the --png files, 36 to 1200")
	svgDir := fs.String("svg", "", "also draw each puzzle and its solution at a column width as SVG files in `dir`")
	pdfDir := fs.String("pdf", "", "also draw each puzzle and its solution at a column width as one-page PDFs in `dir`")
	width := fs.String("width", "", "column `width` of the --svg and --pdf files, e.g. 2in, 11.5pc, 48mm (default 2in, or wider where a grid needs it)")
	colour := fs.Bool("colour", false, "draw the --png, --svg and --pdf files in colour where the kind has colours")
	htmlDir := fs.String("html", "", "also write a page to play each puzzle in a browser, and an index, in `dir`")
	workers := workersFlag(fs)
	hush, loud, timeout := chatFlags(fs)
	keyHelpLater(fs)
	if _, code, ok := parse(s, fs, args, 0, 0); !ok {
		return code
	}
	level, opt, err := workOptions(*hush, *loud, *workers, *timeout)
	if err != nil {
		return usageError(s, fs, "%v", err)
	}
	if err := from.check(fs); err != nil {
		return usageError(s, fs, "%v", err)
	}
	var (
		k      gen.Kind
		p      gen.Params
		record manifest.Entry
	)
	if *from.file != "" {
		if record, k, p, err = from.record(); err != nil {
			return failure(ctx, s, "gen", err)
		}
	} else {
		ask := genAsk{kind: *kindName, grade: *grade, symmetry: *symmetry, size: *size, n: *n, kf: kf}
		if k, p, err = ask.params(fs); err != nil {
			return usageError(s, fs, "%v", err)
		}
	}
	*format = strings.ToLower(*format)
	if *format != "text" && *format != "grid" && *format != "json" && *format != "ipuz" {
		return usageError(s, fs, "unknown format %q (want text, grid, json or ipuz)", *format)
	}
	pngs := book.SetPNG{Dir: *pngDir, DPI: *dpi, Colour: *colour}
	if *pngDir == "" && *dpi != book.DefaultDailyDPI {
		return usageError(s, fs, "--dpi is an option of --png DIR")
	}
	if *pngDir == "" && *svgDir == "" && *pdfDir == "" && *colour {
		return usageError(s, fs, "--colour is an option of --png, --svg and --pdf")
	}
	column := book.SetColumn{Colour: *colour}
	if *width != "" {
		if *svgDir == "" && *pdfDir == "" {
			return usageError(s, fs, "--width is an option of --svg DIR and --pdf DIR")
		}
		if column.Width, err = layout.ParseLength(*width); err != nil {
			return usageError(s, fs, "--width: %v", err)
		}
	}
	if *svgDir != "" || *pdfDir != "" {
		if column.Width, err = column.ColumnWidth(k, p); err != nil {
			return usageError(s, fs, "--width: %v", err)
		}
	}
	if err := pngs.Validate(); err != nil {
		return usageError(s, fs, "--dpi: %v", err)
	}
	if *pngDir != "" || *svgDir != "" || *pdfDir != "" || *htmlDir != "" {
		ctx = s.interruptible(ctx) // files to write: an interrupt cleans up
	}
	var es []manifest.Entry
	if *from.file != "" {
		var e manifest.Entry
		e, err = book.Rebuild(ctx, record, opt)
		es = []manifest.Entry{e}
	} else {
		prog := newProgress(s, level)
		opt.Progress = prog.hook()
		es, err = book.GenerateSet(ctx, k, p, *n, seed.v, opt)
		prog.done()
	}
	if err != nil {
		return failure(ctx, s, "gen", err)
	}
	out := newOutput(s.out)
	err = writePuzzles(out, k, es, *format)
	if werr := out.close(); werr != nil {
		return writeFailure(s, "gen", werr, out.lost("puzzle"))
	}
	if err != nil {
		return failure(ctx, s, "gen", err)
	}
	if *pngDir != "" {
		files, err := book.WriteSetPNG(ctx, k, es, pngs, opt)
		if err != nil {
			return failure(ctx, s, "gen", err)
		}
		if level != quiet {
			s.errorf("wrote %d PNG files to %s", len(files), *pngDir)
		}
	}
	for _, v := range []struct {
		dir, what string
		write     func(context.Context, gen.Kind, gen.Params, []manifest.Entry, book.SetColumn, book.Options) ([]string, error)
	}{{*svgDir, "SVG", book.WriteSetSVG}, {*pdfDir, "PDF", book.WriteSetPDF}} {
		if v.dir == "" {
			continue
		}
		column.Dir = v.dir
		files, err := v.write(ctx, k, p, es, column, opt)
		if err != nil {
			return failure(ctx, s, "gen", err)
		}
		if level != quiet {
			s.errorf("wrote %d %s files, %s wide, to %s", len(files), v.what, layout.FormatLength(column.Width), v.dir)
		}
	}
	if *htmlDir != "" {
		files, err := book.WriteSetHTML(ctx, k, pageNumbers(es), *htmlDir, opt)
		if err != nil {
			return failure(ctx, s, "gen", err)
		}
		if level != quiet {
			s.errorf("wrote %d web files to %s", len(files), *htmlDir)
		}
	}
	return exitOK
}

// genAsk holds the flags that ask gen for puzzles without --from.
type genAsk struct {
	kind, grade, symmetry string
	size, n               int
	kf                    *kindFlags
}

// params reads the kind and the params a asks for, and checks them and
// the count; its errors are usage errors. fs tells which flags were set.
func (a genAsk) params(fs *flag.FlagSet) (gen.Kind, gen.Params, error) {
	k, ok := kinds.Find(a.kind)
	if !ok {
		return nil, gen.Params{}, fmt.Errorf("unknown kind %q (want %s)", a.kind, strings.Join(kinds.Names(kinds.All), ", "))
	}
	if err := checkKeys(fs, k); err != nil {
		return nil, gen.Params{}, err
	}
	p := gen.Params{Rows: a.size, Cols: a.size}
	var err error
	if !strings.EqualFold(a.grade, "any") {
		if p.Grade, err = gen.ParseGrade(a.grade); err != nil {
			return nil, gen.Params{}, err
		}
	}
	if p.Symmetry, err = gen.ParseSymmetry(a.symmetry); err != nil {
		return nil, gen.Params{}, err
	}
	if err := a.kf.apply(k, &p); err != nil {
		return nil, gen.Params{}, err
	}
	if a.n < 1 || a.n > config.MaxCount {
		return nil, gen.Params{}, fmt.Errorf("-n must be between 1 and %d, not %d", config.MaxCount, a.n)
	}
	if err := book.ValidateSet(k, p, a.n); err != nil {
		return nil, gen.Params{}, err
	}
	return k, p, nil
}

// writePuzzles writes the givens of es to out in format, each puzzle a
// result of out. It stops at out's first write error, which out.close
// returns again.
func writePuzzles(out *output, k gen.Kind, es []manifest.Entry, format string) error {
	switch format {
	case "json":
		// One array: none of its puzzles is written until all are.
		err := manifest.WriteJSON(out, es)
		for range es {
			out.end()
		}
		return err
	case "ipuz":
		return writeIpuz(out, es)
	}
	var text []byte // one puzzle's text, its storage reused for the next
	for i := range es {
		e := &es[i]
		var err error
		if text, err = appendGrid(text[:0], k, &e.Puzzle, e.Givens, format == "text"); err != nil {
			return err
		}
		if i > 0 && (format == "grid" || multiline(text)) {
			out.WriteByte('\n')
		}
		out.Write(text)
		if err := out.end(); err != nil {
			return err
		}
	}
	return nil
}

// formatGrid formats grid g of p with the kind's Format; oneLine joins its
// lines into one, the form of puzzle collections and of QQWing, when the
// kind's rows are plain runs of characters.
func formatGrid(k gen.Kind, p *gen.Puzzle, g [][]int, oneLine bool) (string, error) {
	text, err := appendGrid(nil, k, p, g, oneLine)
	return string(text), err
}

// appendGrid appends grid g of p, as formatGrid formats it, to dst. A
// gen.LineAppender writes its one line itself, without a copy.
func appendGrid(dst []byte, k gen.Kind, p *gen.Puzzle, g [][]int, oneLine bool) ([]byte, error) {
	if la, ok := k.(gen.LineAppender); ok && oneLine {
		dst, err := la.AppendLine(dst, p, g)
		return append(dst, '\n'), err
	}
	start := len(dst)
	b := bytes.NewBuffer(dst)
	if err := k.Format(b, p, g); err != nil {
		return dst, err
	}
	text := b.Bytes()
	// Only kinds whose rows have no separators (Sudoku) fit on one line;
	// others (numbers of several digits) keep the kind's own rows.
	if !oneLine || bytes.ContainsAny(bytes.TrimSpace(text[start:]), " \t") {
		return text, nil
	}
	return append(append(text[:start], dropSpace(text[start:])...), '\n'), nil
}

// dropSpace removes the white space from text in place, as joining its
// strings.Fields would (solve prints a solution a puzzle, and this is
// cheaper).
func dropSpace(text []byte) []byte {
	for _, ch := range text {
		if ch >= 0x80 {
			return []byte(strings.Join(strings.Fields(string(text)), "")) // Unicode spaces
		}
	}
	out := text[:0]
	for _, ch := range text {
		if !asciiSpace[ch] {
			out = append(out, ch)
		}
	}
	return out
}

// asciiSpace marks the ASCII bytes strings.Fields splits at.
var asciiSpace = [128]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// multiline reports whether text holds more than one line, so that
// puzzles written one after another need a blank line between them.
func multiline(text []byte) bool {
	return bytes.Contains(bytes.TrimSuffix(text, []byte("\n")), []byte("\n"))
}
