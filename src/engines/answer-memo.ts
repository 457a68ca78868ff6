/**
 * Answers to recent questions, found by a short text of the question and told apart by the rest
 * of it. A memo keyed by one string holding every field of a question builds that string for every
 * question asked, hit or miss, and hashes it: for verify's locality questions that cost about a
 * tenth of the look-up it saves. Here the key is a text the question already has (a string hashes
 * once), and the few questions that share it are compared field by field.
 */

/** One question remembered, and its answer. */
interface Entry<Q, A> {
  readonly question: Q;
  readonly answer: A;
}

/** True when two questions of the same key are the same question. */
export type SameQuestion<Q> = (asked: Q, known: Q) => boolean;

export class AnswerMemo<Q, A> {
  readonly #byKey = new Map<string, Array<Entry<Q, A>>>();
  #size = 0;

  /** How many answers are kept. */
  get size(): number {
    return this.#size;
  }

  /** The answer remembered for `question` (whose key is `key`), or undefined. */
  get(key: string, question: Q, same: SameQuestion<Q>): A | undefined {
    const entries = this.#byKey.get(key);
    if (entries === undefined) return undefined;
    for (const entry of entries) if (same(question, entry.question)) return entry.answer;
    return undefined;
  }

  /**
   * The answer to `question`: remembered, or made by `make` and kept; at most `most` answers are
   * kept (full, the memo starts again: what a run of addresses asks again soon is worked out again
   * once). `question` is kept as it is: the caller must not change it afterwards.
   */
  answer(key: string, question: Q, same: SameQuestion<Q>, most: number, make: () => A): A {
    const known = this.get(key, question, same);
    if (known !== undefined) return known;
    const answer = make();
    this.set(key, question, answer, most);
    return answer;
  }

  /** Keeps `answer` for `question`, starting again first when `most` answers are kept. */
  set(key: string, question: Q, answer: A, most: number): void {
    if (this.#size >= most) this.clear();
    const entry: Entry<Q, A> = { question, answer };
    const entries = this.#byKey.get(key);
    if (entries === undefined) this.#byKey.set(key, [entry]);
    else entries.push(entry);
    this.#size++;
  }

  /** Forgets every answer. */
  clear(): void {
    this.#byKey.clear();
    this.#size = 0;
  }
}
