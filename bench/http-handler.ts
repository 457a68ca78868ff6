/**
 * The HTTP adapter's own CPU per request, without sockets or a load generator:
 * the handler called with real node:http request and response objects on a
 * socket that discards what is written, so node's header and body handling is
 * counted and the kernel's is not. Rows: the floor (the fixed body with the
 * adapter's headers, as in bench/http.ts) and cached postal codes and
 * autocomplete on the in-memory stores (with `--redis`, also on the Redis
 * stores, against a redis-server started on a free port; its own CPU is not
 * counted). Rounds of each take turns; each figure is the median round. On a
 * shared machine this moves far less than latency.
 *
 * `npx tsx bench/http-handler.ts [--rounds 7] [--requests 20000] [--redis] [--only REGEX]`;
 * what survives young-generation collections in one row:
 * `node --import tsx --trace-gc-nvp bench/http-handler.ts --only '^postal'`
 * (the `promoted=` of each `gc=s` line).
 */
import { Duplex } from 'node:stream';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { loadIndexSync } from '../src/index.js';
import { createHandler, MemoryKeyStore, type RequestHandler } from '../src/http/index.js';
import { redisStores } from '../src/redis/index.js';
import { startRedis } from '../test/helpers/redis.js';
import { floorBody, floorHandler, hotSets } from './http-workload.js';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const rounds = Number(arg('--rounds', '7'));
const perRound = Number(arg('--requests', '20000'));

const index = loadIndexSync();
const keys = new MemoryKeyStore();
const { key } = keys.createKey({ org: 'bench', env: 'test', allow: ['verify', 'autocomplete', 'postal_codes'] });
const handler = createHandler({ index, keys, rateLimit: { limit: 1e9, windowMs: 60_000 }, logger: { error: () => undefined } });
const redis = process.argv.includes('--redis') ? await startRedis() : undefined;
const client = redis === undefined ? undefined : await (await import('redis')).createClient({ url: redis.url, disableOfflineQueue: true, commandOptions: { timeout: 0 } }).connect();
const stores = client === undefined ? undefined : redisStores(client, { prefix: `bench:${process.pid}:` });
const redisHandler = stores === undefined ? undefined : createHandler({ index, keys, rateLimit: { limit: 1e9, windowMs: 60_000 }, logger: { error: () => undefined }, stores });

// The floor of bench/http.ts: a fixed body with every header the adapter sends.
const floor: RequestHandler = floorHandler(index, floorBody(index));

// The same hot sets as bench/http.ts.
const { codes, queries } = hotSets(index);

/** A socket that takes every write and drops it. */
class NullSocket extends Duplex {
  bytes = 0;
  override _read(): void {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.bytes += chunk.length;
    done();
  }
  override _writev(chunks: { chunk: Buffer }[], done: () => void): void {
    for (const c of chunks) this.bytes += c.chunk.length;
    done();
  }
}
/** Sockets free for the next request: a response keeps its socket until its 'finish', which comes a tick later. */
const sockets: Socket[] = [];
let statusSum = 0;
/** Requests not answered yet, and what to call when none is left. */
let pending = 0;
let drained: (() => void) | undefined;

function call(h: RequestHandler, url: string): void {
  const socket = sockets.pop() ?? (new NullSocket() as unknown as Socket);
  const req = new IncomingMessage(socket);
  req.method = 'GET';
  req.url = url;
  req.headers = { host: '127.0.0.1', authorization: `Bearer ${key}` };
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const res = new ServerResponse(req);
  res.assignSocket(socket);
  pending++;
  res.once('finish', () => {
    statusSum += res.statusCode;
    res.detachSocket(socket);
    sockets.push(socket);
    if (--pending === 0) drained?.();
  });
  h(req, res);
}

function drain(): Promise<void> {
  return new Promise((resolve) => {
    if (pending === 0) setImmediate(resolve);
    else drained = () => {
      drained = undefined;
      setImmediate(resolve);
    };
  });
}

/** CPU µs per request over `n` requests cycling through `urls`. */
async function round(h: RequestHandler, urls: string[], n: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    call(h, urls[i % urls.length]!);
    // At most 64 requests in flight, as 64 connections would have; the event loop runs between them.
    if (i % 64 === 63) await drain();
  }
  await drain();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / n;
}

const allRows: [string, RequestHandler, string[]][] = [
  ['floor: fixed body with the adapter headers', floor, ['/']],
  ['postal code, cached', handler, codes.map((c) => `/v1/postal-codes/${c}`)],
  ['autocomplete, cached', handler, queries.map((q) => `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=10`)],
];
if (redisHandler !== undefined) {
  allRows.push(['Redis stores: postal code, cached', redisHandler, allRows[1]![2]], ['Redis stores: autocomplete, cached', redisHandler, allRows[2]![2]]);
}
// `--only REGEX`: the rows whose name matches (the floor first when it does), e.g. one row under `node --trace-gc-nvp`.
const only = new RegExp(arg('--only', ''));
const rows = allRows.filter(([name]) => only.test(name));
if (rows.length === 0) throw new Error(`no row matches --only ${only.source}`);
// Warm-up: fills the cache and the JIT.
for (const [, h, urls] of rows) await round(h, urls, 5_000);
const results = rows.map(() => [] as number[]);
for (let r = 0; r < rounds; r++) for (const [i, [, h, urls]] of rows.entries()) results[i]!.push(await round(h, urls, perRound));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
// Ratios are to the floor only when it ran.
const floorUs = rows[0]![1] === floor ? median(results[0]!) : Number.NaN;
for (const [i, [name]] of rows.entries()) {
  const m = median(results[i]!);
  process.stdout.write(`${name}: ${m.toFixed(2)} µs CPU/request (${(m / floorUs).toFixed(2)}× floor; rounds ${results[i]!.map((x) => x.toFixed(1)).join(' ')})\n`);
}
// The Redis stores' batches (absent before they batched): requests of one turn share an admission script call.
const batcher = (stores?.requests as { batcher?: { calls: number; operations: number } } | undefined)?.batcher;
if (batcher !== undefined) process.stdout.write(`Redis stores: ${(batcher.operations / Math.max(1, batcher.calls)).toFixed(1)} requests per admission script call (up to 64 are in flight here, started in one turn)\n`);
const expected = 200 * (5_000 * rows.length + perRound * rounds * rows.length);
if (statusSum !== expected) process.stdout.write(`warning: not every request answered 200 (status sum ${statusSum}, expected ${expected})\n`);
await client?.close();
await redis?.dispose();
