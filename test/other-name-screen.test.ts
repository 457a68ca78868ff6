/**
 * `Catalog.mayBeOtherName` (src/reader/catalog.ts), the screen verify asks before it joins a
 * locality's words and searches the other names (GeoNames' Hungarian, German, older names): it may
 * let a text through that is no other name, never stop one that is. Checked on every other name of
 * the index (as its words), on texts one letter from them, and on texts drawn freely.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { INDEX_PATH } from './helpers/index.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
const catalog = index.catalog;
const names = [...new Set(Array.from(catalog.data.s.OTHER_NAME_STR, (id) => catalog.data.str(id)))];
const words = (text: string): string[] => text.split(' ');

describe('Catalog.mayBeOtherName', () => {
  it('lets every other name of the index through, as its words', () => {
    expect(names.length).toBeGreaterThan(1000);
    for (const name of names) expect(catalog.mayBeOtherName(words(name)), name).toBe(true);
  });

  it('stops only texts that are no other name, and stops most of those', () => {
    // Folded letters, as a locality's words are (a text outside ASCII is let through unscreened: below).
    const letter = fc.constantFrom(...'abcdefghijklmnoprstuvz'.split(''));
    const word = fc.array(letter, { minLength: 1, maxLength: 9 }).map((l) => l.join(''));
    // A name one letter changed, a name with a word added, or words drawn freely.
    const near = fc.tuple(fc.constantFrom(...names), fc.nat(), letter).map(([name, at, l]) => {
      const i = at % name.length;
      return words(`${name.slice(0, i)}${l}${name.slice(i + 1)}`);
    });
    const longer = fc.tuple(fc.constantFrom(...names), word).map(([name, w]) => [...words(name), w]);
    const free = fc.array(word, { minLength: 1, maxLength: 3 });
    let stopped = 0;
    let checked = 0;
    fc.assert(fc.property(fc.oneof(near, longer, free), (text) => {
      const through = catalog.mayBeOtherName(text);
      const found = catalog.placesOtherNamed(text.join(' ')).length > 0;
      // Never stopped when it names a place: the screen may only spare the search.
      if (found) expect(through).toBe(true);
      if (!through) stopped++;
      checked++;
    }), { numRuns: 3000 });
    expect(checked).toBe(3000);
    // Not a screen that lets everything through: most texts drawn are no other name and are stopped.
    expect(stopped).toBeGreaterThan(2000);
  });

  it('lets a text outside ASCII through unscreened', () => {
    expect(catalog.mayBeOtherName(['marosvásárhely'])).toBe(true);
    expect(catalog.mayBeOtherName(['zzzq'])).toBe(false);
  });
});
