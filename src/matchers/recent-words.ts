/**
 * The answers of the words looked up last, a bounded number of them: the words
 * people type recur (`strada`, `bucuresti`, `valea`), and a query reads each
 * of its words several times. Emptied when full, so nothing grows without
 * bound; an answer is shared with every later caller, not to be changed.
 */
export class RecentWords<T> {
  private readonly answers = new Map<string, T>();

  /** `size`: how many words are kept at most. */
  constructor(private readonly size: number) {}

  /** The answer for `word`, found by `find` when it is not kept. */
  get(word: string, find: (word: string) => T): T {
    let answer = this.answers.get(word);
    if (answer === undefined) {
      if (this.answers.size >= this.size) this.answers.clear();
      answer = find(word);
      this.answers.set(word, answer);
    }
    return answer;
  }
}
