package killer

// pt returns Killer Sudoku's texts in Portuguese (Translations): a cage is a
// "gaiola", named bare ("gaiola de 17 em r1c2") so that a sentence gives
// it its article; a box is a "região".
func pt() map[string]string {
	return map[string]string{
		"Killer Sudoku":  "Killer Sudoku",
		"How to play %s": "Como jogar %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Dashed lines cut it into cages; the small number in a cage's corner is the sum of its digits.":                                            "A grelha tem %[1]d linhas, %[2]d colunas e %[3]d regiões de %[4]d por %[5]d casas, contornadas a negrito. Linhas tracejadas dividem-na em gaiolas; o número pequeno no canto de uma gaiola é a soma dos seus algarismos.",
		"Fill in every cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once, and the numbers in each cage differ and add up to its sum.":                           "Preencha cada casa com um número de 1 a %[1]d, de modo que cada linha, cada coluna e cada região tenha cada número de 1 a %[2]d exatamente uma vez, e que os números de cada gaiola sejam diferentes e somem o seu número.",
		"Start with the cages that have only one way to make their sum: 3 in two cells is 1 and 2, and %d in two cells is %d and %d. A row, column or box adds up to %d, so the cages inside one tell you what the rest of it holds.": "Comece pelas gaiolas cuja soma só se faz de uma maneira: 3 em duas casas é 1 e 2, e %[1]d em duas casas é %[2]d e %[3]d. Uma linha, uma coluna ou uma região soma %[4]d, por isso as gaiolas dentro dela dizem o que tem o resto.",
		"Write 1 to %d once in every row, column and box; each cage adds up to its number.":                                                                                                                                           "Escreve de 1 a %d uma vez em cada linha, coluna e região; cada gaiola soma o seu número.",
		"Fill the grid so that every row, column and box holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.":                                                                               "Preencha a grelha de modo que cada linha, coluna e região tenha de 1 a %d uma vez, e que os algarismos de cada gaiola tracejada sejam diferentes e somem o seu número pequeno.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits cannot make its sum.":                                                                                      "Selecione uma casa e escreva ou toque num algarismo. O lápis escreve antes pequenos candidatos. Uma gaiola fica vermelha quando os seus algarismos não podem dar a sua soma.",

		"cage single":           "único de gaiola",
		"cage combination":      "combinações de gaiola",
		"rule of 45":            "regra dos 45",
		"line single":           "único de linha",
		"combination and house": "combinação e unidade",
		"cage filling":          "preenchimento de gaiola",
		"sum difference":        "diferença de somas",
		"cage splitting":        "divisão de gaiola",

		"the %d-cage at %s":    "gaiola de %d em %s",
		"The %d-cage at %s":    "Gaiola de %d em %s",
		"the innies of row %d": "as casas interiores da linha %d", "the innies of column %d": "as casas interiores da coluna %d", "the innies of box %d": "as casas interiores da região %d",
		"the innies of rows %d to %d": "as casas interiores das linhas %d a %d", "the innies of columns %d to %d": "as casas interiores das colunas %d a %d",
		"the outies of row %d": "as casas exteriores da linha %d", "the outies of column %d": "as casas exteriores da coluna %d", "the outies of box %d": "as casas exteriores da região %d",
		"the outies of rows %d to %d": "as casas exteriores das linhas %d a %d", "the outies of columns %d to %d": "as casas exteriores das colunas %d a %d",
		"The innies of row %d": "Casas interiores da linha %d", "The innies of column %d": "Casas interiores da coluna %d", "The innies of box %d": "Casas interiores da região %d",
		"The outies of row %d": "Casas exteriores da linha %d", "The outies of column %d": "Casas exteriores da coluna %d", "The outies of box %d": "Casas exteriores da região %d",
		"%s; %s":            "%s; %s",
		"%s can only be %s": "a %s só pode ser %s",

		"By the rule of 45 on %s, its outie %s is its innie %s plus %d.":                                                                     "Pela regra dos 45 na %[1]s, a sua casa exterior %[2]s vale a sua casa interior %[3]s mais %[4]d.",
		"By the rule of 45 on %s, its outie %s is its innie %s minus %d.":                                                                    "Pela regra dos 45 na %[1]s, a sua casa exterior %[2]s vale a sua casa interior %[3]s menos %[4]d.",
		"By the rule of 45, %s (%s) add up to %d, which only some of their digits can make.":                                                 "Pela regra dos 45, %[1]s (%[2]s) somam %[3]d, o que só alguns dos seus algarismos permitem.",
		"%s can only be %s, so its cells keep only those digits.":                                                                            "%[1]s: só as combinações %[2]s são possíveis, por isso as suas casas só guardam esses algarismos.",
		"Each cage's cells keep only the digits of the sets that make its sum: %s.":                                                          "As casas de cada gaiola só guardam os algarismos das combinações que dão a sua soma: %[1]s.",
		"%s (%s) has one empty cell left, %s, and it takes the %d its sum still needs.":                                                      "%[1]s (%[2]s): resta só uma casa vazia, %[3]s, que leva o %[4]d que ainda falta à soma.",
		"%s (%s) must be %s, and each of its cells keeps only the digits that some filling of the whole cage puts there.":                    "%[1]s (%[2]s): só as combinações %[3]s são possíveis, e cada casa só guarda os algarismos que alguma maneira de preencher toda a gaiola lá põe.",
		"Every way to make %s (%s) holds %s, so no other cell of %s can.":                                                                    "Qualquer maneira de preencher a %[1]s (%[2]s) tem %[3]s, por isso nenhuma outra casa da %[4]s os pode ter.",
		"%s can put its %d only in %s, which must then be %s.":                                                                               "A %[1]s só pode pôr o seu %[2]d na %[3]s, que tem então de ser %[4]s.",
		"By the rule of 45, %s is the one cell of %s its cages do not hold: it takes the %d they leave.":                                     "Pela regra dos 45, a casa %[1]s é a única da %[2]s que as suas gaiolas não cobrem: leva o %[3]d que resta.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d: %s.":                                                    "Pela regra dos 45, as casas da %[1]s que as suas gaiolas não cobrem (%[2]s) somam %[3]d: %[4]s.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its last open cell, %s, takes the %d left.":  "Pela regra dos 45, as casas da %[1]s que as suas gaiolas não cobrem (%[2]s) somam %[3]d, todas na %[4]s: a sua última casa livre, %[5]s, leva o %[6]d que resta.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its other open cells (%s) add up to %d: %s.": "Pela regra dos 45, as casas da %[1]s que as suas gaiolas não cobrem (%[2]s) somam %[3]d, todas na %[4]s: as suas outras casas livres (%[5]s) somam %[6]d: %[7]s.",
	}
}
