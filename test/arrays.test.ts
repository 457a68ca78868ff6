/**
 * `mapped` (shared/arrays.ts), verify's `Array.prototype.map` of one elements kind: the same
 * elements as `map`, in order, with no holes, for arrays of any kind (small integers, doubles,
 * strings, objects, empty) and results of any kind; the source untouched.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapped } from '../src/shared/arrays.js';

/** Arrays of each elements kind V8 keeps apart, and of them mixed. */
const items = fc.oneof(
  fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 12 }),
  fc.array(fc.double({ noNaN: true }), { maxLength: 12 }),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 12 }),
  fc.array(fc.record({ n: fc.integer() }), { maxLength: 12 }),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(undefined)), { maxLength: 12 }),
);

/** What each element may map to: the same kind, another kind, the index. */
const mappers: ReadonlyArray<(x: unknown, i: number) => unknown> = [
  (x) => x,
  (x) => typeof x,
  (_x, i) => i,
  (_x, i) => i / 3,
  (x, i) => ({ x, i }),
  () => undefined,
];

describe('mapped', () => {
  it('gives what map gives, with no holes, and leaves its source as it was', () => {
    let runs = 0;
    let nonEmpty = 0;
    fc.assert(
      fc.property(items, fc.integer({ min: 0, max: mappers.length - 1 }), (xs: unknown[], k) => {
        const fn = mappers[k]!;
        const before = [...xs];
        const out = mapped(xs, fn);
        expect(out).toEqual(xs.map(fn));
        expect(out).not.toBe(xs);
        for (let i = 0; i < out.length; i++) expect(i in out).toBe(true);
        expect(xs).toEqual(before);
        runs++;
        if (xs.length > 0) nonEmpty++;
      }),
      { numRuns: 2000 },
    );
    expect(runs).toBe(2000);
    expect(nonEmpty).toBeGreaterThan(1500);
  });
});
