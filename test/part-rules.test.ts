/**
 * The parts read apart before the runs (src/text/part-rules): each rule reads its own example, each
 * is needed for it (without it the example reads otherwise), each is listed once, and the order of
 * the list is what it says: a six-digit code written wins over digits that may be a code otherwise,
 * wherever each stands (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWords } from '../src/text/address-tokens.js';
import { joinCommaNames, joinTypeColumns } from '../src/text/runs.js';
import { leaveOutNotes } from '../src/text/leave-out/index.js';
import { PART_RULES, readApartParts, type ApartParts, type PartRule } from '../src/text/part-rules/index.js';
import type { WordUse } from '../src/text/reading.js';

/** The parts `rules` read from `text`, as the reader reads them (after leaving out). */
function partsOf(text: string, rules: readonly PartRule[] = PART_RULES): ApartParts {
  const words = readWords(text);
  joinCommaNames(words);
  joinTypeColumns(words);
  const used = new Array<WordUse>(words.length).fill(false);
  leaveOutNotes(text, words, used);
  const parts: ApartParts = {};
  readApartParts({ text, words, used, parts, streets: true }, rules);
  return parts;
}

describe('part rules', () => {
  it('are each listed once', () => {
    expect(new Set(PART_RULES).size).toBe(PART_RULES.length);
    expect(PART_RULES.length).toBeGreaterThanOrEqual(5);
  });

  it('each reads its example', () => {
    for (const rule of PART_RULES) expect(partsOf(rule.example.text)[rule.part]?.text, rule.example.text).toBe(rule.example.reads);
  });

  it('are each needed: without the rule, its example reads otherwise', () => {
    for (const rule of PART_RULES) {
      const without = partsOf(rule.example.text, PART_RULES.filter((r) => r !== rule));
      expect(without[rule.part]?.text, rule.example.text).not.toBe(rule.example.reads);
    }
  });

  it('a six-digit code is the code wherever other digits that may be one stand (fast-check)', () => {
    let checked = 0;
    fc.assert(fc.property(
      fc.integer({ min: 100000, max: 999999 }).map(String),
      fc.constantFrom('400 084', '10093', '80001', 'Sector 2'),
      fc.boolean(),
      (code, other, codeFirst) => {
        const text = codeFirst ? `${code} Cluj-Napoca, Str. Horea 5, ${other}` : `Str. Horea 5, ${other}, ${code} Cluj-Napoca`;
        expect(partsOf(text).postalCode?.digits, text).toBe(code);
        checked++;
      },
    ), { numRuns: 200 });
    expect(checked).toBe(200);
  });
});
