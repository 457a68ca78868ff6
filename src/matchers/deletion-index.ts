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

/** FNV-1a over the character codes of `text`, skipping position `skip` (-1: none); never 0. */
function hashSkipping(text: string, skip: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    if (i === skip) continue;
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  h >>>= 0;
  return h === EMPTY ? 1 : h;
}

export class DeletionIndex {
  private readonly keys: Uint32Array;
  private readonly values: Uint16Array;
  private readonly mask: number;
  private readonly tokens: TokenIndex;

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
    const seen: number[] = [];
    for (let t = 0; t < tokens.size; t++) {
      const text = tokens.text(t);
      if (text.length < MIN_TOKEN || text.length > MAX_TOKEN) continue;
      seen.length = 0;
      for (let skip = -1; skip < text.length; skip++) {
        const h = hashSkipping(text, skip);
        // `aab` loses either `a` to the same form: store it once.
        if (seen.includes(h)) continue;
        seen.push(h);
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
    if (word.length < MIN_TOKEN - 1 || word.length > MAX_TOKEN + 1) return found;
    const probed: number[] = [];
    for (let skip = -1; skip < word.length; skip++) {
      const h = hashSkipping(word, skip);
      if (probed.includes(h)) continue;
      probed.push(h);
      let slot = h & this.mask;
      while (this.keys[slot] !== EMPTY) {
        if (this.keys[slot] === h) {
          const t = this.values[slot]!;
          if (!found.includes(t)) found.push(t);
        }
        slot = (slot + 1) & this.mask;
      }
    }
    const out: number[] = [];
    for (const t of found) {
      if (oneMistakeApart(word, this.tokens.text(t))) out.push(t);
    }
    return out.sort((a, b) => a - b);
  }
}

/**
 * True when one insertion, deletion, substitution or swap of neighbours turns
 * `a` into `b`, and `a` is not `b`: one pass, no table (this runs for every
 * candidate a look-up finds).
 */
export function oneMistakeApart(a: string, b: string): boolean {
  const d = a.length - b.length;
  if (d > 1 || d < -1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (d === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return d > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
