// The finish (finish.js): the share text's squares, its head and help,
// and the summary's rows.
import { test } from "node:test";
import assert from "node:assert/strict";
import "./words.mjs";
import { shareSquares, shareText, summaryLines } from "../../assets/finish.js";

const cell = (...cls) => ({ cls, text: "7" });

test("shareSquares tells how each cell was filled, with no digit", () => {
  const cells = [cell("given"), cell("entry"), cell("hole"), cell("entry"), cell("end"), cell("path")];
  const got = shareSquares(cells, 3, new Set([1]), new Set([5]));
  assert.equal(got, "⬜🟨⬛\n🟩⬜🟥");
  assert.doesNotMatch(got, /[0-9]/);
});

test("a mistake outranks a hint in the same cell", () => {
  assert.equal(shareSquares([cell("entry")], 1, new Set([0]), new Set([0])), "🟥");
});

const play = { name: "Sudoku", heading: "Tuesday 1 December 2026", time: 125000, hints: 1, mistakes: 2, revealed: false, assists: [] };

test("shareText heads with the name and date, then the time and the help", () => {
  assert.equal(shareText(play, "🟩"), "Sudoku · Tuesday 1 December 2026\nSolved in 2:05 (1 hint, 2 mistakes found by Check)\n🟩");
  assert.equal(shareText({ ...play, hints: 0, mistakes: 0, assists: ["show mistakes"] }, "🟩"), "Sudoku · Tuesday 1 December 2026\nSolved in 2:05 (show mistakes)\n🟩");
  assert.equal(shareText({ ...play, revealed: true, hints: 0, mistakes: 0 }, ""), "Sudoku · Tuesday 1 December 2026\nSolution shown\n");
});

test("summaryLines names an assist only when one was on", () => {
  assert.equal(summaryLines(play).length, 4);
  assert.deepEqual(summaryLines({ ...play, assists: ["show mistakes"] }).at(-1), ["Helps on", "show mistakes"]);
});
