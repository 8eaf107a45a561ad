// The player: one puzzle on a page, with its board, its buttons, its
// clock and its saved progress. It holds the page's state (what is
// selected and highlighted, what the message says) around the play
// (session.js: the board, the undo history, solved and revealed), and
// asks the kind's game object (its pure module, from the kind's folder)
// what every action does.

import { capital, cellName, fingerprint, makeGrid, step } from "../../gen/play/grid.js";
import { tr, trn } from "../../gen/play/text.js";
import { Session } from "./session.js";
import { nextStep, sentence, stepCells } from "./steps.js";
import { games } from "./games.js";
import { Clock, clockText, spokenTime } from "./timer.js";
import { loadOptions, loadProgress, saveOptions, saveProgress } from "./storage.js";
import { buildBoard, paint } from "./draw.js";
import { listenKeys, listenPointer } from "./input.js";
import { finishPanel, shareSquares } from "./finish.js";
import { pauseControl } from "./pause.js";

// games (games.js, which the web package writes from the list of kinds)
// holds each kind's game object by the puzzle object's kind. The kind's
// title, its rules (shown in the message slot until there is something
// else to say) and how to play it here (the help) come with the puzzle
// object: the page adds them from the kind's descriptor. The keyboard
// help and the options come from the game object.

let players = 0;

function button(label, title, onClick, cls = "") {
  const b = document.createElement("button");
  b.type = "button";
  b.className = `pb-btn ${cls}`.trim();
  b.textContent = label;
  if (title) b.title = title;
  b.addEventListener("click", onClick);
  return b;
}

// freshStats are the help of a play saved before, or none.
function freshStats(saved) {
  const cells = (a) => new Set(Array.isArray(a) ? a.filter(Number.isInteger) : []);
  const names = saved && Array.isArray(saved.assists) ? saved.assists.filter((a) => typeof a === "string") : [];
  return { hints: saved ? Number(saved.hints) || 0 : 0, mistakes: cells(saved && saved.mistakes), hinted: cells(saved && saved.hinted), assists: new Set(names) };
}

function part(tag, cls, attrs = {}) {
  const e = document.createElement(tag);
  e.className = cls;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

// mountPlayer builds the player for puzzle (the manifest's puzzle object)
// inside root, with the hints of steps (an explanation's steps, or null).
export function mountPlayer(root, puzzle, steps) {
  const g = makeGrid(puzzle);
  const game = games[g.kind];
  if (!game) throw new Error(tr("no_player", JSON.stringify(g.kind)));
  const uid = `pb${players++}`;
  const print = fingerprint(g);
  const id = g.id || `${g.kind}-${print}`;
  root.dataset.puzzleId = id;
  root.dataset.kind = g.kind;
  const title = puzzle.title || g.kind;
  const rules = puzzle.rules || "";
  const options = game.options ? game.options(g) : [];
  // A page may keep the solution back until the next puzzle comes out
  // (answer.js): it knows the finish, but Check, Hint and Reveal are off.
  const withheld = !g.solution;
  const later = tr("answers_later");

  const saved = loadProgress(id, print);
  const clock = new Clock(() => performance.now(), saved ? Number(saved.elapsed) || 0 : 0);
  const start = (saved && game.restore(g, saved.board)) || game.start(g);
  const play = new Session(g, game, start, clock, !!(saved && saved.revealed), () => !document.hidden);
  let ui = {
    sel: game.first(g),
    pencil: false,
    press: -1,
    cur: 0,
    dir: 1,
    placed: -1,
    typed: null,
    carry: -1,
    drag: null,
    options: loadOptions(Object.fromEntries(options.map((o) => [o.name, o.on]))),
  };
  let wrong = new Set();
  let hint = { strong: new Set(), soft: new Set() };
  let shown = null; // the step a hint shows: {index, key}
  let gestureBase = null; // the snapshot before a pointer gesture
  let lastSaved = saved ? JSON.stringify(start) : null; // the board this tab saved or found
  // stats are the play's help, for the finish: hints asked for, the cells
  // Check found wrong and those hints filled in.
  let stats = freshStats(saved);

  // The page around the board.
  if (!root.querySelector(".pb-head")) {
    const head = part("header", "pb-head");
    const meta = part("p", "pb-meta");
    meta.textContent = [title, `${g.rows}×${g.cols}`, puzzle.grade ? tr(String(puzzle.grade)) : ""].filter(Boolean).join(" · ");
    head.append(meta);
    root.prepend(head);
  }
  const label = tr("board", title, g.rows, g.cols);
  const d = buildBoard(g, game.frame(g), label, uid, game.edges ? game.edges(g) : null);
  const gameEl = part("div", "pb-game");
  const mainEl = part("div", "pb-main");
  const bar = part("div", "pb-bar");
  const timer = part("span", "pb-timer", { role: "timer", "aria-label": tr("time") });
  const status = part("span", "pb-status");
  const pause = part("span", "pb-paused");
  bar.append(timer, pause, status);
  mainEl.append(bar, d.board);
  const side = part("div", "pb-side");
  // The message keeps one height (the keys never move): a long one
  // scrolls, and the keyboard can reach it to scroll it.
  const message = part("p", "pb-message rule", { role: "status", "aria-live": "polite", tabindex: "0" });
  message.textContent = rules;
  const sayEl = part("p", "pb-say", { "aria-live": "polite" });

  const pad = part("div", "pb-pad", { role: "group", "aria-label": tr("numbers") });
  const padKeys = game.pad(g).length;
  // One row of keys, or two when a row would make them narrower than a
  // finger on a phone; the grid is fitted to the rows (player.css).
  const padRows = padKeys === 0 ? 0 : padKeys <= 7 ? 1 : 2;
  gameEl.style.setProperty("--pad-rows", padRows);
  pad.style.setProperty("--pad-cols", Math.ceil(padKeys / Math.max(padRows, 1)));
  pad.style.setProperty("--pad-side-cols", padKeys === 4 ? 2 : 3);
  for (const k of game.pad(g)) {
    const b = button(k.label, k.title || "", (e) => {
      act({ key: k.key });
      refocus(e);
    }, `digit ${k.cls || ""}`);
    b.dataset.key = k.key;
    pad.append(b);
  }
  const tools = part("div", "pb-tools", { role: "group", "aria-label": tr("tools") });
  tools.style.setProperty("--tools", game.tools(g, ui).length + 3);
  const toolButtons = game.tools(g, ui).map((t) => {
    const b = button(t.label, t.title, (e) => {
      act({ key: t.key });
      refocus(e);
    }, "tool");
    b.setAttribute("aria-pressed", "false");
    tools.append(b);
    return b;
  });
  const undoBtn = button(tr("undo"), tr("undo_title"), (e) => {
    undo();
    refocus(e);
  });
  const redoBtn = button(tr("redo"), tr("redo_title"), (e) => {
    redo();
    refocus(e);
  });
  const eraseBtn = button(tr("erase"), tr("erase_title"), (e) => {
    act({ key: "Delete" });
    refocus(e);
  });
  tools.append(eraseBtn, undoBtn, redoBtn);
  const actions = part("div", "pb-actions", { role: "group", "aria-label": tr("help") });
  const restartBtn = button(tr("restart"), tr("restart_title"), () => restart());
  if (withheld) {
    const note = part("p", "pb-later");
    note.textContent = later;
    actions.append(note, restartBtn);
  } else {
    actions.append(
      button(tr("check"), tr("check_title"), () => check()),
      button(tr("hint"), tr("hint_title"), () => giveHint()),
      button(tr("reveal"), tr("reveal_title"), () => reveal()),
      restartBtn,
    );
  }
  const more = part("details", "pb-more");
  const summary = document.createElement("summary");
  summary.textContent = tr("how_to_play");
  const help = part("p", "pb-help");
  help.textContent = puzzle.how_to || "";
  more.append(summary, help);
  for (const { name, text } of options) {
    const l = part("label", "pb-option");
    const box = part("input", "", { type: "checkbox" });
    box.checked = !!ui.options[name];
    box.addEventListener("change", () => {
      ui = { ...ui, options: { ...ui.options, [name]: box.checked } };
      saveOptions(ui.options);
      render();
    });
    l.append(box, ` ${text}`);
    more.append(l);
  }
  const list = part("dl", "pb-keys");
  for (const [k, what] of [...game.keys(g), ["U, Y", tr("help_undo")], ...(withheld ? [] : [["H", tr("help_hint")]])]) {
    const dt = document.createElement("dt");
    dt.textContent = k;
    const dd = document.createElement("dd");
    dd.textContent = what;
    list.append(dt, dd);
  }
  more.append(list);
  side.append(message, pad, tools, actions, more);
  if (!pad.childElementCount) pad.remove();
  gameEl.append(mainEl, side, sayEl);
  root.append(gameEl);
  const finish = finishPanel(document, mainEl);
  let finished = false; // the finish is shown for the board in place
  let loading = true; // a puzzle solved before the page opened gets no animation
  let paused = false; // the grid is hidden and the clock stopped
  const pauser = pauseControl(document, mainEl, (p) => setPaused(p));
  timer.after(pauser.button);

  // State changes.

  // changed follows a new board: marks and hints go, and a solved grid
  // drops any move in progress.
  function changed() {
    wrong = new Set();
    hint = { strong: new Set(), soft: new Set() };
    shown = null;
    if (play.solved) ui = game.settle(g, play.board, ui);
  }

  // rest is what the message says when no action has anything to say.
  function rest() {
    if (!play.solved) return "";
    if (play.showing) return tr("solution_shown");
    return play.revealed ? tr("solved_after_reveal") : tr("solved_in", spokenTime(clock.elapsed()));
  }

  // settleMessage puts the message back to rest (the rules while playing),
  // so that no word of an earlier action outlives the board it spoke of.
  function settleMessage() {
    const text = rest();
    if (text) return say(text);
    message.classList.add("rule");
    message.textContent = rules;
  }

  // apply takes the result of a game's action: a new board, new ui, words
  // to say. A solved grid is locked: an action that would change it is
  // refused, until Restart (or Undo) opens it again.
  function apply(r, inGesture = false) {
    if (!r || held()) return;
    if (play.solved && r.board && JSON.stringify(r.board) !== JSON.stringify(play.board)) {
      say(tr("restart_to_play", rest()));
      render();
      return;
    }
    if (r.ui) ui = r.ui;
    const moved = play.change(r.board, !inGesture);
    if (moved) {
      // An assist on while the grid changes is part of the play's record.
      for (const a of game.assists ? game.assists(g, ui) : []) stats.assists.add(a);
      changed();
      echo();
    }
    if (play.solved) ui = game.settle(g, play.board, ui);
    if (r.say && !play.solved) say(r.say);
    else if (moved) settleMessage();
    render();
    save();
  }

  function act(r) {
    apply(game.key(g, play.board, ui, r.key, { shift: false, ctrl: false }));
  }

  // flush places the number being typed, when there is one. It returns
  // what the game said of a number it could not place, or "".
  function flush() {
    if (!game.flush) return "";
    const r = game.flush(g, play.board, ui);
    apply(r);
    return r && !r.board && r.say ? r.say : "";
  }

  // restored follows Undo, Redo and Restart: a move in progress is
  // dropped, and the message speaks of the board reached.
  function restored() {
    changed();
    ui = game.settle(g, play.board, ui);
    settleMessage();
    echo();
    render();
    save();
  }

  function undo() {
    if (held()) return;
    if (ui.typed) {
      // Undo first takes back a number still being typed.
      const text = ui.typed.text;
      ui = { ...ui, typed: null };
      render();
      return say(tr("taken_back", text));
    }
    if (locked()) return say(tr("restart_to_play", rest()));
    if (!play.undo()) return say(tr("nothing_to_undo"));
    restored();
  }

  function redo() {
    if (held()) return;
    if (!play.redo()) return say(tr("nothing_to_redo"));
    restored();
  }

  function check() {
    if (held()) return;
    const note = flush();
    const lead = note ? `${note} ` : "";
    if (play.solved) return say(lead + tr(play.showing ? "solution_shown" : "check_solved"));
    const w = game.wrong(g, play.board);
    wrong = new Set(w);
    for (const i of w) stats.mistakes.add(i);
    render();
    save();
    say(lead + (w.length === 0 ? tr("no_mistakes") : trn("wrong_entries", w.length)));
  }

  function giveHint() {
    if (held()) return;
    if (withheld) return say(later);
    flush();
    if (play.solved) return say(tr("is_solved"));
    stats.hints++;
    const w = game.wrong(g, play.board);
    if (w.length > 0) {
      wrong = new Set(w);
      hint = { strong: new Set([w[0]]), soft: new Set() };
      render();
      return say(tr("not_right", capital(cellName(g, w[0]))));
    }
    const key = JSON.stringify(play.board);
    const pick = nextStep(steps, g.cols, (i) => game.value(g, play.board, i), shown && shown.key === key ? shown : null);
    if (pick && !(pick.place && !game.place)) {
      const s = steps[pick.index];
      if (pick.place) {
        const cells = stepCells(s, g.cols);
        for (const i of cells.strong) stats.hinted.add(i);
        apply({ board: game.place(g, play.board, s.place) });
        hint = { strong: new Set(cells.strong), soft: new Set() };
        render();
        if (!play.solved) say(tr("filled_in", sentence(s)));
        return;
      }
      const cells = stepCells(s, g.cols);
      hint = { strong: new Set(cells.strong), soft: new Set(cells.soft) };
      shown = { index: pick.index, key };
      render();
      return say(tr(cells.strong.length > 0 ? "hint_again_fill" : "hint_again_next", sentence(s)));
    }
    const r = game.reveal(g, play.board);
    if (!r) return say(tr("nothing_to_hint"));
    for (const i of r.cells) stats.hinted.add(i);
    apply({ board: r.board, ui: r.ui ? { ...ui, ...r.ui } : ui });
    hint = { strong: new Set(r.cells), soft: new Set() };
    render();
    if (!play.solved) say(r.text);
  }

  function reveal() {
    if (held()) return;
    flush();
    if (play.solved) return say(rest());
    play.reveal();
    ui = { ...ui, carry: -1, typed: null };
    changed();
    echo();
    render();
    save();
    say(tr("revealed"));
  }

  function restart() {
    if (held()) return;
    stats = freshStats(null);
    play.restart();
    ui = { ...ui, cur: 0, carry: -1, typed: null };
    restored();
    say(tr("restarted"));
  }

  // The player's input (input.js calls these).
  const player = {
    key(k, mods) {
      if (mods.ctrl) {
        if (k === "z" || k === "Z") mods.shift ? redo() : undo();
        else if (k === "y" || k === "Y") redo();
        else return false;
        return true;
      }
      const r = game.key(g, play.board, ui, k, mods);
      if (r) apply(r);
      if (r && !r.pass) return true;
      const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      if (moves[k]) {
        const to = step(g, ui.sel, ...moves[k]);
        if (to >= 0) {
          ui = { ...ui, sel: to, typed: null };
          render();
          echo();
        }
        return true;
      }
      switch (k) {
        case "u":
        case "U":
          undo();
          return true;
        case "y":
        case "Y":
          redo();
          return true;
        case "h":
        case "H":
          giveHint();
          return true;
      }
      return !!r;
    },
    down(i) {
      gestureBase = play.snapshot();
      apply(game.down(g, play.board, ui, i), true);
      d.cells[ui.sel]?.focus({ preventScroll: true });
    },
    move(i) {
      if (game.move && gestureBase) apply(game.move(g, play.board, ui, i), true);
    },
    up(i) {
      if (!gestureBase) return;
      if (game.up) apply(game.up(g, play.board, ui, i), true);
      play.end(gestureBase);
      gestureBase = null;
      render();
    },
  };

  function refocus(e) {
    // A click on a pad or tool button gives the keyboard back to the grid.
    if (e.detail > 0) d.cells[ui.sel]?.focus({ preventScroll: true });
  }

  function say(text) {
    message.classList.remove("rule");
    message.textContent = text;
  }

  // echo tells a screen reader what the selected cell now holds.
  function echo() {
    const v = game.view(g, play.board, ui).cells[ui.sel];
    sayEl.textContent = v ? tr("cell_says", capital(cellName(g, ui.sel)), v.label) : "";
  }

  function render() {
    const focused = d.board.contains(document.activeElement);
    paint(g, d, game.view(g, play.board, ui), { sel: ui.sel, wrong, strong: hint.strong, soft: hint.soft });
    if (focused && document.activeElement !== d.cells[ui.sel]) d.cells[ui.sel].focus({ preventScroll: true });
    root.dataset.state = play.solved ? "solved" : "playing";
    game.tools(g, ui).forEach((t, k) => {
      toolButtons[k].setAttribute("aria-pressed", String(t.pressed));
      if (toolButtons[k].textContent !== t.label) toolButtons[k].textContent = t.label;
    });
    undoBtn.disabled = (!play.history.canUndo() && !ui.typed) || locked();
    redoBtn.disabled = !play.history.canRedo();
    status.textContent = game.status ? game.status(g, play.board, ui) : "";
    showFinish();
    tick();
  }

  // held reports whether the play is paused, and says so: nothing
  // changes while the grid is hidden.
  function held() {
    if (paused) say(tr("paused_press"));
    return paused;
  }

  // setPaused pauses the play (the clock stops, the grid is hidden) or
  // resumes it; a solved puzzle has nothing to pause.
  function setPaused(p) {
    paused = p && !play.solved;
    root.toggleAttribute("data-paused", paused);
    if (paused) clock.stop();
    else if (!play.solved && !document.hidden) clock.start();
    pauser.show(paused);
    if (paused) say(tr("paused_clock"));
    else settleMessage();
    tick();
  }

  // locked reports whether the grid is solved by hand (or the solution
  // shown and finished): only Restart opens it again. A solution Reveal
  // just put there may still be taken back by Undo.
  function locked() {
    return play.solved && !play.showing;
  }

  // showFinish shows the finish when the board is solved (with the
  // animation when it was solved just now) and hides it when not.
  function showFinish(celebrate = true) {
    if (!play.solved) {
      if (finished) finish.hide();
      finished = false;
      return;
    }
    if (finished) return;
    finished = true;
    const squares = shareSquares(game.view(g, play.board, ui).cells, g.cols, stats.hinted, stats.mistakes);
    finish.show(summaryOf(), squares, celebrate && !loading);
  }

  // summaryOf is the finish's summary of this play.
  function summaryOf() {
    const heading = root.querySelector(".pb-head h1");
    return {
      name: title,
      heading: heading ? heading.textContent.trim() : "",
      time: clock.elapsed(),
      hints: stats.hints,
      mistakes: stats.mistakes.size,
      revealed: play.revealed,
      assists: [...stats.assists],
    };
  }

  // save keeps the progress. Saves that no action of this tab asked for
  // (the page being hidden or left) keep only the time, and only while
  // the stored board is the one this tab last saved: another tab of the
  // same puzzle may have played on since.
  function save(action = true) {
    if (!action) {
      // A puzzle only looked at is not "started".
      if (lastSaved === null && JSON.stringify(play.board) === JSON.stringify(game.start(g))) return;
      const stored = loadProgress(id, print);
      if (stored && JSON.stringify(stored.board) !== lastSaved) return;
    }
    lastSaved = JSON.stringify(play.board);
    saveProgress(id, print, {
      board: play.board,
      elapsed: Math.round(clock.elapsed()),
      solved: play.solved,
      revealed: play.revealed,
      hints: stats.hints,
      mistakes: [...stats.mistakes],
      hinted: [...stats.hinted],
      assists: [...stats.assists],
    });
  }

  function tick() {
    timer.textContent = clockText(clock.elapsed());
    pause.textContent = clock.running() || play.solved ? "" : tr("paused");
  }

  listenPointer(d.board, g.rows, g.cols, player);
  listenKeys(root, player);
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) {
      clock.stop();
      save(false);
    } else if (!play.solved && !paused) clock.start();
    tick();
  });
  window.addEventListener("pagehide", () => save(false));
  setInterval(tick, 1000);

  if (!play.solved && !document.hidden) clock.start();
  render();
  loading = false;
  tick();
  if (saved && !play.solved) say(tr("welcome_back"));
  if (play.solved) say(rest());
  return player;
}
