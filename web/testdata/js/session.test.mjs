// A play's state: Undo and Redo across Restart bring back each play's
// time; the solution once shown stays on the record.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { makeGrid } from "../../../gen/play/grid.js";
import { sudoku } from "../../../gen/sudoku/sudoku.js";
import { Session } from "../../assets/session.js";
import { Clock } from "../../assets/timer.js";

// A 4x4 Sudoku with two cells to fill.
const g = makeGrid({
  id: "t", kind: "sudoku", rows: 4, cols: 4, box_rows: 2, box_cols: 2,
  givens: [[0, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 0]],
  solution: [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]],
});

function setup(elapsed) {
  const t = { now: 0 };
  const clock = new Clock(() => t.now, elapsed);
  clock.start();
  return { t, clock, play: new Session(g, sudoku, sudoku.start(g), clock, false, () => true) };
}

test("Undo of Restart brings back the entries and the time", () => {
  const { t, clock, play } = setup(125000);
  play.change(sudoku.set(g, play.board, 0, 1));
  t.now = 5000;
  play.restart();
  assert.equal(clock.elapsed(), 0);
  t.now = 8000;
  assert.ok(play.undo());
  assert.equal(play.board.v[0], 1);
  assert.equal(clock.elapsed(), 130000, "the time of the play Restart ended");
  t.now = 9000;
  assert.ok(play.redo());
  assert.equal(clock.elapsed(), 3000, "the new play's time, as Undo left it");
});

test("a solved play's time comes back exactly, with its clock stopped", () => {
  const { t, clock, play } = setup(60000);
  play.change(sudoku.set(g, play.board, 0, 1));
  play.change(sudoku.set(g, play.board, 15, 1));
  assert.ok(play.solved);
  t.now = 10000;
  play.restart();
  t.now = 20000;
  play.undo();
  assert.ok(play.solved);
  assert.equal(clock.elapsed(), 60000);
  t.now = 30000;
  assert.equal(clock.elapsed(), 60000, "stopped");
});

test("Reveal stays on the record when Undo takes the solution back", () => {
  const { play } = setup(0);
  play.reveal();
  assert.ok(play.solved && play.showing && play.revealed);
  play.undo();
  assert.ok(!play.solved && !play.showing);
  assert.ok(play.revealed);
  play.change(sudoku.set(g, play.board, 0, 1));
  play.change(sudoku.set(g, play.board, 15, 1));
  assert.ok(play.solved && !play.showing && play.revealed);
});

test("a gesture is one step of the history", () => {
  const { play } = setup(0);
  const base = play.snapshot();
  play.change(sudoku.set(g, play.board, 0, 2), false);
  play.change(sudoku.set(g, play.board, 0, 1), false);
  play.end(base);
  play.undo();
  assert.equal(play.board.v[0], 0);
  assert.equal(play.history.canUndo(), false);
});
