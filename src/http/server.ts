/**
 * The request pipeline and the server: `createHandler(options)` gives a node
 * `(req, res)` listener (for `http.createServer`, Express, Fastify);
 * `createServer(options)` wraps it in an `http.Server` (which `stopOnSignals`,
 * shutdown.ts, shuts down gracefully).
 *
 * Order of checks on an endpoint that needs a key: route (404, 405), a
 * declared body over 64 KiB (413), key (401), the playground page key's
 * origin (403), rate limit (429; from here on every response carries X-RateLimit-*),
 * permission (403), subscription (403, 402), quota (402), Idempotency-Key (400),
 * body (400, 413), idempotency record (replay, 422), the endpoint.
 */
import { createServer as createNodeServer, maxHeaderSize, STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import type { AddressIndex } from '../types.js';
import { authenticate, authorize, checkSubscription, KeyDigests } from './auth.js';
import { bodyDigest, LruCache } from './cache.js';
import { ClientGoneError, readJsonBody, tooLarge } from './body.js';
import { DeadlineQueue } from './deadlines.js';
import { CACHE_KEYS, ENDPOINTS, type EndpointDeps, type EndpointReply, type EndpointRequest } from './endpoints.js';
import { attributionHeaders, DEFAULT_LICENSE_URL, namingFor, rateLimitHeaders, type AttributionHeaders, type AttributionOptions, type Naming } from './headers.js';
import { HttpError, isAddressError } from './http-error.js';
import { IdempotencyGate, idempotencyKeyOf, requestFingerprint, type IdempotencyOutcome } from './idempotency.js';
import { openApiDocument } from './openapi.js';
import { Playground, type PageReply, type PlaygroundOptions } from './playground.js';
import { splitTarget } from './params.js';
import { DEFAULT_PLAN, hardQuota, quotaExceeded, quotaPeriod } from './quota.js';
import { checkRateLimitOptions, decide, DEFAULT_RATE_LIMIT, rateLimitError, windowStartOf, type RateLimitOptions } from './rate-limit.js';
import { newRequestId } from './request-id.js';
import { ALLOWED_METHODS, matchRoute, type Route, type RouteId } from './router.js';
import { bodyLeftUnread, declaredLength, DEFAULT_LINGER, lingerAfterAnswer, type LingerLimits } from './linger.js';
import { LIMITS } from '../shared/errors.js';
import { isPromise, memoryStores, type Awaitable, type Clock, type KeyStore, type Plan, type Stores } from './stores.js';
import { usageEntry, type HeldBody, type RequestStore } from './admission.js';
import { guardJobStore, guardStores } from './store-guard.js';
import type { AccessLog } from './access-log.js';
import { BatchRunner, type BatchOptions } from './batch.js';
import { onDrain } from './shutdown.js';

/** Where the adapter reports failures it hides from clients (500s, 504s). */
export interface HttpLogger {
  error(message: string, fields: Record<string, unknown>): void;
}

/** Options of {@link createHandler} and {@link createServer}. */
export interface HttpOptions {
  /**
   * The index to serve (from `loadIndex()`); only its public API is used. Making
   * the handler calls `index.prepare()`, so no request pays for building the
   * search tables.
   */
  index: AddressIndex;
  /** Where API keys and organizations are found: a `MemoryKeyStore`, a `FileKeyStore`, or your own. */
  keys: KeyStore;
  /** `sandbox` (default) accepts only test keys (`svc_test_`); `live` only live keys (`svc_live_`). */
  environment?: 'live' | 'sandbox';
  /** Stores to share between instances; any left out is in memory. */
  stores?: Partial<Stores>;
  /** The time, for rate-limit windows, quota periods, grace periods and idempotency expiry; default `Date.now`. */
  clock?: Clock;
  /** Requests per key per window; default 600 per 60 s. */
  rateLimit?: Partial<RateLimitOptions>;
  /** The plan of organizations the key store does not describe; default no quota. */
  defaultPlan?: Plan;
  /**
   * Deadline of a request in ms, from its headers to its answer. Past it, 408
   * `client_timeout` while the body is still arriving (the client is too slow),
   * else 504 `request_timeout`. Default 10,000.
   */
  timeoutMs?: number;
  /** With `createServer`: time allowed for a request's headers to arrive, in ms; past it, 408 `client_timeout`. Default 10,000. */
  headersTimeoutMs?: number;
  /**
   * After answering a request whose body has not all arrived (an early error),
   * how much more the server reads before closing, so the answer is not lost
   * to a reset: default 16 MiB of a declared body (none past that), 256 KiB of a
   * chunked one, 5 s at most.
   */
  linger?: Partial<LingerLimits>;
  /** Attribution texts and the legal page of the `Link` header; default from the index's data sources. */
  attribution?: AttributionOptions;
  /**
   * The product's own word in place of the specification's neutral one: with
   * `acme`, keys are `acme_live_...`/`acme_test_...` and headers `X-Acme-Request-Id`...
   */
  brand?: string;
  /** Default: one JSON line per failure on stderr. */
  logger?: HttpLogger;
  /** Batch jobs: their store, the hosts their URLs may reach, limits and retention (see docs/http.md > Batch jobs). */
  batch?: BatchOptions;
  /**
   * One entry per answered request: `jsonAccessLog()` writes pino-style JSON
   * lines on stdout (what `serve --log json` does). Default: none.
   */
  accessLog?: AccessLog;
  /**
   * Serve the playground page at `GET /` (and its files under `/playground/`).
   * Default false; `ro-address serve` turns it on. `true` is `{}`: on a sandbox
   * server the page gets a sandbox key of its own, limited to `verify`,
   * `autocomplete` and `postal_codes` and to requests from the page's origin
   * (see docs/http.md, "The playground page").
   */
  playground?: boolean | PlaygroundOptions;
}

/** A node request listener; the third argument (Express's `next`) is ignored: every request is answered. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** How long an Idempotency-Key claim outlives its request's deadline, for the answer to be kept. */
const CLAIM_MARGIN_MS = 5_000;

const stderrLogger: HttpLogger = {
  error(message, fields) {
    process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields })}\n`);
  },
};

/** The options with every default filled in, computed once per handler. */
interface Config {
  index: AddressIndex;
  keys: KeyStore;
  keyEnv: 'live' | 'test';
  stores: Stores & { requests: RequestStore };
  clock: Clock;
  rateLimit: RateLimitOptions;
  defaultPlan: Plan;
  timeoutMs: number;
  linger: LingerLimits;
  naming: Naming;
  attribution: AttributionHeaders;
  logger: HttpLogger;
  accessLog: AccessLog | undefined;
  gate: IdempotencyGate;
  deps: EndpointDeps;
  playground: Playground | undefined;
  /** SHA-256 of keys accepted recently (see auth.ts). */
  digests: KeyDigests;
  /** GET targets of cached routes already seen: their route, parameters and cache key (see {@link KnownTarget}). */
  targets: LruCache<string, KnownTarget>;
  /** Cached bodies as bytes ready to send (see {@link PreparedBody}), by cache key. */
  prepared: LruCache<string, PreparedBody>;
  /** The server is shutting down (see shutdown.ts): every answer closes its connection. */
  draining: boolean;
}

/**
 * A GET target of a cached route, seen before. Its route, parameters and cache
 * key depend on the target alone (and the index, fixed per handler), so a
 * target sent again (a type-ahead prefix, a popular code) is not split, routed,
 * parsed and normalized again.
 */
interface KnownTarget {
  route: Route;
  params: Readonly<Record<string, string>>;
  cacheKey: string;
}

/** Targets longer than this are not remembered: type-ahead queries are short, and a long one should not crowd them out. */
const MAX_KNOWN_TARGET = 512;

/**
 * A cached body as the bytes of its answer up to the request id: the JSON
 * without its closing brace, then `,"request_id":"`. An answer is then a copy
 * of those bytes, the id and `"}`, with no JSON, UTF-8 encoding or length
 * scan of the body per request.
 */
class PreparedBody implements HeldBody {
  readonly head: Buffer;
  #digest: string | undefined;

  /** @param json the cached JSON the bytes are made from: a hit with another body (the entry changed) is prepared again */
  constructor(readonly json: string) {
    this.head = Buffer.from(json === '{}' ? '{"request_id":"' : `${json.slice(0, -1)},"request_id":"`);
  }

  /** Asked only by a shared store (see `Admission.held`): in-memory stores never pay for it. */
  get digest(): string {
    return (this.#digest ??= bodyDigest(this.json));
  }
}

/** The answer's bytes: the prepared head, the request id (`req_` and hex: ASCII, nothing to escape) and `"}`. */
function preparedAnswer(prepared: PreparedBody, requestId: string): Buffer {
  const head = prepared.head;
  const out = Buffer.allocUnsafe(head.length + requestId.length + 2);
  head.copy(out, 0);
  const at = head.length + out.write(requestId, head.length, 'latin1');
  out[at] = 0x22; // "
  out[at + 1] = 0x7d; // }
  return out;
}

function configure(options: HttpOptions): Config {
  const environment = options.environment ?? 'sandbox';
  if (environment !== 'live' && environment !== 'sandbox') throw new TypeError(`environment must be "live" or "sandbox", got ${JSON.stringify(environment)}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${timeoutMs}`);
  const naming = namingFor(options.brand);
  const logger = options.logger ?? stderrLogger;
  const given = options.stores ?? {};
  // Stores that are given but say nothing of their health are the user's own: reported under that word.
  const health = given.health ?? { backend: Object.keys(given).length > 0 ? 'custom' : 'memory', ping: () => Promise.resolve() };
  const guarded = guardStores({ ...memoryStores(), ...given, health }, options.keys, logger);
  const stores = guarded.stores;
  const index = options.index;
  index.prepare();
  const openApiJson = JSON.stringify(openApiDocument({ naming, environment, dataVersion: index.info.data_version }));
  const clock = options.clock ?? Date.now;
  const batchOptions = options.batch?.store === undefined ? options.batch : { ...options.batch, store: guardJobStore(options.batch.store, logger) };
  const batch = new BatchRunner({ index, keys: options.keys, clock, signatureHeader: naming.signature, logger }, batchOptions);
  batch.start();
  const playground =
    options.playground === undefined || options.playground === false
      ? undefined
      : new Playground(options.playground === true ? {} : options.playground, {
          environment,
          naming,
          info: index.info,
          index,
          licenseUrl: options.attribution?.licenseUrl ?? DEFAULT_LICENSE_URL,
        });
  return {
    index,
    keys: playground === undefined ? guarded.keys : playground.keyStore(guarded.keys),
    keyEnv: environment === 'live' ? 'live' : 'test',
    stores,
    clock,
    rateLimit: checkRateLimitOptions({ ...DEFAULT_RATE_LIMIT, ...options.rateLimit }),
    defaultPlan: options.defaultPlan ?? DEFAULT_PLAN,
    timeoutMs,
    linger: { ...DEFAULT_LINGER, ...options.linger },
    naming,
    attribution: attributionHeaders(index.info, options.attribution),
    logger,
    accessLog: options.accessLog,
    // A claim outlives any request: the deadline, then the time its answer takes to be kept.
    gate: new IdempotencyGate(stores.idempotency, timeoutMs + CLAIM_MARGIN_MS),
    deps: { index, stores, openApiJson, batch },
    playground,
    digests: new KeyDigests(),
    targets: new LruCache(4_096),
    prepared: new LruCache(4_096, { maxBytes: 16 * 1024 * 1024, sizeOf: (p) => p.head.length + 2 * p.json.length + 64 }),
    draining: false,
  };
}

/** True when Cache-Control carries the `no-cache` directive. */
function bypassesCache(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(',').some((directive) => directive.trim().toLowerCase() === 'no-cache');
}

/**
 * `{...payload, request_id}` without parsing the payload again: it is always a
 * JSON object, and request ids are `req_` and hex digits, which need no escaping.
 */
function withRequestId(json: string, requestId: string): string {
  return json === '{}' ? `{"request_id":"${requestId}"}` : `${json.slice(0, -1)},"request_id":"${requestId}"}`;
}

/**
 * What the endpoint of a request is given, its query parsed only when read.
 * A class with the getter on its prototype, not an object literal with a
 * getter: with the literal (a new getter closure per request), collections of
 * the young generation took 3-19 ms under load and objects reached the old
 * generation at about 1.5 KB a request; with the class, under 1 ms and none
 * (bench/RESULTS.md, issue 10 third pass).
 */
class ServedRequest implements EndpointRequest {
  body: Record<string, unknown> | undefined = undefined;
  org: { id: string; plan: Plan } | undefined = undefined;
  prefetched: { key: string; body: string | undefined } | undefined = undefined;
  readonly #x: Exchange;

  constructor(
    x: Exchange,
    readonly params: Readonly<Record<string, string>>,
    readonly noCache: boolean,
    readonly now: number,
  ) {
    this.#x = x;
  }

  get query(): URLSearchParams {
    return this.#x.query;
  }
}

/** One request and its one answer. */
class Exchange {
  readonly requestId = newRequestId();
  readonly startedAt = performance.now();
  /** When the request passes its deadline (`performance.now()` time). */
  readonly dueAt: number;
  /** True while the request body is being read: a deadline passing then is the client's (408), not ours (504). */
  receivingBody = false;
  /** X-RateLimit-* once the key is counted; sent on every later response. */
  rateLimit: Record<string, string> = {};
  /** The Idempotency-Key ticket, when the request holds one: told the final response. */
  ticket: Extract<IdempotencyOutcome, { kind: 'run' }> | undefined;
  /** The id of the accepted API key, for the access log. */
  keyId: string | undefined;
  /** The request target as sent (path and query). */
  readonly target: string;
  /** Its path; the query is parsed only when asked for ({@link query}). */
  readonly pathname: string;
  #query: URLSearchParams | undefined;
  #answered = false;

  constructor(
    readonly config: Config,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {
    this.dueAt = this.startedAt + config.timeoutMs;
    this.target = req.url ?? '/';
    const mark = this.target.indexOf('?');
    this.pathname = !this.target.startsWith('/') ? splitTarget(this.target).pathname : mark < 0 ? this.target : this.target.slice(0, mark);
  }

  /** The query parameters, parsed on first use. */
  get query(): URLSearchParams {
    return (this.#query ??= splitTarget(this.target).query);
  }

  get answered(): boolean {
    return this.#answered;
  }

  /** Throws 504 when the deadline passed while synchronous work (an engine call) held the thread. */
  checkDeadline(): void {
    if (performance.now() > this.dueAt) throw new HttpError('request_timeout');
  }

  /**
   * Sends the one response. Later calls do nothing: a request answered by its
   * deadline timer must not be answered again when its handler finishes.
   */
  send(status: number, body: string | Buffer, headers: Record<string, string>, options: { requestId?: string; closeConnection?: boolean } = {}): Awaitable<void> {
    if (this.#answered) return;
    this.#answered = true;
    const requestId = options.requestId ?? this.requestId;
    const ticket = this.ticket;
    this.ticket = undefined;
    if (ticket === undefined) {
      this.#write(status, body, headers, requestId, options.closeConnection ?? false);
      return;
    }
    // Kept before it is sent, so a retry can never arrive before the record (5xx are not kept: retrying them should run again).
    return ticket
      .finish(status < 500 ? { status, body: typeof body === 'string' ? body : body.toString('utf8'), request_id: requestId, headers: pickAttribution(headers) } : undefined)
      .catch((err: unknown) => {
        if (!isStoreOutage(err)) this.config.logger.error('idempotency store failed', { request_id: requestId, error: describeError(err) });
      })
      .then(() => this.#write(status, body, headers, requestId, options.closeConnection ?? false));
  }

  /** Sends a playground response (no idempotency ticket can be held on those GETs). */
  sendPage(page: PageReply): void {
    if (this.#answered) return;
    this.#answered = true;
    this.#write(page.status, page.body, page.headers, this.requestId, false);
  }

  #write(status: number, body: string | Buffer, headers: Record<string, string>, requestId: string, closeConnection: boolean, waited = false): void {
    const res = this.res;
    if (res.headersSent || res.destroyed) return;
    if (!waited && bodyLeftUnread(this.req)) {
      // Answered before the body was parsed: it may be in the bytes node is parsing right now. Look again
      // once they are, so a small body sent along with its headers does not cost the connection.
      setImmediate(() => this.#write(status, body, headers, requestId, closeConnection, true));
      return;
    }
    const out: OutgoingHttpHeaders = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': typeof body === 'string' ? Buffer.byteLength(body) : body.length,
      'X-Content-Type-Options': 'nosniff',
      ...this.config.attribution.plain,
      ...this.rateLimit,
      ...headers,
      [this.config.naming.requestId]: requestId,
    };
    // A body left unread is not read to the end to keep the connection: answer, then close (see linger.ts).
    const unread = bodyLeftUnread(this.req);
    if (closeConnection || unread || this.config.draining) out.Connection = 'close';
    if (unread) lingerAfterAnswer(this.req, this.config.linger);
    res.writeHead(status, out);
    res.end(body);
    const log = this.config.accessLog;
    if (log !== undefined) {
      log.write({
        time: Date.now(),
        requestId,
        method: this.req.method ?? '',
        path: this.pathname,
        status,
        latencyUs: Math.round((performance.now() - this.startedAt) * 1000),
        keyId: this.keyId,
        cache: headers['X-Cache'],
      });
    }
  }

  /**
   * Streams a text body (batch results) with backpressure. Once the head is
   * sent an error can no longer be answered: the connection is cut instead, so
   * the client sees a broken transfer rather than a truncated file.
   */
  async #stream(contentType: string, chunks: AsyncIterable<Uint8Array | string>): Promise<void> {
    if (this.#answered) return;
    this.#answered = true;
    const res = this.res;
    res.writeHead(200, {
      'Content-Type': contentType,
      'X-Content-Type-Options': 'nosniff',
      ...this.config.attribution.plain,
      ...this.rateLimit,
      [this.config.naming.requestId]: this.requestId,
      ...(this.config.draining ? { Connection: 'close' } : {}),
    });
    if (this.req.method === 'HEAD') {
      // The headers are the answer; the results are not read (and a file stream is closed).
      res.end();
      await chunks[Symbol.asyncIterator]().return?.();
      return;
    }
    try {
      for await (const chunk of chunks) {
        if (res.destroyed) break;
        if (!res.write(chunk)) await new Promise<void>((resolve) => {
          const done = (): void => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
      res.end();
    } catch (err) {
      this.config.logger.error('could not stream a response', { request_id: this.requestId, error: describeError(err) });
      res.destroy();
    }
  }

  /** Sends a successful reply. */
  reply(reply: EndpointReply): Awaitable<void> {
    const headers: Record<string, string> = {};
    if (reply.coordinates) Object.assign(headers, this.config.attribution.withCoordinates);
    if (reply.cache !== undefined) headers['X-Cache'] = reply.cache;
    if (reply.stream !== undefined) return this.#stream(reply.stream.contentType, reply.stream.chunks);
    if (reply.verbatim) return this.send(reply.status ?? 200, reply.json, headers);
    if (reply.cacheKey === undefined) return this.send(reply.status ?? 200, withRequestId(reply.json, this.requestId), headers);
    // A cached answer: its bytes are prepared once per body, and each answer only adds its request id.
    const prepared = this.config.prepared;
    let ready = prepared.get(reply.cacheKey);
    if (ready === undefined || ready.json !== reply.json) prepared.set(reply.cacheKey, (ready = new PreparedBody(reply.json)));
    return this.send(reply.status ?? 200, preparedAnswer(ready, this.requestId), headers);
  }

  /** Answers with the error `err`: its own code, or 500 `internal_error` (logged, never shown) for anything unexpected. */
  async fail(err: unknown): Promise<void> {
    if (this.#answered) return;
    if (err instanceof ClientGoneError) {
      // Nobody is left to answer; release what the request holds.
      this.#answered = true;
      await this.ticket?.finish();
      return;
    }
    const error = isAddressError(err) ? err : new HttpError('internal_error');
    if (error.status >= 500 && !isStoreOutage(error)) {
      // The path only: the query string holds what users typed (addresses). A stack only for the unexpected.
      const timedOut = error.code === 'request_timeout';
      this.config.logger.error(timedOut ? 'request passed its deadline' : 'unexpected error', {
        request_id: this.requestId,
        method: this.req.method,
        path: this.pathname,
        error: timedOut ? `${error.code}: ${error.message}` : describeError(err),
      });
    }
    const body = JSON.stringify({ error: { code: error.code, message: error.message, request_id: this.requestId } });
    const own = err instanceof HttpError ? err : undefined;
    await this.send(error.status, body, { ...own?.headers }, { closeConnection: own?.closeConnection ?? false });
  }
}

/**
 * A 503 `service_unavailable`: a store is away (store-guard.ts reports that at
 * most once every 5 s per store; /health answers it). Not logged per request:
 * during an outage every request gets one, and a line each (with a stack)
 * would flood the log.
 */
function isStoreOutage(err: unknown): boolean {
  return err instanceof HttpError && err.code === 'service_unavailable';
}

function describeError(err: unknown): string {
  return err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
}

/** The headers of a response that describe its body, kept with an idempotency record. */
function pickAttribution(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers['X-Data-Attribution'] !== undefined) out['X-Data-Attribution'] = headers['X-Data-Attribution'];
  if (headers.Link !== undefined) out.Link = headers.Link;
  return out;
}

async function pipeline(x: Exchange): Promise<void> {
  const { config, req } = x;
  const method = req.method ?? '';
  // A cached route's GET target seen before: routed and keyed already (the playground never answers those paths).
  const known = method === 'GET' ? config.targets.get(x.target) : undefined;
  let route: Route;
  let params: Readonly<Record<string, string>>;
  if (known !== undefined) {
    ({ route, params } = known);
  } else {
    const pathname = x.pathname;
    const page = config.playground?.answer(method, pathname, req.headers);
    if (page !== undefined) {
      x.sendPage(page);
      return;
    }
    const match = matchRoute(method, pathname);
    if (match.kind === 'not_found') throw new HttpError('not_found', { message: `No endpoint at ${pathname === '' ? 'this path' : pathname}.` });
    if (match.kind === 'method_not_allowed') {
      throw new HttpError('method_not_allowed', { message: `${req.method} is not supported here; use ${match.allow.join(' or ')}.`, headers: { Allow: match.allow.join(', ') } });
    }
    ({ route, params } = match);
  }
  // Before any key is checked: an over-long body is refused without reading it, whoever sends it.
  if ((declaredLength(req) ?? 0) > LIMITS.maxBodyBytes) throw tooLarge();
  const now = config.clock();
  const request = new ServedRequest(x, params, bypassesCache(req.headers['cache-control']), now);
  let keyId: string | undefined;
  /** The call was counted at admission (a cache hit): not counted again. */
  let billed = false;

  if (route.permission !== undefined) {
    // Stores may answer at once or with a promise: await only promises (see isPromise).
    const authenticated = authenticate(req.headers.authorization, config.keys, config.keyEnv, config.naming, config.digests);
    const key = isPromise(authenticated) ? await authenticated : authenticated;
    config.playground?.checkPageKeyRequest(key, req.headers);
    keyId = key.id;
    x.keyId = key.id;
    const found = config.keys.findOrganization(key.org);
    const org = (isPromise(found) ? await found : found) ?? { id: key.org };
    const plan = org.plan ?? config.defaultPlan;
    // Refusals known in process wait for the rate limit: a key over its limit gets 429 first, whatever else is wrong.
    let refusal: unknown;
    try {
      authorize(key, route.permission);
      checkSubscription(org, route.billable, now, config.naming);
    } catch (err) {
      refusal = err;
    }
    const quota = route.billable ? hardQuota(plan) : undefined;
    const cacheKey = route.cached && !request.noCache && refusal === undefined ? (known?.cacheKey ?? knownCacheKey(config, x, route, request)) : undefined;
    // One call to the stores before the endpoint (one round trip to a shared store): see admission.ts.
    const admitted = config.stores.requests.admit({
      bucket: key.id,
      windowStart: windowStartOf(now, config.rateLimit),
      windowMs: config.rateLimit.windowMs,
      limit: config.rateLimit.limit,
      now,
      proceed: refusal === undefined,
      quota: quota === undefined ? undefined : { org: org.id, limit: quota },
      cacheKey,
      held: cacheKey === undefined ? undefined : config.prepared.peek(cacheKey),
      bill: route.billable && cacheKey !== undefined ? { org: key.org, key_id: key.id, endpoint: route.permission, now } : undefined,
    });
    const admission = isPromise(admitted) ? await admitted : admitted;
    const decision = decide(admission.count, now, config.rateLimit);
    // Not counted: the rate-limit store failed and the request is let through (see store-guard.ts); no headers to tell.
    x.rateLimit = decision.counted ? rateLimitHeaders(decision.state) : {};
    if (!decision.allowed) throw rateLimitError(decision);
    if (refusal !== undefined) throw refusal;
    if (quota !== undefined && admission.used >= quota) throw quotaExceeded(now, config.naming);
    request.org = { id: key.org, plan };
    if (cacheKey !== undefined) request.prefetched = { key: cacheKey, body: admission.cached };
    billed = admission.billed;
  }

  if (route.jsonBody !== undefined) {
    const idempotencyKey = idempotencyKeyOf(req.headers['idempotency-key']);
    // Only now is the client asked for a body it announced with `Expect: 100-continue`: an early error never invites it.
    if (expectsContinue.has(req) && !x.res.headersSent) x.res.writeContinue();
    x.receivingBody = true;
    const body = await readJsonBody(req);
    x.receivingBody = false;
    request.body = body.value;
    if (idempotencyKey !== undefined && request.org !== undefined) {
      const outcome = await config.gate.begin(request.org.id, idempotencyKey, requestFingerprint(route.id, body.bytes), now);
      if (outcome.kind === 'replay') {
        const { record } = outcome;
        await x.send(record.status, record.body, { ...record.headers, [config.naming.idempotentReplayed]: 'true' }, { requestId: record.request_id });
        return;
      }
      x.ticket = outcome;
      // A request answered by its deadline must not leave the key claimed.
      if (x.answered) await outcome.finish();
    }
  }

  // Answered meanwhile (by the deadline): do not spend an engine call on nobody.
  if (x.answered) {
    if (billed) unbill(config, request, keyId, route.permission ?? route.id, now);
    return;
  }
  const prefetched = request.prefetched;
  // A hit read at admission is the answer: its parameters were valid (they gave its key), so the endpoint has nothing to add.
  const replied = prefetched?.body !== undefined ? { json: prefetched.body, cache: 'HIT' as const, cacheKey: prefetched.key } : ENDPOINTS[route.id](request, config.deps);
  const reply = isPromise(replied) ? await replied : replied;
  // A hit counted at admission is sent whatever the time: it cost nothing, and it is billed.
  if (!billed) x.checkDeadline();
  if (route.billable && !billed && request.org !== undefined && keyId !== undefined && !x.answered) {
    const recorded = config.stores.requests.bill({ org: request.org.id, key_id: keyId, endpoint: route.permission ?? route.id, now });
    if (isPromise(recorded)) await recorded;
  }
  const sent = x.reply(reply);
  if (isPromise(sent)) await sent;
}

/** The cache key of a request to a cached route; undefined when its parameters are invalid (the endpoint answers that). */
function cacheKeyOf(routeId: RouteId, request: EndpointRequest, index: AddressIndex): string | undefined {
  try {
    return CACHE_KEYS[routeId]?.(request, index);
  } catch {
    return undefined;
  }
}

/** {@link cacheKeyOf}, and the GET target remembered with its route and key when it has one (see {@link KnownTarget}). */
function knownCacheKey(config: Config, x: Exchange, route: Route, request: EndpointRequest): string | undefined {
  const cacheKey = cacheKeyOf(route.id, request, config.index);
  if (cacheKey !== undefined && x.req.method === 'GET' && x.target.startsWith('/') && x.target.length <= MAX_KNOWN_TARGET) {
    config.targets.set(x.target, { route, params: Object.freeze({ ...request.params }), cacheKey });
  }
  return cacheKey;
}

/**
 * Takes back a call counted at admission whose request was answered by its
 * deadline meanwhile (rare: the admission took the whole deadline), so a call
 * the client never got is not billed. Best effort: a failure is only logged.
 */
function unbill(config: Config, request: EndpointRequest, keyId: string | undefined, endpoint: string, now: number): void {
  if (request.org === undefined || keyId === undefined) return;
  const { quotas, usage } = config.stores;
  const org = request.org.id;
  const undo = async (): Promise<void> => {
    await Promise.all([quotas.add(org, quotaPeriod(now), -1), usage.add({ ...usageEntry({ org, key_id: keyId, endpoint, now }), count: -1 })]);
  };
  undo().catch((err: unknown) => config.logger.error('could not take back a call counted for a request past its deadline', { error: describeError(err) }));
}

/**
 * A node request listener serving the API.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { loadIndex } from 'ro-address';
 * import { createHandler, FileKeyStore } from 'ro-address/http';
 * const handler = createHandler({ index: await loadIndex(), keys: new FileKeyStore('keys.json'), environment: 'live' });
 * createServer(handler).listen(8080);
 * ```
 * @throws TypeError / RangeError on invalid options
 */
export function createHandler(options: HttpOptions): RequestHandler {
  return handlerFor(configure(options));
}

function handlerFor(config: Config): RequestHandler {
  const deadlines = new DeadlineQueue<Exchange>((x) => {
    void x.fail(new HttpError(x.receivingBody ? 'client_timeout' : 'request_timeout')).then(() => x.ticket?.finish());
  });
  return (req, res) => {
    const x = new Exchange(config, req, res);
    void serve(x, deadlines, deadlines.add(x));
  };
}

/** Runs the pipeline of one request and answers its failure; never rejects. */
async function serve(x: Exchange, deadlines: DeadlineQueue<Exchange>, ticket: number): Promise<void> {
  try {
    await pipeline(x);
  } catch (err) {
    try {
      await x.fail(err);
    } catch (failure) {
      // Only a failure to write the error itself lands here; the socket is all that is left to close.
      x.config.logger.error('could not answer', { request_id: x.requestId, error: describeError(failure) });
      x.res.destroy();
    }
  } finally {
    deadlines.delete(ticket);
  }
}

/** Requests that asked `Expect: 100-continue`: the 100 is sent only when the body is about to be read. */
const expectsContinue = new WeakSet<IncomingMessage>();

/**
 * True when the bytes node refused begin with a request line that alone
 * passes the header limit: then the target is too long (414), not the
 * headers (431).
 */
function requestLineOverflowed(rawPacket: unknown, maxHeaderSize: number): boolean {
  if (!Buffer.isBuffer(rawPacket) || !/^[A-Z]+ \S/.test(rawPacket.subarray(0, 32).toString('latin1'))) return false;
  const end = rawPacket.indexOf('\r\n');
  return end < 0 ? rawPacket.length >= maxHeaderSize : end >= maxHeaderSize;
}

/** 405 for a method no endpoint of this server takes (an unknown one, CONNECT). */
function notAllowedHere(): HttpError {
  return new HttpError('method_not_allowed', { message: `This server answers only ${ALLOWED_METHODS.join(', ')}.`, headers: { Allow: ALLOWED_METHODS.join(', ') } });
}

/** The catalogue error of a request node's parser refused. */
function parserError(err: NodeJS.ErrnoException & { rawPacket?: unknown }, maxHeaderSize: number): HttpError {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new HttpError('client_timeout');
    case 'HPE_INVALID_METHOD':
      return notAllowedHere();
    case 'HPE_HEADER_OVERFLOW':
      return new HttpError(requestLineOverflowed(err.rawPacket, maxHeaderSize) ? 'uri_too_long' : 'headers_too_large');
    default:
      return new HttpError('malformed_request');
  }
}

/** Writes `error` on a bare socket (no request object exists) in the API's error shape, then closes. */
function answerOnSocket(config: Config, socket: Duplex, error: HttpError): void {
  const requestId = newRequestId();
  const body = JSON.stringify({ error: { code: error.code, message: error.message, request_id: requestId } });
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    ...config.attribution.plain,
    ...error.headers,
    [config.naming.requestId]: requestId,
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n${head}\r\n\r\n${body}`);
}

/**
 * Answers requests that node's HTTP parser rejects before any handler runs
 * (an unknown method, a target or headers over 16 KB, malformed request lines
 * or headers, headers too slow), in the API's error shape with a request id,
 * instead of node's bare answers.
 */
function clientErrorAnswer(config: Config, maxHeaderSize: number): (err: NodeJS.ErrnoException, socket: Duplex) => void {
  return (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    answerOnSocket(config, socket, parserError(err, maxHeaderSize));
  };
}

/**
 * An `http.Server` running {@link createHandler}; call `.listen(port, host)` on
 * it. Requests node's parser rejects are answered in the API's error shape too.
 */
export function createServer(options: HttpOptions): Server {
  const config = configure(options);
  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  if (!(headersTimeout > 0)) throw new RangeError(`headersTimeoutMs must be positive, got ${headersTimeout}`);
  const pipelineHandler = handlerFor(config);
  const handler: RequestHandler = (req, res) => {
    if (req.headers.host === undefined && req.httpVersionMajor === 1 && req.httpVersionMinor === 1) {
      void new Exchange(config, req, res).fail(new HttpError('malformed_request', { message: 'An HTTP/1.1 request must carry a Host header.', closeConnection: true }));
    } else {
      pipelineHandler(req, res);
    }
  };
  const server = createNodeServer({
    headersTimeout,
    // A backstop only: the request deadline answers slow bodies first (408).
    requestTimeout: headersTimeout + config.timeoutMs + 1_000,
    // Node checks those timeouts at this interval (30 s by default): check every second so they hold to the second.
    connectionsCheckingInterval: 1_000,
    // node's own refusal is a bare 400 with no body: the handler above answers in the API's shape.
    requireHostHeader: false,
  }, handler);
  server.on('clientError', clientErrorAnswer(config, maxHeaderSize));
  // node hands CONNECT to this event, or destroys the socket unanswered when nobody listens.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => answerOnSocket(config, socket, notAllowedHere()));
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    expectsContinue.add(req);
    handler(req, res);
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    // Any expectation but 100-continue: 417 in the API's shape, through the pipeline's own answer.
    const x = new Exchange(config, req, res);
    void x.fail(new HttpError('expectation_failed'));
  });
  // Jobs still running when the server closes stay `running` in their store; the next server resumes them.
  server.on('close', () => void config.deps.batch.close());
  onDrain(server, () => {
    config.draining = true;
  });
  return server;
}
