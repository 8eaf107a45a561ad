package killer

// de returns Killer Sudoku's texts in German (Translations): a cage is a
// "Käfig", named bare ("Käfig mit Summe 17 bei r1c2") so that a sentence
// gives it its article; the innies and outies of a house are its
// "Innenfelder" and "Außenfelder".
func de() map[string]string {
	return map[string]string{
		"Killer Sudoku":  "Killer-Sudoku",
		"How to play %s": "So spielt man %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Dashed lines cut it into cages; the small number in a cage's corner is the sum of its digits.":                                            "Das Gitter hat %[1]d Zeilen, %[2]d Spalten und %[3]d fett umrandete Blöcke aus %[4]d mal %[5]d Feldern. Gestrichelte Linien teilen es in Käfige; die kleine Zahl in der Ecke eines Käfigs ist die Summe seiner Ziffern.",
		"Fill in every cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once, and the numbers in each cage differ and add up to its sum.":                           "Füllen Sie jedes Feld mit einer Zahl von 1 bis %[1]d, sodass jede Zeile, jede Spalte und jeder Block jede Zahl von 1 bis %[2]d genau einmal enthält und die Zahlen in jedem Käfig verschieden sind und seine Summe ergeben.",
		"Start with the cages that have only one way to make their sum: 3 in two cells is 1 and 2, and %d in two cells is %d and %d. A row, column or box adds up to %d, so the cages inside one tell you what the rest of it holds.": "Beginnen Sie mit den Käfigen, deren Summe sich nur auf eine Art bilden lässt: 3 in zwei Feldern ist 1 und 2, und %[1]d in zwei Feldern ist %[2]d und %[3]d. Eine Zeile, eine Spalte oder ein Block ergibt zusammen %[4]d, also verraten die Käfige darin, was der Rest enthält.",
		"Write 1 to %d once in every row, column and box; each cage adds up to its number.":                                                                                                                                           "Schreibe 1 bis %d einmal in jede Zeile, jede Spalte und jeden Block; jeder Käfig ergibt seine Zahl.",
		"Fill the grid so that every row, column and box holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.":                                                                               "Füllen Sie das Gitter so, dass jede Zeile, jede Spalte und jeder Block die Zahlen 1 bis %d je einmal enthält und die Ziffern jedes gestrichelten Käfigs verschieden sind und seine kleine Zahl ergeben.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits cannot make its sum.":                                                                                      "Wählen Sie ein Feld und tippen Sie eine Ziffer. Mit dem Bleistift notieren Sie stattdessen kleine Kandidaten. Ein Käfig wird rot, wenn seine Ziffern seine Summe nicht ergeben können.",

		"cage single":           "Käfig-Einer",
		"cage combination":      "Käfigkombination",
		"rule of 45":            "45er-Regel",
		"line single":           "Linien-Einer",
		"combination and house": "Kombination und Einheit",
		"cage filling":          "Käfigfüllung",
		"sum difference":        "Summendifferenz",
		"cage splitting":        "Käfigteilung",

		"the %d-cage at %s":    "Käfig mit Summe %d bei %s",
		"The %d-cage at %s":    "Käfig mit Summe %d bei %s",
		"the innies of row %d": "die Innenfelder von Zeile %d", "the innies of column %d": "die Innenfelder von Spalte %d", "the innies of box %d": "die Innenfelder von Block %d",
		"the innies of rows %d to %d": "die Innenfelder der Zeilen %d bis %d", "the innies of columns %d to %d": "die Innenfelder der Spalten %d bis %d",
		"the outies of row %d": "die Außenfelder von Zeile %d", "the outies of column %d": "die Außenfelder von Spalte %d", "the outies of box %d": "die Außenfelder von Block %d",
		"the outies of rows %d to %d": "die Außenfelder der Zeilen %d bis %d", "the outies of columns %d to %d": "die Außenfelder der Spalten %d bis %d",
		"The innies of row %d": "Innenfelder von Zeile %d", "The innies of column %d": "Innenfelder von Spalte %d", "The innies of box %d": "Innenfelder von Block %d",
		"The outies of row %d": "Außenfelder von Zeile %d", "The outies of column %d": "Außenfelder von Spalte %d", "The outies of box %d": "Außenfelder von Block %d",
		"%s; %s":            "%s; %s",
		"%s can only be %s": "der %s kann nur %s sein",

		"By the rule of 45 on %s, its outie %s is its innie %s plus %d.":                                                                     "Nach der 45er-Regel für %[1]s ist das Außenfeld %[2]s gleich dem Innenfeld %[3]s plus %[4]d.",
		"By the rule of 45 on %s, its outie %s is its innie %s minus %d.":                                                                    "Nach der 45er-Regel für %[1]s ist das Außenfeld %[2]s gleich dem Innenfeld %[3]s minus %[4]d.",
		"By the rule of 45, %s (%s) add up to %d, which only some of their digits can make.":                                                 "Nach der 45er-Regel ergeben %[1]s (%[2]s) zusammen %[3]d, was nur einige ihrer Ziffern ermöglichen.",
		"%s can only be %s, so its cells keep only those digits.":                                                                            "%[1]s: Nur %[2]s kommt in Frage, also behalten seine Felder nur diese Ziffern.",
		"Each cage's cells keep only the digits of the sets that make its sum: %s.":                                                          "Die Felder jedes Käfigs behalten nur die Ziffern der Kombinationen, die seine Summe ergeben: %[1]s.",
		"%s (%s) has one empty cell left, %s, and it takes the %d its sum still needs.":                                                      "%[1]s (%[2]s): Nur noch das Feld %[3]s ist leer und bekommt die %[4]d, die der Summe noch fehlt.",
		"%s (%s) must be %s, and each of its cells keeps only the digits that some filling of the whole cage puts there.":                    "%[1]s (%[2]s): Nur %[3]s kommt in Frage, und jedes Feld behält nur die Ziffern, die eine Füllung des ganzen Käfigs dort einsetzt.",
		"Every way to make %s (%s) holds %s, so no other cell of %s can.":                                                                    "Für den %[1]s (%[2]s) enthält jede mögliche Füllung %[3]s, also kann kein anderes Feld von %[4]s sie enthalten.",
		"%s can put its %d only in %s, which must then be %s.":                                                                               "In %[1]s kann die %[2]d nur im %[3]s stehen, der dann %[4]s sein muss.",
		"By the rule of 45, %s is the one cell of %s its cages do not hold: it takes the %d they leave.":                                     "Nach der 45er-Regel ist das Feld %[1]s das einzige Feld von %[2]s außerhalb der Käfige darin: Es bekommt die %[3]d, die übrig bleibt.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d: %s.":                                                    "Nach der 45er-Regel ergeben die Felder von %[1]s außerhalb der Käfige darin (%[2]s) zusammen %[3]d: %[4]s.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its last open cell, %s, takes the %d left.":  "Nach der 45er-Regel ergeben die Felder von %[1]s außerhalb der Käfige darin (%[2]s) zusammen %[3]d und liegen alle im %[4]s: Sein letztes freies Feld, %[5]s, bekommt die übrige %[6]d.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its other open cells (%s) add up to %d: %s.": "Nach der 45er-Regel ergeben die Felder von %[1]s außerhalb der Käfige darin (%[2]s) zusammen %[3]d und liegen alle im %[4]s: Seine anderen freien Felder (%[5]s) ergeben zusammen %[6]d: %[7]s.",
	}
}
