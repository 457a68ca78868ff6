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
  if (a === b) return 0;
  if (max === 1) return oneMistakeApart(a, b) ? 1 : 2;
  if (lettersApart(a, b) > max) return max + 1;
  return distance(a, b, max);
}

/** Letter counts of a word, reused between calls (a scratch buffer, always left zeroed). */
const letterCounts = new Int32Array(128);

/**
 * A lower bound of the edit distance, in one pass and no table: letters one
 * word has and the other lacks each need a mistake. It rules out most of the
 * far-apart pairs that a look-up tries (they run against many candidates).
 */
function lettersApart(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) letterCounts[a.charCodeAt(i) & 127]!++;
  for (let i = 0; i < b.length; i++) letterCounts[b.charCodeAt(i) & 127]!--;
  let extra = 0;
  let missing = 0;
  for (let i = 0; i < a.length; i++) {
    const c = a.charCodeAt(i) & 127;
    const k = letterCounts[c]!;
    if (k > 0) extra += k;
    else if (k < 0) missing -= k;
    letterCounts[c] = 0;
  }
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i) & 127;
    const k = letterCounts[c]!;
    if (k < 0) missing -= k;
    letterCounts[c] = 0;
  }
  return extra > missing ? extra : missing;
}
/**
 * True when one insertion, deletion, substitution or swap of neighbours turns
 * `a` into `b`, and `a` is not `b`: one pass, no table (this runs for every
 * candidate a look-up finds).
 */
export function oneMistakeApart(a: string, b: string): boolean {
  const n = a.length;
  const m = b.length;
  if (n - m > 1 || m - n > 1 || a === b) return false;
  // Strip what the two share at the start and at the end; one mistake leaves at most two letters.
  let i = 0;
  while (i < n && i < m && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  let j = 0;
  while (j < n - i && j < m - i && a.charCodeAt(n - 1 - j) === b.charCodeAt(m - 1 - j)) j++;
  const restA = n - i - j;
  const restB = m - i - j;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i);
}


/** Longest second word whose rows {@link distance} keeps in {@link ROWS} (tokens and typed words are far shorter). */
const ROW_WORD_MAX = 63;
/** Three rows of the table of {@link distance}, reused between calls (a scratch buffer, like `letterCounts`). */
const ROWS = new Int32Array(3 * (ROW_WORD_MAX + 1));

/**
 * The dynamic-programming table, one row at a time, stopping early past `max`.
 * Only the cells within `max` of the diagonal are worked out (Ukkonen's band):
 * a cell further out is more than `max` already, and so is any cell it could
 * lower; the cells just outside the band are set past `max` for the next row.
 * No table is allocated: three rows of one scratch array (for a word of up to
 * {@link ROW_WORD_MAX} letters).
 */
function distance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (n === 0) return m <= max ? m : max + 1;
  const width = m + 1;
  const cells = m <= ROW_WORD_MAX ? ROWS : new Int32Array(3 * width);
  const over = max + 1;
  let prevPrev = 0;
  let prev = width;
  let row = 2 * width;
  for (let j = 0; j <= m; j++) cells[prev + j] = j;
  for (let i = 1; i <= n; i++) {
    const lo = i - max > 1 ? i - max : 1;
    const hi = i + max < m ? i + max : m;
    cells[row] = i;
    if (lo > 1) cells[row + lo - 1] = over;
    if (hi < m) cells[row + hi + 1] = over;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = cells[prev + j - 1]! + (ca === cb ? 0 : 1);
      const del = cells[prev + j]! + 1;
      if (del < v) v = del;
      const ins = cells[row + j - 1]! + 1;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const swap = cells[prevPrev + j - 2]! + 1;
        if (swap < v) v = swap;
      }
      cells[row + j] = v;
      if (v < best) best = v;
    }
    if (best > max) return over;
    const free = prevPrev;
    prevPrev = prev;
    prev = row;
    row = free;
  }
  const result = cells[prev + m]!;
  return result <= max ? result : over;
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

/**
 * The typing mistakes tolerated in a name that something else written confirms (a village among
 * the villages of the commune written, a town whose street written the index then finds): one
 * more than {@link allowedEdits} from 5 characters, two at most (`Selia` for Silea of the commune
 * written, `Geulgiu` for Giurgiu with its street). Searched only among those few places, never the
 * whole index; the name found so keeps its first letter (see `firstLetterKept`).
 */
export function confirmedEdits(length: number): number {
  return length >= 5 ? 2 : allowedEdits(length);
}

/** True when two names begin with the same letter: a name found with more mistakes than {@link allowedEdits} must (people seldom mistype a first letter). */
export function firstLetterKept(a: string, b: string): boolean {
  return a.charCodeAt(0) === b.charCodeAt(0);
}
