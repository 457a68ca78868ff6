/**
 * Counties and the locality aliases people type, shared by the index build and
 * by query parsing (autocomplete and verify).
 *
 * Everything here works on folded tokens, as made by `tokens()` of the
 * normalizer: `Tg. Jiu` is `['tg', 'jiu']`, `Dr. Tr. Severin` is
 * `['dr', 'tr', 'severin']`, `sect. 3` is `['sect', '3']`.
 *
 * - {@link COUNTIES}: the 41 counties and Municipiul București with their
 *   two-letter codes, display names (comma-below letters), SIRUTA `JUD` numbers
 *   and SIRUTA codes; look-ups by code, `JUD` number and name.
 * - {@link rewriteLocalityTokens}: expands abbreviations and old spellings
 *   (`tg` → `targu`, `tirgu` → `targu`, `rm` → `ramnicu`, `dr tr severin` →
 *   `drobeta turnu severin`, `sf` → `sfantu`, `buc` → `bucuresti`...).
 * - {@link analyzeLocalityTokens}: the rewrite plus the recognised locality-kind
 *   words (`mun`, `oras`, `com`, `sat`...), București sectors (`sector 3`,
 *   `sect. 3`, `s3`, `sectorul 3`) and county references (`jud. Cluj`, `CJ`),
 *   with their token spans, and the remaining name tokens.
 * - {@link localityNameAlias}: whole-name aliases that are safe because no other
 *   locality has that name (`cluj` → `cluj napoca`, `sighet` →
 *   `sighetu marmatiei`). `piatra` and `baia` are deliberately absent: 15
 *   villages are called Piatra and 5 Baia.
 *
 * @module
 */

import { COUNTY_MARKERS, COUNTY_SEATS, COUNTY_WORDS_AFTER_NAME, FOREIGN_MARKER_LINKS, HOUSE_MARKERS, MONTHS, NEIGHBOURHOOD_WORDS, POST_OFFICE_PHRASES, SECTOR_ORDINALS, SECTOR_WORDS } from './vocabulary.js';
import { fold, foldWithoutRomanianLetters, tokens as foldTokens } from './normalize.js';

// ---------------------------------------------------------------------------
// Counties
// ---------------------------------------------------------------------------

/** A county (județ) or Municipiul București. */
export interface County {
  /** Two-letter code as on number plates (`CJ`), `B` for București. */
  readonly code: string;
  /** Display name with comma-below letters: `Bistrița-Năsăud`, `București`. */
  readonly name: string;
  /** Folded name: `bistrita nasaud`. */
  readonly folded: string;
  /** SIRUTA county number (`JUD`): 1 Alba … 39 Vrancea, 40 București, 51 Călărași, 52 Giurgiu. */
  readonly jud: number;
  /** SIRUTA code of the county (the NIV 1 row): 10 for Alba, 403 for București. */
  readonly siruta: number;
}

function county(code: string, name: string, jud: number, siruta: number): County {
  return Object.freeze({ code, name, folded: fold(name), jud, siruta });
}

/**
 * Counties whose towns and villages people write with another county's name: the suburbs of
 * București are in Ilfov, and are written `Afumați, București`. By the code written, the code of
 * the county to try before any other when the written one has no place of the name.
 */
export const SUBURBS_COUNTY: ReadonlyMap<string, string> = new Map([['B', 'IF']]);
/** The code of București, the county a sector names. */
export const BUCHAREST_CODE = 'B';

/** The 42 counties (41 județe and Municipiul București), in SIRUTA `JUD` order. */
export const COUNTIES: readonly County[] = Object.freeze([
  county('AB', 'Alba', 1, 10),
  county('AR', 'Arad', 2, 29),
  county('AG', 'Argeș', 3, 38),
  county('BC', 'Bacău', 4, 47),
  county('BH', 'Bihor', 5, 56),
  county('BN', 'Bistrița-Năsăud', 6, 65),
  county('BT', 'Botoșani', 7, 74),
  county('BV', 'Brașov', 8, 83),
  county('BR', 'Brăila', 9, 92),
  county('BZ', 'Buzău', 10, 109),
  county('CS', 'Caraș-Severin', 11, 118),
  county('CJ', 'Cluj', 12, 127),
  county('CT', 'Constanța', 13, 136),
  county('CV', 'Covasna', 14, 145),
  county('DB', 'Dâmbovița', 15, 154),
  county('DJ', 'Dolj', 16, 163),
  county('GL', 'Galați', 17, 172),
  county('GJ', 'Gorj', 18, 181),
  county('HR', 'Harghita', 19, 190),
  county('HD', 'Hunedoara', 20, 207),
  county('IL', 'Ialomița', 21, 216),
  county('IS', 'Iași', 22, 225),
  county('IF', 'Ilfov', 23, 234),
  county('MM', 'Maramureș', 24, 243),
  county('MH', 'Mehedinți', 25, 252),
  county('MS', 'Mureș', 26, 261),
  county('NT', 'Neamț', 27, 270),
  county('OT', 'Olt', 28, 289),
  county('PH', 'Prahova', 29, 298),
  county('SM', 'Satu Mare', 30, 305),
  county('SJ', 'Sălaj', 31, 314),
  county('SB', 'Sibiu', 32, 323),
  county('SV', 'Suceava', 33, 332),
  county('TR', 'Teleorman', 34, 341),
  county('TM', 'Timiș', 35, 350),
  county('TL', 'Tulcea', 36, 369),
  county('VS', 'Vaslui', 37, 378),
  county('VL', 'Vâlcea', 38, 387),
  county('VN', 'Vrancea', 39, 396),
  county('B', 'București', 40, 403),
  county('CL', 'Călărași', 51, 519),
  county('GR', 'Giurgiu', 52, 528),
]);

const COUNTY_BY_CODE = new Map(COUNTIES.map((c) => [c.code.toLowerCase(), c]));
/** Folded name (and variants) → county. */
const COUNTY_BY_NAME = new Map<string, County>(COUNTIES.map((c) => [c.folded, c]));
for (const [variant, code] of [
  ['vilcea', 'VL'],
  ['dimbovita', 'DB'],
  ['bucharest', 'B'],
  // Italian, Spanish, French and German names of the capital and Constanța (`Bucarest`, `Bukarest`, `Costanza`).
  ['bucarest', 'B'],
  ['bukarest', 'B'],
  ['costanza', 'CT'],
  ['buc', 'B'],
  ['municipiul bucuresti', 'B'],
  ['mun bucuresti', 'B'],
  ['caras', 'CS'],
  ['bistrita', 'BN'],
  // Hungarian county names of Transylvanian records (`Hargita megye`).
  ['hargita', 'HR'],
  ['kovaszna', 'CV'],
  ['maros', 'MS'],
  ['kolozs', 'CJ'],
  ['bihar', 'BH'],
  ['szatmar', 'SM'],
  ['temes', 'TM'],
  ['szilagy', 'SJ'],
  ['feher', 'AB'],
  ['beszterce naszod', 'BN'],
  ['maramaros', 'MM'],
  ['brasso', 'BV'],
  ['szeben', 'SB'],
  ['hunyad', 'HD'],
  ['krasso szoreny', 'CS'],
  // German county names of Transylvania's and the Banat's records (`Kreis Hermannstadt`).
  ['hermannstadt', 'SB'],
  ['kronstadt', 'BV'],
  ['temesch', 'TM'],
  ['mieresch', 'MS'],
  ['klausenburg', 'CJ'],
  ['bistritz', 'BN'],
  ['sathmar', 'SM'],
] as const) {
  COUNTY_BY_NAME.set(variant, COUNTY_BY_CODE.get(code.toLowerCase())!);
}
/** The names and variants people type, without the forms an export writes (below): what a query being typed is read with. */
const COUNTY_BY_WRITTEN_NAME: ReadonlyMap<string, County> = new Map(COUNTY_BY_NAME);
// Each name as an export to plain ASCII that drops the Romanian letters writes it (`Arge`, `Bistria-Nsud`,
// `Clrai`): no other county's name, nor a variant above. Not București's (`Bucureti`): the city's name
// too, which the locality's search finds so (a county of that name would leave the address no town).
// Whole addresses are read with them (verify); a query being typed is not: there `arge` is a name
// cut short (Argeșani) and `bacu` the village Bâcu as often (see `analyzeLocalityTokens`).
for (const c of COUNTIES) {
  const dropped = foldWithoutRomanianLetters(c.name);
  if (c.code !== BUCHAREST_CODE && dropped !== c.folded && !COUNTY_BY_NAME.has(dropped)) COUNTY_BY_NAME.set(dropped, c);
}
/** Token lists of the names of `names`, longest first, by their first word: a word read is looked up once, not against every county. */
function phrasesByFirstWord(names: ReadonlyMap<string, County>): ReadonlyMap<string, ReadonlyArray<{ parts: string[]; county: County }>> {
  const phrases = [...names.entries()]
    .filter(([name]) => name !== 'bistrita' && name !== 'caras')
    .map(([name, c]) => ({ parts: name.split(' '), county: c }))
    .sort((a, b) => b.parts.length - a.parts.length);
  const out = new Map<string, Array<{ parts: string[]; county: County }>>();
  for (const phrase of phrases) {
    const list = out.get(phrase.parts[0]!) ?? [];
    list.push(phrase);
    out.set(phrase.parts[0]!, list);
  }
  return out;
}

/** Every county name and variant, an export's forms too, for matching inside an address. */
const COUNTY_PHRASES_BY_FIRST_WORD = phrasesByFirstWord(COUNTY_BY_NAME);
/** Every county name and variant people type, for matching inside a query being typed. */
const WRITTEN_COUNTY_PHRASES_BY_FIRST_WORD = phrasesByFirstWord(COUNTY_BY_WRITTEN_NAME);

/** The last word of every name {@link countyByName} knows (a prefix `jud.` is only ever a first word). */
const COUNTY_NAME_LAST_WORDS: ReadonlySet<string> = new Set([...COUNTY_BY_NAME.keys()].map((name) => name.slice(name.lastIndexOf(' ') + 1)));
/**
 * The first word of every name of several words {@link countyByName} knows (`satu` of `satu mare`): folded words
 * that open none name no county of several words, and are not joined to be asked (most runs that end in a
 * county's name, `Craiova Dolj`, are asked so at each of their last two or three words).
 */
const SEVERAL_WORD_COUNTY_NAME_STARTS: ReadonlySet<string> = new Set([...COUNTY_BY_NAME.keys()].filter((name) => name.includes(' ')).map((name) => name.slice(0, name.indexOf(' '))));

/**
 * False when folded words ending with `word` cannot name a county ({@link countyByName}, and with
 * `codes` {@link findCounty}'s codes too): the reader asks at many runs, and most end otherwise,
 * so one set look-up spares joining and folding their words.
 */
export function mayEndCounty(word: string, codes: boolean): boolean {
  return COUNTY_NAME_LAST_WORDS.has(word) || (codes && COUNTY_BY_CODE.has(word));
}

/** The last words of the county names of several words (`nasaud` of `bistrita nasaud`, `mare` of `satu mare`). */
const SEVERAL_WORD_COUNTY_LAST_WORDS: ReadonlySet<string> = new Set([...COUNTY_BY_NAME.keys()].filter((name) => name.includes(' ')).map((name) => name.slice(name.lastIndexOf(' ') + 1)));

/** False when folded words ending with `word` cannot end a county's name of several words (`Bistrița-Năsăud`, `Satu Mare`): one set look-up. */
export function mayEndCountyOfSeveralWords(word: string): boolean {
  return SEVERAL_WORD_COUNTY_LAST_WORDS.has(word);
}

/** The county with this two-letter code (`CJ`, `cj`, `B`), or undefined. */
export function countyByCode(code: string): County | undefined {
  return COUNTY_BY_CODE.get(fold(String(code ?? '')));
}

const COUNTY_PREFIXES: ReadonlyArray<readonly string[]> = [['judetul'], ['judeul'], ['judet'], ['jude'], ['jud'], ['jd'], ['j']];

/**
 * Strips a leading `județul`, `judet`, `jud.` (folded: `judetul`, `judet`,
 * `jud`) from folded text: `judetul cluj` → `cluj`, `jud satu mare` → `satu mare`;
 * or a county word after the name (`cluj county`, `hargita megye`: {@link COUNTY_WORDS_AFTER_NAME}).
 * Text without either is returned unchanged (but trimmed).
 */
export function stripCountyPrefix(folded: string): string {
  const text = String(folded ?? '').trim();
  // One word (most calls): no prefix to strip, a prefix needs a name after it.
  if (!/\s/.test(text)) return text;
  const parts = text.split(/\s+/);
  for (const prefix of COUNTY_PREFIXES) {
    if (parts.length > prefix.length && prefix.every((p, i) => parts[i] === p)) return parts.slice(prefix.length).join(' ');
  }
  if (COUNTY_WORDS_AFTER_NAME.includes(parts[parts.length - 1]!)) return parts.slice(0, -1).join(' ');
  return parts.join(' ');
}

/**
 * The county with this name, raw or folded, with or without a `Județul`/`Jud.`
 * prefix: `Cluj`, `judetul Cluj`, `Jud. Bistrița-Năsăud`, `Caraş-Severin`
 * (cedilla), `Municipiul București`, `Vîlcea`. Undefined for other text.
 */
export function countyByName(name: string): County | undefined {
  return COUNTY_BY_NAME.get(stripCountyPrefix(fold(String(name ?? ''))));
}

/** A county given as a name or a two-letter code (the `county` option of autocomplete). */
export function findCounty(text: string): County | undefined {
  const folded = stripCountyPrefix(fold(String(text ?? '')));
  return COUNTY_BY_NAME.get(folded) ?? COUNTY_BY_CODE.get(folded);
}

/** True when `word` is one folded word: a-z and 0-9 only, not empty (what `fold` leaves of it is itself). */
function isFoldedWord(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if ((c < 97 || c > 122) && (c < 48 || c > 57)) return false;
  }
  return true;
}

/**
 * {@link countyByName} of the folded words `words[from, to)` joined by spaces, or with `codes`
 * {@link findCounty}'s: the same answer, without joining, folding and splitting the words again
 * (the reader and the locality questions ask it of many runs and names, and most end in a word
 * that ends no county's name). Words that are not folded words are joined and asked as text.
 */
export function countyOfFoldedWords(words: readonly string[], codes: boolean, from = 0, to = words.length): County | undefined {
  for (let i = from; i < to; i++) {
    if (!isFoldedWord(words[i]!)) {
      const text = words.slice(from, to).join(' ');
      return codes ? findCounty(text) : countyByName(text);
    }
  }
  if (to <= from) return undefined;
  // As `stripCountyPrefix`: a prefix before a name, else a county word after it.
  let stripped = false;
  for (const prefix of COUNTY_PREFIXES) {
    if (to - from <= prefix.length) continue;
    let k = 0;
    while (k < prefix.length && words[from + k] === prefix[k]) k++;
    if (k === prefix.length) {
      from += k;
      stripped = true;
      break;
    }
  }
  if (!stripped && to - from > 1 && COUNTY_WORDS_AFTER_NAME.includes(words[to - 1]!)) to--;
  const last = words[to - 1]!;
  if (to - from === 1) return COUNTY_BY_NAME.get(last) ?? (codes ? COUNTY_BY_CODE.get(last) : undefined);
  // Several words: never a code; a name only when its last word ends one.
  if (!COUNTY_NAME_LAST_WORDS.has(last) || !SEVERAL_WORD_COUNTY_NAME_STARTS.has(words[from]!)) return undefined;
  let name = words[from]!;
  for (let i = from + 1; i < to; i++) name += ` ${words[i]!}`;
  return COUNTY_BY_NAME.get(name);
}

// ---------------------------------------------------------------------------
// Locality token rewrites
// ---------------------------------------------------------------------------

/**
 * Single folded tokens rewritten in locality names: abbreviations and the spelling
 * with `î` inside words used before 1993 (`Tîrgu`, `Rîmnicu`, `Vîlcea` fold to
 * `tirgu`, `rimnicu`, `vilcea`, while the current spelling folds to `targu`...).
 */
export const LOCALITY_TOKEN_REWRITES: ReadonlyMap<string, string> = new Map([
  ['tg', 'targu'],
  ['trg', 'targu'],
  ['tirgu', 'targu'],
  ['tirgul', 'targul'],
  ['tirgusor', 'targusor'],
  ['rm', 'ramnicu'],
  ['rimnicu', 'ramnicu'],
  ['rimnicului', 'ramnicului'],
  ['vilcea', 'valcea'],
  ['vilcele', 'valcele'],
  ['cimpulung', 'campulung'],
  ['cimpina', 'campina'],
  ['cimpeni', 'campeni'],
  ['cimpia', 'campia'],
  ['tirgoviste', 'targoviste'],
  ['tirnaveni', 'tarnaveni'],
  ['risnov', 'rasnov'],
  ['sinnicolau', 'sannicolau'],
  ['sintana', 'santana'],
  ['sinmartin', 'sanmartin'],
  ['sinpetru', 'sanpetru'],
  ['singeorz', 'sangeorz'],
  ['singeorgiu', 'sangeorgiu'],
  ['pincota', 'pancota'],
  ['sf', 'sfantu'],
  ['sfint', 'sfantu'],
  ['sfintu', 'sfantu'],
  ['sfantul', 'sfantu'],
  ['sfinta', 'sfanta'],
  ['buc', 'bucuresti'],
  ['bucharest', 'bucuresti'],
  ['bucarest', 'bucuresti'],
  ['bukarest', 'bucuresti'],
  ['costanza', 'constanta'],
  ['bucuresci', 'bucuresti'],
]);

/** Multi-token rewrites, tried before the single-token ones, longest first. */
const PHRASE_REWRITES: ReadonlyArray<{ from: readonly string[]; to: readonly string[] }> = [
  { from: ['dr', 'tr', 'severin'], to: ['drobeta', 'turnu', 'severin'] },
  { from: ['dr', 'turnu', 'severin'], to: ['drobeta', 'turnu', 'severin'] },
  { from: ['drobeta', 'tr', 'severin'], to: ['drobeta', 'turnu', 'severin'] },
  { from: ['tr', 'severin'], to: ['turnu', 'severin'] },
  { from: ['tr', 'magurele'], to: ['turnu', 'magurele'] },
  { from: ['c', 'lung'], to: ['campulung'] },
  { from: ['cimpulung'], to: ['campulung'] },
  { from: ['m', 'ciuc'], to: ['miercurea', 'ciuc'] },
  { from: ['sf', 'elena'], to: ['sfanta', 'elena'] },
  { from: ['sf', 'ana'], to: ['sfanta', 'ana'] },
  // The French `lieu-dit` (a hamlet: `lieu-dit Lunca Zaicii, commune Cornereva`), a village's kind word.
  { from: ['lieu', 'dit'], to: ['sat'] },
].sort((a, b) => b.from.length - a.from.length);

/**
 * Whole-name aliases (folded → folded official name) that are safe: the alias
 * is not itself the name of another locality. Applied to the whole locality
 * phrase only, never to a word inside a longer name.
 */
export const LOCALITY_NAME_ALIASES: ReadonlyMap<string, string> = new Map([
  ['cluj', 'cluj napoca'],
  ['napoca', 'cluj napoca'],
  ['buc', 'bucuresti'],
  ['bucharest', 'bucuresti'],
  ['mun bucuresti', 'bucuresti'],
  ['municipiul bucuresti', 'bucuresti'],
  ['drobeta', 'drobeta turnu severin'],
  ['turnu severin', 'drobeta turnu severin'],
  ['severin', 'drobeta turnu severin'],
  ['sighet', 'sighetu marmatiei'],
  ['odorhei', 'odorheiu secuiesc'],
  ['ciuc', 'miercurea ciuc'],
]);

/**
 * Towns' names of the years since 1950 that people still write (old records, older people's
 * letters): folded former name → folded name of today. Hand-typed, not from the datasets; none is
 * the name of a place today. Verify reads one as its town, the correction's reason `locality`
 * (another name of the place meant, not a short form of its own). `Dr.` and `Gh.` are written
 * short as often as whole, and the kind word of `Orașul Stalin` is read as a marker, leaving `stalin`.
 */
export const LOCALITY_FORMER_NAMES: ReadonlyMap<string, string> = new Map([
  // Brașov, 1950-1960.
  ['orasul stalin', 'brasov'],
  ['stalin', 'brasov'],
  // Onești, 1965-1990.
  ['gheorghe gheorghiu dej', 'onesti'],
  ['gh gheorghiu dej', 'onesti'],
  ['gheorghiu dej', 'onesti'],
  // Ștei, 1958-1990.
  ['dr petru groza', 'stei'],
  ['doctor petru groza', 'stei'],
  ['petru groza', 'stei'],
  // Târgu Secuiesc, until 1950 and in older records.
  ['chezdi osorhei', 'targu secuiesc'],
  ['chezdi osorheiu', 'targu secuiesc'],
  // Ocna Mureș, until 1956.
  ['ocna muresului', 'ocna mures'],
]);

/**
 * Other names verify reads as a town's (not shortenings of its name, so they do
 * not make a place "named by an alias" for autocomplete's coverage): short forms
 * written on forms and labels, the Hungarian and German names that
 * Transylvanian records use, and the {@link LOCALITY_FORMER_NAMES}.
 */
export const LOCALITY_OTHER_NAMES: ReadonlyMap<string, string> = new Map([
  ...LOCALITY_FORMER_NAMES,
  ['m ciuc', 'miercurea ciuc'],
  ['piatra n', 'piatra neamt'],
  ['p neamt', 'piatra neamt'],
  ['tgv', 'targoviste'],
  ['cta', 'constanta'],
  ['c ta', 'constanta'],
  ['b mare', 'baia mare'],
  ['a iulia', 'alba iulia'],
  ['cp lung', 'campulung'],
  ['c lung', 'campulung'],
  ['campulung mold', 'campulung moldovenesc'],
  ['sighetu marm', 'sighetu marmatiei'],
  ['sighet marm', 'sighetu marmatiei'],
  ['cimpulung mold', 'campulung moldovenesc'],
  // Câmpulung of Argeș by its historic name, still in use.
  ['campulung muscel', 'campulung'],
  ['cimpulung muscel', 'campulung'],
  ['bucarest', 'bucuresti'],
  ['bukarest', 'bucuresti'],
  // Iași by its old French and German spelling, still in foreign records.
  ['jassy', 'iasi'],
  ['iassy', 'iasi'],
  // Hungarian and German names that Transylvanian records use for the larger towns.
  ['sepsiszentgyorgy', 'sfantu gheorghe'],
  ['csikszereda', 'miercurea ciuc'],
  ['szekelyudvarhely', 'odorheiu secuiesc'],
  ['marosvasarhely', 'targu mures'],
  ['kezdivasarhely', 'targu secuiesc'],
  ['gyergyoszentmiklos', 'gheorgheni'],
  ['szekelykeresztur', 'cristuru secuiesc'],
  ['barot', 'baraolt'],
  ['kolozsvar', 'cluj napoca'],
  ['klausenburg', 'cluj napoca'],
  ['nagyvarad', 'oradea'],
  ['temesvar', 'timisoara'],
  ['temeswar', 'timisoara'],
  ['brasso', 'brasov'],
  ['kronstadt', 'brasov'],
  ['nagyszeben', 'sibiu'],
  ['hermannstadt', 'sibiu'],
  ['segesvar', 'sighisoara'],
  ['schassburg', 'sighisoara'],
  ['medgyes', 'medias'],
  ['mediasch', 'medias'],
  ['beszterce', 'bistrita'],
  ['bistritz', 'bistrita'],
  ['szatmarnemeti', 'satu mare'],
  ['nagybanya', 'baia mare'],
  ['gyulafehervar', 'alba iulia'],
  ['karlsburg', 'alba iulia'],
  ['torda', 'turda'],
  ['szaszregen', 'reghin'],
  ['zilah', 'zalau'],
  ['vajdahunyad', 'hunedoara'],
  ['petrozseny', 'petrosani'],
]);

/**
 * The tokens of {@link rewriteLocalityTokens}, without their origins: `folded` itself when no
 * abbreviation or old spelling is written (most names), so that a name's look-up copies nothing.
 */
export function rewrittenLocalityWords(folded: readonly string[]): readonly string[] {
  let i = 0;
  while (i < folded.length && !PHRASES_BY_FIRST_WORD.has(folded[i]!) && !LOCALITY_TOKEN_REWRITES.has(folded[i]!)) i++;
  return i === folded.length ? folded : rewriteLocalityTokens(folded).tokens;
}

/** Tokens with the index of the input token each came from. */
export interface RewrittenTokens {
  tokens: string[];
  /** `origin[i]` is the index in the input of the token that produced `tokens[i]`. */
  origin: number[];
}

/** {@link PHRASE_REWRITES} by their first word, in their order: every token read is looked up here. */
const PHRASES_BY_FIRST_WORD: ReadonlyMap<string, ReadonlyArray<{ from: readonly string[]; to: readonly string[] }>> = (() => {
  const byFirst = new Map<string, Array<{ from: readonly string[]; to: readonly string[] }>>();
  for (const phrase of PHRASE_REWRITES) {
    const list = byFirst.get(phrase.from[0]!) ?? [];
    list.push(phrase);
    byFirst.set(phrase.from[0]!, list);
  }
  return byFirst;
})();

/** The first phrase of {@link PHRASE_REWRITES} written at `tokens[start]`, if any. */
function phraseAt(tokens: readonly string[], start: number): { from: readonly string[]; to: readonly string[] } | undefined {
  const phrases = PHRASES_BY_FIRST_WORD.get(tokens[start]!);
  if (phrases === undefined) return undefined;
  for (const phrase of phrases) {
    let k = 1;
    while (k < phrase.from.length && tokens[start + k] === phrase.from[k]) k++;
    if (k === phrase.from.length) return phrase;
  }
  return undefined;
}

/**
 * Rewrites abbreviations and old spellings in folded locality tokens:
 * `['tg', 'jiu']` → `['targu', 'jiu']`, `['dr', 'tr', 'severin']` →
 * `['drobeta', 'turnu', 'severin']`, `['rm', 'valcea']` → `['ramnicu', 'valcea']`,
 * `['sf', 'gheorghe']` → `['sfantu', 'gheorghe']`. Other tokens are kept.
 */
export function rewriteLocalityTokens(folded: readonly string[]): RewrittenTokens {
  const input = Array.isArray(folded) ? folded.map((t) => String(t)) : [];
  const out: string[] = [];
  const origin: number[] = [];
  let i = 0;
  while (i < input.length) {
    const phrase = phraseAt(input, i);
    if (phrase) {
      for (const t of phrase.to) {
        out.push(t);
        origin.push(i);
      }
      i += phrase.from.length;
      continue;
    }
    const token = input[i]!;
    out.push(LOCALITY_TOKEN_REWRITES.get(token) ?? token);
    origin.push(i);
    i++;
  }
  return { tokens: out, origin };
}

/**
 * The county whose seat folded locality tokens name whole, short forms written in full (`['tg',
 * 'jiu']`: Gorj; `['targu', 'mures']`: Mureș), if any: rural papers write the seat where the county
 * goes (`COUNTY_SEATS`).
 */
export function countyBySeat(folded: readonly string[]): County | undefined {
  return COUNTIES_BY_SEAT.get(rewrittenLocalityWords(folded).join(' '));
}

/** The official folded name a whole locality phrase stands for (`cluj` → `cluj napoca`), or undefined. */
export function localityNameAlias(foldedName: string): string | undefined {
  const key = foldTokens(String(foldedName ?? '')).join(' ');
  const direct = LOCALITY_NAME_ALIASES.get(key);
  if (direct) return direct;
  const rewritten = rewriteLocalityTokens(key === '' ? [] : key.split(' ')).tokens.join(' ');
  return LOCALITY_NAME_ALIASES.get(rewritten);
}

// ---------------------------------------------------------------------------
// Markers: locality kind, sector, county
// ---------------------------------------------------------------------------

/** Kind of administrative unit a marker word names. */
export type LocalityKind = 'municipiu' | 'oras' | 'comuna' | 'sat' | 'localitate' | 'judet';

/** A span of tokens `[start, end)` in {@link LocalityAnalysis.tokens}. */
export interface TokenSpan {
  start: number;
  end: number;
}

export interface KindMarker extends TokenSpan {
  kind: LocalityKind;
  /** A marker that also begins names (`Colonia Bod`), read both ways: the marker's reading weighs `READING_PRIOR.markerOpeningName`. */
  opensName?: true;
  /** A kind word in the genitive after another word (`Sărbătoarea satului Poiana`): a marker only inside its field, before a name (the reader checks the field). */
  genitive?: true;
}

export interface SectorRef extends TokenSpan {
  /** 1 to 6. */
  sector: number;
}

export interface CountyRef extends TokenSpan {
  county: County;
  /**
   * True when written as a county (`jud. Cluj`, `judetul CJ`); false for a bare
   * code (`CJ`) or a bare county name (`Cluj`), which may as well be a locality.
   */
  explicit: boolean;
}

/** Result of {@link analyzeLocalityTokens}. */
export interface LocalityAnalysis extends RewrittenTokens {
  /** Kind words (`mun`, `orasul`, `com`, `sat`, `loc`, and a `jud` not followed by a county). */
  kinds: KindMarker[];
  /** Kind words read as the first word of a name (`Sat Nou`), which may still be markers (`sat Nou, com. Roșia`: the village Nou); not in `kinds`, their tokens in `rest`. */
  kindsInNames: KindMarker[];
  /** București sectors (`sector 3`, `sect 3`, `s3`, `sectorul iii`). */
  sectors: SectorRef[];
  /** County references, explicit ones first in text order, then bare ones. */
  counties: CountyRef[];
  /** Tokens outside kind markers, sectors and explicit county references: the name. */
  rest: string[];
  /** Index in `tokens` of each token of `rest`. */
  restIndex: number[];
  /** Whole-name alias of `rest` (`cluj` → `cluj napoca`), if any. */
  alias: string | undefined;
}

/**
 * The kind words of forms filled abroad and of messages home, Italian, Spanish, German and French
 * (`frazione Chelința, comune Ulmeni`, `pueblo Codăești`, `aldea Cioroiu, ayuntamiento Fălcoiu`,
 * `Dorf Mădei, Gemeinde Borca`, `municipio de Ponoarele`, `Città Vaslui`, `Localidad Negești`): the
 * same roles as the Romanian words. The Spanish `municipio` and `ayuntamiento` name the commune a
 * village belongs to, as the Italian `comune` does. After one, {@link FOREIGN_MARKER_LINKS} go with it.
 */
const FOREIGN_KIND_WORDS: ReadonlyMap<string, LocalityKind> = new Map([
  ['villaggio', 'sat'], ['frazione', 'sat'], ['paese', 'sat'], ['pueblo', 'sat'], ['dorf', 'sat'],
  ['comune', 'comuna'], ['ayuntamiento', 'comuna'], ['municipio', 'comuna'], ['gemeinde', 'comuna'],
  ['localita', 'localitate'], ['localidad', 'localitate'], ['citta', 'localitate'], ['ortschaft', 'localitate'],
]);
/**
 * A post office's word before the place it is named after (`C.P. 57, OP Lunca, jud. BT`, a PO box at the office): an
 * office is in a commune's seat or a town, so the place is read as `com.` marks one (a town's name after `com.` is still
 * the town's). Only before a name: `OP nr. 123`, `OP 2` number a payment order or a town's office, no place. Not among
 * the words every reader takes for a kind ({@link LOCALITY_KIND_WORDS}): alone, `OP` is a payment order.
 */
const POST_OFFICE_WORDS: ReadonlySet<string> = new Set(['op']);
/**
 * The phrases of a post office written out or with dots (`O.P. Lunca`, `Oficiul Poștal Daneți`: {@link POST_OFFICE_PHRASES}),
 * before the place it is named after: read as `OP` is (as `com.`: an office sits in a commune's seat or a town), and, as
 * `OP`, only where the text marks a part besides (`jud.`, `com.`: {@link mayMarkLocality} is not opened by them; `Se
 * ridică de la Oficiul Poștal Timișoara 8` after an address is another place's mention). Before a name only (`OP nr. 123`
 * is read as before). Not the town hall (`Primăria Lunca`): prose names it as an institution (`Informații la Primăria
 * Otopeni` after `Oraș Otopeni`, `Observații la Primăria până la …`), where a commune's marker contradicts the town's;
 * nor a school (`Școala Gimnazială Lunca`): a village that is no seat has its school (issue 24, fix132).
 */
const SEAT_OFFICE_PHRASES: readonly (readonly string[])[] = POST_OFFICE_PHRASES.filter((p) => p.length > 1);
/** The first words of {@link SEAT_OFFICE_PHRASES}. */
const SEAT_OFFICE_FIRST_WORDS: ReadonlySet<string> = new Set(SEAT_OFFICE_PHRASES.map((p) => p[0]!));
const KIND_WORDS: ReadonlyMap<string, LocalityKind> = new Map([
  ['mun', 'municipiu'],
  ['municipiu', 'municipiu'],
  ['municipiul', 'municipiu'],
  ['municip', 'municipiu'],
  ['oras', 'oras'],
  ['orasul', 'oras'],
  ['or', 'oras'],
  // Identity cards write `Orș.` (`Sat. Coșlariu Nou Orș. Teiuș Jud. Alba`).
  ['ors', 'oras'],
  ['com', 'comuna'],
  // Town halls' agricultural registers shorten it to two letters (`s. Viașu cm. Pătulele j. Mehedinți`) (issue 24, shapes93).
  ['cm', 'comuna'],
  ['comuna', 'comuna'],
  ['sat', 'sat'],
  ['satul', 'sat'],
  ['loc', 'localitate'],
  ['localitatea', 'localitate'],
  // The genitive, after what of the place is meant (`în zona localității Valea Mare (Olt)`, a road works notice).
  ['localitatii', 'localitate'],
  ['localitate', 'localitate'],
  // `cartier Feneș`, `cart. Archia`: a district of a city that is a locality of its own in SIRUTA.
  ['cartier', 'localitate'],
  ['cart', 'localitate'],
  // International checkouts write the kind in English after the name (`Plaiuri village, Pianu commune`);
  // a listing names a resort so (`Durău resort, Ceahlău commune`: a locality, whatever its kind).
  ['village', 'sat'],
  ['commune', 'comuna'],
  // (Shortened as English abbreviates it: `Transfer from Deja, Salatig comm., SJ`; issue 24, shapes117.)
  ['comm', 'comuna'],
  ['resort', 'localitate'],
  ...FOREIGN_KIND_WORDS,
]);
/**
 * Kind words shortened to their first letter, as clerks write them (`s. Limba, c. Ciugud, j. Alba`).
 * A letter is as often an initial of a name (`Str. C. A. Rosetti`, `S. Bărnuțiu`), so before a
 * name it is read both ways (see `kindsInNames`); `j` is a county's marker only before a county.
 */
const LETTER_KIND_WORDS: ReadonlyMap<string, LocalityKind> = new Map([['s', 'sat'], ['c', 'comuna']]);
/**
 * Words that mark a part of a town (a workers' colony, a district, a zone: `Colonia Bonciu`,
 * `Cartierul Bonciu`, `Zona Bonciu`, the village Bonciu of Băbeni) and also begin names of places
 * and streets (`Colonia Bod`, `Cartierul Dâmbu`, street type `Colonie`, `Zona Industrială`): read
 * both ways (see `kindsInNames`), the index decides. (`cartier` itself begins no name: a kind word.)
 */
const KIND_WORDS_OPENING_NAMES: ReadonlyMap<string, LocalityKind> = new Map([
  ['colonia', 'localitate'], ['colonie', 'localitate'], ['cartierul', 'localitate'], ['zona', 'localitate'],
  // Spanish `aldea` (a hamlet: `aldea Cioroiu`), also the name of a village of Harghita.
  ['aldea', 'sat'],
]);
/**
 * `satul`, `orașul` said short, as heard and written down (`satu Cotu lui Ivan`): read both ways, as
 * {@link KIND_WORDS_OPENING_NAMES} are, but never before a word that goes on a name they begin (`Satu
 * Mare`, `Satu Nou`, `Orașu Nou`: {@link NOT_A_SAT_MARKER}); `satu` only before a unit's marker.
 */
export const SPOKEN_KIND_WORDS: ReadonlyMap<string, LocalityKind> = new Map([['satu', 'sat'], ['orasu', 'oras']]);
/**
 * True when a commune, town or city is marked at or after `from` (`satu Cotu lui Ivan comuna Golăiești`):
 * a spoken `satu` is read as the marker only in an address said as a register writes it, unit and all;
 * alone it is more likely a name's first word mistyped (`Satu Baba` for Satu Barbă).
 */
function unitMarkedAfter(tokens: readonly string[], from: number): boolean {
  for (let k = from; k < tokens.length; k++) {
    const kind = KIND_WORDS.get(tokens[k]!) ?? SPOKEN_KIND_WORDS.get(tokens[k]!);
    if (kind === 'comuna' || kind === 'oras' || kind === 'municipiu') return true;
  }
  return false;
}
export const LETTER_COUNTY_WORD = 'j';
/**
 * Words that mark a county only before one: the letter (`j. Alba`), the `Co.` of British and Irish
 * addresses, which foreigners write for a Romanian county (`Corbeni⏎Co. Argeș⏎Romania`), and `județu`,
 * `județul` said short as heard and written down (`județu Iași`), which is also a word of a street's
 * name (`Caloian Județu`).
 */
export const COUNTY_WORDS_BEFORE_ONE: ReadonlySet<string> = new Set([LETTER_COUNTY_WORD, 'co', 'judetu']);

/**
 * Kind words in the genitive (`Sectorul 1 al Municipiului București`, `… al orașului Buftea`, `Școala Gimnazială a
 * satului Poiana`), and the article that goes before them. Markers only after their article or an institution's
 * name (`Valea Satului`, `Dealu Orașului` are places' names, `Strada Județului` a street's).
 */
const GENITIVE_KIND_WORDS: ReadonlyMap<string, LocalityKind> = new Map([['municipiului', 'municipiu'], ['orasului', 'oras'], ['comunei', 'comuna'], ['satului', 'sat']]);
/** The county's word in the genitive (`Consiliul Județean al județului Bacău`): a county's marker before a county only, after its article or an institution's name, as {@link GENITIVE_KIND_WORDS} are. */
const GENITIVE_COUNTY_WORD = 'judetului';
/** The feminine article before a genitive kind word (`Școala Gimnazială a comunei Vad`): it goes with the marker, before a genitive only (`nr. 5 a com. Vad` keeps the house's letter). */
const GENITIVE_ARTICLE = 'a';
/**
 * Words that tie a village to its unit before the unit's kind word (`Pietroasa din comuna
 * Moldovenești`, `sat Ciurila aparținător comunei Ciurila`, `satul X al comunei Y`): they go with
 * the marker, and end the village's name as a comma would.
 */
const KIND_LINKS: ReadonlySet<string> = new Set(['al', 'din', 'apartinator', 'apartinatoare',
  // Italian (`Dămileni del comune di Cristinești`).
  'del', 'della']);
/** True for a word that ties a genitive kind or county word to what is before it (`al`, `a`, `din`). */
function genitiveLinks(word: string): boolean {
  return KIND_LINKS.has(word) || word === GENITIVE_ARTICLE;
}
/** The English word between a kind word and the name it marks (`Village of Densus`, `Commune of Ceahlău`): it goes with the marker. */
const KIND_LINK_AFTER = 'of';
/**
 * Words that join two kind words marking one name (`sat și comuna Produlești`, `sat și comună Tanacu`,
 * `sat/comuna Ciucea`): the place is both, a commune (or town) and its seat village, and the name is
 * read as the unit's (whose code is its seat's); the joined words go with the marker.
 */
const KIND_JOINS: ReadonlySet<string> = new Set(['si', 'sau', 'and']);
/**
 * The kind of a name marked by the kind word `kind` at `i`, a join and a second kind word before the
 * name (see {@link KIND_JOINS}): the unit's, where one of the two is a unit; undefined when the words
 * at `i` are no such marker.
 */
function joinedKindAt(tokens: readonly string[], i: number, kind: LocalityKind): LocalityKind | undefined {
  if (kind === 'judet' || i + 3 >= tokens.length || !KIND_JOINS.has(tokens[i + 1]!)) return undefined;
  const other = KIND_WORDS.get(tokens[i + 2]!);
  if (other === undefined || other === 'judet') return undefined;
  return kind === 'sat' || kind === 'localitate' ? other : kind;
}
/** The locality kind a marker word names (`com` → `comuna`), or undefined. */
export function localityKindOf(word: string): LocalityKind | undefined {
  return KIND_WORDS.get(word);
}
/** Every word {@link analyzeLocalityTokens} reads as a locality kind (`mun`, `com`, `sat`, `cartier`...). */
export const LOCALITY_KIND_WORDS: ReadonlySet<string> = new Set(KIND_WORDS.keys());
/**
 * `sat`/`satul` followed by these begins a village name (`Sat Nou`, `Sat Bătrân`, `Satul Vechi`,
 * and `Satul Lung`, `Satul de Sus`, `Satul Barbă` written for Satu Lung, Satu de Sus, Satu Barbă:
 * the second words of such names of the data, bar `Poieni`, the name of many villages marked
 * `sat Poieni`), or marks one so named (`sat Nou` of Roșia): see `kindsInNames`.
 */
const NOT_A_SAT_MARKER = new Set(['nou', 'noua', 'batran', 'vechi', 'mare', 'mic', 'lung', 'de', 'barba']);
const COUNTY_WORDS = COUNTY_MARKERS;
const SECTOR_NUMBERS: ReadonlyMap<string, number> = new Map([
  ['1', 1], ['2', 2], ['3', 3], ['4', 4], ['5', 5], ['6', 6],
  ['i', 1], ['ii', 2], ['iii', 3], ['iv', 4], ['v', 5], ['vi', 6],
  // `sectorul unu`, `sectorul doi`: the numbers in words, after a sector word only.
  ['unu', 1], ['intai', 1], ['doi', 2], ['trei', 3], ['patru', 4], ['cinci', 5], ['sase', 6],
]);
/** A sector word glued to its number (`s3`, `sect2`, `sectorul6`); the number is group 1. */
export const GLUED_SECTOR = /^(?:s|sect|sector|sectorul)([1-6])$/;
/** Two-letter codes that are too often ordinary words to be read as a county when bare. */
const AMBIGUOUS_BARE_CODES = new Set(['b', 'is', 'if', 'ot', 'al']);

/** True when a county's name or code ends right before `end` (`cluj` of `cluj judet`). */
function countyEndsAt(tokens: readonly string[], end: number, exportForms: boolean): boolean {
  for (let length = 1; length <= 3 && length <= end; length++) if (matchCountyAt(tokens, end - length, exportForms)?.length === length) return true;
  return end > 0 && COUNTY_BY_CODE.has(tokens[end - 1]!);
}

function matchCountyAt(tokens: readonly string[], start: number, exportForms: boolean): { county: County; length: number } | undefined {
  const first = tokens[start];
  // (This runs for every word read, cold code included: one look-up settles most words.)
  const phrases = first === undefined ? undefined : (exportForms ? COUNTY_PHRASES_BY_FIRST_WORD : WRITTEN_COUNTY_PHRASES_BY_FIRST_WORD).get(first);
  if (phrases === undefined) return undefined;
  for (const { parts, county: c } of phrases) {
    if (parts.every((p, k) => tokens[start + k] === p)) return { county: c, length: parts.length };
  }
  return undefined;
}

/**
 * Every word that may start a kind, a sector or an explicit county for {@link analyzeLocalityTokens}:
 * the marker words it reads, and the words its rewrites turn into one (none today; kept so that a
 * new rewrite cannot make {@link mayMarkLocality} wrong).
 */
const MARKER_WORDS: ReadonlySet<string> = (() => {
  const markers = new Set<string>([...SECTOR_WORDS, 's', ...COUNTY_WORDS, ...KIND_WORDS.keys(), ...GENITIVE_KIND_WORDS.keys(), GENITIVE_COUNTY_WORD, ...LETTER_KIND_WORDS.keys(), ...KIND_WORDS_OPENING_NAMES.keys(), ...SPOKEN_KIND_WORDS.keys(), ...COUNTY_WORDS_BEFORE_ONE]);
  const out = new Set(markers);
  for (const [from, to] of LOCALITY_TOKEN_REWRITES) if (markers.has(to)) out.add(from);
  for (const phrase of PHRASE_REWRITES) if (phrase.to.some((t) => markers.has(t))) out.add(phrase.from[0]!);
  return out;
})();

/**
 * False when {@link analyzeLocalityTokens} of these folded words finds no kind, sector or explicit
 * county (no word is a marker word, or a sector glued to its number): the reader asks this of every
 * text, and most name none, so their analysis is skipped.
 */
export function mayMarkLocality(folded: readonly string[]): boolean {
  for (const t of folded) if (MARKER_WORDS.has(t) || (t.charCodeAt(0) === 115 && GLUED_SECTOR.test(t))) return true;
  return false;
}

/**
 * The length of the office's phrase ({@link SEAT_OFFICE_PHRASES}) at `tokens[i]` when a place's name follows it (a word of
 * letters, no marker, house or genitive word: `Primăria Comunei …` is read by its genitive), else 0.
 */
export function seatOfficeAt(tokens: readonly string[], i: number): number {
  if (!SEAT_OFFICE_FIRST_WORDS.has(tokens[i]!)) return 0;
  for (const p of SEAT_OFFICE_PHRASES) {
    let k = 0;
    while (k < p.length && tokens[i + k] === p[k]) k++;
    if (k < p.length) continue;
    const name = tokens[i + k];
    return name !== undefined && /^[a-z]/.test(name) && !MARKER_WORDS.has(name) && !HOUSE_MARKERS.has(name) && !SEAT_OFFICE_FIRST_WORDS.has(name) ? k : 0;
  }
  return 0;
}

/**
 * Rewrites folded locality tokens ({@link rewriteLocalityTokens}) and finds the
 * locality-kind words, București sectors and county references in them. Spans
 * index the rewritten `tokens`. A kind word counts only when a name follows it,
 * so a half-typed `sat` (maybe `Satu Mare`) stays a name token. `tiedToUnit`: indices of `folded`
 * that the text ties to the place's unit as an article would (a word right after an institution's
 * name: `Primăria Comunei Arefu`): a kind word in the genitive there is a marker. `exportForms`: a
 * county's name is also read as an export to plain ASCII writes it (`jud. Arge`; a whole address,
 * verify's reader), not in a query being typed, where `arge` is a name cut short.
 */
export function analyzeLocalityTokens(folded: readonly string[], tiedToUnit?: ReadonlySet<number>, exportForms = false): LocalityAnalysis {
  const { tokens, origin } = rewriteLocalityTokens(folded);
  const n = tokens.length;
  const used = new Array<boolean>(n).fill(false);
  const kinds: KindMarker[] = [];
  const kindsInNames: KindMarker[] = [];
  const sectors: SectorRef[] = [];
  const explicit: CountyRef[] = [];
  const bare: CountyRef[] = [];
  const mark = (start: number, end: number): void => {
    for (let k = start; k < end; k++) used[k] = true;
  };

  let joined: LocalityKind | undefined;
  for (let i = 0; i < n; i++) {
    if (used[i]) continue;
    const token = tokens[i]!;
    const next = tokens[i + 1];

    // Sectors.
    const glued = GLUED_SECTOR.exec(token);
    if (glued) {
      sectors.push({ sector: Number(glued[1]), start: i, end: i + 1 });
      mark(i, i + 1);
      continue;
    }
    const ordinal = SECTOR_ORDINALS.get(token);
    if (ordinal !== undefined && next !== undefined && SECTOR_WORDS.has(next)) {
      sectors.push({ sector: ordinal, start: i, end: i + 2 });
      mark(i, i + 2);
      i++;
      continue;
    }
    if ((SECTOR_WORDS.has(token) || token === 's') && next !== undefined) {
      const number = SECTOR_NUMBERS.get(next);
      if (number !== undefined && (token !== 's' || /^[1-6]$/.test(next))) {
        sectors.push({ sector: number, start: i, end: i + 2 });
        mark(i, i + 2);
        i++;
        continue;
      }
    }

    // Explicit counties: `jud cluj`, `judetul cj`; `j. Alba` (the letter marks a county only before one); `al
    // județului Bacău` (the genitive after its article or an institution's name, before a county only).
    const genitiveCounty = token === GENITIVE_COUNTY_WORD && ((i > 0 && !used[i - 1] && genitiveLinks(tokens[i - 1]!)) || tiedToUnit?.has(origin[i]!) === true);
    const letter = COUNTY_WORDS_BEFORE_ONE.has(token) || genitiveCounty;
    if (COUNTY_WORDS.has(token) || letter) {
      // (`provincia di Suceava`, `provincia de Galați`: the link goes with the county's word.)
      const link = next !== undefined && FOREIGN_MARKER_LINKS.has(next) && !letter ? 1 : 0;
      const byName = matchCountyAt(tokens, i + 1 + link, exportForms);
      const byCode = tokens[i + 1 + link] === undefined ? undefined : COUNTY_BY_CODE.get(tokens[i + 1 + link]!);
      const found = byName?.county ?? byCode;
      // (`județu` said before București, no județ, is a word of a street's name: `Gh. Județu, mun. București`.)
      const county = found?.code === BUCHAREST_CODE && letter && token !== LETTER_COUNTY_WORD ? undefined : found;
      if (county !== undefined) {
        const length = (byName ? byName.length : 1) + link;
        // (`al județului Bacău`: the article goes with the marker.)
        const start = genitiveCounty && i > 0 && !used[i - 1] && genitiveLinks(tokens[i - 1]!) ? i - 1 : i;
        explicit.push({ county, start, end: i + 1 + length, explicit: true });
        mark(start, i + 1 + length);
        i += length;
        continue;
      }
      if (letter) continue;
      // (`Cluj județ`: after the county's name, closing the text, it is that county's word.)
      if (next !== undefined || n === 1 || countyEndsAt(tokens, i, exportForms)) {
        kinds.push({ kind: 'judet', start: i, end: i + 1 });
        mark(i, i + 1);
      }
      continue;
    }

    // Locality kinds.
    // A kind word in the genitive is one after its article only (`al Municipiului`; `Dealu Orașului`
    // is a name), and the article goes with it.
    const linked = i > 0 && !used[i - 1] && (KIND_LINKS.has(tokens[i - 1]!) || (tokens[i - 1] === GENITIVE_ARTICLE && GENITIVE_KIND_WORDS.has(token)));
    // (Or after what the text ties to the unit: an institution's name, `Primăria Comunei Arefu`.)
    const article = GENITIVE_KIND_WORDS.has(token) && (linked || tiedToUnit?.has(origin[i]!) === true);
    // `O.P. Lunca`, `Oficiul Poștal Daneți`, `Primăria Lunca`: an office at a commune's seat, its words the marker.
    const office = seatOfficeAt(tokens, i);
    if (office > 0) {
      kinds.push({ kind: 'comuna', start: i, end: i + office });
      mark(i, i + office);
      i += office - 1;
      continue;
    }
    const postOffice = POST_OFFICE_WORDS.has(token) && next !== undefined && /^[a-z]/.test(next) && !MARKER_WORDS.has(next) && !HOUSE_MARKERS.has(next);
    const kind = KIND_WORDS.get(token) ?? (article ? GENITIVE_KIND_WORDS.get(token) : undefined) ?? (postOffice ? 'comuna' : undefined);
    const letterKind = LETTER_KIND_WORDS.get(token);
    const spoken = SPOKEN_KIND_WORDS.get(token);
    const spokenKind = spoken !== undefined && next !== undefined && !NOT_A_SAT_MARKER.has(next) && (spoken !== 'sat' || unitMarkedAfter(tokens, i + 2)) ? spoken : undefined;
    const nameKind = letterKind ?? KIND_WORDS_OPENING_NAMES.get(token) ?? spokenKind;
    // `Sărbătoarea satului Poiana`, `Poliția orașului Buftea`: a kind word in the genitive after another word, before a
    // name, is read both ways (`Valea Satului`, `Capu Satului`, `Dealu Orașului` are places' names, ending there).
    const genitive = GENITIVE_KIND_WORDS.get(token);
    if (genitive !== undefined && !article && i > 0 && next !== undefined && !/^\d/.test(next) && !MARKER_WORDS.has(next)) {
      kindsInNames.push({ kind: genitive, start: i, end: i + 1, genitive: true });
      continue;
    }
    // (`Colonia Satu Nou`: a spoken kind word that begins a name is no marker after it.)
    const nextMarks = next !== undefined && MARKER_WORDS.has(next) && !(SPOKEN_KIND_WORDS.has(next) && NOT_A_SAT_MARKER.has(tokens[i + 2] ?? ''));
    if (nameKind !== undefined && next !== undefined && !/^\d/.test(next) && !nextMarks) {
      kindsInNames.push(letterKind === undefined ? { kind: nameKind, start: i, end: i + 1, opensName: true } : { kind: nameKind, start: i, end: i + 1 });
    }
    // `cartierul 7 Noiembrie`, `zona 1 Mai`: a neighbourhood's name that is a date opens with its number; the word marks it.
    else if (nameKind !== undefined && NEIGHBOURHOOD_WORDS.has(token) && next !== undefined && /^\d{1,2}$/.test(next) && MONTHS.has(tokens[i + 2] ?? '')) {
      kinds.push({ kind: nameKind, start: i, end: i + 1 });
      mark(i, i + 1);
    }
    else if (kind && next !== undefined && kind === 'sat' && NOT_A_SAT_MARKER.has(next)) kindsInNames.push({ kind, start: i, end: i + 1 });
    else if (kind && next !== undefined && (joined = joinedKindAt(tokens, i, kind)) !== undefined) {
      kinds.push({ kind: joined, start: i, end: i + 3 });
      mark(i, i + 3);
      i += 2;
    }
    else if (kind && (next === KIND_LINK_AFTER || (FOREIGN_MARKER_LINKS.has(next!) && FOREIGN_KIND_WORDS.has(token))) && i + 2 < n && !MARKER_WORDS.has(tokens[i + 2]!)) {
      // (`Dămileni del comune di Cristinești`: the link before it goes with it too.)
      const start = linked ? i - 1 : i;
      kinds.push({ kind, start, end: i + 2 });
      mark(start, i + 2);
      i++;
    }
    else if (kind && next !== undefined) {
      const start = linked ? i - 1 : i;
      kinds.push({ kind, start, end: i + 1 });
      mark(start, i + 1);
    }
  }

  // Bare county names and codes, outside the spans found above.
  for (let i = 0; i < n; i++) {
    if (used[i]) continue;
    const byName = matchCountyAt(tokens, i, exportForms);
    if (byName && !tokens.slice(i, i + byName.length).some((_t, k) => used[i + k])) {
      bare.push({ county: byName.county, start: i, end: i + byName.length, explicit: false });
      i += byName.length - 1;
      continue;
    }
    const token = tokens[i]!;
    const byCode = token.length === 2 && !AMBIGUOUS_BARE_CODES.has(token) ? COUNTY_BY_CODE.get(token) : undefined;
    if (byCode && !(token === 'tr' && tokens[i + 1] !== undefined)) {
      bare.push({ county: byCode, start: i, end: i + 1, explicit: false });
    }
  }

  const rest: string[] = [];
  const restIndex: number[] = [];
  for (let i = 0; i < n; i++) {
    if (!used[i]) {
      rest.push(tokens[i]!);
      restIndex.push(i);
    }
  }
  const alias = rest.length > 0 ? LOCALITY_NAME_ALIASES.get(rest.join(' ')) : undefined;
  return { tokens, origin, kinds, kindsInNames, sectors, counties: [...explicit, ...bare], rest, restIndex, alias };
}

/** {@link COUNTY_SEATS} by the seat's folded words joined with one space (static data: made once, at the end of the module, after the counties). */
const COUNTIES_BY_SEAT: ReadonlyMap<string, County> = new Map([...COUNTY_SEATS].flatMap(([code, seat]) => {
  const county = countyByCode(code.toLowerCase());
  return county === undefined ? [] : [[foldTokens(seat).join(' '), county] as [string, County]];
}));
