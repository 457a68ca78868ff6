/**
 * Prose around an address that the typists' sets still lost (the fifteenth and sixteenth typists): a
 * note right after the number with no punctuation (`… ap 10 suna la interfon 10`, `… et 3 fara lift cl
 * 80 ani`), what a caller says before the address up to its link (`locul de consum este …`, `aveti adresa
 * gresita e satul …`), a person's name said before the street with no comma, an English listing's
 * description and resort, an English form's building letter before the street (`Unit 5, Bldg C, Eroilor
 * Blvd 11`). Examples (the habits fail on c53e116's code; the block example guards a first version's
 * fault), and properties over the index's own streets: each habit keeps the code the plain address has.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { parseHouseNumber } from '../src/shared/house-number.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);

describe('verify: prose around the address, examples', () => {
  it('leaves out a note right after the number, to its field\'s end, when it names no part', () => {
    const r = index.verify({ freeform: 'livrare reteta dna ionescu iasi str mircea cel batran nr 3 ap 10 suna la interfon 10' });
    expect(r.address?.postal_code).toBe('700647');
    expect(r.ignored).toContainEqual({ text: 'suna la interfon 10', as: 'message' });
    // (The number in the note is no house's: 80 was read as the house, the neighbouring parity's code.)
    expect(code('ploiesti str stadionului 4 et 3 fara lift cl 80 ani')).toBe('100172');
    // A marker after it says the address goes on: `5 si bl. 6` keeps its block.
    expect(index.verify({ freeform: 'ploiesti str stadionului 4 si bl 6' }).ignored ?? []).not.toContainEqual(expect.objectContaining({ as: 'message' }));
  });

  it('leaves out what a caller says before the address, up to its link', () => {
    expect(code('buna ziua sunt studenta in suceava strada universitatii numarul 13 si nu mi-a venit pachetul')).toBe('720229');
    expect(code('da buna ziua am o reclamatie la factura de gaz locul de consum este constanta strada nicolae iorga numarul nouazeci si sapte')).toBe('900198');
    expect(code('alo buna ziua aveti adresa gresita e satul valea poenii comuna livezile bistrita numarul 12 multumesc frumos')).toBe('427124');
    expect(code('salut adresa pentru factura este pangaracior comuna pangarati judetul neamt numarul 9 o zi buna')).toBe('617307');
    expect(code('buna ziua sun de la primarie e vorba de prilog vii comuna orasu nou judetul satu mare numarul 12 va rog sa reveniti')).toBe('447223');
    // A person named before the street, no comma between: the name ends at the street's type word.
    expect(code('buna ziua numele meu e ana ma puteti gasi pe strada gheorghe doja numarul treizeci si unu timisoara dupa ora patru')).toBe('300222');
  });

  it('reads an English listing and an English form\'s building before the street', () => {
    const r = index.verify({ freeform: 'Sibiel 55, Saliste, Sibiu County - traditional Saxon house, 4 rooms' });
    expect(r.address?.postal_code).toBe('557234');
    expect(r.ignored).toContainEqual({ text: '4 rooms', as: 'note' });
    expect(code('Chalet, Durau resort, Ceahlau commune, Neamt County')).toBe('617130');
    expect(code('Unit 5, Bldg C, Eroilor Blvd 11, Brasov')).toBe('500030');
  });

  it('parts a building\'s value from a number after a comma, not from one written after it', () => {
    expect(parseHouseNumber('Bldg C, 11')).toMatchObject({ block: 'C', house: '11' });
    expect(parseHouseNumber('bl. Camin 1')).toMatchObject({ block: 'Camin 1' });
    // The reader's spans written one after the other stay one text: `BL. CAMIN 1` is block Camin 1.
    expect(index.verify({ freeform: 'STR ION TUCULESCU BL. CAMIN 1 CRAIOVA DJ' }).address?.postal_code).toBe('200438');
  });
});

describe('verify: prose around the address, properties', () => {
  const { cases } = addressCases(c);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place)
    && c.streetName(x.street).startsWith('Strada ') && /^[\p{L} ]+$/u.test(c.streetBareName(x.street)) && c.placeName(x.place).split(/[ -]/).length <= 3);
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const plainOf = (s: (typeof streets)[number]): { text: (before: string, after: string) => string; code: string | undefined } => {
    const town = c.placeName(s.place).toLocaleLowerCase('ro');
    const name = c.streetBareName(s.street!).toLocaleLowerCase('ro');
    const text = (before: string, after: string): string => `${before} ${town} strada ${name} ${s.house.slice(4)} ${after}`.replace(/\s+/g, ' ').trim();
    return { text, code: code(text('', '')) };
  };

  it('a note with a number after the bare house number keeps the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('fara lift cl 80 ani', 'suna la poarta 2', 'las coletul la vecina de la 5', 'si nu a venit curierul de 3 zile', 'suna la interfon 12'), (s, note) => {
      const p = plainOf(s);
      if (p.code === undefined) return;
      expect(index.verify({ freeform: p.text('', note) }).address?.postal_code).toBe(p.code);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a caller\'s lead-in before the town keeps the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyStreet, fc.constantFrom('locul de consum este', 'buna ziua sunt studenta in', 'coletul meu trebuia sa ajunga in', 'am o reclamatie la factura locul de consum este'), (s, lead) => {
      const p = plainOf(s);
      if (p.code === undefined) return;
      expect(index.verify({ freeform: p.text(lead, '') }).address?.postal_code).toBe(p.code);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});
