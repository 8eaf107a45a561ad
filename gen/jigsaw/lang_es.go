package jigsaw

// es returns Jigsaw Sudoku's texts in Spanish (Translations).
func es() map[string]string {
	return map[string]string{
		"Jigsaw Sudoku":  "Sudoku irregular",
		"How to play %s": "Cómo jugar al %s",
		"The grid has %d rows, %d columns and %d regions of %d cells each, outlined in bold. The regions have irregular shapes. Some cells already hold a number.":                                                        "La cuadrícula tiene %[1]d filas, %[2]d columnas y %[3]d regiones de %[4]d casillas cada una, marcadas en negrita. Las regiones tienen formas irregulares. Algunas casillas ya tienen un número.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each bold region holds every number from 1 to %d exactly once.":                                                            "Rellene cada casilla vacía con un número del 1 al %[1]d de modo que cada fila, cada columna y cada región en negrita contenga todos los números del 1 al %[2]d una sola vez.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or region where only one cell can take a number, or a cell where only one number fits.": "No hace falta adivinar: cada pasatiempo tiene una única solución, a la que se llega solo con lógica. Busque una fila, una columna o una región donde solo una casilla pueda llevar un número, o una casilla donde solo quepa un número.",
		"Write 1 to %d once in every row, column and bold region.":                         "Escribe del 1 al %d una vez en cada fila, columna y región en negrita.",
		"Fill the grid so that every row, column and bold region holds 1 to %d once.":      "Rellena la cuadrícula para que cada fila, columna y región en negrita tenga del 1 al %d una vez.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Selecciona una casilla y escribe o toca una cifra. El lápiz anota en su lugar pequeños candidatos.",

		"rule of N":      "regla de N",
		"Rows %d and %d": "filas %d y %d", "Rows %d to %d": "filas %d a %d",
		"Columns %d and %d": "columnas %d y %d", "Columns %d to %d": "columnas %d a %d",
		"regions %s": "regiones %s", "twice": "dos veces", "%d times": "%d veces",
		"%s cannot be %s": "la casilla %s no puede ser %s",
		"%s and %s each hold every digit once, so %s. So %s.":                                                     "La %[1]s y la %[2]s contienen cada una todas las cifras una vez, así que %[3]s. Por tanto, %[4]s.",
		"%s and %s each hold every digit %s, so %s. So %s.":                                                       "Las %[1]s y las %[2]s contienen todas las cifras %[3]s, así que %[4]s. Por tanto, %[5]s.",
		"%s, in the row but not the region, holds the same digits as %s, in the region but not the row":           "la casilla %[1]s, en la fila pero no en la región, lleva la misma cifra que la casilla %[2]s, en la región pero no en la fila",
		"%s, in the row but not the region, hold the same digits as %s, in the region but not the row":            "las casillas %[1]s, en la fila pero no en la región, llevan las mismas cifras que las casillas %[2]s, en la región pero no en la fila",
		"%s, in the rows but not the regions, holds the same digits as %s, in the regions but not the rows":       "la casilla %[1]s, en las filas pero no en las regiones, lleva la misma cifra que la casilla %[2]s, en las regiones pero no en las filas",
		"%s, in the rows but not the regions, hold the same digits as %s, in the regions but not the rows":        "las casillas %[1]s, en las filas pero no en las regiones, llevan las mismas cifras que las casillas %[2]s, en las regiones pero no en las filas",
		"%s, in the column but not the region, holds the same digits as %s, in the region but not the column":     "la casilla %[1]s, en la columna pero no en la región, lleva la misma cifra que la casilla %[2]s, en la región pero no en la columna",
		"%s, in the column but not the region, hold the same digits as %s, in the region but not the column":      "las casillas %[1]s, en la columna pero no en la región, llevan las mismas cifras que las casillas %[2]s, en la región pero no en la columna",
		"%s, in the columns but not the regions, holds the same digits as %s, in the regions but not the columns": "la casilla %[1]s, en las columnas pero no en las regiones, lleva la misma cifra que la casilla %[2]s, en las regiones pero no en las columnas",
		"%s, in the columns but not the regions, hold the same digits as %s, in the regions but not the columns":  "las casillas %[1]s, en las columnas pero no en las regiones, llevan las mismas cifras que las casillas %[2]s, en las regiones pero no en las columnas",
	}
}
