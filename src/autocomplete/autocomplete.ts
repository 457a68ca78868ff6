/**
 * Autocomplete: suggestions for what a user has typed so far, tolerant of
 * missing diacritics, typing mistakes, a half-typed last word, any word order,
 * abbreviations, and a county or locality anywhere in the text. A house number
 * in the query gives the exact postal code of that number.
 *
 * Formats of the suggestions and of partial codes: docs/autocomplete.md.
 */
import { AddressError, isTooLong, isTooShortQuery, LIMITS } from '../shared/errors.js';
import { findCounty, localityNameAlias, rewriteLocalityTokens } from '../shared/aliases.js';
import { tokens as foldTokens } from '../shared/normalize.js';
import { repairText } from '../shared/text-repair.js';
import { findPlaces } from '../matchers/name-search.js';
import type { AutocompleteOptions, AutocompleteResponse, Suggestion } from '../types.js';
import type { EngineContext } from '../engines/context.js';
import { readingKey } from '../engines/query.js';
import { searchAddresses, type SearchLimits } from './autocomplete-search.js';
import { namesFirst } from './autocomplete-rank.js';
import { placedNumbersFirst, rankedHouse } from './autocomplete-house.js';
import { placeSuggestion, streetSuggestion } from '../engines/suggestion-text.js';
import { AUTOCOMPLETE } from '../engines/ranking.js';
import { analyzeTypedQuery } from './autocomplete-words.js';

/** Results ranked beyond `limit`, so that lines that turn out identical can be dropped. */
const SPARE = AUTOCOMPLETE.spareResults;

/**
 * Suggests addresses for `q`.
 *
 * @throws AddressError `invalid_query` when `q` is not a string or has fewer
 *   than 2 characters after trimming; `field_too_long` when `q` (or the
 *   `locality` option) is longer than 256 characters; `invalid_parameter` when
 *   `limit` is not an integer from 1 to 25, or `county` is not a county name or
 *   code, or an option has the wrong type.
 */
export function autocomplete(ctx: EngineContext, q: unknown, options?: AutocompleteOptions): AutocompleteResponse {
  const query = validateQuery(q);
  const { limit, limits } = validateOptions(ctx, options);
  if (limits === undefined) return { suggestions: [] };
  const analyzed = analyzeTypedQuery(ctx, query);
  if (analyzed.words.length === 0) return { suggestions: [] };
  const found = namesFirst(searchAddresses(ctx, analyzed, { ...limits, keep: limit + SPARE, fill: limit }), (place) => ctx.catalog.placeName(place), (place) => ctx.tokens.tables.nameWeight[place]!);
  const ranked = placedNumbersFirst(ctx, analyzed, found);

  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  for (const r of ranked) {
    let s: Suggestion;
    if (r.street) {
      // No number and no building details: the street's own line (worked out once per street).
      s = streetSuggestion(ctx, r.id, r.house < 0 && analyzed.details === '' ? undefined : rankedHouse(analyzed, r).house);
    } else {
      s = placeSuggestion(ctx, r.id);
    }
    if (seen.has(s.text)) continue;
    seen.add(s.text);
    suggestions.push(s);
    if (suggestions.length === limit) break;
  }
  return { suggestions };
}

/**
 * The key of an autocomplete request: what its answer depends on besides the
 * index. Two requests with equal keys get the same answer from the same index
 * (the same suggestions, or the same error). `undefined` when the request is
 * refused for its query or limit, so that no refused request shares a key
 * with an accepted one.
 *
 * The key is the engine's own reading of the query (its folded words and
 * whether the last one is finished: `calea vict` and `calea vict ` differ),
 * the limit, and the area options as written.
 */
export function autocompleteKey(q: unknown, options?: AutocompleteOptions): string | undefined {
  let query: string;
  let limit: number;
  try {
    query = validateQuery(q);
    limit = validateLimit(options);
  } catch (err) {
    if (err instanceof AddressError) return undefined;
    throw err;
  }
  const o = (options ?? {}) as Record<string, unknown>;
  // The area options are read against the index; kept as written, the key stays exact (if less shared).
  const area = (o.county ?? null) === null && (o.locality ?? null) === null ? '' : JSON.stringify([o.county ?? null, o.locality ?? null]);
  return `${limit}\u0000${area}\u0000${readingKey(query)}`;
}

/**
 * The query as typed, less what copy-paste left in it (`repairText`: invisible characters, HTML
 * references, a broken encoding), as verify reads its fields; its length is the length sent, its
 * shortness that of the repaired text (`\u200bC` is one character).
 */
export function validateQuery(q: unknown): string {
  if (typeof q !== 'string') throw new AddressError('invalid_query', 'q must be a string of at least 2 characters.');
  if (isTooLong(q)) throw new AddressError('field_too_long', `q is longer than ${LIMITS.maxFieldLength} characters.`);
  const query = repairText(q);
  if (isTooShortQuery(query)) throw new AddressError('invalid_query', `q must have at least ${LIMITS.minQueryLength} characters.`);
  return query;
}

/**
 * Reads the options. `limits` is undefined when the `locality` option names no
 * known locality (then nothing can match).
 */
function validateOptions(ctx: EngineContext, options: unknown): { limit: number; limits: Omit<SearchLimits, 'keep' | 'fill'> | undefined } {
  const limit = validateLimit(options);
  if (options === undefined || options === null) return { limit, limits: {} };
  const o = options as Record<string, unknown>;
  const limits: Omit<SearchLimits, 'keep' | 'fill'> = {};
  const county = optionalText(o.county, 'county');
  if (county !== undefined) {
    const found = findCounty(county);
    const index = found === undefined ? -1 : countyIndex(ctx, found.code);
    if (index < 0) throw new AddressError('invalid_parameter', `county "${county}" is not a Romanian county name or two-letter code.`);
    limits.county = index;
  }
  const locality = optionalText(o.locality, 'locality');
  if (locality !== undefined) {
    const places = localityPlaces(ctx, locality, limits.county);
    if (places === undefined) return { limit, limits: undefined };
    limits.places = places;
  }
  return { limit, limits };
}

/** The `limit` option, checking that the options are an object. */
function validateLimit(options: unknown): number {
  if (options === undefined || options === null) return LIMITS.defaultLimit;
  if (typeof options !== 'object' || Array.isArray(options)) throw new AddressError('invalid_parameter', 'options must be an object.');
  const limit = (options as Record<string, unknown>).limit;
  if (limit === undefined) return LIMITS.defaultLimit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < LIMITS.minLimit || limit > LIMITS.maxLimit) {
    throw new AddressError('invalid_parameter', `limit must be an integer from ${LIMITS.minLimit} to ${LIMITS.maxLimit}.`);
  }
  return limit;
}

function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AddressError('invalid_parameter', `${name} must be a string.`);
  if (isTooLong(value)) throw new AddressError('field_too_long', `${name} is longer than ${LIMITS.maxFieldLength} characters.`);
  return value.trim() === '' ? undefined : value;
}

export function countyIndex(ctx: EngineContext, code: string): number {
  for (let c = 0; c < ctx.catalog.data.s.COUNTY_CODE.length; c++) if (ctx.catalog.countyCode(c) === code) return c;
  return -1;
}

/**
 * The places a `locality` option stands for, marked in an array over places:
 * those whose name (or whose name as addresses write it: `București` for the
 * sectors) is the option, after the usual rewrites (`tg`, `cluj`); if none,
 * the best name matches with typing mistakes tolerated. Undefined when none.
 */
function localityPlaces(ctx: EngineContext, locality: string, county: number | undefined): Uint8Array | undefined {
  const { catalog } = ctx;
  const words = foldTokens(locality);
  const rewritten = rewriteLocalityTokens(words).tokens;
  const alias = localityNameAlias(rewritten.join(' '));
  const target = (alias ?? rewritten.join(' ')).split(' ').filter((w) => w !== '');
  if (target.length === 0) return undefined;
  const hits = findPlaces(ctx, target, { lastIsPrefix: false, ...(county === undefined ? {} : { county }) });
  const marks = new Uint8Array(catalog.placeCount);
  let any = false;
  const best = hits[0]?.penalty;
  for (const h of hits) {
    if (h.penalty !== best) break;
    marks[h.place] = 1;
    any = true;
  }
  return any ? marks : undefined;
}
