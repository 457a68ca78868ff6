/**
 * Postal-code lookup: six digits in, the specification's postal code record out.
 */
import { AddressError } from '../shared/errors.js';
import type { Catalog } from '../reader/catalog.js';
import type { PostalCodeLocality, PostalCodeRecord, PostalCodeStreet } from '../types.js';

/**
 * Looks up `code` (exactly six ASCII digits). The main locality is the one whose
 * streets carry the code, else the first locality with the code as its own;
 * when the code covers several localities, all are listed in `localities`.
 *
 * @throws AddressError `invalid_postal_code` (400) or `postal_code_not_found` (404)
 */
export function lookupPostalCode(catalog: Catalog, code: unknown): PostalCodeRecord {
  const number = typeof code === 'string' ? parseSixDigits(code) : -1;
  if (typeof code !== 'string' || number < 0) {
    throw new AddressError('invalid_postal_code', 'A postal code must be exactly six ASCII digits, e.g. "011421".');
  }
  const at = catalog.findPostalCode(number);
  if (at < 0) throw new AddressError('postal_code_not_found', `No data exists for postal code ${code}.`);
  const from = catalog.postalRefStart(at);
  const to = catalog.postalRefStart(at + 1);

  const streets: PostalCodeStreet[] = [];
  let main = -1;
  let others: number[] | undefined;
  for (let i = from; i < to; i++) {
    const segment = catalog.postalRefSegment(i);
    let place: number;
    if (segment >= 0) {
      const street = catalog.segmentStreet(segment);
      streets.push({ name: catalog.streetName(street), house_range: catalog.segmentHouseRange(segment) });
      place = catalog.streetPlace(street);
    } else {
      place = catalog.postalRefPlace(i);
    }
    // Most codes name one locality: keep the others apart so the common case allocates nothing.
    if (main < 0) main = place;
    else if (place !== main && !(others ??= []).includes(place)) others.push(place);
  }

  const head = catalog.placeHeading(main);
  // Each shape is written whole in one literal, so every record of a shape shares one hidden class.
  const record: PostalCodeRecord = head.sector !== undefined
    ? { postal_code: code, locality: head.locality, siruta: head.siruta, county: head.county, county_code: head.county_code, streets, sector: head.sector }
    : head.admin_unit !== undefined
      ? { postal_code: code, locality: head.locality, siruta: head.siruta, county: head.county, county_code: head.county_code, streets, admin_unit: head.admin_unit }
      : { postal_code: code, locality: head.locality, siruta: head.siruta, county: head.county, county_code: head.county_code, streets };
  if (others !== undefined && others.length > 0) record.localities = [main, ...others].map((p) => localityOf(catalog, p));
  return record;
}

/** The value of exactly six ASCII digits, or -1 for anything else. */
function parseSixDigits(text: string): number {
  if (text.length !== 6) return -1;
  let value = 0;
  for (let i = 0; i < 6; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function localityOf(catalog: Catalog, place: number): PostalCodeLocality {
  const head = catalog.placeHeading(place);
  return {
    locality: head.sector !== undefined ? `București, ${head.sector}` : head.locality,
    county: head.county,
    county_code: head.county_code,
    siruta: head.siruta,
  };
}
