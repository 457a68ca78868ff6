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
 *   (the costs of `word-match.ts`), 7 for one mistake of the kinds people
 *   make most in names ({@link likelyMistake});
 * - county by name or code: 0 (4 half typed, 8 per mistake);
 * - street type word: 0 when it is the street's type, 3 otherwise;
 * - person title the street's name lacks: 5 (more than a prefix: `mar` may be
 *   the start of `Mare` as well as the abbreviation of `Mareșal`);
 * - kind word (`mun`, `com`, `sat`): 0 when it fits, 3 otherwise;
 * - house number: 1 (so a number that is part of a name, `1 Decembrie 1918`,
 *   reads as the name); a number on a place: 3;
 * - each primary name token no word covers: 1, at most 3 (a person title or
 *   a given name of a street name does not count: people leave them out);
 * - a word nothing explains (only when no candidate explains them all): 20.
 *
 * Among equal penalties: streets before places when the query names a street
 * type (then only streets of that type) or has a number after a name, places
 * first otherwise; then larger
 * places first (size rank from SIRUTA; a street by its locality); then the
 * name with fewer words left uncovered, titles and given names included (`Strada
 * Crișan` before `Strada Aurel Crișan` for `crisan`); then a street of the
 * type the query names (`Prelungirea Independenței` before `Strada
 * Prelungirea Independenței` for `prelungirea independentei`); then the ranking prior
 * built into the index (src/shared/place-kind.ts: for streets, wider types
 * and more postal codes; for places, more streets); then ids (deterministic).
 *
 * ## Candidates
 * Found from one word, the one whose tokens have the fewest postings among the
 * words that can only be names (else among those that may also be a county,
 * a title or a kind; a street type or a number last): the places and streets
 * holding it, the localities of a unit it names, and the streets of a city it
 * names that hold another word of the query. A sector word adds its sector and
 * those of its streets that hold another word; a query of county words only
 * adds the county's units.
 *
 * ## Typing mistakes
 * Looked up at once for a word that matches nothing (as a street type, a
 * county, a name); for every word when the exact reading explains nothing, or
 * finds fewer results than asked for and none perfect (`Luna` may be a
 * mistyped `Lunca`); and when still nothing explains every word, one word may
 * stay unexplained.
 */
import type { EngineContext } from './context.js';
import { type NameTables, SirutaType } from '../matchers/name-tables.js';
import { NONE16, STREET_TYPE_IN_NAME } from '../shared/format.js';
import { addFuzzy, isUnmatched, matchWord, NO_MATCH, postingCount, tokenCost, WordCost, type WordMatch } from '../matchers/word-match.js';
import { COUNTIES, type County } from '../shared/aliases.js';
import { addFuzzyStreetType, fuzzyCounties, type AnalyzedQuery, type QueryWord } from './query.js';

// Local names for what the hot loops use from other modules: the dev loader (tsx) reads every
// imported binding through a getter, which costs more than the work in these loops.
const costOf = tokenCost;
const NONE = NO_MATCH;
const STREET_BIT = 0x8000_0000;
const NO_PLACE = -1;
/** "No unit" / "no slot" in the u16 place columns. */
const NO_UNIT = NONE16;

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
  /** Size rank of the place (of a street's locality), lower is larger. */
  rank: number;
  /** Primary name tokens no word covers, titles and given names included (0 for places: their penalty counts them all). */
  left: number;
  /** 1 for a street whose type a word of the query names (`prelungirea`), else 0. */
  typed: number;
  /** Ranking prior (higher first): orders results of equal penalty, rank and coverage. */
  prior: number;
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
  /** With fewer results than this (and no perfect one), typing mistakes are looked for in every word. */
  fill: number;
}

/**
 * Per-index state of the search: the tables and the columns the hot loops read
 * (views over the index), and scratch marks. Made on the first search of an
 * index, at the cost of two zeroed arrays and a pass over the counties.
 */
export interface SearchState {
  tables: NameTables;
  /** Administrative unit of each place, or {@link NO_UNIT}. */
  parent: Uint16Array;
  county: Uint8Array;
  level: Uint8Array;
  type: Uint8Array;
  streetPlace: Uint16Array;
  /** Street type id of each street, with {@link STREET_TYPE_IN_NAME} possibly set. */
  streetType: Uint8Array;
  /** Number of primary tokens of each street and place. */
  streetPrimary: Uint8Array;
  placePrimary: Uint8Array;
  /** For places with streets, a small slot number (for per-query caches); else {@link NO_UNIT}. */
  streetPlaceSlot: Uint16Array;
  streetPlaces: number;
  placeMark: Uint32Array;
  streetMark: Uint32Array;
  epoch: number;
  /** Catalog county index of each county of aliases.ts. */
  countyIndex: Map<County, number>;
  /** Lower-case county code of each county index. */
  countyCode: string[];
  /** Sector number of each place (0 when not a sector). */
  sector: Uint8Array;
  /** Places named by a whole-name alias (`cluj` for Cluj-Napoca): one word of the alias covers the name. */
  aliasNamed: Uint8Array;
  /** The place of each sector number (index 1-6), or -1. */
  sectorPlaces: number[];
}

/** The search state of the index (made on first use, or by `prepare()`; kept in its IndexState). */
function stateOf(ctx: EngineContext): SearchState {
  let state = ctx.state.search;
  if (state) return state;
  const { catalog, tokens } = ctx;
  const s = catalog.data.s;
  const tables = tokens.tables;
  const places = catalog.placeCount;
  const countyCode: string[] = [];
  const byCode = new Map<string, number>();
  for (let c = 0; c < s.COUNTY_CODE.length; c++) {
    countyCode.push(catalog.countyCode(c).toLowerCase());
    byCode.set(catalog.countyCode(c), c);
  }
  const sectorPlaces = [NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE];
  let streetPlaces = 0;
  for (let p = 0; p < places; p++) {
    const sector = tables.sector[p]!;
    if (sector !== 0) sectorPlaces[sector] = p;
    const slot = tables.streetSlot[p]!;
    if (slot !== NO_UNIT && slot >= streetPlaces) streetPlaces = slot + 1;
  }
  const countyIndex = new Map<County, number>();
  for (const c of COUNTIES) {
    const index = byCode.get(c.code);
    if (index !== undefined) countyIndex.set(c, index);
  }
  state = {
    tables, parent: s.PLACE_PARENT, county: s.PLACE_COUNTY, level: s.PLACE_LEVEL, type: s.PLACE_TYPE, streetPlace: s.STREET_PLACE, streetType: s.STREET_TYPE,
    streetPrimary: tables.streetPrimary, placePrimary: tables.placePrimary, streetPlaceSlot: tables.streetSlot, streetPlaces,
    placeMark: new Uint32Array(places), streetMark: new Uint32Array(catalog.streetCount), epoch: 0,
    countyIndex, countyCode, sector: tables.sector, aliasNamed: tables.aliasNamed, sectorPlaces,
  };
  ctx.state.search = state;
  return state;
}

/** Makes the search state of an index now, if no search has made it yet. */
export function prepareSearch(ctx: EngineContext): void {
  stateOf(ctx);
}

/** Bytes of the index the search tables occupy, plus the scratch marks of the search state. */
export function searchMemory(ctx: EngineContext): number {
  const s = stateOf(ctx);
  return s.tables.bytes + s.placeMark.byteLength + s.streetMark.byteLength;
}

/** A word prepared for evaluation. */
interface Prepared {
  w: QueryWord;
  m: WordMatch | undefined;
  /** County refs as catalog county indexes with costs. */
  counties: number[];
  countyCosts: number[];
  /** True when the word may also be a county, type, title, kind or number (a poor source of candidates). */
  soft: boolean;
  /** True once mistyped county names were looked for. */
  countyTried: boolean;
}

/**
 * Ranks the places and streets that explain the query, best first, at most
 * `limits.keep` of them. Typing mistakes are looked up at once for words that
 * match nothing; for every word when the exact reading explains nothing, or
 * gives fewer than `limits.fill` results and none perfect; and when still
 * nothing explains every word, one word may stay unexplained.
 */
export function searchAddresses(ctx: EngineContext, query: AnalyzedQuery, limits: SearchLimits): Ranked[] {
  const search = new Search(ctx, stateOf(ctx), query, limits);
  let results = search.run(0);
  const best = results[0]?.penalty;
  if (best === undefined || best >= ExplainCost.unexplained || results.length < limits.fill) {
    if (search.addFuzzy()) results = search.run(0);
  }
  if (results.length === 0 && query.words.length > 1) results = search.run(1);
  return results;
}

/** One query being answered. */
class Search {
  private readonly words: Prepared[];
  private readonly tables: NameTables;
  private readonly postingStart: Uint32Array;
  private readonly postingRefs: Uint32Array;
  /** Cost of each word as a word of a street locality (or its unit), by street place slot; -1 not known yet. */
  private localityCosts: Int16Array;
  private top: TopList;
  private epoch = 0;
  private skips = 0;
  private contextOnly = false;
  private readonly tokenBuffer: number[] = [];

  constructor(
    private readonly ctx: EngineContext,
    private readonly state: SearchState,
    private readonly query: AnalyzedQuery,
    private readonly limits: SearchLimits,
  ) {
    this.tables = state.tables;
    const s = ctx.catalog.data.s;
    this.postingStart = s.POSTING_START;
    this.postingRefs = s.POSTING_REFS;
    this.words = query.words.map((w) => {
      const m = w.name ? matchWord(ctx.tokens, w.text, w.prefix, w.alternatives) : undefined;
      const soft = w.numeric || w.streetType !== 0 || w.title || w.kind !== undefined || w.counties.length > 0;
      return { w, m, counties: [], countyCosts: [], soft, countyTried: false };
    });
    this.resolveCounties();
    // Words that match nothing and can be nothing else: a mistyped street type, county or name.
    for (const p of this.words) {
      if (!p.m || p.soft || !isUnmatched(p.m)) continue;
      addFuzzyStreetType(p.w);
      // A mistyped street type may as well be a mistyped name (`Câmup Mare` for the village Câmpu
      // Mare, not a `Câmp`): each candidate takes the cheaper reading.
      if (p.w.streetType !== 0) p.soft = true;
      else this.addFuzzyCounty(p);
      addFuzzy(ctx.tokens, this.tables.deletions, p.m, true);
      favourLikelyMistakes(ctx, p.m);
    }
    this.localityCosts = new Int16Array(0);
    this.top = new TopList(limits.keep, query.streetSignal, false);
  }

  /** Typing mistakes for every word and county name; false when there is nothing to add. */
  addFuzzy(): boolean {
    let added = false;
    for (const p of this.words) {
      if (p.m && !p.m.fuzzyTried && !p.w.numeric && p.w.text.length >= 3) {
        addFuzzy(this.ctx.tokens, this.tables.deletions, p.m, false);
        favourLikelyMistakes(this.ctx, p.m);
        added = true;
      }
    }
    // A word that is some name exactly is taken to be meant, not a mistyped county.
    for (const p of this.words) if (p.m !== undefined && p.m.exact.length === 0 && this.addFuzzyCounty(p)) added = true;
    return added;
  }

  /** Mistyped county names for a name word that names no county; true when some were found. */
  private addFuzzyCounty(p: Prepared): boolean {
    if (p.countyTried || !p.w.name || p.w.counties.length > 0) return false;
    p.countyTried = true;
    const refs = fuzzyCounties(p.w.text);
    if (refs.length === 0) return false;
    p.w.counties.push(...refs);
    for (const ref of refs) {
      const c = this.state.countyIndex.get(ref.county);
      if (c === undefined) continue;
      p.counties.push(c);
      p.countyCosts.push(ref.cost);
    }
    p.soft = true;
    return true;
  }

  private resolveCounties(): void {
    for (const p of this.words) {
      p.counties = [];
      p.countyCosts = [];
      for (const ref of p.w.counties) {
        const c = this.state.countyIndex.get(ref.county);
        if (c !== undefined) {
          p.counties.push(c);
          p.countyCosts.push(ref.cost);
        }
      }
      if (p.counties.length > 0) p.soft = true;
    }
  }

  /** Collects candidates and ranks them, allowing `skips` unexplained words. */
  run(skips: number): Ranked[] {
    const state = this.state;
    const words = this.words;
    this.skips = skips;
    this.epoch = ++state.epoch;
    this.top = new TopList(this.limits.keep, this.query.streetSignal, this.words.some((p) => p.w.streetType !== 0));
    this.localityCosts = new Int16Array(words.length * state.streetPlaces).fill(-1);

    const nameWords = words.filter((p) => p.m !== undefined && !isUnmatched(p.m));
    const hard = nameWords.filter((p) => !p.soft);
    // Only county, kind and sector words: the query names an area, not a name.
    this.contextOnly = hard.length === 0 && words.every((p) => p.w.marker || p.w.sector !== 0 || p.w.kind !== undefined || p.countyCosts.includes(0));
    // The source of candidates: a word that can only be a name if any; else one that may also be a
    // county (`Strada Arad Galați`); a street type or a number last. With a skip allowed, the
    // cheapest word may be the one nothing explains: take the next ones too.
    const tiers = [hard, nameWords.filter((p) => p.w.streetType === 0 && !p.w.numeric), nameWords];
    const pool = [...(tiers.find((t) => t.length > 0) ?? [])].sort((a, b) => postingCount(this.postingStart, a.m!) - postingCount(this.postingStart, b.m!));
    for (const anchor of pool.slice(0, skips === 0 ? 1 : skips + 2)) {
      const others = nameWords.filter((p) => p !== anchor);
      for (const t of this.tokensOf(anchor.m!)) this.addFromToken(t, others);
    }
    for (const p of words) {
      if (p.w.sector === 0) continue;
      const place = state.sectorPlaces[p.w.sector]!;
      if (place === NO_PLACE) continue;
      this.addPlace(place);
      this.addStreetsOf(place, nameWords);
    }
    if (this.contextOnly) {
      const t = this.tables;
      for (const p of words) {
        for (const c of p.counties) {
          for (let k = t.countyPlaceStart[c]!; k < t.countyPlaceStart[c + 1]!; k++) {
            const place = t.countyPlaces[k]!;
            if (state.level[place] === 2 || state.sector[place] !== 0) this.addPlace(place);
          }
        }
      }
    }
    return this.top.items();
  }

  /** Every token a word matches, in a buffer reused between calls (copy before the next call). */
  private tokensOf(m: WordMatch): number[] {
    const out = this.tokenBuffer;
    out.length = 0;
    for (const t of m.exact) if (!(t >= m.prefixFrom && t < m.prefixTo)) out.push(t);
    for (let t = m.prefixFrom; t < m.prefixTo; t++) out.push(t);
    for (const t of m.fuzzy) out.push(t);
    return out.slice();
  }

  /** The places and streets holding token `t`, and what they name with the `others` words. */
  private addFromToken(t: number, others: Prepared[]): void {
    const { tables, state } = this;
    for (let i = this.postingStart[t]!; i < this.postingStart[t + 1]!; i++) {
      const ref = this.postingRefs[i]!;
      if (ref >= STREET_BIT) {
        this.addStreet((ref - STREET_BIT) >>> 0);
        continue;
      }
      this.addPlace(ref);
      if (others.length === 0) continue;
      // The word may name the unit or the city of what the other words name.
      if (state.level[ref] === 2) {
        for (let k = tables.childStart[ref]!; k < tables.childStart[ref + 1]!; k++) this.addPlace(tables.children[k]!);
      }
      this.addStreetsOf(tables.representative[ref]!, others);
    }
  }

  /** Streets of `place` that hold a token of one of the `sources` words. */
  private addStreetsOf(place: number, sources: Prepared[]): void {
    const s = this.ctx.catalog.data.s;
    const from = s.PLACE_STREET_START[place]!;
    const to = s.PLACE_STREET_START[place + 1]!;
    if (to <= from) return;
    const refs = this.postingRefs;
    for (const src of sources) {
      for (const t of this.tokensOf(src.m!)) {
        const end = this.postingStart[t + 1]!;
        // Street refs ascend after the place refs: find the first of this place's streets.
        let lo = this.postingStart[t]!;
        let hi = end;
        const first = (STREET_BIT | from) >>> 0;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (refs[mid]! < first) lo = mid + 1;
          else hi = mid;
        }
        for (let i = lo; i < end; i++) {
          const street = (refs[i]! - STREET_BIT) >>> 0;
          if (street >= to) break;
          this.addStreet(street);
        }
      }
    }
  }

  private allowed(place: number): boolean {
    const { county, places } = this.limits;
    if (county !== undefined && this.state.county[place] !== county) return false;
    if (places !== undefined) {
      if (places[place] === 1) return true;
      const unit = this.state.parent[place]!;
      return unit !== NO_UNIT && places[unit] === 1;
    }
    return true;
  }

  private addPlace(place: number): void {
    const p = this.tables.representative[place]!;
    if (this.state.placeMark[p] === this.epoch) return;
    this.state.placeMark[p] = this.epoch;
    if (!this.allowed(p)) return;
    const penalty = this.evaluatePlace(p);
    if (penalty >= 0) this.top.add({ street: false, id: p, penalty, rank: this.tables.rank[p]!, left: 0, typed: 0, prior: this.tables.placePrior[p]!, house: -1 });
  }

  private addStreet(street: number): void {
    if (this.state.streetMark[street] === this.epoch) return;
    this.state.streetMark[street] = this.epoch;
    const place = this.state.streetPlace[street]!;
    if (!this.allowed(place)) return;
    const house = this.evaluateStreet(street);
    if (house >= -1) this.top.add({ street: true, id: street, penalty: this.lastPenalty, rank: this.tables.rank[place]!, left: this.lastLeft, typed: this.lastTyped, prior: this.tables.streetPrior[street]!, house });
  }

  private lastPenalty = 0;
  /** Primary tokens of the street {@link evaluateStreet} saw last that no word covers, titles and given names included. */
  private lastLeft = 0;
  /** 1 when a word of the query names the type of that street. */
  private lastTyped = 0;
  /** Position in the name of the token {@link nameToken} chose last (-1: none). */
  private nameTokenAt = -1;

  /**
   * The cheapest token of a name (`toks[from, to)`) for one query word, and its
   * position in `nameTokenAt` (a field, so the hot loop allocates nothing). On a
   * tie, a primary token not yet covered wins. A number counts as a name word only
   * when it is the name's own number.
   */
  private nameToken(m: WordMatch, toks: Uint16Array, from: number, to: number, primary: number, covered: number, numeric: boolean): number {
    let best = NONE;
    let bestAt = -1;
    for (let k = from; k < to; k++) {
      const c = costOf(m, toks[k]!);
      if (c < best || (c === best && c !== NONE && k - from < primary && (covered & (1 << (k - from))) === 0)) {
        best = c;
        bestAt = k - from;
      }
    }
    if (numeric && best !== 0) {
      best = NONE;
      bestAt = -1;
    }
    this.nameTokenAt = bestAt;
    return best;
  }

  /**
   * Evaluates a street: returns the index of its house-number word (-1 when
   * none) and leaves the penalty in `lastPenalty`; -2 when the street does not
   * explain the query.
   */
  private evaluateStreet(street: number): number {
    const { state, tables: t, words } = this;
    const place = state.streetPlace[street]!;
    const county = state.county[place]!;
    const type = state.streetType[street]! & ~STREET_TYPE_IN_NAME;
    const from = t.streetTokStart[street]!;
    const to = t.streetTokStart[street + 1]!;
    const primary = state.streetPrimary[street]!;
    let penalty = 0;
    let covered = 0;
    let own = 0;
    let house = -1;
    let skipped = 0;
    let typed = 0;
    for (let i = 0; i < words.length; i++) {
      const p = words[i]!;
      const w = p.w;
      if (w.marker) continue;
      if (w.sector !== 0) {
        if (state.sector[place] === w.sector) continue;
        return -2;
      }
      const m = p.m;
      let best = m === undefined ? NONE : this.nameToken(m, t.streetToks, from, to, primary, covered, w.numeric);
      const bestAt = m === undefined ? -1 : this.nameTokenAt;
      const nameCost = best;
      if (m !== undefined && best > 0) best = Math.min(best, this.localityCost(i, m, place));
      if (p.counties.length > 0 || w.text.length <= 2) best = Math.min(best, this.countyCost(p, county));
      if (w.streetType !== 0) {
        best = Math.min(best, w.typeCost + (w.streetType === type ? 0 : ExplainCost.typeMismatch));
        if (w.streetType === type) typed = 1;
      }
      if (w.title) best = Math.min(best, ExplainCost.titleAbsent);
      if (w.kind !== undefined) best = Math.min(best, this.kindFits(w.kind, place) ? 0 : ExplainCost.kindMismatch);
      if (w.numeric && house < 0 && best > ExplainCost.houseNumber) {
        best = ExplainCost.houseNumber;
        house = i;
      }
      if (best === NONE) {
        if (++skipped > this.skips) return -2;
        penalty += ExplainCost.unexplained;
        continue;
      }
      penalty += best;
      // On a tie the name wins: it covers the name.
      if (nameCost !== NONE && nameCost === best) {
        own++;
        if (bestAt < 31) covered |= 1 << bestAt;
      }
    }
    if (own === 0) return -2;
    let uncovered = 0;
    let left = 0;
    for (let k = 0; k < primary; k++) {
      if (k < 31 && (covered & (1 << k)) !== 0) continue;
      left++;
      const tok = t.streetToks[from + k]!;
      // People leave out titles and given names (`g-ral magheru` for General Gheorghe Magheru).
      if (t.titleToken[tok] !== 1 && t.givenNameToken[tok] !== 1) uncovered++;
    }
    this.lastPenalty = penalty + Math.min(uncovered, ExplainCost.maxUncovered);
    this.lastLeft = left;
    this.lastTyped = typed;
    return house;
  }

  /**
   * The penalty of a place for the query; -1 when some word is left
   * unexplained (beyond the skips allowed), or, unless the query only names an
   * area, no word names the place itself.
   */
  private evaluatePlace(place: number): number {
    const { state, tables: t, words } = this;
    const county = state.county[place]!;
    const from = t.placeTokStart[place]!;
    const to = t.placeTokStart[place + 1]!;
    const primary = state.placePrimary[place]!;
    const unit = state.parent[place]!;
    const unitNamed = unit !== NO_UNIT && t.representative[unit] !== place;
    let penalty = 0;
    let covered = 0;
    let own = 0;
    let skipped = 0;
    for (let i = 0; i < words.length; i++) {
      const p = words[i]!;
      const w = p.w;
      if (w.marker) continue;
      if (w.sector !== 0) {
        if (state.sector[place] !== w.sector) return -1;
        own++;
        continue;
      }
      const m = p.m;
      let best = m === undefined ? NONE : this.nameToken(m, t.placeToks, from, to, primary, covered, w.numeric);
      const bestAt = m === undefined ? -1 : this.nameTokenAt;
      const nameCost = best;
      if (m !== undefined && unitNamed && best > 0) best = Math.min(best, bestCost(m, t.placeToks, t.placeTokStart[unit]!, t.placeTokStart[unit + 1]!));
      if (p.counties.length > 0 || w.text.length <= 2) best = Math.min(best, this.countyCost(p, county));
      if (w.kind !== undefined) best = Math.min(best, this.kindFits(w.kind, place) ? 0 : ExplainCost.kindMismatch);
      if (w.numeric) best = Math.min(best, ExplainCost.numberOnPlace);
      if (best === NONE) {
        if (++skipped > this.skips) return -1;
        penalty += ExplainCost.unexplained;
        continue;
      }
      penalty += best;
      if (nameCost !== NONE && nameCost === best) {
        own++;
        if (bestAt >= 0 && bestAt < 31) covered |= 1 << bestAt;
      }
    }
    if (own === 0 && !this.contextOnly) return -1;
    let uncovered = 0;
    for (let k = 0; k < primary; k++) if (k >= 31 || (covered & (1 << k)) === 0) uncovered++;
    // A whole-name alias (`cluj`) covers the name; a query of county words only covers nothing of it.
    if ((own > 0 && state.aliasNamed[place] === 1) || own === 0) uncovered = 0;
    return penalty + Math.min(uncovered, ExplainCost.maxUncovered);
  }

  /** Cost of word `i` as a word of the name of a street's locality or of its unit (cached per query). */
  private localityCost(i: number, m: WordMatch, place: number): number {
    const slot = this.state.streetPlaceSlot[place]!;
    const at = i * this.state.streetPlaces + slot;
    if (slot !== NO_UNIT && this.localityCosts[at]! >= 0) return this.localityCosts[at]!;
    const t = this.tables;
    let best = bestCost(m, t.placeToks, t.placeTokStart[place]!, t.placeTokStart[place + 1]!);
    const unit = this.state.parent[place]!;
    if (unit !== NO_UNIT && t.representative[unit] !== place) best = Math.min(best, bestCost(m, t.placeToks, t.placeTokStart[unit]!, t.placeTokStart[unit + 1]!));
    if (slot !== NO_UNIT) this.localityCosts[at] = best;
    return best;
  }

  /** Cost of a word as the county `county` (by name or code), or NONE. */
  private countyCost(p: Prepared, county: number): number {
    let best = NONE;
    for (let k = 0; k < p.counties.length; k++) {
      if (p.counties[k] === county && p.countyCosts[k]! < best) best = p.countyCosts[k]!;
    }
    if (best > 0 && p.w.text.length <= 2 && p.w.text === this.state.countyCode[county]) best = 0;
    return best;
  }

  /** Whether a kind word fits a place (a street's locality, or a place suggested). */
  private kindFits(kind: string, place: number): boolean {
    const { type: types, parent, level } = this.state;
    const type = types[place]!;
    const unit = parent[place]!;
    const unitType = unit === NO_UNIT ? -1 : types[unit]!;
    switch (kind) {
      case 'municipiu':
        return type === SirutaType.countySeatMunicipality || type === SirutaType.municipality || type === SirutaType.municipalitySeat ||
          type === SirutaType.bucharestSector || unitType === SirutaType.countySeatMunicipality || unitType === SirutaType.municipality;
      case 'oras':
        return type === SirutaType.town || type === SirutaType.townSeat || unitType === SirutaType.town;
      case 'comuna':
        return type === SirutaType.commune || type === SirutaType.communeSeat || unitType === SirutaType.commune;
      case 'sat':
        return level[place] === 3 && type !== SirutaType.bucharestSector;
      default:
        return true;
    }
  }
}

/** Cost of one typing mistake of the kinds people make most in names (see {@link likelyMistake}): a little under the usual 8. */
const LIKELY_MISTAKE_COST = WordCost.perEdit - 1;

/**
 * Lowers the cost of the one-mistake matches of `m` whose mistake is one
 * people make most: among the several names one mistake from a misspelled
 * word, these are what was meant more often.
 */
function favourLikelyMistakes(ctx: EngineContext, m: WordMatch): void {
  for (let i = 0; i < m.fuzzy.length; i++) {
    if (m.fuzzyCost[i] === WordCost.perEdit && likelyMistake(m.text, ctx.tokens.text(m.fuzzy[i]!))) m.fuzzyCost[i] = LIKELY_MISTAKE_COST;
  }
}

/**
 * True when `typed` is `token` with one of the mistakes people make most in
 * names: two neighbours swapped, a letter doubled or a double letter written
 * once, `i` for `a` or the reverse (`î`/`â`: `Tirgoviste`), `sh` for `ș`,
 * `tz` for `ț`. Both are folded and one mistake apart.
 */
export function likelyMistake(typed: string, token: string): boolean {
  let i = 0;
  while (i < typed.length && i < token.length && typed.charCodeAt(i) === token.charCodeAt(i)) i++;
  if (typed.length === token.length) {
    const a = typed[i];
    const b = token[i];
    if (typed[i + 1] === b && token[i + 1] === a) return true;
    return (a === 'i' && b === 'a') || (a === 'a' && b === 'i');
  }
  if (typed.length === token.length + 1) {
    // `typed[i]` is the extra letter (or an equal neighbour of it).
    const extra = typed[i];
    return extra === typed[i - 1] || extra === typed[i + 1] || (extra === 'h' && typed[i - 1] === 's') || (extra === 'z' && typed[i - 1] === 't');
  }
  // A letter left out: likely when it was one of a double letter.
  const missing = token[i];
  return missing === token[i - 1] || missing === token[i + 1];
}

/** Cheapest cost of `m` against the tokens `toks[from, to)`. */
function bestCost(m: WordMatch, toks: Uint16Array, from: number, to: number): number {
  let best = NONE;
  for (let i = from; i < to; i++) {
    const c = costOf(m, toks[i]!);
    if (c < best) best = c;
  }
  return best;
}

/** The best results seen so far, kept sorted; a bounded insertion list (the lists are short). */
class TopList {
  private readonly list: Ranked[] = [];
  /**
   * `streetsFirst`: streets before places among equals; when the signal is a
   * street type word (`typeNamed`), only streets of that type.
   */
  constructor(private readonly keep: number, private readonly streetsFirst: boolean, private readonly typeNamed: boolean) {}

  private before(a: Ranked, b: Ranked): boolean {
    if (a.penalty !== b.penalty) return a.penalty < b.penalty;
    if (a.street !== b.street) {
      const street = a.street ? a : b;
      return a.street === (this.streetsFirst && (!this.typeNamed || street.typed === 1));
    }
    if (a.rank !== b.rank) return a.rank < b.rank;
    if (a.left !== b.left) return a.left < b.left;
    if (a.typed !== b.typed) return a.typed > b.typed;
    if (a.prior !== b.prior) return a.prior > b.prior;
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
