/**
 * Batch jobs over real HTTP: servers on ephemeral loopback ports, a local file
 * server and callback receivers on 127.0.0.1. Nothing here sends traffic
 * anywhere else: names other than loopback ones are resolved by injected
 * resolvers, and every non-loopback address is refused before connecting.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { verifyFile } from '../src/files/index.js';
import { verifyCallbackSignature } from '../src/http/callbacks.js';
import { BatchRunner } from '../src/http/batch.js';
import { FileJobStore, MemoryJobStore, MemoryKeyStore, type BatchJob } from '../src/http/index.js';
import type { Resolver } from '../src/http/outbound.js';
import { builtIndex } from './helpers/index.js';
import { jsonHeaders, startServer, TestClock, type Reply, type TestServer } from './helpers/http.js';

const index = builtIndex();
const DAY = 86_400_000;

const CSV = [
  'id;Adresa;Observatii',
  '1;"Calea Victoriei 120, Sector 1, București";ok',
  '2;"STR. LIVIU REBREANU NR. 1, TG MURES, MURES";"multi',
  'line"',
  '3;;empty address',
  '4;"Strada Ploiești 6, Cluj-Napoca";',
  `5;"${'x'.repeat(300)}";too long`,
  '',
].join('\r\n');

const JSONL = [
  JSON.stringify({ freeform: 'Calea Victoriei 120, București' }),
  JSON.stringify({ street: 'Strada Emanoil Porumbaru', house_number: '21', locality: 'București' }),
  '{not json',
  JSON.stringify({ freeform: 'x', street: 'y' }),
  '',
].join('\n');

/** A file server on 127.0.0.1: routes by path; records the paths it was asked for. */
interface FileServer {
  port: number;
  url: (path: string) => string;
  hits: string[];
  /** Responses held until released (see `/stall`). */
  release: () => void;
  close: () => Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; port: number }> {
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function fileServer(extra: Record<string, Route> = {}): Promise<FileServer> {
  const hits: string[] = [];
  let waiting: Array<() => void> = [];
  let released = false;
  const routes: Record<string, Route> = {
    '/addresses.csv': (_req, res) => res.writeHead(200, { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(CSV) }).end(CSV),
    '/addresses.jsonl': (_req, res) => res.writeHead(200, { 'content-type': 'application/x-ndjson' }).end(JSONL),
    '/big.csv': (_req, res) => res.writeHead(200).end(`Adresa\n${'Calea Victoriei 1, București\n'.repeat(100)}`),
    '/stall.csv': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('Adresa\n"Calea Victoriei 120, București"\n');
      const finish = (): void => void res.end('"Strada Ploiești 6, Cluj-Napoca"\n');
      if (released) finish();
      else waiting.push(finish);
    },
    '/missing.csv': (_req, res) => res.writeHead(404).end('no'),
    ...extra,
  };
  const { server, port } = await listen((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push(path);
    const route = routes[path];
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    release: () => {
      released = true;
      for (const w of waiting) w();
      waiting = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A callback receiver on 127.0.0.1 answering each delivery with the next status of `statuses` (the last one repeats). */
async function receiver(statuses: number[]): Promise<{ url: string; deliveries: Array<{ headers: IncomingMessage['headers']; body: string; status: number }>; close: () => Promise<void> }> {
  const deliveries: Array<{ headers: IncomingMessage['headers']; body: string; status: number }> = [];
  const { server, port } = await listen((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const status = statuses[Math.min(deliveries.length, statuses.length - 1)]!;
      deliveries.push({ headers: req.headers, body, status });
      res.writeHead(status).end();
    });
  });
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `read` until `done` holds, at most `ms`. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function submit(t: TestServer, body: unknown, extra: Record<string, string> = {}, key = t.key): Promise<Reply> {
  return t.call('/v1/addresses/batch', { method: 'POST', headers: jsonHeaders(key, extra), body: JSON.stringify(body) });
}

async function finished(t: TestServer, id: string, key = t.key): Promise<BatchJob> {
  const reply = await waitFor(
    () => t.authed(`/v1/addresses/batch/${id}`, {}, key),
    (r) => r.json.state === 'done' || r.json.state === 'failed',
  );
  return reply.json as unknown as BatchJob;
}

/** What the files pipeline writes for `text`: the results must be exactly this. */
async function pipelineOutput(text: string, format: 'csv' | 'jsonl'): Promise<string> {
  let out = '';
  await verifyFile({ input: [Buffer.from(text)], output: (t) => void (out += t), format, verifier: index });
  return out;
}

const expectError = (reply: Reply, status: number, code: string): void => {
  expect({ status: reply.status, code: reply.error?.code, message: typeof reply.error?.message }).toEqual({ status, code, message: 'string' });
};

describe('batch jobs end to end, with --batch-allow-host 127.0.0.1', () => {
  let files: FileServer;
  let t: TestServer;
  const clock = new TestClock(Date.now());
  const secret = 'whsec_' + 'A'.repeat(43);

  beforeAll(async () => {
    files = await fileServer();
    t = await startServer({ clock: clock.fn, batch: { store: new MemoryJobStore(), allowHosts: ['127.0.0.1'], callbackRetry: { attempts: 3, baseDelayMs: 20, timeoutMs: 2000 } } });
    t.keys.setOrganization({ id: 'acme', callback_secret: secret });
  });
  afterAll(async () => {
    await t.close();
    await files.close();
  });

  it('runs a CSV job: 202 queued with links, then done with counts, results streamed exactly as the files pipeline writes them', async () => {
    const reply = await submit(t, { file_url: files.url('/addresses.csv') });
    expect(reply.status).toBe(202);
    const job = reply.json as unknown as BatchJob & { links: { self: string; results: string }; request_id: string };
    expect(job.id).toMatch(/^job_[0-9a-f]{32}$/);
    expect(job).toMatchObject({ state: 'queued', format: 'csv', file_url: files.url('/addresses.csv'), callback_url: null, links: { self: `/v1/addresses/batch/${job.id}`, results: `/v1/addresses/batch/${job.id}/results` } });
    expect(job.request_id).toBe(reply.headers['x-service-request-id']);
    expect((job as unknown as Record<string, unknown>).org).toBeUndefined();

    const done = await finished(t, job.id);
    expect(done.state).toBe('done');
    expect(done.counts.rows).toBe(5);
    expect(done.counts.valid + done.counts.corrected + done.counts.partial + done.counts.ambiguous + done.counts.errors).toBe(5);
    expect(done.counts.error_codes).toMatchObject({ missing_address: 1, field_too_long: 1 });
    expect(done.progress.bytes_read).toBe(Buffer.byteLength(CSV));
    expect(done.progress.bytes_total).toBe(Buffer.byteLength(CSV));
    expect(Date.parse(done.results_expire_at!) - Date.parse(done.finished_at!)).toBe(30 * DAY);

    const results = await t.authed(job.links.results);
    expect(results.status).toBe(200);
    expect(results.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(results.headers['x-service-request-id']).toMatch(/^req_/);
    expect(results.headers['x-data-attribution']).toContain('OGL-ROU-1.0');
    expect(results.text).toBe(await pipelineOutput(CSV, 'csv'));
    expect(results.text.split('\r\n')[0]).toBe('id;Adresa;Observatii;postal_code;verdict;confidence;street;house_number;locality;county;corrections;error');
    expect(results.text).toContain('010093');
    const head = await t.authed(job.links.results, { method: 'HEAD' });
    expect({ status: head.status, type: head.headers['content-type'], body: head.text }).toEqual({ status: 200, type: 'text/csv; charset=utf-8', body: '' });
  });

  it('runs a JSON Lines job (format from the path) with JSON Lines results', async () => {
    const reply = await submit(t, { file_url: files.url('/addresses.jsonl') });
    expect(reply.json.format).toBe('jsonl');
    const done = await finished(t, reply.json.id as string);
    expect(done.counts.rows).toBe(4);
    const results = await t.authed(`/v1/addresses/batch/${done.id}/results`);
    expect(results.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(results.text).toBe(await pipelineOutput(JSONL, 'jsonl'));
    const lines = results.text.trim().split('\n').map((l) => JSON.parse(l) as { line: number; result?: { address: { postal_code: string } }; error?: { code: string } });
    expect(lines[0]?.result?.address.postal_code).toBe('010093');
    expect(lines.some((l) => l.error?.code === 'invalid_body')).toBe(true);
    expect(lines.some((l) => l.error?.code === 'ambiguous_input')).toBe(true);
  });

  it('maps columns and a format given in options', async () => {
    const reply = await submit(t, { file_url: files.url('/addresses.csv'), options: { format: 'csv', columns: { freeform: 'Observatii' } } });
    expect(reply.status).toBe(202);
    expect(reply.json.columns).toEqual({ freeform: 'Observatii' });
    const done = await finished(t, reply.json.id as string);
    expect(done.state).toBe('done');
    const missingColumn = await submit(t, { file_url: files.url('/addresses.csv'), options: { columns: { freeform: 'Nope' } } });
    const failed = await finished(t, missingColumn.json.id as string);
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'invalid_file' } });
  });

  it('is billable once per job, and an Idempotency-Key gives the same job back', async () => {
    const before = await t.authed('/v1/usage?group=endpoint');
    const count = (r: Reply): number => ((r.json.data as Array<{ endpoint: string; count: number }>).find((d) => d.endpoint === 'batch')?.count ?? 0);
    const body = { file_url: files.url('/addresses.csv') };
    const first = await submit(t, body, { 'idempotency-key': 'batch-retry-1' });
    const again = await submit(t, body, { 'idempotency-key': 'batch-retry-1' });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers['x-service-idempotent-replayed']).toBe('true');
    expectError(await submit(t, { file_url: files.url('/addresses.jsonl') }, { 'idempotency-key': 'batch-retry-1' }), 422, 'idempotency_key_reused');
    const after = await t.authed('/v1/usage?group=endpoint');
    expect(count(after) - count(before)).toBe(1);
    await finished(t, first.json.id as string);
  });

  it('answers 409 job_not_complete until the job is done', async () => {
    const reply = await submit(t, { file_url: files.url('/stall.csv') });
    const id = reply.json.id as string;
    await waitFor(() => t.authed(`/v1/addresses/batch/${id}`), (r) => r.json.state === 'running');
    expectError(await t.authed(`/v1/addresses/batch/${id}/results`), 409, 'job_not_complete');
    files.release();
    expect((await finished(t, id)).state).toBe('done');
    expect((await t.authed(`/v1/addresses/batch/${id}/results`)).status).toBe(200);
  });

  it('answers 410 results_expired 30 days after the job ended (injected clock); the status stays readable', async () => {
    const reply = await submit(t, { file_url: files.url('/addresses.csv') });
    const id = reply.json.id as string;
    await finished(t, id);
    clock.advance(30 * DAY - 1000);
    expect((await t.authed(`/v1/addresses/batch/${id}/results`)).status).toBe(200);
    clock.advance(1000);
    expectError(await t.authed(`/v1/addresses/batch/${id}/results`), 410, 'results_expired');
    const status = await t.authed(`/v1/addresses/batch/${id}`);
    expect(status.status).toBe(200);
    expect(status.json.state).toBe('done');
  });

  it('a job of another organization is 403 forbidden; unknown and malformed ids are 404 not_found; a key without batch is 403', async () => {
    const reply = await submit(t, { file_url: files.url('/addresses.csv') });
    const id = reply.json.id as string;
    await finished(t, id);
    const other = t.newKey('globex', ['batch']);
    expectError(await t.authed(`/v1/addresses/batch/${id}`, {}, other), 403, 'forbidden');
    expectError(await t.authed(`/v1/addresses/batch/${id}/results`, {}, other), 403, 'forbidden');
    expectError(await t.authed(`/v1/addresses/batch/job_${'0'.repeat(32)}`), 404, 'not_found');
    expectError(await t.authed('/v1/addresses/batch/..%2F..%2Fetc%2Fpasswd'), 404, 'not_found');
    expectError(await t.authed('/v1/addresses/batch/job_1/results'), 404, 'not_found');
    const noBatch = t.newKey('acme', ['verify']);
    expectError(await t.authed(`/v1/addresses/batch/${id}`, {}, noBatch), 403, 'forbidden');
  });

  it('status and results are never 402, even past the quota', async () => {
    const reply = await submit(t, { file_url: files.url('/addresses.csv') });
    const id = reply.json.id as string;
    await finished(t, id);
    t.keys.setOrganization({ id: 'acme', callback_secret: secret, plan: { monthly_quota: 1, overage: false } });
    try {
      expectError(await submit(t, { file_url: files.url('/addresses.csv') }), 402, 'quota_exceeded');
      expect((await t.authed(`/v1/addresses/batch/${id}`)).status).toBe(200);
      expect((await t.authed(`/v1/addresses/batch/${id}/results`)).status).toBe(200);
    } finally {
      t.keys.setOrganization({ id: 'acme', callback_secret: secret });
    }
  });

  it('fails a job whose file cannot be read, with a documented error', async () => {
    const missing = await finished(t, (await submit(t, { file_url: files.url('/missing.csv') })).json.id as string);
    expect(missing).toMatchObject({ state: 'failed', error: { code: 'file_unreachable' } });
    expect(missing.error?.message).toContain('404');
    expectError(await t.authed(`/v1/addresses/batch/${missing.id}/results`), 409, 'job_not_complete');
  });

  it('POSTs the finished job to callback_url, signed with the organization secret', async () => {
    const hook = await receiver([200]);
    try {
      const reply = await submit(t, { file_url: files.url('/addresses.csv'), options: { callback_url: hook.url } });
      expect(reply.json.callback).toEqual({ state: 'pending', attempts: 0, last_status: null, next_attempt_at: null });
      const id = reply.json.id as string;
      const job = await waitFor(() => t.authed(`/v1/addresses/batch/${id}`), (r) => (r.json.callback as BatchJob['callback'])?.state === 'delivered');
      expect(job.json.callback).toEqual({ state: 'delivered', attempts: 1, last_status: 200, next_attempt_at: null });
      expect(hook.deliveries).toHaveLength(1);
      const { headers, body } = hook.deliveries[0]!;
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-batch-job-id']).toBe(id);
      const signature = headers['x-service-signature'] as string;
      // Checked independently of the library: HMAC-SHA256 over "<t>.<body>".
      const [, t0, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
      expect(createHmac('sha256', secret).update(`${t0}.${body}`).digest('hex')).toBe(v1);
      expect(Number(t0)).toBe(Math.floor(clock.now / 1000));
      expect(verifyCallbackSignature(secret, signature, body, Math.floor(clock.now / 1000))).toBe(true);
      expect(verifyCallbackSignature(secret, signature, body.replace('done', 'dona'), Math.floor(clock.now / 1000))).toBe(false);
      expect(verifyCallbackSignature('whsec_' + 'B'.repeat(43), signature, body, Math.floor(clock.now / 1000))).toBe(false);
      expect(verifyCallbackSignature(secret, signature, body, Math.floor(clock.now / 1000) + 301)).toBe(false);
      const payload = JSON.parse(body) as { event: string; job: BatchJob };
      expect(payload.event).toBe('batch.job.done');
      expect(payload.job).toMatchObject({ id, state: 'done', counts: { rows: 5 } });
    } finally {
      await hook.close();
    }
  });

  it('retries a failing receiver with backoff; the job is done meanwhile', async () => {
    const hook = await receiver([503, 500, 200]);
    try {
      const reply = await submit(t, { file_url: files.url('/addresses.csv'), options: { callback_url: hook.url } });
      const id = reply.json.id as string;
      const job = await waitFor(() => t.authed(`/v1/addresses/batch/${id}`), (r) => (r.json.callback as BatchJob['callback'])?.state === 'delivered');
      expect(job.json.callback).toEqual({ state: 'delivered', attempts: 3, last_status: 200, next_attempt_at: null });
      expect(hook.deliveries.map((d) => d.status)).toEqual([503, 500, 200]);
      // Each attempt is signed anew and carries the same body.
      expect(new Set(hook.deliveries.map((d) => d.body)).size).toBe(1);
    } finally {
      await hook.close();
    }
  });

  it('gives up after the last attempt; the results stay available', async () => {
    const hook = await receiver([500]);
    try {
      const reply = await submit(t, { file_url: files.url('/addresses.csv'), options: { callback_url: hook.url } });
      const id = reply.json.id as string;
      const job = await waitFor(() => t.authed(`/v1/addresses/batch/${id}`), (r) => (r.json.callback as BatchJob['callback'])?.state === 'failed');
      expect(job.json).toMatchObject({ state: 'done', callback: { state: 'failed', attempts: 3, last_status: 500, next_attempt_at: null } });
      expect(hook.deliveries).toHaveLength(3);
      expect((await t.authed(`/v1/addresses/batch/${id}/results`)).status).toBe(200);
    } finally {
      await hook.close();
    }
  });

  it('refuses a callback_url for an organization without a callback secret', async () => {
    const key = t.newKey('nosecret', ['batch']);
    const reply = await submit(t, { file_url: files.url('/addresses.csv'), options: { callback_url: 'http://127.0.0.1:9/hook' } }, {}, key);
    expectError(reply, 400, 'invalid_callback_url');
    expect(reply.error?.message).toContain('callback-secret');
  });
});

describe('batch submit: the request and the outbound guard (no allowed hosts)', () => {
  let files: FileServer;
  let t: TestServer;
  /** Resolves test names only: `private.test` to 10.0.0.7, `rebind.test` to a public address once and to loopback after. */
  let rebindCalls = 0;
  const resolve: Resolver = async (host) => {
    if (host === 'private.test') return [{ address: '10.0.0.7', family: 4 }];
    if (host === 'mixed.test') return [{ address: '93.184.216.34', family: 4 }, { address: 'fe80::1', family: 6 }];
    if (host === 'mapped.test') return [{ address: '::ffff:127.0.0.1', family: 6 }];
    if (host === 'rebind.test') return rebindCalls++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  };
  let redirectTo = '';

  beforeAll(async () => {
    files = await fileServer({ '/redirect': (_req, res) => res.writeHead(302, { location: redirectTo }).end() });
    t = await startServer({ batch: { resolve, allowHosts: ['localhost'] } });
    t.keys.setOrganization({ id: 'acme', callback_secret: 'whsec_' + 'A'.repeat(43) });
  });
  afterAll(async () => {
    await t.close();
    await files.close();
  });

  it('missing_file_url and invalid_parameter for the body', async () => {
    for (const body of [{}, { file_url: '' }, { file_url: null }, { options: {} }]) expectError(await submit(t, body), 400, 'missing_file_url');
    const ok = 'https://93.184.216.34/a.csv';
    for (const body of [
      { file_url: ok, extra: 1 },
      { file_url: ok, options: [] },
      { file_url: ok, options: { format: 'xlsx' } },
      { file_url: ok, options: { colour: 'red' } },
      { file_url: ok, options: { columns: { address: 'A' } } },
      { file_url: ok, options: { columns: { freeform: 'A', street: 'B' } } },
      { file_url: ok, options: { columns: { freeform: '' } } },
      { file_url: ok, options: { columns: 'freeform=A' } },
    ]) {
      expectError(await submit(t, body), 400, 'invalid_parameter');
    }
  });

  it('refuses file URLs that are not https to a public host: 400 invalid_file_url, nothing fetched', async () => {
    const port = files.port;
    for (const url of [
      `http://93.184.216.34/a.csv`,
      `ftp://93.184.216.34/a.csv`,
      'file:///etc/passwd',
      `https://user:secret@93.184.216.34/a.csv`,
      `https://10.1.2.3/a.csv`,
      `https://192.168.0.10/a.csv`,
      `https://127.0.0.1:${port}/addresses.csv`,
      `http://127.0.0.1:${port}/addresses.csv`,
      `https://[::1]:${port}/addresses.csv`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/a.csv',
      `https://[::ffff:127.0.0.1]:${port}/addresses.csv`,
      `https://[::ffff:a9fe:a9fe]/a.csv`,
      'https://private.test/a.csv',
      'https://mixed.test/a.csv',
      'https://mapped.test/a.csv',
      'https://unknown.test/a.csv',
      'not a url',
      `https://example.com/${'a'.repeat(2100)}`,
      42,
    ]) {
      const reply = await submit(t, { file_url: url });
      expect({ url: String(url).slice(0, 60), status: reply.status, code: reply.error?.code }).toEqual({ url: String(url).slice(0, 60), status: 400, code: 'invalid_file_url' });
    }
    expect(files.hits).toEqual([]);
  });

  it('answers any body with a catalogue error, never a 500 or a job (arbitrary JSON, strings that are not public https URLs)', async () => {
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('https://private.test/a.csv', 'http://x', 'https://[::1]/', 'https://unknown.test/a'));
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }));
    const body = fc.oneof(
      fc.record({ file_url: value, options: fc.oneof(value, fc.record({ format: value, columns: value, callback_url: value }, { requiredKeys: [] })) }, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const reply = await submit(t, b);
        expect(reply.status).toBe(400);
        expect(['missing_file_url', 'invalid_file_url', 'invalid_callback_url', 'invalid_parameter', 'invalid_body']).toContain(reply.error?.code);
      }),
      { numRuns: 100 },
    );
    expect(files.hits).toEqual([]);
  });

  it('refuses callback URLs by the same rules: 400 invalid_callback_url', async () => {
    for (const url of ['http://93.184.216.34/hook', 'https://10.0.0.1/hook', 'https://[::1]/hook', 'https://169.254.169.254/hook', 'https://[::ffff:10.0.0.1]/hook', 'https://private.test/hook', 'gopher://x', 7]) {
      const reply = await submit(t, { file_url: 'https://93.184.216.34/a.csv', options: { callback_url: url } });
      expect({ url, status: reply.status, code: reply.error?.code }).toEqual({ url, status: 400, code: 'invalid_callback_url' });
    }
  });

  it('a name that resolves to a public address when submitted and to loopback when connecting (DNS rebinding) fails the job: checked at connect time', async () => {
    const reply = await submit(t, { file_url: `https://rebind.test:${files.port}/addresses.csv` });
    expect(reply.status).toBe(202);
    const job = await finished(t, reply.json.id as string);
    expect(job).toMatchObject({ state: 'failed', error: { code: 'invalid_file_url' } });
    expect(job.error?.message).toContain('non-public');
    expect(rebindCalls).toBe(2);
    expect(files.hits).toEqual([]);
  });

  it('an allowed host (plain http) that redirects to a host not allowed fails the job: every redirect is checked', async () => {
    for (const target of [`http://127.0.0.1:${files.port}/addresses.csv`, `https://127.0.0.1:${files.port}/addresses.csv`, 'https://169.254.169.254/latest/meta-data/', `https://[::ffff:127.0.0.1]:${files.port}/addresses.csv`, `https://private.test/a.csv`]) {
      redirectTo = target;
      files.hits.length = 0;
      const reply = await submit(t, { file_url: `http://localhost:${files.port}/redirect` });
      expect(reply.status).toBe(202);
      const job = await finished(t, reply.json.id as string);
      expect({ target, state: job.state, code: job.error?.code }).toEqual({ target, state: 'failed', code: 'invalid_file_url' });
      expect(files.hits).toEqual(['/redirect']);
    }
    // The allowed host itself works, redirect included.
    redirectTo = `http://localhost:${files.port}/addresses.csv`;
    const ok = await finished(t, (await submit(t, { file_url: `http://localhost:${files.port}/redirect` })).json.id as string);
    expect(ok.state).toBe('done');
  });
});

describe('batch limits and restarts', () => {
  const dirs: string[] = [];
  let files: FileServer;
  beforeAll(async () => {
    files = await fileServer();
  });
  afterEach(() => undefined);
  afterAll(async () => {
    await files.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("one organization's slow file does not hold another organization's job: it runs beside it and is done while the slow one still trickles", async () => {
    // One row every 50 ms, 400 rows: 20 s, far longer than the other job needs.
    const trickle = await fileServer({
      '/trickle.csv': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.write('Adresa\n');
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed || sent >= 400) {
            clearInterval(timer);
            res.end();
            return;
          }
          res.write(`"Calea Victoriei ${++sent}, București"\n`);
        }, 50);
        res.on('close', () => clearInterval(timer));
      },
      '/ten.csv': (_req, res) => res.writeHead(200).end(`Adresa\n${'"Strada Lipscani 5, București"\n'.repeat(10)}`),
    });
    const t = await startServer({ batch: { allowHosts: ['127.0.0.1'] } });
    try {
      const other = t.newKey('other-org');
      const slow = await submit(t, { file_url: trickle.url('/trickle.csv') });
      await waitFor(() => t.authed(`/v1/addresses/batch/${String(slow.json.id)}`), (r) => r.json.state === 'running');
      const started = performance.now();
      const quick = await submit(t, { file_url: trickle.url('/ten.csv') }, {}, other);
      const done = await finished(t, quick.json.id as string, other);
      expect(done).toMatchObject({ state: 'done', counts: { rows: 10 } });
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((await t.authed(`/v1/addresses/batch/${String(slow.json.id)}`)).json.state).toBe('running');
    } finally {
      await t.close();
      await trickle.close();
    }
  });

  it('a download that stalls is cut after downloadIdleMs: the job fails with file_unreachable saying so, whether the headers or the rows stop coming', async () => {
    const silent = await fileServer({
      // Headers and a row, then nothing (the connection stays open).
      '/stops.csv': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.write('Adresa\n"Calea Victoriei 120, București"\n');
      },
      // Never answers.
      '/mute.csv': () => undefined,
    });
    const t = await startServer({ batch: { allowHosts: ['127.0.0.1'], downloadIdleMs: 400 } });
    try {
      for (const path of ['/stops.csv', '/mute.csv']) {
        const started = performance.now();
        const job = await finished(t, (await submit(t, { file_url: silent.url(path) })).json.id as string);
        expect(job, path).toMatchObject({ state: 'failed', error: { code: 'file_unreachable' } });
        expect(job.error?.message).toMatch(/stalled: nothing arrived for 0\.4 s/);
        // Cut at the idle time, not at the one-hour download limit.
        expect(performance.now() - started).toBeLessThan(5_000);
      }
      expect(() => new BatchRunner({ index, keys: new MemoryKeyStore(), clock: Date.now, signatureHeader: 'x', logger: { error: () => undefined } }, { downloadIdleMs: 0 })).toThrow(RangeError);
    } finally {
      await t.close();
      await silent.close();
    }
  });

  it('fails a file over the size cap (file_too_large) and a download over its time limit (file_unreachable)', async () => {
    const t = await startServer({ batch: { allowHosts: ['127.0.0.1'], maxFileBytes: 200, downloadTimeoutMs: 300 } });
    try {
      const big = await finished(t, (await submit(t, { file_url: files.url('/big.csv') })).json.id as string);
      expect(big).toMatchObject({ state: 'failed', error: { code: 'file_too_large' } });
      const slow = await finished(t, (await submit(t, { file_url: files.url('/stall.csv?slow') })).json.id as string);
      expect(slow).toMatchObject({ state: 'failed', error: { code: 'file_unreachable' } });
    } finally {
      await t.close();
    }
  });

  it('jobs survive a restart: a job running when the server stops is run again by the next server on the same directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ro-address-batch-'));
    dirs.push(dir);
    const stalling = await fileServer();
    try {
      const first = await startServer({ batch: { store: new FileJobStore(dir), allowHosts: ['127.0.0.1'] } });
      const reply = await submit(first, { file_url: stalling.url('/stall.csv') });
      const id = reply.json.id as string;
      // Running, with the download under way (the file server holds the rest of the file).
      await waitFor(() => first.authed(`/v1/addresses/batch/${id}`), (r) => r.json.state === 'running' && stalling.hits.includes('/stall.csv'));
      await first.close();
      expect((await new FileJobStore(dir).get(id))?.state).toBe('running');
      stalling.release();
      const second = await startServer({ keys: first.keys, batch: { store: new FileJobStore(dir), allowHosts: ['127.0.0.1'] } });
      try {
        const job = await finished(second, id, first.key);
        expect(job.state).toBe('done');
        expect(job.counts.rows).toBe(2);
        const results = await second.authed(`/v1/addresses/batch/${id}/results`, {}, first.key);
        expect(results.text.trim().split('\n')).toHaveLength(3);
        expect(stalling.hits.filter((h) => h === '/stall.csv')).toHaveLength(2);
      } finally {
        await second.close();
      }
    } finally {
      await stalling.close();
    }
  });
  it('shows the counts per verdict and the progress while the job runs, not only at the end', async () => {
    // 300 rows arrive, then the download holds the last 100 until released: the first batch of
    // 256 rows is verified and counted, the job stays running (no timing involved).
    const samples = ['Calea Victoriei 120, Sector 1, București', 'STR. LIVIU REBREANU NR. 1, TG MURES, MURES', '', 'x'.repeat(300), 'Strada Ploiesti 6, Cluj-Napoca', 'Bd. Eroilor 3, Cluj'];
    const line = (i: number): string => `${i};"${samples[i % samples.length]}"\n`;
    const head = `id;Adresa\n${Array.from({ length: 300 }, (_, i) => line(i + 1)).join('')}`;
    const tail = Array.from({ length: 100 }, (_, i) => line(i + 301)).join('');
    let release: () => void = () => undefined;
    const halting = await fileServer({
      '/half.csv': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(head + tail) });
        res.write(head);
        release = () => void res.end(tail);
      },
    });
    const summaryOf = async (text: string) => (await verifyFile({ input: [Buffer.from(text)], output: () => undefined, format: 'csv', verifier: index })).summary;
    const countsOf = (s: Awaited<ReturnType<typeof summaryOf>>) => ({
      rows: s.rows,
      valid: s.verdicts.valid,
      corrected: s.verdicts.corrected,
      partial: s.verdicts.partial,
      ambiguous: s.verdicts.ambiguous,
      errors: Object.values(s.errors).reduce((a, b) => a + (b ?? 0), 0),
      error_codes: s.errors,
    });
    const t = await startServer({ batch: { allowHosts: ['127.0.0.1'] } });
    try {
      const id = (await submit(t, { file_url: halting.url('/half.csv') })).json.id as string;
      const running = await waitFor(() => t.authed(`/v1/addresses/batch/${id}`), (r) => (r.json.counts as BatchJob['counts']).rows > 0);
      const firstBatch = countsOf(await summaryOf(`id;Adresa\n${Array.from({ length: 256 }, (_, i) => line(i + 1)).join('')}`));
      expect(running.json).toMatchObject({ state: 'running', counts: firstBatch, progress: { bytes_total: Buffer.byteLength(head + tail) } });
      expect(firstBatch.valid + firstBatch.corrected).toBeGreaterThan(0);
      expect(firstBatch.errors).toBeGreaterThan(0);
      const progress = running.json.progress as BatchJob['progress'];
      expect(progress.bytes_read).toBeGreaterThan(0);
      expect(progress.bytes_read).toBeLessThanOrEqual(Buffer.byteLength(head));
      release();
      const done = await finished(t, id);
      expect(done.counts).toEqual(countsOf(await summaryOf(head + tail)));
      expect(done.counts.rows).toBe(400);
    } finally {
      await t.close();
      await halting.close();
    }
  });

  it('a callback pending when the server stops is delivered by the next server, from the attempt it had reached, exactly once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ro-address-batch-'));
    dirs.push(dir);
    const secret = 'whsec_' + 'R'.repeat(43);
    // A minute between attempts: the first server is stopped while it waits.
    const batch = { allowHosts: ['127.0.0.1'], callbackRetry: { attempts: 4, baseDelayMs: 60_000, timeoutMs: 2000 } };
    const clock = new TestClock();
    const hook = await receiver([503, 200]);
    try {
      const first = await startServer({ clock: clock.fn, batch: { ...batch, store: new FileJobStore(dir) } });
      first.keys.setOrganization({ id: 'acme', callback_secret: secret });
      const id = (await submit(first, { file_url: files.url('/addresses.csv'), options: { callback_url: hook.url } })).json.id as string;
      const failedOnce = await waitFor(() => first.authed(`/v1/addresses/batch/${id}`), (r) => (r.json.callback as BatchJob['callback'])?.attempts === 1);
      const due = new Date(clock.now + 60_000).toISOString();
      expect(failedOnce.json).toMatchObject({ state: 'done', callback: { state: 'pending', attempts: 1, last_status: 503, next_attempt_at: due } });
      await first.close();
      expect((await new FileJobStore(dir).get(id))?.callback).toEqual({ state: 'pending', attempts: 1, last_status: 503, next_attempt_at: due });
      expect(hook.deliveries).toHaveLength(1);

      // The next server starts after the attempt fell due (injected clock), and makes the second attempt.
      clock.advance(61_000);
      const second = await startServer({ clock: clock.fn, keys: first.keys, batch: { ...batch, store: new FileJobStore(dir) } });
      try {
        const job = await waitFor(() => second.authed(`/v1/addresses/batch/${id}`, {}, first.key), (r) => (r.json.callback as BatchJob['callback'])?.state === 'delivered');
        expect(job.json.callback).toEqual({ state: 'delivered', attempts: 2, last_status: 200, next_attempt_at: null });
      } finally {
        await second.close();
      }
      expect(hook.deliveries.map((d) => d.status)).toEqual([503, 200]);
      const accepted = hook.deliveries[1]!;
      const signature = accepted.headers['x-service-signature'] as string;
      expect(verifyCallbackSignature(secret, signature, accepted.body, Math.floor(clock.now / 1000))).toBe(true);
      expect(accepted.headers['x-batch-job-id']).toBe(id);
      // The same bytes as the first server sent: the body is the job as it ended.
      expect(accepted.body).toBe(hook.deliveries[0]!.body);
      expect(JSON.parse(accepted.body)).toMatchObject({ event: 'batch.job.done', job: { id, state: 'done', counts: { rows: 5 } } });
      // Nothing is left for a later server to send again.
      expect(await new FileJobStore(dir).unfinished()).toEqual([]);
      const third = await startServer({ clock: clock.fn, keys: first.keys, batch: { ...batch, store: new FileJobStore(dir) } });
      const other = (await submit(third, { file_url: files.url('/addresses.csv'), options: { callback_url: hook.url } }, {}, first.key)).json.id as string;
      await waitFor(() => third.authed(`/v1/addresses/batch/${other}`, {}, first.key), (r) => (r.json.callback as BatchJob['callback'])?.state === 'delivered');
      await third.close();
      expect(hook.deliveries.map((d) => d.headers['x-batch-job-id'])).toEqual([id, id, other]);
    } finally {
      await hook.close();
    }
  });
});
