// The geometry every kind shares: a puzzle's cells by index (row * cols +
// col), their neighbours, and the shape of grids with holes. Pure: no DOM.

// CLOSED is the value of a cell that is not part of the puzzle (a hole,
// a solid cell) in the puzzle object's grids (docs/manifest.md).
export const CLOSED = -1;

// makeGrid reads the puzzle object into the form the player works with:
// flat arrays of givens and solution.
export function makeGrid(p) {
  if (!p || !Number.isInteger(p.rows) || !Number.isInteger(p.cols) || p.rows < 1 || p.cols < 1) {
    throw new Error("puzzlebook: the puzzle has no grid size");
  }
  const givens = flatten(p.givens, p.rows, p.cols, "givens");
  const solution = flatten(p.solution, p.rows, p.cols, "solution");
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
  };
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
  return `row ${rowOf(g, i) + 1}, column ${colOf(g, i) + 1}`;
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
