package jigsaw

// nl returns Jigsaw Sudoku's texts in Dutch (Translations): a region is a
// "gebied".
func nl() map[string]string {
	return map[string]string{
		"Jigsaw Sudoku":  "Jigsaw-sudoku",
		"How to play %s": "Zo speel je %s",
		"The grid has %d rows, %d columns and %d regions of %d cells each, outlined in bold. The regions have irregular shapes. Some cells already hold a number.":                                                        "Het diagram heeft %[1]d rijen, %[2]d kolommen en %[3]d vet omlijnde gebieden van elk %[4]d vakjes. De gebieden hebben onregelmatige vormen. In sommige vakjes staat al een getal.",
		"Fill in every empty cell with a number from 1 to %d so that each row, each column and each bold region holds every number from 1 to %d exactly once.":                                                            "Vul elk leeg vakje met een getal van 1 tot en met %[1]d, zodat elke rij, elke kolom en elk vet omlijnd gebied elk getal van 1 tot en met %[2]d precies één keer bevat.",
		"No guessing is needed: every puzzle has exactly one solution, which you can reach by logic alone. Look for a row, column or region where only one cell can take a number, or a cell where only one number fits.": "Gokken is nooit nodig: elke puzzel heeft precies één oplossing, die je met logica alleen vindt. Zoek een rij, kolom of gebied waar maar één vakje een getal kan krijgen, of een vakje waar maar één getal past.",
		"Write 1 to %d once in every row, column and bold region.":                         "Schrijf 1 tot en met %d één keer in elke rij, elke kolom en elk vet omlijnd gebied.",
		"Fill the grid so that every row, column and bold region holds 1 to %d once.":      "Vul het diagram zo dat elke rij, elke kolom en elk vet omlijnd gebied 1 tot en met %d één keer bevat.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.": "Kies een vakje en typ of tik een cijfer. Het potlood schrijft in plaats daarvan kleine kandidaten.",

		"rule of N":      "regel van N",
		"Rows %d and %d": "Rijen %d en %d", "Rows %d to %d": "Rijen %d tot en met %d",
		"Columns %d and %d": "Kolommen %d en %d", "Columns %d to %d": "Kolommen %d tot en met %d",
		"regions %s": "gebieden %s", "twice": "twee keer", "%d times": "%d keer",
		"%s cannot be %s": "vakje %s kan geen %s zijn",
		"%s and %s each hold every digit once, so %s. So %s.":                                                     "%[1]s en %[2]s bevatten elk elk cijfer één keer, dus geldt: %[3]s. Daaruit volgt: %[4]s.",
		"%s and %s each hold every digit %s, so %s. So %s.":                                                       "%[1]s en %[2]s bevatten elk cijfer %[3]s, dus geldt: %[4]s. Daaruit volgt: %[5]s.",
		"%s, in the row but not the region, holds the same digits as %s, in the region but not the row":           "vakje %[1]s, in de rij maar niet in het gebied, bevat hetzelfde cijfer als vakje %[2]s, in het gebied maar niet in de rij",
		"%s, in the row but not the region, hold the same digits as %s, in the region but not the row":            "de vakjes %[1]s, in de rij maar niet in het gebied, bevatten dezelfde cijfers als de vakjes %[2]s, in het gebied maar niet in de rij",
		"%s, in the rows but not the regions, holds the same digits as %s, in the regions but not the rows":       "vakje %[1]s, in de rijen maar niet in de gebieden, bevat hetzelfde cijfer als vakje %[2]s, in de gebieden maar niet in de rijen",
		"%s, in the rows but not the regions, hold the same digits as %s, in the regions but not the rows":        "de vakjes %[1]s, in de rijen maar niet in de gebieden, bevatten dezelfde cijfers als de vakjes %[2]s, in de gebieden maar niet in de rijen",
		"%s, in the column but not the region, holds the same digits as %s, in the region but not the column":     "vakje %[1]s, in de kolom maar niet in het gebied, bevat hetzelfde cijfer als vakje %[2]s, in het gebied maar niet in de kolom",
		"%s, in the column but not the region, hold the same digits as %s, in the region but not the column":      "de vakjes %[1]s, in de kolom maar niet in het gebied, bevatten dezelfde cijfers als de vakjes %[2]s, in het gebied maar niet in de kolom",
		"%s, in the columns but not the regions, holds the same digits as %s, in the regions but not the columns": "vakje %[1]s, in de kolommen maar niet in de gebieden, bevat hetzelfde cijfer als vakje %[2]s, in de gebieden maar niet in de kolommen",
		"%s, in the columns but not the regions, hold the same digits as %s, in the regions but not the columns":  "de vakjes %[1]s, in de kolommen maar niet in de gebieden, bevatten dezelfde cijfers als de vakjes %[2]s, in de gebieden maar niet in de kolommen",
	}
}
