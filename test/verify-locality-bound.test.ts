/**
 * The resolver leaves unasked the readings that could not come near the best one even if their
 * locality scored as high as any can (`highestLocalityScore`). That is only sound while no
 * candidate ever scores above the bound: checked here on the readings of the evaluation's
 * addresses, asked with every kind of context (county, commune, sector, postal code, a street
 * written, with and without typing mistakes), under the default weights and under weights moved
 * so that each factor in turn weighs far more than by default (a factor the scoring applies but the
 * bound leaves out shows then).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText, type AddressReading } from '../src/text/address-parser.js';
import { DEFAULT_RANKING, type RankingOptions } from '../src/engines/ranking.js';
import type { EngineContext } from '../src/engines/context.js';
import { findLocalities, highestLocalityScore, type LocalityQuery } from '../src/verify/verify-locality.js';
import { COUNTIES } from '../src/shared/aliases.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { INDEX_PATH } from './helpers/index.js';
import { placeRelations } from '../src/engines/place-relations.js';
import { UNIT_LEVEL } from '../src/shared/place-kind.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
const sample = addressCases(index.catalog).cases.filter((_, i) => i % 53 === 0);
type Read = { reading: AddressReading; code: string };
/** The readings of a locality in texts of each shape, each with the code of its address (the code of the candidate sought). */
const shapes: Read[][] = [[], [], [], [], []];
for (const c of sample) {
  const { locality, county } = c.structured;
  const unit = index.catalog.placeParent(c.place);
  const words = locality.split(' ');
  const texts = [
    // As the evaluation writes them (noise included), and the locality with its county.
    [noisyText(index.catalog, c).input.freeform ?? '', `${locality}, ${county}`],
    // With its commune and the commune's marker, and the commune alone (its seat may be named otherwise), so that the unit's weights apply.
    unit !== undefined && unit !== c.place ? [`${locality}, com. ${index.catalog.placeName(unit)}, ${county}`, `com. ${index.catalog.placeName(unit)}, ${county}`, `${index.catalog.placeName(unit)}, ${county}`] : [],
    // Its words in another order.
    words.length > 1 ? [`${[...words].reverse().join(' ')}, ${county}`] : [],
    // A mistake in its first letter.
    locality.length > 4 ? [`Q${locality.slice(1)}, ${county}`] : [],
  ];
  texts.forEach((list, k) => {
    for (const text of list) for (const reading of readAddressText(text)) if (reading.locality !== undefined) shapes[k]!.push({ reading, code: c.expected });
  });
}
// Units whose seat has another name (a commune named for no village of it), reached through the
// unit: a shape of their own, as they are few.
const relations = placeRelations(index.context);
for (let place = 0, found = 0; place < index.catalog.placeCount && found < 60; place++) {
  if (index.catalog.placeLevel(place) !== UNIT_LEVEL || index.catalog.placePostalCode(place) !== '') continue;
  const seat = relations.seatOf(place);
  if (seat < 0 || index.catalog.placeName(seat) === index.catalog.placeName(place)) continue;
  const text = `${index.catalog.placeName(place)}, ${index.catalog.countyName(index.catalog.placeCounty(place))}`;
  for (const reading of readAddressText(text)) if (reading.locality !== undefined) shapes[4]!.push({ reading, code: index.catalog.placePostalCode(seat) });
  found++;
}
const readings = shapes.flat();

/** A query of a reading's parts, with what else may be written beside them. */
const query = fc.record({
  read: fc.oneof(...shapes.map((list) => fc.constantFrom(...list))),
  county: fc.option(fc.constantFrom(...COUNTIES), { nil: undefined, freq: 3 }),
  admin: fc.option(fc.constantFrom(...readings), { nil: undefined, freq: 3 }),
  sector: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined, freq: 5 }),
  code: fc.constantFrom('none', 'own', 'other'),
  streetWritten: fc.boolean(),
  mode: fc.constantFrom('exact' as const, 'fuzzy' as const),
}).map((q): LocalityQuery => {
  const { reading } = q.read;
  const out: LocalityQuery = { part: reading.locality, mode: q.mode, streetWritten: q.streetWritten };
  const county = q.county ?? reading.county?.county;
  if (county) out.county = county;
  const admin = q.admin?.reading.locality ?? reading.admin;
  if (admin) out.admin = admin;
  if (q.sector !== undefined) out.sector = q.sector;
  if (q.code !== 'none') out.postalCode = q.code === 'own' ? q.read.code : q.admin?.code ?? '400001';
  return out;
});

/** The highest score of the candidates of each query, against the bound; how many candidates were checked. */
function checkBound(ranking: RankingOptions, numRuns: number, seed: number): number {
  // (The answers remembered were scored under other weights.)
  index.context.state.forgetVerified();
  const ctx: EngineContext = { ...index.context, ranking };
  const bound = highestLocalityScore(ranking.locality);
  let checked = 0;
  fc.assert(fc.property(query, (q) => {
    for (const c of findLocalities(ctx, q)) {
      expect(c.score).toBeLessThanOrEqual(bound);
      checked++;
    }
  }), { numRuns, seed });
  return checked;
}

describe('the highest score a locality candidate can have', () => {
  it('is never exceeded under the default weights', () => {
    expect(readings.length).toBeGreaterThan(100);
    for (const list of shapes) expect(list.length).toBeGreaterThan(20);
    expect(checkBound(DEFAULT_RANKING, 400, 2431)).toBeGreaterThan(400);
  });

  it('is never exceeded when any one factor of the scoring weighs far more than its default', () => {
    // One factor at 3, every other moved down to at most 1: a factor the scoring applies but the
    // bound leaves out then scores a candidate near 3 above a bound near 1.
    const { locality } = DEFAULT_RANKING;
    // (A rank stays a rank, and a mistake's cost a cost.)
    const factors = (Object.keys(locality) as Array<keyof typeof locality>).filter((k) => k !== 'partOfNameMaxRank' && k !== 'perEdit' && k !== 'perSizeRank');
    let checked = 0;
    for (const [i, raised] of factors.entries()) {
      const moved = Object.fromEntries(Object.entries(locality).map(([k, v]) => [k, k === raised ? 3 : factors.includes(k as typeof raised) ? Math.min(v, 1) * 0.9 : v]));
      checked += checkBound({ ...DEFAULT_RANKING, locality: moved as RankingOptions['locality'] }, 150, 2440 + i);
    }
    expect(checked).toBeGreaterThan(factors.length * 150);
  });
});
