/**
 * What the official data says an address written some way can mean: the
 * streets of a city that a written street name can stand for, and the codes
 * those streets give a house number. The realistic-forms evaluation computes
 * each case's accepted codes here, from the index's canonical tables, never
 * from the engine's answer.
 */
import type { Catalog } from '../src/reader/catalog.js';
import { matchHouseNumber } from '../src/matchers/house-numbers.js';
import { fold } from '../src/shared/normalize.js';
import { givenNameVariants, titleOf } from '../src/shared/street-name.js';
import type { HouseNumberQuery } from '../src/shared/house-number.js';

/** Abbreviations of given names and words that are not prefixes of the full word. */
const NON_PREFIX_ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['ctin', ['constantin']],
  ['dtru', ['dumitru']],
  ['gral', ['general']],
  ['sf', ['sfantul', 'sfanta', 'sfintii', 'sfintilor']],
  ['gh', ['gheorghe']],
  ['al', ['alexandru']],
  ['const', ['constantin']],
  ['n', ['nicolae']],
]);

/** Folded words of a written street name, with `C-tin`/`D-tru`/`G-ral` joined the way people mean them. */
export function writtenWords(name: string): string[] {
  const joined = name.replace(/\b([A-Za-z])-(tin|tru|ral|dor)\b/gi, '$1$2');
  const f = fold(joined);
  return f === '' ? [] : f.split(' ');
}

/** A written word can stand for a canonical word (both folded). */
function wordFits(w: string, c: string): boolean {
  if (w === c) return true;
  if (givenNameVariants(c).includes(w)) return true;
  if (w.length === 1 && /[a-z]/.test(w)) return c.startsWith(w);
  if (NON_PREFIX_ABBREVIATIONS.get(w)?.includes(c)) return true;
  const title = titleOf(w);
  if (title !== undefined && title === c) return true;
  // `Viteazu` for `Viteazul`, genitive and nominative of the same word.
  if (c === `${w}l` || w === `${c}l`) return true;
  if (c === `${w}ului` || c === `${w}lui` || w === `${c}ului` || w === `${c}lui`) return true;
  return false;
}

/**
 * True when the written street name can stand for the canonical one: every
 * written word stands for a different canonical word (in any order: names are
 * written surname first too), and the canonical words left over are titles.
 */
export function nameFits(written: readonly string[], canonical: readonly string[]): boolean {
  if (written.length === 0 || written.length > canonical.length) return false;
  const used = new Array<boolean>(canonical.length).fill(false);
  const assign = (i: number): boolean => {
    if (i === written.length) return canonical.every((c, k) => used[k] || titleOf(c) !== undefined);
    for (let k = 0; k < canonical.length; k++) {
      if (used[k] || !wordFits(written[i]!, canonical[k]!)) continue;
      used[k] = true;
      if (assign(i + 1)) return true;
      used[k] = false;
    }
    return false;
  };
  return assign(0);
}

/** The place whose streets an address is looked up among: București's sectors are one city. */
export function cityKey(catalog: Catalog, place: number): string {
  return catalog.isSector(place) ? 'bucuresti' : String(place);
}

/** Streets of each city (București: every sector), with their folded bare names. */
export class CityStreets {
  private readonly byCity = new Map<string, Array<{ street: number; words: string[] }>>();
  /**
   * Per city, each canonical word and the positions (in the city's list) of the streets that hold it;
   * and, memoized, the positions of the streets holding a word that a written word fits. A street
   * the written name fits holds a word each written word fits, so `fitting` checks only the streets
   * of the written word with the fewest: the same answer as checking every street, without scanning
   * București's thousands of streets for each of the evaluation's tens of thousands of names.
   */
  private readonly wordsByCity = new Map<string, Map<string, number[]>>();
  private readonly fitsByCity = new Map<string, Map<string, number[]>>();

  constructor(private readonly catalog: Catalog) {
    for (let s = 0; s < catalog.streetCount; s++) {
      const key = cityKey(catalog, catalog.streetPlace(s));
      const list = this.byCity.get(key) ?? [];
      const words = fold(catalog.streetBareName(s)).split(' ');
      const vocabulary = this.wordsByCity.get(key) ?? new Map<string, number[]>();
      for (const w of new Set(words)) (vocabulary.get(w) ?? vocabulary.set(w, []).get(w)!).push(list.length);
      list.push({ street: s, words });
      this.byCity.set(key, list);
      this.wordsByCity.set(key, vocabulary);
    }
  }

  /** True when the place has street-level codes. */
  hasStreets(place: number): boolean {
    return (this.byCity.get(cityKey(this.catalog, place))?.length ?? 0) > 0;
  }

  /** Streets of the place's city that the written name (and type, when written) can stand for. */
  fitting(place: number, writtenName: string, typeId: number | undefined): number[] {
    const key = cityKey(this.catalog, place);
    const list = this.byCity.get(key);
    const words = writtenWords(writtenName);
    if (list === undefined || words.length === 0) return [];
    let fewest: number[] | undefined;
    for (const w of words) {
      const positions = this.positionsFitting(key, w);
      if (fewest === undefined || positions.length < fewest.length) fewest = positions;
    }
    const out: number[] = [];
    for (const at of fewest ?? []) {
      const s = list[at]!;
      if (typeId !== undefined && this.catalog.streetTypeId(s.street) !== typeId) continue;
      if (nameFits(words, s.words)) out.push(s.street);
    }
    return out;
  }

  /** Positions, ascending, of the city's streets holding a word that `written` fits. */
  private positionsFitting(key: string, written: string): number[] {
    const memo = this.fitsByCity.get(key) ?? this.fitsByCity.set(key, new Map()).get(key)!;
    const known = memo.get(written);
    if (known !== undefined) return known;
    const positions = new Set<number>();
    for (const [word, at] of this.wordsByCity.get(key) ?? []) if (wordFits(written, word)) for (const p of at) positions.add(p);
    const sorted = [...positions].sort((a, b) => a - b);
    memo.set(written, sorted);
    return sorted;
  }

  /** Every street of the place's city. */
  streets(place: number): number[] {
    return (this.byCity.get(cityKey(this.catalog, place)) ?? []).map((s) => s.street);
  }
}

/** The codes the streets give the house number (every code of the streets when there is none). */
export function streetCodes(catalog: Catalog, streets: readonly number[], query: HouseNumberQuery | undefined): Set<string> {
  const codes = new Set<string>();
  for (const s of streets) {
    if (query) {
      const m = matchHouseNumber(catalog, s, query);
      if (m?.contained) codes.add(m.postalCode);
    } else {
      const { from, to } = catalog.streetSegments(s);
      for (let k = from; k < to; k++) codes.add(catalog.segmentPostalCode(k));
    }
  }
  return codes;
}

/** Places by county and folded name, to tell a name that singles out one code from one that does not. */
export class PlaceNames {
  private readonly byKey = new Map<string, number[]>();
  private readonly byName = new Map<string, number[]>();

  constructor(private readonly catalog: Catalog) {
    for (let p = 0; p < catalog.placeCount; p++) {
      const name = fold(catalog.placeName(p));
      const key = `${catalog.placeCounty(p)}|${name}`;
      (this.byKey.get(key) ?? this.byKey.set(key, []).get(key)!).push(p);
      (this.byName.get(name) ?? this.byName.set(name, []).get(name)!).push(p);
    }
  }

  /** Places with this folded name in the county. */
  inCounty(county: number, foldedName: string): number[] {
    return this.byKey.get(`${county}|${foldedName}`) ?? [];
  }

  /** Places with this folded name anywhere. */
  anywhere(foldedName: string): number[] {
    return this.byName.get(foldedName) ?? [];
  }

  /** The codes of the places named so in the county (places without a code left out). */
  codesInCounty(county: number, foldedName: string): Set<string> {
    return new Set(this.inCounty(county, foldedName).map((p) => this.catalog.placePostalCode(p)).filter((c) => c !== ''));
  }
}
