/**
 * Finds dictionary tokens for one typed word: exactly, as a prefix, or with
 * typing mistakes. Short mistakes are found by walking the trie with a bounded
 * edit-distance row (a Levenshtein automaton over the dictionary); words of 8+
 * characters, which may carry two mistakes, are found through the trigram index
 * and then checked.
 */
import type { IndexData } from '../reader/index-reader.js';
import { NGRAM_MIN_TOKEN, REF_STREET, TRIE_TERMINAL, trigramsOf } from '../shared/format.js';
import { editDistance } from './edit-distance.js';
import { indexOfSorted } from '../reader/sorted.js';
import { readNameTables, type NameTables } from './name-tables.js';
import { RecentWords } from './recent-words.js';

/** How a dictionary token matched a typed word. */
export const MatchKind = {
  /** The token is the word. */
  exact: 0,
  /** The word is the start of the token (the word is being typed). */
  prefix: 1,
  /** The token is the word with typing mistakes (`edits` of them). */
  fuzzy: 2,
  /** The start of the token is the word with typing mistakes. */
  fuzzyPrefix: 3,
} as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

/** One dictionary token that matches a typed word. */
export interface TokenMatch {
  token: number;
  kind: MatchKind;
  /** Typing mistakes needed (0 for exact and prefix matches). */
  edits: number;
}

/**
 * The names that hold a token: `refs[from, streetsFrom)` are place ids,
 * `refs[streetsFrom, to)` are street ids with {@link REF_STREET} set (mask it off
 * with {@link streetOf}). Both runs ascend. A view, not a copy.
 */
export interface Postings {
  refs: Uint32Array;
  from: number;
  streetsFrom: number;
  to: number;
}

/** The street id of a street reference in {@link Postings}. */
export function streetOf(ref: number): number {
  return (ref & ~REF_STREET) >>> 0;
}

/** Words whose trie node {@link TokenIndex} keeps: as many as the one-mistake look-ups keep (deletion-index.ts). */
const WALKED_WORDS = 4096;
/** Longest word kept so (longer ones are no token and fall off the trie early): the kept words stay small. */
const WALKED_MAX_LETTERS = 32;

export class TokenIndex {
  private readonly data: IndexData;
  private readonly texts: Array<string | undefined>;
  /** Shared-trigram counts per token, a scratch buffer of the trigram look-up (always left zeroed). */
  private gramCounts: Uint8Array | undefined;
  /** The search tables of the index (views; see name-tables.ts). */
  readonly tables: NameTables;

  constructor(data: IndexData) {
    this.data = data;
    this.texts = new Array<string | undefined>(data.s.TOKEN_START.length - 1);
    this.tables = readNameTables(data, this);
  }

  get size(): number {
    return this.data.s.TOKEN_START.length - 1;
  }

  /** The text of a token. */
  text(token: number): string {
    let t = this.texts[token];
    if (t === undefined) {
      const { TOKEN_START, TOKEN_BYTES } = this.data.s;
      // The codes as a plain array: spreading the bytes' view into the call costs several times more.
      const codes: number[] = [];
      for (let i = TOKEN_START[token]!; i < TOKEN_START[token + 1]!; i++) codes.push(TOKEN_BYTES[i]!);
      t = String.fromCharCode.apply(null, codes);
      this.texts[token] = t;
    }
    return t;
  }

  /** The trie nodes of the words walked last (a word is walked several times a query: read, matched, completed). */
  private readonly walked = new RecentWords<number>(WALKED_WORDS);
  private readonly walkOnce = (word: string): number => this.walkTrie(word);

  /** The trie node reached by `word`, or -1. */
  private walk(word: string): number {
    return word.length > WALKED_MAX_LETTERS ? this.walkTrie(word) : this.walked.get(word, this.walkOnce);
  }

  private walkTrie(word: string): number {
    const { TRIE_CHAR, TRIE_CHILD_START } = this.data.s;
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const ch = word.charCodeAt(i);
      let lo = TRIE_CHILD_START[node]!;
      let hi = TRIE_CHILD_START[node + 1]! - 1;
      let next = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const c = TRIE_CHAR[mid]! & ~TRIE_TERMINAL;
        if (c === ch) {
          next = mid;
          break;
        }
        if (c < ch) lo = mid + 1;
        else hi = mid - 1;
      }
      if (next < 0) return -1;
      node = next;
    }
    return node;
  }

  /** The id of the token equal to `word`, or -1. */
  exact(word: string): number {
    const node = this.walk(word);
    if (node < 0 || (this.data.s.TRIE_CHAR[node]! & TRIE_TERMINAL) === 0) return -1;
    return this.data.s.TRIE_LO[node]!;
  }

  /** The ids [from, to) of the tokens that start with `word` (the token equal to it first). */
  prefixRange(word: string): { from: number; to: number } {
    const node = this.walk(word);
    if (node < 0) return { from: 0, to: 0 };
    return { from: this.data.s.TRIE_LO[node]!, to: this.data.s.TRIE_HI[node]! };
  }

  /**
   * Tokens within `maxEdits` typing mistakes of `word`. With `prefix`, also
   * tokens whose start is within `maxEdits` of `word` (for the word being typed).
   * Exact and plain-prefix matches are not repeated here.
   */
  fuzzy(word: string, maxEdits: number, prefix: boolean): TokenMatch[] {
    if (maxEdits <= 0 || word.length === 0) return [];
    // Two mistakes in a long word: the trigram filter is tighter than a wide trie walk.
    if (!prefix && maxEdits >= 2 && word.length >= 8) return this.fuzzyByTrigrams(word, maxEdits);
    return this.fuzzyByTrie(word, maxEdits, prefix);
  }

  private fuzzyByTrie(word: string, maxEdits: number, prefix: boolean): TokenMatch[] {
    const { TRIE_CHAR, TRIE_CHILD_START, TRIE_LO, TRIE_HI } = this.data.s;
    const n = word.length;
    const width = n + 1;
    // A full match cannot be longer than the word plus the allowed insertions.
    const maxDepth = n + maxEdits;
    const rows = new Int32Array((maxDepth + 1) * width);
    const path = new Int32Array(maxDepth + 1);
    const codes = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      codes[i] = word.charCodeAt(i);
      rows[i] = i;
    }
    rows[n] = n;
    const out: TokenMatch[] = [];
    let lastToken = -1;
    // Explicit stack of (node, depth): the trie is walked depth first, children in order.
    const stackNode: number[] = [];
    const stackDepth: number[] = [];
    for (let c = TRIE_CHILD_START[1]! - 1; c >= TRIE_CHILD_START[0]!; c--) {
      stackNode.push(c);
      stackDepth.push(1);
    }
    while (stackNode.length > 0) {
      const node = stackNode.pop()!;
      const depth = stackDepth.pop()!;
      const ch = TRIE_CHAR[node]! & ~TRIE_TERMINAL;
      path[depth] = ch;
      const base = depth * width;
      const prevBase = base - width;
      const prevPrevBase = prevBase - width;
      rows[base] = depth;
      // Only cells within maxEdits of the diagonal can stay within maxEdits (Ukkonen's band);
      // the cells just outside it are set above the limit for the next row to read.
      const over = maxEdits + 1;
      const lo = depth - maxEdits > 1 ? depth - maxEdits : 1;
      const hi = depth + maxEdits < n ? depth + maxEdits : n;
      if (lo - 1 >= 1) rows[base + lo - 1] = over;
      if (hi + 1 <= n) rows[base + hi + 1] = over;
      let best = depth <= maxEdits ? depth : over;
      for (let i = lo; i <= hi; i++) {
        let v = rows[prevBase + i - 1]! + (codes[i - 1] === ch ? 0 : 1);
        const del = rows[prevBase + i]! + 1;
        if (del < v) v = del;
        const ins = rows[base + i - 1]! + 1;
        if (ins < v) v = ins;
        if (depth >= 2 && i >= 2 && codes[i - 1] === path[depth - 1] && codes[i - 2] === ch) {
          const tr = rows[prevPrevBase + i - 2]! + 1;
          if (tr < v) v = tr;
        }
        rows[base + i] = v;
        if (v < best) best = v;
      }
      const full = hi === n ? rows[base + n]! : over;
      if (prefix && full <= maxEdits) {
        // The typed word, with `full` mistakes, starts every token below this node.
        if (full > 0) {
          for (let t = TRIE_LO[node]!; t < TRIE_HI[node]!; t++) {
            if (t <= lastToken) continue;
            out.push({ token: t, kind: MatchKind.fuzzyPrefix, edits: full });
            lastToken = t;
          }
        }
        continue;
      }
      if (!prefix && full <= maxEdits && full > 0 && (TRIE_CHAR[node]! & TRIE_TERMINAL) !== 0) {
        out.push({ token: TRIE_LO[node]!, kind: MatchKind.fuzzy, edits: full });
      }
      if (best > maxEdits || depth >= maxDepth) continue;
      for (let c = TRIE_CHILD_START[node + 1]! - 1; c >= TRIE_CHILD_START[node]!; c--) {
        stackNode.push(c);
        stackDepth.push(depth + 1);
      }
    }
    return out;
  }

  private fuzzyByTrigrams(word: string, maxEdits: number): TokenMatch[] {
    const grams = trigramsOf(word);
    // Each mistake breaks at most three trigrams of the word.
    const needed = Math.max(1, grams.length - 3 * maxEdits);
    const { NGRAM_KEY, NGRAM_START, NGRAM_TOKENS } = this.data.s;
    const lists: Array<{ from: number; to: number }> = [];
    for (const g of grams) {
      const at = indexOfSorted(NGRAM_KEY, g);
      lists.push(at < 0 ? { from: 0, to: 0 } : { from: NGRAM_START[at]!, to: NGRAM_START[at + 1]! });
    }
    // A token sharing `needed` of the word's trigrams shares one of its rarest `grams - needed + 1`:
    // only those lists bring candidates; the common ones (`lui$`, `ulu`) only add to their counts.
    lists.sort((a, b) => a.to - a.from - (b.to - b.from));
    const seeds = lists.length - needed + 1;
    const counts = (this.gramCounts ??= new Uint8Array(this.size));
    const candidates: number[] = [];
    lists.forEach((list, k) => {
      for (let i = list.from; i < list.to; i++) {
        const t = NGRAM_TOKENS[i]!;
        if (k < seeds) {
          if (counts[t] === 0) candidates.push(t);
          counts[t]!++;
        } else if (counts[t]! > 0) counts[t]!++;
      }
    });
    const { TOKEN_START } = this.data.s;
    const out: TokenMatch[] = [];
    for (const token of candidates) {
      const count = counts[token]!;
      counts[token] = 0;
      if (count < needed) continue;
      // The length first, from the token table: most candidates are out of reach, and need no text.
      const length = TOKEN_START[token + 1]! - TOKEN_START[token]!;
      if (length < NGRAM_MIN_TOKEN || Math.abs(length - word.length) > maxEdits) continue;
      const text = this.text(token);
      const d = editDistance(word, text, maxEdits);
      if (d > 0 && d <= maxEdits) out.push({ token, kind: MatchKind.fuzzy, edits: d });
    }
    out.sort((a, b) => a.token - b.token);
    return out;
  }

  /** The places and streets whose names hold `token`. */
  postings(token: number): Postings {
    const { POSTING_START, POSTING_REFS } = this.data.s;
    const from = POSTING_START[token]!;
    const to = POSTING_START[token + 1]!;
    // Places sort before streets (their refs lack the REF_STREET bit): find the boundary.
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((POSTING_REFS[mid]! & REF_STREET) === 0) lo = mid + 1;
      else hi = mid;
    }
    return { refs: POSTING_REFS, from, streetsFrom: lo, to };
  }

  /** The primary tokens of a place's name, in written order. */
  placeTokens(place: number): Uint16Array {
    const { PLACE_TOK_START, PLACE_TOKS, PLACE_PRIMARY } = this.data.s;
    const from = PLACE_TOK_START[place]!;
    return PLACE_TOKS.subarray(from, from + PLACE_PRIMARY[place]!);
  }

  /** How many primary tokens a place's name has ({@link placeTokens} without a view: hot loops). */
  placeTokenCount(place: number): number {
    return this.data.s.PLACE_PRIMARY[place]!;
  }

  /** The `k`-th primary token of a place's name. */
  placeToken(place: number, k: number): number {
    return this.data.s.PLACE_TOKS[this.data.s.PLACE_TOK_START[place]! + k]!;
  }

  /** The primary tokens of a street's canonical name (no type word), in written order. */
  streetTokens(street: number): Uint16Array {
    const { STREET_TOK_START, STREET_TOKS, STREET_PRIMARY } = this.data.s;
    const from = STREET_TOK_START[street]!;
    return STREET_TOKS.subarray(from, from + STREET_PRIMARY[street]!);
  }
}
