// Jigsaw Sudoku in the web player: its game object, embedded by
// player.go (docs/web.md lists what the player asks of it). It is the
// digit-grid game of digits.js with the puzzle's own irregular regions
// (its "regions" overlay), drawn thick and a unit each: no digit twice in
// a row, a column or a region. Pure: no DOM.

import { digitGame } from "../play/digits.js";

export const jigsaw = { ...digitGame() };
