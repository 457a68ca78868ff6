/**
 * The adapter's stores in Redis, so that several instances share one state:
 * rate-limit windows, quota and usage counters, idempotency records, the
 * response cache, and (optionally) API keys and organizations.
 *
 * Every read-modify-write is one Lua script (atomic on the Redis side), every
 * key has a TTL, and every key name starts with the prefix (default
 * `ro-address:`). The layout is documented in docs/http.md > Redis.
 */
import * as crypto from 'node:crypto';
import {
  QUOTA_RETENTION_MS,
  USAGE_RETENTION_MS,
  type ApiKeyRecord,
  type IdempotencyClaim,
  type IdempotencyMarker,
  type IdempotencyRecord,
  type IdempotencyStore,
  type KeyStore,
  type OrganizationRecord,
  type QuotaStore,
  type RateLimitStore,
  type ResponseCache,
  type StoreHealth,
  type Stores,
  type UsageCount,
  type UsageStore,
} from '../http/stores.js';
import { DAY_MS, utcDay } from '../http/utc-day.js';
import { quotaPeriod } from '../http/quota.js';
import type { Admission, AdmissionResult, BilledCall, RequestStore } from '../http/admission.js';
import { RedisCommands, RedisScript, toInteger, toText, type RedisClientLike } from './client.js';
import { bodyDigest, LruCache } from '../http/cache.js';
import { RequestBatcher, storedBody, type OpTemplate } from './request-batch.js';
import { RedisJobStore } from './job-store.js';

/** Options of {@link redisStores}. */
export interface RedisStoreOptions {
  /** Start of every key name; default `ro-address:`. Give each deployment sharing one Redis its own. */
  prefix?: string;
  /** How long one Redis command may take before the request it serves fails (503); default 1,000 ms. */
  commandTimeoutMs?: number;
  /** How long a cached response lives; default one hour. */
  cacheTtlMs?: number;
}

const DEFAULT_PREFIX = 'ro-address:';
const DEFAULT_TIMEOUT_MS = 1_000;
const DEFAULT_CACHE_TTL_MS = 60 * 60 * 1000;

/** INCR with the window's TTL set by the request that creates it. */
const INCREMENT_WINDOW = new RedisScript(`local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`);

/** INCRBY a counter and (re)set when it expires. */
const ADD_EXPIRING = new RedisScript(`redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 1`);

/** HINCRBY one field of a day's hash and (re)set when the day expires. */
const ADD_USAGE = new RedisScript(`redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIREAT', KEYS[1], ARGV[3])
return 1`);

/** HGETALL of each day's hash, in one round trip. */
const LIST_USAGE = new RedisScript(`local out = {}
for i, key in ipairs(KEYS) do out[i] = redis.call('HGETALL', key) end
return out`);

/** What holds an idempotency key (a record or a claim), or else the caller's claim put there for ARGV[2] ms. */
const CLAIM = new RedisScript(`local held = redis.call('GET', KEYS[1])
if held then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false`);

/** Deletes an idempotency key only while it holds this very claim (not a record, not another's claim). */
const RELEASE = new RedisScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`);

/** SHA-256 in hex: `crypto.hash` (Node 20.12 and later) in one call, else a Hash object. */
const sha256: (text: string) => string =
  typeof crypto.hash === 'function' ? (text) => crypto.hash('sha256', text, 'hex') : (text) => crypto.createHash('sha256').update(text).digest('hex');

/** Key names, one place: docs/http.md > Redis lists the same. */
export class RedisKeys {
  /** Cache entries' key names by cache key: a hot entry's name is not hashed again on every request. */
  readonly #cacheNames = new LruCache<string, string>(4_096);

  constructor(readonly prefix: string = DEFAULT_PREFIX) {
    if (typeof prefix !== 'string') throw new TypeError('the Redis key prefix must be a string');
  }
  /** `rl:<bucket>:<window start ms>`: one counter per key and rate-limit window. */
  rateLimit(bucket: string, windowStart: number): string {
    return `${this.prefix}rl:${bucket}:${windowStart}`;
  }
  /** `quota:<org>:<YYYY-MM>`: billable calls of an organization in a month. */
  quota(org: string, period: string): string {
    return `${this.prefix}quota:${org}:${period}`;
  }
  /** `usage:<org>:<YYYY-MM-DD>`: a hash of `<endpoint>:<key id>` to calls that day. */
  usage(org: string, day: string): string {
    return `${this.prefix}usage:${org}:${day}`;
  }
  /** `idem:<sha256 of org and Idempotency-Key>`: a kept response, as JSON. */
  idempotency(scope: string): string {
    return `${this.prefix}idem:${sha256(scope)}`;
  }
  /**
   * `body:<sha256 of the cache key>`: a cached success body, after the 16 hex
   * digits of its digest. (Named `cache:` before the digest was added, so
   * instances of the two versions sharing a Redis do not read each other's.)
   */
  cache(key: string): string {
    let name = this.#cacheNames.get(key);
    if (name === undefined) this.#cacheNames.set(key, (name = `${this.prefix}body:${sha256(key)}`));
    return name;
  }
  /** `key:<sha256 of the API key>`: an API key record, as JSON. */
  apiKey(hash: string): string {
    return `${this.prefix}key:${hash}`;
  }
  /** `org:<id>`: an organization record, as JSON. */
  organization(id: string): string {
    return `${this.prefix}org:${id}`;
  }
}

/** Fixed windows in Redis: one INCR per request, exact across instances. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
  ) {}

  async increment(bucket: string, windowStart: number, windowMs: number): Promise<number> {
    // Kept one window past its end, as the interface allows, for clocks a little behind.
    return toInteger(await this.redis.eval(INCREMENT_WINDOW, [this.keys.rateLimit(bucket, windowStart)], [String(2 * windowMs)]));
  }
}

/** The first instant of month `period` (`YYYY-MM`), ms since the epoch. */
function monthStart(period: string): number {
  return Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 1);
}

/** Monthly counters; each expires {@link QUOTA_RETENTION_MS} after its month begins. */
export class RedisQuotaStore implements QuotaStore {
  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
  ) {}

  async used(org: string, period: string): Promise<number> {
    const reply = toText(await this.redis.run(['GET', this.keys.quota(org, period)]));
    return reply === undefined ? 0 : toInteger(reply);
  }

  async add(org: string, period: string, count: number): Promise<void> {
    await this.redis.eval(ADD_EXPIRING, [this.keys.quota(org, period)], [String(count), String(monthStart(period) + QUOTA_RETENTION_MS)]);
  }
}

/** Daily counters, one hash per organization and day; each expires {@link USAGE_RETENTION_MS} after its day begins. */
export class RedisUsageStore implements UsageStore {
  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
  ) {}

  async add(entry: UsageCount): Promise<void> {
    const dayStart = Date.parse(`${entry.day}T00:00:00Z`);
    await this.redis.eval(ADD_USAGE, [this.keys.usage(entry.org, entry.day)], [`${entry.endpoint}:${entry.key_id}`, String(entry.count), String(dayStart + USAGE_RETENTION_MS)]);
  }

  async list(org: string, fromDay: string, toDay: string): Promise<UsageCount[]> {
    const days: string[] = [];
    for (let t = Date.parse(`${fromDay}T00:00:00Z`); utcDay(t) <= toDay; t += DAY_MS) days.push(utcDay(t));
    if (days.length === 0) return [];
    const reply = await this.redis.eval(LIST_USAGE, days.map((day) => this.keys.usage(org, day)), []);
    if (!Array.isArray(reply)) throw new TypeError('Redis answered a non-array to the usage listing');
    const out: UsageCount[] = [];
    reply.forEach((pairs: unknown, i) => {
      if (!Array.isArray(pairs)) return;
      for (let j = 0; j + 1 < pairs.length; j += 2) {
        const field = toText(pairs[j]) ?? '';
        const colon = field.indexOf(':');
        out.push({ org, day: days[i]!, endpoint: field.slice(0, colon), key_id: field.slice(colon + 1), count: toInteger(toText(pairs[j + 1])) });
      }
    });
    return out;
  }
}

function isIdempotencyRecord(value: unknown): value is IdempotencyRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.fingerprint === 'string' &&
    typeof r.status === 'number' &&
    typeof r.body === 'string' &&
    typeof r.request_id === 'string' &&
    typeof r.expires_at === 'number' &&
    typeof r.headers === 'object' &&
    r.headers !== null
  );
}

/** The day, month and expiries of the counters of one UTC day. */
interface BillingDay {
  day: string;
  period: string;
  quotaExpiry: string;
  usageExpiry: string;
}

/** Those of the last day billed: every call of a day shares them. */
let lastBillingDay: BillingDay | undefined;

function billingDay(now: number): BillingDay {
  const day = utcDay(now);
  if (lastBillingDay?.day === day) return lastBillingDay;
  const period = quotaPeriod(now);
  return (lastBillingDay = {
    day,
    period,
    quotaExpiry: String(monthStart(period) + QUOTA_RETENTION_MS),
    usageExpiry: String(Date.parse(`${day}T00:00:00Z`) + USAGE_RETENTION_MS),
  });
}

/**
 * What an operation's template is made from (see {@link OpTemplate}): an
 * admission's rate-limit window, limit and hard quota, and the call it bills;
 * or a bill alone (no window).
 */
interface TemplateInputs {
  window: { bucket: string; start: number; ms: number; limit: number } | undefined;
  quota: { org: string; limit: number } | undefined;
  bill: BilledCall | undefined;
  now: number;
}

/** A template with what it was made from, to be given again while that holds. */
interface KnownTemplate {
  template: OpTemplate;
  windowStart: number;
  windowMs: number;
  limit: number;
  quotaOrg: string | undefined;
  quotaLimit: number | undefined;
  billOrg: string | undefined;
  billKey: string | undefined;
  day: string;
}

/**
 * {@link RequestStore} in Redis: a request's admission (rate limit, quota,
 * cache read, and on a hit the billing) and a computed call's billing are
 * each one operation of a script, and the operations of concurrent requests
 * go in one script call (src/redis/request-batch.ts): a cached answer costs
 * one round trip, shared with the requests beside it, and any other billable
 * call two. The key names and arguments an API key's operations share are
 * made once per window and day (a template), not per request.
 */
export class RedisRequestStore implements RequestStore {
  /** Queues the operations and sends them together (see {@link RequestBatcher}); `calls` and `operations` count what was sent. */
  readonly batcher: RequestBatcher;
  /** Templates of admissions by bucket (the key id), then by endpoint billed ('' none): a key's few endpoints each keep theirs. */
  readonly #admissions = new LruCache<string, Map<string, KnownTemplate>>(4_096);
  /** Templates of bills alone, by key id, then by endpoint. */
  readonly #bills = new LruCache<string, Map<string, KnownTemplate>>(4_096);

  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
  ) {
    this.batcher = new RequestBatcher(redis);
  }

  admit(a: Admission): Promise<AdmissionResult> {
    const known = template(this.#admissions, a.bucket, a.windowStart, a.windowMs, a.limit, a.quota, a.bill, a.now);
    const t = known ?? this.#remember(this.#admissions, a.bucket, { window: { bucket: a.bucket, start: a.windowStart, ms: a.windowMs, limit: a.limit }, quota: a.quota, bill: a.bill, now: a.now });
    return this.batcher.enqueue(a.proceed ? 'p' : 'r', t, a.cacheKey === undefined ? undefined : this.keys.cache(a.cacheKey), a.cacheKey === undefined ? undefined : a.held);
  }

  bill(call: BilledCall): Promise<void> {
    const t = template(this.#bills, call.key_id, 0, 0, 0, undefined, call, call.now) ?? this.#remember(this.#bills, call.key_id, { window: undefined, quota: undefined, bill: call, now: call.now });
    return this.batcher.enqueue('b', t).then(noValue);
  }

  #remember(cache: LruCache<string, Map<string, KnownTemplate>>, by: string, x: TemplateInputs): OpTemplate {
    const made = makeTemplate(this.keys, x);
    let byEndpoint = cache.get(by);
    if (byEndpoint === undefined) cache.set(by, (byEndpoint = new Map()));
    byEndpoint.set(x.bill?.endpoint ?? '', {
      template: made,
      windowStart: x.window?.start ?? 0,
      windowMs: x.window?.ms ?? 0,
      limit: x.window?.limit ?? 0,
      quotaOrg: x.quota?.org,
      quotaLimit: x.quota?.limit,
      billOrg: x.bill?.org,
      billKey: x.bill?.key_id,
      day: utcDay(x.bill?.now ?? x.now),
    });
    return made;
  }
}

/** The template remembered for these inputs, if it still holds: same window, limits, organization, key and day. */
function template(
  cache: LruCache<string, Map<string, KnownTemplate>>,
  by: string,
  windowStart: number,
  windowMs: number,
  limit: number,
  quota: TemplateInputs['quota'],
  bill: BilledCall | undefined,
  now: number,
): OpTemplate | undefined {
  const known = cache.get(by)?.get(bill?.endpoint ?? '');
  if (
    known === undefined ||
    known.windowStart !== windowStart ||
    known.windowMs !== windowMs ||
    known.limit !== limit ||
    known.quotaOrg !== quota?.org ||
    known.quotaLimit !== quota?.limit ||
    known.billOrg !== bill?.org ||
    known.billKey !== bill?.key_id ||
    known.day !== utcDay(bill?.now ?? now)
  ) {
    return undefined;
  }
  return known.template;
}

/** The keys and arguments of an admission or a bill (see {@link OpTemplate}). */
function makeTemplate(keys: RedisKeys, x: TemplateInputs): OpTemplate {
  const { day, period, quotaExpiry, usageExpiry } = billingDay(x.bill?.now ?? x.now);
  const org = x.bill?.org ?? x.quota?.org;
  const quotaKey = org === undefined ? undefined : keys.quota(org, period);
  const usageKey = x.bill === undefined ? undefined : keys.usage(x.bill.org, day);
  // A step not taken gets another of the operation's keys: present, never touched.
  const rateKey = x.window !== undefined ? keys.rateLimit(x.window.bucket, x.window.start) : (quotaKey ?? usageKey ?? '');
  return {
    rateKey,
    quotaKey: quotaKey ?? rateKey,
    usageKey: usageKey ?? rateKey,
    args: [
      String(2 * (x.window?.ms ?? 0)),
      String(x.window?.limit ?? 0),
      x.quota === undefined ? '' : String(x.quota.limit),
      x.bill === undefined ? '' : `${x.bill.endpoint}:${x.bill.key_id}`,
      x.bill === undefined ? '0' : quotaExpiry,
      x.bill === undefined ? '0' : usageExpiry,
    ],
  };
}

/** A bill's answer carries nothing. */
function noValue(): void {}

/** Idempotency records as JSON strings, each set to expire at its `expires_at` (`SET ... PXAT`). */
export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
  ) {}

  async get(scope: string, now: number): Promise<IdempotencyRecord | undefined> {
    const text = toText(await this.redis.run(['GET', this.keys.idempotency(scope)]));
    if (text === undefined) return undefined;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      return undefined;
    }
    // Redis expires the key itself; the check covers clocks that disagree with Redis's.
    return isIdempotencyRecord(record) && record.expires_at > now ? record : undefined;
  }

  async set(scope: string, record: IdempotencyRecord): Promise<void> {
    await this.redis.run(['SET', this.keys.idempotency(scope), JSON.stringify(record), 'PXAT', String(record.expires_at)]);
  }

  async claim(scope: string, marker: IdempotencyMarker, now: number, ttlMs: number): Promise<IdempotencyClaim> {
    const text = toText(await this.redis.eval(CLAIM, [this.keys.idempotency(scope)], [markerText(marker), String(Math.max(1, Math.round(ttlMs)))]));
    if (text === undefined) return { kind: 'claimed' };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (isMarker(value)) return { kind: 'in_progress', fingerprint: value.fingerprint };
    // A record past its expiry by the caller's clock (Redis's says otherwise): the request runs, and its record replaces it.
    return isIdempotencyRecord(value) && value.expires_at > now ? { kind: 'record', record: value } : { kind: 'claimed' };
  }

  async release(scope: string, marker: IdempotencyMarker): Promise<void> {
    await this.redis.eval(RELEASE, [this.keys.idempotency(scope)], [markerText(marker)]);
  }
}

/** A claim as stored under an idempotency key: told from a record by `in_progress`. */
function markerText(marker: IdempotencyMarker): string {
  return JSON.stringify({ in_progress: true, token: marker.token, fingerprint: marker.fingerprint });
}

function isMarker(value: unknown): value is { in_progress: true; token: string; fingerprint: string } {
  return typeof value === 'object' && value !== null && (value as { in_progress?: unknown }).in_progress === true && typeof (value as { fingerprint?: unknown }).fingerprint === 'string';
}

/** Cached bodies with a TTL; size is bounded by Redis's own `maxmemory` (see docs/http.md). */
export class RedisResponseCache implements ResponseCache {
  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
    readonly ttlMs: number = DEFAULT_CACHE_TTL_MS,
  ) {
    if (!(ttlMs > 0)) throw new RangeError(`cacheTtlMs must be positive, got ${ttlMs}`);
  }

  async get(key: string): Promise<string | undefined> {
    return storedBody(toText(await this.redis.run(['GET', this.keys.cache(key)])));
  }

  /** Stores the body after its digest (see `bodyDigest`), so an instance holding it can be told so without it being sent. */
  async set(key: string, body: string): Promise<void> {
    await this.redis.run(['SET', this.keys.cache(key), bodyDigest(body) + body, 'PX', String(Math.round(this.ttlMs))]);
  }
}

/**
 * API keys and organizations in Redis, so a key created or revoked once is
 * seen by every instance at its next request. Only hashes are stored.
 */
export class RedisKeyStore implements KeyStore {
  constructor(
    readonly redis: RedisCommands,
    readonly keys: RedisKeys,
  ) {}

  async findKeyByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    const text = toText(await this.redis.run(['GET', this.keys.apiKey(hash)]));
    return text === undefined ? undefined : (JSON.parse(text) as ApiKeyRecord);
  }

  async findOrganization(id: string): Promise<OrganizationRecord | undefined> {
    const text = toText(await this.redis.run(['GET', this.keys.organization(id)]));
    return text === undefined ? undefined : (JSON.parse(text) as OrganizationRecord);
  }

  /** Stores (or replaces) a key record; to revoke a key, put it again with `revoked_at`. */
  async putKey(record: ApiKeyRecord): Promise<void> {
    await this.redis.run(['SET', this.keys.apiKey(record.hash), JSON.stringify(record)]);
  }

  /** Stores (or replaces) an organization record. */
  async putOrganization(record: OrganizationRecord): Promise<void> {
    await this.redis.run(['SET', this.keys.organization(record.id), JSON.stringify(record)]);
  }
}

/** Every store of the adapter in Redis, plus `keyStore` for keys shared through Redis too. */
export interface RedisStores extends Stores {
  health: StoreHealth;
  idempotency: RedisIdempotencyStore;
  requests: RedisRequestStore;
  /** Keys and organizations in Redis; pass it as `keys` to use it (the default is your own key store). */
  keyStore: RedisKeyStore;
  /** Batch jobs and their results in Redis, for the batch endpoints of several instances. */
  jobs: RedisJobStore;
}

/**
 * The stores of `ro-address/http` in Redis, on your own connected client.
 *
 * @example node-redis
 * ```ts
 * import { createClient } from 'redis';
 * import { redisStores } from 'ro-address/redis';
 * const client = await createClient({ url: 'redis://127.0.0.1:6379' }).connect();
 * const server = createServer({ index, keys, stores: redisStores(client) });
 * ```
 * @example ioredis (turn on auto-pipelining: the stores send commands of many requests at once)
 * ```ts
 * import { Redis } from 'ioredis';
 * const client = new Redis('redis://127.0.0.1:6379', { enableAutoPipelining: true });
 * const server = createServer({ index, keys, stores: redisStores(client) });
 * ```
 * @throws TypeError when `client` is neither; RangeError on a non-positive timeout or TTL
 */
export function redisStores(client: RedisClientLike, options: RedisStoreOptions = {}): RedisStores {
  const timeoutMs = options.commandTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const redis = new RedisCommands(client, timeoutMs);
  const keys = new RedisKeys(options.prefix ?? DEFAULT_PREFIX);
  return {
    rateLimits: new RedisRateLimitStore(redis, keys),
    quotas: new RedisQuotaStore(redis, keys),
    usage: new RedisUsageStore(redis, keys),
    idempotency: new RedisIdempotencyStore(redis, keys),
    cache: new RedisResponseCache(redis, keys, options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS),
    requests: new RedisRequestStore(redis, keys),
    keyStore: new RedisKeyStore(redis, keys),
    jobs: new RedisJobStore(redis, keys),
    health: {
      backend: 'redis',
      async ping() {
        const reply = await redis.run(['PING']);
        if (reply !== 'PONG') throw new Error(`Redis answered PING with ${String(reply)}`);
      },
    },
  };
}
