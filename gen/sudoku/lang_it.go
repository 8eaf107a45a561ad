package sudoku

// it returns Sudoku's texts in Italian (Translations); a box is a "regione".
func it() map[string]string {
	return map[string]string{
		"Sudoku":         "Sudoku",
		"How to play %s": "Come si gioca a %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Some cells already hold a number.":                                                                                         "La griglia ha %[1]d righe, %[2]d colonne e %[3]d regioni di %[4]d per %[5]d caselle, bordate in grassetto. Alcune caselle contengono già un numero.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once.":                                                                 "Riempite ogni casella vuota con un numero da 1 a %[1]d in modo che ogni riga, ogni colonna e ogni regione contenga ogni numero da 1 a %[2]d una sola volta.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or box where only one cell can take a number, or a cell where only one number fits.": "Non serve tirare a indovinare: ogni gioco ha una sola soluzione, che si trova con la sola logica. Cercate una riga, una colonna o una regione in cui una sola casella può accogliere un numero, o una casella in cui entra un solo numero.",
		"Write 1 to %d once in every row, column and box.":                                 "Scrivi i numeri da 1 a %d una volta in ogni riga, colonna e regione.",
		"Fill the grid so that every row, column and box holds 1 to %d once.":              "Riempi la griglia in modo che ogni riga, colonna e regione contenga i numeri da 1 a %d una volta.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Seleziona una casella, poi digita o tocca una cifra. La matita scrive invece piccoli candidati.",
	}
}
