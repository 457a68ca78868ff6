/**
 * The reader's scans that replaced expressions and per-call allocations (speed111): `isAsciiWord` and
 * `digitsOf` (src/text/address-tokens.ts) answer as the expressions they replaced, on every kind of
 * character; `leaveOutNotes` (src/text/leave-out/index.ts), whose bit sets are now kept with the rules'
 * masks and reused, leaves out the same whatever was read before (a long text that grew the sets, a
 * short one after).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_DIGITS, digitsOf, isAsciiWord, NO_DIGIT, readWords, SOME_DIGITS } from '../src/text/address-tokens.js';
import { joinCommaNames, joinTypeColumns } from '../src/text/runs.js';
import { LEAVE_OUT_RULES, leaveOutNotes, type LeaveOutRules } from '../src/text/leave-out/index.js';
import type { WordUse } from '../src/text/reading.js';

/** Words of ASCII letters and digits, Romanian and other letters, marks, punctuation and the empty word. */
const characters = ['a', 'Z', 'm', '0', '9', '5', 'ă', 'Ș', 'ț', 'é', '\u0301', '-', '.', ' ', '/', '²', '½', 'ß', 'Ω', '😀', '@', '`', '[', '{', ':'];
const word = fc.array(fc.constantFrom(...characters), { maxLength: 9 }).map((cs) => cs.join(''));

describe('isAsciiWord and digitsOf', () => {
  it('answer as /^[A-Za-z0-9]+$/, /[0-9]/ and /^[0-9]+$/ (fast-check)', () => {
    const seen = new Set<string>();
    let checked = 0;
    fc.assert(
      fc.property(word, (w) => {
        expect(isAsciiWord(w)).toBe(/^[A-Za-z0-9]+$/.test(w));
        const expected = !/[0-9]/.test(w) ? NO_DIGIT : /^[0-9]+$/.test(w) ? ALL_DIGITS : SOME_DIGITS;
        expect(digitsOf(w)).toBe(expected);
        seen.add(`${isAsciiWord(w)} ${digitsOf(w)}`);
        checked++;
      }),
      { seed: 111, numRuns: 5000 },
    );
    expect(checked).toBe(5000);
    // Every answer was met: ASCII with no digit, some and only digits; not ASCII with no digit and some.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });
});

/** What leaving out marks in `text`, read as the reader reads it. */
function leftOut(text: string, rules: LeaveOutRules = LEAVE_OUT_RULES): WordUse[] {
  const words = readWords(text);
  joinCommaNames(words);
  joinTypeColumns(words);
  const used = new Array<WordUse>(words.length).fill(false);
  leaveOutNotes(text, words, used, { rules });
  return used;
}

/** Addresses with notes, labels, telephone numbers and messages around them. */
const pieces = [
  'Str. Lungă nr. 12', 'tel. 0744 123 456', 'Adresa:', 'bună ziua,', 'vă rog', 'bl. 4, sc. A, ap. 7', 'Brașov', 'jud. Cluj', 'sat Poiana, com. Negri',
  '(în spate)', 'lângă biserică', 'România', 'în atenția dl. Popescu Ion', 'mulțumesc!', 'e-mail ion@exemplu.ro', 'CNP 1800101123456', 'cod 500123',
];
const text = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 60, size: 'max' }).chain((parts) => fc.constantFrom(', ', ' ', '; ').map((sep) => parts.join(sep)));

describe('leaveOutNotes with its sets kept', () => {
  it('leaves out the same in a text read alone and read after a longer or a shorter one (fast-check)', () => {
    let checked = 0;
    let long = 0;
    let marked = 0;
    fc.assert(
      fc.property(text, text, (a, b) => {
        const alone = leftOut(a);
        leftOut(b);
        expect(leftOut(a)).toEqual(alone);
        if (readWords(a).length > 64 || readWords(b).length > 64) long++;
        if (alone.some((u) => u !== false)) marked++;
        checked++;
      }),
      { seed: 1111, numRuns: 300 },
    );
    expect(checked).toBe(300);
    expect(long).toBeGreaterThan(20);
    expect(marked).toBeGreaterThan(200);
  });
});
