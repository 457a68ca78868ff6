/**
 * The small pieces of the adapter on their own: router, parameters, naming,
 * attribution, OpenAPI generation, keys, and embedding the handler.
 */
import { createServer as createNodeServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, LIMITS } from '../src/shared/errors.js';
import { createApiKey, createHandler, hashApiKey, MemoryKeyStore, namingFor, openApiDocument, parseKeyFile, ROUTES, routeErrors } from '../src/http/index.js';
import { matchRoute } from '../src/http/router.js';
import { parseLimit, splitTarget } from '../src/http/params.js';
import { attributionHeaders, headerText } from '../src/http/headers.js';
import { isJsonContentType } from '../src/http/body.js';
import { periodResetsAt, quotaPeriod } from '../src/http/quota.js';
import { utcDay, utcMonth } from '../src/http/utc-day.js';
import { newRequestId } from '../src/http/request-id.js';
import { DeadlineQueue } from '../src/http/deadlines.js';
import { andThen, isPromise } from '../src/http/stores.js';
import { builtIndex } from './helpers/index.js';
import { ALL, doubleIndex, memoryLogger, send, VERIFIED } from './helpers/http.js';

describe('router', () => {
  it('matches the route table, with path parameters decoded', () => {
    expect(matchRoute('GET', '/v1/postal-codes/011421')).toMatchObject({ kind: 'found', route: { id: 'postal_code' }, params: { code: '011421' } });
    expect(matchRoute('GET', '/v1/postal-codes/%30%31')).toMatchObject({ params: { code: '01' } });
    expect(matchRoute('GET', '/v1/postal-codes/%E0%A4%A')).toMatchObject({ params: { code: '%E0%A4%A' } });
    expect(matchRoute('POST', '/v1/addresses/verify')).toMatchObject({ kind: 'found', route: { id: 'verify' } });
    expect(matchRoute('GET', '/v1/addresses/verify')).toEqual({ kind: 'method_not_allowed', allow: ['POST'] });
    expect(matchRoute('get', '/v1/usage')).toEqual({ kind: 'method_not_allowed', allow: ['GET', 'HEAD'] });
    expect(matchRoute('HEAD', '/v1/usage')).toMatchObject({ kind: 'found', route: { id: 'usage' } });
    expect(matchRoute('HEAD', '/v1/addresses/verify')).toEqual({ kind: 'method_not_allowed', allow: ['POST'] });
    expect(matchRoute('GET', '/v1/postal-codes/')).toEqual({ kind: 'not_found' });
    expect(matchRoute('GET', '*')).toEqual({ kind: 'not_found' });
  });

  it('splits request targets, absolute-form included', () => {
    expect(splitTarget('/v1/usage?range=x')).toMatchObject({ pathname: '/v1/usage' });
    expect(splitTarget('/v1/usage?range=x').query.get('range')).toBe('x');
    expect(splitTarget('http://example.com/v1/usage?group=key').pathname).toBe('/v1/usage');
    expect(splitTarget('*').pathname).toBe('');
  });

  it('lists the errors of each route', () => {
    const verify = routeErrors(ROUTES.find((r) => r.id === 'verify')!);
    for (const code of ['invalid_body', 'payload_too_large', 'invalid_idempotency_key', 'idempotency_key_reused', 'missing_address', 'quota_exceeded', 'rate_limit_exceeded', 'request_timeout'] as const) {
      expect(verify).toContain(code);
    }
    const usage = routeErrors(ROUTES.find((r) => r.id === 'usage')!);
    expect(usage).not.toContain('quota_exceeded');
    expect(usage).not.toContain('payment_required');
    expect(routeErrors(ROUTES.find((r) => r.id === 'openapi')!)).not.toContain('missing_credentials');
  });
});

describe('parameters', () => {
  it('limit: decimal integers 1 to 25 only, default 10', () => {
    expect(parseLimit(undefined)).toBe(LIMITS.defaultLimit);
    for (let n = 1; n <= 25; n++) expect(parseLimit(String(n))).toBe(n);
    for (const bad of ['0', '26', '01', '1.0', '-1', '+1', ' 1', '1 ', '', 'ten', '1e1', '0x1', '99999999999999999999']) {
      expect(() => parseLimit(bad), bad).toThrow(expect.objectContaining({ code: 'invalid_parameter', status: 400 }));
    }
  });

  it('content type: application/json with or without parameters', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('application/json;charset=UTF-8')).toBe(true);
    expect(isJsonContentType('APPLICATION/JSON ; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/jsonx')).toBe(false);
    expect(isJsonContentType('text/json')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});

describe('identifiers and headers', () => {
  it('the spec names by default, one word replaced with a brand', () => {
    expect(namingFor()).toEqual({
      liveKeyPrefix: 'svc_live_',
      testKeyPrefix: 'svc_test_',
      requestId: 'X-Service-Request-Id',
      periodResetsAt: 'X-Service-Period-Resets-At',
      gracePeriodEnds: 'X-Service-Grace-Period-Ends',
      idempotentReplayed: 'X-Service-Idempotent-Replayed',
      signature: 'X-Service-Signature',
    });
    expect(namingFor('RoAddr')).toMatchObject({ liveKeyPrefix: 'roaddr_live_', requestId: 'X-Roaddr-Request-Id', gracePeriodEnds: 'X-Roaddr-Grace-Period-Ends' });
    for (const bad of ['', '1abc', 'a b', 'a-b', 'x'.repeat(33)]) expect(() => namingFor(bad)).toThrow(TypeError);
  });

  it('header text is printable ASCII: Romanian letters lose their diacritics', () => {
    expect(headerText('Poșta Română, Institutul Național de Statistică, Ţară')).toBe('Posta Romana, Institutul National de Statistica, Tara');
    expect(headerText('a\u2014b\nc')).toBe('a?b?c');
  });

  it('attribution from the index sources; GeoNames only with coordinates; overridable', () => {
    const info = builtIndex().info;
    const { plain, withCoordinates } = attributionHeaders(info);
    expect(plain['X-Data-Attribution']).toMatch(/OGL-ROU-1\.0/);
    expect(plain['X-Data-Attribution']).not.toMatch(/GeoNames|CC-BY/);
    expect(withCoordinates['X-Data-Attribution']).toMatch(/GeoNames.*CC-BY-4\.0/);
    expect(plain.Link).toMatch(/^<https:\/\/.+>; rel="license"$/);
    const custom = attributionHeaders(info, { text: 'Data: Poșta Română, INS (OGL-ROU-1.0)', licenseUrl: 'https://example.com/legal' });
    expect(custom.plain).toEqual({ 'X-Data-Attribution': 'Data: Posta Romana, INS (OGL-ROU-1.0)', Link: '<https://example.com/legal>; rel="license"' });
    expect(custom.withCoordinates['X-Data-Attribution']).toMatch(/^Data: Posta Romana, INS \(OGL-ROU-1\.0\); GeoNames.*CC-BY-4\.0$/);
  });

  it('quota periods are calendar months in UTC', () => {
    expect(quotaPeriod(Date.UTC(2025, 11, 31, 23, 59, 59))).toBe('2025-12');
    expect(periodResetsAt(Date.UTC(2025, 11, 31, 23, 59, 59))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('the remembered UTC day is always the day of the time asked, in any order of calls', () => {
    // Times around the epoch, day boundaries and far years, so the remembered day is hit, missed and crossed.
    const time = fc.oneof(
      fc.integer({ min: -8.64e15, max: 8.64e15 }),
      fc.integer({ min: -3, max: 3 }).chain((d) => fc.integer({ min: -2, max: 2 }).map((ms) => d * 86_400_000 + ms)),
      fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 0, 3) }),
    );
    fc.assert(
      fc.property(fc.array(time, { minLength: 1, maxLength: 20 }), (times) => {
        for (const ms of times) {
          expect(utcDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
          expect(utcMonth(ms)).toBe(new Date(ms).toISOString().slice(0, 7));
        }
      }),
    );
    expect(() => utcDay(Number.NaN)).toThrow(RangeError);
  });

  it('request ids are req_ and 32 hex digits, and do not repeat across blocks of random bytes', () => {
    const ids = Array.from({ length: 2000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('deadlines', () => {
  it('expire pending items in order once their time has passed, and never items removed in time', async () => {
    let now = 0;
    const expired: string[] = [];
    const queue = new DeadlineQueue<{ name: string; dueAt: number }>((item) => expired.push(item.name), () => now);
    const a = { name: 'a', dueAt: 5 };
    const b = { name: 'b', dueAt: 10 };
    const c = { name: 'c', dueAt: 10 };
    const d = { name: 'd', dueAt: 40 };
    const [ticketA, ticketB] = [a, b, c, d].map((item) => queue.add(item));
    queue.delete(ticketB!);
    // Removing twice, or a ticket never given, changes nothing.
    queue.delete(ticketB!);
    queue.delete(99);
    expect(queue.size).toBe(3);
    const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 15));
    now = 12;
    await tick();
    expect(expired).toEqual(['a', 'c']);
    expect(queue.size).toBe(1);
    // The ticket of an expired item (its request answered late, by the deadline) removes nothing else.
    queue.delete(ticketA!);
    expect(queue.size).toBe(1);
    now = 39;
    await tick();
    expect(expired).toEqual(['a', 'c']);
    now = 40;
    await tick();
    await tick();
    expect(expired).toEqual(['a', 'c', 'd']);
    expect(queue.size).toBe(0);
    // An empty queue arms again for the next item.
    queue.add({ name: 'e', dueAt: 41 });
    now = 50;
    await tick();
    expect(expired).toEqual(['a', 'c', 'd', 'e']);
  });

  it('hold no more slots than the most items pending at once, whatever the order of removal, and forget removed items', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 400 }), (steps) => {
        const queue = new DeadlineQueue<{ dueAt: number }>(() => undefined, () => 0);
        const pending: number[] = [];
        let most = 0;
        for (const [adds, pick] of steps) {
          if (adds || pending.length === 0) pending.push(queue.add({ dueAt: 1e12 }));
          else queue.delete(pending.splice(pick % pending.length, 1)[0]!);
          most = Math.max(most, pending.length);
          expect(queue.size).toBe(pending.length);
        }
        // Slots double from 64: never more than twice the peak (and 64).
        expect(queue.capacity).toBeLessThanOrEqual(Math.max(64, 2 * most));
        for (const ticket of pending) queue.delete(ticket);
        expect(queue.size).toBe(0);
      }),
    );
  });

  it('expire in order the items that outlived a growth of the ring, and none removed in time', async () => {
    let now = 0;
    const expired: number[] = [];
    const queue = new DeadlineQueue<{ n: number; dueAt: number }>((item) => expired.push(item.n), () => now);
    const tickets = Array.from({ length: 300 }, (_, n) => queue.add({ n, dueAt: n }));
    // Every item but one in ten answered in time, from the newest.
    for (const [n, ticket] of [...tickets.entries()].reverse()) if (n % 10 !== 0) queue.delete(ticket);
    expect(queue.size).toBe(30);
    now = 1_000;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(expired).toEqual(Array.from({ length: 30 }, (_, i) => i * 10));
    expect(queue.size).toBe(0);
    expect(queue.capacity).toBe(512);
  });
});

describe('stores answering at once or later', () => {
  it('andThen runs at once on a value, after settling on a promise, and passes throws and rejections on', async () => {
    expect(isPromise(Promise.resolve(1))).toBe(true);
    for (const value of [undefined, null, 0, 'x', { then: 1 }]) expect(isPromise(value)).toBe(false);
    expect(andThen(2, (n) => n * 3)).toBe(6);
    const later = andThen(Promise.resolve(2), (n) => n * 3);
    expect(isPromise(later)).toBe(true);
    await expect(later).resolves.toBe(6);
    expect(() => andThen(1, () => {
      throw new Error('now');
    })).toThrow('now');
    await expect(andThen(Promise.reject(new Error('later')), () => 1)).rejects.toThrow('later');
  });
});

describe('OpenAPI document', () => {
  const doc = openApiDocument({ naming: namingFor(), environment: 'sandbox', dataVersion: 'test' }) as {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, { description: string; headers?: Record<string, unknown> }>; security?: unknown[]; parameters: Array<{ name: string }> }>>;
    components: { schemas: Record<string, unknown>; headers: Record<string, unknown> };
  };

  it('is OpenAPI 3.1 with one operation per route of the table (and HEAD with each GET), and no other', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(ROUTES.flatMap((r) => (r.method === 'GET' ? [`GET ${r.path}`, `HEAD ${r.path}`] : [`${r.method} ${r.path}`])).sort());
    const head = doc.paths['/v1/usage']!.head!;
    expect(head.responses['200']!.headers).toHaveProperty('X-Service-Request-Id');
    expect(head.responses['200']).not.toHaveProperty('content');
  });

  it('documents every error of each route under its status, and the headers', () => {
    for (const route of ROUTES) {
      const op = doc.paths[route.path]![route.method.toLowerCase()]!;
      const ok = String(route.successStatus ?? 200);
      for (const code of routeErrors(route)) {
        expect(op.responses[String(ERROR_CATALOGUE[code].status)]?.description, `${route.id} ${code}`).toContain(`\`${code}\``);
      }
      expect(op.responses[ok]!.headers).toHaveProperty('X-Service-Request-Id');
      expect(op.responses[ok]!.headers).toHaveProperty('X-Data-Attribution');
      expect(op.responses[ok]!.headers).toHaveProperty('Link');
      if (route.permission) expect(op.responses[ok]!.headers).toHaveProperty('X-RateLimit-Remaining');
      else expect(op.security).toEqual([]);
      if (route.cached) expect(op.responses[ok]!.headers).toHaveProperty('X-Cache');
      if (route.jsonBody) expect(op.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    }
    expect(doc.paths['/v1/postal-codes/{code}']!.get!.responses['402']!.headers).toHaveProperty('X-Service-Period-Resets-At');
    expect(doc.paths['/v1/postal-codes/{code}']!.get!.responses['429']!.headers).toHaveProperty('Retry-After');
  });

  it('every $ref resolves', () => {
    const text = JSON.stringify(doc);
    const refs = [...text.matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
    // Every reference is of the two kinds checked below, and there are references to check.
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const m = /^#\/components\/(schemas|headers)\/([A-Za-z]+)$/.exec(ref);
      expect(m, ref).not.toBeNull();
      expect(doc.components[m![1] as 'schemas' | 'headers'], ref).toHaveProperty(m![2]!);
    }
  });
});

describe('keys', () => {
  it('are the prefix and 32 random letters and digits, stored as SHA-256', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { key, record } = createApiKey({ org: 'acme', env: i % 2 ? 'live' : 'test', allow: ['verify'] });
      expect(key).toMatch(/^svc_(live|test)_[A-Za-z0-9]{32}$/);
      expect(record.hash).toBe(hashApiKey(key));
      expect(record.hint.endsWith(key.slice(-4))).toBe(true);
      expect(JSON.stringify(record)).not.toContain(key.slice(9));
      seen.add(key);
    }
    expect(seen.size).toBe(200);
    expect(() => createApiKey({ org: 'acme', env: 'test', allow: [] })).toThrow(TypeError);
  });

  it('key files are checked', () => {
    expect(() => parseKeyFile({ version: 2, keys: [] })).toThrow(/version/);
    expect(() => parseKeyFile({ version: 1, keys: [{ id: 'k', hash: 'a'.repeat(64), org: 'acme', env: 'test', allow: ['everything'] }] })).toThrow(/allow/);
    expect(parseKeyFile({ version: 1, keys: [{ id: 'k', hash: 'a'.repeat(64), org: 'acme', env: 'test', allow: ['verify'] }] }).keys).toHaveLength(1);
  });
});

describe('embedding the handler', () => {
  it('prepares the index when the handler is made, so no request builds its tables', () => {
    let prepared = 0;
    const index = { ...doubleIndex({}), prepare: () => void prepared++ };
    createHandler({ index, keys: new MemoryKeyStore() });
    expect(prepared).toBe(1);
  });

  it('works behind a framework that already parsed the JSON body (express.json())', async () => {
    const keys = new MemoryKeyStore();
    const { key } = keys.createKey({ org: 'acme', env: 'test', allow: ALL });
    let seen: unknown;
    const handler = createHandler({
      index: doubleIndex({
        verify: (input) => {
          seen = input;
          return VERIFIED;
        },
      }),
      keys,
      logger: memoryLogger(),
    });
    // What express.json() leaves behind: the stream consumed and req.body set.
    const server = createNodeServer((req: IncomingMessage & { body?: unknown }, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        req.body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
        handler(req, res, () => undefined);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const reply = await send(port, '/v1/addresses/verify', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{"freeform":"Calea Victoriei 12, București"}',
      });
      expect(reply.status).toBe(200);
      expect(seen).toEqual({ freeform: 'Calea Victoriei 12, București' });
      expect(reply.json.verdict).toBe('valid');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('rejects invalid options early', () => {
    const keys = new MemoryKeyStore();
    const index = builtIndex();
    expect(() => createHandler({ index, keys, rateLimit: { limit: 0 } })).toThrow(RangeError);
    expect(() => createHandler({ index, keys, timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createHandler({ index, keys, brand: 'not ok' })).toThrow(TypeError);
    expect(() => createHandler({ index, keys, environment: 'production' as 'live' })).toThrow(TypeError);
  });
});
