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
 * Rows with shared state: the adapter on the Redis stores (a redis-server the
 * benchmark starts on a free port), and `ro-address serve --redis` with one
 * and with two workers. Every row gives its p95 as a ratio to the floor row
 * (bare node:http with the adapter's headers) at the same concurrency; rows
 * with a target alternate their runs with runs of the floor and take the ratio
 * to those, since a shared machine's load moves within minutes.
 *
 * Options: `--duration <s>` per run (default 3), `--connections 1,10,50`,
 * `--repeat <n>` (default 3), `--no-pin`, `--only <regex>` (run only the
 * scenarios whose name matches, case-insensitive; the floor row always runs).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpus, platform } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createServer as createNodeServer } from 'node:http';
import { loadIndexSync } from '../src/index.js';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, MemoryKeyStore } from '../src/http/index.js';
import { redisStores } from '../src/redis/index.js';
import { startRedis, type RedisServer } from '../test/helpers/redis.js';
import { startServe, type ServeProcess } from '../test/helpers/serve.js';
import { floorBody, floorHandler } from './http-workload.js';
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

/**
 * CPU time (µs) used so far by the server a scenario loads (the benchmark's
 * server process, or a `serve` process and its workers) and by redis-server;
 * set up by runBench.
 */
let cpuProbe: ((target: Target) => Promise<{ server: number; redis: number; scriptCalls?: number; scriptOps?: number }>) | undefined;

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * User and system CPU µs of process `pid` and its children (a `serve
 * --workers` primary and its workers), from /proc; NaN where there is none.
 */
function processTreeCpuUs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return Number.NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name (in parentheses): state, ppid, ... utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(entry) !== pid && Number(fields[1]) !== pid) continue;
    found = true;
    total += ((Number(fields[11]) + Number(fields[12])) * 1e6) / USER_HZ;
  }
  return found ? total : Number.NaN;
}

if (process.argv.includes('--server')) {
  // Child: the server under test, with limits out of the way.
  const index = loadIndexSync();
  const keys = new MemoryKeyStore();
  const { key } = keys.createKey({ org: 'bench', env: 'test', allow: ['verify', 'autocomplete', 'postal_codes'] });
  const server = createServer({ index, keys, rateLimit: { limit: 1e9, windowMs: 60_000 }, logger: { error: () => undefined } });
  // The floor: a bare node:http server answering a fixed JSON body, on the same machine and loop.
  const body = floorBody(index);
  const bare = createNodeServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  // The floor of any handler that answers as the specification says: the same body with every header the adapter sends.
  const headed = createNodeServer(floorHandler(index, body));
  // The same adapter on the Redis stores, when the parent started a Redis.
  const redisUrl = arg('--redis', '');
  const servers = [server, bare, headed];
  /** The Redis stores' batcher: script calls sent and the operations in them. */
  let batcher: { calls: number; operations: number } | undefined;
  if (redisUrl !== '') {
    const { createClient } = await import('redis');
    const client = createClient({ url: redisUrl, disableOfflineQueue: true, commandOptions: { timeout: 0 } });
    await client.connect();
    const stores = redisStores(client, { prefix: `bench:${process.pid}:` });
    batcher = (stores.requests as { batcher?: { calls: number; operations: number } }).batcher;
    servers.push(createServer({ index, keys, rateLimit: { limit: 1e9, windowMs: 60_000 }, logger: { error: () => undefined }, stores }));
  }
  const listening = servers.map((s) => new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port))));
  void Promise.all(listening).then(([port, barePort, headedPort, redisPort]) => process.send?.({ port, barePort, headedPort, redisPort, key }));
  // The parent asks for the server's CPU time around each run (`cpu` -> µs of user and system time).
  process.on('message', (m) => {
    if (m === 'cpu') {
      const used = process.cpuUsage();
      process.send?.({ cpuUs: used.user + used.system, scriptCalls: batcher?.calls, scriptOps: batcher?.operations });
    }
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

/** Which server a scenario loads. */
type Target =
  /** The adapter, in-memory stores. */
  | 'adapter'
  /** Bare node:http, a fixed body without headers. */
  | 'plain'
  /** Bare node:http, a fixed body with the adapter's headers: the floor the ratios are taken against. */
  | 'headed'
  /** The adapter on the Redis stores. */
  | 'redis'
  /** `ro-address serve --redis`, one process. */
  | 'serve1'
  /** `ro-address serve --redis --workers 2`. */
  | 'serve2';

interface Scenario {
  name: string;
  target: Target;
  /** The most p95 may be, as a multiple of the floor row's p95 at the same concurrency (the issue's targets). */
  ratioTarget?: number;
  /** Cached runs repeat a small set whose answers are already in the cache. */
  cached: boolean;
  requests: (key: string) => AutocannonRequest[];
}

async function run(autocannon: Autocannon, port: number, scenario: Scenario, key: string, connections: number, duration: number) {
  const latencies: number[] = [];
  const probed = cpuProbe;
  const before = await probed?.(scenario.target);
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration, requests: scenario.requests(key), timeout: 10 },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const after = await probed?.(scenario.target);
  const total = Math.max(1, result.requests.total);
  return {
    /** Server CPU µs per request (and redis-server's), robust to other processes' load where latency is not. */
    serverCpuUs: before && after ? (after.server - before.server) / total : Number.NaN,
    redisCpuUs: before && after ? (after.redis - before.redis) / total : Number.NaN,
    /** Operations per admission script call (the Redis stores' batches; NaN where not reported). */
    opsPerCall: before?.scriptOps !== undefined && after?.scriptOps !== undefined ? (after.scriptOps - before.scriptOps) / Math.max(1, after.scriptCalls! - before.scriptCalls!) : Number.NaN,
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
  const cachedAutocomplete = (key: string): AutocannonRequest[] => rotating(hot, (q) => ({ method: 'GET', path: `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=10`, headers: auth(key) }));
  const cachedCodes = (key: string): AutocannonRequest[] => rotating(hotCodes, (c) => ({ method: 'GET', path: `/v1/postal-codes/${c}`, headers: auth(key) }));
  const verifyBodies = (key: string): AutocannonRequest[] => rotating(bodies, (body) => ({ method: 'POST', path: '/v1/addresses/verify', headers: { ...auth(key), 'content-type': 'application/json' }, body }));
  const uncachedAutocomplete = (key: string): AutocannonRequest[] =>
    rotating(queries, (q) => ({ method: 'GET', path: `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=10`, headers: { ...auth(key), 'cache-control': 'no-cache' } }));
  const allScenarios: Scenario[] = [
    { name: 'baseline: bare node:http, fixed JSON', target: 'plain', cached: true, requests: () => [{ method: 'GET', path: '/' }] },
    { name: "floor: bare node:http, fixed JSON with the adapter's headers", target: 'headed', cached: true, requests: (key) => [{ method: 'GET', path: '/', headers: auth(key) }] },
    { name: 'autocomplete, cached', target: 'adapter', ratioTarget: 1.2, cached: true, requests: cachedAutocomplete },
    {
      name: 'autocomplete, uncached',
      target: 'adapter',
      cached: false,
      requests: (key) => rotating(queries, (q) => ({ method: 'GET', path: `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=10`, headers: { ...auth(key), 'cache-control': 'no-cache' } })),
    },
    { name: 'verify', target: 'adapter', cached: false, requests: verifyBodies },
    { name: 'postal code, cached', target: 'adapter', ratioTarget: 1.2, cached: true, requests: cachedCodes },
    {
      name: 'postal code, uncached',
      target: 'adapter',
      cached: false,
      requests: (key) => rotating(codes, (c) => ({ method: 'GET', path: `/v1/postal-codes/${c}`, headers: { ...auth(key), 'cache-control': 'no-cache' } })),
    },
    { name: 'Redis stores: autocomplete, cached', target: 'redis', ratioTarget: 1.5, cached: true, requests: cachedAutocomplete },
    { name: 'Redis stores: postal code, cached', target: 'redis', ratioTarget: 1.5, cached: true, requests: cachedCodes },
    { name: 'Redis stores: verify', target: 'redis', cached: false, requests: verifyBodies },
    { name: 'workers: serve --redis, 1 worker, postal code, cached', target: 'serve1', cached: true, requests: cachedCodes },
    { name: 'workers: serve --redis --workers 2, postal code, cached', target: 'serve2', cached: true, requests: cachedCodes },
    { name: 'workers: serve --redis, 1 worker, autocomplete, uncached', target: 'serve1', cached: false, requests: uncachedAutocomplete },
    { name: 'workers: serve --redis --workers 2, autocomplete, uncached', target: 'serve2', cached: false, requests: uncachedAutocomplete },
  ];
  const only = arg('--only', '');
  const pattern = only === '' ? undefined : new RegExp(only, 'i');
  const scenarios = allScenarios.filter((s) => s.target === 'headed' || pattern === undefined || pattern.test(s.name));
  const needs = (target: Target): boolean => scenarios.some((s) => s.target === target);
  const headedScenario = scenarios.find((s) => s.target === 'headed');

  // Redis and the serve processes start before this process pins itself to the load generator's cores (children inherit it).
  let redis: RedisServer | undefined;
  const serves: Partial<Record<'serve1' | 'serve2', { process: ServeProcess; key: string }>> = {};
  if (needs('redis') || needs('serve1') || needs('serve2')) redis = await startRedis();
  for (const target of ['serve1', 'serve2'] as const) {
    if (!needs(target) || redis === undefined) continue;
    const keys = new MemoryKeyStore();
    const made = keys.createKey({ org: `bench-${target}`, env: 'test', allow: ['verify', 'autocomplete', 'postal_codes'] });
    const file = join(mkdtempSync(join(tmpdir(), 'ro-address-bench-')), 'keys.json');
    writeFileSync(file, JSON.stringify(keys.toJSON()), { mode: 0o600 });
    const args = ['--keys', file, '--redis', redis.url, '--log', 'off', '--no-playground', '--rate-limit', '999999999/60'];
    serves[target] = { process: await startServe(target === 'serve2' ? [...args, '--workers', '2'] : args), key: made.key };
  }

  const serverArgs = ['--import', 'tsx', fileURLToPath(import.meta.url), '--server', ...(needs('redis') && redis ? ['--redis', redis.url] : [])];
  const child: ChildProcess = pin
    ? spawn('taskset', ['-c', '0', process.execPath, ...serverArgs], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    : spawn(process.execPath, serverArgs, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // The load generator (this process, every thread) on the other cores.
  if (pin) execFileSync('taskset', ['-a', '-p', '-c', `1-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  const { port, barePort, headedPort, redisPort, key } = await new Promise<{ port: number; barePort: number; headedPort: number; redisPort?: number; key: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number; barePort: number; headedPort: number; redisPort?: number; key: string }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  const redisInfo = redis === undefined ? undefined : await (async () => {
    const { createClient } = await import('redis');
    return createClient({ url: redis.url }).connect();
  })();
  /** The Redis stores' script calls and operations so far, as the server child last told them. */
  let lastBatches: { scriptCalls?: number; scriptOps?: number } = {};
  cpuProbe = async (target) => {
    const server =
      target === 'serve1' || target === 'serve2'
        ? processTreeCpuUs(serves[target]?.process.child.pid)
        : await new Promise<number>((resolve) => {
            child.once('message', (m) => {
              const reply = m as { cpuUs: number; scriptCalls?: number; scriptOps?: number };
              lastBatches = { scriptCalls: reply.scriptCalls, scriptOps: reply.scriptOps };
              resolve(reply.cpuUs);
            });
            child.send('cpu');
          });
    const batches = target === 'redis' ? lastBatches : {};
    let redisUs = 0;
    if (redisInfo !== undefined) {
      const info = String(await redisInfo.sendCommand(['INFO', 'cpu']));
      const field = (name: string): number => Number(new RegExp(`${name}:([0-9.]+)`).exec(info)?.[1] ?? 0);
      redisUs = (field('used_cpu_user') + field('used_cpu_sys')) * 1e6;
    }
    return { server, redis: redisUs, ...batches };
  };
  const rows: Section['rows'] = [];
  const notes: string[] = [];
  /** The floor's p95 by concurrency, for the ratios. */
  const floor = new Map<number, number>();
  /** The floor's server CPU µs per request by concurrency. */
  const floorCpu = new Map<number, number>();
  /** Throughput of the one-worker rows, by scenario (without the worker count) and concurrency. */
  const oneWorker = new Map<string, number>();
  const portOf = (t: Target): number | undefined =>
    ({ adapter: port, plain: barePort, headed: headedPort, redis: redisPort, serve1: serves.serve1?.process.port, serve2: serves.serve2?.process.port })[t];
  try {
    // The floor first, so every later row has its ratio.
    for (const scenario of [...scenarios].sort((a, b) => Number(b.target === 'headed') - Number(a.target === 'headed'))) {
      const target = portOf(scenario.target);
      if (target === undefined) throw new Error(`no server for ${scenario.name}`);
      const scenarioKey = scenario.target === 'serve1' || scenario.target === 'serve2' ? serves[scenario.target]!.key : key;
      // Warm the cache (and the JIT) with one pass over the hot set.
      await run(autocannon, target, scenario, scenarioKey, 1, 1);
      for (const connections of levels) {
        const runs = [];
        // Rows with a target alternate their runs with runs of the floor, and take their ratio to that paired
        // floor: the machine's load moves within minutes, and a floor measured once at the start drifts away.
        const paired = scenario.ratioTarget !== undefined && headedScenario !== undefined;
        const floorRuns: Awaited<ReturnType<typeof run>>[] = [];
        for (let i = 0; i < repeat; i++) {
          if (paired) floorRuns.push(await run(autocannon, headedPort, headedScenario, key, connections, duration));
          runs.push(await run(autocannon, target, scenario, scenarioKey, connections, duration));
        }
        const r = medianRun(runs);
        if (scenario.target === 'headed') floor.set(connections, r.p95);
        const floorP95 = paired ? medianRun(floorRuns).p95 : (floor.get(connections) ?? Number.NaN);
        // Paired: the median of the ratios of each run to the floor run just before it.
        const pairRatios = paired ? runs.map((run, i) => run.p95 / floorRuns[i]!.p95).sort((a, b) => a - b) : [];
        const ratio = scenario.target === 'headed' ? 1 : paired ? pairRatios[pairRatios.length >> 1]! : r.p95 / floorP95;
        let goal = scenario.target === 'plain' ? 'node:http alone on this machine' : scenario.target === 'headed' ? 'the floor: ratios are to this row' : '';
        let verdict = '';
        if (scenario.target !== 'headed') verdict = `${ratio.toFixed(2)}× floor`;
        if (scenario.ratioTarget !== undefined) {
          goal = `p95 ≤ ${scenario.ratioTarget}× floor`;
          verdict += ratio <= scenario.ratioTarget ? ': met' : ': MISSED';
          if (paired) verdict += ` (median of ${repeat} paired ratios ${pairRatios.map((x) => x.toFixed(2)).join(', ')}; paired floor p95 ${floorP95.toFixed(2)} ms)`;
        }
        const workerless = scenario.name.replace(/ --workers 2| 1 worker,/, '');
        if (scenario.target === 'serve1') oneWorker.set(`${workerless}@${connections}`, r.rps);
        if (scenario.target === 'serve2') {
          const single = oneWorker.get(`${workerless}@${connections}`);
          if (single !== undefined) goal = `throughput ${(r.rps / single).toFixed(2)}× one worker (no target)`;
        }
        if (r.failed > 0) verdict = `${r.failed} of ${r.total} not 2xx; ${verdict}`;
        const medianOf = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;
        const serverCpu = medianOf(runs.map((x) => x.serverCpuUs));
        const redisCpu = scenario.target === 'redis' || scenario.target === 'serve1' || scenario.target === 'serve2' ? medianOf(runs.map((x) => x.redisCpuUs)) : 0;
        if (scenario.target === 'headed') floorCpu.set(connections, serverCpu);
        let cpuText = '';
        if (Number.isFinite(serverCpu)) {
          cpuText = `; server CPU ${serverCpu.toFixed(0)} µs/req${redisCpu > 0 ? ` + redis-server ${redisCpu.toFixed(0)} µs/req` : ''}`;
          const opsPerCall = medianOf(runs.map((x) => x.opsPerCall));
          if (Number.isFinite(opsPerCall)) cpuText += `; ${opsPerCall.toFixed(1)} requests per admission script call`;
          const floorUs = floorCpu.get(connections);
          if (scenario.target !== 'headed' && floorUs !== undefined) cpuText += ` (${(serverCpu / floorUs).toFixed(2)}× the floor's)`;
        }
        rows.push([
          `${scenario.name}, ${connections} conn`,
          `p50 ${r.p50.toFixed(2)} / p95 ${r.p95.toFixed(2)} / p99 ${r.p99.toFixed(2)} ms; ${Math.round(r.rps).toLocaleString('en-US')} req/s${cpuText}`,
          goal,
          verdict,
        ]);
      }
    }
  } finally {
    cpuProbe = undefined;
    await redisInfo?.close();
    child.disconnect();
    await Promise.all([serves.serve1?.process.stop(), serves.serve2?.process.stop()]);
    await redis?.dispose();
  }
  notes.push(`autocannon ${String((require('autocannon/package.json') as { version: string }).version)}, ${duration} s per run, each figure the run with the median p95 of ${repeat}, loopback, server in a separate process with in-memory stores unless the row says otherwise`);
  notes.push(
    "server CPU: the user and system time of the benchmark's server process over a run divided by the requests answered (the median of the runs); for the workers rows, that of the `serve` process and its workers together (from /proc, in 10 ms ticks); for the Redis and workers rows, redis-server's own too (from INFO cpu); unlike latency, it hardly moves with other processes' load",
  );
  notes.push('rows with a target alternate each of their runs with a run of the floor; their ratio is the median of the ratios of each run to the floor run just before it (all shown in the row); other rows are compared with the floor row');
  notes.push(pin ? `server pinned to core 0, load generator to cores 1-${cpus().length - 1} (taskset)` : 'processes not pinned to cores (no taskset, one core, or --no-pin): the load generator and the server share cores');
  if (redis !== undefined) {
    notes.push('Redis rows: the same adapter process (core 0) on the Redis stores through node-redis, against a local redis-server (not pinned: it shares the cores with the server and the load generator)');
    notes.push('workers rows: `ro-address serve --redis --log off` with one process and with `--workers 2`, not pinned (two workers need both cores, which the load generator also uses): on this machine the figures compare, they do not show what two free cores would give');
  }
  notes.push('uncached runs send Cache-Control: no-cache over a rotating set of inputs taken from the index; cached runs repeat 50 inputs already in the cache; every request is built once, before the run');
  notes.push('the baseline rows are bare node:http servers answering one fixed body, without headers and with the headers the adapter sends (request id, attribution, Link, rate limit, X-Cache): no handler that sends those headers can go below the second on this machine');
  notes.push(`${queries.length} autocomplete queries, ${bodies.length} verify bodies, ${codes.length} postal codes`);
  process.stdout.write(`## ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)\n\n`);
  process.stdout.write(`${toMarkdown({ title: 'HTTP adapter under load', rows, notes })}\n`);
}
