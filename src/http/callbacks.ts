/**
 * Batch job callbacks: when a job ends, its status is POSTed to the job's
 * `callback_url`, signed with the organization's secret, through the outbound
 * guard, and retried with exponential backoff. Delivery runs beside the job:
 * the job is `done` (or `failed`) before the first attempt.
 *
 * Signature header (`X-Service-Signature`, brand word as configured):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { guardedRequest, OutboundError, type OutboundPolicy } from './outbound.js';

/** How callbacks are retried. */
export interface CallbackRetry {
  /** Attempts in all (default 6). */
  attempts: number;
  /** Delay before the second attempt; doubled before each next one (default 2 s: 2, 4, 8, 16, 32 s). */
  baseDelayMs: number;
  /** Time limit of one attempt (default 10 s). */
  timeoutMs: number;
}

/** The defaults of {@link CallbackRetry}. */
export const DEFAULT_CALLBACK_RETRY: CallbackRetry = { attempts: 6, baseDelayMs: 2000, timeoutMs: 10_000 };

/** The signature header value of `body` sent at `timestamp` (unix seconds). */
export function signCallback(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * Checks a signature header as a receiver should: the HMAC in constant time,
 * and a timestamp within `toleranceSeconds` of `now` (unix seconds) so a
 * captured request cannot be replayed later.
 */
export function verifyCallbackSignature(secret: string, header: string, body: string, now: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).trim()] as const));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return timingSafeEqual(expected, Buffer.from(v1));
}

/** One callback to deliver. */
export interface Callback {
  url: string;
  /** The JSON body. */
  body: string;
  secret: string;
  /** Header names: the signature's, and the event's. */
  signatureHeader: string;
  jobId: string;
}

/** What became of a callback. */
export interface CallbackOutcome {
  delivered: boolean;
  /** Attempts made so far, those of earlier servers included. */
  attempts: number;
  /** HTTP status of the last answer; null when none came. */
  lastStatus: number | null;
  /** When the next attempt is due (unix ms), while one is planned; null otherwise. */
  nextAttemptAt: number | null;
}

/** Where a delivery an earlier server left pending starts again. */
export interface CallbackResume {
  /** Attempts already made. */
  attempts: number;
  lastStatus: number | null;
  /** When the next attempt is due (unix ms); null: now. */
  nextAttemptAt: number | null;
}

/**
 * Delivers `callback`: a 2xx answer ends it; anything else (a non-2xx
 * status, a network failure, a timeout) is retried after the backoff delay,
 * up to `retry.attempts` in all. A URL the guard refuses is not retried. Never
 * rejects.
 *
 * When `signal` aborts (the server stops), delivery stops without a final
 * outcome: an attempt cut short is not counted, and the last outcome told to
 * `onAttempt` (attempts made, when the next is due) is where `resume` starts
 * again on the next server.
 *
 * @param clock unix time in ms, for the signature's timestamp (each attempt is signed anew) and the due times
 * @param onAttempt told after each attempt (to record progress)
 * @param resume the state an earlier server left (default: no attempt made yet)
 * @returns the outcome; `delivered` false and `nextAttemptAt` set when stopped by `signal`
 */
export async function deliverCallback(
  callback: Callback,
  policy: OutboundPolicy,
  retry: CallbackRetry,
  clock: () => number,
  onAttempt?: (outcome: CallbackOutcome) => void,
  signal?: AbortSignal,
  resume?: CallbackResume,
): Promise<CallbackOutcome> {
  const outcome: CallbackOutcome = { delivered: false, attempts: resume?.attempts ?? 0, lastStatus: resume?.lastStatus ?? null, nextAttemptAt: resume?.nextAttemptAt ?? null };
  while (outcome.attempts < retry.attempts) {
    if (outcome.nextAttemptAt !== null) await sleep(outcome.nextAttemptAt - clock(), signal);
    if (signal?.aborted) return outcome;
    let final = false;
    let status: number | null = null;
    let delivered = false;
    try {
      const signature = signCallback(callback.secret, Math.floor(clock() / 1000), callback.body);
      const res = await guardedRequest(callback.url, policy, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [callback.signatureHeader]: signature, 'x-batch-job-id': callback.jobId },
        body: callback.body,
        timeoutMs: retry.timeoutMs,
        ...(signal === undefined ? {} : { signal }),
      });
      status = res.status;
      res.body.resume();
      delivered = true;
    } catch (err) {
      // Cut short by the server stopping: not an attempt; the next server makes it.
      if (signal?.aborted) return outcome;
      status = err instanceof OutboundError ? statusOf(err) : null;
      final = err instanceof OutboundError && err.failure === 'blocked';
    }
    outcome.attempts++;
    outcome.lastStatus = status;
    outcome.delivered = delivered;
    const again = !delivered && !final && outcome.attempts < retry.attempts;
    outcome.nextAttemptAt = again ? clock() + retry.baseDelayMs * 2 ** (outcome.attempts - 1) : null;
    onAttempt?.({ ...outcome });
    if (!again) break;
  }
  outcome.nextAttemptAt = null;
  return outcome;
}

/** The status in an `unreachable` message (`the server answered HTTP 503`), if any. */
function statusOf(err: OutboundError): number | null {
  const m = /HTTP (\d{3})$/.exec(err.message);
  return m ? Number(m[1]) : null;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
