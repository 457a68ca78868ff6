/**
 * A county's name typed with a slip is read as the county's, not as a county keyword of the foreign forms'
 * vocabulary two slips away (`bistriat nasaud`: Bistrița, two slips from `district` as well). Found when `distr` and
 * `district` joined the county keywords (issue 24, fix130): autocomplete answered Năsăud before Maieru.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { withKeywordsSpelled } from '../src/engines/query.js';
import { COUNTIES } from '../src/shared/aliases.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;

/** The words of the counties' names long enough for a keyword's correction to consider them. */
const NAME_WORDS = [...new Set(COUNTIES.flatMap((c) => c.folded.split(' ')))].filter((w) => w.length >= 5);

describe('a county name mistyped is no county keyword', () => {
  it('autocomplete: `maieru bistriat nasaud` answers Maieru first', () => {
    const first = index.autocomplete('maieru bistriat nasaud', { limit: 5 }).suggestions[0];
    expect(first?.text).toBe('Maieru, Bistrița-Năsăud');
  });

  it('a county keyword typed with a slip is still spelled right (`judteul cluj`)', () => {
    expect(withKeywordsSpelled(['judteul', 'cluj'], () => false)).toEqual(['judetul', 'cluj']);
    expect(withKeywordsSpelled(['provinica', 'suceava'], () => false)).toEqual(['provincia', 'suceava']);
  });

  it('a county name word with two neighbouring letters swapped is left as typed (fast-check)', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom(...NAME_WORDS), fc.nat(), (word, at) => {
        const i = at % (word.length - 1);
        const typed = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        if (typed === word) return;
        checked++;
        expect(withKeywordsSpelled([typed, 'x'], () => false)[0]).toBe(typed);
      }),
      { seed: 3301, numRuns: 400 },
    );
    expect(checked).toBeGreaterThan(300);
  });
});
