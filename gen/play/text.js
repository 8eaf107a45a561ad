// The player's words: every text the player and the kinds' modules show
// or say, in the page's language. No module holds words of its own: the
// page gives them (the web package writes its language's table, from
// layout/lang, into the bundle, and main.js hands it to useText), and
// each text is named by its key there.

let table = {};

// useText makes words (a table of texts by key) the player's words.
export function useText(words) {
  table = words && typeof words === "object" ? words : {};
}

// verb matches a format's verbs as Go's fmt writes them: %d, %s, %[2]s, %%.
const verb = /%(?:\[(\d+)\])?([a-z%])/g;

// tr is the text named key with its verbs replaced by args, in order or
// by index ("%[2]s"), as Go's fmt does. A key the table lacks gives the
// key itself, which the tests catch.
export function tr(key, ...args) {
  const f = Object.hasOwn(table, key) ? table[key] : key;
  let next = 0;
  return f.replace(verb, (_, index, v) => {
    if (v === "%") return "%";
    const k = index ? Number(index) - 1 : next;
    next = k + 1;
    return String(args[k]);
  });
}

// trn is tr for a count n: the text named key_one when n is 1 and the
// table has one, else key.
export function trn(key, n, ...args) {
  return tr(n === 1 && Object.hasOwn(table, `${key}_one`) ? `${key}_one` : key, n, ...args);
}
