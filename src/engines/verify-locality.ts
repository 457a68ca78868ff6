/**
 * Finds the locality an address names: by its SIRUTA name or the aliases people
 * use (`Tg Mureș`, `Dr. Tr. Severin`, `Cluj`, `Buc`), through the shared name
 * search (exactly first, typing mistakes only when nothing matches); then weighs the county,
 * the commune named next to a village, the București sector and the postal code.
 */
import { LOCALITY_NAME_ALIASES, rewriteLocalityTokens, type County } from '../shared/aliases.js';
import { allowedEdits, editDistance } from '../matchers/edit-distance.js';
import { findPlaces } from '../matchers/name-search.js';
import type { EngineContext } from './context.js';
import type { PlacePart } from './address-parser.js';
import { placeRelations } from './place-relations.js';
import { formatKey } from './address-words.js';

/** How a typed name matched a place name. */
export interface NameMatch {
  /** `exact`: the same words; `rewritten`: after expanding abbreviations or an alias; `fuzzy`: with typing mistakes. */
  how: 'exact' | 'rewritten' | 'fuzzy';
  /** Typing mistakes (0 unless fuzzy). */
  edits: number;
  /** The words were written in another order. */
  reordered: boolean;
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
  /** undefined: no county written. */
  countyMatches: boolean | undefined;
  /** undefined: no commune written. */
  adminMatches: boolean | undefined;
  /** Ranking score in (0, 1]. */
  score: number;
}

interface PlaceMatch {
  place: number;
  edits: number;
  reordered: boolean;
}

/**
 * Places whose whole name is the typed words (any order, after rewriting), by
 * the shared name search (exact first, typing mistakes when nothing matches).
 * A name the words only partly cover is another place (`Mureș` is not `Târgu
 * Mureș`), and a word may not be spent twice; a former name (alias tokens) may
 * be written in full instead.
 */
function matchNames(ctx: EngineContext, words: readonly string[], county?: number): PlaceMatch[] {
  if (words.length === 0 || words.length > 8) return [];
  const options: Parameters<typeof findPlaces>[2] = { lastIsPrefix: false };
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
    for (const near of ctx.tokens.fuzzy(word, max, false).slice(0, MAX_NEAR_TOKENS)) {
      const replaced = words.map((w, k) => (k === i ? ctx.tokens.text(near.token) : w));
      out.push(...search(replaced, near.edits).full);
    }
  });
  return out;
}

/** Most near tokens tried per word when a name is looked for again with a typing mistake. */
const MAX_NEAR_TOKENS = 8;

/** True when the place (or, for a unit, its seat; for București, its sectors) has street-level codes. */
function hasStreetData(ctx: EngineContext, place: number): boolean {
  const relations = placeRelations(ctx.catalog);
  if (place === relations.bucharest) return true;
  const target = ctx.catalog.placeLevel(place) === 2 && relations.seat[place]! >= 0 ? relations.seat[place]! : place;
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
  for (const { place, folded } of placeRelations(ctx.catalog).streetPlaces) {
    const max = allowedEdits(folded.length);
    if (max === 0 || Math.abs(folded.length - typed.length) > max) continue;
    const edits = editDistance(typed, folded, max);
    if (edits > 0 && edits <= max) out.push({ place, edits, reordered: false });
  }
  return out;
}

/** Folded words of a place's name. */
function placeWords(ctx: EngineContext, place: number): string[] {
  return Array.from(ctx.tokens.placeTokens(place), (t) => ctx.tokens.text(t));
}

/** True when the typed commune words name `unit` (exactly, after rewriting, or within a mistake or two). */
function namesUnit(ctx: EngineContext, words: readonly string[], unit: number): boolean {
  const a = words.join(' ');
  const b = placeWords(ctx, unit).join(' ');
  if (a === b) return true;
  return editDistance(a, b, allowedEdits(b.length)) <= allowedEdits(b.length);
}

/** The rewritten words of a typed locality, and whether rewriting changed them. */
export function localityWords(part: PlacePart): { words: string[]; rewritten: boolean } {
  const raw = part.words;
  const alias = LOCALITY_NAME_ALIASES.get(raw.join(' '));
  if (alias) return { words: alias.split(' '), rewritten: true };
  const rewritten = rewriteLocalityTokens(raw).tokens;
  const aliased = LOCALITY_NAME_ALIASES.get(rewritten.join(' '));
  const words = aliased ? aliased.split(' ') : rewritten;
  return { words, rewritten: words.join(' ') !== raw.join(' ') };
}

/**
 * The places `query` may mean, best first; empty when none matches.
 */
export function findLocalities(ctx: EngineContext, query: LocalityQuery): LocalityCandidate[] {
  const catalog = ctx.catalog;
  const relations = placeRelations(catalog);
  const out = new Map<number, LocalityCandidate>();

  const push = (candidate: Omit<LocalityCandidate, 'score' | 'countyMatches' | 'adminMatches'>): void => {
    const county = catalog.placeCounty(candidate.place);
    const countyMatches = query.county === undefined ? undefined : catalog.countyCode(county) === query.county.code;
    const unit = catalog.placeParent(candidate.place);
    let adminMatches: boolean | undefined;
    if (query.admin !== undefined) {
      const adminWords = localityWords(query.admin).words;
      adminMatches = unit !== undefined && namesUnit(ctx, adminWords, unit);
    }
    const name = candidate.name;
    let score = name.how === 'fuzzy' ? Math.max(0.3, 1 - 0.12 * name.edits) : 1;
    if (name.reordered) score *= 0.97;
    if (candidate.viaUnit) score *= 0.97;
    if (countyMatches === false) score *= 0.75;
    if (adminMatches === true) score *= 1.02;
    if (adminMatches === false) score *= 0.85;
    if (query.postalCode !== undefined && catalog.placePostalCode(candidate.place) === query.postalCode) score *= 1.03;
    // Among namesakes, the larger place is the likelier meaning.
    score *= 1 - 0.004 * catalog.placeRank(candidate.place);
    // Written exactly, diacritics included, it is that place rather than a namesake that folds alike.
    if (query.part && formatKey(query.part.text) === formatKey(catalog.localityName(candidate.place))) score *= 1.05;
    const previous = out.get(candidate.place);
    const full: LocalityCandidate = { ...candidate, countyMatches, adminMatches, score };
    if (!previous || previous.score < score) out.set(candidate.place, full);
  };

  const bucharest = (name: NameMatch): void => {
    if (relations.bucharest < 0) return;
    const sector = query.sector !== undefined ? relations.sectors[query.sector - 1] : undefined;
    if (sector !== undefined) push({ place: sector, scope: [sector], city: false, name, viaUnit: false });
    else push({ place: relations.bucharest, scope: relations.sectors, city: true, name, viaUnit: false });
  };

  if (query.part === undefined) {
    if (query.sector !== undefined) bucharest({ how: 'exact', edits: 0, reordered: false });
    return [...out.values()].sort((a, b) => b.score - a.score);
  }

  const { words, rewritten } = localityWords(query.part);
  // In the county written first: a typing mistake there beats a namesake elsewhere (`Craiva, jud. Dolj`).
  const countyIndex = query.county === undefined ? undefined : relations.countyIndex.get(query.county.code);
  let matches = countyIndex === undefined ? [] : matchNames(ctx, words, countyIndex);
  if (matches.length === 0 || matches.every((m) => m.edits > 0)) matches = [...matches, ...matchNames(ctx, words)];
  if (query.streetWritten && !matches.some((m) => hasStreetData(ctx, m.place))) matches.push(...streetPlacesNear(ctx, words));
  for (const hit of matches) {
    const name: NameMatch = { how: hit.edits > 0 ? 'fuzzy' : rewritten ? 'rewritten' : 'exact', edits: hit.edits, reordered: hit.reordered };
    const place = hit.place;
    if (place === relations.bucharest) {
      bucharest(name);
      continue;
    }
    if (catalog.isSector(place)) {
      push({ place, scope: [place], city: false, name, viaUnit: false });
      continue;
    }
    // A unit with a code of its own (a row of the data names it) is its own locality.
    if (catalog.placeLevel(place) === 2 && catalog.placePostalCode(place) === '') {
      const seat = relations.seat[place]!;
      // The unit stands for its seat (the town itself, or the commune's main village).
      if (seat >= 0 && (catalog.placePostalCode(seat) !== '' || catalog.placeStreets(seat).to > catalog.placeStreets(seat).from)) {
        const sameName = catalog.placeName(seat) === catalog.placeName(place);
        push({ place: seat, scope: [seat], city: false, name, viaUnit: !sameName });
        continue;
      }
    }
    push({ place, scope: [place], city: false, name, viaUnit: false });
  }
  return [...out.values()].sort((a, b) => b.score - a.score);
}
