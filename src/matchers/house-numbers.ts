/**
 * From a street and a house number to the postal code: the segment whose
 * parity-aware interval holds the number, or the nearest one when none does.
 * Also the code to show for a street as a whole.
 */
import type { Catalog } from '../reader/catalog.js';
import { END_OF_STREET, intervalContains, intervalDistance, queryKeys, toNumber, type HouseNumberQuery, type QueryKeys } from '../shared/house-number.js';

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
  // A house number written alone (`12`, `12A`) is held only by a segment whose house intervals span
  // it (`Catalog.segmentMaySpan`): the others are first passed over undecoded (a long street has
  // dozens of segments), and looked at only when no segment holds the number and no code covers
  // the whole street, for the nearest.
  const n = keys.block === undefined && keys.house !== undefined ? leadingNumber(keys.house) : undefined;
  let passedOver = false;
  let wholeStreet = -1;
  let best: NumberMatch | undefined;
  // Of the intervals that hold the number, the narrowest: `1bis` written alone on a line of its own
  // beats the range 1-23 that holds it too.
  let holding: NumberMatch | undefined;
  let holdingWidth = Infinity;
  const seen: SegmentSeen = { distance: Infinity, width: Infinity };
  for (let seg = from; seg < to; seg++) {
    if (catalog.segmentIsWholeStreet(seg)) {
      if (wholeStreet < 0) wholeStreet = seg;
      continue;
    }
    if (n !== undefined && !catalog.segmentMaySpan(seg, n)) {
      passedOver = true;
      continue;
    }
    look(catalog, seg, query, keys, seen);
    if (seen.distance === 0) {
      if (holding === undefined || seen.width < holdingWidth) {
        holding = { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: true, distance: 0 };
        holdingWidth = seen.width;
      }
      if (seen.width === 0) break;
      continue;
    }
    if (Number.isFinite(seen.distance) && (best === undefined || seen.distance < best.distance)) {
      best = { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: false, distance: seen.distance };
    }
  }
  if (holding) return holding;
  if (wholeStreet >= 0) return { segment: wholeStreet, postalCode: catalog.segmentPostalCode(wholeStreet), contained: true, distance: 0 };
  if (passedOver) {
    // The nearest of every segment, the first of equals, as one pass over all of them finds it.
    for (let seg = from; seg < to; seg++) {
      if (catalog.segmentIsWholeStreet(seg) || !(n !== undefined && !catalog.segmentMaySpan(seg, n))) continue;
      look(catalog, seg, query, keys, seen);
      if (Number.isFinite(seen.distance) && (best === undefined || seen.distance < best.distance || (seen.distance === best.distance && seg < best.segment))) {
        best = { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: false, distance: seen.distance };
      }
    }
  }
  return best;
}

/** What {@link look} found of one segment (one object per call of {@link matchHouseNumber}, filled again for each segment). */
interface SegmentSeen {
  /** 0 when an interval holds the number (and no exclusion takes it back); else the nearest interval's distance. */
  distance: number;
  /** How many numbers the interval that holds it spans (Infinity to the street's end). */
  width: number;
}

/** The distance of the query from the segment's intervals, and the width of the one that holds it, into `seen`. */
function look(catalog: Catalog, seg: number, query: HouseNumberQuery, keys: QueryKeys, seen: SegmentSeen): void {
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
  seen.distance = distance;
  seen.width = width;
}

/**
 * The number a house key starts with, as `intervalDistance` reads it against an interval without a
 * prefix; undefined when it starts with no digit or the number is too long for one.
 */
function leadingNumber(key: string): number | undefined {
  let end = 0;
  while (end < key.length && key.charCodeAt(end) >= 0x30 && key.charCodeAt(end) <= 0x39) end++;
  return end === 0 ? undefined : toNumber(key.slice(0, end));
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
