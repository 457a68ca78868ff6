/**
 * What the fourteenth session's properties over the index's streets share: the runs of a property
 * (`RO_ADDRESS_PROPERTY_RUNS`, `RO_ADDRESS_PROPERTY_SEED` override them) and a street's one postal code.
 */
import type { Catalog } from '../../src/reader/catalog.js';
import { fold } from '../../src/shared/normalize.js';
import { SizeRank } from '../../src/shared/place-kind.js';
import { streetTypeById } from '../../src/shared/street-name.js';

/** fast-check's parameters of a property: 150 runs from `seed`, unless the environment says otherwise. */
export function propertyRuns(seed: number): { numRuns: number; seed: number } {
  return { numRuns: Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150), seed: Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? seed) };
}

/** The street's postal code when every segment of it has the same one; undefined otherwise. */
export function singleCode(catalog: Catalog, street: number): string | undefined {
  const { from, to } = catalog.streetSegments(street);
  for (let k = from + 1; k < to; k++) if (catalog.segmentPostalCode(k) !== catalog.segmentPostalCode(from)) return undefined;
  return to > from ? catalog.segmentPostalCode(from) : undefined;
}

/** Streets with a type word and one code, the only street of their name in their town (not București's sectors). */
export function soleTypedStreets(catalog: Catalog): number[] {
  const out: number[] = [];
  const byName = new Map<string, number[]>();
  for (let s = 0; s < catalog.streetCount; s++) {
    if (/\d/.test(catalog.streetBareName(s)) || !streetTypeById(catalog.streetTypeId(s))?.article || catalog.isSector(catalog.streetPlace(s))) continue;
    const key = `${catalog.streetPlace(s)}|${fold(catalog.streetBareName(s))}`;
    byName.set(key, [...(byName.get(key) ?? []), s]);
  }
  for (const streets of byName.values()) if (streets.length === 1 && singleCode(catalog, streets[0]!) !== undefined) out.push(streets[0]!);
  return out;
}

/**
 * Towns' streets (no sector's) of one postal code, named with no digit, whose type has its full word: every seventh
 * street of the index, at most `most` (the habits tests' properties draw from these).
 */
export function typedStreetSample(catalog: Catalog, most = 4000): number[] {
  const streets: number[] = [];
  for (let s = 0; s < catalog.streetCount && streets.length < most; s += 7) {
    if (/\d/.test(catalog.streetBareName(s)) || !streetTypeById(catalog.streetTypeId(s))?.article || catalog.isSector(catalog.streetPlace(s)) || singleCode(catalog, s) === undefined) continue;
    streets.push(s);
  }
  return streets;
}

/** The seat of the county `countyCode`: its place of the first size rank with streets (county94's and county97's tests). */
export function seatOf(catalog: Catalog, countyCode: string): number {
  for (let p = 0; p < catalog.placeCount; p++) {
    if (catalog.placeRank(p) > SizeRank.countySeat || catalog.isSector(p)) continue;
    if (catalog.countyCode(catalog.placeCounty(p)) !== countyCode) continue;
    const s = catalog.placeStreets(p);
    if (s.to > s.from) return p;
  }
  throw new Error(`no seat with streets in ${countyCode}`);
}

/** Streets of towns (no sector, no digit in the name, a town's name opening with a capital): what the habits' properties put around an address. */
export function townStreets(catalog: Catalog): number[] {
  const streets: number[] = [];
  for (let s = 0; s < catalog.streetCount; s++) {
    const place = catalog.streetPlace(s);
    if (catalog.isSector(place) || /\d/.test(catalog.streetBareName(s)) || !/^\p{Lu}/u.test(catalog.placeName(place))) continue;
    streets.push(s);
  }
  return streets;
}

/** A street's address written plainly: its type's full word (`Strada` when it has none), its name, the number and its town. */
export function plainStreetAddress(catalog: Catalog, street: number, houseNumber: number): string {
  return `${streetTypeById(catalog.streetTypeId(street))?.article ?? 'Strada'} ${catalog.streetBareName(street)} ${houseNumber}, ${catalog.placeName(catalog.streetPlace(street))}`;
}
