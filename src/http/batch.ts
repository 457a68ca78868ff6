/**
 * Batch jobs: a submitted file is downloaded through the outbound guard,
 * verified row by row with the files pipeline (`verifyFile`, the engine of the
 * CLI's `validate`), and its output rows are appended to the job store. Who
 * runs a job is the {@link JobQueue}'s choice: by default this process, fair
 * between organizations (see {@link LocalJobQueue}; a shared queue lets any instance run it);
 * the engine yields between batches of rows, so requests keep being answered
 * meanwhile.
 *
 * States: `queued -> running -> done | failed`. A server that stops while jobs
 * are queued or running leaves them so; the next server on the same store
 * runs them again from the start (results written so far are discarded). A
 * callback still being delivered is left `pending` with its attempts and the
 * time of the next one; the next server goes on from there.
 */
import type { AddressIndex } from '../types.js';
import { COLUMN_ROLES, ColumnMappingError, checkMapping, type ColumnMapping } from '../files/columns.js';
import { FileFormatError } from '../files/text-source.js';
import { verifyFile } from '../files/verify-file.js';
import type { FileSummary } from '../files/summary.js';
import { deliverCallback, DEFAULT_CALLBACK_RETRY, type CallbackResume, type CallbackRetry } from './callbacks.js';
import { HttpError } from './http-error.js';
import { JOB_FORMATS, MemoryJobStore, newJobId, type BatchJob, type CallbackState, type JobCounts, type JobFailure, type JobFormat, type JobStore } from './job-store.js';
import { DEFAULT_MAX_RUNNING_JOBS, LocalJobQueue, type JobQueue, type RunOutcome } from './job-queue.js';
import { checkTarget, guardedRequest, OutboundError, readCapped, type OutboundPolicy, type Resolver } from './outbound.js';
import type { Clock, KeyStore } from './stores.js';

const DAY_MS = 86_400_000;

/**
 * Default of `downloadIdleMs`: a file server may pause for seconds (a busy
 * disk, a slow export writing the file as it is sent); a minute without a
 * byte means it has stopped, and the job should say so rather than hold its
 * place until the one-hour download limit.
 */
export const DEFAULT_DOWNLOAD_IDLE_MS = 60_000;

/** How often a running job's counts and progress are saved at most: the status shows them this fresh, at a store write per half second. */
const PROGRESS_SAVE_MS = 500;

/** Options of the batch jobs (`HttpOptions.batch`). */
export interface BatchOptions {
  /** Where jobs and results live; default in memory (`serve` uses a `FileJobStore`). */
  store?: JobStore;
  /**
   * Hosts `file_url` and `callback_url` may name although they resolve to
   * private or loopback addresses, over plain http too (`serve --batch-allow-host`).
   */
  allowHosts?: readonly string[];
  /** Resolves host names for the outbound guard; default the system resolver. Tests inject one. */
  resolve?: Resolver;
  /** Largest file downloaded, in bytes; default 512 MiB. */
  maxFileBytes?: number;
  /** Time limit of a download, headers to last byte (rows are verified meanwhile); default 1 hour. */
  downloadTimeoutMs?: number;
  /**
   * How long a download may go without receiving anything (no answer to the
   * request, or no byte of the file while the job waits for one) before it
   * is cut and the job fails with `file_unreachable`; default 60 s
   * ({@link DEFAULT_DOWNLOAD_IDLE_MS}).
   */
  downloadIdleMs?: number;
  /**
   * Jobs the default queue runs at once, one per organization at most (see
   * {@link LocalJobQueue}); default {@link DEFAULT_MAX_RUNNING_JOBS} (8).
   * Ignored with `queue`.
   */
  maxRunningJobs?: number;
  /** How long results are kept after a job ends; default 30 days (then 410 `results_expired`). */
  resultsRetentionMs?: number;
  /** How long job records are kept after a job ends; default 90 days (then 404 `not_found`). */
  recordRetentionMs?: number;
  /** Callback retries and timeouts. */
  callbackRetry?: Partial<CallbackRetry>;
  /**
   * Queue the unfinished jobs of the store at start; default true. Processes
   * sharing one store (`serve --workers`) let only one of them resume, so a
   * job is not run twice. With a shared `queue`, every instance may: the
   * queue ignores jobs it holds already.
   */
  resume?: boolean;
  /**
   * Where jobs wait and who runs them; default a {@link LocalJobQueue} (this
   * process, one job per organization at a time, `maxRunningJobs` in all). `bullJobQueue()` of `ro-address/redis` shares
   * them between instances (with a job store they share too: `RedisJobStore`).
   */
  queue?: JobQueue;
}

/** The longest `file_url` or `callback_url` accepted. */
const MAX_URL_LENGTH = 2048;

/** What a valid submit body asks for. */
export interface JobRequest {
  file_url: string;
  format: JobFormat;
  columns: ColumnMapping | null;
  callback_url: string | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The format a URL's path suggests: `.jsonl`, `.ndjson` and `.json` are JSON Lines; anything else CSV. */
function formatOf(url: URL): JobFormat {
  return /\.(jsonl|ndjson|json)$/i.test(url.pathname) ? 'jsonl' : 'csv';
}

function parseColumns(value: unknown): ColumnMapping | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw new HttpError('invalid_parameter', { message: '"options.columns" must be an object of role -> column name.' });
  const mapping: ColumnMapping = {};
  for (const [rawRole, column] of Object.entries(value)) {
    const role = rawRole === 'house_number' ? 'number' : rawRole;
    if (!(COLUMN_ROLES as readonly string[]).includes(role)) {
      throw new HttpError('invalid_parameter', { message: `"options.columns" has an unknown role "${rawRole}"; use ${COLUMN_ROLES.join(', ')}.` });
    }
    if (typeof column !== 'string' || column.trim() === '' || column.length > 256) {
      throw new HttpError('invalid_parameter', { message: `"options.columns.${rawRole}" must be a column name (1 to 256 characters).` });
    }
    mapping[role as keyof ColumnMapping] = column;
  }
  try {
    checkMapping(mapping);
  } catch (err) {
    if (err instanceof ColumnMappingError) throw new HttpError('invalid_parameter', { message: `"options.columns": ${err.message}.` });
    throw err;
  }
  return mapping;
}

/**
 * Reads and checks a submit body, resolving both URLs' hosts now so that a
 * URL the guard would refuse is answered at once, not by a failed job.
 *
 * @throws HttpError 400 `missing_file_url`, `invalid_file_url`, `invalid_callback_url`, `invalid_parameter`
 */
export async function parseJobRequest(body: Record<string, unknown>, policy: OutboundPolicy, hasCallbackSecret: () => Promise<boolean>): Promise<JobRequest> {
  for (const key of Object.keys(body)) {
    if (key !== 'file_url' && key !== 'options') throw new HttpError('invalid_parameter', { message: `Unknown field "${key}"; a batch job takes "file_url" and "options".` });
  }
  const fileUrl = body.file_url;
  if (fileUrl === undefined || fileUrl === null || fileUrl === '') throw new HttpError('missing_file_url');
  if (typeof fileUrl !== 'string' || fileUrl.length > MAX_URL_LENGTH) throw new HttpError('invalid_file_url', { message: `"file_url" must be a string of at most ${MAX_URL_LENGTH} characters.` });
  const options = body.options ?? {};
  if (!isObject(options)) throw new HttpError('invalid_parameter', { message: '"options" must be an object.' });
  for (const key of Object.keys(options)) {
    if (key !== 'callback_url' && key !== 'format' && key !== 'columns') throw new HttpError('invalid_parameter', { message: `Unknown option "${key}"; use callback_url, format, columns.` });
  }
  let url: URL;
  try {
    url = await checkTarget(fileUrl, policy);
  } catch (err) {
    if (err instanceof OutboundError) throw new HttpError('invalid_file_url', { message: `"file_url" is not allowed: ${err.message}. It must be an https URL on a public host.` });
    throw err;
  }
  let format: JobFormat = formatOf(url);
  if (options.format !== undefined) {
    if (typeof options.format !== 'string' || !(JOB_FORMATS as readonly string[]).includes(options.format)) {
      throw new HttpError('invalid_parameter', { message: '"options.format" must be "csv" or "jsonl".' });
    }
    format = options.format as JobFormat;
  }
  const columns = parseColumns(options.columns);
  let callback: string | null = null;
  if (options.callback_url !== undefined && options.callback_url !== null) {
    const raw = options.callback_url;
    if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) throw new HttpError('invalid_callback_url');
    try {
      await checkTarget(raw, policy);
    } catch (err) {
      if (err instanceof OutboundError) throw new HttpError('invalid_callback_url', { message: `"options.callback_url" is not allowed: ${err.message}. It must be an https URL on a public host.` });
      throw err;
    }
    if (!(await hasCallbackSecret())) {
      throw new HttpError('invalid_callback_url', { message: 'This organization has no callback signing secret; create one with "ro-address keys callback-secret --org ORG".' });
    }
    callback = raw;
  }
  return { file_url: fileUrl, format, columns, callback_url: callback };
}

/** The public view of a job (its record without the organization), with links. */
export function jobView(job: BatchJob): Record<string, unknown> {
  const { org: _org, ...rest } = job;
  const self = `/v1/addresses/batch/${job.id}`;
  return { ...rest, links: { self, results: `${self}/results` } };
}

/** What the runner needs from the server. */
export interface BatchContext {
  index: AddressIndex;
  keys: KeyStore;
  clock: Clock;
  signatureHeader: string;
  logger: { error(message: string, fields: Record<string, unknown>): void };
}

/** Runs jobs and serves their records. */
export class BatchRunner {
  readonly store: JobStore;
  readonly policy: OutboundPolicy;
  readonly resultsRetentionMs: number;
  readonly #recordRetentionMs: number;
  readonly #maxFileBytes: number;
  readonly #downloadTimeoutMs: number;
  readonly #downloadIdleMs: number;
  readonly #retry: CallbackRetry;
  readonly #queue: JobQueue;
  readonly #stop = new AbortController();
  readonly #callbacks = new Set<Promise<unknown>>();
  #sweeper: NodeJS.Timeout | undefined;
  readonly #resumes: boolean;

  constructor(
    readonly ctx: BatchContext,
    options: BatchOptions = {},
  ) {
    this.store = options.store ?? new MemoryJobStore();
    this.policy = { allowHosts: [...(options.allowHosts ?? [])], ...(options.resolve === undefined ? {} : { resolve: options.resolve }) };
    this.resultsRetentionMs = positive(options.resultsRetentionMs ?? 30 * DAY_MS, 'resultsRetentionMs');
    this.#recordRetentionMs = Math.max(this.resultsRetentionMs, positive(options.recordRetentionMs ?? 90 * DAY_MS, 'recordRetentionMs'));
    this.#maxFileBytes = positive(options.maxFileBytes ?? 512 * 1024 * 1024, 'maxFileBytes');
    this.#downloadTimeoutMs = positive(options.downloadTimeoutMs ?? 60 * 60 * 1000, 'downloadTimeoutMs');
    this.#downloadIdleMs = positive(options.downloadIdleMs ?? DEFAULT_DOWNLOAD_IDLE_MS, 'downloadIdleMs');
    this.#retry = { ...DEFAULT_CALLBACK_RETRY, ...options.callbackRetry };
    this.#resumes = options.resume ?? true;
    this.#queue =
      options.queue ??
      new LocalJobQueue(
        (id, err) => this.ctx.logger.error('batch job crashed', { job_id: id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
        options.maxRunningJobs ?? DEFAULT_MAX_RUNNING_JOBS,
      );
  }

  /** Queues the jobs a previous server left unfinished, goes on delivering its pending callbacks, and sweeps expired results now and hourly. */
  start(): void {
    this.#queue.start((id) => this.#run(id));
    if (!this.#resumes) void this.#sweep();
    else void this.#resume();
    this.#sweeper = setInterval(() => void this.#sweep(), 60 * 60 * 1000);
    this.#sweeper.unref();
  }

  async #resume(): Promise<void> {
    try {
      await this.#sweep();
      const jobs = await this.store.unfinished();
      jobs.sort((a, b) => a.created_at.localeCompare(b.created_at));
      for (const job of jobs) {
        if (job.state === 'queued' || job.state === 'running') await this.#queue.add(job.id, job.org);
        else if (job.callback_url !== null && job.callback?.state === 'pending') {
          const next = job.callback.next_attempt_at === null ? NaN : Date.parse(job.callback.next_attempt_at);
          this.#callback(job, job.callback_url, { attempts: job.callback.attempts, lastStatus: job.callback.last_status, nextAttemptAt: Number.isFinite(next) ? next : null });
        }
      }
    } catch (err) {
      this.ctx.logger.error('could not resume batch jobs', { error: String(err) });
    }
  }

  async #sweep(): Promise<void> {
    try {
      await this.store.sweep(this.ctx.clock(), this.#recordRetentionMs);
    } catch (err) {
      this.ctx.logger.error('batch store sweep failed', { error: String(err) });
    }
  }

  /** Stops running jobs (they stay `running` and are resumed by the next server) and pending callbacks (they stay `pending`, likewise). */
  async close(): Promise<void> {
    this.#stop.abort();
    if (this.#sweeper !== undefined) clearInterval(this.#sweeper);
    await this.#queue.close();
    await Promise.allSettled([...this.#callbacks]);
  }

  /** Creates a job for `org` and queues it. */
  async submit(org: string, request: JobRequest): Promise<BatchJob> {
    const job: BatchJob = {
      id: newJobId(),
      org,
      state: 'queued',
      created_at: new Date(this.ctx.clock()).toISOString(),
      started_at: null,
      finished_at: null,
      results_expire_at: null,
      file_url: request.file_url,
      format: request.format,
      columns: request.columns as Record<string, string> | null,
      callback_url: request.callback_url,
      counts: { rows: 0, valid: 0, corrected: 0, partial: 0, ambiguous: 0, errors: 0, error_codes: {} },
      progress: { bytes_read: 0, bytes_total: null },
      error: null,
      callback: request.callback_url === null ? null : firstCallbackState(),
    };
    await this.store.put(job);
    await this.#queue.add(job.id, org);
    return job;
  }

  /**
   * Runs job `id` from its start (results of an earlier, interrupted run are
   * discarded), records its end, and sends its callback. A job already
   * finished is not run again: a queue may hand over a job whose runner died
   * after recording its end.
   */
  async #run(id: string): Promise<RunOutcome> {
    if (this.#stop.signal.aborted) return 'stopped';
    const found = await this.store.get(id);
    if (found === undefined || (found.state !== 'queued' && found.state !== 'running')) return 'finished';
    const job: BatchJob = found;
    const now = (): string => new Date(this.ctx.clock()).toISOString();
    job.state = 'running';
    job.started_at = now();
    job.counts = { rows: 0, valid: 0, corrected: 0, partial: 0, ambiguous: 0, errors: 0, error_codes: {} };
    job.progress = { bytes_read: 0, bytes_total: null };
    await this.store.put(job);
    await this.store.deleteResults(id);
    await this.store.appendResults(id, '');
    const signal = this.#stop.signal;
    // Progress is saved at most every half second, one write at a time; the last one is
    // saved when its half second is up, so the status never lags a stalled download.
    let saving: Promise<void> | undefined;
    let lastSave = 0;
    let trailing: NodeJS.Timeout | undefined;
    const saveProgress = (): void => {
      const t = performance.now();
      if (saving !== undefined || t - lastSave < PROGRESS_SAVE_MS) {
        trailing ??= setTimeout(() => {
          trailing = undefined;
          saveProgress();
        }, Math.max(1, PROGRESS_SAVE_MS - (t - lastSave)));
        trailing.unref();
        return;
      }
      lastSave = t;
      saving = Promise.resolve(this.store.put(structuredClone(job))).finally(() => {
        saving = undefined;
      });
    };
    const stopSaving = async (): Promise<void> => {
      clearTimeout(trailing);
      trailing = undefined;
      await saving;
    };
    try {
      const response = await guardedRequest(job.file_url, this.policy, { method: 'GET', timeoutMs: this.#downloadTimeoutMs, idleMs: this.#downloadIdleMs, signal });
      const announced = Number(response.headers['content-length']);
      job.progress.bytes_total = Number.isFinite(announced) ? announced : null;
      const result = await verifyFile({
        input: readCapped(response, this.#maxFileBytes, this.#downloadIdleMs),
        output: (text) => this.store.appendResults(id, text),
        format: job.format,
        ...(job.columns === null ? {} : { columns: job.columns as ColumnMapping }),
        verifier: this.ctx.index,
        signal,
        onProgress: (p) => {
          job.counts = countsOf(p.summary);
          job.progress.bytes_read = p.bytes;
          saveProgress();
        },
      });
      await stopSaving();
      job.counts = countsOf(result.summary);
      job.state = 'done';
    } catch (err) {
      await stopSaving();
      // Stopped by close(): leave the job to the next server (or another instance).
      if (signal.aborted) return 'stopped';
      job.state = 'failed';
      job.error = failureOf(err);
      if (job.error.code === 'internal_error') this.ctx.logger.error('batch job failed', { job_id: id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      await this.store.deleteResults(id);
    }
    const finished = this.ctx.clock();
    job.finished_at = new Date(finished).toISOString();
    job.results_expire_at = job.state === 'done' ? new Date(finished + this.resultsRetentionMs).toISOString() : null;
    await this.store.put(job);
    if (job.callback_url !== null) this.#callback(job, job.callback_url);
    return 'finished';
  }

  /**
   * Sends the callback of a finished job beside the queue, from where `resume`
   * says (a delivery an earlier server left pending); records each attempt in
   * the job, so that a server stopping meanwhile leaves it `pending` for the next.
   */
  #callback(job: BatchJob, url: string, resume?: CallbackResume): void {
    const delivery = (async () => {
      const org = await this.ctx.keys.findOrganization(job.org);
      const secret = org?.callback_secret;
      const record = async (callback: CallbackState): Promise<void> => {
        const current = await this.store.get(job.id);
        if (current === undefined) return;
        current.callback = callback;
        await this.store.put(current);
      };
      if (secret === undefined) {
        // The secret was removed after the job was submitted: an unsigned callback would be worthless.
        await record({ state: 'failed', attempts: resume?.attempts ?? 0, last_status: resume?.lastStatus ?? null, next_attempt_at: null });
        return;
      }
      // Records are written one after the other, so a late one never overwrites the final state.
      let recorded = Promise.resolve();
      const enqueue = (callback: CallbackState): void => {
        recorded = recorded.then(() => record(callback));
      };
      const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
      const outcome = await deliverCallback(
        { url, body: callbackBody(job), secret, signatureHeader: this.ctx.signatureHeader, jobId: job.id },
        this.policy,
        this.#retry,
        this.ctx.clock,
        (o) => enqueue({ state: o.delivered ? 'delivered' : 'pending', attempts: o.attempts, last_status: o.lastStatus, next_attempt_at: iso(o.nextAttemptAt) }),
        this.#stop.signal,
        resume,
      );
      // Stopped with the delivery under way: the record says where the next server starts.
      if (!outcome.delivered && this.#stop.signal.aborted) {
        await recorded;
        return;
      }
      enqueue({ state: outcome.delivered ? 'delivered' : 'failed', attempts: outcome.attempts, last_status: outcome.lastStatus, next_attempt_at: null });
      await recorded;
    })().catch((err: unknown) => this.ctx.logger.error('batch callback failed', { job_id: job.id, error: String(err) }));
    this.#callbacks.add(delivery);
    void delivery.finally(() => this.#callbacks.delete(delivery));
  }
}

/** The job counts of the rows verified so far. */
function countsOf(s: Readonly<FileSummary>): JobCounts {
  return {
    rows: s.rows,
    valid: s.verdicts.valid,
    corrected: s.verdicts.corrected,
    partial: s.verdicts.partial,
    ambiguous: s.verdicts.ambiguous,
    errors: Object.values(s.errors).reduce((a, b) => a + (b ?? 0), 0),
    error_codes: { ...s.errors },
  };
}

/** The callback state of a job submitted with a callback_url. */
function firstCallbackState(): CallbackState {
  return { state: 'pending', attempts: 0, last_status: null, next_attempt_at: null };
}

/**
 * The callback body of a finished job: the job as it was when it ended (its
 * callback not yet attempted), so that every attempt, on this server or the
 * next, sends the same bytes.
 */
function callbackBody(job: BatchJob): string {
  return JSON.stringify({ event: `batch.job.${job.state}`, job: jobView({ ...job, callback: firstCallbackState() }) });
}

function positive(value: number, name: string): number {
  if (!(value > 0)) throw new RangeError(`batch.${name} must be positive, got ${value}`);
  return value;
}

/** The job error of a failure. */
function failureOf(err: unknown): { code: JobFailure; message: string } {
  if (err instanceof OutboundError) {
    switch (err.failure) {
      case 'blocked':
        return { code: 'invalid_file_url', message: `The file URL is not allowed: ${err.message}.` };
      case 'too_large':
        return { code: 'file_too_large', message: `The file could not be read: ${err.message}.` };
      default:
        return { code: 'file_unreachable', message: `The file could not be downloaded: ${err.message}.` };
    }
  }
  if (err instanceof FileFormatError || err instanceof ColumnMappingError) return { code: 'invalid_file', message: `The file could not be read: ${err.message}.` };
  return { code: 'internal_error', message: 'The job failed on an internal error.' };
}
