package futoshiki

// nl returns Futoshiki's Dutch.
func nl() map[string]string {
	return map[string]string{
		"Futoshiki":         "Futoshiki",
		"How to play %s":    "Spelregels: %s",
		"inequality bounds": "grenzen van de tekens",
		"inequality chain":  "keten van tekens",
		"bound propagation": "grenzen doorgeven",
		"signs and singles": "tekens en singles",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number exactly once.":                                                                                          "Vul elk vakje in met een getal van 1 tot en met %d, zodat elke rij en elke kolom elk getal precies één keer bevat.",
		"The signs between cells must hold: each sign points at the smaller number, as in 2 < 3, between the cells of a row and between rows alike.":                                                               "De tekens tussen de vakjes moeten kloppen: elk teken wijst naar het kleinere getal, zoals in 2 < 3, tussen de vakjes van een rij en tussen rijen.",
		"Start where the signs say most: a cell smaller than its neighbour cannot be %d, and a cell larger cannot be 1. A chain of signs says more: at the top of a chain of three cells, a number is at least 3.": "Begin waar de tekens het meest zeggen: een vakje dat kleiner is dan zijn buur kan geen %d zijn, en een groter vakje geen 1. Een keten van tekens zegt meer: bovenaan een keten van drie vakjes is een getal minstens 3.",
		"Write 1 to %d once in every row and column; every sign points at the smaller number.":                                                                                                                     "Schrijf 1 tot en met %d één keer in elke rij en kolom; elk teken wijst naar het kleinere getal.",
		"Fill the grid so that every row and column holds 1 to %d once, and every sign holds: its point faces the smaller digit.":                                                                                  "Vul het rooster zodat elke rij en kolom 1 tot en met %d één keer bevat en elk teken klopt: de punt wijst naar het kleinere cijfer.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.":                                                                                                                         "Kies een vakje en typ of tik een cijfer. Het potlood schrijft in plaats daarvan kleine kandidaten.",
		"By the signs: %s.": "Volgens de tekens: %s.",
		"%s; %s":            "%s; %s",
		"%s.":               "%s.",
		"%s is not %s (it is less than the %d in %s)":    "%s is geen %s (het is kleiner dan de %d in %s)",
		"%s is not %s (it is less than %s)":              "%s is geen %s (het is kleiner dan %s)",
		"%s is not %s (it is greater than the %d in %s)": "%s is geen %s (het is groter dan de %d in %s)",
		"%s is not %s (it is greater than %s)":           "%s is geen %s (het is groter dan %s)",
		"%s is at least %d, so not %s":                   "%s is minstens %d, dus geen %s",
		"%s is at most %d, so not %s":                    "%s is hoogstens %d, dus geen %s",
		"By the chain %s, %s":                            "Volgens de keten %s: %s",
		"by the chain %s, %s":                            "volgens de keten %s: %s",
		"%s (a %d)":                                      "%s (een %d)",
		"%s holds at most %d (%s), so %s is not %s":      "%s is hoogstens %d (%s), dus %s is geen %s",
		"%s holds at least %d (%s), so %s is not %s":     "%s is minstens %d (%s), dus %s is geen %s",
		"%s < %s: %s.":                                   "%s < %s: %s.",
	}
}
