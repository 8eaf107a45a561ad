// Package ipuz writes puzzles as ipuz documents and reads them back.
//
// ipuz (ipuz.org, version 2) is the open JSON format for pencil-and-paper
// puzzles. A document names its kind with a URI:
//
//   - Sudoku uses the ipuz Sudoku kind, KindSudoku, with its own fields:
//     charset ("1234", "123456" or "123456789"), boxes, and, for a 6x6
//     grid, whose boxes are not square, boxes false and zones: one rect
//     per box of 2 rows by 3 columns, [x1, y1, x2, y2] (column, row,
//     counted from 1, corners included).
//   - Numbrix, Hidato and Numberlink have no ipuz kind, so they use the
//     general fields under kind URIs of puzzlebook's own (KindNumbrix,
//     KindHidato, KindNumberlink).
//
// Every document has version, kind, dimensions, puzzle and, when the
// puzzle has one, solution; title, author, copyright, publisher, url,
// uniqueid, date and difficulty (the grade's name) when known. In puzzle
// a blank cell is 0 (ipuz's default "empty") and a cell that is not part
// of the grid (a Hidato hole, a Numberlink solid: -1 in gen.Puzzle) is
// "#" (ipuz's default "block"), in solution too. A Numbrix or Hidato
// given is its number; a Numberlink end holds its path's number, and in
// the solution every cell holds the number of the path through it.
//
// Encode writes keys in a fixed order and a grid row per line, so the
// same puzzle always gives the same bytes. Decode also reads documents
// made elsewhere: cells as numbers, digit strings, characters of
// charset, null (an omitted cell, read as a block) or objects with a
// cell, given or value. The puzzle's score, technique and stats have no
// place in ipuz and are not kept.
package ipuz
