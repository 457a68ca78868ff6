/**
 * The in-memory stores are bounded: idempotency records by bytes and age, the
 * response cache by bytes, quota and usage counters by age. Over real HTTP
 * with an injected clock, then on the stores alone.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_TTL_MS,
  MemoryIdempotencyStore,
  MemoryQuotaStore,
  MemoryResponseCache,
  MemoryUsageStore,
  QUOTA_RETENTION_MONTHS,
  USAGE_RETENTION_DAYS,
  type IdempotencyRecord,
} from '../src/http/index.js';
import { LruCache } from '../src/http/cache.js';
import { DAY_MS } from '../src/http/utc-day.js';
import type { VerifyResult } from '../src/types.js';
import { doubleIndex, jsonHeaders, startServer, suggestionsFor, TestClock, VERIFIED, type TestServer } from './helpers/http.js';

const MiB = 1024 * 1024;

describe('idempotency records over HTTP: bounded by bytes', () => {
  let t: TestServer;
  let runs = 0;
  const idempotency = new MemoryIdempotencyStore({ maxBytes: 1 * MiB });
  const clock = new TestClock();
  // A verify answer of about 20 KiB, as a long freeform address with many corrections gives.
  const big: VerifyResult = { ...VERIFIED, corrections: Array.from({ length: 200 }, (_, i) => ({ field: 'street_name' as const, from: `x${i}`.padEnd(40, 'x'), to: `y${i}`.padEnd(40, 'y'), reason: 'inferred' as const })) };

  beforeAll(async () => {
    t = await startServer({
      clock: clock.fn,
      stores: { idempotency },
      index: doubleIndex({
        verify: () => {
          runs++;
          return big;
        },
      }),
    });
  });
  afterAll(() => t.close());

  it('holds at most its byte bound whatever the number of keys, oldest dropped first', async () => {
    let answerBytes = 0;
    for (let i = 0; i < 120; i++) {
      const reply = await t.call('/v1/addresses/verify', { method: 'POST', headers: jsonHeaders(t.key, { 'idempotency-key': `bulk-${i}` }), body: '{"freeform":"Calea Victoriei 12"}' });
      expect(reply.status).toBe(200);
      answerBytes += reply.text.length;
    }
    // 120 answers of ~20 KiB (~2.4 MB of text, ~4.8 MiB as two-byte strings) do not fit in 1 MiB.
    expect(answerBytes).toBeGreaterThan(2 * MiB);
    expect(idempotency.bytes).toBeLessThanOrEqual(1 * MiB);
    expect(idempotency.size).toBeGreaterThan(5);
    expect(idempotency.size).toBeLessThan(120);
    // The newest key replays; the oldest one was dropped, so it runs again.
    runs = 0;
    const newest = await t.call('/v1/addresses/verify', { method: 'POST', headers: jsonHeaders(t.key, { 'idempotency-key': 'bulk-119' }), body: '{"freeform":"Calea Victoriei 12"}' });
    expect(newest.headers['x-service-idempotent-replayed']).toBe('true');
    expect(runs).toBe(0);
    const oldest = await t.call('/v1/addresses/verify', { method: 'POST', headers: jsonHeaders(t.key, { 'idempotency-key': 'bulk-0' }), body: '{"freeform":"Calea Victoriei 12"}' });
    expect(oldest.headers['x-service-idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(1);
  });

  it('drops expired records as time passes, not only when they are read again', async () => {
    expect(idempotency.size).toBeGreaterThan(0);
    clock.advance(IDEMPOTENCY_TTL_MS + 1);
    const fresh = await t.call('/v1/addresses/verify', { method: 'POST', headers: jsonHeaders(t.key, { 'idempotency-key': 'after-a-day' }), body: '{"freeform":"Calea Victoriei 12"}' });
    expect(fresh.status).toBe(200);
    expect(idempotency.size).toBe(1);
  });
});

describe('usage and quota over HTTP: past days and months are dropped', () => {
  let t: TestServer;
  const usage = new MemoryUsageStore();
  const quotas = new MemoryQuotaStore();
  const clock = new TestClock(Date.UTC(2025, 0, 10, 12));

  beforeAll(async () => {
    t = await startServer({ clock: clock.fn, stores: { usage, quotas }, index: doubleIndex({ autocomplete: (q, o) => suggestionsFor(q, o?.limit) }) });
  });
  afterAll(() => t.close());

  it('a year of daily calls keeps 62 days and 2 months, and reports stay right', async () => {
    for (let day = 0; day < 365; day++) {
      expect((await t.authed('/v1/addresses/autocomplete?q=calea')).status).toBe(200);
      clock.advance(DAY_MS);
    }
    // Now 10 January 2026; the last call was on 9 January.
    const days = usage.days('acme');
    expect(days.length).toBe(USAGE_RETENTION_DAYS);
    expect(days[0]).toBe('2025-11-09');
    expect(days.at(-1)).toBe('2026-01-09');
    expect(quotas.periods).toEqual(['2025-12', '2026-01']);
    expect(QUOTA_RETENTION_MONTHS).toBe(2);
    const previous = await t.authed('/v1/usage?range=previous_month');
    expect(previous.json).toMatchObject({ from: '2025-12-01', to: '2025-12-31', total: 31 });
    const current = await t.authed('/v1/usage');
    expect(current.json).toMatchObject({ total: 9, quota: { period: '2026-01', used: 9 } });
  });
});

describe('the stores on their own', () => {
  const record = (body: string, expiresAt: number): IdempotencyRecord => ({ fingerprint: 'f'.repeat(64), status: 200, body, request_id: 'req_1', headers: {}, expires_at: expiresAt });

  it('idempotency: a record heavier than the bound is not kept; count bound still applies', () => {
    const store = new MemoryIdempotencyStore({ maxBytes: 10_000, maxEntries: 3 });
    store.set('a', record('x'.repeat(20_000), 100));
    expect(store.get('a', 0)).toBeUndefined();
    for (const scope of ['b', 'c', 'd', 'e']) store.set(scope, record('{}', 100));
    expect(store.size).toBe(3);
    expect(store.get('b', 0)).toBeUndefined();
    expect(store.get('e', 0)?.body).toBe('{}');
    // Reads do not reorder: expiry order stays insertion order.
    expect(store.get('e', 100)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('response cache: bounded by bytes', () => {
    const cache = new MemoryResponseCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, 'y'.repeat(4000));
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBe(7);
    expect(cache.get('k99')).toBe('y'.repeat(4000));
    expect(cache.get('k0')).toBeUndefined();
  });

  it('usage: a report reads only its organization and days; late calls to dropped days are not kept', () => {
    const store = new MemoryUsageStore();
    store.add({ org: 'a', day: '2025-03-01', endpoint: 'verify', key_id: 'k1', count: 1 });
    store.add({ org: 'a', day: '2025-03-01', endpoint: 'verify', key_id: 'k1', count: 2 });
    store.add({ org: 'a', day: '2025-03-02', endpoint: 'autocomplete', key_id: 'k2', count: 1 });
    store.add({ org: 'b', day: '2025-03-02', endpoint: 'verify', key_id: 'k3', count: 5 });
    expect(store.list('a', '2025-03-01', '2025-03-31')).toEqual([
      { org: 'a', day: '2025-03-01', endpoint: 'verify', key_id: 'k1', count: 3 },
      { org: 'a', day: '2025-03-02', endpoint: 'autocomplete', key_id: 'k2', count: 1 },
    ]);
    expect(store.list('a', '2025-03-02', '2025-03-02')).toHaveLength(1);
    expect(store.list('c', '2025-03-01', '2025-03-31')).toEqual([]);
    store.add({ org: 'b', day: '2025-06-30', endpoint: 'verify', key_id: 'k3', count: 1 });
    expect(store.days('a')).toEqual([]);
    store.add({ org: 'a', day: '2025-03-01', endpoint: 'verify', key_id: 'k1', count: 1 });
    expect(store.days('a')).toEqual([]);
  });

  it('quota: a month before the kept ones is not counted', () => {
    const store = new MemoryQuotaStore();
    store.add('o', '2025-01', 1);
    store.add('o', '2025-03', 1);
    expect(store.periods).toEqual(['2025-03']);
    store.add('o', '2025-02', 4);
    store.add('o', '2025-01', 4);
    expect(store.periods).toEqual(['2025-02', '2025-03']);
    expect(store.used('o', '2025-02')).toBe(4);
    expect(store.used('o', '2025-01')).toBe(0);
  });

  it('LruCache: an entry read at least once per half of its entries worth of insertions is never evicted; one never read is', () => {
    const lru = new LruCache<string, number>(40);
    for (let i = 0; i < 40; i++) lru.set(`k${i}`, i);
    for (let i = 0; i < 2_000; i++) {
      if (i % 20 === 0) expect(lru.get('k0')).toBe(0);
      lru.set(`new${i}`, i);
      expect(lru.size).toBe(40);
    }
    expect(lru.get('k0')).toBe(0);
    expect(lru.get('k1')).toBeUndefined();
    // The newest 39 insertions are all held beside it.
    for (let i = 2_000 - 39; i < 2_000; i++) expect(lru.peek(`new${i}`)).toBe(i);
  });

  it('LruCache: stays within its count and byte bounds, holds what was last set, and reads move nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 4, max: 60 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 8 })), { maxLength: 300 }),
        (capacity, maxBytes, steps) => {
          const lru = new LruCache<string, string>(capacity, { maxBytes, sizeOf: (v) => v.length });
          for (const [reads, k, length] of steps) {
            const key = `k${k}`;
            if (reads) {
              const order = [...lru.entries()].map(([held]) => held);
              const before = lru.peek(key);
              expect(lru.get(key)).toBe(before);
              // A read marks its entry: the order of the entries is unchanged.
              expect([...lru.entries()].map(([held]) => held)).toEqual(order);
            } else {
              const value = 'x'.repeat(length);
              lru.set(key, value);
              // The value just set is held, unless it alone weighs more than the byte bound.
              if (length <= maxBytes) expect(lru.peek(key)).toBe(value);
              else expect(lru.peek(key)).toBeUndefined();
            }
            expect(lru.size).toBeLessThanOrEqual(capacity);
            expect(lru.bytes).toBeLessThanOrEqual(maxBytes);
            expect(lru.bytes).toBe([...lru.entries()].reduce((sum, [, v]) => sum + v.length, 0));
          }
        },
      ),
    );
  });

  it('LruCache: when every older entry was read, the oldest read goes, not the entry just set', () => {
    const lru = new LruCache<string, number>(3);
    for (const k of ['a', 'b', 'c']) lru.set(k, 1);
    for (const k of ['a', 'b', 'c']) lru.get(k);
    lru.set('d', 1);
    expect([...lru.entries()].map(([k]) => k).sort()).toEqual(['b', 'c', 'd']);
    // One never read since is evicted before those read: c is read again, b not.
    lru.get('c');
    lru.set('e', 1);
    expect(lru.peek('b')).toBeUndefined();
    expect(lru.peek('c')).toBe(1);
  });

  it('LruCache: the byte bound evicts least recently used entries and needs sizeOf', () => {
    const lru = new LruCache<string, string>(100, { maxBytes: 10, sizeOf: (v) => v.length });
    lru.set('a', '1234');
    lru.set('b', '1234');
    lru.get('a');
    lru.set('c', '1234');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.bytes).toBe(8);
    lru.set('a', '12');
    expect(lru.bytes).toBe(6);
    expect(() => new LruCache(1, { maxBytes: 10 })).toThrow(TypeError);
    expect(() => new LruCache(1, { maxBytes: 0, sizeOf: () => 1 })).toThrow(RangeError);
  });
});
