// Run by TestAnswerAgrees (answer_test.go): node agree.mjs DIR, where DIR
// holds the player's shared modules (play/), the kinds' modules (kinds/)
// and cases.json, one puzzle of each kind with its solution and as a page
// that keeps it back (held). For each it prints what the kind's module
// makes of the solution's board: the text and hash of answer.js, and
// whether it is solved on either page; whether the start is; and whether
// the board with two entries swapped is.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const dir = process.argv[2];
const load = (...p) => import(pathToFileURL(join(dir, ...p)).href);
const { makeGrid } = await load("play", "grid.js");
const { answerText, sha256 } = await load("play", "answer.js");

// swapped is board with the values of two entries that differ swapped,
// or null when the board has no such pair (a kind whose board is no v).
function swapped(g, board) {
  if (!Array.isArray(board.v)) return null;
  const cells = [];
  for (let i = 0; i < g.n; i++) if (board.v[i] > 0) cells.push(i);
  for (const j of cells) {
    if (board.v[j] !== board.v[cells[0]]) {
      const v = [...board.v];
      [v[cells[0]], v[j]] = [v[j], v[cells[0]]];
      return { ...board, v };
    }
  }
  return null;
}

const out = [];
for (const c of JSON.parse(readFileSync(join(dir, "cases.json"), "utf8"))) {
  const game = (await load("kinds", c.module))[c.game];
  const full = makeGrid(c.puzzle);
  const held = makeGrid(c.held);
  const board = game.solution(full);
  const values = Array.from({ length: held.n }, (_, i) => game.value(held, board, i));
  const text = answerText(held.answer.salt, values);
  const wrong = swapped(held, board);
  out.push({
    kind: c.kind,
    text,
    sha256: sha256(text),
    solved: game.solved(held, board),
    solvedWithSolution: game.solved(full, board),
    startSolved: game.solved(held, game.start(held)),
    swappedSolved: wrong ? game.solved(held, wrong) : null,
  });
}
process.stdout.write(JSON.stringify(out));
