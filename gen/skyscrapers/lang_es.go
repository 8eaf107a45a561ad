package skyscrapers

// es returns Skyscrapers's Spanish.
func es() map[string]string {
	return map[string]string{
		"Skyscrapers":         "Rascacielos",
		"How to play %s":      "Cómo se juega: %s",
		"clue of 1":           "pista de 1",
		"clue of N":           "pista de N",
		"edge bound":          "límite del borde",
		"visibility counting": "recuento de visibles",
		"line orders":         "órdenes de la línea",
		"Each cell of the grid holds a building 1 to %d storeys high, and every row and every column holds each height from 1 to %d exactly once.":                                                                          "Cada casilla de la cuadrícula tiene un edificio de 1 a %d pisos, y cada fila y cada columna tiene cada altura del 1 al %d exactamente una vez.",
		"A number outside the grid says how many buildings are seen from there, looking along its row or column: a building hides every lower one behind it.":                                                               "Un número fuera de la cuadrícula dice cuántos edificios se ven desde allí, mirando a lo largo de su fila o columna: un edificio oculta a todos los más bajos que tiene detrás.",
		"Start at the edges: a 1 sees only the tallest building, so the %d stands next to it; a %d sees every building, so the heights rise 1, 2, 3 ... from it; and a large number keeps the tall buildings away from it.": "Empieza por los bordes: un 1 solo ve el edificio más alto, así que el %d está a su lado; un %d ve todos los edificios, así que las alturas suben 1, 2, 3... desde él; y un número grande mantiene lejos los edificios altos.",
		"Write 1 to %d once in every row and column; each outside number counts the buildings seen from there.":                                                                                                             "Escribe del 1 al %d una vez en cada fila y columna; cada número de fuera cuenta los edificios que se ven desde allí.",
		"Fill the grid with buildings 1 to %d high, each height once in every row and column. A number outside the grid says how many buildings are seen from there: a taller building hides every lower one behind it.":    "Rellena la cuadrícula con edificios de altura 1 a %d, cada altura una vez en cada fila y columna. Un número fuera de la cuadrícula dice cuántos edificios se ven desde allí: un edificio más alto oculta a todos los más bajos que tiene detrás.",
		"Select a cell, then type or tap a height. Pencil writes small candidates instead.":                                                                                                                                 "Elige una casilla y escribe o toca una altura. El lápiz anota pequeños candidatos.",
		"The 1 %s sees only the tallest building, so it stands next to it: %s is %d.":                                                                                                                                       "El 1 %s solo ve el edificio más alto, así que está a su lado: %s es %d.",
		"The %d %s sees every building, so they rise 1 to %d from it.":                                                                                                                                                      "El %d %s ve todos los edificios, así que suben de 1 a %d desde él.",
		"The %d %s must see %d buildings, so the cell next to it is at most %d high, and each further one at most one more.":                                                                                                "El %d %s debe ver %d edificios, así que la casilla de al lado mide como mucho %d, y cada una de las siguientes como mucho uno más.",
		"Of the orders of %s its candidates allow, only some show %s.":                                                                                                                                                      "De los órdenes de la %s que permiten sus candidatos, solo algunos muestran %s.",
		"left of row %d":              "a la izquierda de la fila %d",
		"right of row %d":             "a la derecha de la fila %d",
		"above column %d":             "encima de la columna %d",
		"below column %d":             "debajo de la columna %d",
		"%d building from the left":   "%d edificio desde la izquierda",
		"%d buildings from the left":  "%d edificios desde la izquierda",
		"%d building from the right":  "%d edificio desde la derecha",
		"%d buildings from the right": "%d edificios desde la derecha",
		"%d building from above":      "%d edificio desde arriba",
		"%d buildings from above":     "%d edificios desde arriba",
		"%d building from below":      "%d edificio desde abajo",
		"%d buildings from below":     "%d edificios desde abajo",
		// long line orders
		"long line orders": "órdenes de una línea larga",
		"%d cells of %s are empty: of the orders its candidates allow, only some show %s.": "%d casillas de la %s están vacías: de los órdenes que permiten sus candidatos, solo algunos muestran %s.",
	}
}
