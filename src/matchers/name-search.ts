/**
 * Finds places and streets by the words of their names, in any order, with the
 * last word possibly half typed and any word possibly mistyped. Shared by
 * autocomplete and verify.
 *
 * ## How candidates are found
 * Each word is looked up in the token dictionary (exactly, and as the start of
 * a token when it is the last word being typed). The word whose tokens have the
 * fewest postings supplies the candidates; every candidate must then match all
 * the other words too. Typing mistakes are looked up only for words that match
 * nothing, and, when no name matches all the words, for every word of 3+
 * characters before searching once more (a 3-letter word only as a 4-letter
 * token with a letter left out).
 *
 * ## Scoring
 * A hit's `penalty` is the sum of its words' costs plus its coverage cost;
 * lower is better:
 * - a word equal to a token of the name (or to an alias token: an abbreviated
 *   title such as `arh`, another spelling such as `ioan`/`ion`): 0;
 * - the word is the start of a token (last word only): 4;
 * - each typing mistake: 8 (plus 4 when the mistyped word is also only the
 *   start of the token);
 * - each primary token of the name that no word covers: 1, at most 3 (person
 *   titles of street names do not count: people leave them out).
 *
 * So exact words beat prefixes, prefixes beat typing mistakes, and among equal
 * words a name covered in full beats a longer one. Hits are ordered by penalty,
 * then by size ({@link SizeRank}: București, county seats, municipalities,
 * towns, component localities, communes, villages; for streets, the size of
 * their locality), then by id, so the order is deterministic.
 *
 * @module
 */
import type { MatchContext } from './context.js';
import { nameTables, type NameTables } from './name-tables.js';
import {
  addFuzzy, describeCost, forEachToken, isUnmatched, matchWord, NO_MATCH, postingCount, tokenCost,
  type WordMatch, type WordMatchKind,
} from './word-match.js';
import { streetOf, type TokenIndex } from './token-index.js';
import { mapped } from '../shared/arrays.js';
import { SPOKEN_NAME_WORDS } from '../shared/vocabulary.js';

export { SizeRank } from './name-tables.js';
export type { WordMatchKind } from './word-match.js';

/** How one query word matched a name. */
export interface WordHit {
  /** Index of the word in the `words` given. */
  word: number;
  /** The word as given. */
  typed: string;
  /** The dictionary token it matched and that token's folded text. */
  token: number;
  text: string;
  kind: WordMatchKind;
  /** Typing mistakes (0 for exact and prefix matches). */
  edits: number;
  /**
   * Position of the matched token among the name's primary tokens (its words as
   * written), or -1 when the word matched an alias token (an abbreviated title,
   * another spelling of a given name, an old name).
   */
  position: number;
}

/** What place and street hits share. */
export interface NameHit {
  /** One entry per word, in word order. */
  words: WordHit[];
  /** Share (0-1) of the name's primary tokens covered by some word (titles of street names excluded). */
  covered: number;
  /** Primary tokens not covered (titles of street names excluded). */
  uncovered: number;
  /** True when the words that matched primary tokens follow the name's own word order. */
  inOrder: boolean;
  /** Sum of word costs and coverage cost (see the module documentation); lower is better. */
  penalty: number;
  /** Size rank of the place (of the street's locality for a street); lower is larger. */
  rank: number;
}

export interface PlaceHit extends NameHit {
  place: number;
}

export interface StreetHit extends NameHit {
  street: number;
  /** The street's locality (a București sector or a city). */
  place: number;
}

export interface FindPlacesOptions {
  /** True when the last word may be only partly typed. */
  lastIsPrefix: boolean;
  /** Only places of this county (county index of the catalog). */
  county?: number;
  /** Only administrative units (2) or only localities (3). */
  level?: 2 | 3;
  /**
   * Only places whose name has as many words as given, or that have a former
   * name (alias tokens), which may have another length: verify looks for whole
   * names, and `Mare` must not score every `Valea Mare` before its typing
   * mistakes are looked up.
   */
  wholeName?: boolean;
}

export interface FindStreetsOptions {
  /** True when the last word may be only partly typed. */
  lastIsPrefix: boolean;
  /** No typing mistakes: the words as written (and their rewritten spellings) only. */
  exact?: boolean;
  /** Typing mistakes (one per word) for every word, even when the words as written find streets. */
  withMistakes?: boolean;
  /** Only streets of these places (place ids). */
  places?: readonly number[];
}

/** Most uncovered tokens that count against a name. */
const MAX_UNCOVERED_COST = 3;

/**
 * Places (administrative units and localities) whose names match all the
 * folded `words`. Ordered best first (see the module documentation).
 */
export function findPlaces(ctx: MatchContext, words: readonly string[], options: FindPlacesOptions): PlaceHit[] {
  const tables = nameTables(ctx.catalog, ctx.tokens);
  const length = words.length;
  const accept = (place: number): boolean =>
    (options.county === undefined || ctx.catalog.placeCounty(place) === options.county) &&
    (options.level === undefined || ctx.catalog.placeLevel(place) === options.level) &&
    (!options.wholeName || tables.placePrimary[place] === length || tables.placeTokStart[place + 1]! - tables.placeTokStart[place]! > tables.placePrimary[place]!);
  return search(ctx, tables, words, options.lastIsPrefix, 'cheap', (ms) => {
    const hits: PlaceHit[] = [];
    const seen = new Set<number>();
    const anchor = ms[anchorOf(ctx, ms)]!;
    forEachToken(anchor, (token) => {
      const p = ctx.tokens.postings(token);
      for (let i = p.from; i < p.streetsFrom; i++) {
        const place = p.refs[i]!;
        // `accept` first: it reads typed arrays, cheaper than the set (and a county given turns most away).
        if (!accept(place) || seen.has(place)) continue;
        seen.add(place);
        const hit = scoreName(ctx.tokens, ms, tables.placeToks, tables.placeTokStart[place]!, tables.placeTokStart[place + 1]!, tables.placePrimary[place]!, undefined);
        // Every field named: spreading the hit into a new object costs more than scoring the name.
        if (hit) hits.push({ words: hit.words, covered: hit.covered, uncovered: hit.uncovered, inOrder: hit.inOrder, penalty: hit.penalty, place, rank: tables.rank[place]! });
      }
    });
    return hits.sort((a, b) => a.penalty - b.penalty || a.rank - b.rank || a.place - b.place);
  });
}

/**
 * Streets whose names (primary or alias tokens) match all the folded `words`,
 * in any order; the street type word is not part of the name (strip `str`,
 * `bd`... first). Ordered best first (see the module documentation).
 */
export function findStreets(ctx: MatchContext, words: readonly string[], options: FindStreetsOptions): StreetHit[] {
  const tables = nameTables(ctx.catalog, ctx.tokens);
  const ranges = options.places?.map((p) => ctx.catalog.placeStreets(p)).filter((r) => r.to > r.from);
  const mode = options.exact === true ? 'exact' : options.withMistakes === true ? 'mistakes' : 'cheap';
  return search(ctx, tables, words, options.lastIsPrefix, mode, (ms) => {
    const hits: StreetHit[] = [];
    const seen = new Set<number>();
    const anchor = ms[anchorOf(ctx, ms)]!;
    const visit = (street: number): void => {
      if (seen.has(street)) return;
      seen.add(street);
      const hit = scoreName(ctx.tokens, ms, tables.streetToks, tables.streetTokStart[street]!, tables.streetTokStart[street + 1]!, tables.streetPrimary[street]!, tables.titleToken);
      if (hit) {
        const place = ctx.catalog.streetPlace(street);
        hits.push({ words: hit.words, covered: hit.covered, uncovered: hit.uncovered, inOrder: hit.inOrder, penalty: hit.penalty, street, place, rank: tables.rank[place]! });
      }
    };
    forEachToken(anchor, (token) => {
      const p = ctx.tokens.postings(token);
      if (ranges === undefined) {
        for (let i = p.streetsFrom; i < p.to; i++) visit(streetOf(p.refs[i]!));
        return;
      }
      for (const range of ranges) {
        for (let i = lowerBound(p.refs, p.streetsFrom, p.to, range.from); i < p.to; i++) {
          const street = streetOf(p.refs[i]!);
          if (street >= range.to) break;
          visit(street);
        }
      }
    });
    return hits.sort((a, b) => a.penalty - b.penalty || a.rank - b.rank || a.street - b.street);
  });
}

/** What {@link findWholeStreetPlaces} looks for. */
export interface WholeStreetOptions {
  /** The street type id the street must have (`Catalog.streetTypeId`). */
  typeId: number;
  /** The place a street's place counts as (București for its sectors): places are told apart by it. */
  placeOf: (place: number) => number;
  /** The most places given: when more hold such a street, none is. */
  most: number;
}

/**
 * The places (by `placeOf`) holding a street of the type whose name is all the folded `words`
 * exactly (each word one of the name's tokens, as written or a rewritten spelling, and no primary
 * token of the name left over), in the order of {@link findStreets}' hits with `exact`; none when
 * more than `most` places do. The same places as filtering those hits, without scoring every street
 * of the country that holds the word: a street of another type is not scored, and the look stops
 * at the place past `most` (`Str. Școlii`: a street of most villages).
 */
export function findWholeStreetPlaces(ctx: MatchContext, words: readonly string[], options: WholeStreetOptions): number[] {
  if (words.length === 0) return [];
  const tables = nameTables(ctx.catalog, ctx.tokens);
  const ms = mapped(words, (w) => matchWord(ctx.tokens, w, false, SPOKEN_NAME_WORDS.get(w)));
  if (ms.some(isUnmatched)) return [];
  const { catalog } = ctx;
  // Every word matched exactly (cost 0) and nothing left uncovered: every hit's penalty is 0, so
  // findStreets' order is by size rank, then by street id.
  const found: Array<{ street: number; place: number; rank: number }> = [];
  const places: number[] = [];
  const seen = new Set<number>();
  let tooMany = false;
  const anchor = ms[anchorOf(ctx, ms)]!;
  forEachToken(anchor, (token) => {
    if (tooMany) return;
    const p = ctx.tokens.postings(token);
    for (let i = p.streetsFrom; i < p.to; i++) {
      const street = streetOf(p.refs[i]!);
      // The type first: it reads a typed array, cheaper than the set and than scoring the name.
      if (catalog.streetTypeId(street) !== options.typeId || seen.has(street)) continue;
      seen.add(street);
      const hit = scoreName(ctx.tokens, ms, tables.streetToks, tables.streetTokStart[street]!, tables.streetTokStart[street + 1]!, tables.streetPrimary[street]!, tables.titleToken);
      if (hit === undefined || hit.uncovered > 0) continue;
      const place = catalog.streetPlace(street);
      const counted = options.placeOf(place);
      if (!places.includes(counted)) {
        if (places.length === options.most) {
          tooMany = true;
          return;
        }
        places.push(counted);
      }
      found.push({ street, place, rank: tables.rank[place]! });
    }
  });
  if (tooMany) return [];
  found.sort((a, b) => a.rank - b.rank || a.street - b.street);
  const ordered: number[] = [];
  for (const f of found) {
    const counted = options.placeOf(f.place);
    if (!ordered.includes(counted)) ordered.push(counted);
  }
  return ordered;
}

/** First position in the street run [from, to) of `refs` whose street id is at least `street`. */
function lowerBound(refs: Uint32Array, from: number, to: number, street: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (streetOf(refs[mid]!) < street) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the word whose tokens have the fewest postings: the cheapest source of candidates. */
function anchorOf(ctx: MatchContext, ms: readonly WordMatch[]): number {
  const start = ctx.catalog.data.s.POSTING_START;
  let best = 0;
  let bestCount = Infinity;
  ms.forEach((m, i) => {
    const n = postingCount(start, m);
    if (n < bestCount) {
      bestCount = n;
      best = i;
    }
  });
  return best;
}

/**
 * Runs `find` with cheap matches (typing mistakes only for words that match
 * nothing), then, if it finds nothing, once more with typing mistakes for
 * every word. `exact`: the cheap matches only, no typing mistakes;
 * `mistakes`: typing mistakes for every word at once.
 */
function search<H>(
  ctx: MatchContext, tables: NameTables, words: readonly string[], lastIsPrefix: boolean, mode: 'cheap' | 'exact' | 'mistakes', find: (ms: WordMatch[]) => H[],
): H[] {
  if (words.length === 0) return [];
  const ms = mapped(words, (w, i) => matchWord(ctx.tokens, w, lastIsPrefix && i === words.length - 1, SPOKEN_NAME_WORDS.get(w)));
  if (mode === 'exact') return ms.some(isUnmatched) ? [] : find(ms);
  if (mode === 'mistakes') {
    for (const m of ms) addFuzzy(ctx.tokens, tables.deletions, m, isUnmatched(m));
    return ms.some(isUnmatched) ? [] : find(ms);
  }
  for (const m of ms) if (isUnmatched(m)) addFuzzy(ctx.tokens, tables.deletions, m, true);
  let hits = ms.some(isUnmatched) ? [] : find(ms);
  if (hits.length === 0 && ms.some((m) => !m.fuzzyTried && m.text.length >= 3)) {
    for (const m of ms) addFuzzy(ctx.tokens, tables.deletions, m, false);
    if (!ms.some(isUnmatched)) hits = find(ms);
  }
  return hits;
}

/**
 * Scores one name (its tokens `toks[from, to)`, the first `primary` of them its
 * primary tokens) against all words; undefined when a word matches none of its
 * tokens. `titles` marks tokens that do not count as uncovered.
 */
function scoreName(
  tokens: TokenIndex, ms: readonly WordMatch[], toks: Uint16Array, from: number, to: number, primary: number, titles: Uint8Array | undefined,
): Omit<NameHit, 'rank'> | undefined {
  const words: WordHit[] = [];
  let penalty = 0;
  let coveredMask = 0;
  let lastPosition = -1;
  let inOrder = true;
  for (let w = 0; w < ms.length; w++) {
    const m = ms[w]!;
    let best = NO_MATCH;
    let bestAt = -1;
    let bestFresh = false;
    for (let i = from; i < to; i++) {
      const c = tokenCost(m, toks[i]!);
      if (c === NO_MATCH || c > best) continue;
      // Among equal matches, a primary token no other word has covered yet.
      const at = i - from;
      const fresh = at < primary && (at >= 31 || (coveredMask & (1 << at)) === 0);
      if (c < best || (fresh && !bestFresh)) {
        best = c;
        bestAt = i;
        bestFresh = fresh;
      }
    }
    if (best === NO_MATCH) return undefined;
    penalty += best;
    const position = bestAt - from < primary ? bestAt - from : -1;
    if (position >= 0) {
      if (position < 31) coveredMask |= 1 << position;
      if (position < lastPosition) inOrder = false;
      lastPosition = position;
    }
    const { kind, edits } = describeCost(best);
    const token = toks[bestAt]!;
    words.push({ word: w, typed: m.text, token, text: tokens.text(token), kind, edits, position });
  }
  let counted = 0;
  let covered = 0;
  for (let i = 0; i < primary; i++) {
    if (titles !== undefined && titles[toks[from + i]!] === 1) continue;
    counted++;
    if (i < 31 && (coveredMask & (1 << i)) !== 0) covered++;
  }
  const uncovered = counted - covered;
  penalty += Math.min(uncovered, MAX_UNCOVERED_COST);
  return { words, covered: counted === 0 ? 1 : covered / counted, uncovered, inOrder, penalty };
}
