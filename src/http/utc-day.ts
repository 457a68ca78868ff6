/**
 * UTC calendar days and months as the stores key them (`YYYY-MM-DD`,
 * `YYYY-MM`). Every billable request needs both; formatting a Date costs
 * microseconds, so the day of the last call is remembered.
 */

/** Milliseconds in a UTC day (no leap seconds in Unix time). */
export const DAY_MS = 86_400_000;

let knownStart = Number.NaN;
let knownDay = '';
let knownMonth = '';

/**
 * `YYYY-MM-DD` of the UTC day holding `ms`.
 *
 * @throws RangeError when `ms` is not a valid time (as `Date.prototype.toISOString` does)
 */
export function utcDay(ms: number): string {
  if (ms >= knownStart && ms < knownStart + DAY_MS) return knownDay;
  const text = new Date(ms).toISOString().slice(0, 10);
  knownStart = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
  knownDay = text;
  knownMonth = text.slice(0, 7);
  return text;
}

/** `YYYY-MM` of the UTC month holding `ms`. @throws RangeError when `ms` is not a valid time */
export function utcMonth(ms: number): string {
  // utcDay remembers the month of the day it gives: the same string all day, so maps keyed by it hash it once.
  utcDay(ms);
  return knownMonth;
}
