/**
 * Finds the street an address names within its locality, through the shared
 * name search: words in any order, diacritics and case ignored, titles and
 * given names optional or abbreviated (`Str. I. Mincu` for `Strada Arhitect Ion
 * Mincu`), other spellings of given names (`Ioan`/`Ion`), typing mistakes when
 * nothing matches exactly. Verify adds what a complete address needs and typing
 * does not: a word the name does not have (a wrong title, a stray word) is
 * dropped rather than losing the street, and the type word only ranks
 * candidates, so that a wrong one is corrected, not rejected.
 */
import { findStreets as searchStreets, type FindStreetsOptions, type StreetHit } from '../matchers/name-search.js';
import { editDistance } from '../matchers/edit-distance.js';
import { circumflexIn, commonSlip } from '../matchers/slips.js';
import { expandGivenAbbreviation, givenNameVariants, isGivenName, multiTokenTitle, STREET_TYPES, titleOf } from '../shared/street-name.js';
import type { EngineContext } from '../engines/context.js';
import { keep, remembered } from '../engines/index-state.js';
import { HOUSE_MARKERS, inflectedForms, NAME_EPITHETS, SECTOR_WORDS, TRANSLATED_NAME_FIRST_WORDS, TRANSLATED_NAME_WORDS } from '../shared/vocabulary.js';
import { mapped } from '../shared/arrays.js';
import { matchHouseNumber, type NumberMatch } from '../matchers/house-numbers.js';
import type { HouseNumberQuery } from '../shared/house-number.js';


/** What {@link findStreets} looks for. */
export interface StreetQuery {
  /** Type id written (0: none). */
  typeId: number;
  /** The type word written is one every type satisfies (`Street`: `ANY_TYPE_FORMS`): another type costs only `STREET_WEIGHT.otherTypeAnyWord`. (Verify's questions all set it: one shape.) */
  anyType?: boolean;
  /** Folded name words, in written order. */
  words: readonly string[];
}

/** One street the query may mean. */
export interface StreetCandidate {
  street: number;
  /** Ranking score in (0, 1]. */
  score: number;
  /** undefined: no type word written. */
  typeMatches: boolean | undefined;
  /** Typing mistakes over all words. */
  edits: number;
  /** The words were written in another order than the official name's. */
  reordered: boolean;
  /**
   * The other order is the surname first, the given names after it (`Goga Octavian` for Octavian Goga), as the
   * workbook itself writes a person's street (`Mincu Ion, arh.`) and registers copy it: a published order, no slip.
   */
  surnameFirst: boolean;
  /** Words of the official name left out, titles and given names not counted. */
  missing: number;
  /** Given names and initials of the official name left out (`Porumbaru` for `Emanoil Porumbaru`). */
  missingGiven: number;
  /** Typed words that the name does not have, titles not counted. */
  extra: number;
  /** A typed word is an abbreviation or an initial of an official word (`Gh.`, `arh.`, `I.`), or an older name. */
  alias: boolean;
  /** A typed word is another spelling of an official given name (`Ioan` for `Ion`). */
  variant: boolean;
  /** Folded official words the typed words left uncovered, titles included. */
  uncovered: string[];
  /** The name was cut short: the last typed word is the start of one of its words (see `STREET_WEIGHT.cutWord`). */
  cut: boolean;
}

/**
 * A candidate `c` with another score (and `extra` words), every field copied in the order
 * {@link scoreHit} makes them: a spread of `c` is an object of another shape, and the candidates
 * of one search are read together (sorted, compared), where one shape keeps the reads monomorphic
 * and spares V8 compiling the readers again when the second shape turns up.
 */
export function rescored(c: StreetCandidate, score: number, extra = c.extra, edits = c.edits): StreetCandidate {
  return {
    street: c.street, score, typeMatches: c.typeMatches, edits, reordered: c.reordered, surnameFirst: c.surnameFirst, missing: c.missing, missingGiven: c.missingGiven,
    extra, alias: c.alias, variant: c.variant, uncovered: c.uncovered, cut: c.cut,
  };
}

const isTitleWord = (word: string): boolean => titleOf(word) !== undefined;

/**
 * Street types that people write only for such streets (Bulevard, Cale, Șosea,
 * Splai, Piață): unlike `Str.`, written for any street, and the small-street
 * types people mix up (Alee, Intrare, Fundătură), they say which street is meant.
 */
const DISTINCT_TYPES: ReadonlySet<number> = new Set(
  ['Bulevard', 'Cale', 'Șosea', 'Splai', 'Piață'].map((word) => {
    const type = STREET_TYPES.find((t) => t.word === word);
    if (type === undefined) throw new Error(`verify-street: no street type "${word}"`);
    return type.id;
  }),
);

/** True when the type written says which street is meant ({@link DISTINCT_TYPES}). */
export function isDistinctType(typeId: number): boolean {
  return DISTINCT_TYPES.has(typeId);
}

/** Most words one typing mistake away whose other inflections are looked up for a mistyped word. */
const MAX_MISTYPED_FORMS = 8;
/** The shortest mistyped word whose near words' inflections are looked up. */
const MIN_INFLECTED_LENGTH = 6;

/** Genitive endings whose mistyped forms are worth a look-up (`Dorobantilr`, `Siretulei`). */
const GENITIVE_ENDINGS = ['ilor', 'elor', 'ului'] as const;

/** True when the word ends, within one typing mistake, with a genitive ending. */
function endsNearGenitive(word: string): boolean {
  for (const ending of GENITIVE_ENDINGS) {
    for (let take = ending.length - 1; take <= ending.length + 1; take++) {
      if (editDistance(word.slice(-take), ending, 1) <= 1) return true;
    }
  }
  return false;
}

/** Most words whose {@link mistypedForms} an index keeps (all are dropped when full). */
const MISTYPED_FORMS_KEPT = 4096;

/**
 * Other inflections, in the index, of the words one typing mistake from `word` (`dorobantilr`:
 * `dorobanti` of `dorobantilor`). One mistake only: with the other inflection, that is two
 * changes to the word already. Remembered per index: a verify looks a word up in several places.
 */
function mistypedForms(ctx: EngineContext, word: string): readonly string[] {
  return remembered(ctx.state.mistypedForms, word, MISTYPED_FORMS_KEPT, () => {
    const forms: string[] = [];
    for (const near of ctx.tokens.fuzzy(word, 1, false).slice(0, MAX_MISTYPED_FORMS)) {
      for (const form of inflectedForms(ctx.tokens.text(near.token))) if (ctx.tokens.exact(form) >= 0 && !forms.includes(form)) forms.push(form);
    }
    return forms;
  });
}

/** Most words whose {@link indexedForms} an index keeps (all are dropped when full). */
export const INDEXED_FORMS_KEPT = 4096;

/**
 * The other inflections of `word` (`inflectedForms`, likeliest first) that are words of the index:
 * the only ones a street search can find. Remembered per index: street words recur address after
 * address, and each inflection is a new text to build and look up.
 */
function indexedForms(ctx: EngineContext, word: string): readonly string[] {
  const known = ctx.state.indexedForms.get(word);
  return known !== undefined ? known : keep(ctx.state.indexedForms, word, INDEXED_FORMS_KEPT, inflectedForms(word).filter((form) => ctx.tokens.exact(form) >= 0));
}

/** Most typed words tried one left out at a time, when no street has them all. */
const MAX_WORDS_FOR_DROPPING = 6;

/**
 * Most words of a street name looked up: the longest names of the data have 7 words (`Parcul
 * Câmpul Libertății 1848 Vila E15-Vila E35`), and people add a title, a given name or a stray word;
 * a longer run is no street name and costs no search.
 */
const MAX_STREET_WORDS = 12;

/**
 * The streets one verify call found, by type, words and scope: its readings ask for the same
 * street in the same locality again and again (they differ in what the street search never reads:
 * the county, the commune, a word left out), and the second pass of `resolve` asks again what the
 * first asked. Each answer is a few name searches. Kept for the call only: kept per index, the
 * answers outlived the young heap, and the median inputs measured no faster.
 */
export class StreetSearches {
  /**
   * The questions asked, each with its answer. A call asks a handful (one or two streets, in one
   * to a few localities): compared field by field, not found by a text of the question, which
   * would be built and hashed for every question, asked again or not.
   */
  readonly #asked: Array<{ scope: readonly number[]; query: StreetQuery; found: readonly StreetCandidate[] }> = [];

  /** {@link findStreets} with its default limit, or its answer to the same question in this call. Shared: callers must not change it. */
  find(ctx: EngineContext, scope: readonly number[], query: StreetQuery): readonly StreetCandidate[] {
    for (const known of this.#asked) {
      if (known.query.typeId === query.typeId && (known.query.anyType ?? false) === (query.anyType ?? false) && sameList(known.query.words, query.words) && sameList(known.scope, scope)) return known.found;
    }
    const found = findStreets(ctx, scope, query, STREETS_FOUND, this);
    this.#asked.push({ scope, query, found });
    return found;
  }

  /**
   * The house numbers matched on streets in this call, by the number's query, then the street: the
   * readings of one text that differ in their place words share the reader's house part (the same
   * query object) and find the same street again (counted on the 300 realistic rows of most cost:
   * 169 of 408 matches a repeat of the same query on the same street; a long street's segments are
   * many). Undefined until a number is matched.
   */
  #numbers: Map<HouseNumberQuery, Map<number, NumberMatch | undefined>> | undefined;

  /**
   * {@link matchHouseNumber}, or its answer to the same street and query (the same object) in this
   * call: it reads nothing but the index, the street and the query, which no one changes once read.
   * Shared: callers must not change it.
   */
  numberOn(ctx: EngineContext, street: number, query: HouseNumberQuery): NumberMatch | undefined {
    const numbers = (this.#numbers ??= new Map());
    let byStreet = numbers.get(query);
    if (byStreet === undefined) numbers.set(query, (byStreet = new Map()));
    else if (byStreet.has(street)) return byStreet.get(street);
    const match = matchHouseNumber(ctx.catalog, street, query);
    byStreet.set(street, match);
    return match;
  }
}

/** True when two lists hold the same items in the same order. */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The options of a search of the index's street names, every field set in one order: the searches
 * of one call differ only in their values, and options of one shape keep the search's reads of them
 * monomorphic (objects with fields left out are of other shapes, which V8 reads more slowly and
 * compiles the search again for).
 */
function streetSearch(lastIsPrefix: boolean, places: readonly number[], exact: boolean, withMistakes: boolean): FindStreetsOptions {
  return { lastIsPrefix, exact, withMistakes, places };
}

/** How many streets {@link findStreets} gives by default. */
const STREETS_FOUND = 8;

/**
 * Streets of the places in `scope` that the query may mean, best first (at most
 * `limit`). `searches`: the call's answers, which the name's shorter or joined forms are asked of
 * (`Primăverii 12` asks for `Primăverii`, which the reading without the number asked already).
 */
export function findStreets(ctx: EngineContext, scope: readonly number[], query: StreetQuery, limit = STREETS_FOUND, searches?: StreetSearches): StreetCandidate[] {
  const STREET_WEIGHT = ctx.ranking.street;
  const words = joinTitles(query.words);
  if (words.length === 0 || words.length > MAX_STREET_WORDS || !scope.some((p) => ctx.catalog.placeHasStreets(p))) return [];
  const search = (ws: readonly string[]): StreetHit[] => searchStreets(ctx, ws, streetSearch(false, scope, false, false));

  // The words as written first; typing mistakes only after other inflections (below), which are
  // likelier and far cheaper to look up (`Cugirului` is Strada Cugir).
  let hits = searchStreets(ctx, words, streetSearch(false, scope, true, false));
  let exactOnly = true;
  let dropped: string[] = [];
  let shortForms = 0;
  if (hits.length === 0 && !words.some((w) => indexedForms(ctx, w).length > 0 || TRANSLATED_NAME_FIRST_WORDS.has(w))) {
    // No other inflection or translation to try: look for typing mistakes now.
    hits = search(words);
    exactOnly = false;
  }
  if (hits.length === 0) {
    // Initials and short given names as people type them (`I. L. Caragiale`, `Caragiale I.L.`,
    // `C-tin Brâncoveanu`, `Const. Brâncoveanu`): the short forms in full, the initials left out
    // and credited to the given names they begin (see `scoreHit`).
    const typed = initialsApart(words);
    const named = typed.named;
    if (named.length > 0 && (typed.expanded > 0 || typed.initials.length > 0)) {
      let found = search(named);
      let left = typed.initials;
      // `Dr. I. Rațiu`: a title the data does not have beside the initials.
      const untitled = named.filter((w) => !isTitleWord(w));
      if (found.length === 0 && untitled.length > 0 && untitled.length < named.length) {
        found = search(untitled);
        left = [...typed.initials, ...named.filter(isTitleWord)];
      }
      if (found.length > 0) {
        hits = found;
        dropped = left;
        shortForms = typed.expanded;
      }
    }
  }
  let inflected = 0;
  let translated = 0;
  const withMistakes = (h: StreetHit): boolean => h.words.some((w) => w.edits > 0);
  // The streets that have the words as written but lack others of their name (`Bradu`: Strada Ion
  // Bradu) stay candidates beside another inflection's (Strada Bradului): the text does not say
  // which, and the answer says so (`sharedStreetName`).
  let asWrittenToo: StreetHit[] = [];
  // (Also when every street found lacks words of its name: `Brad` is Strada Bradului rather than
  // Strada Ionescu de la Brad Ion.)
  if (hits.length === 0 || hits.every(withMistakes) || hits.every((h) => h.uncovered > 0)) {
    // Another inflection of one word (`Siretului` for `Siret`, `Deal` for `Dealului`), before
    // typing mistakes (`Saturnului` is `Saturn`, not `Turnului`).
    search: for (let i = 0; i < words.length; i++) {
      for (const form of indexedForms(ctx, words[i]!)) {
        // Without typing mistakes: a street found only through one is no reason to take this form.
        const found = searchStreets(ctx, mapped(words, (w, k) => (k === i ? form : w)), streetSearch(false, scope, true, false));
        if (found.length > 0) {
          if (dropped.length === 0 && shortForms === 0) asWrittenToo = hits.filter((h) => !withMistakes(h));
          hits = found;
          dropped = [];
          shortForms = 0;
          inflected = 1;
          break search;
        }
      }
    }
    // `120 Victory Avenue` (Calea Victoriei), `Council Square` (Piața Sfatului): a word of the name
    // translated into English, read back (`TRANSLATED_NAME_WORDS`); after the inflections, before
    // typing mistakes (`Victory` is one `Hugo Victor` away).
    if (inflected === 0 && words.some((w) => TRANSLATED_NAME_FIRST_WORDS.has(w))) {
      const found = translatedHits(ctx, words, scope);
      if (found.length > 0) {
        if (dropped.length === 0 && shortForms === 0) asWrittenToo = hits.filter((h) => !withMistakes(h));
        hits = found;
        dropped = [];
        shortForms = 0;
        translated = 1;
      }
    }
  }
  // `Str. Morii 45 nr. 17`: a bare number between the name and the house number marked after it (an
  // old number, a block's) that no street's name ends with: the streets of the name without it, the
  // number a word left out (`extraWord`); before typing mistakes, which would take the number for a
  // word of another street (Iazu Morii, the typed word `45` left out of it).
  // (Not when a street found so has the number in its name: a typing mistake elsewhere hid it,
  // `Eroii Rvvoluției din Decembrie 1989`, and the search below finds it whole.)
  // (Nor a number marked in the name's field, `Strada Vasile Goldiș nr. 35` beside `house_number: 37`:
  // two numbers written, neither taken for the other.)
  const last = words[words.length - 1]!;
  if (hits.length === 0 && words.length > 1 && ALL_DIGITS.test(last) && !HOUSE_MARKERS.has(words[words.length - 2]!)) {
    const without = again(ctx, scope, { ...query, words: words.slice(0, -1) }, limit, searches);
    if (without.length > 0 && !without.some((c) => c.uncovered.includes(last))) return mapped(without, (c) => rescored(c, c.score * STREET_WEIGHT.extraWord, c.extra + 1));
  }
  if (hits.length === 0 && exactOnly) hits = search(words);
  // `Calea Dorobantilr` (Calea Dorobanți): a typing mistake in another inflection of a word, the
  // two together; looked for only when nothing else was found.
  let mistypedInflection = 0;
  if (hits.length === 0) {
    search: for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      // Inflections change the ends of longer words: only a word whose end is one mistake from a
      // genitive's (`-ilr` for `-ilor`) is looked up, the rest would only cost time.
      if (word.length < MIN_INFLECTED_LENGTH || !endsNearGenitive(word) || ctx.tokens.exact(word) >= 0) continue;
      for (const form of mistypedForms(ctx, word)) {
        const found = searchStreets(ctx, mapped(words, (w, k) => (k === i ? form : w)), streetSearch(false, scope, true, false));
        if (found.length === 0) continue;
        hits = found;
        inflected = 1;
        mistypedInflection = 1;
        break search;
      }
    }
  }
  // `Strada Tudor Vladimi`, `Bulevardul Independe`: the name cut short, at a column's width. Before
  // the words are left out one at a time, which would take `Tudor` alone for another street.
  let cut = false;
  if (hits.length === 0 && mayBeCut(words)) {
    hits = searchStreets(ctx, words, streetSearch(true, scope, true, false));
    cut = hits.length > 0;
  }
  // `Str. Mio riței`, `Vladimi rescu`: a word split in two by a stray space (OCR, a line's end, a
  // column's edge), when neither half is a word of any name and the two together are: one typing mistake.
  if (hits.length === 0) {
    for (let i = 0; i + 1 < words.length; i++) {
      const joined = words[i]! + words[i + 1]!;
      if (!LETTERS_ONLY.test(joined) || (ctx.tokens.exact(words[i]!) >= 0 && ctx.tokens.exact(words[i + 1]!) >= 0) || ctx.tokens.exact(joined) < 0) continue;
      const found = again(ctx, scope, { ...query, words: [...words.slice(0, i), joined, ...words.slice(i + 2)] }, limit, searches);
      if (found.length > 0) return mapped(found, (c) => rescored(c, c.score * STREET_WEIGHT.perEdit, c.extra, c.edits + 1));
    }
  }
  if (hits.length === 0 && words.length > 1) {
    // A title the data does not have (`Str. Dr. Ion Mincu` for an architect): leave titles out.
    const untitled = words.filter((w) => !isTitleWord(w));
    if (untitled.length > 0 && untitled.length < words.length) {
      hits = search(untitled);
      dropped = words.filter(isTitleWord);
    }
    // An epithet the data does not have (`Ștefan cel Mare și Sfânt` for Ștefan cel Mare): credited
    // like a title left out.
    if (hits.length === 0) {
      const epithet = epithetAt(words);
      if (epithet >= 0) {
        const phrase = words.slice(epithet, epithet + 2);
        hits = search([...words.slice(0, epithet), ...words.slice(epithet + 2)]);
        dropped = phrase.filter(isTitleWord);
      }
    }
    // A stray word: leave each out in turn and keep what the best reading finds.
    if (hits.length === 0 && words.length <= MAX_WORDS_FOR_DROPPING) {
      const all: StreetCandidate[] = [];
      words.forEach((_w, i) => {
        const rest = words.filter((_x, k) => k !== i);
        // Titles alone name no street (`Gen.` of `Gen. Dragalina` is every general's). An initial
        // may (`F. I` is Bulevardul Ferdinand I: the initial of a name and a regnal number).
        if (rest.every(isTitleWord)) return;
        for (const hit of search(rest)) all.push(scoreHit(ctx, hit, query, [words[i]!]));
      });
      return best(all, limit);
    }
  }
  const scored = mapped(hits, (hit) => scoreHit(ctx, hit, query, dropped, shortForms, inflected, mistypedInflection, cut, translated));
  for (const hit of asWrittenToo) scored.push(scoreHit(ctx, hit, query, []));
  // `I. Grigore`: an initial found as a word of a name (Strada Soldat Grigore I. Iancu) that
  // leaves words of it out may still be the initial of a given name (Strada Sergent Ion Grigore).
  if (dropped.length === 0 && hits.length > 0 && hits.every((h) => h.uncovered > 0) && words.some(isInitial)) {
    const typed = initialsApart(words);
    if (typed.named.length > 0) for (const hit of search(typed.named)) scored.push(scoreHit(ctx, hit, query, typed.initials, typed.expanded));
  }
  // What was found without typing mistakes is worth less than a street one mistake away could be
  // (`Bulevardul Daia`: Intrarea Daia has the name but not the type; Bulevardul Dacia both, bar a
  // letter): look for typing mistakes too, and let the scores decide.
  if (exactOnly && scored.length > 0 && query.typeId !== 0 && highestScore(scored) < STREET_WEIGHT.perEdit) {
    for (const hit of searchStreets(ctx, words, streetSearch(false, scope, false, true))) scored.push(scoreHit(ctx, hit, query, []));
  }
  // A number alone names a street only in full (`Strada 1`), never a part of one (`1` is not `1 Mai`).
  const numbersOnly = words.every((w) => ALL_DIGITS.test(w));
  return best(numbersOnly ? scored.filter((c) => c.missing === 0 && c.missingGiven === 0) : scored, limit);
}

/** {@link findStreets} of another form of the name: the call's answer when it asked already (see {@link StreetSearches}). Read only. */
function again(ctx: EngineContext, scope: readonly number[], query: StreetQuery, limit: number, searches: StreetSearches | undefined): readonly StreetCandidate[] {
  return searches !== undefined && limit === STREETS_FOUND ? searches.find(ctx, scope, query) : findStreets(ctx, scope, query, limit);
}

/**
 * The streets of `scope` named by `words` with one English phrase of {@link TRANSLATED_NAME_WORDS}
 * read back into the name's Romanian words (exactly: a street found only through a typing mistake
 * besides is no reason to read the word so); the first phrase that finds any.
 */
function translatedHits(ctx: EngineContext, words: readonly string[], scope: readonly number[]): StreetHit[] {
  for (let i = 0; i < words.length; i++) {
    if (!TRANSLATED_NAME_FIRST_WORDS.has(words[i]!)) continue;
    for (const [english, romanian] of TRANSLATED_NAME_WORDS) {
      if (i + english.length > words.length || !english.every((w, k) => words[i + k] === w)) continue;
      const found = searchStreets(ctx, [...words.slice(0, i), ...romanian, ...words.slice(i + english.length)], streetSearch(false, scope, true, false));
      if (found.length > 0) return found;
    }
  }
  return [];
}

/** A word of digits only. */
const ALL_DIGITS = /^\d+$/;
/** A word of letters only. */
const LETTERS_ONLY = /^[a-z]+$/;
/** A word with a digit. */
const A_DIGIT = /\d/;

/**
 * The fewest letters of a word cut short that say enough to look for the name it starts: alone,
 * four (`Inde` of Independenței); after other words of the name, which narrow the search, two
 * (`Ștefan ce` of Ștefan cel Mare).
 */
const CUT_WORD_LETTERS = { alone: 4, afterWords: 2 } as const;

/** True when the last word may be a word of the name cut short: letters, long enough (see {@link CUT_WORD_LETTERS}). */
function mayBeCut(words: readonly string[]): boolean {
  const last = words[words.length - 1];
  if (last === undefined || A_DIGIT.test(last)) return false;
  return last.length >= (words.length > 1 ? CUT_WORD_LETTERS.afterWords : CUT_WORD_LETTERS.alone);
}

/** The highest score of the candidates (0 for none). */
function highestScore(candidates: readonly StreetCandidate[]): number {
  let most = 0;
  for (const c of candidates) most = Math.max(most, c.score);
  return most;
}

/** Where an epithet the data may lack starts in the words (see NAME_EPITHETS), or -1. */
function epithetAt(words: readonly string[]): number {
  for (const phrase of NAME_EPITHETS) {
    for (let i = 1; i + phrase.length <= words.length; i++) {
      if (phrase.every((p, k) => words[i + k] === p)) return i;
    }
  }
  return -1;
}

/** A single letter: an initial (`I.`, the `L` of `I.L.`). */
const isInitial = (word: string): boolean => word.length === 1 && !A_DIGIT.test(word);

/** The typed words with short given names in full (`typedGivenNames`), the initials apart from the rest. */
function initialsApart(words: readonly string[]): { named: string[]; initials: string[]; expanded: number } {
  const typed = typedGivenNames(words);
  return { named: typed.words.filter((w) => !isInitial(w)), initials: typed.words.filter(isInitial), expanded: typed.expanded };
}

/** Typed short given names in full (`gh` → `gheorghe`; `c tin`, from `C-tin`, → `constantin`), and how many. */
function typedGivenNames(words: readonly string[]): { words: string[]; expanded: number } {
  const out: string[] = [];
  let expanded = 0;
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? expandGivenAbbreviation(words[i]! + words[i + 1]!) : undefined;
    if (pair && words[i]!.length <= 2) {
      out.push(pair);
      expanded++;
      i++;
      continue;
    }
    const full = expandGivenAbbreviation(words[i]!);
    if (full) expanded++;
    out.push(full ?? words[i]!);
  }
  return { words: out, expanded };
}

/** Titles written in several pieces (`g-ral` folds to `g ral`, `lt. col.`) become their full words. */
function joinTitles(words: readonly string[]): readonly string[] {
  // Most names have no title in pieces: the words themselves, not a copy.
  let out: string[] | undefined;
  for (let i = 0; i < words.length; i++) {
    // (Titles of one token stay as written: only the multi-token ones are looked for.)
    const m = multiTokenTitle(words, i);
    if (m) {
      out ??= words.slice(0, i);
      out.push(...m.title.split(' '));
      i += m.length - 1;
    } else {
      out?.push(words[i]!);
    }
  }
  return out ?? words;
}

function best(candidates: StreetCandidate[], limit: number): StreetCandidate[] {
  const byStreet = new Map<number, StreetCandidate>();
  for (const c of candidates) {
    // (A weight of 0 says "never": `STREET_WEIGHT.missingNumber`.)
    if (c.score === 0) continue;
    const had = byStreet.get(c.street);
    if (!had || had.score < c.score) byStreet.set(c.street, c);
  }
  return [...byStreet.values()].sort((a, b) => b.score - a.score || a.street - b.street).slice(0, limit);
}

/**
 * True when the typed words are the official name's turned around its given names: the surname's words first, in
 * order, then the given names (and titles) that open the official name, in order (`Goga Octavian`, `Mincu Ion arh.` for
 * Octavian Goga, arh. Ion Mincu): the workbook's own order for a person's street (see `StreetCandidate.surnameFirst`).
 */
function surnameWrittenFirst(ctx: EngineContext, primary: ArrayLike<number>, words: StreetHit['words']): boolean {
  const positions: number[] = [];
  for (const w of words) if (w.position >= 0) positions.push(w.position);
  // The turn: where the typed positions fall back to the start.
  let turn = -1;
  for (let k = 1; k < positions.length; k++) {
    if (positions[k]! >= positions[k - 1]!) continue;
    if (turn >= 0) return false;
    turn = k;
  }
  if (turn < 0 || positions[turn] !== 0) return false;
  // Every official word before the surname's first is a given name or a title, and typed after it.
  const surnameAt = positions[0]!;
  for (let k = 0; k < surnameAt; k++) {
    const text = ctx.tokens.text(primary[k]!);
    if (!isGivenName(text) && !isTitleWord(text)) return false;
  }
  return positions[positions.length - 1]! < surnameAt;
}

/** Scores a hit of the name search for verify; `dropped` are typed words left out to find it. */
function scoreHit(
  ctx: EngineContext, hit: StreetHit, query: StreetQuery, dropped: readonly string[], shortForms = 0, inflected = 0, mistypedInflection = 0, cutShort = false, translated = 0,
): StreetCandidate {
  const primary = ctx.tokens.streetTokens(hit.street);
  const covered = new Array<boolean>(primary.length).fill(false);
  // Typing mistakes made in another inflection of a word (see `findStreets`), not seen in the hit.
  let edits = mistypedInflection;
  let firstLetterEdits = 0;
  // Mistyped words reached only by a rare slip (a far key, a stray letter): see `STREET_WEIGHT.rareSlip`.
  let rareSlips = 0;
  let aliasWords = 0;
  for (const w of hit.words) {
    edits += w.edits;
    if (w.edits > 0 && w.typed.charCodeAt(0) !== w.text.charCodeAt(0)) firstLetterEdits++;
    if (w.edits === 1 && !commonSlip(w.typed, w.text, circumflexIn(ctx.catalog.streetBareName(hit.street), w.text))) rareSlips++;
    if (w.position >= 0) covered[w.position] = true;
    else aliasWords++;
  }
  // An alias word (`ioan`, `arh`) stands for an official word the search does not name: cover the first
  // uncovered official word it can stand for, so that `Ioan Mincu` leaves nothing out of `Ion Mincu`.
  let variant = false;
  for (const w of hit.words) {
    if (w.position >= 0) continue;
    const at = Array.from(primary).findIndex((t, k) => !covered[k] && standsFor(w.typed, ctx.tokens.text(t)));
    if (at >= 0) {
      covered[at] = true;
      if (givenNameVariants(w.typed).includes(ctx.tokens.text(primary[at]!))) variant = true;
    }
  }
  // Initials left out of the search stand for the uncovered words they begin (`I. L.` of `Ion Luca Caragiale`).
  let initials = 0;
  let surnameInitials = 0;
  for (const letter of dropped) {
    if (!isInitial(letter)) continue;
    // A given name first (`I.` of Ion Grigore), then any other word (`I.` of Grigore Ionescu).
    const fits = (t: number, k: number): boolean => !covered[k] && ctx.tokens.text(t).startsWith(letter) && !isTitleWord(ctx.tokens.text(t));
    let at = Array.from(primary).findIndex((t, k) => fits(t, k) && isGivenName(ctx.tokens.text(t)));
    if (at < 0) {
      at = Array.from(primary).findIndex(fits);
      if (at >= 0) surnameInitials++;
    }
    if (at < 0) continue;
    covered[at] = true;
    initials++;
  }
  // A name cut short (see `findStreets`) lost the words after the one cut with it: they are not missing.
  let cutAt = -1;
  if (cutShort) for (const w of hit.words) if (w.kind === 'prefix' && w.position >= 0) cutAt = Math.max(cutAt, w.position);
  const cut = cutAt >= 0;
  const alias = (aliasWords > 0 && !variant) || initials > 0 || shortForms > 0;
  const uncovered: string[] = [];
  let missing = 0;
  let missingGiven = 0;
  let missingTitles = 0;
  let missingNumbers = 0;
  for (let k = 0; k < primary.length; k++) {
    if (covered[k]) continue;
    const text = ctx.tokens.text(primary[k]!);
    uncovered.push(text);
    // (A number is no word a column's width cuts into: the name stops before it, `Micro` of `Micro 20`.)
    const number = SMALL_NUMBER.test(text) && numbersStreet(ctx, hit.street, text, k === 0 ? undefined : ctx.tokens.text(primary[k - 1]!));
    if (cut && k > cutAt && !number) continue;
    if (isTitleWord(text)) missingTitles++;
    else if (isGivenName(text) || text.length === 1) missingGiven++;
    else missing++;
    // (A number is a missing word, and more: see `STREET_WEIGHT.missingNumber`.)
    if (number) missingNumbers++;
  }
  let extraTitles = 0;
  for (const word of dropped) if (isTitleWord(word)) extraTitles++;
  const extra = dropped.length - extraTitles - initials;

  const typeId = ctx.catalog.streetTypeId(hit.street);
  const typeMatches = query.typeId === 0 ? undefined : query.typeId === typeId;
  const W = ctx.ranking.street;
  let score = W.perEdit ** edits * W.firstLetterEdit ** firstLetterEdits * W.rareSlip ** rareSlips;
  score *= W.extraWord ** extra * W.extraTitle ** extraTitles;
  score *= W.missingWord ** missing * W.missingGiven ** missingGiven * W.missingTitle ** missingTitles * W.missingNumber ** missingNumbers;
  const surnameFirst = !hit.inOrder && surnameWrittenFirst(ctx, primary, hit.words);
  if (!hit.inOrder) score *= surnameFirst ? W.surnameFirst : W.reordered;
  if (typeMatches === false) score *= query.anyType === true ? W.otherTypeAnyWord : DISTINCT_TYPES.has(query.typeId) ? W.otherDistinctType : W.otherType;
  // A word matched through an alias ranks below the street that has the word itself (`Ion Neculce`
  // and `Ioan Neculce` are two streets of Arad).
  score *= W.aliasWord ** aliasWords;
  // People write initials for given names: `I. Grigore` is Ion Grigore before Grigore Ionescu.
  score *= W.surnameInitial ** surnameInitials;
  // Another inflection (`Siretului` for `Siret`) ranks below the street written as it is.
  score *= W.inflection ** inflected;
  // A word translated (`Victory` for `Victoriei`) ranks below the street written in Romanian.
  score *= W.translatedWord ** translated;
  if (cut) score *= W.cutWord;
  return { street: hit.street, score, typeMatches, edits, reordered: !hit.inOrder, surnameFirst, missing, missingGiven, extra, alias, variant: variant || inflected > 0 || translated > 0, uncovered, cut };
}

/**
 * True when `number`, a word of the street's name after `before`, numbers the street (`Micro 20`,
 * `Rândul 2`), not a note the data adds to tell two namesakes apart, which people leave out: the
 * sector (`(sector 5)`, read apart as the sector) or a number in brackets (`Sudului (2)` beside
 * `Sudului`).
 */
function numbersStreet(ctx: EngineContext, street: number, number: string, before: string | undefined): boolean {
  if (before !== undefined && SECTOR_WORDS.has(before)) return false;
  return !ctx.catalog.streetBareName(street).includes(`(${number})`);
}

/** A number of up to three digits, maybe with a letter: what tells numbered streets apart (not a year). */
const SMALL_NUMBER = /^\d{1,3}[a-z]?$/;

/** True when a typed word stands for an official word: its abbreviation, initial or other spelling. */
function standsFor(typed: string, official: string): boolean {
  if (titleOf(typed) === official) return true;
  // `gh` for `gheorghe`, `i` for `ion`: an initial or a short abbreviation of a given name.
  if (typed.length <= 3 && official.startsWith(typed) && isGivenName(official)) return true;
  return givenNameVariants(typed).includes(official);
}
