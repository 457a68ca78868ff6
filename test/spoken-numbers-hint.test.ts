import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyCase, SPOKEN_NUMBER_HINT } from '../src/shared/spoken-numbers.js';

// The spoken-number reader's look at the text is written without the `i` flag (cheaper to compile):
// each letter of its words given in both cases by `anyCase`. It must match where the `iu` expression does.
// (The expression as it was written before: `zeci` and `sprezece` anywhere, `[sșş]pe` before no letter.)
const withFlag = /\d[ \t]+\d|(?<!\p{L})(?:un[uae]?|doi|dou[aă]|trei|patru|cinci|[sșş][aă](?:se|pte)|opt|nou[aă]|zece|sut[aăe]|nu)(?!\p{L})|zeci|sprezece|[sșş]pe(?!\p{L})/iu;
const written = SPOKEN_NUMBER_HINT;

/** Characters near the expression's: its letters in both cases, the letters Unicode folds to them, Romanian's, digits, spaces. */
const CHARS = [...'unaedoitrpcszăĂșȘşŞţȚUNAEDOITRPCSZſKkİıßxy0123456789 \t,.-'];
/** Pieces of the number words, in several cases (so that random texts hold some). */
const PIECES = ['un', 'UN', 'Nu', 'doi', 'DOuă', 'trei', 'patru', 'cinci', 'ſa', 'Șa', 'şapte', 'se', 'pte', 'opt', 'nouĂ', 'zece', 'zeci', 'sut', 'sprezece', 'SPE', 'pe', ' '];

describe('anyCase', () => {
  it('gives each letter its capital (and ſ beside s) inside and outside classes', () => {
    expect(anyCase('nu')).toBe('[nN][uU]');
    expect(anyCase('[sș]pe')).toBe('[sSſșȘ][pP][eE]');
    expect(anyCase('un[uae]?|doi')).toBe('[uU][nN][uUaAeE]?|[dD][oO][iI]');
  });

  it('matches where the same expression with the i flag matches (random texts of its letters and others)', () => {
    let checked = 0;
    let matched = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...CHARS), fc.constantFrom(...PIECES)), { maxLength: 12 }), (chars) => {
        const text = chars.join('');
        checked++;
        if (withFlag.test(text)) matched++;
        expect(written.test(text)).toBe(withFlag.test(text));
      }),
      { numRuns: 3000 },
    );
    expect(checked).toBe(3000);
    expect(matched).toBeGreaterThan(100);
  });

  it('matches each number word in any case of each letter, and not inside a longer word', () => {
    const words = ['unu', 'una', 'doi', 'două', 'doua', 'trei', 'patru', 'cinci', 'șase', 'şapte', 'sapte', 'opt', 'nouă', 'zece', 'sută', 'sute', 'nu'];
    let checked = 0;
    for (const w of words) {
      for (const form of [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1), w.replace(/s/g, 'ſ')]) {
        for (const text of [form, `nr ${form}`, `x${form}`, `${form}x`]) {
          checked++;
          expect(written.test(text), text).toBe(withFlag.test(text));
        }
      }
    }
    expect(checked).toBe(words.length * 16);
  });
});
