/**
 * `npm run bench:http`: the HTTP adapter under load on loopback, with autocannon.
 * Autocomplete (cached and uncached), verify, and postal-code lookup, at 1, 10
 * and 50 concurrent connections: p50/p95/p99 latency and requests per second,
 * printed as Markdown for bench/RESULTS.md.
 *
 * The server runs in a child process, so the load generator does not share its
 * event loop; where `taskset` exists, the server is pinned to the first core and
 * the load generator to the others, so the two do not trade one core. Each
 * figure is the run with the median p95 of `--repeat` runs, since a shared
 * machine is noisy. Requests are built once, not per request, so the load
 * generator spends its time sending rather than formatting.
 *
 * Options: `--duration <s>` per run (default 3), `--connections 1,10,50`,
 * `--repeat <n>` (default 3), `--no-pin`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpus, platform } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createServer as createNodeServer } from 'node:http';
import { loadIndexSync } from '../src/index.js';
import { createServer, MemoryKeyStore } from '../src/http/index.js';
import { attributionHeaders } from '../src/http/headers.js';
import { percentile, toMarkdown, type Section } from './report.js';

/** The part of autocannon's API used here (it ships no types). */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = ((options: Record<string, unknown>, done: (err: Error | null, result: AutocannonResult) => void) => AutocannonInstance) & {
  track?: unknown;
};

const require = createRequire(import.meta.url);

if (process.argv.includes('--server')) {
  // Child: the server under test, with limits out of the way.
  const index = loadIndexSync();
  const keys = new MemoryKeyStore();
  const { key } = keys.createKey({ org: 'bench', env: 'test', allow: ['verify', 'autocomplete', 'postal_codes'] });
  const server = createServer({ index, keys, rateLimit: { limit: 1e9, windowMs: 60_000 }, logger: { error: () => undefined } });
  // The floor: a bare node:http server answering a fixed JSON body, on the same machine and loop.
  const body = JSON.stringify({ ...index.lookupPostalCode('011421'), request_id: 'req_00000000000000000000000000000000' });
  const bare = createNodeServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  // The floor of any handler that answers as the specification says: the same body with every header the adapter sends.
  const attribution = attributionHeaders(index.info).plain;
  let count = 0;
  const headed = createNodeServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
      ...attribution,
      'X-RateLimit-Limit': '1000000000',
      'X-RateLimit-Remaining': String(1e9 - ++count),
      'X-RateLimit-Reset': String(Math.ceil(Date.now() / 60_000) * 60),
      'X-Cache': 'HIT',
      'X-Service-Request-Id': 'req_00000000000000000000000000000000',
    });
    res.end(body);
  });
  const listening = [server, bare, headed].map((s) => new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port))));
  void Promise.all(listening).then(([port, barePort, headedPort]) => process.send?.({ port, barePort, headedPort, key }));
  process.on('disconnect', () => process.exit(0));
} else {
  await runBench();
}

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** Realistic inputs from the index itself: street prefixes, localities, and verifiable addresses. */
function workload(): { queries: string[]; bodies: string[]; codes: string[] } {
  const index = loadIndexSync();
  const queries: string[] = [];
  const bodies: string[] = [];
  const codes: string[] = [];
  for (let code = 10000; code < 1000000 && codes.length < 3000; code += 97) {
    const c = String(code).padStart(6, '0');
    try {
      const record = index.lookupPostalCode(c);
      codes.push(c);
      const street = record.streets[0]?.name;
      if (street !== undefined) {
        const words = street.split(' ');
        const name = words.slice(1).join(' ') || street;
        queries.push(name.slice(0, 3 + (codes.length % 8)));
        bodies.push(JSON.stringify({ street, house_number: String(1 + (codes.length % 40)), locality: record.locality, county: record.county_code }));
      } else {
        queries.push(record.locality.slice(0, 4 + (codes.length % 5)));
        bodies.push(JSON.stringify({ freeform: `${record.locality}, ${record.county}` }));
      }
    } catch {
      // not a code
    }
  }
  return { queries: queries.filter((q) => q.trim().length >= 2), bodies, codes };
}

interface Scenario {
  name: string;
  /** Run against a bare node:http server instead of the adapter: without headers, or with the adapter's. */
  bare?: 'plain' | 'headed';
  /** Cached runs repeat a small set whose answers are already in the cache. */
  cached: boolean;
  requests: (key: string) => AutocannonRequest[];
}

async function run(autocannon: Autocannon, port: number, scenario: Scenario, key: string, connections: number, duration: number) {
  const latencies: number[] = [];
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration, requests: scenario.requests(key), timeout: 10 },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.total / result.duration,
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** One request per input, built once; every connection cycles through them. */
function rotating(items: string[], make: (item: string) => AutocannonRequest): AutocannonRequest[] {
  return items.map(make);
}

/** The run with the median p95 of `runs`. */
function medianRun<T extends { p95: number }>(runs: T[]): T {
  return [...runs].sort((a, b) => a.p95 - b.p95)[runs.length >> 1]!;
}

/** True when `taskset` can pin processes to cores here. */
function canPin(): boolean {
  if (platform() !== 'linux' || cpus().length < 2 || process.argv.includes('--no-pin')) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function runBench(): Promise<void> {
  const autocannon = require('autocannon') as Autocannon;
  const duration = Number(arg('--duration', '3'));
  const levels = arg('--connections', '1,10,50').split(',').map(Number);
  const repeat = Math.max(1, Number(arg('--repeat', '3')));
  const pin = canPin();
  const { queries, bodies, codes } = workload();
  const hot = queries.slice(0, 50);
  const hotCodes = codes.slice(0, 50);

  const auth = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });
  const scenarios: Scenario[] = [
    { name: 'baseline: bare node:http, fixed JSON', bare: 'plain', cached: true, requests: () => [{ method: 'GET', path: '/' }] },
    { name: "floor: bare node:http, fixed JSON with the adapter's headers", bare: 'headed', cached: true, requests: (key) => [{ method: 'GET', path: '/', headers: auth(key) }] },
    { name: 'autocomplete, cached', cached: true, requests: (key) => rotating(hot, (q) => ({ method: 'GET', path: `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=10`, headers: auth(key) })) },
    {
      name: 'autocomplete, uncached',
      cached: false,
      requests: (key) => rotating(queries, (q) => ({ method: 'GET', path: `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=10`, headers: { ...auth(key), 'cache-control': 'no-cache' } })),
    },
    {
      name: 'verify',
      cached: false,
      requests: (key) => rotating(bodies, (body) => ({ method: 'POST', path: '/v1/addresses/verify', headers: { ...auth(key), 'content-type': 'application/json' }, body })),
    },
    { name: 'postal code, cached', cached: true, requests: (key) => rotating(hotCodes, (c) => ({ method: 'GET', path: `/v1/postal-codes/${c}`, headers: auth(key) })) },
    {
      name: 'postal code, uncached',
      cached: false,
      requests: (key) => rotating(codes, (c) => ({ method: 'GET', path: `/v1/postal-codes/${c}`, headers: { ...auth(key), 'cache-control': 'no-cache' } })),
    },
  ];

  const serverArgs = ['--import', 'tsx', fileURLToPath(import.meta.url), '--server'];
  const child: ChildProcess = pin
    ? spawn('taskset', ['-c', '0', process.execPath, ...serverArgs], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    : spawn(process.execPath, serverArgs, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // The load generator (this process, every thread) on the other cores.
  if (pin) execFileSync('taskset', ['-a', '-p', '-c', `1-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  const { port, barePort, headedPort, key } = await new Promise<{ port: number; barePort: number; headedPort: number; key: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number; barePort: number; headedPort: number; key: string }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  const rows: Section['rows'] = [];
  const notes: string[] = [];
  try {
    for (const scenario of scenarios) {
      // Warm the cache (and the JIT) with one pass over the hot set.
      const target = scenario.bare === 'plain' ? barePort : scenario.bare === 'headed' ? headedPort : port;
      await run(autocannon, target, scenario, key, 1, 1);
      for (const connections of levels) {
        const runs = [];
        for (let i = 0; i < repeat; i++) runs.push(await run(autocannon, target, scenario, key, connections, duration));
        const r = medianRun(runs);
        const goal = scenario.bare === 'plain'
          ? 'node:http alone on this machine'
          : scenario.bare === 'headed'
          ? 'the floor of any handler here'
          : scenario.name.startsWith('autocomplete')
          ? `p95 < 5 ms at 50 conn (ours); < ${scenario.cached ? 150 : 250} ms (spec)`
          : connections === 50
            ? 'p95 < 5 ms at 50 conn (ours)'
            : '';
        const verdict = r.failed > 0 ? `${r.failed} of ${r.total} not 2xx` : connections === 50 && !scenario.bare ? (r.p95 < 5 ? 'met' : 'MISSED') : '';
        rows.push([
          `${scenario.name}, ${connections} conn`,
          `p50 ${r.p50.toFixed(2)} / p95 ${r.p95.toFixed(2)} / p99 ${r.p99.toFixed(2)} ms; ${Math.round(r.rps).toLocaleString('en-US')} req/s`,
          goal,
          verdict,
        ]);
      }
    }
  } finally {
    child.disconnect();
  }
  notes.push(`autocannon ${String((require('autocannon/package.json') as { version: string }).version)}, ${duration} s per run, each figure the run with the median p95 of ${repeat}, loopback, server in a separate process with in-memory stores`);
  notes.push(pin ? `server pinned to core 0, load generator to cores 1-${cpus().length - 1} (taskset)` : 'processes not pinned to cores (no taskset, one core, or --no-pin): the load generator and the server share cores');
  notes.push('uncached runs send Cache-Control: no-cache over a rotating set of inputs taken from the index; cached runs repeat 50 inputs already in the cache; every request is built once, before the run');
  notes.push('the baseline rows are bare node:http servers answering one fixed body, without headers and with the headers the adapter sends (request id, attribution, Link, rate limit, X-Cache): no handler that sends those headers can go below the second on this machine');
  notes.push(`${queries.length} autocomplete queries, ${bodies.length} verify bodies, ${codes.length} postal codes`);
  process.stdout.write(`## ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)\n\n`);
  process.stdout.write(`${toMarkdown({ title: 'HTTP adapter under load', rows, notes })}\n`);
}
