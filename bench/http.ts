/**
 * `npm run bench:http`: the HTTP adapter under load on loopback, with autocannon.
 * Autocomplete (cached and uncached), verify, and postal-code lookup, at 1, 10
 * and 50 concurrent connections: p50/p95/p99 latency and requests per second,
 * printed as Markdown for bench/RESULTS.md.
 *
 * The server runs in a child process, so the load generator does not share its
 * event loop. Options: `--duration <s>` per run (default 3), `--connections 1,10,50`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createServer as createNodeServer } from 'node:http';
import { loadIndexSync } from '../src/index.js';
import { createServer, MemoryKeyStore } from '../src/http/index.js';
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
  server.listen(0, '127.0.0.1', () => {
    bare.listen(0, '127.0.0.1', () => {
      process.send?.({ port: (server.address() as AddressInfo).port, barePort: (bare.address() as AddressInfo).port, key });
    });
  });
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
  /** Run against the bare node:http server instead of the adapter. */
  bare?: boolean;
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

function rotating(items: string[], make: (item: string) => AutocannonRequest): AutocannonRequest[] {
  let i = 0;
  return [{ ...make(items[0]!), setupRequest: (req) => ({ ...req, ...make(items[i++ % items.length]!) }) }];
}

async function runBench(): Promise<void> {
  const autocannon = require('autocannon') as Autocannon;
  const duration = Number(arg('--duration', '3'));
  const levels = arg('--connections', '1,10,50').split(',').map(Number);
  const { queries, bodies, codes } = workload();
  const hot = queries.slice(0, 50);
  const hotCodes = codes.slice(0, 50);

  const auth = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });
  const scenarios: Scenario[] = [
    { name: 'baseline: bare node:http, fixed JSON', bare: true, cached: true, requests: () => [{ method: 'GET', path: '/' }] },
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

  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port, barePort, key } = await new Promise<{ port: number; barePort: number; key: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number; barePort: number; key: string }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  const rows: Section['rows'] = [];
  const notes: string[] = [];
  try {
    for (const scenario of scenarios) {
      // Warm the cache (and the JIT) with one pass over the hot set.
      const target = scenario.bare ? barePort : port;
      await run(autocannon, target, scenario, key, 1, 1);
      for (const connections of levels) {
        const r = await run(autocannon, target, scenario, key, connections, duration);
        const goal = scenario.bare
          ? 'the floor on this machine'
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
  notes.push(`autocannon ${String((require('autocannon/package.json') as { version: string }).version)}, ${duration} s per run, loopback, server in a separate process with in-memory stores`);
  notes.push('uncached runs send Cache-Control: no-cache over a rotating set of inputs taken from the index; cached runs repeat 50 inputs already in the cache');
  notes.push('the baseline row is a bare node:http server answering one fixed body: latency at a given concurrency below it is out of reach of any handler on this machine (the load generator shares its cores)');
  notes.push(`${queries.length} autocomplete queries, ${bodies.length} verify bodies, ${codes.length} postal codes`);
  process.stdout.write(`## ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)\n\n`);
  process.stdout.write(`${toMarkdown({ title: 'HTTP adapter under load', rows, notes })}\n`);
}
