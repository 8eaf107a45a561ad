package numberlink

// dutch returns the kind's texts in Dutch.
func dutch() map[string]string {
	return map[string]string{
		"Numberlink":     "Numberlink",
		"How to play %s": "Zo speel je %s",

		// How to play and the player.
		"Connect each pair of equal numbers with one line. The line runs through the centres of the cells, in horizontal and vertical steps, never diagonally.": "Verbind elk paar gelijke getallen met één lijn. De lijn loopt door het midden van de vakjes, horizontaal en verticaal, nooit diagonaal.",
		"Lines never cross, branch or share a cell: each cell holds at most one line. Shaded cells, where there are any, are never used.":                       "Lijnen kruisen nooit, vertakken niet en delen geen vakje: elk vakje bevat hooguit één lijn. Grijze vakjes, als die er zijn, worden nooit gebruikt.",
		"Every cell is used: when all the pairs are connected, the lines fill the whole grid. Every puzzle has exactly one solution.":                           "Elk vakje wordt gebruikt: als alle paren verbonden zijn, vullen de lijnen het hele diagram. Elke puzzel heeft precies één oplossing.",
		"Join each pair of equal numbers; lines never cross and fill every cell.":                                                                               "Verbind elk paar gelijke getallen; de lijnen kruisen niet en vullen alle vakjes.",
		"Join each pair of equal numbers with a line. Lines never cross, and every white cell is used.":                                                         "Verbind elk paar gelijke getallen met een lijn. Lijnen kruisen nooit en elk wit vakje wordt gebruikt.",
		"Drag from a number to draw its line; drag back over it to shorten it. Click a line to clear it.":                                                       "Sleep vanaf een getal om de lijn te tekenen; sleep terug om hem in te korten. Klik op een lijn om hem te wissen.",

		// The ladder.
		"forced move": "gedwongen zet",
		"region":      "gebied",
		"trial":       "proef",
		"either way":  "beide kanten",

		// The steps.
		"upwards":      "naar boven",
		"downwards":    "naar beneden",
		"to the left":  "naar links",
		"to the right": "naar rechts",
		"The %d-path can only leave its end at %s %s.":                               "Het pad van de %d kan zijn eind op %s alleen %s verlaten.",
		"The line at %s can only go on %s.":                                          "De lijn op %s kan alleen %s verder.",
		"%s has only two open sides, so the %d-path runs through it from %s to %s.":  "%s heeft maar twee open zijden, dus het pad van de %d loopt erdoor van %s naar %s.",
		"%s has only two open sides, so a line runs through it from %s to %s.":       "%s heeft maar twee open zijden, dus een lijn loopt erdoor van %s naar %s.",
		"%s has its line already, so no other line touches it.":                      "%s heeft zijn lijn al, dus geen andere lijn komt erbij.",
		"%s has its lines already, so no other line touches it.":                     "%s heeft zijn lijnen al, dus geen andere lijn komt erbij.",
		"A line from %s to %s would close a loop.":                                   "Een lijn van %s naar %s zou een lus sluiten.",
		"%s and %s are on different paths, so no line joins them.":                   "%s en %s liggen op verschillende paden, dus geen lijn verbindt ze.",
		"The line through %s is joined to the %d-path.":                              "De lijn door %s hoort bij het pad van de %d.",
		"Every route of the %d-path passes %s%s.":                                    "Elke route van het pad van de %d gaat door %s%s.",
		"Only the %d-path can reach %s%s.":                                           "Alleen het pad van de %d kan %s%s bereiken.",
		"The %d-path cannot reach %s%s.":                                             "Het pad van de %d kan %s%s niet bereiken.",
		" (and 1 more cell)":                                                         " (en nog 1 vakje)",
		" (and %d more cells)":                                                       " (en nog %d vakjes)",
		"A line from %s to %s leads to a contradiction, so there is none.":           "Een lijn van %s naar %s leidt tot een tegenspraak, dus die is er niet.",
		"Leaving %s and %s unjoined leads to a contradiction, so a line joins them.": "%s en %s onverbonden laten leidt tot een tegenspraak, dus een lijn verbindt ze.",
		"Joining %s and %s or leaving them unjoined, %s.":                            "Of je %s en %s nu verbindt of niet: %s.",
		"both lead to the same lines":                                                "beide leiden tot dezelfde lijnen",
		"both put %s%s on the %d-path":                                               "beide zetten %s%s op het pad van de %d",
		"both keep the %d-path from %s%s":                                            "beide houden het pad van de %d weg van %s%s",
		" and 1 more cell":                                                           " en nog 1 vakje",
		" and %d more cells":                                                         " en nog %d vakjes",
		"%s; then %s":                                                                "%s; en %s",
	}
}
