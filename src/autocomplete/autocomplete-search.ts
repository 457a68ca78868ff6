/**
 * Finds and ranks the places and streets that explain every word of an
 * analyzed query. A word is explained by a candidate when it is a word of the
 * candidate's own name, of its locality or administrative unit, names its
 * county (name or code), its street type, its sector or its kind of locality,
 * or is the house number; each way costs something, and the cheapest
 * explanation of every word, plus what the name leaves uncovered, is the
 * candidate's penalty.
 *
 * The work is split along its jobs: the words are prepared in
 * autocomplete-words.ts, each candidate is evaluated in autocomplete-evaluate.ts,
 * the results are ordered in autocomplete-rank.ts, with the costs of
 * ranking.ts; the per-index state is autocomplete-state.ts. This module finds
 * the candidates.
 *
 * ## Penalty (lower is better; the names are those of `AUTOCOMPLETE` in ranking.ts)
 * - name, locality or unit word: 0 exact, 4 prefix, 8 per typing mistake
 *   (the costs of `word-match.ts`), 7 for one mistake of the kinds people
 *   make most in names (a letter left out, neighbours swapped, a letter
 *   doubled, i/a where the name writes î/â, sh, tz: `likelyMistake` of
 *   autocomplete-words.ts), for a street's name only when the query signals a
 *   street (a name typed bare is a place's first: `Surduu` is Surduc before
 *   Strada Poet George Surdu);
 * - a word of a place's name typed without the short article it writes
 *   (`vad` for Vadu): 1 (`articleLeftOut`);
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
 * first otherwise; then a place a word names before one only in the area
 * named, and one its own name explains before one some word names only
 * through its unit; then larger
 * places first (size rank from SIRUTA; a street by its locality); then the
 * name with fewer words left uncovered, titles and given names included (`Strada
 * Crișan` before `Strada Aurel Crișan` for `crisan`); then a street of the
 * type the query names (`Prelungirea Independenței` before `Strada
 * Prelungirea Independenței` for `prelungirea independentei`); then the ranking prior
 * built into the index (src/shared/place-kind.ts: for streets, wider types
 * and more postal codes; for places, more streets); then ids (deterministic).
 * Last, each place name before its namesakes, and for readings with a typing
 * mistake the names by the people of all places bearing each (`namesFirst`
 * of autocomplete-rank.ts, `NAME_PRIOR` of ranking.ts).
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
 * finds fewer results than asked for and none perfect, or, for a query of one
 * name word, even a perfect one (`Luna` may be a mistyped `Lunca`: when the
 * perfect one is a place, only places fill the list); and when
 * still nothing explains every word, one word may
 * stay unexplained. When only completions of the last word explain the query,
 * the last place asked for goes to the best reading of it as a whole word with
 * a likely mistake ({@link withWholeWordReading}: `Patra` for Piatra).
 */
import type { EngineContext } from '../engines/context.js';
import type { NameTables } from '../matchers/name-tables.js';
import { addFuzzy, isUnmatched, postingCount, type WordMatch } from '../matchers/word-match.js';
import type { AnalyzedQuery } from '../engines/query.js';
import { NO_PLACE, NO_UNIT, searchState, type SearchState } from './autocomplete-state.js';
import { addFuzzyWords, favourLikelyMistakes, prepareWords, type Prepared } from './autocomplete-words.js';
import { Evaluator } from './autocomplete-evaluate.js';
import { namesFirst, TopList, type Ranked } from './autocomplete-rank.js';
import { AUTOCOMPLETE } from '../engines/ranking.js';
import { UNIT_LEVEL } from '../shared/place-kind.js';

/** A word of the query that names something in the index (its match is known). */
type NameWord = Prepared & { m: WordMatch };

export type { Ranked } from './autocomplete-rank.js';

const STREET_BIT = 0x8000_0000;

/** Restrictions from the options of autocomplete. */
export interface SearchLimits {
  /** Catalog county index. */
  county?: number;
  /** Allowed places: a place passes when it, or its administrative unit, is marked. */
  places?: Uint8Array;
  /** How many results to return at most. */
  keep: number;
  /** With fewer results than this (and no perfect one, or one name word), typing mistakes are looked for in every word. */
  fill: number;
}

/**
 * Ranks the places and streets that explain the query, best first, at most
 * `limits.keep` of them. Typing mistakes are looked up at once for words that
 * match nothing; for every word when the exact reading explains nothing, or
 * gives fewer than `limits.fill` results and none perfect (or the query has
 * one name word: {@link oneNameWord}); and when still
 * nothing explains every word, one word may stay unexplained. When only
 * completions of the last word explain it, the last place asked for goes to
 * the last word read whole with a likely mistake.
 */
export function searchAddresses(ctx: EngineContext, query: AnalyzedQuery, limits: SearchLimits): Ranked[] {
  const state = searchState(ctx);
  const words = prepareWords(ctx, state, query);
  const search = new Search(ctx, state, words, query, limits);
  let results = search.run(0);
  const best = results[0]?.penalty;
  if (best === undefined || best >= AUTOCOMPLETE.unexplained || (results.length < limits.fill && best > 0)) {
    if (addFuzzyWords(ctx, state, words)) results = search.run(0);
  } else if (results.length < limits.fill && oneNameWord(words)) {
    // A word that names something exactly: the names a mistake away fill the list, only places when a place was
    // meant. Not a mistyped county: a place the word names through a county it is not fills nothing.
    const place = !results[0]!.street;
    if (addFuzzyWords(ctx, state, words, !place)) results = place ? search.addMistypedPlaces() : search.run(0);
  }
  if (results.length === 0 && query.words.length > 1) results = search.run(1);
  else if (best !== undefined && best >= AUTOCOMPLETE.prefixWord && results.length >= limits.fill) results = withWholeWordReading(ctx, state, words, query, limits, results);
  return results;
}

/**
 * True when one word of the query may be a name (numbers aside). A perfect
 * result then proves little: one word that is some place's name exactly may
 * be another's mistyped, the names of villages lying a letter apart (`Luna`
 * for Lunca, `Merei` for Mereni), so the typing mistakes fill the places left.
 * With two or more words all explained exactly, a mistake that lands on
 * another name in every word is rare, and looking for one cost a fifth of all
 * the time warm autocomplete took (the one-mistake look-ups of every word and
 * a second pass over the candidates).
 */
function oneNameWord(words: readonly Prepared[]): boolean {
  let n = 0;
  for (const p of words) if (p.m !== undefined && !p.w.numeric && ++n > 1) return false;
  return n === 1;
}

/**
 * `results` with, in the last place asked for, the best result that reads the
 * last word as a whole word with one of the mistakes people make most
 * (`likelyMistake`: `Patra` for Piatra, a letter left out), when the word, of
 * 4+ letters, is no word as typed and only starts others. Completions of the
 * word come first (it is most likely still being typed), but when none of them
 * is the word itself the user may have finished a mistyped name, which
 * completions would otherwise always hide. `results` as they are when no
 * such reading explains the query or it is among them already.
 */
function withWholeWordReading(ctx: EngineContext, state: SearchState, words: readonly Prepared[], query: AnalyzedQuery, limits: SearchLimits, results: Ranked[]): Ranked[] {
  const last = words[words.length - 1]!;
  const m = last.m;
  // After a look-up of typing mistakes in every word, those readings already compete.
  if (m === undefined || !m.prefix || m.fuzzyTried || m.exact.length > 0 || m.text.length < AUTOCOMPLETE.wholeWordMinLetters || last.soft) return results;
  const whole: WordMatch = { text: m.text, prefix: false, exact: [], prefixFrom: 0, prefixTo: 0, fuzzy: [], fuzzyCost: [], fuzzyTried: false };
  addFuzzy(ctx.tokens, state.tables.deletions, whole, false);
  favourLikelyMistakes(ctx, whole);
  const likely = whole.fuzzy.flatMap((t, i) => (whole.fuzzyCost[i]! <= AUTOCOMPLETE.likelyMistake ? [i] : []));
  if (likely.length === 0) return results;
  whole.fuzzy = likely.map((i) => whole.fuzzy[i]!);
  whole.fuzzyCost = likely.map((i) => whole.fuzzyCost[i]!);
  // Chosen in the order of the list itself (names by the people of each, `namesFirst`), so that of several names a
  // likely mistake away the one the list would show first gets the place.
  const found = new Search(ctx, state, [...words.slice(0, -1), { ...last, m: whole }], query, limits).run(0);
  const best = namesFirst(found, (place) => ctx.catalog.placeName(place), (place) => state.tables.nameWeight[place]!)[0];
  if (best === undefined || results.some((r) => r.street === best.street && r.id === best.id)) return results;
  const at = limits.fill - 1;
  return [...results.slice(0, at), best, ...results.slice(at)];
}

/** The candidates of one query: found from the postings of its words, evaluated, kept if among the best. */
class Search {
  private readonly tables: NameTables;
  private readonly postingStart: Uint32Array;
  private readonly postingRefs: Uint32Array;
  private readonly evaluator: Evaluator;
  private top: TopList;
  private epoch = 0;
  /** Whether the last run read the query as naming only an area. */
  private contextOnly = false;
  /** The tokens of each word in this run ({@link tokensOf}); emptied when a run starts, as the words may have gained mistakes. */
  private readonly tokenLists = new Map<WordMatch, number[]>();

  constructor(
    private readonly ctx: EngineContext,
    private readonly state: SearchState,
    private readonly words: readonly Prepared[],
    private readonly query: AnalyzedQuery,
    private readonly limits: SearchLimits,
  ) {
    this.tables = state.tables;
    const s = ctx.catalog.data.s;
    this.postingStart = s.POSTING_START;
    this.postingRefs = s.POSTING_REFS;
    this.evaluator = new Evaluator(state, words);
    this.evaluator.bareName = !query.streetSignal;
    this.top = new TopList(limits.keep, query.streetSignal, false);
  }

  /** Collects candidates and ranks them, allowing `skips` unexplained words. */
  run(skips: number): Ranked[] {
    const state = this.state;
    const words = this.words;
    this.epoch = ++state.epoch;
    this.tokenLists.clear();
    this.top = new TopList(this.limits.keep, this.query.streetSignal, this.words.some((p) => p.w.streetType !== 0));

    const nameWords = words.filter((p): p is NameWord => p.m !== undefined && !isUnmatched(p.m));
    const hard = nameWords.filter((p) => !p.soft);
    // Only county, kind and sector words: the query names an area, not a name.
    const contextOnly = hard.length === 0 && words.every((p) => p.w.marker || p.w.sector !== 0 || p.w.kind !== undefined || p.countyCosts.includes(0));
    this.contextOnly = contextOnly;
    this.evaluator.reset(skips, contextOnly);
    // The source of candidates: a word that can only be a name if any; else one that may also be a
    // county (`Strada Arad Galați`); a street type or a number last. With a skip allowed, the
    // cheapest word may be the one nothing explains: take the next ones too.
    const tiers = [hard, nameWords.filter((p) => p.w.streetType === 0 && !p.w.numeric), nameWords];
    const pool = [...(tiers.find((t) => t.length > 0) ?? [])].sort((a, b) => postingCount(this.postingStart, a.m) - postingCount(this.postingStart, b.m));
    // A source that may name a county finds the places named so, not those of the county it names: when it
    // is the only word of its tier (`curtea valcea`: a street type beside it) or mistyped (`alba tuclea`,
    // `curtea tims`: its name reading is a guess too), the next word is a source too.
    let sources = skips === 0 ? 1 : skips + AUTOCOMPLETE.extraSourcesWithSkip;
    const first = pool[0];
    if (skips === 0 && first !== undefined && first.counties.length > 0 && !contextOnly && (pool.length === 1 || !first.countyCosts.includes(0))) {
      sources = 2;
      if (pool.length < 2) pool.push(...nameWords.filter((p) => p !== first).sort((a, b) => postingCount(this.postingStart, a.m) - postingCount(this.postingStart, b.m)));
    }
    for (const anchor of pool.slice(0, sources)) {
      const others = nameWords.filter((p) => p !== anchor);
      for (const t of this.tokensOf(anchor.m)) this.addFromToken(t, others, false);
    }
    for (const p of words) {
      if (p.w.sector === 0) continue;
      const place = state.sectorPlaces[p.w.sector]!;
      if (place === NO_PLACE) continue;
      this.addPlace(place);
      this.addStreetsOf(place, nameWords);
    }
    if (contextOnly) {
      const t = this.tables;
      for (const p of words) {
        for (const c of p.counties) {
          for (let k = t.countyPlaceStart[c]!; k < t.countyPlaceStart[c + 1]!; k++) {
            const place = t.countyPlaces[k]!;
            if (state.level[place] === UNIT_LEVEL || state.sector[place] !== 0) this.addPlace(place);
          }
        }
      }
    }
    return this.top.items();
  }

  /**
   * The results of the last `run(0)` of a query of one name word that a place
   * explains perfectly, with the places the word's typing mistakes hold (looked
   * up since). The candidates that run saw keep their penalties (each holds the
   * word as typed or its start, cheaper than any mistake) and their marks, so
   * only the places a mistake away are evaluated.
   */
  addMistypedPlaces(): Ranked[] {
    this.evaluator.reset(0, this.contextOnly);
    this.tokenLists.clear();
    for (const p of this.words) {
      if (p.m === undefined || p.w.numeric) continue;
      for (const t of p.m.fuzzy) this.addFromToken(t, [], true);
    }
    return this.top.items();
  }

  /**
   * Every token a word matches, listed once a run (the streets of each place
   * a source finds are looked up with the tokens of the other words: a list per
   * place would copy a half-typed word's whole prefix range each time).
   */
  private tokensOf(m: WordMatch): readonly number[] {
    let out = this.tokenLists.get(m);
    if (out === undefined) {
      out = [];
      for (const t of m.exact) if (!(t >= m.prefixFrom && t < m.prefixTo)) out.push(t);
      for (let t = m.prefixFrom; t < m.prefixTo; t++) out.push(t);
      for (const t of m.fuzzy) out.push(t);
      this.tokenLists.set(m, out);
    }
    return out;
  }

  /** The places and streets holding token `t` (only the places with `placesOnly`), and what they name with the `others` words. */
  private addFromToken(t: number, others: NameWord[], placesOnly: boolean): void {
    const { tables, state } = this;
    for (let i = this.postingStart[t]!; i < this.postingStart[t + 1]!; i++) {
      const ref = this.postingRefs[i]!;
      if (ref >= STREET_BIT) {
        // Street refs come after the place refs.
        if (placesOnly) return;
        this.addStreet((ref - STREET_BIT) >>> 0);
        continue;
      }
      this.addPlace(ref);
      if (others.length === 0) continue;
      // The word may name the unit or the city of what the other words name.
      if (state.level[ref] === UNIT_LEVEL) {
        for (let k = tables.childStart[ref]!; k < tables.childStart[ref + 1]!; k++) this.addPlace(tables.children[k]!);
      }
      if (!placesOnly) this.addStreetsOf(tables.representative[ref]!, others);
    }
  }

  /** Streets of `place` that hold a token of one of the `sources` words. */
  private addStreetsOf(place: number, sources: NameWord[]): void {
    const s = this.ctx.catalog.data.s;
    const from = s.PLACE_STREET_START[place]!;
    const to = s.PLACE_STREET_START[place + 1]!;
    if (to <= from) return;
    const refs = this.postingRefs;
    for (const src of sources) {
      for (const t of this.tokensOf(src.m)) {
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
    const ev = this.evaluator;
    const penalty = ev.evaluatePlace(p);
    if (penalty >= 0 && !this.top.rejects(penalty)) this.top.add({ street: false, id: p, penalty, areaOnly: ev.lastAreaOnly, viaUnit: ev.lastViaUnit, rank: this.tables.rank[p]!, left: 0, typed: 0, prior: this.tables.placePrior[p]!, house: -1 });
  }

  private addStreet(street: number): void {
    if (this.state.streetMark[street] === this.epoch) return;
    this.state.streetMark[street] = this.epoch;
    const place = this.state.streetPlace[street]!;
    if (!this.allowed(place)) return;
    const ev = this.evaluator;
    const house = ev.evaluateStreet(street);
    if (house >= -1 && !this.top.rejects(ev.lastPenalty)) this.top.add({ street: true, id: street, penalty: ev.lastPenalty, areaOnly: ev.lastAreaOnly, viaUnit: 0, rank: this.tables.rank[place]!, left: ev.lastLeft, typed: ev.lastTyped, prior: this.tables.streetPrior[street]!, house });
  }

}
