// The digit-grid game: a digit from 1 to the grid's size in every cell,
// none twice in a unit (a row, a column, a box or region, a cage), with
// pencil marks, a keypad, clashes, Check, hints and reveal. Kinds played
// this way make their game object with digitGame, giving what differs;
// the puzzle's regions are drawn as thick borders and its cages as dashed
// outlines with their labels. The board is the digit in each cell and
// the pencil marks (a bit per digit). Pure: no DOM.

import { cageLabel, cellName, colOf, frameLines, regionFrame, rowOf } from "./grid.js";
import { tr } from "./text.js";
import { isSolution } from "./answer.js";

// rowsAndColumns lists the rows and the columns of g as units.
export function rowsAndColumns(g) {
  const out = [];
  for (let r = 0; r < g.rows; r++) out.push(Array.from({ length: g.cols }, (_, c) => r * g.cols + c));
  for (let c = 0; c < g.cols; c++) out.push(Array.from({ length: g.rows }, (_, r) => r * g.cols + c));
  return out;
}

// regionUnits lists the cells of each region (region[i] is cell i's).
function regionUnits(region) {
  const by = new Map();
  region.forEach((k, i) => by.set(k, [...(by.get(k) || []), i]));
  return [...by.values()];
}

// cageMakes reports whether digits (a cage's, in its cells' order) make
// the cage's target by its operation: "+" the sum, "×" the product, "-"
// and "÷" the difference and quotient of two, "" the one digit itself.
export function cageMakes(cage, digits) {
  const t = cage.target;
  switch (cage.op) {
    case "+":
      return digits.reduce((s, d) => s + d, 0) === t;
    case "×":
      return digits.reduce((s, d) => s * d, 1) === t;
    case "-":
      return digits.length === 2 && Math.abs(digits[0] - digits[1]) === t;
    case "÷":
      return digits.length === 2 && Math.max(...digits) === t * Math.min(...digits);
    case "":
      return digits.length === 1 && digits[0] === t;
  }
  return false;
}

// digitKey reads a digit key of this size ("1" to "9"), or 0.
function digitKey(g, key) {
  const d = /^[1-9]$/.test(key) ? Number(key) : 0;
  return d <= g.rows ? d : 0;
}

// digitGame makes the game object of a digit-grid kind from spec, whose
// members are all optional:
//   regions(g)  the region of each cell (boxes, or irregular shapes), drawn
//               thick and a unit each; the puzzle's own regions without it
//   units(g)    further units a digit must not repeat in (a kind's cages)
//   cageRight(g, cage, digits)  whether a cage's digits, all filled in,
//               keep its rule; a cage that does not is marked wrong
//               (cageMakes without it)
export function digitGame(spec = {}) {
  const cache = new WeakMap();

  // shape returns g's regions and, for every cell, the other cells of
  // its units, worked out once per grid.
  function shape(g) {
    let out = cache.get(g);
    if (out) return out;
    const region = spec.regions ? spec.regions(g) : g.regions;
    const units = [...rowsAndColumns(g), ...(region ? regionUnits(region) : []), ...(spec.units ? spec.units(g) : [])];
    const seen = Array.from({ length: g.n }, () => new Set());
    for (const u of units) for (const i of u) for (const j of u) if (j !== i) seen[i].add(j);
    out = { region, peers: seen.map((s) => [...s].sort((a, b) => a - b)) };
    cache.set(g, out);
    return out;
  }

  const cageRight = spec.cageRight || ((g, cage, digits) => cageMakes(cage, digits));

  const game = {
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

    // set puts digit d in cell i and takes d out of the pencil marks of
    // the cells that see it.
    set(g, b, i, d) {
      if (g.givens[i] > 0 || b.v[i] === d) return null;
      const v = [...b.v];
      const m = [...b.m];
      v[i] = d;
      m[i] = 0;
      for (const j of shape(g).peers[i]) m[j] &= ~(1 << d);
      return { v, m };
    },

    // candidates writes in every empty cell the digits its units leave
    // it, from the givens and the entries; a cell that has pencil marks
    // keeps only those of them, so that the player's eliminations stay.
    candidates(g, b) {
      const peers = shape(g).peers;
      const m = [...b.m];
      for (let i = 0; i < g.n; i++) {
        if (game.value(g, b, i) !== 0) continue;
        let left = 0;
        for (let d = 1; d <= g.rows; d++) left |= 1 << d;
        for (const j of peers[i]) left &= ~(1 << game.value(g, b, j));
        m[i] = b.m[i] ? b.m[i] & left : left;
      }
      return m.every((x, i) => x === b.m[i]) ? null : { v: b.v, m };
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

    // conflicts lists the cells whose digit another cell of one of their
    // units holds too.
    conflicts(g, b) {
      const peers = shape(g).peers;
      const out = new Set();
      for (let i = 0; i < g.n; i++) {
        const d = game.value(g, b, i);
        if (d > 0 && peers[i].some((j) => game.value(g, b, j) === d)) out.add(i);
      }
      return out;
    },

    // brokenCages lists the indices of the cages whose cells are all
    // filled in with digits that break the cage's rule.
    brokenCages(g, b) {
      const out = [];
      g.cages.forEach((cage, k) => {
        const digits = cage.cells.map((i) => game.value(g, b, i));
        if (digits.every((d) => d > 0) && !cageRight(g, cage, digits)) out.push(k);
      });
      return out;
    },

    wrong(g, b) {
      const out = [];
      for (let i = 0; i < g.n; i++) if (b.v[i] !== 0 && b.v[i] !== g.solution[i]) out.push(i);
      return out;
    },

    solved(g, b) {
      return isSolution(g, (i) => game.value(g, b, i));
    },

    solution(g) {
      return { v: g.solution.map((d, i) => (g.givens[i] > 0 ? 0 : d)), m: new Array(g.n).fill(0) };
    },

    // place fills in a hint step's placements [row, col, digit].
    place(g, b, list) {
      let out = b;
      for (const [r, c, d] of list) out = game.set(g, out, r * g.cols + c, d) || out;
      return out === b ? null : out;
    },

    // reveal fills one cell, for a hint without steps: the empty cell with
    // the fewest digits left, as a person would look for it.
    reveal(g, b) {
      const peers = shape(g).peers;
      let best = -1;
      let fewest = Infinity;
      for (let i = 0; i < g.n; i++) {
        if (game.value(g, b, i) !== 0) continue;
        const seen = new Set(peers[i].map((j) => game.value(g, b, j)));
        let left = 0;
        for (let d = 1; d <= g.rows; d++) if (!seen.has(d)) left++;
        if (left < fewest) [best, fewest] = [i, left];
      }
      if (best < 0) return null;
      return { board: game.set(g, b, best, g.solution[best]), cells: [best], text: tr("goes_in", g.solution[best], cellName(g, best)) };
    },

    key(g, b, ui, key, mods) {
      const i = ui.sel;
      const d = digitKey(g, key);
      if (d > 0) {
        const pencil = ui.pencil !== mods.shift; // Shift writes the other kind of entry
        return { board: pencil ? game.mark(g, b, i, d) : game.set(g, b, i, d) };
      }
      switch (key) {
        case "0":
        case "Backspace":
        case "Delete":
          return { board: game.erase(g, b, i) };
        case "p":
        case "P":
          return { ui: { ...ui, pencil: !ui.pencil }, say: tr(ui.pencil ? "pencil_off" : "pencil_on") };
      }
      return null;
    },

    down(g, b, ui, i) {
      return { ui: { ...ui, sel: i } };
    },

    // settle keeps the player's ui as it is: there is no move in progress.
    settle(g, b, ui) {
      return ui;
    },

    tools(g, ui) {
      return [{ key: "p", label: tr("pencil"), pressed: !!ui.pencil, title: tr("pencil_title") }];
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
      return [[tr("key_arrows"), tr("help_move")], [`1-${g.rows}`, tr("help_digit")], [tr("key_shift_digit"), tr("help_mark")], ["P", tr("help_pencil_mode")], [tr("key_zero_delete"), tr("help_erase")]];
    },

    // options are the settings under "How to play", kept for every puzzle;
    // view reads them from ui.options.
    options() {
      return [
        { name: "same", text: tr("option_same"), on: true },
        { name: "conflicts", text: tr("option_clashes"), on: true },
      ];
    },

    // frame is the grid's lines: the regions' borders thick, or only the
    // outside when there are none.
    frame(g) {
      const region = shape(g).region;
      return region ? regionFrame(g, region) : frameLines(g, (a, b) => (a < 0 || b < 0 ? 2 : 1));
    },

    view(g, b, ui) {
      const sel = ui.sel;
      const selDigit = sel >= 0 ? game.value(g, b, sel) : 0;
      const conflicts = ui.options.conflicts ? game.conflicts(g, b) : new Set();
      const broken = new Set(ui.options.conflicts ? game.brokenCages(g, b) : []);
      const peers = sel >= 0 ? new Set(shape(g).peers[sel]) : new Set();
      const corners = new Map(g.cages.map((cage, k) => [cage.cells[0], { text: cageLabel(cage), cls: broken.has(k) ? "wrong" : "" }]));
      const cells = [];
      for (let i = 0; i < g.n; i++) {
        const d = game.value(g, b, i);
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
        let label = given ? tr("cell_given", d) : d ? String(d) : marks ? tr("cell_marks", marks.filter((k) => k).join(" ")) : tr("cell_empty");
        const corner = corners.get(i) || null;
        if (corner) label += tr(corner.cls ? "cell_cage_broken" : "cell_cage", corner.text);
        cells.push({ text: d ? String(d) : "", cls, marks, markSame: ui.options.same ? selDigit : 0, label, corner });
      }
      const cages = g.cages.map((cage, k) => ({ cells: cage.cells, cls: broken.has(k) ? "wrong" : "" }));
      return { cells, lines: [], cages };
    },
  };
  return game;
}

// boxRegions gives each cell of g the index of its box of g.boxRows by
// g.boxCols cells, in reading order of the boxes.
export function boxRegions(g) {
  return Array.from({ length: g.n }, (_, i) => Math.floor(rowOf(g, i) / g.boxRows) * (g.cols / g.boxCols) + Math.floor(colOf(g, i) / g.boxCols));
}
