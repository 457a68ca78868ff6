/**
 * Idempotency-Key on POST: a retried request with the same key and the same
 * body gets the original response again; the same key with another body is
 * refused with 422 `idempotency_key_reused`.
 *
 * The specification also names 409 `idempotency_conflict` for that case; this
 * adapter returns 422 `idempotency_key_reused`, the code of its error catalogue.
 */
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from './http-error.js';
import type { IdempotencyMarker, IdempotencyRecord, IdempotencyStore } from './stores.js';

/** How long a response is kept for its key: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const VISIBLE_ASCII = /^[\x21-\x7e]{1,255}$/;

/**
 * The Idempotency-Key of a request, `undefined` when none was sent.
 *
 * @throws HttpError 400 `invalid_idempotency_key` unless it is 1-255 visible ASCII characters
 *   (a header sent twice arrives joined by `, ` and so fails too)
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !VISIBLE_ASCII.test(header)) throw new HttpError('invalid_idempotency_key');
  return header;
}

/**
 * What "the same request" means: the same route and byte-for-byte the same
 * body. Comparing bytes, not parsed JSON, keeps the rule simple to state; a
 * client retrying sends the bytes it sent before.
 */
export function requestFingerprint(routeId: string, body: Uint8Array | string): string {
  return createHash('sha256').update(routeId).update('\n').update(body).digest('hex');
}

/** Where a request stands with respect to its key. */
export type IdempotencyOutcome =
  /** Answer with this stored response. */
  | { kind: 'replay'; record: IdempotencyRecord }
  /** Run the request, then call `finish` (always, exactly once) with what to keep. */
  | { kind: 'run'; finish: (record?: Omit<IdempotencyRecord, 'fingerprint' | 'expires_at'>) => Promise<void> };

/**
 * Coordinates requests carrying Idempotency-Keys. Records live in the
 * {@link IdempotencyStore}. Within one process, a request whose key is still
 * being served waits for it, so two concurrent retries do not both run. Across
 * processes sharing a store with `claim`, a request claims its key before it
 * runs; one arriving at another instance while the claim holds gets 409
 * `idempotency_request_in_progress` (or 422 with another body) instead of
 * running a second time.
 */
export class IdempotencyGate {
  readonly #store: IdempotencyStore;
  readonly #claimTtlMs: number;
  readonly #inFlight = new Map<string, Promise<void>>();

  /**
   * @param claimTtlMs how long a claim holds if its request never finishes (its process died):
   *   longer than any request may run
   */
  constructor(store: IdempotencyStore, claimTtlMs: number) {
    this.#store = store;
    this.#claimTtlMs = claimTtlMs;
  }

  /**
   * Looks up `key` of organization `org`. Keys are scoped per organization:
   * two organizations may use the same key independently.
   *
   * @throws HttpError 422 `idempotency_key_reused` when the key was used with another fingerprint;
   *   409 `idempotency_request_in_progress` while another instance serves the same request
   */
  async begin(org: string, key: string, fingerprint: string, now: number): Promise<IdempotencyOutcome> {
    const scope = `${org}\u0000${key}`;
    for (let pending = this.#inFlight.get(scope); pending !== undefined; pending = this.#inFlight.get(scope)) await pending;
    // Claimed synchronously after the wait, so no other request of this process slips in between.
    let release!: () => void;
    this.#inFlight.set(scope, new Promise<void>((resolve) => (release = resolve)));
    let released = false;
    const done = (): void => {
      if (released) return;
      released = true;
      this.#inFlight.delete(scope);
      release();
    };
    const store = this.#store;
    let marker: IdempotencyMarker | undefined;
    try {
      let record: IdempotencyRecord | undefined;
      if (store.claim !== undefined) {
        const claimed = { token: randomBytes(16).toString('hex'), fingerprint };
        const found = await store.claim(scope, claimed, now, this.#claimTtlMs);
        if (found.kind === 'in_progress') {
          if (found.fingerprint !== fingerprint) throw new HttpError('idempotency_key_reused');
          throw new HttpError('idempotency_request_in_progress', { headers: { 'Retry-After': '1' } });
        }
        if (found.kind === 'record') record = found.record;
        else marker = claimed;
      } else {
        record = await store.get(scope, now);
      }
      if (record !== undefined) {
        done();
        if (record.fingerprint !== fingerprint) throw new HttpError('idempotency_key_reused');
        return { kind: 'replay', record };
      }
    } catch (err) {
      done();
      throw err;
    }
    return {
      kind: 'run',
      finish: async (response) => {
        if (released) return;
        try {
          // The record replaces the claim; without one (a 5xx, a client gone), the claim is let go so a retry runs.
          if (response !== undefined) await store.set(scope, { ...response, fingerprint, expires_at: now + IDEMPOTENCY_TTL_MS });
          else if (marker !== undefined) await store.release?.(scope, marker);
        } finally {
          done();
        }
      },
    };
  }
}
