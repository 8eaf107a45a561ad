package kakuro

// italian returns Kakuro's texts in Italian.
func italian() map[string]string {
	return map[string]string{
		"Kakuro":         "Kakuro",
		"How to play %s": "Come si gioca a %s",

		// How to play and the player.
		"Kakuro is a crossword of numbers. Each white cell takes a digit from 1 to 9. A line of white cells across or down is a run; the grey cell before it holds its sum, the sum across above the diagonal and the sum down below it.":                                                        "Il Kakuro è un cruciverba di numeri. Ogni casella bianca riceve una cifra da 1 a 9. Una fila di caselle bianche, orizzontale o verticale, è un blocco; la casella grigia che lo precede ne indica la somma: quella orizzontale sopra la diagonale, quella verticale sotto.",
		"Fill in every white cell so that the digits of each run add up to its sum, with no digit twice in a run.":                                                                                                                                                                               "Riempite tutte le caselle bianche in modo che le cifre di ogni blocco diano la sua somma, senza ripetere una cifra nello stesso blocco.",
		"Start with the sums that can be made only one way: 3 in two cells is 1 and 2, 4 is 1 and 3, 16 is 7 and 9, 17 is 8 and 9; in three cells 6 is 1, 2 and 3, 7 is 1, 2 and 4, 23 is 6, 8 and 9, and 24 is 7, 8 and 9. Where an across run and a down run cross, the digit must suit both.": "Cominciate dalle somme che si formano in un solo modo: in due caselle 3 è 1 e 2, 4 è 1 e 3, 16 è 7 e 9, 17 è 8 e 9; in tre caselle 6 è 1, 2 e 3, 7 è 1, 2 e 4, 23 è 6, 8 e 9, e 24 è 7, 8 e 9. Dove un blocco orizzontale e uno verticale si incrociano, la cifra deve andar bene per entrambi.",
		"Write 1 to 9 in the white cells: each run adds up to its sum, with no digit twice.":                                                                                                                                                                                                     "Scrivi le cifre da 1 a 9 nelle caselle bianche: ogni blocco dà la sua somma, senza cifre ripetute.",
		"Write a digit from 1 to 9 in every white cell. The digits of a run, across or down, differ and add up to the sum in the clue cell before it: across sums above the diagonal, down sums below it.":                                                                                       "Scrivete una cifra da 1 a 9 in ogni casella bianca. Le cifre di un blocco, orizzontale o verticale, sono diverse e danno la somma della casella grigia che lo precede: le somme orizzontali sopra la diagonale, le verticali sotto.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead. The bar shows the ways the selected cell's runs can still make their sums, such as 16 in 2: 7+9. A sum turns red when its run, filled in, does not make it.":                                           "Selezionate una casella, poi digitate o toccate una cifra. La matita scrive invece piccoli candidati. La barra mostra come i blocchi della casella scelta possono ancora dare la loro somma, per esempio 16 in 2: 7+9. Una somma diventa rossa quando il suo blocco, riempito, non la dà.",

		// The ladder.
		"unique sum":           "somma unica",
		"naked single":         "singolo nudo",
		"crossed combinations": "combinazioni incrociate",
		"hidden single":        "singolo nascosto",
		"excluded digits":      "cifre escluse",
		"pair in a run":        "coppia in un blocco",
		"block sums":           "somme di fascia",
		"subset in a run":      "sottoinsieme in un blocco",
		"run arrangements":     "disposizioni di un blocco",

		// The steps.
		"the across %d in %d at %s":                                                            "blocco orizzontale %d in %d caselle (%s)",
		"the down %d in %d at %s":                                                              "blocco verticale %d in %d caselle (%s)",
		"%s can only be %s, so its cells hold only those digits.":                              "Il %s può valere solo %s, quindi le sue caselle contengono solo quelle cifre.",
		"%s can only be %d.":                                                                   "La casella in %s può contenere solo %d.",
		"%s lies in %s and %s; the digits both allow are %s.":                                  "La casella in %s sta nel %s e nel %s; le cifre ammesse da entrambi sono %s.",
		"%s needs a %d and only %s can take it.":                                               "Il %s richiede un %d e solo la casella in %s può riceverlo.",
		"the combinations left to %s use only %s.":                                             "Le combinazioni rimaste al %s usano solo %s.",
		"%d cells of %s hold %s between them, so its other cells do not.":                      "%d caselle del %s si dividono %s, quindi le sue altre caselle non li contengono.",
		"trying each way to fill %s with its combinations rules some digits out of its cells.": "Provare ogni modo di riempire il %s con le sue combinazioni esclude alcune cifre dalle sue caselle.",
		"the sums of rows %d to %d leave %d for their one open innie, %s.":                     "Le somme delle righe da %d a %d lasciano %d alla loro unica casella interna libera, la casella in %s.",
		"the sums of rows %d to %d leave %d for their one open outie, %s.":                     "Le somme delle righe da %d a %d lasciano %d alla loro unica casella esterna libera, la casella in %s.",
		"the sums of columns %d to %d leave %d for their one open innie, %s.":                  "Le somme delle colonne da %d a %d lasciano %d alla loro unica casella interna libera, la casella in %s.",
		"the sums of columns %d to %d leave %d for their one open outie, %s.":                  "Le somme delle colonne da %d a %d lasciano %d alla loro unica casella esterna libera, la casella in %s.",
	}
}
