package skyscrapers

// fr returns Skyscrapers's French. Colons and semicolons take a narrow no-break
// space before them, as French typography sets them.
func fr() map[string]string {
	return map[string]string{
		"Skyscrapers":         "Gratte-ciel",
		"How to play %s":      "Règles du jeu\u202f: %s",
		"clue of 1":           "indice 1",
		"clue of N":           "indice N",
		"edge bound":          "borne du bord",
		"visibility counting": "compte des immeubles vus",
		"line orders":         "ordres de la ligne",
		"Each cell of the grid holds a building 1 to %d storeys high, and every row and every column holds each height from 1 to %d exactly once.":                                                                          "Chaque case de la grille porte un immeuble de 1 à %d étages, et chaque ligne et chaque colonne contient chaque hauteur de 1 à %d une seule fois.",
		"A number outside the grid says how many buildings are seen from there, looking along its row or column: a building hides every lower one behind it.":                                                               "Un nombre hors de la grille dit combien d’immeubles on voit de là, en regardant le long de sa ligne ou de sa colonne\u202f: un immeuble cache tous les plus bas derrière lui.",
		"Start at the edges: a 1 sees only the tallest building, so the %d stands next to it; a %d sees every building, so the heights rise 1, 2, 3 ... from it; and a large number keeps the tall buildings away from it.": "Commencez par les bords\u202f: un 1 ne voit que le plus haut immeuble, donc le %d se tient à côté\u202f; un %d voit tous les immeubles, donc les hauteurs montent 1, 2, 3... depuis lui\u202f; et un grand nombre tient les hauts immeubles à distance.",
		"Write 1 to %d once in every row and column; each outside number counts the buildings seen from there.":                                                                                                             "Écris 1 à %d une fois dans chaque ligne et colonne\u202f; chaque nombre au bord compte les immeubles vus de là.",
		"Fill the grid with buildings 1 to %d high, each height once in every row and column. A number outside the grid says how many buildings are seen from there: a taller building hides every lower one behind it.":    "Remplissez la grille d’immeubles de hauteur 1 à %d, chaque hauteur une fois par ligne et par colonne. Un nombre hors de la grille dit combien d’immeubles on voit de là\u202f: un immeuble plus haut cache tous les plus bas derrière lui.",
		"Select a cell, then type or tap a height. Pencil writes small candidates instead.":                                                                                                                                 "Choisissez une case, puis tapez ou touchez une hauteur. Le crayon note plutôt de petits candidats.",
		"The 1 %s sees only the tallest building, so it stands next to it: %s is %d.":                                                                                                                                       "Le 1 %s ne voit que le plus haut immeuble, qui se tient donc à côté\u202f: %s vaut %d.",
		"The %d %s sees every building, so they rise 1 to %d from it.":                                                                                                                                                      "Le %d %s voit tous les immeubles, qui montent donc de 1 à %d depuis lui.",
		"The %d %s must see %d buildings, so the cell next to it is at most %d high, and each further one at most one more.":                                                                                                "Le %d %s doit voir %d immeubles, donc la case voisine a au plus %d étages, et chaque case suivante au plus un de plus.",
		"Of the orders of %s its candidates allow, only some show %s.":                                                                                                                                                      "Parmi les ordres de la %s que permettent ses candidats, seuls certains montrent %s.",
		"left of row %d":              "à gauche de la ligne %d",
		"right of row %d":             "à droite de la ligne %d",
		"above column %d":             "au-dessus de la colonne %d",
		"below column %d":             "sous la colonne %d",
		"%d building from the left":   "%d immeuble vu de gauche",
		"%d buildings from the left":  "%d immeubles vus de gauche",
		"%d building from the right":  "%d immeuble vu de droite",
		"%d buildings from the right": "%d immeubles vus de droite",
		"%d building from above":      "%d immeuble vu d’en haut",
		"%d buildings from above":     "%d immeubles vus d’en haut",
		"%d building from below":      "%d immeuble vu d’en bas",
		"%d buildings from below":     "%d immeubles vus d’en bas",
		// long line orders
		"long line orders": "ordres d’une longue ligne",
		"%d cells of %s are empty: of the orders its candidates allow, only some show %s.": "%d cases de la %s sont vides\u202f: parmi les ordres que permettent ses candidats, seuls certains montrent %s.",
	}
}
