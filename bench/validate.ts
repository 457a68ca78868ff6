/**
 * `validate` benchmark: the built executable (`npm run build` first) on a CSV
 * of free-form rows from bench/validate-rows.ts, timed from outside, with the
 * peak resident memory and the CPU time of the process (all its worker
 * threads) sampled from /proc every 100 ms, and the machine's load average
 * before and after (on a shared machine the CPU time says more than the wall time).
 * The CPU time is also split by thread: the main thread (reading, batching,
 * writing), the worker threads (verify, formatting each row) and the rest (V8's
 * helper threads: optimizing compiles and garbage collection), since that
 * tells what a change of the pipeline around verify can win (issue 24).
 *
 * `npx tsx bench/validate.ts ROWS [WORKERS] [FILE] [--distinct SHARE] [--checkout DIR]`:
 * writes the rows to a temporary file (not timed) unless FILE exists, runs
 * `validate FILE --workers WORKERS --out /dev/null`. Rows: bench/validate-rows.ts's
 * (68.5% of 1M repeat an earlier row), or with `--distinct` bench/validate-realistic.ts's,
 * SHARE of them distinct (0.85: a customer file; 0.99 a register; 0.3 a courier's month).
 * `--checkout DIR`: time DIR's built executable (another checkout) instead of this one's.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { numberOption, writeRealisticCsv } from './validate-realistic.js';
import { writeBenchmarkCsv } from './validate-rows.js';

const ARGS = process.argv.slice(2);
const CHECKOUT_AT = ARGS.indexOf('--checkout');
const ROOT = resolve(CHECKOUT_AT >= 0 ? ARGS[CHECKOUT_AT + 1]! : resolve(import.meta.dirname, '..'));
const BIN = resolve(ROOT, 'dist', 'cli.js');
/** The share of distinct rows (bench/validate-realistic.ts), or undefined for bench/validate-rows.ts's rows. */
const DISTINCT = ARGS.includes('--distinct') ? numberOption(ARGS, 'distinct', 0.85) : undefined;

/** User + system CPU seconds of a process so far (all its threads), from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the file, 12 and 13 after the command name; in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of each thread of a process so far (all fields as in {@link cpuSeconds}), by thread id. */
function threadSeconds(pid: number, into: Map<string, number>): void {
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
        into.set(tid, Math.max(into.get(tid) ?? 0, (Number(fields[11]) + Number(fields[12])) / 100));
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    // The process ended.
  }
}

/**
 * The main thread's CPU seconds, the workers' (taken as the `workers` busiest
 * other threads: they verify, which is most of the work) and the rest's.
 */
function splitThreads(pid: number, threads: Map<string, number>, workers: number): { main: number; workers: number; helpers: number } {
  const main = threads.get(String(pid)) ?? 0;
  const others = [...threads].filter(([tid]) => tid !== String(pid)).map(([, s]) => s).sort((a, b) => b - a);
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return { main, workers: sum(others.slice(0, workers)), helpers: sum(others.slice(workers)) };
}

function rssKiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const [rowsArg = '1000000', workersArg = '2', fileArg] = ARGS.filter((a, i) => !a.startsWith('--') && !['--distinct', '--checkout'].includes(ARGS[i - 1] ?? ''));
  if (!existsSync(BIN)) throw new Error('run "npm run build" first');
  const rows = Number(rowsArg);
  const file = fileArg ?? join(tmpdir(), `ro-address-bench-${rows}${DISTINCT === undefined ? '' : `-distinct${DISTINCT}`}.csv`);
  const made = !existsSync(file);
  if (made) await (DISTINCT === undefined ? writeBenchmarkCsv(file, rows) : writeRealisticCsv(file, rows, DISTINCT));
  const bytes = statSync(file).size;
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, 'validate', file, '--workers', workersArg, '--out', '/dev/null', '--fail-on', 'never'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let peak = 0;
  let cpu = 0;
  const threads = new Map<string, number>();
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKiB(child.pid!));
    cpu = Math.max(cpu, cpuSeconds(child.pid!));
    threadSeconds(child.pid!, threads);
  }, 100);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  const split = splitThreads(child.pid!, threads, Number(workersArg));
  const loadAfter = loadavg()[0]!;
  if (made && fileArg === undefined) rmSync(file);
  process.stdout.write(
    [
      `rows: ${rows.toLocaleString('en-US')} (${(bytes / 1e6).toFixed(1)} MB${DISTINCT === undefined ? '' : `, --distinct ${DISTINCT}`}), --workers ${workersArg}, ${cpus().length} cores, Node ${process.version}, ${BIN}`,
      `wall time: ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s), exit code ${code}`,
      `CPU time (user + system, all threads, sampled every 100 ms): ${cpu.toFixed(1)} s (${((cpu / rows) * 1e6).toFixed(0)} µs a row)`,
      `CPU time by thread: main ${split.main.toFixed(1)} s, ${workersArg} busiest others (the workers) ${split.workers.toFixed(1)} s, the rest (V8's compiler and garbage collector helpers) ${split.helpers.toFixed(1)} s`,
      `peak RSS: ${(peak / 1024).toFixed(0)} MiB`,
      `load average (1 min) before / after: ${loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)}`,
      `summary: ${stderr.trim().split('\n').slice(0, 3).join(' | ')}`,
    ].join('\n') + '\n',
  );
}

await main();
