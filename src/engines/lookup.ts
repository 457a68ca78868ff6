/**
 * Postal-code lookup: six digits in, the specification's postal code record out.
 */
import { AddressError } from '../shared/errors.js';
import { isDigits } from '../shared/normalize.js';
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
  if (typeof code !== 'string' || !isDigits(code, 6)) {
    throw new AddressError('invalid_postal_code', 'A postal code must be exactly six ASCII digits, e.g. "011421".');
  }
  const at = catalog.findPostalCode(Number(code));
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

  const county = catalog.placeCounty(main);
  const record: PostalCodeRecord = {
    postal_code: code,
    locality: catalog.localityName(main),
    siruta: catalog.placeSiruta(main),
    county: catalog.countyName(county),
    county_code: catalog.countyCode(county),
    streets,
  };
  if (catalog.isSector(main)) record.sector = catalog.placeName(main);
  const unit = catalog.placeParent(main);
  if (unit !== undefined && !catalog.isSector(main)) record.admin_unit = catalog.adminUnitLabel(unit);
  if (others !== undefined && others.length > 0) record.localities = [main, ...others].map((p) => localityOf(catalog, p));
  return record;
}

function localityOf(catalog: Catalog, place: number): PostalCodeLocality {
  const county = catalog.placeCounty(place);
  return {
    locality: catalog.isSector(place) ? `București, ${catalog.placeName(place)}` : catalog.localityName(place),
    county: catalog.countyName(county),
    county_code: catalog.countyCode(county),
    siruta: catalog.placeSiruta(place),
  };
}
