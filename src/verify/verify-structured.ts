/**
 * Structured input (`street`, `house_number`, `locality`, `county`) read into
 * the same readings as free-form text, so that matching treats both alike.
 * The `locality` field may itself hold a marker, a sector or a county
 * (`sat Buciumeni, com. Buftea`, `București, Sector 1`, `Cluj-Napoca, jud. Cluj`).
 */
import { BUCHAREST_CODE, findCounty, mayMarkLocality, stripCountyPrefix, type County, type LocalityKind } from '../shared/aliases.js';
import { fold, tokens, wordCount } from '../shared/normalize.js';
import { writesNothing } from '../shared/empty-field.js';
import { matchStreetTypePrefix } from '../shared/street-name.js';
import { mistypedCounty } from '../matchers/county-typo.js';
import { otherNameTexts } from '../text/other-names.js';
import { likeliest, readAddressText, type AddressReading, type CountyPart, type PlacePart, type ReaderWeights, type ReadingPriors } from '../text/address-parser.js';
import { columnsParted, readWords, type Word } from '../text/address-tokens.js';
import { copyReading, fieldAt, readingWithout, unmarkedPlace, type FieldsReadTogether, type HousePart, type InputField } from '../text/reading.js';
import { FieldReadings, type StreetFieldReading } from './field-readings.js';
import { labelWords, type WordLabel } from '../text/word-labels.js';
import { IGNORED_AS } from '../types.js';
import { NO_NUMBER, parseHouseNumber } from '../shared/house-number.js';
import { READING_PRIOR } from '../engines/ranking.js';
import { COUNTRY_WORDS, HOUSE_MARKERS, NUMBERED_THING_WORDS } from '../shared/vocabulary.js';
import type { VerifyRequest } from './verify-input.js';
import { mapped } from '../shared/arrays.js';

/** The country's code before a county's in ISO 3166-2 (`RO-CJ`), as shops and ERPs export the region. */
const ISO_COUNTRY_PREFIX = /^ro\s*-\s*/i;
/** What separates the parts of a county field that holds more (`Cluj (CJ)`, `CJ - Cluj`, `CJ / Moldovenești`): not a hyphen inside a name (`Bistrița-Năsăud`). */
const COUNTY_FIELD_PARTS = /[,;/|()]|\s[-\u2013]\s/;

/**
 * The county a `county` field names: a code or a name (with or without
 * `Județul`), or a name with typing mistakes. `county` is undefined when none fits.
 */
function readCountyText(text: string): CountyPart & { mistyped: boolean; more: boolean } {
  const trimmed = text.trim();
  const exact = findCounty(trimmed) ?? findCounty(trimmed.replace(ISO_COUNTRY_PREFIX, ''));
  if (exact) return { text: trimmed, county: exact, mistyped: false, more: false };
  // More than the county in the field (`Cluj (CJ)`, `CJ - Cluj`, `com. Moldovenești, jud. Cluj`): the
  // one county its parts name, the rest a part the readings leave unexplained.
  // (Two columns glued, `Caraș-SeverinArmeniș`, are two parts.)
  const parts = columnsParted(trimmed).split(COUNTY_FIELD_PARTS).filter((part) => /\p{L}/u.test(part)).map((part) => findCounty(part.trim().replace(ISO_COUNTRY_PREFIX, '')));
  const named = new Set(parts.filter((c) => c !== undefined));
  if (named.size === 1) {
    const [county] = named;
    return { text: trimmed, county, mistyped: false, more: parts.includes(undefined) };
  }
  const county = mistypedCounty(stripCountyPrefix(fold(trimmed)));
  return { text: trimmed, county, mistyped: county !== undefined, more: false };
}

/** True when a field's words are all the country's (`Romania`, `ROMÂNIA`, `Rumänien`, `RO`: `COUNTRY_WORDS`). */
function namesOnlyCountry(text: string): boolean {
  const words = tokens(text);
  return words.length > 0 && words.every((w) => COUNTRY_WORDS.has(w));
}

/** București, the county a sector names. */
const BUCHAREST = findCounty(BUCHAREST_CODE);

/**
 * The sector a county field names when it names nothing else (`Sector 3`, `Sectorul 3`, `S3`,
 * `București, Sector 3`): its first reading as a place field is a sector, with București or no
 * place beside it, every word explained. Its `text` is the field's, so that the report can tell
 * the county field held it (see `correctionsOf`).
 */
function sectorOfCountyField(text: string, fields: FieldReadings): AddressReading['sector'] {
  const reading = fields.place(text)[0];
  if (reading?.sector === undefined || reading.unused > 0 || reading.admin || reading.street || reading.house) return undefined;
  const names = [reading.locality?.text, reading.county?.text].filter((t) => t !== undefined);
  if (names.some((t) => findCounty(t)?.code !== BUCHAREST_CODE)) return undefined;
  return { sector: reading.sector.sector, text };
}

/**
 * The readings of a structured request (one per reading of its `locality` field). `fields`: the
 * readings of field texts seen lately (the index's; a new set, remembering nothing across calls, when absent).
 */
export function structuredReadings(request: VerifyRequest, weights: ReaderWeights = {}, fields = new FieldReadings(weights)): AddressReading[] {
  const priors = weights.priors ?? READING_PRIOR;
  // (`{ locality: 'Botești, Argeș', county: 'Romania' }`: a form abroad asks for the country where the county goes; it names none.)
  const countyText = request.county !== undefined && !namesOnlyCountry(request.county) ? readCountyText(request.county) : undefined;
  // `{ locality: 'București', county: 'Sector 3' }`: forms ask for the county and București's sector
  // in one field (`Județ/Sector`): a county field that is a sector names București, and the sector.
  const countySector = countyText !== undefined && (countyText.county === undefined || (countyText.more && countyText.county.code === BUCHAREST_CODE)) && placeSized(countyText.text)
    ? sectorOfCountyField(countyText.text, fields) : undefined;
  const county = countySector !== undefined && countyText !== undefined ? { ...countyText, county: BUCHAREST, more: false } : countyText;
  const localityReadings = fields.place(request.locality ?? '', county?.county?.code);
  const { street: streetText, house, numbered, movedFrom } = streetAndHouse(request, fields);
  // Each reading copied: the field's readings are shared (see `FieldReadings`).
  const given: Partial<AddressReading> = {};
  if (movedFrom !== undefined) given.streetMovedFrom = movedFrom;
  if (streetText?.street) given.street = streetText.street;
  if (house) given.house = house;
  if (county) given.county = county;
  const localityText = (request.locality ?? '').trim();
  // A county field with a name that is no county's (`Miclăușeni`) is a field the readings leave unexplained.
  const countyUnexplained = county !== undefined && ((county.county === undefined && /\p{L}/u.test(county.text) && !writesNothing(county.text)) || county.more) ? 1 : 0;
  const out = mapped(localityReadings, (reading) => {
    // A house number marked in the locality field (`Alba Iulia nr 20`) is the house's when no other
    // field gives one; then the street field's bare number ends its name (`Strada 1 Decembrie 1918`),
    // as in a text whose number is marked. Beside a number of another field it is a word left over.
    let base = given;
    let unused = reading.unused;
    if (reading.house !== undefined && given.house !== undefined) {
      if (request.houseNumber === undefined && given.house.bare && request.street !== undefined) {
        const plain = fields.street(request.street, false).street;
        base = { ...given, house: reading.house };
        if (plain) base.street = plain;
      } else unused++;
    }
    // Words of the house number's field that are no part of the house number (`nr. 8 Popescu`) are left unexplained too.
    // (The locality's correction quotes what was typed in its field: the report has the request.)
    const changes = countySector !== undefined && reading.sector === undefined ? { ...base, sector: countySector } : base;
    return copyReading(reading, unused + countyUnexplained + unreadInField(base.house), reading.prior, changes);
  });
  // `{ street: 'Szabadság tér (Piața Libertății)' }`, `'Brassói út / Str. Brașovului'`: a street's name and
  // its other name, each side read as the street (the correction quotes the field); the index decides.
  if (request.street !== undefined && given.street !== undefined) {
    const readings = out.slice();
    const withHouse = request.houseNumber === undefined;
    for (const side of otherNameTexts(request.street)) {
      const read = fields.street(side.text, withHouse);
      if (read.street === undefined) continue;
      const changes: Partial<AddressReading> = { street: { ...read.street, fieldText: request.street.trim() } };
      if (withHouse && read.house !== undefined) changes.house = read.house;
      for (const r of readings) out.push(copyReading(r, r.unused, r.prior * (side.former ? priors.formerName : priors.otherName), changes));
    }
  }
  // `{ street: 'Platforma Industrială str. Fabricii' }`, `'Reabilitare Calea Călărașilor'`: a site's, zone's or
  // works' words before the street's type word (an official name opens with its type word): the street
  // from its type word is read too, the words before it unexplained (one run); the index decides.
  const fromType = request.street !== undefined && given.street !== undefined ? streetFromTypeWord(request.street, request.houseNumber === undefined, fields) : undefined;
  if (fromType !== undefined && request.street !== undefined) {
    const changes: Partial<AddressReading> = { street: { ...fromType.street, fieldText: request.street.trim() } };
    if (fromType.house !== undefined) changes.house = fromType.house;
    for (const r of out.slice()) out.push(copyReading(r, r.unused + 1, r.prior * priors.streetFromTypeWord, changes));
  }
  // The street field's bare number as the house's, beside the number as a word of the name (which
  // is the less likely: `READING_PRIOR.numberInName` on the readings as sent).
  if (numbered?.street.street) {
    const asSent = out.slice();
    for (const reading of asSent) {
      out.push(copyReading(reading, reading.unused - unreadInField(reading.house) + unreadInField(numbered.house), reading.prior, { street: numbered.street.street, house: numbered.house }));
      reading.prior *= priors.numberInName;
    }
  }
  // `street: 'Strada Traian'`, `house_number: 'Vuia 99'`: the street's name cut across the two fields
  // (address lines cut at a fixed width, or anywhere). The name's words opening the number's field
  // are read into the street too; read as sent, they are words no part takes (the house number's
  // query leaves them unread).
  const cut = request.street !== undefined && request.houseNumber !== undefined && movedFrom === undefined ? nameOpeningHouseField(request.houseNumber) : undefined;
  if (cut !== undefined && request.street !== undefined && request.houseNumber !== undefined) {
    const joined = fields.street(`${request.street.trim()} ${cut.name}`, false).street;
    if (joined) {
      const rest: HousePart = { text: cut.rest, query: fields.house(cut.rest), bare: false, fieldText: request.houseNumber.trim(), movedToStreet: true };
      for (const reading of out.slice()) out.push(copyReading(reading, reading.unused - unreadInField(reading.house) + unreadInField(rest), reading.prior * priors.streetAcrossFields, { street: joined, house: rest }));
    }
  }
  // `{ locality: 'Pietroasa', county: 'Moldovenești' }`: a county field naming no county may name the
  // locality's commune (a form's one box for both); read so too, the field then explained.
  if (countyUnexplained === 1 && county !== undefined && county.county === undefined && request.county !== undefined && placeSized(request.county)) {
    const unit = fields.place(request.county).find((r) => r.locality && !r.admin && !r.county && !r.sector)?.locality;
    if (unit) {
      const admin: PlacePart = { ...unmarkedPlace(unit), fieldText: request.county.trim() };
      for (const reading of out.slice()) {
        if (reading.locality && !reading.admin) out.push(copyReading(reading, reading.unused - 1, reading.prior * priors.countyFieldAsUnit, { admin }));
      }
    }
  }
  // `{ locality: 'Iași', county: 'Miclăușeni' }`: the two fields swapped, when the county field names
  // no county and the locality field names one exactly. The county field is read as the locality there.
  const swappedCounty = county !== undefined && (county.county === undefined || county.mistyped) ? findCounty(localityText) : undefined;
  if (swappedCounty && request.county !== undefined) {
    const swapped = { locality: localityText, county: request.county.trim() };
    const changes: Partial<AddressReading> = { ...given, county: { text: localityText, county: swappedCounty }, swapped };
    for (const reading of fields.place(request.county, swappedCounty.code)) out.push(copyReading(reading, reading.unused, reading.prior * priors.fieldsSwapped, changes));
  }
  // `{ street: 'Com. Măciuca', locality: 'Bocșa' }`, `{ street: 'Sat Piatra, com. Remet', locality: 'Piatra' }`,
  // `{ street: 'Sat Curmătura, Com. Giurgița, nr. 6, jud. Dolj', locality: 'Curmătura' }`, `{ street: 'Sârbi 12
  // (com. Țifești)', locality: 'Țifești' }`: the street column names places with their markers (the
  // village, its commune or town, the county), as couriers' CRMs and rural records fill it. Read first:
  // a village written there with its unit is read so, not as the village alone.
  const streetField = request.street !== undefined && !writesNothing(request.street) ? request.street : undefined;
  const placesInStreet = streetField !== undefined ? placesOfStreetField(streetField, county?.county?.code, fields) : undefined;
  // Rural records put the village in the street field and its commune in the locality field
  // (`street: "Sat Poiana"`, `locality: "Com. Negri"`; also without `Sat`): the street field may
  // name the locality, the locality field its commune. The index decides (a street of that name
  // found in the locality wins).
  // The field without its house number (`Sat Poiana nr. 12`): the number is the village's.
  // A typed street's name only beside a commune or town marked so (`com. Bucoșnița`): every other
  // structured street would ask the index for a place of its name.
  const unitMarked = out.some((r) => isUnitKind(r.locality?.kind) && !r.admin);
  const village = streetField !== undefined && placesInStreet?.village === undefined ? villageOfStreetField(streetText?.street?.text ?? streetField, unitMarked ? streetText?.street?.nameText : undefined, streetText?.street?.typeId ?? 0, priors, fields) : undefined;
  if (village && request.street !== undefined) {
    for (const reading of out.slice()) {
      if (!reading.locality || reading.admin) continue;
      // `{ street: 'Bala', locality: 'sat Sărdănești' }`: a locality field marked as a village (`sat`, `loc.`,
      // `Localitatea`) names the village, never its commune: the street field's bare name is then the
      // village's commune or town (an export's unit column sent as the street), not a village whose commune
      // the locality field names. The index decides (a street of that name found wins).
      // (Not beside an unmarked locality field: `{ street: 'Iași', locality: 'Nicolina 46' }`, a town's
      // columns swapped, would get one more rival; eval/gates.ts's E12 lost a sure answer so.)
      if (reading.locality.kind === 'sat' || reading.locality.kind === 'localitate') {
        if (village.typed || village.part.kind !== undefined) continue;
        const unit: PlacePart = { ...unmarkedPlace(village.part), fieldText: request.street.trim(), movedFrom: { field: 'street_name', text: request.street.trim() } };
        out.push(readingWithout(reading, { admin: unit, prior: reading.prior * village.prior }));
        continue;
      }
      if (village.typed && !isUnitKind(reading.locality.kind)) continue;
      const admin = reading.locality.kind === undefined ? unmarkedPlace(reading.locality) : reading.locality;
      // The locality field names the commune then; the street field's text moved to the locality.
      const locality: PlacePart = { ...village.part, movedFrom: { field: 'street_name', text: request.street.trim() } };
      const r = readingWithout(reading, { locality, admin: { ...admin, fieldText: (request.locality ?? '').trim() }, prior: reading.prior * village.prior });
      out.push(r);
    }
  }
  if (placesInStreet !== undefined && streetField !== undefined) out.push(...readingsWithPlacesOfStreetField(out.slice(), placesInStreet, { street: streetField.trim(), locality: localityText, county: (request.county ?? '').trim() }, county));
  // `{ street: 'Oradea', house_number: '2', locality: 'Rogerius' }`: the street and locality columns
  // swapped. A street field with no type word and no digit is read as the locality too, the locality
  // field (no street type word in it: then the fields are read together, below) as the street, its
  // number the house's when no field of its own gives one. The index decides: the fields as sent win
  // whenever it finds them.
  const streetSwap = swappedStreetReadings(request, given, county, priors, fields);
  if (streetSwap !== undefined) out.push(...streetSwap);
  // A whole address in one field (`street: "Str. Lungă 100, Brașov"`, `locality: "Str. Lungă 100,
  // Brașov"`): the fields are also read together as free-form text, a little less surely.
  const joined = holdsWholeAddress(request, fields) ? joinedFields(request) : undefined;
  if (joined !== undefined && wordCount(joined.text) <= MOST_WORDS_READ_TOGETHER) {
    const { text, starts } = joined;
    const typed = { street: (request.street ?? '').trim(), house_number: (request.houseNumber ?? '').trim(), locality: localityText, county: (request.county ?? '').trim() };
    const fieldOf = (source: readonly Word[] | undefined): InputField | undefined => (source === undefined || source.length === 0 ? undefined : fieldAt(starts, source[0]!.start));
    // A county field that names a county (and nothing else) holds in these readings too: one that read
    // it as a place (`{ locality: 'Colonia Boglești', county: 'Alba' }` as `Colonia Boglești, Alba`: the
    // village Alba of Botoșani) looks for that place in the county given.
    const heldCounty = county?.county !== undefined && !county.mistyped && !county.more && countySector === undefined ? county : undefined;
    for (const reading of readAddressText(text, { ...weights, streets: true })) {
      const from = { street: fieldOf(reading.street?.source), locality: fieldOf(reading.locality?.source), county: fieldOf(reading.county?.source) };
      const together: FieldsReadTogether = { typed, text, from, starts };
      out.push(copyReading(reading, reading.unused, reading.prior * priors.fieldsReadTogether, heldCounty !== undefined && reading.county === undefined ? { together, county: heldCounty } : { together }));
    }
  }
  return likeliest(out, weights, true);
}

/**
 * The most words a field read as another field's place may hold (the county field as a sector or as the
 * locality's commune, the street field as the locality or its village: `sectorOfCountyField`, `countyFieldAsUnit`,
 * `swappedStreetReadings`, `villageOfStreetField`, `placesOfStreetField`): a place's name with its markers and county (`Sat Curmătura, Com. Giurgița, jud.
 * Dolj`, 7) twice over. A field of more words is no place's: read as one (a record of junk fields, 128 words
 * each) it cost as much as the locality field's own reading, for readings that cannot hold (speed85).
 */
export const MOST_WORDS_OF_A_PLACE_FIELD = 16;

/** True when `text` has no more words than a place field may ({@link MOST_WORDS_OF_A_PLACE_FIELD}). */
function placeSized(text: string): boolean {
  return wordCount(text) <= MOST_WORDS_OF_A_PLACE_FIELD;
}

/**
 * The most words the fields read together may hold (see {@link holdsWholeAddress}): the most a text of
 * `LIMITS.maxFieldLength` (256) characters holds, a word and a separator each (`a,a,…`, 128). The longest
 * address of the evaluation sets has 47 words, so no address is near it; four full fields of words joined
 * (512) would be read as one text of four times any free-form text's length, the costliest work any input
 * asked for (bench/RESULTS.md, speed85). Past it the fields are read as sent only.
 */
export const MOST_WORDS_READ_TOGETHER = 128;

/** The most words a street field may write before its street's type word (`Platforma Industrială`, `Zona Industrială Nord`). */
const LONGEST_LEAD_BEFORE_TYPE = 4;

/**
 * The street a structured `street` field writes from a street type word after its first word, with at
 * least one word of a name after it, in one field (no comma or line between: those are read as fields
 * together): `Platforma Industrială str. Fabricii nr. 27` as `str. Fabricii nr. 27`. Undefined when no
 * type word stands there.
 */
function streetFromTypeWord(text: string, withHouse: boolean, fields: FieldReadings): { street: NonNullable<StreetFieldReading['street']>; house: StreetFieldReading['house'] } | undefined {
  const words = readWords(text);
  if (words.length < 3) return undefined;
  const folded = words.map((w) => w.folded);
  for (let k = 1; k < words.length - 1 && k <= LONGEST_LEAD_BEFORE_TYPE; k++) {
    if (words[k]!.breakBefore) return undefined;
    if (words[k]!.roles.digitFirst) return undefined;
    if (matchStreetTypePrefix(folded, k) === undefined) continue;
    const read = fields.street(text.slice(words[k]!.start), withHouse);
    if (read.street === undefined || read.street.typeId === 0 || read.severalFields) return undefined;
    return { street: read.street, house: read.house };
  }
  return undefined;
}

/**
 * The readings of a request whose `street` and `locality` fields hold each other's value (see
 * `structuredReadings`): the street field read as a place field (a whole place, every word
 * explained), the locality field as the street. Undefined when the fields cannot be so read.
 */
function swappedStreetReadings(request: VerifyRequest, given: Partial<AddressReading>, county: CountyPart | undefined, priors: ReadingPriors, fields: FieldReadings): AddressReading[] | undefined {
  const streetField = request.street?.trim();
  const localityField = request.locality?.trim();
  if (streetField === undefined || localityField === undefined || streetField === '' || localityField === '' || /\d/.test(streetField) || !placeSized(streetField)) return undefined;
  if (fold(streetField) === fold(localityField) || (given.street?.typeId ?? 0) !== 0 || fields.startsWithStreet(localityField)) return undefined;
  const withHouse = request.houseNumber === undefined;
  const read = fields.street(localityField, withHouse);
  if (read.street === undefined || read.severalFields) return undefined;
  const house = withHouse ? read.house : given.house;
  const changes: Partial<AddressReading> = { street: read.street, streetSwapped: { street: streetField, locality: localityField } };
  if (house !== undefined) changes.house = house;
  if (county !== undefined) changes.county = county;
  const out: AddressReading[] = [];
  for (const reading of fields.place(streetField, county?.county?.code)) {
    if (!reading.locality || reading.admin || reading.street || reading.house || reading.sector || reading.unused > 0 || reading.locality.kind !== undefined) continue;
    out.push(copyReading(reading, unreadInField(house), reading.prior * priors.streetLocalitySwapped, changes));
  }
  return out;
}

/**
 * What a word of a structured field may be read as that no part of the answer shows, so that its
 * field's correction quotes it (structured input has no `ignored`): a word no part took, a note, a
 * company, a neighbourhood, a type word... (`word-labels`). Not the country: a field of its own
 * (`Brașov, România`), it says nothing the answer does not.
 */
const QUOTED_LABELS: ReadonlySet<WordLabel> = new Set<WordLabel>(IGNORED_AS.filter((as) => as !== 'country'));

/**
 * True when the reading of a structured `locality` field (its words are the field's) leaves words of
 * it out of every part: as unexplained, or as what {@link QUOTED_LABELS} quotes (a note, a company, a
 * neighbourhood...).
 */
export function leavesOutWords(reading: AddressReading): boolean {
  return labelWords(reading).some(({ label }) => QUOTED_LABELS.has(label));
}

/** The fields read together with words that the reading takes as no part of the address ({@link QUOTED_LABELS}): each is quoted in its correction. */
export function fieldsLeftOver(reading: AddressReading, together: FieldsReadTogether): Set<InputField> {
  const out = new Set<InputField>();
  for (const { word, label } of labelWords(reading)) if (QUOTED_LABELS.has(label)) out.add(fieldAt(together.starts, word.start));
  return out;
}

/** How many words of the `house_number` field a house part read from it leaves out of the house number (0 for a part of another field). */
export function unreadInField(house: HousePart | undefined): number {
  return house?.fieldText === undefined ? 0 : house.query?.unread ?? 0;
}

/** The fields of a request joined into one text (street and house number, locality, county, by commas), and where each field starts in it. */
function joinedFields(request: VerifyRequest): { text: string; starts: FieldsReadTogether['starts'] } {
  const pieces: Array<{ field: InputField; text: string | undefined }> = [
    { field: 'street', text: request.street },
    { field: 'house_number', text: houseFieldText(request.houseNumber) },
    { field: 'locality', text: request.locality },
    { field: 'county', text: request.county },
  ];
  let text = '';
  const starts: Array<{ field: InputField; start: number }> = [];
  for (const { field, text: piece } of pieces) {
    if (piece === undefined || piece.trim() === '') continue;
    // The house number goes on the street's field with a space; the other fields after a comma.
    if (text !== '') text += field === 'house_number' && starts.at(-1)?.field === 'street' ? ' ' : ', ';
    starts.push({ field, start: text.length });
    text += piece;
  }
  return { text, starts };
}

/** The street and house parts of a request; `numbered`: the other way of reading them, the street field's bare number as the house's. */
interface StreetAndHouse {
  street: StreetFieldReading | undefined;
  house: HousePart | undefined;
  numbered?: { street: StreetFieldReading; house: HousePart };
  /** The `house_number` field's text, when it held the street (see {@link AddressReading.streetMovedFrom}). */
  movedFrom?: string;
}

/**
 * The street and the house number of a request. Exports often write the number in the street
 * field and again in `house_number` (`street: "Str. Goldiș nr. 35"`, `house_number: "35"` or
 * `"ap. 4"`), or fill a mandatory `house_number` with a placeholder (`-`, `nr.`, `0`): the number
 * written in the street field is then read out of it, and the two fields' parts are read
 * together. A number the street field writes bare is the house's only when `house_number`
 * writes the same (`Strada 22 Decembrie 1989` with `bl. D` keeps its name); two different numbers
 * leave the street field as written (the index then finds no such street, and says so).
 */
function streetAndHouse(request: VerifyRequest, fields: FieldReadings): StreetAndHouse {
  if (request.street === undefined) return { street: undefined, house: undefined };
  if (request.houseNumber === undefined) {
    const read = fields.street(request.street, true);
    return { street: read, house: read.house };
  }
  const fieldText = request.houseNumber.trim();
  // Columns shifted by one (`street: 'Bistrița'`, `house_number: 'Strada Arțarilor 15'`, the locality
  // again in the street field): the house number field holds the street and its number. (The street
  // field that repeats the locality first: rare, where every number field is a new text to read.)
  if (fold(request.street) === fold(request.locality ?? '') && fields.startsWithStreet(fieldText)) {
    // (Copies: the field's reading is shared.) The street's correction quotes what the street field held.
    const read = fields.street(fieldText, true);
    const street = read.street && { ...read.street, fieldText: request.street.trim() };
    const house = read.house && { ...read.house, fieldText, movedToStreet: true };
    return { street: { ...read, street }, house, movedFrom: fieldText };
  }
  const query = fields.house(request.houseNumber);
  const field: HousePart = { text: fieldText, query, bare: false, fieldText };
  const plain = fields.street(request.street, false);
  // (A house part needs a digit: most street fields have none, and are read once.)
  if (!/\d/.test(request.street)) return { street: plain, house: field };
  const read = fields.street(request.street, true);
  const inStreet = read.house?.query;
  if (read.house === undefined || inStreet === undefined) return { street: plain, house: field };
  // A placeholder (no number, block or digit, or the number 0): the street field's number is the house's.
  if ((query === undefined && !/\d/.test(fieldText)) || (query?.number === 0 && query.block === undefined)) return { street: read, house: read.house };
  // (`ap. 4` alone is no house number: only building details.)
  const fieldNumbered = query !== undefined && query.number !== NO_NUMBER;
  const same = inStreet.number === query?.number && inStreet.suffix === query.suffix;
  if (fieldNumbered && !same) return { street: plain, house: field };
  // The field's parts first: a value is read once, the first time. The street field's number marked as
  // the house's (its label is known): after a block of letters a bare one would be read as the block's
  // (`bl. A, 35` as block `A35`).
  const text = `${fieldText}, ${/^\d/.test(read.house.text) ? `nr. ${read.house.text}` : read.house.text}`;
  const both: HousePart = { text, query: parseHouseNumber(text), bare: false, fieldText };
  // A bare number and only building details in `house_number` (`Strada Lalelelor 20` with `ap. 3`):
  // the number may be the house's, or end the street's name (`Strada 22 Decembrie 1989` with `bl. D`).
  if (read.house.bare && !same) return { street: plain, house: field, numbered: { street: read, house: both } };
  return { street: read, house: both };
}

/**
 * The words opening a `house_number` field before its number that may end the street's name
 * (`Vuia 99`, `Mare 36`, `1 Decembrie 1918 17`: the number is the last one before any marker):
 * their text and the rest of the field. Undefined when the
 * field opens with its number, a marker (`nr.`, `bl.`, `km`), a place's kind, a thing numbered
 * (`casa 17`) or anything else the vocabulary knows.
 */
function nameOpeningHouseField(text: string): { name: string; rest: string } | undefined {
  // Most fields open with their number or a marker (`12`, `nr. 12`, `bl. 3`): settled before reading words.
  const first = OPENING_WORD.exec(text)?.[1];
  if (first === undefined || (/^\d/.test(first) && !TWO_NUMBERS.test(text)) || HOUSE_MARKERS.has(fold(first))) return undefined;
  const words = readWords(text);
  // The words up to the first that is neither a name's word nor a number; the house number the last number among them.
  let house = -1;
  for (let k = 0; k < words.length; k++) {
    if (/^\d{1,4}[a-z]?$/.test(words[k]!.folded)) house = k;
    else if (!nameWord(words[k]!)) break;
  }
  if (house < 1) return undefined;
  return { name: text.slice(words[0]!.start, words[house - 1]!.end), rest: text.slice(words[house]!.start).trim() };
}

/** The first word of a field, letters or digits. */
const OPENING_WORD = /^[^\p{L}\p{N}]*([\p{L}\p{M}]+|\p{N}+)/u;
/** A number and another word opening a field (`1918 17`, `1 Decembrie 1918 17`): the number may be of the street's name. */
const TWO_NUMBERS = /^\s*\d{1,4}\s+[\p{L}\d]/u;

/** A word of letters that the vocabulary gives no other role (no marker, type word, label or note, no thing numbered: `casa 17`). */
function nameWord(w: Word): boolean {
  const r = w.roles;
  return /^[a-z]{2,}$/.test(w.folded) && !NUMBERED_THING_WORDS.has(w.folded) && !r.houseMarker && !r.numberMarker && !r.detailMarker && !r.postalWord && !r.countyMarker && !r.sectorWord
    && r.localityKind === undefined && !r.typeWord && r.streetType === undefined && !r.label && !r.phoneMarker && !r.conjunction && !r.country && r.note === undefined;
}

/**
 * The `house_number` field among the fields read together, after the street field: marked as a
 * house number when it starts with a digit, since its label is known (after `Strada Acordului,
 * Sector 1` a bare `22` would be read as the sector's number, after `cartier Micro 19` as a name's).
 */
function houseFieldText(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed === '') return undefined;
  return /^\d/.test(trimmed) ? `nr. ${trimmed}` : trimmed;
}

/**
 * True when a field holds more than its part: a street field of several fields (a comma, a
 * semicolon, a line break, a dash between spaces: the locality after it, as the reader's words break
 * them), or a locality, county or house-number field that starts with a street type word (a row's columns
 * shifted: `{ locality: 'Arad', county: 'Strada Abatorului 86' }`; no county's name starts with one; a
 * house number never does).
 */
function holdsWholeAddress(request: VerifyRequest, fields: FieldReadings): boolean {
  // (The street field as `streetAndHouse` read it: a remembered reading.)
  if (request.street !== undefined && fields.street(request.street, request.houseNumber === undefined).severalFields) return true;
  return (request.locality !== undefined && (fields.startsWithStreet(request.locality) || fields.holdsStreetAfterPlace(request.locality)))
    || (request.county !== undefined && fields.startsWithStreet(request.county))
    // `{ street: 'SECTOR 6', house_number: 'Bd. Iuliu Maniu 248' }`: the street with its number in the number's column.
    || (request.houseNumber !== undefined && /\d/.test(request.houseNumber) && fields.startsWithStreet(request.houseNumber));
}

/** The places a street field names with their markers (see {@link placesOfStreetField}). */
interface StreetFieldPlaces {
  /** The commune or town, marked (`Com. Giurgița`). */
  unit: PlacePart | undefined;
  /** The village before it (`Sat Curmătura`, `Sârbi`). */
  village: PlacePart | undefined;
  /** The county (`jud. Dolj`). */
  county: CountyPart | undefined;
}

/**
 * The places a street field names, marked (`Com. Măciuca`, `Oraș Bușteni`, `Sat Piatra, com. Remet`,
 * `Sat Curmătura, Com. Giurgița, nr. 6, jud. Dolj`, `Sârbi 12 (com. Țifești)`): a commune or town with
 * its marker, maybe after a village; or a village with the county; the county maybe after them. Every
 * word of the field explained (a house number may stand there too: a bare one is read without it) and
 * nothing else named; a county other than `countyGiven` (the county field's code) is no reading of it.
 * Undefined otherwise.
 */
function placesOfStreetField(text: string, countyGiven: string | undefined, fields: FieldReadings): StreetFieldPlaces | undefined {
  // (Most street fields write no marker: not read as a place field then.)
  const words = tokens(text);
  if (!mayMarkLocality(words) || words.length > MOST_WORDS_OF_A_PLACE_FIELD) return undefined;
  // `Sârbi 12 (com. Țifești)`: the bare number is the house's, no word of the village's name.
  const house = fields.street(text, true).house;
  const source = house?.bare ? house.source : undefined;
  const places = source !== undefined && source.length > 0 ? `${text.slice(0, source[0]!.start)} ${text.slice(source[source.length - 1]!.end)}` : text;
  for (const r of fields.place(places, countyGiven)) {
    if (r.unused > 0 || r.sector || r.street || !r.locality) continue;
    const county = r.county?.county !== undefined ? r.county : undefined;
    // (`Călărași 128 (com. Călărași)` with the county field Cluj: the commune, not the county.)
    if (r.county !== undefined && (county === undefined || (countyGiven !== undefined && county.county?.code !== countyGiven))) continue;
    const villageKind = r.locality.kind === 'sat' || r.locality.kind === 'localitate' || r.locality.kind === undefined;
    if (r.admin && isUnitKind(r.admin.kind) && villageKind) return { unit: r.admin, village: r.locality, county };
    if (!r.admin && isUnitKind(r.locality.kind)) return { unit: r.locality, village: undefined, county };
    // `sat Curmătura nr. 6, jud. Dolj`: a village and its county.
    if (!r.admin && villageKind && county !== undefined) return { unit: undefined, village: r.locality, county };
  }
  return undefined;
}

/**
 * The readings of the locality field (`readings`) with the places its street field names
 * (`placesOfStreetField`), the street field's text (`typed.street`; `typed`: each field as typed) moved to them: the unit is the
 * locality's commune or town (the locality field names the village, or the village is the street
 * field's and the locality field names its unit: `{ street: 'Sârbi 12 (com. Țifești)', locality:
 * 'Țifești' }`), and the county, when no county field names one, holds as a county field would. A
 * county field that names another county is not overruled: no reading then.
 */
function readingsWithPlacesOfStreetField(readings: readonly AddressReading[], places: StreetFieldPlaces, typed: { street: string; locality: string; county: string }, countyField: CountyPart | undefined): AddressReading[] {
  const streetText = typed.street;
  const localityText = typed.locality;
  const movedFrom = { field: 'street_name', text: streetText } as const;
  if (places.county !== undefined && countyField?.county !== undefined && countyField.county.code !== places.county.county?.code) return [];
  // (A fresh part: its words are the street field's; the county field named none, so it moved.)
  const county: CountyPart | undefined = places.county !== undefined && countyField?.county === undefined ? { text: places.county.text, county: places.county.county, movedFrom: { ...movedFrom, typed: typed.county } } : undefined;
  // `{ street: 'sat Olteni, com. Bodoc, nr. 61', locality: 'Covasna', county: 'CV' }`: an export that fills the
  // locality column with the county's name (the county again, or the only county written) while the street
  // column holds the village and its commune, marked. The county's name there is the county, even where a
  // town of the county bears it (Covasna): the street column's village and unit are the address's places.
  const localityCounty = countyNamedByLocality(localityText, countyField?.county ?? places.county?.county);
  const out: AddressReading[] = [];
  for (const reading of readings) {
    if (!reading.locality || reading.admin) continue;
    const changes: Partial<AddressReading> = county !== undefined ? { county } : {};
    const named = fold(reading.locality.text);
    // The locality field names the unit (marked, or by another name than the village's): the village is the street field's.
    if (places.village !== undefined && places.unit !== undefined && named === fold(places.unit.text) && (named !== fold(places.village.text) || isUnitKind(reading.locality.kind))) {
      changes.locality = { ...places.village, movedFrom };
      changes.admin = { ...places.unit, fieldText: localityText };
    } else if (localityCounty !== undefined && places.village !== undefined && places.unit !== undefined && reading.locality.kind === undefined && named !== fold(places.village.text) && named !== fold(places.unit.text)) {
      changes.locality = { ...places.village, movedFrom, fieldText: localityText };
      changes.admin = { ...places.unit, movedFrom };
      if (countyField?.county === undefined) changes.county = { text: localityText, county: localityCounty };
    } else {
      if (isUnitKind(reading.locality.kind) || (places.village !== undefined && fold(places.village.text) !== named)) continue;
      if (places.unit !== undefined) changes.admin = { ...places.unit, fieldText: streetText, movedFrom };
      // Only the village again, and the county: the street field's text moved to the locality.
      else changes.locality = { ...reading.locality, movedFrom };
    }
    out.push(readingWithout(reading, changes));
  }
  return out;
}

/**
 * The county a locality field names by its name alone (`Covasna`, `Satu Mare`; not a code), when it is
 * `county` (the county field's, or the street field's) or no county is written elsewhere; undefined otherwise.
 */
function countyNamedByLocality(localityText: string, county: County | undefined): County | undefined {
  const named = findCounty(localityText);
  if (named === undefined || fold(localityText).length <= 2) return undefined;
  return county === undefined || county.code === named.code ? named : undefined;
}

function isUnitKind(kind: LocalityKind | undefined): boolean {
  return kind === 'comuna' || kind === 'oras' || kind === 'municipiu';
}

/**
 * The village a street field names, if it may: after a village marker (`Sat Poiana`, `Loc.
 * Poiana`), or a name with no street type word, read as a village less surely; a typed street's
 * name too when `nameText` is given (`Str. Goleț`, the locality field `com. Bucoșnița`), less surely
 * still (`typedStreetAsVillage`).
 */
function villageOfStreetField(text: string, nameText: string | undefined, typeId: number, priors: ReadingPriors, fields: FieldReadings): { part: PlacePart; prior: number; typed?: true } | undefined {
  if (!placeSized(text)) return undefined;
  // A type word that also begins place names (`Fundătura Răchitoasa`, `Calea Mare`) may name the village.
  const placeLike = typeId !== 0 && fields.opensWithPlaceLikeType(text);
  if (typeId !== 0 && !placeLike) {
    if (nameText === undefined || nameText === '') return undefined;
    const named = fields.place(nameText).find((r) => r.locality && !r.admin && !r.county && !r.sector && r.unused === 0);
    const part = named?.locality;
    if (part === undefined || part.kind !== undefined || part.words.length === 0 || part.words.some((w) => /^\d/.test(w))) return undefined;
    return { part, prior: priors.typedStreetAsVillage, typed: true };
  }
  const reading = fields.place(text).find((r) => r.locality && !r.admin && !r.county && !r.sector);
  if (!reading?.locality || reading.locality.words.length === 0) return undefined;
  const kind = reading.locality.kind;
  // A number is the house's, not a word of a village's name, unless the village is marked (`Sat 23 August`).
  if (kind !== 'sat' && kind !== 'localitate' && reading.locality.words.some((w) => /^\d/.test(w))) return undefined;
  if (kind === 'sat' || kind === 'localitate') return { part: reading.locality, prior: 1 };
  if (kind !== undefined) return undefined;
  return { part: reading.locality, prior: placeLike ? priors.placeLikeTypedRunAsPlace : priors.untypedPlace };
}
