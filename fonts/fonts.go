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
