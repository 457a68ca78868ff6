/**
 * Habits the tenth typist's addresses (eval/verify-forms-typed-tenth.json) showed verify lacked, each
 * a word of the vocabulary: a village named beside the commune it lies by (`Bolda lângă Beltiug`, `Bolda din
 * Beltiug`), a
 * place marked as both village and commune (`sat și comuna Produlești`), a sale paper's number with the
 * words that say which paper it is (`Aviz însoțire marfă nr. 62694`), a message's courtesy before its
 * signature (`Mulțumesc, Elena Dumitru`), and a block's section (`tronson 3`). Examples, and properties
 * over the index's own places and streets: each habit keeps the code the plain address has.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { addressCases } from '../eval/verify-cases.js';
import { parseHouseNumber } from '../src/shared/house-number.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const code = (text: string): string | undefined => confirmedCode(index, text);

describe('verify: the tenth typist\'s habits, examples', () => {
  it.each([
    ['salut, sunt in Bolda langa Beltiug, judetul Satu Mare, casa 237, sunati cand ajungeti', '447041'],
    ['salut, sunt in Clit langa Hasmas, judetul Arad, casa 468, sunati cand ajungeti', '317188'],
    ['sat si comuna Produlesti, judetul Dambovita', '137375'],
    ['sat și comună Tanacu, județul Vaslui', '737510'],
    ['Aviz însoțire marfă nr. 62694; Destinatar: Maria Ionescu; Adresa: Municipiul Petroșani, Str. Coasta 94', '332086'],
    ['Factura fiscala nr. 62694, Municipiul Petroșani, Str. Coasta 94', '332086'],
    ['Buna ziua, va rog livrati coletul la strada Blajului nr. 45, Municipiul Medias. Multumesc, Elena Dumitru', '551118'],
    ['str. Avram Iancu 11 tronson 3, ap. 45 Mun. Bucuresti, Sector 2', '024014'],
  ])('%s is %s', (text, expected) => {
    expect(code(text)).toBe(expected);
  });

  it('reports the words it leaves out: the link, the paper, the courtesy and its signature', () => {
    const near = index.verify({ freeform: 'Bolda lângă Beltiug, jud. Satu Mare, nr. 237' });
    expect(near.ignored).toContainEqual({ text: 'lângă', as: 'note' });
    const paper = index.verify({ freeform: 'Aviz de însoțire a mărfii nr. 62694, Petroșani, Str. Coasta 94' });
    expect(paper.ignored?.[0]?.text).toBe('Aviz de însoțire a mărfii nr. 62694');
    const signed = index.verify({ freeform: 'Str. Blajului nr. 45, Mediaș. Mulțumesc, Elena Dumitru' });
    expect(signed.ignored).toContainEqual({ text: 'Mulțumesc, Elena Dumitru', as: 'message' });
  });

  it('reads `din` between a village and its commune as the link, never as a message around the commune (was `valid` with the commune\'s code)', () => {
    const r = index.verify({ freeform: 'Bolda din Beltiug, jud. Satu Mare, nr. 237' });
    expect(r.address?.postal_code).toBe('447041');
    expect(r.ignored).toContainEqual({ text: 'din', as: 'note' });
    // A street named with `din` stays whole, typed or not; a message's town after `din` stays the message's.
    expect(code('Deportații din Bărăgan 88, Timișoara')).toBe(code('Strada Deportații din Bărăgan 88, Timișoara'));
    expect(code('sunt din Brașov, strada Lungă 5')).toBe(code('Str. Lungă 5, Brașov'));
    // A place's name with `din` stays whole, one typing mistake in its last word too.
    expect(code('Moara din Groapă, jud. Dâmbovița')).toBe('137138');
    expect(code('Moara din Gbroapă, jud. Dâmbovița')).toBe('137138');
  });

  it('keeps what the words are where they are no such habit', () => {
    // A landmark after `lângă` is the courier's note, not a commune; a courtesy before an address is no signature.
    expect(code('Str. Lungă 5 lângă biserică, Brașov')).toBe(code('Str. Lungă 5, Brașov'));
    expect(code('Mulțumesc, Str. Lungă 5, Brașov')).toBe(code('Str. Lungă 5, Brașov'));
    // The house number of a block's section is the house's, not the section's.
    expect(parseHouseNumber('11 tronson 3')?.house).toBe('11');
  });
});

describe('verify: the tenth typist\'s habits, properties', () => {
  const { cases } = addressCases(c);
  const villages = cases.filter((x) => {
    if (x.kind !== 'place') return false;
    const unit = c.placeParent(x.place);
    return unit !== undefined && c.placeName(unit) !== c.placeName(x.place) && !/ /.test(c.placeName(unit));
  });
  const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);
  const streets = cases.filter((x) => x.kind === 'street' && x.street !== undefined && /^nr\. \d{1,3}$/.test(x.house) && !c.isSector(x.place));
  const anyStreet = fc.integer({ min: 0, max: streets.length - 1 }).map((i) => streets[i]!);
  const streetText = (s: (typeof streets)[number]): string => `Str. ${c.streetBareName(s.street!)} ${s.house.slice(4)}, ${c.placeName(s.place)}`;

  it('a village named beside its commune by `lângă` or `din` has the code it has beside `com.`', () => {
    let checked = 0;
    fc.assert(fc.property(anyVillage, fc.integer({ min: 1, max: 400 }), fc.constantFrom('lângă', 'langa', 'din'), (v, house, near) => {
      const village = c.placeName(v.place);
      const unit = c.placeName(c.placeParent(v.place)!);
      const county = c.countyName(c.placeCounty(v.place));
      const plain = code(`${village}, com. ${unit}, jud. ${county}, nr. ${house}`);
      if (plain !== v.expected) return;
      expect(code(`${village} ${near} ${unit}, jud. ${county}, nr. ${house}`)).toBe(plain);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('a sale paper with its qualifiers and number before the address does not change its code', () => {
    let checked = 0;
    const paper = fc.constantFrom('Aviz însoțire marfă', 'Aviz de însoțire a mărfii', 'Factura fiscală', 'Comanda online', 'Factura');
    fc.assert(fc.property(anyStreet, paper, fc.integer({ min: 1000, max: 999999 }), fc.constantFrom('; ', ', ', ' / '), (s, p, n, sep) => {
      const plain = code(streetText(s));
      if (plain === undefined) return;
      expect(code(`${p} nr. ${n}${sep}${streetText(s)}`)).toBe(plain);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('a courtesy and a signature closing the message do not change its code', () => {
    let checked = 0;
    const courtesy = fc.constantFrom('Mulțumesc', 'Multumesc', 'Mersi', 'Vă mulțumesc');
    const name = fc.constantFrom('Elena Dumitru', 'Ion', 'Ana Maria Pop', 'familia Popescu');
    fc.assert(fc.property(anyStreet, courtesy, name, fc.constantFrom('. ', '! ', ', '), (s, thanks, who, sep) => {
      const plain = code(streetText(s));
      if (plain === undefined) return;
      expect(code(`${streetText(s)}${sep}${thanks}, ${who}`)).toBe(plain);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('a commune marked as village and commune at once has the commune\'s code', () => {
    const seats = cases.filter((x) => x.kind === 'place' && c.placeParent(x.place) === undefined);
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: seats.length - 1 }).map((i) => seats[i]!), fc.constantFrom('sat și comuna', 'sat si comuna', 'sat și comună'), (u, marker) => {
      const name = c.placeName(u.place);
      const county = c.countyName(c.placeCounty(u.place));
      const plain = code(`comuna ${name}, jud. ${county}`);
      if (plain === undefined) return;
      expect(code(`${marker} ${name}, jud. ${county}`)).toBe(plain);
      checked++;
    }), { numRuns: 60 });
    expect(checked).toBeGreaterThanOrEqual(40);
  });
});
