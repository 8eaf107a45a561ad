// Kakuro's player module (kakuro.js) on the 4x4 puzzle of draw_test.go's
// handMade: its runs and their sums, the combinations the bar shows,
// entry and clashes, wrong sums, the view of clue cells and blocks, a
// hint without steps, and a play to solved. Run by TestPlayerModule.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useText } from "../../play/text.js";
import { makeGrid } from "../../play/grid.js";
import { combosText, kakuro, kakuroRuns, sumCombos } from "../kakuro.js";

useText(JSON.parse(process.env.PUZZLEBOOK_WORDS)); // the English words, which TestPlayerModule passes

//   #     3\    23\   #
//   \10   1     9     16\
//   \17   2     8     7
//   #     \15   6     9
const x = -1;
const puzzle = {
  id: "k", kind: "kakuro", rows: 4, cols: 4,
  givens: [[x, x, x, x], [x, 0, 0, x], [x, 0, 0, 0], [x, x, 0, 0]],
  solution: [[x, x, x, x], [x, 1, 9, x], [x, 2, 8, 7], [x, x, 6, 9]],
  clues: [
    { cell: [0, 1], down: 3 }, { cell: [0, 2], down: 23 }, { cell: [1, 0], across: 10 },
    { cell: [1, 3], down: 16 }, { cell: [2, 0], across: 17 }, { cell: [3, 1], across: 15 },
  ],
};
const g = makeGrid(puzzle);
const ui = { sel: 5, pencil: false, options: { same: true, conflicts: true } };
const at = (r, c) => r * 4 + c;

test("makeGrid reads the clue cells by index", () => {
  assert.deepEqual(g.clues[1], { cell: 2, down: 23, across: 0 });
  assert.throws(() => makeGrid({ ...puzzle, clues: [{ cell: [4, 0], down: 3 }] }), /clue 1/);
});

test("the runs, each with its clue's sum", () => {
  const { list, of } = kakuroRuns(g);
  const seen = list.map((r) => `${r.across ? "a" : "d"}${r.sum}:${r.cells.join(",")}`);
  assert.deepEqual(seen, ["a10:5,6", "a17:9,10,11", "a15:14,15", "d3:5,9", "d23:6,10,14", "d16:11,15"]);
  assert.equal(of[at(2, 2)].length, 2);
});

test("combinations of a sum in a number of cells", () => {
  assert.deepEqual(sumCombos(16, 2), [(1 << 7) | (1 << 9)]);
  assert.equal(sumCombos(45, 9).length, 1);
  assert.equal(sumCombos(10, 3).length, 4);
  assert.equal(sumCombos(2, 2).length, 0);
  const b = kakuro.start(g);
  const [a10, a17] = kakuroRuns(g).list;
  assert.equal(combosText(g, b, a10), "10 in 2: 1+9, 2+8, 3+7, 4+6");
  assert.equal(combosText(g, b, a17), "17 in 3: 1+7+9, 2+6+9, 2+7+8, 3+5+9, +3 more");
  const b2 = kakuro.set(g, b, at(2, 2), 8);
  assert.equal(combosText(g, b2, a17), "17 in 3: 2+7+8, 3+6+8, 4+5+8 (3 of 7)");
  assert.equal(combosText(g, kakuro.set(g, b, at(1, 1), 5), a10), "10 in 2: no way");
});

test("the bar shows the selected cell's runs, and a clue cell's", () => {
  const b = kakuro.start(g);
  assert.equal(kakuro.status(g, b, { ...ui, sel: at(1, 1) }), "Across 10 in 2: 1+9, 2+8, 3+7, 4+6 · Down 3 in 2: 1+2");
  assert.equal(kakuro.status(g, b, { ...ui, sel: at(1, 3) }), "Down 16 in 2: 7+9");
  assert.equal(kakuro.status(g, b, { ...ui, sel: at(0, 0) }), "");
});

test("entry: a digit in a white cell only, pencil marks cleared along the runs, clashes", () => {
  let b = kakuro.start(g);
  assert.equal(kakuro.set(g, b, at(0, 1), 3), null, "a clue cell takes no digit");
  b = kakuro.mark(g, b, at(2, 1), 7);
  b = kakuro.mark(g, b, at(1, 2), 7);
  b = kakuro.set(g, b, at(2, 3), 7);
  assert.equal(b.m[at(2, 1)], 0, "7 leaves the marks of its across run");
  assert.equal(b.m[at(1, 2)], 1 << 7, "and stays in a cell of no run of its");
  b = kakuro.set(g, b, at(3, 3), 7);
  assert.deepEqual([...kakuro.conflicts(g, b)].sort((p, q) => p - q), [at(2, 3), at(3, 3)]);
  assert.deepEqual(kakuro.brokenRuns(g, b).map((r) => r.sum), [16]);
  const v = kakuro.view(g, b, ui);
  assert.deepEqual(v.cells[at(1, 3)].split, [{ text: "16", cls: "wrong" }, { text: "", cls: "" }]);
  assert.match(v.cells[at(1, 3)].label, /down 16 not made/);
});

test("the view: blocks, clue cells split with their sums, white cells", () => {
  const v = kakuro.view(g, kakuro.start(g), ui);
  assert.deepEqual(v.cells[0].cls, ["block"]);
  assert.deepEqual(v.cells[at(2, 0)].split, [{ text: "", cls: "" }, { text: "17", cls: "" }]);
  assert.deepEqual(v.cells[at(0, 2)].split, [{ text: "23", cls: "" }, { text: "", cls: "" }]);
  assert.equal(v.cells[at(0, 2)].label, "clue, down 23");
  assert.deepEqual(v.cells[at(1, 1)].cls, ["empty"]);
  assert.ok(v.cells[at(1, 2)].cls.includes("peer"));
  assert.ok(!v.cells[at(2, 2)].cls.includes("peer"));
  const bare = makeGrid({ ...puzzle, clues: puzzle.clues.filter((k) => k.cell[0] !== 3) });
  assert.deepEqual(kakuro.view(bare, kakuro.start(bare), ui).cells[at(3, 1)].cls, ["block"], "a cell not in the clues is a block, whatever it heads");
});

test("keys: digits 1-9 on any size, pencil, erase", () => {
  let b = kakuro.start(g);
  b = kakuro.key(g, b, { ...ui, sel: at(1, 2) }, "9", { shift: false }).board;
  assert.equal(b.v[at(1, 2)], 9);
  b = kakuro.key(g, b, { ...ui, sel: at(1, 1) }, "8", { shift: true }).board;
  assert.equal(b.m[at(1, 1)], 1 << 8);
  b = kakuro.key(g, b, { ...ui, sel: at(1, 2) }, "Delete", { shift: false }).board;
  assert.equal(b.v[at(1, 2)], 0);
  assert.equal(kakuro.pad(g).length, 9);
});

test("hints without steps fill the cell with the fewest digits left, to solved", () => {
  let b = kakuro.start(g);
  const first = kakuro.reveal(g, b);
  assert.deepEqual(first.cells, [at(1, 1)], "3 in 2 leaves row 2, column 2 two digits, and no cell fewer");
  assert.equal(first.text, "1 goes in row 2, column 2.");
  b = first.board;
  const second = kakuro.reveal(g, b);
  assert.deepEqual(second.cells, [at(1, 2)]);
  assert.equal(second.text, "9 goes in row 2, column 3: it is the only digit its runs' combinations leave there.");
  for (let k = 0; k < 6; k++) b = kakuro.reveal(g, b).board;
  assert.ok(kakuro.solved(g, b));
  assert.equal(kakuro.reveal(g, b), null);
  assert.deepEqual(kakuro.wrong(g, b), []);
  assert.ok(kakuro.solved(g, kakuro.solution(g)));
});

test("restore takes a board of this grid only", () => {
  const b = kakuro.set(g, kakuro.start(g), at(1, 1), 1);
  assert.deepEqual(kakuro.restore(g, JSON.parse(JSON.stringify(b))), b);
  assert.equal(kakuro.restore(g, { v: [1, ...b.v.slice(1)], m: b.m }), null, "a digit in a block");
  assert.equal(kakuro.restore(g, { v: b.v.slice(1), m: b.m }), null);
});
