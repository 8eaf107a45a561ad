package kakuro

// german returns Kakuro's texts in German.
func german() map[string]string {
	return map[string]string{
		"Kakuro":         "Kakuro",
		"How to play %s": "So spielt man %s",

		// How to play and the player.
		"Kakuro is a crossword of numbers. Each white cell takes a digit from 1 to 9. A line of white cells across or down is a run; the grey cell before it holds its sum, the sum across above the diagonal and the sum down below it.":                                                        "Kakuro ist ein Kreuzworträtsel aus Zahlen. Jedes weiße Feld bekommt eine Ziffer von 1 bis 9. Eine Reihe weißer Felder, waagerecht oder senkrecht, ist ein Block; das graue Feld davor nennt seine Summe, die waagerechte über der Diagonale, die senkrechte darunter.",
		"Fill in every white cell so that the digits of each run add up to its sum, with no digit twice in a run.":                                                                                                                                                                               "Füllen Sie alle weißen Felder so aus, dass die Ziffern jedes Blocks seine Summe ergeben, ohne eine Ziffer in einem Block zweimal.",
		"Start with the sums that can be made only one way: 3 in two cells is 1 and 2, 4 is 1 and 3, 16 is 7 and 9, 17 is 8 and 9; in three cells 6 is 1, 2 and 3, 7 is 1, 2 and 4, 23 is 6, 8 and 9, and 24 is 7, 8 and 9. Where an across run and a down run cross, the digit must suit both.": "Beginnen Sie mit den Summen, die sich nur auf eine Weise bilden lassen: in zwei Feldern ist 3 gleich 1 und 2, 4 gleich 1 und 3, 16 gleich 7 und 9, 17 gleich 8 und 9; in drei Feldern ist 6 gleich 1, 2 und 3, 7 gleich 1, 2 und 4, 23 gleich 6, 8 und 9 und 24 gleich 7, 8 und 9. Wo sich ein waagerechter und ein senkrechter Block kreuzen, muss die Ziffer zu beiden passen.",
		"Write 1 to 9 in the white cells: each run adds up to its sum, with no digit twice.":                                                                                                                                                                                                     "Schreibe 1 bis 9 in die weißen Felder: Jeder Block ergibt seine Summe, keine Ziffer doppelt.",
		"Write a digit from 1 to 9 in every white cell. The digits of a run, across or down, differ and add up to the sum in the clue cell before it: across sums above the diagonal, down sums below it.":                                                                                       "Schreiben Sie in jedes weiße Feld eine Ziffer von 1 bis 9. Die Ziffern eines Blocks, waagerecht oder senkrecht, sind verschieden und ergeben die Summe im grauen Feld davor: waagerechte Summen über der Diagonale, senkrechte darunter.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. The bar shows the ways the selected cell's runs can still make their sums, such as 16 in 2: 7+9. A sum turns red when its run, filled in, does not make it.":                                           "Wählen Sie ein Feld und tippen Sie eine Ziffer. Mit dem Bleistift schreiben Sie stattdessen kleine Kandidaten. Die Leiste zeigt, wie die Blöcke des gewählten Felds ihre Summen noch bilden können, etwa 16 in 2: 7+9. Eine Summe wird rot, wenn ihr ausgefüllter Block sie nicht ergibt.",

		// The ladder.
		"unique sum":           "eindeutige Summe",
		"naked single":         "nackter Einer",
		"crossed combinations": "gekreuzte Kombinationen",
		"hidden single":        "versteckter Einer",
		"excluded digits":      "ausgeschlossene Ziffern",
		"pair in a run":        "Paar im Block",
		"block sums":           "Streifensummen",
		"subset in a run":      "Teilmenge im Block",
		"run arrangements":     "Anordnungen im Block",

		// The steps.
		"the across %d in %d at %s":                                                            "Block %d waagerecht in %d Feldern (%s)",
		"the down %d in %d at %s":                                                              "Block %d senkrecht in %d Feldern (%s)",
		"%s can only be %s, so its cells hold only those digits.":                              "Der %s kann nur %s sein, also enthalten seine Felder nur diese Ziffern.",
		"%s can only be %d.":                                                                   "Das Feld in %s kann nur %d sein.",
		"%s lies in %s and %s; the digits both allow are %s.":                                  "Das Feld in %s liegt im %s und im %s; beide erlauben nur %s.",
		"%s needs a %d and only %s can take it.":                                               "Der %s braucht eine %d, und nur das Feld in %s kann sie aufnehmen.",
		"the combinations left to %s use only %s.":                                             "Die übrigen Kombinationen für den %s nutzen nur %s.",
		"%d cells of %s hold %s between them, so its other cells do not.":                      "%d Felder im %s teilen sich %s, also enthalten seine anderen Felder diese Ziffern nicht.",
		"trying each way to fill %s with its combinations rules some digits out of its cells.": "Jede Art, den %s mit seinen Kombinationen zu füllen, durchzuprobieren, schließt Ziffern aus seinen Feldern aus.",
		"the sums of rows %d to %d leave %d for their one open innie, %s.":                     "Die Summen der Zeilen %d bis %d lassen %d für ihr einziges offenes Innenfeld, das Feld in %s.",
		"the sums of rows %d to %d leave %d for their one open outie, %s.":                     "Die Summen der Zeilen %d bis %d lassen %d für ihr einziges offenes Außenfeld, das Feld in %s.",
		"the sums of columns %d to %d leave %d for their one open innie, %s.":                  "Die Summen der Spalten %d bis %d lassen %d für ihr einziges offenes Innenfeld, das Feld in %s.",
		"the sums of columns %d to %d leave %d for their one open outie, %s.":                  "Die Summen der Spalten %d bis %d lassen %d für ihr einziges offenes Außenfeld, das Feld in %s.",
	}
}
