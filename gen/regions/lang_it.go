package regions

// it returns the engine's texts in Italian (Translations). A box is a
// "regione", as Italian puzzle books also call it; a cell a "casella".
func it() map[string]string {
	return map[string]string{
		"and": "e",
		"or":  "o",

		"row %d": "riga %d", "column %d": "colonna %d", "box %d": "regione %d", "region %d": "regione %d",
		"Row %d": "riga %d", "Column %d": "colonna %d", "Box %d": "regione %d", "Region %d": "regione %d",
		"box": "regione", "region": "regione",
		"rows %s": "righe %s", "columns %s": "colonne %s", "rows": "righe", "columns": "colonne",
		"(%s)": "(%s)", "%s %s": "%s %s",

		"%s is %d":   "la casella %s è %d",
		"%s are %d":  "le caselle %s sono %d",
		"%s is":      "la casella %s lo è",
		"%s are":     "le caselle %s lo sono",
		"%s is not":  "la casella %s non lo è",
		"%s are not": "le caselle %s non lo sono",

		"%s, which sees both, cannot be %d":      "la casella %s, che le vede entrambe, non può essere %d",
		"%s, which see both, cannot be %d":       "le caselle %s, che le vedono entrambe, non possono essere %d",
		"%s, which sees all three, cannot be %d": "la casella %s, che le vede tutte e tre, non può essere %d",
		"%s, which see all three, cannot be %d":  "le caselle %s, che le vedono tutte e tre, non possono essere %d",

		"%s has one empty cell left, %s, and it takes the missing %d.":                                                          "Alla %[1]s resta una sola casella vuota, %[2]s, che prende il %[3]d mancante.",
		"%s needs a %d and only %s can take it.":                                                                                "Alla %[1]s serve un %[2]d e solo la casella %[3]s può prenderlo.",
		"%s needs an %d and only %s can take it.":                                                                               "Alla %[1]s serve un %[2]d e solo la casella %[3]s può prenderlo.",
		"Only %d can go in %s: every other digit is in its row or column.":                                                      "Solo il %[1]d può andare nella casella %[2]s: ogni altra cifra è già nella sua riga o colonna.",
		"Only %d can go in %s: every other digit is in its row, column or %s.":                                                  "Solo il %[1]d può andare nella casella %[2]s: ogni altra cifra è già nella sua riga, colonna o %[3]s.",
		"Only %d can go in %s: every other digit has been ruled out there.":                                                     "Solo il %[1]d può andare nella casella %[2]s: ogni altra cifra vi è già stata esclusa.",
		"In %s, the %s can only go in %s, so no other cell of %s can be %s.":                                                    "Nella %[1]s, i %[2]s possono andare solo nella %[3]s, quindi nessun’altra casella della %[4]s può essere %[5]s.",
		"%s can only be %s, so no other cell of %s can be either.":                                                              "Le caselle %[1]s possono essere solo %[2]s, quindi nessun’altra casella della %[3]s può essere l’uno o l’altro.",
		"%s can only hold %s among them, so no other cell of %s can be %s.":                                                     "Le caselle %[1]s possono contenere solo %[2]s tra loro, quindi nessun’altra casella della %[3]s può essere %[4]s.",
		"In %s, the %s can only go in %s, so those cells cannot be %s.":                                                         "Nella %[1]s, i %[2]s possono andare solo nelle caselle %[3]s, quindi quelle caselle non possono essere %[4]s.",
		"The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.":                  "I %[1]d delle %[2]s possono andare solo nelle %[3]s, quindi sono i %[4]d di quelle %[5]s, e nessun’altra casella delle %[6]s può essere %[7]d.",
		"%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.":                 "La casella %[1]s può essere solo %[2]d o %[3]d: se è %[4]d, la casella %[5]s %[6]s è %[7]d; se è %[8]d, la casella %[9]s %[10]s è %[11]d. In entrambi i casi una delle due è %[12]d, quindi %[13]s.",
		"%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.": "La casella %[1]s può essere solo %[2]s; le caselle %[3]s %[4]s e %[5]s %[6]s la vedono. Se è %[7]d, la casella %[8]s è %[9]d; se è %[10]d, la casella %[11]s è %[12]d. Quindi una delle tre è %[13]d, e %[14]s.",
		"%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.": "Le caselle %[1]s e %[2]s possono essere solo %[3]d o %[4]d. Nella %[5]s, il %[6]d può andare solo nella casella %[7]s o nella casella %[8]s, e ognuna di queste ne vede una: se fossero entrambe %[9]d, la %[10]s non avrebbe nessun %[11]d. Quindi una delle due è %[12]d, e %[13]s.",
		"Linking the places of %d that are one of only two in a row, column or %s: either %s, or %s.":                                                                                "Collegando i posti del %[1]d che sono uno di soli due in una riga, una colonna o una %[2]s: o %[3]s, o %[4]s.",
		"Linking the places of %d that are one of only two in a row or column: either %s, or %s.":                                                                                    "Collegando i posti del %[1]d che sono uno di soli due in una riga o una colonna: o %[2]s, o %[3]s.",
		"%s %s and %s see each other and cannot both be %d, so %s, and %s.":                                                                                                          "%[1]s Le caselle %[2]s e %[3]s si vedono e non possono essere entrambe %[4]d, quindi %[5]s, e %[6]s.",
		"%s %s sees one of each, so it cannot be %d.":                                                                                                                                "%[1]s La casella %[2]s ne vede una di ciascun gruppo, quindi non può essere %[3]d.",
		"%s %s see one of each, so they cannot be %d.":                                                                                                                               "%[1]s Le caselle %[2]s ne vedono una di ciascun gruppo, quindi non possono essere %[3]d.",
		"%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.":                                                                                              "Le caselle %[1]s formano una catena: se la casella %[2]s non è %[3]d, è %[4]d, quindi %[5]s. Perciò la casella %[6]s o la casella %[7]s è %[8]d, e %[9]s.",

		"full house":       "ultima casella libera",
		"hidden single":    "singolo nascosto",
		"naked single":     "singolo nudo",
		"pointing":         "riduzione regione-linea",
		"claiming":         "riduzione linea-regione",
		"naked pair":       "coppia nuda",
		"naked triple":     "tripla nuda",
		"naked quad":       "quaterna nuda",
		"hidden pair":      "coppia nascosta",
		"hidden triple":    "tripla nascosta",
		"hidden quad":      "quaterna nascosta",
		"X-wing":           "X-Wing",
		"swordfish":        "Swordfish",
		"jellyfish":        "Jellyfish",
		"XY-wing":          "XY-Wing",
		"XYZ-wing":         "XYZ-Wing",
		"W-wing":           "W-Wing",
		"simple colouring": "colorazione semplice",
		"XY-chain":         "catena XY",
	}
}
