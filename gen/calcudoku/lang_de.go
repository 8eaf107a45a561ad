package calcudoku

// de returns Calcudoku's German.
func de() map[string]string {
	return map[string]string{
		"Calcudoku":              "Calcudoku",
		"How to play %s":         "Spielregeln: %s",
		"cage arithmetic":        "Käfigrechnung",
		"cage tuples":            "Käfigkombinationen",
		"cage and line":          "Käfig und Linie",
		"line sums and products": "Summen und Produkte der Linien",

		"The grid has %d rows and %d columns. Bold lines cut it into cages; the small clue in a cage's corner is a target and an operation.": "Das Gitter hat %d Zeilen und %d Spalten. Dicke Linien teilen es in Käfige; die kleine Angabe in der Ecke eines Käfigs nennt ein Ergebnis und eine Rechenart.",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number from 1 to %d exactly once. The numbers in a cage make its target: added (+), multiplied (×), or, in a cage of two cells, the larger less (−) or divided by (÷) the smaller. A number may repeat in a cage if not in the same row or column.": "Trage in jedes Feld eine Zahl von 1 bis %d ein, sodass jede Zeile und jede Spalte jede Zahl von 1 bis %d genau einmal enthält. Die Zahlen eines Käfigs ergeben sein Ergebnis: addiert (+), multipliziert (×) oder, in einem Käfig aus zwei Feldern, die größere minus (−) oder geteilt durch (÷) die kleinere. Eine Zahl darf sich in einem Käfig wiederholen, wenn sie nicht in derselben Zeile oder Spalte steht.",
		"Start with the cages that have only one way to make their target, such as 3+ in two cells (1 and 2), and with the cages of one cell, which are given.":                                                                                                                                                                                         "Beginne mit den Käfigen, deren Ergebnis sich nur auf eine Weise bilden lässt, etwa 3+ in zwei Feldern (1 und 2), und mit den Käfigen aus einem Feld, die vorgegeben sind.",
		"Write 1 to %d once in every row and column; each cage makes its clue.": "Schreibe 1 bis %d einmal in jede Zeile und Spalte; jeder Käfig ergibt seine Zahl.",
		"Fill the grid so that every row and column holds 1 to %d once, and the digits of each outlined cage make its small number by its operation (+ sum, − difference, × product, ÷ quotient). Digits may repeat in a cage, never in a row or column.": "Fülle das Gitter so, dass jede Zeile und Spalte 1 bis %d einmal enthält und die Ziffern jedes umrandeten Käfigs mit seiner Rechenart seine kleine Zahl ergeben (+ Summe, − Differenz, × Produkt, ÷ Quotient). Ziffern dürfen sich in einem Käfig wiederholen, nie in einer Zeile oder Spalte.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits do not make its number.":                                                                                                       "Wähle ein Feld, dann tippe oder klicke eine Ziffer. Der Bleistift notiert stattdessen kleine Kandidaten. Ein Käfig wird rot, wenn seine Ziffern seine Zahl nicht ergeben.",

		"%s can only be made by %s, so its cells keep only those digits.":                     "%s lässt sich nur mit %s bilden, also behalten seine Felder nur diese Ziffern.",
		"With the candidates its rows and columns leave, %s can only be %s.":                  "Mit den Kandidaten, die seine Zeilen und Spalten übrig lassen, kann %s nur %s sein.",
		"Every way to make %s puts a %d in its cells of %s, so no other cell of %s holds %d.": "Jede Lösung für %s setzt eine %d in seine Felder von %s, also enthält in %s kein anderes Feld eine %d.",
		"%s can hold %d only in %s, so %s must put a %d there: it can only be %s.":            "%s kann die %d nur in %s haben, also muss %s dort eine %d enthalten: Er kann nur %s sein.",
		"The %s cage at %s":    "Der Käfig %s bei %s",
		"the %s cage at %s":    "der Käfig %s bei %s",
		"%d by some operation": "%d (Rechenart verdeckt)",
		"%s or %s":             "%s oder %s",
		"%s":                   "%s",
		"rows %d and %d":       "Zeilen %d und %d",
		"columns %d and %d":    "Spalten %d und %d",
		"the rest":             "die übrigen Felder",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                            "Die Ziffern von %s ergeben eine bekannte Summe, und die Käfige mit %s tragen ihren Teil bei, also müssen %s den Rest ergeben: Ihre Kandidaten behalten nur die Ziffern, die das tun.",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.":       "Die Ziffern von %s ergeben eine bekannte Summe, und die Käfige mit %s tragen ihren Teil bei, also müssen %s, gegen %s außerhalb, den Rest ergeben: Ihre Kandidaten behalten nur die Ziffern, die das tun.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                      "Die Ziffern von %s ergeben ein bekanntes Produkt, und die Käfige mit %s tragen ihren Teil bei, also müssen %s den Rest ergeben: Ihre Kandidaten behalten nur die Ziffern, die das tun.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.": "Die Ziffern von %s ergeben ein bekanntes Produkt, und die Käfige mit %s tragen ihren Teil bei, also müssen %s, gegen %s außerhalb, den Rest ergeben: Ihre Kandidaten behalten nur die Ziffern, die das tun.",
	}
}
