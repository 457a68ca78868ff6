/**
 * Right answers verify was unsure of when the text says enough (issue 24, sure98, twenty-ninth session):
 *
 * - the countryside's greetings and a letter's leave-takings (`Sărut mâna!`, `Doamne ajută,`, `Cu respect, Ana Pop`,
 *   `O zi bună!`): on 3b08d65 left unexplained (0.79, 0.71) or a signature read as a person (0.87); now the message's,
 *   and the address keeps the confidence it has written plainly;
 * - `sunt de la` (I am from) before the place, as `sunt din` is: `de` before a link after a domicile label is the link's;
 * - prose around an address read whole (a record's remarks, a patient's file): each run of unexplained words was paid,
 *   four runs leaving a right answer near 0.4; the confidence now pays three unexplained words at most in all
 *   (`CONFIDENCE.unusedMostWords`), so such an answer stays below 0.9 (never sure) but is no longer below 0.7.
 *
 * The property wraps town streets in a greeting and a leave-taking and asserts the plain answer's code and confidence
 * (counting the streets it checked); a second one asserts the cap never lifts an answer to 0.9 or above.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { CONFIDENCE } from '../src/engines/ranking.js';
import type { VerifyResult } from '../src/types.js';
import { builtIndex, verifiedOrError } from './helpers/index.js';
import { townStreets } from './helpers/town-streets.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 98_2026);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const answer = (freeform: string): VerifyResult => {
  const r = verifiedOrError(index, { freeform });
  if (typeof r === 'string') throw new Error(`${freeform}: ${r}`);
  return r;
};
const ignoredAs = (r: VerifyResult, as: string): string[] => (r.ignored ?? []).filter((i) => i.as === as).map((i) => i.text);

describe('greetings and leave-takings of the countryside and of letters', () => {
  const plain = answer('Str. Lungă 12, Brașov');
  it.each([
    ['Sărut mâna! Str. Lungă 12, Brașov', ['Sărut mâna']],
    ['Str. Lungă 12, Brașov. Cu respect, Ana Pop', ['Cu respect, Ana Pop']],
    ['Doamne ajută, Str. Lungă 12, Brașov. O zi bună!', ['Doamne ajută', 'O zi bună']],
    ['Să trăiți, Str. Lungă 12, Brașov. Toate cele bune', ['Să trăiți', 'Toate cele bune']],
  ])('%s: the message\'s, the plain answer kept', (text, message) => {
    const r = answer(text);
    expect(r.address.postal_code).toBe(plain.address.postal_code);
    expect(r.confidence).toBe(plain.confidence);
    expect(ignoredAs(r, 'message')).toEqual(message);
    expect(ignoredAs(r, 'unexplained')).toEqual([]);
  });

  it('`sunt de la` before the village is a domicile label with its link, the greeting before it no place', () => {
    const r = answer('sarut mana sunt de la satul valea seaca comuna nicolae balcescu judetul bacau vreau sa vand 2 vitei');
    expect(r.address.postal_code).toBe('607362');
    expect(ignoredAs(r, 'label')).toEqual(['sunt de la']);
    expect(ignoredAs(r, 'unexplained')).not.toContain('sarut mana sunt de la satul');
    expect(r.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe('prose around an address read whole', () => {
  it.each([
    ['Str. Lungă 12, Brașov; construcție din cărămidă, acoperiș de țiglă, fără daune anterioare, primă anuală plătită', '500058'],
    ['Valea Seacă, com. Nicolae Bălcescu, jud. Bacău; tensiune arterială mare, control lunar, tratament cronic', '607362'],
  ])('%s: right, not sure, and no longer under 0.7', (text, code) => {
    const r = answer(text);
    expect(r.address.postal_code).toBe(code);
    expect(ignoredAs(r, 'unexplained').length).toBeGreaterThan(0);
    expect(r.confidence).toBeGreaterThanOrEqual(0.7);
    expect(r.confidence).toBeLessThan(0.9);
  });
});

/** Streets of towns (no sector, no digit in the name, a town's name opening with a capital). */
const streets = townStreets(catalog);
const line = (s: number): string => `${streetTypeById(catalog.streetTypeId(s))?.article ?? 'Strada'} ${catalog.streetBareName(s)} nr. 8, ${catalog.placeName(catalog.streetPlace(s))}`;

describe('properties', () => {
  it('a greeting before a town\'s street and a leave-taking after it change neither its code nor its confidence', () => {
    let checked = 0;
    fc.assert(fc.property(
      fc.integer({ min: 0, max: streets.length - 1 }),
      fc.constantFrom('Sărut mâna!', 'Sărut mâna,', 'Doamne ajută,', 'Să trăiți!'),
      fc.constantFrom('Cu respect, Ion Pop', 'O zi bună!', 'Cu stimă.', 'Toate cele bune', 'Numai bine!'),
      (at, greeting, closing) => {
        const address = line(streets[at]!);
        const plain = answer(address);
        const wrapped = answer(`${greeting} ${address}. ${closing}`);
        checked++;
        expect({ code: wrapped.address.postal_code, confidence: wrapped.confidence }).toEqual({ code: plain.address.postal_code, confidence: plain.confidence });
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });

  it('words of prose after a town\'s street cost at most the cap, and never raise the plain answer\'s confidence', () => {
    const floor = CONFIDENCE.unusedWord ** CONFIDENCE.unusedMostWords;
    let checked = 0;
    fc.assert(fc.property(
      fc.integer({ min: 0, max: streets.length - 1 }),
      fc.array(fc.constantFrom('curte mare', 'acoperiș de țiglă', 'fără daune anterioare', 'control lunar', 'vecini liniștiți'), { minLength: 1, maxLength: 5 }),
      (at, notes) => {
        const address = line(streets[at]!);
        const plain = answer(address);
        const noted = answer(`${address}; ${notes.join(', ')}`);
        checked++;
        if (noted.address.postal_code !== plain.address.postal_code) return;
        expect(noted.confidence).toBeLessThanOrEqual(plain.confidence);
        expect(noted.confidence).toBeGreaterThanOrEqual(Math.floor(plain.confidence * floor * 100) / 100 - 0.01);
      },
    ), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
