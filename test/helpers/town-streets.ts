/**
 * What the fourteenth session's properties over the index's streets share: the runs of a property
 * (`RO_ADDRESS_PROPERTY_RUNS`, `RO_ADDRESS_PROPERTY_SEED` override them) and a street's one postal code.
 */
import type { Catalog } from '../../src/reader/catalog.js';

/** fast-check's parameters of a property: 150 runs from `seed`, unless the environment says otherwise. */
export function propertyRuns(seed: number): { numRuns: number; seed: number } {
  return { numRuns: Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 150), seed: Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? seed) };
}

/** The street's postal code when every segment of it has the same one; undefined otherwise. */
export function singleCode(catalog: Catalog, street: number): string | undefined {
  const { from, to } = catalog.streetSegments(street);
  for (let k = from + 1; k < to; k++) if (catalog.segmentPostalCode(k) !== catalog.segmentPostalCode(from)) return undefined;
  return to > from ? catalog.segmentPostalCode(from) : undefined;
}
