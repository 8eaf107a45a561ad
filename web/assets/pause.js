// Pause: a button beside the timer that stops the clock and hides the
// grid under a cover with a Resume button, so that a pause cannot be
// used to study the puzzle. The player decides what a pause stops.

// pauseControl builds the Pause button (to put beside the timer) and the
// cover over main, the board's box; onChange(paused) follows a press of
// either. show(paused) shows the state the player settled on.
export function pauseControl(doc, main, onChange) {
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "pb-btn pb-pause";
  button.textContent = "Pause";
  button.title = "Pause: stop the clock and hide the grid";
  button.setAttribute("aria-pressed", "false");
  button.addEventListener("click", () => onChange(button.getAttribute("aria-pressed") !== "true"));
  const cover = doc.createElement("div");
  cover.className = "pb-pause-cover";
  cover.hidden = true;
  const note = doc.createElement("p");
  note.textContent = "Paused";
  const resume = doc.createElement("button");
  resume.type = "button";
  resume.className = "pb-btn pb-resume";
  resume.textContent = "Resume";
  resume.addEventListener("click", () => onChange(false));
  cover.append(note, resume);
  main.append(cover);
  return {
    button,
    show(paused) {
      button.setAttribute("aria-pressed", String(paused));
      button.textContent = paused ? "Resume" : "Pause";
      cover.hidden = !paused;
      if (paused) resume.focus({ preventScroll: true });
    },
  };
}
