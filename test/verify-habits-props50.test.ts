/**
 * Issue 24, props50 (twenty-fourth session): three defects the reader properties found on seeds 5 to 7
 * (test/verify-reader-properties.test.ts), each read in general.
 *
 * - A `?` after a village's name with more of the address after it (`Pruni?, Cluj`), where the name with a letter for
 *   the `?` names another village of the county (Pruniș): both are read (1d1f8a0), and the larger village the name
 *   as written names was answered. An address goes on after no question: the lost letter's place is answered first
 *   where the index confirms both alike (`lostLetterFirst`, verify.ts); a `?` closing free-form text still asks first,
 *   a structured field's never does (`{ locality: 'Pruni?', county: 'Cluj' }`).
 * - A JSON record pasted into text with invisible characters between its tokens (`,\u200b"house_number"`) and
 *   escapes the text's repair breaks (`\\u021b` written twice, a `\n` in a value) was read as words: the record is
 *   read from the text as sent less its format characters.
 * - A street whose official name holds a letter beyond the Romanian ones (the lists' own misreadings: `Strada
 *   Mǎlinului`, `Strada Ličge`), copied and then misdecoded (`MÇ\u008elinului`), was not repaired: a misdecoding may
 *   give back the letters the official names write (REPAIRED_CHARACTERS, text-repair.ts).
 *
 * Each example fails on db53664's code (checked against /work/base-db53664); the guards pass there too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import type { VerifyInput, VerifyResult } from '../src/types.js';
import { builtIndex, verifiedOrError } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 40);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 50_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const verified = (input: VerifyInput): VerifyResult | string => verifiedOrError(index, input);

/** The answer to free-form text, failing the test with the text when there is none. */
function answer(text: string): VerifyResult {
  const r = verified({ freeform: text });
  if (typeof r === 'string') throw new Error(`${text}: ${r}`);
  return r;
}

/** The postal codes of the answer and its candidates. */
const codesOf = (r: VerifyResult): string[] => [r.address.postal_code, ...(r.candidates ?? []).map((c) => c.address.postal_code)];

describe('props50: a `?` the address goes on after is a lost letter first', () => {
  it('answers the village whose last letter was lost, the village the name as written names a candidate', () => {
    // Pruniș (407234) and Pruni (407093), both of Cluj.
    for (const text of ['Pruni?, Cluj', 'Pruni? Cluj', 'PRUNI?, CJ', 'Pruni?, jud. Cluj']) {
      const r = answer(text);
      expect(r.address.postal_code, text).toBe('407234');
      expect(r.verdict, text).toBe('ambiguous');
      expect(codesOf(r), text).toContain('407093');
    }
  });

  it('reads a structured locality field\'s closing `?` as its lost letter first: a field asks no question', () => {
    const r = verified({ locality: 'Pruni?', county: 'Cluj' });
    if (typeof r === 'string') throw new Error(r);
    expect(r.address.postal_code).toBe('407234');
    expect(codesOf(r)).toContain('407093');
  });

  it('guard: a `?` closing the text still asks first (`jud. Cluj, Pruni?`: Pruni, Pruniș a candidate)', () => {
    const r = answer('jud. Cluj, Pruni?');
    expect(r.address.postal_code).toBe('407093');
    expect(codesOf(r)).toContain('407234');
  });

  // Every village of the data whose name ends in a Romanian letter and whose name less that letter names another
  // place of its county (Turț and Tur, Pruniș and Pruni, ...), written with its letters as `?` before its county.
  const byName = new Map<string, number[]>();
  for (let p = 0; p < catalog.placeCount; p++) {
    if (catalog.isSector(p)) continue;
    const key = `${catalog.placeCounty(p)}|${fold(catalog.placeName(p))}`;
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  const pairs = Array.from({ length: catalog.placeCount }, (_v, p) => p).filter((p) => {
    const name = catalog.placeName(p);
    return !catalog.isSector(p) && catalog.placeParent(p) !== undefined && catalog.placePostalCode(p) !== ''
      && /[ăâîșşțţ]$/u.test(name) && !/[ăâîșşțţ]/u.test(name.slice(0, -1)) && byName.has(`${catalog.placeCounty(p)}|${fold(name.slice(0, -1))}`);
  });

  it('property: such a village written with a `?` before its county answers its own code', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    let checked = 0;
    fc.assert(fc.property(
      fc.constantFrom(...pairs), fc.constantFrom(', ', ' ', ', jud. '), fc.boolean(), fc.boolean(),
      (p, between, code, capitals) => {
        const county = catalog.placeCounty(p);
        const text = `${catalog.placeName(p).slice(0, -1)}?${between}${code && between !== ', jud. ' ? catalog.countyCode(county) : catalog.countyName(county)}`;
        const written = capitals ? text.toLocaleUpperCase('ro') : text;
        const r = answer(written);
        // Where the larger place is the lost letter's too (Teiuș), the answer is its code whatever the order.
        expect(r.address.postal_code, written).toBe(catalog.placePostalCode(p));
        checked++;
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });
});

describe('props50: a JSON record in text with invisible characters between its tokens', () => {
  it('gets its fields\' code when its escapes were written twice or hold a line break', () => {
    const records: Array<[string, string]> = [
      // Iași's Bulevardul Independenței, its letters escaped twice (a record encoded again), a zero-width space after a comma.
      ['Adresa livrare: {"strada":"Bulevardul Independen\\\\u021bei",\u200b"numar":"12","oras":"Ia\\\\u0219i","judet":"Ia\\\\u0219i"}', '700098'],
      // A line break kept as `\n` at the street's end, a byte order mark and a word joiner inside the record.
      ['Livrare la: {\ufeff"street":"Strada Lungă\\n","house_number":"5",\u2060"locality":"Brașov","county":"BV"}', '500035'],
    ];
    for (const [text, code] of records) {
      const r = answer(text);
      expect(r.address.postal_code, text).toBe(code);
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('property: invisible characters at the record\'s token marks do not change the answer', () => {
    const plain = 'Comanda 48213, adresa {"street":"Strada Lungă\\n","house_number":"5","locality":"Bra\\\\u0219ov","county":"Bra\\\\u0219ov"}';
    const marks = [...plain].flatMap((ch, i) => ('{,:}\\'.includes(ch) && i >= plain.indexOf('{') ? [i + 1] : []));
    const expected = JSON.stringify(answer(plain));
    let checked = 0;
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.constantFrom(...marks), fc.constantFrom('\u200b', '\ufeff', '\u2060', '\u00ad')), { minLength: 1, maxLength: 4 }),
      (inserts) => {
        let text = plain;
        // (From the last position back, so that each position is the plain text's.)
        for (const [at, ch] of [...inserts].sort((a, b) => b[0] - a[0])) text = text.slice(0, at) + ch + text.slice(at);
        expect(JSON.stringify(answer(text)), JSON.stringify(text)).toBe(expected);
        checked++;
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });
});

describe('props50: a misdecoding gives back the letters the official names write', () => {
  const asLatin1 = (t: string): string => Buffer.from(t, 'utf8').toString('latin1');

  it('reads a street whose official name holds such a letter, misdecoded', () => {
    expect(answer(asLatin1('Strada Mǎlinului 7, Craiova')).address.postal_code).toBe('200778');
    expect(answer(asLatin1('Strada Ličge 3, Timișoara')).address.postal_code).toBe('300639');
  });

  // Every street of the data whose name holds a letter beyond the Romanian ones, in its town, misdecoded.
  const streets = Array.from({ length: catalog.streetCount }, (_v, s) => s).filter((s) => /[^\x00-\x7făâîșşțţĂÂÎȘŞȚŢ]/u.test(catalog.streetName(s))
    && !catalog.isSector(catalog.streetPlace(s)));

  it('property: each such street misdecoded gets the code it gets as written', () => {
    expect(streets.length).toBeGreaterThanOrEqual(5);
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...streets), fc.integer({ min: 1, max: 40 }), (s, n) => {
      const text = `${catalog.streetName(s)} ${n}, ${catalog.placeName(catalog.streetPlace(s))}`;
      expect(answer(asLatin1(text)).address.postal_code, asLatin1(text)).toBe(answer(text).address.postal_code);
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBeGreaterThanOrEqual(RUNS);
  });
});
