/**
 * `validate`'s collection in one thread when its workers fill the cores (issue 24): when it
 * applies, and that a process whose parallel scavenging was turned off at run time still runs
 * worker threads that allocate, collect and answer.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectAloneWhenCoresAreFull, workersFillCores } from '../src/cli/collector.js';

describe('workersFillCores', () => {
  it('is true exactly when there are workers and at least as many as cores', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 256 }), (workers, cores) => {
        expect(workersFillCores(workers, cores)).toBe(workers > 0 && workers >= cores);
      }),
    );
  });

  it('leaves V8 alone when a core is left over', () => {
    expect(collectAloneWhenCoresAreFull(1, 4)).toBe(false);
    expect(collectAloneWhenCoresAreFull(0, 1)).toBe(false);
  });
});

describe('collectAloneWhenCoresAreFull', () => {
  it('sets the flag in a running process whose workers then allocate, collect and answer', () => {
    const module = pathToFileURL(resolve(import.meta.dirname, '..', 'src', 'cli', 'collector.ts')).href;
    // A child of its own: the flag is process-wide. The workers allocate enough for many young collections.
    const script = `
      const { collectAloneWhenCoresAreFull } = await import(${JSON.stringify(module)});
      const { Worker } = await import('node:worker_threads');
      if (!collectAloneWhenCoresAreFull(2, 2)) throw new Error('not set');
      const work = 'let kept = 0; for (let i = 0; i < 2e6; i++) { const o = { i, s: String(i) }; if (i % 1000 === 0) kept += o.s.length; } require("node:worker_threads").parentPort.postMessage(kept);';
      const answers = await Promise.all([0, 1].map(() => new Promise((done, fail) => {
        const w = new Worker(work, { eval: true, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 16 } });
        w.once('message', (m) => { done(m); w.terminate(); });
        w.once('error', fail);
      })));
      const young = { i: 0 };
      for (let i = 0; i < 1e6; i++) young.i += { i }.i;
      console.log(JSON.stringify(answers));
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '..') });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([12887, 12887]);
  }, 60_000);
});
