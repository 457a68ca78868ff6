/**
 * Online shops' checkouts and marketplaces (the twenty-eighth typist's habits): a checkout's one town box
 * holding the town and then its street with no comma between (`{ locality: 'Brașov Strada Lungă nr 5' }`),
 * `pt.` (`pentru`) and the recipient's name before the street in the street field, a courtesy opening a
 * field after the house number (`…, va rog sunati inainte`) with the town after it, and a marketplace
 * message naming the town first and the street after a verb of dwelling and `pe` (`Iași, locuiesc pe …`).
 * Examples (each failed on 75703f9's code), and properties over the index's streets: each habit keeps the
 * plain address's code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import type { StructuredVerifyInput } from '../src/types.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { builtIndex, confirmedCode } from './helpers/index.js';
import { propertyRuns, soleTypedStreets } from './helpers/town-streets.js';

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

const towns = soleTypedStreets(catalog);
const line = (s: number, n: number): string => `${streetTypeById(catalog.streetTypeId(s))!.article} ${catalog.streetBareName(s)} nr. ${n}`;
const town = (s: number): string => catalog.placeName(catalog.streetPlace(s));
const county = (s: number): string => catalog.countyName(catalog.placeCounty(catalog.streetPlace(s)));
const anyTown = fc.integer({ min: 0, max: towns.length - 1 }).map((i) => towns[i]!);
const house = fc.integer({ min: 10, max: 120 });

describe('verify: online shops\' checkouts and marketplaces, examples', () => {
  it('reads the street written after the town in the locality field, no comma between (was the town only, partial)', () => {
    const cases: ReadonlyArray<readonly [StructuredVerifyInput, string]> = [
      [{ locality: 'Brașov Strada Lungă nr 5', county: 'Brașov' }, '500035'],
      [{ locality: 'IASI Bd. Independentei nr. 5', county: 'IS' }, '700106'],
      [{ locality: 'Craiova Calea București 40', county: 'Dolj' }, '200515'],
      [{ locality: 'București Șoseaua Pipera nr 20', county: 'Sector 1' }, '014256'],
    ];
    for (const [fields, expected] of cases) {
      const r = index.verify(fields);
      expect(r.address?.postal_code, JSON.stringify(fields)).toBe(expected);
      expect(r.confidence, JSON.stringify(fields)).toBeGreaterThanOrEqual(0.9);
      // The locality's correction says the field held more than the town.
      expect(r.corrections.some((c) => c.field === 'locality' && c.from === fields.locality && c.reason === 'moved'), JSON.stringify(fields)).toBe(true);
    }
  });

  it('reads `pt.` and the recipient\'s name before the street in the street field as for whom, not Piața (was the street lost, partial)', () => {
    const cases: ReadonlyArray<readonly [StructuredVerifyInput, string]> = [
      [{ street: 'pt. Ioana Marin, Str. Lungă 5', locality: 'Brașov', county: 'Brașov' }, '500035'],
      [{ street: 'Pt Mihai Dobre, Bd. Independenței nr. 5', locality: 'Iași', county: 'Iași' }, '700106'],
      [{ street: 'PT. Elena Vlad, Calea Aradului nr. 40', locality: 'Timișoara', county: 'TM' }, '300282'],
    ];
    for (const [fields, expected] of cases) expect(answer(fields).code, JSON.stringify(fields)).toBe(expected);
    const r = index.verify({ freeform: 'pt. Ioana Marin, Str. Lungă 5, Brașov' });
    expect(r.address?.postal_code).toBe('500035');
    expect(r.ignored).toContainEqual({ text: 'pt. Ioana Marin', as: 'person' });
  });

  it('reads a courtesy opening a field after the house number as that field only: the town after it stays (was the street lost, partial)', () => {
    expect(answer({ street: 'Calea București 40, va rog sunati inainte', locality: 'Craiova', county: 'Dolj' }).code).toBe('200515');
    expect(answer({ street: 'Str. Navelor 4, vă rog lăsați coletul la poartă', locality: 'Galați', county: 'GL' }).code).toBe('800036');
    const r = index.verify({ freeform: 'Str. Navelor 4, va rog sunati inainte, Galați, Galați' });
    expect(r.address?.postal_code).toBe('800036');
    expect(r.ignored).toEqual([{ text: 'va rog sunati inainte', as: 'message' }]);
  });

  it('reads the town named before a verb of dwelling and `pe` as the address\'s, not the person\'s (was no locality found, or another place)', () => {
    expect(answer('Iași, locuiesc pe Bd. Independenței nr. 5').code).toBe('700106');
    expect(answer('Sunt din Craiova, stăm pe Calea București 40').code).toBe('200515');
    const r = index.verify({ freeform: 'Ridic personal din Brașov, sunt pe Str. Lungă 5, mulțumesc' });
    expect(r.address?.postal_code).toBe('500035');
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    // Before its name the person's is still left out as before: the field before the verb's is the person's.
    expect(answer('Ana Popescu, stau pe str. Lungă 5, Brașov').code).toBe('500035');
  });

  it('reads a shop\'s order and for whom or where before the town as the message\'s (was no locality found, or below 0.9)', () => {
    const r = index.verify({ freeform: 'comanda la Brașov, sunt pe Str. Lungă 5' });
    expect(r.address?.postal_code).toBe('500035');
    expect(r.ignored).toContainEqual({ text: 'comanda la', as: 'message' });
    const t = index.verify({ freeform: 'comanda pentru Galați, Str. Navelor 4' });
    expect(t.address?.postal_code).toBe('800036');
    expect(t.confidence).toBeGreaterThanOrEqual(0.9);
    expect(t.ignored).toEqual([{ text: 'comanda pentru', as: 'message' }]);
  });
});

describe('verify: online shops\' habits keep the plain address\'s code', () => {
  it('the street after the town in the locality field, its number marked or bare', () => {
    let checked = 0;
    fc.assert(fc.property(anyTown, house, fc.boolean(), (s, n, marked) => {
      const plain = answer({ street: line(s, n), locality: town(s), county: county(s) });
      if (plain.code === undefined || plain.verdict === 'ambiguous' || plain.verdict === 'partial') return;
      const typed = marked ? line(s, n) : line(s, n).replace(' nr. ', ' ');
      expect(answer({ locality: `${town(s)} ${typed}`, county: county(s) }).code, `${town(s)} ${typed}`).toBe(plain.code);
      checked++;
    }), propertyRuns(4101));
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('`pt.` and a recipient\'s name before the street in the street field', () => {
    let checked = 0;
    fc.assert(fc.property(anyTown, house, fc.constantFrom('pt.', 'pt', 'Pt.', 'PT'), fc.constantFrom('Ioana Marin', 'Dobre Mihai', 'Elena Vlad', 'Sorin Ilie'), (s, n, pt, name) => {
      const plain = answer({ street: line(s, n), locality: town(s), county: county(s) });
      if (plain.code === undefined || plain.verdict === 'ambiguous' || plain.verdict === 'partial') return;
      const street = `${pt} ${name}, ${line(s, n)}`;
      expect(answer({ street, locality: town(s), county: county(s) }).code, street).toBe(plain.code);
      checked++;
    }), propertyRuns(4102));
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('a courtesy and a request in a field after the house number, structured or free-form', () => {
    let checked = 0;
    fc.assert(fc.property(anyTown, house, fc.constantFrom('va rog sunati inainte', 'vă rog lăsați la poartă', 'Va rog nu sunati la interfon'), fc.boolean(), (s, n, note, structured) => {
      const plain = code(`${line(s, n)}, ${town(s)}, ${county(s)}`);
      if (plain === undefined) return;
      const input = structured ? { street: `${line(s, n)}, ${note}`, locality: town(s), county: county(s) } : `${line(s, n)}, ${note}, ${town(s)}, ${county(s)}`;
      expect(answer(input).code, JSON.stringify(input)).toBe(plain);
      checked++;
    }), propertyRuns(4103));
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('the town first, then a verb of dwelling, `pe` and the street', () => {
    let checked = 0;
    fc.assert(fc.property(anyTown, house, fc.constantFrom('sunt pe', 'stau pe', 'locuiesc pe', 'stăm pe', 'suntem pe'), fc.constantFrom('', 'Ridic personal din ', 'Sunt din ', 'Comanda pentru '), (s, n, verb, lead) => {
      const plain = code(`${line(s, n)}, ${town(s)}`);
      if (plain === undefined) return;
      const text = `${lead}${town(s)}, ${verb} ${line(s, n)}`;
      expect(answer(text).code, text).toBe(plain);
      checked++;
    }), propertyRuns(4104));
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});
