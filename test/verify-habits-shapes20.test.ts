/**
 * Numbers said rather than typed (the fifteenth typist: a hotline agent typing what a caller
 * dictates, speech-to-text, voicemail transcripts): a number in words where a number may stand
 * (`numărul douăzeci și unu`, `bloc patru`, `sectorul cinci`, `{ house_number: 'doi' }`), digits said
 * one by one (`numărul 1 2 7`, `{ house_number: '9 9' }`), a number taken back as it is said
 * (`numărul 85 nu, scuze, 87`), the postal code read in pairs (`cod poștal 40 05 61`). The reader
 * (`src/shared/spoken-numbers.ts`) and, over the index's own streets, that each keeps the code the
 * plain address has.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';
import { numberInWords } from '../eval/verify-forms-writing.js';
import { readSpokenNumbers } from '../src/shared/spoken-numbers.js';
import { parseHouseNumber } from '../src/shared/house-number.js';
import { fold } from '../src/shared/normalize.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);

describe('spoken numbers: the reader', () => {
  it('reads every number from 1 to 999 said in words after `numărul`, with and without the letters\' marks, in its place', () => {
    let checked = 0;
    let seed = 1;
    const random = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.boolean(), fc.constantFrom('numărul', 'nr', 'NUMARUL', 'bloc', 'sectorul', 'apartament'), (n, marks, marker) => {
      const said = numberInWords(n, random, true);
      const text = `Strada Lungă ${marker} ${marks ? said : fold(said)} Brașov`;
      const read = readSpokenNumbers(text);
      // The text keeps its length and its words' places; the number is its digits where its words began.
      expect(read.text.length).toBe(text.length);
      const at = text.indexOf(marker) + marker.length + 1;
      expect(read.text.slice(at).split(/\s+/)[0]).toBe(String(n));
      expect(read.text.slice(0, at)).toBe(text.slice(0, at));
      expect(read.text.endsWith(' Brașov')).toBe(true);
      checked++;
    }), { numRuns: 400 });
    expect(checked).toBe(400);
  });

  it('reads a unit alone only where a number may stand: streets named with number words keep their words', () => {
    for (const text of ['Strada Trei Ierarhi nr. 5, Iași', 'Strada Șapte Drumuri 3, Galați', 'Strada Doi Brazi 4', 'Strada Nouă nr. 12, Brașov', 'Strada Zece Mese 2', 'Strada Suta 7', 'Strada Unirii 5']) {
      expect(readSpokenNumbers(text).text, text).toBe(text);
    }
    expect(readSpokenNumbers('Strada Nouă numărul nouă').text).toBe('Strada Nouă numărul 9   ');
    expect(readSpokenNumbers('Bulevardul Libertății optsprezece sector cinci').text).toBe('Bulevardul Libertății 18          sector 5    ');
    // A date naming a street, said: the digits the index holds (`13 Septembrie`).
    expect(readSpokenNumbers('Calea treisprezece septembrie').text).toBe('Calea 13           septembrie');
  });

  it('joins digits said one by one only after the house number\'s word or opening the field, and a code\'s three pairs after its word', () => {
    expect(readSpokenNumbers('strada Corneliu Coposu numărul 1 2 7 Cluj').text).toBe('strada Corneliu Coposu numărul 127   Cluj');
    expect(readSpokenNumbers('9 9', true).text).toBe('99 ');
    // Not a date's first digit (`5 1 Decembrie`), not after a building part, not in free text elsewhere.
    expect(readSpokenNumbers('Strada X nr 5 1 Decembrie').text).toBe('Strada X nr 5 1 Decembrie');
    expect(readSpokenNumbers('bl 4 sc 1 ap 2 3').text).toBe('bl 4 sc 1 ap 2 3');
    expect(readSpokenNumbers('Sector 1 5').text).toBe('Sector 1 5');
    expect(readSpokenNumbers('cod postal 40 05 61').text).toBe('cod postal 400561  ');
    expect(readSpokenNumbers('cod 40 05 61 12').text).toBe('cod 40 05 61 12');
    expect(readSpokenNumbers('tel 07 44 12').text).toBe('tel 07 44 12');
  });

  it('takes back the number said first for the one said after `nu`, `ba nu`, `adică nu`, `de fapt`', () => {
    const back = (text: string): string[] => readSpokenNumbers(text).takenBack.map(([a, b]) => text.slice(a, b));
    expect(back('numarul 85 nu scuze 87 cluj')).toEqual(['85 nu scuze']);
    expect(back('strada carpenului 35 adica nu 37 judetul dolj')).toEqual(['35 adica nu']);
    expect(back('numarul 2 nu de fapt e 1')).toEqual(['2 nu de fapt e']);
    expect(back('numarul 1 nu 2 2 e corect')).toEqual(['1 nu', '2 e corect']);
    expect(back('numarul doi nu unu ba da doi')).toEqual(['doi nu unu ba da']);
    expect(back('numarul 51 nu 53 am gresit')).toEqual(['51 nu', 'am gresit']);
    // No number after the words, or no word that takes back: nothing is.
    expect(back('nr 5 nu are interfon')).toEqual([]);
    expect(back('nr 5 de 7')).toEqual([]);
  });

  it('reads a house-number field said in words, digit by digit or taken back', () => {
    expect(parseHouseNumber('doi')?.house).toBe('2');
    expect(parseHouseNumber('douăzeci și unu')?.house).toBe('21');
    expect(parseHouseNumber('numarul cinci')?.house).toBe('5');
    expect(parseHouseNumber('9 9')?.house).toBe('99');
    expect(parseHouseNumber('9 9')?.unread).toBe(0);
    expect(parseHouseNumber('85 nu 87')?.house).toBe('87');
    expect(parseHouseNumber('12 a')?.house).toBe('12A');
    expect(parseHouseNumber('o sută șaptesprezece bloc patru')?.details).toBe('nr. 117, bl. 4');
  });
});

describe('spoken numbers: verify, the fifteenth typist\'s examples', () => {
  it('answers `"house_number": "9 9"` with number 99\'s code, not number 9\'s as valid (was valid 0.97, the wrong code)', () => {
    const r = index.verify({ street: 'strada bogdan dragoș', house_number: '9 9', locality: 'roman', county: 'neamț' });
    expect(r.address?.postal_code).toBe(code('Strada Bogdan Dragoș 99, Roman, Neamț'));
    expect(r.address?.postal_code).not.toBe(code('Strada Bogdan Dragoș 9, Roman, Neamț'));
  });

  it('reads numbers in words, the sector in words, a number taken back and a code in pairs', () => {
    const same = (said: string, plain: string): void => {
      const want = code(plain);
      expect(want, plain).toBeDefined();
      const r = index.verify({ freeform: said });
      expect(r.address?.postal_code, said).toBe(want);
      expect(r.confidence, said).toBeGreaterThanOrEqual(0.9);
    };
    same('strada frunzisului numarul douazeci cluj napoca', 'Strada Frunzișului 20, Cluj-Napoca');
    same('barlad strada tudor vladimirescu numarul o suta saptesprezece', 'Strada Tudor Vladimirescu 117, Bârlad');
    same('iasi aleea rozelor numarul treizeci si patru bloc patru scara doi etajul trei apartament douazeci si unu', 'Aleea Rozelor 34, Iași');
    same('bucuresti sector trei strada banul udrea numarul noua', 'Strada Banul Udrea 9, Sector 3, București');
    same('strada corneliu coposu numărul 1 2 7 cluj-napoca', 'Strada Corneliu Coposu 127, Cluj-Napoca');
    same('calea manastur numarul 85 nu scuze 87 cluj napoca', 'Calea Mănăștur 87, Cluj-Napoca');
    same('craiova strada carpenului 35 adica nu 37 judetul dolj', 'Strada Carpenului 37, Craiova');
    same('strada bucium 11 cluj napoca cod postal 40 05 61', 'Strada Bucium 11, Cluj-Napoca');
    // The number taken back is reported as ignored, as written.
    expect(index.verify({ freeform: 'calea manastur numarul 85 nu, scuze, 87 cluj napoca' }).ignored).toEqual([{ text: '85 nu, scuze', as: 'note' }]);
  });
});

describe('spoken numbers: properties over the index\'s streets', () => {
  const { cases } = addressCases(c);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{2,3}$/.test(x.house) && !c.isSector(x.place));
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  let seed = 7;
  const random = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647);

  it('the house number said in words, digit by digit, or after one taken back keeps the code of its digits', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('words', 'apart', 'taken_back', 'field_words', 'field_apart'), (s, how) => {
      const street = c.streetName(s.street!);
      const town = c.placeName(s.place);
      const n = Number(s.house.slice(4));
      const plain = index.verify({ freeform: `${street} nr. ${n}, ${town}` });
      if (plain.verdict !== 'valid' && plain.verdict !== 'corrected') return;
      const said = how === 'words' ? `${street} numărul ${numberInWords(n, random)} ${town}`
        : how === 'apart' ? `${street} numărul ${String(n).split('').join(' ')} ${town}`
          : how === 'taken_back' ? `${street} numărul ${n + 2} nu, scuze, ${n} ${town}` : undefined;
      const r = said !== undefined ? index.verify({ freeform: said })
        : index.verify({ street, house_number: how === 'field_words' ? numberInWords(n, random) : String(n).split('').join(' '), locality: town });
      expect(r.address?.postal_code, `${how} ${said ?? street}`).toBe(plain.address.postal_code);
      checked++;
    }), { numRuns: 120 });
    expect(checked).toBeGreaterThanOrEqual(90);
  });
});
