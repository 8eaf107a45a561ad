// Flip, a kind of the web package's tests alone: every cell holds 1 or 2,
// and a press flips the selected one. It plugs into the player through a
// list of kinds of the test's own, as a kind's module in its folder does
// through the list of kinds. Pure: no DOM.

import { cellName, frameLines } from "../../../gen/play/grid.js";

export const flip = {
  start(g) {
    return { v: new Array(g.n).fill(0) };
  },

  restore(g, saved) {
    return saved && Array.isArray(saved.v) && saved.v.length === g.n ? { v: [...saved.v] } : null;
  },

  value(g, b, i) {
    return g.givens[i] > 0 ? g.givens[i] : b.v[i];
  },

  set(g, b, i, d) {
    if (g.givens[i] > 0 || b.v[i] === d) return null;
    const v = [...b.v];
    v[i] = d;
    return { v };
  },

  wrong(g, b) {
    return b.v.flatMap((d, i) => (d && d !== g.solution[i] ? [i] : []));
  },

  solved(g, b) {
    return g.solution.every((d, i) => flip.value(g, b, i) === d);
  },

  solution(g) {
    return { v: g.solution.map((d, i) => (g.givens[i] > 0 ? 0 : d)) };
  },

  reveal(g, b) {
    const i = b.v.findIndex((d, j) => g.givens[j] === 0 && d !== g.solution[j]);
    if (i < 0) return null;
    return { board: flip.set(g, b, i, g.solution[i]), cells: [i], text: `${g.solution[i]} goes in ${cellName(g, i)}.` };
  },

  key(g, b, ui, key) {
    if (key === "1" || key === "2") return { board: flip.set(g, b, ui.sel, Number(key)) };
    if (key === " ") return { board: flip.set(g, b, ui.sel, b.v[ui.sel] === 1 ? 2 : 1) };
    return null;
  },

  down(g, b, ui, i) {
    return { ui: { ...ui, sel: i }, board: flip.set(g, b, i, b.v[i] === 1 ? 2 : 1) };
  },

  settle(g, b, ui) {
    return ui;
  },

  tools() {
    return [];
  },

  pad() {
    return [{ key: "1", label: "1" }, { key: "2", label: "2" }];
  },

  first(g) {
    return Math.max(0, g.givens.indexOf(0));
  },

  keys() {
    return [["Arrows", "move"], ["1, 2, Space", "write or flip"]];
  },

  frame(g) {
    return frameLines(g, (a, b) => (a < 0 || b < 0 ? 2 : 1));
  },

  view(g, b) {
    const cells = g.givens.map((given, i) => {
      const d = flip.value(g, b, i);
      return { text: d ? String(d) : "", cls: [given > 0 ? "given" : d ? "entry" : "empty"], label: d ? String(d) : "empty" };
    });
    return { cells, lines: [] };
  },
};
