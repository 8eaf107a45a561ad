package sudoku

// pt returns Sudoku's texts in Portuguese (Translations); a box is a
// "região".
func pt() map[string]string {
	return map[string]string{
		"Sudoku":         "Sudoku",
		"How to play %s": "Como jogar %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Some cells already hold a number.":                                                                                         "A grelha tem %[1]d linhas, %[2]d colunas e %[3]d regiões de %[4]d por %[5]d casas, contornadas a negrito. Algumas casas já têm um número.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once.":                                                                 "Preencha cada casa vazia com um número de 1 a %[1]d, de modo que cada linha, cada coluna e cada região tenha cada número de 1 a %[2]d exatamente uma vez.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or box where only one cell can take a number, or a cell where only one number fits.": "Não é preciso adivinhar: cada passatempo tem uma única solução, a que se chega só pela lógica. Procure uma linha, uma coluna ou uma região onde só uma casa possa receber um número, ou uma casa onde só caiba um número.",
		"Write 1 to %d once in every row, column and box.":                                 "Escreve de 1 a %d uma vez em cada linha, coluna e região.",
		"Fill the grid so that every row, column and box holds 1 to %d once.":              "Preencha a grelha de modo que cada linha, coluna e região tenha de 1 a %d uma vez.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Selecione uma casa e escreva ou toque num algarismo. O lápis escreve antes pequenos candidatos.",
	}
}
