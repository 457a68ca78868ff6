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

/**
 * Weight of a street type in the ranking prior: the wide through-roads people
 * name most (bulevard 4; calea, șosea, splai, piață 3), plain streets (2),
 * the small ways (alee, intrare, fundătură... 1). Ids as in street-name.ts.
 */
export function streetTypeWeight(typeId: number): number {
  switch (typeId) {
    case 2: // bulevard
      return 4;
    case 3: // cale
    case 4: // șosea
    case 7: // splai
    case 8: // piață
      return 3;
    case 1: // stradă
      return 2;
    default:
      return 1;
  }
}

/** Largest {@link SizeRank}. */
const SMALLEST = SizeRank.village;

/**
 * Ranking prior of a place (higher first), used only to order otherwise equal
 * matches: its size rank from its SIRUTA type (București, county seats,
 * municipalities, towns, component localities, communes, villages), then how
 * many streets it has, with those of its localities for a unit (more for
 * larger cities).
 */
export function placePrior(rank: number, streets: number): number {
  return (SMALLEST - rank) * 4096 + Math.min(4095, streets);
}

/**
 * Ranking prior of a street (higher first), used only to order otherwise
 * equal matches: the size rank of its locality first, then its type
 * ({@link streetTypeWeight}), then how many postal codes it spans (long
 * streets carry several). A boulevard in București comes before a lane of the
 * same name in a small town.
 */
export function streetPrior(placeRank: number, typeId: number, postalCodes: number): number {
  return (SMALLEST - placeRank) * 4096 + streetTypeWeight(typeId) * 256 + Math.min(255, postalCodes);
}
