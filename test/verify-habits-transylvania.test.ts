/**
 * Transylvania's Hungarian and German habits (issue 24, the fourteenth typist's misses, seventeenth
 * session), as properties over the index's own streets (fast-check) and the typist's examples:
 *
 * - a name followed by its other name, in brackets or after a slash (`Segesvári (Sighișoara) u. 33`,
 *   `Brassói út / Str. Brașovului`, `Bd. Revoluției (fost 23 August)`, `Str. Lenin (azi Avram Iancu)`),
 *   the town's too (`Nagyvárad (Oradea) Eminescu u. 44`): the code of the side the index knows;
 * - Hungarian and German building details and courtesies (`II. emelet, 8. ajtó`, `Stiege 2, Stock 3,
 *   Whg. 12`, `Kérem: … Köszönöm!`, `Bitte an: …, danke`): the street's code;
 * - a place marker glued to its name or its county's code (`MunBrasov JudBV`): the street's code;
 * - a city written exactly with a county it is not in (`Deva, jud. Alba`): the city, the county
 *   corrected, not a look-alike village of that county (an example).
 *
 * Every property compares a form with the same street written plainly (`Str. X 5, Town`), counts the
 * streets it checked (and those it could not use, which must stay few) and asserts that all were.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { streetTypeById } from '../src/shared/street-name.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { builtIndex, codeOrError, verifiedOrError } from './helpers/index.js';
import { townStreets } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 17_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const verified = (input: VerifyInput): VerifyResult | string => verifiedOrError(index, input);
const code = (input: VerifyInput): string => codeOrError(index, input);

/** Streets of towns (no sector, no digit in the name, a town's name opening with a capital). */
const streets = townStreets(catalog);

/** Made-up Hungarian and German names, in no name of the data. */
const FOREIGN = ['Szivárvány', 'Gyöngyvirág', 'Napsugár', 'Kikelet', 'Hajnalcsillag', 'Sonnenblumen', 'Lindenbaum', 'Morgenstern'];

/** The street written plainly: its type word, its name, a number; its code when the index confirms it, else undefined. */
function plain(s: number, n: number): { typed: string; name: string; town: string; county: string; code: string } | undefined {
  const name = catalog.streetBareName(s);
  const typed = `${streetTypeById(catalog.streetTypeId(s))?.article ?? 'Strada'} ${name}`;
  const town = catalog.placeName(catalog.streetPlace(s));
  const r = verified({ freeform: `${typed} ${n}, ${town}` });
  if (typeof r === 'string' || r.verdict === 'partial' || r.verdict === 'ambiguous') return undefined;
  return { typed, name, town, county: catalog.countyCode(catalog.placeCounty(catalog.streetPlace(s))), code: r.address?.postal_code ?? '' };
}

/** Runs `forms` of each drawn street against its plain form; asserts every form of every usable street gives the plain code. */
function sameAsPlain(forms: (p: { typed: string; name: string; town: string; county: string }, foreign: string, n: number) => VerifyInput[]): void {
  let checked = 0;
  let unusable = 0;
  const failures: string[] = [];
  fc.assert(fc.property(fc.integer({ min: 0, max: streets.length - 1 }), fc.nat(FOREIGN.length - 1), fc.integer({ min: 1, max: 40 }), (at, f, n) => {
    const p = plain(streets[at]!, n);
    if (p === undefined) {
      unusable++;
      return;
    }
    for (const input of forms(p, FOREIGN[f]!, n)) {
      checked++;
      const got = code(input);
      if (got !== p.code) failures.push(`${JSON.stringify(input)}: ${got}, plain ${p.code}`);
    }
  }), { numRuns: RUNS, seed: SEED });
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(RUNS);
  expect(unusable).toBeLessThan(RUNS / 2);
}

describe('a name followed by its other name', () => {
  it('in brackets after or before it, after a slash, marked former or current: the street the index knows', () => {
    sameAsPlain(({ typed, town }, foreign, n) => [
      { freeform: `${town}, ${typed} (${foreign} utca) ${n}` },
      { freeform: `${foreign} út / ${typed} ${n}, ${town}` },
      { freeform: `${typed} (fost ${foreign}) nr. ${n}, ${town}` },
      { freeform: `${typed.split(' ')[0]} ${foreign} (azi ${typed.split(' ').slice(1).join(' ')}) nr. ${n}, ${town}` },
      { street: `${foreign} Straße (${typed})`, house_number: String(n), locality: town },
      { street: `${typed} (${foreign} u.)`, house_number: String(n), locality: town },
    ]);
  });

  it('the town in brackets after its other name: the street of the town', () => {
    sameAsPlain(({ typed, town }, foreign, n) => [
      { freeform: `${foreign}vár (${town}) ${typed} ${n}` },
      { street: typed, house_number: String(n), locality: `${foreign}falva (${town})` },
    ]);
  });

  it.each([
    ['Nagyvárad (Oradea) Eminescu u. 44', '410010'],
    ['Csíkszereda, Iancu de Hunedoara (Hunyadi János) u. 40, Hargita megye', '530200'],
    ['Szatmárnémeti, Segesvári (Sighișoara) u. 33, Szatmár megye', '440051'],
    ['Fekete Pál\nTemesvár\nDózsa György (Gheorghe Doja) u. 20.', '300192'],
    ['Marosszentimre (Sântimbru) 123, Fehér megye', '517675'],
    ['Str. Lenin (azi Avram Iancu) 12, Cluj-Napoca', '400089'],
  ])('%s: %s', (text, expected) => {
    expect(code({ freeform: text })).toBe(expected);
  });

  it.each([
    [{ street: 'Szabadság tér (Piața Libertății)', house_number: '9', locality: 'Sepsiszentgyörgy - Sfântu Gheorghe', county: 'Covasna' }, '520055'],
    [{ street: 'Blasendorfer Straße (Str. Blajului)', house_number: '5', locality: 'Mediasch', county: 'Sibiu' }, '551143'],
    [{ street: 'Brassói út / Str. Brașovului', house_number: '15', locality: 'Csíkszereda', county: 'Harghita' }, '530111'],
    [{ street: 'Str. Daliei (Dália u.)', house_number: '7', locality: 'Sfântu Gheorghe', county: 'Covasna' }, '520089'],
    [{ street: 'Mărășești u. / Str. Mărășești', house_number: '20', locality: 'Oradea', county: 'Bihor' }, '410505'],
  ])('%j: %s', (input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it('a former name marked after a slash leaves the name of now first', () => {
    const r = verified({ freeform: 'Str. Mihai Viteazu / fostă Gării nr. 3, Cluj-Napoca' });
    expect(typeof r === 'string' ? r : r.verdict).not.toBe('ambiguous');
  });
});

describe('Hungarian and German building details and courtesies', () => {
  it('floors, doors, staircases, flats and thanks leave the street\'s code', () => {
    sameAsPlain(({ typed, town }, _foreign, n) => [
      { freeform: `${town}, ${typed} ${n}, II. emelet, 8. ajtó` },
      { freeform: `${town}, ${typed} ${n}, B lépcsőház, 3. em., 12. ajtó` },
      { freeform: `${typed} ${n}, Stiege 2, Stock 3, Whg. 12, ${town}` },
      { freeform: `Kérem a csomagot: ${typed} ${n}, ${town}. Köszönöm!` },
      { freeform: `Bitte an: ${typed} Nr. ${n}, ${town}, danke` },
    ]);
  });

  it.each([
    ['Kolozsvár, Maramureșului u. 45, II. emelet, 8. ajtó', '400250'],
    ['Marosvásárhely, Hasdeu u. 5/A lépcsőház, 3. em., 12. ajtó', '540165'],
  ])('%s: %s', (text, expected) => {
    expect(code({ freeform: text })).toBe(expected);
  });
});

describe('a place marker glued to its name or county code', () => {
  it('MunX / LocX and JudCC: the street of the town', () => {
    sameAsPlain(({ typed, town, county }, _foreign, n) => [
      { freeform: `${typed} ${n}, Loc${town} Jud${county}` },
      { freeform: `Jud${county} Loc${town}, ${typed} ${n}` },
    ]);
  });

  it('JudBV MunBrasov: Brașov of Brașov', () => {
    const r = verified({ freeform: 'Str. Lungă 5, MunBrasov JudBV' });
    expect(typeof r === 'string' ? r : r.address?.locality).toBe('Brașov');
  });
});

describe('a city written exactly with a county it is not in', () => {
  it('Deva, jud. Alba: Deva of Hunedoara, the county corrected', () => {
    const r = verified({ freeform: 'Deva, jud. Alba' });
    expect(typeof r === 'string' ? r : [r.address?.locality, r.address?.county]).toEqual(['Deva', 'Hunedoara']);
  });
});
