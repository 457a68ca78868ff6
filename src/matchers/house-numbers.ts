/**
 * From a street and a house number to the postal code: the segment whose
 * parity-aware interval holds the number, or the nearest one when none does.
 * Also the code to show for a street as a whole.
 */
import type { Catalog } from '../reader/catalog.js';
import { END_OF_STREET, intervalContains, intervalDistance, queryKeys, type HouseNumberQuery } from '../shared/house-number.js';

/** The segment chosen for a house number. */
export interface NumberMatch {
  segment: number;
  /** Six-digit postal code of the segment. */
  postalCode: string;
  /** True when an interval of the segment holds the number (or the code covers the whole street). */
  contained: boolean;
  /** 0 when contained; else how far the nearest interval is (see `intervalDistance`). */
  distance: number;
}

/**
 * The segment of `street` for `query`. Intervals that hold the number win (a
 * whole-street code only when no interval does); otherwise the nearest interval
 * on the same side of the street. `undefined` when the street has no segment
 * that can be compared with the query at all.
 */
export function matchHouseNumber(catalog: Catalog, street: number, query: HouseNumberQuery): NumberMatch | undefined {
  const { from, to } = catalog.streetSegments(street);
  // The query's keys once for all the street's intervals.
  const keys = queryKeys(query);
  let wholeStreet = -1;
  let best: NumberMatch | undefined;
  // Of the intervals that hold the number, the narrowest: `1bis` written alone on a line of its own
  // beats the range 1-23 that holds it too.
  let holding: NumberMatch | undefined;
  let holdingWidth = Infinity;
  for (let seg = from; seg < to; seg++) {
    if (catalog.segmentIsWholeStreet(seg)) {
      if (wholeStreet < 0) wholeStreet = seg;
      continue;
    }
    const { intervals, exclusions } = catalog.segmentIntervals(seg);
    let distance = Infinity;
    let width = Infinity;
    for (const interval of intervals) {
      const d = intervalDistance(interval, query, keys);
      if (d === 0) {
        distance = 0;
        width = interval.to === END_OF_STREET ? Infinity : Math.abs(interval.to - interval.from);
        break;
      }
      distance = Math.min(distance, d);
    }
    if (distance === 0 && exclusions.some((e) => intervalContains(e, query, keys))) distance = Infinity;
    if (distance === 0) {
      if (holding === undefined || width < holdingWidth) {
        holding = { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: true, distance: 0 };
        holdingWidth = width;
      }
      if (width === 0) break;
      continue;
    }
    if (Number.isFinite(distance) && (best === undefined || distance < best.distance)) {
      best = { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: false, distance };
    }
  }
  if (holding) return holding;
  if (wholeStreet >= 0) return { segment: wholeStreet, postalCode: catalog.segmentPostalCode(wholeStreet), contained: true, distance: 0 };
  return best;
}

/** Character standing for a digit that differs between the codes of one street. */
export const PARTIAL_DIGIT = 'x';

/**
 * The code to show for a street as a whole: its six digits when every segment
 * has the same code; otherwise the digits all its codes share, then
 * {@link PARTIAL_DIGIT} for each digit that varies (`0114xx`). A partial code is
 * never wrong for any part of the street.
 */
export function streetPostalCode(catalog: Catalog, street: number): string {
  const { from, to } = catalog.streetSegments(street);
  let shared = catalog.segmentPostalCode(from);
  for (let seg = from + 1; seg < to && shared.length > 0; seg++) {
    const code = catalog.segmentPostalCode(seg);
    let i = 0;
    while (i < shared.length && shared[i] === code[i]) i++;
    shared = shared.slice(0, i);
  }
  return shared.padEnd(6, PARTIAL_DIGIT);
}
