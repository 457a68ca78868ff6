/**
 * `verify`, `autocomplete` and `lookup` on the command line: lines for people
 * by default, the specification's JSON shapes with `--json`.
 */
import { AddressError, LIMITS } from '../index.js';
import { newRequestId } from '../http/request-id.js';
import type { AddressIndex, PostalCodeRecord, Suggestion, VerifiedAddress, VerifyInput, VerifyResult } from '../types.js';
import { UsageError, readArgs } from './args.js';
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
  if (r.ignored?.length) lines.push(`not read as the address: ${r.ignored.map((i) => `${i.text} (${i.as})`).join(', ')}`);
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

/** How the command line names the API's parameters and fields, and its own message for codes whose API message is about the body's shape. */
interface CliWords {
  names: Readonly<Record<string, string>>;
  messages?: Partial<Record<AddressError['code'], string>>;
}

/**
 * An engine error in the words of the command line: the engine's messages name the API's
 * parameters first (`q must have...`, `limit must be...`) or quote its fields (`"freeform" is
 * longer...`), which become what the user typed (`the text to complete`, `--limit`, `the
 * address`); the code and status stay the catalogue's.
 */
function inCliWords(err: AddressError, words: CliWords): AddressError {
  const own = words.messages?.[err.code];
  if (own !== undefined) return new AddressError(err.code, own);
  let message = err.message;
  for (const [name, said] of Object.entries(words.names)) {
    if (message.startsWith(`${name} `)) message = `${said}${message.slice(name.length)}`;
    message = message.split(`"${name}"`).join(said);
  }
  return message === err.message ? err : new AddressError(err.code, message);
}

function run(json: boolean, answer: () => { value: unknown; text: string }, words: CliWords = { names: {} }): CliResult {
  try {
    const { value, text } = answer();
    return { stdout: json ? `${JSON.stringify(value, null, 2)}\n` : text, stderr: '', code: 0 };
  } catch (err) {
    if (err instanceof AddressError) return failure(inCliWords(err, words), json);
    throw err;
  }
}

/** `lookup <code> [--json]`. */
export function lookupCommand(argv: string[], open: OpenIndex): CliResult {
  const { values, positionals: args } = readArgs(argv, { json: { type: 'boolean' }, index: { type: 'string' } });
  const json = values.json ?? false;
  const [code] = args;
  if (args.length !== 1 || code === undefined) throw new UsageError('usage: ro-address lookup <code> [--json]');
  const index = open(values.index);
  return run(json, () => {
    const record = index.lookupPostalCode(code);
    return { value: record, text: formatRecord(record) };
  });
}

const AUTOCOMPLETE_OPTIONS = {
  json: { type: 'boolean' },
  limit: { type: 'string' },
  county: { type: 'string' },
  locality: { type: 'string' },
  index: { type: 'string' },
} as const;

/** The autocomplete parameters' names in the engine's messages, and what the command line calls them. */
const AUTOCOMPLETE_WORDS: CliWords = { names: { q: 'the text to complete', limit: '--limit', county: '--county', locality: '--locality' } };

/** `autocomplete "<q>" [--limit N] [--county C] [--locality L] [--json]`. */
export function autocompleteCommand(argv: string[], open: OpenIndex): CliResult {
  const { values, positionals: args } = readArgs(argv, AUTOCOMPLETE_OPTIONS);
  const json = values.json ?? false;
  const { limit, county, locality } = values;
  if (args.length === 0) throw new UsageError('usage: ro-address autocomplete "<text>" [--limit N] [--county C] [--locality L] [--json]');
  // Every wrong --limit gets one message, whether it is no number (abc) or out of range (99).
  const limitNumber = limit === undefined ? undefined : /^\d{1,3}$/.test(limit) ? Number(limit) : Number.NaN;
  if (limitNumber !== undefined && !(limitNumber >= LIMITS.minLimit && limitNumber <= LIMITS.maxLimit)) {
    return failure(new AddressError('invalid_parameter', `--limit must be an integer from ${LIMITS.minLimit} to ${LIMITS.maxLimit}.`), json);
  }
  const index = open(values.index);
  return run(
    json,
    () => {
      const response = index.autocomplete(args.join(' '), {
        ...(limitNumber === undefined ? {} : { limit: limitNumber }),
        ...(county === undefined ? {} : { county }),
        ...(locality === undefined ? {} : { locality }),
      });
      return { value: response, text: formatSuggestions(response.suggestions) };
    },
    AUTOCOMPLETE_WORDS,
  );
}

const VERIFY_OPTIONS = {
  json: { type: 'boolean' },
  street: { type: 'string' },
  number: { type: 'string' },
  'house-number': { type: 'string' },
  locality: { type: 'string' },
  county: { type: 'string' },
  'postal-code': { type: 'string' },
  index: { type: 'string' },
} as const;

/** The verify fields' names in the engine's messages, and the options that give them. */
const VERIFY_USAGE = 'usage: ro-address verify "<address>" | verify --street S --number N --locality L --county C [--postal-code P] [--json]';

const VERIFY_WORDS: CliWords = {
  names: { freeform: 'the address', street: '--street', house_number: '--number', locality: '--locality', county: '--county', postal_code: '--postal-code' },
  messages: {
    missing_address: 'The address to verify is empty: give it as text (ro-address verify "<address>") or with --street, --number, --locality and --county.',
    ambiguous_input: 'Give the address either as text or with --street, --number, --locality and --county, not both.',
  },
};

/**
 * `verify "<free-form>"` or `verify --street S --number N --locality L --county C
 * [--postal-code P]`. Free-form words may also come unquoted (they are joined
 * with spaces). Both forms together give `ambiguous_input`, as over HTTP.
 */
export function verifyCommand(argv: string[], open: OpenIndex): CliResult {
  const { values, positionals: args } = readArgs(argv, VERIFY_OPTIONS);
  const json = values.json ?? false;
  if (values.number !== undefined && values['house-number'] !== undefined) throw new UsageError('--number and --house-number are the same option; give one');
  const structured: Record<string, string> = {};
  for (const [key, value] of [
    ['street', values.street],
    ['house_number', values.number ?? values['house-number']],
    ['locality', values.locality],
    ['county', values.county],
    ['postal_code', values['postal-code']],
  ] as const) {
    if (value !== undefined) structured[key] = value;
  }
  const input: Record<string, string> = { ...structured };
  if (args.length > 0) input.freeform = args.join(' ');
  if (Object.keys(input).length === 0) throw new UsageError(VERIFY_USAGE);
  const index = open(values.index);
  return run(
    json,
    () => {
      // Checked at run time: flags missing a locality get the catalogue's error.
      const result = index.verify(input as unknown as VerifyInput);
      return { value: result, text: formatVerify(result) };
    },
    VERIFY_WORDS,
  );
}
