package skyscrapers

// it returns Skyscrapers's Italian.
func it() map[string]string {
	return map[string]string{
		"Skyscrapers":         "Grattacieli",
		"How to play %s":      "Come si gioca: %s",
		"clue of 1":           "indizio 1",
		"clue of N":           "indizio N",
		"edge bound":          "limite del bordo",
		"visibility counting": "conteggio dei visibili",
		"line orders":         "ordini della linea",
		"Each cell of the grid holds a building 1 to %d storeys high, and every row and every column holds each height from 1 to %d exactly once.":                                                                          "Ogni casella della griglia ha un palazzo alto da 1 a %d piani, e ogni riga e ogni colonna contiene ogni altezza da 1 a %d una sola volta.",
		"A number outside the grid says how many buildings are seen from there, looking along its row or column: a building hides every lower one behind it.":                                                               "Un numero fuori dalla griglia dice quanti palazzi si vedono da lì, guardando lungo la sua riga o colonna: un palazzo nasconde tutti quelli più bassi dietro di sé.",
		"Start at the edges: a 1 sees only the tallest building, so the %d stands next to it; a %d sees every building, so the heights rise 1, 2, 3 ... from it; and a large number keeps the tall buildings away from it.": "Comincia dai bordi: un 1 vede solo il palazzo più alto, quindi il %d gli sta accanto; un %d vede tutti i palazzi, quindi le altezze salgono 1, 2, 3... da lì; e un numero grande tiene lontani i palazzi alti.",
		"Write 1 to %d once in every row and column; each outside number counts the buildings seen from there.":                                                                                                             "Scrivi da 1 a %d una volta in ogni riga e colonna; ogni numero esterno conta i palazzi visti da lì.",
		"Fill the grid with buildings 1 to %d high, each height once in every row and column. A number outside the grid says how many buildings are seen from there: a taller building hides every lower one behind it.":    "Riempi la griglia con palazzi alti da 1 a %d, ogni altezza una volta in ogni riga e colonna. Un numero fuori dalla griglia dice quanti palazzi si vedono da lì: un palazzo più alto nasconde tutti quelli più bassi dietro di sé.",
		"Select a cell, then type or tap a height. Pencil writes small candidates instead.":                                                                                                                                 "Scegli una casella, poi digita o tocca un'altezza. La matita scrive invece piccoli candidati.",
		"The 1 %s sees only the tallest building, so it stands next to it: %s is %d.":                                                                                                                                       "L'1 %s vede solo il palazzo più alto, che quindi gli sta accanto: %s è %d.",
		"The %d %s sees every building, so they rise 1 to %d from it.":                                                                                                                                                      "Il %d %s vede tutti i palazzi, che quindi salgono da 1 a %d da lì.",
		"The %d %s must see %d buildings, so the cell next to it is at most %d high, and each further one at most one more.":                                                                                                "Il %d %s deve vedere %d palazzi, quindi la casella accanto è alta al massimo %d, e ognuna delle successive al massimo uno in più.",
		"Of the orders of %s its candidates allow, only some show %s.":                                                                                                                                                      "Degli ordini della %s che i suoi candidati permettono, solo alcuni mostrano %s.",
		"left of row %d":              "a sinistra della riga %d",
		"right of row %d":             "a destra della riga %d",
		"above column %d":             "sopra la colonna %d",
		"below column %d":             "sotto la colonna %d",
		"%d building from the left":   "%d palazzo da sinistra",
		"%d buildings from the left":  "%d palazzi da sinistra",
		"%d building from the right":  "%d palazzo da destra",
		"%d buildings from the right": "%d palazzi da destra",
		"%d building from above":      "%d palazzo dall'alto",
		"%d buildings from above":     "%d palazzi dall'alto",
		"%d building from below":      "%d palazzo dal basso",
		"%d buildings from below":     "%d palazzi dal basso",
		// long line orders
		"long line orders": "ordini di una linea lunga",
		"%d cells of %s are empty: of the orders its candidates allow, only some show %s.": "%d caselle della %s sono vuote: degli ordini che i suoi candidati permettono, solo alcuni mostrano %s.",
	}
}
