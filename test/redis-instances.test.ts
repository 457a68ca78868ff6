/**
 * Several instances on one Redis, as real processes: two `serve` processes,
 * and `serve --workers 2`. Limits, quota, idempotency and usage must hold
 * across them exactly as in one process. Then Redis stopped and started
 * again under a running server: the documented behaviour (docs/http.md > When
 * Redis fails), no crash, no hang, no billable call lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { send, type Reply } from './helpers/http.js';
import { startRedis, type RedisServer } from './helpers/redis.js';
import { keyFile, startServe, type ServeProcess } from './helpers/serve.js';

/** Sends from `port` with a key. */
function authed(port: number, path: string, key: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return send(port, path, { method: init.method, body: init.body, headers: { authorization: `Bearer ${key}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers }, timeoutMs: 10_000 });
}

/** Runs `tasks` with at most `limit` in flight. */
async function bounded<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

const RATE_LIMIT = 40;
/** A day-long window, so the test does not straddle a window's end (except at midnight UTC). */
const RATE_ARGS = ['--rate-limit', `${RATE_LIMIT}/86400`];
const QUOTA = 6;

/**
 * The checks shared by both set-ups: `ports` are the instances (the same port
 * twice for workers); requests alternate between them.
 */
function sharedStateChecks(setup: () => { ports: [number, number]; keys: string[] }): void {
  it("a key's rate limit holds across instances: exactly the limit passes, then 429 on both", async () => {
    const { ports, keys } = setup();
    const replies: Reply[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) replies.push(await authed(ports[i % 2]!, '/v1/postal-codes/011421', keys[0]!));
    expect(replies.slice(0, RATE_LIMIT).map((r) => r.status)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(replies.slice(0, RATE_LIMIT).map((r) => Number(r.headers['x-ratelimit-remaining']))).toEqual(Array.from({ length: RATE_LIMIT }, (_, i) => RATE_LIMIT - 1 - i));
    expect(replies.slice(RATE_LIMIT).map((r) => r.error?.code)).toEqual(['rate_limit_exceeded', 'rate_limit_exceeded']);
  });

  it('the monthly quota holds across instances: exactly the quota passes, then 402 on both', async () => {
    const { ports, keys } = setup();
    const replies: Reply[] = [];
    for (let i = 0; i < QUOTA + 2; i++) replies.push(await authed(ports[i % 2]!, '/v1/postal-codes/011421', keys[1]!));
    expect(replies.slice(0, QUOTA).map((r) => r.status)).toEqual(Array(QUOTA).fill(200));
    expect(replies.slice(QUOTA).map((r) => `${r.status} ${r.error?.code}`)).toEqual(['402 quota_exceeded', '402 quota_exceeded']);
  });

  it('an Idempotency-Key used on one instance replays on the other; another body there gets 422', async () => {
    const { ports, keys } = setup();
    const body = JSON.stringify({ street: 'Calea Victoriei', house_number: '12', locality: 'București' });
    const first = await authed(ports[0], '/v1/addresses/verify', keys[2]!, { method: 'POST', body, headers: { 'idempotency-key': 'order-1' } });
    expect(first.status).toBe(200);
    const again = await authed(ports[1], '/v1/addresses/verify', keys[2]!, { method: 'POST', body, headers: { 'idempotency-key': 'order-1' } });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.json.request_id).toBe(first.json.request_id);
    expect(Object.entries(again.headers).some(([name, value]) => name.endsWith('-idempotent-replayed') && value === 'true')).toBe(true);
    const other = await authed(ports[1], '/v1/addresses/verify', keys[2]!, { method: 'POST', body: JSON.stringify({ freeform: 'Strada Lipscani 5, București' }), headers: { 'idempotency-key': 'order-1' } });
    expect(other.status).toBe(422);
    expect(other.error?.code).toBe('idempotency_key_reused');
  });

  it('usage adds up exactly under concurrent load from both instances', async () => {
    const { ports, keys } = setup();
    const key = keys[3]!;
    const tasks = Array.from({ length: 36 }, (_, i) => () =>
      i % 3 === 0
        ? authed(ports[i % 2]!, '/v1/addresses/verify', key, { method: 'POST', body: JSON.stringify({ freeform: `Strada Lipscani ${i}, București` }) })
        : authed(ports[i % 2]!, i % 3 === 1 ? '/v1/postal-codes/011421' : `/v1/addresses/autocomplete?q=${encodeURIComponent(`Calea Vic${i}`)}`, key),
    );
    const replies = await bounded(tasks, 12);
    const ok = replies.filter((r) => r.status === 200).length;
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    for (const port of ports) {
      const usage = await authed(port, '/v1/usage?group=endpoint', key);
      expect(usage.status).toBe(200);
      expect(usage.json.total).toBe(ok);
      expect(usage.json.data).toEqual([
        { endpoint: 'autocomplete', count: 12 },
        { endpoint: 'postal_codes', count: 12 },
        { endpoint: 'verify', count: 12 },
      ]);
      expect((usage.json.quota as { used: number }).used).toBe(ok);
    }
  });
}

const ORGS = [{ id: 'rate' }, { id: 'quota', plan: { monthly_quota: QUOTA, overage: false } }, { id: 'idem' }, { id: 'load' }, { id: 'trips' }];

describe('two serve processes on one Redis', () => {
  let redis: RedisServer;
  let a: ServeProcess;
  let b: ServeProcess;
  let keys: string[];

  beforeAll(async () => {
    redis = await startRedis();
    const file = keyFile(ORGS);
    keys = file.keys;
    [a, b] = await Promise.all([startServe(['--keys', file.path, '--redis', redis.url, ...RATE_ARGS]), startServe(['--keys', file.path, '--redis', redis.url, ...RATE_ARGS])]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.dispose();
  });

  sharedStateChecks(() => ({ ports: [a.port, b.port], keys }));

  it('a cached answer costs Redis at most one command (one round trip, shared by concurrent requests), a computed billable call two', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      /** Calls per command since Redis started (commands run by scripts included), without INFO's own. */
      const calls = async (): Promise<Map<string, number>> => {
        const out = new Map<string, number>();
        for (const m of String(await client.sendCommand(['INFO', 'commandstats'])).matchAll(/cmdstat_(\w+):calls=(\d+)/g)) if (m[1] !== 'info') out.set(m[1]!, Number(m[2]));
        return out;
      };
      const delta = (after: Map<string, number>, before: Map<string, number>): Record<string, number> =>
        Object.fromEntries([...after].filter(([name, n]) => n !== (before.get(name) ?? 0)).map(([name, n]) => [name, n - (before.get(name) ?? 0)]));
      const key = keys[4]!;
      // The entry is written without waiting for it: wait until a request sees it.
      for (let tries = 0; (await authed(a.port, '/v1/postal-codes/400001', key)).headers['x-cache'] !== 'HIT'; tries++) expect(tries).toBeLessThan(20);
      const before = await calls();
      for (let i = 0; i < 10; i++) expect((await authed(i % 2 === 0 ? a.port : b.port, '/v1/postal-codes/400001', key)).headers['x-cache']).toBe('HIT');
      // One script per request sent alone (EVALSHA), which counts the rate limit, reads the cache and bills the call
      // (the counters' expiries were set when they started, by the first calls above).
      expect(delta(await calls(), before)).toEqual({ evalsha: 10, incr: 10, get: 10, incrby: 10, hincrby: 10 });
      // Concurrent requests share script calls (each instance batches what its requests ask together): at most
      // one call per request, at least one per instance; every request's own work is counted exactly once.
      const concurrentBefore = await calls();
      const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => authed(i % 2 === 0 ? a.port : b.port, '/v1/postal-codes/400001', key)));
      expect(replies.map((r) => r.headers['x-cache'])).toEqual(Array(16).fill('HIT'));
      const { evalsha, ...work } = delta(await calls(), concurrentBefore);
      expect(evalsha).toBeGreaterThanOrEqual(2);
      expect(evalsha).toBeLessThanOrEqual(16);
      expect(work).toEqual({ incr: 16, get: 16, incrby: 16, hincrby: 16 });
      const missBefore = await calls();
      const reply = await authed(a.port, '/v1/postal-codes/400001', key, { headers: { 'cache-control': 'no-cache' } });
      expect(reply.status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      // Two scripts (the admission, then the billing) and the write of the refreshed entry, sent with the billing.
      expect(delta(await calls(), missBefore)).toEqual({ evalsha: 2, incr: 1, incrby: 1, hincrby: 1, set: 1 });
    } finally {
      await client.quit();
    }
  });

  it('both answer /health with the Redis store', async () => {
    for (const port of [a.port, b.port]) {
      const health = await send(port, '/health');
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ status: 'ok', stores: { backend: 'redis', status: 'ok' } });
    }
  });
});

describe('serve --workers 2 on one Redis', () => {
  let redis: RedisServer;
  let served: ServeProcess;
  let keys: string[];

  beforeAll(async () => {
    redis = await startRedis();
    const file = keyFile(ORGS);
    keys = file.keys;
    served = await startServe(['--keys', file.path, '--redis', redis.url, '--workers', '2', ...RATE_ARGS]);
  });

  afterAll(async () => {
    await served?.stop();
    await redis?.dispose();
  });

  sharedStateChecks(() => ({ ports: [served.port, served.port], keys }));

  it('every worker hands the playground page the same page key', async () => {
    const pageKeys = new Set<unknown>();
    for (let i = 0; i < 6; i++) pageKeys.add((await send(served.port, '/playground/config.json', { headers: { 'sec-fetch-site': 'same-origin' } })).json.page_key);
    expect(pageKeys.size).toBe(1);
    expect([...pageKeys][0]).toMatch(/^svc_test_/);
  });

  it('both workers answered (two process ids in the access log) and the primary stops them all on SIGTERM', async () => {
    const pids = new Set(
      served
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect(pids.size).toBe(2);
    expect(pids.has(served.child.pid!)).toBe(false);
    const started = performance.now();
    expect(await served.stop()).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe('serve --workers without --redis', () => {
  it('is refused with a usage error: state would be per worker', async () => {
    await expect(startServe(['--workers', '2'])).rejects.toThrow(/exited with 2 .*needs --redis/s);
  });
});

describe('Redis stopped and started again under a running server', () => {
  let redis: RedisServer;
  let served: ServeProcess;
  let key: string;

  beforeAll(async () => {
    // Persistent, as a production Redis holding usage must be: counts survive its restart.
    redis = await startRedis({ persistent: true });
    const file = keyFile([{ id: 'outage' }], ['verify', 'autocomplete', 'postal_codes', 'usage', 'batch']);
    key = file.keys[0]!;
    served = await startServe(['--keys', file.path, '--redis', redis.url]);
  });

  afterAll(async () => {
    await served?.stop();
    await redis?.dispose();
  });

  it('answers 503 service_unavailable at once while Redis is down, recovers when it is back, and loses no billable call', async () => {
    const port = served.port;
    let billed = 0;
    const call = async (i: number): Promise<Reply> => {
      const reply = await authed(port, `/v1/addresses/autocomplete?q=${encodeURIComponent(`Lipscani ${i}`)}`, key);
      if (reply.status === 200) billed++;
      return reply;
    };
    for (let i = 0; i < 5; i++) expect((await call(i)).status).toBe(200);

    await redis.stop();
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const reply = await call(100 + i);
      // Within the 1 s command timeout (and far from the 10 s request deadline): never a hang.
      expect(performance.now() - started).toBeLessThan(2_500);
      expect(reply.status).toBe(503);
      expect(reply.error?.code).toBe('service_unavailable');
      expect(reply.headers['retry-after']).toBe('1');
    }
    const verify = await authed(port, '/v1/addresses/verify', key, { method: 'POST', body: JSON.stringify({ freeform: 'Strada Lipscani 5, București' }), headers: { 'idempotency-key': 'down-1' } });
    expect(verify.error?.code).toBe('service_unavailable');
    // Batch jobs live in Redis too: their status is unavailable, not an internal error.
    const job = await authed(port, `/v1/addresses/batch/job_${'0'.repeat(32)}`, key);
    expect(`${job.status} ${job.error?.code}`).toBe('503 service_unavailable');
    expect((await send(port, '/health')).status).toBe(503);
    expect((await send(port, '/health')).error?.code).toBe('service_unavailable');
    // What needs no store still works.
    expect((await send(port, '/v1/openapi.json')).status).toBe(200);

    await redis.start();
    const deadline = performance.now() + 15_000;
    while ((await send(port, '/health')).status !== 200) {
      if (performance.now() > deadline) throw new Error('the server did not see Redis come back within 15 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    for (let i = 0; i < 5; i++) expect((await call(200 + i)).status).toBe(200);

    // Slow rather than down: connected, but no answer. Requests fail after the 1 s command timeout.
    redis.pause();
    try {
      const started = performance.now();
      const reply = await call(300);
      expect(reply.error?.code).toBe('service_unavailable');
      expect(performance.now() - started).toBeLessThan(3_500);
      expect((await send(port, '/health')).status).toBe(503);
    } finally {
      redis.resume();
    }
    while ((await send(port, '/health')).status !== 200) {
      if (performance.now() > deadline + 15_000) throw new Error('the server did not see Redis answer again within 15 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await call(301)).status).toBe(200);

    const usage = await authed(port, '/v1/usage?group=key', key);
    expect(usage.status).toBe(200);
    // Every call answered 200 was counted, before and after the outage; none of the 503s was.
    expect(usage.json.total).toBe(billed);
    expect(billed).toBe(11);
    expect(served.child.exitCode).toBeNull();
    expect(served.stderr()).toMatch(/store failed; answering 503 service_unavailable/);
    expect(served.stderr()).toMatch(/redis: connected again/);
  });
});
