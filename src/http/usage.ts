/**
 * Usage: counting billable calls (the quota counter and the daily usage
 * counters together) and answering `GET /v1/usage?range=&group=`.
 */
import { HttpError } from './http-error.js';
import { periodResetsAt, quotaPeriod } from './quota.js';
import { type Plan, type QuotaStore, type UsageCount, type UsageStore } from './stores.js';
import { DAY_MS, utcDay } from './utc-day.js';

/** The documented values of `range`; the first is the default. */
export const USAGE_RANGES = ['current_month', 'previous_month', 'last_7_days', 'last_30_days'] as const;
/** The documented values of `group`; the first is the default. */
export const USAGE_GROUPS = ['day', 'endpoint', 'key'] as const;

export type UsageRange = (typeof USAGE_RANGES)[number];
export type UsageGroup = (typeof USAGE_GROUPS)[number];

/** The first and last day (UTC, inclusive, `YYYY-MM-DD`) of `range` at `now`. */
export function rangeDays(range: UsageRange, now: number): { from: string; to: string } {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (range) {
    case 'current_month':
      return { from: utcDay(Date.UTC(y, m, 1)), to: utcDay(now) };
    case 'previous_month':
      return { from: utcDay(Date.UTC(y, m - 1, 1)), to: utcDay(Date.UTC(y, m, 1) - DAY_MS) };
    case 'last_7_days':
      return { from: utcDay(now - 6 * DAY_MS), to: utcDay(now) };
    case 'last_30_days':
      return { from: utcDay(now - 29 * DAY_MS), to: utcDay(now) };
  }
}

function pick<T extends string>(value: string | undefined, allowed: readonly [T, ...T[]], name: string): T {
  if (value === undefined) return allowed[0];
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new HttpError('invalid_parameter', { message: `"${name}" must be one of ${allowed.join(', ')}.` });
}

/** @throws HttpError 400 `invalid_parameter` on a value that is not documented */
export function parseUsageParams(range: string | undefined, group: string | undefined): { range: UsageRange; group: UsageGroup } {
  return { range: pick(range, USAGE_RANGES, 'range'), group: pick(group, USAGE_GROUPS, 'group') };
}

/** One row of a usage report; which label it has depends on `group`. */
export type UsageRow = { day: string; count: number } | { endpoint: string; count: number } | { key_id: string; count: number };

/** The body of `GET /v1/usage` (without `request_id`). */
export interface UsageReport {
  range: UsageRange;
  group: UsageGroup;
  /** First day of the range, UTC. */
  from: string;
  /** Last day of the range, UTC (today for ranges that end now). */
  to: string;
  /** Billable calls in the range. */
  total: number;
  /** Rows: one per day of the range (zeros included) for `day`; one per endpoint or key with calls otherwise, most calls first. */
  data: UsageRow[];
  /** The current quota period. */
  quota: { period: string; used: number; monthly_quota: number | null; overage: boolean; resets_at: string };
}

/** Builds the usage report of `org`. Reading usage is never billable. */
export async function usageReport(
  stores: { quotas: QuotaStore; usage: UsageStore },
  org: string,
  plan: Plan,
  params: { range: UsageRange; group: UsageGroup },
  now: number,
): Promise<UsageReport> {
  const { from, to } = rangeDays(params.range, now);
  const counts: UsageCount[] = await stores.usage.list(org, from, to);
  const totals = new Map<string, number>();
  const label = (c: UsageCount): string => (params.group === 'day' ? c.day : params.group === 'endpoint' ? c.endpoint : c.key_id);
  let total = 0;
  for (const c of counts) {
    totals.set(label(c), (totals.get(label(c)) ?? 0) + c.count);
    total += c.count;
  }
  let data: UsageRow[];
  if (params.group === 'day') {
    data = [];
    for (let t = Date.parse(`${from}T00:00:00Z`); utcDay(t) <= to; t += DAY_MS) data.push({ day: utcDay(t), count: totals.get(utcDay(t)) ?? 0 });
  } else {
    const sorted = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    data = sorted.map(([name, count]) => (params.group === 'endpoint' ? { endpoint: name, count } : { key_id: name, count }));
  }
  const period = quotaPeriod(now);
  return {
    range: params.range,
    group: params.group,
    from,
    to,
    total,
    data,
    quota: { period, used: await stores.quotas.used(org, period), monthly_quota: plan.monthly_quota, overage: plan.overage, resets_at: periodResetsAt(now) },
  };
}
