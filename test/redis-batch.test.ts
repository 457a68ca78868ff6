/**
 * The Redis request store's batches (src/redis/request-batch.ts), on a real
 * redis-server: concurrent admissions and bills go in one script call, each
 * answered as if sent alone and in order, exactly across instances; a batch
 * is bounded; an operation's own error fails it alone; and a failed call fails
 * every request of its batch with the store guard's policy, without a hang.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createClient } from 'redis';
import { composedRequests, type Admission, type AdmissionResult, type BilledCall } from '../src/http/admission.js';
import { memoryStores } from '../src/http/stores.js';
import { guardStores } from '../src/http/store-guard.js';
import { MemoryKeyStore } from '../src/http/index.js';
import { redisStores, RedisUnavailableError, type RedisStores } from '../src/redis/index.js';
import { ADMIT_MANY, MAX_BATCH } from '../src/redis/request-batch.js';
import { bodyDigest } from '../src/http/cache.js';
import { startRedis, type RedisServer } from './helpers/redis.js';

type Client = ReturnType<typeof createClient>;

const T0 = Date.now();
const PERIOD = new Date(T0).toISOString().slice(0, 7);
const DAY = new Date(T0).toISOString().slice(0, 10);

function billed(key_id = 'key_a', endpoint = 'postal_codes'): BilledCall {
  return { org: 'acme', key_id, endpoint, now: T0 };
}

function admission(overrides: Partial<Admission> = {}): Admission {
  return { bucket: 'key_a', windowStart: T0 - (T0 % 60_000), windowMs: 60_000, limit: 1_000, now: T0, proceed: true, cacheKey: 'hot', bill: billed(), ...overrides };
}

/** Calls per command since Redis started (commands run inside scripts included), INFO's own left out. */
async function commandCalls(client: Client): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const m of String(await client.sendCommand(['INFO', 'commandstats'])).matchAll(/cmdstat_(\w+):calls=(\d+)/g)) if (m[1] !== 'info') out.set(m[1]!, Number(m[2]));
  return out;
}

function delta(after: Map<string, number>, before: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...after].filter(([name, n]) => n !== (before.get(name) ?? 0)).map(([name, n]) => [name, n - (before.get(name) ?? 0)]));
}

/** Billable calls counted for acme today: the quota counter and the usage total, which must agree. */
async function counted(stores: RedisStores): Promise<number> {
  const quota = await stores.quotas.used('acme', PERIOD);
  const usage = (await stores.usage.list('acme', DAY, DAY)).reduce((sum, c) => sum + c.count, 0);
  expect(usage).toBe(quota);
  return quota;
}

describe('Redis request store batches', () => {
  let redis: RedisServer;
  let a: Client;
  let b: Client;
  let probe: Client;

  beforeAll(async () => {
    redis = await startRedis();
    [a, b, probe] = [createClient({ url: redis.url }), createClient({ url: redis.url }), createClient({ url: redis.url })];
    await Promise.all([a.connect(), b.connect(), probe.connect()]);
    // Loaded before any test counts commands (else the first call is EVALSHA, NOSCRIPT, then EVAL).
    await probe.sendCommand(['SCRIPT', 'LOAD', ADMIT_MANY.source]);
  });

  afterAll(async () => {
    await Promise.all([a?.quit(), b?.quit(), probe?.quit()]);
    await redis?.dispose();
  });

  /** Two instances' stores on one Redis (two clients), sharing a fresh prefix. */
  function instances(): [RedisStores, RedisStores] {
    const prefix = `batch:${randomUUID()}:`;
    return [redisStores(a, { prefix }), redisStores(b, { prefix })];
  }

  it('admissions asked together go in one script call, each answered in order as if sent alone', async () => {
    const [stores] = instances();
    await stores.cache.set('hot', '{"hit":"ș"}');
    const before = await commandCalls(probe);
    const answers = await Promise.all(Array.from({ length: 20 }, () => stores.requests.admit(admission({ limit: 15 }))));
    // Expiries are set where a counter starts: the window (PEXPIRE), the month's quota and the day's usage field (PEXPIREAT).
    expect(delta(await commandCalls(probe), before)).toEqual({ evalsha: 1, incr: 20, get: 15, incrby: 15, hincrby: 15, pexpireat: 2, pexpire: 1 });
    expect(answers.map((r) => r.count)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(answers.slice(0, 15).every((r) => r.cached === '{"hit":"ș"}' && r.billed)).toBe(true);
    expect(answers.slice(15)).toEqual(Array.from({ length: 5 }, (_, i) => ({ count: 16 + i, used: 0, cached: undefined, billed: false })));
    expect(await counted(stores)).toBe(15);
    expect(stores.requests.batcher.calls).toBe(1);
  });

  it('each request gets its own cached body and quota reading from the flat reply', async () => {
    const [stores] = instances();
    await Promise.all([stores.cache.set('k1', '{"n":1}'), stores.cache.set('k3', '{"n":3}'), stores.quotas.add('acme', PERIOD, 2)]);
    const answers = await Promise.all([
      stores.requests.admit(admission({ cacheKey: 'k1', quota: { org: 'acme', limit: 10 } })),
      stores.requests.admit(admission({ cacheKey: 'k2' })),
      stores.requests.admit(admission({ cacheKey: 'k3', bill: undefined })),
      stores.requests.admit(admission({ cacheKey: undefined, quota: { org: 'acme', limit: 10 } })),
      stores.requests.admit(admission({ cacheKey: 'k1', proceed: false })),
      stores.requests.admit(admission({ cacheKey: 'k1', quota: { org: 'acme', limit: 3 } })),
    ]);
    expect(answers).toEqual([
      { count: 1, used: 2, cached: '{"n":1}', billed: true },
      { count: 2, used: 0, cached: undefined, billed: false },
      { count: 3, used: 0, cached: '{"n":3}', billed: false },
      // The first hit was billed before this one was read: in order, as if sent alone.
      { count: 4, used: 3, cached: undefined, billed: false },
      { count: 5, used: 0, cached: undefined, billed: false },
      { count: 6, used: 3, cached: undefined, billed: false },
    ]);
    expect(stores.requests.batcher.calls).toBe(1);
  });


  it('a body the instance holds is not sent back when it is the one stored; another body under the key is', async () => {
    const prefix = `batch:${randomUUID()}:`;
    const replies: unknown[] = [];
    // The instance's client, seen from inside: what Redis answered each command.
    const watched = { sendCommand: (args: string[]) => a.sendCommand(args).then((reply) => (replies.push(reply), reply)) };
    const stores = redisStores(watched, { prefix });
    const other = redisStores(b, { prefix });
    const body = '{"hit":"ș, the stored one"}';
    await other.cache.set('hot', body);
    const same = { json: '{"hit":"ș, the stored one"}', digest: bodyDigest(body) };
    const stale = { json: '{"hit":"an older one"}', digest: bodyDigest('{"hit":"an older one"}') };
    replies.length = 0;
    const [held, notHeld, changed] = await Promise.all([
      stores.requests.admit(admission({ held: same })),
      stores.requests.admit(admission()),
      stores.requests.admit(admission({ held: stale })),
    ]);
    // The held string itself, not a copy: the server's prepared bytes for it are used as they are.
    expect(held.cached).toBe(same.json);
    expect(notHeld.cached).toBe(body);
    expect(changed.cached).toBe(body);
    expect([held, notHeld, changed].map((r) => [r.count, r.billed])).toEqual([[1, true], [2, true], [3, true]]);
    expect(replies).toHaveLength(1);
    const flat = replies[0] as unknown[];
    expect(flat[2]).toBe(1);
    expect(flat[5]).toBe(bodyDigest(body) + body);
    expect(flat[8]).toBe(bodyDigest(body) + body);
    expect(await counted(stores)).toBe(3);
  });

  it('a cache entry not of the stored form (another writer) is a miss, logged, and the request is answered', async () => {
    const [stores] = instances();
    await probe.sendCommand(['SET', stores.requests.keys.cache('odd'), '{"no":"digest"}']);
    const logged: string[] = [];
    const guarded = guardStores(stores, new MemoryKeyStore(), { error: (message) => logged.push(message) }).stores;
    await expect(stores.cache.get('odd')).rejects.toThrow(/digest/);
    expect(await guarded.cache.get('odd')).toBeUndefined();
    expect(await guarded.requests.admit(admission({ cacheKey: 'odd' }))).toMatchObject({ count: 1, cached: undefined, billed: false });
    expect(logged.length).toBeGreaterThan(0);
  });
  it('bills asked with admissions share their call', async () => {
    const [stores] = instances();
    const before = await commandCalls(probe);
    await Promise.all([stores.requests.bill(billed()), stores.requests.admit(admission({ cacheKey: undefined })), stores.requests.bill(billed('key_b'))]);
    // Three expiries: the new quota counter and the two new usage fields (the second bill's quota counter was at 1 already).
    expect(delta(await commandCalls(probe), before)).toEqual({ evalsha: 1, incr: 1, pexpire: 1, incrby: 2, hincrby: 2, pexpireat: 3 });
    const keys = stores.requests.keys;
    for (const name of [keys.quota('acme', PERIOD), keys.usage('acme', DAY)]) expect(Number(await probe.sendCommand(['PTTL', name]))).toBeGreaterThan(86_400_000);
    expect(await stores.usage.list('acme', DAY, DAY)).toEqual(
      expect.arrayContaining([
        { org: 'acme', day: DAY, endpoint: 'postal_codes', key_id: 'key_a', count: 1 },
        { org: 'acme', day: DAY, endpoint: 'postal_codes', key_id: 'key_b', count: 1 },
      ]),
    );
  });

  it(`a batch holds at most ${MAX_BATCH} operations`, async () => {
    const [stores] = instances();
    const n = 2 * MAX_BATCH + 88;
    const before = await commandCalls(probe);
    const answers = await Promise.all(Array.from({ length: n }, () => stores.requests.admit(admission({ cacheKey: undefined }))));
    expect(delta(await commandCalls(probe), before)).toMatchObject({ evalsha: 3, incr: n });
    expect(answers.map((r) => r.count)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(stores.requests.batcher.operations / stores.requests.batcher.calls).toBeLessThanOrEqual(MAX_BATCH);
  });

  it('concurrent batches from two instances count the rate limit, quota and usage exactly', async () => {
    const [one, two] = instances();
    await one.cache.set('hot', '{"x":1}');
    const limit = 30;
    const perInstance = 3 * MAX_BATCH;
    // Both instances at once, several batches each, interleaved on the Redis side as they come.
    const answers = await Promise.all([one, two].flatMap((s) => Array.from({ length: perInstance }, () => s.requests.admit(admission({ limit })))));
    expect(answers.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 2 * perInstance }, (_, i) => i + 1));
    const served = answers.filter((r) => r.count <= limit);
    expect(served).toHaveLength(limit);
    expect(served.every((r) => r.cached === '{"x":1}' && r.billed)).toBe(true);
    expect(answers.filter((r) => r.count > limit).every((r) => r.cached === undefined && !r.billed)).toBe(true);
    expect(await counted(one)).toBe(limit);
    expect(one.requests.batcher.calls + two.requests.batcher.calls).toBeLessThan(2 * perInstance);
  });

  it("an operation's own error fails that request alone; the rest of its batch is answered", async () => {
    const [stores] = instances();
    const bad = admission({ bucket: 'key_bad', cacheKey: undefined });
    // Someone else's data of the wrong type where the rate-limit counter goes.
    await probe.sendCommand(['HSET', stores.requests.keys.rateLimit(bad.bucket, bad.windowStart), 'f', 'v']);
    const settled = await Promise.allSettled([stores.requests.admit(admission({ cacheKey: undefined })), stores.requests.admit(bad), stores.requests.admit(admission({ cacheKey: undefined }))]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[0] as PromiseFulfilledResult<AdmissionResult>).value.count).toBe(1);
    expect((settled[2] as PromiseFulfilledResult<AdmissionResult>).value.count).toBe(2);
    const reason = (settled[1] as PromiseRejectedResult).reason as Error;
    expect(reason).toBeInstanceOf(RedisUnavailableError);
    expect(reason.message).toMatch(/WRONGTYPE/);
    expect(stores.requests.batcher.calls).toBe(1);
  });

  it('answers and counts as the in-memory stores do, across windows, limits, quotas, endpoints, keys and days (property)', async () => {
    // The shared parts of operations (key names, limits, expiries) are made once per key, window and day:
    // any change of those between requests must be seen, as the in-memory stores see it.
    const DAY_MS = 86_400_000;
    const op = fc.record({
      kind: fc.constantFrom('admit' as const, 'admit' as const, 'bill' as const),
      bucket: fc.constantFrom('key_a', 'key_b'),
      endpoint: fc.constantFrom('postal_codes', 'autocomplete'),
      org: fc.constantFrom('acme', 'beta'),
      proceed: fc.boolean(),
      hit: fc.boolean(),
      bill: fc.boolean(),
      limit: fc.integer({ min: 1, max: 6 }),
      quota: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
      window: fc.constantFrom(0, 60_000),
      day: fc.constantFrom(0, DAY_MS),
    });
    await fc.assert(
      fc.asyncProperty(
        // Time only goes forward (a late request of an older window is counted differently by design: see MemoryRateLimitStore).
        fc.array(op, { minLength: 1, maxLength: 30 }).map((list) => [...list].sort((x, y) => x.day - y.day || x.window - y.window)),
        fc.integer({ min: 1, max: 8 }),
        async (ops, batchSize) => {
        const [stores] = instances();
        const memory = memoryStores();
        const model = composedRequests(memory);
        await stores.cache.set('hot', '{"h":1}');
        memory.cache.set('hot', '{"h":1}');
        const expected: Array<AdmissionResult | 'billed'> = [];
        const asked: Array<() => Promise<AdmissionResult | 'billed'>> = [];
        for (const o of ops) {
          const now = T0 + o.day;
          const call = { org: o.org, key_id: o.bucket, endpoint: o.endpoint, now };
          if (o.kind === 'bill') {
            await model.bill(call);
            expected.push('billed');
            asked.push(() => stores.requests.bill(call).then(() => 'billed' as const));
            continue;
          }
          const a = admission({
            bucket: o.bucket,
            windowStart: now - (now % 60_000) + o.window,
            limit: o.limit,
            now,
            proceed: o.proceed,
            cacheKey: o.hit ? 'hot' : 'cold',
            bill: o.bill ? call : undefined,
            quota: o.quota === undefined ? undefined : { org: o.org, limit: o.quota },
          });
          const r = await model.admit(a);
          // The in-memory stores bill a hit afterwards (the handler calls `bill`); Redis bills it at admission.
          if (r.cached !== undefined && a.bill !== undefined) await model.bill(a.bill);
          expected.push({ ...r, billed: r.cached !== undefined && a.bill !== undefined });
          asked.push(() => stores.requests.admit(a));
        }
        const got: Array<AdmissionResult | 'billed'> = [];
        for (let i = 0; i < asked.length; i += batchSize) got.push(...(await Promise.all(asked.slice(i, i + batchSize).map((ask) => ask()))));
        expect(got).toEqual(expected);
        for (const org of ['acme', 'beta']) {
          for (const day of [DAY, new Date(T0 + DAY_MS).toISOString().slice(0, 10)]) {
            const sort = (list: Array<{ endpoint: string; key_id: string }>): unknown[] => [...list].sort((x, y) => `${x.endpoint}${x.key_id}`.localeCompare(`${y.endpoint}${y.key_id}`));
            expect(sort(await stores.usage.list(org, day, day))).toEqual(sort(await memory.usage.list(org, day, day)));
          }
          for (const period of new Set([PERIOD, new Date(T0 + DAY_MS).toISOString().slice(0, 7)])) expect(await stores.quotas.used(org, period)).toBe(await memory.quotas.used(org, period));
        }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('any split of a sequence into batches, on either instance, answers and counts as one by one (property)', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('admit' as const),
        bucket: fc.constantFrom('key_a', 'key_b'),
        endpoint: fc.constantFrom('postal_codes', 'autocomplete'),
        proceed: fc.boolean(),
        hit: fc.boolean(),
        bill: fc.boolean(),
        quota: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
        // The instance holds no body, the stored one, or another (written by another version).
        held: fc.constantFrom('none', 'same', 'other'),
        // Most requests of a key share a window; a few come in the next one.
        window: fc.constantFrom(0, 0, 0, 60_000),
      }),
      fc.record({ kind: fc.constant('bill' as const), bucket: fc.constantFrom('key_a', 'key_b'), endpoint: fc.constantFrom('postal_codes', 'autocomplete') }),
    );
    const heldBodies = { none: undefined, same: { json: '{"h":1}', digest: bodyDigest('{"h":1}') }, other: { json: '{"h":0}', digest: bodyDigest('{"h":0}') } };
    type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
    const ask = (stores: RedisStores, o: Op, limit: number): Promise<AdmissionResult | 'billed'> =>
      o.kind === 'bill'
        ? Promise.resolve(stores.requests.bill(billed(o.bucket, o.endpoint))).then(() => 'billed' as const)
        : Promise.resolve(
            stores.requests.admit(
              admission({
                bucket: o.bucket,
                windowStart: T0 - (T0 % 60_000) + o.window,
                limit,
                proceed: o.proceed,
                cacheKey: o.hit ? 'hot' : 'cold',
                held: heldBodies[o.held],
                bill: o.bill ? billed(o.bucket, o.endpoint) : undefined,
                quota: o.quota === undefined ? undefined : { org: 'acme', limit: o.quota },
              }),
            ),
          );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ op, instance: fc.integer({ min: 0, max: 1 }), endsBatch: fc.boolean() }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        async (steps, limit) => {
          const alone = instances()[0];
          const batched = instances();
          await Promise.all([alone.cache.set('hot', '{"h":1}'), batched[0].cache.set('hot', '{"h":1}')]);
          const expected: Array<AdmissionResult | 'billed'> = [];
          for (const { op: o } of steps) expected.push(await ask(alone, o, limit));
          const got: Array<AdmissionResult | 'billed'> = [];
          // Consecutive steps of one instance up to an `endsBatch` are asked together (one batch); batches in turn.
          let batch: Array<Promise<AdmissionResult | 'billed'>> = [];
          for (const [i, { op: o, instance, endsBatch }] of steps.entries()) {
            batch.push(ask(batched[instance]!, o, limit));
            if (endsBatch || i === steps.length - 1 || steps[i + 1]!.instance !== instance) {
              got.push(...(await Promise.all(batch)));
              batch = [];
            }
          }
          expect(got).toEqual(expected);
          expect(await counted(batched[0])).toBe(await counted(alone));
          expect(await batched[1].usage.list('acme', DAY, DAY)).toEqual(await alone.usage.list('acme', DAY, DAY));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a failed batch', () => {
  let redis: RedisServer;
  let client: Client;

  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url, disableOfflineQueue: true, commandOptions: { timeout: 0 } });
    await client.connect();
  });

  afterAll(async () => {
    redis?.resume();
    await client?.quit();
    await redis?.dispose();
  });

  it('fails every request in it with the guard policy: rate limit open and cache missed, hard quota and billing 503; none hangs', async () => {
    const stores = redisStores(client, { prefix: `failed:${randomUUID()}:`, commandTimeoutMs: 300 });
    await stores.cache.set('hot', '{"x":1}');
    const logged: string[] = [];
    const guarded = guardStores(stores, new MemoryKeyStore(), { error: (message) => logged.push(message) }).stores.requests;
    redis.pause();
    try {
      const started = performance.now();
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 6 }, () => guarded.admit(admission())),
        ...Array.from({ length: 3 }, () => guarded.admit(admission({ quota: { org: 'acme', limit: 100 } }))),
        ...Array.from({ length: 3 }, () => guarded.bill(billed())),
      ]);
      // One batch sent (and timed out), the fallbacks refused at once while Redis is taken as away: never a hang.
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(stores.requests.batcher.calls).toBe(1);
      expect(stores.requests.batcher.operations).toBe(12);
      // Rate limit fails open (not counted), the cache is a miss: the request is computed, and its billing will decide.
      for (const o of outcomes.slice(0, 6)) expect(o).toEqual({ status: 'fulfilled', value: { count: 0, used: 0, cached: undefined, billed: false } });
      // A hard quota cannot be read, a bill cannot be counted: 503 service_unavailable with Retry-After, for each.
      for (const o of outcomes.slice(6)) {
        expect(o.status).toBe('rejected');
        const err = (o as PromiseRejectedResult).reason as { code?: string; status?: number; headers?: Record<string, string> };
        expect(err.code).toBe('service_unavailable');
        expect(err.headers?.['Retry-After']).toBe('1');
      }
      expect(logged.some((m) => /store failed/.test(m))).toBe(true);
    } finally {
      redis.resume();
    }
    // Back: the next batch is answered (after the outage probe lets a call through).
    const deadline = performance.now() + 5_000;
    for (;;) {
      const answer = await Promise.resolve(guarded.admit(admission())).catch(() => undefined);
      if (answer !== undefined && answer.count > 0) {
        expect(answer).toMatchObject({ cached: '{"x":1}', billed: true });
        break;
      }
      expect(performance.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
