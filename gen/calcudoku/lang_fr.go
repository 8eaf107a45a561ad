package calcudoku

// fr returns Calcudoku's French. Colons and semicolons take a narrow no-break
// space before them, as French typography sets them.
func fr() map[string]string {
	return map[string]string{
		"Calcudoku":              "Calcudoku",
		"How to play %s":         "Règles du jeu\u202f: %s",
		"cage arithmetic":        "calcul de cage",
		"cage tuples":            "combinaisons de cage",
		"cage and line":          "cage et ligne",
		"line sums and products": "sommes et produits des lignes",

		"The grid has %d rows and %d columns. Bold lines cut it into cages; the small clue in a cage's corner is a target and an operation.": "La grille a %d lignes et %d colonnes. Des traits épais la découpent en cages\u202f; le petit indice dans le coin d’une cage donne un résultat et une opération.",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number from 1 to %d exactly once. The numbers in a cage make its target: added (+), multiplied (×), or, in a cage of two cells, the larger less (−) or divided by (÷) the smaller. A number may repeat in a cage if not in the same row or column.": "Remplissez chaque case avec un nombre de 1 à %d de sorte que chaque ligne et chaque colonne contienne une seule fois chaque nombre de 1 à %d. Les nombres d’une cage donnent son résultat\u202f: additionnés (+), multipliés (×) ou, dans une cage de deux cases, le plus grand moins (−) ou divisé par (÷) le plus petit. Un nombre peut se répéter dans une cage s’il n’est pas dans la même ligne ou colonne.",
		"Start with the cages that have only one way to make their target, such as 3+ in two cells (1 and 2), and with the cages of one cell, which are given.":                                                                                                                                                                                         "Commencez par les cages qui n’ont qu’une façon d’atteindre leur résultat, comme 3+ en deux cases (1 et 2), et par les cages d’une seule case, qui sont données.",
		"Write 1 to %d once in every row and column; each cage makes its clue.": "Écris 1 à %d une fois dans chaque ligne et colonne\u202f; chaque cage donne son indice.",
		"Fill the grid so that every row and column holds 1 to %d once, and the digits of each outlined cage make its small number by its operation (+ sum, − difference, × product, ÷ quotient). Digits may repeat in a cage, never in a row or column.": "Remplissez la grille pour que chaque ligne et chaque colonne contienne une fois les chiffres de 1 à %d, et que les chiffres de chaque cage donnent son petit nombre par son opération (+ somme, − différence, × produit, ÷ quotient). Un chiffre peut se répéter dans une cage, jamais dans une ligne ou une colonne.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits do not make its number.":                                                                                                       "Choisissez une case, puis tapez ou touchez un chiffre. Le crayon note plutôt de petits candidats. Une cage devient rouge quand ses chiffres ne donnent pas son nombre.",

		"%s can only be made by %s, so its cells keep only those digits.":                     "%s ne peut s’obtenir que par %s\u202f: ses cases ne gardent que ces chiffres.",
		"With the candidates its rows and columns leave, %s can only be %s.":                  "Avec les candidats que lui laissent ses lignes et ses colonnes, %s ne peut être que %s.",
		"Every way to make %s puts a %d in its cells of %s, so no other cell of %s holds %d.": "Toutes les façons de remplir %s mettent un %d dans ses cases de la %s\u202f: dans la %s, aucune autre case ne peut donc contenir de %d.",
		"%s can hold %d only in %s, so %s must put a %d there: it can only be %s.":            "La %s ne peut recevoir le %d que dans %s\u202f: %s doit donc y mettre un %d et ne peut être que %s.",
		"The %s cage at %s":    "La cage %s en %s",
		"the %s cage at %s":    "la cage %s en %s",
		"%d by some operation": "%d (opération cachée)",
		"%s or %s":             "%s ou %s",
		"%s":                   "%s",
		"rows %d and %d":       "lignes %d et %d",
		"columns %d and %d":    "colonnes %d et %d",
		"the rest":             "les autres cases",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                            "En %s, les chiffres ont une somme connue, et les cages %s en donnent leur part\u202f: %s doivent faire le reste, et leurs candidats ne gardent que les chiffres qui le font.",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.":       "En %s, les chiffres ont une somme connue, et les cages %s en donnent leur part\u202f: %s, face à %s au-dehors, doivent faire le reste, et leurs candidats ne gardent que les chiffres qui le font.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                      "En %s, les chiffres ont un produit connu, et les cages %s en donnent leur part\u202f: %s doivent faire le reste, et leurs candidats ne gardent que les chiffres qui le font.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.": "En %s, les chiffres ont un produit connu, et les cages %s en donnent leur part\u202f: %s, face à %s au-dehors, doivent faire le reste, et leurs candidats ne gardent que les chiffres qui le font.",
	}
}
