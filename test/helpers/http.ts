/**
 * Test helpers of the HTTP adapter: a server on an ephemeral loopback port, a
 * small client over node:http, an injectable clock, and test doubles of the
 * index for HTTP behaviour that must not depend on engine output.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressIndex, AutocompleteResponse, VerifyResult } from '../../src/types.js';
import { createServer, MemoryKeyStore, type HttpOptions, type Permission } from '../../src/http/index.js';
import { namingFor } from '../../src/http/headers.js';
import { builtIndex } from './index.js';

/** A response as the client saw it. */
export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed body when it is a JSON object, else `{}`. */
  json: Record<string, unknown>;
  /** `json.error` of an error body. */
  error?: { code: string; message: string; request_id: string };
}

/** What to send. */
export interface Send {
  method?: string;
  headers?: OutgoingHttpHeaders;
  /** A whole body, or chunks written one by one (chunked transfer). */
  body?: string | Buffer | Buffer[];
  /** Fail the call when no response arrives within this many ms (default 10 s): "never hangs". */
  timeoutMs?: number;
}

/** A settable clock. */
export class TestClock {
  constructor(public now: number = Date.UTC(2025, 6, 15, 12, 0, 0)) {}
  readonly fn = (): number => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
}

/** A running test server. */
export interface TestServer {
  server: Server;
  port: number;
  keys: MemoryKeyStore;
  /** A test key of organization `acme` allowed everything. */
  key: string;
  call(path: string, send?: Send): Promise<Reply>;
  /** {@link call} with `Authorization: Bearer <key>` (default: {@link key}). */
  authed(path: string, send?: Send, key?: string): Promise<Reply>;
  /** Makes a key for `org` with `allow`. */
  newKey(org: string, allow?: Permission[], env?: 'live' | 'test'): string;
  close(): Promise<void>;
}

export const ALL: Permission[] = ['verify', 'autocomplete', 'search', 'postal_codes', 'usage', 'batch'];

/** Logger that keeps what it is told. */
export function memoryLogger(): { lines: Array<{ message: string; fields: Record<string, unknown> }>; error: (m: string, f: Record<string, unknown>) => void } {
  const lines: Array<{ message: string; fields: Record<string, unknown> }> = [];
  return { lines, error: (message, fields) => lines.push({ message, fields }) };
}

/** Sends one request to 127.0.0.1:`port`. */
export function send(port: number, path: string, options: Send = {}, agent?: Agent): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const headers: OutgoingHttpHeaders = { ...options.headers };
    // node sends a GET/DELETE/OPTIONS body without a length unless told one; give it the length, as any client would.
    if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) {
      if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) headers['content-length'] = Buffer.byteLength(options.body);
    }
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent: agent ?? false });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no response to ${options.method ?? 'GET'} ${path} within ${options.timeoutMs ?? 10_000} ms`));
    }, options.timeoutMs ?? 10_000);
    let settled = false;
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        settled = true;
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const json = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
        const error = json.error as Reply['error'];
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, error });
      });
    });
    req.on('error', (err) => {
      // Writing the rest of a body the server refused (413) fails with EPIPE/ECONNRESET after the response came.
      if (settled) return;
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EPIPE' || code === 'ECONNRESET') return;
      clearTimeout(timer);
      reject(err);
    });
    const body = options.body;
    if (Array.isArray(body)) {
      let i = 0;
      const pump = (): void => {
        while (i < body.length) {
          if (req.destroyed) return;
          if (!req.write(body[i++])) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
    } else {
      req.end(body);
    }
  });
}

/** Starts a server on an ephemeral loopback port; the options default to the built index and a fresh key store. */
export async function startServer(options: Partial<HttpOptions> = {}): Promise<TestServer> {
  const keys = (options.keys as MemoryKeyStore | undefined) ?? new MemoryKeyStore();
  const environment = options.environment ?? 'sandbox';
  const env = environment === 'live' ? 'live' : 'test';
  const server = createServer({ index: builtIndex(), logger: memoryLogger(), ...options, keys, environment });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const newKey = (org: string, allow: Permission[] = ALL, keyEnv: 'live' | 'test' = env): string => keys.createKey({ org, env: keyEnv, allow, naming: namingFor(options.brand) }).key;
  const key = newKey('acme');
  const call = (path: string, s?: Send): Promise<Reply> => send(port, path, s, agent);
  return {
    server,
    port,
    keys,
    key,
    call,
    authed: (path, s = {}, k = key) => call(path, { ...s, headers: { authorization: `Bearer ${k}`, ...s.headers } }),
    newKey,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}


/** A verification result for doubles. */
export const VERIFIED: VerifyResult = {
  verdict: 'valid',
  confidence: 0.97,
  address: { street: 'Calea Victoriei', house_number: '12', locality: 'București', county: 'București', county_code: 'B', postal_code: '010061' },
  corrections: [],
};

/** Autocomplete answer for doubles: one suggestion per requested slot, echoing the query. */
export function suggestionsFor(q: string, limit = 10): AutocompleteResponse {
  return { suggestions: Array.from({ length: Math.min(limit, 3) }, (_, i) => ({ text: `${q} ${i}`, locality: 'București', county: 'București', postal_code: '010061' })) };
}

/**
 * The built index with some engines replaced: for HTTP behaviour that must not
 * depend on what the engines answer (replay, timeouts, 500s, cache hits).
 * Only the public `AddressIndex` interface is implemented.
 */
export function doubleIndex(over: Partial<Pick<AddressIndex, 'verify' | 'autocomplete' | 'lookupPostalCode' | 'search'>>): AddressIndex {
  const base = builtIndex();
  return {
    info: base.info,
    lookupPostalCode: over.lookupPostalCode ?? ((code) => base.lookupPostalCode(code)),
    autocomplete: over.autocomplete ?? ((q, o) => base.autocomplete(q, o)),
    // The engine's key even for a double: the cache shares entries as it does in production.
    autocompleteKey: (q, o) => base.autocompleteKey?.(q, o),
    verify: over.verify ?? ((input) => base.verify(input)),
    search: over.search ?? ((q, o) => base.search(q, o)),
    searchKey: (q, o) => base.searchKey?.(q, o),
    prepare: () => base.prepare(),
  };
}

/** Blocks the thread for `ms`: a synchronous engine call that overruns its deadline. */
export function busyWait(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

/** JSON POST headers with a key. */
export function jsonHeaders(key: string, extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders {
  return { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...extra };
}
