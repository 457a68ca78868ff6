/**
 * The response cache over real HTTP: HIT/MISS, folding, bypass, and what is
 * never cached. Autocomplete is a counting double (cache behaviour must not
 * depend on engine output); postal codes use the real index.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LruCache } from '../src/http/index.js';
import { autocompleteCacheKey, postalCodeCacheKey } from '../src/http/cache.js';
import { doubleIndex, startServer, suggestionsFor, type TestServer } from './helpers/http.js';
import { builtIndex } from './helpers/index.js';

let t: TestServer;
let engineCalls = 0;

beforeAll(async () => {
  t = await startServer({
    index: doubleIndex({
      autocomplete: (q, o) => {
        engineCalls++;
        return suggestionsFor(q, o?.limit);
      },
    }),
  });
});
afterAll(() => t.close());
beforeEach(() => {
  engineCalls = 0;
});

describe('response cache', () => {
  it('postal codes: MISS, then HIT with the same record and a fresh request id', async () => {
    const miss = await t.authed('/v1/postal-codes/400001');
    expect(miss.status).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await t.authed('/v1/postal-codes/400001');
    expect(hit.headers['x-cache']).toBe('HIT');
    const { request_id: a, ...first } = miss.json;
    const { request_id: b, ...second } = hit.json;
    expect(second).toEqual(first);
    expect(b).toBe(hit.headers['x-service-request-id']);
    expect(b).not.toBe(a);
  });

  it('autocomplete: queries the engine reads alike share an entry', async () => {
    expect((await t.authed('/v1/addresses/autocomplete?q=%C8%98tefan%20cel%20Mare')).headers['x-cache']).toBe('MISS');
    for (const q of ['stefan cel mare', 'STEFAN  CEL  MARE', '%C5%9Etefan-cel-Mare', '  stefan cel mare']) {
      expect((await t.authed(`/v1/addresses/autocomplete?q=${q.replace(/ /g, '%20')}`)).headers['x-cache']).toBe('HIT');
    }
    expect(engineCalls).toBe(1);
  });

  it('autocomplete: a finished last word is another query (`calea vict ` is not `calea vict`)', async () => {
    expect((await t.authed('/v1/addresses/autocomplete?q=calea%20vict%20&limit=1')).headers['x-cache']).toBe('MISS');
    expect((await t.authed('/v1/addresses/autocomplete?q=calea%20vict&limit=1')).headers['x-cache']).toBe('MISS');
    expect((await t.authed('/v1/addresses/autocomplete?q=calea%20vict.&limit=1')).headers['x-cache']).toBe('HIT');
    expect((await t.authed('/v1/addresses/autocomplete?q=CALEA%20VICT&limit=1')).headers['x-cache']).toBe('HIT');
    expect(engineCalls).toBe(2);
  });

  it('autocomplete: the limit is part of the key', async () => {
    expect((await t.authed('/v1/addresses/autocomplete?q=dorobanti&limit=3')).headers['x-cache']).toBe('MISS');
    expect((await t.authed('/v1/addresses/autocomplete?q=dorobanti&limit=4')).headers['x-cache']).toBe('MISS');
    expect((await t.authed('/v1/addresses/autocomplete?q=dorobanti')).headers['x-cache']).toBe('MISS');
    expect((await t.authed('/v1/addresses/autocomplete?q=dorobanti&limit=10')).headers['x-cache']).toBe('HIT');
    expect(engineCalls).toBe(3);
  });

  it('Cache-Control: no-cache bypasses the cache: computed again, no X-Cache', async () => {
    await t.authed('/v1/addresses/autocomplete?q=brasov');
    const bypass = await t.authed('/v1/addresses/autocomplete?q=brasov', { headers: { 'cache-control': 'no-cache' } });
    expect(bypass.status).toBe(200);
    expect(bypass.headers['x-cache']).toBeUndefined();
    expect(engineCalls).toBe(2);
    const lookup = await t.authed('/v1/postal-codes/400001', { headers: { 'cache-control': 'max-age=0, No-Cache' } });
    expect(lookup.status).toBe(200);
    expect(lookup.headers['x-cache']).toBeUndefined();
    // Other directives do not bypass.
    expect((await t.authed('/v1/addresses/autocomplete?q=brasov', { headers: { 'cache-control': 'no-store' } })).headers['x-cache']).toBe('HIT');
  });

  it('a target sent again gives the same answer, each with its own request id, as the first sending did', async () => {
    const path = '/v1/addresses/autocomplete?q=Zorilor&limit=2';
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push(await t.authed(path));
    expect(replies.map((r) => r.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    expect(engineCalls).toBe(1);
    const ids = new Set<string>();
    for (const reply of replies) {
      const { request_id: id, ...rest } = reply.json;
      expect(rest).toEqual(suggestionsFor('Zorilor', 2));
      expect(id).toBe(reply.headers['x-service-request-id']);
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.text));
      ids.add(String(id));
    }
    expect(ids.size).toBe(4);
    // The same words sent as another target are read again, and still share the entry.
    expect((await t.authed('/v1/addresses/autocomplete?limit=2&q=zorilor')).headers['x-cache']).toBe('HIT');
    // Invalid parameters of a target whose path was seen are still refused.
    expect((await t.authed('/v1/addresses/autocomplete?q=Zorilor&limit=2&limit=3')).status).toBe(400);
    expect(engineCalls).toBe(1);
  });

  it('a cache entry that changes is answered as it now is (the ready bytes follow the entry)', async () => {
    const bodies = ['{"suggestions":[]}', '{"suggestions":[{"label":"Ș"}]}', '{}'];
    let served = 0;
    const changing = await startServer({
      index: doubleIndex({ autocomplete: () => ({ suggestions: [] }) }),
      stores: {
        cache: {
          get: () => bodies[Math.min(served++, bodies.length - 1)],
          set: () => undefined,
        },
      },
    });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await changing.authed('/v1/addresses/autocomplete?q=zorilor'));
      expect(answers.map((a) => a.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT']);
      expect(answers.map(({ json: { request_id: _, ...rest } }) => rest)).toEqual([{ suggestions: [] }, { suggestions: [{ label: 'Ș' }] }, {}]);
      for (const a of answers) {
        expect(a.json.request_id).toBe(a.headers['x-service-request-id']);
        expect(Number(a.headers['content-length'])).toBe(Buffer.byteLength(a.text));
      }
    } finally {
      await changing.close();
    }
  });

  it('errors are not cached and carry no X-Cache', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await t.authed('/v1/postal-codes/999999');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-cache']).toBeUndefined();
    }
  });
});

describe('cache pieces', () => {
  it('LruCache evicts the least recently used entry', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
    expect(() => new LruCache(0)).toThrow(RangeError);
  });

  it('keys carry the data version and only queries the engine accepts', () => {
    const engine = builtIndex();
    const v1 = { info: { ...engine.info, data_version: 'v1' }, autocompleteKey: engine.autocompleteKey?.bind(engine) };
    const v2 = { ...v1, info: { ...engine.info, data_version: 'v2' } };
    expect(autocompleteCacheKey(v1, 'Ştefan', { limit: 10 })).not.toBe(autocompleteCacheKey(v2, 'Ştefan', { limit: 10 }));
    expect(autocompleteCacheKey(v1, 'Ştefan', { limit: 10 })).toBe(autocompleteCacheKey(v1, 'stefan', { limit: 10 }));
    expect(autocompleteCacheKey(v1, 'Ştefan', { limit: 10 })).not.toBe(autocompleteCacheKey(v1, 'stefan ', { limit: 10 }));
    expect(autocompleteCacheKey(v1, ' a ', { limit: 10 })).toBeUndefined();
    expect(autocompleteCacheKey(v1, 'a'.repeat(257), { limit: 10 })).toBeUndefined();
    // 'ab' followed by 300 spaces reads like 'ab ', but the engine refuses it: never a key.
    expect(autocompleteCacheKey(v1, `ab${' '.repeat(300)}`, { limit: 10 })).toBeUndefined();
    // Without the index's own key, the exact text is the key.
    const plain = { info: v1.info };
    expect(autocompleteCacheKey(plain, 'Ştefan', { limit: 10 })).not.toBe(autocompleteCacheKey(plain, 'stefan', { limit: 10 }));
    expect(autocompleteCacheKey(plain, 'a'.repeat(257), { limit: 10 })).toBeUndefined();
    expect(postalCodeCacheKey('v1', '011421')).toContain('011421');
    expect(postalCodeCacheKey('v1', ' 011421')).toBeUndefined();
  });
});
