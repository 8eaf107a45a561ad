package numberlink

// portuguese returns the kind's texts in Portuguese.
func portuguese() map[string]string {
	return map[string]string{
		"Numberlink":     "Numberlink",
		"How to play %s": "Como jogar %s",

		// How to play and the player.
		"Connect each pair of equal numbers with one line. The line runs through the centres of the cells, in horizontal and vertical steps, never diagonally.": "Ligue cada par de números iguais com uma linha. A linha passa pelo centro das casas, na horizontal e na vertical, nunca na diagonal.",
		"Lines never cross, branch or share a cell: each cell holds at most one line. Shaded cells, where there are any, are never used.":                       "As linhas nunca se cruzam, não se ramificam nem partilham casas: cada casa leva no máximo uma linha. As casas sombreadas, se as houver, nunca são usadas.",
		"Every cell is used: when all the pairs are connected, the lines fill the whole grid. Every puzzle has exactly one solution.":                           "Todas as casas são usadas: quando todos os pares estão ligados, as linhas preenchem a grelha inteira. Cada passatempo tem uma única solução.",
		"Join each pair of equal numbers; lines never cross and fill every cell.":                                                                               "Liga cada par de números iguais; as linhas não se cruzam e preenchem todas as casas.",
		"Join each pair of equal numbers with a line. Lines never cross, and every white cell is used.":                                                         "Ligue cada par de números iguais com uma linha. As linhas nunca se cruzam e todas as casas brancas são usadas.",
		"Drag from a number to draw its line; drag back over it to shorten it. Click a line to clear it.":                                                       "Arraste a partir de um número para traçar a sua linha; volte para trás para a encurtar. Clique numa linha para a apagar.",

		// The ladder.
		"forced move": "jogada forçada",
		"region":      "região",
		"trial":       "tentativa",
		"either way":  "de ambas as formas",

		// The steps.
		"upwards":      "para cima",
		"downwards":    "para baixo",
		"to the left":  "para a esquerda",
		"to the right": "para a direita",
		"The %d-path can only leave its end at %s %s.":                               "O caminho do %d só pode sair da sua ponta em %s %s.",
		"The line at %s can only go on %s.":                                          "A linha em %s só pode seguir %s.",
		"%s has only two open sides, so the %d-path runs through it from %s to %s.":  "%s só tem dois lados abertos, por isso o caminho do %d passa por lá de %s a %s.",
		"%s has only two open sides, so a line runs through it from %s to %s.":       "%s só tem dois lados abertos, por isso uma linha passa por lá de %s a %s.",
		"%s has its line already, so no other line touches it.":                      "%s já tem a sua linha, por isso nenhuma outra linha passa por lá.",
		"%s has its lines already, so no other line touches it.":                     "%s já tem as suas linhas, por isso nenhuma outra linha passa por lá.",
		"A line from %s to %s would close a loop.":                                   "Uma linha de %s a %s fecharia um circuito.",
		"%s and %s are on different paths, so no line joins them.":                   "%s e %s estão em caminhos diferentes, por isso nenhuma linha os liga.",
		"The line through %s is joined to the %d-path.":                              "A linha que passa por %s junta-se ao caminho do %d.",
		"Every route of the %d-path passes %s%s.":                                    "Todo o percurso do caminho do %d passa por %s%s.",
		"Only the %d-path can reach %s%s.":                                           "Só o caminho do %d pode chegar a %s%s.",
		"The %d-path cannot reach %s%s.":                                             "O caminho do %d não pode chegar a %s%s.",
		" (and 1 more cell)":                                                         " (e mais 1 casa)",
		" (and %d more cells)":                                                       " (e mais %d casas)",
		"A line from %s to %s leads to a contradiction, so there is none.":           "Uma linha de %s a %s leva a uma contradição, por isso não existe.",
		"Leaving %s and %s unjoined leads to a contradiction, so a line joins them.": "Deixar %s e %s por ligar leva a uma contradição, por isso uma linha liga-os.",
		"Joining %s and %s or leaving them unjoined, %s.":                            "Ligando %s e %s ou não, %s.",
		"both lead to the same lines":                                                "ambos os casos levam às mesmas linhas",
		"both put %s%s on the %d-path":                                               "ambos os casos põem %s%s no caminho do %d",
		"both keep the %d-path from %s%s":                                            "ambos os casos afastam o caminho do %d de %s%s",
		" and 1 more cell":                                                           " e mais 1 casa",
		" and %d more cells":                                                         " e mais %d casas",
		"%s; then %s":                                                                "%s; depois, %s",
	}
}
