package sudoku

// fr returns Sudoku's texts in French (Translations); a box is a "région".
func fr() map[string]string {
	return map[string]string{
		"Sudoku":         "Sudoku",
		"How to play %s": "Comment jouer au %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Some cells already hold a number.":                                                                                         "La grille compte %[1]d lignes, %[2]d colonnes et %[3]d régions de %[4]d cases sur %[5]d, bordées d’un trait gras. Certaines cases contiennent déjà un chiffre.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once.":                                                                 "Remplissez chaque case vide avec un chiffre de 1 à %[1]d, de sorte que chaque ligne, chaque colonne et chaque région contienne une seule fois chaque chiffre de 1 à %[2]d.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or box where only one cell can take a number, or a cell where only one number fits.": "Inutile de deviner\u202f: chaque grille a une seule solution, que l’on trouve par la seule logique. Cherchez une ligne, une colonne ou une région où une seule case peut recevoir un chiffre, ou une case où un seul chiffre convient.",
		"Write 1 to %d once in every row, column and box.":                                 "Écris les chiffres de 1 à %d une fois dans chaque ligne, colonne et région.",
		"Fill the grid so that every row, column and box holds 1 to %d once.":              "Remplissez la grille pour que chaque ligne, colonne et région contienne une fois chaque chiffre de 1 à %d.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Choisissez une case, puis tapez ou touchez un chiffre. Le crayon note plutôt de petits candidats.",
	}
}
