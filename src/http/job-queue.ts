/**
 * Where submitted batch jobs wait and who runs them. The default,
 * {@link LocalJobQueue}, runs them one at a time in this process, in
 * submission order. A shared queue (`bullJobQueue` of `ro-address/redis`)
 * lets any instance run a job and hands the job of a process that died to
 * another.
 */

/** How a run of a job ended. */
export type RunOutcome =
  /** Done or failed, and recorded so: the queue may forget the job. */
  | 'finished'
  /** Stopped by a shutdown before its end: another run (here after a restart, or another instance) must take it again. */
  | 'stopped';

/** Runs job `id` to its end (it reads the job from the job store). */
export type JobRunner = (id: string) => Promise<RunOutcome>;

/** A queue of batch jobs. */
export interface JobQueue {
  /**
   * True when the queue keeps its jobs itself across restarts and processes
   * (a shared queue): the runner then only re-adds the unfinished jobs of the
   * store (a queue must ignore a job it holds already), where a local queue
   * is given them to run.
   */
  readonly shared: boolean;
  /** Starts taking jobs and calling `run` for each. */
  start(run: JobRunner): void;
  /** Queues job `id`; a job already queued or running is not queued twice. */
  add(id: string): Promise<void>;
  /** Stops taking jobs and waits for the running one to stop (its run sees the runner's stop signal). */
  close(): Promise<void>;
}

/** The in-process queue: one job at a time, in the order added. */
export class LocalJobQueue implements JobQueue {
  readonly shared = false;
  readonly #ids: string[] = [];
  readonly #held = new Set<string>();
  #run: JobRunner | undefined;
  #draining: Promise<void> | undefined;
  #closed = false;

  constructor(readonly onCrash: (id: string, err: unknown) => void = () => undefined) {}

  start(run: JobRunner): void {
    this.#run = run;
    this.#kick();
  }

  async add(id: string): Promise<void> {
    if (this.#held.has(id)) return;
    this.#held.add(id);
    this.#ids.push(id);
    this.#kick();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#draining;
  }

  #kick(): void {
    if (this.#run === undefined || this.#closed) return;
    this.#draining ??= this.#drain(this.#run).finally(() => {
      this.#draining = undefined;
    });
  }

  async #drain(run: JobRunner): Promise<void> {
    for (let id = this.#ids.shift(); id !== undefined && !this.#closed; id = this.#ids.shift()) {
      try {
        await run(id);
      } catch (err) {
        this.onCrash(id, err);
      } finally {
        this.#held.delete(id);
      }
    }
  }
}
