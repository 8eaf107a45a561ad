// Package ipuz writes puzzles as ipuz documents and reads them back.
//
// ipuz (ipuz.org, version 2) is the open JSON format for pencil-and-paper
// puzzles. A document names its kind with a URI. Each kind states its
// ipuz form in its own folder (gen.Descriptor's IPUZ): its kind URI,
// ipuz's own where ipuz has the kind and else one of puzzlebook's
// (docs/ipuz.md defines them), and the fields of its own it writes and
// reads (a charset, boxes, zones; extension keys for what ipuz lacks).
// A Codec dispatches by the kind URIs of a list of kinds, kinds.All
// unless told otherwise, each the kind's own unless the Codec gives it
// another (a site's); the package's functions use kinds.All.
//
// Every document has version, kind, dimensions, puzzle and, when the
// puzzle has one, solution; title, author, copyright, publisher, url,
// uniqueid, date and difficulty (the grade's name) when known; the kind's
// own fields go between difficulty and dimensions. In puzzle a blank
// cell is 0 (ipuz's default "empty") and a cell that is not part of the
// grid (-1 in gen.Puzzle, such as a hole or a solid cell) is "#" (ipuz's
// default "block"), or null (no cell) for a kind whose form says NoCell
// (Hidato's cells outside its shape), in solution too. Every other cell
// holds its number.
//
// Encode writes keys in a fixed order and a grid row per line, so the
// same puzzle always gives the same bytes. Decode also reads documents
// made elsewhere: cells as numbers, digit strings, characters of
// charset (the i-th stands for i+1), null (an omitted cell, read as a
// block) or objects with a cell, given or value. The puzzle's score,
// technique and stats have no place in ipuz and are not kept.
package ipuz
