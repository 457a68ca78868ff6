/**
 * The route table: the one description of the API's endpoints, read by the
 * router (to dispatch) and by the OpenAPI generator (to describe). A route
 * added here is routed and documented at once.
 */
import { LIMITS, type ErrorCode } from '../shared/errors.js';
import type { Permission } from './stores.js';
import { SEARCH_TYPES } from '../types.js';
import { USAGE_GROUPS, USAGE_RANGES } from './usage.js';

/** Ids of the routes; each has a handler in `endpoints.ts`. */
export type RouteId = 'verify' | 'autocomplete' | 'search' | 'postal_code' | 'batch_submit' | 'batch_status' | 'batch_results' | 'usage' | 'openapi' | 'health';

/** Names of the schemas `openapi.ts` defines. */
export type SchemaName = 'VerifyRequest' | 'VerifyResult' | 'AutocompleteResponse' | 'SearchResponse' | 'PostalCodeRecord' | 'BatchRequest' | 'BatchJob' | 'BatchResults' | 'UsageReport' | 'OpenApiDocument' | 'Health';

/** A query or path parameter, in OpenAPI's terms. */
export interface RouteParam {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
}

/** One endpoint. */
export interface Route {
  id: RouteId;
  method: 'GET' | 'POST';
  /** Path template; `{name}` segments are parameters. */
  path: string;
  summary: string;
  description: string;
  /** The permission a key needs; absent for the public OpenAPI document (no key needed). */
  permission?: Permission;
  /** Counts towards the monthly quota (and may get 402). */
  billable: boolean;
  /** Successful answers are cached and carry X-Cache. */
  cached: boolean;
  /** Takes a JSON body and an Idempotency-Key. */
  jsonBody?: SchemaName;
  params: RouteParam[];
  response: SchemaName;
  /** Status of a success; default 200. */
  successStatus?: 200 | 202;
  /** The success body is streamed text (CSV or JSON Lines), not a JSON object. */
  streamed?: boolean;
  /** Errors of the endpoint itself, beyond those every authenticated route has. */
  errors: ErrorCode[];
}

/** What the `q` parameter accepts, from the specification's limits (the engines check the same). */
const QUERY_LENGTH = `at least ${LIMITS.minQueryLength} characters after trimming, at most ${LIMITS.maxFieldLength}`;
const QUERY_SCHEMA = { type: 'string', minLength: LIMITS.minQueryLength, maxLength: LIMITS.maxFieldLength };

/** The `limit` parameter of a listing of `what`. */
function limitParam(what: string): RouteParam {
  return {
    name: 'limit',
    in: 'query',
    required: false,
    description: `Maximum number of ${what}: an integer from ${LIMITS.minLimit} to ${LIMITS.maxLimit} written in decimal digits.`,
    schema: { type: 'integer', minimum: LIMITS.minLimit, maximum: LIMITS.maxLimit, default: LIMITS.defaultLimit },
  };
}

/** The endpoints. */
export const ROUTES: readonly Route[] = [
  {
    id: 'verify',
    method: 'POST',
    path: '/v1/addresses/verify',
    summary: 'Verify an address',
    description: 'Validates a free-form or structured address and returns a verdict, the normalized address, corrections and a confidence score. Billable.',
    permission: 'verify',
    billable: true,
    cached: false,
    jsonBody: 'VerifyRequest',
    params: [],
    response: 'VerifyResult',
    errors: ['missing_address', 'ambiguous_input', 'missing_locality', 'house_number_requires_street', 'invalid_house_number', 'field_too_long', 'locality_not_found'],
  },
  {
    id: 'autocomplete',
    method: 'GET',
    path: '/v1/addresses/autocomplete',
    summary: 'Suggest addresses',
    description: 'Address suggestions for text typed so far, tolerant of typing mistakes and missing diacritics. Billable; cached.',
    permission: 'autocomplete',
    billable: true,
    cached: true,
    params: [
      { name: 'q', in: 'query', required: true, description: `Text typed by the user; ${QUERY_LENGTH}.`, schema: QUERY_SCHEMA },
      limitParam('suggestions'),
      { name: 'county', in: 'query', required: false, description: 'Only suggestions in this county: a county name (diacritics optional) or its two-letter code; another value gives `invalid_parameter`.', schema: { type: 'string', minLength: 1, maxLength: LIMITS.maxFieldLength } },
      { name: 'locality', in: 'query', required: false, description: 'Only suggestions in this locality (its villages and streets included), as typed: a name the index does not know gives no suggestions.', schema: { type: 'string', minLength: 1, maxLength: LIMITS.maxFieldLength } },
    ],
    response: 'AutocompleteResponse',
    errors: ['invalid_query', 'invalid_parameter', 'field_too_long'],
  },
  {
    id: 'search',
    method: 'GET',
    path: '/v1/search',
    summary: 'Search streets, localities and postal codes',
    description:
      'Streets, localities or postal codes named by `q` (names tolerant of typing mistakes and missing diacritics, as autocomplete; or the first 2-6 digits of a code). ' +
      'Each result carries `address`, a structured input for verify, and `postal_code`, for the postal-code lookup when it is six digits. Billable; cached.',
    permission: 'search',
    billable: true,
    cached: true,
    params: [
      { name: 'q', in: 'query', required: true, description: `A name (street, locality, or both; a house number narrows a street to its code) or the first 2 to 6 digits of a postal code; ${QUERY_LENGTH}.`, schema: QUERY_SCHEMA },
      { name: 'type', in: 'query', required: false, description: 'Only results of this kind. Default: streets and localities, or postal codes when `q` is digits. `postal_code` with a name gives the six-digit codes of what it names.', schema: { type: 'string', enum: [...SEARCH_TYPES] } },
      { name: 'county', in: 'query', required: false, description: 'Only results in this county: a county name (diacritics optional) or its two-letter code; another value gives `invalid_parameter`.', schema: { type: 'string', minLength: 1, maxLength: LIMITS.maxFieldLength } },
      limitParam('results'),
    ],
    response: 'SearchResponse',
    errors: ['invalid_query', 'invalid_parameter', 'field_too_long'],
  },
  {
    id: 'postal_code',
    method: 'GET',
    path: '/v1/postal-codes/{code}',
    summary: 'Look up a postal code',
    description: 'The locality, county and streets of a six-digit Romanian postal code. Billable; cached.',
    permission: 'postal_codes',
    billable: true,
    cached: true,
    params: [{ name: 'code', in: 'path', required: true, description: 'Exactly six ASCII digits.', schema: { type: 'string', pattern: '^[0-9]{6}$' } }],
    response: 'PostalCodeRecord',
    errors: ['invalid_postal_code', 'postal_code_not_found'],
  },
  {
    id: 'batch_submit',
    method: 'POST',
    path: '/v1/addresses/batch',
    summary: 'Submit a batch job',
    description:
      'Creates a job that downloads `file_url` (CSV or JSON Lines), verifies every row and keeps the rows with their results for 30 days. ' +
      'Answers 202 with the job at once; poll its status, or give `options.callback_url` to be told when it ends. Billable (one call per job). ' +
      'Not atomic: a retry after a timeout may create a second job unless it carries the same Idempotency-Key.',
    permission: 'batch',
    billable: true,
    cached: false,
    jsonBody: 'BatchRequest',
    params: [],
    response: 'BatchJob',
    successStatus: 202,
    errors: ['missing_file_url', 'invalid_file_url', 'invalid_callback_url', 'invalid_parameter'],
  },
  {
    id: 'batch_status',
    method: 'GET',
    path: '/v1/addresses/batch/{id}',
    summary: 'Read a batch job',
    description: 'The state (`queued`, `running`, `done`, `failed`), counts and progress of a job of the key\'s organization. Not billable; never 402.',
    permission: 'batch',
    billable: false,
    cached: false,
    params: [{ name: 'id', in: 'path', required: true, description: 'The job id (`job_` and 32 hex digits).', schema: { type: 'string', pattern: '^job_[0-9a-f]{32}$' } }],
    response: 'BatchJob',
    errors: ['not_found'],
  },
  {
    id: 'batch_results',
    method: 'GET',
    path: '/v1/addresses/batch/{id}/results',
    summary: 'Download the results of a batch job',
    description:
      'The rows of a `done` job with their results, streamed, as the CLI\'s `validate` writes them: CSV (`text/csv`; every input column, then ' +
      '`postal_code, verdict, confidence, street, house_number, locality, county, corrections, error`) or JSON Lines (`application/x-ndjson`; ' +
      '`{"line","input","result"}` or `{"line","input","error"}` per line). 409 `job_not_complete` until the job is done (and for a failed job, ' +
      'which has none); 410 `results_expired` 30 days after it ended. Not billable; never 402.',
    permission: 'batch',
    billable: false,
    cached: false,
    params: [{ name: 'id', in: 'path', required: true, description: 'The job id.', schema: { type: 'string', pattern: '^job_[0-9a-f]{32}$' } }],
    response: 'BatchResults',
    streamed: true,
    errors: ['not_found', 'job_not_complete', 'results_expired'],
  },
  {
    id: 'usage',
    method: 'GET',
    path: '/v1/usage',
    summary: 'Read usage',
    description: "Billable calls of the key's organization in a range of days, grouped by day, endpoint or key, with the current quota. Not billable; never 402.",
    permission: 'usage',
    billable: false,
    cached: false,
    params: [
      { name: 'range', in: 'query', required: false, description: 'Days to cover (UTC).', schema: { type: 'string', enum: [...USAGE_RANGES], default: USAGE_RANGES[0] } },
      { name: 'group', in: 'query', required: false, description: 'How to group the counts.', schema: { type: 'string', enum: [...USAGE_GROUPS], default: USAGE_GROUPS[0] } },
    ],
    response: 'UsageReport',
    errors: ['invalid_parameter'],
  },
  {
    id: 'openapi',
    method: 'GET',
    path: '/v1/openapi.json',
    summary: 'This API description',
    description: 'The OpenAPI 3.1 description of this API, generated from the route table. No key needed.',
    billable: false,
    cached: false,
    params: [],
    response: 'OpenApiDocument',
    errors: [],
  },
  {
    id: 'health',
    method: 'GET',
    path: '/health',
    summary: 'Health',
    description:
      'For load balancers and orchestrators: 200 with the data version and the state of the stores when the instance can serve; 503 `service_unavailable` when a shared store (Redis) cannot be reached within one second. No key needed; not billable, not rate limited.',
    billable: false,
    cached: false,
    params: [],
    response: 'Health',
    errors: ['service_unavailable'],
  },
];

/**
 * Every error a route can answer: its own, those of authentication, limits,
 * bodies and idempotency as its flags imply, and those of the HTTP layer.
 */
export function routeErrors(route: Route): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors);
  if (route.permission !== undefined) {
    for (const code of ['missing_credentials', 'invalid_api_key', 'forbidden', 'subscription_suspended', 'rate_limit_exceeded'] as const) codes.add(code);
    // Keys, quota, usage and idempotency records live in stores that may be shared and unreachable.
    codes.add('service_unavailable');
  }
  if (route.billable) {
    codes.add('quota_exceeded');
    codes.add('payment_required');
  }
  if (route.jsonBody !== undefined) {
    for (const code of ['invalid_body', 'payload_too_large', 'invalid_idempotency_key', 'idempotency_key_reused', 'idempotency_request_in_progress'] as const) codes.add(code);
  }
  if (route.jsonBody !== undefined) codes.add('expectation_failed');
  // Refused by the HTTP parser or too slow, on any route.
  for (const code of ['malformed_request', 'client_timeout', 'uri_too_long', 'headers_too_large', 'internal_error', 'request_timeout'] as const) codes.add(code);
  return [...codes];
}

/** What the router made of a request line. */
export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allow: string[] }
  | { kind: 'not_found' };

interface Compiled {
  route: Route;
  /** Literal segments, or the parameter name for `{name}` segments. */
  segments: Array<{ literal: string } | { param: string }>;
}

const COMPILED: Compiled[] = ROUTES.map((route) => ({
  route,
  segments: route.path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith('{') && s.endsWith('}') ? { param: s.slice(1, -1) } : { literal: s })),
}));

function decode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is passed on as written; the endpoint then rejects the value.
    return segment;
  }
}

function matchPath(compiled: Compiled, parts: string[]): Record<string, string> | undefined {
  if (parts.length !== compiled.segments.length) return undefined;
  for (let i = 0; i < parts.length; i++) {
    const segment = compiled.segments[i]!;
    if ('literal' in segment ? parts[i] !== segment.literal : parts[i] === '') return undefined;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = compiled.segments[i]!;
    if ('param' in segment) params[segment.param] = decode(parts[i]!);
  }
  return params;
}

/** Every method some route answers: GET and POST, and HEAD on every GET route. */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];

/** The methods a route answers: HEAD with every GET (the GET answer's headers, no body). */
function methodsOf(route: Route): string[] {
  return route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
}

/**
 * Matches a method and a path (no query string). HEAD matches GET routes. A
 * path some route has but not with this method gives `method_not_allowed`
 * with the methods it has.
 */
export function matchRoute(method: string, pathname: string): RouteMatch {
  if (!pathname.startsWith('/')) return { kind: 'not_found' };
  const parts = pathname.slice(1).split('/');
  const allow: string[] = [];
  for (const compiled of COMPILED) {
    const params = matchPath(compiled, parts);
    if (params === undefined) continue;
    const methods = methodsOf(compiled.route);
    if (methods.includes(method)) return { kind: 'found', route: compiled.route, params };
    for (const m of methods) if (!allow.includes(m)) allow.push(m);
  }
  return allow.length > 0 ? { kind: 'method_not_allowed', allow } : { kind: 'not_found' };
}
