package lang

import "fmt"

// cellNames are the languages' names of a grid cell, by code: a format of
// its row and its column, counted from 1.
var cellNames = map[string]string{
	"en": "row %d, column %d",
	"fr": "ligne %d, colonne %d",
	"de": "Zeile %d, Spalte %d",
	"es": "fila %d, columna %d",
	"it": "riga %d, colonna %d",
	"pt": "linha %d, coluna %d",
	"nl": "rij %d, kolom %d",
}

// CellName returns a function that names a cell by its row and column,
// counted from 1, in the language code, as hints print it: "row 3,
// column 2". An unknown code names it in English.
func CellName(code string) func(row, col int) string {
	f, ok := cellNames[code]
	if !ok {
		f = cellNames["en"]
	}
	return func(row, col int) string { return fmt.Sprintf(f, row, col) }
}

// timeWords are the languages' word for the time a reader took, by code.
var timeWords = map[string]string{
	"en": "Time", "fr": "Temps", "de": "Zeit", "es": "Tiempo",
	"it": "Tempo", "pt": "Tempo", "nl": "Tijd",
}

// TimeBox is the line printed under a puzzle for the time a reader took,
// in the language code: "Time: ________". An unknown code gives English.
func TimeBox(code string) string {
	w, ok := timeWords[code]
	if !ok {
		w = timeWords["en"]
	}
	return w + ": ________"
}

// indexTitles are the languages' names of the puzzle index, by code.
var indexTitles = map[string]string{
	"en": "Index of puzzles", "fr": "Index des grilles", "de": "Rätselverzeichnis", "es": "Índice de pasatiempos",
	"it": "Indice dei giochi", "pt": "Índice dos passatempos", "nl": "Puzzelregister",
}

// IndexTitle is the heading of the puzzle index in the language code; an
// unknown code gives English.
func IndexTitle(code string) string {
	if t, ok := indexTitles[code]; ok {
		return t
	}
	return indexTitles["en"]
}
