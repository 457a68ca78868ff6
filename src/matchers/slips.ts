/**
 * How likely a typing slip is: of the one-mistake slips that turn a name into a typed word, some
 * are what fingers do all the time (a letter left out, two neighbours swapped, a letter doubled, a
 * key that touches the meant one, a letter of the same sound: `î` typed `i`, `ș` typed `sh`), others
 * rare (a far key, a stray letter). Where a misspelt word is one mistake from two names, the name a
 * common slip reaches is likelier meant (`RankingOptions`: `locality.rareSlip`, `street.rareSlip`).
 * The keyboards are vocabulary (`KEYBOARD_LAYOUTS` of src/shared/vocabulary.ts).
 */
import { fold } from '../shared/normalize.js';
import { KEYBOARD_DIGRAPHS, KEYBOARD_LAYOUTS, SOUND_ALIKE_LETTERS } from '../shared/vocabulary.js';

/** Letters a-z as 0-25; anything else is no key of the table. */
const LETTERS = 26;

/** `NEAR[a * 26 + b]` is 1 where typing `b` for `a` is a common slip: keys that touch. */
const NEAR = new Uint8Array(LETTERS * LETTERS);
/** `SOUND[a * 26 + b]` is 1 where `b` typed for `a` is a letter of the same sound, where the name writes `â` or `î`. */
const SOUND = new Uint8Array(LETTERS * LETTERS);
/** `DIGRAPH[a * 26 + b]` is 1 where `b` typed after `a` spells a Romanian letter. */
const DIGRAPH = new Uint8Array(LETTERS * LETTERS);

function letter(c: string): number {
  return c.charCodeAt(0) - 97;
}

for (const rows of KEYBOARD_LAYOUTS) {
  const keys: Array<{ at: number; x: number; row: number }> = [];
  rows.forEach((r, row) => {
    for (let k = 0; k < r.keys.length; k++) keys.push({ at: letter(r.keys[k]!), x: k + r.offset, row });
  });
  for (const a of keys) {
    for (const b of keys) {
      const dx = Math.abs(a.x - b.x);
      if (a.at === b.at || (a.row === b.row ? dx > 1 : Math.abs(a.row - b.row) > 1 || dx >= 1)) continue;
      NEAR[a.at * LETTERS + b.at] = 1;
    }
  }
}
for (const [a, b] of SOUND_ALIKE_LETTERS) {
  SOUND[letter(a) * LETTERS + letter(b)] = 1;
  SOUND[letter(b) * LETTERS + letter(a)] = 1;
}
for (const [digraph] of KEYBOARD_DIGRAPHS) DIGRAPH[letter(digraph[0]!) * LETTERS + letter(digraph[1]!)] = 1;

/** True for a folded letter a-z (a char code). */
function isLetter(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** True when `b` typed for `a` (char codes) is a common slip: keys that touch. */
export function nearKeys(a: number, b: number): boolean {
  const i = a - 97;
  const j = b - 97;
  return i >= 0 && i < LETTERS && j >= 0 && j < LETTERS && NEAR[i * LETTERS + j] === 1;
}

/** True when `b` typed for `a` (char codes) is a letter of the same sound where a name writes `â` or `î` (`SOUND_ALIKE_LETTERS`). */
function soundAlike(a: number, b: number): boolean {
  const i = a - 97;
  const j = b - 97;
  return i >= 0 && i < LETTERS && j >= 0 && j < LETTERS && SOUND[i * LETTERS + j] === 1;
}

/**
 * True when `typed` is `name` (both folded, one typing mistake apart: `oneMistakeApart`) with a common
 * slip: a letter left out, two neighbours swapped, a letter typed with a key touching the meant one (or
 * its sound-alike), or a letter added that doubles a neighbour, touches a neighbour's key or spells a
 * Romanian letter (`sh`, `tz`); and a space or a hyphen added or typed for a letter (no key of a letter
 * slipped). False for a rare slip: a far key typed for the meant one, a stray letter added. `circumflexAt(i)`
 * tells whether the name writes its letter at `i` as `â` or `î` (the folded name cannot); without it, any `a` or
 * `i` may be. One pass, no allocation (it runs for every candidate a typing mistake finds).
 */
export function commonSlip(typed: string, name: string, circumflexAt?: (at: number) => boolean): boolean {
  const n = typed.length;
  const m = name.length;
  // A letter left out: the commonest slip of all.
  if (n < m) return true;
  let i = 0;
  while (i < m && typed.charCodeAt(i) === name.charCodeAt(i)) i++;
  if (n === m) {
    if (i >= n) return true;
    const a = name.charCodeAt(i);
    const b = typed.charCodeAt(i);
    // Two neighbours swapped.
    if (i + 1 < n && typed.charCodeAt(i + 1) === a && name.charCodeAt(i + 1) === b) return true;
    // A space or a hyphen for a letter, or the reverse: a word split or joined, no key slipped (not judged rare).
    if (nearKeys(a, b) || !isLetter(a) || !isLetter(b)) return true;
    // `i` for `â` or `a` for `î`: only where the name writes one (`Tirgu` for Târgu, not `Palis` for Palas).
    return soundAlike(a, b) && (circumflexAt === undefined || circumflexAt(i));
  }
  // A letter added at `i` (after the letters the two share): any alignment of an added letter equal to
  // its neighbour is a doubled letter, found so.
  const extra = typed.charCodeAt(i);
  const before = i > 0 ? typed.charCodeAt(i - 1) : -1;
  const after = i + 1 < n ? typed.charCodeAt(i + 1) : -1;
  if (extra === before || extra === after) return true;
  // A space or a hyphen added (`Crai-ova` wrapped at a line's end read as `crai ova`): no key slipped (not judged rare).
  if (!isLetter(extra)) return true;
  if (nearKeys(before, extra) || nearKeys(after, extra)) return true;
  const e = extra - 97;
  const p = before - 97;
  return p >= 0 && p < LETTERS && e >= 0 && e < LETTERS && DIGRAPH[p * LETTERS + e] === 1;
}

/** Letters of a written name, between its separators. */
const NAME_WORDS = /[^\p{L}]+/u;

/**
 * `circumflexAt` of {@link commonSlip} for the folded word `token` of the written name `written` (a street's or a
 * place's, as the index writes it): whether the word of `written` that folds to `token` has `â` or `î` at `at`; true
 * where no word of it folds so (nothing to tell by). Asked only for an `i`/`a` slip.
 */
export function circumflexIn(written: string, token: string): (at: number) => boolean {
  return (at) => {
    for (const word of written.toLowerCase().split(NAME_WORDS)) {
      if (word.length !== token.length || fold(word) !== token) continue;
      const c = word[at];
      return c === 'â' || c === 'î';
    }
    return true;
  };
}

/**
 * `circumflexAt` of {@link commonSlip} for a whole folded name (words joined by spaces) and the name as written: the
 * letter at `at` of the written name, where the two are as long (true otherwise: nothing to tell by).
 */
export function circumflexInName(written: string, folded: string): (at: number) => boolean {
  return (at) => {
    if (written.length !== folded.length) return true;
    const c = written[at];
    return c === 'â' || c === 'î' || c === 'Â' || c === 'Î';
  };
}
