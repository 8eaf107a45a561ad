package killer

// nl returns Killer Sudoku's texts in Dutch (Translations): a cage is a
// "kooi", named bare ("kooi van 17 bij r1c2") so that a sentence gives it
// its article; the innies and outies of a house are its "binnenvakjes"
// and "buitenvakjes".
func nl() map[string]string {
	return map[string]string{
		"Killer Sudoku":  "Killersudoku",
		"How to play %s": "Zo speel je %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Dashed lines cut it into cages; the small number in a cage's corner is the sum of its digits.":                                            "Het diagram heeft %[1]d rijen, %[2]d kolommen en %[3]d vet omlijnde blokken van %[4]d bij %[5]d vakjes. Stippellijnen verdelen het in kooien; het kleine getal in de hoek van een kooi is de som van zijn cijfers.",
		"Fill in every cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once, and the numbers in each cage differ and add up to its sum.":                           "Vul elk vakje met een getal van 1 tot en met %[1]d, zodat elke rij, elke kolom en elk blok elk getal van 1 tot en met %[2]d precies één keer bevat, en de getallen in elke kooi verschillend zijn en samen de som van de kooi geven.",
		"Start with the cages that have only one way to make their sum: 3 in two cells is 1 and 2, and %d in two cells is %d and %d. A row, column or box adds up to %d, so the cages inside one tell you what the rest of it holds.": "Begin met de kooien waarvan de som maar op één manier te maken is: 3 in twee vakjes is 1 en 2, en %[1]d in twee vakjes is %[2]d en %[3]d. Een rij, kolom of blok telt op tot %[4]d, dus de kooien erin vertellen wat de rest bevat.",
		"Write 1 to %d once in every row, column and box; each cage adds up to its number.":                                                                                                                                           "Schrijf 1 tot en met %d één keer in elke rij, elke kolom en elk blok; elke kooi telt op tot zijn getal.",
		"Fill the grid so that every row, column and box holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.":                                                                               "Vul het diagram zo dat elke rij, elke kolom en elk blok 1 tot en met %d één keer bevat, en de cijfers van elke gestippelde kooi verschillend zijn en samen zijn kleine getal geven.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits cannot make its sum.":                                                                                      "Kies een vakje en typ of tik een cijfer. Het potlood schrijft in plaats daarvan kleine kandidaten. Een kooi wordt rood als zijn cijfers zijn som niet kunnen maken.",

		"cage single":           "kooi-single",
		"cage combination":      "kooicombinaties",
		"rule of 45":            "regel van 45",
		"line single":           "lijn-single",
		"combination and house": "combinatie en eenheid",
		"cage filling":          "kooivulling",
		"sum difference":        "somverschil",
		"cage splitting":        "kooisplitsing",

		"the %d-cage at %s":    "kooi van %d bij %s",
		"The %d-cage at %s":    "Kooi van %d bij %s",
		"the innies of row %d": "de binnenvakjes van rij %d", "the innies of column %d": "de binnenvakjes van kolom %d", "the innies of box %d": "de binnenvakjes van blok %d",
		"the innies of rows %d to %d": "de binnenvakjes van rijen %d tot en met %d", "the innies of columns %d to %d": "de binnenvakjes van kolommen %d tot en met %d",
		"the outies of row %d": "de buitenvakjes van rij %d", "the outies of column %d": "de buitenvakjes van kolom %d", "the outies of box %d": "de buitenvakjes van blok %d",
		"the outies of rows %d to %d": "de buitenvakjes van rijen %d tot en met %d", "the outies of columns %d to %d": "de buitenvakjes van kolommen %d tot en met %d",
		"The innies of row %d": "Binnenvakjes van rij %d", "The innies of column %d": "Binnenvakjes van kolom %d", "The innies of box %d": "Binnenvakjes van blok %d",
		"The outies of row %d": "Buitenvakjes van rij %d", "The outies of column %d": "Buitenvakjes van kolom %d", "The outies of box %d": "Buitenvakjes van blok %d",
		"%s; %s":            "%s; %s",
		"%s can only be %s": "de %s kan alleen %s zijn",

		"By the rule of 45 on %s, its outie %s is its innie %s plus %d.":                                                                     "Volgens de regel van 45 voor %[1]s is het buitenvakje %[2]s gelijk aan het binnenvakje %[3]s plus %[4]d.",
		"By the rule of 45 on %s, its outie %s is its innie %s minus %d.":                                                                    "Volgens de regel van 45 voor %[1]s is het buitenvakje %[2]s gelijk aan het binnenvakje %[3]s min %[4]d.",
		"By the rule of 45, %s (%s) add up to %d, which only some of their digits can make.":                                                 "Volgens de regel van 45 tellen %[1]s (%[2]s) op tot %[3]d, wat maar met een deel van hun cijfers kan.",
		"%s can only be %s, so its cells keep only those digits.":                                                                            "%[1]s: alleen %[2]s is mogelijk, dus de vakjes houden alleen die cijfers.",
		"Each cage's cells keep only the digits of the sets that make its sum: %s.":                                                          "De vakjes van elke kooi houden alleen de cijfers van de combinaties die de som maken: %[1]s.",
		"%s (%s) has one empty cell left, %s, and it takes the %d its sum still needs.":                                                      "%[1]s (%[2]s): er is nog één leeg vakje, %[3]s, en dat krijgt de %[4]d die de som nog nodig heeft.",
		"%s (%s) must be %s, and each of its cells keeps only the digits that some filling of the whole cage puts there.":                    "%[1]s (%[2]s): alleen %[3]s is mogelijk, en elk vakje houdt alleen de cijfers die een vulling van de hele kooi daar zet.",
		"Every way to make %s (%s) holds %s, so no other cell of %s can.":                                                                    "Elke vulling van de %[1]s (%[2]s) bevat %[3]s, dus geen ander vakje van %[4]s kan die bevatten.",
		"%s can put its %d only in %s, which must then be %s.":                                                                               "%[1]s kan zijn %[2]d alleen in de %[3]s kwijt, die dan %[4]s moet zijn.",
		"By the rule of 45, %s is the one cell of %s its cages do not hold: it takes the %d they leave.":                                     "Volgens de regel van 45 is vakje %[1]s het enige vakje van %[2]s buiten de kooien erin: het krijgt de %[3]d die overblijft.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d: %s.":                                                    "Volgens de regel van 45 tellen de vakjes van %[1]s buiten de kooien erin (%[2]s) op tot %[3]d: %[4]s.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its last open cell, %s, takes the %d left.":  "Volgens de regel van 45 tellen de vakjes van %[1]s buiten de kooien erin (%[2]s) op tot %[3]d, allemaal in de %[4]s: het laatste vrije vakje daarvan, %[5]s, krijgt de %[6]d die overblijft.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its other open cells (%s) add up to %d: %s.": "Volgens de regel van 45 tellen de vakjes van %[1]s buiten de kooien erin (%[2]s) op tot %[3]d, allemaal in de %[4]s: de andere vrije vakjes daarvan (%[5]s) tellen op tot %[6]d: %[7]s.",
	}
}
