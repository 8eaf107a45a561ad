package sudoku

// nl returns Sudoku's texts in Dutch (Translations).
func nl() map[string]string {
	return map[string]string{
		"Sudoku":         "Sudoku",
		"How to play %s": "Zo speel je %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Some cells already hold a number.":                                                                                         "Het diagram heeft %[1]d rijen, %[2]d kolommen en %[3]d vet omlijnde blokken van %[4]d bij %[5]d vakjes. In sommige vakjes staat al een getal.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once.":                                                                 "Vul elk leeg vakje met een getal van 1 tot en met %[1]d, zodat elke rij, elke kolom en elk blok elk getal van 1 tot en met %[2]d precies één keer bevat.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or box where only one cell can take a number, or a cell where only one number fits.": "Gokken is nooit nodig: elke puzzel heeft precies één oplossing, die je met logica alleen vindt. Zoek een rij, kolom of blok waar maar één vakje een getal kan krijgen, of een vakje waar maar één getal past.",
		"Write 1 to %d once in every row, column and box.":                                 "Schrijf 1 tot en met %d één keer in elke rij, elke kolom en elk blok.",
		"Fill the grid so that every row, column and box holds 1 to %d once.":              "Vul het diagram zo dat elke rij, elke kolom en elk blok 1 tot en met %d één keer bevat.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Kies een vakje en typ of tik een cijfer. Het potlood schrijft in plaats daarvan kleine kandidaten.",
	}
}
