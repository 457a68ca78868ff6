/**
 * The place names that the slip properties contest (typo109's and typo118's): one-word names of five letters or more
 * with their own postal code, grouped by county, and how many places in the country share each folded name.
 */
import type { Catalog } from '../../src/reader/catalog.js';
import { fold } from '../../src/shared/normalize.js';

/** A place's folded one-word name and its postal code. */
export interface SlipPlace {
  readonly word: string;
  readonly code: string;
}

/** The contestable places of each county (counties in ascending order), and the country's count of each folded name. */
export function slipPlacesByCounty(catalog: Catalog): { byCounty: Map<number, SlipPlace[]>; namesakes: Map<string, number> } {
  const byCounty = new Map<number, SlipPlace[]>();
  const namesakes = new Map<string, number>();
  for (let p = 0; p < catalog.placeCount; p++) {
    const word = fold(catalog.placeName(p));
    namesakes.set(word, (namesakes.get(word) ?? 0) + 1);
    const code = catalog.placePostalCode(p);
    if (!/^\p{L}{5,}$/u.test(catalog.placeName(p)) || code === '' || catalog.isSector(p)) continue;
    const county = catalog.placeCounty(p);
    let list = byCounty.get(county);
    if (list === undefined) byCounty.set(county, (list = []));
    list.push({ word, code });
  }
  return { byCounty: new Map([...byCounty].sort((a, b) => a[0] - b[0])), namesakes };
}
