// The geometry every kind shares: a puzzle's cells by index (row * cols +
// col), their neighbours, the shape of grids with holes, and the overlays
// a puzzle may carry (regions and cages) as lines to draw. Pure: no DOM.

import { tr } from "./text.js";

// CLOSED is the value of a cell that is not part of the puzzle (a hole,
// a solid cell) in the puzzle object's grids (docs/manifest.md).
export const CLOSED = -1;

// makeGrid reads the puzzle object into the form the player works with:
// flat arrays of givens and solution, and the overlays the player draws:
// regions (the region of each cell, or null), cages ({cells, target,
// op, hidden}, cells by index, the first the one its label is in), marks
// ({less, more}: a sign between two cells, the first the smaller), the
// clues outside the grid as the puzzle object has them (edges, or null)
// and clue cells ({cell, down, across}, the cell by index, a sum 0 where
// it heads no run that way). A puzzle object that keeps its solution
// back has answer ({salt, sha256}, see answer.js) instead: its solution
// is then null.
export function makeGrid(p) {
  if (!p || !Number.isInteger(p.rows) || !Number.isInteger(p.cols) || p.rows < 1 || p.cols < 1) {
    throw new Error("puzzlebook: the puzzle has no grid size");
  }
  const givens = flatten(p.givens, p.rows, p.cols, "givens");
  const answer = readAnswer(p.answer);
  const solution = answer && p.solution === undefined ? null : flatten(p.solution, p.rows, p.cols, "solution");
  return {
    id: String(p.id || ""),
    kind: String(p.kind || ""),
    rows: p.rows,
    cols: p.cols,
    n: p.rows * p.cols,
    boxRows: p.box_rows || 0,
    boxCols: p.box_cols || 0,
    givens,
    solution,
    answer,
    regions: p.regions ? flatten(p.regions, p.rows, p.cols, "regions") : null,
    cages: readCages(p.cages, p.rows, p.cols),
    marks: readMarks(p.marks, p.rows, p.cols),
    edges: p.edges || null,
    clues: readClues(p.clues, p.rows, p.cols),
  };
}

// readAnswer reads the puzzle object's answer, the hash of a solution it
// keeps back, or null when it has none.
function readAnswer(a) {
  if (a === undefined || a === null) return null;
  if (typeof a.salt !== "string" || !/^[0-9a-f]{64}$/.test(a.sha256)) throw new Error("puzzlebook: the puzzle's answer is not a salt and a SHA-256");
  return { salt: a.salt, sha256: a.sha256 };
}

// readMarks reads the puzzle object's signs between neighbouring cells
// (docs/manifest.md) as {less, more}, cells by index: the digit of less is
// the smaller.
function readMarks(list, r, c) {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error("puzzlebook: the puzzle's marks are not a list");
  const at = (x) => (Array.isArray(x) && x[0] >= 0 && x[0] < r && x[1] >= 0 && x[1] < c ? x[0] * c + x[1] : -1);
  return list.map((m, k) => {
    const less = at(m?.less);
    const more = at(m?.more);
    if (less < 0 || more < 0) throw new Error(`puzzlebook: sign ${k + 1} is not between two cells of the grid`);
    return { less, more };
  });
}

// readClues reads the puzzle object's clue cells (docs/manifest.md),
// checking that they are in the grid.
function readClues(list, r, c) {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error("puzzlebook: the puzzle's clues are not a list");
  return list.map((clue, k) => {
    const at = clue?.cell;
    if (!Array.isArray(at) || !(at[0] >= 0 && at[0] < r && at[1] >= 0 && at[1] < c)) {
      throw new Error(`puzzlebook: clue ${k + 1} has no cell in the grid`);
    }
    const sum = (v) => (Number.isInteger(v) && v > 0 ? v : 0);
    return { cell: at[0] * c + at[1], down: sum(clue.down), across: sum(clue.across) };
  });
}

// readCages reads the puzzle object's cages (docs/manifest.md), checking
// that their cells are in the grid.
function readCages(list, r, c) {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error("puzzlebook: the puzzle's cages are not a list");
  return list.map((cage, k) => {
    const cells = Array.isArray(cage?.cells) ? cage.cells : [];
    const ok = cells.length > 0 && cells.every((x) => Array.isArray(x) && x[0] >= 0 && x[0] < r && x[1] >= 0 && x[1] < c);
    if (!ok) throw new Error(`puzzlebook: cage ${k + 1} has no cells in the grid`);
    return {
      cells: cells.map(([row, col]) => row * c + col),
      target: Number.isInteger(cage.target) ? cage.target : 0,
      op: typeof cage.op === "string" ? cage.op : "",
      hidden: !!cage.hidden,
    };
  });
}

// flatten turns a grid of rows into one array, checking its shape.
function flatten(rows, r, c, what) {
  if (!Array.isArray(rows) || rows.length !== r || rows.some((row) => !Array.isArray(row) || row.length !== c)) {
    throw new Error(`puzzlebook: the puzzle's ${what} are not a ${r}x${c} grid`);
  }
  return rows.flat().map((v) => (Number.isInteger(v) ? v : 0));
}

export function rowOf(g, i) {
  return Math.floor(i / g.cols);
}

export function colOf(g, i) {
  return i % g.cols;
}

// step returns the cell dr rows and dc columns from i, or -1 off the grid.
export function step(g, i, dr, dc) {
  const r = rowOf(g, i) + dr;
  const c = colOf(g, i) + dc;
  return r < 0 || c < 0 || r >= g.rows || c >= g.cols ? -1 : r * g.cols + c;
}

// isOpen reports whether cell i is part of the puzzle.
export function isOpen(g, i) {
  return i >= 0 && i < g.n && g.givens[i] !== CLOSED;
}

// touching reports whether cells a and b are neighbours: sharing a side,
// or with diagonal also a corner.
export function touching(g, a, b, diagonal) {
  const dr = Math.abs(rowOf(g, a) - rowOf(g, b));
  const dc = Math.abs(colOf(g, a) - colOf(g, b));
  if (a === b) return false;
  return diagonal ? dr <= 1 && dc <= 1 : dr + dc === 1;
}

// shaded lists, for every cell, whether it is drawn as a shaded hole: a
// closed cell with the shape on both sides of it along its row or its
// column, as the printed pages of shaped grids shade them. Closed cells
// round the outside of the shape stay blank.
export function shaded(g) {
  const open = (r, c) => g.givens[r * g.cols + c] !== CLOSED;
  const span = (n, m, at) => {
    const out = [];
    for (let l = 0; l < n; l++) {
      let first = -1;
      let last = -1;
      for (let i = 0; i < m; i++) {
        if (at(l, i)) {
          if (first < 0) first = i;
          last = i;
        }
      }
      out.push([first, last]);
    }
    return out;
  };
  const rows = span(g.rows, g.cols, (r, c) => open(r, c));
  const cols = span(g.cols, g.rows, (c, r) => open(r, c));
  const out = new Array(g.n).fill(false);
  for (let r = 0; r < g.rows; r++) {
    for (let c = 0; c < g.cols; c++) {
      const between = (rows[r][0] < c && c < rows[r][1]) || (cols[c][0] < r && r < cols[c][1]);
      out[r * g.cols + c] = !open(r, c) && between;
    }
  }
  return out;
}

// fingerprint names the puzzle's givens, so that progress saved for
// another puzzle under the same id is never restored onto this one.
export function fingerprint(g) {
  let h = 2166136261;
  const text = `${g.kind}:${g.rows}x${g.cols}:${g.givens.join(",")}`;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

// cellName is how the player names cell i to a person: "row 3, column 5".
export function cellName(g, i) {
  return tr("cell", rowOf(g, i) + 1, colOf(g, i) + 1);
}

// capital puts a capital letter at the start of s.
export function capital(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// frameLines lists the lines of the grid as straight runs {x1, y1, x2,
// y2, w} in cell units. weight(a, b) is the line between cells a and b
// (-1 for the outside): 0 none, 1 thin, 2 thick. Thin runs come first, so
// that thick ones are drawn over their ends.
export function frameLines(g, weight) {
  const cell = (r, c) => (r < 0 || c < 0 || r >= g.rows || c >= g.cols ? -1 : r * g.cols + c);
  const out = [];
  // runs walks lines 0..count, each of length cells, joining equal weights.
  const runs = (count, length, at, add) => {
    for (let l = 0; l <= count; l++) {
      let start = 0;
      for (let i = 1; i <= length; i++) {
        const w = at(l, start);
        if (i < length && at(l, i) === w) continue;
        if (w > 0) out.push(add(l, start, i, w));
        start = i;
      }
    }
  };
  runs(g.rows, g.cols, (r, c) => weight(cell(r - 1, c), cell(r, c)), (r, from, to, w) => ({ x1: from, y1: r, x2: to, y2: r, w }));
  runs(g.cols, g.rows, (c, r) => weight(cell(r, c - 1), cell(r, c)), (c, from, to, w) => ({ x1: c, y1: from, x2: c, y2: to, w }));
  return [...out.filter((s) => s.w === 1), ...out.filter((s) => s.w === 2)];
}

// regionFrame lists the grid lines of regions: thick between cells of two
// regions (region[i] is cell i's) and round the outside, thin elsewhere.
export function regionFrame(g, region) {
  return frameLines(g, (a, b) => (a < 0 || b < 0 || region[a] !== region[b] ? 2 : 1));
}

// cageLabel is the small text of a cage: its target and, unless hidden,
// its operation ("12", "12+", "2÷"), a minus sign for "-".
export function cageLabel(cage) {
  const op = cage.hidden ? "" : cage.op === "-" ? "\u2212" : cage.op;
  return `${cage.target}${op}`;
}

// cageOutline lists the straight runs {x1, y1, x2, y2} (in cell units) of
// the outline of a cage (its cells by index) drawn inset by d inside its
// cells, as print draws it: a side runs to the cell's edge where the cage
// goes on beside the cell, and past it by d round an inner corner, so the
// runs meet.
export function cageOutline(g, cells, d) {
  const own = new Set(cells);
  const has = (r, c) => r >= 0 && c >= 0 && r < g.rows && c < g.cols && own.has(r * g.cols + c);
  // end is where a side stops at one end: inset at an outer corner, at the
  // edge where the cage goes on, past it at an inner corner.
  const end = (along, beyond) => (!along ? -d : beyond ? d : 0);
  const across = [];
  const down = [];
  for (const i of cells) {
    const r = rowOf(g, i);
    const c = colOf(g, i);
    for (const dr of [-1, 1]) {
      if (has(r + dr, c)) continue;
      const y = dr < 0 ? r + d : r + 1 - d;
      across.push({ x1: c - end(has(r, c - 1), has(r + dr, c - 1)), y1: y, x2: c + 1 + end(has(r, c + 1), has(r + dr, c + 1)), y2: y });
    }
    for (const dc of [-1, 1]) {
      if (has(r, c + dc)) continue;
      const x = dc < 0 ? c + d : c + 1 - d;
      down.push({ x1: x, y1: r - end(has(r - 1, c), has(r - 1, c + dc)), x2: x, y2: r + 1 + end(has(r + 1, c), has(r + 1, c + dc)) });
    }
  }
  return [...joinRuns(across, "y1", "x1", "x2"), ...joinRuns(down, "x1", "y1", "y2")];
}

// joinRuns joins runs on one line (equal at) that touch (from of one at
// to of the other), so that a dashed outline's dashes run on.
function joinRuns(runs, at, from, to) {
  runs.sort((a, b) => a[at] - b[at] || a[from] - b[from]);
  const out = [];
  for (const s of runs) {
    const last = out[out.length - 1];
    if (last && last[at] === s[at] && Math.abs(last[to] - s[from]) < 1e-9) last[to] = s[to];
    else out.push({ ...s });
  }
  return out;
}
