package regions

// es returns the engine's texts in Spanish (Translations). A box is a
// "región", as Spanish puzzle books also call it; a cell a "casilla".
func es() map[string]string {
	return map[string]string{
		"and": "y",
		"or":  "o",

		"row %d": "fila %d", "column %d": "columna %d", "box %d": "región %d", "region %d": "región %d",
		"Row %d": "fila %d", "Column %d": "columna %d", "Box %d": "región %d", "Region %d": "región %d",
		"box": "región", "region": "región",
		"rows %s": "filas %s", "columns %s": "columnas %s", "rows": "filas", "columns": "columnas",
		"(%s)": "(%s)", "%s %s": "%s %s",

		"%s is %d":   "la casilla %s es %d",
		"%s are %d":  "las casillas %s son %d",
		"%s is":      "la casilla %s lo es",
		"%s are":     "las casillas %s lo son",
		"%s is not":  "la casilla %s no lo es",
		"%s are not": "las casillas %s no lo son",

		"%s, which sees both, cannot be %d":      "la casilla %s, que ve a ambas, no puede ser %d",
		"%s, which see both, cannot be %d":       "las casillas %s, que ven a ambas, no pueden ser %d",
		"%s, which sees all three, cannot be %d": "la casilla %s, que ve a las tres, no puede ser %d",
		"%s, which see all three, cannot be %d":  "las casillas %s, que ven a las tres, no pueden ser %d",

		"%s has one empty cell left, %s, and it takes the missing %d.":                                                          "A la %[1]s solo le queda una casilla vacía, %[2]s, y lleva el %[3]d que falta.",
		"%s needs a %d and only %s can take it.":                                                                                "La %[1]s necesita un %[2]d y solo la casilla %[3]s puede llevarlo.",
		"%s needs an %d and only %s can take it.":                                                                               "La %[1]s necesita un %[2]d y solo la casilla %[3]s puede llevarlo.",
		"Only %d can go in %s: every other digit is in its row or column.":                                                      "Solo el %[1]d cabe en la casilla %[2]s: todas las demás cifras ya están en su fila o su columna.",
		"Only %d can go in %s: every other digit is in its row, column or %s.":                                                  "Solo el %[1]d cabe en la casilla %[2]s: todas las demás cifras ya están en su fila, su columna o su %[3]s.",
		"Only %d can go in %s: every other digit has been ruled out there.":                                                     "Solo el %[1]d cabe en la casilla %[2]s: todas las demás cifras ya se han descartado allí.",
		"In %s, the %s can only go in %s, so no other cell of %s can be %s.":                                                    "En la %[1]s, los %[2]s solo pueden ir en la %[3]s, así que ninguna otra casilla de la %[4]s puede ser %[5]s.",
		"%s can only be %s, so no other cell of %s can be either.":                                                              "Las casillas %[1]s solo pueden ser %[2]s, así que ninguna otra casilla de la %[3]s puede ser ninguno de los dos.",
		"%s can only hold %s among them, so no other cell of %s can be %s.":                                                     "Entre todas, las casillas %[1]s solo pueden llevar %[2]s, así que ninguna otra casilla de la %[3]s puede ser %[4]s.",
		"In %s, the %s can only go in %s, so those cells cannot be %s.":                                                         "En la %[1]s, los %[2]s solo pueden ir en las casillas %[3]s, así que esas casillas no pueden ser %[4]s.",
		"The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.":                  "Los %[1]d de las %[2]s solo pueden ir en las %[3]s, así que son los %[4]d de esas %[5]s, y ninguna otra casilla de las %[6]s puede ser %[7]d.",
		"%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.":                 "La casilla %[1]s solo puede ser %[2]d o %[3]d: si es %[4]d, la casilla %[5]s %[6]s es %[7]d; si es %[8]d, la casilla %[9]s %[10]s es %[11]d. En ambos casos una de ellas es %[12]d, así que %[13]s.",
		"%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.": "La casilla %[1]s solo puede ser %[2]s; las casillas %[3]s %[4]s y %[5]s %[6]s la ven. Si es %[7]d, la casilla %[8]s es %[9]d; si es %[10]d, la casilla %[11]s es %[12]d. Así que una de las tres es %[13]d, y %[14]s.",
		"%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.": "Las casillas %[1]s y %[2]s solo pueden ser %[3]d o %[4]d. En la %[5]s, el %[6]d solo puede ir en la casilla %[7]s o en la casilla %[8]s, y cada una ve a una de ellas: si ambas fueran %[9]d, la %[10]s no tendría ningún %[11]d. Así que una de ellas es %[12]d, y %[13]s.",
		"Linking the places of %d that are one of only two in a row, column or %s: either %s, or %s.":                                                                                "Uniendo los lugares del %[1]d que son uno de solo dos en una fila, una columna o una %[2]s: o bien %[3]s, o bien %[4]s.",
		"Linking the places of %d that are one of only two in a row or column: either %s, or %s.":                                                                                    "Uniendo los lugares del %[1]d que son uno de solo dos en una fila o una columna: o bien %[2]s, o bien %[3]s.",
		"%s %s and %s see each other and cannot both be %d, so %s, and %s.":                                                                                                          "%[1]s Las casillas %[2]s y %[3]s se ven y no pueden ser ambas %[4]d, así que %[5]s, y %[6]s.",
		"%s %s sees one of each, so it cannot be %d.":                                                                                                                                "%[1]s La casilla %[2]s ve una de cada grupo, así que no puede ser %[3]d.",
		"%s %s see one of each, so they cannot be %d.":                                                                                                                               "%[1]s Las casillas %[2]s ven una de cada grupo, así que no pueden ser %[3]d.",
		"%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.":                                                                                              "Las casillas %[1]s forman una cadena: si la casilla %[2]s no es %[3]d, es %[4]d, así que %[5]s. Por tanto, la casilla %[6]s o la casilla %[7]s es %[8]d, y %[9]s.",

		"full house":       "última casilla libre",
		"hidden single":    "único oculto",
		"naked single":     "único desnudo",
		"pointing":         "reducción región-línea",
		"claiming":         "reducción línea-región",
		"naked pair":       "pareja desnuda",
		"naked triple":     "trío desnudo",
		"naked quad":       "cuarteto desnudo",
		"hidden pair":      "pareja oculta",
		"hidden triple":    "trío oculto",
		"hidden quad":      "cuarteto oculto",
		"X-wing":           "X-Wing",
		"swordfish":        "pez espada",
		"jellyfish":        "medusa",
		"XY-wing":          "XY-Wing",
		"XYZ-wing":         "XYZ-Wing",
		"W-wing":           "W-Wing",
		"simple colouring": "coloreado simple",
		"XY-chain":         "cadena XY",
	}
}
