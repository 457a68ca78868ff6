/**
 * The OpenAPI 3.1 description served at `GET /v1/openapi.json`, generated from
 * the route table in `router.ts`, so the document cannot drift from what the
 * router serves.
 */
import { ERROR_CATALOGUE, LIMITS, type ErrorCode } from '../shared/errors.js';
import { CORRECTED_FIELDS, CORRECTION_REASONS, IGNORED_AS, SEARCH_TYPES, UNCONFIRMED_PARTS, VERDICTS } from '../types.js';
import type { Naming } from './headers.js';
import { JOB_FAILURES, JOB_FORMATS, JOB_STATES } from './job-store.js';
import { COLUMN_ROLES } from '../files/columns.js';
import { ROUTES, routeErrors, type Route, type SchemaName } from './router.js';

type Json = Record<string, unknown>;

const str = { type: 'string' };

const ADDRESS: Json = {
  type: 'object',
  required: ['street', 'house_number', 'locality', 'county', 'county_code', 'postal_code'],
  properties: {
    street: { ...str, description: 'Full street name with its type word.' },
    house_number: str,
    locality: str,
    county: { ...str, description: 'County name.' },
    county_code: { ...str, description: 'Two-letter county code (`B` for București).' },
    postal_code: { ...str, description: 'Six digits.' },
  },
};

const STRUCTURED_INPUT: Json = {
  type: 'object',
  properties: {
    street: { ...str, maxLength: LIMITS.maxFieldLength },
    house_number: { ...str, maxLength: LIMITS.maxFieldLength, description: 'A string, never a number; accepts "nr.", "bl.", "sc." forms.' },
    locality: { ...str, maxLength: LIMITS.maxFieldLength },
    county: { ...str, maxLength: LIMITS.maxFieldLength, description: 'County code or name.' },
    postal_code: { ...str, maxLength: LIMITS.maxFieldLength },
  },
};

const SCHEMAS: Record<SchemaName | 'Error' | 'Address' | 'Suggestion' | 'Correction', Json> = {
  Error: {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message', 'request_id'],
        properties: {
          code: { type: 'string', enum: Object.keys(ERROR_CATALOGUE), description: 'Stable; match on it.' },
          message: { type: 'string', description: 'For humans; do not match on it.' },
          request_id: { type: 'string' },
        },
      },
    },
  },
  Address: ADDRESS,
  Correction: {
    type: 'object',
    required: ['field', 'from', 'to', 'reason'],
    properties: {
      field: { type: 'string', enum: [...CORRECTED_FIELDS] },
      from: { ...str, description: 'Exactly what was sent (empty for `inferred`).' },
      to: str,
      reason: { type: 'string', enum: [...CORRECTION_REASONS] },
    },
  },
  Suggestion: {
    type: 'object',
    required: ['text', 'locality', 'county', 'postal_code'],
    properties: { text: str, locality: str, county: str, postal_code: { ...str, description: 'Six digits, or a partial (area) code.' } },
  },
  VerifyRequest: {
    ...STRUCTURED_INPUT,
    description: 'Either `freeform`, or structured fields (at the top level or inside `address`), not both.',
    properties: { ...(STRUCTURED_INPUT.properties as Json), freeform: { ...str, maxLength: LIMITS.maxFieldLength }, address: STRUCTURED_INPUT },
  },
  VerifyResult: {
    type: 'object',
    required: ['verdict', 'confidence', 'address', 'corrections', 'request_id'],
    properties: {
      verdict: { type: 'string', enum: [...VERDICTS] },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
      address: { $ref: '#/components/schemas/Address' },
      corrections: { type: 'array', items: { $ref: '#/components/schemas/Correction' } },
      coordinates: {
        type: 'object',
        description: 'When present, X-Data-Attribution also names GeoNames (CC-BY-4.0).',
        properties: { latitude: { type: 'number' }, longitude: { type: 'number' }, precision: { type: 'string', enum: ['locality', 'admin_unit'] }, source: str },
      },
      siruta: { type: 'integer', description: 'SIRUTA code of the locality (of the sector in București).' },
      sector: { ...str, description: 'București only.' },
      admin_unit: { ...str, description: 'The commune, town or city of the locality, with its kind.' },
      unconfirmed: { type: 'array', items: { type: 'string', enum: [...UNCONFIRMED_PARTS] }, description: 'With verdict `partial`.' },
      ignored: {
        type: 'array',
        description: 'Free-form input, and structured fields read together as one text (joined by ", "): the words read as no part of the address, in the order written; absent when every word is part of it.',
        items: { type: 'object', required: ['text', 'as'], properties: { text: str, as: { type: 'string', enum: [...IGNORED_AS] } } },
      },
      candidates: {
        type: 'array',
        description: 'With verdict `ambiguous`: the other candidates, best first.',
        items: {
          type: 'object',
          required: ['address', 'confidence', 'siruta'],
          properties: {
            address: { $ref: '#/components/schemas/Address' },
            confidence: { type: 'number' },
            siruta: { type: 'integer' },
            sector: str,
            admin_unit: str,
            house_range: str,
          },
        },
      },
      request_id: str,
    },
  },
  AutocompleteResponse: {
    type: 'object',
    required: ['suggestions', 'request_id'],
    properties: { suggestions: { type: 'array', maxItems: LIMITS.maxLimit, items: { $ref: '#/components/schemas/Suggestion' } }, request_id: str },
  },
  SearchResponse: {
    type: 'object',
    required: ['results', 'request_id'],
    properties: {
      results: {
        type: 'array',
        maxItems: LIMITS.maxLimit,
        items: {
          type: 'object',
          required: ['type', 'text', 'locality', 'county', 'county_code', 'postal_code', 'siruta', 'address'],
          properties: {
            type: { type: 'string', enum: [...SEARCH_TYPES] },
            text: { ...str, description: 'The line to show: autocomplete\'s format; for a postal code, the code first.' },
            street: { ...str, description: 'Full street name with its type word (street results, and codes of one street).' },
            house_number: { ...str, description: 'The house number of the query, when it had one.' },
            house_range: { ...str, description: 'Postal codes of one street: the house numbers the code covers (as the lookup writes them; empty for the whole street).' },
            locality: { ...str, description: '`București` for every sector.' },
            county: str,
            county_code: str,
            postal_code: { ...str, description: 'Six digits (feed it to `GET /v1/postal-codes/{code}`), or a partial code such as `0101xx` when several codes apply.' },
            siruta: { type: 'integer' },
            sector: { ...str, description: 'București only.' },
            admin_unit: str,
            address: { ...STRUCTURED_INPUT, description: 'A structured verify input naming this result: send it as the body of `POST /v1/addresses/verify`.' },
          },
        },
      },
      request_id: str,
    },
  },
  PostalCodeRecord: {
    type: 'object',
    required: ['postal_code', 'locality', 'county', 'county_code', 'streets', 'request_id'],
    properties: {
      postal_code: str,
      locality: str,
      siruta: { type: 'integer' },
      county: str,
      county_code: str,
      streets: {
        type: 'array',
        items: { type: 'object', required: ['name', 'house_range'], properties: { name: str, house_range: { ...str, description: 'from-to; empty for the whole street.' } } },
      },
      sector: str,
      admin_unit: str,
      localities: { type: 'array', items: { type: 'object', properties: { locality: str, county: str, county_code: str, siruta: { type: 'integer' } } } },
      request_id: str,
    },
  },
  UsageReport: {
    type: 'object',
    required: ['range', 'group', 'from', 'to', 'total', 'data', 'quota', 'request_id'],
    properties: {
      range: str,
      group: str,
      from: { ...str, format: 'date' },
      to: { ...str, format: 'date' },
      total: { type: 'integer' },
      data: {
        type: 'array',
        items: { type: 'object', properties: { day: { ...str, format: 'date' }, endpoint: str, key_id: str, count: { type: 'integer' } }, required: ['count'] },
      },
      quota: {
        type: 'object',
        properties: { period: str, used: { type: 'integer' }, monthly_quota: { type: ['integer', 'null'] }, overage: { type: 'boolean' }, resets_at: { ...str, format: 'date-time' } },
      },
      request_id: str,
    },
  },
  BatchRequest: {
    type: 'object',
    required: ['file_url'],
    additionalProperties: false,
    properties: {
      file_url: {
        ...str,
        maxLength: 2048,
        description:
          'Where to download the file: https, a host whose every address is public (checked again at connect time and after every redirect), no credentials in the URL. ' +
          'Hosts the server allows with `--batch-allow-host` may be private and plain http. Otherwise 400 `invalid_file_url`; absent, 400 `missing_file_url`.',
      },
      options: {
        type: 'object',
        additionalProperties: false,
        properties: {
          callback_url: { ...str, maxLength: 2048, description: 'POSTed the job when it ends, signed (see docs/http.md); same rules as `file_url`, else 400 `invalid_callback_url`. The organization needs a callback secret.' },
          format: { type: 'string', enum: [...JOB_FORMATS], description: 'Default: `jsonl` when the URL path ends in .jsonl, .ndjson or .json, else `csv` (header row; `,` `;` tab or `|`, detected).' },
          columns: {
            type: 'object',
            description: 'Role -> CSV column name or JSON Lines key. Either `freeform` or structured roles. Default (CSV): recognised from the header names; (JSON Lines): each line is a verify body.',
            propertyNames: { enum: [...COLUMN_ROLES, 'house_number'] },
            additionalProperties: { type: 'string', minLength: 1, maxLength: 256 },
          },
        },
      },
    },
  },
  BatchJob: {
    type: 'object',
    required: ['id', 'state', 'created_at', 'file_url', 'format', 'counts', 'progress', 'links', 'request_id'],
    properties: {
      id: { ...str, pattern: '^job_[0-9a-f]{32}$' },
      state: { type: 'string', enum: [...JOB_STATES], description: '`queued -> running -> done | failed`.' },
      created_at: { ...str, format: 'date-time' },
      started_at: { type: ['string', 'null'], format: 'date-time' },
      finished_at: { type: ['string', 'null'], format: 'date-time' },
      results_expire_at: { type: ['string', 'null'], format: 'date-time', description: 'When the results are deleted (30 days after `finished_at`); then 410 `results_expired`.' },
      file_url: str,
      format: { type: 'string', enum: [...JOB_FORMATS] },
      columns: { type: ['object', 'null'] },
      callback_url: { type: ['string', 'null'] },
      counts: {
        type: 'object',
        description: 'The counts of the rows verified so far: they grow while the job is `running` (saved at most every half second) and are the file\'s totals once it is `done`.',
        properties: {
          rows: { type: 'integer' }, valid: { type: 'integer' }, corrected: { type: 'integer' }, partial: { type: 'integer' }, ambiguous: { type: 'integer' },
          errors: { type: 'integer' }, error_codes: { type: 'object', additionalProperties: { type: 'integer' } },
        },
      },
      progress: { type: 'object', properties: { bytes_read: { type: 'integer' }, bytes_total: { type: ['integer', 'null'], description: 'The Content-Length of the file, when sent.' } } },
      error: {
        type: ['object', 'null'],
        description: 'With state `failed`.',
        properties: { code: { type: 'string', enum: [...JOB_FAILURES] }, message: str },
      },
      callback: {
        type: ['object', 'null'],
        description: 'The delivery of the callback. A delivery pending when the server stops goes on in the next server on the same job store, from the attempt it had reached.',
        properties: {
          state: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
          attempts: { type: 'integer', description: 'Attempts made so far.' },
          last_status: { type: ['integer', 'null'], description: 'HTTP status of the last answer; null when none came.' },
          next_attempt_at: { type: ['string', 'null'], format: 'date-time', description: 'When the next attempt is due, after a failed one; null otherwise.' },
        },
      },
      links: { type: 'object', properties: { self: str, results: str } },
      request_id: str,
    },
  },
  BatchResults: { type: 'string', description: 'CSV or JSON Lines, as the job\'s format.' },
  OpenApiDocument: { type: 'object', description: 'This document.' },
  Health: {
    type: 'object',
    required: ['status', 'data_version', 'stores', 'request_id'],
    properties: {
      status: { type: 'string', enum: ['ok'] },
      data_version: { ...str, description: 'Version of the data this instance serves.' },
      stores: {
        type: 'object',
        required: ['backend', 'status'],
        properties: {
          backend: { ...str, description: '`memory` (this process only), `redis`, or the word of your own stores.' },
          status: { type: 'string', enum: ['ok'] },
          latency_ms: { type: 'number', description: 'Round trip of the store check.' },
        },
      },
      request_id: str,
    },
  },
};

function headersOf(naming: Naming): Record<string, Json> {
  const h = (description: string, schema: Json = str): Json => ({ description, schema });
  return {
    RequestId: h('Request identifier; equals `request_id` in the body.'),
    DataAttribution: h('Licences of the data sources (OGL-ROU-1.0; CC-BY-4.0 for GeoNames when coordinates are served). Show it next to results.'),
    Link: h('The data-sources legal page, `rel="license"`; always sent with X-Data-Attribution.'),
    RateLimitLimit: h('Requests allowed in the current window.', { type: 'integer' }),
    RateLimitRemaining: h('Requests left in the current window.', { type: 'integer' }),
    RateLimitReset: h('Unix time (seconds) when the window resets.', { type: 'integer' }),
    RetryAfter: h('Seconds to wait before retrying.', { type: 'integer' }),
    Cache: h('`HIT` or `MISS`; absent when the request bypassed the cache with `Cache-Control: no-cache`.', { type: 'string', enum: ['HIT', 'MISS'] }),
    PeriodResetsAt: h(`${naming.periodResetsAt}: when the monthly quota resets (RFC 3339).`, { ...str, format: 'date-time' }),
    GracePeriodEnds: h(`${naming.gracePeriodEnds}: end of the past-due grace period (RFC 3339).`, { ...str, format: 'date-time' }),
    IdempotentReplayed: h(`${naming.idempotentReplayed}: \`true\` on a response replayed for a repeated Idempotency-Key.`, { type: 'string', enum: ['true'] }),
    WwwAuthenticate: h('`Bearer`, with `error="invalid_token"` for a bad key.'),
  };
}

const ref = (name: string): Json => ({ $ref: `#/components/headers/${name}` });

function commonHeaders(naming: Naming, route: Route): Record<string, Json> {
  const out: Record<string, Json> = { [naming.requestId]: ref('RequestId'), 'X-Data-Attribution': ref('DataAttribution'), Link: ref('Link') };
  if (route.permission !== undefined) {
    out['X-RateLimit-Limit'] = ref('RateLimitLimit');
    out['X-RateLimit-Remaining'] = ref('RateLimitRemaining');
    out['X-RateLimit-Reset'] = ref('RateLimitReset');
  }
  return out;
}

function errorHeaders(naming: Naming, route: Route, status: number): Record<string, Json> {
  const out = commonHeaders(naming, route);
  if (status === 401) {
    // Unauthenticated: there is no key to count against.
    delete out['X-RateLimit-Limit'];
    delete out['X-RateLimit-Remaining'];
    delete out['X-RateLimit-Reset'];
    out['WWW-Authenticate'] = ref('WwwAuthenticate');
  }
  if (status === 429 || status === 503 || status === 409) out['Retry-After'] = ref('RetryAfter');
  if (status === 402) {
    out[naming.periodResetsAt] = ref('PeriodResetsAt');
    out[naming.gracePeriodEnds] = ref('GracePeriodEnds');
  }
  return out;
}

function operation(route: Route, naming: Naming): Json {
  const parameters: Json[] = route.params.map((p) => ({ name: p.name, in: p.in, required: p.required, description: p.description, schema: p.schema }));
  if (route.jsonBody !== undefined) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Makes retries safe: the same key with the same body within 24 hours returns the original response; with another body, 422 `idempotency_key_reused`. Scoped per organization.',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
    });
  }
  if (route.cached) {
    parameters.push({ name: 'Cache-Control', in: 'header', required: false, description: '`no-cache` bypasses the response cache (no X-Cache header then).', schema: str });
  }
  const okHeaders = commonHeaders(naming, route);
  if (route.cached) okHeaders['X-Cache'] = ref('Cache');
  if (route.jsonBody !== undefined) okHeaders[naming.idempotentReplayed] = ref('IdempotentReplayed');
  const schema = { $ref: `#/components/schemas/${route.response}` };
  const content: Json = route.streamed ? { 'text/csv': { schema }, 'application/x-ndjson': { schema } } : { 'application/json': { schema } };
  const responses: Record<string, Json> = { [String(route.successStatus ?? 200)]: { description: route.summary, headers: okHeaders, content } };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(route)) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: codes.map((c) => `\`${c}\``).join(', '),
      headers: errorHeaders(naming, route, status),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const op: Json = { operationId: route.id, summary: route.summary, description: route.description, parameters, responses };
  if (route.permission === undefined) op.security = [];
  else op['x-permission'] = route.permission;
  if (route.billable) op['x-billable'] = true;
  if (route.jsonBody !== undefined) {
    op.requestBody = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.jsonBody}` } } } };
  }
  return op;
}

/** HEAD of a GET route: the same checks, headers and status, no body (billed and counted as the GET). */
function headOperation(route: Route, get: Json): Json {
  const responses: Record<string, Json> = {};
  for (const [status, response] of Object.entries(get.responses as Record<string, Json>)) {
    const { content: _content, ...rest } = response;
    responses[status] = rest;
  }
  return { ...get, operationId: `${route.id}_head`, summary: `${route.summary} (headers only)`, description: `The GET answer without its body: same checks, status and headers. ${route.billable ? 'Billable as the GET.' : ''}`.trim(), responses };
}

/** What the document says about the deployment. */
export interface OpenApiOptions {
  naming: Naming;
  /** `live` or `sandbox`: which key prefix the description names. */
  environment: 'live' | 'sandbox';
  /** The data version of the index served. */
  dataVersion: string;
}

/** The OpenAPI 3.1 document of the routes in {@link ROUTES}. */
export function openApiDocument(options: OpenApiOptions): Json {
  const { naming } = options;
  const paths: Record<string, Json> = {};
  for (const route of ROUTES) {
    const op = operation(route, naming);
    const item = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: op };
    if (route.method === 'GET') item.head = headOperation(route, op);
    paths[route.path] = item;
  }
  const prefix = options.environment === 'live' ? naming.liveKeyPrefix : naming.testKeyPrefix;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Romanian Address Verification and Postal Code API',
      // The version of the interface specification this adapter implements (its changelog's newest entry).
      version: '0.4.0',
      description:
        'Verify, autocomplete and look up Romanian postal addresses. Every response carries X-Data-Attribution and Link (rel="license"); ' +
        `every authenticated response carries X-RateLimit-*. Errors are {"error":{"code","message","request_id"}}. ` +
        'An answer given before the request body has all arrived (an early error, 408) carries `Connection: close`; the server then reads a bounded amount of the rest and closes. ' +
        'Requests the HTTP parser refuses are answered in the same error shape: 400 `malformed_request`, 405 `method_not_allowed` (unknown method), 408 `client_timeout` (headers too slow), 414 `uri_too_long`, 431 `headers_too_large` (over 16 KB), 417 `expectation_failed`. ' +
        `Lengths are counted in characters (Unicode code points). This server is the ${options.environment} environment.`,
      'x-data-version': options.dataVersion,
    },
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: `An API key: \`Authorization: Bearer ${prefix}...\`.` },
      },
      schemas: SCHEMAS,
      headers: headersOf(naming),
    },
  };
}
