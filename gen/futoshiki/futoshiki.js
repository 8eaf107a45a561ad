// Futoshiki in the web player: its game object, embedded by player.go
// (docs/web.md lists what the player asks of it). It is the digit-grid
// game of digits.js on a Latin square: no digit twice in a row or a
// column. Pure: no DOM.

import { digitGame } from "../play/digits.js";

export const futoshiki = { ...digitGame() };
