/**
 * Idempotency-Keys across instances: two `serve` processes on one real Redis.
 * A request claims its key before it runs (one Lua script), so the same
 * request arriving at the same instant at both instances runs once; the other
 * gets 409 `idempotency_request_in_progress` (or, if it came later, the replay).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { requestFingerprint } from '../src/http/idempotency.js';
import { redisStores } from '../src/redis/index.js';
import { send, type Reply } from './helpers/http.js';
import { startRedis, type RedisServer } from './helpers/redis.js';
import { keyFile, startServe, type ServeProcess } from './helpers/serve.js';

function verify(port: number, key: string, body: string, idempotencyKey: string): Promise<Reply> {
  return send(port, '/v1/addresses/verify', { method: 'POST', body, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey }, timeoutMs: 10_000 });
}

function replayed(reply: Reply): boolean {
  return Object.entries(reply.headers).some(([name, value]) => name.endsWith('-idempotent-replayed') && value === 'true');
}

/** A POST over a raw socket, held back by its last byte until `release()`; resolves to the status, headers and body. */
function heldPost(port: number, key: string, body: string, idempotencyKey: string): { ready: Promise<void>; release: () => void; reply: Promise<Reply> } {
  const socket = connect(port, '127.0.0.1');
  const bytes = Buffer.from(body);
  const head =
    `POST /v1/addresses/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${bytes.length}\r\nIdempotency-Key: ${idempotencyKey}\r\nConnection: close\r\n\r\n`;
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () => socket.write(Buffer.concat([Buffer.from(head), bytes.subarray(0, -1)]), () => resolve()));
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const [headText = '', text = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = headText.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const json = JSON.parse(text) as Record<string, unknown>;
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text, json, error: json.error as Reply['error'] });
    });
  });
  return { ready, release: () => socket.write(bytes.subarray(-1)), reply };
}

describe('Idempotency-Keys on two serve processes at once', () => {
  let redis: RedisServer;
  let a: ServeProcess;
  let b: ServeProcess;
  let keys: string[];

  beforeAll(async () => {
    redis = await startRedis();
    const file = keyFile([{ id: 'held' }, { id: 'race' }]);
    keys = file.keys;
    [a, b] = await Promise.all([startServe(['--keys', file.path, '--redis', redis.url, '--log', 'off']), startServe(['--keys', file.path, '--redis', redis.url, '--log', 'off'])]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.dispose();
  });

  it('while another instance holds the claim: 409 idempotency_request_in_progress with Retry-After, 422 for another body; then it runs once', async () => {
    const body = JSON.stringify({ freeform: 'Calea Victoriei 12, București' });
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      // Another instance in the middle of serving this very request (serve's default key prefix).
      const other = redisStores(client).idempotency;
      const marker = { token: 'another-instance', fingerprint: requestFingerprint('verify', body) };
      expect(await other.claim('held\u0000k-held', marker, Date.now(), 30_000)).toEqual({ kind: 'claimed' });
      for (const port of [a.port, b.port]) {
        const busy = await verify(port, keys[0]!, body, 'k-held');
        expect(busy.status).toBe(409);
        expect(busy.error?.code).toBe('idempotency_request_in_progress');
        expect(busy.headers['retry-after']).toBe('1');
        const otherBody = await verify(port, keys[0]!, JSON.stringify({ freeform: 'Strada Lipscani 5, București' }), 'k-held');
        expect(otherBody.error?.code).toBe('idempotency_key_reused');
      }
      await other.release('held\u0000k-held', marker);
      const ran = await verify(a.port, keys[0]!, body, 'k-held');
      expect(ran.status).toBe(200);
      expect(replayed(ran)).toBe(false);
      const again = await verify(b.port, keys[0]!, body, 'k-held');
      expect(replayed(again)).toBe(true);
      expect(again.json.request_id).toBe(ran.json.request_id);
    } finally {
      await client.quit();
    }
  });

  it('the same request at the same instant on both instances runs once: the other gets 409 or the replay, and one call is billed', async () => {
    const pairs = 8;
    const held = Array.from({ length: pairs }, (_, i) => {
      const body = JSON.stringify({ freeform: `Strada Lipscani ${i + 1}, București` });
      return [heldPost(a.port, keys[1]!, body, `race-${i}`), heldPost(b.port, keys[1]!, body, `race-${i}`)] as const;
    });
    await Promise.all(held.flat().map((h) => h.ready));
    // Both bodies of every pair complete in the same turn of this event loop.
    for (const h of held.flat()) h.release();
    const replies = await Promise.all(held.map(async ([x, y]) => [await x.reply, await y.reply] as const));
    for (const [x, y] of replies) {
      const fresh = [x, y].filter((r) => r.status === 200 && !replayed(r));
      // Exactly one of the two ran; the other waited for nothing and ran nothing.
      expect(fresh).toHaveLength(1);
      const other = fresh[0] === x ? y : x;
      if (other.status === 409) {
        expect(other.error?.code).toBe('idempotency_request_in_progress');
        expect(other.headers['retry-after']).toBe('1');
      } else {
        expect(replayed(other)).toBe(true);
        expect(other.json.request_id).toBe(fresh[0]!.json.request_id);
      }
    }
    // A retry of each after Retry-After gets the one answer.
    await new Promise((r) => setTimeout(r, 1_000));
    for (let i = 0; i < pairs; i++) {
      const body = JSON.stringify({ freeform: `Strada Lipscani ${i + 1}, București` });
      const retry = await verify(i % 2 === 0 ? b.port : a.port, keys[1]!, body, `race-${i}`);
      expect(replayed(retry)).toBe(true);
      const fresh = replies[i]!.find((r) => r.status === 200 && !replayed(r))!;
      expect(retry.json.request_id).toBe(fresh.json.request_id);
    }
    const usage = await send(a.port, '/v1/usage', { headers: { authorization: `Bearer ${keys[1]!}` } });
    expect(usage.json.total).toBe(pairs);
  });
});
