/**
 * The neighbourhoods of the vocabulary (`TOWN_NEIGHBOURHOODS`): what the data must hold for the
 * reader to leave one out as a part of its town, and what verify answers with one written.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import type { VerifyInput } from '../src/types.js';
import { TOWN_NEIGHBOURHOODS } from '../src/shared/vocabulary.js';
import { COUNTIES } from '../src/shared/aliases.js';
import { fold } from '../src/shared/normalize.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

describe('TOWN_NEIGHBOURHOODS: the data', () => {
  const places = catalog.data.s.PLACE_PARENT.length;

  it('names towns of the index, each in its county', () => {
    for (const { county, town } of TOWN_NEIGHBOURHOODS) {
      let found = 0;
      for (let p = 0; p < places; p++) if (catalog.countyCode(catalog.placeCounty(p)) === county && fold(catalog.placeName(p)) === fold(town)) found++;
      expect(found, `${town} (${county})`).toBeGreaterThan(0);
    }
  });

  it('lists no locality of the town\'s own unit (SIRUTA\'s localities are read as localities) and no county', () => {
    const counties = new Set(COUNTIES.map((c) => c.folded));
    let checked = 0;
    for (const { county, town, names } of TOWN_NEIGHBOURHOODS) {
      const own = new Set<string>();
      for (let p = 0; p < places; p++) {
        const unit = catalog.placeParent(p);
        if (unit === undefined || catalog.countyCode(catalog.placeCounty(p)) !== county) continue;
        if (county === 'B' || fold(catalog.placeName(unit)) === fold(town)) own.add(fold(catalog.placeName(p)));
      }
      expect(own.size, town).toBeGreaterThan(0);
      for (const name of names) {
        expect(own.has(fold(name)), `${name} is a locality of ${town}`).toBe(false);
        expect(counties.has(fold(name)), `${name} is a county`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });
});

describe('verify: a neighbourhood written beside the street', () => {
  const verify = (input: VerifyInput) => index.verify(input);

  it('a Bucharest neighbourhood named like an Ilfov town, with the sector: the street in the sector written', () => {
    for (const text of ['Strada Avrig nr. 5, Pantelimon, Sector 2, București', 'Pantelimon, Strada Avrig nr. 5, Sector 2']) {
      const r = verify({ freeform: text });
      expect(r.address.postal_code, text).toBe('021571');
      expect(r.address.county_code).toBe('B');
      expect(r.ignored).toContainEqual({ text: 'Pantelimon', as: 'neighbourhood' });
    }
  });

  it('named like a village of another county: not that village (`Rahova`, `Crângași`)', () => {
    expect(verify({ freeform: 'Rahova, Strada Amiral Constantin Bălescu nr. 16, Sector 1' }).address.postal_code).toBe('011954');
    expect(verify({ freeform: 'Strada Arad nr. 51, Crângași, Sector 1, București' }).address.county_code).toBe('B');
  });

  it('in a county-seat town, marked or not (`Mănăștur`, `cartier Viziru` of Brăila, not the commune)', () => {
    for (const text of ['Str. Trifoiului 12, Mănăștur, Cluj-Napoca', 'Str. Trifoiului 12, cartier Mănăștur, Cluj-Napoca']) {
      const r = verify({ freeform: text });
      expect(r.address.locality, text).toBe('Cluj-Napoca');
      expect(r.address.postal_code).toBe('400425');
    }
    const r = verify({ freeform: 'Strada Ana Aslan nr. 3, cartier Viziru, Brăila' });
    expect(r.address.locality).toBe('Brăila');
  });

  it('the town\'s own SIRUTA locality stays the locality (`Rovine` of Craiova)', () => {
    const r = verify({ freeform: 'Strada Câmpului nr. 5, Rovine, mun. Craiova, jud. Dolj' });
    expect(r.address.locality).toBe('Rovine');
  });

  it('an Ilfov place written with București and a street București lacks stays the Ilfov place (`Berceni, București`)', () => {
    // The reading without the neighbourhood (București, its street not found) must not crowd out the
    // Ilfov commune, which București written as its county fits (SUBURBS_COUNTY).
    for (const [text, code] of [['Strada Principală 5, Berceni, București', '077020'], ['Strada Principală 5, Pipera, București', '077191']] as const) {
      expect(verify({ freeform: text }).address.postal_code, text).toBe(code);
    }
  });

  it('the same name without a town of its own stays the place (`Berceni, Ilfov`, `Berceni, Prahova`)', () => {
    expect(verify({ freeform: 'Str. Principala 12, Berceni, Ilfov' }).address.county_code).toBe('IF');
    expect(verify({ freeform: 'Berceni, Prahova' }).address.county_code).toBe('PH');
  });

  it('structured: a neighbourhood in the locality field beside its town; the field quoted whole in its correction', () => {
    for (const locality of ['București, Pantelimon', 'Pantelimon, București', 'București (Pantelimon)']) {
      const r = verify({ street: 'Strada Avrig', house_number: '5', locality, county: 'B' });
      expect(r.address.postal_code, locality).toBe('021571');
      expect(r.corrections).toContainEqual({ field: 'locality', from: locality, to: 'București', reason: 'locality' });
      expect(r.corrections.some((c) => c.field === 'county')).toBe(false);
    }
    const marked = verify({ street: 'Strada Trifoiului', house_number: '12', locality: 'Cluj-Napoca, cartier Mănăștur', county: 'CJ' });
    expect(marked.address.postal_code).toBe('400425');
    expect(marked.corrections).toContainEqual({ field: 'locality', from: 'Cluj-Napoca, cartier Mănăștur', to: 'Cluj-Napoca', reason: 'locality' });
  });

  it('property: a neighbourhood of București added to a Bucharest street address keeps its code', () => {
    const names = TOWN_NEIGHBOURHOODS.find((t) => t.county === 'B')!.names;
    const addresses = [
      ['Strada Avrig nr. 5', 'Sector 2', '021571'],
      ['Calea Victoriei nr. 120', 'Sector 1', '010093'],
      ['Strada Emanoil Porumbaru nr. 21', 'Sector 1', '011421'],
    ] as const;
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...names), fc.constantFrom(...addresses), fc.boolean(), (name, [street, sector, code], first) => {
      const text = first ? `${name}, ${street}, ${sector}, București` : `${street}, ${name}, ${sector}, București`;
      checked++;
      expect(verify({ freeform: text }).address.postal_code, text).toBe(code);
    }), { numRuns: 120, seed: 24 });
    expect(checked).toBe(120);
  });
});
