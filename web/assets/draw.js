// Drawing the board: one element per cell (with data-row and data-col,
// the page contract) in an ARIA grid, and an SVG layer over the cells'
// backgrounds and under their numbers for the grid lines, the light line
// that joins consecutive numbers, the paths of path-drawing kinds and the
// dashed outlines of cages, and the signs between cells. A cell may carry
// a small label in its top-left corner (a cage's target), or be split by
// its diagonal from the top-left corner with a small number in each half
// (a clue cell of cross sums). The small numbers (labels, sums, pencil
// marks) are drawn by the styles from their data-text: the cell's
// aria-label says them, and a cell's only text is its number, so that
// what a screen reader or a speech command names is what the cell shows.

import { cageOutline, capital, cellName, colOf, rowOf } from "../../gen/play/grid.js";
import { tr } from "../../gen/play/text.js";

const svgNS = "http://www.w3.org/2000/svg";

// paletteSize is the number of path colours in player.css (--pb-path-0 ...).
export const paletteSize = 8;

// cageInset is how far inside its cells a cage's outline runs, as a
// fraction of a cell: print's proportion.
const cageInset = 0.12;

function el(tag, cls, attrs = {}) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function svg(tag, attrs = {}) {
  const e = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

// buildBoard makes the board of grid g: its cells, and the SVG layer with
// the kind's grid lines (frame). uid makes the cells' ids unique on a page
// with several players.
// edges, when the kind has clues outside the grid, holds their texts by
// side ({top, bottom, left, right}, each a text per column or row, ""
// for none): each is drawn beside its row or column, in the margin the
// board keeps for them.
export function buildBoard(g, frame, label, uid, edges = null) {
  const board = el("div", "pb-board", { role: "grid", "aria-label": label });
  board.style.setProperty("--rows", g.rows);
  board.style.setProperty("--cols", g.cols);
  const cells = [];
  for (let r = 0; r < g.rows; r++) {
    const row = el("div", "pb-row", { role: "row", "aria-rowindex": r + 1 });
    for (let c = 0; c < g.cols; c++) {
      const cell = el("div", "pb-cell", {
        role: "gridcell",
        id: `${uid}-${r}-${c}`,
        "data-row": r,
        "data-col": c,
        "aria-colindex": c + 1,
        tabindex: "-1",
      });
      cell.append(el("span", "pb-v"));
      row.append(cell);
      cells.push(cell);
    }
    board.append(row);
  }
  const layer = svg("svg", { class: "pb-lines", viewBox: `0 0 ${g.cols} ${g.rows}`, "aria-hidden": "true", focusable: "false" });
  // Thin lines under the cages and the ink (paths and chains run over
  // them), thick lines (borders, boxes, regions) over it.
  const thin = svg("g", { class: "pb-frame" });
  const thick = svg("g", { class: "pb-frame" });
  for (const s of frame) {
    const line = svg("line", { x1: s.x1, y1: s.y1, x2: s.x2, y2: s.y2, class: s.w === 2 ? "thick" : "thin" });
    (s.w === 2 ? thick : thin).append(line);
  }
  const cages = svg("g", { class: "pb-cages" });
  const ink = svg("g", { class: "pb-ink" });
  const signs = svg("g", { class: "pb-signs" });
  for (const m of g.marks || []) signs.append(svg("polyline", { points: signPoints(g, m), "data-less": m.less, "data-more": m.more }));
  layer.append(thin, cages, ink, thick, signs);
  board.append(layer);
  if (edges) {
    board.classList.add("edged");
    for (const [side, texts] of Object.entries(edges)) {
      (texts || []).forEach((text, i) => {
        if (!text) return;
        const e = el("span", `pb-edge ${side}`, { "aria-hidden": "true" });
        e.style.setProperty("--i", i);
        e.textContent = text;
        board.append(e);
      });
    }
  }
  return { board, cells, cages, ink, cache: cells.map(() => ({})), cageCache: [] };
}

// signDeep and signWide are a sign's depth along the line of its two cells
// and half its opening across it, as fractions of a cell.
const signDeep = 0.09;
const signWide = 0.15;

// signPoints draws a sign between two neighbouring cells as print does: a
// chevron centred on their shared edge, its point towards the smaller.
function signPoints(g, m) {
  const r1 = rowOf(g, m.less), c1 = colOf(g, m.less);
  const r2 = rowOf(g, m.more), c2 = colOf(g, m.more);
  const mx = (c1 + c2 + 1) / 2, my = (r1 + r2 + 1) / 2; // the edge's middle
  const dx = c1 - c2, dy = r1 - r2; // one step towards the smaller cell
  const tip = [mx + dx * signDeep, my + dy * signDeep];
  const back = [mx - dx * signDeep, my - dy * signDeep];
  const ends = [[back[0] + dy * signWide, back[1] + dx * signWide], [back[0] - dy * signWide, back[1] - dx * signWide]];
  return [ends[0], tip, ends[1]].map((p) => p.join(",")).join(" ");
}

// paint brings the cells and the SVG ink up to date with view (the kind's
// view of the board) and marks: the selected cell, wrong entries and the
// hint's cells.
export function paint(g, d, view, marks) {
  view.cells.forEach((v, i) => {
    const cell = d.cells[i];
    const cls = ["pb-cell", ...v.cls];
    if (i === marks.sel) cls.push("sel");
    if (marks.wrong.has(i)) cls.push("wrong");
    if (marks.strong.has(i)) cls.push("hint");
    if (marks.soft.has(i)) cls.push("hint-soft");
    if (v.colour >= 0) cls.push(`pc${v.colour % paletteSize}`, `pv${Math.floor(v.colour / paletteSize) % 3}`);
    if (v.text.length > 1) cls.push(`len${Math.min(v.text.length, 3)}`); // smaller type for long numbers
    if (v.corner) cls.push("cornered"); // room for the corner's label
    if (v.split) cls.push("split"); // the diagonal
    const notes = [marks.wrong.has(i) ? tr("cell_wrong") : "", marks.strong.has(i) || marks.soft.has(i) ? tr("cell_hint") : ""].filter(Boolean);
    const label = [tr("cell_says", capital(cellName(g, i)), v.label), ...notes].join(", ");
    const marksKey = v.marks ? v.marks.join(",") + ":" + (v.markSame || 0) : "";
    const c = d.cache[i];
    const className = cls.join(" ");
    if (c.className !== className) cell.className = c.className = className;
    if (c.label !== label) cell.setAttribute("aria-label", (c.label = label));
    const selected = i === marks.sel ? "true" : "false";
    if (c.selected !== selected) {
      cell.setAttribute("aria-selected", (c.selected = selected));
      cell.tabIndex = i === marks.sel ? 0 : -1;
    }
    if (c.text !== v.text || c.marksKey !== marksKey) {
      c.text = v.text;
      c.marksKey = marksKey;
      const span = cell.firstChild;
      span.textContent = v.text;
      cell.querySelector(".pb-marks")?.remove();
      if (v.marks) cell.append(markGrid(g, v.marks, v.markSame));
    }
    const corner = v.corner ? `${v.corner.text}:${v.corner.cls}` : "";
    if (c.corner !== corner) {
      c.corner = corner;
      cell.querySelector(".pb-corner")?.remove();
      if (v.corner) {
        const label = el("span", `pb-corner ${v.corner.cls}`.trim(), { "aria-hidden": "true" });
        label.dataset.text = v.corner.text;
        cell.append(label);
      }
    }
    const split = v.split ? v.split.map((h) => `${h.text}:${h.cls || ""}`).join("|") : "";
    if (c.split !== split) {
      c.split = split;
      for (const e of cell.querySelectorAll(".pb-split")) e.remove();
      (v.split || []).forEach((h, k) => {
        if (!h.text) return;
        const half = el("span", `pb-split ${k === 0 ? "lo" : "hi"} ${h.cls || ""}`.trim(), { "aria-hidden": "true" });
        half.dataset.text = h.text;
        cell.append(half);
      });
    }
  });
  paintCages(g, d, view.cages || []);
  d.ink.replaceChildren(...view.lines.flatMap((line) => polylines(g, line)));
}

// paintCages draws each cage of the view ({cells, cls}) as a dashed
// outline inside its cells, redrawing only the cages that changed.
function paintCages(g, d, cages) {
  if (d.cageCache.length !== cages.length) {
    d.cages.replaceChildren(...cages.map(() => svg("path", { class: "pb-cage" })));
    d.cageCache = cages.map(() => null);
  }
  cages.forEach((cage, k) => {
    const key = `${cage.cells.join(",")}:${cage.cls || ""}`;
    if (d.cageCache[k] === key) return;
    d.cageCache[k] = key;
    const path = d.cages.children[k];
    const runs = cageOutline(g, cage.cells, cageInset);
    path.setAttribute("d", runs.map((s) => `M${s.x1} ${s.y1}L${s.x2} ${s.y2}`).join(""));
    path.setAttribute("class", `pb-cage ${cage.cls || ""}`.trim());
  });
}


// markGrid lays out pencil marks as the digits' places in a small grid
// (3x3 for nine digits; 3x2 for six; 2x2 for four).
function markGrid(g, marks, same) {
  const cols = marks.length <= 4 ? 2 : 3;
  const box = el("span", "pb-marks", { "aria-hidden": "true" });
  box.style.setProperty("--mcols", cols);
  for (const d of marks) {
    const m = el("span", d && d === same ? "same" : "");
    m.dataset.text = d ? String(d) : "";
    box.append(m);
  }
  return box;
}

// polylines draws one line of the view through the centres of its cells.
function polylines(g, line) {
  const points = line.cells.map((i) => `${colOf(g, i) + 0.5},${rowOf(g, i) + 0.5}`).join(" ");
  const cls = line.cls + (line.colour >= 0 ? ` pc${line.colour % paletteSize}` : "");
  const out = [svg("polyline", { points, class: cls })];
  if (line.colour >= 0) out.unshift(svg("polyline", { points, class: "edge" }));
  const variant = line.colour >= 0 ? Math.floor(line.colour / paletteSize) % 3 : 0;
  if (variant > 0) out.push(svg("polyline", { points, class: `${line.cls} pattern pv${variant}` }));
  return out;
}
