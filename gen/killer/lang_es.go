package killer

// es returns Killer Sudoku's texts in Spanish (Translations): a cage is a
// "jaula", named bare ("jaula de 17 en r1c2") so that a sentence gives
// it its article; a box is a "región".
func es() map[string]string {
	return map[string]string{
		"Killer Sudoku":  "Killer Sudoku",
		"How to play %s": "Cómo jugar al %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Dashed lines cut it into cages; the small number in a cage's corner is the sum of its digits.":                                            "La cuadrícula tiene %[1]d filas, %[2]d columnas y %[3]d regiones de %[4]d por %[5]d casillas, marcadas en negrita. Unas líneas discontinuas la dividen en jaulas; el número pequeño de la esquina de una jaula es la suma de sus cifras.",
		"Fill in every cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once, and the numbers in each cage differ and add up to its sum.":                           "Rellene cada casilla con un número del 1 al %[1]d de modo que cada fila, cada columna y cada región contenga todos los números del 1 al %[2]d una sola vez, y que los números de cada jaula sean distintos y sumen su número.",
		"Start with the cages that have only one way to make their sum: 3 in two cells is 1 and 2, and %d in two cells is %d and %d. A row, column or box adds up to %d, so the cages inside one tell you what the rest of it holds.": "Empiece por las jaulas cuya suma solo se puede formar de una manera: 3 en dos casillas es 1 y 2, y %[1]d en dos casillas es %[2]d y %[3]d. Una fila, una columna o una región suma %[4]d, así que las jaulas que contiene le dicen qué lleva el resto.",
		"Write 1 to %d once in every row, column and box; each cage adds up to its number.":                                                                                                                                           "Escribe del 1 al %d una vez en cada fila, columna y región; cada jaula suma su número.",
		"Fill the grid so that every row, column and box holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.":                                                                               "Rellena la cuadrícula para que cada fila, columna y región tenga del 1 al %d una vez, y las cifras de cada jaula discontinua sean distintas y sumen su número pequeño.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits cannot make its sum.":                                                                                      "Selecciona una casilla y escribe o toca una cifra. El lápiz anota en su lugar pequeños candidatos. Una jaula se pone roja cuando sus cifras no pueden dar su suma.",

		"cage single":           "única de jaula",
		"cage combination":      "combinaciones de jaula",
		"rule of 45":            "regla del 45",
		"line single":           "única de línea",
		"combination and house": "combinación y unidad",
		"cage filling":          "relleno de jaula",
		"sum difference":        "diferencia de sumas",
		"cage splitting":        "división de jaula",

		"the %d-cage at %s":    "jaula de %d en %s",
		"The %d-cage at %s":    "Jaula de %d en %s",
		"the innies of row %d": "las casillas interiores de la fila %d", "the innies of column %d": "las casillas interiores de la columna %d", "the innies of box %d": "las casillas interiores de la región %d",
		"the innies of rows %d to %d": "las casillas interiores de las filas %d a %d", "the innies of columns %d to %d": "las casillas interiores de las columnas %d a %d",
		"the outies of row %d": "las casillas exteriores de la fila %d", "the outies of column %d": "las casillas exteriores de la columna %d", "the outies of box %d": "las casillas exteriores de la región %d",
		"the outies of rows %d to %d": "las casillas exteriores de las filas %d a %d", "the outies of columns %d to %d": "las casillas exteriores de las columnas %d a %d",
		"The innies of row %d": "Casillas interiores de la fila %d", "The innies of column %d": "Casillas interiores de la columna %d", "The innies of box %d": "Casillas interiores de la región %d",
		"The outies of row %d": "Casillas exteriores de la fila %d", "The outies of column %d": "Casillas exteriores de la columna %d", "The outies of box %d": "Casillas exteriores de la región %d",
		"%s; %s":            "%s; %s",
		"%s can only be %s": "la %s solo puede ser %s",

		"By the rule of 45 on %s, its outie %s is its innie %s plus %d.":                                                                     "Por la regla del 45 en la %[1]s, su casilla exterior %[2]s vale su casilla interior %[3]s más %[4]d.",
		"By the rule of 45 on %s, its outie %s is its innie %s minus %d.":                                                                    "Por la regla del 45 en la %[1]s, su casilla exterior %[2]s vale su casilla interior %[3]s menos %[4]d.",
		"By the rule of 45, %s (%s) add up to %d, which only some of their digits can make.":                                                 "Por la regla del 45, %[1]s (%[2]s) suman %[3]d, lo que solo algunas de sus cifras permiten.",
		"%s can only be %s, so its cells keep only those digits.":                                                                            "%[1]s: solo caben las combinaciones %[2]s, así que sus casillas solo conservan esas cifras.",
		"Each cage's cells keep only the digits of the sets that make its sum: %s.":                                                          "Las casillas de cada jaula solo conservan las cifras de las combinaciones que dan su suma: %[1]s.",
		"%s (%s) has one empty cell left, %s, and it takes the %d its sum still needs.":                                                      "%[1]s (%[2]s): solo queda una casilla vacía, %[3]s, y lleva el %[4]d que aún falta para la suma.",
		"%s (%s) must be %s, and each of its cells keeps only the digits that some filling of the whole cage puts there.":                    "%[1]s (%[2]s): solo caben las combinaciones %[3]s, y cada casilla conserva solo las cifras que alguna forma de rellenar toda la jaula pone allí.",
		"Every way to make %s (%s) holds %s, so no other cell of %s can.":                                                                    "Toda forma de rellenar la %[1]s (%[2]s) contiene %[3]s, así que ninguna otra casilla de la %[4]s puede llevarlos.",
		"%s can put its %d only in %s, which must then be %s.":                                                                               "La %[1]s solo puede poner su %[2]d en la %[3]s, que entonces debe ser %[4]s.",
		"By the rule of 45, %s is the one cell of %s its cages do not hold: it takes the %d they leave.":                                     "Por la regla del 45, la casilla %[1]s es la única de la %[2]s que no cubren sus jaulas: lleva el %[3]d que queda.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d: %s.":                                                    "Por la regla del 45, las casillas de la %[1]s que no cubren sus jaulas (%[2]s) suman %[3]d: %[4]s.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its last open cell, %s, takes the %d left.":  "Por la regla del 45, las casillas de la %[1]s que no cubren sus jaulas (%[2]s) suman %[3]d, todas en la %[4]s: su última casilla libre, %[5]s, lleva el %[6]d que queda.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its other open cells (%s) add up to %d: %s.": "Por la regla del 45, las casillas de la %[1]s que no cubren sus jaulas (%[2]s) suman %[3]d, todas en la %[4]s: sus otras casillas libres (%[5]s) suman %[6]d: %[7]s.",
	}
}
