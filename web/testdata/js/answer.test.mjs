// The finish of a page that keeps its solution back: answer.js's SHA-256
// against node's, and isSolution by the hash once the grid is full.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { makeGrid } from "../../../gen/play/grid.js";
import { answerText, isSolution, sha256 } from "../../../gen/play/answer.js";

test("sha256 is SHA-256, over every padding case and UTF-8", () => {
  for (const n of [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 1000]) {
    const text = "é2027-03-28/s:1,2,".repeat(n).slice(0, n);
    assert.equal(sha256(text), createHash("sha256").update(text).digest("hex"), `${n} characters`);
  }
});

test("a held grid is solved by the hash of its values, once full", () => {
  const solution = [[1, 2], [2, 1]];
  const answer = { salt: "2027-03-28/s", sha256: sha256(answerText("2027-03-28/s", solution.flat())) };
  const g = makeGrid({ id: "t", kind: "x", rows: 2, cols: 2, givens: [[1, 0], [0, 0]], answer });
  assert.equal(g.solution, null);
  assert.ok(isSolution(g, (i) => [1, 2, 2, 1][i]));
  assert.ok(!isSolution(g, (i) => [1, 2, 2, 2][i]), "a wrong value");
  assert.ok(isSolution(makeGrid({ id: "t", kind: "x", rows: 1, cols: 2, givens: [[0, -1]], answer: { salt: "a", sha256: sha256("a:3,0") } }), (i) => [3, 0][i]), "a closed cell is 0 and need not be filled");
  assert.ok(!isSolution(g, (i) => [1, 2, 0, 1][i]), "an open cell empty");
  const other = makeGrid({ id: "t", kind: "x", rows: 2, cols: 2, givens: [[1, 0], [0, 0]], answer: { ...answer, salt: "2027-03-29/s" } });
  assert.ok(!isSolution(other, (i) => [1, 2, 2, 1][i]), "another salt");
  assert.throws(() => makeGrid({ id: "t", kind: "x", rows: 1, cols: 1, givens: [[0]] }), /solution/, "neither a solution nor an answer");
  assert.throws(() => makeGrid({ id: "t", kind: "x", rows: 1, cols: 1, givens: [[0]], answer: { salt: "a", sha256: "00" } }), /answer/);
});

test("Sudoku's show mistakes is neither offered nor applied nor recorded on a held page", async () => {
  const { sudoku } = await import("../../../gen/sudoku/sudoku.js");
  const solution = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]];
  const g = makeGrid({
    id: "t", kind: "sudoku", rows: 4, cols: 4, box_rows: 2, box_cols: 2,
    givens: [[1, 0, 0, 0], [0, 0, 1, 0], [0, 1, 0, 0], [0, 0, 0, 1]],
    answer: { salt: "s", sha256: sha256(answerText("s", solution.flat())) },
  });
  const on = { sel: 1, pencil: false, options: { same: false, conflicts: false, mistakes: true } };
  const b = sudoku.set(g, sudoku.start(g), 1, 3); // r1c2 should be 2
  assert.ok(!sudoku.options(g).some((o) => o.name === "mistakes"));
  assert.ok(!sudoku.view(g, b, on).cells[1].cls.includes("mistake"));
  assert.deepEqual(sudoku.assists(g, on), []);
  let full = sudoku.start(g);
  solution.flat().forEach((d, i) => (full = sudoku.set(g, full, i, d) || full));
  assert.ok(sudoku.solved(g, full));
  assert.ok(!sudoku.solved(g, sudoku.set(g, full, 1, 3)));
});
