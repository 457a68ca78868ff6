/**
 * The house number of a ranked street, and the order it settles: among
 * streets of one name in one locality (București's sectors count as one) that
 * explain the query equally well, the one whose
 * data places the number exactly (a range holds it: `Calea Victoriei 12,
 * Sector 3, 030026`) before one where it does not (`Sector 1, 0100xx`), as
 * verify picks it. Used by autocomplete and search.
 */
import type { EngineContext } from '../engines/context.js';
import type { AnalyzedQuery } from '../engines/query.js';
import { parseHouseNumber, type HouseNumberQuery } from '../shared/house-number.js';
import { matchHouseNumber } from '../matchers/house-numbers.js';
import type { Ranked } from './autocomplete-rank.js';

/** The house number as typed for a ranked street (its number word, then the building details), or undefined. */
export function rankedHouse(query: AnalyzedQuery, r: Ranked): { text: string; house: HouseNumberQuery | undefined } {
  const houseWord = query.words[r.house]?.text ?? '';
  const text = `${houseWord} ${query.details}`.trim();
  return { text, house: text === '' ? undefined : parseHouseNumber(houseWord === '' ? text : `nr ${text}`) };
}

/**
 * `ranked` with every street whose house number the data does not place
 * exactly moved after the streets of the same name, locality and penalty
 * where it does (just after the last of them), the order otherwise kept. Only results with
 * a house number are looked up; `ranked` itself when nothing moves.
 */
export function placedNumbersFirst(ctx: EngineContext, query: AnalyzedQuery, ranked: readonly Ranked[]): readonly Ranked[] {
  if (!ranked.some((r) => r.street && r.house >= 0)) return ranked;
  const { catalog } = ctx;
  const placed = ranked.map((r) => {
    if (!r.street || r.house < 0) return undefined;
    const { house } = rankedHouse(query, r);
    return house === undefined ? undefined : matchHouseNumber(catalog, r.id, house)?.contained === true;
  });
  // The same street: one name in one locality (București's sectors are one city: Calea Victoriei crosses two).
  const keyOf = (i: number): string => {
    const street = ranked[i]!.id;
    return `${ranked[i]!.penalty}\u0000${catalog.streetName(street)}\u0000${catalog.localityName(catalog.streetPlace(street))}`;
  };
  // The last placed street of each name, locality and penalty.
  const lastPlaced = new Map<string, number>();
  placed.forEach((p, i) => {
    if (p === true) lastPlaced.set(keyOf(i), i);
  });
  if (lastPlaced.size === 0) return ranked;
  const deferred = new Map<number, Ranked[]>();
  const out: Ranked[] = [];
  ranked.forEach((r, i) => {
    const after = placed[i] === false ? lastPlaced.get(keyOf(i)) : undefined;
    if (after !== undefined && after > i) {
      const list = deferred.get(after) ?? [];
      list.push(r);
      deferred.set(after, list);
      return;
    }
    out.push(r, ...(deferred.get(i) ?? []));
  });
  return out;
}
