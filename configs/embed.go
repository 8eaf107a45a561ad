// Package configs holds the example book configs. The default one,
// sampler.yaml, is embedded so that `puzzlebook build` works without a file.
package configs

import _ "embed"

// Sampler is the text of sampler.yaml, the default book.
//
//go:embed sampler.yaml
var Sampler []byte

// SamplerFile is the name Sampler is read under, for messages and the
// book's default name.
const SamplerFile = "sampler.yaml"
