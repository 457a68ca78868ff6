/**
 * Public response shapes. They are the specification's shapes without
 * `request_id`, which the HTTP adapter adds.
 */

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

/** Data source descriptor in {@link IndexInfo}. */
export interface DataSource {
  id: string;
  name: string;
  publisher: string;
  edition: string;
  licence: string;
  licence_url: string;
  sha256: string;
}

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

/** Verdict of {@link AddressIndex.verify}; the closed set is documented in the README. */
export type Verdict = 'valid' | 'corrected' | 'partial' | 'ambiguous';

/** Why a field was changed; the closed set is documented in the README. */
export type CorrectionReason =
  | 'diacritic'
  | 'case'
  | 'spelling'
  | 'abbreviation'
  | 'word_order'
  | 'street_type'
  | 'postal_code'
  | 'county'
  | 'locality'
  | 'inferred';

/** The normalized address of a verification result (all strings). */
export interface VerifiedAddress {
  street: string;
  house_number: string;
  locality: string;
  county: string;
  county_code: string;
  postal_code: string;
}

/** One change applied to the input. `from` is exactly what the user wrote. */
export interface Correction {
  field: 'street' | 'street_name' | 'street_type' | 'house_number' | 'locality' | 'county' | 'postal_code';
  from: string;
  to: string;
  reason: CorrectionReason;
}

/** Where the address lies, as precisely as the data allows. */
export interface Coordinates {
  latitude: number;
  longitude: number;
  /** `locality`: the place itself; `admin_unit`: the seat of its commune, town or city. */
  precision: 'locality' | 'admin_unit';
  source: 'geonames';
}

/** The verification result of the specification, without `request_id`. */
export interface VerifyResult {
  verdict: Verdict;
  confidence: number;
  address: VerifiedAddress;
  corrections: Correction[];
  coordinates?: Coordinates;
  /** With verdict `ambiguous`: the other candidates, best first. */
  candidates?: Array<{ address: VerifiedAddress; confidence: number }>;
}

/** A structured address, at the top level of the verify body or inside `address`. */
export interface StructuredAddressInput {
  street?: string;
  house_number?: string;
  locality?: string;
  county?: string;
  postal_code?: string;
}

/** The body of verify: a free-form string or structured fields (not both). */
export interface VerifyInput extends StructuredAddressInput {
  freeform?: string;
  address?: StructuredAddressInput;
}

/** A loaded index and its engines. */
export interface AddressIndex {
  readonly info: IndexInfo;
  /** Looks up a six-digit postal code. Throws `AddressError` (`invalid_postal_code`, `postal_code_not_found`). */
  lookupPostalCode(code: string): PostalCodeRecord;
}
