/**
 * Running the adapter: GET /health, the access log, what each store's failure
 * does to a request (docs/http.md > When a store fails), and the serve
 * options that go with them.
 */
import { describe, expect, it } from 'vitest';
import { jsonAccessLog, memoryStores, type AccessLogEntry, type Stores } from '../src/http/index.js';
import { parseServe } from '../src/cli/serve.js';
import { memoryLogger, startServer, jsonHeaders } from './helpers/http.js';

const failing = (): Promise<never> => Promise.reject(new Error('connection refused'));

describe('GET /health', () => {
  it('answers 200 without a key, with the data version and the stores, and is neither counted nor limited', async () => {
    const stores = memoryStores();
    const t = await startServer({ stores, rateLimit: { limit: 1, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) {
        const reply = await t.call('/health');
        expect(reply.status).toBe(200);
        expect(reply.json).toMatchObject({ status: 'ok', data_version: expect.any(String), stores: { backend: 'memory', status: 'ok' } });
        expect(reply.headers['x-ratelimit-limit']).toBeUndefined();
      }
      // The key's one request of the window is still there: health checks did not use it.
      expect((await t.authed('/v1/postal-codes/011421')).status).toBe(200);
      const usage = await t.authed('/v1/usage');
      expect(usage.status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('answers 503 service_unavailable when the stores cannot be reached, or do not answer within a second', async () => {
    for (const ping of [failing, () => new Promise<void>(() => undefined)]) {
      const t = await startServer({ stores: { health: { backend: 'redis', ping } } });
      try {
        const started = performance.now();
        const reply = await t.call('/health');
        expect(performance.now() - started).toBeLessThan(3_000);
        expect(reply.status).toBe(503);
        expect(reply.error?.code).toBe('service_unavailable');
        expect(reply.error?.message).toContain('redis');
        expect(reply.headers['retry-after']).toBe('1');
      } finally {
        await t.close();
      }
    }
  });

  it('is in the OpenAPI document, with no security', async () => {
    const t = await startServer();
    try {
      const doc = (await t.call('/v1/openapi.json')).json as { paths: Record<string, { get?: { security?: unknown[]; responses: Record<string, unknown> } }> };
      expect(doc.paths['/health']?.get?.security).toEqual([]);
      expect(Object.keys(doc.paths['/health']!.get!.responses)).toContain('503');
    } finally {
      await t.close();
    }
  });
});

describe('access log', () => {
  it('writes one pino-style JSON line per request: no query string, the key id never the key, the cache status', async () => {
    const lines: string[] = [];
    const log = jsonAccessLog({ write: (text: string) => lines.push(text) });
    const t = await startServer({ accessLog: log });
    try {
      await t.authed('/v1/addresses/autocomplete?q=Calea%20Victoriei&limit=3');
      await t.authed('/v1/addresses/autocomplete?q=Calea%20Victoriei&limit=3');
      await t.call('/v1/postal-codes/011421', { headers: { authorization: 'Bearer svc_test_wrong' } });
      await t.call('/health');
      log.flush();
      const entries = lines
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toHaveLength(4);
      const [miss, hit, denied, health] = entries as Array<Record<string, any>>;
      for (const e of entries) {
        expect(e).toMatchObject({ level: 30, pid: process.pid, hostname: expect.any(String), msg: 'request completed' });
        expect(typeof e.time).toBe('number');
        expect(Number.isInteger(e.latency_us)).toBe(true);
        expect(e.responseTime).toBeCloseTo((e.latency_us as number) / 1000, 6);
      }
      expect(miss).toMatchObject({ req: { method: 'GET', url: '/v1/addresses/autocomplete' }, res: { statusCode: 200 }, cache: 'MISS', key_id: expect.stringMatching(/^key_/) });
      expect(miss!.req.id).toMatch(/^req_[0-9a-f]{32}$/);
      expect(hit).toMatchObject({ cache: 'HIT', key_id: miss!.key_id });
      expect(denied).toMatchObject({ res: { statusCode: 401 } });
      expect(denied!.key_id).toBeUndefined();
      expect(health).toMatchObject({ req: { url: '/health' }, res: { statusCode: 200 } });
      const text = lines.join('');
      expect(text).not.toContain('Victoriei');
      expect(text).not.toContain(t.key);
      expect(text).not.toContain('svc_test_wrong');
    } finally {
      await t.close();
    }
  });

  it('marks 5xx answers at error level', () => {
    const lines: string[] = [];
    const log = jsonAccessLog({ write: (text: string) => lines.push(text) });
    const entry: AccessLogEntry = { time: 1, requestId: 'req_1', method: 'POST', path: '/v1/addresses/verify', status: 503, latencyUs: 1500 };
    log.write(entry);
    log.flush();
    expect(JSON.parse(lines.join(''))).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 503 }, responseTime: 1.5 });
  });
});

describe('when a store fails', () => {
  function broken(over: Partial<Stores>): Partial<Stores> {
    return { ...memoryStores(), ...over };
  }

  it('rate limits fail open: served without X-RateLimit-*, and logged once, not once per request', async () => {
    const logger = memoryLogger();
    const t = await startServer({ logger, stores: broken({ rateLimits: { increment: failing } }) });
    try {
      for (let i = 0; i < 3; i++) {
        const reply = await t.authed('/v1/postal-codes/011421');
        expect(reply.status).toBe(200);
        expect(reply.headers['x-ratelimit-remaining']).toBeUndefined();
      }
      expect(logger.lines.filter((l) => l.message.startsWith('rate-limit store failed'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('the cache fails open: a failed read is a miss, a failed write is dropped', async () => {
    const logger = memoryLogger();
    const t = await startServer({ logger, stores: broken({ cache: { get: failing, set: failing } }) });
    try {
      const reply = await t.authed('/v1/postal-codes/011421');
      expect(reply.status).toBe(200);
      expect(reply.headers['x-cache']).toBe('MISS');
      expect(logger.lines.some((l) => l.message === 'cache store failed; treated as a miss')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('quota, usage and idempotency fail closed: 503 service_unavailable with Retry-After, never the answer uncounted', async () => {
    const quotaDown = broken({ quotas: { used: failing, add: failing } });
    const usageDown = broken({ usage: { add: failing, list: failing } });
    const idempotencyDown = broken({ idempotency: { get: failing, set: failing } });
    for (const [name, stores] of [
      ['quota', quotaDown],
      ['usage', usageDown],
      ['idempotency', idempotencyDown],
    ] as const) {
      const logger = memoryLogger();
      const t = await startServer({ logger, stores, defaultPlan: { monthly_quota: 1000, overage: false } });
      try {
        const post = await t.call('/v1/addresses/verify', { method: 'POST', headers: jsonHeaders(t.key, { 'idempotency-key': 'k1' }), body: JSON.stringify({ freeform: 'Calea Victoriei 12, București' }) });
        const get = await t.authed('/v1/postal-codes/011421');
        if (name === 'idempotency') {
          // Without an Idempotency-Key the idempotency store is not needed.
          expect(get.status).toBe(200);
        } else {
          expect(get.status).toBe(503);
          expect(get.error?.code).toBe('service_unavailable');
          expect(get.headers['retry-after']).toBe('1');
        }
        expect(post.status, name).toBe(503);
        expect(post.error?.code).toBe('service_unavailable');
        expect(logger.lines.some((l) => l.message === `${name} store failed; answering 503 service_unavailable`)).toBe(true);
      } finally {
        await t.close();
      }
    }
  });
});

describe('serve options', () => {
  it('parses --redis, --workers, --log, --rate-limit and --batch-lock-ms, and refuses what would not work', () => {
    expect(parseServe(['--redis', 'redis://127.0.0.1:6379', '--workers', '2', '--log', 'off', '--rate-limit', '100/10'])).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      workers: 2,
      log: 'off',
      rateLimit: { limit: 100, windowMs: 10_000 },
    });
    expect(parseServe([])).toMatchObject({ log: 'json', workers: 1 });
    expect(parseServe(['--redis', 'redis://127.0.0.1:6379', '--batch-lock-ms', '1500'])).toMatchObject({ batchLockMs: 1500 });
    expect(parseServe(['--redis', 'redis://127.0.0.1:6379']).batchLockMs).toBeUndefined();
    for (const bad of [
      ['--batch-lock-ms', '1500'],
      ['--batch-lock-ms', '50', '--redis', 'redis://x'],
      ['--batch-lock-ms', 'soon', '--redis', 'redis://x'],
      ['--workers', '2'],
      ['--workers', '0'],
      ['--workers', 'many', '--redis', 'redis://x'],
      ['--redis', 'http://127.0.0.1:6379'],
      ['--redis', 'not a url'],
      ['--log', 'text'],
      ['--rate-limit', '10'],
      ['--rate-limit', '0/60'],
    ]) {
      expect(() => parseServe([...bad]), bad.join(' ')).toThrow();
    }
  });
});
