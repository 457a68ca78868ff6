/**
 * The names of the columns (CSV headers) and keys (JSON Lines, a JSON record pasted into text) that hold each part of
 * an address, as data: the files pipeline reads a header by them (`files/columns.ts`), verify a JSON record in a
 * free-form text (`verify/record-in-text.ts`). Kept apart from the files pipeline so that the engine, and the browser
 * build with it, reach no file loader.
 */
import { fold } from './normalize.js';

/** The parts of a verify input a column can hold. `number` is the house number. */
export const COLUMN_ROLES = ['freeform', 'street', 'number', 'locality', 'county', 'postal_code'] as const;
/** One of {@link COLUMN_ROLES}. */
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** Header names recognised without `--columns`, compared folded (case, accents and punctuation ignored). */
export const KNOWN_HEADERS: Readonly<Record<ColumnRole, readonly string[]>> = {
  freeform: ['freeform', 'free form', 'address', 'full address', 'adresa', 'adresa completa', 'adresa postala'],
  // (A checkout's first address line holds the street and its number: verify reads both from `street`.)
  street: ['street', 'strada', 'str', 'street name', 'denumire strada', 'strada si nr', 'strada si numar', 'street address', 'address line 1', 'address 1', 'address1', 'adresa 1', 'adresa linia 1'],
  number: ['house number', 'house_number', 'number', 'nr', 'numar', 'no', 'numar strada', 'nr strada', 'numarul', 'house no', 'street number'],
  locality: ['locality', 'localitate', 'localitatea', 'city', 'oras', 'town', 'municipiu', 'localitate oras', 'oras comuna', 'oras localitate', 'city town', 'comuna', 'oras sat', 'localitate sat'],
  // `Județ/Sector`: forms ask for the county and București's sector in one box (verify reads a sector there as București's).
  county: ['county', 'judet', 'judetul', 'jud', 'judet sector', 'judetul sectorul', 'judet sau sector', 'state', 'province', 'state province', 'region', 'regiune'],
  postal_code: ['postal code', 'postal_code', 'cod postal', 'codpostal', 'zip', 'zip code', 'postcode', 'cp', 'codul postal', 'zip postal code', 'postal zip code', 'cod postal zip'],
};

/** Each known header name, folded, and its role (the first role that names it). */
const ROLE_OF_HEADER: ReadonlyMap<string, ColumnRole> = new Map(
  COLUMN_ROLES.flatMap((role) => KNOWN_HEADERS[role].map((name) => [fold(name), role] as const)).reverse(),
);

/**
 * The role of a column or key by its name (`Strada`, `house_number`, `Localitate`, `Județ`, `cod_postal`), compared
 * folded as headers are; undefined for a name no list knows. Verify reads a JSON record pasted into free-form text
 * by it (`record-in-text.ts`), as the files pipeline reads a header.
 */
export function roleOfHeader(name: string): ColumnRole | undefined {
  return ROLE_OF_HEADER.get(fold(name));
}
