/**
 * `GET /v1/usage?range=&group=` over real HTTP, with an injected clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeDays, USAGE_GROUPS, USAGE_RANGES } from '../src/http/usage.js';
import { doubleIndex, startServer, suggestionsFor, TestClock, type TestServer } from './helpers/http.js';

let t: TestServer;
const clock = new TestClock(Date.UTC(2025, 5, 30, 10)); // 30 June 2025
let second: string;
let outsider: string;

beforeAll(async () => {
  t = await startServer({ clock: clock.fn, index: doubleIndex({ autocomplete: (q, o) => suggestionsFor(q, o?.limit) }) });
  second = t.newKey('acme');
  outsider = t.newKey('other-co');
  // June: 2 lookups. July 1: 1 lookup, 2 autocompletes (one by the second key); July 3: 1 lookup; errors are not usage.
  await t.authed('/v1/postal-codes/011421');
  await t.authed('/v1/postal-codes/011421');
  clock.now = Date.UTC(2025, 6, 1, 9);
  await t.authed('/v1/postal-codes/011421');
  await t.authed('/v1/addresses/autocomplete?q=calea');
  await t.authed('/v1/addresses/autocomplete?q=calea', {}, second);
  await t.authed('/v1/postal-codes/999999');
  await t.authed('/v1/postal-codes/011421', {}, outsider);
  clock.now = Date.UTC(2025, 6, 3, 18);
  await t.authed('/v1/postal-codes/011421');
});
afterAll(() => t.close());

describe('GET /v1/usage', () => {
  it('defaults to the current month grouped by day, zeros included, with the quota', async () => {
    const reply = await t.authed('/v1/usage');
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      range: 'current_month',
      group: 'day',
      from: '2025-07-01',
      to: '2025-07-03',
      total: 4,
      data: [
        { day: '2025-07-01', count: 3 },
        { day: '2025-07-02', count: 0 },
        { day: '2025-07-03', count: 1 },
      ],
      quota: { period: '2025-07', used: 4, monthly_quota: null, overage: false, resets_at: '2025-08-01T00:00:00.000Z' },
    });
    expect(reply.json.request_id).toBe(reply.headers['x-service-request-id']);
    expect(reply.headers['x-cache']).toBeUndefined();
  });

  it('groups by endpoint and by key, most calls first', async () => {
    const byEndpoint = await t.authed('/v1/usage?group=endpoint');
    // Ties in name order.
    expect(byEndpoint.json.data).toEqual([
      { endpoint: 'autocomplete', count: 2 },
      { endpoint: 'postal_codes', count: 2 },
    ]);
    const byKey = await t.authed('/v1/usage?group=key');
    const data = byKey.json.data as Array<{ key_id: string; count: number }>;
    expect(data.map((d) => d.count)).toEqual([3, 1]);
    expect(data.every((d) => d.key_id.startsWith('key_'))).toBe(true);
  });

  it('reads the previous month and rolling ranges', async () => {
    const previous = await t.authed('/v1/usage?range=previous_month&group=endpoint');
    expect(previous.json).toMatchObject({ from: '2025-06-01', to: '2025-06-30', total: 2, data: [{ endpoint: 'postal_codes', count: 2 }] });
    const week = await t.authed('/v1/usage?range=last_7_days');
    expect(week.json).toMatchObject({ from: '2025-06-27', to: '2025-07-03', total: 6 });
    expect(week.json.data).toHaveLength(7);
    const month = await t.authed('/v1/usage?range=last_30_days&group=key');
    expect(month.json).toMatchObject({ from: '2025-06-04', to: '2025-07-03', total: 6 });
  });

  it('is per organization', async () => {
    const reply = await t.authed('/v1/usage', {}, outsider);
    expect(reply.json.total).toBe(1);
  });

  it('undocumented values are 400 invalid_parameter', async () => {
    for (const qs of ['range=today', 'range=CURRENT_MONTH', 'group=month', 'group=', 'range=', 'range=last_7_days&range=last_30_days']) {
      const reply = await t.authed(`/v1/usage?${qs}`);
      expect(reply.status, qs).toBe(400);
      expect(reply.error?.code).toBe('invalid_parameter');
    }
  });

  it('reading usage is never counted', async () => {
    const before = (await t.authed('/v1/usage')).json.total;
    await t.authed('/v1/usage');
    expect((await t.authed('/v1/usage')).json.total).toBe(before);
  });
});

describe('usage ranges', () => {
  it('covers every documented range and group', () => {
    expect(USAGE_RANGES).toEqual(['current_month', 'previous_month', 'last_7_days', 'last_30_days']);
    expect(USAGE_GROUPS).toEqual(['day', 'endpoint', 'key']);
    const now = Date.UTC(2024, 2, 1, 0, 0, 1); // 1 March of a leap year
    expect(rangeDays('previous_month', now)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(rangeDays('current_month', now)).toEqual({ from: '2024-03-01', to: '2024-03-01' });
    expect(rangeDays('last_7_days', now)).toEqual({ from: '2024-02-24', to: '2024-03-01' });
    expect(rangeDays('previous_month', Date.UTC(2025, 0, 15))).toEqual({ from: '2024-12-01', to: '2024-12-31' });
  });
});
