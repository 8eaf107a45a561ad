// Cage Sum in the web player: its game object, embedded by player.go. It
// is the digit-grid game of digits.js over a Latin square with sum cages:
// no digit twice in a row, a column or a cage, and a cage whose digits are
// all in turns wrong when they do not add up to its target or repeat.
// Pure: no DOM.

import { cageMakes, digitGame } from "../../gen/play/digits.js";

export const cagesum = {
  ...digitGame({
    units: (g) => g.cages.map((cage) => cage.cells),
    cageRight: (g, cage, digits) => cageMakes(cage, digits) && new Set(digits).size === digits.length,
  }),
};
