/**
 * The addresses of the verify evaluation, built from the index's canonical
 * fields: one per street-level row (segment), with a house number drawn
 * (seeded) inside its range, and one per small locality. Rows whose address
 * cannot single out their code are returned as conflicts, with the reason.
 */
import type { Catalog } from '../src/reader/catalog.js';
import { END_OF_STREET, NO_NUMBER, intervalContains, parseHouseNumber, type HouseNumberQuery, type NumberInterval } from '../src/shared/house-number.js';
import { matchHouseNumber } from '../src/matchers/house-numbers.js';
import { fold } from '../src/shared/normalize.js';
import { seededRandom } from './random.js';

/** One evaluation address. */
export interface AddressCase {
  kind: 'street' | 'place';
  /** The place (locality or București sector). */
  place: number;
  street?: number;
  segment?: number;
  /** The house number written (`nr. 21`, `bl. M12`), '' when none. */
  house: string;
  structured: { street?: string; house_number?: string; locality: string; county: string };
  expected: string;
}

/** A row left out of the round trip, and why. */
export interface Conflict {
  kind: 'street' | 'place';
  address: string;
  code: string;
  reason: string;
}


function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A house number or block id inside `iv`, as a user would write it. */
function drawIn(iv: NumberInterval, random: () => number): string | undefined {
  if (iv.kind === 'block') {
    let n = '';
    let suffix = iv.fromSuffix;
    if (iv.from !== NO_NUMBER) {
      const to = iv.to === END_OF_STREET ? iv.from + 5 : iv.to;
      const v = iv.from + Math.floor(random() * (to - iv.from + 1));
      n = String(v);
      if (v !== iv.from) suffix = v === iv.to ? iv.toSuffix : iv.fromSuffix === iv.toSuffix ? iv.fromSuffix : '';
    } else if (iv.fromSuffix !== iv.toSuffix) {
      suffix = iv.fromSuffix;
    }
    const id = `${iv.prefix}${n}${suffix}${iv.tail ?? ''}`.trim();
    if (id === '') return undefined;
    return `bl. ${id}${iv.staircase ? `, sc. ${iv.staircase}` : ''}`;
  }
  if (iv.from === NO_NUMBER) return undefined;
  if (iv.prefix === 'km') return `km ${iv.from}`;
  const to = iv.to === END_OF_STREET ? iv.from + 40 : iv.to;
  const options: number[] = [];
  for (let v = iv.from; v <= Math.min(to, iv.from + 400); v++) {
    if (iv.parity === 'odd' && v % 2 === 0) continue;
    if (iv.parity === 'even' && v % 2 === 1) continue;
    options.push(v);
  }
  if (options.length === 0) return undefined;
  const v = pick(options, random);
  const suffix = iv.from === iv.to ? iv.fromSuffix : v === iv.from ? iv.fromSuffix : '';
  return `nr. ${iv.prefix}${v}${suffix}${iv.tail ?? ''}`;
}

/** The place whose streets a case is looked up among: București's sectors count as one city. */
function cityKey(catalog: Catalog, place: number): string {
  return catalog.isSector(place) ? 'bucuresti' : String(place);
}

/** Every evaluation case and the conflicting rows. */
export function addressCases(catalog: Catalog, seed = 20240601): { cases: AddressCase[]; conflicts: Conflict[] } {
  const random = seededRandom(seed);
  const cases: AddressCase[] = [];
  const conflicts: Conflict[] = [];

  // Streets with the same type and name in the same city (București: all sectors).
  const siblings = new Map<string, number[]>();
  for (let s = 0; s < catalog.streetCount; s++) {
    const key = `${cityKey(catalog, catalog.streetPlace(s))}|${catalog.streetName(s)}`;
    const list = siblings.get(key) ?? [];
    list.push(s);
    siblings.set(key, list);
  }

  for (let street = 0; street < catalog.streetCount; street++) {
    const place = catalog.streetPlace(street);
    const county = catalog.placeCounty(place);
    const group = siblings.get(`${cityKey(catalog, place)}|${catalog.streetName(street)}`)!;
    const { from, to } = catalog.streetSegments(street);
    for (let seg = from; seg < to; seg++) {
      const code = catalog.segmentPostalCode(seg);
      const structured = { street: catalog.streetName(street), locality: catalog.localityName(place), county: catalog.countyName(county) };
      const label = `${structured.street}, ${catalog.placeName(place)}, ${structured.county} [${catalog.segmentHouseRange(seg) || 'whole street'}]`;
      let house = '';
      let query: HouseNumberQuery | undefined;
      const { intervals, exclusions } = catalog.segmentIntervals(seg);
      if (!catalog.segmentIsWholeStreet(seg)) {
        // Several tries: a drawn number may fall in an exclusion (`fără 9A`).
        for (let attempt = 0; attempt < 12 && query === undefined; attempt++) {
          const iv = intervals.length > 0 ? pick(intervals, random) : undefined;
          const text = iv ? drawIn(iv, random) : undefined;
          const q = text ? parseHouseNumber(text) : undefined;
          if (q && intervals.some((i) => intervalContains(i, q)) && !exclusions.some((e) => intervalContains(e, q))) {
            house = text!;
            query = q;
          }
        }
        if (!query) {
          conflicts.push({ kind: 'street', address: label, code, reason: 'no house number can be drawn from the published range' });
          continue;
        }
      } else if (to - from > 1 || group.length > 1) {
        // A whole-street code among other codes: a number no other row holds picks it.
        for (let attempt = 0; attempt < 30 && query === undefined; attempt++) {
          const text = `nr. ${1 + Math.floor(random() * 300)}`;
          const q = parseHouseNumber(text)!;
          const held = group.some((s) => {
            const m = matchHouseNumber(catalog, s, q);
            return m !== undefined && m.contained && !catalog.segmentIsWholeStreet(m.segment);
          });
          if (!held) {
            house = text;
            query = q;
          }
        }
      }
      // Which codes would the address get from the data itself?
      const codes = new Set<string>();
      if (query) {
        for (const s of group) {
          const m = matchHouseNumber(catalog, s, query);
          if (m?.contained) codes.add(m.postalCode);
        }
      } else {
        for (const s of group) {
          const r = catalog.streetSegments(s);
          for (let k = r.from; k < r.to; k++) codes.add(catalog.segmentPostalCode(k));
        }
      }
      const fullLabel = house === '' ? label : `${label} ${house}`;
      if (codes.size > 1 || !codes.has(code)) {
        conflicts.push({ kind: 'street', address: fullLabel, code, reason: `the address also fits code${codes.size > 2 ? 's' : ''} ${[...codes].filter((c) => c !== code).join(', ') || '(another row of the same code range)'}` });
        continue;
      }
      cases.push({ kind: 'street', place, street, segment: seg, house, structured: house === '' ? structured : { ...structured, house_number: house }, expected: code });
    }
  }

  // Small localities: a place with its own code and no street data.
  const byName = new Map<string, number[]>();
  for (let p = 0; p < catalog.placeCount; p++) {
    if (catalog.placePostalCode(p) === '') continue;
    const key = `${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`;
    const list = byName.get(key) ?? [];
    list.push(p);
    byName.set(key, list);
  }
  for (let p = 0; p < catalog.placeCount; p++) {
    const code = catalog.placePostalCode(p);
    const streets = catalog.placeStreets(p);
    if (code === '' || streets.to > streets.from || catalog.isSector(p)) continue;
    const county = catalog.placeCounty(p);
    const structured = { locality: catalog.placeName(p), county: catalog.countyName(county) };
    const same = byName.get(`${county}|${fold(catalog.placeName(p))}`)!;
    // A commune and its seat village share name and code: that is one locality.
    const otherCodes = new Set(same.filter((q) => q !== p).map((q) => catalog.placePostalCode(q)));
    otherCodes.delete(code);
    if (otherCodes.size > 0) {
      conflicts.push({ kind: 'place', address: `${structured.locality}, ${structured.county}`, code, reason: `${same.length} localities of this name in the county, also code${otherCodes.size > 1 ? 's' : ''} ${[...otherCodes].join(', ')}` });
      continue;
    }
    cases.push({ kind: 'place', place: p, house: '', structured, expected: code });
  }
  return { cases, conflicts };
}
