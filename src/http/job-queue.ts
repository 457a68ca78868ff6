/**
 * Where submitted batch jobs wait and who runs them. The default,
 * {@link LocalJobQueue}, runs them in this process, fair between
 * organizations. A shared queue (`bullJobQueue` of `ro-address/redis`)
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
  /**
   * Queues job `id` of organization `group` (jobs of one group are not run side
   * by side by the local queue); a job already queued or running is not queued twice.
   */
  add(id: string, group?: string): Promise<void>;
  /** Stops taking jobs and waits for the running ones to stop (their runs see the runner's stop signal). */
  close(): Promise<void>;
}

/** Jobs the in-process queue runs at once by default, of as many organizations (one each). */
export const DEFAULT_MAX_RUNNING_JOBS = 8;

/**
 * The in-process queue, fair between organizations: each organization's jobs
 * run one at a time, in the order added, and jobs of different organizations
 * run side by side, up to `maxRunning` at once. So one organization's slow
 * file (a download that trickles for an hour) never keeps another's job
 * waiting; and a flood of jobs from one organization waits behind its own
 * jobs only. When every slot is busy, the next job to start is the oldest of
 * the organization that has waited longest for a turn (round robin).
 *
 * Running side by side costs no more CPU than in turn: the rows of each job
 * are verified in batches with a yield between them, so jobs and requests
 * share the thread; a job waiting on its download uses none.
 */
export class LocalJobQueue implements JobQueue {
  readonly shared = false;
  /** Waiting job ids by organization, in the order the organizations began to wait. */
  readonly #waiting = new Map<string, string[]>();
  /** When each organization with a job waiting or running last had a turn (a count of turns). */
  readonly #lastTurn = new Map<string, number>();
  #turns = 0;
  /** Ids waiting or running: a job is not queued twice. */
  readonly #held = new Set<string>();
  /** Organizations with a job running. */
  readonly #busy = new Set<string>();
  readonly #running = new Set<Promise<void>>();
  readonly #maxRunning: number;
  #run: JobRunner | undefined;
  #closed = false;

  /**
   * @param onCrash told of a run that threw (the job stays as its store has it)
   * @param maxRunning jobs run at once, at most one per organization; default {@link DEFAULT_MAX_RUNNING_JOBS}
   */
  constructor(
    readonly onCrash: (id: string, err: unknown) => void = () => undefined,
    maxRunning: number = DEFAULT_MAX_RUNNING_JOBS,
  ) {
    if (!Number.isInteger(maxRunning) || maxRunning < 1) throw new RangeError(`maxRunning must be a positive integer, got ${maxRunning}`);
    this.#maxRunning = maxRunning;
  }

  start(run: JobRunner): void {
    this.#run = run;
    this.#fill();
  }

  async add(id: string, group: string = id): Promise<void> {
    if (this.#held.has(id)) return;
    this.#held.add(id);
    const ids = this.#waiting.get(group);
    if (ids === undefined) this.#waiting.set(group, [id]);
    else ids.push(id);
    this.#fill();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#running);
  }

  /** Starts jobs while a slot is free and an organization without a running job has one waiting. */
  #fill(): void {
    const run = this.#run;
    if (run === undefined) return;
    while (!this.#closed && this.#running.size < this.#maxRunning) {
      const turn = this.#nextTurn();
      if (turn === undefined) return;
      const { id, group } = turn;
      this.#busy.add(group);
      const running: Promise<void> = run(id)
        .then(
          () => undefined,
          (err: unknown) => this.onCrash(id, err),
        )
        .finally(() => {
          this.#held.delete(id);
          this.#busy.delete(group);
          if (!this.#waiting.has(group)) this.#lastTurn.delete(group);
          this.#running.delete(running);
          this.#fill();
        });
      this.#running.add(running);
    }
  }

  /**
   * The oldest job of the organization, among those with none running, whose
   * last turn is the oldest (none yet is oldest of all; ties go to the one
   * that began to wait first).
   */
  #nextTurn(): { id: string; group: string } | undefined {
    let chosen: string | undefined;
    let chosenTurn = Infinity;
    for (const group of this.#waiting.keys()) {
      if (this.#busy.has(group)) continue;
      const turn = this.#lastTurn.get(group) ?? -1;
      if (turn < chosenTurn) {
        chosen = group;
        chosenTurn = turn;
      }
    }
    if (chosen === undefined) return undefined;
    const ids = this.#waiting.get(chosen) ?? [];
    const id = ids.shift();
    if (ids.length === 0) this.#waiting.delete(chosen);
    if (id === undefined) return undefined;
    this.#lastTurn.set(chosen, this.#turns++);
    return { id, group: chosen };
  }
}
