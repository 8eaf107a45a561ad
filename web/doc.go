// Package web writes the HTML pages that let a reader play a puzzle in a
// browser: one self-contained page per puzzle (the player's JavaScript
// and CSS inlined, the puzzle object in a <script type="application/json">
// element, so that it works from file:// with no request leaving the
// page), a book's index, a daily feed's calendar, and the player's assets
// alone (player.js, player.css) for sites that embed it in their own pages.
//
// The player is hand-written JavaScript in assets/, one ES module per
// concern, with the pure game logic apart from the DOM so that Node's
// test runner can test it alone. Pages inline the modules concatenated in
// a fixed order (Bundle), so there is no build step and no module loading
// at run time. docs/web.md states the page contract.
//
// The package depends on gen for the puzzle object and its hints; it never
// imports book.
package web
