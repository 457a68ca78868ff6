/**
 * Verify reads a repaired copy of what was sent: text read as the wrong code page decoded
 * (`TÃŽRGU MUREÈ˜` read as `TÎRGU MUREȘ`, `verify-input.ts`), a `?` filled (`Z?noaga` as `Zănoaga`,
 * `question-marks.ts`), a machine's damage undone on a second look (`5ector 6` as `Sector 6`,
 * `machine-damage.ts`). The answer's corrections then quote the repaired text, but a correction's
 * `from` is what the user wrote (types.ts, `Correction`). This module puts the text as sent back
 * into them: the repaired field is aligned with the field as sent, letter by letter, and each
 * quoted span is replaced by the span it came from.
 */
import type { Correction, CorrectedField, VerifyResult } from '../types.js';
import type { VerifyRequest } from './verify-input.js';
import { withoutFormatCharacters } from '../shared/normalize.js';

/** The request's field each corrected field is read from (structured input). */
const FIELD_OF: Record<CorrectedField, 'street' | 'houseNumber' | 'locality' | 'county' | 'postalCode'> = {
  street_type: 'street',
  street_name: 'street',
  house_number: 'houseNumber',
  locality: 'locality',
  admin_unit: 'locality',
  sector: 'locality',
  county: 'county',
  postal_code: 'postalCode',
};

/**
 * `answer` (read from `repaired`) with every correction's `from` quoting `sent` (less its invisible
 * format characters): unchanged when the repair left the field as sent or the quote is already in
 * the text as sent.
 */
export function quotedAsSent(answer: VerifyResult, sent: VerifyRequest, repaired: VerifyRequest): VerifyResult {
  // Most texts are read as sent: nothing to trace.
  if (sent === repaired || (sent.freeform === repaired.freeform && sent.street === repaired.street && sent.houseNumber === repaired.houseNumber && sent.locality === repaired.locality && sent.county === repaired.county && sent.postalCode === repaired.postalCode)) return answer;
  if (answer.corrections.length === 0) return answer;
  let changed = false;
  // One alignment a field, however many corrections quote it.
  const maps = new Map<string, number[]>();
  const corrections = answer.corrections.map((c): Correction => {
    if (c.from === '') return c;
    const key = sent.form === 'freeform' ? 'freeform' : FIELD_OF[c.field];
    const asSent = visible(sent[key]);
    const read = repaired[key];
    // (A structured value the repair moved to another field is quoted from that field: look in every field.)
    const source = asSent === undefined || read === undefined || asSent === read ? undefined : { asSent, read };
    const from = source === undefined ? fromAnyField(c.from, sent, repaired, maps) : spanAsSent(source.asSent, source.read, c.from, maps);
    if (from === undefined || from === c.from) return c;
    changed = true;
    return { ...c, from };
  });
  return changed ? { ...answer, corrections } : answer;
}

/**
 * A field as sent less its format characters (a zero-width space, a soft hyphen): invisible, so
 * never quoted (an answer is the same with or without them, `verify-reader-properties.test.ts`).
 */
function visible(text: string | undefined): string | undefined {
  return text === undefined ? undefined : withoutFormatCharacters(text);
}

/** The span of a field as sent that `quote`, found in the field as repaired, came from. */
function fromAnyField(quote: string, sent: VerifyRequest, repaired: VerifyRequest, maps?: Map<string, number[]>): string | undefined {
  for (const key of ['freeform', 'street', 'houseNumber', 'locality', 'county', 'postalCode'] as const) {
    const asSent = visible(sent[key]);
    const read = repaired[key];
    if (asSent !== undefined && read !== undefined && asSent !== read && !asSent.includes(quote) && read.includes(quote)) return spanAsSent(asSent, read, quote, maps);
  }
  return undefined;
}

/**
 * The text of `asSent` that `quote` (found in `read`, `asSent` repaired) came from; `quote` itself
 * when `asSent` holds it, undefined when `read` does not hold it (a quote joined from two fields) or
 * the repair inserted all of it.
 */
export function spanAsSent(asSent: string, read: string, quote: string, maps?: Map<string, number[]>): string | undefined {
  if (asSent.includes(quote)) return quote;
  let at = read.indexOf(quote);
  if (at < 0) at = read.toLowerCase().indexOf(quote.toLowerCase());
  if (at < 0) return undefined;
  const key = `${asSent}\u0000${read}`;
  let map = maps?.get(key);
  if (map === undefined) {
    map = alignment(asSent, read);
    maps?.set(key, map);
  }
  const text = asSent.slice(map[at]!, map[at + quote.length]!).trim();
  // (A span the repair only inserted came from nothing sent: the quote stays as read.)
  return text === '' ? undefined : text;
}

/**
 * For each position of `b` (0 to its length), the position of `a` it stands at in a least-edits
 * alignment of the two (Levenshtein's table, walked back). Fields are at most 256 characters, so
 * the table is at most 257 x 257 entries, made only for a second look's answer.
 */
function alignment(a: string, b: string): number[] {
  // A repair changes a few letters: the text before and after them is the same and maps one to one,
  // and only what lies between is aligned by the table.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const middle = middleAlignment(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  const map = new Array<number>(b.length + 1);
  for (let j = 0; j < head; j++) map[j] = j;
  for (let j = 0; j < middle.length; j++) map[head + j] = head + middle[j]!;
  for (let j = b.length - tail + 1; j <= b.length; j++) map[j] = j - b.length + a.length;
  return map;
}

/** {@link alignment} of two texts with nothing in common at either end. */
function middleAlignment(a: string, b: string): number[] {
  const n = a.length;
  const m = b.length;
  // Each letter lowered once, not once a cell: a 256-character field's table has 65,000 cells, and
  // lowering two one-letter strings in each cost more than the table itself (and its garbage).
  const lowerA = lowered(a);
  const lowerB = lowered(b);
  const cost = new Uint16Array((n + 1) * (m + 1));
  const at = (i: number, j: number): number => i * (m + 1) + j;
  for (let i = 0; i <= n; i++) cost[at(i, 0)] = i;
  for (let j = 0; j <= m; j++) cost[at(0, j)] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = lowerA[i - 1] === lowerB[j - 1] ? 0 : 1;
      cost[at(i, j)] = Math.min(cost[at(i - 1, j - 1)]! + same, cost[at(i - 1, j)]! + 1, cost[at(i, j - 1)]! + 1);
    }
  }
  const map = new Array<number>(m + 1).fill(0);
  let i = n;
  let j = m;
  map[m] = n;
  while (j > 0) {
    const here = cost[at(i, j)]!;
    if (i > 0 && here === cost[at(i - 1, j - 1)]! + (lowerA[i - 1] === lowerB[j - 1] ? 0 : 1)) {
      i--;
      j--;
    } else if (i > 0 && here === cost[at(i - 1, j)]! + 1) {
      i--;
      continue;
    } else {
      j--;
    }
    map[j] = i;
  }
  return map;
}

/** Each UTF-16 unit of `text`, lowered on its own (as the table compares them: `İ` lowers to two units). */
function lowered(text: string): string[] {
  const out = new Array<string>(text.length);
  for (let k = 0; k < text.length; k++) out[k] = text[k]!.toLowerCase();
  return out;
}
