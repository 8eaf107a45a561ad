// Skyscrapers in the web player: its game object, embedded by player.go
// (docs/web.md lists what the player asks of it). It is the digit-grid
// game of digits.js on rows and columns alone, with the clues outside the
// grid (the puzzle's "edges") shown as small labels in the cells next to
// them, each with an arrow pointing the way it looks: ↓ from above, ↑
// from below, → from the left, ← from the right. Pure: no DOM.

import { digitGame } from "../play/digits.js";

const base = digitGame();

// clueLabels returns, for each cell of g next to a clue, the text of its
// label: the clues that look along its row or column from beside it.
function clueLabels(g) {
  const e = g.edges;
  const out = new Map();
  if (!e) return out;
  const add = (i, text) => out.set(i, out.has(i) ? `${out.get(i)} ${text}` : text);
  for (let c = 0; c < g.cols; c++) {
    if (e.top && e.top[c]) add(c, `↓${e.top[c]}`);
    if (e.bottom && e.bottom[c]) add((g.rows - 1) * g.cols + c, `↑${e.bottom[c]}`);
  }
  for (let r = 0; r < g.rows; r++) {
    if (e.left && e.left[r]) add(r * g.cols, `→${e.left[r]}`);
    if (e.right && e.right[r]) add(r * g.cols + g.cols - 1, `←${e.right[r]}`);
  }
  return out;
}

export const skyscrapers = {
  ...base,
  view(g, b, ui) {
    const v = base.view(g, b, ui);
    const labels = clueLabels(g);
    const cells = v.cells.map((cell, i) => {
      const text = labels.get(i);
      return text ? { ...cell, corner: { text, cls: "" }, label: `${cell.label}, clue ${text}` } : cell;
    });
    return { ...v, cells };
  },
};
