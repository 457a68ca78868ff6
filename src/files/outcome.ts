/**
 * The outcome of verifying one row, and what it means for a file check:
 * `ok`, `suspicious` or `invalid`.
 */
import { AddressError, ERROR_CATALOGUE, type ErrorCode } from '../shared/errors.js';
import type { AddressIndex, VerifyInput, VerifyResult } from '../types.js';

/** A row's catalogued error: the code of the specification's error catalogue and a message for people. */
export interface RowError {
  code: ErrorCode;
  message: string;
}

/** What verifying one row gave: a result, or the catalogued error that `verify` threw. */
export type RowOutcome = { result: VerifyResult; error?: undefined } | { result?: undefined; error: RowError };

/** Verifies one input; an input `verify` refuses becomes an `error` outcome instead of a throw. */
export function verifyOutcome(index: AddressIndex, input: unknown): RowOutcome {
  try {
    // A row of any shape: verify checks it and answers with the catalogue's error.
    return { result: index.verify(input as VerifyInput) };
  } catch (err) {
    if (err instanceof AddressError) return { error: { code: err.code, message: err.message } };
    // The engine promises never to throw anything else; if it does, the row says so and the run goes on.
    return { error: { code: 'internal_error', message: `${ERROR_CATALOGUE.internal_error.message} (${err instanceof Error ? err.message : String(err)})` } };
  }
}

/**
 * How a row counts in a file check:
 * - `invalid`: the row could not be verified (it has an `error`: a catalogued
 *   code such as `missing_address`, `locality_not_found`, `field_too_long`, or
 *   `invalid_body` for a row the reader could not read), or its confidence is
 *   below the minimum confidence (`--min-confidence`, default 0: no minimum);
 * - `suspicious`: verified at or above the minimum confidence, but with verdict
 *   `partial` (the street or house number was not confirmed) or `ambiguous`
 *   (several candidates were about equally good);
 * - `ok`: verdict `valid` or `corrected` at or above the minimum confidence.
 */
export type RowStatus = 'ok' | 'suspicious' | 'invalid';

/** The statuses, from best to worst. */
export const ROW_STATUSES: readonly RowStatus[] = ['ok', 'suspicious', 'invalid'];

/** The {@link RowStatus} of an outcome, with rows below `minConfidence` counted invalid. */
export function rowStatus(outcome: RowOutcome, minConfidence = 0): RowStatus {
  if (outcome.error !== undefined) return 'invalid';
  const r = outcome.result;
  if (r.confidence < minConfidence) return 'invalid';
  if (r.verdict === 'partial' || r.verdict === 'ambiguous') return 'suspicious';
  return 'ok';
}

/** Which rows fail a check (`--fail-on`): `invalid` ones, `suspicious` and invalid ones, or `never`. */
export type FailOn = 'invalid' | 'suspicious' | 'never';

/** True when a row of this status fails the rule. */
export function fails(status: RowStatus, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  if (failOn === 'invalid') return status === 'invalid';
  return status !== 'ok';
}
