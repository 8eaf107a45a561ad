package kakuro

// spanish returns Kakuro's texts in Spanish.
func spanish() map[string]string {
	return map[string]string{
		"Kakuro":         "Kakuro",
		"How to play %s": "Cómo jugar al %s",

		// How to play and the player.
		"Kakuro is a crossword of numbers. Each white cell takes a digit from 1 to 9. A line of white cells across or down is a run; the grey cell before it holds its sum, the sum across above the diagonal and the sum down below it.":                                                        "El Kakuro es un crucigrama de números. Cada casilla blanca lleva una cifra del 1 al 9. Una fila de casillas blancas, horizontal o vertical, es un bloque; la casilla gris que lo precede indica su suma: la horizontal encima de la diagonal y la vertical debajo.",
		"Fill in every white cell so that the digits of each run add up to its sum, with no digit twice in a run.":                                                                                                                                                                               "Rellene todas las casillas blancas de modo que las cifras de cada bloque sumen su suma, sin repetir ninguna cifra en un bloque.",
		"Start with the sums that can be made only one way: 3 in two cells is 1 and 2, 4 is 1 and 3, 16 is 7 and 9, 17 is 8 and 9; in three cells 6 is 1, 2 and 3, 7 is 1, 2 and 4, 23 is 6, 8 and 9, and 24 is 7, 8 and 9. Where an across run and a down run cross, the digit must suit both.": "Empiece por las sumas que solo se forman de una manera: en dos casillas, 3 es 1 y 2, 4 es 1 y 3, 16 es 7 y 9, 17 es 8 y 9; en tres casillas, 6 es 1, 2 y 3, 7 es 1, 2 y 4, 23 es 6, 8 y 9, y 24 es 7, 8 y 9. Donde se cruzan un bloque horizontal y uno vertical, la cifra debe valer para los dos.",
		"Write 1 to 9 in the white cells: each run adds up to its sum, with no digit twice.":                                                                                                                                                                                                     "Escribe del 1 al 9 en las casillas blancas: cada bloque da su suma, sin cifras repetidas.",
		"Write a digit from 1 to 9 in every white cell. The digits of a run, across or down, differ and add up to the sum in the clue cell before it: across sums above the diagonal, down sums below it.":                                                                                       "Escriba una cifra del 1 al 9 en cada casilla blanca. Las cifras de un bloque, horizontal o vertical, son distintas y suman el número de la casilla gris que lo precede: las sumas horizontales encima de la diagonal, las verticales debajo.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. The bar shows the ways the selected cell's runs can still make their sums, such as 16 in 2: 7+9. A sum turns red when its run, filled in, does not make it.":                                           "Seleccione una casilla y escriba o toque una cifra. El lápiz escribe en su lugar pequeños candidatos. La barra muestra cómo pueden dar aún su suma los bloques de la casilla elegida, como 16 en 2: 7+9. Una suma se pone roja cuando su bloque, ya lleno, no la da.",

		// The ladder.
		"unique sum":           "suma única",
		"naked single":         "solitario desnudo",
		"crossed combinations": "combinaciones cruzadas",
		"hidden single":        "solitario oculto",
		"excluded digits":      "cifras excluidas",
		"pair in a run":        "pareja en un bloque",
		"block sums":           "sumas de franja",
		"subset in a run":      "subconjunto en un bloque",
		"run arrangements":     "disposiciones de un bloque",

		// The steps.
		"the across %d in %d at %s":                                                            "bloque horizontal %d en %d casillas (%s)",
		"the down %d in %d at %s":                                                              "bloque vertical %d en %d casillas (%s)",
		"%s can only be %s, so its cells hold only those digits.":                              "El %s solo puede ser %s, así que sus casillas solo llevan esas cifras.",
		"%s can only be %d.":                                                                   "La casilla en %s solo puede ser %d.",
		"%s lies in %s and %s; the digits both allow are %s.":                                  "La casilla en %s está en el %s y en el %s; las cifras que ambos permiten son %s.",
		"%s needs a %d and only %s can take it.":                                               "El %s necesita un %d y solo la casilla en %s puede llevarlo.",
		"the combinations left to %s use only %s.":                                             "Las combinaciones que le quedan al %s solo usan %s.",
		"%d cells of %s hold %s between them, so its other cells do not.":                      "%d casillas del %s se reparten %s, así que sus otras casillas no los llevan.",
		"trying each way to fill %s with its combinations rules some digits out of its cells.": "Probar cada forma de llenar el %s con sus combinaciones descarta algunas cifras de sus casillas.",
		"the sums of rows %d to %d leave %d for their one open innie, %s.":                     "Las sumas de las filas %d a %d dejan %d para su única casilla interior libre, la casilla en %s.",
		"the sums of rows %d to %d leave %d for their one open outie, %s.":                     "Las sumas de las filas %d a %d dejan %d para su única casilla exterior libre, la casilla en %s.",
		"the sums of columns %d to %d leave %d for their one open innie, %s.":                  "Las sumas de las columnas %d a %d dejan %d para su única casilla interior libre, la casilla en %s.",
		"the sums of columns %d to %d leave %d for their one open outie, %s.":                  "Las sumas de las columnas %d a %d dejan %d para su única casilla exterior libre, la casilla en %s.",
	}
}
