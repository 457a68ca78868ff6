/**
 * The dropped-letter tables (matchers/dropped-letters.ts) read the words of names by their
 * character codes (`wordsWithLetter`) where they used the regular expression `WORD_WITH_LETTER`:
 * the words must be the same, in the same order, for any text. And the tables of an index share
 * what each word gives (`IndexState.droppedWords`): a table made after others restores what one
 * made alone does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { CountyWords, PlaceStreetWords, WORD_WITH_LETTER, wordsWithLetter, type DroppedWords } from '../src/matchers/dropped-letters.js';
import { foldWithoutRomanianLetters } from '../src/shared/normalize.js';
import { builtIndex } from './helpers/index.js';

/** Characters of every class the scan tells apart: ASCII letters and digits, separators, the Romanian letters of both cases and forms, other Latin letters, a combining mark, a digit and a letter of other scripts, an astral letter and lone surrogates. */
const CHARS = ['a', 'Z', 'm', '0', '7', ' ', '-', '.', "'", ',', '(', 'ă', 'â', 'î', 'ș', 'ş', 'ț', 'ţ', 'Ă', 'Â', 'Î', 'Ș', 'Ş', 'Ț', 'Ţ', 'é', 'ü', '\u0301', '²', 'я', '٣', '𝒜', '\ud835', '\udc9c'];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 24 }).map((cs) => cs.join(''));

/** The words the regular expression finds. */
function byExpression(name: string): string[] {
  return Array.from(name.matchAll(WORD_WITH_LETTER), (m) => m[0]);
}

describe('wordsWithLetter', () => {
  it('finds the words the regular expression finds, in order, in any text', () => {
    let runs = 0;
    let withWords = 0;
    fc.assert(
      fc.property(text, (name) => {
        const out: string[] = [];
        wordsWithLetter(name, out);
        expect(out).toEqual(byExpression(name));
        runs++;
        if (out.length > 0) withWords++;
      }),
      { numRuns: 5000, seed: 15_2026 },
    );
    expect(runs).toBe(5000);
    // (Most random texts of these characters have such a word: the property is not checked on empty lists alone.)
    expect(withWords).toBeGreaterThan(2500);
  });

  it('finds them in names as the catalog writes them', () => {
    const out: string[] = [];
    wordsWithLetter('Strada Ștefan cel Mare și Sfânt', out);
    expect(out).toEqual(['Ștefan', 'și', 'Sfânt']);
    out.length = 0;
    wordsWithLetter('Aleea Mărășești nr.2-Bis(Târgu)', out);
    expect(out).toEqual(['Mărășești', 'Târgu']);
  });
});

describe('the tables of one index', () => {
  const index = builtIndex() as LoadedIndex;
  const { catalog } = index;
  const tokens = index.context.tokens;

  it('restore the same words whether made alone or after others, sharing what each word gives', () => {
    const places: number[] = [];
    for (let p = 0; p < catalog.placeCount && places.length < 12; p++) {
      const r = catalog.placeStreets(p);
      if (r.to > r.from) places.push(p);
    }
    const shared: DroppedWords = new Map();
    // Every table made first with the words shared (each after the ones before), then alone.
    const together = places.map((p) => new PlaceStreetWords(catalog, tokens, shared, p));
    const counties = [0, 1, 2].map((c) => new CountyWords(catalog, tokens, shared, c));
    let checked = 0;
    places.forEach((p, i) => {
      const alone = new PlaceStreetWords(catalog, tokens, new Map(), p);
      const { from, to } = catalog.placeStreets(p);
      for (let s = from; s < to; s++) {
        const words: string[] = [];
        wordsWithLetter(catalog.streetBareName(s), words);
        for (const word of words) {
          const key = foldWithoutRomanianLetters(word);
          expect(together[i]!.restored(key)).toEqual(alone.restored(key));
          checked++;
        }
      }
    });
    [0, 1, 2].forEach((c, i) => {
      const alone = new CountyWords(catalog, tokens, new Map(), c);
      for (const word of ['reia', 'clrai', 'bacu', 'valea', 'tg']) expect(counties[i]!.restored(word)).toEqual(alone.restored(word));
    });
    expect(places.length).toBe(12);
    expect(checked).toBeGreaterThan(1000);
  });
});
