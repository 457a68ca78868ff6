/**
 * Structured input (`street`, `house_number`, `locality`, `county`) read into
 * the same readings as free-form text, so that matching treats both alike.
 * The `locality` field may itself hold a marker, a sector or a county
 * (`sat Buciumeni, com. Buftea`, `București, Sector 1`, `Cluj-Napoca, jud. Cluj`).
 */
import { COUNTIES, findCounty, stripCountyPrefix } from '../shared/aliases.js';
import { parseHouseNumber } from '../shared/house-number.js';
import { fold } from '../shared/normalize.js';
import { allowedEdits, editDistance } from '../matchers/edit-distance.js';
import { readAddressText, readStreetText, type AddressReading, type CountyPart } from './address-parser.js';
import type { VerifyRequest } from './verify-input.js';

/**
 * The county a `county` field names: a code or a name (with or without
 * `Județul`), or a name with typing mistakes. `county` is undefined when none fits.
 */
export function readCountyText(text: string): CountyPart & { mistyped: boolean } {
  const trimmed = text.trim();
  const exact = findCounty(trimmed);
  if (exact) return { text: trimmed, county: exact, mistyped: false };
  const folded = stripCountyPrefix(fold(trimmed));
  let best: CountyPart & { mistyped: boolean } = { text: trimmed, county: undefined, mistyped: false };
  let bestDistance = Infinity;
  for (const county of COUNTIES) {
    const max = allowedEdits(county.folded.length);
    if (max === 0) continue;
    const d = editDistance(folded, county.folded, max);
    if (d <= max && d < bestDistance) {
      bestDistance = d;
      best = { text: trimmed, county, mistyped: true };
    }
  }
  return best;
}

/** The readings of a structured request (one per reading of its `locality` field). */
export function structuredReadings(request: VerifyRequest): AddressReading[] {
  const localityReadings = readAddressText(request.locality ?? '', { streets: false });
  const streetText = request.street !== undefined ? readStreetText(request.street, request.houseNumber === undefined) : undefined;
  const house = request.houseNumber !== undefined
    ? { text: request.houseNumber.trim(), query: parseHouseNumber(request.houseNumber), bare: false }
    : streetText?.house;
  const county = request.county !== undefined ? readCountyText(request.county) : undefined;
  return localityReadings.map((reading) => {
    const out: AddressReading = { ...reading };
    if (streetText?.street) out.street = streetText.street;
    if (house) out.house = house;
    if (county) out.county = county;
    return out;
  });
}
