// Sudoku (4x4, 6x6, 9x9) in the web player: its game object, embedded by
// player.go (docs/web.md lists what the player asks of it). It is the
// digit-grid game of digits.js with the puzzle's boxes as its regions:
// no digit twice in a row, a column or a box. Besides, Candidates (C)
// fills in every empty cell's candidates, keeping the player's
// eliminations, and the option "Show mistakes as you go" marks a wrong
// digit as soon as it is written (an assist the finish names), on a page
// that has the solution. Pure: no DOM.

import { boxRegions, digitGame } from "../play/digits.js";
import { tr } from "../play/text.js";

const sudokuBase = digitGame({ regions: boxRegions });

export const sudoku = {
  ...sudokuBase,

  key(g, b, ui, key, mods) {
    if (key === "c" || key === "C") {
      const board = sudokuBase.candidates(g, b);
      return { board, say: tr(board ? "candidates_filled" : "candidates_in") };
    }
    return sudokuBase.key(g, b, ui, key, mods);
  },

  tools(g, ui) {
    return [...sudokuBase.tools(g, ui), { key: "c", label: tr("auto"), pressed: false, title: tr("auto_title") }];
  },

  keys(g) {
    return [...sudokuBase.keys(g), ["C", tr("help_candidates")]];
  },

  // options: "Show mistakes as you go" needs the solution, which a page
  // may keep back.
  options(g) {
    const mistakes = g.solution ? [{ name: "mistakes", text: tr("option_mistakes"), on: false }] : [];
    return [...sudokuBase.options(g), ...mistakes];
  },

  // assists names the helps that are on, for the finish.
  assists(g, ui) {
    return ui.options.mistakes && g.solution ? [tr("assist_mistakes")] : [];
  },

  view(g, b, ui) {
    const v = sudokuBase.view(g, b, ui);
    if (!ui.options.mistakes || !g.solution) return v;
    for (const i of sudokuBase.wrong(g, b)) {
      v.cells[i].cls.push("mistake");
      v.cells[i].label += tr("cell_mistake");
    }
    return v;
  },
};
