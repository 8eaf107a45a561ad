// One play of a puzzle, apart from the page: the board, its undo history
// (across Restart too, with each play's time), whether it is solved and
// whether its solution was shown. Pure: no DOM; the clock (timer.js) and
// whether it may run (the page is visible) are passed in.

import { History } from "./history.js";

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class Session {
  // constructor starts from board (the saved one or the start), with the
  // clock at the saved time and revealed as saved.
  constructor(g, game, board, clock, revealed, mayRun) {
    this.g = g;
    this.game = game;
    this.clock = clock;
    this.mayRun = mayRun;
    this.history = new History();
    this.board = board;
    this.solved = game.solved(g, board);
    // revealed: the solution was shown at some time; it stays so (and is
    // saved) when Undo takes the solution back. showing: the board is the
    // solution Reveal put there (never on a page that keeps the solution
    // back).
    this.revealed = revealed;
    this.showing = revealed && !!g.solution && same(board, game.solution(g));
    // attempt numbers the plays between Restarts, so that Undo or Redo
    // across a Restart brings back that play's time.
    this.attempt = 0;
    this.attempts = 0;
  }

  // snapshot is what Undo goes back to.
  snapshot() {
    return { board: this.board, showing: this.showing, attempt: this.attempt, time: this.clock.elapsed() };
  }

  // set puts board in place: the clock stops when it is solved and runs
  // again when it no longer is.
  set(board, showing) {
    const now = this.game.solved(this.g, board);
    if (now && !this.solved) this.clock.stop();
    if (!now && this.solved && this.mayRun()) this.clock.start();
    this.board = board;
    this.showing = showing;
    this.solved = now;
  }

  // change makes board, an action's, the current one, recording the one
  // before for Undo unless a gesture is under way (end records it). It
  // reports whether the board changed.
  change(board, record = true) {
    if (!board || same(board, this.board)) return false;
    if (record) this.history.push(this.snapshot());
    this.set(board, false);
    return true;
  }

  // end closes a gesture that began at snapshot base.
  end(base) {
    if (!same(base.board, this.board)) this.history.push(base);
  }

  // undo and redo go back and forth through the history; they report
  // whether there was a step to take.
  undo() {
    return this.restore(this.history.undo(this.snapshot()));
  }

  redo() {
    return this.restore(this.history.redo(this.snapshot()));
  }

  restore(s) {
    if (!s) return false;
    if (s.attempt !== this.attempt) {
      this.attempt = s.attempt;
      this.clock.set(s.time);
    }
    this.set(s.board, s.showing);
    return true;
  }

  // reveal puts the solution on the board, for good in the record.
  reveal() {
    this.revealed = true;
    this.change(this.game.solution(this.g));
    this.showing = true;
  }

  // restart clears the board and the clock for a new play; Undo brings
  // the last play back, its board and its time.
  restart() {
    this.history.push(this.snapshot());
    this.attempt = ++this.attempts;
    this.clock.set(0);
    this.set(this.game.start(this.g), false);
    if (this.mayRun()) this.clock.start();
  }
}
