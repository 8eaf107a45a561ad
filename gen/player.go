package gen

// PlayerModule is a kind's module of the web player: hand-written
// JavaScript kept in the kind's folder and embedded from there. The web
// package joins it into the player's one script, after the player's own
// modules, so its import lines may name only those (grid.js, steps.js,
// ...), and its top-level names must differ from every other module's.
//
// The module exports one game object, which the player calls for every
// action on a puzzle of the kind: start, restore, value, wrong, solved,
// solution, reveal, key, down, settle, tools, pad, frame, view, first
// (the cell selected at the start) and keys (the keyboard help), and
// where the kind has them place, flush, move, up, status and options
// (docs/web.md). Two kinds played alike may share one module and its game
// object.
type PlayerModule struct {
	// Name is the module's file name, the kind's name and ".js": unique
	// among the player's modules; kinds that share a module give the same
	// one.
	Name string
	// Game is the name of the game object the module exports ("export
	// const NAME = {", NAME the kind's name or that of the kinds sharing
	// the module).
	Game string
	// Source is the module's text.
	Source []byte
}
