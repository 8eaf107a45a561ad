package kakuro

// portuguese returns Kakuro's texts in Portuguese.
func portuguese() map[string]string {
	return map[string]string{
		"Kakuro":         "Kakuro",
		"How to play %s": "Como jogar %s",

		// How to play and the player.
		"Kakuro is a crossword of numbers. Each white cell takes a digit from 1 to 9. A line of white cells across or down is a run; the grey cell before it holds its sum, the sum across above the diagonal and the sum down below it.":                                                        "O Kakuro é umas palavras cruzadas de números. Cada casa branca leva um algarismo de 1 a 9. Uma fila de casas brancas, horizontal ou vertical, é um bloco; a casa cinzenta antes dele indica a sua soma: a horizontal acima da diagonal e a vertical abaixo.",
		"Fill in every white cell so that the digits of each run add up to its sum, with no digit twice in a run.":                                                                                                                                                                               "Preencha todas as casas brancas de modo que os algarismos de cada bloco somem a sua soma, sem repetir algarismos num bloco.",
		"Start with the sums that can be made only one way: 3 in two cells is 1 and 2, 4 is 1 and 3, 16 is 7 and 9, 17 is 8 and 9; in three cells 6 is 1, 2 and 3, 7 is 1, 2 and 4, 23 is 6, 8 and 9, and 24 is 7, 8 and 9. Where an across run and a down run cross, the digit must suit both.": "Comece pelas somas que só se fazem de uma maneira: em duas casas, 3 é 1 e 2, 4 é 1 e 3, 16 é 7 e 9, 17 é 8 e 9; em três casas, 6 é 1, 2 e 3, 7 é 1, 2 e 4, 23 é 6, 8 e 9, e 24 é 7, 8 e 9. Onde um bloco horizontal e um vertical se cruzam, o algarismo tem de servir aos dois.",
		"Write 1 to 9 in the white cells: each run adds up to its sum, with no digit twice.":                                                                                                                                                                                                     "Escreve de 1 a 9 nas casas brancas: cada bloco dá a sua soma, sem algarismos repetidos.",
		"Write a digit from 1 to 9 in every white cell. The digits of a run, across or down, differ and add up to the sum in the clue cell before it: across sums above the diagonal, down sums below it.":                                                                                       "Escreva um algarismo de 1 a 9 em cada casa branca. Os algarismos de um bloco, horizontal ou vertical, são diferentes e somam o número da casa cinzenta antes dele: as somas horizontais acima da diagonal, as verticais abaixo.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. The bar shows the ways the selected cell's runs can still make their sums, such as 16 in 2: 7+9. A sum turns red when its run, filled in, does not make it.":                                           "Selecione uma casa e escreva ou toque num algarismo. O lápis escreve antes pequenos candidatos. A barra mostra como os blocos da casa escolhida ainda podem dar a sua soma, como 16 em 2: 7+9. Uma soma fica vermelha quando o seu bloco, preenchido, não a dá.",

		// The ladder.
		"unique sum":           "soma única",
		"naked single":         "solitário nu",
		"crossed combinations": "combinações cruzadas",
		"hidden single":        "solitário oculto",
		"excluded digits":      "algarismos excluídos",
		"pair in a run":        "par num bloco",
		"block sums":           "somas de faixa",
		"subset in a run":      "subconjunto num bloco",
		"run arrangements":     "arranjos de um bloco",

		// The steps.
		"the across %d in %d at %s":                                                            "bloco horizontal %d em %d casas (%s)",
		"the down %d in %d at %s":                                                              "bloco vertical %d em %d casas (%s)",
		"%s can only be %s, so its cells hold only those digits.":                              "O %s só pode ser %s, por isso as suas casas só levam esses algarismos.",
		"%s can only be %d.":                                                                   "A casa em %s só pode ser %d.",
		"%s lies in %s and %s; the digits both allow are %s.":                                  "A casa em %s está no %s e no %s; os algarismos que ambos permitem são %s.",
		"%s needs a %d and only %s can take it.":                                               "O %s precisa de um %d e só a casa em %s o pode receber.",
		"the combinations left to %s use only %s.":                                             "As combinações que restam ao %s só usam %s.",
		"%d cells of %s hold %s between them, so its other cells do not.":                      "%d casas do %s repartem %s entre si, por isso as suas outras casas não os levam.",
		"trying each way to fill %s with its combinations rules some digits out of its cells.": "Experimentar cada forma de preencher o %s com as suas combinações exclui alguns algarismos das suas casas.",
		"the sums of rows %d to %d leave %d for their one open innie, %s.":                     "As somas das linhas %d a %d deixam %d para a sua única casa interior livre, a casa em %s.",
		"the sums of rows %d to %d leave %d for their one open outie, %s.":                     "As somas das linhas %d a %d deixam %d para a sua única casa exterior livre, a casa em %s.",
		"the sums of columns %d to %d leave %d for their one open innie, %s.":                  "As somas das colunas %d a %d deixam %d para a sua única casa interior livre, a casa em %s.",
		"the sums of columns %d to %d leave %d for their one open outie, %s.":                  "As somas das colunas %d a %d deixam %d para a sua única casa exterior livre, a casa em %s.",
	}
}
