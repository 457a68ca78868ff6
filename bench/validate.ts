/**
 * `validate` benchmark: the built executable (`npm run build` first) on a CSV
 * of free-form rows from bench/validate-rows.ts, timed from outside, with the
 * peak resident memory and the CPU time of the process (all its worker
 * threads) sampled from /proc every 100 ms, and the machine's load average
 * before and after (on a shared machine the CPU time says more than the wall time).
 *
 * `npx tsx bench/validate.ts ROWS [WORKERS]`: writes the rows to a temporary
 * file (not timed), runs `validate FILE --workers WORKERS --out /dev/null`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeBenchmarkCsv } from './validate-rows.js';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = resolve(ROOT, 'dist', 'cli.js');

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

function rssKiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const [rowsArg = '1000000', workersArg = '2', fileArg] = process.argv.slice(2);
  if (!existsSync(BIN)) throw new Error('run "npm run build" first');
  const rows = Number(rowsArg);
  const file = fileArg ?? join(tmpdir(), `ro-address-bench-${rows}.csv`);
  const made = !existsSync(file);
  if (made) await writeBenchmarkCsv(file, rows);
  const bytes = statSync(file).size;
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, 'validate', file, '--workers', workersArg, '--out', '/dev/null', '--fail-on', 'never'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let peak = 0;
  let cpu = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKiB(child.pid!));
    cpu = Math.max(cpu, cpuSeconds(child.pid!));
  }, 100);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg()[0]!;
  if (made && fileArg === undefined) rmSync(file);
  process.stdout.write(
    [
      `rows: ${rows.toLocaleString('en-US')} (${(bytes / 1e6).toFixed(1)} MB), --workers ${workersArg}, ${cpus().length} cores, Node ${process.version}`,
      `wall time: ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s), exit code ${code}`,
      `CPU time (user + system, all threads, sampled every 100 ms): ${cpu.toFixed(1)} s (${((cpu / rows) * 1e6).toFixed(0)} µs a row)`,
      `peak RSS: ${(peak / 1024).toFixed(0)} MiB`,
      `load average (1 min) before / after: ${loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)}`,
      `summary: ${stderr.trim().split('\n').slice(0, 3).join(' | ')}`,
    ].join('\n') + '\n',
  );
}

await main();
