/**
 * Named accessors over the raw index tables: what a place, street or segment is
 * called and where it belongs. Display strings that take work to compose (a
 * street's full name, a segment's house range) are made on first use and kept.
 */
import { IndexData } from './index-reader.js';
import { indexOfSorted } from './sorted.js';
import { CoordPrecision, STREET_TYPE_IN_NAME, INT_END, INT_NO_NUMBER, IntervalFlag, NONE16, REF_STREET, SegmentFlag } from '../shared/format.js';
import { streetTypeById } from '../shared/street-name.js';
import { END_OF_STREET, NO_NUMBER, type NumberInterval } from '../shared/house-number.js';
import { formatIntervals } from '../shared/house-number-text.js';
import { SirutaType, sizeRank, unitKindWord, verifySizeStep } from '../shared/place-kind.js';

/** Intervals of one segment, split into covered numbers and exclusions. */
export interface SegmentIntervals {
  intervals: NumberInterval[];
  exclusions: NumberInterval[];
}

/** What a postal record says of a place, resolved once per place. */
export interface PlaceHeading {
  readonly locality: string;
  readonly siruta: number;
  readonly county: string;
  readonly county_code: string;
  /** The sector's name (`Sector 1`) for a București sector. */
  readonly sector: string | undefined;
  /** The administrative unit's label for a locality that has one and is not a sector. */
  readonly admin_unit: string | undefined;
}

const NO_PLACES: readonly number[] = Object.freeze([]);

/** The other names (rows of `OTHER_NAME_STR`) that begin with two given ASCII characters: rows `[start, end)`, and their lengths ({@link lengthBit}). */
interface OtherNameRows {
  readonly start: number;
  end: number;
  lengths: number;
}

/** A bit for a name's length (one for all of 31 characters and more): a set of lengths in one number. */
const lengthBit = (length: number): number => 1 << (length < 31 ? length : 31);

/** A character outside ASCII (a name's length in characters is its length in bytes only in ASCII). */
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * The other names' rows by their first two characters (code of the first times 128, plus the
 * second's), read from the string table's bytes (no name decoded): the rows are sorted by name, so
 * the names of two first characters are one run of rows. A name of one character, or one that
 * begins outside ASCII, is in no entry: no ASCII text of two characters or more is it.
 */
function otherNameRows(data: IndexData): ReadonlyMap<number, OtherNameRows> {
  const names = data.s.OTHER_NAME_STR;
  const offsets = data.s.STR_OFFSETS;
  const bytes = data.s.STR_BYTES;
  const out = new Map<number, OtherNameRows>();
  for (let row = 0; row < names.length; row++) {
    const id = names[row]!;
    const at = offsets[id]!;
    const length = offsets[id + 1]! - at;
    if (length < 2 || bytes[at]! >= 128 || bytes[at + 1]! >= 128) continue;
    const key = bytes[at]! * 128 + bytes[at + 1]!;
    const rows = out.get(key);
    if (rows === undefined) out.set(key, { start: row, end: row + 1, lengths: lengthBit(length) });
    else {
      rows.end = row + 1;
      rows.lengths |= lengthBit(length);
    }
  }
  return out;
}

export class Catalog {
  readonly data: IndexData;
  private readonly streetNames: Array<string | undefined>;
  private readonly segmentRanges: Array<string | undefined>;
  private readonly segmentIntervalCache: Array<SegmentIntervals | undefined>;
  /** Street of each segment plus one (0: not looked up yet), so a segment's street is found once. */
  private readonly segmentStreets: Uint32Array;
  private readonly unitLabels: Array<string | undefined>;
  private readonly headings: Array<PlaceHeading | undefined>;
  /** Six-digit texts of the postal table's codes, by position: verify asks a segment's code for every candidate street. */
  private readonly postalTexts: Array<string | undefined>;
  /** Six-digit texts of the places' own codes ('' for none), by place. */
  private readonly placeCodeTexts: Array<string | undefined>;
  private postalBuckets: Uint32Array | undefined;
  /** The other names' rows by their first two letters (see {@link otherNameRows}), made on the first look-up. */
  private otherNameStarts: ReadonlyMap<number, OtherNameRows> | undefined;

  constructor(data: IndexData) {
    this.data = data;
    this.streetNames = new Array<string | undefined>(data.s.STREET_PLACE.length);
    this.segmentRanges = new Array<string | undefined>(data.s.SEG_POSTAL.length);
    this.segmentIntervalCache = new Array<SegmentIntervals | undefined>(data.s.SEG_POSTAL.length);
    this.segmentStreets = new Uint32Array(data.s.SEG_POSTAL.length);
    this.unitLabels = new Array<string | undefined>(data.s.PLACE_SIRUTA.length);
    this.headings = new Array<PlaceHeading | undefined>(data.s.PLACE_SIRUTA.length);
    this.postalTexts = new Array<string | undefined>(data.s.POSTAL_CODE.length);
    this.placeCodeTexts = new Array<string | undefined>(data.s.PLACE_SIRUTA.length);
  }

  get placeCount(): number {
    return this.data.s.PLACE_SIRUTA.length;
  }

  get streetCount(): number {
    return this.data.s.STREET_PLACE.length;
  }

  // Counties ---------------------------------------------------------------

  countyCode(county: number): string {
    return this.data.str(this.data.s.COUNTY_CODE[county]!);
  }

  countyName(county: number): string {
    return this.data.str(this.data.s.COUNTY_NAME[county]!);
  }

  // Places -----------------------------------------------------------------

  /**
   * The places whose other name (Hungarian, German or older, from GeoNames: `korond` for Corund)
   * is `folded` (folded words joined by spaces), in place order; empty when none. At most one
   * place of a county: the build drops a name two places of one county share.
   */
  placesOtherNamed(folded: string): readonly number[] {
    // Asked of most names no official one matches: the rows of the name's first two letters, when
    // it has a name of its length there, are searched (most names are ruled out by reading no string).
    const names = this.data.s.OTHER_NAME_STR;
    let lo = 0;
    let hi = names.length;
    if (folded.length >= 2 && !NOT_ASCII.test(folded)) {
      const rows = (this.otherNameStarts ??= otherNameRows(this.data)).get(folded.charCodeAt(0) * 128 + folded.charCodeAt(1));
      if (rows === undefined || (rows.lengths & lengthBit(folded.length)) === 0) return NO_PLACES;
      lo = rows.start;
      hi = rows.end;
    }
    // The rows are ordered by folded name: a binary search decodes a few strings, folds none.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.data.str(names[mid]!) < folded) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= names.length || this.data.str(names[lo]!) !== folded) return NO_PLACES;
    const out: number[] = [];
    for (let i = lo; i < names.length && this.data.str(names[i]!) === folded; i++) out.push(this.data.s.OTHER_NAME_PLACE[i]!);
    return out;
  }


  /** The place's own name (`Buciumeni`, `Sector 1`, `Cluj-Napoca`). */
  placeName(place: number): string {
    return this.data.str(this.data.s.PLACE_NAME[place]!);
  }

  placeSiruta(place: number): number {
    return this.data.s.PLACE_SIRUTA[place]!;
  }

  placeType(place: number): number {
    return this.data.s.PLACE_TYPE[place]!;
  }

  placeLevel(place: number): number {
    return this.data.s.PLACE_LEVEL[place]!;
  }

  /** The administrative unit of a locality, or `undefined` for a unit. */
  placeParent(place: number): number | undefined {
    const p = this.data.s.PLACE_PARENT[place]!;
    return p === NONE16 ? undefined : p;
  }

  placeCounty(place: number): number {
    return this.data.s.PLACE_COUNTY[place]!;
  }

  /** The locality's own postal code as six digits, or '' when it has none. */
  placePostalCode(place: number): string {
    let text = this.placeCodeTexts[place];
    if (text === undefined) {
      const code = this.data.s.PLACE_POSTAL[place]!;
      text = code === 0 ? '' : formatPostalCode(code);
      this.placeCodeTexts[place] = text;
    }
    return text;
  }

  isSector(place: number): boolean {
    return this.placeType(place) === SirutaType.bucharestSector;
  }

  /**
   * The locality as addresses name it: `București` for the six sectors, the
   * place's own name otherwise.
   */
  localityName(place: number): string {
    return this.isSector(place) ? 'București' : this.placeName(place);
  }

  /** The administrative unit's name with its kind (`Municipiul Cluj-Napoca`, `Oraș Buftea`, `Comuna Berca`). */
  adminUnitLabel(unit: number): string {
    let label = this.unitLabels[unit];
    if (label === undefined) {
      label = this.composeUnitLabel(unit);
      this.unitLabels[unit] = label;
    }
    return label;
  }

  private composeUnitLabel(unit: number): string {
    const name = this.placeName(unit);
    const kind = unitKindWord(this.placeType(unit), this.placeLevel(unit));
    return kind === '' ? name : `${kind} ${name}`;
  }

  /** The place as a postal record heads it: locality, SIRUTA code, county, and its sector or unit. */
  placeHeading(place: number): PlaceHeading {
    let heading = this.headings[place];
    if (heading === undefined) {
      const county = this.placeCounty(place);
      const sector = this.isSector(place);
      const unit = this.placeParent(place);
      heading = {
        locality: this.localityName(place),
        siruta: this.placeSiruta(place),
        county: this.countyName(county),
        county_code: this.countyCode(county),
        sector: sector ? this.placeName(place) : undefined,
        admin_unit: unit !== undefined && !sector ? this.adminUnitLabel(unit) : undefined,
      };
      this.headings[place] = heading;
    }
    return heading;
  }

  /**
   * Size rank of a place for ordering results ({@link verifySizeStep} of the place's
   * {@link sizeRank}): 0 for București and county-seat municipalities and their seats, then
   * other municipalities and their seats, towns, component localities, communes and their
   * seats, villages last.
   */
  placeRank(place: number): number {
    const unit = this.placeParent(place);
    return verifySizeStep(sizeRank(this.placeType(place), unit === undefined ? -1 : this.placeType(unit)));
  }

  /** Latitude, longitude and precision, or `undefined` when the place has none. */
  placeCoordinates(place: number): { latitude: number; longitude: number; precision: 'locality' | 'admin_unit' } | undefined {
    const c = this.data.s.PLACE_COORD[place]!;
    if (c === CoordPrecision.none) return undefined;
    return {
      latitude: this.data.s.PLACE_LAT[place]! / 1e6,
      longitude: this.data.s.PLACE_LON[place]! / 1e6,
      precision: c === CoordPrecision.locality ? 'locality' : 'admin_unit',
    };
  }

  /** Streets of a place: the id range [from, to). */
  placeStreets(place: number): { from: number; to: number } {
    return { from: this.data.s.PLACE_STREET_START[place]!, to: this.data.s.PLACE_STREET_START[place + 1]! };
  }

  /** True when the place has streets (street-level codes). */
  placeHasStreets(place: number): boolean {
    return this.data.s.PLACE_STREET_START[place + 1]! > this.data.s.PLACE_STREET_START[place]!;
  }

  // Streets ----------------------------------------------------------------

  streetPlace(street: number): number {
    return this.data.s.STREET_PLACE[street]!;
  }

  streetTypeId(street: number): number {
    return this.data.s.STREET_TYPE[street]! & ~STREET_TYPE_IN_NAME;
  }

  /** The canonical name without the type word (`Arhitect Ion Mincu`). */
  streetBareName(street: number): string {
    return this.data.str(this.data.s.STREET_NAME[street]!);
  }

  /** The full canonical name (`Strada Arhitect Ion Mincu`). */
  streetName(street: number): string {
    let name = this.streetNames[street];
    if (name === undefined) {
      const inName = (this.data.s.STREET_TYPE[street]! & STREET_TYPE_IN_NAME) !== 0;
      const article = inName ? '' : streetTypeById(this.streetTypeId(street))?.article ?? '';
      name = article === '' ? this.streetBareName(street) : `${article} ${this.streetBareName(street)}`;
      this.streetNames[street] = name;
    }
    return name;
  }

  /** Segments of a street: the id range [from, to). */
  streetSegments(street: number): { from: number; to: number } {
    return { from: this.data.s.STREET_SEG_START[street]!, to: this.data.s.STREET_SEG_START[street + 1]! };
  }

  /** The street a segment belongs to (binary search over the segment offsets, once per segment). */
  segmentStreet(segment: number): number {
    const known = this.segmentStreets[segment]!;
    if (known !== 0) return known - 1;
    const starts = this.data.s.STREET_SEG_START;
    let lo = 0;
    let hi = starts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= segment) lo = mid;
      else hi = mid - 1;
    }
    this.segmentStreets[segment] = lo + 1;
    return lo;
  }

  // Segments ---------------------------------------------------------------

  segmentPostalCode(segment: number): string {
    const at = this.data.s.SEG_POSTAL[segment]!;
    let text = this.postalTexts[at];
    if (text === undefined) {
      text = formatPostalCode(this.data.s.POSTAL_CODE[at]!);
      this.postalTexts[at] = text;
    }
    return text;
  }

  segmentPostalNumber(segment: number): number {
    return this.data.s.POSTAL_CODE[this.data.s.SEG_POSTAL[segment]!]!;
  }

  /** True when the segment's code covers the whole street (its number cell was empty). */
  segmentIsWholeStreet(segment: number): boolean {
    return (this.data.s.SEG_FLAGS[segment]! & SegmentFlag.wholeStreet) !== 0;
  }

  /** True when every part of the segment's number cell was understood. */
  segmentIsComplete(segment: number): boolean {
    return (this.data.s.SEG_FLAGS[segment]! & SegmentFlag.complete) !== 0;
  }

  /**
   * The number cell as published, when parsing does not reproduce all of it
   * (see RAW_SEG in format.ts); '' otherwise.
   */
  segmentRaw(segment: number): string {
    const at = indexOfSorted(this.data.s.RAW_SEG, segment);
    return at < 0 ? '' : this.data.str(this.data.s.RAW_STR[at]!);
  }

  /** The structured intervals of a segment. */
  segmentIntervals(segment: number): SegmentIntervals {
    let cached = this.segmentIntervalCache[segment];
    if (cached === undefined) {
      const s = this.data.s;
      const intervals: NumberInterval[] = [];
      const exclusions: NumberInterval[] = [];
      for (let i = s.SEG_INT_START[segment]!; i < s.SEG_INT_START[segment + 1]!; i++) {
        const flags = s.INT_FLAGS[i]!;
        const tail = this.label(s.INT_TAIL[i]!);
        const staircase = this.label(s.INT_STAIRCASE[i]!);
        const interval: NumberInterval = {
          kind: flags & IntervalFlag.block ? 'block' : 'house',
          prefix: this.label(s.INT_PREFIX[i]!),
          from: houseNumber(s.INT_FROM[i]!), fromSuffix: this.label(s.INT_FROM_SUFFIX[i]!),
          to: houseNumber(s.INT_TO[i]!), toSuffix: this.label(s.INT_TO_SUFFIX[i]!),
          parity: flags & IntervalFlag.odd ? 'odd' : flags & IntervalFlag.even ? 'even' : 'all',
          // Both always present (undefined when none): intervals of one shape are compared fastest,
          // and `matchHouseNumber` compares every interval of a candidate street.
          tail: tail === '' ? undefined : tail,
          staircase: staircase === '' ? undefined : staircase,
        };
        (flags & IntervalFlag.exclusion ? exclusions : intervals).push(interval);
      }
      cached = { intervals, exclusions };
      this.segmentIntervalCache[segment] = cached;
    }
    return cached;
  }

  /**
   * False when no interval of the segment can hold the house number `n` written alone (no block,
   * no prefix of its own: `12`, `12A`), read from the index without decoding the intervals: no house
   * interval without a prefix spans `n` between its ends, and none has a prefix (`km`, `2/`: its
   * number is read after the prefix). True tells nothing: the intervals say (`matchHouseNumber`).
   */
  segmentMaySpan(segment: number, n: number): boolean {
    const s = this.data.s;
    for (let i = s.SEG_INT_START[segment]!; i < s.SEG_INT_START[segment + 1]!; i++) {
      const flags = s.INT_FLAGS[i]!;
      if (flags & (IntervalFlag.exclusion | IntervalFlag.block)) continue;
      if (this.label(s.INT_PREFIX[i]!) !== '') return true;
      // The ends as `intervalDistance` reads them: `T` no end, a range written downwards turned.
      const from = houseNumber(s.INT_FROM[i]!);
      const to = houseNumber(s.INT_TO[i]!);
      const end = to === END_OF_STREET ? Infinity : to;
      if (n >= Math.min(from, end) && n <= Math.max(from, end)) return true;
    }
    return false;
  }

  /**
   * The house range a segment covers, as the lookup shows it: `1-25`, `14-T`,
   * `1-17, 2-12`, `bl. 54/2D`; '' for a whole-street code; the published text
   * when parsing does not reproduce all of it, so nothing is hidden.
   */
  segmentHouseRange(segment: number): string {
    let range = this.segmentRanges[segment];
    if (range === undefined) {
      if (this.segmentIsWholeStreet(segment)) range = '';
      else if (this.segmentRaw(segment) !== '') range = this.segmentRaw(segment);
      else {
        const { intervals, exclusions } = this.segmentIntervals(segment);
        range = formatIntervals(intervals);
        if (exclusions.length > 0) range += ` (fără ${formatIntervals(exclusions)})`;
      }
      this.segmentRanges[segment] = range;
    }
    return range;
  }

  private label(id: number): string {
    return this.data.str(this.data.s.LABEL_STR[id]!);
  }

  // Postal codes -----------------------------------------------------------

  /** Position of a postal code in the postal table, or -1. */
  findPostalCode(code: number): number {
    const bucket = Math.floor(code / 1000);
    if (!(bucket >= 0 && bucket < 1000)) return -1;
    const starts = this.postalBuckets ??= bucketStarts(this.data.s.POSTAL_CODE);
    return indexOfSorted(this.data.s.POSTAL_CODE, code, starts[bucket]!, starts[bucket + 1]!);
  }

  /** The place postal code `code` belongs to: its locality, or the locality of its first street; -1 for a code with no data. */
  postalCodePlace(code: number): number {
    const at = this.findPostalCode(code);
    if (at < 0) return -1;
    const from = this.postalRefStart(at);
    if (from >= this.postalRefStart(at + 1)) return -1;
    const segment = this.postalRefSegment(from);
    return segment >= 0 ? this.streetPlace(this.segmentStreet(segment)) : this.postalRefPlace(from);
  }

  /** Where the references of the postal code at position `at` start; they end where those of `at + 1` start. */
  postalRefStart(at: number): number {
    return this.data.s.POSTAL_REF_START[at]!;
  }

  /** The segment id of reference `i`, or -1 when it names a place (see {@link postalRefPlace}). Segments follow places. */
  postalRefSegment(i: number): number {
    const ref = this.data.s.POSTAL_REFS[i]!;
    return ref & REF_STREET ? (ref & ~REF_STREET) >>> 0 : -1;
  }

  /** The place id of reference `i` when it names a place. */
  postalRefPlace(i: number): number {
    return this.data.s.POSTAL_REFS[i]!;
  }
}

/** Where the codes of each thousand (the first three digits) start in the sorted code column, plus the end. */
function bucketStarts(codes: Uint32Array): Uint32Array {
  const starts = new Uint32Array(1001);
  let at = 0;
  for (let bucket = 0; bucket <= 1000; bucket++) {
    while (at < codes.length && codes[at]! < bucket * 1000) at++;
    starts[bucket] = at;
  }
  return starts;
}

function houseNumber(stored: number): number {
  if (stored === INT_END) return END_OF_STREET;
  if (stored === INT_NO_NUMBER) return NO_NUMBER;
  return stored;
}

/** A postal code number as six digits. */
export function formatPostalCode(code: number): string {
  return String(code).padStart(6, '0');
}
