// The finish: what the player shows once a puzzle is solved or its
// solution shown. A summary (the time, the hints used, whether the
// solution was shown, the mistakes Check found, an assist that was on),
// a share text with no spoilers (the puzzle's name, its date or heading,
// the time and a grid of squares that tells how each cell was filled,
// never what it holds), a button that copies it, and links on: the next
// tab of the day, the next puzzle, the index or calendar.

import { tr, trn } from "../../gen/play/text.js";
import { clockText } from "./timer.js";

// squareOf is the share grid's square for each way a cell was filled.
const squareOf = {
  none: "⬛", // not a cell to fill: a hole, a block, a clue
  fixed: "⬜", // a given or an endpoint
  played: "🟩", // filled by the player
  mistake: "🟥", // found wrong by Check at some time
  hinted: "🟨", // filled in by a hint
};

// fixedClasses are the view classes of cells the player never fills.
const fixedClasses = ["given", "end"];
const noneClasses = ["hole", "outside", "solid", "block", "clue"];

// shareSquares writes one line of squares per row of the view's cells
// (cols to a row), from how each cell was filled: hinted and mistakes
// are sets of cell indices. It holds no digit.
export function shareSquares(cells, cols, hinted, mistakes) {
  const lines = [];
  for (let r = 0; r * cols < cells.length; r++) {
    let line = "";
    for (let i = r * cols; i < (r + 1) * cols; i++) {
      const cls = cells[i].cls || [];
      let how = "played";
      if (cls.some((c) => noneClasses.includes(c))) how = "none";
      else if (cls.some((c) => fixedClasses.includes(c))) how = "fixed";
      else if (mistakes.has(i)) how = "mistake";
      else if (hinted.has(i)) how = "hinted";
      line += squareOf[how];
    }
    lines.push(line);
  }
  return lines.join("\n");
}

// summaryLines are the summary's rows, [label, value], for s: {time (ms),
// hints, mistakes (a count), revealed, assists (names of the helps that
// were on)}.
export function summaryLines(s) {
  const rows = [
    [tr("time"), clockText(s.time)],
    [tr("sum_hints"), String(s.hints)],
    [tr("sum_mistakes"), String(s.mistakes)],
    [tr("sum_shown"), tr(s.revealed ? "yes" : "no")],
  ];
  if (s.assists.length) rows.push([tr("sum_assists"), s.assists.join(", ")]);
  return rows;
}

// shareText is the text a player shares: the puzzle's name and date (or
// heading), how it ended, the time and the help, and the squares.
export function shareText(s, squares) {
  const how = s.revealed ? tr("share_shown") : tr("share_solved", clockText(s.time));
  const help = [];
  if (s.hints) help.push(trn("share_hints", s.hints));
  if (s.mistakes) help.push(trn("share_mistakes", s.mistakes));
  help.push(...s.assists);
  const head = [s.name, s.heading].filter(Boolean).join(" · ");
  return `${head}\n${how}${help.length ? ` (${help.join(", ")})` : ""}\n${squares}`;
}

// onwardLinks finds where to go from the page: the day's next tab, the
// next puzzle (the nav's rel="next") and the index or calendar (the
// site's link), each {label, href}, those the page has.
export function onwardLinks(doc) {
  const cur = doc.querySelector(".pb-tabs a[aria-current]");
  const tab = cur?.closest("li")?.nextElementSibling?.querySelector("a");
  const next = doc.querySelector(".pb-nav a[rel~=next]");
  const home = doc.querySelector(".pb-nav a.pb-site");
  const link = (a, label) => (a ? { label, href: a.getAttribute("href") } : null);
  return [link(tab, tr("next_tab", tab?.textContent.trim())), link(next, nextLabel(next)), link(home, tr("back_to", home?.textContent.trim()))].filter(Boolean);
}

// nextLabel names the nav's next link for the finish: its own words
// ("Next day"), or "Next puzzle" for a bare "Next ›".
function nextLabel(a) {
  const text = a ? a.textContent.replace(/[‹›]/g, "").trim() : "";
  return !text || text === tr("next") ? tr("next_puzzle") : text;
}

// copyText puts text on the clipboard, by the Clipboard API or, where a
// page may not use it, a selected text area; it resolves to whether it
// could.
export function copyText(doc, text) {
  const fallback = () => {
    const area = doc.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "pb-copy";
    doc.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = doc.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  };
  if (!navigator.clipboard) return Promise.resolve(fallback());
  return navigator.clipboard.writeText(text).then(() => true, fallback);
}

function finishEl(doc, tag, cls, text) {
  const e = doc.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// finishPanel builds the finish's panel, hidden, for a player whose board
// is in main. show(s, squares, celebrate) fills it in and shows it (with
// the short animation when celebrate); hide() hides it.
export function finishPanel(doc, main) {
  const panel = finishEl(doc, "section", "pb-finish");
  panel.setAttribute("aria-label", tr("finished"));
  panel.hidden = true;
  const title = finishEl(doc, "h2", "pb-finish-title");
  const list = finishEl(doc, "dl", "pb-summary");
  const share = finishEl(doc, "pre", "pb-share");
  const copied = finishEl(doc, "span", "pb-copied");
  copied.setAttribute("aria-live", "polite");
  const copy = finishEl(doc, "button", "pb-btn pb-share-copy", tr("copy_share"));
  copy.type = "button";
  copy.addEventListener("click", () =>
    copyText(doc, share.textContent).then((ok) => {
      copied.textContent = tr(ok ? "copied" : "copy_failed");
    }),
  );
  const close = finishEl(doc, "button", "pb-btn pb-finish-close", tr("see_grid"));
  close.type = "button";
  close.addEventListener("click", () => {
    panel.hidden = true;
  });
  const links = finishEl(doc, "p", "pb-onward");
  const buttons = finishEl(doc, "p", "pb-finish-buttons");
  buttons.append(copy, close, copied);
  panel.append(title, list, share, buttons, links);
  main.append(panel);

  return {
    panel,
    show(s, squares, celebrate) {
      title.textContent = tr(s.revealed ? "sum_shown" : "solved");
      list.replaceChildren();
      for (const [k, v] of summaryLines(s)) list.append(finishEl(doc, "dt", "", k), finishEl(doc, "dd", "", v));
      share.textContent = shareText(s, squares);
      copied.textContent = "";
      links.replaceChildren();
      for (const l of onwardLinks(doc)) {
        const a = finishEl(doc, "a", "pb-btn pb-onward-link", l.label);
        a.href = l.href;
        links.append(a);
      }
      panel.hidden = false;
      panel.classList.toggle("celebrate", !!celebrate);
    },
    hide() {
      panel.hidden = true;
      panel.classList.remove("celebrate");
    },
  };
}
