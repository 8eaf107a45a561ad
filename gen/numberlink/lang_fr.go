package numberlink

// french returns the kind's texts in French.
func french() map[string]string {
	return map[string]string{
		"Numberlink":     "Numberlink",
		"How to play %s": "Comment jouer au %s",

		// How to play and the player.
		"Connect each pair of equal numbers with one line. The line runs through the centres of the cells, in horizontal and vertical steps, never diagonally.": "Reliez chaque paire de nombres identiques par une ligne. La ligne passe par le centre des cases, horizontalement et verticalement, jamais en diagonale.",
		"Lines never cross, branch or share a cell: each cell holds at most one line. Shaded cells, where there are any, are never used.":                       "Les lignes ne se croisent jamais, ne se ramifient pas et ne partagent aucune case : chaque case porte au plus une ligne. Les cases grisées, s'il y en a, ne servent jamais.",
		"Every cell is used: when all the pairs are connected, the lines fill the whole grid. Every puzzle has exactly one solution.":                           "Toutes les cases servent : une fois toutes les paires reliées, les lignes remplissent toute la grille. Chaque grille a une seule solution.",
		"Join each pair of equal numbers; lines never cross and fill every cell.":                                                                               "Relie chaque paire de nombres identiques ; les lignes ne se croisent pas et remplissent toutes les cases.",
		"Join each pair of equal numbers with a line. Lines never cross, and every white cell is used.":                                                         "Reliez chaque paire de nombres identiques par une ligne. Les lignes ne se croisent jamais et toutes les cases blanches servent.",
		"Drag from a number to draw its line; drag back over it to shorten it. Click a line to clear it.":                                                       "Faites glisser depuis un nombre pour tracer sa ligne ; revenez en arrière pour la raccourcir. Cliquez sur une ligne pour l'effacer.",

		// The ladder.
		"forced move": "coup forcé",
		"region":      "région",
		"trial":       "essai",
		"either way":  "dans les deux cas",

		// The steps.
		"upwards":      "vers le haut",
		"downwards":    "vers le bas",
		"to the left":  "vers la gauche",
		"to the right": "vers la droite",
		"The %d-path can only leave its end at %s %s.":                               "Le chemin des %d ne peut quitter son bout en %s que %s.",
		"The line at %s can only go on %s.":                                          "La ligne en %s ne peut continuer que %s.",
		"%s has only two open sides, so the %d-path runs through it from %s to %s.":  "%s n'a que deux côtés ouverts, donc le chemin des %d y passe de %s à %s.",
		"%s has only two open sides, so a line runs through it from %s to %s.":       "%s n'a que deux côtés ouverts, donc une ligne y passe de %s à %s.",
		"%s has its line already, so no other line touches it.":                      "%s a déjà sa ligne, donc aucune autre ligne n'y touche.",
		"%s has its lines already, so no other line touches it.":                     "%s a déjà ses lignes, donc aucune autre ligne n'y touche.",
		"A line from %s to %s would close a loop.":                                   "Une ligne de %s à %s fermerait une boucle.",
		"%s and %s are on different paths, so no line joins them.":                   "%s et %s sont sur des chemins différents, donc aucune ligne ne les relie.",
		"The line through %s is joined to the %d-path.":                              "La ligne qui passe par %s rejoint le chemin des %d.",
		"Every route of the %d-path passes %s%s.":                                    "Tout tracé du chemin des %d passe par %s%s.",
		"Only the %d-path can reach %s%s.":                                           "Seul le chemin des %d peut atteindre %s%s.",
		"The %d-path cannot reach %s%s.":                                             "Le chemin des %d ne peut pas atteindre %s%s.",
		" (and 1 more cell)":                                                         " (et 1 autre case)",
		" (and %d more cells)":                                                       " (et %d autres cases)",
		"A line from %s to %s leads to a contradiction, so there is none.":           "Une ligne de %s à %s mène à une contradiction, donc il n'y en a pas.",
		"Leaving %s and %s unjoined leads to a contradiction, so a line joins them.": "Laisser %s et %s sans lien mène à une contradiction, donc une ligne les relie.",
		"Joining %s and %s or leaving them unjoined, %s.":                            "Qu'on relie %s et %s ou non, %s.",
		"both lead to the same lines":                                                "les deux mènent aux mêmes lignes",
		"both put %s%s on the %d-path":                                               "les deux mettent %s%s sur le chemin des %d",
		"both keep the %d-path from %s%s":                                            "les deux interdisent %[2]s%[3]s au chemin des %[1]d",
		" and 1 more cell":                                                           " et 1 autre case",
		" and %d more cells":                                                         " et %d autres cases",
		"%s; then %s":                                                                "%s ; puis %s",
	}
}
