package futoshiki

// fr returns Futoshiki's French. Colons and semicolons take a narrow no-break
// space before them, as French typography sets them.
func fr() map[string]string {
	return map[string]string{
		"Futoshiki":         "Futoshiki",
		"How to play %s":    "Règles du jeu\u202f: %s",
		"inequality bounds": "bornes des signes",
		"inequality chain":  "chaîne de signes",
		"bound propagation": "propagation des bornes",
		"signs and singles": "signes et singletons",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number exactly once.":                                                                                          "Remplissez chaque case avec un nombre de 1 à %d de sorte que chaque ligne et chaque colonne contienne chaque nombre une seule fois.",
		"The signs between cells must hold: each sign points at the smaller number, as in 2 < 3, between the cells of a row and between rows alike.":                                                               "Les signes entre les cases doivent être respectés\u202f: chaque signe pointe vers le plus petit nombre, comme dans 2 < 3, entre les cases d’une ligne comme entre deux lignes.",
		"Start where the signs say most: a cell smaller than its neighbour cannot be %d, and a cell larger cannot be 1. A chain of signs says more: at the top of a chain of three cells, a number is at least 3.": "Commencez là où les signes en disent le plus\u202f: une case plus petite que sa voisine ne peut pas valoir %d, et une case plus grande ne peut pas valoir 1. Une chaîne de signes en dit plus\u202f: en haut d’une chaîne de trois cases, un nombre vaut au moins 3.",
		"Write 1 to %d once in every row and column; every sign points at the smaller number.":                                                                                                                     "Écris 1 à %d une fois dans chaque ligne et colonne\u202f; chaque signe pointe vers le plus petit nombre.",
		"Fill the grid so that every row and column holds 1 to %d once, and every sign holds: its point faces the smaller digit.":                                                                                  "Remplissez la grille pour que chaque ligne et chaque colonne contienne une fois les chiffres de 1 à %d, et que chaque signe soit respecté\u202f: sa pointe est tournée vers le plus petit chiffre.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.":                                                                                                                         "Choisissez une case, puis tapez ou touchez un chiffre. Le crayon note plutôt de petits candidats.",
		"By the signs: %s.": "Par les signes\u202f: %s.",
		"%s; %s":            "%s\u202f; %s",
		"%s.":               "%s.",
		"%s is not %s (it is less than the %d in %s)":    "%s ne vaut pas %s (elle est plus petite que le %d en %s)",
		"%s is not %s (it is less than %s)":              "%s ne vaut pas %s (elle est plus petite que %s)",
		"%s is not %s (it is greater than the %d in %s)": "%s ne vaut pas %s (elle est plus grande que le %d en %s)",
		"%s is not %s (it is greater than %s)":           "%s ne vaut pas %s (elle est plus grande que %s)",
		"%s is at least %d, so not %s":                   "%s vaut au moins %d, donc pas %s",
		"%s is at most %d, so not %s":                    "%s vaut au plus %d, donc pas %s",
		"By the chain %s, %s":                            "Par la chaîne %s, %s",
		"by the chain %s, %s":                            "par la chaîne %s, %s",
		"%s (a %d)":                                      "%s (un %d)",
		"%s holds at most %d (%s), so %s is not %s":      "%s vaut au plus %d (%s), donc %s ne vaut pas %s",
		"%s holds at least %d (%s), so %s is not %s":     "%s vaut au moins %d (%s), donc %s ne vaut pas %s",
		"%s < %s: %s.":                                   "%s < %s\u202f: %s.",
	}
}
