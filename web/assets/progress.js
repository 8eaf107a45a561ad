// The daily reader's progress on a feed's calendar: each date marked
// started, solved or revealed from the progress its puzzles' pages kept
// in this browser, the streak of solved dates, and the progress saved
// to a file and read back (another browser, a new phone).

import { tr, trn } from "../../gen/play/text.js";
import { exportAll, importAll, progressState } from "./storage.js";

// dayState is a date's mark from the states of its puzzles (progressState
// of each): "revealed" when any was revealed, "solved" when every one was
// solved by hand, "playing" when any was started, else "".
export function dayState(states) {
  if (states.length === 0) return "";
  if (states.includes("revealed")) return "revealed";
  if (states.every((s) => s === "solved")) return "solved";
  return states.some((s) => s) ? "playing" : "";
}

// streaks counts the runs of solved dates among the published dates
// (their marks, oldest first): current ends at the newest date, or at the
// one before while the newest is not solved yet (today may be under
// way); best is the longest run.
export function streaks(marks) {
  let best = 0;
  let run = 0;
  for (const m of marks) {
    run = m === "solved" ? run + 1 : 0;
    best = Math.max(best, run);
  }
  let i = marks.length - 1;
  if (i >= 0 && marks[i] !== "solved") i--;
  let current = 0;
  while (i >= 0 && marks[i] === "solved") {
    current++;
    i--;
  }
  return { current, best };
}

// markWords name the text that says a date's mark to a screen reader.
const markWords = { playing: "mark_started", solved: "mark_solved", revealed: "mark_revealed" };

// streakText says the streaks and how many dates are solved.
export function streakText(marks) {
  const { current, best } = streaks(marks);
  const solved = marks.filter((m) => m === "solved").length;
  return tr("streak", trn("days", current), trn("days", best), solved, marks.length);
}

// markCalendar marks the dates of a calendar page (links with
// data-day-of, the ids of their puzzles, and data-date), and puts the
// streak and the progress file's buttons above the months. A page with
// no such date is left alone.
export function markCalendar(doc) {
  const links = [...doc.querySelectorAll("a[data-day-of]")].sort((a, b) => (a.dataset.date < b.dataset.date ? -1 : 1));
  if (links.length === 0) return;
  const marks = links.map((a) => {
    const mark = dayState(a.dataset.dayOf.split(" ").map(progressState));
    if (mark) {
      a.dataset.progress = mark;
      a.setAttribute("aria-label", `${a.textContent.trim()}, ${tr(markWords[mark])}`);
    } else {
      delete a.dataset.progress;
      a.removeAttribute("aria-label");
    }
    return mark;
  });
  let bar = doc.querySelector(".pb-progress");
  if (!bar) {
    bar = progressBar(doc);
    doc.querySelector(".pb-months")?.before(bar);
  }
  bar.querySelector(".pb-streak").textContent = streakText(marks);
}

// progressBar makes the streak's line and the buttons that save the
// progress to a file and read one back.
function progressBar(doc) {
  const bar = doc.createElement("div");
  bar.className = "pb-progress";
  const streak = doc.createElement("p");
  streak.className = "pb-streak";
  const note = doc.createElement("span");
  note.className = "pb-progress-note";
  note.setAttribute("role", "status");
  const save = doc.createElement("button");
  save.type = "button";
  save.className = "pb-progress-export";
  save.textContent = tr("progress_save");
  save.addEventListener("click", () => {
    const a = doc.createElement("a");
    a.href = URL.createObjectURL(new Blob([exportAll()], { type: "application/json" }));
    a.download = "puzzlebook-progress.json";
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 0);
  });
  const load = doc.createElement("label");
  load.className = "pb-progress-import";
  const file = doc.createElement("input");
  file.type = "file";
  file.accept = "application/json,.json";
  file.addEventListener("change", () => {
    const f = file.files && file.files[0];
    if (!f) return;
    f.text()
      .then((text) => {
        const n = importAll(text);
        note.textContent = trn("progress_read", n, f.name);
        markCalendar(doc);
      })
      .catch((err) => {
        note.textContent = `${f.name}: ${err.message}.`;
      })
      .finally(() => {
        file.value = "";
      });
  });
  load.append(tr("progress_load"), file);
  const tools = doc.createElement("p");
  tools.className = "pb-progress-tools";
  tools.append(save, load, note);
  bar.append(streak, tools);
  return bar;
}
