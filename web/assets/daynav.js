// A daily page's link to the next date. The page names no date after
// its own (that date may not be released yet), so its "Next day" is a
// label (data-next-day) that becomes a link to the same slot's page of
// the next date, worked out from this page's address (DATE/SLOT.html),
// once the reader's own date is past the page's.

// dayOf reads the date a daily page's path ends with
// (".../2027-01-31/morning.html"): [date, page], or null.
function dayOf(path) {
  const m = /(\d{4}-\d{2}-\d{2})\/([^/]+\.html)$/.exec(path);
  return m ? [m[1], m[2]] : null;
}

// nextDayHref is the address of the same page on the date after the one
// path ends with (".../2027-01-31/morning.html" gives
// "../2027-02-01/morning.html"), or "" for a path of no date.
export function nextDayHref(path) {
  const day = dayOf(path);
  if (!day) return "";
  const d = new Date(`${day[0]}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `../${d.toISOString().slice(0, 10)}/${day[1]}`;
}

// localDate writes the reader's date at the instant now (milliseconds).
export function localDate(now) {
  const d = new Date(now);
  const two = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

// linkNextDay turns doc's next-day label into its link when the reader's
// date at now is past the page's.
export function linkNextDay(doc, now) {
  const day = dayOf(doc.location.pathname);
  if (!day || localDate(now) <= day[0]) return;
  for (const span of doc.querySelectorAll(".pb-nav span[data-next-day]")) {
    const a = doc.createElement("a");
    a.href = nextDayHref(doc.location.pathname);
    a.rel = "next";
    a.textContent = span.textContent;
    span.replaceWith(a);
  }
}
