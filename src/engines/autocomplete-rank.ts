/**
 * The order of autocomplete results: one ranked result and the bounded list of
 * the best ones. Among equal penalties (autocomplete-search.ts): streets before
 * places when the query signals a street (when the signal is a street type
 * word, only streets of that type), places first otherwise; then a place a word names before one that only
 * lies in the area named (a query of county words); then larger places
 * (size rank from SIRUTA; a street by its locality); then fewer primary name
 * tokens left uncovered; then a street of the type the query names; then the
 * ranking prior built into the index (src/shared/place-kind.ts); then ids
 * (deterministic).
 */

/** One ranked result. */
export interface Ranked {
  street: boolean;
  /** Street id or place id. */
  id: number;
  penalty: number;
  /** 1 for a place that only lies in the area a query of county or kind words names (no word names the place), else 0. */
  areaOnly: number;
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
