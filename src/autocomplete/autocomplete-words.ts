/**
 * The words of one autocomplete query prepared for evaluation: the tokens each
 * may stand for, the counties it may name (as catalog indexes), and typing
 * mistakes, looked up when asked for, with the mistakes people make most in
 * names made a little cheaper ({@link likelyMistake}).
 */
import type { EngineContext } from '../engines/context.js';
import type { SearchState } from './autocomplete-state.js';
import { addFuzzy, isUnmatched, matchWord, WordCost, type WordMatch } from '../matchers/word-match.js';
import { streetOf } from '../matchers/token-index.js';
import { addFuzzyStreetType, analyzeQuery, fuzzyCountyWords, MAX_QUERY_WORDS, withKeywordsSpelled, type AnalyzedQuery, type QueryWord } from '../engines/query.js';
import { AUTOCOMPLETE } from '../engines/ranking.js';
import { fold } from '../shared/normalize.js';
import type { County } from '../shared/aliases.js';
import { withoutDigraphs, withShortArticle } from '../shared/vocabulary.js';

/** A word prepared for evaluation. */
export interface Prepared {
  w: QueryWord;
  m: WordMatch | undefined;
  /** County refs as catalog county indexes with costs. */
  counties: number[];
  countyCosts: number[];
  /** True when the word may also be a county, type, title, kind or number (a poor source of candidates). */
  soft: boolean;
  /** True once mistyped county names were looked for. */
  countyTried: boolean;
}

/** A word of letters (and the combining marks of letters typed apart). */
const LETTERS_RUN = /[\p{L}\p{M}]+/gu;
const DIGRAPH = /sh|tz/i;

/**
 * `q` with `sh` and `tz` read as `ș` and `ț` (folded: `s`, `t`) in every word
 * that is no word of the index as typed, nor the start of one, and is one so
 * read: `Tzatzu`,
 * `Bucureshti`, `Sighishoara`, however many (one typing mistake each would soon
 * be too many), while `Tzara` and `Shakespeare`, which the index holds, stay.
 * Read before the query is analyzed, so a word so read is what it would be
 * typed plain (`Bucureshti` names București's sectors as `Bucuresti` does).
 */
export function readKeyboardDigraphs(ctx: EngineContext, q: string): string {
  if (!DIGRAPH.test(q)) return q;
  return q.replace(LETTERS_RUN, (word) => {
    const folded = fold(word);
    const read = digraphsRead(ctx, folded);
    return read === folded ? word : read;
  });
}

/** A folded word as {@link readKeyboardDigraphs} reads it: the same string when it stays. */
function digraphsRead(ctx: EngineContext, folded: string): string {
  if (!DIGRAPH.test(folded) || ctx.tokens.exact(folded) >= 0) return folded;
  const range = ctx.tokens.prefixRange(folded);
  if (range.to > range.from) return folded;
  const plain = withoutDigraphs(folded);
  // Only when that reading is a word of the index: else the digraph is likelier a typing mistake (`Batz` for `Batiz`).
  return plain !== folded && ctx.tokens.exact(plain) >= 0 ? plain : folded;
}

/**
 * The analysis of a query as autocomplete and search read it: its keyboard
 * digraphs read as letters ({@link readKeyboardDigraphs}), its run-together
 * words apart ({@link readRunTogetherWords}), then analyzed
 * (src/engines/query.ts `analyzeQuery`) with mistyped sector and county
 * keywords read as such where they are no word of the index.
 */
export function analyzeTypedQuery(ctx: EngineContext, q: string): AnalyzedQuery {
  return analyzeQuery(q, (tokens) => readTokens(ctx, tokens));
}

/**
 * The words of `query` with their cheap matches; a word that matches nothing
 * and can be nothing else (a mistyped street type, county or name) gets its
 * typing mistakes at once, and so does the county after a county keyword.
 */
export function prepareWords(ctx: EngineContext, state: SearchState, query: AnalyzedQuery): Prepared[] {
  const words: Prepared[] = query.words.map((w) => {
    const m = w.name ? matchWord(ctx.tokens, w.text, w.prefix, w.alternatives) : undefined;
    const soft = w.numeric || w.streetType !== 0 || w.title || w.kind !== undefined || w.counties.length > 0;
    return { w, m, counties: [], countyCosts: [], soft, countyTried: false };
  });
  resolveCounties(state, words);
  for (const p of words) if (p.m !== undefined && !p.w.numeric) addShortArticle(ctx, p.m);
  for (let i = 0; i < words.length; i++) {
    const p = words[i]!;
    if (!p.m || p.soft || !isUnmatched(p.m)) continue;
    addFuzzyStreetType(p.w);
    // A mistyped street type may as well be a mistyped name (`Câmup Mare` for the village Câmpu
    // Mare, not a `Câmp`): each candidate takes the cheaper reading.
    if (p.w.streetType !== 0) p.soft = true;
    else addFuzzyCounty(state, words, i);
    addFuzzy(ctx.tokens, state.tables.deletions, p.m, true);
    favourLikelyMistakes(ctx, p.m);
  }
  // The word after a county keyword names a county, however it is typed (`jud. Vâlea`, a word of many names).
  for (let i = 1; i < words.length; i++) if (words[i - 1]!.w.kind === 'judet') addFuzzyCounty(state, words, i);
  return words;
}

/**
 * The word read as a place name's word with its short article (`vad` as the
 * `vadu` of Vadu Moldovei, `pod` as Podu Ursului's), at
 * `AUTOCOMPLETE.articleLeftOut`, when some place's name holds that form.
 * Read at once, not only after the exact reading falls short: a type word
 * (`vad`, `pod`) or a title (`mar`) would otherwise explain the word first.
 */
function addShortArticle(ctx: EngineContext, m: WordMatch): void {
  const form = withShortArticle(m.text);
  if (form === undefined) return;
  const t = ctx.tokens.exact(form);
  if (t < 0 || m.exact.includes(t)) return;
  const { from, streetsFrom } = ctx.tokens.postings(t);
  if (streetsFrom === from) return;
  m.fuzzy = [t];
  m.fuzzyCost = [AUTOCOMPLETE.articleLeftOut];
}

/**
 * Typing mistakes for every word and, with `counties`, county name; false when
 * there is nothing to add.
 */
export function addFuzzyWords(ctx: EngineContext, state: SearchState, words: readonly Prepared[], counties = true): boolean {
  let added = false;
  for (const p of words) {
    if (p.m && !p.m.fuzzyTried && !p.w.numeric && p.w.text.length >= AUTOCOMPLETE.fuzzyMinLetters) {
      addFuzzy(ctx.tokens, state.tables.deletions, p.m, false);
      favourLikelyMistakes(ctx, p.m);
      added = true;
    }
  }
  // Now also a word that is some name exactly (`Coza Vancea`, `Groși Tomis`): its reading as that name fell short.
  if (counties) for (let i = 0; i < words.length; i++) if (words[i]!.m !== undefined && addFuzzyCounty(state, words, i)) added = true;
  return added;
}

/**
 * Mistyped county names for word `i`, a name word that names no county: a
 * one-word name, or a word of a longer one whose other words stand beside it
 * (`bistuita nasaud`: both words then name Bistrița-Năsăud, the mistyped one
 * at its cost). True when some were found.
 */
function addFuzzyCounty(state: SearchState, words: readonly Prepared[], i: number): boolean {
  const p = words[i]!;
  if (p.countyTried || !p.w.name || p.w.counties.length > 0) return false;
  p.countyTried = true;
  const refs = fuzzyCountyWords(words.map((q) => q.w.text), i);
  if (refs.length === 0) return false;
  for (const r of refs) {
    const q = words[r.word]!;
    const c = state.countyIndex.get(r.county);
    if (c === undefined || q.w.marker) continue;
    const ref = { county: r.county, cost: countyWordCost(q.w.text, r.part, r.edits, r.county) };
    const known = q.w.counties.findIndex((r) => r.county === ref.county);
    if (known >= 0 && q.w.counties[known]!.cost <= ref.cost) continue;
    if (known >= 0) q.w.counties.splice(known, 1);
    q.w.counties.push(ref);
    const at = q.counties.indexOf(c);
    if (at >= 0) {
      q.counties.splice(at, 1);
      q.countyCosts.splice(at, 1);
    }
    q.counties.push(c);
    q.countyCosts.push(ref.cost);
    // A word that is some name as typed stays a good source of candidates (`Baciu Cluj`: not Bacău mistyped).
    if (q.m === undefined || q.m.exact.length === 0 || ref.cost === 0) q.soft = true;
  }
  return true;
}

/**
 * The cost of a word read as a word of a county's name (`part`, folded) with
 * `edits` typing mistakes: as for a name's word, one mistake of the kinds
 * people make most ({@link likelyMistake}, the county's own name telling where
 * it writes `â` or `î`) costs a little less than another.
 */
function countyWordCost(typed: string, part: string, edits: number, county: County): number {
  if (edits !== 1) return AUTOCOMPLETE.perMistake * edits;
  const written = county.name.toLowerCase().split(/[ -]/).find((w) => fold(w) === part);
  return likelyMistake(typed, part, (at) => written === undefined || written[at] === 'â' || written[at] === 'î') ? AUTOCOMPLETE.likelyMistake : AUTOCOMPLETE.perMistake;
}

/** The counties the words name, as catalog county indexes. */
function resolveCounties(state: SearchState, words: readonly Prepared[]): void {
  for (const p of words) {
    p.counties = [];
    p.countyCosts = [];
    for (const ref of p.w.counties) {
      const c = state.countyIndex.get(ref.county);
      if (c !== undefined) {
        p.counties.push(c);
        p.countyCosts.push(ref.cost);
      }
    }
    if (p.counties.length > 0) p.soft = true;
  }
}

/**
 * Lowers the cost of the one-mistake matches of `m` whose mistake is one
 * people make most: among the several names one mistake from a misspelled
 * word, these are what was meant more often.
 */
export function favourLikelyMistakes(ctx: EngineContext, m: WordMatch): void {
  for (let i = 0; i < m.fuzzy.length; i++) {
    const token = m.fuzzy[i]!;
    if (m.fuzzyCost[i] === WordCost.perEdit && likelyMistake(m.text, ctx.tokens.text(token), (at) => writesCircumflexAt(ctx, token, at))) m.fuzzyCost[i] = AUTOCOMPLETE.likelyMistake;
  }
}

/** Names of a token looked at to learn how they write it: the first few settle it (a folded word is nearly always written one way). */
const SPELLINGS_LOOKED_AT = 4;
const NAME_WORDS = /[^\p{L}\p{M}0-9]+/u;

/**
 * True when a name holding `token` writes its letter at `at` as `â` or `î`
 * (the index keeps tokens folded: `a` may be a, ă or â); also when no name
 * shows how the token is written (an alias), so that nothing is lost there.
 * Called only for the `i`/`a` mistake, which is rare among the candidates.
 */
function writesCircumflexAt(ctx: EngineContext, token: number, at: number): boolean {
  const text = ctx.tokens.text(token);
  const { refs, from, streetsFrom, to } = ctx.tokens.postings(token);
  let seen = false;
  for (let i = from, looked = 0; i < to && looked < SPELLINGS_LOOKED_AT; i++, looked++) {
    const name = i < streetsFrom ? ctx.catalog.placeName(refs[i]!) : ctx.catalog.streetBareName(streetOf(refs[i]!));
    for (const word of name.toLowerCase().split(NAME_WORDS)) {
      if (word.length !== text.length || fold(word) !== text) continue;
      seen = true;
      const letter = word[at];
      if (letter === 'â' || letter === 'î') return true;
    }
  }
  return !seen;
}

/**
 * True when `typed` is `token` with one of the mistakes people make most in
 * names: a letter left out (anywhere: `Balsesti` for Baloșești), two
 * neighbours swapped, a letter doubled, `i` for `a` or the reverse where the
 * name writes `â` or `î` (the two letters of one sound: `Tirgoviste` for
 * Târgoviște, but not `Bicesti` for Băcești, whose `ă` is another sound, nor
 * `Tarnavei` for Târnava's `a`), `sh` for `ș`, `tz` for `ț`; not a letter added
 * or changed at random. Both are folded and one mistake apart.
 * `circumflexAt(i)` tells whether the name writes the letter at `i` of
 * `token` as `â` or `î` (the folded token cannot); without it, any `a` or `i`
 * may be.
 */
export function likelyMistake(typed: string, token: string, circumflexAt?: (at: number) => boolean): boolean {
  let i = 0;
  while (i < typed.length && i < token.length && typed.charCodeAt(i) === token.charCodeAt(i)) i++;
  if (typed.length === token.length) {
    const a = typed[i];
    const b = token[i];
    if (typed[i + 1] === b && token[i + 1] === a) return true;
    return ((a === 'i' && b === 'a') || (a === 'a' && b === 'i')) && (circumflexAt === undefined || circumflexAt(i));
  }
  if (typed.length === token.length + 1) {
    // `typed[i]` is the extra letter (or an equal neighbour of it).
    const extra = typed[i];
    return extra === typed[i - 1] || extra === typed[i + 1] || (extra === 'h' && typed[i - 1] === 's') || (extra === 'z' && typed[i - 1] === 't');
  }
  // A letter left out: the commonest slip of all (people drop letters far more often than they add
  // or change one at random), wherever it is, the first letter of the word included (`etea` for Letea).
  return true;
}

/** Fewest letters of each word of a pair read out of one run-together word. */
const RUN_TOGETHER_PART = 3;

/**
 * `q` with every word that is two words of one name typed together read as
 * those two: the space or hyphen left out (`CocaNiculesti` for Coca-Niculești)
 * or typed as another letter (`BucesnVulcan` for Buceș-Vulcan). Only a word that
 * is no word of the index, nor the start of one, nor one typing mistake from
 * one, and only into two words of 3+ letters that some one name holds both
 * of: the typing-mistake search could do nothing for it, since the pair is two
 * tokens. A word so read comes back folded.
 */
export function readRunTogetherWords(ctx: EngineContext, q: string): string {
  return q.replace(LETTERS_RUN, (word) => {
    const folded = fold(word);
    return runTogetherRead(ctx, folded, ctx.tokens.exact(folded) >= 0) ?? word;
  });
}

/** A folded word (`known`: a word of the index) as the two words {@link readRunTogetherWords} reads in it, or undefined. */
function runTogetherRead(ctx: EngineContext, folded: string, known: boolean): string | undefined {
  const n = folded.length;
  if (n < 2 * RUN_TOGETHER_PART || known) return undefined;
  const range = ctx.tokens.prefixRange(folded);
  if (range.to > range.from) return undefined;
  if (ctx.tokens.tables.deletions.near(folded).length > 0) return undefined;
  // The separator left out, then typed as a letter.
  for (const gap of [0, 1]) {
    for (let i = RUN_TOGETHER_PART; i + gap + RUN_TOGETHER_PART <= n; i++) {
      const left = folded.slice(0, i);
      const right = folded.slice(i + gap);
      const a = ctx.tokens.exact(left);
      if (a < 0) continue;
      const b = ctx.tokens.exact(right);
      if (b >= 0 && shareName(ctx, a, b)) return `${left} ${right}`;
    }
  }
  return undefined;
}

/** {@link letterShape}: a folded word with a digit, of letters only, of letters with `sh` or `tz`. */
const NOT_LETTERS = 0;
const PLAIN_LETTERS = 1;
const DIGRAPH_LETTERS = 2;

/**
 * Whether a folded word is what the two readers above look at (letters only)
 * and has a keyboard digraph: one pass over its letters, as it runs for every
 * word of every query.
 */
function letterShape(word: string): number {
  let shape = PLAIN_LETTERS;
  let before = 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c < 97 || c > 122) return NOT_LETTERS;
    // `sh`, `tz`
    if ((c === 104 && before === 115) || (c === 122 && before === 116)) shape = DIGRAPH_LETTERS;
    before = c;
  }
  return shape;
}

/**
 * The query's folded tokens as autocomplete reads them, in one pass over them:
 * keyboard digraphs read as letters ({@link readKeyboardDigraphs}), two words
 * typed together apart ({@link readRunTogetherWords}), then mistyped sector
 * and county keywords spelled right (query.ts `withKeywordsSpelled`). The
 * same reading as of the text, without a second reading of the text.
 */
function readTokens(ctx: EngineContext, tokens: string[]): string[] {
  let out: string[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const shape = letterShape(t);
    if (shape === NOT_LETTERS || (shape === PLAIN_LETTERS && t.length < 2 * RUN_TOGETHER_PART)) {
      out?.push(t);
      continue;
    }
    // A word of plain letters has no digraph to read (`digraphsRead` would give it back).
    const plain = shape === DIGRAPH_LETTERS ? digraphsRead(ctx, t) : t;
    const apart = runTogetherRead(ctx, plain, ctx.tokens.exact(plain) >= 0);
    if (plain === t && apart === undefined) {
      out?.push(t);
      continue;
    }
    out ??= tokens.slice(0, i);
    if (apart === undefined) out.push(plain);
    else out.push(...apart.split(' '));
  }
  return withKeywordsSpelled((out ?? tokens).slice(0, MAX_QUERY_WORDS), (word) => ctx.tokens.exact(word) >= 0);
}

/** True when some place or street name holds both tokens. */
function shareName(ctx: EngineContext, a: number, b: number): boolean {
  const pa = ctx.tokens.postings(a);
  const pb = ctx.tokens.postings(b);
  const [small, large] = pa.to - pa.from <= pb.to - pb.from ? [pa, pb] : [pb, pa];
  const refs = large.refs;
  for (let i = small.from; i < small.to; i++) {
    const ref = small.refs[i]!;
    let lo = large.from;
    let hi = large.to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (refs[mid]! < ref) lo = mid + 1;
      else hi = mid;
    }
    if (lo < large.to && refs[lo] === ref) return true;
  }
  return false;
}
