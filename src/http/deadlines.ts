/**
 * Request deadlines with one timer per handler instead of one per request.
 * Every request gets the same allowance, so deadlines fall in arrival order:
 * the earliest pending one is always the oldest entry still held, and a single
 * timer armed for it is enough.
 *
 * The items are held in a ring of slots, and a slot is emptied as soon as its
 * item is removed. Not a `Set`: with one entry added and one deleted per
 * request, the handler's cached answers promoted about 2.5 MB of objects into
 * the old generation per young-generation collection (30 KB with this ring or
 * with no queue at all), though none was still reachable at a full collection
 * (bench/RESULTS.md, issue 10 fifth pass; why V8 kept them through scavenges
 * is not established: a `Set` used the same way in isolation promotes nothing).
 */

/** Something with a deadline: `expire` is called once if it is still pending at `dueAt`. */
export interface Pending {
  /** `performance.now()` time of the deadline. */
  readonly dueAt: number;
}

/** Slots of a new queue; it doubles when more items are pending at once. */
const INITIAL_SLOTS = 64;

/** Items waiting for their deadline; `expire` is told of each one still pending when its deadline passes. */
export class DeadlineQueue<T extends Pending> {
  /** The ring: the item of ticket `t` is at `t & (length - 1)` while `head <= t < tail`; emptied slots hold `undefined`. */
  #slots: (T | undefined)[] = new Array<T | undefined>(INITIAL_SLOTS).fill(undefined);
  /** The oldest ticket whose slot may still hold an item. */
  #head = 0;
  /** The next ticket to give. */
  #tail = 0;
  #size = 0;
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
    return this.#size;
  }

  /** Slots held, for tests of the bound: a power of two, at least the most items pending at once. */
  get capacity(): number {
    return this.#slots.length;
  }

  /**
   * Adds `item`; its `dueAt` must not be earlier than that of any item added before.
   *
   * @returns its ticket, for {@link delete}
   */
  add(item: T): number {
    if (this.#tail - this.#head === this.#slots.length) this.#grow();
    const ticket = this.#tail++;
    this.#slots[ticket & (this.#slots.length - 1)] = item;
    this.#size++;
    if (this.#timer === undefined) this.#arm(item.dueAt);
    return ticket;
  }

  /** Removes the item of `ticket` (answered in time); a no-op when it is no longer pending. */
  delete(ticket: number): void {
    if (ticket < this.#head || ticket >= this.#tail) return;
    const slots = this.#slots;
    const mask = slots.length - 1;
    if (slots[ticket & mask] === undefined) return;
    slots[ticket & mask] = undefined;
    this.#size--;
    // Requests mostly finish in arrival order: the head moves past every emptied slot at its front.
    while (this.#head < this.#tail && slots[this.#head & mask] === undefined) this.#head++;
  }

  /** Twice the slots, the pending items at the same tickets; the old ring is emptied so it names no item. */
  #grow(): void {
    const old = this.#slots;
    const slots = new Array<T | undefined>(old.length * 2).fill(undefined);
    const oldMask = old.length - 1;
    const mask = slots.length - 1;
    for (let t = this.#head; t < this.#tail; t++) slots[t & mask] = old[t & oldMask];
    old.fill(undefined);
    this.#slots = slots;
  }

  #arm(dueAt: number): void {
    // unref: a pending deadline alone must not keep a process alive; open sockets do that.
    this.#timer = setTimeout(() => this.#fire(), Math.max(0, dueAt - this.#now())).unref();
  }

  #fire(): void {
    this.#timer = undefined;
    const now = this.#now();
    while (this.#head < this.#tail) {
      const slots = this.#slots;
      const at = this.#head & (slots.length - 1);
      const item = slots[at];
      if (item === undefined) {
        this.#head++;
        continue;
      }
      if (item.dueAt > now) {
        this.#arm(item.dueAt);
        return;
      }
      slots[at] = undefined;
      this.#head++;
      this.#size--;
      // May add items (a retry): they go after the tail, and are seen by this loop when due.
      this.#expire(item);
    }
  }
}
