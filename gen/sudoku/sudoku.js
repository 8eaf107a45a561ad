// Sudoku (4x4, 6x6, 9x9) in the web player: its game object, embedded by
// player.go (docs/web.md lists what the player asks of it). The player's
// board is the digit in each cell and the pencil marks (a bit per digit).
// Pure: no DOM.

import { cellName, colOf, frameLines, rowOf } from "../../web/assets/grid.js";

const peersCache = new WeakMap();

// peersOf lists, for every cell, the other cells of its row, column and box.
function peersOf(g) {
  let out = peersCache.get(g);
  if (out) return out;
  const box = (i) => Math.floor(rowOf(g, i) / g.boxRows) * (g.cols / g.boxCols) + Math.floor(colOf(g, i) / g.boxCols);
  out = [];
  for (let i = 0; i < g.n; i++) {
    const list = [];
    for (let j = 0; j < g.n; j++) {
      if (j !== i && (rowOf(g, i) === rowOf(g, j) || colOf(g, i) === colOf(g, j) || box(i) === box(j))) list.push(j);
    }
    out.push(list);
  }
  peersCache.set(g, out);
  return out;
}

// digit reads a digit key of this size ("1" to "9"), or 0.
function digit(g, key) {
  const d = /^[1-9]$/.test(key) ? Number(key) : 0;
  return d <= g.rows ? d : 0;
}

export const sudoku = {
  start(g) {
    return { v: new Array(g.n).fill(0), m: new Array(g.n).fill(0) };
  },

  restore(g, saved) {
    const ok = (a) => Array.isArray(a) && a.length === g.n && a.every(Number.isInteger);
    return saved && ok(saved.v) && ok(saved.m) ? { v: [...saved.v], m: [...saved.m] } : null;
  },

  value(g, b, i) {
    return g.givens[i] > 0 ? g.givens[i] : b.v[i];
  },

  // set puts digit d in cell i and takes d out of the pencil marks of the
  // cells that see it.
  set(g, b, i, d) {
    if (g.givens[i] > 0 || b.v[i] === d) return null;
    const v = [...b.v];
    const m = [...b.m];
    v[i] = d;
    m[i] = 0;
    for (const j of peersOf(g)[i]) m[j] &= ~(1 << d);
    return { v, m };
  },

  mark(g, b, i, d) {
    if (g.givens[i] > 0 || b.v[i] !== 0) return null;
    const m = [...b.m];
    m[i] ^= 1 << d;
    return { v: b.v, m };
  },

  erase(g, b, i) {
    if (g.givens[i] > 0 || (b.v[i] === 0 && b.m[i] === 0)) return null;
    const v = [...b.v];
    const m = [...b.m];
    if (v[i] !== 0) v[i] = 0;
    else m[i] = 0;
    return { v, m };
  },

  // conflicts lists the cells whose digit another cell of the same row,
  // column or box holds too.
  conflicts(g, b) {
    const peers = peersOf(g);
    const out = new Set();
    for (let i = 0; i < g.n; i++) {
      const d = sudoku.value(g, b, i);
      if (d > 0 && peers[i].some((j) => sudoku.value(g, b, j) === d)) out.add(i);
    }
    return out;
  },

  wrong(g, b) {
    const out = [];
    for (let i = 0; i < g.n; i++) if (b.v[i] !== 0 && b.v[i] !== g.solution[i]) out.push(i);
    return out;
  },

  solved(g, b) {
    for (let i = 0; i < g.n; i++) if (sudoku.value(g, b, i) !== g.solution[i]) return false;
    return true;
  },

  solution(g) {
    return { v: g.solution.map((d, i) => (g.givens[i] > 0 ? 0 : d)), m: new Array(g.n).fill(0) };
  },

  // place fills in a hint step's placements [row, col, digit].
  place(g, b, list) {
    let out = b;
    for (const [r, c, d] of list) out = sudoku.set(g, out, r * g.cols + c, d) || out;
    return out === b ? null : out;
  },

  // reveal fills one cell, for a hint without steps: the empty cell with
  // the fewest digits left, as a person would look for it.
  reveal(g, b) {
    const peers = peersOf(g);
    let best = -1;
    let fewest = Infinity;
    for (let i = 0; i < g.n; i++) {
      if (sudoku.value(g, b, i) !== 0) continue;
      const seen = new Set(peers[i].map((j) => sudoku.value(g, b, j)));
      let left = 0;
      for (let d = 1; d <= g.rows; d++) if (!seen.has(d)) left++;
      if (left < fewest) [best, fewest] = [i, left];
    }
    if (best < 0) return null;
    return { board: sudoku.set(g, b, best, g.solution[best]), cells: [best], text: `${g.solution[best]} goes in ${cellName(g, best)}.` };
  },

  key(g, b, ui, key, mods) {
    const i = ui.sel;
    const d = digit(g, key);
    if (d > 0) {
      const pencil = ui.pencil !== mods.shift; // Shift writes the other kind of entry
      return { board: pencil ? sudoku.mark(g, b, i, d) : sudoku.set(g, b, i, d) };
    }
    switch (key) {
      case "0":
      case "Backspace":
      case "Delete":
        return { board: sudoku.erase(g, b, i) };
      case "p":
      case "P":
        return { ui: { ...ui, pencil: !ui.pencil }, say: ui.pencil ? "Pencil marks off" : "Pencil marks on" };
    }
    return null;
  },

  down(g, b, ui, i) {
    return { ui: { ...ui, sel: i } };
  },

  // settle keeps the player's ui as it is: a Sudoku has no move in progress.
  settle(g, b, ui) {
    return ui;
  },

  tools(g, ui) {
    return [{ key: "p", label: "Pencil", pressed: !!ui.pencil, title: "Pencil marks (P; or hold Shift)" }];
  },

  pad(g) {
    const keys = [];
    for (let d = 1; d <= g.rows; d++) keys.push({ key: String(d), label: String(d) });
    return keys;
  },

  // first is the cell selected when play begins: the first empty one.
  first(g) {
    return Math.max(0, g.givens.findIndex((v) => v === 0));
  },

  // keys lists the keyboard controls for the help.
  keys(g) {
    return [["Arrows", "move"], [`1-${g.rows}`, "write a digit"], ["Shift + digit", "pencil mark"], ["P", "pencil mode"], ["0, Delete", "erase"]];
  },

  // options are the settings under "How to play", kept for every puzzle;
  // view reads them from ui.options.
  options() {
    return [
      { name: "same", text: "Highlight the selected digit", on: true },
      { name: "conflicts", text: "Show clashes", on: true },
    ];
  },

  frame(g) {
    const box = (i) => (i < 0 ? -1 : Math.floor(rowOf(g, i) / g.boxRows) * (g.cols / g.boxCols) + Math.floor(colOf(g, i) / g.boxCols));
    return frameLines(g, (a, b) => (a < 0 || b < 0 || box(a) !== box(b) ? 2 : 1));
  },

  view(g, b, ui) {
    const sel = ui.sel;
    const selDigit = sel >= 0 ? sudoku.value(g, b, sel) : 0;
    const conflicts = ui.options.conflicts ? sudoku.conflicts(g, b) : new Set();
    const peers = sel >= 0 ? new Set(peersOf(g)[sel]) : new Set();
    const cells = [];
    for (let i = 0; i < g.n; i++) {
      const d = sudoku.value(g, b, i);
      const cls = [];
      const given = g.givens[i] > 0;
      cls.push(given ? "given" : d ? "entry" : "empty");
      if (ui.options.same && selDigit && d === selDigit) cls.push("same");
      if (peers.has(i)) cls.push("peer");
      if (conflicts.has(i)) cls.push("conflict");
      let marks = null;
      if (!d && b.m[i]) {
        marks = [];
        for (let k = 1; k <= g.rows; k++) marks.push(b.m[i] & (1 << k) ? k : 0);
      }
      const label = given ? `given ${d}` : d ? String(d) : marks ? `pencil marks ${marks.filter((k) => k).join(" ")}` : "empty";
      cells.push({ text: d ? String(d) : "", cls, marks, markSame: ui.options.same ? selDigit : 0, label });
    }
    return { cells, lines: [] };
  },
};
