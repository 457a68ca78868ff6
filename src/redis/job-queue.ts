/**
 * Batch jobs across instances on BullMQ (an optional peer dependency: `npm i
 * bullmq`): a job submitted to one instance is run by whichever instance's
 * worker takes it first, and the job of a process that died is taken again by
 * another once its lock expires (BullMQ's stalled-job check), from its start.
 *
 * Exactly once, with a {@link RedisJobStore} every instance shares: BullMQ
 * gives a job to one worker at a time; a run starts by discarding the results
 * of any earlier run, so the results hold every row once; a job already
 * recorded as finished is not run again; and the callback is sent by the run
 * that finishes the job, after its end is recorded. A run stopped by a
 * graceful shutdown is given back at once (a failed attempt, retried by any
 * instance), not after the lock expires.
 *
 * BullMQ keeps its own keys under `<prefix>bull:<queue name>:...`.
 */
import type { JobQueue, JobRunner } from '../http/job-queue.js';

/** Options of {@link bullJobQueue}. */
export interface BullJobQueueOptions {
  /** The Redis of the queue (`redis://` or `rediss://`); BullMQ opens its own connections (ioredis). */
  url: string;
  /** Start of BullMQ's key names; default `ro-address:bull` (its keys are then `ro-address:bull:batch:...`). */
  prefix?: string;
  /** The queue's name; default `batch`. */
  name?: string;
  /**
   * How long a worker's hold on a job lasts without renewal (renewed every
   * half of it while the job runs): the time after which the job of a process
   * that died is taken by another. Default 30,000 ms.
   */
  lockMs?: number;
  /** Jobs one instance runs at a time; default 1 (jobs are CPU-bound). */
  concurrency?: number;
  /** Told of failures the queue hides (a lost connection, a run that threw). */
  onError?: (message: string, err: unknown) => void;
}

/** What this module needs of BullMQ, so the package's types do not depend on it. */
interface BullModule {
  Queue: new (name: string, options: Record<string, unknown>) => BullQueue;
  Worker: new (name: string, processor: (job: { data: { id: string }; attemptsMade: number }) => Promise<unknown>, options: Record<string, unknown>) => BullWorker;
}
interface BullQueue {
  add(name: string, data: { id: string }, options: Record<string, unknown>): Promise<unknown>;
  close(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): unknown;
}
interface BullWorker {
  close(force?: boolean): Promise<void>;
  on(event: 'error' | 'failed', listener: (...args: unknown[]) => void): unknown;
}

/** Thrown by a run stopped by a shutdown: BullMQ counts a failed attempt and gives the job to the next worker. */
class StoppedRun extends Error {
  constructor() {
    super('stopped by a shutdown; the job is taken again by a worker');
    this.name = 'StoppedRun';
  }
}

/** Attempts of one job: every shutdown during its run costs one. */
const ATTEMPTS = 20;

/**
 * A {@link JobQueue} on BullMQ. Pass it with a job store every instance shares:
 * `createServer({ ..., batch: { store: stores.jobs, queue: await bullJobQueue({ url }) } })`.
 *
 * @throws Error with an install hint when `bullmq` is not installed
 */
export async function bullJobQueue(options: BullJobQueueOptions): Promise<JobQueue> {
  let bull: BullModule;
  try {
    bull = (await import('bullmq')) as unknown as BullModule;
  } catch (err) {
    throw new Error(`bullJobQueue needs the optional peer dependency bullmq (npm i bullmq): ${err instanceof Error ? err.message : String(err)}`);
  }
  const lockMs = options.lockMs ?? 30_000;
  if (!(lockMs >= 100)) throw new RangeError(`lockMs must be at least 100, got ${lockMs}`);
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const name = options.name ?? 'batch';
  const report = options.onError ?? (() => undefined);
  // Workers block on Redis: BullMQ requires maxRetriesPerRequest null on their connection.
  const connection = { url: options.url, maxRetriesPerRequest: null };
  const common = { connection, prefix: options.prefix ?? 'ro-address:bull' };
  const queue = new bull.Queue(name, common);
  queue.on('error', (err) => report('batch queue error', err));
  let worker: BullWorker | undefined;
  let closing: Promise<void> | undefined;
  return {
    shared: true,
    start(run: JobRunner) {
      worker = new bull.Worker(
        name,
        async (job) => {
          if ((await run(job.data.id)) === 'stopped') throw new StoppedRun();
        },
        { ...common, concurrency, lockDuration: lockMs, stalledInterval: Math.max(50, Math.round(lockMs / 2)), maxStalledCount: ATTEMPTS },
      );
      worker.on('error', (err) => report('batch worker error', err));
      worker.on('failed', (_job, err) => {
        if (!(err instanceof StoppedRun)) report('batch job attempt failed', err);
      });
    },
    async add(id: string) {
      // The job id is the queue's id too: BullMQ ignores a job it holds already (waiting, running or failed).
      await queue.add('verify', { id }, { jobId: id, attempts: ATTEMPTS, backoff: { type: 'fixed', delay: 200 }, removeOnComplete: true, removeOnFail: 1_000 });
    },
    close() {
      // Not forced: the running job sees the runner's stop signal, returns 'stopped', and is given back.
      // Once: the server and its owner may both wait for it.
      closing ??= (async () => {
        await worker?.close();
        await queue.close();
      })();
      return closing;
    },
  };
}
