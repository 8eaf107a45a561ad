package calcudoku

// pt returns Calcudoku's Portuguese.
func pt() map[string]string {
	return map[string]string{
		"Calcudoku":              "Calcudoku",
		"How to play %s":         "Como jogar: %s",
		"cage arithmetic":        "cálculo da gaiola",
		"cage tuples":            "combinações da gaiola",
		"cage and line":          "gaiola e linha",
		"line sums and products": "somas e produtos das linhas",

		"The grid has %d rows and %d columns. Bold lines cut it into cages; the small clue in a cage's corner is a target and an operation.": "A grelha tem %d linhas e %d colunas. Linhas grossas dividem-na em gaiolas; a pequena pista no canto de uma gaiola é um resultado e uma operação.",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number from 1 to %d exactly once. The numbers in a cage make its target: added (+), multiplied (×), or, in a cage of two cells, the larger less (−) or divided by (÷) the smaller. A number may repeat in a cage if not in the same row or column.": "Escreva em cada casa um número de 1 a %d de modo que cada linha e cada coluna tenha cada número de 1 a %d exatamente uma vez. Os números de uma gaiola dão o seu resultado: somados (+), multiplicados (×) ou, numa gaiola de duas casas, o maior menos (−) ou dividido por (÷) o menor. Um número pode repetir-se numa gaiola se não estiver na mesma linha ou coluna.",
		"Start with the cages that have only one way to make their target, such as 3+ in two cells (1 and 2), and with the cages of one cell, which are given.":                                                                                                                                                                                         "Comece pelas gaiolas que só têm uma forma de dar o seu resultado, como 3+ em duas casas (1 e 2), e pelas gaiolas de uma casa, que são dadas.",
		"Write 1 to %d once in every row and column; each cage makes its clue.": "Escreve de 1 a %d uma vez em cada linha e coluna; cada gaiola dá a sua pista.",
		"Fill the grid so that every row and column holds 1 to %d once, and the digits of each outlined cage make its small number by its operation (+ sum, − difference, × product, ÷ quotient). Digits may repeat in a cage, never in a row or column.": "Preencha a grelha para que cada linha e coluna tenha de 1 a %d uma vez, e os algarismos de cada gaiola deem o seu pequeno número pela sua operação (+ soma, − diferença, × produto, ÷ quociente). Os algarismos podem repetir-se numa gaiola, nunca numa linha ou coluna.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits do not make its number.":                                                                                                       "Escolha uma casa e escreva ou toque num algarismo. O lápis anota pequenos candidatos. Uma gaiola fica vermelha quando os seus algarismos não dão o seu número.",

		"%s can only be made by %s, so its cells keep only those digits.":                     "%s só se obtém com %s, por isso as suas casas só guardam esses algarismos.",
		"With the candidates its rows and columns leave, %s can only be %s.":                  "Com os candidatos que as suas linhas e colunas deixam, a %s só pode ser %s.",
		"Every way to make %s puts a %d in its cells of %s, so no other cell of %s holds %d.": "Todas as formas de completar a %s põem um %d nas suas casas da %s, por isso nenhuma outra casa da %s tem o %d.",
		"%s can hold %d only in %s, so %s must put a %d there: it can only be %s.":            "A %s só pode ter o %d na %s, por isso a %s tem de ter lá um %d: só pode ser %s.",
		"The %s cage at %s":    "A gaiola %s em %s",
		"the %s cage at %s":    "gaiola %s em %s",
		"%d by some operation": "%d (operação escondida)",
		"%s or %s":             "%s ou %s",
		"%s":                   "%s",
		"rows %d and %d":       "linhas %d e %d",
		"columns %d and %d":    "colunas %d e %d",
		"the rest":             "as restantes casas",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                            "Em %s, os algarismos dão uma soma conhecida, e as gaiolas %s dão a sua parte, por isso %s têm de dar o resto: os seus candidatos só guardam os algarismos que o fazem.",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.":       "Em %s, os algarismos dão uma soma conhecida, e as gaiolas %s dão a sua parte, por isso %s, contra %s fora, têm de dar o resto: os seus candidatos só guardam os algarismos que o fazem.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                      "Em %s, os algarismos dão um produto conhecido, e as gaiolas %s dão a sua parte, por isso %s têm de dar o resto: os seus candidatos só guardam os algarismos que o fazem.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.": "Em %s, os algarismos dão um produto conhecido, e as gaiolas %s dão a sua parte, por isso %s, contra %s fora, têm de dar o resto: os seus candidatos só guardam os algarismos que o fazem.",
	}
}
