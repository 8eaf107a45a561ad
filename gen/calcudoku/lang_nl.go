package calcudoku

// nl returns Calcudoku's Dutch.
func nl() map[string]string {
	return map[string]string{
		"Calcudoku":              "Calcudoku",
		"How to play %s":         "Spelregels: %s",
		"cage arithmetic":        "kooirekenen",
		"cage tuples":            "kooicombinaties",
		"cage and line":          "kooi en lijn",
		"line sums and products": "sommen en producten van lijnen",

		"The grid has %d rows and %d columns. Bold lines cut it into cages; the small clue in a cage's corner is a target and an operation.": "Het rooster heeft %d rijen en %d kolommen. Dikke lijnen verdelen het in kooien; de kleine aanwijzing in de hoek van een kooi is een uitkomst en een bewerking.",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number from 1 to %d exactly once. The numbers in a cage make its target: added (+), multiplied (×), or, in a cage of two cells, the larger less (−) or divided by (÷) the smaller. A number may repeat in a cage if not in the same row or column.": "Vul elk vakje in met een getal van 1 tot en met %d, zodat elke rij en elke kolom elk getal van 1 tot en met %d precies één keer bevat. De getallen in een kooi geven de uitkomst: opgeteld (+), vermenigvuldigd (×) of, in een kooi van twee vakjes, het grootste min (−) of gedeeld door (÷) het kleinste. Een getal mag zich in een kooi herhalen als het niet in dezelfde rij of kolom staat.",
		"Start with the cages that have only one way to make their target, such as 3+ in two cells (1 and 2), and with the cages of one cell, which are given.":                                                                                                                                                                                         "Begin met de kooien waarvan de uitkomst maar op één manier te maken is, zoals 3+ in twee vakjes (1 en 2), en met de kooien van één vakje, die gegeven zijn.",
		"Write 1 to %d once in every row and column; each cage makes its clue.": "Schrijf 1 tot en met %d één keer in elke rij en kolom; elke kooi geeft zijn uitkomst.",
		"Fill the grid so that every row and column holds 1 to %d once, and the digits of each outlined cage make its small number by its operation (+ sum, − difference, × product, ÷ quotient). Digits may repeat in a cage, never in a row or column.": "Vul het rooster zodat elke rij en kolom 1 tot en met %d één keer bevat, en de cijfers van elke omlijnde kooi met de bewerking het kleine getal geven (+ som, − verschil, × product, ÷ quotiënt). Cijfers mogen zich in een kooi herhalen, nooit in een rij of kolom.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits do not make its number.":                                                                                                       "Kies een vakje en typ of tik een cijfer. Het potlood schrijft in plaats daarvan kleine kandidaten. Een kooi wordt rood als de cijfers het getal niet geven.",

		"%s can only be made by %s, so its cells keep only those digits.":                     "%s kan alleen met %s gemaakt worden, dus de vakjes houden alleen die cijfers.",
		"With the candidates its rows and columns leave, %s can only be %s.":                  "Met de kandidaten die de rijen en kolommen overlaten, kan %s alleen %s zijn.",
		"Every way to make %s puts a %d in its cells of %s, so no other cell of %s holds %d.": "Elke manier om %s te maken zet een %d in de vakjes van %s, dus bevat in %s geen ander vakje een %d.",
		"%s can hold %d only in %s, so %s must put a %d there: it can only be %s.":            "%s kan de %d alleen in %s hebben, dus %s moet daar een %d hebben: die kan alleen %s zijn.",
		"The %s cage at %s":    "De kooi %s bij %s",
		"the %s cage at %s":    "de kooi %s bij %s",
		"%d by some operation": "%d (bewerking verborgen)",
		"%s or %s":             "%s of %s",
		"%s":                   "%s",
		"rows %d and %d":       "rijen %d en %d",
		"columns %d and %d":    "kolommen %d en %d",
		"the rest":             "de overige vakjes",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                            "De cijfers van %s hebben een bekende som, en de kooien met %s geven hun deel ervan, dus %s moeten de rest maken: hun kandidaten houden alleen de cijfers die dat doen.",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.":       "De cijfers van %s hebben een bekende som, en de kooien met %s geven hun deel ervan, dus %s, tegenover %s erbuiten, moeten de rest maken: hun kandidaten houden alleen de cijfers die dat doen.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                      "De cijfers van %s hebben een bekend product, en de kooien met %s geven hun deel ervan, dus %s moeten de rest maken: hun kandidaten houden alleen de cijfers die dat doen.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.": "De cijfers van %s hebben een bekend product, en de kooien met %s geven hun deel ervan, dus %s, tegenover %s erbuiten, moeten de rest maken: hun kandidaten houden alleen de cijfers die dat doen.",
	}
}
