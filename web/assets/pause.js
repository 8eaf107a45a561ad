// Pause: a button beside the timer that stops the clock and hides the
// grid under a cover with a Resume button, so that a pause cannot be
// used to study the puzzle. The player decides what a pause stops.

import { tr } from "../../gen/play/text.js";

// pauseControl builds the Pause button (to put beside the timer) and the
// cover over main, the board's box; onChange(paused) follows a press of
// either. show(paused) shows the state the player settled on.
export function pauseControl(doc, main, onChange) {
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "pb-btn pb-pause";
  button.textContent = tr("pause");
  button.title = tr("pause_title");
  button.setAttribute("aria-pressed", "false");
  button.addEventListener("click", () => onChange(button.getAttribute("aria-pressed") !== "true"));
  const cover = doc.createElement("div");
  cover.className = "pb-pause-cover";
  cover.hidden = true;
  const note = doc.createElement("p");
  note.textContent = tr("paused_cover");
  const resume = doc.createElement("button");
  resume.type = "button";
  resume.className = "pb-btn pb-resume";
  resume.textContent = tr("resume");
  resume.addEventListener("click", () => onChange(false));
  cover.append(note, resume);
  main.append(cover);
  return {
    button,
    show(paused) {
      button.setAttribute("aria-pressed", String(paused));
      button.textContent = tr(paused ? "resume" : "pause");
      cover.hidden = !paused;
      if (paused) resume.focus({ preventScroll: true });
    },
  };
}
