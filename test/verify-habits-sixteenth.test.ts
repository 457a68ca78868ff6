/**
 * Habits the last stop left, each a word of the vocabulary or a weight: a street's type written on
 * both sides of its name (`Drumul Taberei Street`, `Bd. Tomis bd.`), a thing numbered after the house
 * number (`Str. Horea 5, casa 2`: which house of the yard), and a numbered street or quarter read
 * without its number (`Micro 19` is no `Micro 20`); from the twelfth typist's identity cards, a street's
 * name wrapped onto the next line (`Str.Gheorghe⏎Doja nr.25`) and a word of it split by a stray space
 * (`Str.Mio riţei`). Examples, and properties over the index's own
 * streets: each habit keeps the code the plain address has.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);

describe('verify: habits of the sixteenth session, examples', () => {
  it('reads a type written again after the name as the type, not a word of the name (was 0.78, `Taberei Street` a spelling)', () => {
    const r = index.verify({ freeform: '14 Drumul Taberei Street, Sector 6, Bucharest' });
    expect(r.address?.postal_code).toBe(code('Drumul Taberei 14, Sector 6, București'));
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    expect(r.corrections).toContainEqual({ field: 'street_type', from: 'Drumul Street', to: 'Drumul', reason: 'abbreviation' });
    expect(r.corrections?.some((x) => x.field === 'street_name')).toBe(false);
    const fields = index.verify({ street: 'Bd. Tomis bd.', house_number: '143', locality: 'Constanța' });
    expect(fields.address?.postal_code).toBe(code('Bd. Tomis 143, Constanța'));
    expect(fields.corrections?.some((x) => x.field === 'street_name')).toBe(false);
    // A type word alone after a type is a street not named, as before.
    expect(index.verify({ street: 'Strada Bulevardul', house_number: '3', locality: 'Constanța' }).verdict).toBe('partial');
  });

  it('leaves out a thing numbered after the house number (was an admin unit `casa 2`, or house 2 of another code)', () => {
    const plain = code('Str. Horea 5, Cluj-Napoca');
    expect(plain).toBeDefined();
    for (const text of ['Str. Horea 5, casa 2, Cluj-Napoca', 'Str. Horea 5 casa 2, Cluj-Napoca', 'Str. Horea nr. 5, vila 2, Cluj-Napoca', 'Str. Horea nr. 5 lot 4, Cluj-Napoca']) {
      const r = index.verify({ freeform: text });
      expect(r.address?.postal_code, text).toBe(plain);
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.9);
      expect(r.ignored?.[0]?.as, text).toBe('note');
    }
    // Before any number, `casa 77` is the house number; a number a type word opens is the street's.
    expect(index.verify({ freeform: 'Str. 1 Mai casa 5, Brașov' }).ignored ?? []).toEqual([]);
  });

  it('never reads a numbered quarter as another number\'s (was Piața Micro 20 for `Micro 19`)', () => {
    const r = index.verify({ freeform: 'Micro 19, bl. 5, Galați' });
    expect(r.verdict).toBe('partial');
    expect(r.unconfirmed).toContain('postal_code');
    expect(code('Micro 20, bl. 5, Galați')).toBe('800634');
    // A name's `(sector 5)` is its sector, read apart: no number of the street's.
    expect(code('Strada Locotenent Colonel Constantin Marinescu (sector 5) 8, Bucuresti')).toBe('050796');
  });
});

describe('verify: what the corrections quote', () => {
  it('quotes a town ending a sentence without its full stop, and keeps the dot of a cut word', () => {
    const r = index.verify({ freeform: 'Buna ziua, va rog livrati coletul la strada Blajului nr. 45, Municipiul Medias. Multumesc, Elena Dumitru' });
    expect(r.corrections).toContainEqual({ field: 'locality', from: 'Medias', to: 'Mediaș', reason: 'diacritic' });
    const cut = index.verify({ freeform: 'Str. Unirii 5, Sighetu Marm.' });
    expect(cut.corrections).toContainEqual({ field: 'locality', from: 'Sighetu Marm.', to: 'Sighetu Marmației', reason: 'abbreviation' });
  });
});

describe('verify: the twelfth typist\'s identity cards, examples', () => {
  it('reads a street\'s name wrapped onto the next line (was Gheorghe Lazăr, `Doja` unexplained)', () => {
    expect(code('Mun.Ploieşti Str.Gheorghe\nDoja nr.25 Jud.PH')).toBe(code('Mun.Ploieşti Str.Gheorghe Doja nr.25 Jud.PH'));
    expect(code('Mun.Ploieşti Str.Gheorghe\r\nDoja nr.25 Jud.PH')).toBe('100151');
    // A town on the line after a street is the town, as before.
    expect(code('Str. Lungă 5\nBrașov')).toBe(code('Str. Lungă 5, Brașov'));
  });

  it('reads a word of a street\'s name split by a stray space, as one typing mistake (was partial)', () => {
    const r = index.verify({ freeform: 'Jud.BC Mun.Bacău Str.Mio riţei nr.6' });
    expect(r.address?.postal_code).toBe('600195');
    expect(r.confidence).toBeLessThan(0.9);
    expect(r.corrections).toContainEqual({ field: 'street_name', from: 'Mio riţei', to: 'Mioriței', reason: 'spelling' });
  });
});

describe('verify: Transylvania\'s Hungarian and German words (the fourteenth typist\'s habits)', () => {
  it('reads Hungarian and German street words after the name, county names with `megye` or `Kreis`, `hsz.` and `szám`', () => {
    const plain = code('Str. Lungă 5, Brașov');
    expect(plain).toBeDefined();
    expect(code('Lungă utca 5, Brassó megye, Brașov')).toBe(plain);
    expect(code('Lungă-Straße 5, Kronstadt, Kreis Kronstadt')).toBe(plain);
    expect(code('Brașov, Lungă u. hsz. 5')).toBe(plain);
    expect(code('Brașov, Lungă utca 5. szám')).toBe(plain);
    // `ß` is `ss`: the one normalizer.
    expect(index.verify({ freeform: 'Lungă Straße 5, Brașov' }).address?.postal_code).toBe(plain);
  });

  it('a Hungarian or German street word after a Strada\'s name keeps its code', () => {
    const { cases } = addressCases(c);
    const strade = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place)
      && c.streetName(x.street).startsWith('Strada ') && /^\p{L}+$/u.test(c.streetBareName(x.street)));
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: strade.length - 1 }).map((i) => strade[i]!), fc.constantFrom('utca', 'Straße', 'Gasse'), (s, word) => {
      const place = c.placeName(s.place);
      const plain = code(`Strada ${c.streetBareName(s.street!)} ${s.house.slice(4)}, ${place}`);
      if (plain === undefined) return;
      // (Its first code: like `Street`, the word says a street, not which type, so a namesake of another type leaves it `ambiguous`.)
      const r = index.verify({ freeform: `${c.streetBareName(s.street!)} ${word} ${s.house.slice(4)}, ${place}` });
      expect(r.address?.postal_code).toBe(plain);
      expect(r.verdict === 'valid' || r.verdict === 'corrected' || r.verdict === 'ambiguous').toBe(true);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(45);
  });
});

describe('verify: habits of the sixteenth session, properties', () => {
  const { cases } = addressCases(c);
  const typed = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place)
    && c.streetName(x.street) !== c.streetBareName(x.street));
  const anyTyped = fc.integer({ min: 0, max: typed.length - 1 }).map((i) => typed[i]!);

  it('a type written again after the name, in English or short, does not change the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyTyped, fc.constantFrom('Street', 'str.', 'St'), (s, again) => {
      const street = c.streetName(s.street!);
      const place = c.placeName(s.place);
      const plain = index.verify({ freeform: `${street} ${s.house.slice(4)}, ${place}` });
      if (plain.verdict !== 'valid' && plain.verdict !== 'corrected') return;
      // The same code, and the name read as the plain address reads it (no word of it a spelling's).
      const nameCorrection = (r: typeof plain): boolean => r.corrections?.some((x) => x.field === 'street_name') === true;
      for (const r of [index.verify({ freeform: `${street} ${again} ${s.house.slice(4)}, ${place}` }), index.verify({ street: `${street} ${again}`, house_number: s.house.slice(4), locality: place })]) {
        expect(r.address?.postal_code).toBe(plain.address.postal_code);
        expect(nameCorrection(r)).toBe(nameCorrection(plain));
      }
      checked++;
    }), { numRuns: 80 });
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it('a street\'s name wrapped onto the next line, or a long word of it split by a space, keeps its code', () => {
    let wrapped = 0;
    let split = 0;
    fc.assert(fc.property(anyTyped, fc.nat(), (s, at) => {
      const street = c.streetName(s.street!);
      const words = street.split(' ');
      const place = c.placeName(s.place);
      const plain = code(`${street} nr. ${s.house.slice(4)}, ${place}`);
      if (plain === undefined) return;
      if (words.length >= 3) {
        // Wrapped after a word of the name (not the type word alone).
        const cut = 2 + (at % (words.length - 2));
        expect(code(`${place}, ${words.slice(0, cut).join(' ')}\n${words.slice(cut).join(' ')} nr. ${s.house.slice(4)}`)).toBe(plain);
        wrapped++;
      }
      const long = words.findIndex((w, k) => k > 0 && /^\p{L}{8,}$/u.test(w));
      if (long > 0) {
        const w = words[long]!;
        const half = 3 + (at % (w.length - 5));
        const text = `${[...words.slice(0, long), `${w.slice(0, half)} ${w.slice(half)}`, ...words.slice(long + 1)].join(' ')} nr. ${s.house.slice(4)}, ${place}`;
        const got = code(text);
        // A half that is itself a word of some name may be read so; never another code with both halves read.
        if (got !== undefined) expect(got, text).toBe(plain);
        if (got !== undefined) split++;
      }
    }), { numRuns: 120 });
    expect(wrapped).toBeGreaterThanOrEqual(20);
    expect(split).toBeGreaterThanOrEqual(20);
  });

  it('a house, villa or lot numbered after the house number does not change the code', () => {
    let checked = 0;
    fc.assert(fc.property(anyTyped, fc.constantFrom('casa', 'vila', 'lot', 'corp'), fc.integer({ min: 1, max: 9 }), fc.constantFrom(', ', ' '), (s, thing, n, sep) => {
      const street = c.streetName(s.street!);
      const place = c.placeName(s.place);
      const plain = code(`${street} nr. ${s.house.slice(4)}, ${place}`);
      if (plain === undefined) return;
      expect(code(`${street} nr. ${s.house.slice(4)}${sep}${thing} ${n}, ${place}`)).toBe(plain);
      checked++;
    }), { numRuns: 80 });
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it('a street whose name ends with a number is never read for that name with another number', () => {
    const numbered = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^(?:\p{L}+ )+\d{1,3}$/u.test(c.streetBareName(x.street)) && !c.isSector(x.place));
    expect(numbered.length).toBeGreaterThan(0);
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: numbered.length - 1 }).map((i) => numbered[i]!), (s) => {
      const bare = c.streetBareName(s.street!);
      const number = Number(/\d+$/.exec(bare)![0]);
      const other = `${bare.replace(/\d+$/, '')}${number + 1}`;
      const r = index.verify({ freeform: `${other}, bl. 5, ${c.placeName(s.place)}` });
      // The other number's street, when the town has one, or no street: never this one.
      if (r.address?.street !== undefined) expect(r.address.street.endsWith(bare)).toBe(false);
      checked++;
    }), { numRuns: Math.min(60, numbered.length) });
    expect(checked).toBe(Math.min(60, numbered.length));
  });
});
