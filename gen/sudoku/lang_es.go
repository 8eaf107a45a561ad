package sudoku

// es returns Sudoku's texts in Spanish (Translations); a box is a "región".
func es() map[string]string {
	return map[string]string{
		"Sudoku":         "Sudoku",
		"How to play %s": "Cómo jugar al %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Some cells already hold a number.":                                                                                         "La cuadrícula tiene %[1]d filas, %[2]d columnas y %[3]d regiones de %[4]d por %[5]d casillas, marcadas en negrita. Algunas casillas ya tienen un número.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once.":                                                                 "Rellene cada casilla vacía con un número del 1 al %[1]d de modo que cada fila, cada columna y cada región contenga todos los números del 1 al %[2]d una sola vez.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or box where only one cell can take a number, or a cell where only one number fits.": "No hace falta adivinar: cada pasatiempo tiene una única solución, a la que se llega solo con lógica. Busque una fila, una columna o una región donde solo una casilla pueda llevar un número, o una casilla donde solo quepa un número.",
		"Write 1 to %d once in every row, column and box.":                                 "Escribe del 1 al %d una vez en cada fila, columna y región.",
		"Fill the grid so that every row, column and box holds 1 to %d once.":              "Rellena la cuadrícula para que cada fila, columna y región tenga del 1 al %d una vez.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Selecciona una casilla y escribe o toca una cifra. El lápiz anota en su lugar pequeños candidatos.",
	}
}
