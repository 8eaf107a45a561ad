// Keyboard and pointer input: turns DOM events into the player's calls
// (key, down, move, up), with the cell under the pointer found from the
// board's geometry so that a drag works under a finger too.

// keyOf names a key press: the digit for digit keys whatever Shift makes
// of them ("3" for Shift+3), else the DOM's key name.
export function keyOf(e) {
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(e.code || "");
  return m ? m[1] : e.key;
}

// cellAt is the index of the cell under the pointer event e, or -1 off the board.
export function cellAt(board, rows, cols, e) {
  const r = board.getBoundingClientRect();
  const x = Math.floor(((e.clientX - r.left) / r.width) * cols);
  const y = Math.floor(((e.clientY - r.top) / r.height) * rows);
  return x < 0 || y < 0 || x >= cols || y >= rows ? -1 : y * cols + x;
}

// listenPointer sends the board's pointer presses and drags to the player.
export function listenPointer(board, rows, cols, player) {
  let active = -1; // the pointer being followed
  board.addEventListener("pointerdown", (e) => {
    if (e.button !== 0 || active >= 0) return;
    const i = cellAt(board, rows, cols, e);
    if (i < 0) return;
    e.preventDefault();
    active = e.pointerId;
    board.setPointerCapture?.(e.pointerId);
    player.down(i);
  });
  board.addEventListener("pointermove", (e) => {
    if (e.pointerId !== active) return;
    const i = cellAt(board, rows, cols, e);
    if (i >= 0) player.move(i);
  });
  const end = (e) => {
    if (e.pointerId !== active) return;
    active = -1;
    // A cancelled pointer (the page scrolls instead) ends on no cell.
    player.up(e.type === "pointerup" ? cellAt(board, rows, cols, e) : -1);
  };
  board.addEventListener("pointerup", end);
  board.addEventListener("pointercancel", end);
}

// typing reports whether a key event belongs to a form control (the
// options' checkboxes), which keeps its own keys.
function typing(e) {
  const t = e.target;
  return t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA" || t.tagName === "SUMMARY");
}

// onButton reports whether Enter or Space would press a focused button.
function onButton(e) {
  const t = e.target;
  return t && (t.tagName === "BUTTON" || t.tagName === "A") && (e.key === "Enter" || e.key === " ");
}

// listenKeys sends key presses inside root, and those on the page's body
// when this player was the last one used, to the player.
export function listenKeys(root, player) {
  const handle = (e) => {
    if (e.defaultPrevented || e.altKey || typing(e) || onButton(e)) return;
    const mods = { shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey };
    if (player.key(keyOf(e), mods)) e.preventDefault();
  };
  player.handleKey = handle;
  root.addEventListener("keydown", handle);
  root.addEventListener("pointerdown", () => (lastUsed = player));
  root.addEventListener("focusin", () => (lastUsed = player));
  if (!lastUsed) lastUsed = player;
  if (!bodyListening) {
    bodyListening = true;
    document.addEventListener("keydown", (e) => {
      if (lastUsed && (e.target === document.body || e.target === document.documentElement)) lastUsed.handleKey(e);
    });
  }
}

let lastUsed = null;
let bodyListening = false;
