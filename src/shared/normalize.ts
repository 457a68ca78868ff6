/**
 * The one normalizer of ro-address, used by the index build and by every query,
 * so that indexed text and typed text fold the same way.
 *
 * Folding: Unicode NFKD, combining marks removed (ă â î ș ş ț ţ fold to a i s t),
 * format characters removed (a soft hyphen does not split `Glad\u00ADiolelor`),
 * lower case, every character other than a-z and 0-9 becomes a space, runs of
 * spaces collapse, ends trimmed. Digits stay: `1 Decembrie 1918` is a name.
 *
 * The spelling before 1993 wrote `î` inside words where today's writes `â`
 * (`Tîrgu`, `Fîntîni`, `Cîmpeanu`): an `î` between two letters folds to `a`,
 * like the `â` it stands for, except after the prefixes `re`, `ne`, `pre`
 * (`Reînvierii`, `neîntrerupt`), where today's spelling keeps `î`.
 */

const COMBINING = /[\u0300-\u036f]/g;
/** Format characters (a soft hyphen, a zero-width space): invisible, inside a word or between two; never a space. */
const FORMAT = /\p{Cf}/gu;
const NON_ALNUM = /[^a-z0-9]+/g;
/** Latin letters that NFKD leaves whole, with the letters people write for them. */
const UNDECOMPOSED_BASE: Readonly<Record<string, string>> = { 'ß': 'ss', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'æ': 'ae', 'œ': 'oe', 'ı': 'i' };
const UNDECOMPOSED = /[ßøłđæœı]/;
const UNDECOMPOSED_ALL = /[ßøłđæœı]/g;

/** `text` without its format characters (see `FORMAT`): a word they split is one word again (`Glad\u00ADiolelor`). */
export function withoutFormatCharacters(text: string): string {
  return text.replace(FORMAT, '');
}
/** An old-spelling `î` (decomposed: `i` + U+0302) between two letters, not after a prefix `re`/`ne`/`pre`. */
const OLD_SPELLING_I = /(?<=[a-z][\u0300-\u036f]*)(?<!(?:^|[^a-z\u0300-\u036f])p?[rn]e)i\u0302(?=[a-z])/g;
const CIRCUMFLEX_I = /[îÎ\u0302]/;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const ROMANIAN_PLAIN = /^[\x20-\x7eăâșşțţĂÂȘŞȚŢ]*$/;
const ROMANIAN_LETTER = /[ăâșşțţĂÂȘŞȚŢ]/g;
const BASE_LETTERS: Readonly<Record<string, string>> = { 'ă': 'a', 'â': 'a', 'ș': 's', 'ş': 's', 'ț': 't', 'ţ': 't', 'Ă': 'A', 'Â': 'A', 'Ș': 'S', 'Ş': 'S', 'Ț': 'T', 'Ţ': 'T' };
const baseLetter = (letter: string): string => BASE_LETTERS[letter] ?? letter;

/**
 * The Romanian letters an export to plain ASCII may drop rather than write as their base letter
 * (`Bacu` for Bacău, `Reia` for Reșița, `Clrai` for Călărași), lower case, both forms of `ș`/`ț`.
 */
const DROPPABLE_LETTERS = /[ăâîșşțţ]/g;
const DROPPABLE_LETTER = /[ăâîșşțţ]/;

/**
 * `text` folded after its Romanian letters are dropped (see `DROPPABLE_LETTERS`): the key under which
 * a name is found when an export dropped them. `Călărași` gives `clrai`; a text without such
 * letters gives its plain fold.
 */
export function foldWithoutRomanianLetters(text: string): string {
  return fold(text.normalize('NFC').toLowerCase().replace(DROPPABLE_LETTERS, ''));
}

/** True when `text` has a Romanian letter an export may drop (see `DROPPABLE_LETTERS`). */
export function hasDroppableLetter(text: string): boolean {
  return DROPPABLE_LETTER.test(text.normalize('NFC').toLowerCase());
}

/** Folds text for matching: `Şoseaua  Olteniţei` and `soseaua oltenitei` both give `soseaua oltenitei`. */
export function fold(text: string): string {
  // Printable ASCII and the Romanian letters but `î` (nearly every query): one pass, no regular expression.
  const plain = foldPlain(text);
  if (plain !== undefined) return plain;
  // Plain ASCII (most typed words): nothing to decompose.
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().replace(NON_ALNUM, ' ').trim();
  // ASCII and the Romanian letters but `î` (most of the rest): each letter's base, without decomposing.
  if (ROMANIAN_PLAIN.test(text)) return text.replace(ROMANIAN_LETTER, baseLetter).toLowerCase().replace(NON_ALNUM, ' ').trim();
  let decomposed = text.normalize('NFKD').toLowerCase();
  // Letters no decomposition bares (`ß` of `Straße`, `ø`, `ł`): written as their base letters.
  if (UNDECOMPOSED.test(decomposed)) decomposed = decomposed.replace(UNDECOMPOSED_ALL, (letter) => UNDECOMPOSED_BASE[letter] ?? letter);
  if (CIRCUMFLEX_I.test(text)) decomposed = decomposed.replace(OLD_SPELLING_I, 'a');
  return withoutFormatCharacters(decomposed.replace(COMBINING, '')).replace(OTHER_LETTERS, '').replace(NON_ALNUM, ' ').trim();
}

/**
 * Letters left outside a-z once marks are removed (`ƒ` of `BrÄƒilei`, UTF-8 read as Windows-1252; a
 * Cyrillic or Greek letter): dropped, not a space, so that one word stays one word.
 */
const OTHER_LETTERS = /(?![a-z])\p{L}/gu;

/** Base letter (lower case) of each letter besides ASCII that {@link foldPlain} reads, by character code. */
const ROMANIAN_BASE: ReadonlyMap<number, number> = new Map(Object.entries(BASE_LETTERS).map(([letter, base]) => [letter.charCodeAt(0), base.toLowerCase().charCodeAt(0)]));
/** Longest text {@link foldPlain} reads (queries and names are far shorter); longer text takes the general path. */
const PLAIN_FOLD_MAX = 256;

/**
 * {@link fold} of text of printable ASCII and the Romanian letters but `î`
 * (the set of `ROMANIAN_PLAIN`), in one pass over its characters: letters
 * lower-cased to their base, digits kept, any run of other characters one
 * space, none at the ends. Undefined for any other text, or longer than
 * {@link PLAIN_FOLD_MAX}.
 */
function foldPlain(text: string): string | undefined {
  const n = text.length;
  if (n > PLAIN_FOLD_MAX) return undefined;
  // ASCII letters and digits, words one space apart (most words and names typed): only the case
  // changes, and the builtin lower-cases without an array of codes (the text itself when lower already).
  if (onlyCaseToFold(text)) return text.toLowerCase();
  const codes: number[] = [];
  let space = false;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      // a-z, 0-9: kept.
    } else if (c >= 65 && c <= 90) {
      c += 32;
    } else if (c >= 0x20 && c <= 0x7e) {
      space = codes.length > 0;
      continue;
    } else {
      const base = ROMANIAN_BASE.get(c);
      if (base === undefined) return undefined;
      c = base;
    }
    if (space) {
      codes.push(32);
      space = false;
    }
    codes.push(c);
  }
  return String.fromCharCode.apply(null, codes);
}

/** True when `text` is ASCII letters and digits, words one space apart, no space at either end: folding it only lower-cases it. */
function onlyCaseToFold(text: string): boolean {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90)) continue;
    if (c !== 32 || i === 0 || i === n - 1 || text.charCodeAt(i - 1) === 32) return false;
  }
  return true;
}

/** Folds text and splits it into its words. An empty or punctuation-only text gives `[]`. */
export function tokens(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * How many words `text` has: `tokens(text).length`, without the folded text and its split (a budget of
 * words counts a field that is then read anyway: speed85's budgets cost 0.58% of verify's pass folding
 * and splitting only to count, speed86). Text of printable ASCII and the Romanian letters (nearly every
 * field) is counted in one pass over its characters, a word a run of letters and digits as
 * {@link fold} writes it; any other text is folded and split.
 */
export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || ROMANIAN_BASE.has(c)) {
      if (!inWord) count++;
      inWord = true;
    } else if (c >= 0x20 && c <= 0x7e) inWord = false;
    // (A letter of another alphabet, a mark, a control character: what folding makes of it decides.)
    else return tokens(text).length;
  }
  return count;
}

const CEDILLA_TO_COMMA: Record<string, string> = { 'ş': 'ș', 'Ş': 'Ș', 'ţ': 'ț', 'Ţ': 'Ț' };

/**
 * Writes the correct Romanian comma-below letters in place of the legacy cedilla
 * ones (ş ţ become ș ț), and tidies spacing. Used on every string we output.
 */
export function toCommaBelow(text: string): string {
  return text.replace(/[şŞţŢ]/g, (ch) => CEDILLA_TO_COMMA[ch] ?? ch).replace(/\s+/g, ' ').trim();
}

const LOWER_WORDS = new Set(['de', 'din', 'lui', 'la', 'cu', 'pe', 'sub', 'peste', 'și', 'sau', 'dintre', 'după', 'dupa']);

/**
 * Title-cases a name written in capitals (SIRUTA writes `VALEA LUI MIHAI`):
 * each word and each hyphen-separated part capitalised, small linking words
 * (`de`, `lui`, `din`...) kept lower case except at the start.
 */
export function titleCase(text: string): string {
  const words = toCommaBelow(text).toLocaleLowerCase('ro').split(' ');
  return words
    .map((word, i) => {
      if (i > 0 && LOWER_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part) => part.charAt(0).toLocaleUpperCase('ro') + part.slice(1))
        .join('-');
    })
    .join(' ');
}

/**
 * True when `text` writes a Romanian diacritic (`ă`, `â`, `î`, `ș`, `ț`, either case, cedilla
 * forms too): only then does a name written as a place's, diacritics included, tell that place
 * from a namesake that folds alike (most people type without them: `Sarata` is any `Sărata` too).
 */
export function writesDiacritics(text: string): boolean {
  return /[ăâîșşțţĂÂÎȘŞȚŢ]/.test(text);
}

/**
 * The six-digit postal code whose leading zero a spreadsheet's number column dropped (`10093` for
 * 010093: București's codes start with 01-06, Ilfov's with 07, Giurgiu's with 08; no code has five
 * digits), or undefined when `digits` cannot be one.
 */
export function withDroppedZero(digits: string): string | undefined {
  return /^[1-8]\d{4}$/.test(digits) ? `0${digits}` : undefined;
}

/** Damerau-free helper: true when `text` holds only ASCII digits and has exactly `length` of them. */
export function isDigits(text: string, length: number): boolean {
  if (text.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
