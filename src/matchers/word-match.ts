/**
 * One typed word against the token dictionary: which tokens it may stand for
 * and at what cost. Cheap matches come first (the word itself, its rewritten
 * spellings, the tokens it begins when it is being typed); typing mistakes are
 * looked up only on request ({@link addFuzzy}), because they cost more and
 * loosen the match.
 */
import type { TokenIndex } from './token-index.js';
import { MatchKind } from './token-index.js';
import type { DeletionIndex } from './deletion-index.js';
import { allowedEdits } from './edit-distance.js';
import { mapped } from '../shared/arrays.js';

/**
 * Cost of a word matching a token, lower is better: the word itself 0, the
 * start of a token 4, each typing mistake 8 (plus 4 when the mistaken word is
 * also only the start of the token). {@link NO_MATCH} when it does not match.
 */
export const WordCost = {
  exact: 0,
  prefix: 4,
  perEdit: 8,
} as const;

/** Cost meaning "does not match". */
export const NO_MATCH = 255;

/** How a word matched a token, as reported to callers. */
export type WordMatchKind = 'exact' | 'prefix' | 'fuzzy' | 'fuzzy_prefix';

/** The tokens a typed word may stand for. */
export interface WordMatch {
  /** The folded word. */
  readonly text: string;
  /** True when the word may be only the start of what the user means (the last word being typed). */
  readonly prefix: boolean;
  /** Tokens equal to the word or to one of its alternative spellings. */
  readonly exact: number[];
  /** Tokens [prefixFrom, prefixTo) start with the word (empty unless `prefix`). */
  prefixFrom: number;
  prefixTo: number;
  /** Tokens within the allowed typing mistakes, ascending, with their costs. */
  fuzzy: number[];
  fuzzyCost: number[];
  /** True once {@link addFuzzy} ran for this word. */
  fuzzyTried: boolean;
}

/**
 * The cheap matches of `text`: exact tokens for it and its `alternatives`
 * (rewritten spellings such as `targu` for `tg`), and when `prefix`, the
 * tokens it starts.
 */
export function matchWord(tokens: TokenIndex, text: string, prefix: boolean, alternatives: readonly string[] = []): WordMatch {
  const exact: number[] = [];
  const id = tokens.exact(text);
  if (id >= 0) exact.push(id);
  for (const alt of alternatives) {
    const a = tokens.exact(alt);
    if (a >= 0 && !exact.includes(a)) exact.push(a);
  }
  let prefixFrom = 0;
  let prefixTo = 0;
  if (prefix) {
    const range = tokens.prefixRange(text);
    prefixFrom = range.from;
    prefixTo = range.to;
  }
  return { text, prefix, exact, prefixFrom, prefixTo, fuzzy: [], fuzzyCost: [], fuzzyTried: false };
}

/** True when the word matches no token at all. */
export function isUnmatched(m: WordMatch): boolean {
  return m.exact.length === 0 && m.prefixTo <= m.prefixFrom && m.fuzzy.length === 0;
}

/**
 * Adds the tokens within one typing mistake of the word (from 4 characters;
 * a 3-letter word may be a 4-letter token with a letter left out), through
 * the deletion index. With `deep`, for a word that still matches nothing:
 * two mistakes for words of 8+ characters (through the trigram index), then,
 * for a word being typed, tokens whose start is within the allowed mistakes
 * (a walk of the trie, the dearest step).
 */
export function addFuzzy(tokens: TokenIndex, deletions: DeletionIndex, m: WordMatch, deep: boolean): void {
  if (m.fuzzyTried) return;
  m.fuzzyTried = true;
  const n = m.text.length;
  if (!deep && m.fuzzy.length === 0) {
    // The common case: one mistake, nothing given before. The look-up answers in token order.
    const fuzzy: number[] = [];
    for (const t of n >= 3 ? deletions.near(m.text) : []) {
      if ((n === 3 && tokens.text(t).length !== 4) || m.exact.includes(t) || (t >= m.prefixFrom && t < m.prefixTo)) continue;
      fuzzy.push(t);
    }
    m.fuzzy = fuzzy;
    m.fuzzyCost = mapped(fuzzy, () => WordCost.perEdit);
    return;
  }
  // Forms given before (a name's short article: autocomplete-words.ts) keep their cost when cheaper.
  const found = new Map<number, number>();
  const given = new Map<number, number>(m.fuzzy.map((t, i) => [t, m.fuzzyCost[i]!]));
  if (n === 3) {
    // Only a letter left out: anything more would match too much of so short a word.
    for (const t of deletions.near(m.text)) if (tokens.text(t).length === 4) found.set(t, WordCost.perEdit);
  } else if (n >= 4) {
    for (const t of deletions.near(m.text)) found.set(t, WordCost.perEdit);
    if (deep && found.size === 0 && isUnmatched(m)) {
      if (allowedEdits(n) >= 2) {
        for (const f of tokens.fuzzy(m.text, 2, false)) found.set(f.token, WordCost.perEdit * f.edits);
      }
      if (found.size === 0 && m.prefix) {
        for (const f of tokens.fuzzy(m.text, 1, true)) found.set(f.token, WordCost.perEdit * f.edits + (f.kind === MatchKind.fuzzyPrefix ? WordCost.prefix : 0));
      }
    }
  }
  for (const [t, cost] of given) found.set(t, Math.min(cost, found.get(t) ?? cost));
  const sorted = [...found.keys()].filter((t) => !m.exact.includes(t) && !(t >= m.prefixFrom && t < m.prefixTo)).sort((a, b) => a - b);
  m.fuzzy = sorted;
  m.fuzzyCost = mapped(sorted, (t) => found.get(t)!);
}

/** The cost of `m` matching `token` ({@link WordCost}), or {@link NO_MATCH}. */
export function tokenCost(m: WordMatch, token: number): number {
  const exact = m.exact;
  for (let i = 0; i < exact.length; i++) if (exact[i] === token) return WordCost.exact;
  if (token >= m.prefixFrom && token < m.prefixTo) return WordCost.prefix;
  const fuzzy = m.fuzzy;
  const n = fuzzy.length;
  if (n === 0) return NO_MATCH;
  if (n <= 8) {
    for (let i = 0; i < n; i++) if (fuzzy[i] === token) return m.fuzzyCost[i]!;
    return NO_MATCH;
  }
  let lo = 0;
  let hi = n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = fuzzy[mid]!;
    if (v === token) return m.fuzzyCost[mid]!;
    if (v < token) lo = mid + 1;
    else hi = mid - 1;
  }
  return NO_MATCH;
}

/** The kind and number of typing mistakes a cost stands for. */
export function describeCost(cost: number): { kind: WordMatchKind; edits: number } {
  if (cost === WordCost.exact) return { kind: 'exact', edits: 0 };
  if (cost === WordCost.prefix) return { kind: 'prefix', edits: 0 };
  const edits = Math.floor(cost / WordCost.perEdit);
  return { kind: cost % WordCost.perEdit === 0 ? 'fuzzy' : 'fuzzy_prefix', edits };
}

/**
 * Calls `visit` once for every token the word matches: exact tokens, then the
 * prefix range, then fuzzy tokens (each token once).
 */
export function forEachToken(m: WordMatch, visit: (token: number) => void): void {
  for (const t of m.exact) if (!(t >= m.prefixFrom && t < m.prefixTo)) visit(t);
  for (let t = m.prefixFrom; t < m.prefixTo; t++) visit(t);
  for (const t of m.fuzzy) visit(t);
}

/** How many name references (places and streets) the word's tokens have: what using it to find candidates costs. */
export function postingCount(postingStart: Uint32Array, m: WordMatch): number {
  let n = 0;
  for (const t of m.exact) if (!(t >= m.prefixFrom && t < m.prefixTo)) n += postingStart[t + 1]! - postingStart[t]!;
  if (m.prefixTo > m.prefixFrom) n += postingStart[m.prefixTo]! - postingStart[m.prefixFrom]!;
  for (const t of m.fuzzy) n += postingStart[t + 1]! - postingStart[t]!;
  return n;
}
