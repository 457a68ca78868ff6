/**
 * Rate-limit and quota boundaries over real HTTP, with an injected clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { doubleIndex, startServer, suggestionsFor, TestClock, VERIFIED, type TestServer } from './helpers/http.js';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('rate limit per key', () => {
  it('counts down to the limit, then 429 with Retry-After until the window resets', async () => {
    // 12:00:15 UTC: 45 s left in the aligned 60 s window.
    const clock = new TestClock(Date.UTC(2025, 6, 15, 12, 0, 15));
    t = await startServer({ clock: clock.fn, rateLimit: { limit: 3, windowMs: 60_000 } });
    const windowEnd = Date.UTC(2025, 6, 15, 12, 1, 0) / 1000;
    for (const remaining of [2, 1, 0]) {
      const ok = await t.authed('/v1/postal-codes/011421');
      expect(ok.status).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(remaining));
      expect(ok.headers['x-ratelimit-reset']).toBe(String(windowEnd));
    }
    const refused = await t.authed('/v1/postal-codes/011421');
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('rate_limit_exceeded');
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(String(windowEnd));
    expect(refused.error?.request_id).toBe(refused.headers['x-service-request-id']);

    clock.advance(44_999);
    expect((await t.authed('/v1/postal-codes/011421')).headers['retry-after']).toBe('1');
    clock.advance(1);
    const next = await t.authed('/v1/postal-codes/011421');
    expect(next.status).toBe(200);
    expect(next.headers['x-ratelimit-remaining']).toBe('2');
    expect(next.headers['x-ratelimit-reset']).toBe(String(windowEnd + 60));
  });

  it('is per key: another key of the same organization has its own window', async () => {
    t = await startServer({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const other = t.newKey('acme');
    expect((await t.authed('/v1/postal-codes/011421')).status).toBe(200);
    expect((await t.authed('/v1/postal-codes/011421')).status).toBe(429);
    expect((await t.authed('/v1/postal-codes/011421', {}, other)).status).toBe(200);
  });

  it('applies to every authenticated endpoint, usage reads and cache hits included', async () => {
    t = await startServer({ rateLimit: { limit: 4, windowMs: 60_000 }, index: doubleIndex({ autocomplete: (q, o) => suggestionsFor(q, o?.limit) }) });
    expect((await t.authed('/v1/addresses/autocomplete?q=calea')).headers['x-cache']).toBe('MISS');
    expect((await t.authed('/v1/addresses/autocomplete?q=calea')).headers['x-cache']).toBe('HIT');
    expect((await t.authed('/v1/usage')).status).toBe(200);
    expect((await t.authed('/v1/addresses/autocomplete?q=calea')).headers['x-ratelimit-remaining']).toBe('0');
    expect((await t.authed('/v1/addresses/autocomplete?q=calea')).status).toBe(429);
    expect((await t.authed('/v1/usage')).status).toBe(429);
    // The public document is not counted.
    expect((await t.call('/v1/openapi.json')).status).toBe(200);
  });
});

describe('monthly quota per organization', () => {
  it('402 quota_exceeded at the quota, with the period reset time; back at the next month', async () => {
    const clock = new TestClock(Date.UTC(2025, 6, 31, 23, 59, 0));
    t = await startServer({ clock: clock.fn });
    t.keys.setOrganization({ id: 'small-co', plan: { monthly_quota: 3, overage: false } });
    const key = t.newKey('small-co');
    const second = t.newKey('small-co');
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).status).toBe(200);
    expect((await t.authed('/v1/postal-codes/011421', {}, second)).status).toBe(200);
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).status).toBe(200);
    for (const path of ['/v1/postal-codes/011421', '/v1/addresses/autocomplete?q=calea']) {
      const refused = await t.authed(path, {}, second);
      expect(refused.status).toBe(402);
      expect(refused.error?.code).toBe('quota_exceeded');
      expect(refused.headers['x-service-period-resets-at']).toBe('2025-08-01T00:00:00.000Z');
      expect(refused.headers['x-service-grace-period-ends']).toBeUndefined();
      expect(refused.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
    }
    // Usage reads never count and never 402.
    const usage = await t.authed('/v1/usage', {}, key);
    expect(usage.status).toBe(200);
    expect(usage.json.quota).toMatchObject({ used: 3, monthly_quota: 3, period: '2025-07' });
    // Other organizations are not affected.
    expect((await t.authed('/v1/postal-codes/011421')).status).toBe(200);

    clock.advance(60_000);
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).status).toBe(200);
  });

  it('counts successful billable calls only: errors and usage reads are free', async () => {
    t = await startServer();
    t.keys.setOrganization({ id: 'small-co', plan: { monthly_quota: 1, overage: false } });
    const key = t.newKey('small-co');
    expect((await t.authed('/v1/postal-codes/01142x', {}, key)).status).toBe(400);
    expect((await t.authed('/v1/postal-codes/999999', {}, key)).status).toBe(404);
    expect((await t.authed('/v1/addresses/autocomplete?q=a', {}, key)).status).toBe(400);
    expect((await t.authed('/v1/usage', {}, key)).status).toBe(200);
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).status).toBe(200);
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).status).toBe(402);
  });

  it('cache hits count and are refused past the quota', async () => {
    t = await startServer();
    t.keys.setOrganization({ id: 'small-co', plan: { monthly_quota: 2, overage: false } });
    const key = t.newKey('small-co');
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).headers['x-cache']).toBe('MISS');
    expect((await t.authed('/v1/postal-codes/011421', {}, key)).headers['x-cache']).toBe('HIT');
    const refused = await t.authed('/v1/postal-codes/011421', {}, key);
    expect(refused.status).toBe(402);
    expect(refused.headers['x-cache']).toBeUndefined();
  });

  it('a plan with overage is never refused; a zero quota refuses at once', async () => {
    t = await startServer({ index: doubleIndex({ verify: () => VERIFIED }) });
    t.keys.setOrganization({ id: 'big-co', plan: { monthly_quota: 1, overage: true } });
    t.keys.setOrganization({ id: 'zero-co', plan: { monthly_quota: 0, overage: false } });
    const big = t.newKey('big-co');
    for (let i = 0; i < 3; i++) expect((await t.authed('/v1/postal-codes/011421', {}, big)).status).toBe(200);
    const zero = t.newKey('zero-co');
    const post = await t.authed('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, zero);
    expect(post.status).toBe(402);
    expect(post.error?.code).toBe('quota_exceeded');
  });

  it('the default plan applies to organizations the key store does not describe', async () => {
    t = await startServer({ defaultPlan: { monthly_quota: 1, overage: false } });
    expect((await t.authed('/v1/postal-codes/011421')).status).toBe(200);
    expect((await t.authed('/v1/postal-codes/011421')).status).toBe(402);
  });
});
