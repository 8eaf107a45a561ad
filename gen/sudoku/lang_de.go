package sudoku

// de returns Sudoku's texts in German (Translations).
func de() map[string]string {
	return map[string]string{
		"Sudoku":         "Sudoku",
		"How to play %s": "So spielt man %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Some cells already hold a number.":                                                                                         "Das Gitter hat %[1]d Zeilen, %[2]d Spalten und %[3]d fett umrandete Blöcke aus %[4]d mal %[5]d Feldern. In einigen Feldern steht schon eine Zahl.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once.":                                                                 "Füllen Sie jedes leere Feld mit einer Zahl von 1 bis %[1]d, sodass jede Zeile, jede Spalte und jeder Block jede Zahl von 1 bis %[2]d genau einmal enthält.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or box where only one cell can take a number, or a cell where only one number fits.": "Raten ist nie nötig: Jedes Rätsel hat genau eine Lösung, die sich allein durch Logik finden lässt. Suchen Sie eine Zeile, eine Spalte oder einen Block, in dem nur ein Feld eine Zahl aufnehmen kann, oder ein Feld, in das nur eine Zahl passt.",
		"Write 1 to %d once in every row, column and box.":                                 "Schreibe 1 bis %d einmal in jede Zeile, jede Spalte und jeden Block.",
		"Fill the grid so that every row, column and box holds 1 to %d once.":              "Füllen Sie das Gitter so, dass jede Zeile, jede Spalte und jeder Block die Zahlen 1 bis %d je einmal enthält.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Wählen Sie ein Feld und tippen Sie eine Ziffer. Mit dem Bleistift notieren Sie stattdessen kleine Kandidaten.",
	}
}
