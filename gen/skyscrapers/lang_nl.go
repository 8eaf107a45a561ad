package skyscrapers

// nl returns Skyscrapers's Dutch.
func nl() map[string]string {
	return map[string]string{
		"Skyscrapers":         "Wolkenkrabbers",
		"How to play %s":      "Spelregels: %s",
		"clue of 1":           "aanwijzing 1",
		"clue of N":           "aanwijzing N",
		"edge bound":          "randgrens",
		"visibility counting": "zichtbaarheid tellen",
		"line orders":         "volgordes van de lijn",
		"Each cell of the grid holds a building 1 to %d storeys high, and every row and every column holds each height from 1 to %d exactly once.":                                                                          "Elk vakje van het rooster heeft een gebouw van 1 tot en met %d verdiepingen, en elke rij en elke kolom bevat elke hoogte van 1 tot en met %d precies één keer.",
		"A number outside the grid says how many buildings are seen from there, looking along its row or column: a building hides every lower one behind it.":                                                               "Een getal buiten het rooster zegt hoeveel gebouwen je vandaar ziet, langs de rij of kolom: een gebouw verbergt elk lager gebouw erachter.",
		"Start at the edges: a 1 sees only the tallest building, so the %d stands next to it; a %d sees every building, so the heights rise 1, 2, 3 ... from it; and a large number keeps the tall buildings away from it.": "Begin bij de randen: een 1 ziet alleen het hoogste gebouw, dus de %d staat ernaast; een %d ziet elk gebouw, dus de hoogtes stijgen 1, 2, 3 ... vanaf daar; en een groot getal houdt de hoge gebouwen op afstand.",
		"Write 1 to %d once in every row and column; each outside number counts the buildings seen from there.":                                                                                                             "Schrijf 1 tot en met %d één keer in elke rij en kolom; elk getal buiten telt de gebouwen die je vandaar ziet.",
		"Fill the grid with buildings 1 to %d high, each height once in every row and column. A number outside the grid says how many buildings are seen from there: a taller building hides every lower one behind it.":    "Vul het rooster met gebouwen van 1 tot en met %d hoog, elke hoogte één keer in elke rij en kolom. Een getal buiten het rooster zegt hoeveel gebouwen je vandaar ziet: een hoger gebouw verbergt elk lager gebouw erachter.",
		"Select a cell, then type or tap a height. Pencil writes small candidates instead.":                                                                                                                                 "Kies een vakje en typ of tik een hoogte. Het potlood schrijft in plaats daarvan kleine kandidaten.",
		"The 1 %s sees only the tallest building, so it stands next to it: %s is %d.":                                                                                                                                       "De 1 %s ziet alleen het hoogste gebouw, dus dat staat ernaast: %s is %d.",
		"The %d %s sees every building, so they rise 1 to %d from it.":                                                                                                                                                      "De %d %s ziet elk gebouw, dus ze stijgen van 1 tot en met %d vanaf daar.",
		"The %d %s must see %d buildings, so the cell next to it is at most %d high, and each further one at most one more.":                                                                                                "De %d %s moet %d gebouwen zien, dus het vakje ernaast is hoogstens %d hoog, en elk volgend vakje hoogstens één meer.",
		"Of the orders of %s its candidates allow, only some show %s.":                                                                                                                                                      "Van de volgordes van %s die de kandidaten toelaten, tonen alleen sommige %s.",
		"left of row %d":              "links van rij %d",
		"right of row %d":             "rechts van rij %d",
		"above column %d":             "boven kolom %d",
		"below column %d":             "onder kolom %d",
		"%d building from the left":   "%d gebouw van links",
		"%d buildings from the left":  "%d gebouwen van links",
		"%d building from the right":  "%d gebouw van rechts",
		"%d buildings from the right": "%d gebouwen van rechts",
		"%d building from above":      "%d gebouw van boven",
		"%d buildings from above":     "%d gebouwen van boven",
		"%d building from below":      "%d gebouw van onder",
		"%d buildings from below":     "%d gebouwen van onder",
		// long line orders
		"long line orders": "volgordes van een lange lijn",
		"%d cells of %s are empty: of the orders its candidates allow, only some show %s.": "%d vakjes van %s zijn leeg: van de volgordes die de kandidaten toelaten, tonen alleen sommige %s.",
	}
}
