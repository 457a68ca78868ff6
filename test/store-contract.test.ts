/**
 * The store contract: one suite, run against the in-memory stores and the
 * Redis stores (through node-redis and through ioredis) on a real redis-server;
 * the batch job stores also against the directory store.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createClient } from 'redis';
import { Redis } from 'ioredis';
import { FileJobStore, MemoryJobStore, newJobId, type BatchJob, type JobStore } from '../src/http/job-store.js';
import { composedRequests, MemoryKeyStore, memoryStores, type BilledCall, type RequestStore, type ApiKeyRecord, type IdempotencyRecord, type KeyStore, type OrganizationRecord, type Stores, type UsageCount } from '../src/http/index.js';
import { redisStores, type RedisClientLike } from '../src/redis/index.js';
import { startRedis, type RedisServer } from './helpers/redis.js';

/** Stores under test, fresh (empty) on every call, and key stores that can be written. */
interface Subject {
  stores(): Stores;
  keys(): { store: KeyStore; put(record: ApiKeyRecord, org?: OrganizationRecord): Promise<void> };
}

let redis: RedisServer;
let nodeClient: ReturnType<typeof createClient>;
let ioClient: Redis;

beforeAll(async () => {
  redis = await startRedis();
  nodeClient = createClient({ url: redis.url });
  await nodeClient.connect();
  ioClient = new Redis(redis.url, { enableAutoPipelining: true, lazyConnect: false });
});

afterAll(async () => {
  await nodeClient?.quit();
  ioClient?.disconnect();
  await redis?.dispose();
});

function redisSubject(client: () => RedisClientLike): Subject {
  return {
    stores: () => redisStores(client(), { prefix: `test:${randomUUID()}:` }),
    keys: () => {
      const stores = redisStores(client(), { prefix: `test:${randomUUID()}:` });
      return {
        store: stores.keyStore,
        async put(record, org) {
          await stores.keyStore.putKey(record);
          if (org) await stores.keyStore.putOrganization(org);
        },
      };
    },
  };
}

const SUBJECTS: Array<[string, Subject]> = [
  [
    'memory',
    {
      stores: memoryStores,
      keys: () => {
        const store = new MemoryKeyStore();
        return {
          store,
          async put(record, org) {
            store.addKey(record);
            if (org) store.setOrganization(org);
          },
        };
      },
    },
  ],
  ['redis (node-redis)', redisSubject(() => nodeClient)],
  ['redis (ioredis)', redisSubject(() => ioClient)],
];

/** Now: the Redis stores let counters of days and months past their retention expire at once, by Redis's clock. */
const T0 = Date.now();
const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const PERIOD = dayOf(T0).slice(0, 7);
const LAST_PERIOD = dayOf(Date.parse(`${PERIOD}-01T00:00:00Z`) - DAY).slice(0, 7);
const [D0, D1, D2, D3] = [dayOf(T0 - 30 * DAY), dayOf(T0 - 20 * DAY), dayOf(T0 - 3 * DAY), dayOf(T0)];

/** A billable call of organization acme today. */
function call(): BilledCall {
  return { org: 'acme', key_id: 'key_r', endpoint: 'postal_codes', now: T0 };
}

/** The stores' own request store, or the one the adapter composes for stores without one. */
function requestsOf(stores: Stores): RequestStore {
  return stores.requests ?? composedRequests(stores);
}

function record(overrides: Partial<IdempotencyRecord> = {}): IdempotencyRecord {
  return { fingerprint: 'f'.repeat(64), status: 200, body: '{"verdict":"valid","request_id":"req_1"}', request_id: 'req_1', headers: { 'X-Data-Attribution': 'Date: OGL-ROU-1.0' }, expires_at: T0 + 60_000, ...overrides };
}

/** Sums of usage counters by org, day, endpoint and key, from a list. */
function totals(counts: UsageCount[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of counts) {
    const k = `${c.org}|${c.day}|${c.endpoint}|${c.key_id}`;
    out.set(k, (out.get(k) ?? 0) + c.count);
  }
  return out;
}

describe.each(SUBJECTS)('store contract: %s', (_name, subject) => {
  it('rate limit: counts each request of a window, per bucket; a new window starts again at 1', async () => {
    const { rateLimits } = subject.stores();
    const windowMs = 60_000;
    for (let i = 1; i <= 5; i++) expect(await rateLimits.increment('key_a', T0, windowMs)).toBe(i);
    expect(await rateLimits.increment('key_b', T0, windowMs)).toBe(1);
    expect(await rateLimits.increment('key_a', T0 + windowMs, windowMs)).toBe(1);
    expect(await rateLimits.increment('key_a', T0 + windowMs, windowMs)).toBe(2);
  });

  it('rate limit: concurrent increments each get a distinct count, none lost', async () => {
    const { rateLimits } = subject.stores();
    const counts = await Promise.all(Array.from({ length: 200 }, () => rateLimits.increment('key_c', T0, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('quota: adds up per organization and period, concurrent adds included', async () => {
    const { quotas } = subject.stores();
    expect(await quotas.used('acme', PERIOD)).toBe(0);
    await Promise.all(Array.from({ length: 100 }, () => quotas.add('acme', PERIOD, 1)));
    await quotas.add('acme', PERIOD, 5);
    await quotas.add('beta', PERIOD, 2);
    await quotas.add('acme', LAST_PERIOD, 7);
    expect(await quotas.used('acme', PERIOD)).toBe(105);
    expect(await quotas.used('beta', PERIOD)).toBe(2);
    expect(await quotas.used('acme', LAST_PERIOD)).toBe(7);
  });

  it('usage: list gives exactly the sums added, for the organization and days asked (property)', async () => {
    const entry = fc.record({
      org: fc.constantFrom('acme', 'beta', 'org:colon'),
      day: fc.constantFrom(D0, D1, D2, D3),
      endpoint: fc.constantFrom('verify', 'autocomplete', 'postal_codes', 'search'),
      key_id: fc.constantFrom('key_1', 'key_2', 'key_x:y'),
      count: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 40 }), fc.constantFrom('acme', 'beta', 'org:colon'), fc.constantFrom(D0, D1), fc.constantFrom(D2, D3), async (entries, org, from, to) => {
        const { usage } = subject.stores();
        await Promise.all(entries.map((e) => usage.add(e)));
        const expected = totals(entries.filter((e) => e.org === org && e.day >= from && e.day <= to));
        expect(totals(await usage.list(org, from, to))).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  it('usage: concurrent adds to one counter are all counted', async () => {
    const { usage } = subject.stores();
    await Promise.all(Array.from({ length: 150 }, () => usage.add({ org: 'acme', day: D2, endpoint: 'verify', key_id: 'key_1', count: 1 })));
    expect(await usage.list('acme', D0, D3)).toEqual([{ org: 'acme', day: D2, endpoint: 'verify', key_id: 'key_1', count: 150 }]);
  });

  it('idempotency: keeps a record per scope until it expires', async () => {
    const { idempotency } = subject.stores();
    expect(await idempotency.get('acme\u0000k1', T0)).toBeUndefined();
    const kept = record({ expires_at: Date.now() + 60_000 });
    await idempotency.set('acme\u0000k1', kept);
    expect(await idempotency.get('acme\u0000k1', T0)).toEqual(kept);
    expect(await idempotency.get('beta\u0000k1', T0)).toBeUndefined();
    // Past its expiry (by the caller's clock) it is gone.
    expect(await idempotency.get('acme\u0000k1', kept.expires_at)).toBeUndefined();
  });

  it('idempotency claim: one claim per scope; others see it in progress until the record replaces it or its holder releases it', async () => {
    const { idempotency } = subject.stores();
    const claim = idempotency.claim!.bind(idempotency);
    const mine = { token: 't1', fingerprint: 'a'.repeat(64) };
    const theirs = { token: 't2', fingerprint: 'b'.repeat(64) };
    const now = Date.now();
    expect(await claim('acme\u0000k', mine, now, 30_000)).toEqual({ kind: 'claimed' });
    expect(await claim('acme\u0000k', theirs, now, 30_000)).toEqual({ kind: 'in_progress', fingerprint: mine.fingerprint });
    // A claim is not a record.
    expect(await idempotency.get('acme\u0000k', now)).toBeUndefined();
    // Another's release leaves it; the holder's own frees the scope.
    await idempotency.release!('acme\u0000k', theirs);
    expect((await claim('acme\u0000k', theirs, now, 30_000)).kind).toBe('in_progress');
    await idempotency.release!('acme\u0000k', mine);
    expect(await claim('acme\u0000k', theirs, now, 30_000)).toEqual({ kind: 'claimed' });
    const kept = record({ fingerprint: theirs.fingerprint, expires_at: now + 60_000 });
    await idempotency.set('acme\u0000k', kept);
    expect(await claim('acme\u0000k', mine, now, 30_000)).toEqual({ kind: 'record', record: kept });
    // A release does not remove a record.
    await idempotency.release!('acme\u0000k', theirs);
    expect(await idempotency.get('acme\u0000k', now)).toEqual(kept);
  });

  it('idempotency claim: of many claims at once exactly one wins; an unreleased claim expires after its TTL', async () => {
    const { idempotency } = subject.stores();
    const now = Date.now();
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => idempotency.claim!('acme\u0000race', { token: `t${i}`, fingerprint: 'f'.repeat(64) }, now, 150)));
    expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'in_progress')).toHaveLength(29);
    // Its holder died: after the TTL (by the store's clock; the memory store reads the caller's), the scope is free.
    await new Promise((r) => setTimeout(r, 300));
    expect(await idempotency.claim!('acme\u0000race', { token: 'late', fingerprint: 'f'.repeat(64) }, now + 300, 150)).toEqual({ kind: 'claimed' });
  });

  it('cache: gives back what was set, and the newest value', async () => {
    const { cache } = subject.stores();
    expect(await cache.get('postal_code\u00001\u0000011421')).toBeUndefined();
    await cache.set('postal_code\u00001\u0000011421', '{"a":1}');
    expect(await cache.get('postal_code\u00001\u0000011421')).toBe('{"a":1}');
    await cache.set('postal_code\u00001\u0000011421', '{"a":2,"ș":"ț"}');
    expect(await cache.get('postal_code\u00001\u0000011421')).toBe('{"a":2,"ș":"ț"}');
  });

  it('requests: an admission counts the rate limit and, past it or refused, reads and bills nothing', async () => {
    const stores = subject.stores();
    const requests = requestsOf(stores);
    await stores.cache.set('c1', '{"hit":1}');
    const base = { bucket: 'key_r', windowStart: T0, windowMs: 60_000, limit: 2, now: T0, cacheKey: 'c1', bill: call() };
    const first = await requests.admit({ ...base, proceed: true });
    expect(first).toMatchObject({ count: 1, cached: '{"hit":1}' });
    if (!first.billed) await requests.bill(call());
    // Refused in process (a permission): counted, nothing read.
    expect(await requests.admit({ ...base, proceed: false })).toEqual({ count: 2, used: 0, cached: undefined, billed: false });
    // Over the limit: nothing read, nothing billed.
    expect(await requests.admit({ ...base, proceed: true })).toEqual({ count: 3, used: 0, cached: undefined, billed: false });
    expect(await stores.quotas.used('acme', PERIOD)).toBe(1);
    expect(await stores.usage.list('acme', D3, D3)).toEqual([{ org: 'acme', day: D3, endpoint: 'postal_codes', key_id: 'key_r', count: 1 }]);
  });

  it('requests: a used-up hard quota stops the admission before the cache; a miss bills nothing', async () => {
    const stores = subject.stores();
    const requests = requestsOf(stores);
    await stores.cache.set('c2', '{}');
    await stores.quotas.add('acme', PERIOD, 3);
    const base = { bucket: 'key_q', windowStart: T0, windowMs: 60_000, limit: 100, now: T0, proceed: true, bill: call() };
    expect(await requests.admit({ ...base, quota: { org: 'acme', limit: 3 }, cacheKey: 'c2' })).toEqual({ count: 1, used: 3, cached: undefined, billed: false });
    expect(await requests.admit({ ...base, quota: { org: 'acme', limit: 4 }, cacheKey: 'absent' })).toEqual({ count: 2, used: 3, cached: undefined, billed: false });
    expect(await stores.quotas.used('acme', PERIOD)).toBe(3);
    expect(await stores.usage.list('acme', D3, D3)).toEqual([]);
  });

  it('requests: admissions and bills as the server makes them count every served call exactly once (property)', async () => {
    const op = fc.record({ proceed: fc.boolean(), hit: fc.boolean(), quota: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }) });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 20 }), fc.integer({ min: 1, max: 15 }), async (ops, limit) => {
        const stores = subject.stores();
        const requests = requestsOf(stores);
        await stores.cache.set('hot', '{"x":1}');
        let served = 0;
        // Sent at once, as concurrent requests are; each then does what the server does with its answer.
        const answers = await Promise.all(
          ops.map((o) =>
            requests.admit({ bucket: 'key_p', windowStart: T0, windowMs: 60_000, limit, now: T0, proceed: o.proceed, quota: o.quota === undefined ? undefined : { org: 'acme', limit: o.quota }, cacheKey: o.hit ? 'hot' : 'cold', bill: call() }),
          ),
        );
        await Promise.all(
          answers.map(async (a, i) => {
            const o = ops[i]!;
            if (a.count > limit || !o.proceed || (o.quota !== undefined && a.used >= o.quota)) return;
            served++;
            expect(a.cached).toBe(o.hit ? '{"x":1}' : undefined);
            if (!a.billed) await requests.bill(call());
          }),
        );
        expect(answers.map((a) => a.count).sort((x, y) => x - y)).toEqual(ops.map((_, i) => i + 1));
        expect(await stores.quotas.used('acme', PERIOD)).toBe(served);
        const usage = await stores.usage.list('acme', D3, D3);
        expect(usage.reduce((sum, c) => sum + c.count, 0)).toBe(served);
      }),
      { numRuns: 30 },
    );
  });

  it('keys: finds a key by its hash and its organization', async () => {
    const { store, put } = subject.keys();
    const key: ApiKeyRecord = { id: 'key_abc', hash: 'a'.repeat(64), hint: 'svc_test_...abcd', org: 'acme', env: 'test', allow: ['verify'], created_at: '2025-07-01T00:00:00.000Z' };
    await put(key, { id: 'acme', plan: { monthly_quota: 10, overage: false } });
    expect(await store.findKeyByHash('a'.repeat(64))).toEqual(key);
    expect(await store.findKeyByHash('b'.repeat(64))).toBeUndefined();
    expect(await store.findOrganization('acme')).toEqual({ id: 'acme', plan: { monthly_quota: 10, overage: false } });
    expect(await store.findOrganization('nobody')).toBeUndefined();
  });
});

/** Job stores under test; fresh (empty) on every call. */
const JOB_SUBJECTS: Array<[string, () => JobStore]> = [
  ['memory', () => new MemoryJobStore()],
  ['directory', () => new FileJobStore(mkdtempSync(join(tmpdir(), 'ro-address-jobs-')))],
  ['redis (node-redis)', () => redisStores(nodeClient, { prefix: `jobs:${randomUUID()}:` }).jobs],
  ['redis (ioredis)', () => redisStores(ioClient, { prefix: `jobs:${randomUUID()}:` }).jobs],
];

function job(overrides: Partial<BatchJob> = {}): BatchJob {
  return {
    id: newJobId(),
    org: 'acme',
    state: 'queued',
    created_at: '2026-01-01T00:00:00.000Z',
    started_at: null,
    finished_at: null,
    results_expire_at: null,
    file_url: 'https://example.com/addresses.csv',
    format: 'csv',
    columns: null,
    callback_url: null,
    counts: { rows: 0, valid: 0, corrected: 0, partial: 0, ambiguous: 0, errors: 0, error_codes: {} },
    progress: { bytes_read: 0, bytes_total: null },
    error: null,
    callback: null,
    ...overrides,
  };
}

async function text(results: AsyncIterable<Uint8Array | string> | undefined): Promise<string | undefined> {
  if (results === undefined) return undefined;
  let out = '';
  for await (const chunk of results) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return out;
}

describe.each(JOB_SUBJECTS)('job store contract: %s', (_name, make) => {
  it('keeps records, replaced whole, and lists the unfinished ones', async () => {
    const store = make();
    const a = job();
    const b = job({ state: 'running', started_at: '2026-01-01T00:00:01.000Z' });
    const c = job({ state: 'done', finished_at: '2026-01-01T00:01:00.000Z', results_expire_at: '2026-01-31T00:01:00.000Z' });
    for (const j of [a, b, c]) await store.put(j);
    expect(await store.get(a.id)).toEqual(a);
    expect(await store.get(newJobId())).toBeUndefined();
    expect((await store.unfinished()).map((j) => j.id).sort()).toEqual([a.id, b.id].sort());
    const finished = { ...b, state: 'failed' as const, finished_at: '2026-01-01T00:02:00.000Z', error: { code: 'file_unreachable' as const, message: 'gone' } };
    await store.put(finished);
    expect(await store.get(b.id)).toEqual(finished);
    expect((await store.unfinished()).map((j) => j.id)).toEqual([a.id]);
  });

  it('lists a finished job as unfinished while its callback is pending, and no longer once it is delivered or has failed', async () => {
    const store = make();
    const ended = { state: 'done' as const, finished_at: '2026-01-01T00:01:00.000Z', results_expire_at: '2026-01-31T00:01:00.000Z', callback_url: 'https://hooks.example.com/h' };
    const pending = job({ ...ended, callback: { state: 'pending', attempts: 2, last_status: 503, next_attempt_at: '2026-01-01T00:01:06.000Z' } });
    const delivered = job({ ...ended, callback: { state: 'delivered', attempts: 1, last_status: 200, next_attempt_at: null } });
    for (const j of [pending, delivered]) await store.put(j);
    expect(await store.unfinished()).toEqual([pending]);
    await store.put({ ...pending, callback: { state: 'failed', attempts: 6, last_status: 503, next_attempt_at: null } });
    expect(await store.unfinished()).toEqual([]);
  });

  it('appends results in order, reads them back whole (over many chunks), and deletes them', async () => {
    const store = make();
    const j = job();
    await store.put(j);
    expect(await store.readResults(j.id)).toBeUndefined();
    const lines = Array.from({ length: 600 }, (_, i) => `row ${i},Strada Lipscani ${i},valid\n`);
    for (const line of lines) await store.appendResults(j.id, line);
    expect(await text(await store.readResults(j.id))).toBe(lines.join(''));
    await store.deleteResults(j.id);
    expect(await store.readResults(j.id)).toBeUndefined();
    expect(await store.get(j.id)).toEqual(j);
  });

  it('sweeps expired results and old records, and keeps the rest', async () => {
    const store = make();
    const day = 86_400_000;
    const now = Date.parse('2026-03-01T00:00:00.000Z');
    const iso = (ms: number): string => new Date(ms).toISOString();
    const old = job({ state: 'done', finished_at: iso(now - 100 * day), results_expire_at: iso(now - 70 * day) });
    const expired = job({ state: 'done', finished_at: iso(now - 40 * day), results_expire_at: iso(now - 10 * day) });
    const fresh = job({ state: 'done', finished_at: iso(now - day), results_expire_at: iso(now + 29 * day) });
    const running = job({ state: 'running', started_at: iso(now - 200 * day) });
    for (const j of [old, expired, fresh, running]) {
      await store.put(j);
      await store.appendResults(j.id, `results of ${j.id}\n`);
    }
    await store.sweep(now, 90 * day);
    expect(await store.get(old.id)).toBeUndefined();
    expect(await store.readResults(old.id)).toBeUndefined();
    expect(await store.get(expired.id)).toEqual(expired);
    expect(await store.readResults(expired.id)).toBeUndefined();
    expect(await text(await store.readResults(fresh.id))).toBe(`results of ${fresh.id}\n`);
    expect(await text(await store.readResults(running.id))).toBe(`results of ${running.id}\n`);
  });
});

describe('Redis stores: key names and TTLs', () => {
  it('every key carries the prefix and a TTL matching its kind', async () => {
    const prefix = `ttl:${randomUUID()}:`;
    const stores = redisStores(nodeClient, { prefix, cacheTtlMs: 120_000 });
    const now = Date.now();
    const windowStart = Math.floor(now / 60_000) * 60_000;
    await stores.rateLimits.increment('key_1', windowStart, 60_000);
    const period = new Date(now).toISOString().slice(0, 7);
    const day = new Date(now).toISOString().slice(0, 10);
    await stores.quotas.add('acme', period, 1);
    await stores.usage.add({ org: 'acme', day, endpoint: 'verify', key_id: 'key_1', count: 1 });
    await stores.idempotency.set('acme\u0000k', record({ expires_at: now + 24 * 3600_000 }));
    await stores.cache.set('c', '{}');
    const names = (await nodeClient.keys(`${prefix}*`)).sort();
    expect(names.map((n) => n.slice(prefix.length).split(':')[0])).toEqual(['body', 'idem', 'quota', 'rl', 'usage']);
    expect(names).toContain(`${prefix}rl:key_1:${windowStart}`);
    expect(names).toContain(`${prefix}quota:acme:${period}`);
    expect(names).toContain(`${prefix}usage:acme:${day}`);
    const ttl = async (name: string): Promise<number> => Number(await nodeClient.pTTL(name));
    const day0 = Date.parse(`${day}T00:00:00Z`);
    const month0 = Date.parse(`${period}-01T00:00:00Z`);
    expect(await ttl(`${prefix}rl:key_1:${windowStart}`)).toBeGreaterThan(60_000);
    expect(await ttl(`${prefix}rl:key_1:${windowStart}`)).toBeLessThanOrEqual(120_000);
    expect(Math.abs((await ttl(`${prefix}quota:acme:${period}`)) - (month0 + 62 * 86_400_000 - now))).toBeLessThan(5_000);
    expect(Math.abs((await ttl(`${prefix}usage:acme:${day}`)) - (day0 + 62 * 86_400_000 - now))).toBeLessThan(5_000);
    const idem = names.find((n) => n.includes(':idem:'))!;
    expect(Math.abs((await ttl(idem)) - 24 * 3600_000)).toBeLessThan(5_000);
    const cache = names.find((n) => n.includes(':body:'))!;
    expect(await ttl(cache)).toBeGreaterThan(110_000);
    expect(await ttl(cache)).toBeLessThanOrEqual(120_000);
  });

  it('scripts still run after Redis forgets them (SCRIPT FLUSH: EVALSHA falls back to EVAL)', async () => {
    const stores = redisStores(ioClient, { prefix: `flush:${randomUUID()}:` });
    expect(await stores.rateLimits.increment('k', T0, 60_000)).toBe(1);
    await ioClient.call('SCRIPT', 'FLUSH');
    expect(await stores.rateLimits.increment('k', T0, 60_000)).toBe(2);
  });

  it('rejects a client that is neither node-redis nor ioredis', () => {
    expect(() => redisStores({} as RedisClientLike)).toThrow(TypeError);
    expect(() => redisStores(nodeClient, { commandTimeoutMs: 0 })).toThrow(RangeError);
  });
});
