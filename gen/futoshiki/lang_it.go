package futoshiki

// it returns Futoshiki's Italian.
func it() map[string]string {
	return map[string]string{
		"Futoshiki":         "Futoshiki",
		"How to play %s":    "Come si gioca: %s",
		"inequality bounds": "limiti dei segni",
		"inequality chain":  "catena di segni",
		"bound propagation": "propagazione dei limiti",
		"signs and singles": "segni e singoli",
		"Fill in every cell with a number from 1 to %d so that each row and each column holds every number exactly once.":                                                                                          "Scrivi in ogni casella un numero da 1 a %d in modo che ogni riga e ogni colonna contenga ogni numero una sola volta.",
		"The signs between cells must hold: each sign points at the smaller number, as in 2 < 3, between the cells of a row and between rows alike.":                                                               "I segni tra le caselle vanno rispettati: ogni segno punta verso il numero minore, come in 2 < 3, sia tra le caselle di una riga sia tra righe.",
		"Start where the signs say most: a cell smaller than its neighbour cannot be %d, and a cell larger cannot be 1. A chain of signs says more: at the top of a chain of three cells, a number is at least 3.": "Comincia dove i segni dicono di più: una casella minore della vicina non può essere %d, e una maggiore non può essere 1. Una catena di segni dice di più: in cima a una catena di tre caselle, un numero è almeno 3.",
		"Write 1 to %d once in every row and column; every sign points at the smaller number.":                                                                                                                     "Scrivi da 1 a %d una volta in ogni riga e colonna; ogni segno punta verso il numero minore.",
		"Fill the grid so that every row and column holds 1 to %d once, and every sign holds: its point faces the smaller digit.":                                                                                  "Riempi la griglia in modo che ogni riga e colonna contenga da 1 a %d una volta e ogni segno sia rispettato: la sua punta è rivolta verso la cifra minore.",
		"Select a cell, then type or tap a digit. Pencil writes small candidates instead.":                                                                                                                         "Scegli una casella, poi digita o tocca una cifra. La matita scrive invece piccoli candidati.",
		"By the signs: %s.": "Per i segni: %s.",
		"%s; %s":            "%s; %s",
		"%s.":               "%s.",
		"%s is not %s (it is less than the %d in %s)":    "%s non è %s (è minore del %d in %s)",
		"%s is not %s (it is less than %s)":              "%s non è %s (è minore di %s)",
		"%s is not %s (it is greater than the %d in %s)": "%s non è %s (è maggiore del %d in %s)",
		"%s is not %s (it is greater than %s)":           "%s non è %s (è maggiore di %s)",
		"%s is at least %d, so not %s":                   "%s è almeno %d, quindi non è %s",
		"%s is at most %d, so not %s":                    "%s è al massimo %d, quindi non è %s",
		"By the chain %s, %s":                            "Per la catena %s, %s",
		"by the chain %s, %s":                            "per la catena %s, %s",
		"%s (a %d)":                                      "%s (un %d)",
		"%s holds at most %d (%s), so %s is not %s":      "%s vale al massimo %d (%s), quindi %s non è %s",
		"%s holds at least %d (%s), so %s is not %s":     "%s vale almeno %d (%s), quindi %s non è %s",
		"%s < %s: %s.":                                   "%s < %s: %s.",
	}
}
