package killer

// fr returns Killer Sudoku's texts in French (Translations): a box is a
// "région", the innies and outies of a house its "cases intérieures" and
// "cases extérieures". A cage's name is said bare ("cage de 17 en r1c2")
// and takes its article in the sentence; a sentence about a cage or a
// house's innies alike names it as a heading ("Cage de 17 en r1c2 : ...").
func fr() map[string]string {
	return map[string]string{
		"Killer Sudoku":  "Killer Sudoku",
		"How to play %s": "Comment jouer au %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Dashed lines cut it into cages; the small number in a cage's corner is the sum of its digits.":                                            "La grille compte %[1]d lignes, %[2]d colonnes et %[3]d régions de %[4]d cases sur %[5]d, bordées d’un trait gras. Des pointillés la découpent en cages\u202f; le petit nombre dans le coin d’une cage est la somme de ses chiffres.",
		"Fill in every cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once, and the numbers in each cage differ and add up to its sum.":                           "Remplissez chaque case avec un chiffre de 1 à %[1]d, de sorte que chaque ligne, chaque colonne et chaque région contienne une seule fois chaque chiffre de 1 à %[2]d, et que les chiffres de chaque cage soient tous différents et aient pour somme le nombre de la cage.",
		"Start with the cages that have only one way to make their sum: 3 in two cells is 1 and 2, and %d in two cells is %d and %d. A row, column or box adds up to %d, so the cages inside one tell you what the rest of it holds.": "Commencez par les cages qui n’ont qu’une façon de faire leur somme\u202f: 3 en deux cases, c’est 1 et 2, et %[1]d en deux cases, c’est %[2]d et %[3]d. Une ligne, une colonne ou une région totalise %[4]d\u202f: les cages qu’elle contient disent donc ce que contient le reste.",
		"Write 1 to %d once in every row, column and box; each cage adds up to its number.":                                                                                                                                           "Écris les chiffres de 1 à %d une fois dans chaque ligne, colonne et région\u202f; chaque cage fait la somme de son nombre.",
		"Fill the grid so that every row, column and box holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.":                                                                               "Remplissez la grille pour que chaque ligne, colonne et région contienne une fois chaque chiffre de 1 à %d, et que les chiffres de chaque cage en pointillés soient différents et aient pour somme son petit nombre.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits cannot make its sum.":                                                                                      "Choisissez une case, puis tapez ou touchez un chiffre. Le crayon note plutôt de petits candidats. Une cage devient rouge quand ses chiffres ne peuvent pas faire sa somme.",

		"cage single":           "dernière case de cage",
		"cage combination":      "combinaisons de cage",
		"rule of 45":            "règle des 45",
		"line single":           "singleton de ligne",
		"combination and house": "combinaison et unité",
		"cage filling":          "remplissage de cage",
		"sum difference":        "différence de sommes",
		"cage splitting":        "découpage de cage",

		"the %d-cage at %s":    "cage de %d en %s",
		"The %d-cage at %s":    "Cage de %d en %s",
		"the innies of row %d": "les cases intérieures de la ligne %d", "the innies of column %d": "les cases intérieures de la colonne %d", "the innies of box %d": "les cases intérieures de la région %d",
		"the innies of rows %d to %d": "les cases intérieures des lignes %d à %d", "the innies of columns %d to %d": "les cases intérieures des colonnes %d à %d",
		"the outies of row %d": "les cases extérieures de la ligne %d", "the outies of column %d": "les cases extérieures de la colonne %d", "the outies of box %d": "les cases extérieures de la région %d",
		"the outies of rows %d to %d": "les cases extérieures des lignes %d à %d", "the outies of columns %d to %d": "les cases extérieures des colonnes %d à %d",
		"The innies of row %d": "Cases intérieures de la ligne %d", "The innies of column %d": "Cases intérieures de la colonne %d", "The innies of box %d": "Cases intérieures de la région %d",
		"The outies of row %d": "Cases extérieures de la ligne %d", "The outies of column %d": "Cases extérieures de la colonne %d", "The outies of box %d": "Cases extérieures de la région %d",
		"%s; %s":            "%s\u202f; %s",
		"%s can only be %s": "la %s ne peut être que %s",

		"By the rule of 45 on %s, its outie %s is its innie %s plus %d.":                                                                     "Par la règle des 45 sur la %[1]s, sa case extérieure %[2]s vaut sa case intérieure %[3]s plus %[4]d.",
		"By the rule of 45 on %s, its outie %s is its innie %s minus %d.":                                                                    "Par la règle des 45 sur la %[1]s, sa case extérieure %[2]s vaut sa case intérieure %[3]s moins %[4]d.",
		"By the rule of 45, %s (%s) add up to %d, which only some of their digits can make.":                                                 "Par la règle des 45, %[1]s (%[2]s) totalisent %[3]d, ce que seuls certains de leurs chiffres permettent.",
		"%s can only be %s, so its cells keep only those digits.":                                                                            "%[1]s\u202f: seules les combinaisons %[2]s sont possibles, et ses cases ne gardent que ces chiffres.",
		"Each cage's cells keep only the digits of the sets that make its sum: %s.":                                                          "Les cases de chaque cage ne gardent que les chiffres des combinaisons qui font sa somme\u202f: %[1]s.",
		"%s (%s) has one empty cell left, %s, and it takes the %d its sum still needs.":                                                      "%[1]s (%[2]s)\u202f: il ne reste qu’une case vide, %[3]s, qui prend le %[4]d qui manque à la somme.",
		"%s (%s) must be %s, and each of its cells keeps only the digits that some filling of the whole cage puts there.":                    "%[1]s (%[2]s)\u202f: seules les combinaisons %[3]s sont possibles, et chaque case ne garde que les chiffres qu’une façon de remplir toute la cage y met.",
		"Every way to make %s (%s) holds %s, so no other cell of %s can.":                                                                    "Toutes les façons de remplir la %[1]s (%[2]s) contiennent %[3]s\u202f: aucune autre case de la %[4]s ne peut donc en contenir.",
		"%s can put its %d only in %s, which must then be %s.":                                                                               "La %[1]s ne peut placer son %[2]d que dans la %[3]s, qui doit donc être %[4]s.",
		"By the rule of 45, %s is the one cell of %s its cages do not hold: it takes the %d they leave.":                                     "Par la règle des 45, la case %[1]s est la seule de la %[2]s que ses cages ne couvrent pas\u202f: elle prend le %[3]d qui reste.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d: %s.":                                                    "Par la règle des 45, les cases de la %[1]s que ses cages ne couvrent pas (%[2]s) totalisent %[3]d\u202f: %[4]s.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its last open cell, %s, takes the %d left.":  "Par la règle des 45, les cases de la %[1]s que ses cages ne couvrent pas (%[2]s) totalisent %[3]d, toutes dans la %[4]s\u202f: sa dernière case libre, %[5]s, prend le %[6]d qui reste.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its other open cells (%s) add up to %d: %s.": "Par la règle des 45, les cases de la %[1]s que ses cages ne couvrent pas (%[2]s) totalisent %[3]d, toutes dans la %[4]s\u202f: ses autres cases libres (%[5]s) totalisent %[6]d\u202f: %[7]s.",
	}
}
