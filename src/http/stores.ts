/**
 * The state of the adapter sits behind these small interfaces, so that a
 * deployment running several instances can share it (Redis, a database...).
 * Each has an in-memory default, good for one process.
 *
 * Every method may answer synchronously or with a promise ({@link Awaitable}).
 * Counters must be atomic in a shared implementation (an INCR, an UPSERT).
 */
import { LruCache, stringBytes } from './cache.js';
import { DAY_MS, utcDay } from './utc-day.js';
import type { RequestStore } from './admission.js';

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
  /**
   * The secret batch job callbacks are signed with (`whsec_` and 43 base64url
   * characters; see docs/http.md > Batch jobs). Stored as is: the server needs it
   * to sign. Without one, jobs of the organization cannot have a callback.
   */
  callback_secret?: string;
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

/**
 * How many months of quota counters a store must keep: the current one (the
 * only one read) and the previous one (for clocks that disagree around a
 * month's turn). Older periods may be dropped; a Redis store can let a
 * period's key expire {@link QUOTA_RETENTION_MS} after the period begins.
 */
export const QUOTA_RETENTION_MONTHS = 2;

/** Long enough for any {@link QUOTA_RETENTION_MONTHS} months after the start of the first: 62 days. */
export const QUOTA_RETENTION_MS = 62 * DAY_MS;

/**
 * Monthly counters of billable calls per organization. A store may drop the
 * counters of periods older than {@link QUOTA_RETENTION_MONTHS} months.
 */
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

/**
 * How many days of usage counters a store must keep, today included: the
 * oldest day `GET /v1/usage` reads is the first of the previous month, at most
 * 61 days before today. A store may drop older days (a Redis store can let a
 * day's key expire {@link USAGE_RETENTION_MS} after the day begins).
 */
export const USAGE_RETENTION_DAYS = 62;

/** {@link USAGE_RETENTION_DAYS} in ms, counted from the start of a day. */
export const USAGE_RETENTION_MS = USAGE_RETENTION_DAYS * DAY_MS;

/**
 * Daily usage counters, for `GET /v1/usage`. A store may drop days older than
 * {@link USAGE_RETENTION_DAYS}, and should find the counters of one
 * organization and a range of days without reading those of others (an index
 * by organization and day: one hash per org and day in Redis).
 */
export interface UsageStore {
  /** Adds `entry.count` to the counter of its org, day, endpoint and key. */
  add(entry: UsageCount): Awaitable<void>;
  /** Every counter of `org` from `fromDay` to `toDay` inclusive (`YYYY-MM-DD`); a report reads at most 31 days. */
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

/** What {@link IdempotencyStore.claim} found under a scope. */
export type IdempotencyClaim =
  /** Nothing: the scope is now claimed by the caller's marker. */
  | { kind: 'claimed' }
  /** A kept response. */
  | { kind: 'record'; record: IdempotencyRecord }
  /** Another request's claim, for a body of this fingerprint. */
  | { kind: 'in_progress'; fingerprint: string };

/** The claim of a request being served under an Idempotency-Key. */
export interface IdempotencyMarker {
  /** Unique per request: only its own claim is released. */
  token: string;
  /** The fingerprint of the request holding the claim. */
  fingerprint: string;
}

/**
 * Responses kept for Idempotency-Keys, scoped per organization by the caller.
 * A store must bound its size (by bytes, not only by count: a verify answer
 * can weigh tens of KiB) and forget records past `expires_at`; a record
 * dropped early only means that a retry with its key runs again.
 */
export interface IdempotencyStore {
  /** The record stored under `scope`, unless it expired before `now`. */
  get(scope: string, now: number): Awaitable<IdempotencyRecord | undefined>;
  /** Stores `record` under `scope` until `record.expires_at` (a Redis store: `SET ... PXAT expires_at`); it replaces a claim. */
  set(scope: string, record: IdempotencyRecord): Awaitable<void>;
  /**
   * Atomically: the record or claim under `scope` if there is one, else
   * `marker` put there for `ttlMs` (the longest a request may run), so that
   * of two requests arriving at once at two instances only one runs.
   * Optional: without it, a store shares only completed responses.
   */
  claim?(scope: string, marker: IdempotencyMarker, now: number, ttlMs: number): Awaitable<IdempotencyClaim>;
  /** Removes the claim of `marker` (a request that kept no response: a 5xx, a client gone); not another's. */
  release?(scope: string, marker: IdempotencyMarker): Awaitable<void>;
}

/** Cached success bodies (JSON without `request_id`) by cache key; a store bounds its size (an LRU by bytes, Redis `maxmemory`). */
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
  /**
   * The work of one request on the stores above in one call before its
   * endpoint and one after (see admission.ts), for a shared store that can do
   * each in one round trip. Absent: the adapter calls the stores one by one.
   */
  requests?: RequestStore;
  /** How `GET /health` learns whether shared stores can be reached; absent for in-process stores (always reachable). */
  health?: StoreHealth;
}

/** Reachability of shared stores, for `GET /health`. */
export interface StoreHealth {
  /** Where the state lives, as `GET /health` names it: `redis`, or your own word. */
  backend: string;
  /** Resolves when the stores can be reached; rejects when they cannot. `GET /health` gives it one second. */
  ping(): Promise<void>;
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

/** `YYYY-MM` of the month `months` before (negative: after) the month `period`. */
function monthBefore(period: string, months: number): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7)) - 1 - months;
  return utcDay(Date.UTC(year, month, 1)).slice(0, 7);
}

/**
 * In-memory {@link QuotaStore}. Periods more than {@link QUOTA_RETENTION_MONTHS}
 * months older than the newest one counted are dropped, so memory grows with
 * organizations, not with time.
 */
export class MemoryQuotaStore implements QuotaStore {
  /** Counters by period, then organization. */
  readonly #periods = new Map<string, Map<string, number>>();
  #newest = '';
  #oldestKept = '';

  used(org: string, period: string): number {
    return this.#periods.get(period)?.get(org) ?? 0;
  }

  add(org: string, period: string, count: number): void {
    if (period > this.#newest) {
      this.#newest = period;
      this.#oldestKept = monthBefore(period, QUOTA_RETENTION_MONTHS - 1);
      for (const kept of this.#periods.keys()) if (kept < this.#oldestKept) this.#periods.delete(kept);
    }
    // A late call counted in a period already dropped would only grow memory again; nobody reads it.
    if (period < this.#oldestKept) return;
    let orgs = this.#periods.get(period);
    if (orgs === undefined) this.#periods.set(period, (orgs = new Map()));
    orgs.set(org, (orgs.get(org) ?? 0) + count);
  }

  /** Periods held (for tests of the bound). */
  get periods(): string[] {
    return [...this.#periods.keys()].sort();
  }
}

/**
 * In-memory {@link UsageStore}, indexed by organization, then day, then
 * endpoint and key: a report reads only its organization's days. Days more
 * than {@link USAGE_RETENTION_DAYS} older than the newest one counted are
 * dropped.
 */
export class MemoryUsageStore implements UsageStore {
  readonly #orgs = new Map<string, Map<string, Map<string, UsageCount>>>();
  #newest = '';
  #oldestKept = '';
  /** The counter added to last: a key calling again the same day adds to it in place, without a key string or map lookups. */
  #last: UsageCount | undefined;

  add(entry: UsageCount): void {
    const last = this.#last;
    if (last !== undefined && last.day === entry.day && last.key_id === entry.key_id && last.endpoint === entry.endpoint && last.org === entry.org) {
      last.count += entry.count;
      return;
    }
    if (entry.day > this.#newest) this.#advance(entry.day);
    if (entry.day < this.#oldestKept) return;
    let days = this.#orgs.get(entry.org);
    if (days === undefined) this.#orgs.set(entry.org, (days = new Map()));
    let counters = days.get(entry.day);
    if (counters === undefined) days.set(entry.day, (counters = new Map()));
    const key = `${entry.endpoint}\u0000${entry.key_id}`;
    let found = counters.get(key);
    if (found) found.count += entry.count;
    else counters.set(key, (found = { ...entry }));
    this.#last = found;
  }

  list(org: string, fromDay: string, toDay: string): UsageCount[] {
    const out: UsageCount[] = [];
    const days = this.#orgs.get(org);
    if (days === undefined) return out;
    for (const [day, counters] of days) {
      if (day < fromDay || day > toDay) continue;
      for (const counter of counters.values()) out.push({ ...counter });
    }
    return out;
  }

  /** Days held for `org` (for tests of the bound). */
  days(org: string): string[] {
    return [...(this.#orgs.get(org)?.keys() ?? [])].sort();
  }

  /** Once a day: moves the horizon and drops the days behind it. */
  #advance(newest: string): void {
    this.#newest = newest;
    this.#last = undefined;
    this.#oldestKept = utcDay(Date.parse(`${newest}T00:00:00Z`) - (USAGE_RETENTION_DAYS - 1) * DAY_MS);
    for (const [org, days] of this.#orgs) {
      for (const day of days.keys()) if (day < this.#oldestKept) days.delete(day);
      if (days.size === 0) this.#orgs.delete(org);
    }
  }
}

/** Bounds of an in-memory store. */
export interface MemoryStoreBounds {
  /** Most entries kept. */
  maxEntries?: number;
  /** Most bytes kept, counting two bytes per character of every string held (an upper bound of V8's heap use). */
  maxBytes?: number;
}

/** Room for the map entry, the record object and its numbers. */
const ENTRY_OVERHEAD = 200;

function idempotencyRecordBytes(record: IdempotencyRecord, scope: string): number {
  let bytes = ENTRY_OVERHEAD + stringBytes(scope) + stringBytes(record.body) + stringBytes(record.fingerprint) + stringBytes(record.request_id);
  for (const [name, value] of Object.entries(record.headers)) bytes += stringBytes(name) + stringBytes(value);
  return bytes;
}

/**
 * In-memory {@link IdempotencyStore}, bounded by count (default 10,000
 * records) and bytes (default 32 MiB), oldest dropped first; expired records
 * are dropped at each read, oldest first. The cost of a record dropped early is that a retry with its key
 * runs again.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  /** In insertion order (reads use `peek`), which is expiry order since every record lives the same time. */
  readonly #records: LruCache<string, IdempotencyRecord>;
  /** Requests being served, by scope (few: each lives as long as its request). */
  readonly #claims = new Map<string, { marker: IdempotencyMarker; expiresAt: number }>();

  constructor(bounds: MemoryStoreBounds = {}) {
    this.#records = new LruCache(bounds.maxEntries ?? 10_000, { maxBytes: bounds.maxBytes ?? 32 * 1024 * 1024, sizeOf: idempotencyRecordBytes });
  }

  get(scope: string, now: number): IdempotencyRecord | undefined {
    // Records expire in the order they were kept: drop those already past, oldest first.
    for (const [oldest, kept] of this.#records.entries()) {
      if (kept.expires_at > now) break;
      this.#records.delete(oldest);
    }
    const record = this.#records.peek(scope);
    if (record === undefined) return undefined;
    if (record.expires_at <= now) {
      this.#records.delete(scope);
      return undefined;
    }
    return record;
  }

  set(scope: string, record: IdempotencyRecord): void {
    this.#claims.delete(scope);
    this.#records.set(scope, record);
  }

  claim(scope: string, marker: IdempotencyMarker, now: number, ttlMs: number): IdempotencyClaim {
    const record = this.get(scope, now);
    if (record !== undefined) return { kind: 'record', record };
    // Claims all live ttlMs, so insertion order is expiry order: drop the ones past, oldest first.
    for (const [held, claim] of this.#claims) {
      if (claim.expiresAt > now) break;
      this.#claims.delete(held);
    }
    const held = this.#claims.get(scope);
    if (held !== undefined) return { kind: 'in_progress', fingerprint: held.marker.fingerprint };
    this.#claims.set(scope, { marker, expiresAt: now + ttlMs });
    return { kind: 'claimed' };
  }

  release(scope: string, marker: IdempotencyMarker): void {
    if (this.#claims.get(scope)?.marker.token === marker.token) this.#claims.delete(scope);
  }

  /** Records held. */
  get size(): number {
    return this.#records.size;
  }

  /** Bytes held, as counted against the bound. */
  get bytes(): number {
    return this.#records.bytes;
  }
}

/** In-memory {@link ResponseCache}: an LRU bounded by count (default 10,000 bodies) and bytes (default 64 MiB). */
export class MemoryResponseCache implements ResponseCache {
  readonly #lru: LruCache<string, string>;

  constructor(bounds: MemoryStoreBounds = {}) {
    this.#lru = new LruCache(bounds.maxEntries ?? 10_000, { maxBytes: bounds.maxBytes ?? 64 * 1024 * 1024, sizeOf: (body, key) => ENTRY_OVERHEAD + stringBytes(key) + stringBytes(body) });
  }

  get(key: string): string | undefined {
    return this.#lru.get(key);
  }

  set(key: string, body: string): void {
    this.#lru.set(key, body);
  }

  /** Bodies held. */
  get size(): number {
    return this.#lru.size;
  }

  /** Bytes held, as counted against the bound. */
  get bytes(): number {
    return this.#lru.bytes;
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
    health: { backend: 'memory', ping: () => Promise.resolve() },
  };
}
