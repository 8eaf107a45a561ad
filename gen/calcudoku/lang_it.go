package calcudoku

// it returns Calcudoku's Italian.
func it() map[string]string {
	return map[string]string{
		"Calcudoku":              "Calcudoku",
		"How to play %s":         "Come si gioca: %s",
		"cage arithmetic":        "calcolo della gabbia",
		"cage tuples":            "combinazioni della gabbia",
		"cage and line":          "gabbia e linea",
		"line sums and products": "somme e prodotti delle linee",

		"The grid has %d rows and %d columns. Bold lines cut it into cages; the small clue in a cage's corner is a target and an operation.": "La griglia ha %d righe e %d colonne. Linee spesse la dividono in gabbie; il piccolo indizio nell'angolo di una gabbia è un risultato con un'operazione.",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number from 1 to %d exactly once. The numbers in a cage make its target: added (+), multiplied (×), or, in a cage of two cells, the larger less (−) or divided by (÷) the smaller. A number may repeat in a cage if not in the same row or column.": "Scrivi in ogni casella un numero da 1 a %d in modo che ogni riga e ogni colonna contenga ogni numero da 1 a %d una sola volta. I numeri di una gabbia danno il suo risultato: sommati (+), moltiplicati (×) o, in una gabbia di due caselle, il maggiore meno (−) o diviso per (÷) il minore. Un numero può ripetersi in una gabbia se non è nella stessa riga o colonna.",
		"Start with the cages that have only one way to make their target, such as 3+ in two cells (1 and 2), and with the cages of one cell, which are given.":                                                                                                                                                                                         "Comincia dalle gabbie che hanno un solo modo di dare il loro risultato, come 3+ in due caselle (1 e 2), e dalle gabbie di una casella, che sono date.",
		"Write 1 to %d once in every row and column; each cage makes its clue.": "Scrivi da 1 a %d una volta in ogni riga e colonna; ogni gabbia dà il suo indizio.",
		"Fill the grid so that every row and column holds 1 to %d once, and the digits of each outlined cage make its small number by its operation (+ sum, − difference, × product, ÷ quotient). Digits may repeat in a cage, never in a row or column.": "Riempi la griglia in modo che ogni riga e colonna contenga da 1 a %d una volta, e le cifre di ogni gabbia diano il suo piccolo numero con la sua operazione (+ somma, − differenza, × prodotto, ÷ quoziente). Le cifre possono ripetersi in una gabbia, mai in una riga o colonna.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. A cage turns red when its digits do not make its number.":                                                                                                       "Scegli una casella, poi digita o tocca una cifra. La matita scrive invece piccoli candidati. Una gabbia diventa rossa quando le sue cifre non danno il suo numero.",

		"%s can only be made by %s, so its cells keep only those digits.":                     "%s si ottiene solo con %s, quindi le sue caselle tengono solo quelle cifre.",
		"With the candidates its rows and columns leave, %s can only be %s.":                  "Con i candidati che lasciano le sue righe e colonne, la %s può essere solo %s.",
		"Every way to make %s puts a %d in its cells of %s, so no other cell of %s holds %d.": "Ogni modo di completare la %s mette un %d nelle sue caselle della %s, quindi nessun'altra casella della %s contiene il %d.",
		"%s can hold %d only in %s, so %s must put a %d there: it can only be %s.":            "La %s può avere il %d solo nella %s, quindi la %s deve contenervi un %d: può essere solo %s.",
		"The %s cage at %s":    "La gabbia %s in %s",
		"the %s cage at %s":    "gabbia %s in %s",
		"%d by some operation": "%d (operazione nascosta)",
		"%s or %s":             "%s o %s",
		"%s":                   "%s",
		"rows %d and %d":       "righe %d e %d",
		"columns %d and %d":    "colonne %d e %d",
		"the rest":             "le altre caselle",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                            "In %s le cifre danno una somma nota, e le gabbie %s danno la loro parte, quindi %s devono dare il resto: i loro candidati tengono solo le cifre che lo fanno.",
		"The digits of %s add up to a known sum, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.":       "In %s le cifre danno una somma nota, e le gabbie %s danno la loro parte, quindi %s, contro %s fuori, devono dare il resto: i loro candidati tengono solo le cifre che lo fanno.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.":                      "In %s le cifre danno un prodotto noto, e le gabbie %s danno la loro parte, quindi %s devono dare il resto: i loro candidati tengono solo le cifre che lo fanno.",
		"The digits of %s multiply to a known product, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.": "In %s le cifre danno un prodotto noto, e le gabbie %s danno la loro parte, quindi %s, contro %s fuori, devono dare il resto: i loro candidati tengono solo le cifre che lo fanno.",
	}
}
