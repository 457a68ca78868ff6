/**
 * An athlete's category before the address (issue 24, shapes100, the forty-second set; tests written by the
 * coordinator, twenty-ninth session): a category alone in brackets (`(M35)`, `(U12)`, `(juniori II)`) is a note, and a
 * `pt …:` lead-in's colon may follow it (`pt legitimare Ioana (U14): horea 12, cluj-napoca`). On 3b08d65 the lead-in
 * did not end at the colon after the bracket, and a lower-case street with no type word was lost (`partial` 0.49).
 *
 * The property wraps addresses whose bare answer is sure in such lead-ins, and counts what it checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VerifyResult } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 100_2026);

const index = builtIndex();
const freeform = (text: string): VerifyResult => index.verify({ freeform: text });

/** Addresses written in full, each answered surely on its own, and as members type them: lower case, no type word. */
const ADDRESSES = [
  { full: 'Str. Republicii nr. 10, Brașov', typed: 'republicii 10, brasov' },
  { full: 'Bd. Tomis nr. 100, Constanța', typed: 'tomis 100, constanta' },
  { full: 'str. Mihai Eminescu nr. 5, Suceava', typed: 'mihai eminescu 5, suceava' },
  { full: 'Strada Horea nr. 12, Cluj-Napoca', typed: 'horea 12, cluj-napoca' },
  { full: 'Str. Libertății nr. 3, Alba Iulia', typed: 'libertatii 3, alba iulia' },
] as const;

/** Lead-ins with an athlete's category alone in brackets. */
const CATEGORY_LEAD_INS = ['pt legitimare Ioana (U14): ', 'pt licenta Mihai (M40): ', 'pt viza anuala Dan (juniori II): '] as const;

describe('sport, culture and leisure: an athlete\'s category before the address', () => {
  it('a category alone in brackets before a for-lead-in\'s colon is a note', () => {
    // (The street written lower case with no type word, as members type it: the lead-in must end at its colon.)
    const bare = freeform('Strada Horea nr. 12, Cluj-Napoca');
    for (const lead of CATEGORY_LEAD_INS) {
      const r = freeform(`${lead}horea 12, cluj-napoca`);
      expect(r.address.postal_code, lead).toBe(bare.address.postal_code);
    }
  });

  it('wrapping a sure address in a category lead-in keeps its code (fast-check)', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom(...ADDRESSES), fc.constantFrom(...CATEGORY_LEAD_INS), fc.boolean(), (address, before, upper) => {
        const bare = freeform(address.full);
        expect(bare.confidence, address.full).toBeGreaterThanOrEqual(0.9);
        const text = `${before}${address.typed}`;
        const r = freeform(upper ? text.toUpperCase() : text);
        expect(r.address.postal_code, text).toBe(bare.address.postal_code);
        checked++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
  });
});
