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
 * instance), not after the lock expires. Each instance runs one job per
 * organization at a time, so one organization's slow file does not hold
 * another's job (across instances, two of one organization's jobs may run at once).
 *
 * BullMQ keeps its own keys under `<prefix>bull:<queue name>:...`.
 */
import { DEFAULT_MAX_RUNNING_JOBS, type JobQueue, type JobRunner } from '../http/job-queue.js';

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
  /**
   * Jobs one instance runs at a time, at most one per organization on each
   * instance (a job whose organization already has one running here waits,
   * as in the in-process queue); default 8 (`DEFAULT_MAX_RUNNING_JOBS`).
   */
  concurrency?: number;
  /** Told of failures the queue hides (a lost connection, a run that threw). */
  onError?: (message: string, err: unknown) => void;
}

/** What this module needs of BullMQ, so the package's types do not depend on it. */
interface BullModule {
  Queue: new (name: string, options: Record<string, unknown>) => BullQueue;
  Worker: new (name: string, processor: (job: BullJob, token?: string) => Promise<unknown>, options: Record<string, unknown>) => BullWorker;
  /** Thrown by a processor that moved its job to the delayed set itself: not a failed attempt. */
  DelayedError: new () => Error;
}
/** A queued job: its id in the job store and, from this version on, its organization. */
interface BullJob {
  data: { id: string; org?: string };
  attemptsMade: number;
  moveToDelayed(timestamp: number, token?: string): Promise<void>;
}
interface BullQueue {
  add(name: string, data: BullJob['data'], options: Record<string, unknown>): Promise<unknown>;
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

/** How long a job waits before it is looked at again when its organization already has a job running on this instance. */
const ORG_BUSY_DELAY_MS = 500;

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
  const concurrency = options.concurrency ?? DEFAULT_MAX_RUNNING_JOBS;
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
  /** Organizations with a job running on this instance. */
  const busy = new Set<string>();
  return {
    shared: true,
    start(run: JobRunner) {
      worker = new bull.Worker(
        name,
        async (job, token) => {
          const org = job.data.org;
          if (org !== undefined && busy.has(org)) {
            // One job per organization at a time here: another organization's job takes the slot meanwhile.
            await job.moveToDelayed(Date.now() + ORG_BUSY_DELAY_MS, token);
            throw new bull.DelayedError();
          }
          if (org !== undefined) busy.add(org);
          try {
            if ((await run(job.data.id)) === 'stopped') throw new StoppedRun();
          } finally {
            if (org !== undefined) busy.delete(org);
          }
        },
        { ...common, concurrency, lockDuration: lockMs, stalledInterval: Math.max(50, Math.round(lockMs / 2)), maxStalledCount: ATTEMPTS },
      );
      worker.on('error', (err) => report('batch worker error', err));
      worker.on('failed', (_job, err) => {
        if (!(err instanceof StoppedRun)) report('batch job attempt failed', err);
      });
    },
    async add(id: string, org?: string) {
      // The job id is the queue's id too: BullMQ ignores a job it holds already (waiting, running or failed).
      await queue.add('verify', org === undefined ? { id } : { id, org }, { jobId: id, attempts: ATTEMPTS, backoff: { type: 'fixed', delay: 200 }, removeOnComplete: true, removeOnFail: 1_000 });
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
