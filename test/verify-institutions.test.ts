/**
 * Institutions' addresses as schools' and town halls' registers write them (issue 24: the private
 * sets of free-form school and town-hall addresses): the place an institution's name ends with is
 * read as the address's locality when the address names its commune (`Grădinița Drâmbar, comuna
 * Ciugud`: the village Drâmbar), and a unit named in the genitive after the name (`Primăria Comunei
 * Arefu`) is the commune, at its seat, not a village of that name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { SirutaType, LOCALITY_LEVEL } from '../src/shared/place-kind.js';
import { GENITIVE_PLACE_WORDS } from '../src/shared/vocabulary.js';
import { fold } from '../src/shared/normalize.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

interface Commune { unit: number; seat: number; villages: number[] }

/** Every commune with its seat and its villages. */
function communes(): Commune[] {
  const byUnit = new Map<number, number[]>();
  for (let p = 0; p < catalog.placeCount; p++) {
    const unit = catalog.placeParent(p);
    if (unit === undefined || catalog.placeLevel(p) !== LOCALITY_LEVEL || catalog.placeType(unit) !== SirutaType.commune) continue;
    const list = byUnit.get(unit);
    if (list) list.push(p);
    else byUnit.set(unit, [p]);
  }
  const out: Commune[] = [];
  for (const [unit, villages] of byUnit) {
    const seat = villages.find((v) => catalog.placeType(v) === SirutaType.communeSeat);
    if (seat !== undefined) out.push({ unit, seat, villages });
  }
  return out;
}

describe('institutions\' addresses', () => {
  const all = communes();

  it('the index has communes with seats', () => {
    expect(all.length).toBeGreaterThan(2500);
  });

  it('Primăria Comunei X, județul Y is the commune at its seat, also where a village of the commune is named X (fast-check)', () => {
    let checked = 0;
    let seatNamedOtherwise = 0;
    fc.assert(fc.property(fc.constantFrom(...all), fc.boolean(), ({ unit, seat }, upper) => {
      const county = catalog.countyName(catalog.placeCounty(unit));
      const text = `Primăria Comunei ${catalog.placeName(unit)}, județul ${county}`;
      const r = index.verify({ freeform: upper ? text.toUpperCase() : text });
      const accepted = [catalog.placePostalCode(seat), catalog.placePostalCode(unit)].filter((c) => c !== '');
      expect(accepted, text).toContain(r.address.postal_code);
      if (catalog.placeName(seat) !== catalog.placeName(unit)) seatNamedOtherwise++;
      checked++;
    }), { numRuns: 300 });
    expect(checked).toBe(300);
    expect(seatNamedOtherwise).toBeGreaterThan(10);
  });

  it('PRIMARIA COMUNEI AREFU, JUDETUL ARGEȘ is at Căpățânenii Pământeni, the seat, not the village Arefu', () => {
    const r = index.verify({ freeform: 'PRIMARIA COMUNEI AREFU, JUDETUL ARGEȘ' });
    expect(r.address.postal_code).toBe('117041');
    expect(r.verdict).not.toBe('valid');
  });

  it('a kindergarten or a school named for a village of the commune written is in that village (fast-check)', () => {
    const villages = all.flatMap(({ unit, seat, villages: vs }) => vs.filter((v) => v !== seat && catalog.placePostalCode(v) !== ''
      // (Names of three words or more, or with a genitive place word, end inside the name's ends tried.)
      && catalog.placeName(v).split(/[\s-]+/).length <= 2 && !fold(catalog.placeName(v)).split(' ').some((w) => GENITIVE_PLACE_WORDS.has(w))
      // One village of that name in the commune.
      && vs.filter((o) => fold(catalog.placeName(o)) === fold(catalog.placeName(v))).length === 1).map((v) => ({ unit, village: v })));
    expect(villages.length).toBeGreaterThan(5000);
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...villages), fc.constantFrom('Grădinița cu Program Normal', 'Grădinița', 'Școala Primară', 'Școala Gimnazială'), fc.constantFrom('comuna', 'com.'), ({ unit, village }, head, marker) => {
      const county = catalog.countyName(catalog.placeCounty(unit));
      const text = `${head} ${catalog.placeName(village)}, ${marker} ${catalog.placeName(unit)}, județul ${county}`;
      const r = index.verify({ freeform: text });
      expect(r.address.postal_code, text).toBe(catalog.placePostalCode(village));
      checked++;
    }), { numRuns: 300 });
    expect(checked).toBe(300);
  });
});

describe('an institution\'s own number and a house number after its name', () => {
  it('a number right after the name\'s kind words is the institution\'s; after the village the name ends with, the house\'s; a date is a name', () => {
    expect(index.verify({ freeform: 'Școala Gimnazială Drâmbar nr. 106, Ciugud, Alba' }).address.postal_code).toBe('517241');
    const numbered = index.verify({ freeform: 'Școala Gimnazială nr. 3, Ciugud, Alba' });
    expect(numbered.address.postal_code).toBe('517240');
    expect(numbered.ignored).toEqual([{ text: 'Școala Gimnazială nr. 3', as: 'organisation' }]);
    expect(index.verify({ freeform: 'GRĂDINIŢA CU PROGRAM NORMAL 23 AUGUST, COM. MALOVĂŢ, JUDEŢUL MEHEDINŢI' }).address.postal_code).toBe('227316');
    // A type word that also names places, after a name's small word, is the name's (`Câmp` of `Arieșu de Câmp`).
    expect(index.verify({ freeform: 'GRADINITA ARIESU DE CAMP, COMUNA ARDUSAT, JUDETUL MARAMURES' }).address.postal_code).toBe('437006');
  });
});
