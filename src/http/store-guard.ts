/**
 * What a request does when a store fails (Redis down or slow): decided here,
 * once, for every store. Documented in docs/http.md > When a store fails.
 *
 * - Fail open, logged: the rate-limit counter (the request is served without
 *   X-RateLimit-* headers) and the response cache (a miss; a failed write is
 *   dropped). Neither guards money or correctness.
 * - Fail closed with 503 `service_unavailable` and `Retry-After: 1`: keys and
 *   organizations, quota, usage, idempotency records and batch jobs. A billable answer is
 *   sent only after its call is counted, so usage is never silently lost: when
 *   counting fails, the client gets 503 instead of the answer.
 *
 * A store that throws an `AddressError` (an HTTP error it chose) passes it on.
 */
import { HttpError, isAddressError } from './http-error.js';
import { isPromise, type Awaitable, type IdempotencyMarker, type KeyStore, type Stores } from './stores.js';
import { composedRequests, type RequestStore } from './admission.js';
import type { JobStore } from './job-store.js';

/** Where the guard reports store failures. */
export interface StoreFailureLog {
  error(message: string, fields: Record<string, unknown>): void;
}

/** The count a guarded rate-limit store answers when its store failed: no real count is 0 (it includes the request). */
export const UNCOUNTED = 0;

/** How often one kind of failure is logged at most: a down Redis must not flood the log with one line per request. */
const LOG_EVERY_MS = 5_000;

class FailureReporter {
  readonly #last = new Map<string, { at: number; suppressed: number }>();
  constructor(readonly log: StoreFailureLog) {}

  report(store: string, outcome: string, err: unknown): void {
    const now = Date.now();
    const last = this.#last.get(store);
    if (last !== undefined && now - last.at < LOG_EVERY_MS) {
      last.suppressed++;
      return;
    }
    this.log.error(`${store} store failed; ${outcome}`, {
      store,
      error: err instanceof Error ? err.message : String(err),
      ...(last !== undefined && last.suppressed > 0 ? { suppressed_since_last: last.suppressed } : {}),
    });
    this.#last.set(store, { at: now, suppressed: 0 });
  }
}

function unavailable(): HttpError {
  return new HttpError('service_unavailable', { headers: { 'Retry-After': '1' } });
}

/** `call()`, with a failure (thrown or rejected) replaced by `onFailure(err)`. */
function guarded<T>(call: () => Awaitable<T>, onFailure: (err: unknown) => Awaitable<T>): Awaitable<T> {
  let result: Awaitable<T>;
  try {
    result = call();
  } catch (err) {
    return onFailure(err);
  }
  return isPromise(result) ? result.catch(onFailure) : result;
}

/** A store's answer, with a rejection replaced by `onFailure(err)` (a throw is the caller's to catch). */
function settled<T>(result: Awaitable<T>, onFailure: (err: unknown) => Awaitable<T>): Awaitable<T> {
  return isPromise(result) ? result.catch(onFailure) : result;
}

/**
 * The stores and key store with the failure policy above applied. The
 * result always has `requests`: the given one, falling back on failure to the
 * same steps on the guarded separate stores (so each store's own policy
 * applies: a down Redis fails those at once), or those steps alone.
 */
export function guardStores(stores: Stores, keys: KeyStore, log: StoreFailureLog): { stores: Stores & { requests: RequestStore }; keys: KeyStore } {
  const reporter = new FailureReporter(log);
  const closed =
    (store: string) =>
    (err: unknown): never => {
      if (isAddressError(err)) throw err;
      reporter.report(store, 'answering 503 service_unavailable', err);
      throw unavailable();
    };
  const { rateLimits, quotas, usage, idempotency, cache } = stores;
  // The calls every request makes are guarded without a closure per call (see settled).
  const keyClosed = closed('key');
  const quotaClosed = closed('quota');
  const usageClosed = closed('usage');
  const rateLimitOpen = (err: unknown): number => {
    reporter.report('rate-limit', 'request served without rate limiting', err);
    return UNCOUNTED;
  };
  const cacheMiss = (err: unknown): undefined => {
    reporter.report('cache', 'treated as a miss', err);
    return undefined;
  };
  const guardedKeys: KeyStore = {
    findKeyByHash(hash) {
      try {
        return settled(keys.findKeyByHash(hash), keyClosed);
      } catch (err) {
        return keyClosed(err);
      }
    },
    findOrganization(id) {
      try {
        return settled(keys.findOrganization(id), keyClosed);
      } catch (err) {
        return keyClosed(err);
      }
    },
  };
  const separate: Omit<Stores, 'health' | 'requests'> = {
    rateLimits: {
      increment(bucket, windowStart, windowMs) {
        try {
          return settled(rateLimits.increment(bucket, windowStart, windowMs), rateLimitOpen);
        } catch (err) {
          return rateLimitOpen(err);
        }
      },
    },
    quotas: {
      used(org, period) {
        try {
          return settled(quotas.used(org, period), quotaClosed);
        } catch (err) {
          return quotaClosed(err);
        }
      },
      add(org, period, count) {
        try {
          return settled(quotas.add(org, period, count), quotaClosed);
        } catch (err) {
          return quotaClosed(err);
        }
      },
    },
    usage: {
      add(entry) {
        try {
          return settled(usage.add(entry), usageClosed);
        } catch (err) {
          return usageClosed(err);
        }
      },
      list: (org, from, to) => guarded(() => usage.list(org, from, to), usageClosed),
    },
    idempotency: {
      get: (scope, now) => guarded(() => idempotency.get(scope, now), closed('idempotency')),
      set: (scope, record) => guarded(() => idempotency.set(scope, record), closed('idempotency')),
      ...(idempotency.claim === undefined
        ? {}
        : { claim: (scope: string, marker: IdempotencyMarker, now: number, ttlMs: number) => guarded(() => idempotency.claim!(scope, marker, now, ttlMs), closed('idempotency')) }),
      ...(idempotency.release === undefined
        ? {}
        : {
            // A claim left behind only delays a retry until it expires: logged, never a failed answer.
            release: (scope: string, marker: IdempotencyMarker) => guarded(() => idempotency.release!(scope, marker), (err) => reporter.report('idempotency', 'claim left to expire', err)),
          }),
    },
    cache: {
      get(key) {
        try {
          return settled(cache.get(key), cacheMiss);
        } catch (err) {
          return cacheMiss(err);
        }
      },
      set: (key, body) =>
        guarded(
          () => cache.set(key, body),
          (err) => reporter.report('cache', 'entry not kept', err),
        ),
    },
  };
  const composed = composedRequests(separate);
  const own = stores.requests;
  const requests: RequestStore =
    own === undefined
      ? composed
      : {
          // A failed admission is not reported here: the separate stores it falls back on report their own failures.
          admit: (admission) => guarded(() => own.admit(admission), () => composed.admit(admission)),
          bill: (call) => guarded(() => own.bill(call), closed('usage')),
        };
  return { keys: guardedKeys, stores: { ...separate, requests, health: stores.health } };
}

/**
 * The batch job store with the policy of the stores that fail closed: a
 * failure (Redis away, a disk error) answers 503 `service_unavailable` with
 * `Retry-After: 1`, logged at most once every 5 s, instead of a 500.
 */
export function guardJobStore(store: JobStore, log: StoreFailureLog): JobStore {
  const reporter = new FailureReporter(log);
  const closed = (err: unknown): never => {
    if (isAddressError(err)) throw err;
    reporter.report('batch', 'answering 503 service_unavailable', err);
    throw unavailable();
  };
  return {
    put: (job) => guarded(() => store.put(job), closed),
    get: (id) => guarded(() => store.get(id), closed),
    unfinished: () => guarded(() => store.unfinished(), closed),
    appendResults: (id, text) => guarded(() => store.appendResults(id, text), closed),
    deleteResults: (id) => guarded(() => store.deleteResults(id), closed),
    readResults: (id) => guarded(() => store.readResults(id), closed),
    sweep: (now, retention) => guarded(() => store.sweep(now, retention), closed),
  };
}
