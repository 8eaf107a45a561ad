package killer

// it returns Killer Sudoku's texts in Italian (Translations): a cage is a
// "gabbia", named bare ("gabbia da 17 in r1c2") so that a sentence gives
// it its article; a box is a "regione".
func it() map[string]string {
	return map[string]string{
		"Killer Sudoku":  "Killer Sudoku",
		"How to play %s": "Come si gioca a %s",
		"The grid has %d rows, %d columns and %d boxes of %d by %d cells, outlined in bold. Dashed lines cut it into cages; the small number in a cage's corner is the sum of its digits.":                                            "La griglia ha %[1]d righe, %[2]d colonne e %[3]d regioni di %[4]d per %[5]d caselle, bordate in grassetto. Linee tratteggiate la dividono in gabbie; il numero piccolo nell’angolo di una gabbia è la somma delle sue cifre.",
		"Fill in every cell with a number from 1 to %d so that each row, each column and each box holds every number from 1 to %d exactly once, and the numbers in each cage differ and add up to its sum.":                           "Riempite ogni casella con un numero da 1 a %[1]d in modo che ogni riga, ogni colonna e ogni regione contenga ogni numero da 1 a %[2]d una sola volta, e che i numeri di ogni gabbia siano diversi e diano la sua somma.",
		"Start with the cages that have only one way to make their sum: 3 in two cells is 1 and 2, and %d in two cells is %d and %d. A row, column or box adds up to %d, so the cages inside one tell you what the rest of it holds.": "Cominciate dalle gabbie la cui somma si forma in un solo modo: 3 in due caselle è 1 e 2, e %[1]d in due caselle è %[2]d e %[3]d. Una riga, una colonna o una regione somma %[4]d, quindi le gabbie al suo interno dicono che cosa contiene il resto.",
		"Write 1 to %d once in every row, column and box; each cage adds up to its number.":                                                                                                                                           "Scrivi i numeri da 1 a %d una volta in ogni riga, colonna e regione; ogni gabbia dà il suo numero.",
		"Fill the grid so that every row, column and box holds 1 to %d once, and the digits of each dashed cage differ and add up to its small number.":                                                                               "Riempi la griglia in modo che ogni riga, colonna e regione contenga i numeri da 1 a %d una volta, e che le cifre di ogni gabbia tratteggiata siano diverse e diano il suo numero piccolo.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits cannot make its sum.":                                                                                      "Seleziona una casella, poi digita o tocca una cifra. La matita scrive invece piccoli candidati. Una gabbia diventa rossa quando le sue cifre non possono dare la sua somma.",

		"cage single":           "singolo di gabbia",
		"cage combination":      "combinazioni di gabbia",
		"rule of 45":            "regola del 45",
		"line single":           "singolo di linea",
		"combination and house": "combinazione e unità",
		"cage filling":          "riempimento di gabbia",
		"sum difference":        "differenza di somme",
		"cage splitting":        "divisione di gabbia",

		"the %d-cage at %s":    "gabbia da %d in %s",
		"The %d-cage at %s":    "Gabbia da %d in %s",
		"the innies of row %d": "le caselle interne della riga %d", "the innies of column %d": "le caselle interne della colonna %d", "the innies of box %d": "le caselle interne della regione %d",
		"the innies of rows %d to %d": "le caselle interne delle righe da %d a %d", "the innies of columns %d to %d": "le caselle interne delle colonne da %d a %d",
		"the outies of row %d": "le caselle esterne della riga %d", "the outies of column %d": "le caselle esterne della colonna %d", "the outies of box %d": "le caselle esterne della regione %d",
		"the outies of rows %d to %d": "le caselle esterne delle righe da %d a %d", "the outies of columns %d to %d": "le caselle esterne delle colonne da %d a %d",
		"The innies of row %d": "Caselle interne della riga %d", "The innies of column %d": "Caselle interne della colonna %d", "The innies of box %d": "Caselle interne della regione %d",
		"The outies of row %d": "Caselle esterne della riga %d", "The outies of column %d": "Caselle esterne della colonna %d", "The outies of box %d": "Caselle esterne della regione %d",
		"%s; %s":            "%s; %s",
		"%s can only be %s": "la %s può essere solo %s",

		"By the rule of 45 on %s, its outie %s is its innie %s plus %d.":                                                                     "Per la regola del 45 sulla %[1]s, la sua casella esterna %[2]s vale la sua casella interna %[3]s più %[4]d.",
		"By the rule of 45 on %s, its outie %s is its innie %s minus %d.":                                                                    "Per la regola del 45 sulla %[1]s, la sua casella esterna %[2]s vale la sua casella interna %[3]s meno %[4]d.",
		"By the rule of 45, %s (%s) add up to %d, which only some of their digits can make.":                                                 "Per la regola del 45, %[1]s (%[2]s) sommano %[3]d, cosa che solo alcune delle loro cifre permettono.",
		"%s can only be %s, so its cells keep only those digits.":                                                                            "%[1]s: sono possibili solo le combinazioni %[2]s, quindi le sue caselle tengono solo quelle cifre.",
		"Each cage's cells keep only the digits of the sets that make its sum: %s.":                                                          "Le caselle di ogni gabbia tengono solo le cifre delle combinazioni che danno la sua somma: %[1]s.",
		"%s (%s) has one empty cell left, %s, and it takes the %d its sum still needs.":                                                      "%[1]s (%[2]s): resta una sola casella vuota, %[3]s, che prende il %[4]d che manca ancora alla somma.",
		"%s (%s) must be %s, and each of its cells keeps only the digits that some filling of the whole cage puts there.":                    "%[1]s (%[2]s): sono possibili solo le combinazioni %[3]s, e ogni casella tiene solo le cifre che qualche riempimento dell’intera gabbia vi mette.",
		"Every way to make %s (%s) holds %s, so no other cell of %s can.":                                                                    "Ogni modo di riempire la %[1]s (%[2]s) contiene %[3]s, quindi nessun’altra casella della %[4]s può contenerli.",
		"%s can put its %d only in %s, which must then be %s.":                                                                               "La %[1]s può mettere il suo %[2]d solo nella %[3]s, che deve quindi essere %[4]s.",
		"By the rule of 45, %s is the one cell of %s its cages do not hold: it takes the %d they leave.":                                     "Per la regola del 45, la casella %[1]s è l’unica della %[2]s che le sue gabbie non coprono: prende il %[3]d che resta.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d: %s.":                                                    "Per la regola del 45, le caselle della %[1]s che le sue gabbie non coprono (%[2]s) sommano %[3]d: %[4]s.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its last open cell, %s, takes the %d left.":  "Per la regola del 45, le caselle della %[1]s che le sue gabbie non coprono (%[2]s) sommano %[3]d, tutte nella %[4]s: la sua ultima casella libera, %[5]s, prende il %[6]d che resta.",
		"By the rule of 45, the cells of %s its cages do not hold (%s) add up to %d, all in %s: its other open cells (%s) add up to %d: %s.": "Per la regola del 45, le caselle della %[1]s che le sue gabbie non coprono (%[2]s) sommano %[3]d, tutte nella %[4]s: le sue altre caselle libere (%[5]s) sommano %[6]d: %[7]s.",
	}
}
