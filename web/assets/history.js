// Undo and redo over whole boards: every action that changes the board
// pushes the board it replaced, so every action can be taken back (the
// discipline of Simon Tatham's puzzles). Boards are small; copies are cheap.

export class History {
  constructor(limit = 1000) {
    this.limit = limit;
    this.past = [];
    this.future = [];
  }

  // push records before, the board an action replaced; it drops the redo list.
  push(before) {
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  // undo returns the board before current, or null when there is none.
  undo(current) {
    if (this.past.length === 0) return null;
    this.future.push(current);
    return this.past.pop();
  }

  // redo returns the board undo replaced, or null when there is none.
  redo(current) {
    if (this.future.length === 0) return null;
    this.past.push(current);
    return this.future.pop();
  }

  canUndo() {
    return this.past.length > 0;
  }

  canRedo() {
    return this.future.length > 0;
  }
}
