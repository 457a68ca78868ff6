/**
 * From readings of the input to resolved addresses: the locality, then the
 * street within it, then the postal code from the house number. Each way the
 * input may be understood becomes a {@link Resolution} with a ranking score;
 * the caller keeps the best and reports near-equal rivals as ambiguity.
 */
import { isDigits } from '../shared/normalize.js';
import { matchHouseNumber } from '../matchers/house-numbers.js';
import { parseHouseNumber } from '../shared/house-number.js';
import type { EngineContext } from './context.js';
import type { AddressReading, HousePart } from './address-parser.js';
import { findLocalities, type LocalityCandidate, type LocalityQuery } from './verify-locality.js';
import { findStreets, type StreetCandidate } from './verify-street.js';
import { placeRelations } from './place-relations.js';
import { REF_STREET } from '../shared/format.js';
import { formatKey } from './address-words.js';

/** The postal code as written, and its six digits when it has that shape. */
export interface GivenCode {
  text: string;
  digits: string | undefined;
}

/** What became of the street written. */
export type StreetState =
  /** None was written. */
  | 'absent'
  /** Found in the locality's street data. */
  | 'found'
  /** The locality has street data, but not this street. */
  | 'not_found'
  /** The locality has no street data: its own code applies, the street is kept as written. */
  | 'no_data';

/** What became of the house number written. */
export type HouseState =
  /** Not needed: none written and the street (or locality) has one code. */
  | 'not_needed'
  /** An interval of the street holds it. */
  | 'contained'
  /** No interval holds it: the nearest was taken. */
  | 'nearest'
  /** None written (or unreadable) on a street with several codes: one resolution per code. */
  | 'missing';

/** One way of understanding the input, resolved to a postal code. */
export interface Resolution {
  reading: AddressReading;
  locality: LocalityCandidate;
  /** The final place: the street's sector in București, else the locality. */
  place: number;
  /** The locality has street-level codes (one code per street or house range). */
  localityHasStreets: boolean;
  street: StreetCandidate | undefined;
  streetState: StreetState;
  /** The house part, after a bare number moved into the street's name (`Str. Răscoala 1907`). */
  house: HousePart | undefined;
  /** The bare number that turned out to end the street's name. */
  absorbed: string | undefined;
  houseState: HouseState;
  /** The segment whose code applies (street-level codes only). */
  segment: number | undefined;
  postalCode: string;
  /** Ranking score (not the confidence). */
  rank: number;
}

/** Ranking bonus of a name written exactly as the data writes it (diacritics included): enough to settle a tie. */
export const EXACT_TEXT_BONUS = 1.05;

/** Ranking bonus of a candidate whose code is the one written: enough to settle a tie, not to beat a better match. */
const CODE_BONUS = 1.05;

/**
 * Ranking weight of a written street that cannot be checked (the locality has
 * no street data, as most villages): above a reading that leaves a word
 * unexplained (`UNEXPLAINED_WORD`), so that `Str. Unirii 5,
 * Craiva, Arad` stays in the village Craiva rather than in Arad city; below a
 * street found in a locality written with one typing mistake (0.88).
 */
const NO_DATA_WEIGHT = 0.8;
/**
 * The same for words read as a street only from their place, with no type word
 * (`Sâmbăta de Sus nr. 12, com. Voila`): weaker evidence, so that a locality of
 * that exact name in the county (here a commune of its own since 2016) wins.
 */
const UNTYPED_NO_DATA_WEIGHT = 0.7;
/** The most a locality found with typing mistakes can score (one mistake): below it, whole names win. */
const FUZZY_CEILING = 0.88;
/** Most localities of one reading resolved (namesake villages: all of them, up to this). */
const MAX_LOCALITY_CANDIDATES = 25;
/** Most readings looked up again with typing mistakes. */
const MAX_FUZZY_READINGS = 3;

/**
 * Ranking weight of each word a reading leaves unexplained: below a street
 * that cannot be checked (`NO_DATA_WEIGHT`), so that a reading which explains
 * every word (`Bărăbanț, mun. Alba Iulia` as the locality of Alba Iulia)
 * beats one that finds the street in the city but drops the district.
 */
const UNEXPLAINED_WORD = 0.65;
/** Ranking weight of a reading: its prior, less for words it leaves unexplained. */
function readingWeight(reading: AddressReading): number {
  // A word left unexplained costs more than a typing mistake: readings that explain everything win.
  return reading.prior * UNEXPLAINED_WORD ** reading.unused;
}

interface Plan {
  reading: AddressReading;
  candidates: LocalityCandidate[];
  score: number;
  /** The locality is the one the written postal code belongs to. */
  placedByCode?: boolean;
}

/** The six digits of a written postal code (spaces allowed inside), if it has that shape. */
export function givenCode(text: string | undefined): GivenCode | undefined {
  if (text === undefined) return undefined;
  const compact = text.replace(/\s+/g, '');
  return { text: text.trim(), digits: isDigits(compact, 6) ? compact : undefined };
}

/** The place a postal code belongs to: its locality, or the locality of its first street. */
function placeOfCode(ctx: EngineContext, digits: string): number | undefined {
  const catalog = ctx.catalog;
  const at = catalog.findPostalCode(Number(digits));
  if (at < 0) return undefined;
  const s = catalog.data.s;
  const from = s.POSTAL_REF_START[at]!;
  if (from >= s.POSTAL_REF_START[at + 1]!) return undefined;
  const ref = s.POSTAL_REFS[from]!;
  return ref & REF_STREET ? catalog.streetPlace(catalog.segmentStreet((ref & ~REF_STREET) >>> 0)) : ref;
}

/**
 * Every resolution worth comparing, best first; empty when no locality could
 * be found at all (the caller reports `locality_not_found`).
 */
export function resolve(ctx: EngineContext, readings: readonly AddressReading[], code: GivenCode | undefined): Resolution[] {
  const ordered = [...readings].sort((a, b) => readingWeight(b) - readingWeight(a));
  const queryOf = (reading: AddressReading, mode: 'exact' | 'fuzzy'): LocalityQuery => {
    const query: LocalityQuery = { part: reading.locality, mode };
    if (reading.admin) query.admin = reading.admin;
    if (reading.county?.county) query.county = reading.county.county;
    if (reading.sector) query.sector = reading.sector.sector;
    if (code?.digits) query.postalCode = code.digits;
    if (reading.street && reading.street.words.length > 0) query.streetWritten = true;
    return query;
  };
  // What a plan can still be worth once its street is looked for: a written street
  // that no candidate can check ranks like a street without data.
  const potential = (plan: Plan): number => {
    const checkable = !plan.reading.street || plan.candidates.some((c) => hasStreets(ctx, c.scope));
    return plan.score * (checkable ? 1 : NO_DATA_WEIGHT);
  };

  // Every reading, whole names only: cheap, and usually enough.
  const plans = new Map<AddressReading, Plan>();
  for (const reading of ordered) {
    if (!reading.locality && !reading.sector) continue;
    const candidates = findLocalities(ctx, queryOf(reading, 'exact'));
    if (candidates.length > 0) plans.set(reading, { reading, candidates, score: readingWeight(reading) * candidates[0]!.score });
  }
  // Typing mistakes, for the likeliest readings that whole names did not settle, while one could still win.
  let best = Math.max(0, ...[...plans.values()].map(potential));
  let tries = 0;
  for (const reading of ordered) {
    if (tries >= MAX_FUZZY_READINGS || readingWeight(reading) * FUZZY_CEILING <= best) break;
    if (!reading.locality) continue;
    const had = plans.get(reading);
    if (had && potential(had) >= readingWeight(reading) * FUZZY_CEILING) continue;
    tries++;
    const found = findLocalities(ctx, queryOf(reading, 'fuzzy'));
    if (found.length === 0) continue;
    const merged = new Map<number, LocalityCandidate>();
    for (const c of [...(had?.candidates ?? []), ...found]) {
      const prev = merged.get(c.place);
      if (!prev || prev.score < c.score) merged.set(c.place, c);
    }
    const candidates = [...merged.values()].sort((a, b) => b.score - a.score);
    const plan = { reading, candidates, score: readingWeight(reading) * candidates[0]!.score };
    plans.set(reading, plan);
    best = Math.max(best, potential(plan));
  }
  const planList = [...plans.values()];

  // The postal code says where the address is: when no locality was named or found, and beside
  // the localities found when a reading has a street and no locality (`Strada George Coșbuc nr 64
  // - 600231`: `Coșbuc` is also a village; the code settles it).
  const streetOnly = ordered.find((r) => r.street !== undefined && !r.locality);
  if (code?.digits && (planList.length === 0 || streetOnly)) {
    const place = placeOfCode(ctx, code.digits);
    const reading = streetOnly ?? ordered.find((r) => r.street !== undefined) ?? ordered[0];
    if (place !== undefined && reading) {
      const relations = placeRelations(ctx);
      const city = place === relations.bucharest;
      planList.push({
        reading,
        candidates: [{
          place, scope: city ? relations.sectors : [place], city, viaUnit: false, fromPostalCode: true,
          name: { how: 'exact', edits: 0, reordered: false }, countyMatches: undefined, adminMatches: undefined, score: 0.8,
        }],
        score: 0.8,
        placedByCode: true,
      });
    }
  }
  if (planList.length === 0) return [];

  planList.sort((a, b) => b.score - a.score);
  const top = planList[0]!.score;
  const out: Resolution[] = [];
  for (const plan of planList.slice(0, 3)) {
    if (plan.score < top * 0.75) break;
    // Placed by the code, the street-only reading is the whole address, not a fallback.
    const weight = plan.placedByCode ? UNEXPLAINED_WORD ** plan.reading.unused : readingWeight(plan.reading);
    // Candidates by what they can still be worth: with a street written, one that can check it comes first.
    const streetWritten = plan.reading.street !== undefined && plan.reading.street.words.length > 0;
    const worth = (c: LocalityCandidate): number => c.score * (streetWritten && !hasStreets(ctx, c.scope) ? NO_DATA_WEIGHT : 1);
    const candidates = [...plan.candidates].sort((a, b) => worth(b) - worth(a));
    const bestWorth = worth(candidates[0]!);
    for (const candidate of candidates.slice(0, MAX_LOCALITY_CANDIDATES)) {
      if (worth(candidate) < bestWorth * 0.9) break;
      out.push(...resolveIn(ctx, plan.reading, candidate, weight * candidate.score, code));
    }
  }
  out.sort((a, b) => b.rank - a.rank);
  return out;
}

/** The distinct postal codes of a street, each with its first segment. */
function streetCodes(ctx: EngineContext, street: number): Map<string, number> {
  const codes = new Map<string, number>();
  const { from, to } = ctx.catalog.streetSegments(street);
  for (let seg = from; seg < to; seg++) {
    const c = ctx.catalog.segmentPostalCode(seg);
    if (!codes.has(c)) codes.set(c, seg);
  }
  return codes;
}

function hasStreets(ctx: EngineContext, scope: readonly number[]): boolean {
  return scope.some((p) => {
    const r = ctx.catalog.placeStreets(p);
    return r.to > r.from;
  });
}

/** The resolutions of one reading in one candidate locality. */
function resolveIn(ctx: EngineContext, reading: AddressReading, locality: LocalityCandidate, weight: number, code: GivenCode | undefined): Resolution[] {
  const catalog = ctx.catalog;
  const codeBonus = (postalCode: string): number => (code?.digits !== undefined && postalCode === code.digits ? CODE_BONUS : 1);
  const ownCode = locality.city ? '' : catalog.placePostalCode(locality.place);
  const withStreets = hasStreets(ctx, locality.scope);
  const base = {
    reading, locality, place: locality.place, localityHasStreets: withStreets, street: undefined, house: reading.house, absorbed: undefined, segment: undefined,
  };
  const street = reading.street;
  if (!street || street.words.length === 0) {
    // No street: the locality's own code; a place with street data then is only partly confirmed.
    // Placed by its postal code alone, the address keeps that code (it may be a street's).
    const postalCode = locality.fromPostalCode && code?.digits !== undefined ? code.digits : ownCode;
    return [{ ...base, streetState: 'absent', houseState: 'not_needed', postalCode, rank: weight * (withStreets ? 0.9 : 1) * codeBonus(postalCode) }];
  }
  if (!withStreets) {
    // Ranked below a street found with a mistake or two: a reading that the data confirms wins.
    const noData = street.typeText === '' ? UNTYPED_NO_DATA_WEIGHT : NO_DATA_WEIGHT;
    return [{ ...base, streetState: 'no_data', houseState: 'not_needed', postalCode: ownCode, rank: weight * noData * codeBonus(ownCode) }];
  }

  let house = reading.house;
  let absorbed: string | undefined;
  let streets = findStreets(ctx, locality.scope, { typeId: street.typeId, words: street.words });
  // `Str. Răscoala 1907`, `Strada Orizont 12`: a bare number may end the street's name.
  const bare = house?.bare ? house.bareWord : undefined;
  if (bare !== undefined && ctx.tokens.exact(bare) >= 0) {
    const withNumber = findStreets(ctx, locality.scope, { typeId: street.typeId, words: [...street.words, bare] });
    const top = withNumber[0];
    if (top && top.extra === 0 && (streets.length === 0 || top.score >= streets[0]!.score)) {
      streets = withNumber;
      absorbed = house!.bareText;
      const rest = house!.withoutBare;
      house = rest === undefined ? undefined : { text: rest, query: parseHouseNumber(rest), bare: false };
    }
  }
  if (streets.length === 0) {
    return [{ ...base, streetState: 'not_found', houseState: 'not_needed', postalCode: ownCode, rank: weight * 0.4 * codeBonus(ownCode) }];
  }

  const out: Resolution[] = [];
  const best = streets[0]!.score;
  const writtenKey = formatKey(street.nameText);
  for (const candidate of streets) {
    if (candidate.score < best * 0.9) break;
    const place = catalog.streetPlace(candidate.street);
    // Written exactly, diacritics included: `Română` is not `Romană`, though both fold alike.
    const exactText = writtenKey === formatKey(catalog.streetBareName(candidate.street)) ? EXACT_TEXT_BONUS : 1;
    const rank = weight * candidate.score * exactText;
    const common = { ...base, place, street: candidate, streetState: 'found' as const, house, absorbed };
    const query = house?.query;
    const match = query ? matchHouseNumber(catalog, candidate.street, query) : undefined;
    if (match) {
      out.push({
        ...common, houseState: match.contained ? 'contained' : 'nearest', segment: match.segment, postalCode: match.postalCode,
        rank: rank * (match.contained ? 1 : 0.7) * codeBonus(match.postalCode),
      });
      continue;
    }
    const codes = streetCodes(ctx, candidate.street);
    if (codes.size === 1) {
      const [only, segment] = [...codes][0]!;
      out.push({ ...common, houseState: 'not_needed', segment, postalCode: only, rank: rank * codeBonus(only) });
      continue;
    }
    // Several codes and no number to choose: each code is a candidate; a matching written code settles it.
    for (const [postalCode, segment] of codes) {
      out.push({ ...common, houseState: 'missing', segment, postalCode, rank: rank * codeBonus(postalCode) });
    }
  }
  return out;
}
