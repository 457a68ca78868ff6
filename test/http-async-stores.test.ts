/**
 * Stores that answer with promises (as a shared Redis or SQL store would) must
 * give exactly the answers the in-memory ones give: the pipeline takes a
 * shortcut for stores that answer at once, and both paths must agree.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, MemoryKeyStore, memoryStores, type KeyStore, type Stores } from '../src/http/index.js';
import { ALL, doubleIndex, memoryLogger, send, suggestionsFor, TestClock, VERIFIED, type Reply } from './helpers/http.js';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/** Every method of `target` answering through a promise that settles on a later turn of the event loop. */
function deferred<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, name) {
      const value = Reflect.get(object, name) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        new Promise((resolve, reject) => {
          setImmediate(() => {
            try {
              resolve((value as (...a: unknown[]) => unknown).apply(object, args));
            } catch (err) {
              reject(err);
            }
          });
        });
    },
  });
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function start(asyncStores: boolean): Promise<{ port: number; key: string; keys: MemoryKeyStore }> {
  const keys = new MemoryKeyStore();
  const { key } = keys.createKey({ org: 'acme', env: 'test', allow: ALL });
  keys.setOrganization({ id: 'acme', plan: { monthly_quota: 4, overage: false } });
  const stores = memoryStores();
  const wrapped: Stores = asyncStores
    ? { rateLimits: deferred(stores.rateLimits), quotas: deferred(stores.quotas), usage: deferred(stores.usage), idempotency: deferred(stores.idempotency), cache: deferred(stores.cache) }
    : stores;
  const keyStore: KeyStore = asyncStores ? deferred(keys) : keys;
  const clock = new TestClock();
  const server = createServer({
    index: doubleIndex({ verify: () => VERIFIED, autocomplete: (q, o) => suggestionsFor(q, o?.limit) }),
    keys: keyStore,
    stores: wrapped,
    clock: clock.fn,
    rateLimit: { limit: 9, windowMs: 60_000 },
    logger: memoryLogger(),
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, key, keys };
}

/** What a reply says, request ids aside (they differ on every request). */
function summary(reply: Reply): Record<string, unknown> {
  const { request_id: _id, ...body } = reply.json;
  const error = reply.error === undefined ? undefined : { code: reply.error.code, message: reply.error.message };
  return {
    status: reply.status,
    body: error === undefined ? body : { error },
    cache: reply.headers['x-cache'],
    replayed: reply.headers['x-service-idempotent-replayed'],
    remaining: reply.headers['x-ratelimit-remaining'],
    resetsAt: reply.headers['x-service-period-resets-at'],
    retryAfter: reply.headers['retry-after'],
  };
}

async function scenario(asyncStores: boolean): Promise<Array<Record<string, unknown>>> {
  const { port, key } = await start(asyncStores);
  const auth = { authorization: `Bearer ${key}` };
  const post = (body: string, idempotencyKey: string) => ({
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body,
  });
  const steps: Array<() => Promise<Reply>> = [
    () => send(port, '/v1/addresses/autocomplete?q=calea', { headers: auth }),
    () => send(port, '/v1/addresses/autocomplete?q=CALEA', { headers: auth }),
    () => send(port, '/v1/addresses/verify', post('{"freeform":"Calea Victoriei 12"}', 'k-1')),
    () => send(port, '/v1/addresses/verify', post('{"freeform":"Calea Victoriei 12"}', 'k-1')),
    () => send(port, '/v1/addresses/verify', post('{"freeform":"other"}', 'k-1')),
    () => send(port, '/v1/postal-codes/011421', { headers: auth }),
    () => send(port, '/v1/usage?group=endpoint', { headers: auth }),
    // The quota of 4 is used up: the next billable call gets 402.
    () => send(port, '/v1/postal-codes/011421', { headers: auth }),
    () => send(port, '/v1/addresses/autocomplete?q=calea', { headers: { authorization: 'Bearer svc_test_0000000000000000' } }),
    // 8 requests counted so far (the 402 too, the invalid key not): the limit of 9 lets one more through.
    () => send(port, '/v1/usage', { headers: auth }),
    () => send(port, '/v1/usage', { headers: auth }),
  ];
  const out: Array<Record<string, unknown>> = [];
  for (const step of steps) out.push(summary(await step()));
  return out;
}

describe('stores answering with promises', () => {
  it('give the same answers, headers and limits as stores answering at once', async () => {
    const sync = await scenario(false);
    const promised = await scenario(true);
    expect(promised).toEqual(sync);
    // And the scenario did go through every branch it means to.
    expect(sync.map((s) => s.status)).toEqual([200, 200, 200, 200, 422, 200, 200, 402, 401, 200, 429]);
    expect(sync.map((s) => s.cache)).toEqual(['MISS', 'HIT', undefined, undefined, undefined, 'MISS', undefined, undefined, undefined, undefined, undefined]);
    expect(sync[3]!.replayed).toBe('true');
    expect(sync[6]!.body).toMatchObject({ total: 4 });
  });
});
