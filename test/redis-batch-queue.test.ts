/**
 * Batch jobs across instances: `serve --redis` keeps jobs in Redis and runs
 * them through BullMQ. Real processes on a real redis-server: a job submitted
 * to one instance whose process is killed (SIGKILL) mid-run is taken by
 * another instance and finishes once: its results hold every row once, and its
 * callback is sent once. And the queue itself (`bullJobQueue`, in process):
 * one job per organization at a time on an instance, others beside it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bullJobQueue } from '../src/redis/index.js';
import { send, type Reply } from './helpers/http.js';
import { startRedis, type RedisServer } from './helpers/redis.js';
import { keyFile, startServe, type ServeProcess } from './helpers/serve.js';

const ROWS = 40;
/** Rows of the file, each a distinct address (the house number tells them apart). */
const LINES = Array.from({ length: ROWS }, (_, i) => `"Calea Victoriei ${i + 1}, București"`);

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function authed(port: number, path: string, key: string, init: { method?: string; body?: string } = {}): Promise<Reply> {
  return send(port, path, { method: init.method, body: init.body, headers: { authorization: `Bearer ${key}`, ...(init.body ? { 'content-type': 'application/json' } : {}) }, timeoutMs: 10_000 });
}

describe('batch jobs on BullMQ across serve processes', () => {
  let redis: RedisServer;
  let files: Server;
  let hooks: Server;
  let filePort: number;
  let hookPort: number;
  /** Rows sent so far by each download of the file, in order of the downloads. */
  const downloads: number[] = [];
  const callbacks: string[] = [];
  const serves: ServeProcess[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    // The file arrives slowly (a row every 50 ms, or `?ms=`), so a run can be killed in its middle.
    // With `?hold=N`, the first download of that URL stops after N rows and stays open until the
    // client goes: a run is then mid-file for as long as the test needs, however slowly the
    // machine starts the next instance.
    const held = new Set<string>();
    files = createServer((req, res) => {
      const at = downloads.push(0) - 1;
      const params = new URL(req.url ?? '/', 'http://x').searchParams;
      const every = Number(params.get('ms') ?? 50);
      const hold = Number(params.get('hold') ?? 0);
      const holding = hold > 0 && !held.has(req.url ?? '');
      if (holding) held.add(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('Adresa\n');
      let i = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        if (holding && i === hold) return clearInterval(timer);
        res.write(`${LINES[i]}\n`);
        downloads[at] = ++i;
        if (i === ROWS) {
          clearInterval(timer);
          res.end();
        }
      }, every);
    });
    hooks = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        callbacks.push(body);
        res.writeHead(200).end('ok');
      });
    });
    [filePort, hookPort] = await Promise.all([listen(files), listen(hooks)]);
  });

  afterAll(async () => {
    await Promise.all(serves.map((s) => s.stop()));
    files?.close();
    hooks?.close();
    await redis?.dispose();
  });

  it('a job whose instance is killed mid-run is finished by another instance, once: results written once, callback sent once', async () => {
    const file = keyFile([{ id: 'bulk', callback_secret: `whsec_${'C'.repeat(43)}` }], ['verify', 'batch']);
    const key = file.keys[0]!;
    const args = ['--keys', file.path, '--redis', redis.url, '--batch-allow-host', '127.0.0.1', '--batch-lock-ms', '1000', '--log', 'off', '--no-playground'];
    const a = await startServe(args);
    serves.push(a);
    const submitted = await authed(a.port, '/v1/addresses/batch', key, {
      method: 'POST',
      body: JSON.stringify({ file_url: `http://127.0.0.1:${filePort}/addresses.csv`, options: { callback_url: `http://127.0.0.1:${hookPort}/hook` } }),
    });
    expect(submitted.status).toBe(202);
    const id = submitted.json.id as string;

    // A runs it: wait until a quarter of the file has gone out, then kill A outright.
    const started = performance.now();
    while ((downloads[0] ?? 0) < ROWS / 4) {
      if (performance.now() - started > 15_000) throw new Error('the job did not start within 15 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    a.child.kill('SIGKILL');
    await a.stop();
    expect((await send(a.port, '/health').catch(() => undefined))?.status).toBeUndefined();

    // B, another instance, sees the job as A left it, then takes it once A's lock has expired.
    const b = await startServe(args);
    serves.push(b);
    let status = await authed(b.port, `/v1/addresses/batch/${id}`, key);
    expect(status.status).toBe(200);
    const deadline = performance.now() + 30_000;
    while (status.json.state !== 'done') {
      expect(status.json.state === 'running' || status.json.state === 'queued').toBe(true);
      if (performance.now() > deadline) throw new Error(`the job was not finished by the other instance within 30 s (${String(status.json.state)})`);
      await new Promise((r) => setTimeout(r, 100));
      status = await authed(b.port, `/v1/addresses/batch/${id}`, key);
    }
    // A's download was cut short; B's ran to the end.
    expect(downloads).toHaveLength(2);
    expect(downloads[0]).toBeLessThan(ROWS);
    expect(downloads[1]).toBe(ROWS);
    expect((status.json.counts as { rows: number }).rows).toBe(ROWS);

    const results = await authed(b.port, `/v1/addresses/batch/${id}/results`, key);
    expect(results.status).toBe(200);
    const lines = results.text.trimEnd().split('\n');
    // A header and one line per row, each row once, in order.
    expect(lines).toHaveLength(ROWS + 1);
    LINES.forEach((row, i) => expect(lines[i + 1]!.startsWith(row)).toBe(true));

    // The callback: once, for the finished job (waiting past another lock period for a second one).
    const waitUntil = performance.now() + 10_000;
    while (callbacks.length === 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 2_000));
    expect(callbacks).toHaveLength(1);
    expect(JSON.parse(callbacks[0]!)).toMatchObject({ event: 'batch.job.done', job: { id, state: 'done' } });
    expect((await authed(b.port, `/v1/addresses/batch/${id}`, key)).json.callback).toMatchObject({ state: 'delivered', attempts: 1 });
    await b.stop();
  });

  it('a job whose instance stops gracefully (SIGTERM) mid-run is given back at once and finished by another, once', async () => {
    const file = keyFile([{ id: 'calm' }], ['verify', 'batch']);
    const key = file.keys[0]!;
    // A lock far longer than the test: the handover must not wait for it.
    const args = ['--keys', file.path, '--redis', redis.url, '--batch-allow-host', '127.0.0.1', '--batch-lock-ms', '60000', '--log', 'off', '--no-playground'];
    const c = await startServe(args);
    serves.push(c);
    const first = downloads.length;
    const submitted = await authed(c.port, '/v1/addresses/batch', key, { method: 'POST', body: JSON.stringify({ file_url: `http://127.0.0.1:${filePort}/addresses.csv?hold=5` }) });
    expect(submitted.status).toBe(202);
    const id = submitted.json.id as string;
    // C, alone, runs it; then D starts, and C stops while its run is under way.
    const started = performance.now();
    while ((downloads[first] ?? 0) < 1) {
      if (performance.now() - started > 15_000) throw new Error('the job did not start within 15 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    const d = await startServe(args);
    serves.push(d);
    expect(downloads[first]).toBeLessThan(ROWS);
    const stopped = performance.now();
    expect(await c.stop()).toBe(0);
    let status = await authed(d.port, `/v1/addresses/batch/${id}`, key);
    while (status.json.state !== 'done') {
      if (performance.now() - stopped > 20_000) throw new Error(`the job was not finished within 20 s of the stop (${String(status.json.state)})`);
      await new Promise((r) => setTimeout(r, 100));
      status = await authed(d.port, `/v1/addresses/batch/${id}`, key);
    }
    expect((status.json.counts as { rows: number }).rows).toBe(ROWS);
    const results = await authed(d.port, `/v1/addresses/batch/${id}/results`, key);
    expect(results.text.trimEnd().split('\n')).toHaveLength(ROWS + 1);
    // C's run was cut short by its stop; D's ran the file to its end.
    expect(downloads.slice(first)).toHaveLength(2);
    expect(downloads[first]).toBeLessThan(ROWS);
  });
});

describe('bullJobQueue: one job per organization at a time on an instance', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.dispose();
  });

  it("another organization's job runs beside a running one; the same organization's second job waits for the first", async () => {
    const queue = await bullJobQueue({ url: redis.url, prefix: 'fair' });
    const running = new Set<string>();
    const started: string[] = [];
    const release = new Map<string, () => void>();
    const seenTogether: string[][] = [];
    queue.start(async (id) => {
      running.add(id);
      started.push(id);
      seenTogether.push([...running].sort());
      await new Promise<void>((resolve) => release.set(id, resolve));
      running.delete(id);
      return 'finished';
    });
    const waitUntil = async (what: string, ok: () => boolean): Promise<void> => {
      const end = performance.now() + 10_000;
      while (!ok()) {
        if (performance.now() > end) throw new Error(`${what} within 10 s (started: ${started.join(', ')})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    try {
      await queue.add('a1', 'org-a');
      await waitUntil('a1 started', () => running.has('a1'));
      await queue.add('a2', 'org-a');
      await queue.add('b1', 'org-b');
      await waitUntil('b1 started beside a1', () => running.has('b1'));
      // a2 waits for a1, however often it is looked at meanwhile.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(running.has('a2')).toBe(false);
      release.get('a1')?.();
      await waitUntil('a2 started after a1', () => running.has('a2'));
      release.get('b1')?.();
      release.get('a2')?.();
      expect(started.filter((id) => id === 'a2')).toEqual(['a2']);
      expect(seenTogether.some((ids) => ids.includes('a1') && ids.includes('a2'))).toBe(false);
    } finally {
      for (const done of release.values()) done();
      await queue.close();
    }
  });
});
