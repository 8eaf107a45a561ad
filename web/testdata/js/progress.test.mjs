// The daily reader's progress (progress.js): a date's mark from its
// puzzles' states, the streaks, and the next-day link (daynav.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { dayState, streaks, streakText } from "../../assets/progress.js";
import { localDate, nextDayHref } from "../../assets/daynav.js";

test("dayState: revealed wins, solved needs every puzzle, any move starts", () => {
  assert.equal(dayState(["solved", "revealed"]), "revealed");
  assert.equal(dayState(["solved", "solved"]), "solved");
  assert.equal(dayState(["solved", ""]), "playing");
  assert.equal(dayState(["", "playing"]), "playing");
  assert.equal(dayState(["", ""]), "");
  assert.equal(dayState([]), "");
});

test("streaks: the current run ends at the newest date or the one before", () => {
  assert.deepEqual(streaks(["solved", "solved", "", "solved", "solved"]), { current: 2, best: 2 });
  assert.deepEqual(streaks(["solved", "solved", "solved", "revealed", "solved", "playing"]), { current: 1, best: 3 });
  assert.deepEqual(streaks(["solved", "", ""]), { current: 0, best: 1 });
  assert.deepEqual(streaks([]), { current: 0, best: 0 });
  assert.equal(streakText(["solved", "playing"]), "Streak: 1 day · best 1 day · 1 of 2 dates solved");
});

test("nextDayHref crosses months and years, and needs a dated path", () => {
  assert.equal(nextDayHref("/feed/2027-01-31/morning.html"), "../2027-02-01/morning.html");
  assert.equal(nextDayHref("/feed/2026-12-31/numbrix.html"), "../2027-01-01/numbrix.html");
  assert.equal(nextDayHref("/feed/2028-02-28/s.html"), "../2028-02-29/s.html");
  assert.equal(nextDayHref("/book/puzzle-001.html"), "");
});

test("localDate writes the reader's date", () => {
  const d = new Date(2027, 2, 5, 23, 30);
  assert.equal(localDate(d.getTime()), "2027-03-05");
});
