// Package web writes the HTML pages that let a reader play a puzzle in a
// browser: one self-contained page per puzzle (the player's JavaScript
// and CSS inlined, the puzzle object in a <script type="application/json">
// element, so that it works from file:// with no request leaving the
// page), a book's index, a daily feed's calendar, and the player's assets
// alone (player.js, player.css) for sites that embed it in their own pages.
//
// The player is hand-written JavaScript: its own modules in assets/, one
// ES module per concern and naming no kind, and each kind's game logic in
// the kind's folder (gen.Descriptor.Player), pure and apart from the DOM
// so that Node's test runner can test it alone. Pages inline the modules
// concatenated in a fixed order with a registry of the kinds written from
// the list of kinds (Bundle), so there is no build step and no module
// loading at run time. docs/web.md states the page contract.
//
// The package depends on gen for the puzzle object, its hints and the
// kinds' modules, and on gen/kinds for the list; it never imports book.
package web
