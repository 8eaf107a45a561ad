package regions

// de returns the engine's texts in German (Translations). A cell is a
// "Feld"; an irregular region a "Gebiet".
func de() map[string]string {
	return map[string]string{
		"and": "und",
		"or":  "oder",

		"row %d": "Zeile %d", "column %d": "Spalte %d", "box %d": "Block %d", "region %d": "Gebiet %d",
		"Row %d": "Zeile %d", "Column %d": "Spalte %d", "Box %d": "Block %d", "Region %d": "Gebiet %d",
		"box": "Block", "region": "Gebiet",
		"rows %s": "Zeilen %s", "columns %s": "Spalten %s", "rows": "Zeilen", "columns": "Spalten",
		"(%s)": "(%s)", "%s %s": "%s %s",

		"%s is %d":   "das Feld %s ist eine %d",
		"%s are %d":  "die Felder %s sind %d",
		"%s is":      "das Feld %s ist es",
		"%s are":     "die Felder %s sind es",
		"%s is not":  "das Feld %s ist es nicht",
		"%s are not": "die Felder %s sind es nicht",

		"%s, which sees both, cannot be %d":      "kann das Feld %s, das beide sieht, keine %d sein",
		"%s, which see both, cannot be %d":       "können die Felder %s, die beide sehen, keine %d sein",
		"%s, which sees all three, cannot be %d": "kann das Feld %s, das alle drei sieht, keine %d sein",
		"%s, which see all three, cannot be %d":  "können die Felder %s, die alle drei sehen, keine %d sein",

		"%s has one empty cell left, %s, and it takes the missing %d.":                                                          "%[1]s hat nur noch ein leeres Feld (%[2]s), und dort fehlt die %[3]d.",
		"%s needs a %d and only %s can take it.":                                                                                "%[1]s braucht eine %[2]d, und nur das Feld %[3]s kann sie aufnehmen.",
		"%s needs an %d and only %s can take it.":                                                                               "%[1]s braucht eine %[2]d, und nur das Feld %[3]s kann sie aufnehmen.",
		"Only %d can go in %s: every other digit is in its row or column.":                                                      "Nur die %[1]d passt in das Feld %[2]s: Jede andere Ziffer steht schon in seiner Zeile oder Spalte.",
		"Only %d can go in %s: every other digit is in its row, column or %s.":                                                  "Nur die %[1]d passt in das Feld %[2]s: Jede andere Ziffer steht schon in seiner Zeile, seiner Spalte oder seinem %[3]s.",
		"Only %d can go in %s: every other digit has been ruled out there.":                                                     "Nur die %[1]d passt in das Feld %[2]s: Jede andere Ziffer ist dort schon ausgeschlossen.",
		"In %s, the %s can only go in %s, so no other cell of %s can be %s.":                                                    "In %[1]s können die %[2]s nur in %[3]s stehen, also kann kein anderes Feld von %[4]s eine %[5]s sein.",
		"%s can only be %s, so no other cell of %s can be either.":                                                              "Die Felder %[1]s können nur %[2]s sein, also kann kein anderes Feld von %[3]s eine dieser Ziffern sein.",
		"%s can only hold %s among them, so no other cell of %s can be %s.":                                                     "Die Felder %[1]s können zusammen nur %[2]s enthalten, also kann kein anderes Feld von %[3]s eine %[4]s sein.",
		"In %s, the %s can only go in %s, so those cells cannot be %s.":                                                         "In %[1]s können die %[2]s nur in den Feldern %[3]s stehen, also kann keines dieser Felder eine %[4]s sein.",
		"The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.":                  "Die %[1]d in den %[2]s können nur in den %[3]s stehen; es sind also die %[4]d dieser %[5]s, und kein anderes Feld der %[6]s kann eine %[7]d sein.",
		"%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.":                 "Das Feld %[1]s kann nur %[2]d oder %[3]d sein: Bei %[4]d ist das Feld %[5]s %[6]s eine %[7]d, bei %[8]d ist das Feld %[9]s %[10]s eine %[11]d. So oder so ist eines der beiden eine %[12]d, daher %[13]s.",
		"%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.": "Das Feld %[1]s kann nur %[2]s sein; die Felder %[3]s %[4]s und %[5]s %[6]s sehen es. Ist es eine %[7]d, ist das Feld %[8]s eine %[9]d; ist es eine %[10]d, ist das Feld %[11]s eine %[12]d. Eines der drei ist also eine %[13]d, daher %[14]s.",
		"%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.": "Die Felder %[1]s und %[2]s können nur %[3]d oder %[4]d sein. In %[5]s kann die %[6]d nur im Feld %[7]s oder im Feld %[8]s stehen, und jedes davon sieht eines der beiden: Wären beide eine %[9]d, hätte %[10]s keine %[11]d. Eines der beiden ist also eine %[12]d, daher %[13]s.",
		"Linking the places of %d that are one of only two in a row, column or %s: either %s, or %s.":                                                                                "Verbindet man die Stellen der %[1]d, die eine von nur zwei in einer Zeile, einer Spalte oder einem %[2]s sind, gilt: Entweder %[3]s, oder %[4]s.",
		"Linking the places of %d that are one of only two in a row or column: either %s, or %s.":                                                                                    "Verbindet man die Stellen der %[1]d, die eine von nur zwei in einer Zeile oder Spalte sind, gilt: Entweder %[2]s, oder %[3]s.",
		"%s %s and %s see each other and cannot both be %d, so %s, and %s.":                                                                                                          "%[1]s Die Felder %[2]s und %[3]s sehen sich und können nicht beide eine %[4]d sein. Also gilt: %[5]s, und %[6]s.",
		"%s %s sees one of each, so it cannot be %d.":                                                                                                                                "%[1]s Das Feld %[2]s sieht eines aus jeder der beiden Gruppen und kann daher keine %[3]d sein.",
		"%s %s see one of each, so they cannot be %d.":                                                                                                                               "%[1]s Die Felder %[2]s sehen eines aus jeder der beiden Gruppen und können daher keine %[3]d sein.",
		"%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.":                                                                                              "Die Felder %[1]s bilden eine Kette: Ist das Feld %[2]s keine %[3]d, ist es eine %[4]d, und dann gilt: %[5]s. Also ist das Feld %[6]s oder das Feld %[7]s eine %[8]d, daher %[9]s.",

		"full house":       "letztes freies Feld",
		"hidden single":    "versteckter Einer",
		"naked single":     "nackter Einer",
		"pointing":         "zeigende Kandidaten",
		"claiming":         "Linienreduktion",
		"naked pair":       "nacktes Paar",
		"naked triple":     "nacktes Tripel",
		"naked quad":       "nacktes Quadrupel",
		"hidden pair":      "verstecktes Paar",
		"hidden triple":    "verstecktes Tripel",
		"hidden quad":      "verstecktes Quadrupel",
		"X-wing":           "X-Wing",
		"swordfish":        "Schwertfisch",
		"jellyfish":        "Qualle",
		"XY-wing":          "XY-Wing",
		"XYZ-wing":         "XYZ-Wing",
		"W-wing":           "W-Wing",
		"simple colouring": "einfache Färbung",
		"XY-chain":         "XY-Kette",
	}
}
