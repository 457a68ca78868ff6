/**
 * Header names and header values of the adapter: the identifiers that carry the
 * product's word, the data attribution pair, and the rate-limit trio.
 */
import type { IndexInfo } from '../types.js';

/**
 * The identifiers that carry a product word. The specification writes them with
 * the neutral word (`svc_live_` keys, `X-Service-Request-Id`); a deployment may
 * put its own word in their place with the `brand` option.
 */
export interface Naming {
  /** Prefix of live keys, `svc_live_` by default. */
  liveKeyPrefix: string;
  /** Prefix of sandbox keys, `svc_test_` by default. */
  testKeyPrefix: string;
  /** `X-Service-Request-Id`: the request identifier, on every response. */
  requestId: string;
  /** `X-Service-Period-Resets-At`: on 402 `quota_exceeded`. */
  periodResetsAt: string;
  /** `X-Service-Grace-Period-Ends`: on 402 `payment_required`. */
  gracePeriodEnds: string;
  /** `X-Service-Idempotent-Replayed: true`: on a response replayed for a repeated Idempotency-Key. */
  idempotentReplayed: string;
  /** `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`: on batch job callbacks. */
  signature: string;
}

const BRAND = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

/**
 * The identifiers for `brand`. Without a brand: the specification's own
 * (`svc_live_`, `svc_test_`, `X-Service-...`). With one, say `acme`: `acme_live_`,
 * `acme_test_`, `X-Acme-Request-Id` and so on; the one word is used the same way
 * throughout, as the specification asks.
 *
 * @throws TypeError when `brand` is not a letter followed by up to 31 letters or digits.
 */
export function namingFor(brand?: string): Naming {
  let keyWord = 'svc';
  let headerWord = 'Service';
  if (brand !== undefined) {
    if (!BRAND.test(brand)) throw new TypeError(`brand must be a letter followed by letters or digits (at most 32), got ${JSON.stringify(brand)}`);
    keyWord = brand.toLowerCase();
    headerWord = brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase();
  }
  return {
    liveKeyPrefix: `${keyWord}_live_`,
    testKeyPrefix: `${keyWord}_test_`,
    requestId: `X-${headerWord}-Request-Id`,
    periodResetsAt: `X-${headerWord}-Period-Resets-At`,
    gracePeriodEnds: `X-${headerWord}-Grace-Period-Ends`,
    idempotentReplayed: `X-${headerWord}-Idempotent-Replayed`,
    signature: `X-${headerWord}-Signature`,
  };
}

const COMBINING = /[\u0300-\u036f]/g;
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/g;

/**
 * Text made safe for a header value. Header values are Latin-1 on the wire and
 * Node refuses anything beyond it (`ș`, `ț`), so Romanian letters lose their
 * diacritics (`Poșta Română` becomes `Posta Romana`) and anything else that is
 * not printable ASCII becomes `?`.
 */
export function headerText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING, '').replace(NOT_PRINTABLE_ASCII, '?').replace(/ {2,}/g, ' ').trim();
}

/** Where the attribution texts and the legal page come from. */
export interface AttributionOptions {
  /** Attribution of every response; default: built from the index's data sources, GeoNames left out. */
  text?: string;
  /** Attribution of responses that carry coordinates; default: every data source of the index. */
  textWithCoordinates?: string;
  /** The data-sources legal page sent as `Link: <url>; rel="license"`. */
  licenseUrl?: string;
}

/** The default legal page: the "Data sources and licences" section of the package's README. */
export const DEFAULT_LICENSE_URL = 'https://www.npmjs.com/package/ro-address#data-sources-and-licences';

/** Source ids that only contribute coordinates: attributed only when coordinates are served. */
const COORDINATE_SOURCES = new Set(['geonames']);

function describe(sources: IndexInfo['sources']): string {
  return sources.map((s) => `${s.publisher}: ${s.name}, ${s.licence}`).join('; ');
}

/** The two attribution header sets of one index: without and with coordinates. */
export interface AttributionHeaders {
  plain: Readonly<Record<string, string>>;
  withCoordinates: Readonly<Record<string, string>>;
}

/**
 * Builds `X-Data-Attribution` and its companion `Link` once per index. Every
 * response carries the plain pair; a verification result with coordinates
 * carries the pair that also names the coordinate source (GeoNames, CC-BY-4.0).
 */
export function attributionHeaders(info: IndexInfo, options: AttributionOptions = {}): AttributionHeaders {
  const link = `<${options.licenseUrl ?? DEFAULT_LICENSE_URL}>; rel="license"`;
  const base = options.text ?? describe(info.sources.filter((s) => !COORDINATE_SOURCES.has(s.id)));
  const coordinates = describe(info.sources.filter((s) => COORDINATE_SOURCES.has(s.id)));
  const full = options.textWithCoordinates ?? [base, coordinates].filter((t) => t !== '').join('; ');
  return {
    plain: Object.freeze({ 'X-Data-Attribution': headerText(base), Link: link }),
    withCoordinates: Object.freeze({ 'X-Data-Attribution': headerText(full), Link: link }),
  };
}

/** The state of a key's rate-limit window, as the `X-RateLimit-*` headers report it. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix time, in seconds, when the window resets. */
  resetAt: number;
}

/** `X-RateLimit-Limit`, `-Remaining` and `-Reset`. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}
