package lang

// French is the book's text in French. Its colons are written here with
// a plain space; For("fr") gives it set in French typography (Punctuate).
var French = Words{
	Puzzle:            "Grille %d",
	SolutionOnPage:    "Solution page %d",
	SolutionInBook:    "Solution : livre des solutions, page %d",
	Example:           "Exemple",
	Solution:          "Solution",
	HowToPlay:         "Règles du jeu : %s",
	Contents:          "Sommaire",
	Answers:           "Solutions",
	AnswerBook:        "%s : solutions",
	Hints:             "Indices",
	Name:              "Nom",
	Date:              "Date",
	AnyGrade:          "Tous niveaux",
	Easy:              "Facile",
	Medium:            "Moyen",
	Hard:              "Difficile",
	Expert:            "Expert",
	SectionTitle:      "%[2]s %[3]s",
	Puzzles:           "%d grilles",
	OnePuzzle:         "1 grille",
	Worksheets:        "fiches d’exercices",
	SameRules:         "Les grilles %s de ce livre suivent les mêmes règles à leur taille.",
	And:               "et",
	InsideThisBook:    "Dans ce livre",
	Sections:          "%d parties",
	MoreSections:      "et %d autres parties",
	KindPuzzles:       "grilles de %s",
	KindPuzzle:        "grille de %s",
	InsideGrade:       "%[1]d %[2]s, niveau %[3]s",
	InsideRange:       "%[1]d %[2]s, du niveau %[3]s au niveau %[4]s",
	Unique:            "Chaque grille a une solution unique.",
	AnswersBack:       "Solutions à la fin du livre.",
	AnswersApart:      "Solutions dans un livre à part.",
	LargePrint:        "GROS CARACTÈRES",
	Intro:             "Introduction",
	Tips:              "Conseils",
	Notes:             "Notes",
	About:             "À propos de l’auteur",
	AlsoBy:            "Du même auteur",
	Review:            "Laissez un avis",
	YesterdaysAnswers: "Solutions d’hier",
	DayPage:           "La page du jour",
	Column:            "colonne",
	french:            true,
}

// punctuated returns w with every text set in its language's typography.
func (w Words) punctuated() Words {
	for _, k := range Keys() {
		p := w.field(k)
		*p = w.Punctuate(*p)
	}
	return w
}
