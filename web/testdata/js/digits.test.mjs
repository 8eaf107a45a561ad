// The digit-grid game (digits.js) and the overlays grid.js reads and
// outlines: cages, their labels and rules, regions.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { cageLabel, cageOutline, makeGrid, regionFrame } from "../../../gen/play/grid.js";
import { cageMakes, digitGame } from "../../../gen/play/digits.js";
import { cagesum } from "../../../internal/cagesum/cagesum.js";

// A 3x3 Cage Sum: an L of three cells, a pair, a pair, two singles.
//   1 2 3      a a b
//   3 1 2      a c b
//   2 3 1      d c e
const puzzle = {
  id: "c", kind: "cagesum", rows: 3, cols: 3,
  givens: [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
  solution: [[1, 2, 3], [3, 1, 2], [2, 3, 1]],
  cages: [
    { cells: [[0, 0], [0, 1], [1, 0]], target: 6, op: "+" },
    { cells: [[0, 2], [1, 2]], target: 5, op: "+" },
    { cells: [[1, 1], [2, 1]], target: 4, op: "+" },
    { cells: [[2, 0]], target: 2, op: "+" },
    { cells: [[2, 2]], target: 1, op: "+" },
  ],
};
const g = makeGrid(puzzle);

test("makeGrid reads cages by cell index and regions by cell", () => {
  assert.deepEqual(g.cages[0], { cells: [0, 1, 3], target: 6, op: "+", hidden: false });
  assert.equal(g.regions, null);
  const r = makeGrid({ ...puzzle, regions: [[0, 0, 1], [0, 1, 1], [2, 2, 2]] });
  assert.deepEqual(r.regions, [0, 0, 1, 0, 1, 1, 2, 2, 2]);
  assert.throws(() => makeGrid({ ...puzzle, cages: [{ cells: [[3, 0]], target: 1 }] }), /cage 1/);
});

test("a cage's label: target and operation, the operation left out when hidden", () => {
  assert.equal(cageLabel({ target: 12, op: "+" }), "12+");
  assert.equal(cageLabel({ target: 2, op: "÷" }), "2÷");
  assert.equal(cageLabel({ target: 3, op: "-" }), "3\u2212");
  assert.equal(cageLabel({ target: 12, op: "×", hidden: true }), "12");
  assert.equal(cageLabel({ target: 4, op: "" }), "4");
});

test("a cage's rule by its operation", () => {
  assert.ok(cageMakes({ target: 6, op: "+" }, [1, 2, 3]));
  assert.ok(!cageMakes({ target: 7, op: "+" }, [1, 2, 3]));
  assert.ok(cageMakes({ target: 12, op: "×" }, [3, 4]));
  assert.ok(cageMakes({ target: 2, op: "-" }, [1, 3]) && cageMakes({ target: 2, op: "-" }, [3, 1]));
  assert.ok(cageMakes({ target: 2, op: "÷" }, [2, 4]) && !cageMakes({ target: 2, op: "÷" }, [3, 4]));
  assert.ok(cageMakes({ target: 4, op: "" }, [4]) && !cageMakes({ target: 4, op: "" }, [3]));
});

test("an L-shaped cage's outline runs inset and its runs meet at every corner", () => {
  const d = 0.12;
  const runs = cageOutline(g, g.cages[0].cells, d);
  // Six sides: top, the step's two, the foot's bottom, the left, and the right of the foot's top cell.
  assert.equal(runs.length, 6);
  const ends = new Map();
  for (const s of runs) {
    for (const p of [`${s.x1.toFixed(3)},${s.y1.toFixed(3)}`, `${s.x2.toFixed(3)},${s.y2.toFixed(3)}`]) ends.set(p, (ends.get(p) || 0) + 1);
  }
  for (const [p, n] of ends) assert.equal(n, 2, `corner ${p} closes ${n} runs, want 2`);
  // The inner corner lies inside the cage by d from the cells' corner (1, 1).
  assert.equal(ends.get(`${(1 - d).toFixed(3)},${(1 - d).toFixed(3)}`), 2);
  // The top side is one run from the first cell to the second.
  assert.ok(runs.some((s) => s.y1 === d && s.y2 === d && s.x1 === d && s.x2 === 2 - d));
});

test("regions make thick borders between them and round the outside", () => {
  const lines = regionFrame(g, [0, 0, 1, 0, 1, 1, 2, 2, 2]);
  const thick = lines.filter((s) => s.w === 2);
  // Between r1c2 and r1c3 (region 0 | 1): a thick run on x = 2 for the first row.
  assert.ok(thick.some((s) => s.x1 === 2 && s.x2 === 2 && s.y1 === 0 && s.y2 === 1));
  // Between r1c1 and r2c1 (both region 0): thin.
  assert.ok(lines.some((s) => s.w === 1 && s.y1 === 1 && s.y2 === 1 && s.x1 === 0));
  assert.ok(thick.some((s) => s.y1 === 0 && s.y2 === 0 && s.x1 === 0 && s.x2 === 3), "the top border");
});

test("a cage turns wrong when full and not making its target, or repeating", () => {
  const ui = { sel: 0, options: { same: true, conflicts: true } };
  let b = cagesum.start(g);
  b = cagesum.set(g, b, 0, 1);
  b = cagesum.set(g, b, 1, 2);
  assert.deepEqual(cagesum.brokenCages(g, b), [], "a cage not full is not judged");
  b = cagesum.set(g, b, 3, 1);
  assert.deepEqual(cagesum.brokenCages(g, b), [0], "1 + 2 + 1 is not 6");
  let v = cagesum.view(g, b, ui);
  assert.equal(v.cages[0].cls, "wrong");
  assert.deepEqual(v.cells[0].corner, { text: "6+", cls: "wrong" });
  assert.match(v.cells[0].label, /cage 6\+ not made/);
  assert.equal(v.cells[1].corner, null, "only a cage's first cell holds its label");
  v = cagesum.view(g, b, { ...ui, options: { same: true, conflicts: false } });
  assert.equal(v.cages[0].cls, "", "clashes hidden: no cage marked");
  b = cagesum.set(g, b, 3, 3);
  assert.deepEqual(cagesum.brokenCages(g, b), [], "1 + 2 + 3 makes 6");
  assert.equal(cagesum.view(g, b, ui).cells[0].label, "1, cage 6+");
  // 2 + 2 + 2 makes 6 too: the sum alone takes it, Cage Sum does not.
  const twos = { v: [2, 2, 0, 2, 0, 0, 0, 0, 0], m: new Array(9).fill(0) };
  assert.deepEqual(digitGame().brokenCages(g, twos), []);
  assert.deepEqual(cagesum.brokenCages(g, twos), [0]);
  assert.ok(cagesum.conflicts(g, twos).has(3), "a cage is a unit: its 2s clash");
});

test("a digit clears its pencil marks from the cells of its cage", () => {
  let b = cagesum.start(g);
  b = cagesum.mark(g, b, 3, 1); // r2c1, in the first cage
  b = cagesum.mark(g, b, 4, 1); // r2c2, seen by r1c2 through its column only
  b = cagesum.mark(g, b, 8, 1); // r3c3, in no unit of r1c2
  b = cagesum.set(g, b, 1, 1); // r1c2 = 1
  assert.equal(b.m[3] & (1 << 1), 0);
  assert.equal(b.m[4] & (1 << 1), 0);
  assert.notEqual(b.m[8] & (1 << 1), 0);
  assert.ok(cagesum.solved(g, cagesum.solution(g)));
  assert.equal(cagesum.frame(g).filter((s) => s.w === 2).length, 4, "no regions: only the border is thick");
});
