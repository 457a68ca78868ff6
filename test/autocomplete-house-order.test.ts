/**
 * A house number placed exactly by the data ranks the street above the same
 * street where it is not (issue 25): autocomplete and search agree with verify.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import type { LoadedIndex } from '../src/address-index.js';

const index = builtIndex() as LoadedIndex;
const lines = (q: string): Array<{ text: string; postal_code: string }> => index.autocomplete(q, { limit: 5 }).suggestions;

describe('a house number placed exactly comes first', () => {
  it('puts Calea Victoriei 12 of Sector 3 (030026) above that of Sector 1 (0100xx), as verify does', () => {
    const got = lines('calea victoriei 12');
    expect(got[0]).toMatchObject({ text: 'Calea Victoriei 12, Sector 3, București', postal_code: '030026' });
    expect(got[1]).toMatchObject({ text: 'Calea Victoriei 12, Sector 1, București', postal_code: '0100xx' });
    expect(index.search('calea victoriei 12').results[0]?.postal_code).toBe('030026');
    // 120 lies in Sector 1: the order turns.
    expect(lines('calea victoriei 120')[0]).toMatchObject({ text: 'Calea Victoriei 120, Sector 1, București', postal_code: '010093' });
  });

  it('never puts a street whose number is not placed above one of its name and locality where it is, at one penalty (property)', () => {
    const streets = ['calea victoriei', 'bulevardul unirii', 'strada mihai eminescu', 'calea mosilor', 'soseaua mihai bravu', 'strada lunga'];
    fc.assert(
      fc.property(fc.constantFrom(...streets), fc.integer({ min: 1, max: 400 }), (street, n) => {
        const got = index.autocomplete(`${street} ${n}`, { limit: 10 }).suggestions;
        const placedAt = new Map<string, number>();
        got.forEach((s, i) => {
          if (/x$/.test(s.postal_code)) return;
          const key = s.text.replace(/ \d+,/, ',').replace(/, Sector \d/, '');
          if (!placedAt.has(key)) placedAt.set(key, i);
        });
        got.forEach((s, i) => {
          if (!/x$/.test(s.postal_code)) return;
          const key = s.text.replace(/ \d+,/, ',').replace(/, Sector \d/, '');
          const placed = placedAt.get(key);
          if (placed !== undefined) expect(placed).toBeLessThan(i);
        });
      }),
      { numRuns: 60 },
    );
  });
});
