// The kinds' own helps: Sudoku's candidates and "show mistakes", Numbrix's
// notes and the mark of a number away from its neighbour, Numberlink's
// joined ends.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { makeGrid } from "../../../gen/play/grid.js";
import { sudoku } from "../../../gen/sudoku/sudoku.js";
import { numbrix } from "../../../gen/numbrix/numbrix.js";
import { numberlink } from "../../../gen/numberlink/numberlink.js";

const s = makeGrid({
  id: "t", kind: "sudoku", rows: 4, cols: 4, box_rows: 2, box_cols: 2,
  givens: [[1, 0, 0, 0], [0, 0, 1, 0], [0, 1, 0, 0], [0, 0, 0, 1]],
  solution: [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]],
});
const bits = (m) => [1, 2, 3, 4].filter((d) => m & (1 << d));
const options = { same: false, conflicts: false, mistakes: false };

test("candidates come from the givens and entries, and keep what was ruled out", () => {
  let b = sudoku.set(s, sudoku.start(s), 1, 2); // r1c2 = 2
  b = sudoku.candidates(s, b);
  assert.deepEqual(bits(b.m[2]), [3, 4]); // r1c3: row has 1, 2; box and column 1
  assert.deepEqual(bits(b.m[0]), [], "a given gets none");
  assert.deepEqual(bits(b.m[1]), [], "an entry gets none");
  b = sudoku.mark(s, b, 2, 4); // the player rules 4 out
  b = sudoku.candidates(s, b) || b;
  assert.deepEqual(bits(b.m[2]), [3]);
  assert.equal(sudoku.candidates(s, b), null, "nothing new to fill");
});

test("show mistakes marks a wrong digit only when on, and is named as an assist", () => {
  const b = sudoku.set(s, sudoku.start(s), 1, 3); // r1c2 should be 2
  const ui = { sel: 1, pencil: false, options };
  assert.ok(!sudoku.view(s, b, ui).cells[1].cls.includes("mistake"));
  assert.deepEqual(sudoku.assists(s, ui), []);
  const on = { ...ui, options: { ...options, mistakes: true } };
  assert.ok(sudoku.view(s, b, on).cells[1].cls.includes("mistake"));
  assert.ok(!sudoku.view(s, sudoku.set(s, b, 1, 2), on).cells[1].cls.includes("mistake"));
  assert.deepEqual(sudoku.assists(s, on), ["show mistakes"]);
});

// A 3x3 Numbrix: 1 2 3 / 6 5 4 / 7 8 9, with 1, 5 and 9 given.
const n = makeGrid({
  id: "t", kind: "numbrix", rows: 3, cols: 3,
  givens: [[1, 0, 0], [0, 5, 0], [0, 0, 9]],
  solution: [[1, 2, 3], [6, 5, 4], [7, 8, 9]],
});
const nui = { sel: 2, cur: 0, dir: 1, placed: -1, press: -1, typed: null, pencil: false };

test("notes: typed in pencil mode, erased, and left by a placed number", () => {
  const p = { ...nui, pencil: true };
  let b = numbrix.start(n);
  b = numbrix.key(n, b, p, "3").board; // 3 ends a number up to 9: noted at once
  b = numbrix.key(n, b, p, "2").board;
  assert.deepEqual(b.n[2], [2, 3]);
  assert.equal(b.v[2], 0);
  assert.equal(numbrix.note(n, b, 2, 5), null, "5 is a given");
  assert.deepEqual(numbrix.view(n, b, p).cells[2].marks, [2, 3]);
  const placed = numbrix.set(n, b, 1, 2);
  assert.deepEqual(placed.n[2], [3], "2 has its cell");
  const erased = numbrix.erase(n, b, 2);
  assert.deepEqual(erased.n[2], []);
  assert.deepEqual(numbrix.restore(n, { v: b.v }).n[2], [], "a board saved before notes");
});

test("a number away from its neighbour in the count is marked", () => {
  const b = numbrix.set(n, numbrix.start(n), 2, 2); // 2 in r1c3: 1 is in r1c1
  const v = numbrix.view(n, b, nui).cells[2];
  assert.ok(v.cls.includes("apart"));
  assert.match(v.label, /not next to 1/);
  const good = numbrix.view(n, numbrix.set(n, numbrix.start(n), 1, 2), nui).cells[1];
  assert.ok(!good.cls.includes("apart"));
});

test("a joined Numberlink path's ends are marked joined", () => {
  const g = makeGrid({ id: "t", kind: "numberlink", rows: 1, cols: 3, givens: [[1, 0, 1]], solution: [[1, 1, 1]] });
  const ui = { sel: 0, carry: -1 };
  assert.ok(!numberlink.view(g, { p: [[0, 1]] }, ui).cells[0].cls.includes("joined"));
  const done = numberlink.view(g, { p: [[0, 1, 2]] }, ui);
  assert.ok(done.cells[0].cls.includes("joined") && done.cells[2].cls.includes("joined"));
  assert.match(done.cells[2].label, /joined/);
});
