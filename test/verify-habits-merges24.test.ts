/**
 * What the twenty-fourth session's merges did to each other, each read in general (issue 24): a route's `din X în
 * Y` in a message names where it starts, the address is where it goes; a house described after the address (`casa
 * cu gard albastru`) is a note, not a label (`cu` links no place); a listing's head with `spre` (`Ofer spre
 * închiriere cameră`) is no person's name before the village; a message's way to a street whose type word begins
 * places' names too (`spre Fundătura …`) when a house number follows in its field. Each example is compared with
 * the same address written plainly, so the test says what the words around it must not change.
 */
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { expectSameCodeOf } from './helpers/habit-answers.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const same = expectSameCodeOf(index);

describe('verify: the words around an address, after the twenty-fourth session\'s merges', () => {
  it('a street whose type is written after its name keeps it before a message\'s word left out (`… Sándor tér Mulțumesc!`)', () => {
    same('Bună ziua, adresa mea este: Temesvár, Petőfi Sándor tér Mulțumesc!', 'Temesvár, Petőfi Sándor tér');
    same('Kolozsvár, Petőfi Sándor utca 5 Köszönöm!', 'Kolozsvár, Petőfi Sándor utca 5');
  });

  it('a route in a greeting\'s message (`din X (BT) în Y, Str. …`) answers where it goes', () => {
    same('Bună ziua, adresa mea este: Transport mobilă din Copalau (BT) în Petrosani, Str. Klein Micu 42, sc. A, ap. 29 – predare 21.12', 'Petrosani, Str. Klein Micu 42');
    same('Salut, mutare din Ciurea (IS) în Bacău, Str. Mioriței 12', 'Str. Mioriței 12, Bacău');
    // (A `din` before a comma and `în dreptul nr.` is the street's town, no route.)
    same('a fost depistat pe strada Livezilor din Turda, în dreptul nr. 2, fără a respecta indicatorul', 'Str. Livezilor 2, Turda');
  });

  it('a house described after the address (`casa cu …`) keeps the address\'s code and is left out as a note', () => {
    same('Buna ziua, livrati la Ursoaia (Icoana) (OT), casa cu gard albastru, mersi', 'sat Ursoaia, com. Icoana, jud. Olt');
    const described = index.verify({ freeform: 'Ne gasiti in Salcea, jud. Suceava, str. Văii 123 - casa cu poarta de lemn.' });
    expect(described.ignored?.find((w) => w.text.startsWith('casa'))?.as).toBe('note');
    expect(described.corrections.map((c) => c.field)).not.toContain('admin_unit');
  });

  it('a listing\'s head with `spre` before a village and its commune is no person\'s name', () => {
    same('Ofer spre inchiriere camera Traian - Comuna Zanesti - jud Neamt', 'sat Traian, com. Zănești, jud. Neamț');
    same('Oferim spre vanzare casa Bălțătești - jud Neamt', 'Bălțătești, jud. Neamț');
  });

  it('a message\'s way to a street whose type word begins places\' names, with its number, answers the street', () => {
    same('Cardul tau e in drum spre Fundătura Bujorului nr. 2, Giurgiu. Cod AWB 1Z423842', 'Fundătura Bujorului nr. 2, Giurgiu');
    same('Coletul e pe drum spre Calea Călărașilor nr. 83, București, sector 3', 'Calea Călărașilor nr. 83, București, sector 3');
  });
});
