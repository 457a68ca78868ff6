/**
 * The monthly quota of billable calls per organization (calendar months, UTC).
 */
import { HttpError } from './http-error.js';
import type { Naming } from './headers.js';
import { utcMonth } from './utc-day.js';
import { andThen, type Awaitable, type OrganizationRecord, type Plan, type QuotaStore } from './stores.js';

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

/**
 * Refuses a billable call when the organization's plan has a quota, no
 * overage, and the quota is used up. Cache hits and idempotent replays are
 * checked too: a quota is about access, not about work done.
 *
 * @throws HttpError 402 `quota_exceeded` with the period-reset header
 */
export function checkQuota(store: QuotaStore, org: OrganizationRecord, plan: Plan, now: number, naming: Naming): Awaitable<void> {
  const quota = plan.monthly_quota;
  if (quota === null || plan.overage) return;
  return andThen(store.used(org.id, quotaPeriod(now)), (used) => {
    if (used >= quota) throw new HttpError('quota_exceeded', { headers: { [naming.periodResetsAt]: periodResetsAt(now) } });
  });
}
