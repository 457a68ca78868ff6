/**
 * `findLocalities` answers a question of whole names (`exact`) whose locality is no place's name
 * at once, empty, without asking the index or remembering it: most readings of a noisy address
 * are such. The short cut must change no answer: every question, of every reading of the
 * evaluation's addresses, with what else each reading gives (county, commune, sector, postal
 * code), is answered as `lookUpLocalities` answers it, and only questions of names that are a
 * place's take room in the memo.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { readAddressText } from '../src/text/address-parser.js';
import { findLocalities, lookUpLocalities, otherNameOfWords, type LocalityQuery } from '../src/verify/verify-locality.js';
import { LOCALITY_NAME_ALIASES, LOCALITY_OTHER_NAMES } from '../src/shared/aliases.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { INDEX_PATH } from './helpers/index.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
const ctx = index.context;
const sample = addressCases(index.catalog).cases.filter((_, i) => i % 61 === 0);
/** Every question of whole names the readings of each text ask (as `resolve` asks them), with and without the address's postal code. */
const questions: LocalityQuery[] = [];
for (const c of sample) {
  const texts = [noisyText(index.catalog, c).input.freeform ?? '', `${c.structured.street ?? ''} ${c.structured.house_number ?? ''}, ${c.structured.locality}, ${c.structured.county}`];
  for (const text of texts) {
    for (const r of readAddressText(text, { streets: true })) {
      for (const postalCode of [undefined, c.expected]) {
        questions.push({
          part: r.locality, mode: 'exact', admin: r.admin, county: r.county?.county, sector: r.sector?.sector, postalCode,
          streetWritten: r.street !== undefined && r.street.words.length > 0,
        });
      }
    }
  }
}

describe('findLocalities, whole names', () => {
  it('answers every question as the index does, places or none', () => {
    const some = questions.filter((q) => lookUpLocalities(ctx, q).length > 0).length;
    // Both kinds are asked: names of places and names of none.
    expect(some).toBeGreaterThan(50);
    expect(questions.length - some).toBeGreaterThan(50);
    fc.assert(fc.property(fc.constantFrom(...questions), (q) => {
      expect(findLocalities(ctx, q)).toEqual(lookUpLocalities(ctx, q));
    }), { numRuns: 1500, seed: 2426 });
  });

  it('remembers no question whose locality names no place', () => {
    ctx.state.forgetVerified();
    const none = questions.filter((q) => lookUpLocalities(ctx, q).length === 0 && q.part !== undefined);
    for (const q of none) expect(findLocalities(ctx, q)).toHaveLength(0);
    expect(ctx.state.localities.size).toBe(0);
    const named = questions.find((q) => lookUpLocalities(ctx, q).length > 0)!;
    findLocalities(ctx, named);
    expect(ctx.state.localities.size).toBe(1);
  });
});

describe('a locality name\'s other name, by its words', () => {
  it('is the other name of the words joined, whatever the words', () => {
    const known = [...LOCALITY_NAME_ALIASES.keys(), ...LOCALITY_OTHER_NAMES.keys()];
    const knownWords = [...new Set(known.flatMap((name) => name.split(' ')))];
    const word = fc.oneof(fc.constantFrom(...knownWords), fc.stringMatching(/^[a-z]{1,6}$/), fc.constantFrom('Cluj', 'cluj napoca', ''));
    const words = fc.oneof(fc.constantFrom(...known).map((name) => name.split(' ')), fc.array(word, { maxLength: 4 }));
    let named = 0;
    fc.assert(fc.property(words, (w) => {
      const expected = LOCALITY_NAME_ALIASES.get(w.join(' ')) ?? LOCALITY_OTHER_NAMES.get(w.join(' '));
      expect(otherNameOfWords(w)).toBe(expected);
      if (expected !== undefined) named++;
    }), { numRuns: 3000 });
    // (Names it knows were among the words asked, and others.)
    expect(named).toBeGreaterThan(300);
    expect(named).toBeLessThan(2900);
  });
});
