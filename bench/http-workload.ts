/**
 * What the HTTP benchmarks share: the floor handler that every row's cost is
 * compared with, and the hot sets of cached requests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoadedIndex } from '../src/address-index.js';
import { attributionHeaders } from '../src/http/headers.js';

/** The request id every floor answer carries (a real one has the same length). */
export const FLOOR_REQUEST_ID = 'req_00000000000000000000000000000000';

/** The fixed body of the floor: a postal-code answer, as the adapter would send it. */
export function floorBody(index: Pick<LoadedIndex, 'lookupPostalCode'>): string {
  return JSON.stringify({ ...index.lookupPostalCode('011421'), request_id: FLOOR_REQUEST_ID });
}

/**
 * The floor of any handler that answers as the specification says: `body`
 * with every header the adapter sends, and no work besides.
 */
export function floorHandler(index: Pick<LoadedIndex, 'info'>, body: string): (req: IncomingMessage, res: ServerResponse) => void {
  const attribution = attributionHeaders(index.info).plain;
  let count = 0;
  return (_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
      ...attribution,
      'X-RateLimit-Limit': '1000000000',
      'X-RateLimit-Remaining': String(1e9 - ++count),
      'X-RateLimit-Reset': String(Math.ceil(Date.now() / 60_000) * 60),
      'X-Cache': 'HIT',
      'X-Service-Request-Id': FLOOR_REQUEST_ID,
    });
    res.end(body);
  };
}

/** The hot sets of cached rows: the first 50 postal codes from every 97th number, and a street prefix (or a locality's) of each. */
export function hotSets(index: Pick<LoadedIndex, 'lookupPostalCode'>): { codes: string[]; queries: string[] } {
  const codes: string[] = [];
  const queries: string[] = [];
  for (let code = 10000; code < 1000000 && codes.length < 50; code += 97) {
    const c = String(code).padStart(6, '0');
    try {
      const record = index.lookupPostalCode(c);
      codes.push(c);
      const street = record.streets[0]?.name;
      const q = street !== undefined ? (street.split(' ').slice(1).join(' ') || street).slice(0, 3 + (codes.length % 8)) : record.locality.slice(0, 4 + (codes.length % 5));
      if (q.trim().length >= 2) queries.push(q);
    } catch {
      // not a code
    }
  }
  return { codes, queries };
}
