/**
 * Properties of the server over arbitrary requests (fast-check): it never
 * answers 5xx except a deliberate 504, never hangs, and always sends a request
 * id (in the body too, on errors). The verify and autocomplete engines are
 * doubles, so that these properties test the adapter, not engine output; the
 * double of verify overruns its deadline on purpose for one body.
 */
import fc from 'fast-check';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressError } from '../src/shared/errors.js';
import { busyWait, doubleIndex, startServer, suggestionsFor, VERIFIED, type TestServer } from './helpers/http.js';
import { builtIndex } from './helpers/index.js';
import { queryPair } from './helpers/query-variants.js';

let t: TestServer;
let noPermission: string;

beforeAll(async () => {
  t = await startServer({
    timeoutMs: 100,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
    index: doubleIndex({
      verify: (input) => {
        const body = input as unknown as Record<string, unknown>;
        if (body.freeform === 'SLOW') busyWait(150);
        if (typeof body.freeform !== 'string' && typeof body.locality !== 'string') throw new AddressError('missing_address');
        return VERIFIED;
      },
      autocomplete: (q, o) => suggestionsFor(q, o?.limit),
    }),
  });
  noPermission = t.newKey('acme', ['usage']);
});
afterAll(() => t.close());

const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'FOO');

const segment = fc.oneof(
  fc.constantFrom('v1', 'addresses', 'verify', 'autocomplete', 'postal-codes', 'usage', 'openapi.json', 'batch', 'search', '011421', '999999', '', '..', '%', '%2F', '%E0%A4%A', '%00'),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{0,12}$/),
);
const queryPart = fc.oneof(
  fc.constantFrom('q=calea', 'q=a', 'q=', 'limit=5', 'limit=0', 'limit=abc', 'limit=25', 'range=last_7_days', 'group=key', 'range=bad', 'q=%E0%A4%A', 'q=%C8%99tefan'),
  fc.stringMatching(/^[A-Za-z0-9=&%+._-]{0,20}$/),
);
const path = fc.oneof(
  fc.constantFrom('/v1/addresses/verify', '/v1/addresses/autocomplete', '/v1/postal-codes/011421', '/v1/usage', '/v1/openapi.json'),
  fc.array(segment, { minLength: 0, maxLength: 5 }).map((s) => `/${s.join('/')}`),
).chain((p) => fc.option(fc.array(queryPart, { maxLength: 4 }), { nil: undefined }).map((q) => (q === undefined ? p : `${p}?${q.join('&')}`)));

const printable = fc.stringMatching(/^[\x21-\x7e]{0,40}$/);
const authorization = fc.option(
  fc.oneof(
    fc.constant('KEY'),
    fc.constant('NOPERM'),
    printable.map((s) => `Bearer ${s}`),
    printable,
    fc.constant('Bearer svc_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
  ),
  { nil: undefined },
);

const jsonish = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom('freeform', 'street', 'house_number', 'locality', 'county', 'address', 'x'), fc.oneof(fc.string(), fc.integer(), fc.constant(null))).map((o) => JSON.stringify(o)),
  fc.constant('{"freeform":"SLOW"}'),
  fc.string(),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
);
const body = fc.option(fc.oneof(jsonish, fc.constant('x'.repeat(70 * 1024))), { nil: undefined });

const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/jsonx', ''),
    'idempotency-key': fc.oneof(printable, fc.constant('fixed-key')),
    'cache-control': fc.constantFrom('no-cache', 'max-age=0', 'no-store'),
    accept: fc.constantFrom('application/json', '*/*', 'text/html'),
  },
  { requiredKeys: [] },
);

describe('the server over arbitrary requests', () => {
  it('never answers 5xx except a deliberate 504, never hangs, always sends a request id', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, authorization, headers, body, async (m, p, auth, h, b) => {
        const sent: Record<string, string> = { ...h };
        if (auth !== undefined) sent.authorization = auth === 'KEY' ? `Bearer ${t.key}` : auth === 'NOPERM' ? `Bearer ${noPermission}` : auth;
        const reply = await t.call(p, { method: m, headers: sent, body: b, timeoutMs: 5000 });
        const id = reply.headers['x-service-request-id'];
        expect(id).toMatch(/^req_[0-9a-f]{32}$/);
        expect(reply.headers['x-data-attribution']).toBeTruthy();
        expect(reply.headers.link).toContain('rel="license"');
        if (reply.status >= 500) {
          expect(reply.status).toBe(504);
          expect(b).toBe('{"freeform":"SLOW"}');
        }
        if (m !== 'HEAD') {
          if (reply.status >= 400) {
            expect(Object.keys(reply.json)).toEqual(['error']);
            expect(reply.error?.request_id).toBe(id);
          } else if (!p.startsWith('/v1/openapi.json')) {
            expect(reply.json.request_id).toBe(id);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('still answers normally afterwards', async () => {
    expect((await t.authed('/v1/postal-codes/011421')).status).toBe(200);
  });
});

describe('the autocomplete cache over arbitrary queries', () => {
  it('a cache hit is what a fresh engine answers', async () => {
    // The real engine: what is tested is that a shared entry never serves one query the answer of another.
    const real = await startServer({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
    const engine = builtIndex();
    let hits = 0;
    try {
      await fc.assert(
        fc.asyncProperty(queryPair, fc.constantFrom(1, 3, 10), fc.constantFrom('autocomplete', 'search'), async ([a, b], limit, endpoint) => {
          const path = (q: string): string =>
            endpoint === 'autocomplete' ? `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=${limit}` : `/v1/search?q=${encodeURIComponent(q)}&limit=${limit}`;
          await real.authed(path(a));
          const reply = await real.authed(path(b));
          if (reply.headers['x-cache'] !== 'HIT') return;
          hits++;
          expect(reply.status).toBe(200);
          const { request_id: _id, ...body } = reply.json;
          const fresh = endpoint === 'autocomplete' ? engine.autocomplete(b, { limit }) : engine.search(b, { limit });
          expect(body, `${endpoint}: ${JSON.stringify(a)} then ${JSON.stringify(b)}`).toEqual(fresh);
        }),
        { numRuns: 250 },
      );
    } finally {
      await real.close();
    }
    expect(hits).toBeGreaterThan(40);
  });
});

/** Writes raw bytes and collects what comes back until the server closes or `ms` pass. */
function raw(port: number, bytes: string, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ms} ms to ${JSON.stringify(bytes.slice(0, 80))}`));
    }, ms);
    socket.on('data', (d) => {
      out += d.toString('latin1');
      // One complete response is enough.
      const head = out.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(out)?.[1];
      if (head >= 0 && length !== undefined && out.length >= head + 4 + Number(length)) {
        clearTimeout(timer);
        socket.destroy();
        resolve(out);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
    socket.end(bytes);
  });
}

describe('requests node itself rejects', () => {
  it('malformed HTTP gets the error shape with a request id', async () => {
    // Known methods (CONNECT included) as well as arbitrary tokens; with or without Host.
    const token = fc.oneof(fc.stringMatching(/^[\x21-\x7e]{0,12}$/), fc.constantFrom('GET', 'POST', 'CONNECT'));
    const line = fc.tuple(token, fc.stringMatching(/^[\x20-\x7e]{0,30}$/), fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/9', '', 'http/1.1'));
    const header = fc.tuple(fc.stringMatching(/^[\x20-\x7e]{0,12}$/), fc.stringMatching(/^[\x00-\x7f]{0,20}$/)).map(([n, v]) => `${n}: ${v}`);
    await fc.assert(
      fc.asyncProperty(line, fc.boolean(), fc.array(header, { maxLength: 3 }), async ([m, p, v], host, hs) => {
        const text = `${[m, p, v].join(' ')}\r\n${host ? 'Host: x\r\n' : ''}${hs.map((h) => `${h}\r\n`).join('')}\r\n`;
        const answer = await raw(t.port, text);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
        expect(answer, text).toMatch(/^HTTP\/1\.1 \d{3} /);
        expect(status).toBeLessThan(500);
        expect(answer).toMatch(/x-service-request-id: req_[0-9a-f]{32}/i);
      }),
      { numRuns: 150 },
    );
  });
});
