package jigsaw

// fr returns Jigsaw Sudoku's texts in French (Translations).
func fr() map[string]string {
	return map[string]string{
		"Jigsaw Sudoku":  "Sudoku irrégulier",
		"How to play %s": "Comment jouer au %s",
		"The grid has %d rows, %d columns and %d regions of %d cells each, outlined in bold. The regions have irregular shapes. Some cells already hold a number.":                                                        "La grille compte %[1]d lignes, %[2]d colonnes et %[3]d régions de %[4]d cases chacune, bordées d’un trait gras. Les régions ont des formes irrégulières. Certaines cases contiennent déjà un chiffre.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each bold region holds every number from 1 to %d exactly once.":                                                            "Remplissez chaque case vide avec un chiffre de 1 à %[1]d, de sorte que chaque ligne, chaque colonne et chaque région en gras contienne une seule fois chaque chiffre de 1 à %[2]d.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or region where only one cell can take a number, or a cell where only one number fits.": "Inutile de deviner\u202f: chaque grille a une seule solution, que l’on trouve par la seule logique. Cherchez une ligne, une colonne ou une région où une seule case peut recevoir un chiffre, ou une case où un seul chiffre convient.",
		"Write 1 to %d once in every row, column and bold region.":                         "Écris les chiffres de 1 à %d une fois dans chaque ligne, colonne et région en gras.",
		"Fill the grid so that every row, column and bold region holds 1 to %d once.":      "Remplissez la grille pour que chaque ligne, colonne et région en gras contienne une fois chaque chiffre de 1 à %d.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Choisissez une case, puis tapez ou touchez un chiffre. Le crayon note plutôt de petits candidats.",

		"rule of N":      "règle de N",
		"Rows %d and %d": "lignes %d et %d", "Rows %d to %d": "lignes %d à %d",
		"Columns %d and %d": "colonnes %d et %d", "Columns %d to %d": "colonnes %d à %d",
		"regions %s": "régions %s", "twice": "deux fois", "%d times": "%d fois",
		"%s cannot be %s": "la case %s ne peut pas être %s",
		"%s and %s each hold every digit once, so %s. So %s.":                                                     "La %[1]s et la %[2]s contiennent chacune chaque chiffre une fois\u202f: %[3]s. Donc %[4]s.",
		"%s and %s each hold every digit %s, so %s. So %s.":                                                       "Les %[1]s, comme les %[2]s, contiennent ensemble chaque chiffre %[3]s\u202f: %[4]s. Donc %[5]s.",
		"%s, in the row but not the region, holds the same digits as %s, in the region but not the row":           "la case %[1]s, dans la ligne mais hors de la région, contient le même chiffre que la case %[2]s, dans la région mais hors de la ligne",
		"%s, in the row but not the region, hold the same digits as %s, in the region but not the row":            "les cases %[1]s, dans la ligne mais hors de la région, contiennent les mêmes chiffres que les cases %[2]s, dans la région mais hors de la ligne",
		"%s, in the rows but not the regions, holds the same digits as %s, in the regions but not the rows":       "la case %[1]s, dans les lignes mais hors des régions, contient le même chiffre que la case %[2]s, dans les régions mais hors des lignes",
		"%s, in the rows but not the regions, hold the same digits as %s, in the regions but not the rows":        "les cases %[1]s, dans les lignes mais hors des régions, contiennent les mêmes chiffres que les cases %[2]s, dans les régions mais hors des lignes",
		"%s, in the column but not the region, holds the same digits as %s, in the region but not the column":     "la case %[1]s, dans la colonne mais hors de la région, contient le même chiffre que la case %[2]s, dans la région mais hors de la colonne",
		"%s, in the column but not the region, hold the same digits as %s, in the region but not the column":      "les cases %[1]s, dans la colonne mais hors de la région, contiennent les mêmes chiffres que les cases %[2]s, dans la région mais hors de la colonne",
		"%s, in the columns but not the regions, holds the same digits as %s, in the regions but not the columns": "la case %[1]s, dans les colonnes mais hors des régions, contient le même chiffre que la case %[2]s, dans les régions mais hors des colonnes",
		"%s, in the columns but not the regions, hold the same digits as %s, in the regions but not the columns":  "les cases %[1]s, dans les colonnes mais hors des régions, contiennent les mêmes chiffres que les cases %[2]s, dans les régions mais hors des colonnes",
	}
}
