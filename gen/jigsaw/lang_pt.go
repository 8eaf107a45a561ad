package jigsaw

// pt returns Jigsaw Sudoku's texts in Portuguese (Translations).
func pt() map[string]string {
	return map[string]string{
		"Jigsaw Sudoku":  "Sudoku irregular",
		"How to play %s": "Como jogar %s",
		"The grid has %d rows, %d columns and %d regions of %d cells each, outlined in bold. The regions have irregular shapes. Some cells already hold a number.":                                                        "A grelha tem %[1]d linhas, %[2]d colunas e %[3]d regiões de %[4]d casas cada, contornadas a negrito. As regiões têm formas irregulares. Algumas casas já têm um número.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each bold region holds every number from 1 to %d exactly once.":                                                            "Preencha cada casa vazia com um número de 1 a %[1]d, de modo que cada linha, cada coluna e cada região a negrito tenha cada número de 1 a %[2]d exatamente uma vez.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or region where only one cell can take a number, or a cell where only one number fits.": "Não é preciso adivinhar: cada passatempo tem uma única solução, a que se chega só pela lógica. Procure uma linha, uma coluna ou uma região onde só uma casa possa receber um número, ou uma casa onde só caiba um número.",
		"Write 1 to %d once in every row, column and bold region.":                         "Escreve de 1 a %d uma vez em cada linha, coluna e região a negrito.",
		"Fill the grid so that every row, column and bold region holds 1 to %d once.":      "Preencha a grelha de modo que cada linha, coluna e região a negrito tenha de 1 a %d uma vez.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Selecione uma casa e escreva ou toque num algarismo. O lápis escreve antes pequenos candidatos.",

		"rule of N":      "regra de N",
		"Rows %d and %d": "linhas %d e %d", "Rows %d to %d": "linhas %d a %d",
		"Columns %d and %d": "colunas %d e %d", "Columns %d to %d": "colunas %d a %d",
		"regions %s": "regiões %s", "twice": "duas vezes", "%d times": "%d vezes",
		"%s cannot be %s": "a casa %s não pode ser %s",
		"%s and %s each hold every digit once, so %s. So %s.":                                                     "A %[1]s e a %[2]s têm cada uma todos os algarismos uma vez, por isso %[3]s. Assim, %[4]s.",
		"%s and %s each hold every digit %s, so %s. So %s.":                                                       "As %[1]s e as %[2]s têm todos os algarismos %[3]s, por isso %[4]s. Assim, %[5]s.",
		"%s, in the row but not the region, holds the same digits as %s, in the region but not the row":           "a casa %[1]s, na linha mas fora da região, tem o mesmo algarismo que a casa %[2]s, na região mas fora da linha",
		"%s, in the row but not the region, hold the same digits as %s, in the region but not the row":            "as casas %[1]s, na linha mas fora da região, têm os mesmos algarismos que as casas %[2]s, na região mas fora da linha",
		"%s, in the rows but not the regions, holds the same digits as %s, in the regions but not the rows":       "a casa %[1]s, nas linhas mas fora das regiões, tem o mesmo algarismo que a casa %[2]s, nas regiões mas fora das linhas",
		"%s, in the rows but not the regions, hold the same digits as %s, in the regions but not the rows":        "as casas %[1]s, nas linhas mas fora das regiões, têm os mesmos algarismos que as casas %[2]s, nas regiões mas fora das linhas",
		"%s, in the column but not the region, holds the same digits as %s, in the region but not the column":     "a casa %[1]s, na coluna mas fora da região, tem o mesmo algarismo que a casa %[2]s, na região mas fora da coluna",
		"%s, in the column but not the region, hold the same digits as %s, in the region but not the column":      "as casas %[1]s, na coluna mas fora da região, têm os mesmos algarismos que as casas %[2]s, na região mas fora da coluna",
		"%s, in the columns but not the regions, holds the same digits as %s, in the regions but not the columns": "a casa %[1]s, nas colunas mas fora das regiões, tem o mesmo algarismo que a casa %[2]s, nas regiões mas fora das colunas",
		"%s, in the columns but not the regions, hold the same digits as %s, in the regions but not the columns":  "as casas %[1]s, nas colunas mas fora das regiões, têm os mesmos algarismos que as casas %[2]s, nas regiões mas fora das colunas",
	}
}
