package skyscrapers

// de returns Skyscrapers's German.
func de() map[string]string {
	return map[string]string{
		"Skyscrapers":         "Wolkenkratzer",
		"How to play %s":      "Spielregeln: %s",
		"clue of 1":           "Hinweis 1",
		"clue of N":           "Hinweis N",
		"edge bound":          "Randgrenze",
		"visibility counting": "Sichtbarkeit zählen",
		"line orders":         "Reihenfolgen der Linie",
		"Each cell of the grid holds a building 1 to %d storeys high, and every row and every column holds each height from 1 to %d exactly once.":                                                                          "Jedes Feld des Gitters trägt ein Gebäude mit 1 bis %d Stockwerken, und jede Zeile und jede Spalte enthält jede Höhe von 1 bis %d genau einmal.",
		"A number outside the grid says how many buildings are seen from there, looking along its row or column: a building hides every lower one behind it.":                                                               "Eine Zahl außerhalb des Gitters sagt, wie viele Gebäude man von dort aus entlang ihrer Zeile oder Spalte sieht: Ein Gebäude verdeckt jedes niedrigere dahinter.",
		"Start at the edges: a 1 sees only the tallest building, so the %d stands next to it; a %d sees every building, so the heights rise 1, 2, 3 ... from it; and a large number keeps the tall buildings away from it.": "Beginne an den Rändern: Eine 1 sieht nur das höchste Gebäude, also steht die %d direkt daneben; eine %d sieht jedes Gebäude, also steigen die Höhen 1, 2, 3 ... von ihr aus an; und eine große Zahl hält die hohen Gebäude von sich fern.",
		"Write 1 to %d once in every row and column; each outside number counts the buildings seen from there.":                                                                                                             "Schreibe 1 bis %d einmal in jede Zeile und Spalte; jede Zahl am Rand zählt die Gebäude, die man von dort sieht.",
		"Fill the grid with buildings 1 to %d high, each height once in every row and column. A number outside the grid says how many buildings are seen from there: a taller building hides every lower one behind it.":    "Fülle das Gitter mit Gebäuden der Höhe 1 bis %d, jede Höhe einmal in jeder Zeile und Spalte. Eine Zahl außerhalb des Gitters sagt, wie viele Gebäude man von dort sieht: Ein höheres Gebäude verdeckt jedes niedrigere dahinter.",
		"Select a cell, then type or tap a height. Pencil writes small candidates instead.":                                                                                                                                 "Wähle ein Feld, dann tippe oder klicke eine Höhe. Der Bleistift notiert stattdessen kleine Kandidaten.",
		"The 1 %s sees only the tallest building, so it stands next to it: %s is %d.":                                                                                                                                       "Die 1 %s sieht nur das höchste Gebäude, also steht es direkt daneben: %s ist %d.",
		"The %d %s sees every building, so they rise 1 to %d from it.":                                                                                                                                                      "Die %d %s sieht jedes Gebäude, also steigen sie von ihr aus von 1 bis %d an.",
		"The %d %s must see %d buildings, so the cell next to it is at most %d high, and each further one at most one more.":                                                                                                "Die %d %s muss %d Gebäude sehen, also ist das Feld daneben höchstens %d hoch und jedes weitere höchstens eins mehr.",
		"Of the orders of %s its candidates allow, only some show %s.":                                                                                                                                                      "Von den Reihenfolgen in %s, die ihre Kandidaten erlauben, zeigen nur manche %s.",
		"left of row %d":              "links von Zeile %d",
		"right of row %d":             "rechts von Zeile %d",
		"above column %d":             "über Spalte %d",
		"below column %d":             "unter Spalte %d",
		"%d building from the left":   "%d Gebäude von links",
		"%d buildings from the left":  "%d Gebäude von links",
		"%d building from the right":  "%d Gebäude von rechts",
		"%d buildings from the right": "%d Gebäude von rechts",
		"%d building from above":      "%d Gebäude von oben",
		"%d buildings from above":     "%d Gebäude von oben",
		"%d building from below":      "%d Gebäude von unten",
		"%d buildings from below":     "%d Gebäude von unten",
		// long line orders
		"long line orders": "Reihenfolgen einer langen Linie",
		"%d cells of %s are empty: of the orders its candidates allow, only some show %s.": "%d Felder in %s sind leer: Von den Reihenfolgen, die ihre Kandidaten erlauben, zeigen nur manche %s.",
	}
}
