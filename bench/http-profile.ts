/**
 * A CPU profile of the HTTP adapter's server process under one load of
 * `bench/http.ts`: the same server child (`bench/http.ts --server`), started
 * with `node --cpu-prof`, loaded by autocannon with cached postal codes or
 * cached autocomplete for a few seconds, then stopped so node writes the profile.
 *
 * `npx tsx bench/http-profile.ts [postal|autocomplete|floor] [--redis] [--seconds 5] [--connections 10] [--dir /tmp/prof]`,
 * then `npx tsx bench/cpuprofile-top.ts /tmp/prof/CPU.*.cpuprofile pipeline ...`.
 * The profile samples wall time: a process that waits for a core in a system
 * call (writev, under load) shows it there. With `--no-prof`, no profile: the
 * server's user and system CPU time per request instead (Linux, /proc).
 */
import { readFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadIndexSync } from '../src/index.js';
import { startRedis } from '../test/helpers/redis.js';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (options: Record<string, unknown>, done: (err: Error | null, result: { requests: { total: number }; non2xx: number }) => void) => unknown;

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const what = process.argv[2] ?? 'postal';
const seconds = Number(arg('--seconds', '5'));
const connections = Number(arg('--connections', '10'));
const dir = arg('--dir', '/tmp/prof');
const useRedis = process.argv.includes('--redis');
const profile = !process.argv.includes('--no-prof');

/** User and system CPU µs of process `pid` so far, from /proc/PID/stat (clock ticks of 10 ms). */
function cpuOf(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
}

// The same hot sets as bench/http.ts: the first 50 codes and street prefixes from every 97th code.
const index = loadIndexSync();
const codes: string[] = [];
const queries: string[] = [];
for (let code = 10000; code < 1000000 && codes.length < 50; code += 97) {
  const c = String(code).padStart(6, '0');
  try {
    const record = index.lookupPostalCode(c);
    codes.push(c);
    const street = record.streets[0]?.name;
    const q = street !== undefined ? (street.split(' ').slice(1).join(' ') || street).slice(0, 3 + (codes.length % 8)) : record.locality.slice(0, 4 + (codes.length % 5));
    if (q.trim().length >= 2) queries.push(q);
  } catch {
    // not a code
  }
}

const redis = useRedis ? await startRedis() : undefined;
const child = fork(fileURLToPath(new URL('./http.ts', import.meta.url)), ['--server', ...(redis ? ['--redis', redis.url] : [])], {
  execArgv: [...(profile ? ['--cpu-prof', '--cpu-prof-dir', dir] : []), ...(process.env.NODE_GC_TRACE === '1' ? ['--trace-gc'] : []), ...(process.env.NODE_V8_EXTRA ? process.env.NODE_V8_EXTRA.split(' ') : []), '--import', 'tsx'],
});
const { port, headedPort, redisPort, key } = await new Promise<{ port: number; headedPort: number; redisPort?: number; key: string }>((resolve) =>
  child.once('message', (m) => resolve(m as { port: number; headedPort: number; redisPort?: number; key: string })),
);
const headers = { authorization: `Bearer ${key}` };
const requests =
  what === 'autocomplete'
    ? queries.map((q) => ({ method: 'GET', path: `/v1/addresses/autocomplete?q=${encodeURIComponent(q)}&limit=10`, headers }))
    : what === 'floor'
      ? [{ method: 'GET', path: '/', headers }]
      : codes.map((c) => ({ method: 'GET', path: `/v1/postal-codes/${c}`, headers }));
const target = what === 'floor' ? headedPort : useRedis ? redisPort : port;
const load = (duration: number): Promise<{ requests: { total: number }; non2xx: number }> =>
  new Promise((resolve, reject) => autocannon({ url: `http://127.0.0.1:${target}`, connections, duration, requests }, (err, res) => (err ? reject(err) : resolve(res))));
await load(1);
const before = cpuOf(child.pid!);
const result = await load(seconds);
const after = cpuOf(child.pid!);
const n = result.requests.total;
const cpu = `server CPU ${((after.user - before.user) / n).toFixed(1)} µs user + ${((after.system - before.system) / n).toFixed(1)} µs system per request`;
process.stdout.write(`${what}${useRedis ? ' (redis)' : ''}: ${n} requests, ${result.non2xx} not 2xx; ${cpu}${profile ? `; profile in ${dir}` : ''}\n`);
child.disconnect();
await new Promise((resolve) => child.once('exit', resolve));
await redis?.dispose();
