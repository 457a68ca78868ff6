/**
 * The order of autocomplete results: one ranked result and the bounded list of
 * the best ones. Among equal penalties (autocomplete-search.ts): streets before
 * places when the query signals a street (when the signal is a street type
 * word, only streets of that type), places first otherwise; then a place a word names before one that only
 * lies in the area named (a query of county words); then a place its own
 * name explains before one some word names only through its unit
 * (`mihailesti popesti`); then larger places
 * (size rank from SIRUTA; a street by its locality); then fewer primary name
 * tokens left uncovered; then a street of the type the query names; then the
 * ranking prior built into the index (src/shared/place-kind.ts); then ids
 * (deterministic). Last, among equal penalties, each place name before its
 * namesakes, and where the query is read with a typing mistake the names
 * in order of the people living in places of that name ({@link namesFirst}).
 */
import { AUTOCOMPLETE } from '../engines/ranking.js';

/** One ranked result. */
export interface Ranked {
  street: boolean;
  /** Street id or place id. */
  id: number;
  penalty: number;
  /** 1 for a place that only lies in the area a query of county or kind words names (no word names the place), or a street whose county a word names and whose locality none, else 0. */
  areaOnly: number;
  /** 1 for a place some word names only through its unit's name (`Popești` of the commune Mihăilești for `mihailesti popesti`), else 0. */
  viaUnit: number;
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

/** The best results seen so far, kept sorted; a bounded insertion list (the lists are short). */
export class TopList {
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
    // `Vilcea`: the village Vâlcea before the towns of the county Vâlcea.
    if (a.areaOnly !== b.areaOnly) return a.areaOnly < b.areaOnly;
    // `Mihăilești-Popești`: the village of that name before Popești of the commune Mihăilești.
    if (a.viaUnit !== b.viaUnit) return a.viaUnit < b.viaUnit;
    if (a.rank !== b.rank) return a.rank < b.rank;
    if (a.left !== b.left) return a.left < b.left;
    if (a.typed !== b.typed) return a.typed > b.typed;
    if (a.prior !== b.prior) return a.prior > b.prior;
    return a.id < b.id;
  }

  /** True when a result of this penalty would not be kept: the list is full of cheaper ones (decided before one is made). */
  rejects(penalty: number): boolean {
    const list = this.list;
    return list.length === this.keep && penalty > list[list.length - 1]!.penalty;
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

/**
 * `ranked` with, among results of equal penalty, a place whose name an
 * earlier place of that penalty bears moved after the other names of that
 * penalty: when one mistyped word is equally close to several names
 * (`Ngureni`: a dozen villages Ungureni and one Negureni), each name is shown
 * before any is repeated, since the engine cannot tell which was meant. An exact name
 * keeps its namesakes first: the other names cost more. `nameOf` gives a
 * place's name.
 *
 * In a run whose penalty is at least `AUTOCOMPLETE.namePriorFromPenalty` (the
 * query read with a typing mistake), the names are moreover ordered by
 * `weightOf` (the name weight of the index, higher first; `NAME_PRIOR` of
 * ranking.ts), the order found so far settling ties: of the names one mistake
 * away, the one more people live in (`etea`: Zetea, a commune, before the
 * village Cetea; a name a dozen villages bear before one village's).
 */
export function namesFirst(ranked: readonly Ranked[], nameOf: (place: number) => string, weightOf: (place: number) => number): readonly Ranked[] {
  if (!hasLongRun(ranked)) return ranked;
  const out = ranked.slice();
  const names = new Set<string>();
  const first: Ranked[] = [];
  const later: Ranked[] = [];
  for (let i = 0; i < out.length; ) {
    const { penalty, areaOnly, viaUnit } = out[i]!;
    let j = i;
    // A place a word names stays before those that only lie in the area named (`Vilcea`), one its own name
    // explains before one named through its unit.
    while (j < out.length && out[j]!.penalty === penalty && out[j]!.areaOnly === areaOnly && out[j]!.viaUnit === viaUnit) j++;
    if (j - i > 2) {
      names.clear();
      first.length = 0;
      later.length = 0;
      for (let k = i; k < j; k++) {
        const r = out[k]!;
        if (r.street) continue;
        const name = nameOf(r.id);
        (names.has(name) ? later : first).push(r);
        names.add(name);
      }
      if (penalty >= AUTOCOMPLETE.namePriorFromPenalty) byWeight(first, weightOf);
      // The places take the places' slots again (streets stay where they were), names first.
      let next = 0;
      for (let k = i; k < j; k++) {
        if (out[k]!.street) continue;
        out[k] = next < first.length ? first[next]! : later[next - first.length]!;
        next++;
      }
    }
    i = j;
  }
  return out;
}

/** True when three results in a row share penalty, area and unit marks: the runs {@link namesFirst} may reorder. */
function hasLongRun(ranked: readonly Ranked[]): boolean {
  for (let i = 2; i < ranked.length; i++) {
    const a = ranked[i - 2]!;
    const b = ranked[i - 1]!;
    const c = ranked[i]!;
    if (a.penalty === c.penalty && a.areaOnly === c.areaOnly && a.viaUnit === c.viaUnit && b.penalty === c.penalty && b.areaOnly === c.areaOnly && b.viaUnit === c.viaUnit) return true;
  }
  return false;
}

/** Sorts `list` by `weightOf` of its places, higher first, keeping the order of equal weights. */
function byWeight(list: Ranked[], weightOf: (place: number) => number): void {
  // Insertion sort: the runs are short (at most the results kept), and it is stable.
  for (let i = 1; i < list.length; i++) {
    const r = list[i]!;
    const w = weightOf(r.id);
    let j = i;
    while (j > 0 && weightOf(list[j - 1]!.id) < w) {
      list[j] = list[j - 1]!;
      j--;
    }
    list[j] = r;
  }
}
