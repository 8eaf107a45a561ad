package kakuro

// french returns Kakuro's texts in French.
func french() map[string]string {
	return map[string]string{
		"Kakuro":         "Kakuro",
		"How to play %s": "Comment jouer au %s",

		// How to play and the player.
		"Kakuro is a crossword of numbers. Each white cell takes a digit from 1 to 9. A line of white cells across or down is a run; the grey cell before it holds its sum, the sum across above the diagonal and the sum down below it.":                                                        "Le Kakuro, ce sont des mots croisés en chiffres. Chaque case blanche reçoit un chiffre de 1 à 9. Une suite de cases blanches, horizontale ou verticale, forme un bloc ; la case grise qui le précède en donne la somme : la somme horizontale au-dessus de la diagonale, la somme verticale en dessous.",
		"Fill in every white cell so that the digits of each run add up to its sum, with no digit twice in a run.":                                                                                                                                                                               "Remplissez toutes les cases blanches pour que les chiffres de chaque bloc donnent sa somme, sans répéter un chiffre dans un bloc.",
		"Start with the sums that can be made only one way: 3 in two cells is 1 and 2, 4 is 1 and 3, 16 is 7 and 9, 17 is 8 and 9; in three cells 6 is 1, 2 and 3, 7 is 1, 2 and 4, 23 is 6, 8 and 9, and 24 is 7, 8 and 9. Where an across run and a down run cross, the digit must suit both.": "Commencez par les sommes qui ne se font que d'une façon : en deux cases, 3 vaut 1 et 2, 4 vaut 1 et 3, 16 vaut 7 et 9, 17 vaut 8 et 9 ; en trois cases, 6 vaut 1, 2 et 3, 7 vaut 1, 2 et 4, 23 vaut 6, 8 et 9, et 24 vaut 7, 8 et 9. Là où un bloc horizontal et un bloc vertical se croisent, le chiffre doit convenir aux deux.",
		"Write 1 to 9 in the white cells: each run adds up to its sum, with no digit twice.":                                                                                                                                                                                                     "Écris des chiffres de 1 à 9 dans les cases blanches : chaque bloc donne sa somme, sans chiffre répété.",
		"Write a digit from 1 to 9 in every white cell. The digits of a run, across or down, differ and add up to the sum in the clue cell before it: across sums above the diagonal, down sums below it.":                                                                                       "Écrivez un chiffre de 1 à 9 dans chaque case blanche. Les chiffres d'un bloc, horizontal ou vertical, sont tous différents et donnent la somme inscrite dans la case grise qui le précède : les sommes horizontales au-dessus de la diagonale, les verticales en dessous.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. The bar shows the ways the selected cell's runs can still make their sums, such as 16 in 2: 7+9. A sum turns red when its run, filled in, does not make it.":                                           "Sélectionnez une case, puis tapez ou touchez un chiffre. Le crayon écrit à la place de petits candidats. La barre montre comment les blocs de la case choisie peuvent encore faire leur somme, comme 16 en 2 : 7+9. Une somme passe en rouge quand son bloc, rempli, ne la donne pas.",

		// The ladder.
		"unique sum":           "somme unique",
		"naked single":         "singleton nu",
		"crossed combinations": "combinaisons croisées",
		"hidden single":        "singleton caché",
		"excluded digits":      "chiffres exclus",
		"pair in a run":        "paire dans un bloc",
		"block sums":           "sommes de bande",
		"subset in a run":      "sous-ensemble dans un bloc",
		"run arrangements":     "arrangements d'un bloc",

		// The steps.
		"the across %d in %d at %s":                                                            "bloc horizontal %d en %d cases (%s)",
		"the down %d in %d at %s":                                                              "bloc vertical %d en %d cases (%s)",
		"%s can only be %s, so its cells hold only those digits.":                              "Le %s ne peut valoir que %s : ses cases ne contiennent que ces chiffres.",
		"%s can only be %d.":                                                                   "La case %s ne peut contenir que %d.",
		"%s lies in %s and %s; the digits both allow are %s.":                                  "La case %s est dans le %s et le %s ; les chiffres permis par les deux sont %s.",
		"%s needs a %d and only %s can take it.":                                               "Le %s demande un %d et seule la case %s peut le recevoir.",
		"the combinations left to %s use only %s.":                                             "Les combinaisons restantes du %s n'utilisent que %s.",
		"%d cells of %s hold %s between them, so its other cells do not.":                      "%d cases du %s se partagent %s, donc ses autres cases ne les contiennent pas.",
		"trying each way to fill %s with its combinations rules some digits out of its cells.": "Essayer chaque façon de remplir le %s avec ses combinaisons exclut des chiffres de ses cases.",
		"the sums of rows %d to %d leave %d for their one open innie, %s.":                     "Les sommes des lignes %d à %d laissent %d pour leur seule case intérieure libre, la case %s.",
		"the sums of rows %d to %d leave %d for their one open outie, %s.":                     "Les sommes des lignes %d à %d laissent %d pour leur seule case extérieure libre, la case %s.",
		"the sums of columns %d to %d leave %d for their one open innie, %s.":                  "Les sommes des colonnes %d à %d laissent %d pour leur seule case intérieure libre, la case %s.",
		"the sums of columns %d to %d leave %d for their one open outie, %s.":                  "Les sommes des colonnes %d à %d laissent %d pour leur seule case extérieure libre, la case %s.",
	}
}
