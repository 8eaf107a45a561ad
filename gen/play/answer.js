// Whether a board is the solution. A page may keep its puzzle's solution
// back (a daily page before the next date's release): its puzzle object
// then holds, instead of the solution, answer: {salt, sha256}, the
// SHA-256 of answerText(salt, the solution's values), and a board is the
// solution when its values, once every open cell is filled, hash the
// same. Each kind gives its board as the solution's values (its value
// function); the web package writes the same text and hash in Go
// (web.AnswerOf). Pure: no DOM, and no crypto.subtle, which pages opened
// from a file may lack, and which answers only later.

import { isOpen } from "./grid.js";

// answerText is the text a page's hash is of: the salt, a colon, and the
// value of every cell in reading order, apart by commas, a value below 0
// (a cell that is not filled in) written 0.
export function answerText(salt, values) {
  return `${salt}:${values.map((v) => Math.max(v, 0)).join(",")}`;
}

// isSolution reports whether the board, whose value in cell i is
// value(i) (0 for a cell left empty), is the solution of g: cell by cell
// when the page has the solution, else by the hash once every open cell
// holds a value.
export function isSolution(g, value) {
  const values = Array.from({ length: g.n }, (_, i) => value(i));
  if (g.solution) return values.every((v, i) => v === Math.max(g.solution[i], 0));
  if (!g.answer || values.some((v, i) => isOpen(g, i) && !(v > 0))) return false;
  return sha256(answerText(g.answer.salt, values)) === g.answer.sha256;
}

// rootBits returns the first 32 bits of the fractional part of the k-th
// root of p, as SHA-256's constants are defined: the integer k-th root of
// p * 2^(32k), by Newton's method from above, exact in BigInt.
function rootBits(p, k) {
  const n = BigInt(p) << BigInt(32 * k);
  const K = BigInt(k);
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / k) + 1);
  for (;;) {
    const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
    if (y >= x) return Number(x & 0xffffffffn);
    x = y;
  }
}

// shaConstants are SHA-256's first hash value (the square roots of the
// first 8 primes) and its round constants (the cube roots of the first
// 64), worked out once.
const shaConstants = (() => {
  const primes = [];
  for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return { start: primes.slice(0, 8).map((p) => rootBits(p, 2)), rounds: primes.map((p) => rootBits(p, 3)) };
})();

const rotr = (x, n) => (x >>> n) | (x << (32 - n));

// sha256 returns the SHA-256 of text's UTF-8 bytes (FIPS 180-4), in hex.
export function sha256(text) {
  const data = new TextEncoder().encode(text);
  const size = Math.ceil((data.length + 9) / 64) * 64;
  const bytes = new Uint8Array(size);
  bytes.set(data);
  bytes[data.length] = 0x80;
  const view = new DataView(bytes.buffer);
  view.setUint32(size - 8, Math.floor(data.length / 0x20000000));
  view.setUint32(size - 4, (data.length * 8) >>> 0);
  const h = [...shaConstants.start];
  const w = new Uint32Array(64);
  for (let at = 0; at < size; at += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(at + 4 * t);
    for (let t = 16; t < 64; t++) {
      const s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >>> 3);
      const s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >>> 10);
      w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    let [a, b, c, d, e, f, g, k] = h;
    for (let t = 0; t < 64; t++) {
      const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + shaConstants.rounds[t] + w[t]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [k, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, k].forEach((x, j) => (h[j] = (h[j] + x) >>> 0));
  }
  return h.map((x) => x.toString(16).padStart(8, "0")).join("");
}
