/**
 * The monthly quota of billable calls per organization (calendar months, UTC).
 */
import { HttpError } from './http-error.js';
import type { Naming } from './headers.js';
import { utcMonth } from './utc-day.js';
import type { Plan } from './stores.js';

/** The plan of organizations that have none in the key store: no quota. */
export const DEFAULT_PLAN: Readonly<Plan> = Object.freeze({ monthly_quota: null, overage: false });

/** The quota period of `now`: `YYYY-MM` in UTC. */
export function quotaPeriod(now: number): string {
  return utcMonth(now);
}

/** When the period of `now` ends and the quota resets: the first instant of the next month, UTC, RFC 3339. */
export function periodResetsAt(now: number): string {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString();
}

/** The 402 of a used-up quota, with the header telling when it resets. */
export function quotaExceeded(now: number, naming: Naming): HttpError {
  return new HttpError('quota_exceeded', { headers: { [naming.periodResetsAt]: periodResetsAt(now) } });
}

/** The quota a billable call of `plan` is held to: its monthly quota unless it has none or allows overage. */
export function hardQuota(plan: Plan): number | undefined {
  return plan.monthly_quota === null || plan.overage ? undefined : plan.monthly_quota;
}
