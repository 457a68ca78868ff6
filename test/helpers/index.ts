/**
 * Shared test setup: the index built by `npm test` (which runs build:data first),
 * loaded once per test file.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadIndexSync } from '../../src/index.js';
import type { AddressIndex, VerifyInput, VerifyResult } from '../../src/types.js';
import { AddressError } from '../../src/shared/errors.js';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const INDEX_PATH = resolve(ROOT, 'data', 'ro-address.idx');
export const DATA_DIR = process.env.RO_ADDRESS_DATA ? resolve(process.env.RO_ADDRESS_DATA) : resolve(ROOT, '..', 'shared', 'data');
export const INFOCOD_PATH = resolve(DATA_DIR, 'infocod-cu-siruta-mai-2016.xlsx');
export const SIRUTA_PATH = resolve(DATA_DIR, 'siruta-2025-s1.csv');

let cached: AddressIndex | undefined;

/** The built index; fails with a clear message when `npm run build:data` has not run. */
export function builtIndex(): AddressIndex {
  if (!existsSync(INDEX_PATH)) throw new Error(`no index at ${INDEX_PATH}: run "npm run build:data" (npm test does it first)`);
  cached ??= loadIndexSync(INDEX_PATH);
  return cached;
}

/** True for six digits, or digits followed by `x`s (the digits that vary along a street), six characters in all. */
export function isPostalCodeOrPartial(code: string): boolean {
  return /^\d{6}$/.test(code) || (/^\d{0,5}x+$/.test(code) && code.length === 6);
}

/** The index's answer to `input`, or its error's code (`error:locality_not_found`): a property's inputs may find nothing. */
export function verifiedOrError(index: AddressIndex, input: VerifyInput): VerifyResult | string {
  try {
    return index.verify(input);
  } catch (err) {
    if (err instanceof AddressError) return `error:${err.code}`;
    throw err;
  }
}

/** The index's answer to free-form `text`, failing the test with the text when there is none. */
export function answerTo(index: AddressIndex, text: string): VerifyResult {
  const r = verifiedOrError(index, { freeform: text });
  if (typeof r === 'string') throw new Error(`${text}: ${r}`);
  return r;
}

/** The postal code of the index's answer to `input` ('' when it gives none), or its error's code (`error:locality_not_found`). */
export function codeOrError(index: AddressIndex, input: VerifyInput): string {
  const r = verifiedOrError(index, input);
  return typeof r === 'string' ? r : r.address?.postal_code ?? '';
}

/** The postal code verify gives free-form `text` when it answers `valid` or `corrected`; undefined for any other verdict or an error. */
export function confirmedCode(index: AddressIndex, text: string): string | undefined {
  try {
    const r = index.verify({ freeform: text });
    return r.verdict === 'valid' || r.verdict === 'corrected' ? r.address.postal_code : undefined;
  } catch {
    return undefined;
  }
}

/** The postal code of verify's answer to free-form `text` whatever its verdict (a partly known one too); undefined when it gives none or refuses the text. */
export function answeredCode(index: AddressIndex, text: string): string | undefined {
  try {
    return index.verify({ freeform: text }).address?.postal_code;
  } catch {
    return undefined;
  }
}
