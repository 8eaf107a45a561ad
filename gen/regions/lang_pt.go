package regions

// pt returns the engine's texts in Portuguese (Translations). A box is a
// "região", as Portuguese puzzle books also call it; a cell a "casa".
func pt() map[string]string {
	return map[string]string{
		"and": "e",
		"or":  "ou",

		"row %d": "linha %d", "column %d": "coluna %d", "box %d": "região %d", "region %d": "região %d",
		"Row %d": "linha %d", "Column %d": "coluna %d", "Box %d": "região %d", "Region %d": "região %d",
		"box": "região", "region": "região",
		"rows %s": "linhas %s", "columns %s": "colunas %s", "rows": "linhas", "columns": "colunas",
		"(%s)": "(%s)", "%s %s": "%s %s",

		"%s is %d":   "a casa %s é %d",
		"%s are %d":  "as casas %s são %d",
		"%s is":      "é a casa %s",
		"%s are":     "são as casas %s",
		"%s is not":  "a casa %s não é",
		"%s are not": "as casas %s não são",

		"%s, which sees both, cannot be %d":      "a casa %s, que vê ambas, não pode ser %d",
		"%s, which see both, cannot be %d":       "as casas %s, que veem ambas, não podem ser %d",
		"%s, which sees all three, cannot be %d": "a casa %s, que vê as três, não pode ser %d",
		"%s, which see all three, cannot be %d":  "as casas %s, que veem as três, não podem ser %d",

		"%s has one empty cell left, %s, and it takes the missing %d.":                                                          "A %[1]s tem só uma casa vazia, %[2]s, que leva o %[3]d que falta.",
		"%s needs a %d and only %s can take it.":                                                                                "A %[1]s precisa de um %[2]d e só a casa %[3]s o pode receber.",
		"%s needs an %d and only %s can take it.":                                                                               "A %[1]s precisa de um %[2]d e só a casa %[3]s o pode receber.",
		"Only %d can go in %s: every other digit is in its row or column.":                                                      "Só o %[1]d pode ir na casa %[2]s: todos os outros algarismos já estão na sua linha ou coluna.",
		"Only %d can go in %s: every other digit is in its row, column or %s.":                                                  "Só o %[1]d pode ir na casa %[2]s: todos os outros algarismos já estão na sua linha, coluna ou %[3]s.",
		"Only %d can go in %s: every other digit has been ruled out there.":                                                     "Só o %[1]d pode ir na casa %[2]s: todos os outros algarismos já foram excluídos aí.",
		"In %s, the %s can only go in %s, so no other cell of %s can be %s.":                                                    "Na %[1]s, os %[2]s só podem ir na %[3]s, por isso nenhuma outra casa da %[4]s pode ser %[5]s.",
		"%s can only be %s, so no other cell of %s can be either.":                                                              "As casas %[1]s só podem ser %[2]s, por isso nenhuma outra casa da %[3]s pode ser um deles.",
		"%s can only hold %s among them, so no other cell of %s can be %s.":                                                     "Entre si, as casas %[1]s só podem ter %[2]s, por isso nenhuma outra casa da %[3]s pode ser %[4]s.",
		"In %s, the %s can only go in %s, so those cells cannot be %s.":                                                         "Na %[1]s, os %[2]s só podem ir nas casas %[3]s, por isso essas casas não podem ser %[4]s.",
		"The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.":                  "Os %[1]d das %[2]s só podem ir nas %[3]s, por isso são os %[4]d dessas %[5]s, e nenhuma outra casa das %[6]s pode ser %[7]d.",
		"%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.":                 "A casa %[1]s só pode ser %[2]d ou %[3]d: se for %[4]d, a casa %[5]s %[6]s é %[7]d; se for %[8]d, a casa %[9]s %[10]s é %[11]d. Em qualquer caso, uma delas é %[12]d, por isso %[13]s.",
		"%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.": "A casa %[1]s só pode ser %[2]s; as casas %[3]s %[4]s e %[5]s %[6]s veem-na. Se for %[7]d, a casa %[8]s é %[9]d; se for %[10]d, a casa %[11]s é %[12]d. Assim, uma das três é %[13]d, e %[14]s.",
		"%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.": "As casas %[1]s e %[2]s só podem ser %[3]d ou %[4]d. Na %[5]s, o %[6]d só pode ir na casa %[7]s ou na casa %[8]s, e cada uma delas vê uma das duas: se ambas fossem %[9]d, a %[10]s não teria nenhum %[11]d. Assim, uma delas é %[12]d, e %[13]s.",
		"Linking the places of %d that are one of only two in a row, column or %s: either %s, or %s.":                                                                                "Ligando os lugares do %[1]d que são um de apenas dois numa linha, numa coluna ou numa %[2]s: ou %[3]s, ou %[4]s.",
		"Linking the places of %d that are one of only two in a row or column: either %s, or %s.":                                                                                    "Ligando os lugares do %[1]d que são um de apenas dois numa linha ou numa coluna: ou %[2]s, ou %[3]s.",
		"%s %s and %s see each other and cannot both be %d, so %s, and %s.":                                                                                                          "%[1]s As casas %[2]s e %[3]s veem-se e não podem ser ambas %[4]d, por isso %[5]s, e %[6]s.",
		"%s %s sees one of each, so it cannot be %d.":                                                                                                                                "%[1]s A casa %[2]s vê uma de cada grupo, por isso não pode ser %[3]d.",
		"%s %s see one of each, so they cannot be %d.":                                                                                                                               "%[1]s As casas %[2]s veem uma de cada grupo, por isso não podem ser %[3]d.",
		"%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.":                                                                                              "As casas %[1]s formam uma cadeia: se a casa %[2]s não for %[3]d, é %[4]d, e então %[5]s. Assim, a casa %[6]s ou a casa %[7]s é %[8]d, e %[9]s.",

		"full house":       "última casa livre",
		"hidden single":    "único escondido",
		"naked single":     "único nu",
		"pointing":         "redução região-linha",
		"claiming":         "redução linha-região",
		"naked pair":       "par nu",
		"naked triple":     "trio nu",
		"naked quad":       "quarteto nu",
		"hidden pair":      "par escondido",
		"hidden triple":    "trio escondido",
		"hidden quad":      "quarteto escondido",
		"X-wing":           "X-Wing",
		"swordfish":        "Swordfish",
		"jellyfish":        "Jellyfish",
		"XY-wing":          "XY-Wing",
		"XYZ-wing":         "XYZ-Wing",
		"W-wing":           "W-Wing",
		"simple colouring": "coloração simples",
		"XY-chain":         "cadeia XY",
	}
}
