/**
 * Autocomplete: suggestions for what a user has typed so far, tolerant of
 * missing diacritics, typing mistakes, a half-typed last word, any word order,
 * abbreviations, and a county or locality anywhere in the text. A house number
 * in the query gives the exact postal code of that number.
 *
 * Formats of the suggestions and of partial codes: docs/autocomplete.md.
 */
import { AddressError, LIMITS } from '../shared/errors.js';
import { findCounty, localityNameAlias, rewriteLocalityTokens } from '../shared/aliases.js';
import { parseHouseNumber } from '../shared/house-number.js';
import { tokens as foldTokens } from '../shared/normalize.js';
import { nameTables } from '../matchers/name-tables.js';
import { findPlaces } from '../matchers/name-search.js';
import type { AutocompleteOptions, AutocompleteResponse, Suggestion } from '../types.js';
import type { EngineContext } from './context.js';
import { analyzeQuery } from './query.js';
import { searchAddresses, type SearchLimits } from './autocomplete-search.js';
import { placeSuggestion, streetSuggestion } from './suggestion-text.js';

/** Results ranked beyond `limit`, so that lines that turn out identical can be dropped. */
const SPARE = 8;

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
  const analyzed = analyzeQuery(query);
  if (analyzed.words.length === 0) return { suggestions: [] };
  const ranked = searchAddresses(ctx, analyzed, { ...limits, keep: limit + SPARE, fill: limit });

  const tables = nameTables(ctx.catalog, ctx.tokens);
  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  for (const r of ranked) {
    let s: Suggestion;
    if (r.street) {
      const houseWord = r.house >= 0 ? analyzed.words[r.house]!.text : '';
      const houseText = `${houseWord} ${analyzed.details}`.trim();
      const house = houseText === '' ? undefined : parseHouseNumber(houseWord === '' ? houseText : `nr ${houseText}`);
      s = streetSuggestion(ctx.catalog, r.id, house);
    } else {
      s = placeSuggestion(ctx.catalog, tables, r.id);
    }
    if (seen.has(s.text)) continue;
    seen.add(s.text);
    suggestions.push(s);
    if (suggestions.length === limit) break;
  }
  return { suggestions };
}

export function validateQuery(q: unknown): string {
  if (typeof q !== 'string') throw new AddressError('invalid_query', 'q must be a string of at least 2 characters.');
  if (q.length > LIMITS.maxFieldLength) throw new AddressError('field_too_long', `q is longer than ${LIMITS.maxFieldLength} characters.`);
  if (q.trim().length < LIMITS.minQueryLength) throw new AddressError('invalid_query', `q must have at least ${LIMITS.minQueryLength} characters.`);
  return q;
}

/**
 * Reads the options. `limits` is undefined when the `locality` option names no
 * known locality (then nothing can match).
 */
function validateOptions(ctx: EngineContext, options: unknown): { limit: number; limits: Omit<SearchLimits, 'keep' | 'fill'> | undefined } {
  if (options === undefined || options === null) return { limit: LIMITS.defaultLimit, limits: {} };
  if (typeof options !== 'object' || Array.isArray(options)) throw new AddressError('invalid_parameter', 'options must be an object.');
  const o = options as Record<string, unknown>;
  let limit: number = LIMITS.defaultLimit;
  if (o.limit !== undefined) {
    if (typeof o.limit !== 'number' || !Number.isInteger(o.limit) || o.limit < LIMITS.minLimit || o.limit > LIMITS.maxLimit) {
      throw new AddressError('invalid_parameter', `limit must be an integer from ${LIMITS.minLimit} to ${LIMITS.maxLimit}.`);
    }
    limit = o.limit;
  }
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

function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AddressError('invalid_parameter', `${name} must be a string.`);
  if (value.length > LIMITS.maxFieldLength) throw new AddressError('field_too_long', `${name} is longer than ${LIMITS.maxFieldLength} characters.`);
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
