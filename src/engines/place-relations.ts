/**
 * Relations between places that the index stores only one way (a locality
 * knows its administrative unit): the seat of each unit, and the sectors of
 * București. Worked out once per catalog, on first use.
 */
import type { Catalog } from '../reader/catalog.js';
import { PlaceType } from '../reader/catalog.js';
import { fold } from '../shared/normalize.js';

/** SIRUTA TIP of the seat locality of a municipiu, an oraș and a comună. */
const SEAT_TYPES = new Set([9, 17, 22]);

/** What {@link placeRelations} knows about the places of one catalog. */
export interface PlaceRelations {
  /** The seat locality of a unit, or -1 (also -1 for localities). */
  seat: Int32Array;
  /** The sectors of București, sector 1 first. */
  sectors: number[];
  /** The unit București (the sectors' parent), or -1. */
  bucharest: number;
  /** Catalog county index by two-letter code. */
  countyIndex: Map<string, number>;
  /** The localities with street-level codes (the large cities and the sectors), with their folded names. */
  streetPlaces: Array<{ place: number; folded: string }>;
}

const cache = new WeakMap<Catalog, PlaceRelations>();

/** The relations of `catalog`'s places, computed on first use. */
export function placeRelations(catalog: Catalog): PlaceRelations {
  let relations = cache.get(catalog);
  if (relations) return relations;
  const seat = new Int32Array(catalog.placeCount).fill(-1);
  const sectors: number[] = [];
  let bucharest = -1;
  for (let p = 0; p < catalog.placeCount; p++) {
    const unit = catalog.placeParent(p);
    if (unit === undefined) continue;
    if (catalog.placeType(p) === PlaceType.bucharestSector) {
      sectors.push(p);
      bucharest = unit;
    } else if (SEAT_TYPES.has(catalog.placeType(p)) && seat[unit] === -1) {
      seat[unit] = p;
    }
  }
  sectors.sort((a, b) => catalog.placeName(a).localeCompare(catalog.placeName(b)));
  const countyIndex = new Map<string, number>();
  for (let c = 0; c < 64; c++) {
    const code = c < catalog.data.s.COUNTY_CODE.length ? catalog.countyCode(c) : '';
    if (code !== '') countyIndex.set(code, c);
  }
  const streetPlaces: Array<{ place: number; folded: string }> = [];
  for (let p = 0; p < catalog.placeCount; p++) {
    const r = catalog.placeStreets(p);
    if (r.to > r.from && !catalog.isSector(p)) streetPlaces.push({ place: p, folded: fold(catalog.placeName(p)) });
  }
  relations = { seat, sectors, bucharest, countyIndex, streetPlaces };
  cache.set(catalog, relations);
  return relations;
}
