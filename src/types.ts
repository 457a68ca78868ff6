/**
 * Public response shapes. They are the specification's shapes without
 * `request_id`, which the HTTP adapter adds.
 */

import type { DataSource } from './shared/format.js';

/** One street line of a postal-code record. */
export interface PostalCodeStreet {
  /** Canonical street name with its type word, e.g. `Calea Victoriei`. */
  name: string;
  /**
   * House numbers or blocks the code covers on this street, written from-to
   * (`1-25`, `14-T`, `bl. 54/2D`); several ranges are joined by `, `. An empty
   * string means the code covers the whole street.
   */
  house_range: string;
}

/** A locality that shares a postal code with the main one (villages often do). */
export interface PostalCodeLocality {
  locality: string;
  county: string;
  county_code: string;
  /** SIRUTA code of the locality. */
  siruta: number;
}

/** The specification's postal code record. */
export interface PostalCodeRecord {
  postal_code: string;
  locality: string;
  /** SIRUTA code of the main locality (the sector's code in București). */
  siruta: number;
  county: string;
  county_code: string;
  streets: PostalCodeStreet[];
  /** București only: the sector (`Sector 1`) of the main locality. */
  sector?: string;
  /** The commune, town or city the locality belongs to, with its kind (`Oraș Buftea`, `Comuna Berca`). */
  admin_unit?: string;
  /** Present when the code covers more than one locality: all of them, main first. */
  localities?: PostalCodeLocality[];
}

/** One autocomplete suggestion. */
export interface Suggestion {
  /** The full line a person would pick, e.g. `Calea Victoriei, Sector 1, București`. */
  text: string;
  locality: string;
  county: string;
  /** Six digits, or a partial code (see the README) when several codes apply. */
  postal_code: string;
}

/** The autocomplete response. */
export interface AutocompleteResponse {
  suggestions: Suggestion[];
}

/** Options of {@link AddressIndex.autocomplete}. */
export interface AutocompleteOptions {
  /** Maximum number of suggestions, 1 to 25; default 10. */
  limit?: number;
  /** Prefer (and restrict to) this county, as name or two-letter code. */
  county?: string;
  /** Prefer (and restrict to) this locality. */
  locality?: string;
}

/** What {@link AddressIndex.search} looks for (closed set). */
export const SEARCH_TYPES = ['street', 'locality', 'postal_code'] as const;
/** One of {@link SEARCH_TYPES}. */
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Options of {@link AddressIndex.search}. */
export interface SearchOptions {
  /** Only results of this kind; default streets and localities (and postal codes for a query of digits). */
  type?: SearchType;
  /** Only results in this county, as name or two-letter code. */
  county?: string;
  /** Maximum number of results, 1 to 25; default 10. */
  limit?: number;
}

/**
 * One search result. `address` is a structured input ready for
 * {@link AddressIndex.verify}; `postal_code`, when it is six digits, is ready
 * for {@link AddressIndex.lookupPostalCode}.
 */
export interface SearchResult {
  type: SearchType;
  /** The line a person would pick (autocomplete's format; for a postal code, the code and its place). */
  text: string;
  /** Street results: the full street name with its type word (with the house number when the query had one). */
  street?: string;
  /** Street results with a house number in the query: that number. */
  house_number?: string;
  /**
   * Postal-code results of one street: the house numbers the code covers on it
   * (`1-25`, `14-T`; `''` for the whole street), as the lookup writes them.
   */
  house_range?: string;
  /** The locality (`București` for every sector). */
  locality: string;
  county: string;
  county_code: string;
  /** Six digits, or a partial code (`0101xx`) when several codes apply (see docs/autocomplete.md). */
  postal_code: string;
  /** SIRUTA code of the locality (of the sector in București). */
  siruta: number;
  /** București only: the sector (`Sector 1`). */
  sector?: string;
  /** The commune, town or city the locality belongs to (`Comuna Berca`). */
  admin_unit?: string;
  /** The result as a verify input: `index.verify(result.address)` confirms it. */
  address: StructuredAddressInput;
}

/** The search response. */
export interface SearchResponse {
  results: SearchResult[];
}

/** Data source descriptor in {@link IndexInfo} (defined with the index layout, which records it). */
export type { DataSource };

/** What an index holds and where it came from. */
export interface IndexInfo {
  format_version: number;
  data_version: string;
  built_at: string;
  sources: DataSource[];
  counts: {
    counties: number;
    localities: number;
    admin_units: number;
    streets: number;
    street_segments: number;
    postal_codes: number;
    tokens: number;
  };
  /** Attribution text for the data, to show next to results. */
  attribution: string;
}

/**
 * Verdict of {@link AddressIndex.verify} (closed set, see docs/verify.md):
 * `valid` confirmed as given (only missing fields filled in); `corrected`
 * confirmed after changes; `partial` the locality is confirmed but the street or
 * house number is not (see `unconfirmed`); `ambiguous` several candidates are
 * about equally good (the best is returned, the others in `candidates`).
 */
export const VERDICTS = ['valid', 'corrected', 'partial', 'ambiguous'] as const;
/** One of {@link VERDICTS}. */
export type Verdict = (typeof VERDICTS)[number];

/**
 * Why a field was changed (closed set, see docs/verify.md). Case, spacing,
 * punctuation and cedilla letters (ş ţ for ș ț) are formatting, not corrections.
 */
export const CORRECTION_REASONS = [
  /** Only diacritics differ (`Bucuresti` → `București`). */
  'diacritic',
  /** Typing mistakes (`Victorei` → `Victoriei`). */
  'spelling',
  /** A short form written in full: `Str.` → `Strada`, `Tg` → `Târgu`, `Cluj` → `Cluj-Napoca`, `I. Mincu` → `Arhitect Ion Mincu`. */
  'abbreviation',
  /** The same words in another order (`Porumbaru Emanoil` → `Emanoil Porumbaru`). */
  'word_order',
  /** Another street type than the data's (`Strada` written for a `Bulevardul`). */
  'street_type',
  /** The postal code written does not belong to the address. */
  'postal_code',
  /** The county written does not hold the locality. */
  'county',
  /** Another place was meant: the commune's seat for the commune, another București sector, a former name. */
  'locality',
  /** The field was not written and has been filled in. */
  'inferred',
  /**
   * What was typed in `field` belongs to another field of the address: `from` is the field's text,
   * `to` what it became there (a village typed in the street field: `{ field: 'street_name', from:
   * 'Sat Poiana', to: 'Poiana', reason: 'moved' }`, the address's `locality`).
   */
  'moved',
] as const;
/** One of {@link CORRECTION_REASONS}. */
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

/** The fields a correction names. */
export const CORRECTED_FIELDS = ['street_type', 'street_name', 'house_number', 'locality', 'admin_unit', 'sector', 'county', 'postal_code'] as const;
/** One of {@link CORRECTED_FIELDS}. */
export type CorrectedField = (typeof CORRECTED_FIELDS)[number];

/** The normalized address of a verification result (all strings). */
export interface VerifiedAddress {
  /** Full street name with its type word (`Strada Emanoil Porumbaru`); as written when it could not be confirmed; '' when none. */
  street: string;
  /** House number and building details in their usual written form (`nr. 21, bl. 3, sc. A, et. 2, ap. 10`); '' when none. */
  house_number: string;
  /** The locality (`București` for every sector). */
  locality: string;
  county: string;
  county_code: string;
  /**
   * Six digits when the code is known; partly known in a town whose codes are per street and no
   * street of it was confirmed: the digits all its codes share, then `x` for each digit that varies
   * (`400xxx` for Cluj-Napoca, `01xxxx` for Sector 1, `0xxxxx` for București), with
   * `unconfirmed` naming `postal_code`. '' only when the data has no code at all for the place.
   */
  postal_code: string;
}

/** One change applied to the input. `from` is exactly what the user wrote ('' for `inferred`). */
export interface Correction {
  field: CorrectedField;
  from: string;
  to: string;
  reason: CorrectionReason;
}

/** Where the address lies, as precisely as the data allows (GeoNames, CC-BY-4.0). */
export interface Coordinates {
  latitude: number;
  longitude: number;
  /** `locality`: the place itself; `admin_unit`: the seat of its commune, town or city. */
  precision: 'locality' | 'admin_unit';
  source: 'geonames';
}

/** A part of the address that verification could not confirm (verdict `partial`). */
export const UNCONFIRMED_PARTS = ['street', 'house_number', 'postal_code'] as const;
/** One of {@link UNCONFIRMED_PARTS}. */
export type UnconfirmedPart = (typeof UNCONFIRMED_PARTS)[number];

/**
 * What words of a free-form text were read as, when not as a part of the address: a field's
 * label, a message's words, a note, the country, a company's name, an institution's name (a school,
 * a town hall), a person, an identity
 * document, a telephone number, an e-mail or web address, a land-registry or fiscal reference, a second address or number,
 * a postal code of before 2003, a neighbourhood taken as a part of the town, a street type word
 * whose name was read as a place (`Strada` of `Strada Dumbrava, Târgu Lăpuș` answered as the
 * village Dumbrava), or `unexplained`: a word that no part of the address took. The last two
 * lower the confidence and keep the verdict from `valid`.
 */
export const IGNORED_AS = [
  'label', 'message', 'note', 'country', 'company', 'organisation', 'person', 'document', 'phone', 'contact', 'registry', 'second_address', 'old_postal_code', 'neighbourhood', 'type_word', 'unexplained',
] as const;
/** One of {@link IGNORED_AS}. */
export type IgnoredAs = (typeof IGNORED_AS)[number];

/** Words of a free-form text read as no part of the address: as written, and what they were read as. */
export interface IgnoredText {
  /** The words as written, from the first to the last of a run of words read alike. */
  text: string;
  as: IgnoredAs;
}

/** Another candidate of an `ambiguous` result. */
export interface VerifyCandidate {
  address: VerifiedAddress;
  confidence: number;
  /** SIRUTA code of the candidate's locality. */
  siruta: number;
  /** București only: the sector. */
  sector?: string;
  /** The commune, town or city of the candidate's locality (`Comuna Berca`). */
  admin_unit?: string;
  /** House numbers the candidate's code covers on its street (`1-25`, `14-T`), when that is what tells the candidates apart. */
  house_range?: string;
}

/** The verification result of the specification, without `request_id`. */
export interface VerifyResult {
  verdict: Verdict;
  /** In [0, 1], two decimals; see docs/verify.md. */
  confidence: number;
  address: VerifiedAddress;
  corrections: Correction[];
  /** SIRUTA code of the locality (of the sector in București); always set by verify. */
  siruta?: number;
  /** București only: the sector (`Sector 1`). */
  sector?: string;
  /** The commune, town or city the locality belongs to (`Oraș Buftea`, `Comuna Berca`). */
  admin_unit?: string;
  /**
   * What could not be confirmed: always (non-empty) with verdict `partial`;
   * with `ambiguous` when the best candidate is itself only partly confirmed;
   * never with `valid` or `corrected`.
   */
  unconfirmed?: UnconfirmedPart[];
  /**
   * The words read as no part of the address, in the order written (a greeting, a label, a note,
   * the country, a word no part took), for free-form input and for structured fields read together
   * as one text (quoted from the fields joined by `, `). Absent when every word is part of the
   * address, and for structured fields read each as its own part.
   */
  ignored?: IgnoredText[];
  coordinates?: Coordinates;
  /** With verdict `ambiguous`: the other candidates, best first. */
  candidates?: VerifyCandidate[];
}

/** A structured address, at the top level of the verify body or inside `address`. */
export interface StructuredAddressInput {
  street?: string;
  house_number?: string;
  locality?: string;
  county?: string;
  postal_code?: string;
}

/**
 * The structured fields, as properties a form of verify's input must not have: a union of
 * object types lets an object carry a property of any member, so each form names the others'
 * fields as `never` to make `{ freeform, street }` a compile-time error, as it is a run-time one
 * (`ambiguous_input`).
 */
interface NoStructuredFields {
  street?: never;
  house_number?: never;
  locality?: never;
  county?: never;
}

/** Verify's free-form input: the whole address in one string; a postal code may be sent beside it. */
export interface FreeformVerifyInput extends NoStructuredFields {
  freeform: string;
  postal_code?: string;
  /** With `freeform`, a postal code may also come inside `address` (it must equal `postal_code` if both are sent). */
  address?: { postal_code?: string } & NoStructuredFields;
}

/** Verify's structured input at the top level: `locality` is required, `house_number` only with `street`. */
export interface StructuredVerifyInput extends StructuredAddressInput {
  locality: string;
  freeform?: never;
  address?: never;
}

/** Verify's structured input inside `address` (a postal code may also stand at the top level). */
export interface NestedVerifyInput extends NoStructuredFields {
  address: StructuredAddressInput & { locality: string };
  postal_code?: string;
  freeform?: never;
}

/**
 * The body of verify: a free-form string or structured fields, at the top
 * level or inside `address` (not both). At run time any value is accepted and
 * checked: what is not one of these gets its catalogue error (`invalid_body`,
 * `missing_address`, `ambiguous_input`, `missing_locality`...).
 */
export type VerifyInput = FreeformVerifyInput | StructuredVerifyInput | NestedVerifyInput;

/** A loaded index and its engines. */
export interface AddressIndex {
  readonly info: IndexInfo;
  /** Looks up a six-digit postal code. Throws `AddressError` (`invalid_postal_code`, `postal_code_not_found`). */
  lookupPostalCode(code: string): PostalCodeRecord;
  /** Suggests addresses for text typed so far. Throws `AddressError` on invalid input. */
  autocomplete(q: string, options?: AutocompleteOptions): AutocompleteResponse;
  /**
   * The key of an autocomplete request: two requests with equal keys get the
   * same answer from this index (the engine's own reading of the query, the
   * limit and the options), `undefined` when `autocomplete` would refuse the
   * query or the limit. The HTTP adapter caches by it; an index without it is
   * cached by the exact query text.
   */
  autocompleteKey?(q: string, options?: AutocompleteOptions): string | undefined;
  /**
   * Verifies and corrects an address (the body of `POST /v1/addresses/verify`).
   * Throws `AddressError` on invalid input, also when called from JavaScript
   * with a value of another shape.
   */
  verify(input: VerifyInput): VerifyResult;
  /**
   * Finds streets, localities or postal codes by name or by the first digits
   * of a code (`GET /v1/search`); results feed `verify` (`result.address`) and
   * `lookupPostalCode` (`result.postal_code`). Throws `AddressError`
   * (`invalid_query`, `field_too_long`, `invalid_parameter`).
   */
  search(q: string, options?: SearchOptions): SearchResponse;
  /**
   * The key of a search request: two requests with equal keys get the same
   * answer from this index; `undefined` when `search` would refuse it. The
   * HTTP adapter caches by it; an index without it is cached by the exact text.
   */
  searchKey?(q: string, options?: SearchOptions): string | undefined;
  /**
   * Sets up now the little per-index state that the first `autocomplete` or
   * `verify` call would otherwise set up (scratch arrays, a pass over the
   * places). The search tables themselves are part of the index file, so this
   * is nearly free; it is kept for compatibility. Answers are the same either
   * way; calling it again does nothing.
   */
  prepare(): void;
}
