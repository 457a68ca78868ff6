/**
 * Finds the locality an address names: by its SIRUTA name or the aliases people
 * use (`Tg Mureș`, `Dr. Tr. Severin`, `Cluj`, `Buc`), through the shared name
 * search (exactly first, typing mistakes only when nothing matches); then weighs the county,
 * the commune named next to a village, the București sector and the postal code.
 */
import { countyOfFoldedWords, LOCALITY_NAME_ALIASES, LOCALITY_OTHER_NAMES, rewrittenLocalityWords, SUBURBS_COUNTY, BUCHAREST_CODE, type County } from '../shared/aliases.js';
import { allowedEdits, confirmedEdits, editDistance, firstLetterKept, oneMistakeApart } from '../matchers/edit-distance.js';
import { circumflexInName, commonSlip } from '../matchers/slips.js';
import { findPlaces } from '../matchers/name-search.js';
import { nameTables } from '../matchers/name-tables.js';
import { restoredInCounty } from '../matchers/dropped-letters.js';
import type { EngineContext } from '../engines/context.js';
import type { RankingOptions } from '../engines/ranking.js';
import { foldedPlaceKey, placeKey } from './name-keys.js';
import { keep } from '../engines/index-state.js';
import type { PlacePart } from '../text/address-parser.js';
import { placeRelations } from '../engines/place-relations.js';
import { formatKey } from '../text/address-tokens.js';
import { indexOfSorted } from '../reader/sorted.js';
import { LOCALITY_LEVEL, SirutaType, SizeRank, UNIT_LEVEL } from '../shared/place-kind.js';
import { BUCHAREST_WORDS, shortArticleForm } from '../shared/vocabulary.js';
import { fold, tokens, writesDiacritics } from '../shared/normalize.js';
import { mapped } from '../shared/arrays.js';


/** How a typed name matched a place name. */
export interface NameMatch {
  /** `exact`: the same words; `rewritten`: after expanding abbreviations or an alias; `fuzzy`: with typing mistakes. */
  how: 'exact' | 'rewritten' | 'fuzzy';
  /** Typing mistakes (0 unless fuzzy). */
  edits: number;
  /** The words were written in another order. */
  reordered: boolean;
  /** Words written as their initial (`V. Bistrii` for Valea Bistrii, see {@link placesByInitials}). */
  initials: number;
  /**
   * Found by another name of the place (GeoNames' other names: `LOCALITY_WEIGHT.otherName`), `undefined` when not.
   * Always present: every name match has one shape (one V8 map), so the code reading candidates' names is not
   * deoptimized by a second shape.
   */
  otherName: true | undefined;
}

/** What {@link findLocalities} looks for. */
export interface LocalityQuery {
  /** The locality as written; undefined when only a sector was written. */
  part: PlacePart | undefined;
  /** The commune, town or city written next to a village. */
  admin?: PlacePart;
  /** The county written (recognised). */
  county?: County;
  /** A București sector written (1-6). */
  sector?: number;
  /** A six-digit postal code written: used to prefer the candidate that has it. */
  postalCode?: string;
  /** A street was written: a locality with street data is then looked for harder. */
  streetWritten?: boolean;
  /**
   * `exact`: whole names only, every word a dictionary token (cheap: callers try
   * every reading this way first); `fuzzy`: the shared name search, typing
   * mistakes included.
   */
  mode: 'exact' | 'fuzzy';
}

/** One place the query may mean. */
export interface LocalityCandidate {
  /** The locality (a București sector, a village, a town...) or the unit București as a whole. */
  place: number;
  /** Places whose streets belong to it: the place itself, or the sectors of București. */
  scope: number[];
  /** București with no sector written: the street decides the sector. */
  city: boolean;
  name: NameMatch;
  /** The name written is that of the commune or town, whose seat is taken (`com. Cergău` → Cergău Mare). */
  viaUnit: boolean;
  /** No locality written was found: the written postal code placed the address. */
  fromPostalCode?: boolean;
  /** No locality written can check the street: the one town holding the street written, with its number, placed the address. */
  fromStreet?: boolean;
  /** București as a whole although a sector was written: its streets in the other sectors are looked at too. */
  otherSector?: boolean;
  /** The name written is that of an administrative unit (the candidate is the unit or its seat). */
  unitName?: boolean;
  /** The county's seat, called by its county's name or code (`Vâlcea` for Râmnicu Vâlcea, `Bv.` for Brașov). */
  countySeat?: boolean;
  /** The place whose name was written (the unit when its seat is the candidate); the candidate itself when absent. */
  named?: number;
  /** undefined: no county written. */
  countyMatches: boolean | undefined;
  /** In the county around the one written, whose places are written with its name (`Berceni, București`: Ilfov; `SUBURBS_COUNTY`): it fits what was written as that county's own would. */
  inSuburbs: boolean;
  /** undefined: no commune written. */
  adminMatches: boolean | undefined;
  /** Ranking score in (0, 1]. */
  score: number;
}

/** A place whose name the words written match (see `exactPlaces`, `matchNames`). */
export interface PlaceMatch {
  place: number;
  edits: number;
  reordered: boolean;
  /** Found as the seat of the county whose name or code was written. */
  countySeat?: boolean;
  /** Found by the words as written, which the rewriting changed (`Bucureșci`, a commune, not București). */
  asWritten?: boolean;
  /** Words written as their initial ({@link placesByInitials}). */
  initials?: number;
  /** Found with the Romanian letters an export dropped put back ({@link placesWithLettersRestored}). */
  lettersRestored?: boolean;
  /** Found by another name of the place (GeoNames: `Korond` for Corund, {@link otherNamedPlaces}). */
  otherName?: boolean;
}

/**
 * Places whose other name (Hungarian, German, older: from GeoNames, in the index) is the whole
 * typed name: asked only when no official name matches, so that an official name always wins
 * over another place's other name.
 */
function otherNamedPlaces(ctx: EngineContext, words: readonly string[], countyIndex: number | undefined): PlaceMatch[] {
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return [];
  const places = ctx.catalog.placesOtherNamed(words.join(' '));
  if (places.length === 0) return [];
  const out: PlaceMatch[] = places.map((place) => ({ place, edits: 0, reordered: false, otherName: true }));
  // GeoNames gives a name to one place, which may be a namesake elsewhere (`Marosszentimre` to
  // Sântimbru of Harghita; it is Alba's, `Fehér megye`): with a county written where none of them
  // is, that county's places of the same official name are called so too, and the index weighs them.
  const { catalog } = ctx;
  if (countyIndex === undefined || places.some((p) => catalog.placeCounty(p) === countyIndex)) return out;
  for (const place of places) {
    for (const m of exactPlacesOf(ctx, tokens(catalog.placeName(place)))) {
      if (catalog.placeCounty(m.place) === countyIndex && !out.some((o) => o.place === m.place)) out.push({ place: m.place, edits: 0, reordered: false, otherName: true });
    }
  }
  return out;
}

/**
 * Places whose whole name is the typed words (any order, after rewriting), by
 * the shared name search (exact first, typing mistakes when nothing matches).
 * A name the words only partly cover is another place (`Mureș` is not `Târgu
 * Mureș`), and a word may not be spent twice; a former name (alias tokens) may
 * be written in full instead.
 */
function matchNames(ctx: EngineContext, words: readonly string[], county?: number): PlaceMatch[] {
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return [];
  const options: Parameters<typeof findPlaces>[2] = { lastIsPrefix: false, wholeName: true };
  if (county !== undefined) options.county = county;
  const search = (ws: readonly string[], extraEdits: number): { full: PlaceMatch[]; any: boolean } => {
    const full: PlaceMatch[] = [];
    const hits = findPlaces(ctx, ws, options);
    for (const hit of hits) {
      const formerName = hit.words.every((w) => w.position < 0);
      if (!formerName && (hit.uncovered > 0 || ctx.tokens.placeTokens(hit.place).length !== ws.length)) continue;
      let edits = extraEdits;
      for (const w of hit.words) edits += w.edits;
      full.push({ place: hit.place, edits, reordered: !hit.inOrder });
    }
    return { full, any: hits.length > 0 };
  };
  const first = search(words, 0);
  if (first.full.length > 0 || !first.any) return first.full;
  // Only longer names hold the words (`Mierii` is in `Malu Mierii`), so the search did not look
  // for typing mistakes: try each word's near tokens in its place (`Merii`).
  const out: PlaceMatch[] = [];
  words.forEach((word, i) => {
    const max = allowedEdits(word.length);
    if (max === 0) return;
    // One mistake per name (the deletion index is cheap; two mistakes would need the trigram scan).
    for (const near of nameTables(ctx.catalog, ctx.tokens).deletions.near(word).slice(0, MAX_NEAR_TOKENS)) {
      const replaced = mapped(words, (w, k) => (k === i ? ctx.tokens.text(near) : w));
      out.push(...search(replaced, 1).full);
    }
  });
  return out;
}

/**
 * True when the words are the whole name of some place of the index, as written or one typing mistake away, in any
 * county: words read as a commune beside the locality that name none (`Interviurile`, `e surpriza`) are a message's
 * words the reader placed there, no other commune written (`CONFIDENCE.unusedWord`, not `wrongCommune`; sure98).
 */
export function namesSomePlace(ctx: EngineContext, words: readonly string[]): boolean {
  return exactPlacesOf(ctx, words).length > 0 || matchNames(ctx, words).length > 0;
}

/**
 * How many word sequences an index remembers the whole-name places of (`IndexState.placeNames`):
 * the readings of one address ask for the same words again and again (with another commune,
 * county or street beside them), and a file of addresses for the same towns. Past this the set
 * starts again.
 */
export const PLACE_NAMES_KEPT = 4096;

/** No places (shared: never changed). */
const NO_PLACES: readonly PlaceMatch[] = Object.freeze([]);

/**
 * {@link exactPlaces}, remembered per index (see {@link PLACE_NAMES_KEPT}). Shared: callers copy
 * before changing it. A word that is no token names no place (nothing to remember); a name of one
 * or two words is remembered by a number made of its tokens, which a map finds faster than a text
 * joined for the purpose (most names have one or two words).
 */
function exactPlacesOf(ctx: EngineContext, words: readonly string[]): readonly PlaceMatch[] {
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return NO_PLACES;
  const first = ctx.tokens.exact(words[0]!);
  if (first < 0) return NO_PLACES;
  let key: number | string;
  if (words.length === 1) key = first;
  else if (words.length === 2) {
    const second = ctx.tokens.exact(words[1]!);
    if (second < 0) return NO_PLACES;
    // Above every one-word key: (first + 1) tokens' worth, then the second.
    key = (first + 1) * ctx.tokens.size + second;
  } else key = words.join('\n');
  const known = ctx.state.placeNames.get(key);
  return known !== undefined ? known : keep(ctx.state.placeNames, key, PLACE_NAMES_KEPT, exactPlaces(ctx, words));
}

/**
 * True when the places named one typing mistake away from the locality written (one of its words
 * changed to a dictionary token one mistake from it: `Bora` for Borșa, Borca, Bara...) have at
 * least as many postal codes as the places named as written (a commune and its seat village, one
 * code, count once). With nothing else written to confirm it (no county, commune, street or postal
 * code), the name is then no better evidence of itself than of a mistyped neighbour: a slip of the
 * keyboard lands on a real name as easily as anywhere (`CONFIDENCE.nearNamedPlaces`). A name shared
 * by more places than its neighbours have (`Mereni`) is left to `namesakes`.
 */
export function nearNamesAsMany(ctx: EngineContext, part: PlacePart): boolean {
  const { catalog } = ctx;
  const { words } = localityWords(part);
  const own = new Set<string>();
  // (A commune's unit has no code of its own: its seat village's is the commune's.)
  for (const m of exactPlacesOf(ctx, words)) if (catalog.placePostalCode(m.place) !== '') own.add(catalog.placePostalCode(m.place));
  const deletions = nameTables(catalog, ctx.tokens).deletions;
  const near = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (const token of deletions.near(words[i]!)) {
      const replaced = mapped(words, (w, k) => (k === i ? ctx.tokens.text(token) : w));
      for (const m of exactPlacesOf(ctx, replaced)) {
        const code = catalog.placePostalCode(m.place);
        if (code !== '' && !own.has(code)) near.add(code);
        if (near.size >= Math.max(1, own.size)) return true;
      }
    }
  }
  return false;
}

/**
 * True when a place of the county named `county` (its name, folded) has the whole name `words`: a
 * locality field that repeats the county's name (`Iași`, `Vaslui`) then names that place, and is
 * no sign of a form that filled the county into it.
 */
export function countyHoldsPlaceNamed(ctx: EngineContext, words: readonly string[], county: string): boolean {
  const { catalog } = ctx;
  return exactPlacesOf(ctx, words).some((m) => fold(catalog.countyName(catalog.placeCounty(m.place))) === county);
}

/**
 * Places whose whole name is the typed words, each word a dictionary token:
 * the intersection of the words' place postings, kept when the name has as
 * many words. No typing mistakes, so it costs a few postings walks.
 */
function exactPlaces(ctx: EngineContext, words: readonly string[]): PlaceMatch[] {
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return [];
  const lists: Array<{ refs: Uint32Array; from: number; to: number }> = [];
  // Each word's token: a token's text is unique, so comparing ids compares the words (no text per place).
  const ids: number[] = [];
  for (const word of words) {
    const token = ctx.tokens.exact(word);
    if (token < 0) return [];
    const p = ctx.tokens.postings(token);
    if (p.streetsFrom === p.from) return [];
    lists.push({ refs: p.refs, from: p.from, to: p.streetsFrom });
    ids.push(token);
  }
  // The shortest list supplies the candidates; each must be in every other list.
  if (lists.length > 1) lists.sort((a, b) => a.to - a.from - (b.to - b.from));
  const first = lists[0]!;
  const out: PlaceMatch[] = [];
  const repeated = repeatsToken(ids);
  candidates: for (let i = first.from; i < first.to; i++) {
    const place = first.refs[i]!;
    for (let l = 1; l < lists.length; l++) if (!contains(lists[l]!.refs, lists[l]!.from, lists[l]!.to, place)) continue candidates;
    const count = ctx.tokens.placeTokenCount(place);
    let reordered = false;
    if (count === ids.length) {
      for (let k = 0; k < ids.length && !reordered; k++) if (ctx.tokens.placeToken(place, k) !== ids[k]) reordered = true;
      if (reordered && repeated && !placeHasEveryToken(ctx, place, ids)) continue;
      // Same words in another order, or a former name's words (aliases) in the same count.
      out.push({ place, edits: 0, reordered: reordered && placeHasEveryToken(ctx, place, ids) });
    } else if (!placeHasSomeToken(ctx, place, ids)) {
      // A former name (alias tokens only) of another length.
      out.push({ place, edits: 0, reordered: false });
    }
  }
  return out;
}

/** True when each of `ids` is a word of the place's name, a word of the name standing for one id only (`Siliștea Siliștea` is not `Siliștea Dealului`). */
function placeHasEveryToken(ctx: EngineContext, place: number, ids: readonly number[]): boolean {
  const n = ctx.tokens.placeTokenCount(place);
  let taken = 0;
  for (const id of ids) {
    let k = 0;
    while (k < n && ((taken >> k) & 1 || ctx.tokens.placeToken(place, k) !== id)) k++;
    if (k === n) return false;
    taken |= 1 << k;
  }
  return true;
}

/** True when a word is written twice (`Siliștea Siliștea`): such words must be the name's twice. */
function repeatsToken(ids: readonly number[]): boolean {
  for (let i = 1; i < ids.length; i++) if (ids.indexOf(ids[i]!) < i) return true;
  return false;
}

function placeHasSomeToken(ctx: EngineContext, place: number, ids: readonly number[]): boolean {
  for (const id of ids) if (placeHasToken(ctx, place, id)) return true;
  return false;
}

/** True when a word of the place's name (a primary token) is the token `id`. */
function placeHasToken(ctx: EngineContext, place: number, id: number): boolean {
  const n = ctx.tokens.placeTokenCount(place);
  for (let k = 0; k < n; k++) if (ctx.tokens.placeToken(place, k) === id) return true;
  return false;
}

/** True when the ascending `refs[from, to)` holds `value`. */
function contains(refs: Uint32Array, from: number, to: number, value: number): boolean {
  return indexOfSorted(refs, value, from, to) >= 0;
}

/** Most word sequences a name written without its Romanian letters is looked up as (each word's restorings multiplied). */
const MAX_RESTORED_NAMES = 16;

/**
 * Places of the county written whose whole name is the written words with the Romanian letters an
 * export dropped put back (`Reia, Caraș-Severin`: Reșița; `Valea Clmuiului`: Valea Călmățuiului; see
 * `dropped-letters.ts`), any number of them in a word: one mistake for the name, whatever it lost,
 * as one cause lost them. Without a county nothing is restored: the county is the judge.
 */
function placesWithLettersRestored(ctx: EngineContext, words: readonly string[], county: number): PlaceMatch[] {
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return [];
  // (Most words written lost no letter: asked first, without building any name.)
  let lost = false;
  for (const word of words) if (restoredInCounty(ctx.catalog, ctx.tokens, ctx.state.droppedLetters, ctx.state.droppedWords, county, word).length > 0) lost = true;
  if (!lost) return [];
  let names: string[][] = [[]];
  let restored = false;
  for (const word of words) {
    const options: string[] = ctx.tokens.exact(word) >= 0 ? [word] : [];
    for (const token of restoredInCounty(ctx.catalog, ctx.tokens, ctx.state.droppedLetters, ctx.state.droppedWords, county, word)) options.push(ctx.tokens.text(token));
    if (options.length === 0) return [];
    if (options.length > 1 || options[0] !== word) restored = true;
    const next: string[][] = [];
    for (const name of names) for (const option of options) if (next.length < MAX_RESTORED_NAMES) next.push([...name, option]);
    names = next;
  }
  if (!restored) return [];
  const out: PlaceMatch[] = [];
  for (const name of names) {
    if (sameWords(name, words)) continue;
    for (const m of exactPlacesOf(ctx, name)) if (ctx.catalog.placeCounty(m.place) === county) out.push({ place: m.place, edits: 1, reordered: m.reordered, lettersRestored: true });
  }
  return out;
}

/** Most near tokens tried per word when a name is looked for again with a typing mistake. */
const MAX_NEAR_TOKENS = 8;

/** Longest run of words looked up as one place name: twice the longest name of the data (4 words), so a longer run is no name and costs no search. */
const MAX_NAME_WORDS = 8;

/** True when the place (or, for a unit, its seat; for București, its sectors) has street-level codes. */
function hasStreetData(ctx: EngineContext, place: number): boolean {
  const relations = placeRelations(ctx);
  if (place === relations.bucharest) return true;
  const target = ctx.catalog.placeLevel(place) === UNIT_LEVEL && relations.seatOf(place) >= 0 ? relations.seatOf(place) : place;
  const r = ctx.catalog.placeStreets(target);
  return r.to > r.from;
}

/**
 * Localities with street data whose name is within the typing mistakes allowed
 * for it: `Craiva` is a village, but with a street written `Craiova` is meant.
 */
function streetPlacesNear(ctx: EngineContext, words: readonly string[]): PlaceMatch[] {
  const typed = words.join(' ');
  const out: PlaceMatch[] = [];
  for (const { place, folded } of placeRelations(ctx).streetPlaces) {
    // The street written confirms the town (or not: a street not found costs the candidate): a
    // mistake more than a name alone is allowed, the first letter kept. (Another first letter is
    // searched within what a name alone allows: most candidates, and the cheaper search.)
    const max = firstLetterKept(typed, folded) ? confirmedEdits(folded.length) : allowedEdits(folded.length);
    if (max === 0 || Math.abs(folded.length - typed.length) > max) continue;
    const edits = editDistance(typed, folded, max);
    if (edits > 0 && edits <= max) out.push({ place, edits, reordered: false });
  }
  return out;
}

/**
 * Towns and cities of a county whose name begins or ends with the typed words
 * (`Câmpulung` for Câmpulung Moldovenesc, `Vâlcea` for Râmnicu Vâlcea), counted
 * as one typing mistake: a whole name always comes first.
 */
function townsByPartOfName(ctx: EngineContext, words: readonly string[], county: number): PlaceMatch[] {
  const W = ctx.ranking.locality;
  const catalog = ctx.catalog;
  const out: PlaceMatch[] = [];
  // The words' tokens (a word that is no token begins or ends no name): ids compared, no text per place.
  const ids = words.map((w) => ctx.tokens.exact(w));
  if (ids.some((id) => id < 0)) return out;
  const { countyPlaceStart, countyPlaces } = nameTables(catalog, ctx.tokens);
  for (let i = countyPlaceStart[county]!; i < countyPlaceStart[county + 1]!; i++) {
    const place = countyPlaces[i]!;
    const count = ctx.tokens.placeTokenCount(place);
    if (catalog.placeRank(place) > W.partOfNameMaxRank || count <= ids.length) continue;
    let head = true;
    let tail = true;
    for (let k = 0; k < ids.length; k++) {
      if (ctx.tokens.placeToken(place, k) !== ids[k]) head = false;
      if (ctx.tokens.placeToken(place, count - ids.length + k) !== ids[k]) tail = false;
    }
    if (head || tail) out.push({ place, edits: 1, reordered: false });
  }
  return out;
}

/** A single letter (not a digit): the initial of a word of a name (`V.` of `V. Bistrii`). */
const isInitial = (word: string): boolean => word.length === 1 && (word < '0' || word > '9');

/** True when {@link placesByInitials} may find places for the words: one is an initial, and a county or commune is written to look in. */
function mayHaveInitials(words: readonly string[], query: LocalityQuery): boolean {
  return (query.county !== undefined || query.admin !== undefined) && words.length > 1 && words.some(isInitial);
}

/**
 * Places of the county written (or, with none, of the commune written) whose name is the typed
 * words, a single letter standing for a word of the name that begins with it: `V. Bistrii` for
 * Valea Bistrii, `D. Lămășoi` for Dealu Lămășoi, `Căianu M.` for Căianu Mare, `P. de Sus` for
 * Pianu de Sus, as registers cut the common words of village names. At least one word is written
 * whole, and only the places of the county or commune written are looked at: an initial alone
 * says little, and namesakes elsewhere would be a guess. Several places that fit alike make the
 * answer ambiguous.
 */
function placesByInitials(ctx: EngineContext, words: readonly string[], county: number | undefined, adminWords: readonly string[] | undefined): PlaceMatch[] {
  const out: PlaceMatch[] = [];
  // Each whole word's token (-1 for an initial): ids compared, no text per place.
  const ids: number[] = [];
  let initials = 0;
  for (const word of words) {
    if (isInitial(word)) {
      ids.push(-1);
      initials++;
      continue;
    }
    const id = ctx.tokens.exact(word);
    if (id < 0) return out;
    ids.push(id);
  }
  if (initials === 0 || initials === words.length) return out;
  const fits = (place: number): boolean => {
    if (ctx.tokens.placeTokenCount(place) !== ids.length) return false;
    for (let k = 0; k < ids.length; k++) {
      const token = ctx.tokens.placeToken(place, k);
      if (ids[k]! >= 0 ? token !== ids[k] : !startsLonger(ctx.tokens.text(token), words[k]!)) return false;
    }
    return true;
  };
  const tables = nameTables(ctx.catalog, ctx.tokens);
  if (county !== undefined) {
    for (let i = tables.countyPlaceStart[county]!; i < tables.countyPlaceStart[county + 1]!; i++) {
      const place = tables.countyPlaces[i]!;
      if (fits(place)) out.push({ place, edits: 0, reordered: false, initials });
    }
    return out;
  }
  for (const unit of exactPlacesOf(ctx, adminWords ?? [])) {
    if (ctx.catalog.placeLevel(unit.place) !== UNIT_LEVEL) continue;
    for (let k = tables.childStart[unit.place]!; k < tables.childStart[unit.place + 1]!; k++) {
      const child = tables.children[k]!;
      if (fits(child)) out.push({ place: child, edits: 0, reordered: false, initials });
    }
  }
  return out;
}

/** True when `token` begins with the letter `initial` and is longer: the word the initial stands for. */
function startsLonger(token: string, initial: string): boolean {
  return token.length > 1 && token.charCodeAt(0) === initial.charCodeAt(0);
}

/**
 * Localities of the unit the commune words name (in the county, when written) whose name is
 * within the typing mistakes allowed for it: `Galasesti, com. Suseni` is Găleșești of Suseni,
 * though Gălășești (of Budeasa) has the name exactly; the names the postal data and SIRUTA
 * give one village differ by a letter now and then (`Pădurenii`, `Pădureni`).
 */
function localitiesOfUnitNear(ctx: EngineContext, words: readonly string[], adminWords: readonly string[], county: number | undefined): PlaceMatch[] {
  const typed = words.join(' ');
  const { childStart, children } = nameTables(ctx.catalog, ctx.tokens);
  const out: PlaceMatch[] = [];
  for (const unit of exactPlacesOf(ctx, adminWords)) {
    if (ctx.catalog.placeLevel(unit.place) !== UNIT_LEVEL || (county !== undefined && ctx.catalog.placeCounty(unit.place) !== county)) continue;
    for (let k = childStart[unit.place]!; k < childStart[unit.place + 1]!; k++) {
      const child = children[k]!;
      const name = foldedName(ctx, child);
      // The commune written confirms its village: a mistake more than a name alone is allowed, the
      // first letter kept (another first letter within what a name alone allows, searched so).
      const max = firstLetterKept(typed, name) ? confirmedEdits(name.length) : allowedEdits(name.length);
      if (max === 0 || Math.abs(name.length - typed.length) > max) continue;
      const edits = editDistance(typed, name, max);
      if (edits > 0 && edits <= max) out.push({ place: child, edits, reordered: false });
    }
  }
  return out;
}

/**
 * The seat of the county whose name or code the words are (`Vâlcea`, `Bv.`): people call a county
 * seat by its county. None for București, which is the capital, no county seat, and whose
 * sectors are its localities.
 */
function countySeats(ctx: EngineContext, words: readonly string[]): PlaceMatch[] {
  if (words.length === 0 || words.length > 3) return [];
  const county = countyOfFoldedWords(words, true);
  const index = county === undefined ? undefined : placeRelations(ctx).countyIndex.get(county.code);
  if (index === undefined) return [];
  const { countyPlaceStart, countyPlaces, rank } = nameTables(ctx.catalog, ctx.tokens);
  const out: PlaceMatch[] = [];
  for (let i = countyPlaceStart[index]!; i < countyPlaceStart[index + 1]!; i++) {
    const place = countyPlaces[i]!;
    if (rank[place] === SizeRank.countySeat && ctx.catalog.placeLevel(place) === LOCALITY_LEVEL) out.push({ place, edits: 0, reordered: false, countySeat: true });
  }
  return out;
}

/**
 * True when `words`, as written, are both a county's name and its seat's whole name (`Tulcea`, `Satu Mare`,
 * `Călărași`): a bare county word that is also the town. Not `jud. Tulcea` (the marker makes it the county)
 * nor `Neamț` (Piatra-Neamț's name is longer).
 */
export function namesTownLikeCounty(ctx: EngineContext, words: readonly string[]): boolean {
  const seats = countySeats(ctx, words);
  if (seats.length === 0) return false;
  const joined = words.join(' ');
  return seats.some((m) => foldedName(ctx, m.place) === joined);
}

/**
 * True when the county `words` name (`Covasna`, `Bv.`) has a place among `found` written exactly: no county being
 * written, the words then name that place of the county rather than the county (whose seat they would stand for).
 */
function namedCountyHasPlace(ctx: EngineContext, words: readonly string[], found: readonly PlaceMatch[]): boolean {
  if (words.length === 0 || words.length > 3) return false;
  const county = countyOfFoldedWords(words, true);
  const index = county === undefined ? undefined : placeRelations(ctx).countyIndex.get(county.code);
  return index !== undefined && found.some((m) => m.edits === 0 && m.countySeat !== true && ctx.catalog.placeCounty(m.place) === index);
}

/** Folded words of a place's name, joined by spaces (no array of words: a look-up asks it of every candidate). */
function foldedName(ctx: EngineContext, place: number): string {
  const n = ctx.tokens.placeTokenCount(place);
  let name = '';
  for (let k = 0; k < n; k++) name += k === 0 ? ctx.tokens.text(ctx.tokens.placeToken(place, k)) : ` ${ctx.tokens.text(ctx.tokens.placeToken(place, k))}`;
  return name;
}

/** How the typed commune words (`a`, joined by spaces) name `unit`: exactly (after rewriting), within a mistake or two, or not at all (undefined). */
function unitNaming(ctx: EngineContext, a: string, unit: number): 'exact' | 'near' | undefined {
  const b = foldedName(ctx, unit);
  if (a === b) return 'exact';
  return editDistance(a, b, allowedEdits(b.length)) <= allowedEdits(b.length) ? 'near' : undefined;
}

/**
 * True when every typed word begins with the first letter of some word of the
 * place's name: people seldom mistype the first letter of a word, so of two
 * names a mistake away (`Ferjești`: Ferești, Perjești) the one that keeps it is
 * the likelier.
 */
function firstLettersKept(ctx: EngineContext, words: readonly string[], place: number): boolean {
  const own = ctx.tokens.placeTokens(place);
  return words.every((w) => {
    for (let i = 0; i < own.length; i++) if (ctx.tokens.text(own[i]!).charCodeAt(0) === w.charCodeAt(0)) return true;
    return false;
  });
}

/**
 * True when the typed words (one typing mistake from the place's name, in its order) are the name with a rare
 * slip only (`commonSlip`: a far key, a stray letter): `LOCALITY_WEIGHT.rareSlip`. False where the words are not
 * one mistake from the name as written whole (a name reached through its unit, an initial): nothing to judge.
 */
function rareSlipOnly(ctx: EngineContext, words: readonly string[], place: number): boolean {
  const typed = words.length === 1 ? words[0]! : words.join(' ');
  const name = foldedName(ctx, place);
  return oneMistakeApart(typed, name) && !commonSlip(typed, name, circumflexInName(ctx.catalog.placeName(place), name));
}

/** The name a whole typed name stands for: a shortening (`cluj`), a short form (`tgv`) or a former or foreign name (`temesvar`). */
function otherName(folded: string): string | undefined {
  return LOCALITY_NAME_ALIASES.get(folded) ?? LOCALITY_OTHER_NAMES.get(folded);
}

/** The rewritten words of a typed locality, and whether rewriting changed them (shared by the questions of the same words: never changed). */
export interface LocalityWords {
  readonly words: readonly string[];
  readonly rewritten: boolean;
}

/** The first word of every name {@link otherName} knows. */
const OTHER_NAME_FIRST_WORDS: ReadonlySet<string> = new Set([...LOCALITY_NAME_ALIASES.keys(), ...LOCALITY_OTHER_NAMES.keys()].map((name) => name.split(' ')[0]!));

/** {@link otherName} of folded words joined by spaces: joined only when the first word begins a name it knows (a locality question asks it of every name; exported for its test). */
export function otherNameOfWords(words: readonly string[]): string | undefined {
  const first = words[0];
  if (first === undefined || (!OTHER_NAME_FIRST_WORDS.has(first) && !first.includes(' '))) return undefined;
  return otherName(words.join(' '));
}

/** The {@link LocalityWords} of a typed locality. */
function localityWords(part: PlacePart): LocalityWords {
  const raw = part.words;
  const alias = otherNameOfWords(raw);
  if (alias) return { words: alias.split(' '), rewritten: true };
  let rewritten = rewrittenLocalityWords(raw);
  // `Dr. Tr. Sevrein`: the abbreviations stand even when the word after them is mistyped.
  if (rewritten[0] === 'dr' && rewritten[1] === 'tr' && rewritten.length === 3) rewritten = ['drobeta', 'turnu', rewritten[2]!];
  // Nothing rewritten (most names): the words as written, whose whole text names no other already.
  if (rewritten === raw) return { words: raw, rewritten: false };
  const aliased = otherNameOfWords(rewritten);
  const words = aliased ? aliased.split(' ') : rewritten;
  return { words, rewritten: words.join(' ') !== raw.join(' ') };
}

/** What tells a candidate apart beyond its place and name (see {@link LocalityCandidate}); absent: false. */
interface CandidateFlags {
  otherSector?: boolean;
  unitName?: boolean;
  countySeat?: boolean;
  named?: number;
}

/**
 * A candidate not yet scored (`findLocalities` scores it in place), every field in one order:
 * a look-up makes dozens, and candidates of one shape are read fastest.
 */
function unscored(place: number, scope: number[], city: boolean, name: NameMatch, viaUnit: boolean, flags: CandidateFlags): LocalityCandidate {
  return {
    place, scope, city, name, viaUnit, fromPostalCode: false, fromStreet: false, otherSector: flags.otherSector === true, unitName: flags.unitName === true,
    countySeat: flags.countySeat === true, named: flags.named, countyMatches: undefined, inSuburbs: false, adminMatches: undefined, score: 0,
  };
}
const NO_FLAGS: CandidateFlags = {};

/** The candidate a written postal code places the address in (`fromPostalCode`), of one shape with the others. */
export function codeCandidate(place: number, scope: number[], city: boolean, score: number): LocalityCandidate {
  const candidate = unscored(place, scope, city, { how: 'exact', edits: 0, reordered: false, initials: 0, otherName: undefined }, false, NO_FLAGS);
  candidate.fromPostalCode = true;
  candidate.score = score;
  return candidate;
}

/** The town a typed street with its number placed the address in (`fromStreet`), of one shape with the others. */
export function streetTownCandidate(place: number, scope: number[], city: boolean, score: number): LocalityCandidate {
  const candidate = unscored(place, scope, city, { how: 'exact', edits: 0, reordered: false, initials: 0, otherName: undefined }, false, NO_FLAGS);
  candidate.fromStreet = true;
  candidate.score = score;
  return candidate;
}

/**
 * How many locality questions an index remembers the answers of (`IndexState.localities`). The
 * addresses of a file name a few hundred to a few thousand places, each many times; an answer is
 * a few candidates, so the whole stays under a few MB. Kept in two generations of half this each
 * (answer-memo.ts): the questions asked again and again outlive each turn. 4,096 in one set that
 * started again when full gave 8,568 look-ups in 10,000 realistic rows; two generations of 4,096
 * give 7,447 (7,231 of the 8,568 were first asked then).
 */
export const LOCALITY_ANSWERS_KEPT = 8192;

/**
 * True when two locality questions ask the same: every field of them that `lookUpLocalities`
 * reads is the same (the memo's key, the locality's text, is compared already).
 */
function sameQuestion(asked: LocalityQuery, known: LocalityQuery): boolean {
  if (asked.mode !== known.mode || asked.sector !== known.sector || asked.postalCode !== known.postalCode
    || (asked.streetWritten === true) !== (known.streetWritten === true) || asked.county?.code !== known.county?.code) return false;
  const part = asked.part;
  const knownPart = known.part;
  if (part === undefined || knownPart === undefined) {
    if (part !== knownPart) return false;
  } else if ((part.kind ?? '') !== (knownPart.kind ?? '') || !sameWords(part.words, knownPart.words)) return false;
  const admin = asked.admin;
  const knownAdmin = known.admin;
  if (admin === undefined || knownAdmin === undefined) return admin === knownAdmin;
  return (admin.unmarked === true) === (knownAdmin.unmarked === true) && sameWords(admin.words, knownAdmin.words);
}

/** True when two lists hold the same words in the same order. */
function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The places `query` may mean, best first; empty when none matches. The answer is shared (the
 * index remembers the answers of recent questions: the same town is asked about row after row):
 * callers copy before changing it.
 */
export function findLocalities(ctx: EngineContext, query: LocalityQuery): readonly LocalityCandidate[] {
  // Whole names only, a name that is no place's has no candidate whatever else the question says
  // (county, commune, sector, code): answered before the memo, which keeps its room for the rest.
  // Most questions of a noisy address are such (two in three of the bench's).
  let name: LocalityWords | undefined;
  if (query.mode === 'exact' && query.part !== undefined) {
    const part = query.part;
    // Words found nameless before (see `NAMELESS_WORDS_KEPT`): only the initials' and the county's
    // look-ups below read more than the words. (Not a village's marker's words: `markerInName`.)
    const nameless = part.kind === 'sat' ? undefined : part.words.join('\n');
    if (nameless !== undefined && ctx.state.namelessWords.has(nameless)) {
      return mayHaveInitials(part.words, query) || namesCountyOnly(query) ? lookUpLocalities(ctx, query, localityWords(part)) : NO_CANDIDATES;
    }
    // Words found to name a place before (see `NAMED_WORDS_KEPT`): the test below, which reads nothing
    // but the words, passed for them, with these words.
    name = nameless === undefined ? undefined : ctx.state.namedWords.get(nameless);
    if (name === undefined) {
      name = localityWords(part);
      // (A word cut to its initial: asked of the index, not remembered, as rare as it is.)
      // (Nor a county's name, whose seat may bear it: `Neamț`, Piatra-Neamț.)
      if (!namesPlace(ctx, name, part)) {
        const article = articleForm(ctx, name.words) ?? markerInName(ctx, part, name.words);
        if (article === undefined) {
          if (mayHaveInitials(part.words, query) || namesCountyOnly(query)) return lookUpLocalities(ctx, query, name);
          // Another name of a place (`Jiu` of Târgu Jiu's second word, asked row after row) is a name, remembered as one.
          if (ctx.catalog.placesOtherNamed(part.words.join(' ')).length === 0) {
            if (nameless !== undefined) keepNameless(ctx.state.namelessWords, nameless);
            return NO_CANDIDATES;
          }
          // (Not remembered as named: whether the question asks the index as it is depends on more than
          // the words, a county or commune with initials, a county's name without a street.)
        } else {
          name = article;
          if (nameless !== undefined) keep(ctx.state.namedWords, nameless, NAMED_WORDS_KEPT, name);
        }
      } else if (nameless !== undefined) keep(ctx.state.namedWords, nameless, NAMED_WORDS_KEPT, name);
    }
  }
  // The key: the locality's text. Kept as asked: the question's parts are the reader's, never
  // changed after reading.
  const text = query.part?.text ?? '';
  const code = query.postalCode;
  if (code === undefined) {
    const known = ctx.state.localities.recall(text, query, sameQuestion, LOCALITY_ANSWERS_KEPT);
    if (known !== undefined) return known;
    const found = lookUpLocalities(ctx, query, name);
    ctx.state.localities.set(text, keptQuestion(query), found, LOCALITY_ANSWERS_KEPT);
    return found;
  }
  // A postal code written changes the answer only through the places whose own code it is
  // (`ownPostalCode`, the one factor of `lookUpLocalities` that reads the code): which places are
  // found, and every other factor, do not depend on it, and each place found is in the answer. So
  // where no place of the answer without the code has the code as its own, the answer with it is
  // that answer, score for score; and the answer with the code, where no place of it has the code
  // as its own, is the answer without it. A town's codes are mostly its streets' (no place found by
  // 1,619 questions of 5,000 realistic rows that wrote a code had it as its own), so the question
  // without the code is worked out once a town and kept once, not once a code. (A new question is
  // looked up once, with its code: a first-seen address costs no second look-up.)
  const memo = ctx.state.localities;
  const free = withoutCode(query);
  const plain = memo.recall(text, free, sameQuestion, LOCALITY_ANSWERS_KEPT);
  if (plain !== undefined && !someOwnCode(ctx, plain, code)) return plain;
  const key = `${code}${text}`;
  const known = memo.recall(key, query, sameQuestion, LOCALITY_ANSWERS_KEPT);
  if (known !== undefined) return known;
  const found = lookUpLocalities(ctx, query, name);
  if (someOwnCode(ctx, found, code)) memo.set(key, keptQuestion(query), found, LOCALITY_ANSWERS_KEPT);
  else memo.set(text, keptQuestion(free), found, LOCALITY_ANSWERS_KEPT);
  return found;
}

/**
 * The question as the memo keeps it: only what {@link sameQuestion} compares (the mode, sector, code, street flag,
 * the county, the locality's and the commune's words, kind and mark). The reader's parts hold the row's
 * words (`source`: each word with its place and roles) and texts, which an answer kept for thousands of rows kept
 * alive with it: the young generation's collector copied them at each turn and the old one marked them after
 * (speed134, bench/RESULTS.md: a fifth of what the collector promoted on realistic rows). Its fields in one order,
 * as `resolve`'s questions have them.
 */
function keptQuestion(query: LocalityQuery): LocalityQuery {
  const { part, admin } = query;
  return {
    // (One shape each, a field undefined where the reader's part has none: `sameQuestion` reads them alike.)
    part: part === undefined ? undefined : { words: part.words, text: '', kind: part.kind },
    mode: query.mode,
    admin: admin === undefined ? undefined : { words: admin.words, text: '', unmarked: admin.unmarked },
    // (A county is the table's own, shared by every question: kept as it is.)
    county: query.county,
    sector: query.sector,
    postalCode: query.postalCode,
    streetWritten: query.streetWritten,
  };
}

/** The question with no postal code written, every field kept in one order (see {@link findLocalities}). */
function withoutCode(query: LocalityQuery): LocalityQuery {
  return { part: query.part, mode: query.mode, admin: query.admin, county: query.county, sector: query.sector, postalCode: undefined, streetWritten: query.streetWritten };
}

/** True when some candidate's place has `code` as its own postal code. */
function someOwnCode(ctx: EngineContext, candidates: readonly LocalityCandidate[], code: string): boolean {
  for (const c of candidates) if (ctx.catalog.placePostalCode(c.place) === code) return true;
  return false;
}

/**
 * How many locality texts an index remembers as naming no place (`IndexState.namelessWords`), by
 * their folded words. The test (`findLocalities`: no place's whole name, nor with its article
 * shortened, nor another name of a place) reads nothing but the words, and the same words are asked
 * row after row: a street's name read as the locality by the readings that lose (`Nicolae Bălcescu`,
 * `Mihai Viteazu`). Counted on 5,000 realistic rows (3,001-8,000 after 3,000), 1.8 questions a row
 * name no place, half of them words asked in an earlier row, about one new a row: 8,192 hold
 * several thousand rows' worth. Past this the set starts again.
 */
export const NAMELESS_WORDS_KEPT = 8192;

/**
 * How many locality texts an index remembers as naming a place (`IndexState.namedWords`), by their
 * folded words: the whole-name test of {@link findLocalities} (the words rewritten, their places
 * looked up whole, with the article shortened) reads nothing but the words (not a village's marker's:
 * `markerInName`, whose words are not remembered), and the same towns are asked row after row, by
 * several readings of each row (the street's readings and the county's). Counted on realistic rows,
 * a question in three reaches the test with words that passed it before (bench/RESULTS.md, speed125).
 * Past this the map starts again.
 */
export const NAMED_WORDS_KEPT = 8192;

/** Keeps `words` (folded, joined by a line break) among the nameless ones, starting again when full (see {@link NAMELESS_WORDS_KEPT}). */
function keepNameless(nameless: Set<string>, words: string): void {
  if (nameless.size >= NAMELESS_WORDS_KEPT) nameless.clear();
  nameless.add(words);
}

/** True when the question's locality is a county's name and no street is written: its seat may be meant (see `lookUpLocalities`). */
function namesCountyOnly(query: LocalityQuery): boolean {
  // (Asked of every question whose name is no place's: a county's name has three words at most.)
  return !query.streetWritten && query.part !== undefined && query.part.words.length <= 3 && countyOfFoldedWords(query.part.words, false) !== undefined;
}

/** No candidates (shared: never changed). */
const NO_CANDIDATES: readonly LocalityCandidate[] = Object.freeze([]);

/**
 * `Podul Oltului`, `Pod Jijiei`, `Satul Mare`: a name whose first word is written with the long
 * article or none, where the place's name writes the short one (Podu Oltului, Podu Jijiei, Satu
 * Mare; vocabulary.ts `shortArticleForm`): the words so rewritten, when they name a place.
 */
function articleForm(ctx: EngineContext, words: readonly string[]): LocalityWords | undefined {
  const short = words.length >= 2 ? shortArticleForm(words[0]!) : undefined;
  if (short === undefined) return undefined;
  const rewritten = [short, ...words.slice(1)];
  return exactPlacesOf(ctx, rewritten).length > 0 ? { words: rewritten, rewritten: true } : undefined;
}

/**
 * `Sat Șugatag`, `sat Sat Șugatag`: a village whose name opens with `Sat` (Sat-Șugatag), its hyphen
 * written as a space, so that the word is read as the village's marker: the words with `sat` before
 * them, when they name a place and the words alone name none.
 */
function markerInName(ctx: EngineContext, part: PlacePart, words: readonly string[]): LocalityWords | undefined {
  if (part.kind !== 'sat' || words.length === 0 || words[0] === 'sat') return undefined;
  const named = ['sat', ...words];
  return exactPlacesOf(ctx, named).length > 0 ? { words: named, rewritten: true } : undefined;
}

/** True when some place's whole name is the words of `part` (`name`, rewritten), or, rewritten, the words as written. */
function namesPlace(ctx: EngineContext, name: LocalityWords, part: PlacePart): boolean {
  return exactPlacesOf(ctx, name.words).length > 0 || (name.rewritten && exactPlacesOf(ctx, part.words).length > 0);
}

/**
 * The most any candidate can score under the weights `W`: every factor of the scoring below that
 * can raise a score, at once (a name written exactly and whole scores 1 before them). The resolver
 * leaves unasked the readings that could not come near the best one even so.
 */
export function highestLocalityScore(W: RankingOptions['locality']): number {
  // A negative size weight would raise the scores of small places without a known bound.
  if (W.perSizeRank < 0) return Infinity;
  // (One product, left to right; no array: the resolver asks this for every address.)
  return 1 * Math.max(1, Math.max(W.fuzzyFloor, 1)) * Math.max(1, W.firstLetterEdit) * Math.max(1, W.rareSlip) * Math.max(1, W.reordered) * Math.max(1, W.viaUnit) * Math.max(1, Math.max(W.countyMismatch, W.cityCountyMismatch, W.suburbsCounty))
    * Math.max(1, W.sectorMismatch) * Math.max(1, Math.max(W.adminMatch, W.adminNearMatch, W.markedAdminMismatch, W.unmarkedAdminMismatch)) * Math.max(1, W.ownPostalCode)
    * Math.max(1, W.otherSector) * Math.max(1, Math.max(W.unitKind, 1 / W.unitKind)) * Math.max(1, W.countySeatByCountyName) * Math.max(1, W.exactText)
    * Math.max(1, W.otherName);
}

/**
 * {@link findLocalities}, asked of the index (neither remembered nor cut short; exported for the
 * tests that compare the two); `name`: the locality's words, when read already.
 */
export function lookUpLocalities(ctx: EngineContext, query: LocalityQuery, name?: LocalityWords): LocalityCandidate[] {
  const W = ctx.ranking.locality;
  const catalog = ctx.catalog;
  const relations = placeRelations(ctx);
  const out = new Map<number, LocalityCandidate>();

  const kind = query.part?.kind;
  const unitKind = kind === 'comuna' || kind === 'oras' || kind === 'municipiu';
  const villageKind = kind === 'sat' || kind === 'localitate';
  // The commune's words (rewritten) and their text, joined once (every candidate's unit is compared
  // with them): worked out when first needed, since most questions of a noisy address find no place.
  let adminWords: readonly string[] | undefined;
  let adminText: string | undefined;
  const adminRead = (): void => {
    if (query.admin === undefined || adminWords !== undefined) return;
    adminWords = localityWords(query.admin).words;
    adminText = adminWords.join(' ');
  };
  // A commune guessed from a plain run that names no unit of the candidate's costs no less than that
  // run left unexplained would (`unexplainedWord` a word, up to `unexplainedRunWords` words): read so, a
  // note after the county (`Sălcioara (Jurilovca), jud. Tulcea; culturi + acoperiș`) bought the reading
  // that drops the village for its commune a cheaper place for its words than the village's reading has.
  const unmarkedMismatch = (): number => {
    adminRead();
    const words = Math.min(adminWords?.length ?? 1, ctx.ranking.limits.unexplainedRunWords);
    return Math.min(W.unmarkedAdminMismatch, ctx.ranking.resolution.unexplainedWord ** words);
  };
  // The communes whose seat the commune's words name exactly (see `sibling` in `push`), made when first needed.
  let siblingsOf: Set<number> | undefined;
  const siblingUnits = (): ReadonlySet<number> => {
    if (siblingsOf !== undefined) return siblingsOf;
    adminRead();
    siblingsOf = new Set();
    if (adminWords !== undefined && adminWords.length > 0) {
      for (const m of exactPlacesOf(ctx, adminWords)) {
        // (The seat only: read the other way, the seat as the locality and a village as its commune, no pair is confirmed.)
        const parent = m.edits === 0 && m.initials === undefined && catalog.placeType(m.place) === SirutaType.communeSeat ? catalog.placeParent(m.place) : undefined;
        if (parent !== undefined) siblingsOf.add(parent);
      }
    }
    return siblingsOf;
  };
  // The county written, as the catalog's index (undefined when none was written, or the index has none of that code).
  const countyIndex = query.county === undefined ? undefined : relations.countyIndex.get(query.county.code);
  // (A sector written names București as a county would.)
  // București written as the commune or town (`Mun. București, Afumați`) names the capital's county too.
  const adminCapital = query.admin !== undefined && query.admin.words.length === 1 && BUCHAREST_WORDS.has(query.admin.words[0]!);
  const suburbs = query.county !== undefined ? SUBURBS_COUNTY.get(query.county.code) : query.sector !== undefined || adminCapital ? SUBURBS_COUNTY.get(BUCHAREST_CODE) : undefined;
  const suburbsIndex = suburbs === undefined ? undefined : relations.countyIndex.get(suburbs);
  // The written name's key, made when the first candidate is scored.
  let writtenKey: string | undefined;
  let writtenDiacritics: boolean | undefined;
  // The locality's words joined, made when a commune written near a candidate's unit's name is compared with them.
  let writtenWords: string | undefined;
  // The cities of other counties scored at `cityCountyMismatch` (see the end).
  let citiesElsewhere: Set<LocalityCandidate> | undefined;
  // Scores a candidate (made by `unscored`) in place and keeps it when better.
  const push = (candidate: LocalityCandidate): void => {
    adminRead();
    const county = catalog.placeCounty(candidate.place);
    const countyMatches = query.county === undefined ? undefined : county === countyIndex;
    const unit = catalog.placeParent(candidate.place);
    let adminMatches: boolean | undefined;
    let naming = adminText !== undefined && unit !== undefined ? unitNaming(ctx, adminText, unit) : undefined;
    // The unit's own name written whole as the locality, and the commune written a mistake away from
    // it, name one unit twice (`Dâla, Bala`): likelier a village of the unit mistyped (Dâlma of Bala)
    // than the unit written again with a mistake, so the mistyped words confirm nothing.
    if (naming === 'near' && candidate.name.how !== 'fuzzy' && unit !== undefined && (writtenWords ??= words.join(' ')) === foldedName(ctx, unit)) naming = undefined;
    if (adminText !== undefined) adminMatches = naming !== undefined;
    // The seat of the candidate's own commune written where its commune goes (`Cândești-Deal` beside `Cândești-Vale`,
    // the seat of Cândești; `Scăueni / Stoenești`, the seat of Berislăvești): people name a commune by its seat. The pair
    // lines up in SIRUTA, so it is no commune the locality is not in.
    const sibling = adminMatches === false && unit !== undefined && siblingUnits().has(unit);
    if (sibling) adminMatches = true;
    const name = candidate.name;
    let score = name.how === 'fuzzy' ? Math.max(W.fuzzyFloor, 1 - W.perEdit * name.edits) : 1;
    if (name.how === 'fuzzy' && !firstLettersKept(ctx, words, candidate.named ?? candidate.place)) score *= W.firstLetterEdit;
    if (name.how === 'fuzzy' && name.edits === 1 && !name.reordered && rareSlipOnly(ctx, words, candidate.named ?? candidate.place)) score *= W.rareSlip;
    if (name.reordered) score *= W.reordered;
    if (name.otherName === true && countyMatches !== true) score *= W.otherName;
    score *= W.initialWord ** name.initials;
    // A place literally of that name comes before a seat reached through its unit's name.
    if (candidate.viaUnit) score *= W.viaUnit;
    if (countyMatches === false) {
      // (Only among look-alikes, `mode` fuzzy: the exact search's answer must leave them to be looked for.)
      const city = query.mode !== 'exact' && county !== suburbsIndex && !query.streetWritten && name.how !== 'fuzzy' && catalog.placeRank(candidate.place) <= SizeRank.countySeat;
      score *= county === suburbsIndex ? W.suburbsCounty : city ? W.cityCountyMismatch : W.countyMismatch;
      if (city) (citiesElsewhere ??= new Set()).add(candidate);
    }
    // Only București has sectors: one written speaks against any other place, as a county would.
    if (query.sector !== undefined && candidate.place !== relations.bucharest && !catalog.isSector(candidate.place)) score *= county === suburbsIndex ? W.suburbsCounty : W.sectorMismatch;
    // Written exactly, the commune confirms the locality; with a typing mistake, only a little.
    if (naming !== undefined) score *= naming === 'exact' ? W.adminMatch : W.adminNearMatch;
    else if (sibling) score *= W.adminSiblingVillage;
    // (București written as the unit of a place around it costs as the county written so: `suburbsCounty`.)
    if (adminMatches === false) score *= adminCapital && county === suburbsIndex ? W.suburbsCounty : query.admin?.unmarked ? unmarkedMismatch() : W.markedAdminMismatch;
    if (query.postalCode !== undefined && catalog.placePostalCode(candidate.place) === query.postalCode) score *= W.ownPostalCode;
    if (candidate.otherSector) score *= W.otherSector;
    // `com. X`, `oraș X`, `mun. X`: the unit (its seat) rather than a village that shares its name.
    if (candidate.unitName && unitKind) score *= W.unitKind;
    // `sat X`: the village rather than the commune of that name (or its seat).
    if (candidate.unitName && villageKind) score /= W.unitKind;
    if (candidate.countySeat) score *= W.countySeatByCountyName;
    // Among namesakes, the larger place is the likelier meaning.
    score *= 1 - W.perSizeRank * catalog.placeRank(candidate.place);
    // Written exactly, diacritics included, it is that place rather than a namesake that folds alike;
    // written without any diacritic, it is as exactly each namesake that folds alike (`Sarata`: any `Sărata`).
    if (query.part !== undefined) {
      writtenKey ??= formatKey(query.part.text);
      writtenDiacritics ??= writesDiacritics(query.part.text);
      const named = candidate.named ?? candidate.place;
      if (writtenKey === (writtenDiacritics ? placeKey(ctx, named) : foldedPlaceKey(ctx, named))) score *= W.exactText;
    }
    const previous = out.get(candidate.place);
    candidate.countyMatches = countyMatches;
    candidate.inSuburbs = countyMatches === false && county === suburbsIndex;
    candidate.adminMatches = adminMatches;
    candidate.score = score;
    if (!previous || previous.score < score) out.set(candidate.place, candidate);
  };

  const bucharest = (name: NameMatch): void => {
    if (relations.bucharest < 0) return;
    const sector = query.sector !== undefined ? relations.sectors[query.sector - 1] : undefined;
    if (sector !== undefined) push(unscored(sector, [sector], false, name, false, NO_FLAGS));
    // The whole city too (below the sector written): the street may be in another sector than written.
    push(unscored(relations.bucharest, relations.sectors, true, name, false, { otherSector: sector !== undefined }));
  };

  if (query.part === undefined) {
    if (query.sector !== undefined) bucharest({ how: 'exact', edits: 0, reordered: false, initials: 0, otherName: undefined });
    return [...out.values()].sort((a, b) => b.score - a.score);
  }

  const { words, rewritten } = name ?? localityWords(query.part);
  let matches: readonly PlaceMatch[];
  if (query.mode === 'exact') {
    // The shared answer, read only; copied when places are added to it.
    matches = exactPlacesOf(ctx, words);
    // An old spelling or a short form may be a place's own name too (`Bucureșci`, a commune of
    // Hunedoara, and an old spelling of București): the words as written are a place as well.
    if (rewritten) {
      const asWritten = exactPlacesOf(ctx, query.part.words);
      if (asWritten.length > 0) matches = [...matches, ...mapped(asWritten, (m) => ({ ...m, asWritten: true }))];
    }
    if (matches.length === 0) matches = otherNamedPlaces(ctx, query.part.words, countyIndex);
  } else {
    // In the county written first: a typing mistake there beats a namesake elsewhere (`Craiva, jud. Dolj`).
    let found = countyIndex === undefined ? [] : matchNames(ctx, words, countyIndex);
    if (countyIndex !== undefined) found.push(...placesWithLettersRestored(ctx, words, countyIndex));
    if (found.length === 0 || found.every((m) => m.edits > 0)) found = [...found, ...matchNames(ctx, words)];
    if (found.every((m) => m.edits > 0)) found.push(...otherNamedPlaces(ctx, query.part.words, countyIndex));
    // A locality written exactly in the county written is never traded for a look-alike city with street data.
    const exactInCounty = countyIndex !== undefined && found.some((m) => m.edits === 0 && catalog.placeCounty(m.place) === countyIndex);
    if (query.streetWritten && !exactInCounty && !found.some((m) => hasStreetData(ctx, m.place))) found.push(...streetPlacesNear(ctx, words));
    // `Câmpulung, jud. Suceava`, `Piatra, jud. Neamț`: a town called by a part of its name, in the
    // county written, when no place there has the whole name written.
    if (countyIndex !== undefined && !found.some((m) => m.edits === 0 && catalog.placeCounty(m.place) === countyIndex)) {
      found.push(...townsByPartOfName(ctx, words, countyIndex));
    }
    adminRead();
    if (adminWords !== undefined) found.push(...localitiesOfUnitNear(ctx, words, adminWords, countyIndex));
    // `Str. Tismana 6, Bv.`, `Str. Neagoe Basarab 10, Vâlcea`: with a street written, the county's
    // seat (the street decides between it and a place of that name). Not among whole names: a
    // reading that names the town with a typing mistake (`Râdnicu Vâlcea`) must still be tried.
    // Not when the county written has a place of the very name written (`Str. Gării 5, Covasna, jud. Covasna`:
    // the town Covasna, not Sfântu Gheorghe): the locality and county the user gives hold while a place of that
    // name exists there, so a street missing from it stays unconfirmed rather than moving the address to the seat.
    // With no county written, the county is the one the words name (`Str. Gării 5, Covasna`: the town Covasna of
    // Covasna county explains the text whole; the seat would have the county's name stand for a town it is not).
    if (query.streetWritten && !exactInCounty && !(countyIndex === undefined && namedCountyHasPlace(ctx, words, found))) found.push(...countySeats(ctx, words));
    matches = found;
  }
  // A county's name written whole names the county, not a place a typing mistake away from it
  // (`{ locality: 'Dolj', county: 'Dolj' }` is not the village Dolu of Sălaj; `Harghita` not Marghita);
  // without a street, its seat only when the seat bears the county's name (`Vâlcea`: Râmnicu Vâlcea,
  // `Neamț`: Piatra Neamț; `Dolj` names no town).
  if (countyOfFoldedWords(query.part.words, false) !== undefined) {
    // (A county's name without its Romanian letters, `Clrai`, names the places of that name too.)
    matches = matches.filter((m) => m.edits === 0 || m.lettersRestored === true);
    const named = query.part.words.join(' ');
    if (!query.streetWritten) matches = [...matches, ...countySeats(ctx, query.part.words).filter((m) => ` ${foldedName(ctx, m.place)} `.includes(` ${named} `))];
  }
  // `V. Bistrii, Câmpeni, jud. Alba`, `Căianu M., Căianu`: a word cut to its initial, within the
  // county or the commune written. Whole names only, as an abbreviation written in full is: the
  // letter written is the name's, no typing mistake. The words as written: a short form that
  // rewrites them (`B. Mare` for Baia Mare) is another reading of the letter.
  if (mayHaveInitials(query.part.words, query)) {
    adminRead();
    const initialled = placesByInitials(ctx, query.part.words, countyIndex, adminWords);
    if (initialled.length > 0) matches = [...matches, ...initialled];
  }
  for (const hit of matches) {
    const initials = hit.initials ?? 0;
    const how = hit.edits > 0 ? 'fuzzy' : (rewritten && !hit.asWritten) || hit.countySeat || hit.otherName === true || initials > 0 ? 'rewritten' : 'exact';
    const name: NameMatch = { how, edits: hit.edits, reordered: hit.reordered, initials, otherName: hit.otherName === true ? true : undefined };
    const place = hit.place;
    if (place === relations.bucharest) {
      bucharest(name);
      continue;
    }
    if (catalog.isSector(place)) {
      push(unscored(place, [place], false, name, false, NO_FLAGS));
      continue;
    }
    // A unit with a code of its own (a row of the data names it) is its own locality.
    if (catalog.placeLevel(place) === UNIT_LEVEL && catalog.placePostalCode(place) === '') {
      const seat = relations.seatOf(place);
      // The unit stands for its seat (the town itself, or the commune's main village).
      if (seat >= 0 && (catalog.placePostalCode(seat) !== '' || catalog.placeStreets(seat).to > catalog.placeStreets(seat).from)) {
        const sameName = catalog.placeName(seat) === catalog.placeName(place);
        push(unscored(seat, [seat], false, name, !sameName, { unitName: true, named: place }));
        continue;
      }
    }
    push(unscored(place, [place], false, name, false, { unitName: catalog.placeLevel(place) === UNIT_LEVEL, countySeat: hit.countySeat === true }));
  }
  // A city elsewhere weighs above a look-alike of the county written only where that county's places
  // are smaller look-alikes (villages, communes, towns): not beside a place found there without a typing
  // mistake, nor beside a city (`Campulung, jud. Suceava`: Câmpulung Moldovenesc, called by a part of its
  // name, not Câmpulung of Argeș).
  if (citiesElsewhere !== undefined && [...out.values()].some((c) => c.countyMatches === true && (c.name.how !== 'fuzzy' || catalog.placeRank(c.place) <= SizeRank.municipality))) {
    for (const c of out.values()) if (citiesElsewhere.has(c)) c.score *= W.countyMismatch / W.cityCountyMismatch;
  }
  return [...out.values()].sort((a, b) => b.score - a.score);
}
