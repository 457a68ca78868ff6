/**
 * `index.search()` on the built index, and `GET /v1/search` over real HTTP on
 * an ephemeral loopback port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtIndex } from './helpers/index.js';
import { startServer, type TestServer } from './helpers/http.js';
import { AddressError, isErrorCode } from '../src/shared/errors.js';
import { SEARCH_TYPES, type SearchResult, type VerifyInput } from '../src/types.js';

const index = builtIndex();

function expectFeedable(r: SearchResult): void {
  // A whole code looks up to a record of the same place.
  if (/^\d{6}$/.test(r.postal_code)) {
    const record = index.lookupPostalCode(r.postal_code);
    expect(record.county_code).toBe(r.county_code);
  } else {
    expect(r.postal_code).toMatch(/^\d{0,5}x{1,6}$/);
  }
  // The address verifies to the same county and locality.
  const verified = index.verify(r.address as VerifyInput);
  expect(verified.address.county).toBe(r.county);
  expect(verified.address.locality).toBe(r.locality);
  if (r.street !== undefined) expect(verified.address.street).toBe(r.street);
  // Verify keeps the code when the address alone determines it: a house number, a whole street, or a place without streets.
  if (r.type !== 'postal_code') return;
  const determined = r.house_number !== undefined || r.house_range === '' || index.lookupPostalCode(r.postal_code).streets.length === 0;
  if (determined) expect(verified.address.postal_code).toBe(r.postal_code);
}

describe('search(): by name', () => {
  it('finds streets with their sector, codes and a verify input', () => {
    const { results } = index.search('victoriei', { type: 'street', limit: 5 });
    expect(results.length).toBe(5);
    expect(results.every((r) => r.type === 'street' && r.street !== undefined)).toBe(true);
    expect(results[0]).toMatchObject({ street: 'Calea Victoriei', locality: 'București', sector: 'Sector 1', county_code: 'B', address: { street: 'Calea Victoriei', locality: 'București, Sector 1' } });
    for (const r of results) expectFeedable(r);
  });

  it('finds localities only with type=locality, tolerating typing mistakes and missing diacritics', () => {
    const { results } = index.search('berca', { type: 'locality', county: 'BZ' });
    expect(results[0]).toMatchObject({ type: 'locality', locality: 'Berca', county: 'Buzău', admin_unit: 'Comuna Berca', postal_code: '127035' });
    expect(index.search('Brca', { type: 'locality', county: 'Buzau' }).results[0]?.locality).toBe('Berca');
    for (const r of index.search('cluj', { type: 'locality', limit: 5 }).results) {
      expect(r.type).toBe('locality');
      expect(r.street).toBeUndefined();
      expectFeedable(r);
    }
  });

  it('restricts to a county given by name or code', () => {
    const byCode = index.search('stefan cel mare', { type: 'street', county: 'IS', limit: 10 }).results;
    const byName = index.search('stefan cel mare', { type: 'street', county: 'Iași', limit: 10 }).results;
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode).toEqual(byName);
    expect(byCode.every((r) => r.county_code === 'IS')).toBe(true);
  });

  it('mixes streets and localities without a type', () => {
    const types = new Set(index.search('buftea', { limit: 25 }).results.map((r) => r.type));
    expect(types).toEqual(new Set(['locality', 'street']));
  });

  it('type=postal_code with a name gives the whole codes of what it names; a house number gives its code', () => {
    const { results } = index.search('calea victoriei 120', { type: 'postal_code', limit: 5 });
    expect(results[0]).toMatchObject({ type: 'postal_code', postal_code: '010093', street: 'Calea Victoriei', house_number: '120', sector: 'Sector 1' });
    expect(new Set(results.map((r) => r.postal_code)).size).toBe(results.length);
    for (const r of results) {
      expect(r.postal_code).toMatch(/^\d{6}$/);
      expectFeedable(r);
    }
  });
});

describe('search(): by the first digits of a code', () => {
  it('lists the codes that start with the digits, in order, each feedable to lookup', () => {
    const { results } = index.search('4000', { limit: 25 });
    expect(results.length).toBe(25);
    const codes = results.map((r) => r.postal_code);
    expect(codes).toEqual([...codes].sort());
    for (const r of results) {
      expect(r.type).toBe('postal_code');
      expect(r.postal_code.startsWith('4000')).toBe(true);
      expect(r.text.startsWith(r.postal_code)).toBe(true);
      expectFeedable(r);
    }
  });

  it('a full code gives that one code; an unknown prefix gives nothing', () => {
    expect(index.search('011421').results.map((r) => r.postal_code)).toEqual(['011421']);
    expect(index.search('999999').results).toEqual([]);
  });

  it('filters codes by county', () => {
    const results = index.search('10', { type: 'postal_code', county: 'PH', limit: 25 }).results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.county_code === 'PH' && r.postal_code.startsWith('10'))).toBe(true);
  });

  it('with type=street, digits are read as a name, not as a code', () => {
    expect(index.search('1918', { type: 'street' }).results.every((r) => r.type === 'street')).toBe(true);
  });
});

describe('search(): errors', () => {
  const code = (f: () => unknown): string | undefined => {
    try {
      f();
      return undefined;
    } catch (err) {
      return err instanceof AddressError ? err.code : `not an AddressError: ${String(err)}`;
    }
  };

  it('answers the catalogue codes', () => {
    expect(code(() => index.search(' a '))).toBe('invalid_query');
    expect(code(() => index.search(42 as unknown as string))).toBe('invalid_query');
    expect(code(() => index.search('x'.repeat(257)))).toBe('field_too_long');
    expect(code(() => index.search('ab', { limit: 0 }))).toBe('invalid_parameter');
    expect(code(() => index.search('ab', { limit: 26 }))).toBe('invalid_parameter');
    expect(code(() => index.search('ab', { type: 'house' as 'street' }))).toBe('invalid_parameter');
    expect(code(() => index.search('ab', { county: 'Atlantis' }))).toBe('invalid_parameter');
    expect(code(() => index.search('ab', 'street' as unknown as object))).toBe('invalid_parameter');
  });

  it('never throws anything but an AddressError, and keeps its limit, on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9 ]{0,8}$/), fc.constantFrom('str victoriei', 'cluj napoca', '0101', 'bucuresti sector 1')),
        fc.record({ type: fc.option(fc.constantFrom(...SEARCH_TYPES, 'other'), { nil: undefined }), limit: fc.option(fc.integer({ min: -1, max: 30 }), { nil: undefined }), county: fc.option(fc.constantFrom('B', 'cluj', 'xx'), { nil: undefined }) }),
        (q, options) => {
          try {
            const { results } = index.search(q, options as never);
            expect(results.length).toBeLessThanOrEqual(options.limit ?? 10);
            for (const r of results) if (options.type !== undefined) expect(r.type).toBe(options.type);
          } catch (err) {
            expect(err).toBeInstanceOf(AddressError);
            expect(isErrorCode((err as AddressError).code)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('GET /v1/search', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(() => t.close());

  it('answers the library results with request_id, cached and billable', async () => {
    const first = await t.authed('/v1/search?q=victoriei&type=street&county=B&limit=3');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.json.results).toEqual(index.search('victoriei', { type: 'street', county: 'B', limit: 3 }).results);
    expect(first.json.request_id).toBe(first.headers['x-service-request-id']);
    const again = await t.authed('/v1/search?q=Victoriei&type=street&county=b&limit=3');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.json.results).toEqual(first.json.results);
    const usage = await t.authed('/v1/usage?group=endpoint');
    expect(usage.json.data).toContainEqual({ endpoint: 'search', count: 2 });
  });

  it('a code prefix lists codes that look up', async () => {
    const reply = await t.authed('/v1/search?q=011421');
    const results = reply.json.results as SearchResult[];
    expect(results.map((r) => r.postal_code)).toEqual(['011421']);
    const lookup = await t.authed(`/v1/postal-codes/${results[0]!.postal_code}`);
    expect(lookup.status).toBe(200);
    const verify = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(results[0]!.address) });
    expect(verify.status).toBe(200);
    expect((verify.json.address as { postal_code: string }).postal_code).toBe('011421');
  });

  it('rejects bad parameters with catalogue errors', async () => {
    const cases: Array<[string, number, string]> = [
      ['/v1/search', 400, 'invalid_query'],
      ['/v1/search?q=a', 400, 'invalid_query'],
      [`/v1/search?q=${'a'.repeat(257)}`, 400, 'field_too_long'],
      ['/v1/search?q=ab&limit=0', 400, 'invalid_parameter'],
      ['/v1/search?q=ab&limit=26', 400, 'invalid_parameter'],
      ['/v1/search?q=ab&limit=05', 400, 'invalid_parameter'],
      ['/v1/search?q=ab&type=house', 400, 'invalid_parameter'],
      ['/v1/search?q=ab&type=street&type=locality', 400, 'invalid_parameter'],
      ['/v1/search?q=ab&county=Atlantis', 400, 'invalid_parameter'],
    ];
    for (const [path, status, code] of cases) {
      const reply = await t.authed(path);
      expect({ path, status: reply.status, code: reply.error?.code }).toEqual({ path, status, code });
    }
  });

  it('needs the search permission', async () => {
    const key = t.newKey('acme', ['autocomplete']);
    const reply = await t.authed('/v1/search?q=ab', {}, key);
    expect({ status: reply.status, code: reply.error?.code }).toEqual({ status: 403, code: 'forbidden' });
  });

  it('is described in the OpenAPI document as billable, with its parameters', async () => {
    const doc = (await t.call('/v1/openapi.json')).json as { paths: Record<string, { get?: { parameters: Array<{ name: string }>; 'x-billable'?: boolean } }> };
    const op = doc.paths['/v1/search']?.get;
    expect(op?.['x-billable']).toBe(true);
    expect(op?.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'type', 'county', 'limit']));
  });
});
