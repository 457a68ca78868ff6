/**
 * Finds and ranks the places and streets that explain every word of an
 * analyzed query. A word is explained by a candidate when it is a word of the
 * candidate's own name, of its locality or administrative unit, names its
 * county (name or code), its street type, its sector or its kind of locality,
 * or is the house number; each way costs something, and the cheapest
 * explanation of every word, plus what the name leaves uncovered, is the
 * candidate's penalty.
 *
 * ## Penalty (lower is better)
 * - name, locality or unit word: 0 exact, 4 prefix, 8 per typing mistake
 *   (the costs of `word-match.ts`);
 * - county by name or code: 0 (4 half typed, 8 per mistake);
 * - street type word: 0 when it is the street's type, 3 otherwise;
 * - person title the street's name lacks: 5 (more than a prefix: `mar` may be
 *   the start of `Mare` as well as the abbreviation of `Mareșal`);
 * - kind word (`mun`, `com`, `sat`): 0 when it fits, 3 otherwise;
 * - house number: 1 (so a number that is part of a name, `1 Decembrie 1918`,
 *   reads as the name); a number on a place: 3;
 * - each primary name token no word covers: 1, at most 3;
 * - a word nothing explains (only when no candidate explains them all): 20.
 *
 * Among equal penalties: streets before places when the query names a street
 * type, a title or a number, places first otherwise; then larger places first;
 * then ids (deterministic).
 *
 * ## Candidates
 * Found from the word whose tokens have the fewest postings (a word that may
 * only be a county, a type, a title or a number is used only when no other
 * is): the places and streets holding it, the localities of a unit it names,
 * and the streets of a city it names that hold another word of the query. A
 * sector word adds its sector and those of its streets that hold another
 * word; a query of county words only adds the county's units.
 */
import type { EngineContext } from './context.js';
import { nameTables, type NameTables, SirutaType } from '../matchers/name-tables.js';
import { streetOf } from '../matchers/token-index.js';
import {
  addFuzzy, forEachToken, isUnmatched, matchWord, NO_MATCH, postingCount, tokenCost, type WordMatch,
} from '../matchers/word-match.js';
import { LOCALITY_NAME_ALIASES } from '../shared/aliases.js';
import { addFuzzyCounties, addFuzzyStreetType, type AnalyzedQuery, type QueryWord } from './query.js';
import { sectorNumber } from './suggestion-text.js';
import type { Catalog } from '../reader/catalog.js';

/** Costs of the ways a word can be explained (see the module documentation). */
export const ExplainCost = {
  typeMismatch: 3,
  titleAbsent: 5,
  kindMismatch: 3,
  houseNumber: 1,
  numberOnPlace: 3,
  maxUncovered: 3,
  unexplained: 20,
} as const;

/** One ranked result. */
export interface Ranked {
  street: boolean;
  /** Street id or place id. */
  id: number;
  penalty: number;
  rank: number;
  /** Index in the query's words of the house number, or -1. */
  house: number;
}

/** Restrictions from the options of autocomplete. */
export interface SearchLimits {
  /** Catalog county index. */
  county?: number;
  /** Allowed places: a place passes when it, or its administrative unit, is marked. */
  places?: Uint8Array;
  /** How many results to return at most. */
  keep: number;
  /** With fewer results than this, typing mistakes are looked for in every word. */
  fill: number;
}

/** Per-index state of the search: tables, and scratch marks reused from query to query. */
interface SearchState {
  tables: NameTables;
  placeMark: Uint32Array;
  streetMark: Uint32Array;
  epoch: number;
  /** County index of the catalog for each county code (lower case). */
  countyIndex: Map<string, number>;
  /** Lower-case county code of each county index. */
  countyCode: string[];
  /** Sector number of each place (0 when not a sector). */
  sector: Uint8Array;
  /** Places named by a whole-name alias (`cluj` for Cluj-Napoca): one word of the alias covers the name. */
  aliasNamed: Uint8Array;
  /** București (the unit) and its six sectors. */
  bucharest: number;
}

const states = new WeakMap<Catalog, SearchState>();

function stateOf(ctx: EngineContext): SearchState {
  let state = states.get(ctx.catalog);
  if (state) return state;
  const { catalog, tokens } = ctx;
  const tables = nameTables(catalog, tokens);
  const countyCode: string[] = [];
  const countyIndex = new Map<string, number>();
  for (let c = 0; c < catalog.data.s.COUNTY_CODE.length; c++) {
    countyCode.push(catalog.countyCode(c).toLowerCase());
    countyIndex.set(countyCode[c]!, c);
  }
  const sector = new Uint8Array(catalog.placeCount);
  const aliasNamed = new Uint8Array(catalog.placeCount);
  const aliasTargets = new Set(LOCALITY_NAME_ALIASES.values());
  let bucharest = -1;
  for (let p = 0; p < catalog.placeCount; p++) {
    sector[p] = sectorNumber(catalog, p);
    const name = Array.from(tokens.placeTokens(p), (t) => tokens.text(t)).join(' ');
    if (aliasTargets.has(name)) aliasNamed[p] = 1;
    if (sector[p] !== 0 && bucharest < 0) bucharest = catalog.placeParent(p) ?? -1;
  }
  state = {
    tables,
    placeMark: new Uint32Array(catalog.placeCount),
    streetMark: new Uint32Array(catalog.streetCount),
    epoch: 0,
    countyIndex,
    countyCode,
    sector,
    aliasNamed,
    bucharest,
  };
  states.set(catalog, state);
  return state;
}

/** Bytes held by the search state and the name tables of an index (built on first use). */
export function searchMemory(ctx: EngineContext): number {
  const s = stateOf(ctx);
  return s.tables.bytes + s.placeMark.byteLength + s.streetMark.byteLength + s.sector.byteLength + s.aliasNamed.byteLength;
}

/** A word prepared for evaluation. */
interface Prepared {
  w: QueryWord;
  m: WordMatch | undefined;
  /** County refs as catalog county indexes with costs. */
  counties: number[];
  countyCosts: number[];
  /** True when the word may only be a county, type, title, kind or number (never the best source of candidates). */
  soft: boolean;
}

/**
 * Ranks the places and streets that explain the query, best first, at most
 * `limits.keep` of them.
 */
export function searchAddresses(ctx: EngineContext, query: AnalyzedQuery, limits: SearchLimits): Ranked[] {
  const state = stateOf(ctx);
  const { tables } = state;
  const words = query.words.map((w): Prepared => {
    const m = w.name ? matchWord(ctx.tokens, w.text, w.prefix, w.alternatives) : undefined;
    const soft = w.numeric || w.streetType !== 0 || w.title || w.kind !== undefined || w.counties.length > 0;
    return { w, m, counties: [], countyCosts: [], soft };
  });
  const resolveCounties = (): void => {
    for (const p of words) {
      p.counties = [];
      p.countyCosts = [];
      for (const ref of p.w.counties) {
        const c = state.countyIndex.get(ref.county.code.toLowerCase());
        if (c !== undefined) {
          p.counties.push(c);
          p.countyCosts.push(ref.cost);
        }
      }
    }
  };
  resolveCounties();
  // Words that match nothing and can be nothing else: a mistyped street type, or a mistyped name.
  for (const p of words) {
    if (!p.m || p.soft || !isUnmatched(p.m)) continue;
    addFuzzyStreetType(p.w);
    if (p.w.streetType !== 0) p.soft = true;
    else addFuzzy(ctx.tokens, tables.deletions, p.m);
  }

  // Typing mistakes when the exact reading explains nothing, or fewer than `limits.fill` results.
  let results = run(ctx, state, query, words, limits, 0);
  if (results.length < limits.fill || results[0]!.penalty >= ExplainCost.unexplained) {
    const fuzzyWords = words.filter((p) => p.m && !p.m.fuzzyTried && !p.w.numeric && p.w.text.length >= 3);
    const countyWords = words.filter((p) => p.w.name && p.w.counties.length === 0 && p.w.text.length >= 4);
    if (fuzzyWords.length > 0 || countyWords.length > 0) {
      for (const p of fuzzyWords) addFuzzy(ctx.tokens, tables.deletions, p.m!);
      addFuzzyCounties(query.words);
      resolveCounties();
      for (const p of words) if (p.counties.length > 0) p.soft = true;
      results = run(ctx, state, query, words, limits, 0);
    }
  }
  if (results.length === 0 && words.length > 1) results = run(ctx, state, query, words, limits, 1);
  return results;
}

/**
 * Collects candidates and ranks them, allowing `skips` unexplained words; with
 * a skip allowed, candidates come from the `skips + 2` cheapest words, since
 * the cheapest may be the one nothing explains.
 */
function run(ctx: EngineContext, state: SearchState, query: AnalyzedQuery, words: Prepared[], limits: SearchLimits, skips: number): Ranked[] {
  const { catalog, tokens } = ctx;
  const { tables } = state;
  const s = catalog.data.s;
  const postingStart = s.POSTING_START;
  const epoch = ++state.epoch;
  const top = new TopList(limits.keep, query.streetSignal);

  const allowed = (place: number): boolean => {
    if (limits.county !== undefined && catalog.placeCounty(place) !== limits.county) return false;
    if (limits.places !== undefined) {
      if (limits.places[place] === 1) return true;
      const unit = catalog.placeParent(place);
      return unit !== undefined && limits.places[unit] === 1;
    }
    return true;
  };

  const addPlace = (place: number): void => {
    const p = tables.representative[place]!;
    if (state.placeMark[p] === epoch) return;
    state.placeMark[p] = epoch;
    if (!allowed(p)) return;
    const r = evaluatePlace(ctx, state, words, p, skips, contextOnly);
    if (r !== undefined) top.add({ street: false, id: p, penalty: r.penalty, rank: tables.rank[p]!, house: -1 });
  };
  const addStreet = (street: number): void => {
    if (state.streetMark[street] === epoch) return;
    state.streetMark[street] = epoch;
    const place = catalog.streetPlace(street);
    if (!allowed(place)) return;
    const r = evaluateStreet(ctx, state, words, street, skips);
    if (r !== undefined) top.add({ street: true, id: street, penalty: r.penalty, rank: tables.rank[place]!, house: r.house });
  };
  /** Streets of `place` that hold a token of one of `sources`. */
  const addStreetsOf = (place: number, sources: Prepared[]): void => {
    const { from, to } = catalog.placeStreets(place);
    if (to <= from) return;
    for (const src of sources) {
      forEachToken(src.m!, (t) => {
        const p = tokens.postings(t);
        let i = lowerBound(p.refs, p.streetsFrom, p.to, from);
        for (; i < p.to; i++) {
          const street = streetOf(p.refs[i]!);
          if (street >= to) break;
          addStreet(street);
        }
      });
    }
  };

  const nameWords = words.filter((p) => p.m !== undefined && !isUnmatched(p.m));
  const hard = nameWords.filter((p) => !p.soft);
  // Only county, kind and sector words: the query names an area, not a name.
  const contextOnly = hard.length === 0 && words.every((p) => p.w.marker || p.w.sector !== 0 || p.w.kind !== undefined || p.countyCosts.includes(0));
  // The source of candidates: a word that can only be a name if any; else one that may also be a
  // county (`Strada Arad Galați`); a street type or a number last.
  const tiers = [hard, nameWords.filter((p) => p.w.streetType === 0 && !p.w.numeric), nameWords];
  const pool = [...(tiers.find((t) => t.length > 0) ?? [])].sort((a, b) => postingCount(postingStart, a.m!) - postingCount(postingStart, b.m!));
  const anchors = pool.slice(0, skips === 0 ? 1 : skips + 2);

  for (const anchor of anchors) {
    const others = nameWords.filter((p) => p !== anchor);
    forEachToken(anchor.m!, (t) => {
      for (let i = postingStart[t]!; i < postingStart[t + 1]!; i++) {
        const ref = s.POSTING_REFS[i]!;
        if (ref >= 0x8000_0000) {
          addStreet(streetOf(ref));
          continue;
        }
        addPlace(ref);
        if (others.length === 0) continue;
        // The word may name the locality of what the other words name.
        if (catalog.placeLevel(ref) === 2) {
          for (let k = tables.childStart[ref]!; k < tables.childStart[ref + 1]!; k++) addPlace(tables.children[k]!);
        }
        addStreetsOf(tables.representative[ref]!, others);
      }
    });
  }

  for (const p of words) {
    if (p.w.sector === 0) continue;
    const place = sectorPlace(state, catalog, p.w.sector);
    if (place < 0) continue;
    addPlace(place);
    addStreetsOf(place, nameWords);
  }

  if (contextOnly) {
    for (const p of words) {
      for (const c of p.counties) {
        for (let k = tables.countyPlaceStart[c]!; k < tables.countyPlaceStart[c + 1]!; k++) {
          const place = tables.countyPlaces[k]!;
          if (catalog.placeLevel(place) === 2 || (state.sector[place] !== 0)) addPlace(place);
        }
      }
    }
  }

  return top.items();
}

function sectorPlace(state: SearchState, catalog: Catalog, sector: number): number {
  if (state.bucharest < 0) return -1;
  const t = state.tables;
  for (let k = t.childStart[state.bucharest]!; k < t.childStart[state.bucharest + 1]!; k++) {
    const p = t.children[k]!;
    if (state.sector[p] === sector) return p;
  }
  return -1;
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

/** Cheapest cost of `m` against the tokens `toks[from, to)`. */
function bestCost(m: WordMatch, toks: Uint16Array, from: number, to: number): number {
  let best = NO_MATCH;
  for (let i = from; i < to; i++) {
    const c = tokenCost(m, toks[i]!);
    if (c < best) best = c;
  }
  return best;
}

/** Whether a kind word fits a place (a street's locality, or a place suggested). */
function kindFits(catalog: Catalog, kind: string, place: number): boolean {
  const type = catalog.placeType(place);
  const unit = catalog.placeParent(place);
  const unitType = unit === undefined ? -1 : catalog.placeType(unit);
  switch (kind) {
    case 'municipiu':
      return type === SirutaType.countySeatMunicipality || type === SirutaType.municipality || type === SirutaType.municipalitySeat ||
        type === SirutaType.bucharestSector || unitType === SirutaType.countySeatMunicipality || unitType === SirutaType.municipality;
    case 'oras':
      return type === SirutaType.town || type === SirutaType.townSeat || unitType === SirutaType.town;
    case 'comuna':
      return type === SirutaType.commune || type === SirutaType.communeSeat || unitType === SirutaType.commune;
    case 'sat':
      return catalog.placeLevel(place) === 3 && type !== SirutaType.bucharestSector;
    default:
      return true;
  }
}

/** Cost of a word as a county of `county` (by name or code), or NO_MATCH. */
function countyCost(state: SearchState, p: Prepared, county: number): number {
  let best = NO_MATCH;
  for (let k = 0; k < p.counties.length; k++) {
    if (p.counties[k] === county && p.countyCosts[k]! < best) best = p.countyCosts[k]!;
  }
  if (best > 0 && p.w.text.length <= 2 && p.w.text === state.countyCode[county]) best = 0;
  return best;
}

/** Cost of a word as a word of the name of `place` or of its administrative unit. */
function localityCost(state: SearchState, ctx: EngineContext, m: WordMatch, place: number): number {
  const t = state.tables;
  let best = bestCost(m, t.placeToks, t.placeTokStart[place]!, t.placeTokStart[place + 1]!);
  const unit = ctx.catalog.placeParent(place);
  if (unit !== undefined && t.representative[unit] !== place) {
    const c = bestCost(m, t.placeToks, t.placeTokStart[unit]!, t.placeTokStart[unit + 1]!);
    if (c < best) best = c;
  }
  return best;
}

/**
 * The penalty of a street for the query, and which word is its house number;
 * undefined when some word is left unexplained (beyond `skips`) or no word
 * names the street itself.
 */
function evaluateStreet(ctx: EngineContext, state: SearchState, words: Prepared[], street: number, skips: number): { penalty: number; house: number } | undefined {
  const { catalog } = ctx;
  const t = state.tables;
  const s = catalog.data.s;
  const place = catalog.streetPlace(street);
  const county = catalog.placeCounty(place);
  const type = catalog.streetTypeId(street);
  const from = t.streetTokStart[street]!;
  const to = t.streetTokStart[street + 1]!;
  const primary = s.STREET_TOK_START[street + 1]! - s.STREET_TOK_START[street]!;
  let penalty = 0;
  let covered = 0;
  let own = 0;
  let house = -1;
  let skipped = 0;
  for (let i = 0; i < words.length; i++) {
    const p = words[i]!;
    const w = p.w;
    if (w.marker) continue;
    if (w.sector !== 0) {
      if (state.sector[place] === w.sector) continue;
      return undefined;
    }
    let best = NO_MATCH;
    let bestAt = -1;
    if (p.m !== undefined) {
      for (let k = from; k < to; k++) {
        const c = tokenCost(p.m, t.streetToks[k]!);
        if (c < best || (c === best && c !== NO_MATCH && k - from < primary && (covered & (1 << (k - from))) === 0)) {
          best = c;
          bestAt = k - from;
        }
      }
      // A number reads as part of the name only when it is the name's own number.
      if (w.numeric && best !== 0) {
        best = NO_MATCH;
        bestAt = -1;
      }
    }
    let nameWord = best !== NO_MATCH;
    const consider = (c: number): void => {
      if (c < best) {
        best = c;
        nameWord = false;
      }
    };
    if (p.m !== undefined && best > 0) consider(localityCost(state, ctx, p.m, place));
    if (p.counties.length > 0 || w.text.length <= 2) consider(countyCost(state, p, county));
    if (w.streetType !== 0) consider(w.typeCost + (w.streetType === type ? 0 : ExplainCost.typeMismatch));
    if (w.title) consider(ExplainCost.titleAbsent);
    if (w.kind !== undefined) consider(kindFits(catalog, w.kind, place) ? 0 : ExplainCost.kindMismatch);
    if (w.numeric && house < 0 && best > ExplainCost.houseNumber) {
      best = ExplainCost.houseNumber;
      nameWord = false;
      house = i;
    }
    if (best === NO_MATCH) {
      if (++skipped > skips) return undefined;
      penalty += ExplainCost.unexplained;
      continue;
    }
    penalty += best;
    if (nameWord) {
      own++;
      if (bestAt >= 0 && bestAt < primary && bestAt < 31) covered |= 1 << bestAt;
    }
  }
  if (own === 0) return undefined;
  let uncovered = 0;
  for (let k = 0; k < primary; k++) {
    if (t.titleToken[t.streetToks[from + k]!] === 1) continue;
    if (k >= 31 || (covered & (1 << k)) === 0) uncovered++;
  }
  penalty += Math.min(uncovered, ExplainCost.maxUncovered);
  return { penalty, house };
}

/**
 * The penalty of a place for the query; undefined when some word is left
 * unexplained (beyond `skips`), or, unless `contextOnly`, no word names the
 * place itself.
 */
function evaluatePlace(
  ctx: EngineContext, state: SearchState, words: Prepared[], place: number, skips: number, contextOnly: boolean,
): { penalty: number } | undefined {
  const { catalog } = ctx;
  const t = state.tables;
  const s = catalog.data.s;
  const county = catalog.placeCounty(place);
  const from = t.placeTokStart[place]!;
  const to = t.placeTokStart[place + 1]!;
  const primary = s.PLACE_TOK_START[place + 1]! - s.PLACE_TOK_START[place]!;
  const unit = catalog.placeParent(place);
  const unitNamed = unit !== undefined && t.representative[unit] !== place;
  let penalty = 0;
  let covered = 0;
  let own = 0;
  let skipped = 0;
  for (let i = 0; i < words.length; i++) {
    const p = words[i]!;
    const w = p.w;
    if (w.marker) continue;
    if (w.sector !== 0) {
      if (state.sector[place] !== w.sector) return undefined;
      own++;
      continue;
    }
    let best = NO_MATCH;
    let bestAt = -1;
    if (p.m !== undefined) {
      for (let k = from; k < to; k++) {
        const c = tokenCost(p.m, t.placeToks[k]!);
        if (c < best || (c === best && c !== NO_MATCH && k - from < primary && (covered & (1 << (k - from))) === 0)) {
          best = c;
          bestAt = k - from;
        }
      }
      if (w.numeric && best !== 0) {
        best = NO_MATCH;
        bestAt = -1;
      }
    }
    let nameWord = best !== NO_MATCH;
    const consider = (c: number): void => {
      if (c < best) {
        best = c;
        nameWord = false;
      }
    };
    if (p.m !== undefined && unitNamed && best > 0) consider(bestCost(p.m, t.placeToks, t.placeTokStart[unit]!, t.placeTokStart[unit + 1]!));
    if (p.counties.length > 0 || w.text.length <= 2) consider(countyCost(state, p, county));
    if (w.kind !== undefined) consider(kindFits(catalog, w.kind, place) ? 0 : ExplainCost.kindMismatch);
    if (w.numeric) consider(ExplainCost.numberOnPlace);
    if (best === NO_MATCH) {
      if (++skipped > skips) return undefined;
      penalty += ExplainCost.unexplained;
      continue;
    }
    penalty += best;
    if (nameWord) {
      own++;
      if (bestAt >= 0 && bestAt < primary && bestAt < 31) covered |= 1 << bestAt;
    }
  }
  if (own === 0 && !contextOnly) return undefined;
  let uncovered = 0;
  for (let k = 0; k < primary; k++) if (k >= 31 || (covered & (1 << k)) === 0) uncovered++;
  // A whole-name alias (`cluj`) covers the name; a query of county words only covers nothing of it.
  if ((own > 0 && state.aliasNamed[place] === 1) || own === 0) uncovered = 0;
  penalty += Math.min(uncovered, ExplainCost.maxUncovered);
  return { penalty };
}

/** The best results seen so far, kept sorted; a bounded insertion list (the lists are short). */
class TopList {
  private readonly list: Ranked[] = [];
  constructor(private readonly keep: number, private readonly streetsFirst: boolean) {}

  private before(a: Ranked, b: Ranked): boolean {
    if (a.penalty !== b.penalty) return a.penalty < b.penalty;
    if (a.street !== b.street) return a.street === this.streetsFirst;
    if (a.rank !== b.rank) return a.rank < b.rank;
    return a.id < b.id;
  }

  add(r: Ranked): void {
    const list = this.list;
    if (list.length === this.keep && !this.before(r, list[list.length - 1]!)) return;
    let i = list.length;
    while (i > 0 && this.before(r, list[i - 1]!)) i--;
    list.splice(i, 0, r);
    if (list.length > this.keep) list.pop();
  }

  items(): Ranked[] {
    return this.list;
  }
}
