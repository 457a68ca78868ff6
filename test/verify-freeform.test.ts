/**
 * The hand-written free-form fixture (test/fixtures/verify-freeform.json): every
 * address must come back with the code, locality (and, where given, the street,
 * house number and verdict) written next to it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, builtIndex } from './helpers/index.js';

interface FixtureAddress {
  text: string;
  code: string;
  locality: string;
  street?: string;
  house_number?: string;
  verdict?: string;
}

const fixture = JSON.parse(readFileSync(resolve(ROOT, 'test', 'fixtures', 'verify-freeform.json'), 'utf8')) as { addresses: FixtureAddress[] };

describe('verify: hand-written free-form addresses', () => {
  const index = builtIndex();

  it('has at least 60 addresses', () => {
    expect(fixture.addresses.length).toBeGreaterThanOrEqual(60);
  });

  it.each(fixture.addresses.map((a) => [a.text, a] as const))('%s', (_text, a) => {
    const r = index.verify({ freeform: a.text });
    expect(r.address.postal_code).toBe(a.code);
    expect(r.address.locality).toBe(a.locality);
    if (a.street !== undefined) expect(r.address.street).toBe(a.street);
    if (a.house_number !== undefined) expect(r.address.house_number).toBe(a.house_number);
    if (a.verdict !== undefined) expect(r.verdict).toBe(a.verdict);
    else expect(r.verdict).not.toBe('ambiguous');
  });
});
