/**
 * Companies' and the state's bookkeeping records (eighteenth typist, shapes25): a label's own number before
 * the street's (`Punct de lucru nr. 2 - Arad, Calea Aurel Vlaicu nr. 110`, `hala 3, lot 7, …`); an
 * e-invoice's (UBL) address as XML or as its fields' names (`<cbc:StreetName>…`, `StreetName: … |
 * CountrySubentity: RO-GL`), the county as ISO 3166-2 (`RO-B`); a firm's figures around its address
 * (CIF, `Nr.Reg.Com.`, `Capital social: 45.000 lei`, IBAN and bank); a site's parts (`rampa 4`,
 * `Depozit`, `Parc Industrial Tetarom I` in a field of its own); a street in the house-number column
 * (`{ street: 'SECTOR 6', house_number: 'Bd. Iuliu Maniu 248' }`). Examples (each failed before), and
 * properties over the index's own streets: each habit keeps the code the plain address has.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import type { StructuredVerifyInput } from '../src/types.js';
import { fold } from '../src/shared/normalize.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { propertyRuns, singleCode } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);
const answer = (input: string | StructuredVerifyInput): { code: string | undefined; verdict: string; confidence: number } => {
  try {
    const r = index.verify(typeof input === 'string' ? { freeform: input } : input);
    return { code: r.address?.postal_code, verdict: r.verdict, confidence: r.confidence };
  } catch {
    return { code: undefined, verdict: 'error', confidence: 0 };
  }
};

/** Streets with a type word and one code, the only street of their name in their town (or sector). */
const towns: number[] = [];
const sectors: number[] = [];
{
  const byName = new Map<string, number[]>();
  for (let s = 0; s < catalog.streetCount; s++) {
    if (/\d/.test(catalog.streetBareName(s)) || !streetTypeById(catalog.streetTypeId(s))?.article) continue;
    const key = `${catalog.streetPlace(s)}|${fold(catalog.streetBareName(s))}`;
    byName.set(key, [...(byName.get(key) ?? []), s]);
  }
  for (const streets of byName.values()) {
    if (streets.length !== 1 || singleCode(catalog, streets[0]!) === undefined) continue;
    (catalog.isSector(catalog.streetPlace(streets[0]!)) ? sectors : towns).push(streets[0]!);
  }
}
const line = (s: number, n: number): string => `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)} nr. ${n}`;
const town = (s: number): string => catalog.placeName(catalog.streetPlace(s));
const countyCode = (s: number): string => catalog.countyCode(catalog.placeCounty(catalog.streetPlace(s)));
const anyTown = fc.integer({ min: 0, max: towns.length - 1 }).map((i) => towns[i]!);
const anySector = fc.integer({ min: 0, max: sectors.length - 1 }).map((i) => sectors[i]!);
const house = fc.integer({ min: 10, max: 120 });

describe('verify: bookkeeping records, examples', () => {
  it('leaves out a workplace\'s own number and a site\'s parts before the street with its number (was the label\'s number: valid 0.97 on another code)', () => {
    const r = answer('Punct de lucru nr. 2 - Arad, Calea Aurel Vlaicu nr. 110, hala 3, lot 7');
    expect(r.code).toBe('310353');
    expect(code('hala 3, lot 7, Arad, Calea Aurel Vlaicu nr. 110')).toBe('310353');
    // Alone before a street without its own number, `casa 77` is still the house number.
    expect(code('Str. Horea 5, casa 2, Cluj-Napoca')).toBe(code('Str. Horea 5, Cluj-Napoca'));
  });

  it('reads an e-invoice\'s XML and field names, the county as RO-XX and the sector glued (was Ilfov 0.16, the street lost)', () => {
    expect(answer('<cbc:StreetName>Sos. Pipera 20</cbc:StreetName>\n<cbc:CityName>SECTOR1</cbc:CityName>\n<cbc:CountrySubentity>RO-B</cbc:CountrySubentity>').code).toBe('014256');
    expect(answer('StreetName: Str. Navelor 4 | CityName: GALATI | CountrySubentity: RO-GL | IdentificationCode: RO').code).toBe('800036');
    expect(code('STREETNAME: STR. NAVELOR 4 | CITYNAME: GALATI | COUNTRYSUBENTITY: RO-GL')).toBe('800036');
    const r = index.verify({ freeform: 'Str. Navelor 4, GALATI, RO-GL' });
    expect(r.ignored).toContainEqual({ text: 'RO', as: 'country' });
  });

  it('leaves out a firm\'s figures around its address (was no locality found)', () => {
    expect(answer('Vanzator: MARITIM SERV SRL Sediul: Constanta, Bd. Mamaia nr. 147 Jud. Constanta CIF: RO6123987 Nr.Reg.Com.: J13/902/1994 Capital social: 45.000 lei Tel: 0241 555 010').code).toBe('900622');
    const r = index.verify({ freeform: 'Sediul social: Calea Aradului nr. 40, Timisoara, Jud. Timis; Nr. ORC J35/2210/2017; CUI 37711234; IBAN RO49BTRLRONCRT0123456701 Banca Transilvania' });
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    expect(r.ignored?.some((x) => x.as === 'registry' && x.text.endsWith('Banca Transilvania'))).toBe(true);
  });

  it('reads a site\'s parts and its park as notes (was partial: the street lost)', () => {
    expect(answer('Punct de lucru: Calea Buziasului nr. 15, Timisoara, Timis - Hala C, rampa 4').code).toBe('300701');
    expect(answer('Loc livrare: Depozit Timisoara, Calea Buziasului nr. 42, rampa 5, jud. TM').code).toBe('300700');
    expect(answer('Parc Industrial Tetarom I, Str. Tăietura Turcului nr. 47, Cluj-Napoca, jud. Cluj').code).toBe('400285');
    // A street so named is still the street.
    expect(code('Zona Industriala, Str. Parc Industrial nr. 1, Rm. Valcea, jud. Valcea')).toBe(code('Str. Parc Industrial nr. 1, Rm. Valcea, jud. Valcea'));
  });

  it('reads the fields together when the street with its number is in the number\'s column (was another street of the sector, 0.6)', () => {
    expect(answer({ street: 'SECTOR 6', house_number: 'Bd. Iuliu Maniu 248', locality: 'Bucuresti', county: 'B' }).code).toBe('061127');
  });
});

describe('verify: bookkeeping records keep the plain address\'s code', () => {
  it('a workplace\'s own number, or a site\'s parts, before the street with its number', () => {
    let checked = 0;
    fc.assert(fc.property(anyTown, house, fc.integer({ min: 1, max: 9 }), fc.boolean(), (s, n, own, parts) => {
      const plain = code(`${line(s, n)}, ${town(s)}`);
      if (plain === undefined) return;
      const text = parts ? `hala ${own}, lot ${own + 1}, ${town(s)}, ${line(s, n)}` : `Punct de lucru nr. ${own} - ${town(s)}, ${line(s, n)}`;
      expect(answer(text).code, text).toBe(plain);
      checked++;
    }), propertyRuns(2501));
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('an e-invoice\'s XML or field names with the county as RO-XX', () => {
    let checked = 0;
    fc.assert(fc.property(anyTown, house, fc.boolean(), (s, n, xml) => {
      const plain = code(`${line(s, n)}, ${town(s)}`);
      if (plain === undefined) return;
      const iso = `RO-${countyCode(s)}`;
      const text = xml ? `<cbc:StreetName>${line(s, n)}</cbc:StreetName><cbc:CityName>${town(s)}</cbc:CityName><cbc:CountrySubentity>${iso}</cbc:CountrySubentity>`
        : `StreetName: ${line(s, n)} | CityName: ${town(s)} | CountrySubentity: ${iso}`;
      expect(answer(text).code, text).toBe(plain);
      checked++;
    }), propertyRuns(2502));
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('a firm\'s figures around its address, and a site\'s parts after it or its park before it', () => {
    let checked = 0;
    fc.assert(fc.property(anyTown, house, fc.constantFrom('figures', 'parts', 'park'), (s, n, form) => {
      const plain = code(`${line(s, n)}, ${town(s)}`);
      if (plain === undefined) return;
      const text = form === 'figures' ? `Furnizor: ALFA SRL Sediul: ${town(s)}, ${line(s, n)} CIF: RO1234567 Nr.Reg.Com.: J12/345/2010 Capital social: 200 lei IBAN RO22RNCB0053000000010001 BCR`
        : form === 'parts' ? `${line(s, n)}, ${town(s)} - Hala C, rampa 4` : `Parc Industrial Vest, ${line(s, n)}, ${town(s)}`;
      expect(answer(text).code, text).toBe(plain);
      checked++;
    }), propertyRuns(2503));
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('București\'s sector in the street column, the street with its number in the number\'s', () => {
    let checked = 0;
    fc.assert(fc.property(anySector, house, (s, n) => {
      const sector = town(s);
      const plain = answer({ street: `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)}`, house_number: String(n), locality: `București ${sector}` });
      if (plain.code === undefined || plain.verdict === 'ambiguous') return;
      expect(answer({ street: sector.toUpperCase(), house_number: line(s, n), locality: 'Bucuresti', county: 'B' }).code).toBe(plain.code);
      checked++;
    }), propertyRuns(2504));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});
