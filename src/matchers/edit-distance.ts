/**
 * Edit distances between folded words (a-z, 0-9): optimal string alignment, i.e.
 * Levenshtein plus transposition of two neighbours, which covers the four typing
 * mistakes (insert, delete, substitute, swap).
 */

/**
 * Edit distance between `a` and `b`, or `max + 1` as soon as it is known to
 * exceed `max` (so callers pay only for near matches).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return distance(a, b, max, false);
}

/**
 * Fewest edits that turn `typed` into some prefix of `word`: how far a partly
 * typed word is from being the start of `word` (`vitc` -> `victoriei`: 1).
 * Returns `max + 1` when beyond `max`.
 */
export function prefixEditDistance(typed: string, word: string, max: number): number {
  return distance(typed, word, max, true);
}

/** The dynamic-programming table of both distances, one row at a time, stopping early past `max`. */
function distance(a: string, b: string, max: number, againstPrefix: boolean): number {
  const n = a.length;
  const m = b.length;
  if (n === 0) return againstPrefix || m <= max ? (againstPrefix ? 0 : m) : max + 1;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = new Array<number>(m + 1);
  let row = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prevPrev[j - 2]! + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  // Against a prefix, the typed word may end anywhere in `b`: the best cell of the last row.
  const result = againstPrefix ? Math.min(...prev) : prev[m]!;
  return result <= max ? result : max + 1;
}

/**
 * The typing mistakes tolerated in a word of this length: none below 4
 * characters, one from 4, two from 8.
 */
export function allowedEdits(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}
