/**
 * Idempotency-Key over real HTTP. The verify engine is a counting double: what
 * is tested is whether the request ran again, whatever the engine answers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressError } from '../src/shared/errors.js';
import type { VerifyResult } from '../src/types.js';
import { doubleIndex, jsonHeaders, startServer, TestClock, VERIFIED, type TestServer } from './helpers/http.js';

let t: TestServer;
let runs = 0;
const clock = new TestClock();
let failNext = false;

beforeAll(async () => {
  t = await startServer({
    clock: clock.fn,
    index: doubleIndex({
      verify: (input): VerifyResult => {
        runs++;
        if (failNext) {
          failNext = false;
          throw new Error('transient');
        }
        const body = input as unknown as Record<string, unknown>;
        if (body.locality === undefined && body.freeform === undefined) throw new AddressError('missing_address');
        return { ...VERIFIED, confidence: runs / 1000 };
      },
    }),
  });
});
afterAll(() => t.close());
beforeEach(() => {
  runs = 0;
});

const verify = (body: string, idempotencyKey?: string, key = t.key) =>
  t.call('/v1/addresses/verify', { method: 'POST', headers: jsonHeaders(key, idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }), body });

describe('Idempotency-Key', () => {
  it('same key and same body: the original status and body again, marked as a replay, run once', async () => {
    const first = await verify('{"freeform":"Calea Victoriei 12"}', 'k-replay-1');
    expect(first.status).toBe(200);
    expect(first.headers['x-service-idempotent-replayed']).toBeUndefined();
    const again = await verify('{"freeform":"Calea Victoriei 12"}', 'k-replay-1');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['x-service-idempotent-replayed']).toBe('true');
    // The replayed body is the original one, request_id included, and the header agrees with it.
    expect(again.headers['x-service-request-id']).toBe(first.json.request_id);
    expect(again.headers['x-data-attribution']).toBe(first.headers['x-data-attribution']);
    expect(again.headers.link).toBe(first.headers.link);
    expect(again.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
    expect(runs).toBe(1);
  });

  it('same key, different body: 422 idempotency_key_reused (not 409 idempotency_conflict)', async () => {
    expect((await verify('{"freeform":"a"}', 'k-reuse')).status).toBe(200);
    const reused = await verify('{"freeform":"b"}', 'k-reuse');
    expect(reused.status).toBe(422);
    expect(reused.error?.code).toBe('idempotency_key_reused');
    expect(reused.error?.request_id).toBe(reused.headers['x-service-request-id']);
    // Bodies are compared byte for byte: the same JSON written differently is a different body.
    expect((await verify('{ "freeform": "a" }', 'k-reuse')).status).toBe(422);
    expect(runs).toBe(1);
  });

  it('replays error responses of the endpoint too (they are final)', async () => {
    const first = await verify('{}', 'k-error');
    expect(first.status).toBe(400);
    expect(first.error?.code).toBe('missing_address');
    const again = await verify('{}', 'k-error');
    expect(again.status).toBe(400);
    expect(again.text).toBe(first.text);
    expect(again.headers['x-service-idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('does not keep 5xx answers: a retry runs again', async () => {
    failNext = true;
    expect((await verify('{"freeform":"x"}', 'k-5xx')).status).toBe(500);
    const retry = await verify('{"freeform":"x"}', 'k-5xx');
    expect(retry.status).toBe(200);
    expect(retry.headers['x-service-idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('keys are scoped per organization', async () => {
    const other = t.newKey('other-co');
    const mine = await verify('{"freeform":"x"}', 'k-shared');
    const theirs = await verify('{"freeform":"y"}', 'k-shared', other);
    expect(theirs.status).toBe(200);
    expect(theirs.headers['x-service-idempotent-replayed']).toBeUndefined();
    expect(theirs.json.request_id).not.toBe(mine.json.request_id);
    // A second key of the same organization shares the scope.
    const sibling = t.newKey('acme');
    const replay = await verify('{"freeform":"x"}', 'k-shared', sibling);
    expect(replay.headers['x-service-idempotent-replayed']).toBe('true');
    expect(runs).toBe(2);
  });

  it('records expire after 24 hours', async () => {
    const first = await verify('{"freeform":"x"}', 'k-expiry');
    clock.advance(24 * 3600 * 1000 - 1);
    expect((await verify('{"freeform":"x"}', 'k-expiry')).headers['x-service-idempotent-replayed']).toBe('true');
    clock.advance(1);
    const later = await verify('{"freeform":"x"}', 'k-expiry');
    expect(later.headers['x-service-idempotent-replayed']).toBeUndefined();
    expect(later.json.request_id).not.toBe(first.json.request_id);
    expect(runs).toBe(2);
  });

  it('concurrent requests with one key run once', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => verify('{"freeform":"together"}', 'k-concurrent')));
    expect(runs).toBe(1);
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(replies.filter((r) => r.headers['x-service-idempotent-replayed'] === 'true')).toHaveLength(7);
  });

  it('accepts 1 to 255 visible ASCII characters; anything else is 400 invalid_idempotency_key', async () => {
    expect((await verify('{"freeform":"x"}', '!')).status).toBe(200);
    expect((await verify('{"freeform":"x"}', '~'.repeat(255))).status).toBe(200);
    expect((await verify('{"freeform":"x"}', '6f1c1e3a-8a9e-4c1e-9a57-0b8c2f1d2e3f')).status).toBe(200);
    for (const bad of ['', 'a'.repeat(256), 'has space', 'tab\there', 'caf\u00e9']) {
      const reply = await verify('{"freeform":"x"}', bad);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.error?.code).toBe('invalid_idempotency_key');
    }
    // Sent twice, the header arrives as "a, b": not one key.
    const twice = await t.call('/v1/addresses/verify', { method: 'POST', headers: { ...jsonHeaders(t.key), 'idempotency-key': ['a', 'b'] }, body: '{"freeform":"x"}' });
    expect(twice.error?.code).toBe('invalid_idempotency_key');
  });

  it('is checked after authentication and before the body', async () => {
    const unauthenticated = await t.call('/v1/addresses/verify', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': '' }, body: '{' });
    expect(unauthenticated.error?.code).toBe('missing_credentials');
    const both = await verify('{', '');
    expect(both.error?.code).toBe('invalid_idempotency_key');
  });

  it('is ignored on GET', async () => {
    const reply = await t.authed('/v1/postal-codes/011421', { headers: { 'idempotency-key': '' } });
    expect(reply.status).toBe(200);
  });
});
