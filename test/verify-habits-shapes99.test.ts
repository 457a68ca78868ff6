/**
 * A sum of money beside the address (issue 24, shapes99, twenty-ninth session): tax decisions, somații, receipts and
 * payment rows write the sum after (or before) the address in lei and bani (`| 2660.55 RON |`, `; impozit anual 343,86
 * lei`, `Suma datorată: 1.250,00 lei - …`). On 3b08d65 the bani were read as the house number, `RON` as the village
 * Rona (Sălaj), and the tax's words were left unexplained; here two digits after a decimal mark before a currency make
 * the number a sum, and the words saying what it is (`impozit anual`, `rest de plată:`) go with it, a note.
 *
 * The property writes a sum after a town's street written plainly (`Strada X N, Town`), after it, in a payment row's field or before it, and asserts that the code
 * and the house number stay the plain text's; it counts the streets it checked and those it could not use.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { builtIndex, verifiedOrError } from './helpers/index.js';
import { plainStreetAddress, townStreets } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 99_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** Streets of towns (no sector, no digit in the name, a town's name opening with a capital). */
const streets = townStreets(catalog);

const SUM_WORDS = ['', 'impozit anual ', 'Suma datorată: ', 'suma de plată: ', 'rest de plată ', 'penalități ', 'Total: '] as const;
const CURRENCIES = ['lei', 'LEI', 'RON', 'ron'] as const;

describe('a sum of lei and bani beside the address', () => {
  it.each([
    // (On 3b08d65: `RON` the village Rona of Sălaj, 455203 partial, the bani the house number.)
    ['Str. Lungă 12, Brașov | 1234.56 RON | 01.02.2025', '500058', 'nr. 12', '1234.56 RON | 01.02.2025'],
    ['ORAS FLAMANZI 14, BT | 1830.45 RON | 12.03.2025', '717155', 'nr. 14', '1830.45 RON | 12.03.2025'],
    // (On 3b08d65: the sum's bani `07` the house number, the tax's words unexplained.)
    ['Suma datorată: 1.250,07 lei - Strada Mihai Eminescu 3, Iași', '700115', 'nr. 3', 'Suma datorată: 1.250,07 lei'],
    // (On 3b08d65: the right place, the tax's words and the sum unexplained, 0.64 and 0.79.)
    ['Strada Republicii nr. 7, Cluj-Napoca; impozit anual 512,34 lei', '400015', 'nr. 7', 'impozit anual 512,34 lei'],
    ['sat Glodeni, com. Pucioasa nr. 40, jud. Dâmbovița; rest de plată: 98,15 lei', '135403', 'nr. 40', 'rest de plată: 98,15 lei'],
  ])('%s: the address, sure, the sum a note', (text, code, number, note) => {
    const r = verifiedOrError(index, { freeform: text });
    if (typeof r === 'string') throw new Error(r);
    expect(r.address.postal_code).toBe(code);
    expect(r.address.house_number).toBe(number);
    expect(r.confidence).toBeGreaterThanOrEqual(0.9);
    expect(r.ignored).toEqual([{ text: note, as: 'note' }]);
  });

  it('a town\'s street keeps its code and number with a sum of lei and bani beside it', () => {
    let checked = 0;
    let unusable = 0;
    const failures: string[] = [];
    fc.assert(fc.property(
      fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 99 }),
      fc.nat(SUM_WORDS.length - 1), fc.nat(CURRENCIES.length - 1), fc.boolean(),
      (at, n, lei, bani, w, cur, comma) => {
        const s = streets[at]!;
        const plainText = plainStreetAddress(catalog, s, n);
        const plain = verifiedOrError(index, { freeform: plainText });
        if (typeof plain === 'string' || plain.verdict === 'partial' || plain.verdict === 'ambiguous') {
          unusable++;
          return;
        }
        const sum = `${SUM_WORDS[w]}${lei}${comma ? ',' : '.'}${String(bani).padStart(2, '0')} ${CURRENCIES[cur]}`;
        for (const text of [`${plainText}; ${sum}`, `${plainText} | ${sum} | 03.11.2025`, `${sum} - ${plainText}`]) {
          checked++;
          const got = verifiedOrError(index, { freeform: text });
          const answer = typeof got === 'string' ? got : `${got.address.postal_code} ${got.address.house_number}`;
          if (answer !== `${plain.address.postal_code} ${plain.address.house_number}`) failures.push(`${text}: ${answer}, plain ${plain.address.postal_code} ${plain.address.house_number}`);
        }
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(RUNS);
    expect(unusable).toBeLessThan(RUNS / 2);
  });
});
