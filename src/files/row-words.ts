/**
 * A row's error in the words of its file: the engine's `missing_address` message
 * names the fields of the API's body (`"freeform"`, `"address"`), which a file's
 * rows do not have; the row's own columns (CSV) or keys (JSON Lines with
 * `--columns`) are what the user can look for.
 */
import type { ColumnMapping, ColumnRole } from './columns.js';
import type { RowOutcome } from './outcome.js';

/** The roles that make an address (a postal code alone does not). */
const ADDRESS_ROLES: readonly ColumnRole[] = ['freeform', 'street', 'number', 'locality', 'county'];

/** The names of the address columns of `header` that `positions` maps, in the header's order. */
export function addressColumnNames(header: readonly string[], positions: Partial<Record<ColumnRole, number>>): string[] {
  const at = ADDRESS_ROLES.map((role) => positions[role]).filter((i): i is number => i !== undefined);
  return [...new Set(at)].sort((a, b) => a - b).map((i) => header[i] ?? `column ${i + 1}`);
}

/** The keys of `mapping` that hold an address (JSON Lines with `--columns`). */
export function addressKeys(mapping: ColumnMapping): string[] {
  return [...new Set(ADDRESS_ROLES.map((role) => mapping[role]).filter((k): k is string => k !== undefined))];
}

/**
 * `outcome`, with a `missing_address` error saying which columns (or keys) were empty.
 *
 * @param names the address columns or keys of the file; `outcome` is returned as it is without them
 */
export function inFileWords(outcome: RowOutcome, names: readonly string[] | undefined, kind: 'column' | 'key'): RowOutcome {
  if (outcome.error?.code !== 'missing_address' || names === undefined || names.length === 0) return outcome;
  const quoted = names.map((n) => JSON.stringify(n)).join(', ');
  const where = names.length === 1 ? `its ${kind} ${quoted} is empty` : `its ${kind}s ${quoted} are empty`;
  return { error: { code: 'missing_address', message: `This row has no address: ${where}.` } };
}
