package futoshiki

// es returns Futoshiki's Spanish.
func es() map[string]string {
	return map[string]string{
		"Futoshiki":         "Futoshiki",
		"How to play %s":    "Cómo se juega: %s",
		"inequality bounds": "límites de los signos",
		"inequality chain":  "cadena de signos",
		"bound propagation": "propagación de límites",
		"signs and singles": "signos y únicos",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number exactly once.":                                                                                          "Escribe en cada casilla un número del 1 al %d de modo que cada fila y cada columna tenga cada número exactamente una vez.",
		"The signs between cells must hold: each sign points at the smaller number, as in 2 < 3, between the cells of a row and between rows alike.":                                                               "Los signos entre casillas deben cumplirse: cada signo apunta al número menor, como en 2 < 3, tanto entre casillas de una fila como entre filas.",
		"Start where the signs say most: a cell smaller than its neighbour cannot be %d, and a cell larger cannot be 1. A chain of signs says more: at the top of a chain of three cells, a number is at least 3.": "Empieza donde los signos dicen más: una casilla menor que su vecina no puede ser %d, y una mayor no puede ser 1. Una cadena de signos dice más: en lo alto de una cadena de tres casillas, un número es al menos 3.",
		"Write 1 to %d once in every row and column; every sign points at the smaller number.":                                                                                                                     "Escribe del 1 al %d una vez en cada fila y columna; cada signo apunta al número menor.",
		"Fill the grid so that every row and column holds 1 to %d once, and every sign holds: its point faces the smaller digit.":                                                                                  "Rellena la cuadrícula para que cada fila y columna tenga del 1 al %d una vez y se cumpla cada signo: su punta señala el número menor.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.":                                                                                                                         "Elige una casilla y escribe o toca un número. El lápiz anota pequeños candidatos.",
		"By the signs: %s.": "Por los signos: %s.",
		"%s; %s":            "%s; %s",
		"%s.":               "%s.",
		"%s is not %s (it is less than the %d in %s)":    "%s no es %s (es menor que el %d de %s)",
		"%s is not %s (it is less than %s)":              "%s no es %s (es menor que %s)",
		"%s is not %s (it is greater than the %d in %s)": "%s no es %s (es mayor que el %d de %s)",
		"%s is not %s (it is greater than %s)":           "%s no es %s (es mayor que %s)",
		"%s is at least %d, so not %s":                   "%s es al menos %d, así que no es %s",
		"%s is at most %d, so not %s":                    "%s es como mucho %d, así que no es %s",
		"By the chain %s, %s":                            "Por la cadena %s, %s",
		"by the chain %s, %s":                            "por la cadena %s, %s",
		"%s (a %d)":                                      "%s (un %d)",
		"%s holds at most %d (%s), so %s is not %s":      "%s vale como mucho %d (%s), así que %s no es %s",
		"%s holds at least %d (%s), so %s is not %s":     "%s vale al menos %d (%s), así que %s no es %s",
		"%s < %s: %s.":                                   "%s < %s: %s.",
	}
}
