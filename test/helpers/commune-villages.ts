/**
 * The villages of communes that properties over the countryside draw from (shapes23's habits of the
 * countryside, shapes31's record headings).
 */
import type { Catalog } from '../../src/reader/catalog.js';
import { SirutaType } from '../../src/shared/place-kind.js';
import { fold } from '../../src/shared/normalize.js';

/** A village of a commune, with its commune's and county's names and its own postal code. */
export interface CommuneVillage {
  readonly name: string;
  readonly unit: string;
  readonly county: string;
  readonly code: string;
}

/** Villages of communes with a postal code, not named like their commune, with their commune's and county's names. */
export function communeVillages(c: Catalog): CommuneVillage[] {
  const villages: CommuneVillage[] = [];
  for (let p = 0; p < c.placeCount; p++) {
    const unit = c.placeParent(p);
    if (unit === undefined || c.placeType(p) !== SirutaType.communeVillage || c.placeType(unit) !== SirutaType.commune || c.placePostalCode(p) === '') continue;
    if (fold(c.placeName(p)) === fold(c.placeName(unit))) continue;
    villages.push({ name: c.placeName(p), unit: c.placeName(unit), county: c.countyName(c.placeCounty(p)), code: c.placePostalCode(p) });
  }
  return villages;
}
