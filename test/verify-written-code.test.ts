/**
 * A postal code written beside an address whose place is written too: the code is one part among
 * others, never the place by itself. A sector names București as a locality does, so a wrong code
 * (another county's) beside a București street and its sector is corrected, not followed to its
 * village (issue 24: the written code placed a street-only reading; a reading with a sector counted
 * as street-only).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { builtIndex } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;

describe('a wrong postal code beside a București street and its sector', () => {
  it('Strada Locotenent Colonel Constantin Marinescu 17, Sector 6, București 537095 is the street, its code corrected', () => {
    const r = index.verify({ freeform: 'Strada Locotenent Colonel Constantin Marinescu 17, Sector 6, București 537095' });
    expect(r.address.county).toBe('București');
    expect(r.address.postal_code).toBe('060121');
    expect(r.corrections).toContainEqual(expect.objectContaining({ field: 'postal_code', from: '537095', to: '060121' }));
  });

  it('any street of a sector, with another county\'s code written after it or in the code field (fast-check)', () => {
    const streets = addressCases(index.catalog).cases.filter((c) => c.kind === 'street' && c.structured.county === 'București');
    expect(streets.length).toBeGreaterThan(1000);
    const wrongCodes = ['537095', '407527', '317185', '127398', '900100', '700259'];
    let checked = 0;
    fc.assert(fc.property(fc.constantFrom(...streets), fc.constantFrom(...wrongCodes), fc.integer({ min: 0, max: 2 }), (c, code, form) => {
      const sector = /\d/.exec(index.catalog.placeName(c.place))?.[0];
      expect(sector, c.structured.locality).toBeDefined();
      const address = `${c.structured.street} ${c.house}`;
      const input = form === 0 ? { freeform: `${address}, Sector ${sector}, București ${code}` }
        : form === 1 ? { freeform: `${address}, Sector ${sector}`, postal_code: code }
          : { freeform: `${address}, ${code} București, Sector ${sector}` };
      const r = index.verify(input);
      expect(r.address.county, JSON.stringify(input)).toBe('București');
      expect(r.address.postal_code, JSON.stringify(input)).toBe(c.expected);
      checked++;
    }), { numRuns: 300 });
    expect(checked).toBe(300);
  });
});
