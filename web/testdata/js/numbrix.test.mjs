// Click-to-place: the next number, both ways, skipping placed runs.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { makeGrid } from "../../../gen/play/grid.js";
import { apart, chains, direction, nextFree, numbrix, positions } from "../../../gen/numbrix/numbrix.js";

// A 3x3 Numbrix: 1 2 3 / 6 5 4 / 7 8 9, with 1, 5 and 9 given.
const g = makeGrid({
  id: "t", kind: "numbrix", rows: 3, cols: 3,
  givens: [[1, 0, 0], [0, 5, 0], [0, 0, 9]],
  solution: [[1, 2, 3], [6, 5, 4], [7, 8, 9]],
});
const cell = (v) => g.solution.indexOf(v);
const ui = { sel: 0, cur: 0, dir: 1, placed: -1, press: -1, typed: null };

test("nextFree skips the numbers already placed", () => {
  const at = [-1, 0, 1, -1, -1, 4, -1, -1, -1, 8]; // 1, 2, 5 and 9 placed
  assert.equal(nextFree(at, 1, 1), 3);
  assert.equal(nextFree(at, 5, 1), 6);
  assert.equal(nextFree(at, 5, -1), 4);
  assert.equal(nextFree(at, 2, -1), 0);
  assert.equal(nextFree(at, 9, 1), 0);
});

test("direction counts down from the top and from below a placed run", () => {
  const at = [-1, 0, -1, -1, -1, 4, 5, -1, -1, 8];
  assert.equal(direction(at, 9), -1);
  assert.equal(direction(at, 5), -1); // 6 placed, 4 not
  assert.equal(direction(at, 1), 1);
});

test("clicks place the numbers after the chosen one, skipping givens", () => {
  let b = numbrix.start(g);
  let r = numbrix.click(g, b, ui, cell(1)); // choose 1
  assert.equal(r.ui.cur, 1);
  let u = r.ui;
  for (const v of [2, 3, 4, 6, 7, 8]) {
    r = numbrix.click(g, b, u, cell(v));
    assert.equal(r.board.v[cell(v)], v, `the click on the cell of ${v}`);
    b = r.board;
    u = r.ui;
  }
  assert.ok(numbrix.solved(g, b));
  // Every number after 8 is placed: a click places nothing and says so.
  r = numbrix.click(g, b, u, cell(1));
  assert.equal(r.board, undefined);
});

test("a second click on the last number placed takes it back", () => {
  let r = numbrix.click(g, numbrix.start(g), ui, cell(1));
  r = numbrix.click(g, numbrix.start(g), r.ui, cell(2));
  assert.equal(r.board.v[cell(2)], 2);
  r = numbrix.click(g, r.board, r.ui, cell(2));
  assert.equal(r.board.v[cell(2)], 0);
  assert.equal(r.ui.cur, 1, "1 is chosen again, so that the next click places 2");
});

test("a click on a number chooses it, counting down below a placed run", () => {
  const b = { v: [0, 0, 0, 6, 0, 0, 0, 0, 0] }; // 6 placed, next to the given 5
  const r = numbrix.click(g, b, ui, cell(5));
  assert.equal(r.ui.cur, 5);
  assert.equal(r.ui.dir, -1);
  assert.equal(numbrix.click(g, b, r.ui, cell(4)).board.v[cell(4)], 4);
});

test("typing a number places it once no digit can follow", () => {
  const b = numbrix.start(g);
  const r = numbrix.key(g, b, { ...ui, sel: cell(3) }, "3");
  assert.equal(r.board.v[cell(3)], 3);
  assert.equal(numbrix.set(g, b, cell(3), 5), null, "5 is a given elsewhere");
});

test("chains join consecutive numbers that touch", () => {
  const b = { v: [0, 2, 3, 0, 0, 0, 0, 0, 0] };
  assert.deepEqual(chains(g, b), [[cell(1), cell(2), cell(3)]]);
  assert.deepEqual(positions(g, b)[5], cell(5));
});

test("a press and a release on one cell make a click; a scroll or a slide does not", () => {
  const b = numbrix.start(g);
  let r = numbrix.down(g, b, ui, cell(1));
  r = numbrix.up(g, b, r.ui, cell(1));
  assert.equal(r.ui.cur, 1, "the click chose 1");
  const chosen = r.ui;
  r = numbrix.down(g, b, chosen, cell(2));
  assert.equal(numbrix.up(g, b, r.ui, -1).board, undefined, "a cancelled press (the page scrolled) places nothing");
  r = numbrix.down(g, b, chosen, cell(2));
  assert.equal(numbrix.up(g, b, r.ui, cell(3)).board, undefined, "a release on another cell places nothing");
  r = numbrix.down(g, b, chosen, cell(2));
  assert.equal(numbrix.up(g, b, r.ui, cell(2)).board.v[cell(2)], 2);
});

test("settle drops a chosen number that is gone, and a number being typed", () => {
  const b = numbrix.start(g);
  let u = numbrix.settle(g, b, { ...ui, cur: 2, placed: cell(2), typed: { cell: cell(3), text: "3" } });
  assert.equal(u.cur, 0, "2 is not on the board: nothing is chosen");
  assert.equal(u.typed, null);
  assert.equal(u.placed, -1);
  u = numbrix.settle(g, b, { ...ui, cur: 5 });
  assert.equal(u.cur, 5, "the given 5 is still there, with numbers to place after it");
  u = numbrix.settle(g, numbrix.solution(g), { ...ui, cur: 5 });
  assert.equal(u.cur, 0, "a full grid has nothing left to place");
});

test("a number placed away from the one before it is placed with a warning", () => {
  const b = numbrix.start(g);
  const at = positions(g, b);
  assert.equal(apart(g, at, cell(2), 2), 0, "2 beside 1");
  assert.equal(apart(g, at, cell(8), 2), 1, "2 in the bottom row, away from 1");
  let r = numbrix.click(g, b, ui, cell(1));
  r = numbrix.click(g, b, r.ui, cell(8));
  assert.equal(r.board.v[cell(8)], 2);
  assert.equal(r.say, "2 is not next to 1.");
  r = numbrix.click(g, b, numbrix.click(g, b, ui, cell(1)).ui, cell(2));
  assert.equal(r.say, null);
});

test("the keypad has OK, which is Enter", () => {
  const ok = numbrix.pad(g).find((k) => k.label === "OK");
  assert.equal(ok && ok.key, "Enter");
});
