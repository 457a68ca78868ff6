/**
 * A JSON record pasted into free-form text (`Adresa de livrare: {"street":"Str. Gării","house_number":"5",
 * "locality":"Sibiu","county":"SB"}`), as a checkout's or a CRM's export puts a structured address after a
 * label. Read as words, the record's keys were read too (`street` as a street's type, `county` as a label) and
 * its values lost their fields. Its keys are labels: the files pipeline's column names (`roleOfHeader`,
 * `src/shared/column-names.ts`: the verify body's keys, `Strada`, `Localitate`, `Județ`, `cod_postal`, …), and its
 * values are read as the fields they name, as verify reads structured input; what is written outside the record
 * is its label.
 */
import { roleOfHeader, type ColumnRole } from '../shared/column-names.js';
import type { IgnoredText } from '../types.js';

/** The verify body's key of each role a record's key may name. */
const BODY_KEY: Readonly<Record<ColumnRole, string>> = {
  freeform: 'freeform', street: 'street', number: 'house_number', locality: 'locality', county: 'county', postal_code: 'postal_code',
};

/**
 * A record found in a text: the verify body its keys and values make, and the text outside it as `ignored` reports
 * it: before the record its label, after it a note (`… - mulțumesc`); none where nothing is written.
 */
export interface RecordInText {
  readonly body: Readonly<Record<string, string>>;
  readonly outside: readonly IgnoredText[];
}

/**
 * The one JSON object `text` holds, from its first `{` to its last `}`, when every key is a column name of
 * `roleOfHeader` and every value a string, a number or null (an empty or null value is not given), no two keys
 * naming one field, and it names a locality or a whole address (`{"adresa": "…"}`, read as free-form text);
 * undefined otherwise (no braces, text that is no JSON, a key no list knows, a nested value).
 */
export function recordInText(text: string): RecordInText | undefined {
  const open = text.indexOf('{');
  if (open < 0) return undefined;
  const close = text.lastIndexOf('}');
  if (close < open) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(open, close + 1));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const body: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const role = roleOfHeader(key);
    if (role === undefined) return undefined;
    if (v !== null && typeof v !== 'string' && typeof v !== 'number') return undefined;
    const bodyKey = BODY_KEY[role];
    if (body[bodyKey] !== undefined) return undefined;
    const written = v === null ? '' : String(v);
    if (written.trim() !== '') body[bodyKey] = written;
  }
  // A whole address in one field is free-form text; beside structured fields it says the same twice.
  if (body.freeform !== undefined ? Object.keys(body).some((k) => k !== 'freeform' && k !== 'postal_code') : body.locality === undefined) return undefined;
  // (Its words as written, without the punctuation that joins it to the record, `Adresa de livrare:`, nor the
  // invisible characters copy-paste leaves, which the text as sent still holds.)
  const trimmed = (t: string): string => t.replace(/^[\s\p{Cf}:;,.|\-–—]+|[\s\p{Cf}:;,.|\-–—]+$/gu, '');
  const outside: IgnoredText[] = [];
  const before = trimmed(text.slice(0, open));
  const after = trimmed(text.slice(close + 1));
  if (before !== '') outside.push({ text: before, as: 'label' });
  if (after !== '') outside.push({ text: after, as: 'note' });
  return { body, outside };
}
