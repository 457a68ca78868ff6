/**
 * Reads what a user typed into an address search box: its folded words, and
 * for each word what it may stand for besides a word of a name — a street type
 * (`str`, `bd`, `b-dul`, `calea`), a person title (`arh.`, `g-ral`), a kind of
 * locality (`mun.`, `com.`, `sat`), a București sector (`sector 3`, `sect. 3`,
 * `s3`), a county (name or code, anywhere), a house number (`12`, `12A`,
 * `nr. 12`) or a building detail (`bl. 3`, `sc. A`).
 *
 * Nothing is decided here: a word such as `alba` or `calea` may be a name word
 * or a county or a street type, and the engine lets each candidate address
 * explain it the way that suits it. The words and their roles come from the
 * one reader of address text (`address-tokens.ts`), which verify reads with too.
 */
import { COUNTY_MARKERS, SECTOR_ONLY_WORDS, SECTOR_WORDS } from '../shared/vocabulary.js';
import { analyzeLocalityTokens, COUNTIES, COUNTY_WORDS_BEFORE_ONE, countyByName, GLUED_SECTOR, SPOKEN_KIND_WORDS, LOCALITY_KIND_WORDS, LOCALITY_NAME_ALIASES, LOCALITY_TOKEN_REWRITES, type County, type LocalityAnalysis, type LocalityKind } from '../shared/aliases.js';
import { editDistance, allowedEdits } from '../matchers/edit-distance.js';
import { STREET_TYPES } from '../shared/street-name.js';
import { queryRoles, splitWords } from '../text/address-tokens.js';
import { fold } from '../shared/normalize.js';
import { AUTOCOMPLETE } from './ranking.js';
import { mapped } from '../shared/arrays.js';

/** Only the first words of a long query count: addresses are short, and the work grows with the words. */
export const MAX_QUERY_WORDS = 12;

/** A county a word may name, and the cost of reading it so (0, or more for a half-typed or mistyped name). */
export interface CountyRef {
  county: County;
  cost: number;
}

/** One word of the query and what it may stand for. */
export interface QueryWord {
  /** Folded text; a form written as two tokens (`b-dul`, `g-ral`) is joined (`bdul`, `gral`). */
  text: string;
  /** True for the last word while it is being typed (no space or punctuation after it). */
  prefix: boolean;
  /** Other spellings to match exactly: `targu` for `tg`, `sighetu` for `sighet`, `general` for `gral`. */
  alternatives: string[];
  /** True when the word may be a word of a place or street name. */
  name: boolean;
  /** Street type id when the word is a street type or its abbreviation, else 0. */
  streetType: number;
  /** Cost of reading the word as that street type: 0, or {@link AUTOCOMPLETE}.perMistake per typing mistake (`srtada`). */
  typeCost: number;
  /** True when the word is a person title (`arh`, `dr`, `general`). */
  title: boolean;
  /** The kind of locality the word names (`mun`, `com`, `sat`...). */
  kind: LocalityKind | undefined;
  /** București sector 1-6 the word (with the one before it) names, else 0. */
  sector: number;
  /** Counties the word may name. */
  counties: CountyRef[];
  /** True when the word may be the house number (digits, maybe a letter: `12`, `12a`). */
  numeric: boolean;
  /** True when the word is a keyword or value that every address can carry (`nr`, `bl 3`, `jud`). */
  marker: boolean;
}

export interface AnalyzedQuery {
  words: QueryWord[];
  /** Building details after the house number (`bl 3 sc a`), as typed (folded). */
  details: string;
  /** True when the query names a street type or has a number after a name: streets come before places among equals. */
  streetSignal: boolean;
}


/** Single-word whole-name aliases whose target starts with a longer form of the word: `sighet` → `sighetu`. */
const NAME_ALIAS_WORDS: ReadonlyMap<string, string> = new Map(
  [...LOCALITY_NAME_ALIASES].flatMap(([alias, target]) => {
    const first = target.split(' ')[0]!;
    return !alias.includes(' ') && first !== alias && first.startsWith(alias) ? [[alias, first] as const] : [];
  }),
);

/** Folded county names as token lists, with the county. */
const COUNTY_PHRASES: ReadonlyArray<{ parts: string[]; county: County }> = COUNTIES.map((c) => ({ parts: c.folded.split(' '), county: c }));
/** First three letters of the last word of every county name: most words start no county name at all. */
const COUNTY_END_STARTS = new Set(COUNTY_PHRASES.map(({ parts }) => parts[parts.length - 1]!.slice(0, 3)));
/** One-word county names by length, for the typing-mistake look-up. */
const COUNTY_WORDS_BY_LENGTH: ReadonlyArray<ReadonlyArray<{ name: string; county: County }>> = byLength(
  COUNTY_PHRASES.filter(({ parts }) => parts.length === 1).map(({ parts, county }) => ({ name: parts[0]!, county })),
);

/** Items grouped by the length of their `name`. */
function byLength<T extends { name: string }>(items: T[]): T[][] {
  const out: T[][] = [];
  for (const item of items) (out[item.name.length] ??= []).push(item);
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

/**
 * Words that make the locality analysis of aliases.ts do something: a superset
 * of what it recognises (rewritten spellings, kind, county and sector words,
 * the first word of county names; every word of two letters or fewer, which
 * covers county codes and abbreviations such as `tg`, `dr`, `sf`, `s`). Most
 * queries (street and village names) hold none, and skip the analysis.
 */
const LOCALITY_TRIGGERS: ReadonlySet<string> = new Set([
  ...LOCALITY_TOKEN_REWRITES.keys(),
  ...COUNTIES.map((c) => c.folded.split(' ')[0]!),
  ...LOCALITY_KIND_WORDS,
  ...SECTOR_WORDS,
  ...COUNTY_MARKERS,
  // (`județu Iași`, `Co. Argeș`, `satu X comuna Y`: markers said short or written the English way.)
  ...COUNTY_WORDS_BEFORE_ONE,
  ...SPOKEN_KIND_WORDS.keys(),
  'drobeta', 'cimpulung', 'vilcea', 'dimbovita', 'bucharest', 'buc', 'caras', 'bistrita',
]);

/** True when the locality analysis may find something in these tokens. */
export function needsLocalityAnalysis(tokens: readonly string[]): boolean {
  return tokens.some((t) => t.length <= 2 || LOCALITY_TRIGGERS.has(t) || GLUED_SECTOR.test(t));
}

/** The locality analysis of the tokens, or the nothing-found analysis when no token can trigger it. */
function localityAnalysis(tokens: string[]): LocalityAnalysis {
  if (needsLocalityAnalysis(tokens)) return analyzeLocalityTokens(tokens);
  return { tokens, origin: tokens.map((_, i) => i), kinds: [], kindsInNames: [], sectors: [], counties: [], rest: tokens, restIndex: tokens.map((_, i) => i), alias: undefined };
}

/** Text of printable ASCII and the Romanian letters: what nearly every query is. */
const PLAIN_TEXT = /^[\x20-\x7eăâșşțţĂÂȘŞȚŢ]*$/;
/** A letter beside a digit in a folded word: a keyword and a number glued (`nr12`, `2ap`), which the reader splits. */
const LETTER_BY_DIGIT = /[a-z]\d|\d[a-z]/;

/**
 * The query's folded words, as the one reader of address text splits them (`nr12` gives `nr`, `12`);
 * their roles are read in {@link analyzeQuery}, after the words are read against the index.
 *
 * Plain text with no letter beside a digit is folded whole: its words are then the reader's
 * (each run of letters and digits, folded alone or in the whole text, folds the same; the
 * rest is ASCII punctuation and spaces), at a fifth of the reader's cost, which reads every
 * word apart with its position, a matter for verify's corrections, not for autocomplete.
 */
function queryTokens(q: string): string[] {
  if (PLAIN_TEXT.test(q)) {
    const folded = fold(q);
    if (!LETTER_BY_DIGIT.test(folded)) return folded === '' ? [] : folded.split(' ', MAX_QUERY_WORDS);
  }
  const words = splitWords(q);
  const n = Math.min(words.length, MAX_QUERY_WORDS);
  // Packed, as `split` makes the words of plain text (see shared/arrays.ts for why).
  return mapped(n === words.length ? words : words.slice(0, n), (w) => w.folded);
}

function word(text: string, prefix: boolean): QueryWord {
  return { text, prefix, alternatives: [], name: true, streetType: 0, typeCost: 0, title: false, kind: undefined, sector: 0, counties: [], numeric: false, marker: false };
}

/**
 * All the analysis reads of a query: its tokens (folded, at most
 * {@link MAX_QUERY_WORDS}) and whether its last word is still being typed.
 * Queries with equal readings get equal analyses, and so equal answers.
 */
export interface QueryReading {
  tokens: string[];
  /** False when the query ends with a space or punctuation other than a hyphen: its last word is finished. */
  open: boolean;
}

/** Reads a query (see {@link QueryReading}). */
export function readQuery(q: string): QueryReading {
  // A trailing hyphen joins a word still to come (`Poieni-`): the query is still being typed.
  return { tokens: queryTokens(q), open: /[\p{L}\p{N}-]$/u.test(q) };
}

/** {@link readQuery} as a string: equal for two queries exactly when their readings are equal (cache keys). */
export function readingKey(q: string): string {
  const { tokens, open } = readQuery(q);
  return `${open ? 'open' : 'done'}\u0000${tokens.join(' ')}`;
}

/**
 * Analyzes a query. The last word counts as being typed unless the query ends
 * with a space or punctuation other than a hyphen. Only {@link readQuery}
 * looks at `q` itself: the autocomplete cache key relies on it. `read`, when
 * given, reads the folded tokens against the index before they are analyzed
 * (autocomplete-words.ts: digraphs, run-together words, mistyped keywords
 * with {@link withKeywordsSpelled}); a function of the tokens alone, so that
 * equal readings still get equal analyses.
 */
export function analyzeQuery(q: string, read?: (tokens: string[]) => string[]): AnalyzedQuery {
  const reading = readQuery(q);
  const open = reading.open;
  const raw = read === undefined ? reading.tokens : read(reading.tokens);
  const analysis = localityAnalysis(raw);
  // Locality rewrites (`tg` → `targu`) become alternatives when they keep one token per word.
  const sameShape = analysis.tokens.length === raw.length;
  const tokens = sameShape ? raw : analysis.tokens;
  const n = tokens.length;
  const roles = queryRoles(tokens);
  const words: QueryWord[] = mapped(tokens, (t, i) => {
    const w = word(t, open && i === n - 1);
    const rewritten = analysis.tokens[i];
    if (sameShape && rewritten !== undefined && rewritten !== t) w.alternatives.push(rewritten);
    const alias = NAME_ALIAS_WORDS.get(t);
    if (alias) w.alternatives.push(alias);
    return w;
  });
  const drop = new Array<boolean>(n).fill(false);

  for (const s of analysis.sectors) {
    for (let i = s.start; i < s.end; i++) {
      words[i]!.sector = s.sector;
      words[i]!.name = false;
    }
  }
  for (const k of analysis.kinds) {
    for (let i = k.start; i < k.end; i++) {
      words[i]!.kind = k.kind;
      words[i]!.marker = k.kind === 'judet' || k.kind === 'localitate';
      // A kind word may also begin the name (`Satul Vechi`, `Sat Bătrân`): each candidate takes the cheaper reading, so
      // a mistake in the word after it (`Satul Veci`) does not hide the village.
      words[i]!.name = !words[i]!.marker;
    }
  }
  for (const c of analysis.counties) {
    for (let i = c.start; i < c.end; i++) {
      const w = words[i]!;
      if (c.explicit && roles[i]!.countyMarker) {
        // The `jud` of `jud cluj`.
        markOnly(w);
        continue;
      }
      if (!w.counties.some((r) => r.county === c.county)) w.counties.push({ county: c.county, cost: AUTOCOMPLETE.exactWord });
      if (c.explicit) w.name = false;
    }
  }

  let details = '';
  for (let i = 0; i < n; i++) {
    const w = words[i]!;
    const t = w.text;
    const r = roles[i]!;
    if ((r.numberMarker && i + 1 < n && roles[i + 1]!.number) || (t === 'nr' && i === n - 1)) {
      markOnly(w);
      continue;
    }
    if (r.detailMarker && i + 1 < n && /^[a-z0-9]{1,4}$/.test(tokens[i + 1]!) && !roles[i + 1]!.detailMarker) {
      details += ` ${t} ${tokens[i + 1]}`;
      markOnly(w);
      markOnly(words[i + 1]!);
      i++;
      continue;
    }
    if (r.sectorOnly && w.sector === 0 && i === n - 1) {
      // `calea victoriei sector`: the number is still to come.
      markOnly(w);
      continue;
    }
    if (w.sector === 0 && r.number) {
      w.numeric = true;
      // `12 a`, `9 bis`: the letters belong to the number.
      const next = tokens[i + 1];
      if (next !== undefined && /^\d+$/.test(t) && (next === 'bis' || /^[a-z]$/.test(next))) {
        w.text = t + next;
        w.numeric = true;
        w.name = false;
        words[i]!.prefix = words[i + 1]!.prefix;
        drop[i + 1] = true;
        i++;
      }
      continue;
    }
    const type = r.streetType;
    const title = r.title;
    if (type && type.length > 1) {
      // `b dul` from `b-dul`: one word.
      groupInto(words, drop, i, type.length, n);
      w.streetType = type.typeId;
      w.name = false;
      i += type.length - 1;
      continue;
    }
    if (title && title.length > 1) {
      groupInto(words, drop, i, title.length, n);
      w.title = true;
      w.alternatives.push(...title.title.split(' '));
      i += title.length - 1;
      continue;
    }
    if (type) w.streetType = type.typeId;
    if (title) {
      w.title = true;
      if (title.title !== t) w.alternatives.push(title.title);
    }
  }

  const kept = words.filter((_, i) => !drop[i]);
  // `calea vict 120`: people type the number before finishing the name, so the last
  // name word before a trailing house number may still be a prefix.
  let lastName = kept.length - 1;
  while (lastName >= 0 && (kept[lastName]!.numeric || kept[lastName]!.marker)) lastName--;
  if (lastName >= 0 && lastName < kept.length - 1 && kept[lastName]!.name) kept[lastName]!.prefix = true;
  addPrefixCounties(kept);
  for (const w of kept) {
    // Any county code may be meant, even those that are also words (`is`, `if`, `ot`, `b`).
    const byCode = w.name && w.text.length <= 2 ? COUNTIES.find((c) => c.code.toLowerCase() === w.text) : undefined;
    if (byCode && !w.counties.some((r) => r.county === byCode)) w.counties.push({ county: byCode, cost: AUTOCOMPLETE.exactWord });
  }
  // A number after a name word is a house number; a leading one is part of a name (`23 August`).
  const firstName = kept.findIndex((w) => w.name && !w.numeric);
  const streetSignal = kept.some((w, i) => w.streetType !== 0 || (w.numeric && firstName >= 0 && i > firstName));
  return { words: kept, details: details.trim(), streetSignal };
}

/** County keywords long enough to be recognised with a typing mistake (`judet`, `judetul`). */
const LONG_COUNTY_MARKERS: ReadonlySet<string> = new Set([...COUNTY_MARKERS].filter((w) => w.length >= 4));
const SECTOR_NUMBER = /^[1-6]$/;
/** The words of the counties' names (`bistrita`, `nasaud`): a mistyped one may come as near a county's word as to a keyword. */
const COUNTY_NAME_WORDS: readonly string[] = [...new Set(COUNTY_PHRASES.flatMap((p) => p.parts))];

/** True when `word` is no farther from a word of a county's name than `edits`: it is more likely that name mistyped than a keyword. */
function nearCountyName(word: string, edits: number): boolean {
  return COUNTY_NAME_WORDS.some((name) => editDistance(word, name, edits) <= edits);
}

/**
 * `tokens` with the keywords of the small vocabulary that names areas spelled
 * right when typed with mistakes: a sector word before a sector's number
 * (`secotr 3`, `setcorul 2` for `sector 3`, `sectorul 2`) and a county word
 * before another word (`judteul cluj`), each within the typing mistakes any
 * word of the engine may have (`allowedEdits` of its length), and only a word
 * that is no word of the index (`known`: `Intrarea Sectorului 3` stays a
 * street). Else such a word explains nothing and sinks the query. The same
 * array when nothing changes.
 */
export function withKeywordsSpelled(tokens: string[], known: (folded: string) => boolean): string[] {
  let out = tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.length < 4) continue;
    const keywords = SECTOR_NUMBER.test(tokens[i + 1]!) ? SECTOR_ONLY_WORDS : LONG_COUNTY_MARKERS;
    const keyword = nearestKeyword(t, keywords);
    if (keyword === undefined || known(t)) continue;
    // A county's name mistyped before the rest of it (`bistriat nasaud`: Bistrița, two slips from `district` too) is
    // the county's, not its keyword's: a keyword of the foreign forms' vocabulary must not take it.
    if (nearCountyName(t, editDistance(t, keyword, allowedEdits(t.length)))) continue;
    if (out === tokens) out = tokens.slice();
    out[i] = keyword;
  }
  return out;
}

/** The keyword of `keywords` that `word` is a mistyped form of (the nearest), or undefined (also for a keyword itself). */
function nearestKeyword(word: string, keywords: ReadonlySet<string>): string | undefined {
  if (keywords.has(word)) return undefined;
  const max = allowedEdits(word.length);
  let best: string | undefined;
  let bestEdits = max + 1;
  for (const keyword of keywords) {
    const d = editDistance(word, keyword, max);
    if (d < bestEdits) {
      best = keyword;
      bestEdits = d;
    }
  }
  return best;
}

/** Makes a word a keyword that any address may carry (`nr`, `jud`, `bl 3`). */
function markOnly(w: QueryWord): void {
  w.marker = true;
  w.name = false;
  w.numeric = false;
}

/** Joins words [i, i + length) into word i (their text concatenated), dropping the others. */
function groupInto(words: QueryWord[], drop: boolean[], i: number, length: number, n: number): void {
  const w = words[i]!;
  for (let k = 1; k < length && i + k < n; k++) {
    w.text += words[i + k]!.text;
    drop[i + k] = true;
  }
  w.prefix = words[Math.min(i + length, n) - 1]!.prefix;
}

/**
 * A half-typed county name as the last word (`bucur`, `satu ma`): a county ref
 * at the cost of a prefix.
 */
function addPrefixCounties(words: QueryWord[]): void {
  const last = words[words.length - 1];
  if (!last || !last.prefix || last.text.length < 3 || !last.name || !COUNTY_END_STARTS.has(last.text.slice(0, 3))) return;
  for (const { parts, county } of COUNTY_PHRASES) {
    const end = parts[parts.length - 1]!;
    if (end === last.text || !end.startsWith(last.text)) continue;
    // Earlier words of a multi-word name must precede it.
    const before = parts.slice(0, -1);
    const at = words.length - 1 - before.length;
    if (at < 0 || !before.every((p, k) => words[at + k]!.text === p)) continue;
    for (let k = at; k < words.length; k++) {
      const w = words[k]!;
      if (!w.counties.some((r) => r.county === county)) w.counties.push({ county, cost: AUTOCOMPLETE.prefixWord });
    }
  }
}

/** A word of the query that may name a county with typing mistakes, and what reading it so costs. */
export interface CountyWordRef {
  /** Index of the word among the words given. */
  word: number;
  county: County;
  /** The word of the county's name it stands for (folded) and the typing mistakes between them. */
  part: string;
  edits: number;
}

/**
 * The folded forms of county names that typing mistakes are measured against,
 * as their words: every county's name (`caras severin`, `satu mare`) and the
 * old spellings people still type (`vilcea`, `dimbovita`).
 */
const COUNTY_FORMS: ReadonlyArray<{ parts: readonly string[]; county: County }> = [
  ...COUNTY_PHRASES,
  ...['vilcea', 'dimbovita'].flatMap((form) => {
    const county = countyByName(form);
    return county === undefined ? [] : [{ parts: [form], county }];
  }),
];

/** The county of each one-word form of {@link COUNTY_FORMS}. */
const ONE_WORD_COUNTY_FORMS: ReadonlyMap<string, County> = new Map(COUNTY_FORMS.filter(({ parts }) => parts.length === 1).map(({ parts, county }) => [parts[0]!, county]));

/**
 * Typing mistakes of one typed word against one word of a county's name,
 * within the budget every word of the engine gets (`allowedEdits` of its
 * length; a 3-letter word only as a 4-letter one with a letter left out, as
 * `addFuzzy` reads names); -1 when beyond it.
 */
function countyWordMistakes(typed: string, part: string): number {
  if (typed === part) return 0;
  if (typed.length === 3) return part.length === 4 && editDistance(typed, part, 1) === 1 ? 1 : -1;
  const max = allowedEdits(typed.length);
  if (max === 0) return -1;
  const d = editDistance(typed, part, max);
  return d <= max ? d : -1;
}

/**
 * Mistyped county names (`ilfvo`, `prahva`, `bistuita nasaud`, `caras seveirn`,
 * `sat mare`): the counties one of whose names the word `at` of `texts`
 * (folded) is a word of, the other words of a name of several words standing
 * beside it, each within the budget of {@link countyWordMistakes}, with at
 * least one mistake among them. Every word of such a name gets the county
 * with its own mistakes (0 for a word typed right), so that the county costs
 * what its mistakes do, however they are spread over its words.
 */
export function fuzzyCountyWords(texts: readonly string[], at: number): CountyWordRef[] {
  const out: CountyWordRef[] = [];
  const typed = texts[at]!;
  if (typed.length < 3) return out;
  // A county's name in one of its spellings is no mistyped other one (`valcea` is one mistake from `vilcea`).
  const spelled = ONE_WORD_COUNTY_FORMS.get(typed);
  // The word typed right is a word of a longer name when another word of it is mistyped (`sat mare`).
  for (const entry of COUNTY_PARTS_BY_TEXT.get(typed) ?? []) addCountyWindow(out, texts, at, entry, 0);
  // Only the words of about the typed word's length, and with about its letters, can be within its budget:
  // each mistake brings in at most one letter the other word lacks.
  const max = typed.length === 3 ? 1 : allowedEdits(typed.length);
  const from = typed.length === 3 ? 4 : typed.length - max;
  const letters = letterMask(typed);
  for (let length = from; length <= typed.length + max; length++) {
    for (const entry of COUNTY_PARTS_BY_LENGTH[length] ?? []) {
      if (bitCount(letters & ~entry.letters) > max || bitCount(entry.letters & ~letters) > max) continue;
      if (entry.county === spelled || entry.part === typed) continue;
      const own = countyWordMistakes(typed, entry.part);
      if (own > 0) addCountyWindow(out, texts, at, entry, own);
    }
  }
  return out;
}

/** One word of a county's name: its form ({@link COUNTY_FORMS}) and its place in it. */
interface CountyPart {
  part: string;
  /** The letters of `part` ({@link letterMask}). */
  letters: number;
  parts: readonly string[];
  at: number;
  county: County;
}

/** The letters a-z of a folded word, one bit each. */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    if (c >= 0 && c < 26) mask |= 1 << c;
  }
  return mask;
}

function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const COUNTY_PARTS: readonly CountyPart[] = COUNTY_FORMS.flatMap(({ parts, county }) => parts.map((part, at) => ({ part, letters: letterMask(part), parts, at, county })));
const COUNTY_PARTS_BY_LENGTH: ReadonlyArray<readonly CountyPart[]> = (() => {
  const out: CountyPart[][] = [];
  for (const p of COUNTY_PARTS) (out[p.part.length] ??= []).push(p);
  return out;
})();
/** The words of county names of several words, by their text. */
const COUNTY_PARTS_BY_TEXT: ReadonlyMap<string, readonly CountyPart[]> = (() => {
  const out = new Map<string, CountyPart[]>();
  for (const p of COUNTY_PARTS) if (p.parts.length > 1) out.set(p.part, [...(out.get(p.part) ?? []), p]);
  return out;
})();

/**
 * Adds to `out` the words of `texts` around word `at` read as the county name
 * `entry` belongs to, word `at` as `entry` with `own` mistakes, when the other
 * words of the name stand beside it within their budgets and the name has a
 * mistake somewhere.
 */
function addCountyWindow(out: CountyWordRef[], texts: readonly string[], at: number, entry: CountyPart, own: number): void {
  const { parts, county } = entry;
  const start = at - entry.at;
  if (start < 0 || start + parts.length > texts.length) return;
  let mistakes = own;
  const edits: number[] = [];
  for (let k = 0; k < parts.length; k++) {
    const d = k === entry.at ? own : countyWordMistakes(texts[start + k]!, parts[k]!);
    if (d < 0) return;
    if (k !== entry.at) mistakes += d;
    edits.push(d);
  }
  if (mistakes === 0) return;
  edits.forEach((d, k) => {
    // One ref a word and county, the nearest (`dimbovta` is one mistake from both spellings of Dâmbovița).
    const known = out.find((r) => r.word === start + k && r.county === county);
    if (known === undefined) out.push({ word: start + k, county, part: parts[k]!, edits: d });
    else if (d < known.edits) Object.assign(known, { part: parts[k]!, edits: d });
  });
}

/** Street type forms long enough to be recognised with a typing mistake, with their type ids, by length. */
const LONG_TYPE_FORMS: ReadonlyArray<ReadonlyArray<{ name: string; id: number; letters: number }>> = byLength(
  STREET_TYPES.flatMap((t) => t.forms.filter((f) => f.length >= 4 && !f.includes(' ')).map((name) => ({ name, id: t.id, letters: letterMask(name) }))),
);

/**
 * Reads a mistyped street type (`srtada`, `aleaa`, `intrarae`): for a word of
 * 4+ characters that is no type and no name, the type it is within the allowed
 * typing mistakes of, at {@link AUTOCOMPLETE}'s cost per mistake.
 */
export function addFuzzyStreetType(w: QueryWord): void {
  if (w.streetType !== 0 || w.text.length < 4) return;
  const max = allowedEdits(w.text.length);
  let best = max + 1;
  const letters = letterMask(w.text);
  for (let length = w.text.length - max; length <= w.text.length + max; length++) {
    for (const { name, id, letters: own } of LONG_TYPE_FORMS[length] ?? []) {
      // Each letter one word has and the other lacks takes a mistake: most forms are out of reach at once.
      if (bitCount(letters & ~own) > max || bitCount(own & ~letters) > max) continue;
      const d = editDistance(w.text, name, max);
      if (d < best) {
        best = d;
        w.streetType = id;
        w.typeCost = AUTOCOMPLETE.perMistake * d;
      }
    }
  }
}
