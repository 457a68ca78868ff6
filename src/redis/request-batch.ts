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

/**
 * What the operations of one API key share while its rate-limit window, plan
 * and day last: its counters' key names and the arguments of their steps.
 * Sent once per call however many of its operations the call holds (one
 * client's requests mostly share one), so an operation is four short
 * arguments instead of a dozen long ones. Build one with
 * {@link opTemplate}; the same object may be given to any number of operations.
 */
export interface OpTemplate {
  /** Key names: the rate-limit window, the month's quota counter, the day's usage hash (a step not taken gets any of them; it is never touched). */
  readonly rateKey: string;
  readonly quotaKey: string;
  readonly usageKey: string;
  /** The rest, as sent: window TTL ms, limit, hard quota ('' none), usage field to bill ('' none), quota expiry, usage expiry (ms since the epoch). */
  readonly args: readonly [ttl: string, limit: string, quota: string, field: string, quotaExpiry: string, usageExpiry: string];
}

/** Arguments a template takes in ARGV: the indexes (1-based) of its three keys in KEYS, then its `args`. */
const ARGS_PER_TEMPLATE = 9;
/**
 * Arguments each operation takes in ARGV: what ('p' admit and go on, 'r'
 * admit a request refused in process, 'b' bill a computed call), its
 * template's number (1-based), the index of its cache entry's key in KEYS (0
 * none), and the digest of the body the instance holds for it ('' none).
 */
const ARGS_PER_OP = 4;
/**
 * Elements of the reply per operation: count (-1 on an error of its own),
 * quota used, and the cached entry (nil when none; 1 when it is the body the
 * instance holds; else the stored value, its digest then the body) or the error.
 */
const REPLY_PER_OP = 3;

/**
 * Most operations in one script call: bounds the script's arguments and how
 * long one call holds Redis (each operation is a handful of O(1) commands).
 */
export const MAX_BATCH = 256;

/**
 * The operations of a batch, in order. ARGV: the number of templates, the
 * templates ({@link ARGS_PER_TEMPLATE} each), then the operations
 * ({@link ARGS_PER_OP} each); KEYS: every key name once. Each operation runs
 * the steps the one-request scripts ran (rate limit; hard quota; cache read;
 * billing of a hit; or a computed call's billing). A counter's expiry is set
 * where the counter starts (a quota counter at 1, a usage field at 1, which a
 * new day's hash always starts with): it is the same fixed instant for every
 * call of the month or day, so setting it again on every call changed
 * nothing but cost Redis two commands per billed call. (The other writers of
 * these counters, `RedisQuotaStore.add` and `RedisUsageStore.add`, set it on
 * every call.)
 */
export const ADMIT_MANY = new RedisScript(`local templates = {}
local at = 2
for t = 1, tonumber(ARGV[1]) do
  templates[t] = { KEYS[tonumber(ARGV[at])], KEYS[tonumber(ARGV[at + 1])], KEYS[tonumber(ARGV[at + 2])], ARGV[at + 3], tonumber(ARGV[at + 4]), ARGV[at + 5], ARGV[at + 6], ARGV[at + 7], ARGV[at + 8] }
  at = at + ${ARGS_PER_TEMPLATE}
end
local function bill(t)
  if redis.call('INCRBY', t[2], 1) == 1 then redis.call('PEXPIREAT', t[2], t[8]) end
  if redis.call('HINCRBY', t[3], t[7], 1) == 1 then redis.call('PEXPIREAT', t[3], t[9]) end
end
local function one(what, t, cache, digest)
  if what == 'b' then
    bill(t)
    return 0, 0, false
  end
  local n = redis.call('INCR', t[1])
  if n == 1 then redis.call('PEXPIRE', t[1], t[4]) end
  if n > t[5] or what ~= 'p' then return n, 0, false end
  local used = 0
  if t[6] ~= '' then
    used = tonumber(redis.call('GET', t[2]) or '0')
    if used >= tonumber(t[6]) then return n, used, false end
  end
  if not cache then return n, used, false end
  local body = redis.call('GET', cache)
  -- A value not of the stored form (digest, then body) is no hit: nothing is billed for it.
  if not body or not string.find(body, '^${'%x'.repeat(BODY_DIGEST_LENGTH)}') then return n, used, false end
  if t[7] ~= '' then bill(t) end
  if digest ~= '' and string.sub(body, 1, ${BODY_DIGEST_LENGTH}) == digest then return n, used, 1 end
  return n, used, body
end
local out = {}
local i = 0
while at <= #ARGV do
  local ok, n, used, body = pcall(one, ARGV[at], templates[tonumber(ARGV[at + 1])], KEYS[tonumber(ARGV[at + 2])], ARGV[at + 3])
  if not ok then
    used = 0
    body = type(n) == 'table' and (n.err or 'error') or tostring(n)
    n = -1
  end
  out[i * 3 + 1] = n
  out[i * 3 + 2] = used
  out[i * 3 + 3] = body
  i = i + 1
  at = at + ${ARGS_PER_OP}
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
  /** The batch being gathered: key names once each (and where each is), templates once each, operations in order. */
  #keys: string[] = [];
  #keyAt = new Map<string, number>();
  #templateArgs: string[] = [];
  #templateAt = new Map<OpTemplate, number>();
  #opArgs: string[] = [];
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
   * Queues one operation (see {@link ADMIT_MANY}): `what` of `template`, with
   * the cache entry `cacheName` to read ('p' only), and the body the instance
   * holds for it. Its answer comes with its batch's reply (for a bill, all zero).
   */
  enqueue(what: 'p' | 'r' | 'b', template: OpTemplate, cacheName?: string, held?: HeldBody): Promise<AdmissionResult> {
    return new Promise<AdmissionResult>((resolve, reject) => {
      let t = this.#templateAt.get(template);
      if (t === undefined) {
        this.#templateAt.set(template, (t = this.#templateAt.size + 1));
        this.#templateArgs.push(this.#keyIndex(template.rateKey), this.#keyIndex(template.quotaKey), this.#keyIndex(template.usageKey), ...template.args);
      }
      this.#opArgs.push(what, String(t), cacheName === undefined ? '0' : this.#keyIndex(cacheName), held === undefined ? '' : held.digest);
      this.#waiters.push({ resolve, reject, billsHit: what !== 'b' && template.args[3] !== '', held });
      if (this.#waiters.length >= MAX_BATCH) this.#flush();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        if (this.#inFlight === 0) queueMicrotask(this.#flushScheduled);
        else setImmediate(this.#flushScheduled);
      }
    });
  }

  /** The 1-based index of `name` in the batch's KEYS, as sent. */
  #keyIndex(name: string): string {
    let at = this.#keyAt.get(name);
    if (at === undefined) {
      this.#keys.push(name);
      this.#keyAt.set(name, (at = this.#keys.length));
    }
    return String(at);
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
    const args = [String(this.#templateAt.size), ...this.#templateArgs, ...this.#opArgs];
    this.#keys = [];
    this.#keyAt.clear();
    this.#templateArgs = [];
    this.#templateAt.clear();
    this.#opArgs = [];
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
