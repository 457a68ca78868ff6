/**
 * The admissions and bills of concurrent requests, sent to Redis together in
 * one script call instead of one call each (see {@link RequestBatcher} for
 * when a call goes).
 *
 * Each request still gets its own answer, computed by the same steps as if it
 * had been sent alone (rate limit, hard quota, cache read, billing of a hit;
 * or a computed call's billing), in the order the requests asked, inside one
 * atomic script: counts stay exact across instances. What is saved is the
 * per-command work of the client (encoding, its queue entry and promise, the
 * reply's parsing, our deadline entry) and of redis-server (a script call
 * each), and the socket's system calls are shared by more requests.
 *
 * Failure: when the call fails (Redis away, slow past the command timeout, a
 * reply that makes no sense), every request of the batch gets the same
 * rejection it would have got alone, and the store guard applies its policy
 * to each (src/http/store-guard.ts). An error of one request's own commands
 * (a key of the wrong type) is caught in the script and fails that request
 * only, as before.
 */
import type { AdmissionResult, HeldBody } from '../http/admission.js';
import { BODY_DIGEST_LENGTH } from '../http/cache.js';
import { RedisScript, RedisUnavailableError, toInteger, toText, type RedisCommands } from './client.js';

/** Keys each operation takes in the script's KEYS: rate-limit window, quota counter, cache entry, usage hash. */
const KEYS_PER_OP = 4;
/**
 * Arguments each operation takes in ARGV: what ('p' admit and go on, 'r'
 * admit a request refused in process, 'b' bill a computed call), window TTL
 * ms, limit, hard quota ('' none), read the cache (1/0), usage field to bill a
 * hit ('' none; for 'b' the call's field), quota expiry, usage expiry (ms),
 * and the digest of the body the instance holds for the cache key ('' none).
 */
export const ARGS_PER_OP = 9;
/**
 * Elements of the reply per operation: count (-1 on an error of its own),
 * quota used, and the cached entry (nil when none; 1 when it is the body the
 * instance holds; else the stored value, its digest then the body) or the error.
 */
const REPLY_PER_OP = 3;

/**
 * Most operations in one script call: bounds the script's arguments (at most
 * 3,072) and how long one call holds Redis (each operation is a handful of
 * O(1) commands).
 */
export const MAX_BATCH = 256;

/**
 * The operations of a batch, in order; see {@link KEYS_PER_OP} and
 * {@link ARGS_PER_OP}. A counter's expiry is set where the counter starts (a
 * quota counter at 1, a usage field at 1, which a new day's hash always
 * starts with): it is the same fixed instant for every call of the month or
 * day, so setting it again on every call changed nothing but cost Redis two
 * commands per billed call. (The other writers of these counters,
 * `RedisQuotaStore.add` and `RedisUsageStore.add`, set it on every call.)
 */
export const ADMIT_MANY = new RedisScript(`local function bill(k, a)
  if redis.call('INCRBY', KEYS[k + 2], 1) == 1 then redis.call('PEXPIREAT', KEYS[k + 2], ARGV[a + 7]) end
  if redis.call('HINCRBY', KEYS[k + 4], ARGV[a + 6], 1) == 1 then redis.call('PEXPIREAT', KEYS[k + 4], ARGV[a + 8]) end
end
local function one(k, a)
  local what = ARGV[a + 1]
  if what == 'b' then
    bill(k, a)
    return 0, 0, false
  end
  local n = redis.call('INCR', KEYS[k + 1])
  if n == 1 then redis.call('PEXPIRE', KEYS[k + 1], ARGV[a + 2]) end
  if n > tonumber(ARGV[a + 3]) or what ~= 'p' then return n, 0, false end
  local used = 0
  if ARGV[a + 4] ~= '' then
    used = tonumber(redis.call('GET', KEYS[k + 2]) or '0')
    if used >= tonumber(ARGV[a + 4]) then return n, used, false end
  end
  if ARGV[a + 5] ~= '1' then return n, used, false end
  local body = redis.call('GET', KEYS[k + 3])
  -- A value not of the stored form (digest, then body) is no hit: nothing is billed for it.
  if not body or not string.find(body, '^${'%x'.repeat(BODY_DIGEST_LENGTH)}') then return n, used, false end
  if ARGV[a + 6] ~= '' then bill(k, a) end
  if ARGV[a + 9] ~= '' and string.sub(body, 1, ${BODY_DIGEST_LENGTH}) == ARGV[a + 9] then return n, used, 1 end
  return n, used, body
end
local out = {}
for i = 0, #KEYS / ${KEYS_PER_OP} - 1 do
  local ok, n, used, body = pcall(one, i * ${KEYS_PER_OP}, i * ${ARGS_PER_OP})
  if not ok then
    used = 0
    body = type(n) == 'table' and (n.err or 'error') or tostring(n)
    n = -1
  end
  out[i * 3 + 1] = n
  out[i * 3 + 2] = used
  out[i * 3 + 3] = body
end
return out`);

interface Waiter {
  resolve(reply: AdmissionResult): void;
  reject(err: unknown): void;
  /** A hit of this admission was billed by the script (it asked for a field). */
  billsHit: boolean;
  /** The body the instance holds for the cache key, whose digest was sent. */
  held: HeldBody | undefined;
}

/**
 * Queues operations and sends them as {@link ADMIT_MANY} calls. While no call
 * is waiting for its reply, what is queued goes at the end of the current
 * callback (so an idle server adds no delay, and the operations of one
 * callback share a call); while one is, at the end of the current turn of the
 * event loop (`setImmediate`), so the requests of every socket read in that
 * turn share the next call. A full batch goes at once.
 *
 * Measured against the alternatives (bench/RESULTS.md, issue 10, fourth
 * pass): a flush per callback alone (microtask or `process.nextTick`) never
 * batches over HTTP, each request arriving in a callback of its own; a flush
 * per turn alone costs node-redis a turn even when idle (it writes in a
 * `setImmediate` of its own, which, queued from one, runs a turn later);
 * waiting for the call out to come back made batches a third larger for the
 * same CPU but adds up to a Redis round trip of waiting, which a Redis on
 * another host would make long.
 */
export class RequestBatcher {
  #keys: string[] = [];
  #args: string[] = [];
  #waiters: Waiter[] = [];
  /** A flush is queued (for the end of the current callback, or of the turn). */
  #scheduled = false;
  /** Calls sent and not settled yet. */
  #inFlight = 0;
  #calls = 0;
  #operations = 0;

  constructor(readonly redis: RedisCommands) {}

  /** Script calls sent since the start (for benchmarks and tests). */
  get calls(): number {
    return this.#calls;
  }

  /** Operations sent in those calls: `operations / calls` is the mean batch. */
  get operations(): number {
    return this.#operations;
  }

  /**
   * Queues one operation (4 keys, 9 arguments: see {@link ADMIT_MANY}, the
   * last being `held`'s digest, or '' without `held`); its answer comes with
   * its batch's reply (for a bill, all zero).
   */
  enqueue(k1: string, k2: string, k3: string, k4: string, args: readonly string[], held?: HeldBody): Promise<AdmissionResult> {
    return new Promise<AdmissionResult>((resolve, reject) => {
      if (args.length !== ARGS_PER_OP) throw new RangeError(`an operation takes ${ARGS_PER_OP} arguments, got ${args.length}`);
      this.#keys.push(k1, k2, k3, k4);
      for (const arg of args) this.#args.push(arg);
      this.#waiters.push({ resolve, reject, billsHit: args[0] !== 'b' && args[5] !== '', held });
      if (this.#waiters.length >= MAX_BATCH) this.#flush();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        if (this.#inFlight === 0) queueMicrotask(this.#flushScheduled);
        else setImmediate(this.#flushScheduled);
      }
    });
  }

  readonly #flushScheduled = (): void => {
    this.#scheduled = false;
    this.#flush();
  };

  readonly #landed = (): void => {
    this.#inFlight--;
  };

  #flush(): void {
    const waiters = this.#waiters;
    if (waiters.length === 0) return;
    this.#inFlight++;
    const keys = this.#keys;
    const args = this.#args;
    this.#keys = [];
    this.#args = [];
    this.#waiters = [];
    this.#calls++;
    this.#operations += waiters.length;
    this.redis.eval(ADMIT_MANY, keys, args).then(
      (reply) => settle(reply, waiters),
      (err: unknown) => {
        // Every request of the batch fails as it would have alone; the guard's policy applies to each.
        for (const w of waiters) w.reject(err);
      },
    ).then(this.#landed);
  }
}

/** Gives each waiter its part of the flat reply. */
function settle(reply: unknown, waiters: Waiter[]): void {
  if (!Array.isArray(reply) || reply.length !== waiters.length * REPLY_PER_OP) {
    const err = new TypeError('Redis answered the admission script with something else than a list of its operations');
    for (const w of waiters) w.reject(err);
    return;
  }
  for (let i = 0; i < waiters.length; i++) {
    const at = i * REPLY_PER_OP;
    const w = waiters[i]!;
    try {
      const count = toInteger(reply[at]);
      if (count === -1) {
        w.reject(new RedisUnavailableError(`Redis failed a request's admission: ${toText(reply[at + 2]) ?? 'error'}`));
        continue;
      }
      const entry = reply[at + 2];
      // 1: the stored body is the one held (its digest matched), so it was not sent.
      // Else the script answered only a value of the stored form: its body follows the digest.
      const cached = entry === 1 && w.held !== undefined ? w.held.json : toText(entry)?.slice(BODY_DIGEST_LENGTH);
      w.resolve({ count, used: toInteger(reply[at + 1]), cached, billed: cached !== undefined && w.billsHit });
    } catch (err) {
      w.reject(err);
    }
  }
}

/** A digest then a body: what the response cache stores under a key (see `RedisResponseCache`). */
const STORED_BODY = new RegExp(`^[0-9a-f]{${BODY_DIGEST_LENGTH}}`);

/**
 * The body of a stored cache value (its digest, then the body), or
 * `undefined` for none. @throws TypeError when the value is not of that form
 * (another writer's key: the guard fails the cache open on it)
 */
export function storedBody(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!STORED_BODY.test(value)) throw new TypeError('a cache entry in Redis does not begin with its digest');
  return value.slice(BODY_DIGEST_LENGTH);
}
