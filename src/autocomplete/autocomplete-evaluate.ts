/**
 * The penalty of one candidate place or street for the prepared words of a
 * query (the rules: autocomplete-search.ts; the costs: ranking.ts). The hot
 * loop of autocomplete: it allocates nothing per candidate.
 */
import { LOCALITY_LEVEL, SirutaType } from '../shared/place-kind.js';
import type { NameTables } from '../matchers/name-tables.js';
import { STREET_TYPE_IN_NAME } from '../shared/format.js';
import { NO_MATCH, tokenCost, type WordMatch } from '../matchers/word-match.js';
import { NO_UNIT, type SearchState } from './autocomplete-state.js';
import type { Prepared } from './autocomplete-words.js';
import { AUTOCOMPLETE } from '../engines/ranking.js';

// Local names for what the hot loops use from other modules: the dev loader (tsx) reads every
// imported binding through a getter, which costs more than the work in these loops.
const costOf = tokenCost;
const NONE = NO_MATCH;
const COST = AUTOCOMPLETE;

/** Evaluates candidates for the words of one query. */
export class Evaluator {
  private readonly tables: NameTables;
  /** Unexplained words allowed in this pass. */
  private skips = 0;
  /** True when the query only names an area (county, kind, sector words): a place needs no name word. */
  private contextOnly = false;
  /** Cost of each word as a word of a street locality (or its unit), by street place slot; -1 not known yet. */
  private localityCosts: Int16Array;

  constructor(
    private readonly state: SearchState,
    private readonly words: readonly Prepared[],
  ) {
    this.tables = state.tables;
    // The scratch array of the search state (sized and cleared by `reset`): no typed array made per query.
    this.localityCosts = state.localityCosts;
  }

  /** True when the query signals no street (no street type word, no number after a name): streets then take no likely-mistake discount. */
  bareName = false;

  /** Starts a pass: `skips` unexplained words allowed; the words may have gained typing mistakes since the last. */
  reset(skips: number, contextOnly: boolean): void {
    this.skips = skips;
    this.contextOnly = contextOnly;
    // One scratch array of the index's search state, reused by every query (a typed array made per pass cost more
    // than the pass's look-ups of it): only the part this query uses is cleared.
    const size = this.words.length * this.state.streetPlaces;
    if (this.state.localityCosts.length < size) this.state.localityCosts = new Int16Array(size);
    this.localityCosts = this.state.localityCosts;
    this.localityCosts.fill(-1, 0, size);
  }

  /** Penalty of the street {@link evaluateStreet} saw last. */
  lastPenalty = 0;
  /** Primary tokens of the street {@link evaluateStreet} saw last that no word covers, titles and given names included. */
  lastLeft = 0;
  /**
   * 1 when the place {@link evaluatePlace} saw last lies in the area the query names but no word names the
   * place itself; 1 when a word names the county of the street {@link evaluateStreet} saw last and none its
   * locality (`Strada Viilor Hunedoara`: the street of Hunedoara before that of Deva, in the county Hunedoara).
   */
  lastAreaOnly = 0;
  /** 1 when some word of the query names the place {@link evaluatePlace} saw last only through its unit's name (`Popești` of the commune Mihăilești for `Mihăilești Popești`). */
  lastViaUnit = 0;
  /** 1 when a word of the query names the type of that street. */
  lastTyped = 0;
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
  evaluateStreet(street: number): number {
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
    let localityNamed = 0;
    let countyNamed = 0;
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
      let viaLocality = NONE;
      if (m !== undefined && best > 0) {
        viaLocality = this.localityCost(i, m, place);
        if (viaLocality < best) best = viaLocality;
      }
      let viaCounty = NONE;
      if (p.counties.length > 0 || w.text.length <= 2) {
        viaCounty = this.countyCost(p, county);
        if (viaCounty < best) best = viaCounty;
      }
      if (best !== NONE && viaLocality === best) localityNamed = 1;
      else if (best !== NONE && viaCounty === best && nameCost !== best) countyNamed = 1;
      if (w.streetType !== 0) {
        best = Math.min(best, w.typeCost + (w.streetType === type ? 0 : COST.typeMismatch));
        if (w.streetType === type) typed = 1;
      }
      if (w.title) best = Math.min(best, COST.titleAbsent);
      if (w.kind !== undefined) best = Math.min(best, this.kindFits(w.kind, place) ? 0 : COST.kindMismatch);
      if (w.numeric && house < 0 && best > COST.houseNumber) {
        best = COST.houseNumber;
        house = i;
      }
      if (best === NONE) {
        if (++skipped > this.skips) return -2;
        penalty += COST.unexplained;
        continue;
      }
      penalty += best;
      // A name typed bare is a place's first (among equals places come first): the discount of a likely mistake
      // orders the names a mistake away, it does not lift a street's name above a place's (`Surduu`: Surduc, not
      // Strada Poet George Surdu).
      if (this.bareName && best === COST.likelyMistake && nameCost === best) penalty += COST.perMistake - COST.likelyMistake;
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
    this.lastPenalty = penalty + Math.min(uncovered, COST.maxUncovered) * COST.perUncoveredToken;
    this.lastLeft = left;
    this.lastTyped = typed;
    this.lastAreaOnly = countyNamed === 1 && localityNamed === 0 ? 1 : 0;
    return house;
  }

  /**
   * The penalty of a place for the query; -1 when some word is left
   * unexplained (beyond the skips allowed), or, unless the query only names an
   * area, no word names the place itself.
   */
  evaluatePlace(place: number): number {
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
    let viaUnit = 0;
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
      if (m !== undefined && unitNamed && best > 0) {
        const inUnit = bestCost(m, t.placeToks, t.placeTokStart[unit]!, t.placeTokStart[unit + 1]!);
        if (inUnit < best) {
          best = inUnit;
          viaUnit = 1;
        }
      }
      if (p.counties.length > 0 || w.text.length <= 2) best = Math.min(best, this.countyCost(p, county));
      if (w.kind !== undefined) best = Math.min(best, this.kindFits(w.kind, place) ? 0 : COST.kindMismatch);
      if (w.numeric) best = Math.min(best, COST.numberOnPlace);
      if (best === NONE) {
        if (++skipped > this.skips) return -1;
        penalty += COST.unexplained;
        continue;
      }
      penalty += best;
      if (nameCost !== NONE && nameCost === best) {
        own++;
        if (bestAt >= 0 && bestAt < 31) covered |= 1 << bestAt;
      }
    }
    if (own === 0 && !this.contextOnly) return -1;
    this.lastAreaOnly = own === 0 ? 1 : 0;
    this.lastViaUnit = viaUnit;
    let uncovered = 0;
    let aliasCovered = false;
    for (let k = 0; k < primary; k++) {
      if (k >= 31 || (covered & (1 << k)) === 0) uncovered++;
      else if (state.aliasNamed[place] === 1 && state.aliasTokens.has(t.placeToks[from + k]!)) aliasCovered = true;
    }
    // A word that alone is a whole-name alias (`cluj`, `severin`, not `turnu`) covers the name; a query of county
    // words only covers nothing of it.
    if (aliasCovered || own === 0) uncovered = 0;
    return penalty + Math.min(uncovered, COST.maxUncovered) * COST.perUncoveredToken;
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
        return level[place] === LOCALITY_LEVEL && type !== SirutaType.bucharestSector;
      default:
        return true;
    }
  }
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
