package fonts

import _ "embed"

// Regular is Lato Regular (Lato-Regular.ttf), the body face.
//
//go:embed Lato-Regular.ttf
var Regular []byte

// Bold is Lato Bold (Lato-Bold.ttf), for titles, labels and givens.
//
//go:embed Lato-Bold.ttf
var Bold []byte

// Italic is Lato Italic (Lato-Italic.ttf).
//
//go:embed Lato-Italic.ttf
var Italic []byte

// Heavy is Lato Black (Lato-Black.ttf), a sturdier bold with wide, open
// digits, for children's worksheets.
//
//go:embed Lato-Black.ttf
var Heavy []byte

// GoRegular is Go Regular (Go-Regular.ttf).
//
//go:embed Go-Regular.ttf
var GoRegular []byte

// GoBold is Go Bold (Go-Bold.ttf).
//
//go:embed Go-Bold.ttf
var GoBold []byte

// GoItalic is Go Italic (Go-Italic.ttf).
//
//go:embed Go-Italic.ttf
var GoItalic []byte

// AndikaRegular is Andika Regular (Andika-Regular.ttf), a school face.
//
//go:embed Andika-Regular.ttf
var AndikaRegular []byte

// AndikaBold is Andika Bold (Andika-Bold.ttf).
//
//go:embed Andika-Bold.ttf
var AndikaBold []byte
