// The clock of a game: time spent playing, which stops while the page is
// hidden and once the puzzle is solved. Pure: the time source is passed in.

import { trn } from "../../gen/play/text.js";

export class Clock {
  constructor(now, elapsed = 0) {
    this.now = now;
    this.base = elapsed; // milliseconds counted before the current run
    this.since = -1; // when the current run began, -1 when stopped
  }

  start() {
    if (this.since < 0) this.since = this.now();
  }

  stop() {
    if (this.since >= 0) {
      this.base += this.now() - this.since;
      this.since = -1;
    }
  }

  running() {
    return this.since >= 0;
  }

  elapsed() {
    return this.base + (this.since >= 0 ? this.now() - this.since : 0);
  }

  // set makes the clock read ms, running on from there if it runs: 0 to
  // start again, a time kept to go back to it (Undo of Restart).
  set(ms) {
    this.base = ms;
    if (this.since >= 0) this.since = this.now();
  }
}

// clockText writes milliseconds as m:ss, or h:mm:ss from an hour.
export function clockText(ms) {
  const s = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

// spokenTime writes milliseconds for a sentence: "3 minutes 5 seconds".
export function spokenTime(ms) {
  const s = Math.floor(Math.max(0, ms) / 1000);
  const parts = [];
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h) parts.push(trn("hours", h));
  if (m) parts.push(trn("minutes", m));
  if (!h && (s % 60 || !m)) parts.push(trn("seconds", s % 60));
  return parts.join(" ");
}
