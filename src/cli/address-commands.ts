/**
 * `verify`, `autocomplete` and `lookup` on the command line: lines for people
 * by default, the specification's JSON shapes with `--json`.
 */
import { AddressError } from '../index.js';
import { newRequestId } from '../http/request-id.js';
import type { AddressIndex, PostalCodeRecord, Suggestion, VerifiedAddress, VerifyInput, VerifyResult } from '../types.js';
import { UsageError, flag, noMoreOptions, option } from './args.js';
import type { CliResult } from './result.js';


/** Opens the index (the built-in one, or `--index`). */
export type OpenIndex = (path?: string) => AddressIndex;

/** The address on one line: `Strada Lungă nr. 5, 500035 Brașov, Brașov`. */
export function addressLine(a: VerifiedAddress, sector?: string): string {
  const street = [a.street, a.house_number].filter((s) => s !== '').join(' ');
  const place = [a.postal_code, a.locality].filter((s) => s !== '').join(' ');
  const parts = [street, sector === undefined ? place : `${place}, ${sector}`, a.county === a.locality ? '' : a.county];
  return parts.filter((s) => s !== '').join(', ');
}

/** A verify result for people. */
function formatVerify(r: VerifyResult): string {
  const lines = [addressLine(r.address, r.sector), `verdict: ${r.verdict}, confidence ${r.confidence}`];
  if (r.unconfirmed?.length) lines.push(`not confirmed: ${r.unconfirmed.join(', ')}`);
  if (r.corrections.length > 0) {
    lines.push('corrections:');
    const width = Math.max(...r.corrections.map((c) => c.field.length));
    for (const c of r.corrections) {
      const change = c.from === '' ? `-> ${c.to}` : `${c.from} -> ${c.to}`;
      lines.push(`  ${c.field.padEnd(width)}  ${change} (${c.reason})`);
    }
  }
  if (r.admin_unit !== undefined) lines.push(`administrative unit: ${r.admin_unit}`);
  if (r.candidates?.length) {
    lines.push('other candidates:');
    for (const c of r.candidates) lines.push(`  ${c.confidence.toFixed(2)}  ${addressLine(c.address, c.sector)}${c.house_range ? ` (${c.house_range})` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Suggestions for people, one a line: code, then the line a person would pick. */
function formatSuggestions(suggestions: readonly Suggestion[]): string {
  return suggestions.map((s) => `${s.postal_code.padEnd(6)}  ${s.text}`).join('\n') + (suggestions.length ? '\n' : '');
}

/** A postal code record for people. */
function formatRecord(r: PostalCodeRecord): string {
  const place = [r.locality, r.sector, r.admin_unit && r.admin_unit !== r.locality ? r.admin_unit : undefined].filter((s) => s !== undefined && s !== '');
  const lines = [`${r.postal_code}  ${place.join(', ')} (${r.county}, ${r.county_code})`];
  if (r.localities && r.localities.length > 1) lines.push(`  localities: ${r.localities.map((l) => l.locality).join(', ')}`);
  const width = Math.max(0, ...r.streets.map((s) => s.name.length));
  for (const s of r.streets) lines.push(`  ${s.house_range === '' ? s.name : `${s.name.padEnd(width)}  ${s.house_range}`}`);
  return `${lines.join('\n')}\n`;
}

function failure(err: AddressError, json: boolean): CliResult {
  // A command is one request: its error carries a request id of the API's form, never an empty one.
  const stderr = json ? `${JSON.stringify(err.toJSON(newRequestId()))}\n` : `ro-address: ${err.code}: ${err.message}\n`;
  return { stdout: '', stderr, code: 2 };
}

function run(json: boolean, answer: () => { value: unknown; text: string }): CliResult {
  try {
    const { value, text } = answer();
    return { stdout: json ? `${JSON.stringify(value, null, 2)}\n` : text, stderr: '', code: 0 };
  } catch (err) {
    if (err instanceof AddressError) return failure(err, json);
    throw err;
  }
}

/** `lookup <code> [--json]`. */
export function lookupCommand(args: string[], open: OpenIndex, indexPath?: string): CliResult {
  const json = flag(args, '--json');
  noMoreOptions(args);
  const [code] = args;
  if (args.length !== 1 || code === undefined) throw new UsageError('usage: ro-address lookup <code> [--json]');
  const index = open(indexPath);
  return run(json, () => {
    const record = index.lookupPostalCode(code);
    return { value: record, text: formatRecord(record) };
  });
}

const LIMIT = /^\d{1,3}$/;

/** `autocomplete "<q>" [--limit N] [--county C] [--locality L] [--json]`. */
export function autocompleteCommand(args: string[], open: OpenIndex, indexPath?: string): CliResult {
  const json = flag(args, '--json');
  const limit = option(args, '--limit');
  const county = option(args, '--county');
  const locality = option(args, '--locality');
  noMoreOptions(args);
  if (args.length === 0) throw new UsageError('usage: ro-address autocomplete "<text>" [--limit N] [--county C] [--locality L] [--json]');
  if (limit !== undefined && !LIMIT.test(limit)) return failure(new AddressError('invalid_parameter', '--limit must be an integer from 1 to 25.'), json);
  const index = open(indexPath);
  return run(json, () => {
    const response = index.autocomplete(args.join(' '), {
      ...(limit === undefined ? {} : { limit: Number(limit) }),
      ...(county === undefined ? {} : { county }),
      ...(locality === undefined ? {} : { locality }),
    });
    return { value: response, text: formatSuggestions(response.suggestions) };
  });
}

/**
 * `verify "<free-form>"` or `verify --street S --number N --locality L --county C
 * [--postal-code P]`. Free-form words may also come unquoted (they are joined
 * with spaces). Both forms together give `ambiguous_input`, as over HTTP.
 */
export function verifyCommand(args: string[], open: OpenIndex, indexPath?: string): CliResult {
  const json = flag(args, '--json');
  const structured: Record<string, string> = {};
  for (const [flagName, key] of [
    ['--street', 'street'],
    ['--number', 'house_number'],
    ['--house-number', 'house_number'],
    ['--locality', 'locality'],
    ['--county', 'county'],
    ['--postal-code', 'postal_code'],
  ] as const) {
    const value = option(args, flagName);
    if (value !== undefined) structured[key] = value;
  }
  noMoreOptions(args);
  const input: Record<string, string> = { ...structured };
  if (args.length > 0) input.freeform = args.join(' ');
  if (Object.keys(input).length === 0) {
    throw new UsageError('usage: ro-address verify "<address>" | verify --street S --number N --locality L --county C [--postal-code P] [--json]');
  }
  const index = open(indexPath);
  return run(json, () => {
    // Checked at run time: flags missing a locality get the catalogue's error.
    const result = index.verify(input as unknown as VerifyInput);
    return { value: result, text: formatVerify(result) };
  });
}
