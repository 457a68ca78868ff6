/**
 * Records damaged by machines rather than typists, repaired before they are read:
 *
 * - columns glued when a spreadsheet's cells lost their separators (`Str. Furcii15Sfântu GheorgheCovasna`,
 *   `ALEEAROZELOR56IASI`): a space where a run of letters meets a number, and where a small letter meets
 *   a capital (`GheorgheCovasna`);
 * - a scanner's character recognition: a word that opens with a digit read for a letter (`5prie`,
 *   `5ector 6`: {@link OCR_DIGIT_LETTERS}), letters read for others in a word nothing knows (`Nearnț`, `corn.`:
 *   {@link OCR_LETTER_CONFUSIONS}), a house number's digits read as letters (`I05`: {@link OCR_HOUSE_DIGITS}),
 *   a word broken by a space (`Turnă torului`) or wrapped with a hyphen at a line's end (`Hune-\ndoara`);
 * - a form's autofill: a postal code written first in the street field (`500234 Str. Automotoarelor`,
 *   `RO 720039 Strada …`), the county's label and name in the locality field (`Județul Alba`).
 *
 * Which reading of a word is right is decided by the index's names (a word is repaired only into a word
 * of a name or of the vocabulary), as `?` are filled (`question-marks`); every repair is bounded by
 * {@link MAX_LOOKUPS} words looked up per field.
 */
import { fold, tokens as wordsOf } from '../shared/normalize.js';
import { countyByName } from '../shared/aliases.js';
import { matchStreetTypePrefix } from '../shared/street-name.js';
import type { TokenIndex } from '../matchers/token-index.js';
import { isVocabularyWord } from '../text/address-tokens.js';
import { COUNTY_MARKERS, OCR_DIGIT_LETTERS, OCR_HOUSE_DIGITS, OCR_LETTER_CONFUSIONS } from '../shared/vocabulary.js';
import type { VerifyRequest } from './verify-input.js';

/**
 * The letters of this module's patterns: the Latin script's (U+0000-U+024F), and by case those that Romania's
 * names are written with (Romanian's, with the cedilla too, and the Hungarian, German and Serbian names of the
 * index: `Ő`, `Ű`, `Č`, `Š`); a capital of any other is no capital to the repairs, which then repair nothing.
 * And the combining marks. Not `\p{L}`, `\p{Lu}`: V8 creates a pattern of `\p{L}` (every script's letters,
 * the astral planes' too) in 1-5 ms, and compiles it as slowly the first time it runs: this module's patterns
 * so cost ~80 M instructions to load and ~70 M more in the pass over 2,000 unseen inputs
 * (`/work/notes/speed16/cgbig.sh`); a class of 200 ranges, each letter of the Latin blocks by case, still ~35 M.
 * (Nor the `u` flag: none of these patterns needs a character beyond the first plane, and without it V8
 * compiles a class, `\S` and `\D` over the plane's code units alone.)
 */
const CAPITALS = 'A-ZÀ-ÖØ-ÞĂĆČĐŐŒŞŠŢŰŸŽȘȚ';
const SMALL = 'a-zß-öø-ÿăćčđőœşšţűžșț';
const LETTERS = 'A-Za-zÀ-ÖØ-öø-ɏ';
const LATIN_CLASSES: ReadonlyMap<string, string> = new Map([['\\p{Lu}', CAPITALS], ['\\p{Ll}', SMALL], ['\\p{L}', LETTERS], ['\\p{M}', '\\u0300-\\u036f']]);
/** A pattern whose `\p{L}`, `\p{Lu}`, `\p{Ll}`, `\p{M}` (each inside a class) are the Latin script's (see {@link LETTERS}). */
function latin(source: string, flags = ''): RegExp {
  return new RegExp(source.replace(/\\p\{(?:Lu|Ll|L|M)\}/g, (name) => LATIN_CLASSES.get(name) ?? name), flags);
}

/** The most words looked up for one field: bounds what any text costs (a field has at most 256 characters). */
const MAX_LOOKUPS = 64;

/**
 * A capital, looked for first as one of a wider class: V8 tests a class of more than sixteen ranges (`CAPITALS`
 * has seventeen) in a text beyond Latin-1 (most with `ș`, `ț`, `ă`) by a call out of its compiled code at each
 * character; this class (the capitals of the Latin blocks and the small letters of Latin Extended, three ranges)
 * is tested inline, and only what it finds is tested again as `CAPITALS`, by looking behind.
 */
const WIDE_CAPITAL = 'A-ZÀ-ÞĀ-ɏ';
/**
 * Glued columns ({@link partGluedColumns}): four letters before a number, two capitals before a code, a number
 * before a capital and three letters, each looked for from its digit (from each letter, four letters were read
 * before every letter of a text).
 */
const GLUED = String.raw`\d(?:(?<=[\p{L}]{4}\d)|(?<=[\p{Lu}]{2}\d)\d{5}|[\p{Lu}][\p{L}]{3})`;
/**
 * A scanner's misreadings ({@link repairedScan}): a digit opening a word, eight capitals, a word wrapped at a
 * line's end, a small word after a space (a word broken by it), `rn` (read for `m`).
 */
const SCAN = String.raw`\d[\p{Ll}]{3}|[${WIDE_CAPITAL}]{8}(?<=[\p{Lu}]{8})|-[ \t]*\r?\n|[\p{L}] [\p{Ll}]{3}|rn`;
/** Two names glued: two small letters before a capital (free-form text only). */
const CAMEL = String.raw`[${WIDE_CAPITAL}](?<=[\p{Ll}]{2}[\p{Lu}])`;
/** What {@link partGluedColumns} parts: `[\p{L}]{4}\d|[\p{Lu}]{2}\d{6}|\d[\p{Lu}][\p{L}]{3}`. @internal */
export const GLUED_SIGN = latin(GLUED);
/** What the scanner's repairs look for: `[\p{Lu}]{8}|\d[\p{Ll}]{3}|-[ \t]*\r?\n|[\p{L}] [\p{Ll}]{3}|rn`. @internal */
export const SCAN_SIGN = latin(SCAN);
/** The glued names (only in free-form text): `[\p{Ll}][\p{Ll}][\p{Lu}]`. @internal */
export const CAMEL_SIGN = latin(CAMEL);
/**
 * Whether a field can hold a machine's damage, decided by one look at it before any repair is tried: exactly
 * what some repair looks for (the union of {@link GLUED_SIGN} and {@link SCAN_SIGN}; of free-form text,
 * {@link CAMEL_SIGN} too), so that a field without it is the field itself. Most fields under the second look's
 * confidence (typing mistakes) show none, and cost this one test.
 */
const DAMAGE_SIGN = latin(`${GLUED}|${SCAN}`);
const TEXT_DAMAGE_SIGN = latin(`${GLUED}|${SCAN}|${CAMEL}`);

/**
 * A run of four letters or more followed by a number (`Furcii15`, `ROZELOR56`), or two capitals by a postal code
 * (`CV520044`): a block's name has fewer (`CAM1`, `IVA1`, `I43`).
 */
const LETTERS_THEN_NUMBER = latin(String.raw`([\p{L}]{4}|[\p{Lu}]{2}(?=\d{6}(?!\d)))(?=\d)`, 'g');
/**
 * A number followed by a capital and three letters more (`15Sfântu`, `56IASI`): a small letter after it is a
 * house's letter or a scanner's misreading, and a block's letters are fewer (`1ABC`).
 */
const NUMBER_THEN_WORD = latin(String.raw`(\d)(?=[\p{Lu}][\p{L}]{3})`, 'g');
/** A word with a small letter (after another) followed by a capital: maybe two names glued (`GheorgheCovasna`, `IuliaAlba`). */
const CAMEL_WORD = latin(String.raw`[\p{L}][\p{L}\p{M}]*[\p{Ll}][\p{Ll}][\p{Lu}][\p{L}\p{M}]*`, 'g');
const SMALL_THEN_CAPITAL = latin(String.raw`(?<=[\p{Ll}][\p{Ll}])(?=[\p{Lu}])`);
/** A run of letters and digits: a run of more than eight digits is a code (an IBAN, a phone), not glued columns. */
const ALNUM_RUN = latin(String.raw`[\p{L}\p{M}\d]+`, 'g');
const LONG_DIGITS = /\d{9}|(?:\d\D*){12}/;
/** An e-mail or a web address. */
const ADDRESS_OF_WEB = /@|:\/\/|^www\.|\.(?:ro|com|eu|net|org|info)\b/i;

/** One digit opening a word of small letters (`5prie`, `5ector`). */
const DIGIT_OPENED_WORD = latin(String.raw`(?<![\p{L}\d])(\d)([\p{Ll}]{3,})(?![\p{L}\d])`, 'g');
/** A whole word of letters (for the letter confusions): not a part of a word whose letters were lost as `?`. */
const LETTER_WORD = latin(String.raw`(?<![\p{L}\p{M}\d?\uFFFD])[\p{L}][\p{L}\p{M}]*(?![\p{L}\p{M}\d?\uFFFD])`, 'g');
/** A word wrapped with a hyphen at a line's end. */
const WRAPPED_WORD = latin(String.raw`([\p{L}][\p{L}\p{M}]*)-[ \t]*\r?\n[ \t]*([\p{L}][\p{L}\p{M}]*)`, 'g');
/** A word broken by a space: the second half opens with a small letter. */
const BROKEN_WORD = latin(String.raw`([\p{L}][\p{L}\p{M}]*) (?=([\p{Ll}][\p{L}\p{M}]{2,}))`, 'g');

/** A word of eight capitals or more: maybe two words whose space was lost (`ALEEAROZELOR`, `GURAHUMORULUI`). */
const CAPITALS_WORD = latin(String.raw`(?<![\p{L}\p{M}\d?\uFFFD])[\p{Lu}]{8,}(?![\p{L}\p{M}\d?\uFFFD])`, 'g');
/** The shortest part a word of capitals is parted into (`SAT`, `STR`). */
const MIN_PART = 3;
/** The shortest word of capitals parted into two names' words (`GURAHUMORULUI`); a shorter one only after a word of the vocabulary (`SATCERCU`). */
const MIN_NAMES_PARTED = 10;
/** A word of capitals a name's word is this near to (typing mistakes) is not parted. */
const NEAR_EDITS = 2;

/** The last word of a text, with what follows it. */
const LAST_WORD = latin(String.raw`[\p{L}\p{M}\d]+[^\p{L}\p{M}\d]*$`);

/** A postal code opening a street field, with or without the country before it. */
const LEADING_CODE = /^\s*(?:RO[\s-]*)?(\d{6})(?:\s*[,;-]\s*|\s+)(?=\S)/i;
/**
 * A house number field that is one word of digits with a scanner's letters for some (`I05`, `1O5`): the letter
 * `I`/`l` only first, `O` only among the digits. (A block's name is written with its label: `bl. I43`.)
 */
const HOUSE_WORD = /^\s*(?:[Il](?=\d)|\d)(?:\d|[Oo](?=\d|\s*$))+\s*$/;

interface Budget {
  left: number;
}

/** True when `word` (as written) is a word of the index's names or of the vocabulary; false past the budget. */
function known(word: string, tokens: TokenIndex, budget: Budget): boolean {
  if (budget.left <= 0) return false;
  budget.left--;
  const key = fold(word);
  return key !== '' && !key.includes(' ') && (tokens.exact(key) >= 0 || isVocabularyWord(key));
}

/** `text` with glued columns parted (see the module's comment). */
export function partGluedColumns(text: string): string {
  // (An e-mail or a web address is one word however it mixes letters and digits: `office@scoala3.ro`.)
  return text.replace(/\S+/g, (chunk) => (ADDRESS_OF_WEB.test(chunk) ? chunk : chunk.replace(ALNUM_RUN, (run) => {
    if (run.length < 4 || LONG_DIGITS.test(run)) return run;
    return run.replace(LETTERS_THEN_NUMBER, '$1 ').replace(NUMBER_THEN_WORD, '$1 ');
  })));
}

/** True when `word` is a word of the index's names (not of the vocabulary: a label glued to a name, `LocPloiești`, is read by the labels' rules). */
function nameWord(word: string, tokens: TokenIndex, budget: Budget): boolean {
  if (budget.left <= 0) return false;
  budget.left--;
  return tokens.exact(fold(word)) >= 0;
}

/** `text` with a scanner's misreadings repaired where the index's names say so (see the module's comment). */
function repairedScan(text: string, tokens: TokenIndex, budget: Budget, camel: boolean): string {
  // Two names glued, each a word of the index's names (`GheorgheCovasna`): parted. (`StreetName`, `JudPH` are not;
  // nor a field's, which the fields' reader parts against the other fields: `Caraș-SeverinArmeniș`.)
  let out = !camel || !CAMEL_SIGN.test(text) ? text : text.replace(CAMEL_WORD, (word) => {
    const parts = word.split(SMALL_THEN_CAPITAL);
    return parts.every((part) => nameWord(part, tokens, budget)) ? parts.join(' ') : word;
  });
  if (out.includes('\n')) out = out.replace(WRAPPED_WORD, (all, a: string, b: string) => {
    const joined = a + b;
    return known(joined, tokens, budget) && !(known(a, tokens, budget) && known(b, tokens, budget)) ? joined : all;
  });
  out = out.replace(DIGIT_OPENED_WORD, (all, digit: string, rest: string) => {
    const letter = OCR_DIGIT_LETTERS.get(digit);
    return letter !== undefined && known(letter + rest, tokens, budget) ? letter + rest : all;
  });
  // Capitals whose space was lost: the parting whose both parts are words of names or of the vocabulary, the
  // shorter part as long as can be (`GURA HUMORULUI`, `ALEEA ROZELOR`); a word known as written stays.
  // A word a name's is near (`CARATINA`, `MITRCUREA`: typing mistakes) stays, for the search of mistakes; so does
  // a short word parted into two names (`CARA TINA`), unless its first part is a word of the vocabulary (`SAT CERCU`).
  out = out.replace(CAPITALS_WORD, (word) => {
    if (known(word, tokens, budget)) return word;
    let best: number | undefined;
    let bestShorter = 0;
    for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
      const shorter = Math.min(at, word.length - at);
      if (shorter <= bestShorter) continue;
      const head = word.slice(0, at);
      if (word.length < MIN_NAMES_PARTED && !isVocabularyWord(fold(head))) continue;
      if (known(head, tokens, budget) && known(word.slice(at), tokens, budget)) {
        best = at;
        bestShorter = shorter;
      }
    }
    // (The search of a near word, the costlier test, only for a word that parts.)
    if (best === undefined || budget.left-- <= 0 || tokens.fuzzy(fold(word), NEAR_EDITS, false).length > 0) return word;
    return `${word.slice(0, best)} ${word.slice(best)}`;
  });
  if (out.includes(' ')) {
    out = out.replace(BROKEN_WORD, (all, a: string, b: string) => {
      // (The second half stays where it is: the pattern only looks at it, so it may open the next pair too.)
      if (a.length + b.length < 5 || known(b, tokens, budget) || known(a, tokens, budget)) return all;
      return known(a + b, tokens, budget) ? a : all;
    });
  }
  // (Into a word of the vocabulary only as an abbreviation, a full stop after it: `corn.` is `com.`, but `Corn de
  // Sus` is Cornu de Sus without its article.)
  if (!/rn/i.test(out)) return out;
  return out.replace(LETTER_WORD, (word: string, at: number, whole: string) => {
    const lower = word.toLowerCase();
    if (!OCR_LETTER_CONFUSIONS.some(([read]) => lower.includes(read)) || known(word, tokens, budget)) return word;
    const abbreviation = whole[at + word.length] === '.';
    for (const [read, meant] of OCR_LETTER_CONFUSIONS) {
      const from = lower.indexOf(read);
      if (from < 0) continue;
      const repaired = word.slice(0, from) + meant + word.slice(from + read.length);
      if (repaired.length < 3 || !(abbreviation ? known(repaired, tokens, budget) : nameWord(repaired, tokens, budget))) continue;
      // A word one typing mistake from a name's (`Șrnei`: Cernei, Sinei) is left for the search of mistakes (the
      // costlier test, only for a word the confusion repairs).
      if (!abbreviation && (budget.left-- <= 0 || tokens.fuzzy(fold(word), 1, false).length > 0)) return word;
      return repaired;
    }
    return word;
  });
}

/** A field's text repaired (glued columns, then a scanner's misreadings); the text itself when it shows no sign of either. */
function repairedField(text: string, tokens: TokenIndex, camel = false): string {
  if (!(camel ? TEXT_DAMAGE_SIGN : DAMAGE_SIGN).test(text)) return text;
  const parted = GLUED_SIGN.test(text) ? partGluedColumns(text) : text;
  return SCAN_SIGN.test(parted) || (camel && CAMEL_SIGN.test(parted)) ? repairedScan(parted, tokens, { left: MAX_LOOKUPS }, camel) : parted;
}

/** A house number's words of digits and letters a scanner reads for them (`I05`), read as digits. */
export function houseDigits(text: string): string {
  if (!HOUSE_WORD.test(text) || !/[IlOo]/.test(text) || !/\d.*\d/.test(text)) return text;
  return [...text.trim()].map((c) => OCR_HOUSE_DIGITS.get(c) ?? c).join('');
}

/** The locality field without a county's label when what is left names the county field's county (`Județul Alba` with `Alba`). */
function withoutCountyLabel(locality: string, county: string | undefined): string {
  // (A label needs a word after it: a locality of one word, most, costs no normalizing.)
  if (county === undefined || !/[^A-Za-z\u00c0-\u024f\d]/.test(locality.trim())) return locality;
  const words = fold(locality).split(' ');
  if (words.length < 2 || !COUNTY_MARKERS.has(words[0]!)) return locality;
  const rest = words.slice(1).join(' ');
  return rest === fold(county) ? locality.replace(/^\s*\S+?[.\s]\s*/, '') : locality;
}

/** A street field without the locality field's name written after its number (`Ighel 15 Pitești` with `Pitești`: a row's next column glued on). */
function withoutTrailingLocality(street: string, locality: string | undefined): string {
  // (A number is needed before the locality's name: a street field with no digit costs no normalizing.)
  if (locality === undefined || !/\d/.test(street)) return street;
  const place = wordsOf(locality);
  const words = wordsOf(street);
  const n = place.length;
  if (n === 0 || words.length <= n + 1 || place.join(' ').length < 3) return street;
  for (let i = 0; i < n; i++) if (words[words.length - n + i] !== place[i]) return street;
  const numberAt = words.length - n - 1;
  // (`Aleea 2 Călărași` in Călărași: a number right after the type word is the street's name.)
  if (!/^\d/.test(words[numberAt]!) || numberAt <= (matchStreetTypePrefix(words, 0)?.length ?? 0)) return street;
  // The last `n` words of the text as written, and what separates them, go.
  let end = street.length;
  for (let i = 0; i < n; i++) {
    const m = LAST_WORD.exec(street.slice(0, end));
    if (!m) return street;
    end = m.index;
  }
  // (A bracket's words are a note of the street's own: `sat Redea nr. 227 (Comuna Buzoești)`.)
  if (/[()]/.test(street.slice(end))) return street;
  return street.slice(0, end).trimEnd();
}

/**
 * The request with a machine's damage repaired (see the module's comment); the request itself when it
 * has none (most requests).
 */
export function requestRepaired(request: VerifyRequest, tokens: TokenIndex): VerifyRequest {
  let out: VerifyRequest | undefined;
  const set = (key: 'freeform' | 'street' | 'locality' | 'county' | 'houseNumber' | 'postalCode', value: string): void => {
    if (value === request[key]) return;
    out ??= { ...request };
    out[key] = value;
  };
  if (request.freeform !== undefined) set('freeform', repairedField(request.freeform, tokens, true));
  if (request.street !== undefined) {
    let street = request.street;
    const code = LEADING_CODE.exec(street);
    if (code && (request.postalCode === undefined || request.postalCode.trim() === code[1])) {
      street = street.slice(code[0].length);
      set('postalCode', code[1]!);
    }
    set('street', withoutTrailingLocality(repairedField(street, tokens), request.locality));
  }
  if (request.locality !== undefined) set('locality', repairedField(withoutCountyLabel(request.locality, request.county), tokens));
  if (request.county !== undefined) set('county', repairedField(request.county, tokens));
  if (request.houseNumber !== undefined) set('houseNumber', houseDigits(request.houseNumber));
  return out ?? request;
}

/**
 * A second reading of a request whose `locality` field names only its county (`Caraș-Severin` twice, as a
 * form's autofill writes it) and whose street field opens with no street type: the street field may be a
 * village's line (`Liborajdea nr. 45`), read as free-form text in the county; the index judges it beside the
 * county's own town. None for any other request, and none when the county has a place of that name
 * (`namesPlaceOfCounty`): the field then names it.
 */
export function villageLineReading(request: VerifyRequest, namesPlaceOfCounty: (locality: string, county: string) => boolean): VerifyRequest | undefined {
  const { street, locality, county } = request;
  if (street === undefined || locality === undefined || county === undefined) return undefined;
  if (fold(locality) !== fold(county) || fold(county) === '') return undefined;
  // Only a county's name filled in twice (`a,a,a,…` in both is no autofill, and not read again).
  if (countyByName(county) === undefined) return undefined;
  // `{ locality: 'Iași', county: 'Iași' }` is the town of Iași, as written, not a county filled in twice.
  if (namesPlaceOfCounty(locality, county)) return undefined;
  const words = wordsOf(street);
  if (words.length === 0 || matchStreetTypePrefix(words, 0) !== undefined) return undefined;
  const house = request.houseNumber === undefined ? '' : ` nr. ${request.houseNumber}`;
  const out: VerifyRequest = { form: 'freeform', freeform: `${street}${house}, jud. ${county}` };
  if (request.postalCode !== undefined) out.postalCode = request.postalCode;
  return out;
}
