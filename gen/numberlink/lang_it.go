package numberlink

// italian returns the kind's texts in Italian.
func italian() map[string]string {
	return map[string]string{
		"Numberlink":     "Numberlink",
		"How to play %s": "Come si gioca a %s",

		// How to play and the player.
		"Connect each pair of equal numbers with one line. The line runs through the centres of the cells, in horizontal and vertical steps, never diagonally.": "Unite ogni coppia di numeri uguali con una linea. La linea passa per il centro delle caselle, in orizzontale e in verticale, mai in diagonale.",
		"Lines never cross, branch or share a cell: each cell holds at most one line. Shaded cells, where there are any, are never used.":                       "Le linee non si incrociano, non si diramano e non condividono caselle: ogni casella ospita al massimo una linea. Le caselle grigie, se ci sono, non si usano mai.",
		"Every cell is used: when all the pairs are connected, the lines fill the whole grid. Every puzzle has exactly one solution.":                           "Si usano tutte le caselle: quando tutte le coppie sono unite, le linee riempiono l'intera griglia. Ogni gioco ha una sola soluzione.",
		"Join each pair of equal numbers; lines never cross and fill every cell.":                                                                               "Unisci ogni coppia di numeri uguali; le linee non si incrociano e riempiono tutte le caselle.",
		"Join each pair of equal numbers with a line. Lines never cross, and every white cell is used.":                                                         "Unite ogni coppia di numeri uguali con una linea. Le linee non si incrociano e si usano tutte le caselle bianche.",
		"Drag from a number to draw its line; drag back over it to shorten it. Click a line to clear it.":                                                       "Trascinate da un numero per tracciarne la linea; tornate indietro per accorciarla. Fate clic su una linea per cancellarla.",

		// The ladder.
		"forced move": "mossa obbligata",
		"region":      "regione",
		"trial":       "prova",
		"either way":  "in entrambi i casi",

		// The steps.
		"upwards":      "verso l'alto",
		"downwards":    "verso il basso",
		"to the left":  "verso sinistra",
		"to the right": "verso destra",
		"The %d-path can only leave its end at %s %s.":                               "Il percorso del numero %d può lasciare il suo capo in %s solo %s.",
		"The line at %s can only go on %s.":                                          "La linea in %s può proseguire solo %s.",
		"%s has only two open sides, so the %d-path runs through it from %s to %s.":  "%s ha solo due lati aperti, quindi il percorso del numero %d vi passa da %s a %s.",
		"%s has only two open sides, so a line runs through it from %s to %s.":       "%s ha solo due lati aperti, quindi una linea vi passa da %s a %s.",
		"%s has its line already, so no other line touches it.":                      "%s ha già la sua linea, quindi nessun'altra linea vi passa.",
		"%s has its lines already, so no other line touches it.":                     "%s ha già le sue linee, quindi nessun'altra linea vi passa.",
		"A line from %s to %s would close a loop.":                                   "Una linea da %s a %s chiuderebbe un anello.",
		"%s and %s are on different paths, so no line joins them.":                   "%s e %s sono su percorsi diversi, quindi nessuna linea le unisce.",
		"The line through %s is joined to the %d-path.":                              "La linea che passa per %s si unisce al percorso del numero %d.",
		"Every route of the %d-path passes %s%s.":                                    "Ogni tracciato del percorso del numero %d passa per %s%s.",
		"Only the %d-path can reach %s%s.":                                           "Solo il percorso del numero %d può raggiungere %s%s.",
		"The %d-path cannot reach %s%s.":                                             "Il percorso del numero %d non può raggiungere %s%s.",
		" (and 1 more cell)":                                                         " (e 1 altra casella)",
		" (and %d more cells)":                                                       " (e altre %d caselle)",
		"A line from %s to %s leads to a contradiction, so there is none.":           "Una linea da %s a %s porta a una contraddizione, quindi non c'è.",
		"Leaving %s and %s unjoined leads to a contradiction, so a line joins them.": "Lasciare %s e %s non uniti porta a una contraddizione, quindi una linea li unisce.",
		"Joining %s and %s or leaving them unjoined, %s.":                            "Che si uniscano %s e %s o no, %s.",
		"both lead to the same lines":                                                "entrambi i casi portano alle stesse linee",
		"both put %s%s on the %d-path":                                               "entrambi i casi mettono %s%s sul percorso del numero %d",
		"both keep the %d-path from %s%s":                                            "entrambi i casi tengono il percorso del numero %d lontano da %s%s",
		" and 1 more cell":                                                           " e 1 altra casella",
		" and %d more cells":                                                         " e altre %d caselle",
		"%s; then %s":                                                                "%s; poi %s",
	}
}
