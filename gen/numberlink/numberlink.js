// Numberlink in the web player: its game object, embedded by player.go
// (docs/web.md lists what the player asks of it). The player's board is
// one path of cells for each number, from one of its endpoints (the one
// the player started from). Drag from an endpoint to draw; drag back over
// a path to shorten it; a click on a path clears it. Pure: no DOM.

import { CLOSED, cellName, colOf, frameLines, isOpen, rowOf, touching } from "../play/grid.js";
import { tr } from "../play/text.js";
import { isSolution } from "../play/answer.js";

const endsCache = new WeakMap();

// endsOf lists the two endpoint cells of each path, by number - 1.
export function endsOf(g) {
  let out = endsCache.get(g);
  if (out) return out;
  out = [];
  g.givens.forEach((v, i) => {
    if (v > 0) (out[v - 1] ||= []).push(i);
  });
  for (let k = 0; k < out.length; k++) out[k] ||= [];
  endsCache.set(g, out);
  return out;
}

// owners gives the number of the path through each cell (endpoints
// always), 0 for none.
export function owners(g, b) {
  const out = g.givens.map((v) => (v > 0 ? v : 0));
  b.p.forEach((path, k) => {
    for (const i of path) out[i] = k + 1;
  });
  return out;
}

// complete reports whether path k runs from one endpoint to the other.
export function complete(g, path, k) {
  const ends = endsOf(g)[k];
  return path.length >= 2 && ends.includes(path[0]) && ends.includes(path[path.length - 1]) && path[0] !== path[path.length - 1];
}

// stepInto moves path k one cell, to x: back along itself when x is on
// it (shortening it), else forward into a free or another path's cell
// next to its end (cutting that path there). It returns the new paths, or
// null when the move is not allowed.
export function stepInto(g, paths, k, x) {
  const path = paths[k];
  if (path.length === 0) return null;
  const at = path.indexOf(x);
  if (at >= 0) {
    if (at === path.length - 1) return null;
    const out = [...paths];
    out[k] = path.slice(0, at + 1);
    return out;
  }
  const last = path[path.length - 1];
  if (complete(g, path, k) || !touching(g, last, x, false) || !isOpen(g, x)) return null;
  if (g.givens[x] > 0 && g.givens[x] !== k + 1) return null;
  const out = paths.map((p, j) => {
    const cut = j === k ? -1 : p.indexOf(x);
    return cut >= 0 ? p.slice(0, cut) : p;
  });
  out[k] = [...path, x];
  return out;
}

// extendTo moves path k toward cell x one step at a time (a fast drag can
// skip cells), stopping where a step is not allowed. Each step goes along
// the longer way first, unless that would go back over the path while
// the other way goes on.
export function extendTo(g, paths, k, x) {
  let out = paths;
  for (let guard = 0; guard < g.n * 2; guard++) {
    const path = out[k];
    const last = path[path.length - 1];
    if (last === x || path.length === 0) break;
    const dr = rowOf(g, x) - rowOf(g, last);
    const dc = colOf(g, x) - colOf(g, last);
    const ways = Math.abs(dr) >= Math.abs(dc) ? [[Math.sign(dr), 0], [0, Math.sign(dc)]] : [[0, Math.sign(dc)], [Math.sign(dr), 0]];
    const cells = ways.filter(([r, c]) => r !== 0 || c !== 0).map(([r, c]) => last + r * g.cols + c);
    cells.sort((a, b) => Number(path.includes(a)) - Number(path.includes(b)));
    let next = null;
    for (const cell of cells) {
      if ((next = stepInto(g, out, k, cell))) break;
    }
    if (!next) break;
    out = next;
  }
  return out;
}

// solutionPaths orders the cells of each path of the solution from its
// first endpoint to its second (a search, as a path may run alongside
// itself and its cells alone do not give the order).
export function solutionPaths(g) {
  return endsOf(g).map((ends, k) => {
    const cells = new Set();
    g.solution.forEach((v, i) => v === k + 1 && cells.add(i));
    const [from, to] = ends;
    const path = [from];
    const seen = new Set([from]);
    const walk = (i) => {
      if (i === to) return path.length === cells.size;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const r = rowOf(g, i) + dr;
        const c = colOf(g, i) + dc;
        const j = r * g.cols + c;
        if (r < 0 || c < 0 || r >= g.rows || c >= g.cols || !cells.has(j) || seen.has(j)) continue;
        seen.add(j);
        path.push(j);
        if (walk(j)) return true;
        path.pop();
        seen.delete(j);
      }
      return false;
    };
    return walk(from) ? path : [from];
  });
}

// pickUp starts moving path k's end at cell i by keyboard or pointer: at
// an endpoint a fresh path, at the path's end the path as it is, inside
// the path the path cut after i. It returns the paths and k, or null.
function pickUp(g, b, i) {
  const own = owners(g, b)[i];
  if (!own) return null;
  const k = own - 1;
  const path = b.p[k];
  let p = b.p;
  if (path[path.length - 1] !== i) {
    p = [...b.p];
    p[k] = g.givens[i] > 0 ? [i] : path.slice(0, path.indexOf(i) + 1);
  }
  return { p, k };
}

export const numberlink = {
  start(g) {
    return { p: endsOf(g).map(() => []) };
  },

  restore(g, saved) {
    const n = endsOf(g).length;
    const cells = (p) => Array.isArray(p) && p.every((i) => Number.isInteger(i) && i >= 0 && i < g.n);
    return saved && Array.isArray(saved.p) && saved.p.length === n && saved.p.every(cells) ? { p: saved.p.map((p) => [...p]) } : null;
  },

  value(g, b, i) {
    return g.givens[i] === CLOSED ? 0 : owners(g, b)[i];
  },

  wrong(g, b) {
    const own = owners(g, b);
    const out = [];
    for (let i = 0; i < g.n; i++) if (g.givens[i] === 0 && own[i] && own[i] !== g.solution[i]) out.push(i);
    return out;
  },

  // solved: every path joined, and the number of the path through each
  // cell the solution's.
  solved(g, b) {
    if (!b.p.every((path, k) => complete(g, path, k))) return false;
    const own = owners(g, b); // 0 in a closed cell, as value gives it
    return isSolution(g, (i) => own[i]);
  },

  solution(g) {
    return { p: solutionPaths(g) };
  },

  // reveal draws one more cell, for a hint: of the first path the board
  // does not have right, its correct start and the cell after it.
  reveal(g, b) {
    const want = solutionPaths(g);
    for (let k = 0; k < want.length; k++) {
      const have = b.p[k];
      if (complete(g, have, k) && have.every((i) => g.solution[i] === k + 1)) continue;
      const line = have.length > 0 && have[0] === want[k][want[k].length - 1] ? [...want[k]].reverse() : want[k];
      let good = 0;
      while (good < have.length && have[good] === line[good]) good++;
      const p = [...b.p];
      p[k] = line.slice(0, Math.max(good, 1));
      const next = stepInto(g, p, k, line[Math.max(good, 1)]);
      if (!next) continue;
      const cell = line[Math.max(good, 1)];
      return { board: { p: next }, cells: [cell], text: tr("path_through", k + 1, cellName(g, cell)) };
    }
    return null;
  },

  down(g, b, ui, i) {
    const up = isOpen(g, i) ? pickUp(g, b, i) : null;
    if (!up) return { ui: { ...ui, sel: i, carry: -1, drag: null } };
    const fresh = g.givens[i] > 0;
    return { board: fresh ? { p: up.p } : null, ui: { ...ui, sel: i, carry: -1, drag: { k: up.k, from: i, moved: false } } };
  },

  move(g, b, ui, i) {
    const d = ui.drag;
    if (!d || i < 0 || (i === d.from && !d.moved)) return null;
    let p = b.p;
    if (!d.moved) p = pickUp(g, b, d.from).p;
    p = extendTo(g, p, d.k, i);
    const path = p[d.k];
    return { board: { p }, ui: { ...ui, sel: path[path.length - 1], drag: { ...d, moved: true } } };
  },

  up(g, b, ui) {
    const d = ui.drag; // the cell released on does not matter: the drag drew up to it
    if (!d) return null;
    const r = { ui: { ...ui, drag: null } };
    if (!d.moved) {
      // A click on a path or on one of its endpoints clears it.
      const p = [...b.p];
      if (p[d.k].length > 1) r.say = tr("path_cleared", d.k + 1);
      p[d.k] = [];
      r.board = { p };
    }
    if (d.moved && complete(g, b.p[d.k], d.k)) r.say = tr("path_joined", d.k + 1);
    return r;
  },

  key(g, b, ui, key) {
    const i = ui.sel;
    const dirs = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (dirs[key] && ui.carry >= 0) {
      const k = ui.carry;
      const [dr, dc] = dirs[key];
      const r = rowOf(g, i) + dr;
      const c = colOf(g, i) + dc;
      if (r < 0 || c < 0 || r >= g.rows || c >= g.cols) return { say: tr("path_edge") };
      const p = stepInto(g, b.p, k, r * g.cols + c);
      if (!p) return { say: tr("path_blocked") };
      const path = p[k];
      const done = complete(g, path, k);
      return { board: { p }, ui: { ...ui, sel: path[path.length - 1], carry: done ? -1 : k }, say: done ? tr("path_joined", k + 1) : null };
    }
    switch (key) {
      case "Enter":
      case " ": {
        if (ui.carry >= 0) return { ui: { ...ui, carry: -1 }, say: tr("path_put_down", ui.carry + 1) };
        const up = isOpen(g, i) ? pickUp(g, b, i) : null;
        if (!up) return { say: tr("path_choose") };
        return { board: { p: up.p }, ui: { ...ui, carry: up.k }, say: tr("path_drawing_keys", up.k + 1) };
      }
      case "Delete":
      case "Backspace": {
        const own = isOpen(g, i) ? owners(g, b)[i] : 0;
        if (!own || b.p[own - 1].length === 0) return null;
        const p = [...b.p];
        p[own - 1] = [];
        return { board: { p }, ui: { ...ui, carry: -1 }, say: tr("path_cleared", own) };
      }
      case "Escape":
        return { ui: { ...ui, carry: -1 } };
    }
    return null;
  },

  // settle drops a path being drawn, after Undo, Redo or Restart and once
  // the puzzle is solved: the board it was drawn on is gone.
  settle(g, b, ui) {
    return { ...ui, carry: -1, drag: null };
  },

  status(g, b, ui) {
    if (ui.carry >= 0) return tr("path_drawing", ui.carry + 1);
    const done = b.p.filter((path, k) => complete(g, path, k)).length;
    return tr("paths_joined", done, b.p.length);
  },

  tools() {
    return [];
  },

  pad() {
    return [];
  },

  // first is the cell selected when play begins: the first number, where
  // a path starts.
  first(g) {
    return Math.max(0, g.givens.findIndex((v) => v > 0));
  },

  // keys lists the keyboard controls for the help.
  keys() {
    return [[tr("key_arrows"), tr("help_path_move")], [tr("key_enter"), tr("help_path_pick")], [tr("key_delete"), tr("help_path_clear")]];
  },

  frame(g) {
    return frameLines(g, (a, b) => (a < 0 || b < 0 ? 2 : 1));
  },

  view(g, b, ui) {
    const own = owners(g, b);
    const joined = b.p.map((path, k) => complete(g, path, k));
    const cells = [];
    for (let i = 0; i < g.n; i++) {
      if (!isOpen(g, i)) {
        cells.push({ text: "", cls: ["solid"], label: tr("cell_solid") });
        continue;
      }
      const end = g.givens[i] > 0;
      const k = own[i] - 1;
      const cls = [end ? "end" : own[i] ? "path" : "empty"];
      if (ui.carry >= 0 && ui.carry === k && b.p[k][b.p[k].length - 1] === i) cls.push("carry");
      // The path-complete cue: a joined path's ends are ringed and ticked.
      if (k >= 0 && joined[k]) cls.push("joined");
      let label = end ? tr("cell_path_end", own[i]) : own[i] ? tr("cell_path", own[i]) : tr("cell_empty");
      if (end && joined[k]) label += tr("cell_joined");
      cells.push({ text: end ? String(g.givens[i]) : "", cls, colour: k, label });
    }
    const lines = b.p
      .map((cells, k) => ({ cells, colour: k, cls: joined[k] ? "path done" : "path" }))
      .filter((l) => l.cells.length > 1);
    return { cells, lines };
  },
};
