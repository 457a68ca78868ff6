/**
 * The filters of autocomplete and search over real HTTP, end to end through
 * the response cache (issue 25): every filter the library takes is taken,
 * a bad value or an unknown parameter gives 400 `invalid_parameter`, and the
 * cache keeps answers to different filters apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startServer, type TestServer } from './helpers/http.js';
import { builtIndex } from './helpers/index.js';

let t: TestServer;
const index = builtIndex();

beforeAll(async () => {
  t = await startServer();
});
afterAll(() => t.close());

type Suggestions = { suggestions: Array<{ text: string; county: string; locality: string }> };
type Results = { results: Array<{ text: string; type: string; county: string }> };

describe('autocomplete filters over HTTP', () => {
  it('keeps only the county asked for, as the library does, and the cache keeps two counties apart', async () => {
    const cluj = await t.authed('/v1/addresses/autocomplete?q=republicii&county=CJ&limit=5');
    expect(cluj.status).toBe(200);
    expect(cluj.headers['x-cache']).toBe('MISS');
    const texts = (cluj.json as Suggestions).suggestions.map((s) => s.text);
    expect(texts).toEqual(index.autocomplete('republicii', { county: 'CJ', limit: 5 }).suggestions.map((s) => s.text));
    expect((cluj.json as Suggestions).suggestions.every((s) => s.county === 'Cluj')).toBe(true);
    // The same q with another county: another answer, not the first one's from the cache.
    const prahova = await t.authed('/v1/addresses/autocomplete?q=republicii&county=Prahova&limit=5');
    expect(prahova.headers['x-cache']).toBe('MISS');
    expect((prahova.json as Suggestions).suggestions.length).toBeGreaterThan(0);
    expect((prahova.json as Suggestions).suggestions.every((s) => s.county === 'Prahova')).toBe(true);
    // Each from the cache after.
    const again = await t.authed('/v1/addresses/autocomplete?q=republicii&county=CJ&limit=5');
    expect(again.headers['x-cache']).toBe('HIT');
    expect((again.json as Suggestions).suggestions.map((s) => s.text)).toEqual(texts);
    const unfiltered = await t.authed('/v1/addresses/autocomplete?q=republicii&limit=5');
    expect(unfiltered.headers['x-cache']).toBe('MISS');
    expect((unfiltered.json as Suggestions).suggestions.some((s) => s.county !== 'Cluj')).toBe(true);
  });

  it('keeps only the locality asked for', async () => {
    const reply = await t.authed('/v1/addresses/autocomplete?q=republicii&locality=Ploiesti&limit=5');
    expect(reply.status).toBe(200);
    const suggestions = (reply.json as Suggestions).suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.locality === 'Ploiești')).toBe(true);
    expect(suggestions.map((s) => s.text)).toEqual(index.autocomplete('republicii', { locality: 'Ploiesti', limit: 5 }).suggestions.map((s) => s.text));
  });

  it('refuses a county that is none, an empty filter, a filter sent twice, and an unknown parameter', async () => {
    for (const path of [
      '/v1/addresses/autocomplete?q=republicii&county=XX',
      '/v1/addresses/autocomplete?q=republicii&county=',
      '/v1/addresses/autocomplete?q=republicii&county=CJ&county=PH',
      '/v1/addresses/autocomplete?q=republicii&locality=',
      '/v1/addresses/autocomplete?q=republicii&countty=CJ',
      '/v1/addresses/autocomplete?q=republicii&type=street',
      '/v1/search?q=republicii&locality=Ploiesti',
      '/v1/search?q=republicii&county=XX',
      '/v1/search?q=republicii&foo=1',
    ]) {
      const reply = await t.authed(path);
      expect(reply.status, path).toBe(400);
      expect((reply.json as { error: { code: string } }).error.code, path).toBe('invalid_parameter');
    }
    const long = await t.authed(`/v1/addresses/autocomplete?q=republicii&locality=${'a'.repeat(257)}`);
    expect(long.status).toBe(400);
    expect((long.json as { error: { code: string } }).error.code).toBe('field_too_long');
  });

  it('answers 400 invalid_parameter for any parameter name it does not take (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z_]{1,12}$/).filter((n) => !['q', 'limit', 'county', 'locality'].includes(n)), async (name) => {
        const reply = await t.authed(`/v1/addresses/autocomplete?q=cluj&${name}=1`);
        expect(reply.status).toBe(400);
        expect((reply.json as { error: { code: string } }).error.code).toBe('invalid_parameter');
      }),
      { numRuns: 25 },
    );
  });
});

describe('search filters over HTTP', () => {
  it('takes type and county, through the cache, two counties apart', async () => {
    const a = await t.authed('/v1/search?q=republicii&type=street&county=CJ&limit=3');
    expect(a.status).toBe(200);
    const results = (a.json as Results).results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.type === 'street' && r.county === 'Cluj')).toBe(true);
    const b = await t.authed('/v1/search?q=republicii&type=street&county=PH&limit=3');
    expect(b.headers['x-cache']).toBe('MISS');
    expect((b.json as Results).results.every((r) => r.county === 'Prahova')).toBe(true);
    expect((await t.authed('/v1/search?q=republicii&type=street&county=CJ&limit=3')).headers['x-cache']).toBe('HIT');
  });
});

describe('the OpenAPI document', () => {
  it('declares the filters of both routes', async () => {
    const doc = (await t.authed('/v1/openapi.json')).json as { paths: Record<string, { get: { parameters: Array<{ name: string }> } }> };
    expect(doc.paths['/v1/addresses/autocomplete']!.get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'limit', 'county', 'locality']));
    expect(doc.paths['/v1/search']!.get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'limit', 'county', 'type']));
  });
});
