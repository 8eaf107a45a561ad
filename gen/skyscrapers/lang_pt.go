package skyscrapers

// pt returns Skyscrapers's Portuguese.
func pt() map[string]string {
	return map[string]string{
		"Skyscrapers":         "Arranha-céus",
		"How to play %s":      "Como jogar: %s",
		"clue of 1":           "pista de 1",
		"clue of N":           "pista de N",
		"edge bound":          "limite da borda",
		"visibility counting": "contagem dos visíveis",
		"line orders":         "ordens da linha",
		"Each cell of the grid holds a building 1 to %d storeys high, and every row and every column holds each height from 1 to %d exactly once.":                                                                          "Cada casa da grelha tem um prédio de 1 a %d andares, e cada linha e cada coluna tem cada altura de 1 a %d exatamente uma vez.",
		"A number outside the grid says how many buildings are seen from there, looking along its row or column: a building hides every lower one behind it.":                                                               "Um número fora da grelha diz quantos prédios se veem dali, olhando ao longo da sua linha ou coluna: um prédio esconde todos os mais baixos atrás de si.",
		"Start at the edges: a 1 sees only the tallest building, so the %d stands next to it; a %d sees every building, so the heights rise 1, 2, 3 ... from it; and a large number keeps the tall buildings away from it.": "Comece pelas bordas: um 1 só vê o prédio mais alto, por isso o %d fica ao lado dele; um %d vê todos os prédios, por isso as alturas sobem 1, 2, 3... a partir dele; e um número grande mantém os prédios altos afastados.",
		"Write 1 to %d once in every row and column; each outside number counts the buildings seen from there.":                                                                                                             "Escreve de 1 a %d uma vez em cada linha e coluna; cada número de fora conta os prédios vistos dali.",
		"Fill the grid with buildings 1 to %d high, each height once in every row and column. A number outside the grid says how many buildings are seen from there: a taller building hides every lower one behind it.":    "Preencha a grelha com prédios de altura 1 a %d, cada altura uma vez em cada linha e coluna. Um número fora da grelha diz quantos prédios se veem dali: um prédio mais alto esconde todos os mais baixos atrás de si.",
		"Select a cell, then type or tap a height. Pencil writes small candidates instead.":                                                                                                                                 "Escolha uma casa e escreva ou toque numa altura. O lápis anota pequenos candidatos.",
		"The 1 %s sees only the tallest building, so it stands next to it: %s is %d.":                                                                                                                                       "O 1 %s só vê o prédio mais alto, que por isso fica ao lado dele: %s é %d.",
		"The %d %s sees every building, so they rise 1 to %d from it.":                                                                                                                                                      "O %d %s vê todos os prédios, que por isso sobem de 1 a %d a partir dele.",
		"The %d %s must see %d buildings, so the cell next to it is at most %d high, and each further one at most one more.":                                                                                                "O %d %s tem de ver %d prédios, por isso a casa ao lado tem no máximo %d de altura, e cada uma das seguintes no máximo mais um.",
		"Of the orders of %s its candidates allow, only some show %s.":                                                                                                                                                      "Das ordens da %s que os seus candidatos permitem, só algumas mostram %s.",
		"left of row %d":              "à esquerda da linha %d",
		"right of row %d":             "à direita da linha %d",
		"above column %d":             "acima da coluna %d",
		"below column %d":             "abaixo da coluna %d",
		"%d building from the left":   "%d prédio da esquerda",
		"%d buildings from the left":  "%d prédios da esquerda",
		"%d building from the right":  "%d prédio da direita",
		"%d buildings from the right": "%d prédios da direita",
		"%d building from above":      "%d prédio de cima",
		"%d buildings from above":     "%d prédios de cima",
		"%d building from below":      "%d prédio de baixo",
		"%d buildings from below":     "%d prédios de baixo",
		// long line orders
		"long line orders": "ordens de uma linha longa",
		"%d cells of %s are empty: of the orders its candidates allow, only some show %s.": "%d casas da %s estão vazias: das ordens que os seus candidatos permitem, só algumas mostram %s.",
	}
}
