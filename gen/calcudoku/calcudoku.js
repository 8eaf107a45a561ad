// Calcudoku in the web player: its game object, embedded by describe.go
// (docs/web.md lists what the player asks of it). It is the digit-grid
// game of digits.js over a Latin square with arithmetic cages: no digit
// twice in a row or a column (a cage may repeat one across lines), and a
// cage whose cells are all filled turns wrong when its digits do not make
// its target by its operation; with the operation hidden, by any of them.
// Pure: no DOM.

import { cageMakes, digitGame } from "../play/digits.js";

const ops = ["+", "-", "×", "÷"];

export const calcudoku = {
  ...digitGame({
    cageRight: (g, cage, digits) =>
      cage.hidden && digits.length > 1 ? ops.some((op) => cageMakes({ ...cage, op }, digits)) : cageMakes(cage, digits),
  }),
};
