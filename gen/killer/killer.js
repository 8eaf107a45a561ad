// Killer Sudoku in the web player: its game object, embedded by
// describe.go (docs/web.md lists what the player asks of it). It is the
// digit-grid game of digits.js with the puzzle's boxes as regions and its
// sum cages: no digit twice in a row, a column, a box or a cage, and a
// cage whose cells are all filled turns wrong when its digits do not add
// up to its sum. Pure: no DOM.

import { boxRegions, cageMakes, digitGame } from "../play/digits.js";

export const killer = {
  ...digitGame({
    regions: boxRegions,
    units: (g) => g.cages.map((cage) => cage.cells),
    cageRight: (g, cage, digits) => cageMakes(cage, digits) && new Set(digits).size === digits.length,
  }),
};
