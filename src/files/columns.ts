/**
 * Which input column (CSV) or key (JSON Lines) holds which part of an address,
 * and turning one row into the body `index.verify` takes.
 */
import { fold } from '../shared/normalize.js';
import { COLUMN_ROLES, KNOWN_HEADERS, type ColumnRole } from '../shared/column-names.js';

export { COLUMN_ROLES, type ColumnRole };

/**
 * Role -> column name (CSV header) or key (JSON Lines object). Either `freeform`
 * or structured roles (`street`, `number`, `locality`, `county`), never both;
 * `postal_code` may accompany either.
 */
export type ColumnMapping = Partial<Record<ColumnRole, string>>;

/** A column mapping that cannot work: the message says what to write instead. */
export class ColumnMappingError extends Error {
  override name = 'ColumnMappingError';
}

const ROLE_ALIASES: Record<string, ColumnRole> = { house_number: 'number' };

const STRUCTURED: ColumnRole[] = ['street', 'number', 'locality', 'county'];

/**
 * Parses `--columns` values: `freeform=Adresa` or
 * `street=Strada,number=Nr,locality=Localitate,county=Judet` (several values
 * are merged). `house_number` is accepted for `number`.
 *
 * @throws ColumnMappingError on an unknown role, a role given twice or a missing column name.
 */
export function parseColumnSpec(specs: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const spec of specs) {
    for (const part of spec.split(',')) {
      if (part.trim() === '') continue;
      const eq = part.indexOf('=');
      const rawRole = (eq < 0 ? part : part.slice(0, eq)).trim();
      const column = eq < 0 ? '' : part.slice(eq + 1).trim();
      const role = ROLE_ALIASES[rawRole] ?? rawRole;
      if (!(COLUMN_ROLES as readonly string[]).includes(role)) {
        throw new ColumnMappingError(`--columns: unknown part "${rawRole}"; use ${COLUMN_ROLES.join(', ')}`);
      }
      if (column === '') throw new ColumnMappingError(`--columns: write ${role}=COLUMN`);
      const r = role as ColumnRole;
      if (mapping[r] !== undefined) throw new ColumnMappingError(`--columns: ${r} is given twice`);
      mapping[r] = column;
    }
  }
  checkMapping(mapping);
  return mapping;
}

/**
 * Checks that a mapping names either the free-form column or structured ones.
 *
 * @throws ColumnMappingError otherwise.
 */
export function checkMapping(mapping: ColumnMapping): void {
  const structured = STRUCTURED.filter((r) => mapping[r] !== undefined);
  if (mapping.freeform !== undefined && structured.length > 0) {
    throw new ColumnMappingError(`map either freeform or structured columns (${structured.join(', ')}), not both`);
  }
  if (mapping.freeform === undefined && structured.length === 0) {
    throw new ColumnMappingError('no address column: map freeform=COLUMN, or street/number/locality/county');
  }
}

/**
 * Finds the address columns of a CSV header by their names (`Adresa`,
 * `Strada`, `Nr.`, `Localitate`, `Județ`, `Cod poștal`, their English names...),
 * or checks that the columns of an explicit mapping exist. Duplicate header
 * names resolve to the first.
 *
 * @returns the position of each mapped role's column in the header.
 * @throws ColumnMappingError when a mapped column is missing or nothing could be recognised.
 */
export function resolveColumns(header: readonly string[], mapping?: ColumnMapping): Partial<Record<ColumnRole, number>> {
  const positions: Partial<Record<ColumnRole, number>> = {};
  if (mapping !== undefined) {
    checkMapping(mapping);
    for (const role of COLUMN_ROLES) {
      const name = mapping[role];
      if (name === undefined) continue;
      let at = header.indexOf(name);
      if (at < 0) at = header.findIndex((h) => fold(h) === fold(name) && fold(name) !== '');
      if (at < 0) throw new ColumnMappingError(`--columns: no column "${name}" in the header (${describeHeader(header)})`);
      positions[role] = at;
    }
    return positions;
  }
  const folded = header.map((h) => fold(h));
  for (const role of COLUMN_ROLES) {
    const names = KNOWN_HEADERS[role].map((n) => fold(n));
    const at = folded.findIndex((h) => names.includes(h));
    if (at >= 0) positions[role] = at;
  }
  const structured = STRUCTURED.filter((r) => positions[r] !== undefined);
  if (positions.freeform !== undefined && structured.length > 0) {
    const names = [positions.freeform, ...structured.map((r) => positions[r]!)].map((i) => `"${header[i]}"`);
    throw new ColumnMappingError(
      `the header has both a free-form column and structured ones (${names.join(', ')}): choose with --columns freeform=COLUMN or --columns street=...,locality=...`,
    );
  }
  if (positions.freeform === undefined && structured.length === 0) {
    throw new ColumnMappingError(
      `no address column recognised in the header (${describeHeader(header)}): name them with --columns freeform=COLUMN or --columns street=COLUMN,number=COLUMN,locality=COLUMN,county=COLUMN`,
    );
  }
  return positions;
}

function describeHeader(header: readonly string[]): string {
  const shown = header.slice(0, 12).map((h) => JSON.stringify(h)).join(', ');
  return header.length > 12 ? `${shown}, ...` : shown;
}

/** The verify body of one row: absent and empty cells are not given (an empty `number` cell is no house number). */
export function inputFromCells(cells: readonly string[], positions: Partial<Record<ColumnRole, number>>): Record<string, string> {
  const input: Record<string, string> = {};
  for (const pair of BODY_KEYS) {
    const at = positions[pair[1]];
    if (at === undefined) continue;
    const value = cells[at];
    if (value !== undefined && value.trim() !== '') input[pair[0]] = value;
  }
  return input;
}

/** The verify body's keys of the column roles, in the body's order. */
const BODY_KEYS: readonly (readonly [string, ColumnRole])[] = [
  ['freeform', 'freeform'],
  ['street', 'street'],
  ['house_number', 'number'],
  ['locality', 'locality'],
  ['county', 'county'],
  ['postal_code', 'postal_code'],
];

/**
 * The verify body of one JSON Lines value. Without a mapping the object is
 * the verify body itself and a JSON string is a free-form address; with one,
 * the mapped keys are read (numbers become text, empty strings are not given).
 */
export function inputFromJson(value: unknown, mapping?: ColumnMapping): unknown {
  if (typeof value === 'string') return { freeform: value };
  if (mapping === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [key, role] of BODY_KEYS) {
    const name = mapping[role];
    if (name === undefined || !Object.prototype.hasOwnProperty.call(source, name)) continue;
    const v = source[name];
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    input[key] = typeof v === 'number' ? String(v) : v;
  }
  return input;
}
