/**
 * The fields read together (a whole address in one field, `src/verify/verify-structured.ts`) are read
 * as one text only up to `MOST_WORDS_READ_TOGETHER` words: four full fields joined made a text of up
 * to 512 words, four times any free-form text's, the costliest read of the worst inputs (issue 24,
 * speed85). Below the budget the fields are read together as before. And a field is read as another
 * field's place (the street field as the village, or as the locality of swapped columns) only up to
 * `MOST_WORDS_OF_A_PLACE_FIELD` words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokens } from '../src/shared/normalize.js';
import { readVerifyInput } from '../src/verify/verify-input.js';
import { MOST_WORDS_OF_A_PLACE_FIELD, MOST_WORDS_READ_TOGETHER, structuredReadings } from '../src/verify/verify-structured.js';

/** A street field that holds a whole address (a street and its town, by a comma): read together with the other fields. */
const WHOLE = 'Str. Lungă 100, Brașov';

/** `count` words of `word`, by spaces, cut to the 256 characters a field may hold. */
const words = (word: string, count: number): string => Array.from({ length: count }, () => word).join(' ').slice(0, 256).trim();

describe('the fields read together, within a budget of words', () => {
  it('reads them together up to the budget, and not past it', () => {
    let within = 0;
    let past = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 128 }), fc.integer({ min: 0, max: 128 }), fc.constantFrom('a', 'b', 'Cluj', 'nr.'), (inLocality, inCounty, word) => {
      const input = { street: WHOLE, locality: `Brașov ${words(word, inLocality)}`.slice(0, 256).trim(), ...(inCounty > 0 ? { county: words(word, inCounty) } : {}) };
      const joined = [input.street, input.locality, input.county ?? ''].join(' ');
      const readTogether = structuredReadings(readVerifyInput(input)).some((r) => r.together !== undefined);
      if (tokens(joined).length <= MOST_WORDS_READ_TOGETHER) {
        within++;
        expect(readTogether, JSON.stringify(input)).toBe(true);
      } else {
        past++;
        expect(readTogether, JSON.stringify(input)).toBe(false);
      }
    }), { numRuns: 150, seed: 85 });
    // Both sides of the budget were met, often.
    expect(within).toBeGreaterThan(30);
    expect(past).toBeGreaterThan(30);
  });

  it('no full field read together: four fields of 128 words each', () => {
    const full = words('a', 128);
    const readings = structuredReadings(readVerifyInput({ street: `${WHOLE} ${full}`.slice(0, 256), house_number: full, locality: full, county: full }));
    expect(readings.some((r) => r.together !== undefined)).toBe(false);
  });
});

describe('a field read as another field\'s place, within a budget of words', () => {
  it('the street field as the village, and as the locality of swapped columns, up to the budget and not past it', () => {
    let within = 0;
    let past = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 40 }), (more) => {
      // `{ street: 'Sat Poiana', locality: 'Com. Negri' }`: the village in the street field (words after it left unexplained).
      const village = `Sat Poiana ${words('lângă', more)}`.trim();
      const asVillage = structuredReadings(readVerifyInput({ street: village, locality: 'Com. Negri', county: 'Bacău' }))
        .some((r) => r.locality?.movedFrom?.field === 'street_name');
      // `{ street: 'Oradea', house_number: '2', locality: 'Rogerius' }`: the street and locality columns swapped.
      const swapped = `Oradea ${words('Mare', more)}`.trim();
      const asSwapped = structuredReadings(readVerifyInput({ street: swapped, house_number: '2', locality: 'Rogerius' }))
        .some((r) => r.streetSwapped !== undefined);
      const fits = (text: string): boolean => tokens(text).length <= MOST_WORDS_OF_A_PLACE_FIELD;
      expect(asVillage, village).toBe(fits(village));
      expect(asSwapped, swapped).toBe(fits(swapped));
      if (fits(village)) within++;
      else past++;
    }), { numRuns: 100, seed: 85 });
    expect(within).toBeGreaterThan(20);
    expect(past).toBeGreaterThan(20);
  });
});
