/**
 * Request deadlines with one timer per handler instead of one per request.
 * Every request gets the same allowance, so deadlines fall in arrival order:
 * the earliest pending one is always the oldest entry of an insertion-ordered
 * set, and a single timer armed for it is enough.
 */

/** Something with a deadline: `expire` is called once if it is still pending at `dueAt`. */
export interface Pending {
  /** `performance.now()` time of the deadline. */
  readonly dueAt: number;
}

/** Items waiting for their deadline; `expire` is told of each one still pending when its deadline passes. */
export class DeadlineQueue<T extends Pending> {
  readonly #pending = new Set<T>();
  readonly #expire: (item: T) => void;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;

  /**
   * @param expire called for each item whose deadline passes while pending
   * @param now the clock `dueAt` is read against (default `performance.now`)
   */
  constructor(expire: (item: T) => void, now: () => number = () => performance.now()) {
    this.#expire = expire;
    this.#now = now;
  }

  /** Items still pending. */
  get size(): number {
    return this.#pending.size;
  }

  /** Adds `item`; its `dueAt` must not be earlier than that of any item added before. */
  add(item: T): void {
    this.#pending.add(item);
    if (this.#timer === undefined) this.#arm(item.dueAt);
  }

  /** Removes `item` (answered in time); a no-op when it is not pending. */
  delete(item: T): void {
    this.#pending.delete(item);
  }

  #arm(dueAt: number): void {
    // unref: a pending deadline alone must not keep a process alive; open sockets do that.
    this.#timer = setTimeout(() => this.#fire(), Math.max(0, dueAt - this.#now())).unref();
  }

  #fire(): void {
    this.#timer = undefined;
    const now = this.#now();
    for (const item of this.#pending) {
      if (item.dueAt > now) {
        this.#arm(item.dueAt);
        return;
      }
      this.#pending.delete(item);
      this.#expire(item);
    }
  }
}
