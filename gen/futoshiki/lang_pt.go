package futoshiki

// pt returns Futoshiki's Portuguese.
func pt() map[string]string {
	return map[string]string{
		"Futoshiki":         "Futoshiki",
		"How to play %s":    "Como jogar: %s",
		"inequality bounds": "limites dos sinais",
		"inequality chain":  "cadeia de sinais",
		"bound propagation": "propagação de limites",
		"signs and singles": "sinais e únicos",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number exactly once.":                                                                                          "Escreva em cada casa um número de 1 a %d de modo que cada linha e cada coluna tenha cada número exatamente uma vez.",
		"The signs between cells must hold: each sign points at the smaller number, as in 2 < 3, between the cells of a row and between rows alike.":                                                               "Os sinais entre casas têm de se cumprir: cada sinal aponta para o número menor, como em 2 < 3, tanto entre as casas de uma linha como entre linhas.",
		"Start where the signs say most: a cell smaller than its neighbour cannot be %d, and a cell larger cannot be 1. A chain of signs says more: at the top of a chain of three cells, a number is at least 3.": "Comece onde os sinais dizem mais: uma casa menor do que a vizinha não pode ser %d, e uma maior não pode ser 1. Uma cadeia de sinais diz mais: no topo de uma cadeia de três casas, um número é pelo menos 3.",
		"Write 1 to %d once in every row and column; every sign points at the smaller number.":                                                                                                                     "Escreve de 1 a %d uma vez em cada linha e coluna; cada sinal aponta para o número menor.",
		"Fill the grid so that every row and column holds 1 to %d once, and every sign holds: its point faces the smaller digit.":                                                                                  "Preencha a grelha para que cada linha e coluna tenha de 1 a %d uma vez e cada sinal se cumpra: a sua ponta aponta para o algarismo menor.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.":                                                                                                                         "Escolha uma casa e escreva ou toque num algarismo. O lápis anota pequenos candidatos.",
		"By the signs: %s.": "Pelos sinais: %s.",
		"%s; %s":            "%s; %s",
		"%s.":               "%s.",
		"%s is not %s (it is less than the %d in %s)":    "%s não é %s (é menor do que o %d em %s)",
		"%s is not %s (it is less than %s)":              "%s não é %s (é menor do que %s)",
		"%s is not %s (it is greater than the %d in %s)": "%s não é %s (é maior do que o %d em %s)",
		"%s is not %s (it is greater than %s)":           "%s não é %s (é maior do que %s)",
		"%s is at least %d, so not %s":                   "%s é pelo menos %d, por isso não é %s",
		"%s is at most %d, so not %s":                    "%s é no máximo %d, por isso não é %s",
		"By the chain %s, %s":                            "Pela cadeia %s, %s",
		"by the chain %s, %s":                            "pela cadeia %s, %s",
		"%s (a %d)":                                      "%s (um %d)",
		"%s holds at most %d (%s), so %s is not %s":      "%s vale no máximo %d (%s), por isso %s não é %s",
		"%s holds at least %d (%s), so %s is not %s":     "%s vale pelo menos %d (%s), por isso %s não é %s",
		"%s < %s: %s.":                                   "%s < %s: %s.",
	}
}
