/**
 * Hardening over real HTTP (raw sockets where a client's exact behaviour
 * matters): bodies left unread after an early answer, the 413 reaching clients
 * that write before reading, slow clients (408), HEAD, lengths in characters,
 * parser-level rejections in the catalogue shape, and what 5xx logs hold.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyWait, doubleIndex, jsonHeaders, memoryLogger, startServer, suggestionsFor, VERIFIED, type TestServer } from './helpers/http.js';

/** What a raw client saw. */
interface RawResult {
  /** Everything received, as latin1. */
  received: string;
  /** Body bytes the client managed to hand to the socket before it closed or errored. */
  written: number;
  /** How the connection ended: `end` (the server closed cleanly), `error:<code>`, or `timeout`. */
  ended: string;
  /** Ms from the first byte written to the end of the connection. */
  ms: number;
}

/**
 * Writes `head`, then body bytes from `chunk` as fast as the socket takes them
 * until `bodyBytes` (or forever, chunked), reading only when `readWhileWriting`
 * or once everything is written. Stops at `stopMs`.
 */
function rawClient(
  port: number,
  options: { head: string; bodyBytes?: number; chunked?: boolean; readWhileWriting?: boolean; stopMs: number; chunkSize?: number },
): Promise<RawResult> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(options.chunkSize ?? 64 * 1024, 'x');
    const started = performance.now();
    let received = '';
    let written = 0;
    let done = false;
    const finish = (ended: string): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, written, ended, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish('timeout'), options.stopMs);
    const read = (): void => {
      socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    };
    socket.on('end', () => finish('end'));
    socket.on('close', () => finish('end'));
    socket.on('error', (err: NodeJS.ErrnoException) => finish(`error:${err.code}`));
    if (options.readWhileWriting) read();
    else socket.pause();
    socket.on('connect', () => {
      // Latin-1: each character one byte, so a test can write any bytes (the heads are ASCII).
      socket.write(Buffer.from(options.head, 'latin1'));
      const total = options.bodyBytes ?? Number.POSITIVE_INFINITY;
      const pump = (): void => {
        while (!done && written < total) {
          const n = Math.min(chunk.length, total - written);
          const piece = options.chunked ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), chunk.subarray(0, n), Buffer.from('\r\n')]) : chunk.subarray(0, n);
          written += n;
          if (!socket.write(piece)) {
            socket.once('drain', pump);
            return;
          }
        }
        if (!done && !options.readWhileWriting) {
          read();
          socket.resume();
        }
      };
      pump();
    });
  });
}

const statusOf = (received: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
const headerOf = (received: string, name: string): string | undefined => new RegExp(`\\r\\n${name}: ([^\\r]*)`, 'i').exec(received)?.[1];
const MiB = 1024 * 1024;

let t: TestServer;
const logger = memoryLogger();

beforeAll(async () => {
  t = await startServer({
    logger,
    timeoutMs: 300,
    headersTimeoutMs: 400,
    linger: { maxMs: 1_000 },
    index: doubleIndex({
      autocomplete: (q, o) => {
        if (q.startsWith('slow')) busyWait(400);
        if (q.startsWith('boom')) throw new Error('engine failure at /srv/app/engine.js:12');
        return suggestionsFor(q, o?.limit);
      },
      verify: () => VERIFIED,
    }),
  });
});
afterAll(() => t.close());

describe('a body left unread after an early answer', () => {
  it('401 to an endless chunked body: answered, Connection: close, and reading stops within the linger budget', async () => {
    const head = 'POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const result = await rawClient(t.port, { head, chunked: true, readWhileWriting: true, stopMs: 4_000 });
    expect(statusOf(result.received)).toBe(401);
    expect(headerOf(result.received, 'connection')).toBe('close');
    expect(headerOf(result.received, 'x-service-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    // 256 KiB of linger budget, plus what socket buffers hold; node used to read on for 300 s.
    expect(result.ended).not.toBe('timeout');
    expect(result.written).toBeLessThan(24 * MiB);
  });

  it('404 with a declared body that never comes: answered at once, connection closed after the linger time', async () => {
    const head = 'POST /v1/nothing-here HTTP/1.1\r\nHost: x\r\nContent-Length: 60000\r\n\r\n';
    const result = await rawClient(t.port, { head, bodyBytes: 10, readWhileWriting: true, stopMs: 4_000 });
    expect(statusOf(result.received)).toBe(404);
    expect(headerOf(result.received, 'connection')).toBe('close');
    expect(result.ended).toBe('end');
    expect(result.ms).toBeLessThan(3_000);
  });

  it('a declared body over 64 KiB gets 413 before the key is checked, and is not read', async () => {
    const head = 'POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n';
    const result = await rawClient(t.port, { head, readWhileWriting: true, bodyBytes: 1024 * MiB, stopMs: 4_000 });
    expect(statusOf(result.received)).toBe(413);
    expect(result.received).toContain('"code":"payload_too_large"');
    expect(result.ended).not.toBe('timeout');
    expect(result.written).toBeLessThan(24 * MiB);
  });

  it('a body that arrived whole keeps the connection: early errors on small bodies do not close it', async () => {
    const reply = await t.call('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"freeform":"x"}' });
    expect(reply.status).toBe(401);
    expect(reply.headers.connection).not.toBe('close');
  });
});

describe('the 413 reaches clients that write the whole body before reading', () => {
  it('30 clients sending 8 MiB each all read the 413 (default linger)', async () => {
    // A generous time cap: what is tested is the byte budget, not how fast a loaded machine moves 240 MiB.
    const t = await startServer({ logger: memoryLogger(), linger: { maxMs: 20_000 } });
    const head = (key: string): string =>
      `POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${8 * MiB}\r\n\r\n`;
    const results = await Promise.all(Array.from({ length: 30 }, () => rawClient(t.port, { head: head(t.key), bodyBytes: 8 * MiB, stopMs: 25_000, chunkSize: 256 * 1024 })));
    await t.close();
    const statuses = results.map((r) => statusOf(r.received));
    expect(statuses.filter((s) => s === 413)).toHaveLength(30);
  });
});

describe('slow clients get 408 client_timeout and lose their connection', () => {
  it('a body slower than the deadline: 408, Connection: close, socket closed within the linger time', async () => {
    const head = `POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"freeform":`;
    const result = await rawClient(t.port, { head, bodyBytes: 0, readWhileWriting: true, stopMs: 4_000 });
    expect(statusOf(result.received)).toBe(408);
    expect(result.received).toContain('"code":"client_timeout"');
    expect(headerOf(result.received, 'connection')).toBe('close');
    expect(result.ended).toBe('end');
    expect(result.ms).toBeLessThan(3_000);
  });

  it('headers slower than headersTimeoutMs: 408 in the API shape with a request id', async () => {
    const result = await rawClient(t.port, { head: 'GET /v1/usage HTTP/1.1\r\nHost: x\r\n', bodyBytes: 0, readWhileWriting: true, stopMs: 4_000 });
    expect(statusOf(result.received)).toBe(408);
    expect(result.received).toContain('"code":"client_timeout"');
    expect(headerOf(result.received, 'x-service-request-id')).toMatch(/^req_/);
    expect(result.ms).toBeLessThan(3_000);
  });

  it('an engine slower than the deadline is still 504 request_timeout (the server is slow, not the client)', async () => {
    const reply = await t.authed('/v1/addresses/autocomplete?q=slow%20query');
    expect(reply.status).toBe(504);
    expect(reply.error?.code).toBe('request_timeout');
  });
});

describe('HEAD', () => {
  it('is served like GET, without a body', async () => {
    const get = await t.authed('/v1/postal-codes/011421');
    const head = await t.authed('/v1/postal-codes/011421', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.headers['x-service-request-id']).toMatch(/^req_/);
    const openapi = await t.call('/v1/openapi.json', { method: 'HEAD' });
    expect(openapi.status).toBe(200);
    const missing = await t.call('/v1/usage', { method: 'HEAD' });
    expect(missing.status).toBe(401);
    expect(missing.text).toBe('');
  });

  it('is not allowed on POST routes; Allow lists HEAD with GET', async () => {
    const reply = await t.authed('/v1/addresses/verify', { method: 'HEAD' });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('POST');
    expect((await t.authed('/v1/usage', { method: 'PUT' })).headers.allow).toBe('GET, HEAD');
  });
});

describe('lengths are counted in characters (code points), as for verify fields', () => {
  it('q of 200 emoji (400 UTF-16 units) is accepted; 257 characters are not; one emoji is too short', async () => {
    const emoji = '\u{1F3E0}';
    expect((await t.authed(`/v1/addresses/autocomplete?q=${encodeURIComponent(emoji.repeat(200))}`)).status).toBe(200);
    const long = await t.authed(`/v1/addresses/autocomplete?q=${encodeURIComponent('ă'.repeat(257))}`);
    expect(long.error?.code).toBe('field_too_long');
    const short = await t.authed(`/v1/addresses/autocomplete?q=${encodeURIComponent(emoji)}`);
    expect(short.error?.code).toBe('invalid_query');
  });

  it('the library counts the same way', async () => {
    const { builtIndex } = await import('./helpers/index.js');
    const index = builtIndex();
    expect(() => index.autocomplete('\u{1F3E0}'.repeat(200))).not.toThrow();
    expect(() => index.autocomplete('\u{1F3E0}')).toThrow(expect.objectContaining({ code: 'invalid_query' }));
  });
});

describe('requests the parser refuses get catalogue errors with request ids', () => {
  const exchange = (bytes: string): Promise<RawResult> => rawClient(t.port, { head: bytes, bodyBytes: 0, readWhileWriting: true, stopMs: 3_000 });
  const expectCatalogued = (result: RawResult, status: number, code: string): void => {
    expect(statusOf(result.received), result.received.slice(0, 200)).toBe(status);
    expect(result.received).toContain(`"code":"${code}"`);
    const id = headerOf(result.received, 'x-service-request-id');
    expect(id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(result.received).toContain(`"request_id":"${id}"`);
  };

  it('unknown method: 405 with Allow', async () => {
    const result = await exchange('FOO /v1/usage HTTP/1.1\r\nHost: x\r\n\r\n');
    expectCatalogued(result, 405, 'method_not_allowed');
    expect(headerOf(result.received, 'allow')).toBe('GET, HEAD, POST');
  });

  it('a target over 16 KB: 414 uri_too_long', async () => {
    expectCatalogued(await exchange(`GET /v1/addresses/autocomplete?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 414, 'uri_too_long');
  });

  it('headers over 16 KB: 431 headers_too_large', async () => {
    expectCatalogued(await exchange(`GET /v1/usage HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'headers_too_large');
  });

  it('Expect: bogus: 417 expectation_failed', async () => {
    expectCatalogued(await exchange(`POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Length: 2\r\n\r\n{}`), 417, 'expectation_failed');
  });

  it('garbage: 400 malformed_request (not invalid_body)', async () => {
    expectCatalogued(await exchange('GET /v1/usage HTTP/1.1\r\nHost x\r\n\r\n'), 400, 'malformed_request');
  });

  it('HTTP/1.1 without Host: 400 malformed_request saying so, and the connection closed', async () => {
    for (const request of ['GET /v1/postal-codes/011421 HTTP/1.1\r\n\r\n', 'POST /v1/addresses/verify HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}']) {
      const result = await exchange(request);
      expectCatalogued(result, 400, 'malformed_request');
      expect(result.received).toMatch(/"message":"[^"]*Host/);
      expect(headerOf(result.received, 'connection')).toBe('close');
      expect(result.ended).toBe('end');
    }
    // HTTP/1.0 has no Host requirement: served as before.
    expect(statusOf((await exchange('GET /v1/openapi.json HTTP/1.0\r\n\r\n')).received)).toBe(200);
  });

  it('CONNECT: 405 method_not_allowed with Allow, then the connection closed', async () => {
    for (const target of ['example.com:443', '127.0.0.1:22']) {
      const result = await exchange(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
      expectCatalogued(result, 405, 'method_not_allowed');
      expect(headerOf(result.received, 'allow')).toBe('GET, HEAD, POST');
      expect(headerOf(result.received, 'connection')).toBe('close');
      expect(result.ended).toBe('end');
    }
  });

  it('a JSON body in a charset other than UTF-8: 400 invalid_body naming the charset, never decoded as UTF-8', async () => {
    // Câmpina in Latin-1 (â is one byte, 0xE2), and an ASCII body that UTF-8 would read the same: both refused.
    for (const body of ['{"freeform":"Strada Mare 5, C\u00e2mpina"}', '{"freeform":"Strada Mare 5, Campina"}']) {
      for (const charset of ['iso-8859-1', '"windows-1250"', 'Latin1']) {
        const head = `POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.key}\r\nContent-Type: application/json; charset=${charset}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
        const result = await exchange(head + body);
        expectCatalogued(result, 400, 'invalid_body');
        expect(result.received).toContain(`charset ${charset.replace(/"/g, '').toLowerCase()}`);
      }
    }
    // UTF-8 named in any spelling, quoted or not, is accepted.
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"', 'utf8']) {
      const body = '{"freeform":"Strada Lipscani 5, București"}';
      const head = `POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.key}\r\nContent-Type: application/json;charset=${charset}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
      const result = await rawClient(t.port, { head: Buffer.from(head + body, 'utf8').toString('latin1'), bodyBytes: 0, readWhileWriting: true, stopMs: 3_000 });
      expect(statusOf(result.received), `${charset}: ${result.received.slice(0, 300)}`).toBe(200);
    }
  });

  it('Expect: 100-continue: no 100 before an early error, and the 100 then the answer otherwise', async () => {
    const refused = await exchange('POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n');
    expect(refused.received).not.toContain('100 Continue');
    expect(statusOf(refused.received)).toBe(401);
    const headers = Object.entries(jsonHeaders(t.key))
      .map(([k, v]) => `${k}: ${String(v)}\r\n`)
      .join('');
    const accepted = await new Promise<string>((resolve) => {
      const socket = connect(t.port, '127.0.0.1');
      let got = '';
      socket.on('data', (d: Buffer) => {
        got += d.toString('latin1');
        if (got.includes('100 Continue') && !got.includes('200 OK') && !got.includes('sent')) {
          got += 'sent';
          socket.write('{"freeform":"Calea Victoriei 12"}'.padEnd(40, ' '));
        }
        if (got.includes('"request_id"')) socket.destroy();
      });
      socket.on('close', () => resolve(got));
      socket.write(`POST /v1/addresses/verify HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n${headers}Content-Length: 40\r\n\r\n`);
      setTimeout(() => socket.destroy(), 3_000);
    });
    expect(accepted).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(accepted).toContain('HTTP/1.1 200 OK');
  });
});

describe('5xx logs', () => {
  it('log the path, not the query, and no stack for a deadline', async () => {
    logger.lines.length = 0;
    expect((await t.authed('/v1/addresses/autocomplete?q=slow%20Strada%20Secret%C4%83%2012')).status).toBe(504);
    expect((await t.authed('/v1/addresses/autocomplete?q=boom%20Strada%20Secret%C4%83%2012')).status).toBe(500);
    expect(logger.lines).toHaveLength(2);
    for (const { fields } of logger.lines) {
      expect(fields.path).toBe('/v1/addresses/autocomplete');
      const text = JSON.stringify(fields);
      expect(text).not.toMatch(/secret|Strada/i);
      expect(text).not.toContain('q=');
    }
    const deadline = logger.lines.find((l) => l.message === 'request passed its deadline');
    expect(String(deadline?.fields.error)).not.toMatch(/\n\s+at |\.ts:|\.js:/);
  });
});
