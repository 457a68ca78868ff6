/**
 * A land book's place after its number whose name holds a word that opens a note after a bracket or a dash (issue 24,
 * twenty-ninth session): `… com. Târgșoru Vechi, jud. Prahova - CF 42310 Târgșoru Vechi`. A land book names the
 * commune's cadastral territory, so the place repeated after its number is a note, not the address's locality. On
 * 3b08d65 the place was left out only when each of its words played no role, and `vechi` opens a note in brackets
 * (`(vechi Lenin)`): the repeated commune was read as the locality and the village before it as a street, `partial`
 * 0.87 with the seat's code. A later word of the place may now be such a word, when no bracket or dash opens it.
 *
 * The villages are communes' villages other than the commune's namesake, with their own codes, whose communes' names
 * hold such a word (from the official place register); the property counts what it checked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VerifyResult } from '../src/types.js';
import { builtIndex } from './helpers/index.js';

const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 29_2026);

const index = builtIndex();
const freeform = (text: string): VerifyResult => index.verify({ freeform: text });

/** A village, its commune (whose name holds a note's first word), its county and the village's own code. */
const VILLAGES = [
  { village: 'Pisculeț', commune: 'Piscu Vechi', county: 'Dolj', code: '207457' },
  { village: 'Zahanaua', commune: 'Târgșoru Vechi', county: 'Prahova', code: '107593' },
  { village: 'Stăncești', commune: 'Târgșoru Vechi', county: 'Prahova', code: '107591' },
  { village: 'Măneuți', commune: 'Frătăuții Vechi', county: 'Suceava', code: '727256' },
  { village: 'Cheglevici', commune: 'Dudeștii Vechi', county: 'Timiș', code: '307151' },
  { village: 'Cheșnoiu', commune: 'Cocorăștii Colț', county: 'Prahova', code: '107377' },
] as const;

describe('a land book\'s place holding a note\'s first word', () => {
  it('is a note after its number: the village before its commune keeps its own code', () => {
    for (const v of VILLAGES) {
      const r = freeform(`${v.village} nr. 177, com. ${v.commune}, jud. ${v.county} - CF 42310 ${v.commune}`);
      expect(r.address.postal_code, v.village).toBe(v.code);
      expect(r.confidence, v.village).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('still opens a note when a dash or a bracket opens the word', () => {
    const r = freeform('Pisculeț nr. 14, com. Piscu Vechi, jud. Dolj (vechi sediu al primariei)');
    expect(r.address.postal_code).toBe('207457');
  });

  it('keeps the village whatever the separators, the land book\'s words, the case and a greeting before', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...VILLAGES),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 100, max: 99_999 }),
        fc.constantFrom(' - ', ', ', '; '),
        fc.constantFrom('CF', 'CF nr.', 'C.F.', 'cartea funciara'),
        fc.boolean(),
        fc.constantFrom('', 'Buna ziua: ', 'BUNA SEARA: '),
        (v, house, book, separator, bookWord, upper, greeting) => {
          const text = `${greeting}${v.village} nr. ${house}, com. ${v.commune}, jud. ${v.county}${separator}${bookWord} ${book} ${v.commune}`;
          const r = freeform(upper ? text.toUpperCase() : text);
          expect(r.address.postal_code, text).toBe(v.code);
          checked++;
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBe(RUNS);
  });
});
