package regions

// nl returns the engine's texts in Dutch (Translations). A cell is a
// "vakje"; an irregular region a "gebied".
func nl() map[string]string {
	return map[string]string{
		"and": "en",
		"or":  "of",

		"row %d": "rij %d", "column %d": "kolom %d", "box %d": "blok %d", "region %d": "gebied %d",
		"Row %d": "Rij %d", "Column %d": "Kolom %d", "Box %d": "Blok %d", "Region %d": "Gebied %d",
		"box": "blok", "region": "gebied",
		"rows %s": "rijen %s", "columns %s": "kolommen %s", "rows": "rijen", "columns": "kolommen",
		"(%s)": "(%s)", "%s %s": "%s %s",

		"%s is %d":   "vakje %s is een %d",
		"%s are %d":  "de vakjes %s zijn %d",
		"%s is":      "vakje %s is het",
		"%s are":     "de vakjes %s zijn het",
		"%s is not":  "vakje %s is het niet",
		"%s are not": "de vakjes %s zijn het niet",

		"%s, which sees both, cannot be %d":      "vakje %s, dat beide ziet, geen %d kan zijn",
		"%s, which see both, cannot be %d":       "de vakjes %s, die beide zien, geen %d kunnen zijn",
		"%s, which sees all three, cannot be %d": "vakje %s, dat alle drie ziet, geen %d kan zijn",
		"%s, which see all three, cannot be %d":  "de vakjes %s, die alle drie zien, geen %d kunnen zijn",

		"%s has one empty cell left, %s, and it takes the missing %d.":                                                          "%[1]s heeft nog één leeg vakje, %[2]s, en daar komt de ontbrekende %[3]d.",
		"%s needs a %d and only %s can take it.":                                                                                "%[1]s heeft een %[2]d nodig en alleen vakje %[3]s kan die krijgen.",
		"%s needs an %d and only %s can take it.":                                                                               "%[1]s heeft een %[2]d nodig en alleen vakje %[3]s kan die krijgen.",
		"Only %d can go in %s: every other digit is in its row or column.":                                                      "Alleen %[1]d past in vakje %[2]s: elk ander cijfer staat al in zijn rij of kolom.",
		"Only %d can go in %s: every other digit is in its row, column or %s.":                                                  "Alleen %[1]d past in vakje %[2]s: elk ander cijfer staat al in zijn rij, kolom of %[3]s.",
		"Only %d can go in %s: every other digit has been ruled out there.":                                                     "Alleen %[1]d past in vakje %[2]s: elk ander cijfer is daar al uitgesloten.",
		"In %s, the %s can only go in %s, so no other cell of %s can be %s.":                                                    "In %[1]s kunnen de %[2]s alleen in %[3]s staan, dus geen ander vakje van %[4]s kan een %[5]s zijn.",
		"%s can only be %s, so no other cell of %s can be either.":                                                              "De vakjes %[1]s kunnen alleen %[2]s zijn, dus geen ander vakje van %[3]s kan een van beide zijn.",
		"%s can only hold %s among them, so no other cell of %s can be %s.":                                                     "De vakjes %[1]s kunnen samen alleen %[2]s bevatten, dus geen ander vakje van %[3]s kan een %[4]s zijn.",
		"In %s, the %s can only go in %s, so those cells cannot be %s.":                                                         "In %[1]s kunnen de %[2]s alleen in de vakjes %[3]s staan, dus die vakjes kunnen geen %[4]s zijn.",
		"The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.":                  "De %[1]d's van %[2]s kunnen alleen in %[3]s staan, dus het zijn de %[4]d's van die %[5]s, en geen ander vakje van %[6]s kan een %[7]d zijn.",
		"%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.":                 "Vakje %[1]s kan alleen %[2]d of %[3]d zijn: bij %[4]d is vakje %[5]s %[6]s een %[7]d, bij %[8]d is vakje %[9]s %[10]s een %[11]d. Hoe dan ook is een van beide een %[12]d, zodat %[13]s.",
		"%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.": "Vakje %[1]s kan alleen %[2]s zijn; de vakjes %[3]s %[4]s en %[5]s %[6]s zien het. Is het %[7]d, dan is vakje %[8]s een %[9]d; is het %[10]d, dan is vakje %[11]s een %[12]d. Een van de drie is dus een %[13]d, zodat %[14]s.",
		"%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.": "De vakjes %[1]s en %[2]s kunnen alleen %[3]d of %[4]d zijn. In %[5]s kan %[6]d alleen in vakje %[7]s of vakje %[8]s staan, en elk daarvan ziet een van beide: als beide een %[9]d waren, had %[10]s geen %[11]d. Een van beide is dus een %[12]d, zodat %[13]s.",
		"Linking the places of %d that are one of only two in a row, column or %s: either %s, or %s.":                                                                                "Verbind de plaatsen van %[1]d die een van maar twee zijn in een rij, kolom of %[2]s: óf %[3]s, óf %[4]s.",
		"Linking the places of %d that are one of only two in a row or column: either %s, or %s.":                                                                                    "Verbind de plaatsen van %[1]d die een van maar twee zijn in een rij of kolom: óf %[2]s, óf %[3]s.",
		"%s %s and %s see each other and cannot both be %d, so %s, and %s.":                                                                                                          "%[1]s De vakjes %[2]s en %[3]s zien elkaar en kunnen niet allebei %[4]d zijn, dus geldt: %[5]s, en %[6]s.",
		"%s %s sees one of each, so it cannot be %d.":                                                                                                                                "%[1]s Vakje %[2]s ziet er een van elke groep, dus kan het geen %[3]d zijn.",
		"%s %s see one of each, so they cannot be %d.":                                                                                                                               "%[1]s De vakjes %[2]s zien er een van elke groep, dus kunnen ze geen %[3]d zijn.",
		"%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.":                                                                                              "De vakjes %[1]s vormen een keten: als vakje %[2]s geen %[3]d is, is het een %[4]d, en dan geldt: %[5]s. Dus is vakje %[6]s of vakje %[7]s een %[8]d, zodat %[9]s.",

		"full house":       "laatste vrije vakje",
		"hidden single":    "verborgen single",
		"naked single":     "naakte single",
		"pointing":         "wijzende kandidaten",
		"claiming":         "lijnreductie",
		"naked pair":       "naakt paar",
		"naked triple":     "naakt drietal",
		"naked quad":       "naakt viertal",
		"hidden pair":      "verborgen paar",
		"hidden triple":    "verborgen drietal",
		"hidden quad":      "verborgen viertal",
		"X-wing":           "X-wing",
		"swordfish":        "swordfish",
		"jellyfish":        "jellyfish",
		"XY-wing":          "XY-wing",
		"XYZ-wing":         "XYZ-wing",
		"W-wing":           "W-wing",
		"simple colouring": "eenvoudig kleuren",
		"XY-chain":         "XY-keten",
	}
}
