// Package configs holds the example book configs. The default ones,
// sampler.yaml and daily.yaml, are embedded so that `puzzlebook build` and
// `puzzlebook daily` work without a file.
package configs

import _ "embed"

// Sampler is the text of sampler.yaml, the default book.
//
//go:embed sampler.yaml
var Sampler []byte

// SamplerFile is the name Sampler is read under, for messages and the
// book's default name.
const SamplerFile = "sampler.yaml"

// Daily is the text of daily.yaml, the default daily feed of
// `puzzlebook daily`.
//
//go:embed daily.yaml
var Daily []byte

// DailyFile is the name Daily is read under, for messages.
const DailyFile = "daily.yaml"
