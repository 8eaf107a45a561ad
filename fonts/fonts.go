package fonts

import _ "embed"

// Regular is Go Regular (Go-Regular.ttf), the body face.
//
//go:embed Go-Regular.ttf
var Regular []byte

// Bold is Go Bold (Go-Bold.ttf), for titles, labels and givens.
//
//go:embed Go-Bold.ttf
var Bold []byte

// Italic is Go Italic (Go-Italic.ttf).
//
//go:embed Go-Italic.ttf
var Italic []byte

// Mono is Go Mono (Go-Mono.ttf), a fixed-pitch face for tabular text.
//
//go:embed Go-Mono.ttf
var Mono []byte

// Heavy is DejaVu Sans Bold (DejaVuSans-Bold.ttf), a sturdier bold with
// wide, open digits, for children's worksheets. Its licence is in
// LICENSE-DejaVu.
//
//go:embed DejaVuSans-Bold.ttf
var Heavy []byte
