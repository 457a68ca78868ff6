/**
 * Where batch jobs and their results live: the {@link JobStore} interface and
 * two implementations, in memory (one process, lost on restart) and in a
 * directory (`FileJobStore`, the default of `ro-address serve`: jobs survive a
 * restart).
 *
 * A shared implementation (Redis, a database, object storage) implements the
 * same seven methods. Records are small JSON objects replaced whole; results
 * are text appended in order and read back as a stream.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ErrorCode } from '../shared/errors.js';
import type { Awaitable } from './stores.js';

/** The states of a job: `queued -> running -> done | failed`. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
/** One of {@link JOB_STATES}. */
export type JobState = (typeof JOB_STATES)[number];

/** The formats of batch input and results. */
export const JOB_FORMATS = ['csv', 'jsonl'] as const;
/** One of {@link JOB_FORMATS}. */
export type JobFormat = (typeof JOB_FORMATS)[number];

/** Why a job failed (closed set; see docs/http.md). */
export const JOB_FAILURES = ['invalid_file_url', 'file_unreachable', 'file_too_large', 'invalid_file', 'internal_error'] as const;
/** One of {@link JOB_FAILURES}. */
export type JobFailure = (typeof JOB_FAILURES)[number];

/** Row counts of a job, updated as it runs. */
export interface JobCounts {
  /** Data rows written to the results so far. */
  rows: number;
  /** Rows verified, per verdict. */
  valid: number;
  corrected: number;
  partial: number;
  ambiguous: number;
  /** Rows that could not be verified (each has its catalogue error in the results). */
  errors: number;
  /** Rows per error code. */
  error_codes: Partial<Record<ErrorCode, number>>;
}

/** One batch job, as stored and (without `org`) as the status endpoint shows it. */
export interface BatchJob {
  /** `job_` and 32 hex digits. */
  id: string;
  /** The organization that submitted it; only its keys may read it. */
  org: string;
  state: JobState;
  /** RFC 3339 times. */
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** When the results are deleted (30 days after `finished_at` by default); null until the job ends. */
  results_expire_at: string | null;
  file_url: string;
  format: JobFormat;
  /** Role -> column (CSV) or key (JSON Lines); null to recognise the columns from the header. */
  columns: Record<string, string> | null;
  callback_url: string | null;
  counts: JobCounts;
  /** Input bytes read so far, and the file's size when the server announced it. */
  progress: { bytes_read: number; bytes_total: number | null };
  /** With state `failed`. */
  error: { code: JobFailure; message: string } | null;
  /** The callback's delivery, when there is a callback_url. */
  callback: CallbackState | null;
}

/** Where a job's callback delivery stands. */
export interface CallbackState {
  /** `pending` until the job has ended and the callback was answered with a 2xx (`delivered`) or the attempts ran out (`failed`). */
  state: 'pending' | 'delivered' | 'failed';
  /** Attempts made so far. */
  attempts: number;
  /** HTTP status of the last answer; null when none came. */
  last_status: number | null;
  /** RFC 3339 time the next attempt is due, after a failed one; null otherwise. */
  next_attempt_at: string | null;
}

/**
 * True for a job a server must take up when it starts: one `queued` or
 * `running`, or one that ended with its callback still `pending`.
 */
export function isUnfinished(job: BatchJob): boolean {
  return job.state === 'queued' || job.state === 'running' || job.callback?.state === 'pending';
}

/** A new job id: `job_` and 128 random bits in hex. */
export function newJobId(): string {
  return `job_${randomBytes(16).toString('hex')}`;
}

const JOB_ID = /^job_[0-9a-f]{32}$/;

/** True when `id` has the form of a job id; anything else never reaches a store (nor a file path). */
export function isJobId(id: string): boolean {
  return JOB_ID.test(id);
}

/**
 * Batch jobs and their results. Every method may answer synchronously or with
 * a promise. Ids passed in are always {@link isJobId} ids.
 */
export interface JobStore {
  /** Stores `job`, replacing the record of the same id. */
  put(job: BatchJob): Awaitable<void>;
  /** The job `id`. */
  get(id: string): Awaitable<BatchJob | undefined>;
  /** Every job {@link isUnfinished} (queued, running, or with its callback pending): taken up when a server starts. */
  unfinished(): Awaitable<BatchJob[]>;
  /** Appends `text` to the results of `id`. */
  appendResults(id: string, text: string): Awaitable<void>;
  /** Deletes the results of `id` (kept: the record). */
  deleteResults(id: string): Awaitable<void>;
  /** The results of `id` as chunks, in order; undefined when none are stored. */
  readResults(id: string): Awaitable<AsyncIterable<Uint8Array | string> | undefined>;
  /**
   * Deletes the results of jobs whose `results_expire_at` is before `now`, and
   * whole jobs that finished more than `recordRetentionMs` before `now`.
   */
  sweep(now: number, recordRetentionMs: number): Awaitable<void>;
}

function finishedBefore(job: BatchJob, cutoff: number): boolean {
  return job.finished_at !== null && Date.parse(job.finished_at) < cutoff;
}

function resultsExpired(job: BatchJob, now: number): boolean {
  return job.results_expire_at !== null && Date.parse(job.results_expire_at) <= now;
}

const copy = (job: BatchJob): BatchJob => structuredClone(job);

/** In-memory {@link JobStore}: for tests and single-process use; everything is lost when the process ends. */
export class MemoryJobStore implements JobStore {
  readonly #jobs = new Map<string, BatchJob>();
  readonly #results = new Map<string, string[]>();

  put(job: BatchJob): void {
    this.#jobs.set(job.id, copy(job));
  }

  get(id: string): BatchJob | undefined {
    const job = this.#jobs.get(id);
    return job === undefined ? undefined : copy(job);
  }

  unfinished(): BatchJob[] {
    return [...this.#jobs.values()].filter(isUnfinished).map(copy);
  }

  appendResults(id: string, text: string): void {
    const chunks = this.#results.get(id);
    if (chunks === undefined) this.#results.set(id, [text]);
    else chunks.push(text);
  }

  deleteResults(id: string): void {
    this.#results.delete(id);
  }

  readResults(id: string): AsyncIterable<string> | undefined {
    const chunks = this.#results.get(id);
    if (chunks === undefined) return undefined;
    const snapshot = [...chunks];
    return (async function* () {
      yield* snapshot;
    })();
  }

  sweep(now: number, recordRetentionMs: number): void {
    for (const job of this.#jobs.values()) {
      if (finishedBefore(job, now - recordRetentionMs)) {
        this.#jobs.delete(job.id);
        this.#results.delete(job.id);
      } else if (resultsExpired(job, now)) {
        this.#results.delete(job.id);
      }
    }
  }
}

/**
 * {@link JobStore} in a directory: `jobs/<id>.json` (written to a temporary
 * file, then renamed, so a crash never leaves half a record) and
 * `results/<id>` (appended). Files are readable by their owner only. One
 * process should use a directory at a time.
 */
export class FileJobStore implements JobStore {
  readonly #jobs: string;
  readonly #results: string;
  #ready: Promise<void> | undefined;

  constructor(readonly dir: string) {
    this.#jobs = join(dir, 'jobs');
    this.#results = join(dir, 'results');
  }

  #init(): Promise<void> {
    this.#ready ??= Promise.all([mkdir(this.#jobs, { recursive: true, mode: 0o700 }), mkdir(this.#results, { recursive: true, mode: 0o700 })]).then(() => undefined);
    return this.#ready;
  }

  #jobPath(id: string): string {
    if (!isJobId(id)) throw new TypeError(`not a job id: ${JSON.stringify(id)}`);
    return join(this.#jobs, `${id}.json`);
  }

  #resultsPath(id: string): string {
    if (!isJobId(id)) throw new TypeError(`not a job id: ${JSON.stringify(id)}`);
    return join(this.#results, id);
  }

  async put(job: BatchJob): Promise<void> {
    await this.#init();
    const path = this.#jobPath(job.id);
    const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify(job), { mode: 0o600 });
    await rename(tmp, path);
  }

  async get(id: string): Promise<BatchJob | undefined> {
    await this.#init();
    try {
      return JSON.parse(await readFile(this.#jobPath(id), 'utf8')) as BatchJob;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async #all(): Promise<BatchJob[]> {
    await this.#init();
    const out: BatchJob[] = [];
    for (const name of await readdir(this.#jobs)) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      if (!isJobId(id)) continue;
      const job = await this.get(id);
      if (job !== undefined) out.push(job);
    }
    return out;
  }

  async unfinished(): Promise<BatchJob[]> {
    return (await this.#all()).filter(isUnfinished);
  }

  async appendResults(id: string, text: string): Promise<void> {
    await this.#init();
    await appendFile(this.#resultsPath(id), text, { mode: 0o600 });
  }

  async deleteResults(id: string): Promise<void> {
    await rm(this.#resultsPath(id), { force: true });
  }

  async readResults(id: string): Promise<AsyncIterable<Uint8Array> | undefined> {
    const path = this.#resultsPath(id);
    try {
      await stat(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    return createReadStream(path);
  }

  async sweep(now: number, recordRetentionMs: number): Promise<void> {
    for (const job of await this.#all()) {
      if (finishedBefore(job, now - recordRetentionMs)) {
        await this.deleteResults(job.id);
        await rm(this.#jobPath(job.id), { force: true });
      } else if (resultsExpired(job, now)) {
        await this.deleteResults(job.id);
      }
    }
  }
}
