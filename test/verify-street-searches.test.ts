/**
 * One verify call asks for a street once (src/verify/verify-street.ts `StreetSearches`): its
 * readings ask for the same street in the same locality again and again, and the second pass of
 * `resolve` asks again what the first asked. Remembering must change no answer: every question
 * gets what a fresh search gives, and two questions that differ in their type, their words or
 * their places never share an answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { findStreets, StreetSearches, type StreetQuery } from '../src/verify/verify-street.js';
import { INDEX_PATH } from './helpers/index.js';

const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
const ctx = index.context;
const catalog = index.catalog;

/** Places with street data: every 40th of them (a few towns and București's sectors among them). */
const places: number[] = [];
for (let p = 0, seen = 0; p < catalog.placeCount; p++) {
  if (catalog.placeStreets(p).to > catalog.placeStreets(p).from && seen++ % 40 === 0) places.push(p);
}
/** A street's name as the reader gives it: folded words, without the type word. */
const wordsOf = (street: number): string[] => fold(catalog.streetBareName(street)).split(/[^a-z0-9]+/).filter((w) => w !== '');

/** A question as `resolve` asks it: words of a street of one place (some left out, one mistyped), searched in that place or two. */
const question = fc.record({
  place: fc.constantFrom(...places),
  other: fc.constantFrom(...places),
  pick: fc.nat(),
  drop: fc.nat({ max: 4 }),
  typo: fc.boolean(),
  typed: fc.boolean(),
  both: fc.boolean(),
}).map(({ place, other, pick, drop, typo, typed, both }) => {
  const { from, to } = catalog.placeStreets(place);
  const street = from + (pick % (to - from));
  const words = wordsOf(street);
  if (words.length > 1 && drop < words.length) words.splice(drop, 1);
  if (typo && words.length > 0 && words[0]!.length > 4) words[0] = words[0]!.slice(0, 2) + words[0]!.slice(3);
  const query: StreetQuery = { typeId: typed ? catalog.streetTypeId(street) : 0, words };
  return { scope: both && other !== place ? [place, other] : [place], query };
});

describe('the streets one verify call found', () => {
  it('answer each question as a fresh search does, the same question from memory', () => {
    const searches = new StreetSearches();
    let remembered = 0;
    fc.assert(fc.property(question, ({ scope, query }) => {
      const found = searches.find(ctx, scope, query);
      expect(found).toEqual(findStreets(ctx, scope, query));
      // Asked again with equal words in a new list, the answer is the one kept.
      const again = searches.find(ctx, [...scope], { typeId: query.typeId, words: [...query.words] });
      expect(again).toBe(found);
      if (found.length > 0) remembered++;
    }), { numRuns: 300, seed: 2424 });
    expect(remembered).toBeGreaterThan(100);
  });

  it('never give one question the answer of another of other type, words or places', () => {
    const searches = new StreetSearches();
    const [a, b] = [places[0]!, places[1]!];
    const { from } = catalog.placeStreets(a);
    const words = wordsOf(from);
    const typeId = catalog.streetTypeId(from);
    const asked = searches.find(ctx, [a], { typeId, words });
    expect(asked.length).toBeGreaterThan(0);
    expect(searches.find(ctx, [b], { typeId, words })).toEqual(findStreets(ctx, [b], { typeId, words }));
    expect(searches.find(ctx, [a, b], { typeId, words })).toEqual(findStreets(ctx, [a, b], { typeId, words }));
    expect(searches.find(ctx, [a], { typeId: 0, words })).toEqual(findStreets(ctx, [a], { typeId: 0, words }));
    expect(searches.find(ctx, [a], { typeId: 0, words })).not.toBe(asked);
    // Words that join alike with a space are other words: `a b` + `c` is not `a` + `b c`.
    const split = words.length > 1 ? [words.slice(0, 2).join(' '), ...words.slice(2)] : [`${words[0]} x`];
    expect(searches.find(ctx, [a], { typeId, words: split })).toEqual(findStreets(ctx, [a], { typeId, words: split }));
  });
});
