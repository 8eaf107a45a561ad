// Sudoku moves, conflicts, and the choice of a hint's step.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { makeGrid } from "../../../gen/play/grid.js";
import { sudoku } from "../../../gen/sudoku/sudoku.js";
import { nextStep, sentence, stepCells } from "../../assets/steps.js";
import { History } from "../../assets/history.js";
import { Clock, clockText } from "../../assets/timer.js";

const g = makeGrid({
  id: "t", kind: "sudoku", rows: 4, cols: 4, box_rows: 2, box_cols: 2,
  givens: [[1, 0, 0, 0], [0, 0, 1, 0], [0, 1, 0, 0], [0, 0, 0, 1]],
  solution: [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]],
});

test("a digit clears its pencil marks from the cells that see it", () => {
  let b = sudoku.start(g);
  b = sudoku.mark(g, b, 1, 2);
  b = sudoku.mark(g, b, 5, 2);
  b = sudoku.set(g, b, 2, 2); // r1c3 = 2: row 1 sees r1c2, box 2 does not hold r2c2
  assert.equal(b.m[1] & (1 << 2), 0);
  assert.notEqual(b.m[5] & (1 << 2), 0);
  assert.equal(sudoku.set(g, b, 0, 3), null, "a given cannot change");
});

test("conflicts and wrong entries", () => {
  let b = sudoku.set(g, sudoku.start(g), 1, 1); // a second 1 in row 1
  // r1c2 = 1 clashes with the given 1 of its row (r1c1) and of its column (r3c2).
  assert.deepEqual([...sudoku.conflicts(g, b)].sort((x, y) => x - y), [0, 1, 9]);
  assert.deepEqual(sudoku.wrong(g, b), [1]);
  b = sudoku.solution(g);
  assert.ok(sudoku.solved(g, b));
});

const steps = [
  { technique: "hidden single", text: "A.", place: [[0, 1, 2]], eliminate: [] },
  { technique: "pointing", text: "B.", place: [], eliminate: [[3, 3, 4]] },
  { technique: "naked single", text: "C.", place: [[3, 3, 1]], eliminate: [] },
];

test("a hint shows the first step not on the board, then what it rests on", () => {
  const board = new Map();
  const value = (i) => board.get(i) || 0;
  assert.deepEqual(nextStep(steps, 4, value, null), { index: 0, place: false });
  assert.deepEqual(nextStep(steps, 4, value, { index: 0 }), { index: 0, place: true });
  board.set(1, 2);
  assert.deepEqual(nextStep(steps, 4, value, null), { index: 1, place: false }, "the elimination before step C comes first");
  assert.deepEqual(nextStep(steps, 4, value, { index: 1 }), { index: 2, place: false });
  assert.deepEqual(nextStep(steps, 4, value, { index: 2 }), { index: 2, place: true });
  board.set(15, 1);
  assert.equal(nextStep(steps, 4, value, null), null);
  assert.deepEqual(stepCells(steps[1], 4), { strong: [], soft: [15] });
  assert.equal(sentence(steps[0]), "A (hidden single).");
});

test("history undoes and redoes whole boards", () => {
  const h = new History();
  h.push("a");
  h.push("b");
  assert.equal(h.undo("c"), "b");
  assert.equal(h.redo("b"), "c");
  assert.equal(h.undo("c"), "b");
  h.push("x");
  assert.equal(h.canRedo(), false);
});

test("the clock counts only while it runs", () => {
  let now = 0;
  const c = new Clock(() => now, 5000);
  c.start();
  now = 61000;
  c.stop();
  now = 99000;
  assert.equal(c.elapsed(), 66000);
  assert.equal(clockText(c.elapsed()), "1:06");
  assert.equal(clockText(3725000), "1:02:05");
});

test("the clock set to a time runs on from it", () => {
  let now = 1000;
  const c = new Clock(() => now, 125000);
  c.start();
  now = 4000;
  c.set(0); // Restart
  assert.equal(c.elapsed(), 0);
  now = 6000;
  c.set(125000); // Undo of Restart
  now = 7000;
  assert.equal(c.elapsed(), 126000);
  c.stop();
  c.set(90000);
  now = 9000;
  assert.equal(c.elapsed(), 90000, "a stopped clock stays at the time it is set to");
});
