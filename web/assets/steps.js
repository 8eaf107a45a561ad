// Hints from a kind's explanation (gen.Stepper, embedded in the page as
// the steps of `puzzlebook explain`): which step a hint shows, given the
// player's board. Pure: no DOM.

// nextStep chooses the step a press of Hint shows. The target is the first
// step that places a value the board does not hold yet; the steps that
// only rule values out just before it are what it rests on, so the hint
// starts with them. last is the hint shown before on this same board
// ({index}), or null: pressing Hint again shows the next step of the run,
// and at the target itself asks to place it.
//
// value(i) is the board's value at cell index i, givens included. It
// returns {index, place} (place: fill the step in), or null when every
// step's placements are on the board.
export function nextStep(steps, cols, value, last) {
  if (!Array.isArray(steps)) return null;
  const target = steps.findIndex((s) => placements(s).some(([r, c, v]) => value(r * cols + c) !== v));
  if (target < 0) return null;
  let first = target;
  while (first > 0 && placements(steps[first - 1]).length === 0) first--;
  if (last && last.index >= first && last.index <= target) {
    return last.index < target ? { index: last.index + 1, place: false } : { index: target, place: true };
  }
  return { index: first, place: false };
}

// placements is a step's list of [row, column, value], empty when it has none.
export function placements(step) {
  return step && Array.isArray(step.place) ? step.place : [];
}

// stepCells lists the cells a hint highlights: strong, the cells the
// step fills; soft, for a step that only rules values out, the cells it
// clears them from.
export function stepCells(step, cols) {
  const at = ([r, c]) => r * cols + c;
  const strong = placements(step).map(at);
  const soft = strong.length === 0 && Array.isArray(step.eliminate) ? [...new Set(step.eliminate.map(at))] : [];
  return { strong, soft };
}

// sentence is the step's text with its technique named, as
// gen.Step.Sentence writes it.
export function sentence(step) {
  const text = String(step.text || "").replace(/\.$/, "");
  return step.technique ? `${text} (${step.technique}).` : `${text}.`;
}
