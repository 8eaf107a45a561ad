// Progress kept in localStorage under the puzzle's id, so that a reload
// resumes; it is dropped when the givens differ (another puzzle that
// happens to carry the same id). Every access is guarded: storage may be
// missing, full or refused, and the game goes on without it.

import { tr } from "../../gen/play/text.js";

const prefix = "puzzlebook:";
const version = 1;

function store() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null;
  }
}

// loadProgress returns what saveProgress kept for this puzzle, or null.
export function loadProgress(id, print) {
  const s = store();
  if (!s || !id) return null;
  try {
    const data = JSON.parse(s.getItem(prefix + id) || "null");
    return data && data.v === version && data.print === print ? data : null;
  } catch {
    return null;
  }
}

// saveProgress keeps the board, the time and the state of this puzzle.
export function saveProgress(id, print, progress) {
  const s = store();
  if (!s || !id) return;
  try {
    s.setItem(prefix + id, JSON.stringify({ v: version, print, ...progress }));
  } catch {
    // Full or refused: the game goes on without saving.
  }
}

// loadOptions returns the player's options, shared by every puzzle.
export function loadOptions(defaults) {
  const s = store();
  try {
    return { ...defaults, ...JSON.parse((s && s.getItem(prefix + "options")) || "{}") };
  } catch {
    return { ...defaults };
  }
}

export function saveOptions(options) {
  const s = store();
  try {
    if (s) s.setItem(prefix + "options", JSON.stringify(options));
  } catch {
    // As above.
  }
}

// progressState reads the saved state of a puzzle, for the index pages'
// marks: "revealed" once its solution was shown (even if taken back and
// then finished by hand), else "solved", "playing" or "".
export function progressState(id) {
  const s = store();
  try {
    const data = s && JSON.parse(s.getItem(prefix + id) || "null");
    return data ? (data.revealed ? "revealed" : data.solved ? "solved" : "playing") : "";
  } catch {
    return "";
  }
}

// exportAll returns every puzzle's progress and the options, kept by
// this browser, as the text of a file: {puzzlebook: 1, items: {key: value}}.
export function exportAll() {
  const s = store();
  const items = {};
  try {
    for (let k = 0; s && k < s.length; k++) {
      const key = s.key(k);
      if (key && key.startsWith(prefix)) items[key.slice(prefix.length)] = JSON.parse(s.getItem(key));
    }
  } catch {
    // What cannot be read is left out.
  }
  return JSON.stringify({ puzzlebook: 1, items }, null, 1);
}

// importAll keeps the progress of text, a file exportAll wrote: each
// puzzle's replaces this browser's, but a puzzle solved here stays so
// against one the file has unsolved. It returns how many it kept, or
// throws on a file that is not one of exportAll's.
export function importAll(text) {
  const data = JSON.parse(text);
  if (!data || data.puzzlebook !== 1 || typeof data.items !== "object" || data.items === null) {
    throw new Error(tr("progress_not_file"));
  }
  const s = store();
  if (!s) throw new Error(tr("progress_no_storage"));
  let kept = 0;
  for (const [key, value] of Object.entries(data.items)) {
    if (!value || typeof value !== "object") continue;
    const here = JSON.parse(s.getItem(prefix + key) || "null");
    if (here && here.solved && !value.solved) continue;
    s.setItem(prefix + key, JSON.stringify(value));
    kept++;
  }
  return kept;
}
