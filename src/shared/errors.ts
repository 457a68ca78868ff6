/**
 * The error catalogue of the interface specification, defined once.
 * Every failure the library or the HTTP adapter reports is an {@link AddressError}
 * carrying one of these codes and its HTTP status.
 */
export const ERROR_CATALOGUE = {
  malformed_request: { status: 400, message: 'The request is not valid HTTP/1.1.' },
  invalid_body: { status: 400, message: 'The request body is not valid JSON, or not a JSON object.' },
  invalid_idempotency_key: { status: 400, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters.' },
  idempotency_key_reused: { status: 422, message: 'This Idempotency-Key was already used with a different request body.' },
  invalid_parameter: { status: 400, message: 'A parameter is invalid or out of range.' },
  invalid_postal_code: { status: 400, message: 'A postal code must be exactly six ASCII digits.' },
  invalid_query: { status: 400, message: 'The query must be at least 2 characters long.' },
  missing_address: { status: 400, message: 'Send either "freeform" or structured address fields.' },
  ambiguous_input: { status: 400, message: 'Send either "freeform" or structured address fields, not both.' },
  missing_locality: { status: 400, message: 'A structured address needs a "locality".' },
  house_number_requires_street: { status: 400, message: '"house_number" was sent without "street".' },
  invalid_house_number: { status: 400, message: '"house_number" must be a non-empty string.' },
  missing_file_url: { status: 400, message: 'A batch job needs "file_url".' },
  invalid_callback_url: { status: 400, message: '"options.callback_url" must be an https URL on a public host.' },
  /** Not in the specification's catalogue: its counterpart for `file_url`, which the specification leaves open. */
  invalid_file_url: { status: 400, message: '"file_url" must be an https URL on a public host.' },
  field_too_long: { status: 400, message: 'A text field is longer than 256 characters.' },
  missing_credentials: { status: 401, message: 'No API key was sent. Use "Authorization: Bearer <key>".' },
  invalid_api_key: { status: 401, message: 'The API key is invalid or revoked.' },
  quota_exceeded: { status: 402, message: 'The monthly quota of this plan is used up.' },
  payment_required: { status: 402, message: 'Payment is overdue and the grace period has ended.' },
  forbidden: { status: 403, message: 'This API key may not call this endpoint.' },
  subscription_suspended: { status: 403, message: 'The subscription is suspended for non-payment.' },
  not_found: { status: 404, message: 'No such resource.' },
  postal_code_not_found: { status: 404, message: 'No data exists for this postal code.' },
  locality_not_found: { status: 404, message: 'The locality could not be found.' },
  method_not_allowed: { status: 405, message: 'This method is not supported by the endpoint.' },
  client_timeout: { status: 408, message: 'The request headers or body arrived too slowly.' },
  job_not_complete: { status: 409, message: 'The job has not finished yet.' },
  /** Not in the specification's catalogue: a request whose Idempotency-Key another instance is still serving. */
  idempotency_request_in_progress: { status: 409, message: 'A request with this Idempotency-Key is still being processed; retry after the delay in Retry-After to get its response.' },
  results_expired: { status: 410, message: 'The results were deleted after the 30-day retention.' },
  payload_too_large: { status: 413, message: 'The request body is larger than 64 KiB.' },
  uri_too_long: { status: 414, message: 'The request target (path and query) is longer than the server accepts.' },
  expectation_failed: { status: 417, message: 'The Expect header names an expectation the server does not support; only "100-continue" is.' },
  rate_limit_exceeded: { status: 429, message: 'Too many requests for this API key; retry after the delay in Retry-After.' },
  headers_too_large: { status: 431, message: 'The request headers are larger than the server accepts.' },
  internal_error: { status: 500, message: 'An internal error occurred.' },
  service_unavailable: { status: 503, message: 'A store this request needs cannot be reached; retry after the delay in Retry-After.' },
  request_timeout: { status: 504, message: 'The request took too long.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A stable, machine-matchable error code from the specification's catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The JSON error body of the specification. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; request_id: string };
}

/** Limits of the specification, shared by the engines and the HTTP adapter. */
export const LIMITS = {
  /** Longest accepted text field, in characters. */
  maxFieldLength: 256,
  /** Largest accepted request body, in bytes. */
  maxBodyBytes: 64 * 1024,
  /** Smallest `limit`. */
  minLimit: 1,
  /** Largest `limit`. */
  maxLimit: 25,
  /** Default `limit`. */
  defaultLimit: 10,
  /** Shortest autocomplete query after trimming. */
  minQueryLength: 2,
} as const;

/**
 * The one error class of ro-address. `code` is stable (match on it), `status` is
 * the HTTP status the specification assigns to it, `message` is for humans.
 */
export class AddressError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AddressError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
  }

  /** The specification's error body for this error. */
  toJSON(requestId = ''): ErrorBody {
    return { error: { code: this.code, message: this.message, request_id: requestId } };
  }
}

/**
 * The length of a text field as the specification counts it: in characters
 * (Unicode code points), so that `ș` or an emoji counts once whatever its
 * UTF-16 form. The one rule for `q` and the verify fields.
 */
function textLength(text: string): number {
  // Most text has no surrogate pairs: then UTF-16 units are characters.
  if (!/[\uD800-\uDBFF]/.test(text)) return text.length;
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** True when `text` is longer than {@link LIMITS.maxFieldLength} characters. */
export function isTooLong(text: string): boolean {
  return text.length > LIMITS.maxFieldLength && textLength(text) > LIMITS.maxFieldLength;
}

/** True when a query has fewer than {@link LIMITS.minQueryLength} characters once trimmed. */
export function isTooShortQuery(q: string): boolean {
  return textLength(q.trim()) < LIMITS.minQueryLength;
}

/** True when `value` is an error code of the catalogue. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}
