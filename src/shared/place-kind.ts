/**
 * Kinds and sizes of places from their SIRUTA type (TIP), shared by the data
 * build (which stores each place's size rank in the index) and the engines.
 */

/** SIRUTA TIP values used for ranking and for the kind words people type. */
export const SirutaType = {
  countySeatMunicipality: 1,
  town: 2,
  commune: 3,
  municipality: 4,
  bucharestSector: 6,
  /** Seat of a municipality (and, at level 2, București itself). */
  municipalitySeat: 9,
  municipalityComponent: 10,
  municipalityVillage: 11,
  townSeat: 17,
  townComponent: 18,
  townVillage: 19,
  communeSeat: 22,
  communeVillage: 23,
} as const;

/** Size ranks, largest places first: the order among otherwise equal matches. */
export const SizeRank = {
  capital: 0,
  countySeat: 1,
  municipality: 2,
  town: 3,
  component: 4,
  commune: 5,
  village: 6,
} as const;

/**
 * The {@link SizeRank} of a place of SIRUTA type `type` whose administrative
 * unit has type `unitType` (-1 for a unit itself). A seat locality bearing its
 * unit's name is as large as its unit: the build applies that afterwards.
 */
export function sizeRank(type: number, unitType: number): number {
  switch (type) {
    case SirutaType.bucharestSector:
      return SizeRank.capital;
    case SirutaType.municipalitySeat:
      // At level 2, TIP 9 is București itself.
      if (unitType === -1) return SizeRank.capital;
      return unitType === SirutaType.countySeatMunicipality ? SizeRank.countySeat : SizeRank.municipality;
    case SirutaType.countySeatMunicipality:
      return SizeRank.countySeat;
    case SirutaType.municipality:
      return SizeRank.municipality;
    case SirutaType.town:
    case SirutaType.townSeat:
      return SizeRank.town;
    case SirutaType.municipalityComponent:
    case SirutaType.townComponent:
      return SizeRank.component;
    case SirutaType.commune:
    case SirutaType.communeSeat:
      return SizeRank.commune;
    default:
      return SizeRank.village;
  }
}
