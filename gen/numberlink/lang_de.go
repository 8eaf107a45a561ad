package numberlink

// german returns the kind's texts in German.
func german() map[string]string {
	return map[string]string{
		"Numberlink":     "Numberlink",
		"How to play %s": "So spielt man %s",

		// How to play and the player.
		"Connect each pair of equal numbers with one line. The line runs through the centres of the cells, in horizontal and vertical steps, never diagonally.": "Verbinden Sie jedes Paar gleicher Zahlen mit einer Linie. Die Linie verläuft durch die Mitten der Felder, waagerecht und senkrecht, nie diagonal.",
		"Lines never cross, branch or share a cell: each cell holds at most one line. Shaded cells, where there are any, are never used.":                       "Linien kreuzen sich nie, verzweigen sich nicht und teilen sich kein Feld: Jedes Feld trägt höchstens eine Linie. Graue Felder, falls vorhanden, bleiben immer frei.",
		"Every cell is used: when all the pairs are connected, the lines fill the whole grid. Every puzzle has exactly one solution.":                           "Jedes Feld wird benutzt: Sind alle Paare verbunden, füllen die Linien das ganze Gitter. Jedes Rätsel hat genau eine Lösung.",
		"Join each pair of equal numbers; lines never cross and fill every cell.":                                                                               "Verbinde jedes Paar gleicher Zahlen; die Linien kreuzen sich nie und füllen alle Felder.",
		"Join each pair of equal numbers with a line. Lines never cross, and every white cell is used.":                                                         "Verbinden Sie jedes Paar gleicher Zahlen mit einer Linie. Linien kreuzen sich nie, und jedes weiße Feld wird benutzt.",
		"Drag from a number to draw its line; drag back over it to shorten it. Click a line to clear it.":                                                       "Ziehen Sie von einer Zahl aus, um ihre Linie zu zeichnen; ziehen Sie zurück, um sie zu kürzen. Ein Klick auf eine Linie löscht sie.",

		// The ladder.
		"forced move": "erzwungener Zug",
		"region":      "Bereich",
		"trial":       "Versuch",
		"either way":  "beide Wege",

		// The steps.
		"upwards":      "nach oben",
		"downwards":    "nach unten",
		"to the left":  "nach links",
		"to the right": "nach rechts",
		"The %d-path can only leave its end at %s %s.":                               "Der Weg der %d kann sein Ende in %s nur %s verlassen.",
		"The line at %s can only go on %s.":                                          "Die Linie in %s kann nur %s weiter.",
		"%s has only two open sides, so the %d-path runs through it from %s to %s.":  "%s hat nur zwei offene Seiten, also führt der Weg der %d von %s nach %s hindurch.",
		"%s has only two open sides, so a line runs through it from %s to %s.":       "%s hat nur zwei offene Seiten, also führt eine Linie von %s nach %s hindurch.",
		"%s has its line already, so no other line touches it.":                      "In %s ist die Linie schon komplett, also berührt keine andere Linie das Feld.",
		"%s has its lines already, so no other line touches it.":                     "In %s sind die Linien schon komplett, also berührt keine andere Linie das Feld.",
		"A line from %s to %s would close a loop.":                                   "Eine Linie von %s nach %s würde eine Schleife schließen.",
		"%s and %s are on different paths, so no line joins them.":                   "%s und %s liegen auf verschiedenen Wegen, also verbindet sie keine Linie.",
		"The line through %s is joined to the %d-path.":                              "Die Linie durch %s gehört zum Weg der %d.",
		"Every route of the %d-path passes %s%s.":                                    "Jede Route des Wegs der %d führt über %s%s.",
		"Only the %d-path can reach %s%s.":                                           "Nur der Weg der %d erreicht %s%s.",
		"The %d-path cannot reach %s%s.":                                             "Der Weg der %d erreicht %s%s nicht.",
		" (and 1 more cell)":                                                         " (und 1 weiteres Feld)",
		" (and %d more cells)":                                                       " (und %d weitere Felder)",
		"A line from %s to %s leads to a contradiction, so there is none.":           "Eine Linie von %s nach %s führt zu einem Widerspruch, also gibt es sie nicht.",
		"Leaving %s and %s unjoined leads to a contradiction, so a line joins them.": "Bleiben %s und %s unverbunden, führt das zu einem Widerspruch, also verbindet sie eine Linie.",
		"Joining %s and %s or leaving them unjoined, %s.":                            "Ob %s und %s verbunden werden oder nicht, %s.",
		"both lead to the same lines":                                                "beide Fälle führen zu denselben Linien",
		"both put %s%s on the %d-path":                                               "beide Fälle legen %s%s auf den Weg der %d",
		"both keep the %d-path from %s%s":                                            "beide Fälle halten den Weg der %d von %s%s fern",
		" and 1 more cell":                                                           " und 1 weiteres Feld",
		" and %d more cells":                                                         " und %d weitere Felder",
		"%s; then %s":                                                                "%s. Danach: %s",
	}
}
