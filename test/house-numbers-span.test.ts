import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtIndex } from './helpers/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { matchHouseNumber, type NumberMatch } from '../src/matchers/house-numbers.js';
import { END_OF_STREET, intervalContains, intervalDistance, parseHouseNumber, type HouseNumberQuery } from '../src/shared/house-number.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** Streets of many segments, where passing segments over pays (and can go wrong). */
const longStreets: number[] = [];
for (let s = 0; s < catalog.streetCount && longStreets.length < 300; s += 7) {
  const { from, to } = catalog.streetSegments(s);
  if (to - from >= 4) longStreets.push(s);
}

/** What every segment says of the query, each decoded: [segment, distance, width]. */
function everySegment(street: number, query: HouseNumberQuery): Array<[number, number, number]> {
  const { from, to } = catalog.streetSegments(street);
  const out: Array<[number, number, number]> = [];
  for (let seg = from; seg < to; seg++) {
    if (catalog.segmentIsWholeStreet(seg)) continue;
    const { intervals, exclusions } = catalog.segmentIntervals(seg);
    const inside = intervals.find((iv) => intervalDistance(iv, query) === 0);
    const taken = inside !== undefined && exclusions.some((e) => intervalContains(e, query));
    const distance = inside !== undefined ? (taken ? Infinity : 0) : Math.min(Infinity, ...intervals.map((iv) => intervalDistance(iv, query)));
    out.push([seg, distance, inside === undefined ? Infinity : inside.to === END_OF_STREET ? Infinity : Math.abs(inside.to - inside.from)]);
  }
  return out;
}

/** matchHouseNumber's rule read from every segment: the narrowest holding (the first of equals), a whole-street code, the nearest (the first of equals). */
function reference(street: number, query: HouseNumberQuery): NumberMatch | undefined {
  const all = everySegment(street, query);
  const held = all.filter(([, d]) => d === 0);
  if (held.length > 0) {
    const narrowest = Math.min(...held.map(([, , w]) => w));
    const seg = held.find(([, , w]) => w === narrowest)![0];
    return { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: true, distance: 0 };
  }
  const { from, to } = catalog.streetSegments(street);
  for (let seg = from; seg < to; seg++) {
    if (catalog.segmentIsWholeStreet(seg)) return { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: true, distance: 0 };
  }
  const finite = all.filter(([, d]) => Number.isFinite(d));
  if (finite.length === 0) return undefined;
  const nearest = Math.min(...finite.map(([, d]) => d));
  const seg = finite.find(([, d]) => d === nearest)![0];
  return { segment: seg, postalCode: catalog.segmentPostalCode(seg), contained: false, distance: nearest };
}

const written = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map(String),
  fc.tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom('A', 'B', 'bis', '/2', '-4')).map(([n, s]) => `${n}${s}`),
  fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 400 })).map(([b, n]) => `bl. ${b}, nr. ${n}`),
  fc.integer({ min: 1, max: 60 }).map((b) => `bl. ${b}`),
  fc.integer({ min: 1, max: 30 }).map((k) => `km ${k}`),
  fc.constantFrom('FN', 'S/N', 'lot 3', 'T'),
);

describe('matchHouseNumber passing over the segments that cannot hold a number', () => {
  it('gives what a look at every segment gives: the narrowest holding, a whole-street code, the nearest', () => {
    expect(longStreets.length).toBeGreaterThan(100);
    const seen = { held: 0, nearest: 0, none: 0 };
    fc.assert(fc.property(fc.constantFrom(...longStreets), written, (street, text) => {
      const query = parseHouseNumber(text);
      if (query === undefined) {
        seen.none++;
        return;
      }
      const got = matchHouseNumber(catalog, street, query);
      expect(got, `${catalog.streetName(street)} ${text}`).toEqual(reference(street, query));
      if (got?.contained === true) seen.held++;
      else if (got !== undefined) seen.nearest++;
      // (3,000 runs: at 1,500 a number held came in 80 to 110 runs, under the 100 asked on FC_SEED=6102 and 6103.)
    }), { numRuns: 3000 });
    // Both outcomes were compared, not only one.
    expect(seen.held).toBeGreaterThan(100);
    expect(seen.nearest).toBeGreaterThan(100);
  });

  it('a segment passed over holds the number in none of its intervals', () => {
    let passed = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: catalog.streetCount - 1 }), fc.integer({ min: 1, max: 500 }), fc.constantFrom('', 'A', 'bis'), (street, n, suffix) => {
      const query = parseHouseNumber(`${n}${suffix}`)!;
      const { from, to } = catalog.streetSegments(street);
      for (let seg = from; seg < to; seg++) {
        if (catalog.segmentMaySpan(seg, n)) continue;
        passed++;
        for (const iv of catalog.segmentIntervals(seg).intervals) expect(intervalDistance(iv, query)).toBeGreaterThan(0);
      }
    }), { numRuns: 2000 });
    expect(passed).toBeGreaterThan(500);
  });

  it('holds numbers after a prefix (`35A1`, `2/3`, `km 4`) and in ranges written downwards, as a look at every segment does', () => {
    // The intervals a first look by numbers could misread: those with a prefix of their own and those whose ends are turned.
    const asked: Array<{ street: number; text: string }> = [];
    for (let street = 0; street < catalog.streetCount; street++) {
      const { from, to } = catalog.streetSegments(street);
      for (let seg = from; seg < to; seg++) {
        for (const iv of catalog.segmentIntervals(seg).intervals) {
          if (iv.kind !== 'house' || iv.to === END_OF_STREET || (iv.prefix === '' && iv.from <= iv.to)) continue;
          for (const n of [iv.from, iv.to]) asked.push({ street, text: iv.prefix === 'km' ? `km ${n}` : `${iv.prefix}${n}${iv.tail ?? ''}` });
        }
      }
    }
    expect(asked.length).toBeGreaterThan(20);
    let held = 0;
    for (const { street, text } of asked) {
      const query = parseHouseNumber(text);
      if (query === undefined) continue;
      const got = matchHouseNumber(catalog, street, query);
      expect(got, `${catalog.streetName(street)} ${text}`).toEqual(reference(street, query));
      if (got?.contained === true) held++;
    }
    expect(held).toBeGreaterThan(asked.length / 2);
  });
});
