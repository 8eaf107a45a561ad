package futoshiki

// de returns Futoshiki's German.
func de() map[string]string {
	return map[string]string{
		"Futoshiki":         "Futoshiki",
		"How to play %s":    "Spielregeln: %s",
		"inequality bounds": "Ungleichungsgrenzen",
		"inequality chain":  "Ungleichungskette",
		"bound propagation": "Grenzen weitergeben",
		"signs and singles": "Zeichen und Singles",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number exactly once.":                                                                                          "Trage in jedes Feld eine Zahl von 1 bis %d ein, sodass jede Zeile und jede Spalte jede Zahl genau einmal enthält.",
		"The signs between cells must hold: each sign points at the smaller number, as in 2 < 3, between the cells of a row and between rows alike.":                                                               "Die Zeichen zwischen den Feldern müssen stimmen: Jedes Zeichen zeigt auf die kleinere Zahl, wie in 2 < 3, zwischen den Feldern einer Zeile ebenso wie zwischen Zeilen.",
		"Start where the signs say most: a cell smaller than its neighbour cannot be %d, and a cell larger cannot be 1. A chain of signs says more: at the top of a chain of three cells, a number is at least 3.": "Beginne dort, wo die Zeichen am meisten verraten: Ein Feld, das kleiner als sein Nachbar ist, kann nicht %d sein, und ein größeres nicht 1. Eine Kette von Zeichen verrät mehr: Oben in einer Kette aus drei Feldern ist eine Zahl mindestens 3.",
		"Write 1 to %d once in every row and column; every sign points at the smaller number.":                                                                                                                     "Schreibe 1 bis %d einmal in jede Zeile und Spalte; jedes Zeichen zeigt auf die kleinere Zahl.",
		"Fill the grid so that every row and column holds 1 to %d once, and every sign holds: its point faces the smaller digit.":                                                                                  "Fülle das Gitter so, dass jede Zeile und Spalte 1 bis %d einmal enthält und jedes Zeichen stimmt: Seine Spitze zeigt zur kleineren Ziffer.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.":                                                                                                                         "Wähle ein Feld, dann tippe oder klicke eine Ziffer. Der Bleistift notiert stattdessen kleine Kandidaten.",
		"By the signs: %s.": "Nach den Zeichen: %s.",
		"%s; %s":            "%s; %s",
		"%s.":               "%s.",
		"%s is not %s (it is less than the %d in %s)":    "%s ist nicht %s (es ist kleiner als die %d in %s)",
		"%s is not %s (it is less than %s)":              "%s ist nicht %s (es ist kleiner als %s)",
		"%s is not %s (it is greater than the %d in %s)": "%s ist nicht %s (es ist größer als die %d in %s)",
		"%s is not %s (it is greater than %s)":           "%s ist nicht %s (es ist größer als %s)",
		"%s is at least %d, so not %s":                   "%s ist mindestens %d, also nicht %s",
		"%s is at most %d, so not %s":                    "%s ist höchstens %d, also nicht %s",
		"By the chain %s, %s":                            "Nach der Kette %s: %s",
		"by the chain %s, %s":                            "nach der Kette %s: %s",
		"%s (a %d)":                                      "%s (eine %d)",
		"%s holds at most %d (%s), so %s is not %s":      "%s ist höchstens %d (%s), also ist %s nicht %s",
		"%s holds at least %d (%s), so %s is not %s":     "%s ist mindestens %d (%s), also ist %s nicht %s",
		"%s < %s: %s.":                                   "%s < %s: %s.",
	}
}
