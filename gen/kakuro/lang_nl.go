package kakuro

// dutch returns Kakuro's texts in Dutch.
func dutch() map[string]string {
	return map[string]string{
		"Kakuro":         "Kakuro",
		"How to play %s": "Zo speel je %s",

		// How to play and the player.
		"Kakuro is a crossword of numbers. Each white cell takes a digit from 1 to 9. A line of white cells across or down is a run; the grey cell before it holds its sum, the sum across above the diagonal and the sum down below it.":                                                        "Kakuro is een kruiswoordpuzzel met getallen. Elk wit vakje krijgt een cijfer van 1 tot 9. Een rij witte vakjes, horizontaal of verticaal, is een reeks; het grijze vakje ervoor geeft de som: de horizontale boven de diagonaal, de verticale eronder.",
		"Fill in every white cell so that the digits of each run add up to its sum, with no digit twice in a run.":                                                                                                                                                                               "Vul alle witte vakjes zo in dat de cijfers van elke reeks samen de som geven, zonder een cijfer twee keer in een reeks.",
		"Start with the sums that can be made only one way: 3 in two cells is 1 and 2, 4 is 1 and 3, 16 is 7 and 9, 17 is 8 and 9; in three cells 6 is 1, 2 and 3, 7 is 1, 2 and 4, 23 is 6, 8 and 9, and 24 is 7, 8 and 9. Where an across run and a down run cross, the digit must suit both.": "Begin met de sommen die maar op één manier te maken zijn: in twee vakjes is 3 gelijk aan 1 en 2, 4 aan 1 en 3, 16 aan 7 en 9, 17 aan 8 en 9; in drie vakjes is 6 gelijk aan 1, 2 en 3, 7 aan 1, 2 en 4, 23 aan 6, 8 en 9, en 24 aan 7, 8 en 9. Waar een horizontale en een verticale reeks elkaar kruisen, moet het cijfer in allebei passen.",
		"Write 1 to 9 in the white cells: each run adds up to its sum, with no digit twice.":                                                                                                                                                                                                     "Schrijf 1 tot 9 in de witte vakjes: elke reeks geeft zijn som, zonder dubbele cijfers.",
		"Write a digit from 1 to 9 in every white cell. The digits of a run, across or down, differ and add up to the sum in the clue cell before it: across sums above the diagonal, down sums below it.":                                                                                       "Schrijf in elk wit vakje een cijfer van 1 tot 9. De cijfers van een reeks, horizontaal of verticaal, verschillen en geven samen de som in het grijze vakje ervoor: horizontale sommen boven de diagonaal, verticale eronder.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. The bar shows the ways the selected cell's runs can still make their sums, such as 16 in 2: 7+9. A sum turns red when its run, filled in, does not make it.":                                           "Kies een vakje en typ of tik een cijfer. Het potlood schrijft in plaats daarvan kleine kandidaten. De balk toont hoe de reeksen van het gekozen vakje hun som nog kunnen maken, zoals 16 in 2: 7+9. Een som wordt rood als de ingevulde reeks hem niet haalt.",

		// The ladder.
		"unique sum":           "unieke som",
		"naked single":         "naakte single",
		"crossed combinations": "gekruiste combinaties",
		"hidden single":        "verborgen single",
		"excluded digits":      "uitgesloten cijfers",
		"pair in a run":        "paar in een reeks",
		"block sums":           "bandsommen",
		"subset in a run":      "deelverzameling in een reeks",
		"run arrangements":     "schikkingen van een reeks",

		// The steps.
		"the across %d in %d at %s":                                                            "horizontale reeks %d in %d vakjes (%s)",
		"the down %d in %d at %s":                                                              "verticale reeks %d in %d vakjes (%s)",
		"%s can only be %s, so its cells hold only those digits.":                              "De %s kan alleen %s zijn, dus de vakjes ervan bevatten alleen die cijfers.",
		"%s can only be %d.":                                                                   "Het vakje op %s kan alleen %d zijn.",
		"%s lies in %s and %s; the digits both allow are %s.":                                  "Het vakje op %s ligt in de %s en de %s; beide laten alleen %s toe.",
		"%s needs a %d and only %s can take it.":                                               "De %s heeft een %d nodig en alleen het vakje op %s kan die bevatten.",
		"the combinations left to %s use only %s.":                                             "De overgebleven combinaties van de %s gebruiken alleen %s.",
		"%d cells of %s hold %s between them, so its other cells do not.":                      "%d vakjes van de %s delen %s, dus de andere vakjes ervan bevatten die niet.",
		"trying each way to fill %s with its combinations rules some digits out of its cells.": "Elke manier proberen om de %s met zijn combinaties te vullen sluit cijfers uit de vakjes ervan uit.",
		"the sums of rows %d to %d leave %d for their one open innie, %s.":                     "De sommen van rij %d tot %d laten %d over voor hun enige open binnenvakje, het vakje op %s.",
		"the sums of rows %d to %d leave %d for their one open outie, %s.":                     "De sommen van rij %d tot %d laten %d over voor hun enige open buitenvakje, het vakje op %s.",
		"the sums of columns %d to %d leave %d for their one open innie, %s.":                  "De sommen van kolom %d tot %d laten %d over voor hun enige open binnenvakje, het vakje op %s.",
		"the sums of columns %d to %d leave %d for their one open outie, %s.":                  "De sommen van kolom %d tot %d laten %d over voor hun enige open buitenvakje, het vakje op %s.",
	}
}
