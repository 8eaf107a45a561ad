package jigsaw

// de returns Jigsaw Sudoku's texts in German (Translations): a region is a
// "Gebiet", as in a Chaos-Sudoku.
func de() map[string]string {
	return map[string]string{
		"Jigsaw Sudoku":  "Chaos-Sudoku",
		"How to play %s": "So spielt man %s",
		"The grid has %d rows, %d columns and %d regions of %d cells each, outlined in bold. The regions have irregular shapes. Some cells already hold a number.":                                                        "Das Gitter hat %[1]d Zeilen, %[2]d Spalten und %[3]d fett umrandete Gebiete aus je %[4]d Feldern. Die Gebiete sind unregelmäßig geformt. In einigen Feldern steht schon eine Zahl.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each bold region holds every number from 1 to %d exactly once.":                                                            "Füllen Sie jedes leere Feld mit einer Zahl von 1 bis %[1]d, sodass jede Zeile, jede Spalte und jedes fett umrandete Gebiet jede Zahl von 1 bis %[2]d genau einmal enthält.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or region where only one cell can take a number, or a cell where only one number fits.": "Raten ist nie nötig: Jedes Rätsel hat genau eine Lösung, die sich allein durch Logik finden lässt. Suchen Sie eine Zeile, eine Spalte oder ein Gebiet, in dem nur ein Feld eine Zahl aufnehmen kann, oder ein Feld, in das nur eine Zahl passt.",
		"Write 1 to %d once in every row, column and bold region.":                         "Schreibe 1 bis %d einmal in jede Zeile, jede Spalte und jedes fett umrandete Gebiet.",
		"Fill the grid so that every row, column and bold region holds 1 to %d once.":      "Füllen Sie das Gitter so, dass jede Zeile, jede Spalte und jedes fett umrandete Gebiet die Zahlen 1 bis %d je einmal enthält.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Wählen Sie ein Feld und tippen Sie eine Ziffer. Mit dem Bleistift notieren Sie stattdessen kleine Kandidaten.",

		"rule of N":      "N-Regel",
		"Rows %d and %d": "Zeilen %d und %d", "Rows %d to %d": "Zeilen %d bis %d",
		"Columns %d and %d": "Spalten %d und %d", "Columns %d to %d": "Spalten %d bis %d",
		"regions %s": "Gebiete %s", "twice": "genau zweimal", "%d times": "genau %d-mal",
		"%s cannot be %s": "das Feld %s kann keine %s sein",
		"%s and %s each hold every digit once, so %s. So %s.":                                                     "%[1]s und %[2]s enthalten jede Ziffer genau einmal, also gilt: %[3]s. Daraus folgt: %[4]s.",
		"%s and %s each hold every digit %s, so %s. So %s.":                                                       "%[1]s und %[2]s enthalten jede Ziffer %[3]s, also gilt: %[4]s. Daraus folgt: %[5]s.",
		"%s, in the row but not the region, holds the same digits as %s, in the region but not the row":           "Das Feld %[1]s, in der Zeile, aber nicht im Gebiet, enthält dieselbe Ziffer wie das Feld %[2]s, im Gebiet, aber nicht in der Zeile",
		"%s, in the row but not the region, hold the same digits as %s, in the region but not the row":            "Die Felder %[1]s, in der Zeile, aber nicht im Gebiet, enthalten dieselben Ziffern wie die Felder %[2]s, im Gebiet, aber nicht in der Zeile",
		"%s, in the rows but not the regions, holds the same digits as %s, in the regions but not the rows":       "Das Feld %[1]s, in den Zeilen, aber nicht in den Gebieten, enthält dieselbe Ziffer wie das Feld %[2]s, in den Gebieten, aber nicht in den Zeilen",
		"%s, in the rows but not the regions, hold the same digits as %s, in the regions but not the rows":        "Die Felder %[1]s, in den Zeilen, aber nicht in den Gebieten, enthalten dieselben Ziffern wie die Felder %[2]s, in den Gebieten, aber nicht in den Zeilen",
		"%s, in the column but not the region, holds the same digits as %s, in the region but not the column":     "Das Feld %[1]s, in der Spalte, aber nicht im Gebiet, enthält dieselbe Ziffer wie das Feld %[2]s, im Gebiet, aber nicht in der Spalte",
		"%s, in the column but not the region, hold the same digits as %s, in the region but not the column":      "Die Felder %[1]s, in der Spalte, aber nicht im Gebiet, enthalten dieselben Ziffern wie die Felder %[2]s, im Gebiet, aber nicht in der Spalte",
		"%s, in the columns but not the regions, holds the same digits as %s, in the regions but not the columns": "Das Feld %[1]s, in den Spalten, aber nicht in den Gebieten, enthält dieselbe Ziffer wie das Feld %[2]s, in den Gebieten, aber nicht in den Spalten",
		"%s, in the columns but not the regions, hold the same digits as %s, in the regions but not the columns":  "Die Felder %[1]s, in den Spalten, aber nicht in den Gebieten, enthalten dieselben Ziffern wie die Felder %[2]s, in den Gebieten, aber nicht in den Spalten",
	}
}
