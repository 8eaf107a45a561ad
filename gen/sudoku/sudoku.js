// Sudoku (4x4, 6x6, 9x9) in the web player: its game object, embedded by
// player.go (docs/web.md lists what the player asks of it). It is the
// digit-grid game of digits.js with the puzzle's boxes as its regions:
// no digit twice in a row, a column or a box. Pure: no DOM.

import { boxRegions, digitGame } from "../play/digits.js";

export const sudoku = { ...digitGame({ regions: boxRegions }) };
