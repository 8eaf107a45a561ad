package calcudoku

// es returns Calcudoku's Spanish.
func es() map[string]string {
	return map[string]string{
		"Calcudoku":              "Calcudoku",
		"How to play %s":         "Cómo se juega: %s",
		"cage arithmetic":        "cálculo de jaula",
		"cage tuples":            "combinaciones de jaula",
		"cage and line":          "jaula y línea",
		"line sums and products": "sumas y productos de líneas",

		"The grid has %d rows and %d columns. Bold lines cut it into cages; the small clue in a cage's corner is a target and an operation.": "La cuadrícula tiene %d filas y %d columnas. Unas líneas gruesas la dividen en jaulas; la pequeña pista en la esquina de una jaula es un resultado y una operación.",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number from 1 to %d exactly once. The numbers in a cage make its target: added (+), multiplied (×), or, in a cage of two cells, the larger less (−) or divided by (÷) the smaller. A number may repeat in a cage if not in the same row or column.": "Escribe en cada casilla un número del 1 al %d de modo que cada fila y cada columna tenga cada número del 1 al %d exactamente una vez. Los números de una jaula dan su resultado: sumados (+), multiplicados (×) o, en una jaula de dos casillas, el mayor menos (−) o dividido por (÷) el menor. Un número puede repetirse en una jaula si no está en la misma fila o columna.",
		"Start with the cages that have only one way to make their target, such as 3+ in two cells (1 and 2), and with the cages of one cell, which are given.":                                                                                                                                                                                         "Empieza por las jaulas que solo tienen una forma de dar su resultado, como 3+ en dos casillas (1 y 2), y por las jaulas de una casilla, que vienen dadas.",
		"Write 1 to %d once in every row and column; each cage makes its clue.": "Escribe del 1 al %d una vez en cada fila y columna; cada jaula da su pista.",
		"Fill the grid so that every row and column holds 1 to %d once, and the digits of each outlined cage make its small number by its operation (+ sum, − difference, × product, ÷ quotient). Digits may repeat in a cage, never in a row or column.": "Rellena la cuadrícula para que cada fila y columna tenga del 1 al %d una vez, y los números de cada jaula den su pequeño número con su operación (+ suma, − resta, × producto, ÷ cociente). Los números pueden repetirse en una jaula, nunca en una fila o columna.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits do not make its number.":                                                                                                       "Elige una casilla y escribe o toca un número. El lápiz anota pequeños candidatos. Una jaula se pone roja cuando sus números no dan su resultado.",

		"%s can only be made by %s, so its cells keep only those digits.":                     "%s solo se obtiene con %s, así que sus casillas solo conservan esos números.",
		"With the candidates its rows and columns leave, %s can only be %s.":                  "Con los candidatos que dejan sus filas y columnas, %s solo puede ser %s.",
		"Every way to make %s puts a %d in its cells of %s, so no other cell of %s holds %d.": "Toda forma de completar %s pone un %d en sus casillas de la %s, así que ninguna otra casilla de la %s lleva el %d.",
		"%s can hold %d only in %s, so %s must put a %d there: it can only be %s.":            "La %s solo puede llevar el %d en %s, así que %s debe poner allí un %d: solo puede ser %s.",
		"The %s cage at %s":    "La jaula %s en %s",
		"the %s cage at %s":    "la jaula %s en %s",
		"%d by some operation": "%d (operación oculta)",
		"%s or %s":             "%s o %s",
		"%s":                   "%s",
		"rows %d and %d":       "filas %d y %d",
		"columns %d and %d":    "columnas %d y %d",
		"the rest":             "las demás casillas",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                            "En %s, los números dan una suma conocida, y las jaulas %s aportan su parte, así que %s deben dar el resto: sus candidatos solo conservan los números que lo logran.",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.":       "En %s, los números dan una suma conocida, y las jaulas %s aportan su parte, así que %s, frente a %s fuera, deben dar el resto: sus candidatos solo conservan los números que lo logran.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                      "En %s, los números dan un producto conocido, y las jaulas %s aportan su parte, así que %s deben dar el resto: sus candidatos solo conservan los números que lo logran.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.": "En %s, los números dan un producto conocido, y las jaulas %s aportan su parte, así que %s, frente a %s fuera, deben dar el resto: sus candidatos solo conservan los números que lo logran.",
	}
}
