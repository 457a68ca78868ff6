/**
 * The OpenAPI document against the server's real answers: real requests over
 * HTTP (the built index, an ephemeral loopback port), each answer's status
 * must be documented for its operation and its body must conform to the
 * documented schema, no undocumented field included. The document is read
 * from the server and checked by a schema checker written apart from its
 * generator (test/helpers/json-schema.ts), so a drift between what the server
 * sends and what the document says fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers/http.js';
import { schemaErrors } from './helpers/json-schema.js';

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>;
};

let t: TestServer;
let doc: Doc;

beforeAll(async () => {
  t = await startServer();
  doc = (await t.call('/v1/openapi.json')).json as unknown as Doc;
});
afterAll(async () => t.close());

/** The documented operation a concrete path and method belong to. */
function operation(method: string, path: string): Doc['paths'][string][string] {
  const bare = path.split('?')[0]!;
  for (const [template, ops] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(bare) && ops[method.toLowerCase()]) return ops[method.toLowerCase()]!;
  }
  throw new Error(`${method} ${bare} is not in the OpenAPI document`);
}

const CASES: Array<{ name: string; method: 'GET' | 'POST'; path: string; body?: unknown; auth?: boolean; status: number }> = [
  { name: 'verify, free-form', method: 'POST', path: '/v1/addresses/verify', body: { freeform: 'Str. Emanoil Porumbaru 21, bl. 3, Sector 1, București' }, status: 200 },
  { name: 'verify, structured', method: 'POST', path: '/v1/addresses/verify', body: { street: 'Calea Victoriei', house_number: '120', locality: 'Bucuresti' }, status: 200 },
  { name: 'verify, ambiguous with candidates', method: 'POST', path: '/v1/addresses/verify', body: { freeform: 'Poiana' }, status: 200 },
  { name: 'verify, partly confirmed', method: 'POST', path: '/v1/addresses/verify', body: { freeform: 'Str. Inexistentei 5, Deva' }, status: 200 },
  { name: 'verify, locality not found', method: 'POST', path: '/v1/addresses/verify', body: { freeform: 'Xqzwv Ytrewq' }, status: 404 },
  { name: 'verify, missing locality', method: 'POST', path: '/v1/addresses/verify', body: { street: 'Calea Victoriei' }, status: 400 },
  { name: 'verify, no key', method: 'POST', path: '/v1/addresses/verify', body: { freeform: 'Deva' }, auth: false, status: 401 },
  { name: 'autocomplete', method: 'GET', path: '/v1/addresses/autocomplete?q=calea%20vict&limit=5', status: 200 },
  { name: 'autocomplete, bad limit', method: 'GET', path: '/v1/addresses/autocomplete?q=calea&limit=999', status: 400 },
  { name: 'postal code', method: 'GET', path: '/v1/postal-codes/010093', status: 200 },
  { name: 'postal code, unknown', method: 'GET', path: '/v1/postal-codes/999999', status: 404 },
  { name: 'postal code, malformed', method: 'GET', path: '/v1/postal-codes/12ab', status: 400 },
  { name: 'search', method: 'GET', path: '/v1/search?q=unirii&type=street&limit=5', status: 200 },
  { name: 'usage', method: 'GET', path: '/v1/usage', status: 200 },
  { name: 'health', method: 'GET', path: '/health', auth: false, status: 200 },
];

describe('OpenAPI document against real answers', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const send = { method: c.method, ...(c.body === undefined ? {} : { body: JSON.stringify(c.body), headers: { 'content-type': 'application/json' } }) };
    const reply = c.auth === false ? await t.call(c.path, send) : await t.authed(c.path, send);
    expect(reply.status, JSON.stringify(reply.json)).toBe(c.status);
    const documented = operation(c.method, c.path).responses[String(reply.status)];
    expect(documented, `status ${reply.status} of ${c.method} ${c.path} is not documented`).toBeDefined();
    const schema = documented!.content?.['application/json']?.schema;
    expect(schema, `no JSON schema for ${reply.status}`).toBeDefined();
    expect(schemaErrors(reply.json, schema!, doc as unknown as Record<string, unknown>)).toEqual([]);
  });

  it('the checker itself refuses a body that breaks the document', () => {
    const schema = operation('POST', '/v1/addresses/verify').responses['200']!.content!['application/json']!.schema;
    const root = doc as unknown as Record<string, unknown>;
    expect(schemaErrors({ verdict: 'valid' }, schema, root).join('\n')).toContain('missing required');
    const wrong = { verdict: 'perhaps', confidence: 2, address: {}, corrections: [], request_id: 'r', extra: 1 };
    const errors = schemaErrors(wrong, schema, root).join('\n');
    expect(errors).toContain('not in enum');
    expect(errors).toContain('"extra" is not documented');
  });
});
