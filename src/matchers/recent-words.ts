/**
 * The answers of the words looked up last, a bounded number of them: the words
 * people type recur (`strada`, `bucuresti`, `valea`), and a query reads each
 * of its words several times. A word is kept in one slot chosen by its letters
 * (a later word of the same slot takes its place), so that a look-up costs one
 * hash of the word and one comparison, and nothing grows or is rebuilt; an
 * answer is shared with every later caller, not to be changed.
 */
export class RecentWords<T> {
  private readonly words: Array<string | undefined>;
  private readonly answers: Array<T | undefined>;
  private readonly mask: number;

  /** `size`: how many words are kept at most (rounded up to a power of two). */
  constructor(size: number) {
    let slots = 1;
    while (slots < size) slots *= 2;
    this.mask = slots - 1;
    this.words = new Array<string | undefined>(slots).fill(undefined);
    this.answers = new Array<T | undefined>(slots).fill(undefined);
  }

  /** The answer for `word`, found by `find` when it is not kept. */
  get(word: string, find: (word: string) => T): T {
    const slot = slotOf(word) & this.mask;
    if (this.words[slot] === word) return this.answers[slot] as T;
    const answer = find(word);
    this.words[slot] = word;
    this.answers[slot] = answer;
    return answer;
  }
}

/** FNV-1a over the word's UTF-16 code units. */
function slotOf(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
