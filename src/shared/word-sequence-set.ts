/**
 * A set of word sequences, held as a tree of words: a sequence is looked up word by word, each word by
 * its own hash. (Joined into one string, `words.join('\n')`, each look-up made a new string and hashed
 * all of it; the words of a text are hashed once already, by the reader's vocabulary look-up, and keep
 * their hash: speed114 in bench/RESULTS.md.)
 */

/** A word of a sequence, and what follows it. */
interface WordNode {
  /** A sequence kept ends with this word. */
  end: boolean;
  /** The words that follow this one in some sequence kept; created with the first. */
  next: Map<string, WordNode> | undefined;
}

/** A set of word sequences (`['nicolae', 'balcescu']`), compared word by word. */
export class WordSequenceSet {
  private readonly first = new Map<string, WordNode>();
  /** The empty sequence is kept. */
  private empty = false;
  private count = 0;

  /** How many sequences are kept. */
  get size(): number {
    return this.count;
  }

  /** True when `words`, these words in this order, is kept. */
  has(words: readonly string[]): boolean {
    const n = words.length;
    if (n === 0) return this.empty;
    let node = this.first.get(words[0]!);
    for (let i = 1; i < n && node !== undefined; i++) node = node.next?.get(words[i]!);
    return node !== undefined && node.end;
  }

  /** Keeps `words`. */
  add(words: readonly string[]): void {
    const n = words.length;
    if (n === 0) {
      if (!this.empty) this.count++;
      this.empty = true;
      return;
    }
    let node = nodeOf(this.first, words[0]!);
    for (let i = 1; i < n; i++) node = nodeOf((node.next ??= new Map()), words[i]!);
    if (!node.end) this.count++;
    node.end = true;
  }

  /** Forgets every sequence. */
  clear(): void {
    this.first.clear();
    this.empty = false;
    this.count = 0;
  }
}

/** The node of `word` at `level`, made when absent. */
function nodeOf(level: Map<string, WordNode>, word: string): WordNode {
  let node = level.get(word);
  if (node === undefined) level.set(word, (node = { end: false, next: undefined }));
  return node;
}
