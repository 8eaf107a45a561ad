package kakuro

// Kind is Kakuro's gen.Kind. This stand-in lets the drawing, the player
// and the ipuz form build before the kind's core is merged; the merge
// replaces it with the core's kind.go.
type Kind struct{}
