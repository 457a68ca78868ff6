/**
 * The parts read apart before the runs (src/text/part-rules): each rule reads its own example, each
 * is needed for it (without it the example reads otherwise), each is listed once with a weight of
 * the ranking table, the order of the list changes nothing, and the weights say what wins: a
 * six-digit code written wins over digits that may be a code otherwise, wherever each stands
 * (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWords } from '../src/text/address-tokens.js';
import { joinCommaNames, joinTypeColumns } from '../src/text/runs.js';
import { leaveOutNotes } from '../src/text/leave-out/index.js';
import { PART_RULES, readApartParts, type ApartParts, type PartRule } from '../src/text/part-rules/index.js';
import type { WordUse } from '../src/text/reading.js';
import { PART_WEIGHT } from '../src/engines/ranking.js';

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
  it('are each listed once, each with a weight of the ranking table', () => {
    expect(new Set(PART_RULES).size).toBe(PART_RULES.length);
    expect(PART_RULES.length).toBeGreaterThanOrEqual(5);
    for (const rule of PART_RULES) expect(Object.hasOwn(PART_WEIGHT, rule.weight), rule.weight).toBe(true);
  });

  it('read the same whatever order they are listed in (fast-check)', () => {
    const texts = [...PART_RULES.map((r) => r.example.text), 'Str. Sebastian 50, B5 010101', 'nr. 400 084, 500035 Cluj-Napoca', 'Mântuleasa 10, București 3, 030167', 'Calea Victoriei 120, București, 10093, 400 084', 'Str. Horea 5, 400 084, 12345'];
    let checked = 0;
    let shuffled = 0;
    fc.assert(fc.property(fc.constantFrom(...texts), fc.shuffledSubarray([...PART_RULES], { minLength: PART_RULES.length }), (text, rules) => {
      if (rules.some((r, k) => r !== PART_RULES[k])) shuffled++;
      expect(partsOf(text, rules), text).toEqual(partsOf(text));
      checked++;
    }), { numRuns: 200 });
    expect(checked).toBe(200);
    expect(shuffled).toBeGreaterThan(190);
  });

  it('where two rules find a postal code, the surer one\'s is read: its weight, passed in', () => {
    const text = 'Str. Horea 5, 400 084, 400084 Cluj-Napoca';
    expect(partsOf(text).postalCode?.text).toBe('400084');
    const words = readWords(text);
    const used = new Array<WordUse>(words.length).fill(false);
    const parts: ApartParts = {};
    readApartParts({ text, words, used, parts, streets: true }, PART_RULES, { ...PART_WEIGHT, twoGroups: PART_WEIGHT.sixDigits + 0.01 });
    expect(parts.postalCode?.text).toBe('400 084');
  });

  it('reads a code in two groups with a dot between them as with a space (`400.084`), not a marked number so written', () => {
    expect(partsOf('Str. Horea 5, 400.084 Cluj-Napoca').postalCode?.digits).toBe('400084');
    expect(partsOf('Calea Galați 74, 810.143 Brăila').postalCode?.digits).toBe('810143');
    expect(partsOf('Str. Horea nr. 400.084, Cluj-Napoca').postalCode).toBeUndefined();
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

  it('find nothing where no unused word starts with a digit: `readApartParts` does not ask them there (fast-check)', () => {
    // Words of every rule's texts (their examples', București, B5, codes glued to letters), then some of
    // the words that start with a digit marked used, the rest of them left out of the text.
    const word = fc.constantFrom('Str.', 'Horea', '5', '400', '084', '400084', '10093', 'București', 'Bucuresti', 'B5', 'b3', 'B7', 'cod', 'poștal', 'CP',
      'nr.', 'bl.', 'sector', 'sect.', '3', 'Cluj-Napoca', 'Mântuleasa', 'a400084', 'jud', ',', ';', '-', '400.084', 'str5');
    let checked = 0;
    let withDigits = 0;
    fc.assert(fc.property(fc.array(word, { maxLength: 12 }), fc.boolean(), fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (ws, streets, marks) => {
      const text = ws.join(' ');
      const words = readWords(text);
      // Each word that starts with a digit is used (left out as a note) or dropped from the text.
      const used = new Array<WordUse>(words.length).fill(false);
      words.forEach((w, i) => {
        if (w.roles.digitFirst) used[i] = 'note';
        else if (marks[i]) used[i] = 'note';
      });
      if (words.some((w) => w.roles.digitFirst)) withDigits++;
      for (const rule of PART_RULES) {
        const parts: ApartParts = {};
        const before = [...used];
        rule.read({ text, words, used, parts, streets });
        expect(parts, `${rule.weight}: ${text}`).toEqual({});
        expect(used).toEqual(before);
        checked++;
      }
    }), { numRuns: 1000 });
    expect(checked).toBe(1000 * PART_RULES.length);
    expect(withDigits).toBeGreaterThan(500);
  });
});
