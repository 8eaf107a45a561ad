package regions

// fr returns the engine's texts in French (Translations). A box is a
// "région", as French puzzle books also call it; the narrow no-break
// space before : and ; is French typography.
func fr() map[string]string {
	return map[string]string{
		"and": "et",
		"or":  "ou",

		"row %d": "ligne %d", "column %d": "colonne %d", "box %d": "région %d", "region %d": "région %d",
		"Row %d": "ligne %d", "Column %d": "colonne %d", "Box %d": "région %d", "Region %d": "région %d",
		"box": "région", "region": "région",
		"rows %s": "lignes %s", "columns %s": "colonnes %s", "rows": "lignes", "columns": "colonnes",
		"(%s)": "(%s)", "%s %s": "%s %s",

		"%s is %d":   "la case %s est %d",
		"%s are %d":  "les cases %s sont %d",
		"%s is":      "la case %s l’est",
		"%s are":     "les cases %s le sont",
		"%s is not":  "la case %s ne l’est pas",
		"%s are not": "les cases %s ne le sont pas",

		"%s, which sees both, cannot be %d":      "la case %s, qui voit les deux, ne peut pas être %d",
		"%s, which see both, cannot be %d":       "les cases %s, qui voient les deux, ne peuvent pas être %d",
		"%s, which sees all three, cannot be %d": "la case %s, qui voit les trois, ne peut pas être %d",
		"%s, which see all three, cannot be %d":  "les cases %s, qui voient les trois, ne peuvent pas être %d",

		"%s has one empty cell left, %s, and it takes the missing %d.":                                                          "La %[1]s n’a plus qu’une case vide, %[2]s, et elle prend le %[3]d manquant.",
		"%s needs a %d and only %s can take it.":                                                                                "La %[1]s a besoin d’un %[2]d et seule la case %[3]s peut le recevoir.",
		"%s needs an %d and only %s can take it.":                                                                               "La %[1]s a besoin d’un %[2]d et seule la case %[3]s peut le recevoir.",
		"Only %d can go in %s: every other digit is in its row or column.":                                                      "Seul le %[1]d peut aller dans la case %[2]s\u202f: tous les autres chiffres sont déjà dans sa ligne ou sa colonne.",
		"Only %d can go in %s: every other digit is in its row, column or %s.":                                                  "Seul le %[1]d peut aller dans la case %[2]s\u202f: tous les autres chiffres sont déjà dans sa ligne, sa colonne ou sa %[3]s.",
		"Only %d can go in %s: every other digit has been ruled out there.":                                                     "Seul le %[1]d peut aller dans la case %[2]s\u202f: tous les autres chiffres y sont déjà exclus.",
		"In %s, the %s can only go in %s, so no other cell of %s can be %s.":                                                    "Dans la %[1]s, les %[2]s ne peuvent aller que dans la %[3]s\u202f: aucune autre case de la %[4]s ne peut donc être %[5]s.",
		"%s can only be %s, so no other cell of %s can be either.":                                                              "Les cases %[1]s ne peuvent être que %[2]s\u202f: aucune autre case de la %[3]s ne peut donc être l’un ou l’autre.",
		"%s can only hold %s among them, so no other cell of %s can be %s.":                                                     "Les cases %[1]s ne peuvent contenir à elles toutes que %[2]s\u202f: aucune autre case de la %[3]s ne peut donc être %[4]s.",
		"In %s, the %s can only go in %s, so those cells cannot be %s.":                                                         "Dans la %[1]s, les %[2]s ne peuvent aller que dans les cases %[3]s\u202f: ces cases ne peuvent donc pas être %[4]s.",
		"The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.":                  "Les %[1]d des %[2]s ne peuvent aller que dans les %[3]s\u202f: ce sont donc les %[4]d de ces %[5]s, et aucune autre case des %[6]s ne peut être un %[7]d.",
		"%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.":                 "La case %[1]s ne peut être que %[2]d ou %[3]d\u202f: si c’est %[4]d, la case %[5]s %[6]s est %[7]d\u202f; si c’est %[8]d, la case %[9]s %[10]s est %[11]d. Dans les deux cas, l’une d’elles est %[12]d, donc %[13]s.",
		"%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.": "La case %[1]s ne peut être que %[2]s\u202f; les cases %[3]s %[4]s et %[5]s %[6]s la voient. Si elle est %[7]d, la case %[8]s est %[9]d\u202f; si elle est %[10]d, la case %[11]s est %[12]d. L’une des trois est donc %[13]d, et %[14]s.",
		"%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.": "Les cases %[1]s et %[2]s ne peuvent être que %[3]d ou %[4]d. Dans la %[5]s, le %[6]d ne peut aller que dans la case %[7]s ou la case %[8]s, et chacune d’elles voit l’une des deux\u202f: si les deux étaient %[9]d, la %[10]s n’aurait pas de %[11]d. L’une des deux est donc %[12]d, et %[13]s.",
		"Linking the places of %d that are one of only two in a row, column or %s: either %s, or %s.":                                                                                "Relions les places du %[1]d qui sont l’une des deux seules d’une ligne, d’une colonne ou d’une %[2]s\u202f: soit %[3]s, soit %[4]s.",
		"Linking the places of %d that are one of only two in a row or column: either %s, or %s.":                                                                                    "Relions les places du %[1]d qui sont l’une des deux seules d’une ligne ou d’une colonne\u202f: soit %[2]s, soit %[3]s.",
		"%s %s and %s see each other and cannot both be %d, so %s, and %s.":                                                                                                          "%[1]s Les cases %[2]s et %[3]s se voient et ne peuvent pas être toutes deux %[4]d\u202f: donc %[5]s, et %[6]s.",
		"%s %s sees one of each, so it cannot be %d.":                                                                                                                                "%[1]s La case %[2]s voit une case de chaque groupe\u202f: elle ne peut donc pas être %[3]d.",
		"%s %s see one of each, so they cannot be %d.":                                                                                                                               "%[1]s Les cases %[2]s voient une case de chaque groupe\u202f: elles ne peuvent donc pas être %[3]d.",
		"%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.":                                                                                              "Les cases %[1]s forment une chaîne\u202f: si la case %[2]s n’est pas %[3]d, elle est %[4]d, donc %[5]s. Ainsi la case %[6]s ou la case %[7]s est %[8]d, et %[9]s.",

		"full house":       "dernière case libre",
		"hidden single":    "singleton caché",
		"naked single":     "singleton nu",
		"pointing":         "réduction région-ligne",
		"claiming":         "réduction ligne-région",
		"naked pair":       "paire nue",
		"naked triple":     "triplet nu",
		"naked quad":       "quadruplet nu",
		"hidden pair":      "paire cachée",
		"hidden triple":    "triplet caché",
		"hidden quad":      "quadruplet caché",
		"X-wing":           "X-Wing",
		"swordfish":        "Swordfish",
		"jellyfish":        "Jellyfish",
		"XY-wing":          "XY-Wing",
		"XYZ-wing":         "XYZ-Wing",
		"W-wing":           "W-Wing",
		"simple colouring": "coloriage simple",
		"XY-chain":         "chaîne XY",
	}
}
