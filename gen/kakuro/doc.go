// Package kakuro is the cross-sum puzzle: white cells take the digits 1
// to 9, each run of white cells across or down adds up to the sum in the
// clue cell at its head, and no digit repeats within a run.
//
// A puzzle is a gen.Puzzle of kind "kakuro" whose Rows and Cols count the
// clue row and column. Givens hold -1 for every cell that is not white (a
// block or a clue cell) and 0 for a white cell (a Kakuro has no givens; a
// digit there is read as one). Solution holds the digit of each white
// cell and -1 elsewhere. Overlays.Clues lists every clue cell in reading
// order, with its Down and Across sums (0 where it heads no run that
// way); a cell that is not white and not in Clues is a plain block.
//
// The text form is a block of lines, one a row, of cells apart by spaces,
// as published grids are written:
//
//	#     a block
//	.     a white cell, blank
//	7     a white cell holding a digit
//	16\   a clue cell with a down sum only; \24 across only; 23\7 both
//
// Puzzles are apart by a blank line. Runs are maximal lines of white
// cells; every run of two or more cells has a clue cell at its head
// giving its sum (a run of one cell may have none).
package kakuro
