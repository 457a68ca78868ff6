/**
 * A neighbourhood the vocabulary knows (`TOWN_NEIGHBOURHOODS`) written where the town goes: the
 * structured `locality` field `Mănăștur` with the county Cluj, or free-form `Str. Trifoiului 12,
 * Mănăștur`. It names its town (the run decoder's `townOptions`), unless its words are also the name
 * of a place of the county written, or of the town's county when none is (that place is meant:
 * `namesPlaceInCounty`); with no county written and a place of that name elsewhere, the answer is
 * `ambiguous`, the town first (`neighbourhoodRival`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { TOWN_NEIGHBOURHOODS } from '../src/shared/vocabulary.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { fold } from '../src/shared/normalize.js';
import { BUCHAREST_CODE } from '../src/shared/aliases.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** The folded names of the places of each county (its code): a neighbourhood named like one is no town's here. */
const placeNames = new Map<string, Set<string>>();
for (let p = 0; p < catalog.placeCount; p++) {
  if (catalog.isSector(p)) continue;
  const county = catalog.countyCode(catalog.placeCounty(p));
  (placeNames.get(county) ?? placeNames.set(county, new Set()).get(county)!).add(fold(catalog.placeName(p)));
}

/** Streets of a town whose every segment has one code, with that code, and the town's county name. */
function oneCodeStreets(county: string, town: string): Array<{ street: string; code: string; countyName: string }> {
  const out: Array<{ street: string; code: string; countyName: string }> = [];
  for (let s = 0; s < catalog.streetCount && out.length < 8; s++) {
    const place = catalog.streetPlace(s);
    const inTown = county === BUCHAREST_CODE ? catalog.isSector(place) : !catalog.isSector(place) && fold(catalog.placeName(place)) === fold(town) && catalog.countyCode(catalog.placeCounty(place)) === county;
    if (!inTown) continue;
    const { from, to } = catalog.streetSegments(s);
    const codes = new Set<string>();
    for (let k = from; k < to; k++) codes.add(catalog.segmentPostalCode(k));
    const type = streetTypeById(catalog.streetTypeId(s));
    const name = catalog.streetBareName(s);
    if (codes.size !== 1 || type === undefined || /\d/.test(name)) continue;
    out.push({ street: `${type.article} ${name}`, code: [...codes][0]!, countyName: catalog.countyName(catalog.placeCounty(place)) });
  }
  return out;
}

/** Each neighbourhood that no place of its town's county is named like, with streets of its town. */
const cases = TOWN_NEIGHBOURHOODS.flatMap(({ county, town, names }) => {
  const streets = oneCodeStreets(county, town);
  return names.filter((name) => !placeNames.get(county)?.has(fold(name))).map((name) => ({ name, town, streets }));
}).filter((c) => c.streets.length > 0);

describe('a neighbourhood written where the town goes', () => {
  it('names its town in the structured locality field, the county given (fast-check over the vocabulary)', () => {
    expect(cases.length).toBeGreaterThan(150);
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...cases), fc.nat(), fc.integer({ min: 1, max: 60 }), (c, pick, number) => {
      const s = c.streets[pick % c.streets.length]!;
      const r = index.verify({ street: s.street, house_number: String(number), locality: c.name, county: s.countyName });
      checked++;
      expect(r.address?.postal_code).toBe(s.code);
      // The county given holds; the locality field is quoted, the town it names is the answer's.
      expect(r.corrections?.find((k) => k.field === 'county')).toBeUndefined();
      expect(r.corrections?.find((k) => k.field === 'locality')).toMatchObject({ from: c.name, reason: 'locality' });
    }), { numRuns: 300, seed: 29 });
    expect(checked).toBe(300);
  });

  it('names its town in free-form text, a county marked (the neighbourhood left out, the locality quoting it)', () => {
    const r = index.verify({ freeform: 'Str. Trifoiului nr. 12, Mănăștur, jud. Cluj' });
    expect(r.address).toMatchObject({ locality: 'Cluj-Napoca', postal_code: '400425' });
    expect(r.verdict).toBe('corrected');
    expect(r.corrections).toContainEqual({ field: 'locality', from: 'Mănăștur', to: 'Cluj-Napoca', reason: 'locality' });
  });

  it('is București beside its county, not the commune of Ilfov of that name', () => {
    const r = index.verify({ street: 'Calea Victoriei', house_number: '120', locality: 'Berceni', county: 'București' });
    expect(r.address).toMatchObject({ county_code: 'B', postal_code: '010093' });
    expect(r.corrections?.find((k) => k.field === 'county')).toBeUndefined();
  });

  it('is București where a sector is written too, not the commune of Ilfov of that name', () => {
    const r = index.verify({ freeform: 'Bl. 12, ap. 4, Berceni, Sector 4' });
    expect(r.address).toMatchObject({ locality: 'București', county_code: 'B' });
    expect(r.verdict).toBe('partial');
    expect(r.unconfirmed).toContain('postal_code');
  });

  it('is the place of its name in the county written (the county holds)', () => {
    // Ploiești has a neighbourhood and a street Malu Roșu; Prahova a village Malu Roșu.
    const village = index.verify({ street: 'Malu Roșu', locality: 'Malu Roșu', county: 'Prahova' });
    expect(village.address).toMatchObject({ locality: 'Malu Roșu', postal_code: '107127' });
    // And the commune Berceni with its county Ilfov is the commune.
    expect(index.verify({ locality: 'Berceni', county: 'Ilfov' }).address?.postal_code).toBe('077020');
  });

  it('is the place of its name in the town\'s county when no county is written', () => {
    // Brăila's Viziru, or the village Viziru of Brăila county: the village, whose streets cannot be checked.
    const r = index.verify({ freeform: 'Str. Dimitrie Bolintineanu 37, Viziru' });
    expect(r.address).toMatchObject({ locality: 'Viziru', county_code: 'BR', postal_code: '817215' });
  });

  it('alone, no county written, is the place of its name or the town: ambiguous', () => {
    // The village Mănăștur of Arad has its own code, Cluj-Napoca's Mănăștur none: the place first.
    const r = index.verify({ locality: 'Mănăștur' });
    expect(r.verdict).toBe('ambiguous');
    expect(r.address?.postal_code).toBe('317402');
    expect(r.candidates?.map((c) => c.address.locality)).toContain('Cluj-Napoca');
  });

  it('is ambiguous with a place of its name elsewhere when no county is written, the town first', () => {
    const r = index.verify({ freeform: 'Str. Trifoiului nr. 12, Mănăștur' });
    expect(r.verdict).toBe('ambiguous');
    expect(r.address).toMatchObject({ locality: 'Cluj-Napoca', postal_code: '400425' });
    expect(r.candidates?.map((c) => c.address.postal_code)).toContain('317402');
  });
});
