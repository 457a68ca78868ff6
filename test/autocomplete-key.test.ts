/**
 * The autocomplete key (`index.autocompleteKey`): requests with equal keys get
 * equal answers from the engine, and the key tells apart what the engine
 * reads differently (a finished last word). The HTTP cache relies on it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressError } from '../src/index.js';
import { builtIndex } from './helpers/index.js';
import { queryPair } from './helpers/query-variants.js';

const index = builtIndex();
const key = (q: string, limit?: number): string | undefined => index.autocompleteKey?.(q, limit === undefined ? undefined : { limit });

/** The answer, or the error code. */
function outcome(f: () => unknown): unknown {
  try {
    return f();
  } catch (err) {
    if (err instanceof AddressError) return { error: err.code };
    throw err;
  }
}
const answer = (q: string, limit: number): unknown => outcome(() => index.autocomplete(q, { limit }));

describe('autocompleteKey', () => {
  it('equal keys give equal answers (query variants, arbitrary limits)', () => {
    let shared = 0;
    fc.assert(
      fc.property(queryPair, fc.constantFrom(1, 3, 10), ([a, b], limit) => {
        const ka = key(a, limit);
        if (ka === undefined || ka !== key(b, limit)) return;
        shared++;
        expect(answer(b, limit), `${JSON.stringify(a)} / ${JSON.stringify(b)}`).toEqual(answer(a, limit));
      }),
      { numRuns: 1500 },
    );
    // The property is not vacuous: many pairs share a key.
    expect(shared).toBeGreaterThan(250);
  });

  it('equal keys give equal answers (arbitrary strings)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 3 }), (q, tail) => {
        const a = q;
        const b = q + tail;
        const ka = key(a);
        if (ka === undefined || ka !== key(b)) return;
        expect(answer(b, 10)).toEqual(answer(a, 10));
      }),
      { numRuns: 2000 },
    );
  });

  it('a finished last word is read apart from one being typed; case, diacritics and separators are not', () => {
    expect(key('calea vict ')).not.toBe(key('calea vict'));
    expect(key('calea vict.')).toBe(key('calea vict '));
    expect(key('Calea  VICT')).toBe(key('calea vict'));
    expect(key('Poieni-')).toBe(key('poieni-'));
    expect(key('Poieni-')).not.toBe(key('poieni.'));
    expect(key('Ştefan cel Mare')).toBe(key('ștefan-cel-mare'));
    expect(key('calea vict', 1)).not.toBe(key('calea vict', 2));
    expect(key('calea vict', 10)).toBe(key('calea vict'));
    expect(index.autocompleteKey?.('calea', { limit: 1, county: 'CJ' })).not.toBe(key('calea', 1));
  });

  it('no key for what the engine refuses', () => {
    expect(key(' a ')).toBeUndefined();
    expect(key('a'.repeat(257))).toBeUndefined();
    expect(key('calea', 0)).toBeUndefined();
    expect(key('calea', 26)).toBeUndefined();
    expect(key('calea', 2.5)).toBeUndefined();
    expect(index.autocompleteKey?.(42 as unknown as string)).toBeUndefined();
  });
});

describe('searchKey', () => {
  const options = fc.record({ limit: fc.constantFrom(1, 5), type: fc.constantFrom(undefined, 'street', 'locality', 'postal_code'), county: fc.constantFrom(undefined, 'B', 'b', 'Cluj', 'cj', 'nowhere') }).map((o) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)),
  );
  const optionPair = options.chain((o) => fc.tuple(fc.constant(o), fc.oneof({ weight: 3, arbitrary: fc.constant(o) }, { weight: 1, arbitrary: options })));
  const codeLike = fc.tuple(fc.stringMatching(/^[0-9]{1,7}$/), fc.constantFrom('', ' ', '-', '.', ' 1')).map(([d, end]) => d + end);

  it('equal keys give equal answers (names, code prefixes, options)', () => {
    let shared = 0;
    fc.assert(
      fc.property(fc.oneof(queryPair, codeLike.chain((c) => fc.tuple(fc.constant(c), fc.constantFrom(c, ` ${c}`, `${c} `, `${c}-`, `${c}.`)))), optionPair, ([a, b], [oa, ob]) => {
        const ka = index.searchKey?.(a, oa);
        if (ka === undefined || ka !== index.searchKey?.(b, ob)) return;
        shared++;
        expect(outcome(() => index.search(b, ob)), `${JSON.stringify([a, oa])} / ${JSON.stringify([b, ob])}`).toEqual(outcome(() => index.search(a, oa)));
      }),
      { numRuns: 1500 },
    );
    expect(shared).toBeGreaterThan(300);
  });

  it('tells apart a finished last word and a code prefix followed by a hyphen', () => {
    expect(index.searchKey?.('calea vict ')).not.toBe(index.searchKey?.('calea vict'));
    expect(index.searchKey?.('011421-')).not.toBe(index.searchKey?.('011421'));
    expect(index.searchKey?.('Victoriei', { county: 'b' })).toBe(index.searchKey?.('victoriei', { county: 'B' }));
    expect(index.searchKey?.('victoriei', { county: 'nowhere' })).toBeUndefined();
  });
});
