/**
 * The readings of the structured fields typed lately. The `locality` and `street` fields of a
 * file of addresses repeat (a town's name on every row of that town, a street on every house of
 * it); reading a field is a pure function of its text and the reader's weights, so a field seen
 * again is not read again. One set per loaded index (its ranking table is fixed), bounded.
 *
 * The readings handed out are shared: callers copy a reading before changing it (they do:
 * `structuredReadings` builds each reading it returns anew).
 */
import { readAddressText, type AddressReading, type ReaderWeights, type ReadOptions } from '../text/address-parser.js';
import { readStreetText } from '../text/house-reader.js';
import { remembered } from '../engines/index-state.js';
import { parseHouseNumber, type HouseNumberQuery } from '../shared/house-number.js';
import { matchStreetTypePrefix } from '../shared/street-name.js';
import { tokens } from '../shared/normalize.js';
import { writesNothing } from '../shared/empty-field.js';
import { PLACE_LIKE_TYPE_WORDS } from '../shared/vocabulary.js';

/**
 * How many field texts of each kind are kept. A file of addresses names a few hundred to a few
 * thousand towns and streets at a time; past this the set starts again (an entry is a few
 * hundred bytes, so the whole stays under a few MB).
 */
export const FIELD_READINGS_KEPT = 4096;

/** Verify's reader of one index: its ranking table's weights, the options of free-form text, the fields read lately. */
export interface VerifyReader {
  weights: ReaderWeights;
  freeform: ReadOptions;
  fields: FieldReadings;
}

/** What `readStreetText` gives. */
export type StreetFieldReading = ReturnType<typeof readStreetText>;

/** The readings of recent field texts (see the module's comment). */
export class FieldReadings {
  readonly #places = new Map<string, readonly AddressReading[]>();
  readonly #streets = new Map<string, StreetFieldReading>();
  /** null: the text is no house number. */
  readonly #houses = new Map<string, HouseNumberQuery | null>();
  readonly #streetFirst = new Map<string, boolean>();
  readonly #streetAfter = new Map<string, boolean>();
  readonly #placeLikeFirst = new Map<string, boolean>();
  /** How a field that names a place is read: no street in it. */
  readonly #placeOptions: ReadOptions;

  /** @param weights The reader's weights of the index's ranking table (fixed for the index's life). */
  constructor(weights: ReaderWeights) {
    this.#placeOptions = { ...weights, streets: false };
  }

  /**
   * The readings of `text` as a field that names a place (`locality`, or a village in `street`): no
   * street is read in it. `countyGiven`: the code of the county the request's `county` field names.
   */
  place(text: string, countyGiven?: string): readonly AddressReading[] {
    const key = countyGiven === undefined ? text : `${countyGiven}\u0000${text}`;
    return remembered(this.#places, key, FIELD_READINGS_KEPT, () => readAddressText(text, countyGiven === undefined ? this.#placeOptions : { ...this.#placeOptions, countyGiven }));
  }

  /** How many texts are kept now, of every kind together (at most {@link FIELD_READINGS_KEPT} of each). */
  get size(): number {
    return this.#places.size + this.#streets.size + this.#houses.size + this.#streetFirst.size + this.#streetAfter.size + this.#placeLikeFirst.size;
  }

  /** Forgets every text. */
  clear(): void {
    this.#places.clear();
    this.#streets.clear();
    this.#houses.clear();
    this.#streetFirst.clear();
    this.#streetAfter.clear();
    this.#placeLikeFirst.clear();
  }

  /** `parseHouseNumber(text)` of a `house_number` field, remembered (shared: callers do not change it). */
  house(text: string): HouseNumberQuery | undefined {
    return remembered(this.#houses, text, FIELD_READINGS_KEPT, () => parseHouseNumber(text) ?? null) ?? undefined;
  }

  /**
   * True when a part of a `locality` field (between commas, semicolons, line breaks) starts with a street type word: it holds a street.
   * A type word that also begins names of places (`Colonia Bod`, `Calea Mare`; `Colonia Bonciu`, a part
   * of Băbeni) holds one only with a number beside it (`Calea Victoriei 12`): alone it names the place.
   */
  startsWithStreet(text: string): boolean {
    return remembered(this.#streetFirst, text, FIELD_READINGS_KEPT, () => text.split(/[,;\n]/).some((part) => {
      const words = tokens(part);
      return matchStreetTypePrefix(words, 0) !== undefined && (!PLACE_LIKE_TYPE_WORDS.has(words[0] ?? '') || /\d/.test(part));
    }));
  }

  /**
   * True when a part of a `locality` field writes a street after the place, with no comma between
   * (`Cluj-Napoca Strada Barbusse Henri nr 33`, `București Str Floare de Vârf nr 13`, `Buzău str. 16
   * Februarie 88`, as a checkout's one town box gets the whole line): a street type word after the part's
   * first word, two words at least after it, one of them with a digit (the house number, or the name's).
   * The fields are then read together too, beside the place field as sent (`Sat Calea Mare nr 12`): the index decides.
   */
  holdsStreetAfterPlace(text: string): boolean {
    return remembered(this.#streetAfter, text, FIELD_READINGS_KEPT, () => text.split(/[,;\n]/).some((part) => {
      if (!/\d/.test(part)) return false;
      const words = tokens(part);
      for (let k = 1; k + 2 < words.length; k++) {
        if (/\d/.test(words[k]!)) continue;
        const type = matchStreetTypePrefix(words, k);
        if (type === undefined) continue;
        const name = k + type.length;
        if (name + 1 < words.length && words.slice(name).some((w) => /\d/.test(w))) return true;
      }
      return false;
    }));
  }

  /** True when the first word of a `street` field is a type word that also begins place names (`Fundătura`, `Calea`). */
  opensWithPlaceLikeType(text: string): boolean {
    return remembered(this.#placeLikeFirst, text, FIELD_READINGS_KEPT, () => PLACE_LIKE_TYPE_WORDS.has(tokens(text)[0] ?? ''));
  }

  /** `readStreetText(text, withHouse)`, remembered; a field that writes nothing (`n/a`, `-`: `writesNothing`) reads no words. */
  street(text: string, withHouse: boolean): StreetFieldReading {
    return remembered(this.#streets, withHouse ? `1${text}` : `0${text}`, FIELD_READINGS_KEPT, () => readStreetText(writesNothing(text) ? '' : text, withHouse, this.#placeOptions.leaveOut));
  }
}
