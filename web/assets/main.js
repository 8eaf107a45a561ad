// Starting the players of a page: every element of class pb-player gets
// one, for the puzzle object in its <script type="application/json"
// class="pb-puzzle"> (and hints in class="pb-steps"), or for the JSON
// file its data-src names (a daily SLOT.json, its hints in its steps). Index pages mark each puzzle's progress.

import { tr, useText } from "../../gen/play/text.js";
import { pageText } from "./words.js";
import { mountPlayer } from "./player.js";
import { progressState } from "./storage.js";
import { markCalendar } from "./progress.js";
import { linkNextDay } from "./daynav.js";

function readJSON(root, cls) {
  const s = root.querySelector(`script[type="application/json"].${cls}`);
  return s ? JSON.parse(s.textContent) : null;
}

function fail(root, err) {
  const p = document.createElement("p");
  p.className = "pb-error";
  p.textContent = tr("not_shown", err.message);
  root.append(p);
}

function start(root) {
  if (root.dataset.started) return;
  root.dataset.started = "true";
  const puzzle = readJSON(root, "pb-puzzle");
  if (puzzle) {
    try {
      mountPlayer(root, puzzle, readJSON(root, "pb-steps"));
    } catch (err) {
      fail(root, err);
    }
    return;
  }
  if (!root.dataset.src) return fail(root, new Error(tr("no_puzzle")));
  fetch(root.dataset.src)
    .then((r) => {
      if (!r.ok) throw new Error(`${root.dataset.src}: ${r.status}`);
      return r.json();
    })
    .then((p) => mountPlayer(root, p, p.steps || null))
    .catch((err) => fail(root, err));
}

function boot() {
  useText(pageText);
  linkNextDay(document, Date.now()); // before the players: a finish offers the next day
  for (const root of document.querySelectorAll(".pb-player")) start(root);
  for (const a of document.querySelectorAll("[data-progress-of]")) {
    const state = progressState(a.dataset.progressOf);
    if (state) a.dataset.progress = state;
  }
  markCalendar(document);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
