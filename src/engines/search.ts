/**
 * Search: streets, localities and postal codes by name or by the first digits
 * of a code, as structured results a caller can feed to verify (`address`) or
 * to the postal-code lookup (`postal_code`).
 *
 * It adds no matcher of its own: names are ranked by autocomplete's search
 * (`searchAddresses`), so typing mistakes, missing diacritics, word order, a
 * county or locality in the text and a house number behave exactly as in
 * autocomplete; codes are read from the sorted postal-code column and
 * described by the postal-code lookup.
 */
import { AddressError, isTooLong, LIMITS } from '../shared/errors.js';
import { findCounty } from '../shared/aliases.js';
import { parseHouseNumber } from '../shared/house-number.js';
import { PARTIAL_DIGIT } from '../matchers/house-numbers.js';
import { formatPostalCode } from '../reader/catalog.js';
import { SEARCH_TYPES, type SearchOptions, type SearchResponse, type SearchResult, type SearchType } from '../types.js';
import type { EngineContext } from './context.js';
import { countyIndex, validateQuery } from '../autocomplete/autocomplete.js';
import { searchAddresses } from '../autocomplete/autocomplete-search.js';
import { placedNumbersFirst, rankedHouse } from '../autocomplete/autocomplete-house.js';
import { lookupPostalCode } from './lookup.js';
import { readingKey } from './query.js';
import { placeSuggestion, streetSuggestion } from './suggestion-text.js';
import { AUTOCOMPLETE } from './ranking.js';
import { analyzeTypedQuery } from '../autocomplete/autocomplete-words.js';

/** Ranked names asked of the address search when one kind is filtered out: enough that a filtered page is rarely short. */
const FILTERED_KEEP = 200;
/** Ranked names asked of it otherwise: the page plus spares for lines that turn out identical. */
const SPARE = AUTOCOMPLETE.spareResults;
/** The first digits of a postal code: 2 to 6 ASCII digits. */
const CODE_PREFIX = /^[0-9]{2,6}$/;

interface Checked {
  q: string;
  type: SearchType | undefined;
  county: number | undefined;
  limit: number;
}

/**
 * Finds what `q` names.
 *
 * - `type: 'postal_code'` with 2 to 6 digits: the codes that start with them,
 *   in order; with text: the six-digit codes of the streets and localities the
 *   text names (a house number gives the code of that number).
 * - `type: 'street'` / `'locality'`: only streets / only localities and
 *   administrative units, ranked as autocomplete ranks them.
 * - no type: streets and localities, or codes when `q` is digits.
 *
 * @throws AddressError `invalid_query` (not a string, under 2 characters after
 *   trimming), `field_too_long` (over 256 characters), `invalid_parameter`
 *   (a bad `type`, `county` or `limit`)
 */
export function search(ctx: EngineContext, q: unknown, options?: SearchOptions): SearchResponse {
  const checked = validate(ctx, q, options);
  const trimmed = checked.q.trim();
  if (CODE_PREFIX.test(trimmed) && (checked.type === undefined || checked.type === 'postal_code')) {
    return { results: codesStartingWith(ctx, trimmed, checked) };
  }
  return { results: byName(ctx, checked) };
}

/**
 * The key of a search request: equal for two requests exactly when
 * {@link search} reads them alike (so their answers are equal), `undefined`
 * when it refuses the request. A code prefix is keyed by its digits; a name by
 * the engine's reading of the query (see `readingKey`: a finished last word
 * is another query).
 */
export function searchKey(ctx: EngineContext, q: unknown, options?: SearchOptions): string | undefined {
  let checked: Checked;
  try {
    checked = validate(ctx, q, options);
  } catch (err) {
    if (err instanceof AddressError) return undefined;
    throw err;
  }
  const head = `${checked.limit}\u0000${checked.type ?? ''}\u0000${checked.county ?? ''}`;
  const trimmed = checked.q.trim();
  if (CODE_PREFIX.test(trimmed) && (checked.type === undefined || checked.type === 'postal_code')) return `${head}\u0000code\u0000${trimmed}`;
  return `${head}\u0000name\u0000${readingKey(checked.q)}`;
}

function validate(ctx: EngineContext, q: unknown, options: unknown): Checked {
  const query = validateQuery(q);
  if (options === undefined || options === null) return { q: query, type: undefined, county: undefined, limit: LIMITS.defaultLimit };
  if (typeof options !== 'object' || Array.isArray(options)) throw new AddressError('invalid_parameter', 'options must be an object.');
  const o = options as Record<string, unknown>;
  let limit: number = LIMITS.defaultLimit;
  if (o.limit !== undefined) {
    if (typeof o.limit !== 'number' || !Number.isInteger(o.limit) || o.limit < LIMITS.minLimit || o.limit > LIMITS.maxLimit) {
      throw new AddressError('invalid_parameter', `limit must be an integer from ${LIMITS.minLimit} to ${LIMITS.maxLimit}.`);
    }
    limit = o.limit;
  }
  let type: SearchType | undefined;
  if (o.type !== undefined) {
    if (typeof o.type !== 'string' || !(SEARCH_TYPES as readonly string[]).includes(o.type)) {
      throw new AddressError('invalid_parameter', `type must be one of ${SEARCH_TYPES.join(', ')}.`);
    }
    type = o.type as SearchType;
  }
  let county: number | undefined;
  if (o.county !== undefined) {
    if (typeof o.county !== 'string') throw new AddressError('invalid_parameter', 'county must be a string.');
    if (isTooLong(o.county)) throw new AddressError('field_too_long', `county is longer than ${LIMITS.maxFieldLength} characters.`);
    const found = findCounty(o.county);
    county = found === undefined ? -1 : countyIndex(ctx, found.code);
    if (county < 0) throw new AddressError('invalid_parameter', `county "${o.county}" is not a Romanian county name or two-letter code.`);
  }
  return { q: query, type, county, limit };
}

/** Codes starting with `prefix`, ascending, each described by its lookup record. */
function codesStartingWith(ctx: EngineContext, prefix: string, checked: Checked): SearchResult[] {
  const { catalog } = ctx;
  const scale = 10 ** (6 - prefix.length);
  const from = Number(prefix) * scale;
  const to = from + scale;
  const codes = catalog.data.s.POSTAL_CODE;
  const results: SearchResult[] = [];
  for (let i = lowerBound(codes, from); i < codes.length && codes[i]! < to && results.length < checked.limit; i++) {
    const result = codeResult(ctx, formatPostalCode(codes[i]!));
    if (checked.county === undefined || result.county_code === catalog.countyCode(checked.county)) results.push(result);
  }
  return results;
}

/** First position of the sorted `values` holding at least `value`. */
function lowerBound(values: Uint32Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A code as a result: its main locality, and its street when the code covers one street only. */
function codeResult(ctx: EngineContext, code: string): SearchResult {
  const record = lookupPostalCode(ctx.catalog, code);
  const names = new Set(record.streets.map((s) => s.name));
  const street = names.size === 1 ? record.streets[0]?.name : undefined;
  const place = record.sector === undefined ? record.locality : `${record.sector}, ${record.locality}`;
  const result: SearchResult = {
    type: 'postal_code',
    text: `${code} ${street === undefined ? '' : `${street}, `}${place}${record.sector === undefined && record.locality !== record.county ? `, ${record.county}` : ''}`,
    locality: record.locality,
    county: record.county,
    county_code: record.county_code,
    postal_code: code,
    siruta: record.siruta,
    address: { locality: verifyLocality(record.locality, record.sector), county: record.county, postal_code: code },
  };
  if (street !== undefined) {
    result.street = street;
    result.house_range = record.streets.map((s) => s.house_range).join(', ');
    result.address = { street, ...result.address };
  }
  if (record.sector !== undefined) result.sector = record.sector;
  if (record.admin_unit !== undefined) result.admin_unit = record.admin_unit;
  return result;
}

/** The locality as verify reads it best: `București, Sector 1` keeps the sector. */
function verifyLocality(locality: string, sector: string | undefined): string {
  return sector === undefined ? locality : `${locality}, ${sector}`;
}

/** Streets and places named by `checked.q`, ranked by autocomplete's search, as results of the asked type. */
function byName(ctx: EngineContext, checked: Checked): SearchResult[] {
  const analyzed = analyzeTypedQuery(ctx, checked.q);
  if (analyzed.words.length === 0) return [];
  const filtered = checked.type !== undefined;
  const ranked = placedNumbersFirst(ctx, analyzed, searchAddresses(ctx, analyzed, {
    ...(checked.county === undefined ? {} : { county: checked.county }),
    keep: filtered ? FILTERED_KEEP : checked.limit + SPARE,
    fill: checked.limit,
  }));
  const { catalog } = ctx;
  const results: SearchResult[] = [];
  const seen = new Set<string>();
  for (const r of ranked) {
    if (checked.type === 'street' && !r.street) continue;
    if (checked.type === 'locality' && r.street) continue;
    const place = r.street ? catalog.streetPlace(r.id) : r.id;
    const details = catalog.placeHeading(place);
    const county = catalog.placeCounty(place);
    let result: SearchResult;
    if (r.street) {
      const { text: houseText, house } = rankedHouse(analyzed, r);
      const suggestion = streetSuggestion(ctx, r.id, house);
      const street = catalog.streetName(r.id);
      result = {
        type: 'street',
        text: suggestion.text,
        street,
        locality: suggestion.locality,
        county: suggestion.county,
        county_code: catalog.countyCode(county),
        postal_code: suggestion.postal_code,
        siruta: details.siruta,
        address: { street, locality: verifyLocality(suggestion.locality, details.sector), county: suggestion.county },
      };
      if (house !== undefined) {
        result.house_number = houseText;
        result.address.house_number = houseText;
      }
    } else {
      const suggestion = placeSuggestion(ctx, r.id);
      result = {
        type: 'locality',
        text: suggestion.text,
        locality: suggestion.locality,
        county: suggestion.county,
        county_code: catalog.countyCode(county),
        postal_code: suggestion.postal_code,
        siruta: details.siruta,
        address: { locality: verifyLocality(suggestion.locality, details.sector), county: suggestion.county },
      };
    }
    if (details.sector !== undefined) result.sector = details.sector;
    if (details.admin_unit !== undefined) result.admin_unit = details.admin_unit;
    if (checked.type === 'postal_code') {
      // Only whole codes: a partial one (`0101xx`) is no answer to "which code".
      if (result.postal_code.includes(PARTIAL_DIGIT)) continue;
      if (seen.has(result.postal_code)) continue;
      seen.add(result.postal_code);
      results.push(codeFor(result));
    } else {
      if (seen.has(result.text)) continue;
      seen.add(result.text);
      results.push(result);
    }
    if (results.length === checked.limit) break;
  }
  return results;
}

/** A street or place result turned into the result of its (whole) postal code. */
function codeFor(result: SearchResult): SearchResult {
  return { ...result, type: 'postal_code', address: { ...result.address, postal_code: result.postal_code } };
}
