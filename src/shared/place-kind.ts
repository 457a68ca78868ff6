/**
 * Kinds and sizes of places from their SIRUTA type (TIP): the one place that says what each
 * TIP value means, read by the data build (which stores each place's type and size rank in the
 * index), the catalog and the engines.
 *
 * @module
 */

/**
 * SIRUTA TIP values (see ../shared/data/README.md). Units (level 2): 1, 2, 3, 4, 6 and the
 * one unit of TIP 9, Municipiul București. Localities (level 3): 9/10/11 of a municipiu,
 * 17/18/19 of an oraș, 22/23 of a comună, the first of each being the seat; 6 a sector.
 * TIP 9 thus means București only at level 2: at level 3 it is the seat of any municipiu
 * (Mediaș, Cluj-Napoca), so code that asks "is this București?" must look at the level too
 * ({@link isBucharestUnit}).
 */
export const SirutaType = {
  countySeatMunicipality: 1,
  town: 2,
  commune: 3,
  municipality: 4,
  /** A sector of București (level 3), whose unit is Municipiul București. */
  bucharestSector: 6,
  /** The seat locality of a municipiu (level 3); at level 2, the unit Municipiul București. */
  municipalitySeat: 9,
  municipalityComponent: 10,
  municipalityVillage: 11,
  townSeat: 17,
  townComponent: 18,
  townVillage: 19,
  communeSeat: 22,
  communeVillage: 23,
  /** A county and Municipiul București at level 1 (not stored as a place in the index). */
  county: 40,
} as const;

/** SIRUTA level (NIV) of a county (and of Municipiul București as a county); counties are no places of the index. */
export const COUNTY_LEVEL = 1;
/** SIRUTA level (NIV) of a unit: a municipiu, oraș or comună, and Municipiul București. */
export const UNIT_LEVEL = 2;
/** SIRUTA level (NIV) of a locality: a village, a town's own locality, a municipiu's seat, a sector of București. */
export const LOCALITY_LEVEL = 3;

/** True for the unit Municipiul București (TIP 9 at level 2), not for the seat of a municipiu (TIP 9 at level 3). */
export function isBucharestUnit(type: number, level: number): boolean {
  return type === SirutaType.municipalitySeat && level === UNIT_LEVEL;
}

/** True for the seat locality of a municipiu (9), an oraș (17) and a comună (22). */
export function isSeatType(type: number): boolean {
  return type === SirutaType.municipalitySeat || type === SirutaType.townSeat || type === SirutaType.communeSeat;
}

/** The kind word of a unit's label (`Municipiul Cluj-Napoca`, `Oraș Buftea`, `Comuna Berca`), or '' for other places. */
export function unitKindWord(type: number, level: number): string {
  if (level !== UNIT_LEVEL) return '';
  switch (type) {
    case SirutaType.countySeatMunicipality:
    case SirutaType.municipality:
    case SirutaType.municipalitySeat: // București
      return 'Municipiul';
    case SirutaType.town:
      return 'Oraș';
    case SirutaType.commune:
      return 'Comuna';
    default:
      return '';
  }
}

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
 * The size rank as verify weighs it (`perSizeRank` in engines/ranking.ts): the same order as
 * {@link SizeRank}, with București and the county seats as one step (0), so other
 * municipalities are 1 and villages 5.
 */
export function verifySizeStep(rank: number): number {
  return Math.max(0, rank - SizeRank.countySeat);
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
 * Name weight of the places bearing one name (higher first, 0-255): the
 * logarithm of the people estimated to live in them, from `people` (the sum
 * of `NAME_PRIOR.typicalPeople` of src/engines/ranking.ts over those places),
 * in `stepsPerDoubling` steps per doubling. The build stores it for every
 * place (`PLACE_NAME_WEIGHT`); autocomplete orders the names a mistyped word
 * is equally close to by it.
 */
export function nameWeight(people: number, stepsPerDoubling: number): number {
  if (people <= 1) return 0;
  return Math.min(255, Math.round(Math.log2(people) * stepsPerDoubling));
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
