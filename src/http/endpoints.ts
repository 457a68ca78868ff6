/**
 * One handler per route: each turns a request into calls of the public
 * `AddressIndex` API and a JSON payload. Nothing here knows about keys,
 * limits or headers beyond X-Cache; the server adds those.
 */
import { SEARCH_TYPES, type AddressIndex, type AutocompleteOptions, type SearchOptions, type SearchType, type VerifyInput } from '../types.js';
import { HttpError } from './http-error.js';
import { jobView, parseJobRequest, type BatchRunner } from './batch.js';
import { isJobId, type BatchJob } from './job-store.js';
import { autocompleteCacheKey, postalCodeCacheKey, searchCacheKey } from './cache.js';
import { onlyKnown, optionalText, parseLimit, parseQ, single } from './params.js';
import { ROUTES, type RouteId } from './router.js';
import { andThen, type Awaitable, type Plan, type ResponseCache, type Stores } from './stores.js';
import { parseUsageParams, usageReport } from './usage.js';

/** What a handler gets. */
export interface EndpointRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body of POST routes. */
  body?: Record<string, unknown>;
  /** The request asked to bypass the cache (`Cache-Control: no-cache`). */
  noCache: boolean;
  /** The calling organization and its plan (absent on the public route). */
  org?: { id: string; plan: Plan };
  now: number;
  /** The cache read at admission (see admission.ts), under the key {@link CACHE_KEYS} gave: the handler does not read it again. */
  prefetched?: { key: string; body: string | undefined };
}

/** What a handler answers: a success payload as JSON (without `request_id`). */
export interface EndpointReply {
  json: string;
  /** The payload carries coordinates: attribution must name their source. */
  coordinates?: boolean;
  /** X-Cache value; absent when the cache does not apply or was bypassed. */
  cache?: 'HIT' | 'MISS';
  /** The cache key `json` is kept under, on a hit or a miss: the server keeps the answer's bytes ready under it. */
  cacheKey?: string;
  /** Status of the success; default 200. */
  status?: 200 | 202;
  /** A streamed text body sent in place of `json` (without `request_id`; it is in the header). */
  stream?: { contentType: string; chunks: AsyncIterable<Uint8Array | string> };
  /**
   * Send `json` as it is, without `request_id`: the OpenAPI document, whose
   * root object may not carry fields other than its own and `x-` extensions.
   */
  verbatim?: boolean;
}

/** Everything the handlers read. */
export interface EndpointDeps {
  index: AddressIndex;
  stores: Stores;
  /** The OpenAPI document, serialized once. */
  openApiJson: string;
  /** Batch jobs. */
  batch: BatchRunner;
}

type Handler = (req: EndpointRequest, deps: EndpointDeps) => Awaitable<EndpointReply>;

/**
 * Serves from `cache` under `key` unless bypassed, else computes. Only
 * successes are stored (`compute` throws on errors). A bypassing request still
 * refreshes the entry: it computed the answer anyway. The entry is written
 * without waiting: the cache fails open (a failed write is logged by the
 * guard), and a shared store applies the write before any later command of
 * the same connection, so the answer need not wait for it.
 */
function cached(cache: ResponseCache, req: EndpointRequest, key: string | undefined, compute: () => string): Awaitable<EndpointReply> {
  if (key === undefined) return { json: compute(), cache: req.noCache ? undefined : 'MISS' };
  const miss = (): EndpointReply => {
    const json = compute();
    void cache.set(key, json);
    return req.noCache ? { json } : { json, cache: 'MISS', cacheKey: key };
  };
  if (req.noCache) return miss();
  const prefetched = req.prefetched;
  if (prefetched !== undefined && prefetched.key === key) return prefetched.body !== undefined ? { json: prefetched.body, cache: 'HIT', cacheKey: key } : miss();
  return andThen(cache.get(key), (hit) => (hit !== undefined ? { json: hit, cache: 'HIT', cacheKey: key } : miss()));
}

/** The query parameters a route takes, from its declaration (router.ts, which the OpenAPI document is made from). */
function queryNames(id: RouteId): readonly string[] {
  return ROUTES.find((r) => r.id === id)?.params.filter((p) => p.in === 'query').map((p) => p.name) ?? [];
}
const AUTOCOMPLETE_PARAMS = queryNames('autocomplete');
const SEARCH_PARAMS = queryNames('search');

/**
 * The parameters of an autocomplete: `q`, `limit` and the filters the library
 * takes (`county`, `locality`); what a filter names is checked by the engine
 * (a county that is none gives `invalid_parameter`).
 *
 * @throws HttpError 400
 */
function autocompleteParams(query: URLSearchParams): { q: string; options: AutocompleteOptions } {
  onlyKnown(query, AUTOCOMPLETE_PARAMS);
  const q = parseQ(query);
  const limit = parseLimit(single(query, 'limit'));
  const county = optionalText(query, 'county');
  const locality = optionalText(query, 'locality');
  return { q, options: { limit, ...(county === undefined ? {} : { county }), ...(locality === undefined ? {} : { locality }) } };
}

/** The parameters of a search. @throws HttpError 400 */
function searchParams(query: URLSearchParams): { q: string; options: SearchOptions } {
  onlyKnown(query, SEARCH_PARAMS);
  const q = parseQ(query);
  const limit = parseLimit(single(query, 'limit'));
  const type = parseSearchType(single(query, 'type'));
  const county = optionalText(query, 'county');
  return { q, options: { limit, ...(type === undefined ? {} : { type }), ...(county === undefined ? {} : { county }) } };
}

/**
 * The cache key of a request to a cached route, computed before the endpoint
 * runs so the admission can read the cache in the same trip as the rate limit.
 * They throw on invalid parameters (the caller then reads nothing: the
 * endpoint answers the error in its turn, after the key checks).
 */
export const CACHE_KEYS: Partial<Record<RouteId, (req: EndpointRequest, index: AddressIndex) => string | undefined>> = {
  autocomplete(req, index) {
    const { q, options } = autocompleteParams(req.query);
    return autocompleteCacheKey(index, q, options);
  },
  search(req, index) {
    const { q, options } = searchParams(req.query);
    return searchCacheKey(index, q, options);
  },
  postal_code: (req, index) => postalCodeCacheKey(index.info.data_version, req.params.code ?? ''),
};

/** The key the handler serves under: the one read at admission, else its own. */
function keyOf(req: EndpointRequest, own: () => string | undefined): string | undefined {
  return req.prefetched !== undefined ? req.prefetched.key : own();
}

/** The `type` of a search: absent, or one of {@link SEARCH_TYPES}. @throws HttpError 400 `invalid_parameter` */
function parseSearchType(value: string | undefined): SearchType | undefined {
  if (value === undefined) return undefined;
  if (!(SEARCH_TYPES as readonly string[]).includes(value)) throw new HttpError('invalid_parameter', { message: `"type" must be one of ${SEARCH_TYPES.join(', ')}.` });
  return value as SearchType;
}

/**
 * The calling organization. The router authenticates every route but the public one before its
 * handler runs, so a handler that needs the organization always has it; a missing one is a bug
 * of the router, answered as an internal error rather than a crash.
 */
function orgOf(req: EndpointRequest): { id: string; plan: Plan } {
  if (req.org === undefined) throw new HttpError('internal_error');
  return req.org;
}

/**
 * The job `id` of the calling organization.
 *
 * @throws HttpError 404 `not_found` (no such job, or not a job id), 403 `forbidden` (a job of another organization)
 */
async function ownJob(req: EndpointRequest, batch: BatchRunner): Promise<BatchJob> {
  const id = req.params.id ?? '';
  const job = isJobId(id) ? await batch.store.get(id) : undefined;
  if (job === undefined) throw new HttpError('not_found', { message: `No batch job ${id === '' ? '' : `"${id.slice(0, 64)}" `}exists.` });
  if (job.org !== orgOf(req).id) throw new HttpError('forbidden', { message: 'This batch job belongs to another organization.' });
  return job;
}

const RESULT_TYPES = { csv: 'text/csv; charset=utf-8', jsonl: 'application/x-ndjson; charset=utf-8' } as const;

/** The handlers, one per {@link RouteId}; the type makes a route without a handler a compile error. */
export const ENDPOINTS: Record<RouteId, Handler> = {
  verify(req, { index }) {
    // The JSON body as sent: verify checks its shape (`invalid_body`, `missing_address`...).
    const result = index.verify(req.body as unknown as VerifyInput);
    return { json: JSON.stringify(result), coordinates: result.coordinates !== undefined };
  },

  autocomplete(req, { index, stores }) {
    const { q, options } = autocompleteParams(req.query);
    const key = keyOf(req, () => autocompleteCacheKey(index, q, options));
    return cached(stores.cache, req, key, () => JSON.stringify(index.autocomplete(q, options)));
  },

  search(req, { index, stores }) {
    const { q, options } = searchParams(req.query);
    return cached(stores.cache, req, keyOf(req, () => searchCacheKey(index, q, options)), () => JSON.stringify(index.search(q, options)));
  },

  postal_code(req, { index, stores }) {
    const code = req.params.code ?? '';
    const key = keyOf(req, () => postalCodeCacheKey(index.info.data_version, code));
    return cached(stores.cache, req, key, () => JSON.stringify(index.lookupPostalCode(code)));
  },

  async batch_submit(req, { batch }) {
    const org = orgOf(req);
    const request = await parseJobRequest(req.body ?? {}, batch.policy, async () => {
      const found = await batch.ctx.keys.findOrganization(org.id);
      return found?.callback_secret !== undefined;
    });
    const job = await batch.submit(org.id, request);
    return { json: JSON.stringify(jobView(job)), status: 202 };
  },

  async batch_status(req, { batch }) {
    return { json: JSON.stringify(jobView(await ownJob(req, batch))) };
  },

  async batch_results(req, { batch }) {
    const job = await ownJob(req, batch);
    if (job.state === 'failed') throw new HttpError('job_not_complete', { message: `The job failed (${job.error?.code ?? 'internal_error'}) and has no results.` });
    if (job.state !== 'done') throw new HttpError('job_not_complete', { message: `The job is ${job.state}; poll its status until it is done.` });
    if (job.results_expire_at !== null && Date.parse(job.results_expire_at) <= req.now) throw new HttpError('results_expired');
    const chunks = await batch.store.readResults(job.id);
    if (chunks === undefined) throw new HttpError('results_expired');
    return { json: '', stream: { contentType: RESULT_TYPES[job.format], chunks } };
  },

  async usage(req, { stores }) {
    const params = parseUsageParams(single(req.query, 'range'), single(req.query, 'group'));
    const org = orgOf(req);
    return { json: JSON.stringify(await usageReport(stores, org.id, org.plan, params, req.now)) };
  },

  openapi(_req, { openApiJson }) {
    return { json: openApiJson, verbatim: true };
  },

  async health(_req, { index, stores }) {
    const health = stores.health ?? { backend: 'memory', ping: () => Promise.resolve() };
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        health.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer within 1 s')), HEALTH_PING_MS);
        }),
      ]);
    } catch {
      throw new HttpError('service_unavailable', { message: `The ${health.backend} store cannot be reached.`, headers: { 'Retry-After': '1' } });
    } finally {
      clearTimeout(timer);
    }
    const latency = Math.round((performance.now() - started) * 1000) / 1000;
    return { json: JSON.stringify({ status: 'ok', data_version: index.info.data_version, stores: { backend: health.backend, status: 'ok', latency_ms: latency } }) };
  },
};

/** How long `GET /health` waits for the stores: a health check must answer fast, whatever the stores do. */
const HEALTH_PING_MS = 1_000;
