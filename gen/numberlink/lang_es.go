package numberlink

// spanish returns the kind's texts in Spanish.
func spanish() map[string]string {
	return map[string]string{
		"Numberlink":     "Numberlink",
		"How to play %s": "Cómo jugar al %s",

		// How to play and the player.
		"Connect each pair of equal numbers with one line. The line runs through the centres of the cells, in horizontal and vertical steps, never diagonally.": "Una cada par de números iguales con una línea. La línea pasa por el centro de las casillas, en horizontal y en vertical, nunca en diagonal.",
		"Lines never cross, branch or share a cell: each cell holds at most one line. Shaded cells, where there are any, are never used.":                       "Las líneas nunca se cruzan, ni se ramifican, ni comparten casilla: cada casilla lleva como mucho una línea. Las casillas sombreadas, si las hay, nunca se usan.",
		"Every cell is used: when all the pairs are connected, the lines fill the whole grid. Every puzzle has exactly one solution.":                           "Se usan todas las casillas: cuando todos los pares están unidos, las líneas llenan toda la cuadrícula. Cada pasatiempo tiene una única solución.",
		"Join each pair of equal numbers; lines never cross and fill every cell.":                                                                               "Une cada par de números iguales; las líneas no se cruzan y llenan todas las casillas.",
		"Join each pair of equal numbers with a line. Lines never cross, and every white cell is used.":                                                         "Una cada par de números iguales con una línea. Las líneas nunca se cruzan y se usan todas las casillas blancas.",
		"Drag from a number to draw its line; drag back over it to shorten it. Click a line to clear it.":                                                       "Arrastre desde un número para trazar su línea; vuelva atrás sobre ella para acortarla. Haga clic en una línea para borrarla.",

		// The ladder.
		"forced move": "jugada forzada",
		"region":      "región",
		"trial":       "prueba",
		"either way":  "de ambas formas",

		// The steps.
		"upwards":      "hacia arriba",
		"downwards":    "hacia abajo",
		"to the left":  "hacia la izquierda",
		"to the right": "hacia la derecha",
		"The %d-path can only leave its end at %s %s.":                               "El camino del %d solo puede salir de su extremo en %s %s.",
		"The line at %s can only go on %s.":                                          "La línea en %s solo puede seguir %s.",
		"%s has only two open sides, so the %d-path runs through it from %s to %s.":  "%s solo tiene dos lados abiertos, así que el camino del %d pasa por ahí de %s a %s.",
		"%s has only two open sides, so a line runs through it from %s to %s.":       "%s solo tiene dos lados abiertos, así que una línea pasa por ahí de %s a %s.",
		"%s has its line already, so no other line touches it.":                      "%s ya tiene su línea, así que ninguna otra línea pasa por ahí.",
		"%s has its lines already, so no other line touches it.":                     "%s ya tiene sus líneas, así que ninguna otra línea pasa por ahí.",
		"A line from %s to %s would close a loop.":                                   "Una línea de %s a %s cerraría un bucle.",
		"%s and %s are on different paths, so no line joins them.":                   "%s y %s están en caminos distintos, así que ninguna línea los une.",
		"The line through %s is joined to the %d-path.":                              "La línea que pasa por %s se une al camino del %d.",
		"Every route of the %d-path passes %s%s.":                                    "Toda ruta del camino del %d pasa por %s%s.",
		"Only the %d-path can reach %s%s.":                                           "Solo el camino del %d puede llegar a %s%s.",
		"The %d-path cannot reach %s%s.":                                             "El camino del %d no puede llegar a %s%s.",
		" (and 1 more cell)":                                                         " (y 1 casilla más)",
		" (and %d more cells)":                                                       " (y %d casillas más)",
		"A line from %s to %s leads to a contradiction, so there is none.":           "Una línea de %s a %s lleva a una contradicción, así que no la hay.",
		"Leaving %s and %s unjoined leads to a contradiction, so a line joins them.": "Dejar %s y %s sin unir lleva a una contradicción, así que una línea los une.",
		"Joining %s and %s or leaving them unjoined, %s.":                            "Tanto si se unen %s y %s como si no, %s.",
		"both lead to the same lines":                                                "ambos casos llevan a las mismas líneas",
		"both put %s%s on the %d-path":                                               "ambos casos ponen %s%s en el camino del %d",
		"both keep the %d-path from %s%s":                                            "ambos casos impiden al camino del %[1]d llegar a %[2]s%[3]s",
		" and 1 more cell":                                                           " y 1 casilla más",
		" and %d more cells":                                                         " y %d casillas más",
		"%s; then %s":                                                                "%s; luego, %s",
	}
}
