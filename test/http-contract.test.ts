/**
 * Contract of the HTTP adapter over real HTTP (a server on an ephemeral
 * loopback port): every error code with its status and headers, every header
 * rule, 404/405, bodies and 413. Postal codes run on the real built index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, AddressError, type ErrorCode } from '../src/shared/errors.js';
import { MemoryKeyStore, ROUTES } from '../src/http/index.js';
import { ALL, busyWait, doubleIndex, jsonHeaders, memoryLogger, startServer, suggestionsFor, TestClock, VERIFIED, type Reply, type TestServer } from './helpers/http.js';

const REQUEST_ID = 'x-service-request-id';

/** The invariants of every response: a request id in the header and, on errors, exactly the spec's error body. */
function expectEnvelope(reply: Reply): void {
  const id = reply.headers[REQUEST_ID];
  expect(typeof id).toBe('string');
  expect(id).toMatch(/^req_[0-9a-f]{32}$/);
  expect(reply.headers['x-data-attribution']).toContain('OGL-ROU-1.0');
  expect(reply.headers.link).toMatch(/^<https?:\/\/[^>]+>; rel="license"$/);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  if (reply.status >= 400) {
    expect(Object.keys(reply.json)).toEqual(['error']);
    expect(Object.keys(reply.error ?? {})).toEqual(['code', 'message', 'request_id']);
    expect(reply.error?.request_id).toBe(id);
    expect(ERROR_CATALOGUE[reply.error!.code as ErrorCode].status).toBe(reply.status);
  } else {
    expect(reply.json.request_id).toBe(id);
  }
}

function expectError(reply: Reply, status: number, code: ErrorCode): void {
  expect({ status: reply.status, code: reply.error?.code }).toEqual({ status, code });
  expectEnvelope(reply);
}

function expectRateLimitHeaders(reply: Reply): void {
  expect(reply.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
  expect(reply.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
  expect(reply.headers['x-ratelimit-reset']).toMatch(/^\d{10}$/);
}

let t: TestServer;
const logger = memoryLogger();
const clock = new TestClock();

beforeAll(async () => {
  t = await startServer({
    clock: clock.fn,
    logger,
    timeoutMs: 200,
    index: doubleIndex({
      // Engine doubles, only for what these tests need independent of engine output.
      verify: (input) => {
        const body = input as unknown as Record<string, unknown>;
        if (body.freeform === 'boom') throw new Error('secret internals at /srv/engine.ts:42');
        if (body.freeform === 'slow') busyWait(400);
        if (typeof body.engine_error === 'string') throw new AddressError(body.engine_error as ErrorCode);
        if (body.freeform === 'with coordinates') return { ...VERIFIED, coordinates: { latitude: 44.43, longitude: 26.1, precision: 'locality', source: 'geonames' } };
        return VERIFIED;
      },
      autocomplete: (q, o) => suggestionsFor(q, o?.limit),
    }),
  });
});
afterAll(() => t.close());

describe('headers on every response', () => {
  it('a lookup answers 200 with request id, attribution, Link, rate-limit headers and X-Cache', async () => {
    const reply = await t.authed('/v1/postal-codes/011421');
    expect(reply.status).toBe(200);
    expectEnvelope(reply);
    expectRateLimitHeaders(reply);
    expect(reply.json).toMatchObject({ postal_code: '011421', locality: 'București', county_code: 'B' });
    expect(['HIT', 'MISS']).toContain(reply.headers['x-cache']);
    // Poșta Română and INS under OGL-ROU-1.0; GeoNames only when coordinates are served.
    expect(reply.headers['x-data-attribution']).toContain('Posta Romana');
    expect(reply.headers['x-data-attribution']).toContain('Institutul National de Statistica');
    expect(reply.headers['x-data-attribution']).not.toContain('GeoNames');
  });

  it('each request gets its own id', async () => {
    const a = await t.authed('/v1/postal-codes/011421');
    const b = await t.authed('/v1/postal-codes/011421');
    expect(a.headers[REQUEST_ID]).not.toBe(b.headers[REQUEST_ID]);
  });

  it('names GeoNames (CC-BY-4.0) only on responses that carry coordinates', async () => {
    const plain = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"freeform":"x"}' });
    expect(plain.status).toBe(200);
    expect(plain.headers['x-data-attribution']).not.toContain('CC-BY-4.0');
    const geo = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"freeform":"with coordinates"}' });
    expect(geo.status).toBe(200);
    expect(geo.headers['x-data-attribution']).toContain('GeoNames');
    expect(geo.headers['x-data-attribution']).toContain('CC-BY-4.0');
    expect(geo.headers['x-data-attribution']).toContain('OGL-ROU-1.0');
    expect(geo.headers.link).toBeDefined();
  });

  it('errors before authentication carry the request id and attribution but no rate-limit headers', async () => {
    const reply = await t.call('/v1/postal-codes/011421');
    expectError(reply, 401, 'missing_credentials');
    expect(reply.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('every authenticated response carries the rate-limit headers, errors included', async () => {
    const noPermission = t.newKey('acme', ['usage']);
    for (const reply of [
      await t.authed('/v1/postal-codes/011421'),
      await t.authed('/v1/postal-codes/12'),
      await t.authed('/v1/postal-codes/999999'),
      await t.authed('/v1/addresses/autocomplete?q=calea'),
      await t.authed('/v1/addresses/autocomplete?q=c'),
      await t.authed('/v1/usage'),
      await t.authed('/v1/postal-codes/011421', {}, noPermission),
    ]) {
      expectEnvelope(reply);
      expectRateLimitHeaders(reply);
    }
  });

  it('X-Cache only on 200s of the cached endpoints', async () => {
    expect((await t.authed('/v1/postal-codes/999999')).headers['x-cache']).toBeUndefined();
    expect((await t.authed('/v1/addresses/autocomplete?q=x')).headers['x-cache']).toBeUndefined();
    expect((await t.authed('/v1/usage')).headers['x-cache']).toBeUndefined();
    const verify = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"freeform":"x"}' });
    expect(verify.headers['x-cache']).toBeUndefined();
    expect((await t.authed('/v1/addresses/autocomplete?q=calea%20vic')).headers['x-cache']).toBe('MISS');
  });
});

describe('routing', () => {
  it('unknown paths answer 404 not_found', async () => {
    for (const path of ['/', '/v1', '/v2/addresses/verify', '/v1/addresses/batch/', '/v1/addresses/batch/job_1/results/x', '/v1/addresses/search?q=ab', '/v1/search/', '/v1/addresses/verify/', '/v1/postal-codes/', '/v1/postal-codes/011421/streets']) {
      expectError(await t.authed(path), 404, 'not_found');
    }
  });

  it('a known path with another method answers 405 with Allow', async () => {
    for (const route of ROUTES) {
      const path = route.path.replace('{code}', '011421').replace('{id}', `job_${'0'.repeat(32)}`);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        if (method === route.method) continue;
        const reply = await t.authed(path, { method });
        expectError(reply, 405, 'method_not_allowed');
        expect(reply.headers.allow).toBe(route.method === 'GET' ? 'GET, HEAD' : route.method);
      }
    }
  });

  it('serves the OpenAPI document without a key', async () => {
    const reply = await t.call('/v1/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.json.openapi).toBe('3.1.0');
    expect(reply.headers[REQUEST_ID]).toMatch(/^req_/);
    expect(reply.headers['x-data-attribution']).toContain('OGL-ROU-1.0');
    expect(reply.headers.link).toContain('rel="license"');
    // Not authenticated: no rate-limit headers; a document root may not carry request_id.
    expect(reply.headers['x-ratelimit-limit']).toBeUndefined();
    expect(reply.json.request_id).toBeUndefined();
    const paths = reply.json.paths as Record<string, Record<string, unknown>>;
    for (const route of ROUTES) expect(paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
  });
});

describe('authentication: 401', () => {
  it('missing_credentials without an Authorization header, or with an empty one', async () => {
    for (const headers of [{}, { authorization: '' }, { authorization: '   ' }]) {
      const reply = await t.call('/v1/postal-codes/011421', { headers });
      expectError(reply, 401, 'missing_credentials');
      expect(reply.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('invalid_api_key for unknown, malformed, non-Bearer and revoked keys', async () => {
    const revoked = t.keys.createKey({ org: 'acme', env: 'test', allow: ALL });
    t.keys.revokeKey(revoked.record.id);
    const bad = [
      `Bearer svc_test_${'A'.repeat(32)}`,
      'Bearer svc_test_',
      'Bearer svc_test_short',
      `Bearer ${t.key}x!`,
      `Bearer svc_live_${t.key.slice(9)}`,
      `Basic ${Buffer.from(`${t.key}:`).toString('base64')}`,
      t.key,
      'Bearer',
      `Bearer ${revoked.key}`,
      `Bearer ${t.key} extra`,
    ];
    for (const authorization of bad) {
      const reply = await t.call('/v1/postal-codes/011421', { headers: { authorization } });
      expectError(reply, 401, 'invalid_api_key');
      expect(reply.headers['www-authenticate']).toContain('invalid_token');
      expect(reply.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('a header that is not "Bearer <key>" (the key alone, Basic, Bearer with no key or two words) says the Bearer scheme is expected', async () => {
    const notBearer = [t.key, `Basic ${Buffer.from(`${t.key}:`).toString('base64')}`, `Token ${t.key}`, 'Bearer', `Bearer ${t.key} extra`];
    for (const authorization of notBearer) {
      const reply = await t.call('/v1/postal-codes/011421', { headers: { authorization } });
      expectError(reply, 401, 'invalid_api_key');
      expect(reply.error?.message).toBe('The Authorization header must use the Bearer scheme: "Authorization: Bearer <key>".');
    }
    // A Bearer header with a wrong key keeps the catalogue's message: the scheme was right.
    const wrongKey = await t.call('/v1/postal-codes/011421', { headers: { authorization: `Bearer svc_test_${'A'.repeat(32)}` } });
    expect(wrongKey.error?.message).toBe('The API key is invalid or revoked.');
  });

  it('a key accepted before (its SHA-256 remembered) is refused at its first request after being revoked', async () => {
    const made = t.keys.createKey({ org: 'acme', env: 'test', allow: ALL });
    for (let i = 0; i < 3; i++) expect((await t.authed('/v1/postal-codes/011421', {}, made.key)).status).toBe(200);
    t.keys.revokeKey(made.record.id);
    const reply = await t.authed('/v1/postal-codes/011421', {}, made.key);
    expectError(reply, 401, 'invalid_api_key');
    // A key one character away from a remembered one is another key.
    expectError(await t.authed('/v1/postal-codes/011421', {}, `${t.key.slice(0, -1)}${t.key.endsWith('A') ? 'B' : 'A'}`), 401, 'invalid_api_key');
  });

  it('a live key on a sandbox server, and a test key on a live server, are invalid', async () => {
    const live = t.newKey('acme', ALL, 'live');
    expectError(await t.authed('/v1/postal-codes/011421', {}, live), 401, 'invalid_api_key');
    const liveServer = await startServer({ environment: 'live' });
    try {
      expect((await liveServer.authed('/v1/postal-codes/011421')).status).toBe(200);
      expect(liveServer.key.startsWith('svc_live_')).toBe(true);
      const test = liveServer.newKey('acme', ALL, 'test');
      expectError(await liveServer.authed('/v1/postal-codes/011421', {}, test), 401, 'invalid_api_key');
    } finally {
      await liveServer.close();
    }
  });

  it('the Bearer scheme is case-insensitive', async () => {
    expect((await t.call('/v1/postal-codes/011421', { headers: { authorization: `bearer ${t.key}` } })).status).toBe(200);
  });
});

describe('authorization and billing: 403 and 402', () => {
  it('forbidden outside the key allowlist, on every endpoint', async () => {
    const onlyUsage = t.newKey('acme', ['usage']);
    expectError(await t.authed('/v1/postal-codes/011421', {}, onlyUsage), 403, 'forbidden');
    expectError(await t.authed('/v1/addresses/autocomplete?q=calea', {}, onlyUsage), 403, 'forbidden');
    expectError(await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, onlyUsage), 403, 'forbidden');
    const onlyLookup = t.newKey('acme', ['postal_codes']);
    expectError(await t.authed('/v1/usage', {}, onlyLookup), 403, 'forbidden');
    expect((await t.authed('/v1/postal-codes/011421', {}, onlyLookup)).status).toBe(200);
  });

  it('subscription_suspended on every endpoint, usage reads included', async () => {
    t.keys.setOrganization({ id: 'suspended-co', subscription: { status: 'suspended' } });
    const key = t.newKey('suspended-co');
    for (const path of ['/v1/postal-codes/011421', '/v1/addresses/autocomplete?q=calea', '/v1/usage']) {
      const reply = await t.authed(path, {}, key);
      expectError(reply, 403, 'subscription_suspended');
      expectRateLimitHeaders(reply);
    }
  });

  it('payment_required with the grace header once a past-due grace period is over; usage reads never 402', async () => {
    const graceEnds = new Date(clock.now + 60_000).toISOString();
    t.keys.setOrganization({ id: 'late-co', subscription: { status: 'past_due', grace_period_ends: graceEnds } });
    const key = t.newKey('late-co');
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).status).toBe(200);
    clock.advance(60_000);
    try {
      const reply = await t.authed('/v1/postal-codes/011421', {}, key);
      expectError(reply, 402, 'payment_required');
      expect(reply.headers['x-service-grace-period-ends']).toBe(graceEnds);
      expect(reply.headers['x-service-period-resets-at']).toBeUndefined();
      expectRateLimitHeaders(reply);
      expectError(await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"freeform":"x"}' }, key), 402, 'payment_required');
      expect((await t.authed('/v1/usage', {}, key)).status).toBe(200);
    } finally {
      clock.advance(-60_000);
    }
  });
});

describe('request validation: 400, 404, 413', () => {
  it('invalid_postal_code and postal_code_not_found come from the engine on the real index', async () => {
    for (const code of ['01142', '0114210', '01142a', '%20011421', '011%20421', '%F0%9F%98%80', '%E0%A4%A']) {
      expectError(await t.authed(`/v1/postal-codes/${code}`), 400, 'invalid_postal_code');
    }
    expectError(await t.authed('/v1/postal-codes/999999'), 404, 'postal_code_not_found');
  });

  it('invalid_query: q missing or shorter than 2 characters after trimming', async () => {
    for (const qs of ['', '?q=', '?q=a', '?q=%20a%20', '?limit=5']) {
      expectError(await t.authed(`/v1/addresses/autocomplete${qs}`), 400, 'invalid_query');
    }
  });

  it('field_too_long: q over 256 characters', async () => {
    expectError(await t.authed(`/v1/addresses/autocomplete?q=${'a'.repeat(257)}`), 400, 'field_too_long');
    expect((await t.authed(`/v1/addresses/autocomplete?q=${'a'.repeat(256)}`)).status).toBe(200);
  });

  it('invalid_parameter: limit is strictly an integer from 1 to 25', async () => {
    for (const limit of ['0', '26', '-1', '1.5', '05', 'abc', '', '+3', ' 3', '3 ', '1e1', '100', '0x10']) {
      expectError(await t.authed(`/v1/addresses/autocomplete?q=calea&limit=${encodeURIComponent(limit)}`), 400, 'invalid_parameter');
    }
    expectError(await t.authed('/v1/addresses/autocomplete?q=calea&limit=2&limit=3'), 400, 'invalid_parameter');
    for (const limit of ['1', '10', '25']) {
      const reply = await t.authed(`/v1/addresses/autocomplete?q=calea&limit=${limit}`);
      expect(reply.status).toBe(200);
      expect(Array.isArray(reply.json.suggestions)).toBe(true);
    }
  });

  it('invalid_body: not JSON, not an object, empty, not UTF-8, or not sent as application/json', async () => {
    const post = (body: string | Buffer, contentType = 'application/json') => t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': contentType }, body });
    for (const body of ['{', 'null', '[]', '[{"freeform":"x"}]', '"text"', '42', 'true', '', '{"a":1}{', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])]) {
      expectError(await post(body), 400, 'invalid_body');
    }
    expectError(await post('{"freeform":"x"}', 'text/plain'), 400, 'invalid_body');
    expectError(await post('{"freeform":"x"}', 'application/x-www-form-urlencoded'), 400, 'invalid_body');
    expectError(await t.authed('/v1/addresses/verify', { method: 'POST', body: '{"freeform":"x"}' }), 400, 'invalid_body');
    expect((await post('{"freeform":"x"}', 'application/json; charset=utf-8')).status).toBe(200);
    expect((await post('{"freeform":"x"}', 'Application/JSON')).status).toBe(200);
  });

  it('passes the engine errors through with their code and status', async () => {
    const engineCodes: ErrorCode[] = ['missing_address', 'ambiguous_input', 'missing_locality', 'house_number_requires_street', 'invalid_house_number', 'field_too_long', 'locality_not_found'];
    for (const code of engineCodes) {
      const reply = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ engine_error: code }) });
      expectError(reply, ERROR_CATALOGUE[code].status, code);
      expectRateLimitHeaders(reply);
    }
  });

  it('payload_too_large on a declared Content-Length over 64 KiB, without reading it', async () => {
    const reply = await t.authed('/v1/addresses/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 + 1) },
      body: [Buffer.from('{"freeform":"')],
    });
    expectError(reply, 413, 'payload_too_large');
    expect(reply.headers.connection).toBe('close');
  });

  it('payload_too_large on a streamed (chunked) body of many MiB, answered as soon as 64 KiB are passed', async () => {
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const chunks = [Buffer.from('{"freeform":"'), ...Array.from({ length: 640 }, () => chunk)];
    const started = performance.now();
    const reply = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunks });
    expectError(reply, 413, 'payload_too_large');
    expect(reply.headers.connection).toBe('close');
    expect(performance.now() - started).toBeLessThan(5000);
    // A body of exactly 64 KiB is accepted.
    const exact = `{"freeform":"x","pad":"${' '.repeat(64 * 1024 - 25)}"}`;
    expect(Buffer.byteLength(exact)).toBe(64 * 1024);
    expect((await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: exact })).status).toBe(200);
  });

  it('the server keeps serving on the same keep-alive pool after refusals', async () => {
    expect((await t.authed('/v1/postal-codes/011421')).status).toBe(200);
  });
});

describe('failures: 500 and 504', () => {
  it('internal_error hides the exception and logs it with the request id', async () => {
    const reply = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"freeform":"boom"}' });
    expectError(reply, 500, 'internal_error');
    expect(reply.text).not.toContain('secret');
    expect(reply.text).not.toContain('engine.ts');
    expect(reply.error?.message).toBe(ERROR_CATALOGUE.internal_error.message);
    const logged = logger.lines.find((l) => l.fields.request_id === reply.error?.request_id);
    expect(String(logged?.fields.error)).toContain('secret internals');
  });

  it('request_timeout when an engine call runs past the deadline', async () => {
    const reply = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"freeform":"slow"}' });
    expectError(reply, 504, 'request_timeout');
    expectRateLimitHeaders(reply);
  });

  it('request_timeout when a store never answers', async () => {
    const keys = new MemoryKeyStore();
    const stuck = await startServer({
      keys,
      timeoutMs: 100,
      stores: { rateLimits: { increment: () => new Promise<number>(() => undefined) } },
    });
    try {
      const reply = await stuck.authed('/v1/postal-codes/011421');
      expectError(reply, 504, 'request_timeout');
      expect((await stuck.call('/v1/openapi.json')).status).toBe(200);
    } finally {
      await stuck.close();
    }
  });

  it('408 client_timeout (not 504) when the body trickles in past the deadline', async () => {
    const slow = await startServer({ timeoutMs: 150, index: doubleIndex({ verify: () => VERIFIED }) });
    try {
      const { request } = await import('node:http');
      const reply = await new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: slow.port, method: 'POST', path: '/v1/addresses/verify', headers: jsonHeaders(slow.key) });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.write('{"freeform":');
        // ...and never finishes.
      });
      expect(reply).toBe(408);
    } finally {
      await slow.close();
    }
  });
});

describe('identifiers', () => {
  it('one option puts the product word in place of "service" and "svc"', async () => {
    const branded = await startServer({ brand: 'acme' });
    try {
      expect(branded.key).toMatch(/^acme_test_[A-Za-z0-9]{32}$/);
      const reply = await branded.authed('/v1/postal-codes/011421');
      expect(reply.status).toBe(200);
      expect(reply.headers['x-acme-request-id']).toBe(reply.json.request_id);
      expect(reply.headers[REQUEST_ID]).toBeUndefined();
      // A key with the neutral prefix is not a key of this deployment.
      const neutral = await branded.call('/v1/postal-codes/011421', { headers: { authorization: `Bearer svc_test_${branded.key.slice(10)}` } });
      expect(neutral.status).toBe(401);
      expect(neutral.error?.code).toBe('invalid_api_key');
      expect(neutral.headers['x-acme-request-id']).toBe(neutral.error?.request_id);
    } finally {
      await branded.close();
    }
  });

  it('keys look like the spec writes them', () => {
    expect(t.key).toMatch(/^svc_test_[A-Za-z0-9]{32}$/);
  });
});

describe('real engines', () => {
  // End-to-end on the real built index with no doubles: only shapes and statuses are asserted,
  // so these hold whatever the engines' ranking and corrections turn out to be.
  let real: TestServer;
  beforeAll(async () => {
    real = await startServer();
  });
  afterAll(() => real.close());

  it('autocomplete answers 200 with a suggestions array', async () => {
    const reply = await real.authed('/v1/addresses/autocomplete?q=calea%20victoriei&limit=5');
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.json.suggestions)).toBe(true);
    expect((reply.json.suggestions as unknown[]).length).toBeLessThanOrEqual(5);
    expect(reply.json.request_id).toBe(reply.headers[REQUEST_ID]);
    expect(reply.headers['x-cache']).toBe('MISS');
  });

  it('verify answers 200 with a verdict', async () => {
    const reply = await real.authed('/v1/addresses/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ street: 'Calea Victoriei', house_number: '12', locality: 'București' }),
    });
    expect(reply.status).toBe(200);
    expect(typeof reply.json.verdict).toBe('string');
    expect(reply.json.request_id).toBe(reply.headers[REQUEST_ID]);
  });
});
