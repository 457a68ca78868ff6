/**
 * Canonical street names, made by the index build from the streets of the Poșta Română data.
 * Only the build needs this (it is not in `dist`); the words it reads (street types, titles,
 * given names) are the runtime vocabulary of `src/shared/street-name.ts`.
 *
 * ## Canonical street names
 *
 * A street is shown as its articulated type word followed by its name:
 * `Stradă` + `Victoriei` → **Strada Victoriei**, `Cale` + `Victoriei` →
 * **Calea Victoriei**, `Şosea` + `Olteniţei` → **Șoseaua Olteniței**. The numbered
 * alleys of the data (`Alee I` … `Alee VIII`) put their ordinal at the start of
 * the name: `Alee I` + `Mierlei` → **Aleea I Mierlei**; Bârlad's `Fundătură` +
 * `Goga Octavian Fdt. II` likewise gives **Fundătura II Octavian Goga**.
 * Output always uses the comma-below letters ș ț (the data has the legacy
 * cedilla letters ş ţ), and a name written entirely in capitals is title-cased.
 *
 * **Person names.** The data stores many person names surname first, often with
 * a title after a comma (`Mincu Ion, arh.`, `Porumbaru Emanoil`,
 * `Cuza Alexandru Ioan`, `Bălcescu Nicolae`); people write them given name
 * first. The canonical form is: *title(s) in full, then given names, then
 * initials, then surname* — `Mincu Ion, arh.` → **Strada Arhitect Ion Mincu**,
 * `Porumbaru Emanoil` → **Strada Emanoil Porumbaru**, `Aricescu D. Constantin` →
 * **Strada Constantin D. Aricescu**, `Brătianu I. C.` → **Strada I. C. Brătianu**.
 * A name is reordered only when it ends in one or more given names from a curated
 * list of Romanian, Hungarian, German and other common given names
 * ({@link GIVEN_NAMES}) or in at least two initials, when its first word is not
 * itself a given name (`Avram Iancu`, `Grigore Marin` stay as written: either
 * order is plausible, so the official order is kept) and when every word is a
 * capitalised name word (no digits, no lower-case words such as `cel`, `de`,
 * `lui`, no Roman numerals). Otherwise the official order is kept, so
 * `Mihai Viteazul`, `Ștefan cel Mare`, `1 Decembrie 1918`, `13 Septembrie`,
 * `Răscoala 1907`, `Unirii`, `Eroilor`, `Doamna Stanca`, `Carol I` are unchanged.
 * Titles come from the comma suffix (`, arh.`, `, g-ral.`, `, prof. dr.`,
 * `, sublocotenent erou`), from a dotted abbreviation inside the name
 * (`Măcelaru Av. Ilie` → **Aviator Ilie Măcelaru**, `Muzeul Dr. Minovici` →
 * **Muzeul Doctor Minovici**), from a leading title word (`Aviator Diaconu`,
 * `Sf. Ladislau` → **Sfântul Ladislau**) or from a trailing rank or profession
 * (`Manu General` → **General Manu**); abbreviations are written in full
 * (`arh.` → Arhitect, `g-ral.` → General, `cap.` → Caporal, `cpt.` → Căpitan).
 * Old boyar ranks that follow a name as an epithet (`Milescu Nicolae Spătarul`,
 * `Beldiman Vornicul`) and `Maior` (also a surname: `Petru Maior`) are only
 * treated as titles after a comma. A comma suffix that is not a title is kept:
 * `Horea, Cloșca și Crișan`; `Balzac, Honoré de` → **Honoré de Balzac**;
 * `Dissescu Constantin, jr.` → **Constantin Dissescu Jr.**
 *
 * {@link CanonicalStreet.tokens} are the folded words of the canonical name
 * (titles in full); {@link CanonicalStreet.aliasTokens} lists extra folded words a
 * matcher should also accept for the street: the title abbreviations (`arh`,
 * `dr`, `gral`), the other spelling of common given names (`ion`/`ioan`,
 * `mihai`/`mihail`, `petre`/`petru`...), expanded given-name abbreviations
 * (`gh` → `gheorghe`) and any word of the official spelling that the canonical
 * name does not contain.
 *
 * @module
 */

import { fold, titleCase, toCommaBelow, tokens as foldTokens } from '../src/shared/normalize.js';
import {
  GIVEN_ABBREVIATIONS,
  GIVEN_NAMES,
  givenNameVariants,
  matchStreetTypePrefix,
  personTitle,
  STREET_TYPES,
  streetTypeById,
  type PersonTitle,
  type StreetType,
} from '../src/shared/street-name.js';

/** Result of {@link streetTypeFromData}: the type and, for `Alee I`…`Alee VIII`, the ordinal. */
export interface DataStreetType {
  readonly type: StreetType;
  /** Roman ordinal of the numbered alleys (`I` for `Alee I`), else undefined. */
  readonly ordinal: string | undefined;
}

/** The placeholder type of a street whose type word is missing or not recognised (id 0). */
const NO_STREET_TYPE: StreetType = Object.freeze({ id: 0, word: '', article: '', forms: Object.freeze([]) });

/** Folded data word or article → type (used by {@link streetTypeFromData}). */
const TYPE_BY_WORD = new Map<string, StreetType>();
for (const t of STREET_TYPES) {
  TYPE_BY_WORD.set(fold(t.word), t);
  TYPE_BY_WORD.set(fold(t.article), t);
}
const ROMAN_ORDINALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const ROMAN_BY_FOLD = new Map(ROMAN_ORDINALS.map((r) => [r.toLowerCase(), r]));

/**
 * Recognises a `Tip artera` cell of the data (`Stradă`, `Stradă ` with a trailing
 * space, `Şosea` and `Sosea`, `Alee III`...). Diacritics, case and spacing do not
 * matter; the articulated forms (`Strada`) are accepted too. Undefined when the
 * word is not a known type.
 */
export function streetTypeFromData(word: string): DataStreetType | undefined {
  const folded = fold(String(word ?? ''));
  if (folded === '') return undefined;
  const direct = TYPE_BY_WORD.get(folded);
  if (direct) return { type: direct, ordinal: undefined };
  const parts = folded.split(' ');
  const [first = '', second = ''] = parts;
  if (parts.length === 2) {
    const type = TYPE_BY_WORD.get(first);
    const ordinal = ROMAN_BY_FOLD.get(second);
    if (type && ordinal) return { type, ordinal };
  }
  return undefined;
}

function isTitleKey(key: string): boolean {
  return personTitle(key) !== undefined;
}

/**
 * Title abbreviations that read as a title in a street name even without their
 * dot (`Dr Ion Rațiu`). Other abbreviations (`cap`, `mar`, `comp`, `doc`...) are
 * ordinary words when they have no dot.
 */
const UNDOTTED_TITLE_KEYS = new Set(['dr', 'prof', 'ing', 'arh', 'gral', 'cpt', 'lt', 'slt', 'serg', 'plt', 'sf', 'av', 'mr', 'pr', 'cdor', 'acad']);

// ---------------------------------------------------------------------------
// Canonical street names
// ---------------------------------------------------------------------------

/** A street name in canonical form (see the module documentation). */
export interface CanonicalStreet {
  /** Id of the street type ({@link STREET_TYPES}); 0 when the type word was not recognised. */
  typeId: number;
  /** Articulated type and name: `Strada Arhitect Ion Mincu`, `Aleea I Mierlei`. */
  display: string;
  /** The name without the type word: `Arhitect Ion Mincu`, `I Mierlei`. */
  name: string;
  /** Folded tokens of `name` (titles in full); `tokens(display)` ends with them. */
  tokens: string[];
  /** Extra folded tokens a matcher should also accept (title abbreviations, name variants...). */
  aliasTokens: string[];
  /** The title phrase put before the name (`Arhitect`, `Profesor Doctor`), or `''`. */
  title: string;
  /** True when the name was recognised as a person name stored surname first and reordered. */
  reordered: boolean;
}

/** Lower-case words that may appear inside names; any of them blocks reordering. */
const CONNECTORS = new Set(['de', 'din', 'lui', 'la', 'cu', 'pe', 'sub', 'si', 'și', 'și', 'cel', 'cea', 'dintre', 'intre', 'între', 'in', 'în', 'a', 'al', 'ale', 'fara', 'fără', 'post', 'von', 'van', 'da', 'du', 'di', 'le', 'del', 'della', 'der', 'den']);
/** Name particles that end a given-name phrase (`Honoré de`, `Ludwig van`). */
const PARTICLES = new Set(['de', 'van', 'von', 'da', 'du', 'di', 'le', 'la', 'del', 'della', 'der', 'den']);
/** Suffixes after a comma that qualify the person rather than title them. */
const NAME_SUFFIXES = new Map<string, string>([
  ['jr', 'Jr.'],
  ['junior', 'Junior'],
  ['sr', 'Sr.'],
  ['senior', 'Senior'],
  ['tatal', 'Tatăl'],
  ['fiul', 'Fiul'],
]);

/**
 * Words that, first in a name, show it is not a surname-first person name:
 * royal and noble styles (`Doamna Stanca`, `Regele Ferdinand`), place words
 * (`Alba Iulia`, `Valea ...`), street-type words.
 */
const NON_SURNAME_HEADS = new Set(
  `doamna domnita domnitorul regele regina principele principesa printul printesa
   voievod voievodul voda cneaz cneazul jupan jupanita vladica mama tata mos mosul baba
   badea badia nea lelea frate fratele sora alba valea dealul dealu piatra poiana
   fantana lunca podul gura satu baia vatra campul campia piata strada calea drumul
   aleea parcul gradina moara crucea biserica bisericii schitul schitu manastirea magura
   muntele cartierul colonia insula lacul izvorul sfantu turnu targu ramnicu codrul
   padurea livada poarta casa hanul ulita puntea cetatea ocna stejarul nucul teiul
   fundatura intrarea bulevardul soseaua splaiul pasajul prelungirea scuarul podisul
   zona complex complexul hagi gara imparat imparatul tribunul strapungere strapungerea
   rhea numa nerva maica maicii`.split(/\s+/).filter((w) => w !== ''),
);

/**
 * Given names that are more often surnames: first in a name followed by another
 * given name, they are read as the surname (`Lazăr Aurel` → `Aurel Lazăr`,
 * `Cristea Miron` → `Miron Cristea`, `Tănase Maria` → `Maria Tănase`).
 */
const SURNAME_LIKE_GIVEN = new Set(
  `lazar tanase ene nita stan florea costea cristea dinu anghel zamfir ignat tudorache
   dumitrache petrache iordache alexe stanca ghita marin costin nicoara iancu barbu
   leonida iosif lascar nistor iordan emilian dragomir damian tache costache felix`.split(/\s+/).filter((w) => w !== ''),
);

/** Given names ending in `a` that are male (for `Sf. X`: Sfântul, not Sfânta). */
const MALE_A_NAMES = new Set(['luca', 'toma', 'sava', 'mina', 'ilia', 'nichita', 'costea', 'cristea', 'zaharia', 'iona', 'isaia', 'gavrila', 'leonida', 'amza', 'epaminonda']);

/** Acronyms kept in capitals when an ALL-CAPS name is title-cased. */
const ACRONYMS = new Set(['cfr', 'uta', 'cec', 'ias', 'iacs', 'ratb', 'ratc', 'icim', 'umt', 'aro', 'gfr', 'cap', 'dn', 'iob', 'faur', 'ipa', 'imgb']);

/** One word of a name with its folded, hyphen-joined key (`g-ral.` → `gral`). */
interface Word {
  text: string;
  key: string;
  dotted: boolean;
}

function makeWord(text: string): Word {
  return { text, key: fold(text).replace(/ /g, ''), dotted: text.endsWith('.') };
}

/**
 * Drops a stray dot after a full word (`Cocea. N. D.`); keeps the dot of
 * initials, abbreviations and titles.
 */
function undotWord(word: Word): Word {
  if (!word.dotted || word.key.length < 4 || isTitleKey(word.key) || GIVEN_ABBREVIATIONS.has(word.key)) return word;
  if (!/^\p{L}[\p{L}-]*\.$/u.test(word.text)) return word;
  const text = word.text.slice(0, -1);
  return { text, key: word.key, dotted: false };
}

function isLowerWord(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toLocaleUpperCase('ro') && first === first.toLocaleLowerCase('ro');
}

function isUpperInitial(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toLocaleLowerCase('ro');
}

function isRoman(text: string): boolean {
  return ROMAN_BY_FOLD.has(text.replace(/\.$/, '').toLowerCase()) && /^[IVX]+\.?$/.test(text);
}

/**
 * A Roman numeral inside a name (`Carol I`, `C.F.R. II`). A single dotted letter
 * (`I.`, `V.`) is read as an initial instead: `Culcer V. Ioan`.
 */
function isNumeral(word: Word): boolean {
  return isRoman(word.text) && !(word.dotted && word.text.length === 2);
}

/** `I.`, `C.`, `I.C.`, `N.D.`, `A.S` (up to two joined initials). */
const INITIALS_RE = /^\p{Lu}\.(?:\p{Lu}\.?)?$/u;

function isInitials(word: Word): boolean {
  return initialUnits(word) > 0;
}

/** A full given name (`Ion`, `Sándor`) or the data's `D-tru` (Dumitru). */
function isGivenWord(word: Word): boolean {
  if (!isUpperInitial(word.text) || word.dotted) return false;
  if (GIVEN_NAMES.has(word.key) || word.key === 'dtru') return true;
  const parts = fold(word.text).split(' ');
  return parts.length > 1 && parts.every((p) => GIVEN_NAMES.has(p));
}

/** Initials (`I.`, `I.C.`) or a dotted given-name abbreviation (`Gh.`, `Al.`); the count of names they stand for. */
function initialUnits(word: Word): number {
  if (INITIALS_RE.test(word.text)) return word.text.match(/\p{Lu}/gu)?.length ?? 1;
  if (word.dotted && isUpperInitial(word.text) && GIVEN_ABBREVIATIONS.has(word.key)) return 1;
  return 0;
}

function isPatronymic(word: Word): boolean {
  return isUpperInitial(word.text) && !word.dotted && /(?:ovici|evici|ici)$/.test(word.key);
}

/**
 * A title word inside a name (not after a comma): a dotted abbreviation, a
 * lower-case title word, or an undotted abbreviation from
 * {@link UNDOTTED_TITLE_KEYS}; capitalised full words only when `fullWords` allows.
 */
function titleInName(word: Word, allowFull: (t: PersonTitle) => boolean): PersonTitle | undefined {
  const t = personTitle(word.key);
  if (!t) return undefined;
  if (word.dotted || isLowerWord(word.text)) return t;
  const isFull = word.key === t.keys[0] || word.key.length >= 5;
  if (!isFull) return UNDOTTED_TITLE_KEYS.has(word.key) ? t : undefined;
  return allowFull(t) ? t : undefined;
}

/** True when a word is a title written in full (`general`, `Spătarul`), not an abbreviation (`g-ral.`). */
function isFullTitleWord(word: Word, t: PersonTitle): boolean {
  return !word.dotted && (word.key === t.keys[0] || word.key.length >= 5) && !/[^\p{L}]/u.test(word.text);
}

/**
 * The display form of a title word: a full word as written, capitalised
 * (`spătarul` → `Spătarul`); an abbreviation in full (`arh.` → `Arhitect`;
 * `Sf.` before a woman's name → `Sfânta`).
 */
function titleDisplay(t: PersonTitle, word: Word | undefined, next: Word | undefined): string {
  if (word && word.key === t.keys[0] && !word.dotted) return t.display;
  if (word && isFullTitleWord(word, t)) return word.text.charAt(0).toLocaleUpperCase('ro') + word.text.slice(1);
  if (t.folded === 'sfantul' && next && next.key.endsWith('a') && !MALE_A_NAMES.has(next.key)) return 'Sfânta';
  return t.display;
}

/** Capitalises a lower-case qualifier word of a title phrase (`erou`, `brigadă`), keeping connectors. */
function capitaliseQualifier(text: string): string {
  if (!isLowerWord(text) || CONNECTORS.has(text) || text === 'mortem') return text;
  return text.charAt(0).toLocaleUpperCase('ro') + text.slice(1);
}

/** Splits the words of a title phrase, separating glued abbreviations (`prof.dr.` → `prof.`, `dr.`). */
function splitTitleWords(phrase: string): Word[] {
  const out: Word[] = [];
  for (const raw of phrase.split(' ')) {
    if (raw === '') continue;
    let pieces: string[] = raw.match(/[^.]+\.?/g) ?? [raw];
    if (pieces.length === 1 && raw.includes('-')) pieces = raw.split('-').filter((p) => p !== '');
    if (pieces.length > 1 && pieces.every((p) => isTitleKey(makeWord(p).key))) {
      for (const p of pieces) out.push(makeWord(p));
    } else {
      out.push(makeWord(raw));
    }
  }
  return out;
}

/**
 * Parses a comma suffix as a title phrase (`arh.`, `prof. dr.`, `sublocotenent
 * erou`, `general de brigadă`, `martir 1918`). Undefined when its first word is
 * not a title or a qualifier-only phrase.
 */
function parseTitlePhrase(phrase: string): { display: string[]; titles: PersonTitle[] } | undefined {
  const words = splitTitleWords(phrase);
  const first = words[0];
  if (!first) return undefined;
  const firstTitle = personTitle(first.key);
  if (!firstTitle || firstTitle.kind === 'qualifier') return undefined;
  const display: string[] = [];
  const titles: PersonTitle[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const t = personTitle(word.key);
    if (t) {
      display.push(titleDisplay(t, word, words[i + 1]));
      titles.push(t);
    } else {
      display.push(capitaliseQualifier(word.text));
    }
  }
  return { display, titles };
}

/** Title-cases a name written entirely in capitals, keeping Roman numerals, initials and acronyms. */
function fixAllCaps(text: string): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}{4,}/u.test(text)) return text;
  const original = text.split(' ');
  const cased = titleCase(text).split(' ');
  if (cased.length !== original.length) return titleCase(text);
  return original
    .map((w, i) => {
      const bare = w.replace(/\.$/, '');
      if (isRoman(w) || /\./.test(bare) || ACRONYMS.has(fold(w).replace(/ /g, ''))) return w;
      return cased[i] ?? w;
    })
    .join(' ');
}

interface PersonResult {
  words: Word[];
  reordered: boolean;
}

/**
 * Reorders a surname-first person name: `Mincu Ion` → `Ion Mincu`,
 * `Aricescu D. Constantin` → `Constantin D. Aricescu`, `Brătianu I. C.` →
 * `I. C. Brătianu`. Returns the words unchanged when the rule does not apply.
 */
function reorderPerson(words: Word[]): PersonResult {
  const unchanged = { words, reordered: false };
  if (words.length < 2) return unchanged;
  for (const w of words) {
    if (/\d/.test(w.text) || isLowerWord(w.text) || !isUpperInitial(w.text) || isNumeral(w)) return unchanged;
  }
  // Maximal tail of given names, initials and patronymics.
  let start = words.length;
  while (start > 1) {
    const w = words[start - 1]!;
    if (isGivenWord(w) || isInitials(w) || isPatronymic(w)) start--;
    else break;
  }
  // A patronymic cannot open the tail (`Iacobici` is a surname).
  while (start < words.length && isPatronymic(words[start]!)) start++;
  const head = words.slice(0, start);
  const tail = words.slice(start);
  if (head.length === 0 || tail.length === 0) return unchanged;
  const given = tail.filter(isGivenWord);
  const initials = tail.filter((w) => !isGivenWord(w) && isInitials(w));
  const patronymics = tail.filter((w) => !isGivenWord(w) && !isInitials(w));
  const initialLetters = initials.reduce((n, w) => n + initialUnits(w), 0);
  const abbreviated = initials.some((w) => GIVEN_ABBREVIATIONS.has(w.key));
  if (given.length === 0 && initialLetters < 2 && !abbreviated) return unchanged;
  if (head.every((w) => isInitials(w))) return unchanged;
  const first = head[0]!;
  if (NON_SURNAME_HEADS.has(first.key) || isTitleKey(first.key)) return unchanged;
  if (GIVEN_NAMES.has(first.key)) {
    // Both orders are plausible; only a given name that is mostly a surname may come first.
    const tailFirst = given[0];
    if (!SURNAME_LIKE_GIVEN.has(first.key) || !tailFirst || SURNAME_LIKE_GIVEN.has(tailFirst.key)) return unchanged;
  }
  return { words: [...given, ...initials, ...patronymics, ...head], reordered: true };
}

/** Strips a trailing type reference (`Fdt. II`, `prelungire`) that repeats the street type. */
function stripTypeSuffix(words: Word[], type: StreetType): { words: Word[]; ordinal: string | undefined } {
  if (type.id === 0 || words.length < 2) return { words, ordinal: undefined };
  const last = words[words.length - 1]!;
  const roman = isRoman(last.text) ? last.text.replace(/\.$/, '') : undefined;
  const typeAt = roman ? words.length - 2 : words.length - 1;
  const typeWord = words[typeAt];
  if (typeAt >= 1 && typeWord && type.forms.includes(typeWord.key)) {
    return { words: words.slice(0, typeAt), ordinal: roman };
  }
  return { words, ordinal: undefined };
}

/** Splits `main, suffix` (also `main - suffix`); the suffix is `''` when there is none. */
function splitSuffix(text: string): [string, string] {
  const match = /^(.*?)\s*(?:,|\s[-–]\s)\s*(.*)$/.exec(text);
  if (!match) return [text, ''];
  return [match[1]!.trim(), match[2]!.trim()];
}

function joinWords(words: readonly Word[]): string {
  return words.map((w) => w.text).join(' ');
}

/**
 * Canonicalises one street of the data: `typeWord` is the `Tip artera` cell
 * (`Stradă`, `Şosea`, `Alee I`...), `rawName` the `Denumire artera` cell
 * (`Mincu Ion, arh.`). Never throws; an unknown type gives `typeId` 0 and keeps
 * the type word as written before the name.
 */
export function canonicalStreet(typeWord: string, rawName: string): CanonicalStreet {
  const typeText = toCommaBelow(String(typeWord ?? '').normalize('NFC'));
  let dataType = streetTypeFromData(typeText);
  if (!dataType) {
    const typeTokens = foldTokens(typeText);
    const prefix = matchStreetTypePrefix(typeTokens, 0);
    const prefixType = prefix && prefix.length === typeTokens.length ? streetTypeById(prefix.typeId) : undefined;
    if (prefixType) dataType = { type: prefixType, ordinal: undefined };
  }
  const type = dataType?.type ?? NO_STREET_TYPE;
  let ordinal = dataType?.ordinal;

  // Comma-below letters, tidy spaces, title-case ALL-CAPS, set parentheticals aside.
  let text = fixAllCaps(toCommaBelow(String(rawName ?? '').normalize('NFC')));
  const parentheticals: string[] = [];
  text = text.replace(/\(([^()]*)\)/g, (_m, inner: string) => {
    const q = inner.trim();
    if (q !== '') parentheticals.push(`(${q})`);
    return ' ';
  });
  text = text.replace(/\s+/g, ' ').trim();

  const [mainText, suffixText] = splitSuffix(text);
  let words = mainText
    .split(' ')
    .flatMap((w) => {
      const glued = /^(\p{Lu}\p{Ll}?\.)(\p{Lu}\p{Ll}+)$/u.exec(w);
      return glued ? [glued[1]!, glued[2]!] : [w];
    })
    .filter((w) => w !== '')
    .map(makeWord)
    .map(undotWord);

  // The name may repeat the type: `Parc` + `Parcul Sportiv Municipal`. It is
  // dropped before a capitalised word; before `lui`, `la`... the whole name is
  // kept and shown without a second type word (`Drumul lui David`).
  let typeInName = false;
  if (type.id !== 0 && words.length > 1) {
    const head = words[0]!;
    if (!head.dotted && (head.key === fold(type.word) || head.key === fold(type.article))) {
      if (isLowerWord(words[1]!.text)) typeInName = true;
      else words = words.slice(1);
    }
  }
  const typeSuffix = stripTypeSuffix(words, type);
  words = typeSuffix.words;
  ordinal = ordinal ?? typeSuffix.ordinal;

  const titleParts: string[] = [];
  const titles: PersonTitle[] = [];
  let afterName = '';
  let suffixIsName = false;
  let sacred = false;
  let forceKeep = false;

  // The comma suffix.
  let suffix = suffixText;
  if (suffix !== '') {
    const suffixWords = suffix.split(' ').filter((w) => w !== '').map(makeWord);
    const asType = stripTypeSuffix([makeWord('x'), ...suffixWords], type);
    if (asType.words.length === 1 && type.id !== 0) {
      ordinal = ordinal ?? asType.ordinal;
      suffix = '';
    }
  }
  if (suffix !== '') {
    const phrase = parseTitlePhrase(suffix);
    const suffixWords = suffix.split(' ').filter((w) => w !== '').map(makeWord);
    const lastSuffix = suffixWords[suffixWords.length - 1];
    const suffixName = NAME_SUFFIXES.get(fold(suffix).replace(/ /g, ''));
    if (phrase) {
      titleParts.push(...phrase.display);
      titles.push(...phrase.titles);
    } else if (suffixName !== undefined) {
      afterName = ` ${suffixName}`;
    } else if (lastSuffix && suffixWords.length >= 2 && PARTICLES.has(lastSuffix.text)) {
      suffixIsName = true;
    } else {
      afterName = `, ${suffix}`;
      forceKeep = true;
    }
  }

  // Titles inside the name: leading, trailing, then a dotted one in the middle.
  const leading: string[] = [];
  while (words.length > 1) {
    const t = titleInName(words[0]!, (x) => x.kind !== 'epithet' && x.kind !== 'qualifier');
    if (!t || t.kind === 'qualifier') break;
    const shown = titleDisplay(t, words[0], words[1]);
    leading.push(shown);
    titles.push(shown === 'Sfânta' ? (personTitle('sfanta') ?? t) : t);
    if (t.kind === 'sacred') sacred = true;
    words = words.slice(1);
  }
  const trailing: string[] = [];
  while (words.length > 1) {
    const last = words[words.length - 1]!;
    const t = titleInName(last, (x) => x.kind === 'rank');
    if (!t || t.kind === 'qualifier') break;
    trailing.unshift(titleDisplay(t, last, undefined));
    titles.push(t);
    words = words.slice(0, -1);
  }
  let reordered = false;
  let core = words;
  if (!sacred && !suffixIsName) {
    for (let i = 1; i < words.length - 1; i++) {
      const w = words[i]!;
      if (!w.dotted) continue;
      const t = personTitle(w.key);
      if (!t || t.kind === 'qualifier') continue;
      const personal = reorderPerson([...words.slice(0, i), ...words.slice(i + 1)]);
      const tailGiven = words.slice(i + 1).every((x) => isGivenWord(x) || isInitials(x));
      titles.push(t);
      if (personal.reordered && tailGiven) {
        trailing.push(titleDisplay(t, w, words[i + 1]));
        core = personal.words;
        reordered = true;
      } else {
        core = [...words.slice(0, i), { text: titleDisplay(t, w, words[i + 1]), key: t.folded, dotted: false }, ...words.slice(i + 1)];
      }
      break;
    }
  }
  if (!reordered && !sacred && !forceKeep) {
    if (suffixIsName) {
      // `Balzac, Honoré de` → `Honoré de Balzac` (the name part is not reordered).
    } else {
      const last = core[core.length - 1];
      const second = core[1];
      if (core.length >= 3 && last && PARTICLES.has(last.text) && second && isGivenWord(second)) {
        core = [...core.slice(1), core[0]!];
        reordered = true;
      } else {
        const personal = reorderPerson(core);
        core = personal.words;
        reordered = personal.reordered;
      }
    }
  }

  let nameText = joinWords(core);
  if (suffixIsName) {
    nameText = `${suffix} ${nameText}`;
    reordered = true;
  }
  const titleText = [...titleParts, ...leading, ...trailing].join(' ');
  const pieces = [ordinal ?? '', titleText, nameText + afterName, ...parentheticals];
  const name = toCommaBelow(pieces.filter((p) => p !== '').join(' '));
  const article = type.id !== 0 ? type.article : typeText;
  const display = toCommaBelow(article === '' || typeInName ? name : name === '' ? article : `${article} ${name}`);
  const nameTokens = foldTokens(name);

  // Alias tokens.
  const aliases = new Set<string>();
  const have = new Set(nameTokens);
  const add = (token: string): void => {
    if (token !== '' && !have.has(token)) aliases.add(token);
  };
  for (const t of titles) {
    // Abbreviations, not the articulated forms (`doctorul`).
    for (const key of t.keys) if (!key.startsWith(t.keys[0]) || key === t.keys[0]) add(key);
  }
  if (titles.some((t) => t.folded === 'sfantul' || t.folded === 'sfanta' || t.folded === 'sfintii')) add('sf');
  for (const token of nameTokens) for (const v of givenNameVariants(token)) add(v);
  for (const w of text.split(' ').map(makeWord)) {
    const full = GIVEN_ABBREVIATIONS.get(w.key);
    if (full && (w.dotted || w.key === 'dtru')) {
      add(full);
      for (const v of givenNameVariants(full)) add(v);
    }
  }
  // Words of the official spelling (`Ioan` where the canonical name says `Ion`...),
  // except the pieces of abbreviated titles (`g-ral.` folds to `g ral`).
  for (const raw of text.split(' ')) {
    if (isTitleKey(makeWord(raw).key)) continue;
    for (const token of foldTokens(raw)) add(token);
  }

  return {
    typeId: type.id,
    display,
    name,
    tokens: nameTokens,
    aliasTokens: [...aliases],
    title: toCommaBelow(titleText),
    reordered,
  };
}
