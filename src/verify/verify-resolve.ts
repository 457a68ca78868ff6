/**
 * From readings of the input to resolved addresses: the locality, then the
 * street within it, then the postal code from the house number. Each way the
 * input may be understood becomes a {@link Resolution} with a ranking score;
 * the caller keeps the best and reports near-equal rivals as ambiguity.
 */
import { fold, isDigits, withDroppedZero } from '../shared/normalize.js';
import { COUNTRY_WORDS, OTHER_PLACE_LABELS, POSTAL_CODE_WORDS } from '../shared/vocabulary.js';
import { matchHouseNumber, type NumberMatch } from '../matchers/house-numbers.js';
import { NO_NUMBER, parseHouseNumber, type HouseNumberQuery } from '../shared/house-number.js';
import { isGivenName, matchStreetTypePrefix, STRADA_TYPE_ID, streetTypeById } from '../shared/street-name.js';
import type { EngineContext } from '../engines/context.js';
import type { AddressReading, HousePart, PlacePart } from '../text/address-parser.js';
import { countyByCode } from '../shared/aliases.js';
import { copyReading, leavesOut, newPlacePart, readingWorth, type StreetPart, type WordUse } from '../text/reading.js';
import { findWholeStreetPlaces } from '../matchers/name-search.js';
import { codeCandidate, streetTownCandidate, findLocalities, namesTownLikeCounty, highestLocalityScore, type LocalityCandidate, type LocalityQuery } from './verify-locality.js';
import { StreetSearches, rescored, type StreetCandidate } from './verify-street.js';
import { placeRelations } from '../engines/place-relations.js';
import { restoredInPlaceStreets } from '../matchers/dropped-letters.js';
import { localityCode } from '../engines/suggestion-text.js';
import { formatKey, type Word } from '../text/address-tokens.js';
import { streetKey } from './name-keys.js';
import type { NeighbourhoodTown } from '../text/neighbourhoods.js';
import { BUCHAREST_CODE } from '../shared/aliases.js';
import { mapped } from '../shared/arrays.js';
import { phraseAt } from '../text/leave-out/rule.js';
import { isSeatType } from '../shared/place-kind.js';
import type { RankingOptions } from '../engines/ranking.js';

/** `intervalDistance` of a number the interval holds but for its letter, `bis` or staircase (`6bis` where the data lists 6). */
const SAME_NUMBER_DISTANCE = 0.5;
/** The size rank (`Catalog.placeRank`) of municipalities and their seats, county seats and București below it. */
const MUNICIPALITY_RANK = 1;
/** A word that is part of a place or says nothing of one (a label, the country): not a street or an institution left out. */
const namesNoPlace = (use: WordUse): boolean => use === false || use === 'part' || use === 'marker' || use === 'label' || use === 'country';

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
  /** The type word written is the first word of the street's name (`Calea Unirii` in Craiova is a `Strada`). */
  typeInName?: boolean;
  /** The street was chosen over namesakes of other types for its length, the type written fitting none (see `longerNamesake`). */
  longerNamesake?: boolean;
  /** The street was written by a part of its name that another street of the locality has too (see `sharesWrittenName`). */
  sharedName?: boolean;
  houseState: HouseState;
  /** The segment whose code applies (street-level codes only). */
  segment: number | undefined;
  postalCode: string;
  /** Ranking score (not the confidence). */
  rank: number;
}




/**
 * Ranking weight of a reading: its prior, less for words it leaves unexplained (`readingWorth`,
 * the reader's own measure). A word left unexplained costs more than a typing mistake: readings
 * that explain everything win.
 */
function readingWeight(ctx: EngineContext, reading: AddressReading): number {
  return readingWorth(reading.prior, reading.unused, ctx.ranking.resolution.unexplainedWord);
}

interface Plan {
  reading: AddressReading;
  /** The reading's {@link readingWeight}; placed by the postal code, the weight of a whole address (see `codePlan`). */
  weight: number;
  candidates: readonly LocalityCandidate[];
  score: number;
  /**
   * What the plan can still be worth (`potential` in {@link resolve}), worked out on first use: a plan is
   * never changed once made, and `resolve` weighs each plan three or four times (its bound, the typing
   * mistakes' bound, the order of each pass). Undefined until then.
   */
  potential: number | undefined;
}

/**
 * The candidates a reading may stand for: those of {@link inCountyGiven}; and for a street's words
 * read as a village of the commune or town marked beside it (`Str. Goleț nr. 1, com. Bucoșnița`: the
 * type word left out, the unit marked), only places of that unit: the reading is that village or
 * nothing (`Strada Fara Nume 1, Orasul Inexistent` is no village `Fărău` of another unit). None for
 * a town a neighbourhood names where a place of the neighbourhood's name is meant ({@link namesPlaceInCounty}).
 */
function candidatesOf(ctx: EngineContext, reading: AddressReading, candidates: readonly LocalityCandidate[]): readonly LocalityCandidate[] {
  if (reading.locality?.neighbourhood !== undefined && namesPlaceInCounty(ctx, reading, reading.locality)) return [];
  if (strayAfterTownLikeCounty(ctx, reading, candidates)) return [];
  if (seatBesideTownNamedAsCounty(ctx, reading, candidates)) return [];
  const held = withoutSeatOfNamedVillage(ctx, reading, withoutPlaceOfPerson(ctx, reading, inCountyGiven(candidates)));
  if (reading.admin === undefined || reading.admin.unmarked || !leavesOut(reading, 'type_word')) return held;
  return held.filter((c) => c.adminMatches === true);
}

/**
 * True when every candidate is the county's seat called by the county (the locality read is the county's code or
 * name: `CV` for Sfântu Gheorghe) and the reading's county is written bare as the whole name of another place of
 * that county (`Covasna (CV), Câmpului nr. 101`, `Câmpului 101, Covasna, CV`: the town Covasna, its county's code
 * beside it). The text then names the county twice, once as a code, and the bare name is the place: a reading
 * that has the code stand for a town no word names, and the town's name for its county, explains nothing the
 * reading of the town with its county's code does not, and its seat, whose streets the index can check where the
 * small town's it cannot, would win on the street alone. A county marked (`jud. Covasna, CV`) names no place and
 * keeps the seat; a structured county field (no words read) likewise.
 */
function seatBesideTownNamedAsCounty(ctx: EngineContext, reading: AddressReading, candidates: readonly LocalityCandidate[]): boolean {
  if (candidates.length === 0) return false;
  for (let i = 0; i < candidates.length; i++) if (candidates[i]!.countySeat !== true) return false;
  const county = reading.county?.county;
  const source = reading.county?.source;
  if (county === undefined || source === undefined || source.length === 0) return false;
  const folded = mapped(source, (w) => w.folded);
  const written = newPlacePart(folded, folded.join(' '), source, undefined, false);
  const query: LocalityQuery = { part: written, mode: 'exact', admin: undefined, county, sector: undefined, postalCode: undefined, streetWritten: false };
  return findLocalities(ctx, query).some((c) => c.countyMatches === true && c.name.edits === 0 && !c.name.reordered && c.countySeat !== true
    && !candidates.some((seat) => seat.place === c.place));
}

/**
 * True when the reading's county is a bare word that is also its seat's whole name (`Tulcea`, `Satu Mare`,
 * `Calarasi`) and the locality read is written after it and is no place of that county: the words after a
 * town named like its county are a note (`…, Tulcea; tehnician: Adrian`, `…, Satu Mare. Pian.`, `Calarasi
 * suna 07…`), not a village of another county that would correct the county the text gives. The reading
 * that takes the word for the town stands instead. A locality written before the county keeps its
 * correction (`Deva, județul Alba`).
 */
function strayAfterTownLikeCounty(ctx: EngineContext, reading: AddressReading, candidates: readonly LocalityCandidate[]): boolean {
  const county = reading.county?.source;
  const locality = reading.locality?.source;
  if (county === undefined || county.length === 0 || locality === undefined || locality.length === 0) return false;
  if (locality[0]!.start < county[county.length - 1]!.end) return false;
  for (let i = 0; i < candidates.length; i++) if (candidates[i]!.countyMatches !== false) return false;
  return namesTownLikeCounty(ctx, mapped(county, (w) => w.folded));
}

/**
 * The candidates less those in whose county the words a reading left out as a person at the text's end name a
 * place, whole and exactly (`Str. Școlii 3, Constanța, Mihail Kogălniceanu`: the commune Mihail Kogălniceanu of
 * Constanța county, whose streets the index cannot check, not an addressee of the city's Strada Școlii): a name
 * after the address is the addressee's only where it is no place of the address's county (`…, Brașov, Ion
 * Popescu`). The list itself when the reading leaves out no such words (most readings).
 */
function withoutPlaceOfPerson(ctx: EngineContext, reading: AddressReading, candidates: readonly LocalityCandidate[]): readonly LocalityCandidate[] {
  const uses = reading.uses;
  const words = reading.words;
  if (uses === undefined || words === undefined || candidates.length === 0 || uses[uses.length - 1] !== 'person') return candidates;
  let from = words.length - 1;
  while (from > 0 && uses[from - 1] === 'person' && !words[from]!.breakBefore) from--;
  const person = words.slice(from);
  const folded = mapped(person, (w) => w.folded);
  const written = newPlacePart(folded, folded.join(' '), person, undefined, false);
  const query: LocalityQuery = { part: written, mode: 'exact', admin: undefined, county: undefined, sector: undefined, postalCode: undefined, streetWritten: false };
  const catalog = ctx.catalog;
  let counties: Set<number> | undefined;
  for (const c of findLocalities(ctx, query)) if (c.name.edits === 0 && !c.name.reordered) (counties ??= new Set()).add(catalog.placeCounty(c.place));
  if (counties === undefined) return candidates;
  const held = counties;
  return candidates.filter((c) => !held.has(catalog.placeCounty(c.place)));
}

/** The most trailing words of a first field left out as a person or an institution that {@link withoutSeatOfNamedVillage} looks up as a place. */
const NAMED_VILLAGE_WORDS = 3;

/**
 * The candidates less the seat of a commune (or town), and the places named like that unit, where the first field,
 * left out as a person or an institution, names another place of it in its last words, whole and exactly (`Casă Mihai Eminescu, com.
 * Gorbănești`: the village
 * Mihai Eminescu of Gorbănești, a venue's word before it, not an addressee of the commune's seat; `Vila
 * Solomon, comuna Gârbou`): a place of the very commune the address names is what the field says, and the
 * reading that keeps it (the venue's word unexplained) is the one to answer; the seat, answered sure for a
 * field dropped as a name, would be wrong at 0.97. Only the commune's own places count, so a person named
 * like some village elsewhere stays a person (`Pop Vasile Ioan, Baia Mare`). The list itself when the reading
 * leaves out no first field as a person (most readings).
 */
function withoutSeatOfNamedVillage(ctx: EngineContext, reading: AddressReading, candidates: readonly LocalityCandidate[]): readonly LocalityCandidate[] {
  const uses = reading.uses;
  const words = reading.words;
  if (uses === undefined || words === undefined || candidates.length === 0) return candidates;
  // The first field of the address: after a label or a message's words that open the text (`Adresa: Grădinița
  // Bârlești (Iași) com. Erbiceni`, `Bună ziua, adresa mea este: …`), as where it opens the text.
  let start = 0;
  while (start < uses.length && (uses[start] === 'label' || uses[start] === 'message')) start++;
  const kind = uses[start];
  if (kind !== 'person' && kind !== 'organisation') return candidates;
  // An institution's name says its place only before a commune or town marked as such (`Grădinița Bârlești (Iași) com.
  // Erbiceni`): a school's patron is often named like some village (`Liceul Teoretic "Mihail Kogălniceanu", Smârdan`,
  // `Vama Popești, CJ`), and with no unit marked the field names no place of it.
  if (kind === 'organisation' && !markedUnit(reading)) return candidates;
  // `Loc nașterii: Slobozia; Domiciliu: Onești, str. …`: a field opening with another place's label (a birthplace, a
  // workplace) names that place, not the address's village, though a village of the town be so named.
  if (kind === 'person' && OTHER_PLACE_LABELS.some((p) => phraseAt(words, p, start))) return candidates;
  let end = start + 1;
  while (end < words.length && uses[end] === kind && !words[end]!.breakBefore) end++;
  const catalog = ctx.catalog;
  // Only the units the candidates are or are of: a field's words name villages of many communes elsewhere (`Cariera
  // de piatră Runcu, com. Țibana`: a village Piatra of a commune Runcu), and such a commune's name says nothing of
  // the candidates, though it would set aside the candidate village of that name.
  const units = new Set<number>();
  for (const c of candidates) {
    units.add(c.place);
    const parent = catalog.placeParent(c.place);
    if (parent !== undefined) units.add(parent);
  }
  let named: Map<number, number> | undefined;
  for (let from = Math.max(start, end - NAMED_VILLAGE_WORDS); from < end; from++) {
    // `Ion Bărbulești, com. Erbiceni`: given names and nothing else before the village's name make a person's whole
    // name, its surname named like the village; the addressee's, not the village (a venue's or a school's word
    // before it says a place: `Casa Radu Negru`, `Grădinița Bârlești`).
    if (kind === 'person' && from > start && givenNamesOnly(words, start, from)) continue;
    const part = words.slice(from, end);
    const folded = mapped(part, (w) => w.folded);
    const written = newPlacePart(folded, folded.join(' '), part, undefined, false);
    const query: LocalityQuery = { part: written, mode: 'exact', admin: undefined, county: undefined, sector: undefined, postalCode: undefined, streetWritten: false };
    for (const c of findLocalities(ctx, query)) {
      const parent = c.name.edits === 0 && !c.name.reordered ? catalog.placeParent(c.place) : undefined;
      if (parent !== undefined && units.has(parent)) (named ??= new Map()).set(parent, c.place);
    }
  }
  if (named === undefined) return candidates;
  const held = named;
  const unitNames = new Set<string>();
  for (const unit of held.keys()) unitNames.add(fold(catalog.placeName(unit)));
  return candidates.filter((c) => {
    const parent = catalog.placeParent(c.place);
    const village = parent === undefined ? undefined : held.get(parent);
    if (village === c.place) return true;
    // The seat of that unit, or a place named like it (the unit's name read as the locality: its village of that
    // name, a namesake in another commune); a village written as such (`punct Tudor Vladimirescu, sat Muncelu de
    // Sus, com. Mogoșești-Siret`) is what the address says, whatever the field before it names.
    if (village !== undefined && isSeatType(catalog.placeType(c.place))) return false;
    return !unitNames.has(fold(catalog.placeName(c.place)));
  });
}

/**
 * True when the answer is the seat of a commune or town marked as such (`com. Movileni`) after a first field left out
 * as an institution whose last words name, whole and exactly, a village of the answer's county that is of another
 * unit, and no place of the answer's own (`Școala Bârlești (Iași) com. Movileni`: Bârlești is a village of Erbiceni):
 * the school's village or the commune written, the text does not say which (`CONFIDENCE.villageElsewhere`). Words
 * opening with a given name are a patron's (`Școala Gimnazială Avram Iancu, com. Vidra`), no village.
 */
export function namesVillageElsewhere(ctx: EngineContext, r: Resolution): boolean {
  const reading = r.reading;
  const uses = reading.uses;
  const words = reading.words;
  if (uses === undefined || words === undefined || uses[0] !== 'organisation' || !markedUnit(reading)) return false;
  const catalog = ctx.catalog;
  // (The answer is the unit itself where its seat is named otherwise: `comuna Bârsău`, whose seat is Bârsău de Sus.)
  const parent = catalog.placeParent(r.place);
  if (parent !== undefined && !isSeatType(catalog.placeType(r.place))) return false;
  const unit = parent ?? r.place;
  const county = catalog.placeCounty(r.place);
  let end = 1;
  while (end < words.length && uses[end] === 'organisation' && !words[end]!.breakBefore) end++;
  let elsewhere = false;
  for (let from = Math.max(0, end - NAMED_VILLAGE_WORDS); from < end; from++) {
    if (isGivenName(words[from]!.folded)) continue;
    const part = words.slice(from, end);
    const folded = mapped(part, (w) => w.folded);
    const written = newPlacePart(folded, folded.join(' '), part, undefined, false);
    const query: LocalityQuery = { part: written, mode: 'exact', admin: undefined, county: undefined, sector: undefined, postalCode: undefined, streetWritten: false };
    for (const c of findLocalities(ctx, query)) {
      if (c.name.edits !== 0 || c.name.reordered || catalog.placeCounty(c.place) !== county) continue;
      if (c.place === unit || catalog.placeParent(c.place) === unit) return false;
      elsewhere = true;
    }
  }
  return elsewhere;
}

/** True when the reading's locality or its admin is a commune, town or municipality marked as such (`com. Erbiceni`, `oraș Negrești`, `Mun. Calafat`). */
function markedUnit(reading: AddressReading): boolean {
  const kind = reading.admin?.kind ?? reading.locality?.kind;
  return kind === 'comuna' || kind === 'oras' || kind === 'municipiu';
}

/** True when words `[from, to)` are all given names (`Ion`, `Maria Elena`): a person's first names. */
function givenNamesOnly(words: readonly Word[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isGivenName(words[k]!.folded)) return false;
  return true;
}

/**
 * True when the neighbourhood that names a town in `part` is also, whole and exactly, the name of a
 * place of the county written, or of the town's county when none is: that place is the one meant,
 * not the town (`{ street: 'Malu Roșu', locality: 'Malu Roșu', county: 'Prahova' }`: the village, not
 * Ploiești's Malu Roșu; `Str. Școlii 5, Viziru`: the village Viziru of Brăila county, whose streets
 * the index cannot check, not the city's Viziru, whose Strada Școlii it would find). A place of
 * another county is weighed against the town by the index (`Calea Victoriei 120, Berceni`: București,
 * not the commune Berceni of Ilfov).
 */
function namesPlaceInCounty(ctx: EngineContext, reading: AddressReading, part: PlacePart): boolean {
  const words = part.neighbourhood;
  if (words === undefined) return false;
  const town = reading.leftOut?.find((l) => l.words === words)?.towns?.[0];
  const county = reading.county?.county ?? (town === undefined ? undefined : countyByCode(town.county));
  if (county === undefined) return false;
  const written = newPlacePart(mapped(words, (w) => w.folded), part.fieldText ?? part.text, words, undefined, false);
  const query: LocalityQuery = { part: written, mode: 'exact', admin: undefined, county, sector: undefined, postalCode: undefined, streetWritten: false };
  return findLocalities(ctx, query).some((c) => c.countyMatches === true && c.name.edits === 0 && !c.name.reordered);
}

/**
 * The county written holds whenever a place of the name written is in it: the candidates of
 * other counties are dropped then, and are kept (to be corrected, reason `county`) only when
 * the county has no place of that name. A county is a constraint the user gave, not one
 * more weight that a larger namesake elsewhere, or one with street data, could outweigh
 * (`{ street: 'Petrești', locality: 'Petrești', county: 'AG' }` is the village of Argeș, not the
 * commune of Dâmbovița). A place of the county a typing mistake away from the name is not a place
 * of that name: then only the look-alikes elsewhere are dropped, and a place of the very name
 * elsewhere is weighed against it (`Deva, județul Alba, Str. Primăverii 1`: Deva of Hunedoara,
 * whose street the index finds, or the village Deve of Alba, whose street it cannot check).
 */
function inCountyGiven(candidates: readonly LocalityCandidate[]): readonly LocalityCandidate[] {
  // (Loops, not closures; and the list itself when none is to be dropped: asked of every plan.)
  let inCounty = false;
  let inCountyByName = false;
  let elsewhere = false;
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i]!;
    const matches = candidate.countyMatches;
    if (matches === true) {
      inCounty = true;
      if (candidate.name.edits === 0) inCountyByName = true;
    } else if (matches === false) elsewhere = true;
  }
  if (!inCounty || !elsewhere) return candidates;
  const out: LocalityCandidate[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i]!;
    if (candidate.countyMatches !== false || (!inCountyByName && candidate.name.edits === 0)) out.push(candidate);
  }
  return out;
}

/**
 * The words of each locality written in two words or more and found whole, exactly (abbreviations
 * written in full allowed), in the county and commune written: `Alba Iulia`, `Târgu Jiu`.
 */
function wholeNames(plans: readonly Plan[]): Array<readonly Word[]> {
  const out: Array<readonly Word[]> = [];
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i]!;
    const source = plan.reading.locality?.source;
    const top = plan.candidates[0];
    // (A county's name found as its seat, `Bistrița-Năsăud` for Bistrița, names no place whole.)
    if (source === undefined || source.length < 2 || top === undefined || top.fromPostalCode === true || top.countySeat === true) continue;
    if (top.name.edits !== 0 || top.name.reordered || top.name.initials > 0 || top.countyMatches === false || top.adminMatches === false) continue;
    out.push(source);
  }
  return out;
}

/**
 * True when the reading's locality is some of the words of a name found whole (`Iulia` of `Alba
 * Iulia`, the other word then its county, its commune or unexplained; `Jiu` of `Târgu Jiu`, found
 * as Jiul with a typing mistake): see `RESOLUTION_WEIGHT.pieceOfWholeName`.
 */
function pieceOfWhole(reading: AddressReading, wholes: ReadonlyArray<readonly Word[]>): boolean {
  const source = reading.locality?.source;
  if (source === undefined || wholes.length === 0) return false;
  // (A few words each: a look along the name, no set built.)
  return wholes.some((whole) => source.length < whole.length && source.every((w) => whole.includes(w)));
}

/**
 * The six digits of a written postal code (spaces allowed inside), if it has that shape. Five
 * digits are the code with its leading zero dropped, as a spreadsheet's number column writes the
 * codes of București, Ilfov and Giurgiu (`10093` for `010093`): no code has five digits, and the
 * zero is formatting, not a correction. A label, the country or decimals around the digits are
 * formatting too (see {@link codeDigits}).
 */
export function givenCode(text: string | undefined): GivenCode | undefined {
  if (text === undefined) return undefined;
  return { text: text.trim(), digits: codeDigits(text) };
}

/**
 * The six digits a postal code field holds, beside the words that only say what it is: its label
 * (`cod`, `CP`, `Cod poștal:`: {@link POSTAL_CODE_WORDS}), the country (`RO-500035`:
 * {@link COUNTRY_WORDS}), a number column's decimals (`500035.0`); undefined for anything else.
 */
function codeDigits(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  if (isDigits(compact, 6)) return compact;
  if (isDigits(compact, 5)) return withDroppedZero(compact);
  let digits = '';
  for (const word of fold(text.trim().replace(NUMBER_DECIMALS, '')).split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    if (/^\d+$/.test(word)) digits += word;
    else if (!POSTAL_CODE_WORDS.has(word) && !COUNTRY_WORDS.has(word)) return undefined;
  }
  return digits.length === 6 ? digits : digits.length === 5 ? withDroppedZero(digits) : undefined;
}

/** A number column's decimals after the code (`500035.0`, `500035,00`). */
const NUMBER_DECIMALS = /(?<=\d)[.,]0+$/;

/**
 * Every resolution worth comparing, best first; empty when no locality could
 * be found at all (the caller reports `locality_not_found`). `freeform`: the readings are of a
 * free-form text (a typed street alone may then place the address: `placedByStreet`).
 */
export function resolve(ctx: EngineContext, readings: readonly AddressReading[], code: GivenCode | undefined, freeform = false): Resolution[] {
  const LIMITS = ctx.ranking.limits;
  const W = ctx.ranking.resolution;
  // The readings by weight (each worked out once), likeliest first; a stable sort keeps ties in reading order.
  // (Inserted in order as they are weighed: a few readings, no arrays of indices and no comparator.)
  const ordered: AddressReading[] = [];
  const weights: number[] = [];
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i]!;
    const weight = readingWeight(ctx, reading);
    // After every reading weighed as much or more: ties keep the readings' order.
    let at = weights.length;
    ordered.push(reading);
    weights.push(weight);
    for (; at > 0 && weights[at - 1]! < weight; at--) {
      ordered[at] = ordered[at - 1]!;
      weights[at] = weights[at - 1]!;
    }
    ordered[at] = reading;
    weights[at] = weight;
  }
  if (ordered.length > LIMITS.maxReadings) {
    ordered.length = LIMITS.maxReadings;
    weights.length = LIMITS.maxReadings;
  }
  // Every field present (undefined when not written): questions of one shape are compared fastest.
  const queryOf = (reading: AddressReading, mode: 'exact' | 'fuzzy'): LocalityQuery => ({
    part: reading.locality, mode, admin: reading.admin, county: reading.county?.county, sector: reading.sector?.sector,
    postalCode: code?.digits, streetWritten: reading.street !== undefined && reading.street.words.length > 0,
  });
  // What a plan can still be worth once its street is looked for: a written street that a
  // candidate cannot check ranks like a street without data.
  const potential = (plan: Plan): number => {
    if (plan.potential !== undefined) return plan.potential;
    if (!plan.reading.street) return (plan.potential = plan.score);
    let most = 0;
    for (const c of plan.candidates) most = Math.max(most, plan.weight * c.score * (hasStreets(ctx, c.scope) ? 1 : W.noData) * neighbourhoodFit(ctx, plan.reading, c.place));
    return (plan.potential = most);
  };

  // Every reading, whole names only: cheap, and usually enough. The likeliest first, until one could
  // not come near the best plan even with its locality's best possible score: such a reading is
  // never resolved among the usual plans, nor looked up with typing mistakes first (the shares
  // below), so it is asked of the index only when the usual plans leave the address weak.
  const plans = new Map<AddressReading, Plan>();
  const bounds = resolveBounds(ctx);
  const highest = bounds.highestPlan;
  const nearShare = Math.min(LIMITS.planShare, highest / W.fuzzyCeiling);
  let top = 0;
  let unasked = ordered.length;
  const ask = (i: number): void => {
    const reading = ordered[i]!;
    if (!reading.locality && !reading.sector) return;
    const candidates = candidatesOf(ctx, reading, findLocalities(ctx, queryOf(reading, 'exact')));
    if (candidates.length === 0) return;
    const plan: Plan = { reading, weight: weights[i]!, candidates, score: weights[i]! * candidates[0]!.score, potential: undefined };
    plans.set(reading, plan);
    top = Math.max(top, potential(plan));
  };
  for (let i = 0; i < ordered.length; i++) {
    if (weights[i]! * highest < top * nearShare) {
      unasked = i;
      break;
    }
    ask(i);
  }
  // Typing mistakes, for the likeliest readings that whole names did not settle, while one could still win.
  const fuzzed = new Set<AddressReading>();
  const fuzz = (i: number): Plan | undefined => {
    const reading = ordered[i]!;
    fuzzed.add(reading);
    const had = plans.get(reading);
    const found = findLocalities(ctx, queryOf(reading, 'fuzzy'));
    if (found.length === 0) return undefined;
    const merged = new Map<number, LocalityCandidate>();
    for (const c of [...(had?.candidates ?? []), ...found]) {
      const prev = merged.get(c.place);
      if (!prev || prev.score < c.score) merged.set(c.place, c);
    }
    const candidates = candidatesOf(ctx, reading, [...merged.values()].sort((a, b) => b.score - a.score));
    if (candidates.length === 0) return undefined;
    const plan: Plan = { reading, weight: weights[i]!, candidates, score: weights[i]! * candidates[0]!.score, potential: undefined };
    plans.set(reading, plan);
    return plan;
  };
  let best = 0;
  for (const plan of plans.values()) best = Math.max(best, potential(plan));
  for (let i = 0; i < ordered.length; i++) {
    const reading = ordered[i]!;
    if (fuzzed.size >= LIMITS.maxFuzzyReadings || weights[i]! * W.fuzzyCeiling <= best) break;
    if (!reading.locality) continue;
    const had = plans.get(reading);
    if (had && potential(had) >= weights[i]! * W.fuzzyCeiling) continue;
    const plan = fuzz(i);
    if (plan) best = Math.max(best, potential(plan));
  }

  // The postal code says where the address is: when no locality was named or found, and beside
  // the localities found when a reading has a street and no locality (`Strada George Coșbuc nr 64
  // - 600231`: `Coșbuc` is also a village; the code settles it). A sector names its place, București,
  // as a locality does (`…, Sector 6, București 537095`: the street is looked for there, not at the code's village).
  const streetOnly = ordered.find((r) => r.street !== undefined && !r.locality && !r.sector);
  let codePlan: Plan | undefined;
  if (code?.digits && (plans.size === 0 || streetOnly)) {
    const place = ctx.catalog.postalCodePlace(Number(code.digits));
    const reading = streetOnly ?? ordered.find((r) => r.street !== undefined) ?? ordered[0];
    if (place >= 0 && reading) {
      const relations = placeRelations(ctx);
      const city = place === relations.bucharest;
      codePlan = {
        reading,
        // Placed by the code, the street-only reading is the whole address, not a fallback.
        weight: readingWorth(1, reading.unused, W.unexplainedWord),
        candidates: [codeCandidate(place, city ? relations.sectors : [place], city, W.placedByCode)],
        score: W.placedByCode,
        potential: undefined,
      };
    }
  }
  // `every`: past the usual cut-offs, when the likeliest plans did not confirm the address.
  let cutPlans = false;
  // What this call works out once: streets found, and what each reading resolved to in each candidate locality.
  const once: ResolveOnce = { streets: new StreetSearches(), resolved: [], bounds, deferred: [] };
  // A typed street with its number that nothing written places (see `placedByStreet`): no code, and
  // no locality found that could check a street.
  // (Free-form text only: a structured `locality` field is the town the sender meant, which the street does not overrule.)
  const streetPlan = freeform && code?.digits === undefined && !checksAStreet(ctx, plans.values()) ? placedByStreet(ctx, ordered, once) : undefined;
  const resolveAll = (every: boolean): Resolution[] => {
    // By what each plan can still be worth: a locality that cannot check the street written
    // (`zalau avram iancu 5`: the communes Avram Iancu) must not crowd out one that can (Zalău).
    // A name found whole is not read in pieces (`Alba Iulia`: not the village Iulia of Tulcea).
    // (One array of the plans, read twice, indexed: no iterator of the map for each read.)
    const planArray = [...plans.values()];
    const wholes = wholeNames(planArray);
    const planList = mapped(planArray, (plan) => {
      if (!pieceOfWhole(plan.reading, wholes)) return { plan, worth: potential(plan) };
      const piece: Plan = { reading: plan.reading, weight: plan.weight * W.pieceOfWholeName, candidates: plan.candidates, score: plan.score * W.pieceOfWholeName, potential: undefined };
      return { plan: piece, worth: potential(piece) };
    });
    if (codePlan) planList.push({ plan: codePlan, worth: codePlan.score });
    if (streetPlan) planList.push({ plan: streetPlan, worth: streetPlan.weight * streetPlan.score });
    planList.sort((a, b) => b.worth - a.worth);
    const out: Resolution[] = [];
    if (planList.length === 0) return out;
    once.deferred.length = 0;
    const top = planList[0]!.worth;
    let resolvedCount = 0;
    planList.forEach(({ plan, worth }, i) => {
      const usual = i < LIMITS.maxPlans && worth >= top * LIMITS.planShare;
      // Past the cut-offs, only plans whose place fits what else was written (its county, or the county
      // around it written so: `Berceni, București`; its commune).
      const first = plan.candidates[0]!;
      const fits = (first.countyMatches !== false || first.inSuburbs) && first.adminMatches !== false;
      if (!usual && !(every && fits)) return;
      resolvePlan(ctx, plan, code, out, once);
      resolvedCount++;
    });
    cutPlans = resolvedCount < planList.length;
    typeWordsOfPlaceNames(ctx, out);
    out.sort((a, b) => b.rank - a.rank);
    // The candidates left unresolved by the bound rank below every rival's share of the best, so
    // only the best reading's own are read (`namesakes` in verify.ts): those are resolved now.
    const bestReading = out[0]?.reading;
    let late = false;
    for (const d of once.deferred) {
      if (d.reading !== bestReading) continue;
      resolveOnce(ctx, d.reading, d.locality, d.weight, code, out, once);
      late = true;
    }
    if (late) out.sort((a, b) => b.rank - a.rank);
    return out;
  };
  let out = resolveAll(false);
  // The whole names found did not confirm the rest of the address (`Strada Bacau Gclati Galati`:
  // Galați is found whole, but then `Bacau Gclati` is no street of it): the readings not yet
  // looked up with typing mistakes may still do better.
  const reached = out[0]?.rank ?? 0;
  let more = false;
  // Only when the best answer leaves its street unconfirmed or placed by the code alone: a
  // village whose street cannot be checked is not a reason to look further.
  const weak = !out[0] || out[0].locality.fromPostalCode === true || out[0].streetState === 'not_found'
    || (out[0].street !== undefined && (out[0].street.extra > 0 || out[0].street.edits > 0))
    // An untyped name taken as the street of a commune without street data may be one of its
    // villages mistyped (`Orheiu Bistritie nr 50 com Cetate`).
    || (out[0].streetState === 'no_data' && out[0].reading.street?.typeText === '')
    // In another county than the one written, its commune not written with it (`… asigurat: Ciobanu Marian, adresa: str.
    // Păcii nr. 112, Solac, jud. Suceava`: the village Ciobanu of Constanța from the surname): the county written holds
    // while a place of the words in it may still be found, with a typing mistake (Solca), as the second chance below
    // looks for in that county only. (With its commune, `Vasad Curtuiseni Alba`, the county is the one mistaken; fix132.)
    || (out[0].reading.county?.county !== undefined && out[0].locality.countyMatches === false && !out[0].locality.inSuburbs && out[0].locality.adminMatches !== true);
  // Weak: the readings left unasked are asked now (each would have been a plan cut from the usual ones).
  if (weak) {
    const had = plans.size;
    for (let i = unasked; i < ordered.length; i++) ask(i);
    if (plans.size > had) cutPlans = true;
  }
  for (let i = 0; i < ordered.length; i++) {
    const reading = ordered[i]!;
    if (!weak || fuzzed.size >= LIMITS.maxFuzzyReadings + LIMITS.maxLateFuzzyReadings || weights[i]! * W.fuzzyCeiling <= reached) break;
    if (!reading.locality || fuzzed.has(reading)) continue;
    const plan = fuzz(i);
    if (!plan) continue;
    // A second chance stays in the county written (or the county around it written so, `inSuburbs`):
    // it must not trade the county for a look-alike.
    if (reading.county?.county) {
      const inCounty = plan.candidates.filter((c) => c.countyMatches !== false || c.inSuburbs);
      if (inCounty.length === 0) {
        plans.delete(reading);
        continue;
      }
      plans.set(reading, { reading, weight: weights[i]!, candidates: inCounty, score: weights[i]! * inCounty[0]!.score, potential: undefined });
    }
    more = true;
  }
  // `CALEA CHIOJDULUI, BUZAU`: the likeliest plan (a street of Buzău city) finds no such street;
  // a less likely one (the village Calea Chiojdului of Buzău county) may confirm the address.
  if (more || (weak && cutPlans)) out = resolveAll(true);
  return out;
}

/**
 * Ranks down (`RESOLUTION_WEIGHT.typeWordOfPlaceName`) each street found of another type than the
 * type word written where a resolution of the same search reads the same words, type word included,
 * as a place of the county written whose whole name they are, exactly (`Colonia 1 Mai, Brașov`: the
 * village, not Brașov's Strada 1 Mai): the type word that fits no street is the name's first word.
 * The resolution ranked down is replaced in `out` by a copy: the one {@link resolveIn} made is kept
 * as made (`ResolveOnce` hands the same objects to the second pass, which ranks them down again: a
 * rank changed in place would be ranked down once for each pass).
 */
export function typeWordsOfPlaceNames(ctx: EngineContext, out: Resolution[]): void {
  for (let i = 0; i < out.length; i++) {
    const r = out[i]!;
    const written = r.reading.street;
    // (Only a type word that the street found does not have: `typeMatches` false; a type word read into its name is no mistake.)
    if (r.street?.typeMatches !== false || r.typeInName || written?.source === undefined || written.typeText === '') continue;
    const source = written.source;
    const place = out.find((q) => q.street === undefined && q.locality.countyMatches === true && q.locality.name.how === 'exact'
      && q.locality.name.edits === 0 && !q.locality.name.reordered && q.locality.name.initials === 0 && q.locality.name.otherName === undefined
      && sameSource(q.reading.locality?.source, source) && fold(ctx.catalog.placeName(q.locality.place)) === foldedWords(source));
    if (place !== undefined) out[i] = ranked(r, r.rank * ctx.ranking.resolution.typeWordOfPlaceName);
  }
}

/** A copy of `r` at `rank`, every field in {@link resolveIn}'s `make` order (one shape for the code that reads them). */
function ranked(r: Resolution, rank: number): Resolution {
  return {
    reading: r.reading, locality: r.locality, place: r.place, localityHasStreets: r.localityHasStreets, street: r.street, streetState: r.streetState,
    house: r.house, absorbed: r.absorbed, typeInName: r.typeInName, longerNamesake: r.longerNamesake, sharedName: r.sharedName,
    houseState: r.houseState, segment: r.segment, postalCode: r.postalCode, rank,
  };
}

/** True when `a` is the very words `b` (the same words of one text). */
function sameSource(a: readonly Word[] | undefined, b: readonly Word[]): boolean {
  return a !== undefined && a.length === b.length && a.every((w, i) => w === b[i]);
}

/** The folded words joined as a folded name joins them (one space). */
function foldedWords(words: readonly Word[]): string {
  return words.map((w) => w.folded).join(' ');
}

/** True when some plan has a candidate that can check a street (a town with street data). */
function checksAStreet(ctx: EngineContext, plans: Iterable<Plan>): boolean {
  for (const plan of plans) for (const c of plan.candidates) if (hasStreets(ctx, c.scope)) return true;
  return false;
}

/** The most readings with a street {@link placedByStreet} looks at: the likeliest few. */
const STREET_PLAN_READINGS = 6;

/**
 * The plan of a typed street with its house number, placed in the one town that holds a street of
 * that type and name with the number in range (`Sos. Berceni 44, bl. 3`: București), the reading's
 * locality and commune words (when it had any) left unexplained: `RESOLUTION_WEIGHT.placedByStreet`.
 * Undefined when no reading has such a street, or when two towns or none hold it.
 */
function placedByStreet(ctx: EngineContext, ordered: readonly AddressReading[], once: ResolveOnce): Plan | undefined {
  const W = ctx.ranking.resolution;
  const runWords = ctx.ranking.limits.unexplainedRunWords;
  // A run left unexplained costs as `unexplainedRunWords` words at most (`run-options.ts`): the same here.
  const giveBack = (part: PlacePart | undefined): number => {
    const n = part?.words.length ?? 0;
    return n > runWords ? W.unexplainedWord ** (runWords - n) : 1;
  };
  const asked: Array<{ street: StreetPart; towns: readonly LocalityCandidate[] }> = [];
  let best: Plan | undefined;
  let looked = 0;
  for (const reading of ordered) {
    const street = reading.street;
    if (street?.source === undefined || street.typeText === '' || street.typeAny || street.words.length === 0 || reading.sector || reading.postalCode) continue;
    const number = reading.house?.query;
    if (number === undefined || number.number === NO_NUMBER || cutsStreetRun(reading, street)) continue;
    if (++looked > STREET_PLAN_READINGS) break;
    let known = asked.find((a) => a.street === street || (a.street.typeId === street.typeId && sameWords(a.street.words, street.words)));
    if (known === undefined) {
      known = { street, towns: streetTowns(ctx, street, reading.county?.county?.code) };
      asked.push(known);
    }
    if (known.towns.length === 0) continue;
    const unused = reading.unused + (reading.locality?.words.length ?? 0) + (reading.admin?.words.length ?? 0);
    // A street-only reading was weighed as a fallback (`streetOrCodeOnly`); placed, it is the whole address.
    const prior = reading.locality === undefined && reading.admin === undefined
      ? reading.prior / ctx.ranking.reading.streetOrCodeOnly
      : reading.prior * giveBack(reading.locality) * giveBack(reading.admin);
    const weight = readingWorth(prior, unused, W.unexplainedWord);
    if (best !== undefined && best.weight >= weight) continue;
    const alone = copyReading(reading, unused, prior);
    alone.locality = undefined;
    alone.admin = undefined;
    // The towns where the street is whole and holds the number: the street is all that places the
    // address (two or three: each a candidate, the larger first, and the answer is ambiguous).
    const holding = known.towns.filter((town) => {
      const scratch: Resolution[] = [];
      resolveIn(ctx, alone, town, weight * town.score, undefined, scratch, once.streets);
      return scratch.some((r) => r.streetState === 'found' && r.street !== undefined && isWhole(r.street) && r.houseState === 'contained');
    });
    if (holding.length === 0) continue;
    best = { reading: alone, weight, candidates: holding, score: holding[0]!.score, potential: undefined };
  }
  return best;
}

/**
 * True when the word right after the street's is the reading's locality or commune with no comma
 * between (`Str. Mihai Eminescu 5` read as the street `Mihai` of a place `Eminescu`): left unexplained,
 * those words would leave the street written cut short.
 */
function cutsStreetRun(reading: AddressReading, street: StreetPart): boolean {
  const words = reading.words;
  const last = street.source?.[street.source.length - 1];
  if (words === undefined || last === undefined) return false;
  const next = words[words.indexOf(last) + 1];
  if (next === undefined || next.breakBefore) return false;
  return (reading.locality?.source?.includes(next) ?? false) || (reading.admin?.source?.includes(next) ?? false);
}

/** The most towns {@link streetTowns} gives: a street name more towns have is no sign of one. */
const STREET_PLAN_TOWNS = 3;

/**
 * The towns (București as a whole for its sectors) holding a street of the type and every name word
 * written, exactly, in the county written if any; none when more than {@link STREET_PLAN_TOWNS} do in the whole country.
 */
function streetTowns(ctx: EngineContext, street: StreetPart, countyCode: string | undefined): LocalityCandidate[] {
  const { catalog } = ctx;
  const relations = placeRelations(ctx);
  const towns = findWholeStreetPlaces(ctx, street.words, {
    typeId: street.typeId,
    placeOf: (place) => catalog.isSector(place) ? relations.bucharest : place,
    most: STREET_PLAN_TOWNS,
  });
  // Counted in the whole country, then kept in the county written: a name common elsewhere (`Str. Morii`)
  // is no sign of a town even where the county has it once (`Str. Morii 75 Orlat jud Alba`: Orlat, not Alba Iulia).
  const kept = countyCode === undefined ? towns : towns.filter((town) => catalog.countyCode(catalog.placeCounty(town)) === countyCode);
  return mapped(kept, (town) => {
    const city = town === relations.bucharest;
    return streetTownCandidate(town, city ? relations.sectors : [town], city, ctx.ranking.resolution.placedByStreet);
  });
}

/** True when two lists of folded words are the same. */
function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/**
 * What one `resolve` call works out once. The second pass (`every`) resolves the first pass's plans
 * again, and a plan looked up again with typing mistakes keeps the candidates it had (the same
 * objects, shared by the locality memo): what a reading resolves to in a candidate depends on
 * nothing but the two, the weight and the code written, and no resolution is changed once made, so
 * each is made once (`resolved`, a short list: a call resolves a few readings in a few places).
 * Readings that differ elsewhere ask for the same street in the same place (`streets`).
 */
interface ResolveOnce {
  streets: StreetSearches;
  resolved: Array<{ locality: LocalityCandidate; reading: AddressReading; weight: number; resolutions: Resolution[] }>;
  bounds: ResolveBounds;
  /** The candidates of this pass that {@link resolvePlan} left unresolved: no rank of theirs could be read (see {@link ResolveBounds}). */
  deferred: Array<{ reading: AddressReading; locality: LocalityCandidate; weight: number }>;
}

/**
 * What `resolve` bounds its work by, worked out once per ranking table (`IndexState.resolveBounds`).
 * A candidate locality is given a weight (its reading's, its score, the neighbourhood's fit), and no
 * resolution {@link resolveIn} makes of it ranks above that weight times `rankCeiling`; what reads
 * the resolutions below the best reads only those within `rivalFloor` of it (the rivals of
 * verify.ts and verify-rivals.ts), but for the best reading's own (`namesakes`). So a candidate
 * whose weight times the ceiling is below the floor's share of a rank already reached changes
 * nothing read, unless its reading turns out the best's: it is resolved then.
 */
export interface ResolveBounds {
  /** The table these are of. */
  readonly ranking: RankingOptions;
  /** The most a plan can be worth: `highestLocalityScore`, and a street without data not below it. */
  readonly highestPlan: number;
  /** The most a resolution's rank can be of the weight its candidate is resolved at (Infinity: no bound known). */
  readonly rankCeiling: number;
  /** The least share of the best rank at which a resolution of another reading is read. */
  readonly rivalFloor: number;
}

/** {@link ResolveBounds} of the context's ranking table, worked out on first use and kept in the index's state. */
function resolveBounds(ctx: EngineContext): ResolveBounds {
  const known = ctx.state.resolveBounds;
  if (known !== undefined && known.ranking === ctx.ranking) return known;
  const made = boundsOf(ctx.ranking);
  ctx.state.resolveBounds = made;
  return made;
}

/** The bounds of one ranking table (see {@link ResolveBounds}): each factor {@link resolveIn} multiplies a weight by, at its most. */
export function boundsOf(ranking: RankingOptions): ResolveBounds {
  const W = ranking.resolution;
  const L = ranking.limits;
  // A street's score is a product of the street weights (some raised to a count): at most 1 while none is above 1.
  const street = Object.values(ranking.street).every((v) => v <= 1) ? 1 : Infinity;
  const found = street * Math.max(1, W.exactText) * Math.max(1, W.longerNamesake) * Math.max(1, W.numberOtherSuffix, W.nearestNumber, W.otherPartCode);
  const rankCeiling = Math.max(1, W.writtenCode) * Math.max(1, W.noStreetInStreetLocality, W.noData, W.untypedNoData, W.streetNotFound, found);
  const rivalFloor = Math.min(L.ambiguityMargin, L.placeRivalShare, L.initialRivalShare, L.ambiguityMargin / W.longerNamesake);
  return { ranking, highestPlan: highestLocalityScore(ranking.locality) * Math.max(1, W.noData), rankCeiling, rivalFloor };
}

/** Relative slack for the bound's comparison: ranks are products taken in another order than the bound's. */
const BOUND_SLACK = 1 + 1e-9;

/** {@link resolveIn}, or what it gave for the same reading, candidate and weight in this `resolve` (see {@link ResolveOnce}). */
function resolveOnce(ctx: EngineContext, reading: AddressReading, locality: LocalityCandidate, weight: number, code: GivenCode | undefined, out: Resolution[], once: ResolveOnce): void {
  for (const known of once.resolved) {
    if (known.locality !== locality || known.reading !== reading || known.weight !== weight) continue;
    for (const r of known.resolutions) out.push(r);
    return;
  }
  const from = out.length;
  resolveIn(ctx, reading, locality, weight, code, out, once.streets);
  once.resolved.push({ locality, reading, weight, resolutions: out.slice(from) });
}

/** The resolutions of one plan, added to `out`: its candidate localities by what they can still be worth. */
function resolvePlan(ctx: EngineContext, plan: Plan, code: GivenCode | undefined, out: Resolution[], once: ResolveOnce): void {
  const LIMITS = ctx.ranking.limits;
  const W = ctx.ranking.resolution;
  const weight = plan.weight;
  // With a street written, a candidate that can check it comes first.
  const streetWritten = plan.reading.street !== undefined && plan.reading.street.words.length > 0;
  const worth = (c: LocalityCandidate): number => c.score * (streetWritten && !hasStreets(ctx, c.scope) ? W.noData : 1);
  const candidates = plan.candidates.length > 1 ? [...plan.candidates].sort((a, b) => worth(b) - worth(a)) : plan.candidates;
  const bestWorth = worth(candidates[0]!);
  const most = Math.min(candidates.length, LIMITS.maxLocalityCandidates);
  const { rankCeiling, rivalFloor } = once.bounds;
  for (let i = 0; i < most; i++) {
    const candidate = candidates[i]!;
    if (worth(candidate) < bestWorth * LIMITS.candidateShare) break;
    const at = weight * candidate.score * neighbourhoodFit(ctx, plan.reading, candidate.place);
    // Branch and bound: a candidate that cannot come within the rivals' share of a rank reached waits (see `ResolveBounds`).
    if (at * rankCeiling * BOUND_SLACK < highestRank(out) * rivalFloor) {
      once.deferred.push({ reading: plan.reading, locality: candidate, weight: at });
      continue;
    }
    resolveOnce(ctx, plan.reading, candidate, at, code, out, once);
  }
}

/**
 * `RESOLUTION_WEIGHT.neighbourhoodElsewhere` when the reading leaves out a neighbourhood the
 * vocabulary knows (its `towns`) and `place` is in none of them (`Rahova, Str. X 5` read as an
 * address of a town that has no Rahova), else 1.
 */
function neighbourhoodFit(ctx: EngineContext, reading: AddressReading, place: number): number {
  // (Only one the reader read at the known prior: others cost as an unknown neighbourhood already.)
  if (reading.leftOut === undefined) return 1;
  for (const left of reading.leftOut) if (left.towns !== undefined && !left.towns.some((town) => inTown(ctx, place, town))) return ctx.ranking.resolution.neighbourhoodElsewhere;
  return 1;
}

/** True when `place` is the town, or a locality of its unit (București: any place of its county). */
function inTown(ctx: EngineContext, place: number, town: NeighbourhoodTown): boolean {
  const { catalog } = ctx;
  if (catalog.countyCode(catalog.placeCounty(place)) !== town.county) return false;
  if (town.county === BUCHAREST_CODE) return true;
  if (fold(catalog.placeName(place)) === town.town) return true;
  const unit = catalog.placeParent(place);
  return unit !== undefined && fold(catalog.placeName(unit)) === town.town;
}

/**
 * The type word written as a word of a name: as written (`Calea`), or in full when abbreviated
 * (`P-ța`, `Fund.`, `Prel.`: Piața, Fundătura, Prelungirea); undefined when no name has it.
 */
function typeWordOfName(ctx: EngineContext, typeText: string, typeId: number): string | undefined {
  for (const written of [typeText, streetTypeById(typeId)?.article ?? '']) {
    const w = fold(written);
    if (w !== '' && !w.includes(' ') && ctx.tokens.exact(w) >= 0) return w;
  }
  return undefined;
}

/** The street has every word written and no other. */
function hasEveryWord(c: StreetCandidate): boolean {
  return c.extra === 0 && c.missing === 0 && c.missingGiven === 0;
}

/** The street has every word written and no other, without typing mistakes. */
function isWhole(c: StreetCandidate): boolean {
  return c.edits === 0 && hasEveryWord(c);
}

/**
 * When the house number and the block written (`3 bl 4`) are each held by an interval of the
 * street with its own code, the one of the two that `matchHouseNumber` did not take (it takes the
 * narrower interval): one of them is mistyped or misfiled, and the text does not say which.
 */
function otherPartCode(ctx: EngineContext, street: number, query: HouseNumberQuery, taken: string): NumberMatch | undefined {
  if (query.block === undefined || query.house === undefined) return undefined;
  for (const part of [{ ...query, block: undefined }, { ...query, house: undefined, number: NO_NUMBER, suffix: '' }]) {
    const m = matchHouseNumber(ctx.catalog, street, part);
    if (m !== undefined && m.contained && m.postalCode !== taken) return m;
  }
  return undefined;
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

/**
 * True when the type written does not tell `candidate` from other streets
 * of other types that fit the words as well (no type written and none of
 * them a Strada, or a type none of them has), and `candidate` is the longest
 * of them by far (`W.longerNamesakeCodes` times the postal codes of each):
 * `Str. Mihai Bravu 200` is Șoseaua Mihai Bravu rather than Intrarea Mihai Bravu.
 */
function longerNamesake(ctx: EngineContext, streets: readonly StreetCandidate[], candidate: StreetCandidate): boolean {
  const W = ctx.ranking.resolution;
  if (candidate.typeMatches === true) return false;
  const typeId = ctx.catalog.streetTypeId(candidate.street);
  // With no type written, a Strada is what was left out as much as it is the longer street: its
  // length does not say which (`Pacea 9, Botoșani`: Strada Pacea or Aleea Pacea, both with a 9).
  if (candidate.typeMatches === undefined && typeId === STRADA_TYPE_ID) return false;
  let longest = 0;
  for (const other of streets) {
    if (other === candidate) continue;
    // A street of the type written, found at least as well, is told by the type: it fits better than
    // the candidate (its score does not pay another type's cost), so it is no tie to skip
    // (`Bucium Street 34`: Strada Bucium, not the longer Șoseaua Bucium).
    if (other.typeMatches === true && other.score >= candidate.score) return false;
    if (other.score !== candidate.score) continue;
    const otherType = ctx.catalog.streetTypeId(other.street);
    // A street of the same type is the same street in another sector (Șoseaua Mihai Bravu), not a rival.
    if (otherType === typeId) continue;
    // With no type written, a Strada of the name is what was left out (`Bucium 25`: Strada, not Șoseaua Bucium).
    if (other.typeMatches === true || (other.typeMatches === undefined && otherType === STRADA_TYPE_ID)) return false;
    // Its postal codes say how long it is: how many addresses lie on it.
    longest = Math.max(longest, streetCodes(ctx, other.street).size);
  }
  return longest > 0 && streetCodes(ctx, candidate.street).size >= longest * W.longerNamesakeCodes;
}

/**
 * True when `candidate` was written by a part of its name (`Strada Popa` for Strada Sublocotenent
 * Popa), or in another form of its words, and another street found, of a type the type written does not rule out, has every word
 * written too (Strada Ștefan Popa): what was written does not say which, whatever the ranking
 * prefers (a title left out costs less than a given name).
 */
function sharesWrittenName(ctx: EngineContext, streets: readonly StreetCandidate[], candidate: StreetCandidate): boolean {
  // (Written whole, or only inflected: `Strada Roman` for Strada Romanului, with Strada Episcop Ciorogariu Roman beside it.)
  if ((candidate.uncovered.length === 0 && !candidate.variant) || streets.length < 2) return false;
  const key = streetKey(ctx, candidate.street);
  return streets.some((o) => o !== candidate && o.extra === 0 && o.edits === 0 && (o.typeMatches !== false || candidate.typeMatches === false)
    // The same name in another sector is the same street (its codes are the candidates), not a rival.
    && streetKey(ctx, o.street) !== key);
}

/** Most names looked up with the Romanian letters put back, for one street written (each word's restorings combined). */
const MAX_RESTORED_STREET_NAMES = 4;

/**
 * The street's words written with the Romanian letters put back that an export dropped, by the words
 * of the streets of `scope` (`matchers/dropped-letters.ts`; `Prului`: Părului, Pârâului), at most
 * {@link MAX_RESTORED_STREET_NAMES} names; none when no word lost any.
 */
function streetWordsRestored(ctx: EngineContext, scope: readonly number[], words: readonly string[]): string[][] {
  let names: string[][] = [[]];
  let restored = false;
  for (const word of words) {
    const options: string[] = [];
    for (const place of scope) {
      for (const token of restoredInPlaceStreets(ctx.catalog, ctx.tokens, ctx.state.droppedStreetLetters, ctx.state.droppedWords, place, word)) {
        const text = ctx.tokens.text(token);
        if (!options.includes(text)) options.push(text);
      }
    }
    if (options.length > 0) restored = true;
    else options.push(word);
    const next: string[][] = [];
    for (const name of names) for (const option of options) if (next.length < MAX_RESTORED_STREET_NAMES) next.push([...name, option]);
    names = next;
  }
  return restored ? names : [];
}

/** The highest rank of the resolutions made so far (0 for none). */
function highestRank(out: readonly Resolution[]): number {
  let most = 0;
  for (let i = 0; i < out.length; i++) most = Math.max(most, out[i]!.rank);
  return most;
}

/** The best score of a list of streets found. */
function highestScore(streets: readonly StreetCandidate[]): number {
  let best = 0;
  for (const c of streets) best = Math.max(best, c.score);
  return best;
}

function hasStreets(ctx: EngineContext, scope: readonly number[]): boolean {
  for (const p of scope) if (ctx.catalog.placeHasStreets(p)) return true;
  return false;
}

/** The resolutions of one reading in one candidate locality, added to `out`. */
function resolveIn(ctx: EngineContext, reading: AddressReading, locality: LocalityCandidate, weight: number, code: GivenCode | undefined, out: Resolution[], streetSearches: StreetSearches): void {
  const STREET_WEIGHT = ctx.ranking.street;
  const LIMITS = ctx.ranking.limits;
  const W = ctx.ranking.resolution;
  const catalog = ctx.catalog;
  const codeBonus = (postalCode: string): number => (code?.digits !== undefined && postalCode === code.digits ? W.writtenCode : 1);
  const ownCode = locality.city ? '' : catalog.placePostalCode(locality.place);
  const withStreets = hasStreets(ctx, locality.scope);
  // Every resolution is made by `make`, all fields in one order: the index makes thousands a
  // second, and objects spread from objects of varied shapes cost a tenth of this function's time.
  const make = (
    place: number, street: StreetCandidate | undefined, streetState: StreetState, house: HousePart | undefined, absorbed: string | undefined,
    typeInName: boolean, longerNamesake: boolean, houseState: HouseState, segment: number | undefined, postalCode: string, rank: number, sharedName = false,
  ): Resolution => ({
    reading, locality, place, localityHasStreets: withStreets, street, streetState, house, absorbed, typeInName, longerNamesake, sharedName, houseState, segment, postalCode, rank,
  });
  // A town whose codes are per street has no code of its own (the one SIRUTA gives it is one
  // street's): without a street found there, its code is only partly known, unless the user wrote
  // one of its codes.
  const townCode = (): string => {
    if (code?.digits !== undefined && (locality.fromPostalCode || locality.scope.includes(catalog.postalCodePlace(Number(code.digits))))) return code.digits;
    return withStreets ? localityCode(ctx, locality.city ? placeRelations(ctx).bucharest : locality.place) : ownCode;
  };
  const street = reading.street;
  if (!street || street.words.length === 0) {
    // No street: the locality's own code; a place with street data then is only partly confirmed.
    // Placed by its postal code alone, the address keeps that code (it may be a street's).
    // (A municipality's name, all that is written, means the city: `Iași` is not the village Iași
    // of Brașov, though only the village has a code of its own.)
    const postalCode = townCode();
    // (Building details alone, `bl. 12, ap. 3, Iași`, say nothing of which place; a house number may be a street's.)
    const cityAlone = reading.unused === 0 && (reading.house === undefined || reading.house.query?.number === NO_NUMBER) && locality.name.edits === 0 && catalog.placeRank(locality.place) <= MUNICIPALITY_RANK
      && (reading.uses === undefined || reading.uses.every(namesNoPlace));
    const partly = withStreets && !cityAlone ? W.noStreetInStreetLocality : 1;
    out.push(make(locality.place, undefined, 'absent', reading.house, undefined, false, false, 'not_needed', undefined, postalCode, weight * partly * codeBonus(postalCode)));
    return;
  }
  // The street and locality fields read swapped are believed only where the data finds the street
  // in the town: a village's name read as a street of its commune is the fields as sent, misread.
  if (reading.streetSwapped !== undefined && !withStreets) return;
  if (!withStreets) {
    // Ranked below a street found with a mistake or two: a reading that the data confirms wins.
    const noData = street.typeText === '' ? W.untypedNoData : W.noData;
    out.push(make(locality.place, undefined, 'no_data', reading.house, undefined, false, false, 'not_needed', undefined, ownCode, weight * noData * codeBonus(ownCode)));
    return;
  }

  let house = reading.house;
  let absorbed: string | undefined;
  let streets = streetSearches.find(ctx, locality.scope, { typeId: street.typeId, anyType: street.typeAny, words: street.words });
  // `Str. Răscoala 1907`, `Strada Orizont 12`: a bare number may end the street's name.
  const bare = house?.bare ? house.bareWord : undefined;
  if (bare !== undefined && ctx.tokens.exact(bare) >= 0) {
    const withNumber = streetSearches.find(ctx, locality.scope, { typeId: street.typeId, anyType: street.typeAny, words: [...street.words, bare] });
    const top = withNumber[0];
    if (top && top.extra === 0 && (streets.length === 0 || top.score >= streets[0]!.score)) {
      streets = withNumber;
      absorbed = house!.bareText;
      const rest = house!.withoutBare;
      // Every field, as the reader's house parts have them: one shape for the code that reads them (V8's maps).
      house = rest === undefined ? undefined : { text: rest, source: undefined, query: parseHouseNumber(rest), bare: false, bareWord: undefined, bareText: undefined, withoutBare: undefined, fieldText: undefined, movedToStreet: undefined };
    }
  }
  // `Calea Unirii` in Craiova is Strada Calea Unirii: the type word written may begin the name.
  let typeInName = false;
  // Tried only when the street found lacks words (`Calea` of its name), is of another type than
  // written (`Piața Amzei` is Strada Piața Amzei, not Intrarea Amzei) or none was found: a street
  // found with a typing mistake is no reason to look again.
  const typeWord = street.typeText !== '' && absorbed === undefined && (streets.length === 0 || streets[0]!.missing > 0 || streets[0]!.typeMatches === false)
    ? typeWordOfName(ctx, street.typeText, street.typeId)
    : undefined;
  if (typeWord !== undefined) {
    // The type word is then a word of the name, not a type written: a street of the type written
    // with the rest of the name (`Drumul la Roșu`, a Drum) still wins a tie over one that has the
    // word in its name (`Intrarea Drumul la Roșu`).
    const named = streetSearches.find(ctx, locality.scope, { typeId: 0, anyType: false, words: [typeWord, ...street.words] })
      .map((c) => (catalog.streetTypeId(c.street) === street.typeId ? c : rescored(c, c.score * STREET_WEIGHT.typeInNameOtherType)))
      .sort((a, b) => b.score - a.score || a.street - b.street);
    const top = named[0];
    // Typing mistakes are allowed (`Podul Giurigului`): the scores decide between the readings.
    if (top && hasEveryWord(top) && (streets.length === 0 || top.score > streets[0]!.score)) {
      streets = named;
      typeInName = true;
    }
  }
  // `Str. Drumul Taberei`: a type word opening the name may be the street's own type (Drumul
  // Taberei is a Drum), the type written before it a habit; so too a second type word, which the
  // street found then has as a word too many (`Str. Bulevardul George Enescu`, a type column glued
  // to a street that has its type).
  const inner = street.words.length > 1 && !typeInName && absorbed === undefined
    && (streets.length === 0 || streets[0]!.typeMatches !== true || streets[0]!.missing > 0 || streets[0]!.extra > 0)
    ? matchStreetTypePrefix(street.words, 0)
    : undefined;
  if (inner) {
    const typed = streetSearches.find(ctx, locality.scope, { typeId: inner.typeId, anyType: false, words: street.words.slice(inner.length) });
    const top = typed[0];
    if (top && isWhole(top) && top.typeMatches === true && (streets.length === 0 || top.score > streets[0]!.score)) streets = typed;
  }
  // `Str. Drmneti 46, Piatra-Neam`: the name's words as an export to ASCII left them, without ă â î ș ț;
  // the town found says which words they were (Dărmănești), at one typing mistake for the name. A
  // restored name as good as one found with a mistake is its rival (`Oelari`: Olari, Oțelari).
  if ((streets.length === 0 || streets[0]!.edits > 0 || streets[0]!.extra > 0) && !typeInName && absorbed === undefined) {
    let again: StreetCandidate[] = [];
    for (const words of streetWordsRestored(ctx, locality.scope, street.words)) {
      for (const c of streetSearches.find(ctx, locality.scope, { typeId: street.typeId, anyType: street.typeAny, words })) {
        if (c.extra === 0) again.push({ ...c, edits: c.edits + 1, score: c.score * STREET_WEIGHT.perEdit });
      }
    }
    if (again.length > 0 && (streets.length === 0 || highestScore(again) >= streets[0]!.score)) {
      // (A tie keeps the street found with a mistake first: `Piului` is Pinului as often as Păișului.)
      again = [...streets, ...again].sort((a, b) => b.score - a.score);
      streets = again.filter((c, i) => again.findIndex((o) => o.street === c.street) === i);
    }
  }
  if (streets.length === 0) {
    if (reading.streetSwapped !== undefined) return;
    const postalCode = townCode();
    out.push(make(locality.place, undefined, 'not_found', reading.house, undefined, false, false, 'not_needed', undefined, postalCode, weight * W.streetNotFound * codeBonus(postalCode)));
    return;
  }

  const best = streets[0]!.score;
  const writtenKey = formatKey(typeInName ? street.text : street.nameText);
  for (const candidate of streets) {
    if (candidate.score < best * LIMITS.streetShare) break;
    const place = catalog.streetPlace(candidate.street);
    // Written exactly, diacritics included: `Română` is not `Romană`, though both fold alike.
    const exactText = writtenKey === streetKey(ctx, candidate.street) ? W.exactText : 1;
    const longer = longerNamesake(ctx, streets, candidate);
    const shared = sharesWrittenName(ctx, streets, candidate);
    const rank = weight * candidate.score * exactText * (longer ? W.longerNamesake : 1);
    const found = (houseState: HouseState, segment: number, postalCode: string, r: number): Resolution =>
      make(place, candidate, 'found', house, absorbed, typeInName, longer, houseState, segment, postalCode, r, shared);
    const query = house?.query;
    const match = query ? streetSearches.numberOn(ctx, candidate.street, query) : undefined;
    if (match) {
      const near = match.contained ? 1 : match.distance <= SAME_NUMBER_DISTANCE ? W.numberOtherSuffix : W.nearestNumber;
      out.push(found(match.contained ? 'contained' : 'nearest', match.segment, match.postalCode, rank * near * codeBonus(match.postalCode)));
      const other = match.contained ? otherPartCode(ctx, candidate.street, query!, match.postalCode) : undefined;
      if (other !== undefined) out.push(found('contained', other.segment, other.postalCode, rank * W.otherPartCode * codeBonus(other.postalCode)));
      continue;
    }
    const codes = streetCodes(ctx, candidate.street);
    if (codes.size === 1) {
      for (const [only, segment] of codes) out.push(found('not_needed', segment, only, rank * codeBonus(only)));
      continue;
    }
    // Several codes and no number to choose: each code is a candidate; a matching written code settles it.
    for (const [postalCode, segment] of codes) out.push(found('missing', segment, postalCode, rank * codeBonus(postalCode)));
  }
}
