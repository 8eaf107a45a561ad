// Numbrix and Hidato in the web player: one game object for both,
// embedded by player.go (docs/web.md lists what the player asks of it).
// The player's board is the number in each open cell that is not a
// given, and the notes (small numbers) in each empty one. Click-to-place:
// choose a number on the board, then click empty cells to place the
// numbers that follow it, up or down, skipping the runs already placed.
// A number placed where it cannot follow its neighbour in the count is
// marked, gently. Pure: no DOM.

import { CLOSED, cellName, frameLines, isOpen, shaded, touching } from "../play/grid.js";
import { tr } from "../play/text.js";
import { isSolution } from "../play/answer.js";

// count is the last number: one per open cell.
function count(g) {
  return g.givens.filter((v) => v !== CLOSED).length;
}

// positions lists where each number 1..count is on the board, -1 where it is not.
export function positions(g, b) {
  const at = new Array(count(g) + 1).fill(-1);
  for (let i = 0; i < g.n; i++) {
    const v = numbrix.value(g, b, i);
    if (v > 0 && v < at.length) at[v] = i;
  }
  return at;
}

// nextFree is the first number after v, going dir (+1 or -1), that is not
// on the board: a click places it. It skips the runs already placed. It
// returns 0 when every number that way is placed.
export function nextFree(at, v, dir) {
  for (let x = v + dir; x >= 1 && x < at.length; x += dir) {
    if (at[x] < 0) return x;
  }
  return 0;
}

// direction is the way to count from a chosen number v: down when the
// numbers above it are placed and those below are not, or at the top;
// otherwise up.
export function direction(at, v) {
  if (v >= at.length - 1) return -1;
  if (v > 1 && at[v + 1] >= 0 && at[v - 1] < 0) return -1;
  return 1;
}

// chains lists the runs of consecutive numbers whose cells touch, as
// lists of cells, for the light line that joins them.
export function chains(g, b) {
  const at = positions(g, b);
  const diagonal = g.kind === "hidato";
  const out = [];
  let run = [];
  for (let v = 1; v < at.length; v++) {
    const linked = v > 1 && at[v] >= 0 && at[v - 1] >= 0 && touching(g, at[v - 1], at[v], diagonal);
    if (!linked) {
      if (run.length > 1) out.push(run);
      run = [];
    }
    if (at[v] >= 0) {
      if (!linked) run = [at[v]];
      else run.push(at[v]);
    }
  }
  if (run.length > 1) out.push(run);
  return out;
}

// apart names a number next to v in the count (v - 1 or v + 1) that is
// on the board but does not touch cell i, where v is going: 0 when both
// touch or are not placed. Placing there is allowed, with a word.
export function apart(g, at, i, v) {
  const far = [v - 1, v + 1].find((w) => w >= 1 && w < at.length && at[w] >= 0 && !touching(g, at[w], i, g.kind === "hidato"));
  return far || 0;
}

// warning is what a placement of v in cell i says: a warning when a
// number next to v in the count is placed away from it, else null.
function warning(g, at, i, v) {
  const far = apart(g, at, i, v);
  return far ? tr("not_next_to", v, far) : null;
}

// refusal is what a number v the cell cannot take says: v is a given,
// or past the last number; else null.
function refusal(g, v) {
  return g.givens.includes(v) ? tr("is_given", v) : v > count(g) ? tr("up_to", count(g)) : null;
}

// noNotes is an empty note list for each of g's cells.
function noNotes(g) {
  return Array.from({ length: g.n }, () => []);
}

// notesOf is the notes of board b (none on a board from before notes).
function notesOf(g, b) {
  return b.n || noNotes(g);
}

export const numbrix = {
  start(g) {
    return { v: new Array(g.n).fill(0), n: noNotes(g) };
  },

  restore(g, saved) {
    const ok = saved && Array.isArray(saved.v) && saved.v.length === g.n && saved.v.every(Number.isInteger);
    if (!ok) return null;
    const notes = Array.isArray(saved.n) && saved.n.length === g.n && saved.n.every((l) => Array.isArray(l) && l.every(Number.isInteger));
    return { v: [...saved.v], n: notes ? saved.n.map((l) => [...l]) : noNotes(g) };
  },

  value(g, b, i) {
    const v = g.givens[i];
    return v === CLOSED ? 0 : v > 0 ? v : b.v[i];
  },

  // set puts number v in cell i, moving it there when the player had it
  // elsewhere. It refuses a given cell, and a number that is a given.
  set(g, b, i, v) {
    if (!isOpen(g, i) || g.givens[i] > 0 || v < 1 || v > count(g) || b.v[i] === v) return null;
    if (g.givens.includes(v)) return null;
    const out = b.v.map((x) => (x === v ? 0 : x));
    out[i] = v;
    // A placed number leaves every note: it has its cell.
    const n = notesOf(g, b).map((l, j) => (j === i ? [] : l.includes(v) ? l.filter((x) => x !== v) : l));
    return { v: out, n };
  },

  // note writes number v in cell i's notes, or takes it out.
  note(g, b, i, v) {
    if (!isOpen(g, i) || g.givens[i] > 0 || b.v[i] !== 0 || v < 1 || v > count(g) || g.givens.includes(v)) return null;
    const n = [...notesOf(g, b)];
    n[i] = n[i].includes(v) ? n[i].filter((x) => x !== v) : [...n[i], v].sort((a, c) => a - c);
    return { v: b.v, n };
  },

  // erase takes cell i's number away, or else its notes.
  erase(g, b, i) {
    if (!isOpen(g, i) || g.givens[i] > 0) return null;
    if (b.v[i] === 0) {
      if (notesOf(g, b)[i].length === 0) return null;
      const n = [...notesOf(g, b)];
      n[i] = [];
      return { v: b.v, n };
    }
    const out = [...b.v];
    out[i] = 0;
    return { v: out, n: notesOf(g, b) };
  },

  wrong(g, b) {
    const out = [];
    for (let i = 0; i < g.n; i++) if (b.v[i] !== 0 && g.givens[i] === 0 && b.v[i] !== g.solution[i]) out.push(i);
    return out;
  },

  solved(g, b) {
    return isSolution(g, (i) => numbrix.value(g, b, i));
  },

  solution(g) {
    return { v: g.solution.map((v, i) => (g.givens[i] === 0 ? v : 0)), n: noNotes(g) };
  },

  place(g, b, list) {
    let out = b;
    for (const [r, c, v] of list) out = numbrix.set(g, out, r * g.cols + c, v) || out;
    return out === b ? null : out;
  },

  // reveal places one number, for a hint: the smallest missing number
  // next to one on the board, so that a run grows.
  reveal(g, b) {
    const at = positions(g, b);
    let v = 0;
    for (let x = 1; x < at.length && !v; x++) {
      if (at[x] < 0 && ((x > 1 && at[x - 1] >= 0) || (x + 1 < at.length && at[x + 1] >= 0))) v = x;
    }
    if (!v) v = at.indexOf(-1, 1);
    if (v <= 0) return null;
    const i = g.solution.indexOf(v);
    const board = numbrix.set(g, numbrix.erase(g, b, i) || b, i, v);
    return board && { board, cells: [i], text: tr("goes_in", v, cellName(g, i)), ui: { cur: v, dir: direction(positions(g, board), v) } };
  },

  // flush places the number being typed, when there is one.
  flush(g, b, ui) {
    if (!ui.typed) return null;
    const v = Number(ui.typed.text);
    const next = { ...ui, typed: null };
    if (ui.pencil) {
      const board = numbrix.note(g, b, ui.typed.cell, v);
      return board ? { board, ui: next } : { ui: next, say: refusal(g, v) };
    }
    const board = numbrix.set(g, b, ui.typed.cell, v);
    if (!board) {
      return { ui: next, say: refusal(g, v) };
    }
    return { board, ui: { ...next, placed: -1, cur: v, dir: direction(positions(g, board), v) }, say: warning(g, positions(g, b), ui.typed.cell, v) };
  },

  // settle drops what the board no longer bears out, after Undo, Redo or
  // Restart and once the puzzle is solved: a number being typed, and a
  // chosen number that is gone from the board or has nothing left to
  // place after it.
  settle(g, b, ui) {
    const at = positions(g, b);
    const keep = ui.cur > 0 && ui.cur < at.length && at[ui.cur] >= 0 && (nextFree(at, ui.cur, 1) || nextFree(at, ui.cur, -1));
    return { ...ui, typed: null, placed: -1, cur: keep ? ui.cur : 0 };
  },

  // click is a click or a tap on cell i (or Enter on it): on a number, it
  // chooses that number (a second click on the number a click just placed
  // takes it away); on an empty cell, it places the number after the
  // chosen one.
  click(g, b, ui, i) {
    if (!isOpen(g, i)) return null;
    const v = numbrix.value(g, b, i);
    const at = positions(g, b);
    if (v > 0) {
      if (ui.placed === i && ui.cur === v) {
        const back = v - ui.dir;
        return { board: numbrix.erase(g, b, i), ui: { ...ui, placed: -1, cur: back >= 1 && back < at.length ? back : 0 } };
      }
      return { ui: { ...ui, sel: i, placed: -1, cur: v, dir: direction(at, v) } };
    }
    if (!ui.cur || ui.pencil) return { ui: { ...ui, sel: i, placed: -1 } };
    const next = nextFree(at, ui.cur, ui.dir);
    if (!next) {
      return { ui: { ...ui, sel: i, placed: -1 }, say: tr(ui.dir > 0 ? "all_after" : "all_before", ui.cur) };
    }
    return { board: numbrix.set(g, b, i, next), ui: { ...ui, sel: i, placed: i, cur: next }, say: warning(g, at, i, next) };
  },

  // down and up make a click of a press and a release on one cell, so
  // that a finger that scrolls the page from the grid places nothing.
  down(g, b, ui, i) {
    const f = numbrix.flush(g, b, ui);
    return { board: f?.board, ui: { ...(f?.ui || ui), press: i }, say: f?.say };
  },

  up(g, b, ui, i) {
    const pressed = ui.press;
    const next = { ...ui, press: -1 };
    if (pressed !== i || i < 0) return { ui: next };
    const r = numbrix.click(g, b, next, i);
    return r ? { ...r, ui: r.ui || next } : { ui: next };
  },

  key(g, b, ui, key) {
    const i = ui.sel;
    if (/^[0-9]$/.test(key)) {
      if (!isOpen(g, i) || g.givens[i] > 0) return { say: isOpen(g, i) ? tr("number_given") : null };
      const text = ui.typed && ui.typed.cell === i ? ui.typed.text + key : key;
      if (Number(text) === 0) return { ui: { ...ui, typed: null } };
      const typed = { ...ui, typed: { cell: i, text: String(Number(text)) } };
      // Place the number as soon as no further digit could extend it.
      return Number(text) * 10 > count(g) ? numbrix.flush(g, b, typed) : { ui: typed };
    }
    switch (key) {
      case "Backspace":
        if (ui.typed) return { ui: { ...ui, typed: ui.typed.text.length > 1 ? { ...ui.typed, text: ui.typed.text.slice(0, -1) } : null } };
        return { board: numbrix.erase(g, b, i) };
      case "Delete":
        return { board: numbrix.erase(g, b, i), ui: { ...ui, typed: null } };
      case "Enter":
      case " ":
        return ui.typed ? numbrix.flush(g, b, ui) : numbrix.click(g, b, ui, i);
      case "+":
      case "=":
        return { ui: { ...ui, dir: 1 } };
      case "-":
        return { ui: { ...ui, dir: -1 } };
      case "d":
      case "D":
        return { ui: { ...ui, dir: -ui.dir }, say: tr(ui.dir > 0 ? "counting_down" : "counting_up") };
      case "p":
      case "P":
        return { ui: { ...ui, pencil: !ui.pencil, typed: null }, say: tr(ui.pencil ? "notes_off" : "notes_on") };
      case "Escape":
        return { ui: { ...ui, cur: 0, typed: null } };
      case "ArrowUp":
      case "ArrowDown":
      case "ArrowLeft":
      case "ArrowRight": {
        const f = numbrix.flush(g, b, ui);
        return f ? { ...f, pass: true } : null;
      }
    }
    return null;
  },

  status(g, b, ui) {
    if (!ui.cur) return "";
    const next = nextFree(positions(g, b), ui.cur, ui.dir);
    return next ? tr("next_number", next, ui.dir > 0 ? "↑" : "↓") : "";
  },

  tools(g, ui) {
    const up = ui.dir > 0;
    return [
      { key: "d", label: tr(up ? "count_up" : "count_down"), pressed: false, title: tr("count_title") },
      { key: "p", label: tr("notes"), pressed: !!ui.pencil, title: tr("notes_title") },
    ];
  },

  pad() {
    const keys = [];
    for (let d = 1; d <= 9; d++) keys.push({ key: String(d), label: String(d) });
    keys.push({ key: "0", label: "0" });
    keys.push({ key: "Enter", label: tr("ok"), cls: "ok", title: tr("ok_title") });
    return keys;
  },

  // first is the cell selected when play begins: the first empty one.
  first(g) {
    return Math.max(0, g.givens.findIndex((v, i) => isOpen(g, i) && v === 0));
  },

  // keys lists the keyboard controls for the help.
  keys() {
    return [[tr("key_arrows"), tr("help_move")], [tr("key_digits"), tr("help_number")], [tr("key_enter"), tr("help_number_enter")], ["D", tr("help_count")], ["P", tr("help_notes")], [tr("key_delete"), tr("help_erase")]];
  },

  frame(g) {
    const open = (i) => i >= 0 && isOpen(g, i);
    return frameLines(g, (a, b) => (open(a) && open(b) ? 1 : open(a) || open(b) ? 2 : 0));
  },

  view(g, b, ui) {
    const holes = shaded(g);
    const last = count(g);
    const at = positions(g, b);
    const cells = [];
    for (let i = 0; i < g.n; i++) {
      if (!isOpen(g, i)) {
        cells.push({ text: "", cls: [holes[i] ? "hole" : "outside"], label: tr(holes[i] ? "cell_hole" : "cell_outside") });
        continue;
      }
      const given = g.givens[i] > 0;
      const typing = ui.typed && ui.typed.cell === i;
      const v = numbrix.value(g, b, i);
      const cls = [given ? "given" : v ? "entry" : "empty"];
      if (given && (v === 1 || v === last)) cls.push("ring");
      if (ui.cur && v === ui.cur) cls.push("cur");
      if (typing) cls.push("typing");
      const text = typing ? ui.typed.text : v ? String(v) : "";
      let label = given ? tr("cell_given", v) : v ? String(v) : tr("cell_empty");
      // The gentle mark: an entry that its neighbour in the count, placed, does not touch.
      const far = !given && v ? apart(g, at, i, v) : 0;
      if (far) {
        cls.push("apart");
        label += tr("cell_not_next_to", far);
      }
      const notes = !v && !typing && notesOf(g, b)[i].length ? notesOf(g, b)[i] : null;
      if (notes) label = tr("cell_notes", notes.join(" "));
      cells.push({ text, cls, label, marks: notes });
    }
    return { cells, lines: chains(g, b).map((cells) => ({ cells, cls: "chain" })) };
  },
};
