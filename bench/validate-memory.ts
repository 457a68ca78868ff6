/**
 * Memory of `validate` on a large input: streams GIGABYTES (default 1) of CSV
 * into the built executable's standard input (`validate - --workers 2 --out
 * /dev/null`) and samples the process's resident memory from /proc as the bytes
 * go in. The rows are 1 KiB each and mostly cheap to verify (an empty address:
 * `missing_address`; one row in 100 is a real address), so the run measures
 * reading, batching, ordering and writing, not the engine's speed.
 *
 * `npx tsx bench/validate-memory.ts [GIGABYTES]`
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = resolve(ROOT, 'dist', 'cli.js');

function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  if (!existsSync(BIN)) throw new Error('run "npm run build" first');
  const gigabytes = Number(process.argv[2] ?? '1');
  const total = gigabytes * 1024 ** 3;
  const child = spawn(process.execPath, [BIN, 'validate', '-', '--workers', '2', '--out', '/dev/null', '--fail-on', 'never'], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  let written = 0;
  const samples: { gib: number; rss: number }[] = [];
  const timer = setInterval(() => samples.push({ gib: written / 1024 ** 3, rss: rssMiB(child.pid!) }), 100);
  const started = performance.now();
  const note = 'x'.repeat(1024 - 40);
  const header = 'id;Adresa;Nota\n';
  child.stdin.write(header);
  written += header.length;
  let id = 0;
  while (written < total) {
    let chunk = '';
    for (let i = 0; i < 256; i++) {
      id++;
      const address = id % 100 === 0 ? `Strada Lungă ${id % 150 + 1}, Brașov` : '';
      chunk += `${id};${address};${note}\n`;
    }
    written += Buffer.byteLength(chunk);
    if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
  }
  child.stdin.end();
  const code = await exited;
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  const at = (share: number): string => {
    const s = samples.filter((x) => x.gib <= gigabytes * share && x.rss > 0);
    return s.length ? `${Math.max(...s.map((x) => x.rss)).toFixed(0)} MiB` : '-';
  };
  process.stdout.write(
    [
      `input: ${(written / 1024 ** 3).toFixed(2)} GiB, ${id.toLocaleString('en-US')} rows of 1 KiB, on standard input; exit code ${code}; ${seconds.toFixed(1)} s`,
      `peak RSS after 10% / 50% / 100% of the input: ${at(0.1)} / ${at(0.5)} / ${at(1.01)}`,
      `summary: ${stderr.trim().split('\n').slice(0, 2).join(' | ')}`,
    ].join('\n') + '\n',
  );
}

await main();
