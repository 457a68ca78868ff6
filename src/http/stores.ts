/**
 * The state of the adapter sits behind these small interfaces, so that a
 * deployment running several instances can share it (Redis, a database...).
 * Each has an in-memory default, good for one process.
 *
 * Every method may answer synchronously or with a promise ({@link Awaitable}).
 * Counters must be atomic in a shared implementation (an INCR, an UPSERT).
 */
import { LruCache } from './cache.js';

/** A value or a promise of it. */
export type Awaitable<T> = T | Promise<T>;

/**
 * True when a store answered with a promise. The request pipeline awaits only
 * then: an in-memory store answers at once, and each needless `await` costs a
 * trip through the microtask queue on every request.
 */
export function isPromise<T>(value: Awaitable<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/** `f(value)` now when `value` is there, after it settles when it is a promise. */
export function andThen<T, R>(value: Awaitable<T>, f: (resolved: T) => Awaitable<R>): Awaitable<R> {
  return isPromise(value) ? value.then(f) : f(value);
}

/** Milliseconds since the Unix epoch; injectable so tests can move time. */
export type Clock = () => number;

/** What a key may call. `batch` is reserved for the endpoint to come. */
export const PERMISSIONS = ['verify', 'autocomplete', 'postal_codes', 'usage', 'search', 'batch'] as const;

/** One entry of a key's allowlist. */
export type Permission = (typeof PERMISSIONS)[number];

/** True when `value` is a {@link Permission}. */
export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** An API key as stored: never the key itself, only its SHA-256. */
export interface ApiKeyRecord {
  /** Public identifier of the key (`key_...`), shown in usage reads. */
  id: string;
  /** SHA-256 of the full key, lower-case hex. */
  hash: string;
  /** The key's prefix and last four characters, to recognise it in listings (`svc_test_...a1b2`). */
  hint: string;
  /** The organization the key belongs to. */
  org: string;
  /** `live` keys work on a live server, `test` keys on a sandbox server. */
  env: 'live' | 'test';
  /** Endpoints the key may call. */
  allow: Permission[];
  /** RFC 3339. */
  created_at: string;
  /** RFC 3339 time of revocation; a revoked key answers 401 `invalid_api_key`. */
  revoked_at?: string | null;
}

/** The plan of an organization. */
export interface Plan {
  /** Billable calls per calendar month (UTC); `null` for no limit. */
  monthly_quota: number | null;
  /** With overage, calls past the quota are allowed (and billed); without, they get 402 `quota_exceeded`. */
  overage: boolean;
}

/** The subscription state of an organization. */
export type Subscription =
  | { status: 'active' }
  /** Billable calls keep working until `grace_period_ends` (RFC 3339), then get 402 `payment_required`. */
  | { status: 'past_due'; grace_period_ends: string }
  /** Every call gets 403 `subscription_suspended`. */
  | { status: 'suspended' };

/** An organization; one missing from the store has the adapter's default plan and an active subscription. */
export interface OrganizationRecord {
  id: string;
  plan?: Plan;
  subscription?: Subscription;
}

/** Where keys and organizations are found. */
export interface KeyStore {
  /** The key whose SHA-256 (lower-case hex) is `hash`. */
  findKeyByHash(hash: string): Awaitable<ApiKeyRecord | undefined>;
  /** The organization `id`. */
  findOrganization(id: string): Awaitable<OrganizationRecord | undefined>;
}

/** Per-key request counters of fixed rate-limit windows. */
export interface RateLimitStore {
  /**
   * Adds one request to `bucket` in the window starting at `windowStart` (ms)
   * and returns the window's count including it. A window may be forgotten
   * `windowMs` after it ends.
   */
  increment(bucket: string, windowStart: number, windowMs: number): Awaitable<number>;
}

/** Monthly counters of billable calls per organization. */
export interface QuotaStore {
  /** Billable calls of `org` in `period` (`YYYY-MM`, UTC). */
  used(org: string, period: string): Awaitable<number>;
  /** Adds `count` billable calls to `org` in `period`. */
  add(org: string, period: string, count: number): Awaitable<void>;
}

/** One counter of the usage store: calls of one key to one endpoint on one day. */
export interface UsageCount {
  org: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** The permission name of the endpoint (`verify`, `autocomplete`, `postal_codes`). */
  endpoint: string;
  key_id: string;
  count: number;
}

/** Daily usage counters, for `GET /v1/usage`. */
export interface UsageStore {
  /** Adds `entry.count` to the counter of its org, day, endpoint and key. */
  add(entry: UsageCount): Awaitable<void>;
  /** Every counter of `org` from `fromDay` to `toDay` inclusive (`YYYY-MM-DD`). */
  list(org: string, fromDay: string, toDay: string): Awaitable<UsageCount[]>;
}

/** A response kept for an Idempotency-Key. */
export interface IdempotencyRecord {
  /** SHA-256 of the route and the canonical request body. */
  fingerprint: string;
  status: number;
  /** The JSON body exactly as sent. */
  body: string;
  /** The request id of the original response (it is also inside `body`). */
  request_id: string;
  /** Headers of the original response that belong to its body (attribution). */
  headers: Record<string, string>;
  /** Ms since the epoch after which the record must be ignored. */
  expires_at: number;
}

/** Responses kept for Idempotency-Keys, scoped per organization by the caller. */
export interface IdempotencyStore {
  /** The record stored under `scope`, unless it expired before `now`. */
  get(scope: string, now: number): Awaitable<IdempotencyRecord | undefined>;
  /** Stores `record` under `scope` until `record.expires_at`. */
  set(scope: string, record: IdempotencyRecord): Awaitable<void>;
}

/** Cached success bodies (JSON without `request_id`) by cache key. */
export interface ResponseCache {
  get(key: string): Awaitable<string | undefined>;
  set(key: string, body: string): Awaitable<void>;
}

/** Every store the adapter uses. */
export interface Stores {
  rateLimits: RateLimitStore;
  quotas: QuotaStore;
  usage: UsageStore;
  idempotency: IdempotencyStore;
  cache: ResponseCache;
}

/** In-memory {@link RateLimitStore}: one live window per bucket, so memory grows with keys, not time. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { start: number; count: number }>();

  increment(bucket: string, windowStart: number): number {
    const window = this.#windows.get(bucket);
    if (window === undefined || window.start !== windowStart) {
      // A request of an older window arriving late (a skewed shared clock) must not reset a newer one.
      if (window !== undefined && window.start > windowStart) return ++window.count;
      this.#windows.set(bucket, { start: windowStart, count: 1 });
      return 1;
    }
    return ++window.count;
  }
}

/** In-memory {@link QuotaStore}. */
export class MemoryQuotaStore implements QuotaStore {
  readonly #counts = new Map<string, number>();

  used(org: string, period: string): number {
    return this.#counts.get(`${org}\u0000${period}`) ?? 0;
  }

  add(org: string, period: string, count: number): void {
    const key = `${org}\u0000${period}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + count);
  }
}

/** In-memory {@link UsageStore}. */
export class MemoryUsageStore implements UsageStore {
  readonly #counts = new Map<string, UsageCount>();

  add(entry: UsageCount): void {
    const key = `${entry.org}\u0000${entry.day}\u0000${entry.endpoint}\u0000${entry.key_id}`;
    const found = this.#counts.get(key);
    if (found) found.count += entry.count;
    else this.#counts.set(key, { ...entry });
  }

  list(org: string, fromDay: string, toDay: string): UsageCount[] {
    const out: UsageCount[] = [];
    for (const entry of this.#counts.values()) {
      if (entry.org === org && entry.day >= fromDay && entry.day <= toDay) out.push({ ...entry });
    }
    return out;
  }
}

/**
 * In-memory {@link IdempotencyStore}, bounded: past `capacity` records the least
 * recently used one is dropped first, so a flood of distinct keys cannot
 * exhaust memory (the cost is that such a key then runs again).
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #records: LruCache<string, IdempotencyRecord>;

  constructor(capacity = 10_000) {
    this.#records = new LruCache(capacity);
  }

  get(scope: string, now: number): IdempotencyRecord | undefined {
    const record = this.#records.get(scope);
    if (record === undefined) return undefined;
    if (record.expires_at <= now) {
      this.#records.delete(scope);
      return undefined;
    }
    return record;
  }

  set(scope: string, record: IdempotencyRecord): void {
    this.#records.set(scope, record);
  }
}

/** In-memory {@link ResponseCache}: an LRU of `capacity` bodies (default 10,000). */
export class MemoryResponseCache implements ResponseCache {
  readonly #lru: LruCache<string, string>;

  constructor(capacity = 10_000) {
    this.#lru = new LruCache(capacity);
  }

  get(key: string): string | undefined {
    return this.#lru.get(key);
  }

  set(key: string, body: string): void {
    this.#lru.set(key, body);
  }
}

/** A fresh set of in-memory stores. */
export function memoryStores(): Stores {
  return {
    rateLimits: new MemoryRateLimitStore(),
    quotas: new MemoryQuotaStore(),
    usage: new MemoryUsageStore(),
    idempotency: new MemoryIdempotencyStore(),
    cache: new MemoryResponseCache(),
  };
}
