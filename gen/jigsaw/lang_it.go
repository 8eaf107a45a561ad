package jigsaw

// it returns Jigsaw Sudoku's texts in Italian (Translations).
func it() map[string]string {
	return map[string]string{
		"Jigsaw Sudoku":  "Sudoku irregolare",
		"How to play %s": "Come si gioca a %s",
		"The grid has %d rows, %d columns and %d regions of %d cells each, outlined in bold. The regions have irregular shapes. Some cells already hold a number.":                                                        "La griglia ha %[1]d righe, %[2]d colonne e %[3]d regioni di %[4]d caselle ciascuna, bordate in grassetto. Le regioni hanno forme irregolari. Alcune caselle contengono già un numero.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each bold region holds every number from 1 to %d exactly once.":                                                            "Riempite ogni casella vuota con un numero da 1 a %[1]d in modo che ogni riga, ogni colonna e ogni regione in grassetto contenga ogni numero da 1 a %[2]d una sola volta.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or region where only one cell can take a number, or a cell where only one number fits.": "Non serve tirare a indovinare: ogni gioco ha una sola soluzione, che si trova con la sola logica. Cercate una riga, una colonna o una regione in cui una sola casella può accogliere un numero, o una casella in cui entra un solo numero.",
		"Write 1 to %d once in every row, column and bold region.":                         "Scrivi i numeri da 1 a %d una volta in ogni riga, colonna e regione in grassetto.",
		"Fill the grid so that every row, column and bold region holds 1 to %d once.":      "Riempi la griglia in modo che ogni riga, colonna e regione in grassetto contenga i numeri da 1 a %d una volta.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Seleziona una casella, poi digita o tocca una cifra. La matita scrive invece piccoli candidati.",

		"rule of N":      "regola di N",
		"Rows %d and %d": "righe %d e %d", "Rows %d to %d": "righe da %d a %d",
		"Columns %d and %d": "colonne %d e %d", "Columns %d to %d": "colonne da %d a %d",
		"regions %s": "regioni %s", "twice": "due volte", "%d times": "%d volte",
		"%s cannot be %s": "la casella %s non può essere %s",
		"%s and %s each hold every digit once, so %s. So %s.":                                                     "La %[1]s e la %[2]s contengono ciascuna ogni cifra una volta, quindi %[3]s. Perciò %[4]s.",
		"%s and %s each hold every digit %s, so %s. So %s.":                                                       "Le %[1]s e le %[2]s contengono ogni cifra %[3]s, quindi %[4]s. Perciò %[5]s.",
		"%s, in the row but not the region, holds the same digits as %s, in the region but not the row":           "la casella %[1]s, nella riga ma non nella regione, contiene la stessa cifra della casella %[2]s, nella regione ma non nella riga",
		"%s, in the row but not the region, hold the same digits as %s, in the region but not the row":            "le caselle %[1]s, nella riga ma non nella regione, contengono le stesse cifre delle caselle %[2]s, nella regione ma non nella riga",
		"%s, in the rows but not the regions, holds the same digits as %s, in the regions but not the rows":       "la casella %[1]s, nelle righe ma non nelle regioni, contiene la stessa cifra della casella %[2]s, nelle regioni ma non nelle righe",
		"%s, in the rows but not the regions, hold the same digits as %s, in the regions but not the rows":        "le caselle %[1]s, nelle righe ma non nelle regioni, contengono le stesse cifre delle caselle %[2]s, nelle regioni ma non nelle righe",
		"%s, in the column but not the region, holds the same digits as %s, in the region but not the column":     "la casella %[1]s, nella colonna ma non nella regione, contiene la stessa cifra della casella %[2]s, nella regione ma non nella colonna",
		"%s, in the column but not the region, hold the same digits as %s, in the region but not the column":      "le caselle %[1]s, nella colonna ma non nella regione, contengono le stesse cifre delle caselle %[2]s, nella regione ma non nella colonna",
		"%s, in the columns but not the regions, holds the same digits as %s, in the regions but not the columns": "la casella %[1]s, nelle colonne ma non nelle regioni, contiene la stessa cifra della casella %[2]s, nelle regioni ma non nelle colonne",
		"%s, in the columns but not the regions, hold the same digits as %s, in the regions but not the columns":  "le caselle %[1]s, nelle colonne ma non nelle regioni, contengono le stesse cifre delle caselle %[2]s, nelle regioni ma non nelle colonne",
	}
}
