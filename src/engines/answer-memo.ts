/**
 * Answers to recent questions, found by a short text of the question and told apart by the rest
 * of it. A memo keyed by one string holding every field of a question builds that string for every
 * question asked, hit or miss, and hashes it: for verify's locality questions that cost about a
 * tenth of the look-up it saves. Here the key is a text the question already has (a string hashes
 * once), and the few questions that share it are compared field by field.
 *
 * The answers are kept in two generations of at most half the bound each: when the newer is full,
 * it becomes the older and the older is dropped, and an answer found in the older is kept in the
 * newer again. So the questions asked again and again (the towns a file names row after row) outlive
 * every turn, where a memo that starts again when full works each of them out again after it (on
 * realistic rows, one locality look-up in six was a question the memo had held before it started again).
 */

/** One question remembered, and its answer. */
interface Entry<Q, A> {
  readonly question: Q;
  readonly answer: A;
}

/** True when two questions of the same key are the same question. */
export type SameQuestion<Q> = (asked: Q, known: Q) => boolean;

/** The entries of one generation, by key, and how many there are. */
class Generation<Q, A> {
  readonly byKey = new Map<string, Array<Entry<Q, A>>>();
  size = 0;

  find(key: string, question: Q, same: SameQuestion<Q>): Entry<Q, A> | undefined {
    const entries = this.byKey.get(key);
    if (entries === undefined) return undefined;
    for (const entry of entries) if (same(question, entry.question)) return entry;
    return undefined;
  }

  add(key: string, entry: Entry<Q, A>): void {
    const entries = this.byKey.get(key);
    if (entries === undefined) this.byKey.set(key, [entry]);
    else entries.push(entry);
    this.size++;
  }
}

export class AnswerMemo<Q, A> {
  #newer = new Generation<Q, A>();
  #older = new Generation<Q, A>();

  /** How many answers are kept (one kept in both generations counts twice, as it is held twice). */
  get size(): number {
    return this.#newer.size + this.#older.size;
  }

  /** The answer remembered for `question` (whose key is `key`), or undefined. */
  get(key: string, question: Q, same: SameQuestion<Q>): A | undefined {
    const entry = this.#newer.find(key, question, same);
    return entry !== undefined ? entry.answer : this.#older.find(key, question, same)?.answer;
  }

  /**
   * The answer to `question`: remembered, or made by `make` and kept; at most `most` answers are
   * kept (see the module's note: the older half is dropped when the newer is full; an answer found
   * in the older half is kept in the newer again). `question` is kept as it is: the caller must not
   * change it afterwards.
   */
  answer(key: string, question: Q, same: SameQuestion<Q>, most: number, make: () => A): A {
    const newer = this.#newer.find(key, question, same);
    if (newer !== undefined) return newer.answer;
    const older = this.#older.find(key, question, same);
    if (older !== undefined) {
      this.#keep(key, older, most);
      return older.answer;
    }
    const answer = make();
    this.#keep(key, { question, answer }, most);
    return answer;
  }

  /**
   * The answer remembered for `question`, or undefined: as {@link answer} finds it (an answer found
   * in the older half is kept in the newer again), for a caller that works out a missing answer
   * itself (and keeps it with {@link set}, perhaps for another question).
   */
  recall(key: string, question: Q, same: SameQuestion<Q>, most: number): A | undefined {
    const newer = this.#newer.find(key, question, same);
    if (newer !== undefined) return newer.answer;
    const older = this.#older.find(key, question, same);
    if (older === undefined) return undefined;
    this.#keep(key, older, most);
    return older.answer;
  }

  /** Keeps `answer` for `question` in the newer generation (see {@link answer}). */
  set(key: string, question: Q, answer: A, most: number): void {
    this.#keep(key, { question, answer }, most);
  }

  /** Adds `entry` to the newer generation, turning the generations first when it holds half of `most`. */
  #keep(key: string, entry: Entry<Q, A>, most: number): void {
    if (this.#newer.size >= Math.max(1, most >> 1)) {
      this.#older = this.#newer;
      this.#newer = new Generation<Q, A>();
    }
    this.#newer.add(key, entry);
  }

  /** Forgets every answer. */
  clear(): void {
    this.#newer = new Generation<Q, A>();
    this.#older = new Generation<Q, A>();
  }
}
