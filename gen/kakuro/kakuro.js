// Kakuro in the web player: its game object, embedded by player.go
// (docs/web.md lists what the player asks of it). Every white cell takes
// a digit from 1 to 9; the white cells of a run (across or down, headed
// by a clue cell) hold no digit twice and add up to the clue's sum. The
// board is the digit in each cell and the pencil marks (a bit per
// digit), as in the digit-grid game. The bar shows the combinations the
// selected cell's runs can still take ("16 in 2: 7+9"). Pure: no DOM.

import { cellName, frameLines } from "../play/grid.js";
import { tr } from "../play/text.js";
import { isSolution } from "../play/answer.js";

// sumCombos lists, for a sum and a number of cells, every set of distinct
// digits 1-9 that makes the sum, as bit sets (bit d for digit d), smallest
// digits first.
export function sumCombos(sum, cells) {
  const out = [];
  const walk = (from, left, n, set) => {
    if (n === 0) {
      if (left === 0) out.push(set);
      return;
    }
    for (let d = from; d <= 9 && d <= left; d++) walk(d + 1, left - d, n - 1, set | (1 << d));
  };
  walk(1, sum, cells, 0);
  return out;
}

// comboDigits lists the digits of bit set s, smallest first.
function comboDigits(s) {
  const out = [];
  for (let d = 1; d <= 9; d++) if (s & (1 << d)) out.push(d);
  return out;
}

// kakuroRuns returns the runs of g, worked out once per grid: each {cells,
// sum, across, head} (cells by index, head the clue cell before them, sum
// its clue, 0 where it has none), across runs first, and for every cell
// the runs it is in.
const runCache = new WeakMap();
export function kakuroRuns(g) {
  let out = runCache.get(g);
  if (out) return out;
  const open = (r, c) => r < g.rows && c < g.cols && g.givens[r * g.cols + c] === 0;
  const clue = new Map(g.clues.map((k) => [k.cell, k]));
  const list = [];
  for (const across of [true, false]) {
    for (let r = 0; r < g.rows; r++) {
      for (let c = 0; c < g.cols; c++) {
        const [pr, pc] = across ? [r, c - 1] : [r - 1, c];
        if (!open(r, c) || (pr >= 0 && pc >= 0 && open(pr, pc))) continue;
        const cells = [];
        for (let [rr, cc] = [r, c]; open(rr, cc); across ? cc++ : rr++) cells.push(rr * g.cols + cc);
        const head = pr >= 0 && pc >= 0 ? pr * g.cols + pc : -1;
        const k = clue.get(head);
        list.push({ cells, across, head, sum: k ? (across ? k.across : k.down) : 0 });
      }
    }
  }
  const of = Array.from({ length: g.n }, () => []);
  for (const run of list) for (const i of run.cells) of[i].push(run);
  out = { list, of };
  runCache.set(g, out);
  return out;
}

// combosLeft returns the combinations run can still take on board b: those
// holding every digit its cells hold, as bit sets.
export function combosLeft(g, b, run) {
  let placed = 0;
  for (const i of run.cells) if (b.v[i]) placed |= 1 << b.v[i];
  return sumCombos(run.sum, run.cells.length).filter((s) => (s & placed) === placed);
}

// combosText names the combinations of a run for the bar: "16 in 2: 7+9",
// "10 in 3: 1+2+7, 1+3+6, ...", or "no way" when none is left.
export function combosText(g, b, run) {
  const n = run.cells.length;
  const all = sumCombos(run.sum, n);
  const left = combosLeft(g, b, run);
  const head = tr("run_head", run.sum, n);
  if (left.length === 0) return tr("run_none", head);
  const most = 4;
  const shown = left.slice(0, most).map((s) => comboDigits(s).join("+"));
  const more = left.length > most ? tr("run_more", left.length - most) : "";
  const of = left.length < all.length ? tr("run_of", left.length, all.length) : "";
  return tr("run_combos", head, shown.join(", ") + more + of);
}

// runPeers lists the other cells of i's runs.
function runPeers(g, i) {
  const out = new Set();
  for (const run of kakuroRuns(g).of[i]) for (const j of run.cells) if (j !== i) out.add(j);
  return out;
}

// cellDigitsLeft returns the digits cell i can still take on board b, as a
// bit set: in a combination left to each of its runs, and in none of the
// other cells of its runs.
function cellDigitsLeft(g, b, i) {
  let s = 0b1111111110;
  for (const run of kakuroRuns(g).of[i]) {
    let u = 0;
    for (const c of combosLeft(g, b, run)) u |= c;
    s &= u;
  }
  for (const j of runPeers(g, i)) if (b.v[j]) s &= ~(1 << b.v[j]);
  return s;
}

// digitCount is the number of digits in bit set s.
function digitCount(s) {
  let n = 0;
  for (; s; s &= s - 1) n++;
  return n;
}

const whiteCell = (g, i) => i >= 0 && i < g.n && g.givens[i] === 0;

export const kakuro = {
  start(g) {
    return { v: new Array(g.n).fill(0), m: new Array(g.n).fill(0) };
  },

  restore(g, saved) {
    const ok = (a) => Array.isArray(a) && a.length === g.n && a.every((x, i) => Number.isInteger(x) && (whiteCell(g, i) || x === 0));
    return saved && ok(saved.v) && ok(saved.m) ? { v: [...saved.v], m: [...saved.m] } : null;
  },

  value(g, b, i) {
    return whiteCell(g, i) ? b.v[i] : 0;
  },

  // set puts digit d in white cell i and takes d out of the pencil marks
  // of the other cells of its runs.
  set(g, b, i, d) {
    if (!whiteCell(g, i) || b.v[i] === d) return null;
    const v = [...b.v];
    const m = [...b.m];
    v[i] = d;
    m[i] = 0;
    for (const j of runPeers(g, i)) m[j] &= ~(1 << d);
    return { v, m };
  },

  mark(g, b, i, d) {
    if (!whiteCell(g, i) || b.v[i] !== 0) return null;
    const m = [...b.m];
    m[i] ^= 1 << d;
    return { v: b.v, m };
  },

  erase(g, b, i) {
    if (!whiteCell(g, i) || (b.v[i] === 0 && b.m[i] === 0)) return null;
    const v = [...b.v];
    const m = [...b.m];
    if (v[i] !== 0) v[i] = 0;
    else m[i] = 0;
    return { v, m };
  },

  // conflicts lists the cells whose digit another cell of one of their
  // runs holds too.
  conflicts(g, b) {
    const out = new Set();
    for (let i = 0; i < g.n; i++) {
      if (b.v[i] && [...runPeers(g, i)].some((j) => b.v[j] === b.v[i])) out.add(i);
    }
    return out;
  },

  // brokenRuns lists the runs whose cells are all filled in with digits
  // that do not add up to the run's sum.
  brokenRuns(g, b) {
    return kakuroRuns(g).list.filter((run) => run.sum > 0 && run.cells.every((i) => b.v[i]) && run.cells.reduce((s, i) => s + b.v[i], 0) !== run.sum);
  },

  wrong(g, b) {
    const out = [];
    for (let i = 0; i < g.n; i++) if (b.v[i] !== 0 && b.v[i] !== g.solution[i]) out.push(i);
    return out;
  },

  solved(g, b) {
    return isSolution(g, (i) => kakuro.value(g, b, i));
  },

  solution(g) {
    return { v: g.solution.map((d, i) => (whiteCell(g, i) ? d : 0)), m: new Array(g.n).fill(0) };
  },

  // place fills in a hint step's placements [row, col, digit].
  place(g, b, list) {
    let out = b;
    for (const [r, c, d] of list) out = kakuro.set(g, out, r * g.cols + c, d) || out;
    return out === b ? null : out;
  },

  // reveal fills one cell, for a hint without steps: the empty white cell
  // with the fewest digits its runs' combinations leave it.
  reveal(g, b) {
    let best = -1;
    let fewest = Infinity;
    for (let i = 0; i < g.n; i++) {
      if (!whiteCell(g, i) || b.v[i]) continue;
      const left = digitCount(cellDigitsLeft(g, b, i));
      if (left < fewest) [best, fewest] = [i, left];
    }
    if (best < 0) return null;
    const d = g.solution[best];
    const text = fewest === 1 ? tr("goes_in_only", d, cellName(g, best)) : tr("goes_in", d, cellName(g, best));
    return { board: kakuro.set(g, b, best, d), cells: [best], text };
  },

  key(g, b, ui, key, mods) {
    const i = ui.sel;
    const d = /^[1-9]$/.test(key) ? Number(key) : 0;
    if (d > 0) {
      const pencil = ui.pencil !== mods.shift; // Shift writes the other kind of entry
      return { board: pencil ? kakuro.mark(g, b, i, d) : kakuro.set(g, b, i, d) };
    }
    switch (key) {
      case "0":
      case "Backspace":
      case "Delete":
        return { board: kakuro.erase(g, b, i) };
      case "p":
      case "P":
        return { ui: { ...ui, pencil: !ui.pencil }, say: tr(ui.pencil ? "pencil_off" : "pencil_on") };
    }
    return null;
  },

  down(g, b, ui, i) {
    return { ui: { ...ui, sel: i } };
  },

  settle(g, b, ui) {
    return ui;
  },

  // status shows the combinations the selected cell's runs can still
  // take, or a clue cell's runs: "Across 16 in 2: 7+9 · Down ...".
  status(g, b, ui) {
    const i = ui.sel;
    const own = whiteCell(g, i) ? kakuroRuns(g).of[i] : kakuroRuns(g).list.filter((run) => run.head === i);
    return own
      .filter((run) => run.sum > 0)
      .map((run) => tr(run.across ? "run_across" : "run_down", combosText(g, b, run)))
      .join(" · ");
  },

  tools(g, ui) {
    return [{ key: "p", label: tr("pencil"), pressed: !!ui.pencil, title: tr("pencil_title") }];
  },

  pad() {
    const keys = [];
    for (let d = 1; d <= 9; d++) keys.push({ key: String(d), label: String(d) });
    return keys;
  },

  first(g) {
    return Math.max(0, g.givens.findIndex((v) => v === 0));
  },

  keys() {
    return [[tr("key_arrows"), tr("help_move")], ["1-9", tr("help_digit")], [tr("key_shift_digit"), tr("help_mark")], ["P", tr("help_pencil_mode")], [tr("key_zero_delete"), tr("help_erase")]];
  },

  options() {
    return [
      { name: "same", text: tr("option_same"), on: true },
      { name: "conflicts", text: tr("option_clashes_sums"), on: true },
    ];
  },

  // frame draws thin lines between the cells, as print does, and a thick
  // border; the clue cells' diagonals are theirs (a split cell).
  frame(g) {
    return frameLines(g, (a, b) => (a < 0 || b < 0 ? 2 : 1));
  },

  view(g, b, ui) {
    const sel = ui.sel;
    const selDigit = whiteCell(g, sel) ? b.v[sel] : 0;
    const conflicts = ui.options.conflicts ? kakuro.conflicts(g, b) : new Set();
    const broken = new Set(ui.options.conflicts ? kakuro.brokenRuns(g, b) : []);
    const peers = whiteCell(g, sel) ? runPeers(g, sel) : new Set();
    const heads = new Map();
    for (const run of kakuroRuns(g).list) if (run.head >= 0) heads.set(`${run.head}:${run.across}`, run);
    const clueAt = new Map(g.clues.map((k) => [k.cell, k]));
    const cells = [];
    for (let i = 0; i < g.n; i++) {
      if (!whiteCell(g, i)) {
        const clue = clueAt.get(i);
        if (!clue) {
          cells.push({ text: "", cls: ["block"], marks: null, label: tr("cell_block") });
          continue;
        }
        const half = (sum, run) => (sum ? { text: String(sum), cls: run && broken.has(run) ? "wrong" : "" } : { text: "", cls: "" });
        const [lo, hi] = [half(clue.down, heads.get(`${i}:false`)), half(clue.across, heads.get(`${i}:true`))];
        const says = [lo.text && tr(lo.cls ? "clue_down_broken" : "clue_down", lo.text), hi.text && tr(hi.cls ? "clue_across_broken" : "clue_across", hi.text)].filter(Boolean);
        cells.push({ text: "", cls: ["clue"], marks: null, label: tr("cell_clue", says.join(", ")), split: [lo, hi] });
        continue;
      }
      const d = b.v[i];
      const cls = [d ? "entry" : "empty"];
      if (ui.options.same && selDigit && d === selDigit) cls.push("same");
      if (peers.has(i)) cls.push("peer");
      if (conflicts.has(i)) cls.push("conflict");
      let marks = null;
      if (!d && b.m[i]) {
        marks = [];
        for (let k = 1; k <= 9; k++) marks.push(b.m[i] & (1 << k) ? k : 0);
      }
      const label = d ? String(d) : marks ? tr("cell_marks", marks.filter((k) => k).join(" ")) : tr("cell_empty");
      cells.push({ text: d ? String(d) : "", cls, marks, markSame: ui.options.same ? selDigit : 0, label });
    }
    return { cells, lines: [] };
  },
};
