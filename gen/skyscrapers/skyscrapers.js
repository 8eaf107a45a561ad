// Skyscrapers in the web player: its game object, embedded by player.go
// (docs/web.md lists what the player asks of it). It is the digit-grid
// game of digits.js on rows and columns alone, with the clues outside the
// grid (the puzzle's "edges") drawn in the board's margin, centred on
// their row or column, as print sets them (edges). Pure: no DOM.

import { digitGame } from "../play/digits.js";
import { tr } from "../play/text.js";

const base = digitGame();

// clueText returns the clue at index i of a side's list as text ("" for
// none).
function clueText(list, i) {
  return list && list[i] ? String(list[i]) : "";
}

export const skyscrapers = {
  ...base,

  // edges gives the player the clues to draw outside the grid, by side.
  edges(g) {
    const e = g.edges || {};
    const side = (list, n) => Array.from({ length: n }, (_, i) => clueText(list, i));
    return { top: side(e.top, g.cols), bottom: side(e.bottom, g.cols), left: side(e.left, g.rows), right: side(e.right, g.rows) };
  },

  // view names, in each edge cell's label, the clues that look along its
  // row or column from beside it.
  view(g, b, ui) {
    const v = base.view(g, b, ui);
    const e = g.edges;
    if (!e) return v;
    const cells = v.cells.map((cell, i) => {
      const r = Math.floor(i / g.cols), c = i % g.cols;
      const said = [];
      if (r === 0 && clueText(e.top, c)) said.push(tr("seen_above", e.top[c]));
      if (r === g.rows - 1 && clueText(e.bottom, c)) said.push(tr("seen_below", e.bottom[c]));
      if (c === 0 && clueText(e.left, r)) said.push(tr("seen_left", e.left[r]));
      if (c === g.cols - 1 && clueText(e.right, r)) said.push(tr("seen_right", e.right[r]));
      return said.length ? { ...cell, label: cell.label + tr("cell_edge_clue", said.join(", ")) } : cell;
    });
    return { ...v, cells };
  },
};
