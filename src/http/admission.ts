/**
 * What one request asks of the stores before its endpoint runs, and after:
 * one call each way, so that a shared store can answer each in one round trip
 * (one Lua script in Redis) instead of one per store.
 *
 * Before (`admit`): count the request in its rate-limit window; if it is
 * within the limit and may go on, read the organization's quota counter (when
 * its plan has a hard quota) and the cached answer (on a cached route); if the
 * cache answers and the call is billable, count the call there and then, so a
 * cache hit needs no second trip. After (`bill`): count a billable call that
 * was computed (the quota counter and the day's usage counter together).
 *
 * Stores without a {@link RequestStore} of their own get
 * {@link composedRequests}: the same steps on the separate stores, which is
 * also what a failed `admit` falls back to (see store-guard.ts), so the
 * failure policy of each store stays what it is.
 */
import { quotaPeriod } from './quota.js';
import { isPromise, type Awaitable, type QuotaStore, type RateLimitStore, type ResponseCache, type UsageCount, type UsageStore } from './stores.js';
import { utcDay } from './utc-day.js';

/** One billable call, as the quota and usage counters see it. */
export interface BilledCall {
  org: string;
  key_id: string;
  /** Permission name of the endpoint. */
  endpoint: string;
  /** Ms since the epoch: gives the quota period and the usage day. */
  now: number;
}

/** What `admit` is asked. */
export interface Admission {
  /** Rate-limit bucket (the key id), window start and length (ms), and requests allowed in the window. */
  bucket: string;
  windowStart: number;
  windowMs: number;
  limit: number;
  /** Ms since the epoch: gives the quota period. */
  now: number;
  /**
   * False when the request is already refused in process (permission,
   * subscription): it is counted against the rate limit and nothing else is read.
   */
  proceed: boolean;
  /** The organization's hard quota (a plan with a quota and no overage): read, and nothing more done when it is used up. */
  quota?: { org: string; limit: number };
  /** The response-cache key to read (a cached route, without `Cache-Control: no-cache`). */
  cacheKey?: string;
  /**
   * A body this instance already holds for `cacheKey`. A shared store may
   * answer that it is the one stored (by its digest) instead of sending the
   * stored one back: then `cached` is `held.json` itself.
   */
  held?: HeldBody;
  /** Count this billable call if the cache answers (and the quota allows it). */
  bill?: BilledCall;
}

/** A cached body an instance holds, with its digest (`bodyDigest` in cache.ts; computed when first asked for). */
export interface HeldBody {
  readonly json: string;
  readonly digest: string;
}

/** What `admit` answers. */
export interface AdmissionResult {
  /** The window's count including this request; 0 when the rate-limit store failed and the request is let through. */
  count: number;
  /** Calls of the period before this one, when `quota` was asked and the request got that far; else 0. */
  used: number;
  /** The cached body, when `cacheKey` was asked and the cache holds it (`held.json` when that is the one held). */
  cached: string | undefined;
  /** True when `bill` was counted (a cache hit): the call must not be counted again. */
  billed: boolean;
}

/** The stores' work of one request in (at most) two calls; see the module description. */
export interface RequestStore {
  admit(admission: Admission): Awaitable<AdmissionResult>;
  /** Adds one call to the quota counter of its period and the usage counter of its day, endpoint and key. */
  bill(call: BilledCall): Awaitable<void>;
}

/** The separate stores {@link composedRequests} works on. */
export interface SeparateStores {
  rateLimits: RateLimitStore;
  quotas: QuotaStore;
  usage: UsageStore;
  cache: ResponseCache;
}

/** The usage counter a call adds to. */
export function usageEntry(call: BilledCall): UsageCount {
  return { org: call.org, day: utcDay(call.now), endpoint: call.endpoint, key_id: call.key_id, count: 1 };
}

/**
 * {@link RequestStore} on the separate stores, one call per store in turn.
 * With in-memory stores every step answers at once (no promise, no await).
 * It never bills at admission: a hit is counted by `bill` like any call.
 */
export function composedRequests(stores: SeparateStores): RequestStore {
  // Each step goes on at once when the store answered at once (the in-memory stores): no closure, no promise.
  const afterCount = (a: Admission, count: number): Awaitable<AdmissionResult> => {
    if (count > a.limit || !a.proceed) return { count, used: 0, cached: undefined, billed: false };
    const quota = a.quota;
    const used = quota === undefined ? 0 : stores.quotas.used(quota.org, quotaPeriod(a.now));
    return isPromise(used) ? used.then((usedNow) => afterQuota(a, count, usedNow)) : afterQuota(a, count, used);
  };
  const afterQuota = (a: Admission, count: number, used: number): Awaitable<AdmissionResult> => {
    if ((a.quota !== undefined && used >= a.quota.limit) || a.cacheKey === undefined) return { count, used, cached: undefined, billed: false };
    const cached = stores.cache.get(a.cacheKey);
    return isPromise(cached) ? cached.then((body) => ({ count, used, cached: body, billed: false })) : { count, used, cached, billed: false };
  };
  return {
    admit(a) {
      const count = stores.rateLimits.increment(a.bucket, a.windowStart, a.windowMs);
      return isPromise(count) ? count.then((n) => afterCount(a, n)) : afterCount(a, count);
    },
    bill(call) {
      // Both sent at once: with a shared store that is one round trip (pipelined), not two.
      const quota = stores.quotas.add(call.org, quotaPeriod(call.now), 1);
      const daily = stores.usage.add(usageEntry(call));
      if (!isPromise(quota) && !isPromise(daily)) return;
      return Promise.all([quota, daily]).then(() => undefined);
    },
  };
}
