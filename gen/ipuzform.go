package gen

// IPUZ is a kind's ipuz form (ipuz.org): the kind URI its documents
// declare and the fields of its own. gen/ipuz writes and reads the rest
// of a document, which every kind shares: version, kind, metadata,
// dimensions, charset, the puzzle and solution grids (0 blank, "#" or null
// for -1)
// and the difficulty. The zero value is no ipuz form.
type IPUZ struct {
	// Kind is the kind URI, with the kind's version after "#" as ipuz
	// asks: ipuz's own URI for a kind ipuz defines, else one of
	// puzzlebook's, "https://puzzlebook.dev/ipuz/NAME#1". A document is
	// read as the kind's when one of its kind URIs is this one, with or
	// without a version.
	Kind string
	// NoCell writes the cells that are not part of the grid (-1) as
	// ipuz's null, no cell at all, rather than as a block ("#", drawn
	// black): the cells outside a shape, which a viewer leaves out.
	NoCell bool
	// Write, when not nil, puts the fields of the kind's own of p, in
	// the order they are to be written (after difficulty, before
	// dimensions). A kind may use the fields ipuz gives its kind, or
	// extension keys named under its URI as ipuz asks for those.
	Write func(p *Puzzle, put func(key string, value any)) error
	// Read, when not nil, reads those fields into p, whose size and
	// grids are already read. get unmarshals the member key into v and
	// reports whether the document has it (null counts as absent). Its
	// errors say what is wrong with the document; gen/ipuz marks them
	// malformed.
	Read func(p *Puzzle, get func(key string, v any) (bool, error)) error
}
