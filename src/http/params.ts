/**
 * Query parameters, read strictly: a parameter sent twice is refused rather
 * than guessed at, and `limit` accepts only the decimal integers 1 to 25.
 */
import { isTooLong, isTooShortQuery, LIMITS } from '../shared/errors.js';
import { HttpError } from './http-error.js';

/** The one value of `name`, `undefined` when absent. @throws HttpError 400 `invalid_parameter` when sent more than once */
export function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw new HttpError('invalid_parameter', { message: `"${name}" was sent more than once.` });
  return values[0];
}

const LIMIT = /^[1-9][0-9]?$/;

/**
 * `limit`: absent gives the default (10); otherwise a decimal integer from 1
 * to 25 with no sign, spaces, leading zeros or fraction.
 *
 * @throws HttpError 400 `invalid_parameter`
 */
export function parseLimit(value: string | undefined): number {
  if (value === undefined) return LIMITS.defaultLimit;
  const n = LIMIT.test(value) ? Number(value) : NaN;
  if (!(n >= LIMITS.minLimit && n <= LIMITS.maxLimit)) {
    throw new HttpError('invalid_parameter', { message: `"limit" must be an integer from ${LIMITS.minLimit} to ${LIMITS.maxLimit}.` });
  }
  return n;
}

/**
 * The autocomplete query `q`, checked with the limits the engine applies
 * (shared through `LIMITS`), so that no request the engine would refuse can
 * reach the cache, whose keys fold the query.
 *
 * @throws HttpError 400 `invalid_query` (absent, or under 2 characters after trimming),
 *   `field_too_long` (over 256 characters), `invalid_parameter` (sent twice)
 */
export function parseQ(query: URLSearchParams): string {
  const q = single(query, 'q');
  if (q === undefined) throw new HttpError('invalid_query', { message: 'The query parameter "q" is required (at least 2 characters).' });
  if (isTooShortQuery(q)) throw new HttpError('invalid_query');
  if (isTooLong(q)) throw new HttpError('field_too_long', { message: `"q" is longer than ${LIMITS.maxFieldLength} characters.` });
  return q;
}

/**
 * Refuses a parameter the route does not take: a misspelled filter
 * (`countty=CJ`) silently dropped would answer as if it had not been sent.
 *
 * @throws HttpError 400 `invalid_parameter`
 */
export function onlyKnown(query: URLSearchParams, names: readonly string[]): void {
  for (const name of query.keys()) {
    if (!names.includes(name)) throw new HttpError('invalid_parameter', { message: `Unknown parameter "${name.slice(0, 64)}": this endpoint takes ${names.map((n) => `"${n}"`).join(', ')}.` });
  }
}

/**
 * An optional text parameter (a filter: `county`, `locality`): absent gives
 * `undefined`; an empty value is refused (as for `limit`), a value over 256
 * characters gives `field_too_long`; what it names is checked by the engine.
 *
 * @throws HttpError 400 `invalid_parameter` (empty, or sent twice), `field_too_long`
 */
export function optionalText(query: URLSearchParams, name: string): string | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new HttpError('invalid_parameter', { message: `"${name}" must not be empty.` });
  if (isTooLong(value)) throw new HttpError('field_too_long', { message: `"${name}" is longer than ${LIMITS.maxFieldLength} characters.` });
  return value;
}

/** Splits a request target into path and query; absolute-form targets (`http://host/path`) are accepted too. */
export function splitTarget(url: string | undefined): { pathname: string; query: URLSearchParams } {
  const target = url ?? '/';
  if (target.startsWith('/')) {
    const q = target.indexOf('?');
    return q < 0 ? { pathname: target, query: new URLSearchParams() } : { pathname: target.slice(0, q), query: new URLSearchParams(target.slice(q + 1)) };
  }
  try {
    const parsed = new URL(target);
    return { pathname: parsed.pathname, query: parsed.searchParams };
  } catch {
    return { pathname: '', query: new URLSearchParams() };
  }
}
