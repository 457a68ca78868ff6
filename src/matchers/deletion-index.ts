/**
 * One-mistake look-up by symmetric deletion: two words are within one typing
 * mistake (insert, delete, substitute, swap) only if they share a form with at
 * most one letter deleted from each. The build stores every dictionary token
 * under the hash of itself and of each of its one-deletion forms (the DELETION_*
 * sections of src/shared/format.ts), so a typed word costs `length + 1` bucket
 * probes plus an exact check of the few tokens found, instead of a walk over
 * the trie.
 *
 * Hashes, not strings, are stored (a collision only adds a candidate that the
 * exact check then drops); the table is read in place from the index.
 */
import type { IndexData } from '../reader/index-reader.js';
import { DELETION_BUCKET_BITS, DELETION_MAX_TOKEN, DELETION_MIN_TOKEN, deletionHashes } from '../shared/format.js';
import type { TokenIndex } from './token-index.js';
import { oneMistakeApart } from './edit-distance.js';
import { RecentWords } from './recent-words.js';

const BUCKET_MASK = (1 << DELETION_BUCKET_BITS) - 1;
/**
 * Words whose answers {@link DeletionIndex.near} keeps: enough for the words of the queries of a
 * busy minute (the 79,686 eval queries hold 26,000 distinct words, a few hundred of them in most
 * queries), a few hundred kilobytes at most (words of at most 25 letters); one slot a word, so
 * nothing grows without bound.
 */
const RECENT_WORDS = 4096;
/** No tokens: the answer for a word too short or too long for the table. */
const NONE_NEAR: readonly number[] = Object.freeze([]);

/** True when `h` is among `hashes[0, k)`. */
function seenBefore(hashes: Uint32Array, k: number, h: number): boolean {
  for (let i = 0; i < k; i++) if (hashes[i] === h) return true;
  return false;
}

export class DeletionIndex {
  private readonly bucketStart: Uint32Array;
  private readonly check: Uint16Array;
  private readonly token: Uint16Array;
  private readonly tokens: TokenIndex;
  private readonly scratch = new Uint32Array(DELETION_MAX_TOKEN + 2);

  constructor(data: IndexData, tokens: TokenIndex) {
    this.bucketStart = data.s.DELETION_BUCKET_START;
    this.check = data.s.DELETION_CHECK;
    this.token = data.s.DELETION_TOKEN;
    this.tokens = tokens;
  }

  /** Bytes of the index the table occupies. */
  get bytes(): number {
    return this.bucketStart.byteLength + this.check.byteLength + this.token.byteLength;
  }

  /**
   * Tokens exactly one typing mistake away from `word` (the word itself is not
   * included), ascending by token id. Shared with later calls: not to be changed.
   */
  near(word: string): readonly number[] {
    // The words people type recur (`strada`, `bucuresti`, `valea`: four look-ups in five are of a word looked up
    // before), so the answers of the last words are kept, a bounded number of them.
    const n = word.length;
    if (n < DELETION_MIN_TOKEN - 1 || n > DELETION_MAX_TOKEN + 1) return NONE_NEAR;
    return this.recent.get(word, this.find);
  }

  /** The answers of the words looked up last (at most {@link RECENT_WORDS}). */
  private readonly recent = new RecentWords<readonly number[]>(RECENT_WORDS);
  private readonly find = (word: string): readonly number[] => this.lookUp(word);

  private lookUp(word: string): number[] {
    const found: number[] = [];
    const n = word.length;
    const hashes = this.scratch;
    deletionHashes(word, hashes);
    for (let k = 0; k <= n; k++) {
      const h = hashes[k]!;
      if (seenBefore(hashes, k, h)) continue;
      const bucket = h & BUCKET_MASK;
      const check = h >>> DELETION_BUCKET_BITS;
      for (let i = this.bucketStart[bucket]!; i < this.bucketStart[bucket + 1]!; i++) {
        if (this.check[i] !== check) continue;
        const t = this.token[i]!;
        if (!found.includes(t) && oneMistakeApart(word, this.tokens.text(t))) found.push(t);
      }
    }
    return found.sort((a, b) => a - b);
  }
}

