/**
 * Worker threads that each hold the index and verify batches, so that verifying
 * many addresses uses every core.
 */
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { IndexFormatError } from '../reader/index-reader.js';
import type { RowOutcome } from './outcome.js';
import type { BatchOutput, RawRow, RowPlan } from './row-batch.js';

/**
 * Young generation of each worker (MiB): a verify allocates about 60 KB that dies at once, so a
 * larger nursery means fewer scavenges for the same work (100,000 rows on one worker: 469
 * scavenges with V8's default, 265 with 64 MiB; bench/RESULTS.md).
 */
const WORKER_YOUNG_GENERATION_MB = 64;

/** What a worker is started with. */
export interface WorkerInit {
  indexPath?: string;
  dataVersion?: string;
}

/** A batch sent to a worker. */
export type WorkerTask = { id: number; kind: 'verify'; inputs: unknown[] } | { id: number; kind: 'rows'; plan: RowPlan; rows: RawRow[] };

/** A worker's answer (`id` -1: started, or could not start). */
export type WorkerReply =
  | { id: number; kind: 'ready' }
  | { id: number; kind: 'verify'; outcomes: RowOutcome[] }
  | { id: number; kind: 'rows'; output: BatchOutput }
  | { id: number; kind: 'failed'; message: string };

/** Options of {@link VerifierPool.create}. */
export interface VerifierPoolOptions {
  /** Number of worker threads, at least 1; default: the machine's cores (`os.availableParallelism()`). */
  workers?: number;
  /** The index file each worker loads; default: the index built into the package. */
  indexPath?: string;
  /** As {@link LoadOptions.dataVersion}: refuse an index built from other data. */
  dataVersion?: string;
}

interface Pending {
  task: WorkerTask;
  resolve: (reply: WorkerReply) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Batches posted to the worker and not yet answered, oldest first (a worker answers in the order it receives). */
  posted: Pending[];
  /** Batches for this worker alone ({@link VerifierPool.processRowsOn}) not yet posted, oldest first. */
  waiting: Pending[];
}

/**
 * Batches posted to each worker at once. With two, a worker that answers one
 * finds the next already in its queue: it does not wait for the main thread to
 * receive the answer and post again (on a loaded machine the main thread is
 * often not running then; bench/RESULTS.md, issue 24).
 */
const POSTED_PER_WORKER = 2;

/**
 * How to start a worker: the script beside this module in `dist/`; from a
 * checkout (tests, tsx), the TypeScript source behind a small loader that
 * registers tsx first, since worker threads do not inherit the parent's hooks.
 */
async function workerSource(): Promise<{ script: string | URL; eval: boolean }> {
  if (!import.meta.url.endsWith('.ts')) return { script: new URL('./verify-worker.js', import.meta.url), eval: false };
  // The ESM build of tsx's API (require.resolve names the CommonJS one, whose register() resolves its hooks wrongly).
  const { createRequire } = await import('node:module');
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const source = new URL('./verify-worker.ts', import.meta.url).href;
  return {
    script: `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}

/**
 * A fixed set of worker threads, each with its own copy of the index (about
 * the index file's size in memory per worker). Batches go to the first idle
 * worker; results come back as plain data. Close it with {@link close} (idle
 * workers do not keep the process alive).
 *
 * @example
 * ```ts
 * const pool = await VerifierPool.create({ workers: 4 });
 * for await (const row of verifyRows(pool, addresses)) console.log(row.result?.address.postal_code);
 * await pool.close();
 * ```
 */
export class VerifierPool {
  /** Number of worker threads. */
  readonly size: number;
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private failure: Error | undefined;
  private closed = false;

  private constructor(slots: Slot[]) {
    this.slots = slots;
    this.size = slots.length;
    for (const slot of slots) this.listen(slot);
  }

  /**
   * Starts the workers and waits until each has loaded the index.
   *
   * @throws IndexFormatError when the index cannot be loaded; RangeError on a bad `workers`.
   */
  static async create(options: VerifierPoolOptions = {}): Promise<VerifierPool> {
    // Loaded here, not at import: a process that never starts a pool (most) does not pay for them (the cold start, bench/RESULTS.md).
    const [{ Worker }, { availableParallelism }] = await Promise.all([import('node:worker_threads'), import('node:os')]);
    const count = options.workers ?? availableParallelism();
    if (!Number.isInteger(count) || count < 1 || count > 256) throw new RangeError(`workers must be an integer from 1 to 256 (got ${count})`);
    const source = await workerSource();
    const init: WorkerInit = { indexPath: options.indexPath, dataVersion: options.dataVersion };
    const workers = Array.from({ length: count }, () => new Worker(source.script, { workerData: init, eval: source.eval, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }));
    try {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              const onError = (err: Error): void => reject(err);
              worker.once('error', onError);
              worker.once('message', (reply: WorkerReply) => {
                worker.off('error', onError);
                if (reply.kind === 'ready') resolve();
                else reject(new IndexFormatError(reply.kind === 'failed' ? reply.message : 'the worker did not start'));
              });
            }),
        ),
      );
    } catch (err) {
      await Promise.all(workers.map((w) => w.terminate()));
      throw err;
    }
    for (const w of workers) w.unref();
    return new VerifierPool(workers.map((worker) => ({ worker, posted: [], waiting: [] })));
  }

  private listen(slot: Slot): void {
    slot.worker.on('message', (reply: WorkerReply) => {
      const job = slot.posted.shift();
      if (job !== undefined) {
        if (reply.kind === 'failed') job.reject(new Error(`verify worker: ${reply.message}`));
        else job.resolve(reply);
      }
      this.dispatch();
    });
    const fail = (err: Error): void => {
      this.failure ??= err;
      for (const p of slot.posted.splice(0)) p.reject(err);
      for (const p of this.queue.splice(0)) p.reject(err);
      for (const other of this.slots) for (const p of other.waiting.splice(0)) p.reject(err);
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (!this.closed) fail(new Error(`a verify worker stopped (exit code ${code})`));
    });
  }

  /**
   * Posts queued batches: each worker's own first, then the shared queue's, one to each idle
   * worker, then a second to each, so that the work is spread before it is queued.
   */
  private dispatch(): void {
    for (const slot of this.slots) {
      while (slot.posted.length < POSTED_PER_WORKER) {
        const next = slot.waiting.shift();
        if (next === undefined) break;
        this.post(slot, next);
      }
    }
    for (let depth = 1; depth <= POSTED_PER_WORKER && this.queue.length > 0; depth++) {
      for (const slot of this.slots) {
        if (slot.posted.length >= depth) continue;
        const next = this.queue.shift();
        if (next === undefined) break;
        this.post(slot, next);
      }
    }
    for (const slot of this.slots) if (slot.posted.length === 0) slot.worker.unref();
  }

  private post(slot: Slot, job: Pending): void {
    if (slot.posted.length === 0) slot.worker.ref();
    slot.posted.push(job);
    slot.worker.postMessage(job.task);
  }

  /** Runs `task` on the first worker free (`worker` undefined) or on that worker. */
  private run(task: WorkerTask, worker?: number): Promise<WorkerReply> {
    if (this.closed) return Promise.reject(new Error('the verifier pool is closed'));
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      (worker === undefined ? this.queue : this.slots[worker]!.waiting).push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Verifies `inputs` in one worker; outcomes in input order. */
  async verifyBatch(inputs: unknown[]): Promise<RowOutcome[]> {
    const reply = await this.run({ id: this.nextId++, kind: 'verify', inputs });
    if (reply.kind !== 'verify') throw new Error(`verify worker: unexpected reply ${reply.kind}`);
    return reply.outcomes;
  }

  /** Verifies and formats rows of a file in one worker (see {@link processRows}). */
  async processRows(plan: RowPlan, rows: RawRow[]): Promise<BatchOutput> {
    const reply = await this.run({ id: this.nextId++, kind: 'rows', plan, rows });
    if (reply.kind !== 'rows') throw new Error(`verify worker: unexpected reply ${reply.kind}`);
    return reply.output;
  }

  /**
   * As {@link processRows}, on worker `worker` (0 to `size - 1`) whatever the others are doing, after
   * the batches sent to it before: so that rows sent to one worker meet its memo of outcomes
   * (`RowMemo`) and the rows of one address are verified once, not once a worker.
   *
   * @throws RangeError when `worker` is not a worker's number
   */
  async processRowsOn(worker: number, plan: RowPlan, rows: RawRow[]): Promise<BatchOutput> {
    if (!Number.isInteger(worker) || worker < 0 || worker >= this.size) throw new RangeError(`worker must be an integer from 0 to ${this.size - 1} (got ${worker})`);
    const reply = await this.run({ id: this.nextId++, kind: 'rows', plan, rows }, worker);
    if (reply.kind !== 'rows') throw new Error(`verify worker: unexpected reply ${reply.kind}`);
    return reply.output;
  }

  /** Stops the workers; batches not yet answered are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const err = new Error('the verifier pool is closed');
    for (const p of this.queue.splice(0)) p.reject(err);
    for (const slot of this.slots) for (const p of [...slot.posted.splice(0), ...slot.waiting.splice(0)]) p.reject(err);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
