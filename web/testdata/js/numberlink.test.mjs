// Path editing: drawing, shortening, cutting, and the solution's order.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { makeGrid } from "../../../gen/play/grid.js";
import { extendTo, numberlink, solutionPaths, stepInto } from "../../../gen/numberlink/numberlink.js";

// 3x3: path 1 snakes along the top two rows, running alongside itself
// (its first and last cells touch); path 2 is the bottom row.
//   1 . .      1 1 1
//   1 . .  ->  1 1 1
//   2 . 2      2 2 2
const g = makeGrid({
  id: "t", kind: "numberlink", rows: 3, cols: 3,
  givens: [[1, 0, 0], [1, 0, 0], [2, 0, 2]],
  solution: [[1, 1, 1], [1, 1, 1], [2, 2, 2]],
});

test("extendTo walks a drag cell by cell", () => {
  let p = extendTo(g, [[0], []], 0, 2);
  assert.deepEqual(p[0], [0, 1, 2]);
  p = extendTo(g, p, 0, 3); // down, then left along the middle row
  assert.deepEqual(p[0], [0, 1, 2, 5, 4, 3]);
  assert.equal(numberlink.solved(g, { p: [p[0], [6, 7]] }), false, "path 2 must reach its other end");
  assert.equal(numberlink.solved(g, { p: [p[0], [6, 7, 8]] }), true);
});

test("a path stops at another number's endpoint", () => {
  assert.equal(stepInto(g, [[3], []], 0, 6), null);
});

test("stepping back onto a path shortens it", () => {
  const p = stepInto(g, [[0, 1, 2, 5], []], 0, 1);
  assert.deepEqual(p[0], [0, 1]);
});

test("crossing another path cuts it there", () => {
  const p = stepInto(g, [[0], [6, 7, 4, 1]], 0, 1);
  assert.deepEqual(p, [[0, 1], [6, 7, 4]]);
});

test("a finished path takes no more cells", () => {
  assert.equal(stepInto(g, [[], [6, 7, 8]], 1, 5), null);
});

test("solutionPaths orders a path that runs alongside itself", () => {
  const paths = solutionPaths(g);
  assert.deepEqual(paths, [[0, 1, 2, 5, 4, 3], [6, 7, 8]]);
  assert.ok(numberlink.solved(g, { p: paths }));
});

test("a hint draws the next cell of the first path not right", () => {
  let r = numberlink.reveal(g, numberlink.start(g));
  assert.deepEqual(r.board.p[0], [0, 1]);
  assert.deepEqual(r.cells, [1]);
  // A path drawn from its other end is continued from there.
  r = numberlink.reveal(g, { p: [[3, 4], []] });
  assert.deepEqual(r.board.p[0], [3, 4, 5]);
  // A wrong turn is taken back to the last right cell.
  r = numberlink.reveal(g, { p: [[0, 1, 4], []] });
  assert.deepEqual(r.board.p[0], [0, 1, 2]);
});
