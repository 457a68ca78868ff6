/**
 * One-mistake look-up by symmetric deletion: two words are within one typing
 * mistake (insert, delete, substitute, swap) only if they share a form with at
 * most one letter deleted from each. Every dictionary token is stored under the
 * hash of itself and of each of its one-deletion forms, so a typed word costs
 * `length + 1` hash probes plus an exact check of the few tokens found, instead
 * of a walk over the trie.
 *
 * Hashes, not strings, are stored (a collision only adds a candidate that the
 * exact check then drops), which keeps the table to a few typed arrays.
 */
import type { TokenIndex } from './token-index.js';

/** Shortest token stored: a typed word of 4 letters (the shortest that may carry a mistake) can match a 3-letter token. */
const MIN_TOKEN = 3;
/** Longest token stored; longer tokens are found through the trigram index. */
const MAX_TOKEN = 24;
const EMPTY = 0;

const BASE = 0x01000193;
/** Powers of BASE (mod 2^32) for every position of a stored or typed word. */
const POWERS = new Int32Array(MAX_TOKEN + 2);
POWERS[0] = 1;
for (let i = 1; i < POWERS.length; i++) POWERS[i] = Math.imul(POWERS[i - 1]!, BASE);

/** Scratch for {@link deletionHashes}: hashes of every prefix and suffix of a word. */
const prefixHash = new Int32Array(MAX_TOKEN + 2);
const suffixHash = new Int32Array(MAX_TOKEN + 2);

/**
 * Polynomial hashes (mod 2^32) of `text` and of each of its one-deletion forms
 * into `out` (`out[0]` the word itself, `out[i + 1]` without letter i), never 0.
 * A deletion's hash comes from the hashes of the prefix and suffix around it,
 * so all of them cost one pass over the word.
 */
function deletionHashes(text: string, out: Uint32Array): void {
  const n = text.length;
  prefixHash[0] = 0;
  for (let i = 0; i < n; i++) prefixHash[i + 1] = Math.imul(prefixHash[i]!, BASE) + text.charCodeAt(i);
  suffixHash[n] = 0;
  for (let i = n - 1; i >= 0; i--) suffixHash[i] = Math.imul(text.charCodeAt(i), POWERS[n - 1 - i]!) + suffixHash[i + 1]!;
  out[0] = nonZero(prefixHash[n]!);
  for (let i = 0; i < n; i++) out[i + 1] = nonZero(Math.imul(prefixHash[i]!, POWERS[n - 1 - i]!) + suffixHash[i + 1]!);
}

/** True when `h` is among `hashes[0, k)`. */
function seenBefore(hashes: Uint32Array, k: number, h: number): boolean {
  for (let i = 0; i < k; i++) if (hashes[i] === h) return true;
  return false;
}

function nonZero(h: number): number {
  return h >>> 0 === EMPTY ? 1 : h >>> 0;
}

export class DeletionIndex {
  private readonly keys: Uint32Array;
  private readonly values: Uint16Array;
  private readonly mask: number;
  private readonly tokens: TokenIndex;
  private readonly scratch = new Uint32Array(MAX_TOKEN + 2);

  constructor(tokens: TokenIndex) {
    this.tokens = tokens;
    let entries = 0;
    for (let t = 0; t < tokens.size; t++) {
      const length = tokens.text(t).length;
      if (length >= MIN_TOKEN && length <= MAX_TOKEN) entries += length + 1;
    }
    let capacity = 1;
    while (capacity < entries * 2) capacity *= 2;
    this.keys = new Uint32Array(capacity);
    this.values = new Uint16Array(capacity);
    this.mask = capacity - 1;
    const hashes = new Uint32Array(MAX_TOKEN + 1);
    for (let t = 0; t < tokens.size; t++) {
      const text = tokens.text(t);
      if (text.length < MIN_TOKEN || text.length > MAX_TOKEN) continue;
      deletionHashes(text, hashes);
      for (let k = 0; k <= text.length; k++) {
        const h = hashes[k]!;
        // `aab` loses either `a` to the same form: store it once.
        if (seenBefore(hashes, k, h)) continue;
        let slot = h & this.mask;
        while (this.keys[slot] !== EMPTY) slot = (slot + 1) & this.mask;
        this.keys[slot] = h;
        this.values[slot] = t;
      }
    }
  }

  /** Bytes held by the table. */
  get bytes(): number {
    return this.keys.byteLength + this.values.byteLength;
  }

  /**
   * Tokens exactly one typing mistake away from `word` (the word itself is not
   * included), ascending by token id.
   */
  near(word: string): number[] {
    const found: number[] = [];
    const n = word.length;
    if (n < MIN_TOKEN - 1 || n > MAX_TOKEN + 1) return found;
    const hashes = this.scratch;
    deletionHashes(word, hashes);
    for (let k = 0; k <= n; k++) {
      const h = hashes[k]!;
      if (seenBefore(hashes, k, h)) continue;
      let slot = h & this.mask;
      while (this.keys[slot] !== EMPTY) {
        if (this.keys[slot] === h) {
          const t = this.values[slot]!;
          if (!found.includes(t) && oneMistakeApart(word, this.tokens.text(t))) found.push(t);
        }
        slot = (slot + 1) & this.mask;
      }
    }
    return found.sort((a, b) => a - b);
  }
}

/**
 * True when one insertion, deletion, substitution or swap of neighbours turns
 * `a` into `b`, and `a` is not `b`: one pass, no table (this runs for every
 * candidate a look-up finds).
 */
export function oneMistakeApart(a: string, b: string): boolean {
  const n = a.length;
  const m = b.length;
  if (n - m > 1 || m - n > 1 || a === b) return false;
  // Strip what the two share at the start and at the end; one mistake leaves at most two letters.
  let i = 0;
  while (i < n && i < m && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  let j = 0;
  while (j < n - i && j < m - i && a.charCodeAt(n - 1 - j) === b.charCodeAt(m - 1 - j)) j++;
  const restA = n - i - j;
  const restB = m - i - j;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i);
}
