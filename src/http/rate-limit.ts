/**
 * Per-key rate limiting in fixed windows, reported by the X-RateLimit-* headers.
 */
import { HttpError } from './http-error.js';
import { rateLimitHeaders, type RateLimitState } from './headers.js';

/** Requests allowed per key in each window. */
export interface RateLimitOptions {
  /** Requests per window; default 600. */
  limit: number;
  /** Window length in ms; default 60,000 (so 10 requests per second on average). */
  windowMs: number;
}

/** 600 requests a minute per key: room for type-ahead bursts, a ceiling on runaway loops. */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimitOptions> = Object.freeze({ limit: 600, windowMs: 60_000 });

/** The outcome of counting one request. */
export interface RateLimitDecision {
  allowed: boolean;
  /** False when the store could not count (it failed, and the request is let through): no X-RateLimit-* then. */
  counted: boolean;
  state: RateLimitState;
  /** Whole seconds until the window resets (at least 1), for Retry-After. */
  retryAfter: number;
}

/** The start of the window `now` falls in. */
export function windowStartOf(now: number, options: RateLimitOptions): number {
  return Math.floor(now / options.windowMs) * options.windowMs;
}

/**
 * The decision for a window whose count (this request included) is `count`.
 * Windows are fixed and aligned on multiples of `windowMs` since the epoch, so
 * every instance sharing a store agrees on them without coordination.
 */
export function decide(count: number, now: number, options: RateLimitOptions): RateLimitDecision {
  const windowEnd = windowStartOf(now, options) + options.windowMs;
  return {
    // A store counts the request itself, so 0 only comes from a failed store let through (UNCOUNTED).
    allowed: count <= options.limit,
    counted: count > 0,
    state: { limit: options.limit, remaining: Math.max(0, options.limit - count), resetAt: Math.ceil(windowEnd / 1000) },
    retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

/** The 429 of a refused decision, with Retry-After and the rate-limit headers. */
export function rateLimitError(decision: RateLimitDecision): HttpError {
  return new HttpError('rate_limit_exceeded', {
    headers: { 'Retry-After': String(decision.retryAfter), ...rateLimitHeaders(decision.state) },
  });
}

/** @throws RangeError when the options are not positive integers. */
export function checkRateLimitOptions(options: RateLimitOptions): RateLimitOptions {
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new RangeError(`rate limit must be a positive integer, got ${options.limit}`);
  if (!Number.isInteger(options.windowMs) || options.windowMs < 1) throw new RangeError(`rate-limit window must be a positive integer of ms, got ${options.windowMs}`);
  return options;
}
