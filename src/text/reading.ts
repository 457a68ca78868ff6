/**
 * What a reading of address text says: its parts as written (street, house number, locality,
 * the commune or town beside a village, county, sector, postal code), the words it leaves
 * unexplained and how plausible it is before the index is asked.
 */
import type { County, LocalityKind } from '../shared/aliases.js';
import type { HouseNumberQuery } from '../shared/house-number.js';
import type { Word } from './address-tokens.js';
import type { NeighbourhoodTown } from './neighbourhoods.js';

/** The street as written: its type word (if any) and its name words. */
export interface StreetPart {
  /** The type word as written (`Str.`, `B-dul`, `Calea`), '' when none. */
  typeText: string;
  /** Street type id of the type word, 0 when none was written. */
  typeId: number;
  /** The type word is one every street type satisfies (`Street`, `Avenue`: `ANY_TYPE_FORMS`): the street is looked up as if untyped. */
  typeAny: boolean;
  /** Folded name words, in written order. */
  words: string[];
  /** The name as written, without the type word. */
  nameText: string;
  /** Type and name as written. */
  text: string;
  /** The words of the text it was read from (none for a structured field's part): which word is which part (see `word-labels`). */
  source?: readonly Word[];
  /** The structured `street` field's whole text, when words of it were left out (a label: `Adresa: Strada Lungă 7`): quoted as the correction's `from`. */
  fieldText?: string;
}

/** House number and building details as written and as read. */
export interface HousePart {
  text: string;
  /** The words of the text it was read from (none for a structured field's part): which word is which part (see `word-labels`). */
  source?: readonly Word[];
  query: HouseNumberQuery | undefined;
  /**
   * The number was not marked by `nr.`: it may as well end the street's name
   * (`Str. Răscoala 1907`); matching moves it back when the street says so.
   */
  bare: boolean;
  /** The folded bare number, when `bare`. */
  bareWord?: string;
  /** The bare number as written, when `bare`. */
  bareText?: string;
  /** The building details without the bare number (`bl. 18` of `1918, bl. 18`), when there are any. */
  withoutBare?: string;
  /**
   * The structured `house_number` field's text, when this part was read from it: its correction
   * quotes it when words of it are no part of the house number (see `HouseNumberQuery.unread`).
   */
  fieldText?: string;
  /** Words opening the `house_number` field were read into the street (`Vuia 99` after `Strada Traian`): the field's text moved in part. */
  movedToStreet?: boolean;
}

/** A locality (or the commune / town a village belongs to) as written. */
export interface PlacePart {
  /** Folded words, in written order, before alias rewriting. */
  words: string[];
  text: string;
  /** The words of the text it was read from (none for a structured field's part): which word is which part (see `word-labels`). */
  source?: readonly Word[];
  /** The kind word written before it (`sat`, `com.`, `mun.`, `oraș`). */
  kind?: LocalityKind;
  /**
   * Read as the commune, town or city of the locality only from its place
   * (`Firiza, Baia Mare`), not from a marker: a wrong guess then costs more.
   */
  unmarked?: boolean;
  /**
   * The structured field this part was typed in, when it is not the part's own field (a village
   * typed in the `street` field): the field's whole text, for a correction with reason `moved`.
   */
  movedFrom?: { field: 'street_name'; text: string };
  /** The structured field's whole text, when the part was read from a field of its own (for `from`); the neighbourhood as written, for a town it names. */
  fieldText?: string;
  /**
   * The words of a neighbourhood the vocabulary knows that name this town, written where the town
   * goes (`Str. Trifoiului 12, Mănăștur`: Cluj-Napoca); the part has no words of its own then.
   */
  neighbourhood?: readonly Word[];
}

/** The county as written and the county it names, if any. */
export interface CountyPart {
  text: string;
  /** The words of the text it was read from (none for a structured field's part): which word is which part (see `word-labels`). */
  source?: readonly Word[];
  county: County | undefined;
  /**
   * The structured field the county was typed in, when it is not the county field (`jud. Dolj` in the
   * `street` field, the county field empty or naming none): that field's whole text, and what the county
   * field held (`typed`, '' when absent: the `from` of the county's correction, reason `moved`).
   */
  movedFrom?: { field: 'street_name'; text: string; typed: string };
}

/** One reading of an address text. */
export interface AddressReading {
  street?: StreetPart;
  house?: HousePart;
  locality?: PlacePart;
  /** The commune, town or city named next to a village (`sat X, com. Y`). */
  admin?: PlacePart;
  county?: CountyPart;
  sector?: { sector: number; text: string; source?: readonly Word[] };
  postalCode?: { text: string; digits: string; source?: readonly Word[] };
  /** Words this reading leaves unexplained. */
  unused: number;
  /** How plausible the reading is before any matching, in (0, 1]. */
  prior: number;
  /** The text's words, and how each was used before its runs were labelled (free-form text only; see `word-labels`). */
  words?: readonly Word[];
  uses?: readonly WordUse[];
  /**
   * Words of a run that the reading leaves out and pays for in its prior, not as unexplained: a
   * neighbourhood written as a part of the town, the street type word before a name read as a
   * locality of the town written, or the second copy of a name written twice (`repeated`: `Valea
   * Lungă Valea Lungă`, the locality once). `towns`: a neighbourhood the vocabulary knows, read at its prior
   * (`knownNeighbourhoodLeftOut`): the towns it is a part of, which the judge checks.
   */
  leftOut?: readonly LeftOutWords[];
  /** The structured `locality` and `county` fields typed in each other's place (`{ locality: 'Iași', county: 'Miclăușeni' }`): their texts as typed. */
  swapped?: { locality: string; county: string };
  /**
   * The structured `street` and `locality` fields typed in each other's place (`{ street: 'Oradea',
   * locality: 'Rogerius' }`: a spreadsheet's columns swapped): their texts as typed.
   */
  streetSwapped?: { street: string; locality: string };
  /** The structured `house_number` field's text when it held the street (columns shifted by one: `house_number: 'Strada Arțarilor 15'`). */
  streetMovedFrom?: string;
  /** The words the run decoder labelled as no part of the address (a person's name opening or ending the text, an institution's opening a field), if any: see {@link NoiseSpan}. */
  noise?: NoiseSpan;
  /** Structured fields read together as one text (`fieldsReadTogether`): what each held, and which one each part was read from. */
  together?: FieldsReadTogether;
}

/** Words a reading leaves out and pays for in its prior (see {@link AddressReading.leftOut}). */
export interface LeftOutWords {
  words: readonly Word[];
  as: 'neighbourhood' | 'type_word' | 'repeated' | 'locality_kind';
  towns?: readonly NeighbourhoodTown[];
}

/**
 * Left-out words with every field set (`towns` undefined but for a neighbourhood the vocabulary
 * knows), in one order: the judge reads `towns` of every entry, and entries of two shapes (with the
 * field and without) made it compile its readers again (see {@link copyReading} for why one shape).
 */
export function leftOutWords(words: readonly Word[], as: LeftOutWords['as'], towns?: readonly NeighbourhoodTown[]): LeftOutWords {
  return { words, as, towns };
}

/** A structured request's field. */
export type InputField = 'street' | 'house_number' | 'locality' | 'county';

/**
 * Structured fields read together as one text (a field held more than its part: `street: 'Str.
 * Lungă 100, Brașov'`, `county: 'Strada Abatorului 86'`): each field's text as typed ('' when
 * empty), and the field each part of the reading came from (undefined when the reading has no such
 * part), so that a correction quotes what was typed in its own field and says what moved.
 */
export interface FieldsReadTogether {
  typed: Readonly<Record<InputField, string>>;
  /** The text read: the fields joined (what `ignored` quotes). */
  text: string;
  from: Readonly<Record<'street' | 'locality' | 'county', InputField | undefined>>;
  /**
   * Where each field's text starts in the text read (the fields joined), in order: which field a
   * word of the reading was typed in (a field with words read as no part of the address is quoted
   * in its correction). Shared by the readings of one request.
   */
  starts: ReadonlyArray<{ field: InputField; start: number }>;
}

/** The field a character of the fields read together was typed in (see {@link FieldsReadTogether.starts}). */
export function fieldAt(starts: FieldsReadTogether['starts'], offset: number): InputField {
  let field: InputField = starts[0]?.field ?? 'street';
  for (const s of starts) if (s.start <= offset) field = s.field;
  return field;
}



/**
 * What a word is, when it is no part of the postal address (the reader leaves it out): a company's
 * name, an institution's name (a school, a town hall), a message's words, a field's label, a note, the country, a person, an identity document,
 * a telephone number, an e-mail or web address, a land-registry reference, a second address or number, a postal code of
 * before 2003 next to its town.
 */
export type LeftOutKind = 'company' | 'organisation' | 'message' | 'label' | 'note' | 'country' | 'person' | 'document' | 'phone' | 'contact' | 'registry' | 'second_address' | 'old_postal_code';

/**
 * Words a leave-out family found that may be no part of the address, left for the run decoder to label
 * (issue 24: noise labels decided inside the joint reading, not by a second reading of the text): a run
 * all of whose words are the span's may take the label `kind`, at `weight` (a weight of
 * `RankingOptions.reading`), or be read as any other run. `words`: the span's words not used yet (those
 * a run may hold); `marks`: the positions the reading's `uses` mark as `kind` when the label is chosen.
 * `edge`: the span may also be a run's first or last words, the run's other words then read as a run of
 * their own (an institution's name whose end is not written: `COLEGIUL NATIONAL MIHAI EMINESCU Bărăbanț`;
 * an old postal code: `Iași 6600`). `frees`: the positions of words left out before that the label gives back to the
 * address when chosen (the second of two house numbers, `Strada Hebe 63, nr. 3`: the first labelled, the second read
 * as the house's).
 */
export interface NoiseSpan {
  kind: LeftOutKind;
  weight: number;
  words: ReadonlySet<Word>;
  marks: readonly number[];
  edge: boolean;
  frees: readonly number[];
  /**
   * The span's choice is always read apart (a `ReadingChoice` of its own, run-decoder.ts): it frees words, or its words left out change the parts read
   * before the runs (a message's). (A span is read apart too where it holds the words the house number was read from:
   * the reader's `apartChoices` looks at that.)
   */
  apart: boolean;
  /**
   * The weight of every labelling that does not choose the span (1 but for a message around the address: the
   * readings that take its words for names are the less likely, `proseAround`); an institution's name's labellings
   * are not weighed by it (they read the words around the address otherwise).
   */
  others: number;
}

/**
 * How the reader has used a word before the runs are labelled: not yet (`false`), in a part read
 * apart (`part`: a postal code, a sector, a county with its marker, the house number), as a
 * locality kind's marker (`marker`: `sat`, `com.`), or left out as a {@link LeftOutKind}.
 */
export type WordUse = false | 'part' | 'marker' | LeftOutKind;

/**
 * A reading with the parts of `from` (all but `drop`), `changes` in their place, and its own
 * `unused` and `prior`: a copy field by field, for a variant built from another reading or from
 * the parts read before the runs. Every field is set (undefined when the reading has no such
 * part), in one order: this is the one place readings are made, so that the reader and the index
 * see one shape of reading (spreads, deletes and fields added later leave objects of many shapes,
 * which V8 reads slowly).
 */
export function copyReading(from: Omit<AddressReading, 'unused' | 'prior'>, unused: number, prior: number, changes: Partial<AddressReading> = NO_CHANGES, drop?: 'street' | 'house'): AddressReading {
  return {
    street: drop === 'street' ? changes.street : changes.street ?? from.street,
    house: drop === 'house' ? changes.house : changes.house ?? from.house,
    locality: changes.locality ?? from.locality,
    admin: changes.admin ?? from.admin,
    county: changes.county ?? from.county,
    sector: changes.sector ?? from.sector,
    postalCode: changes.postalCode ?? from.postalCode,
    unused,
    prior,
    words: changes.words ?? from.words,
    uses: changes.uses ?? from.uses,
    leftOut: changes.leftOut ?? from.leftOut,
    swapped: changes.swapped ?? from.swapped,
    streetSwapped: changes.streetSwapped ?? from.streetSwapped,
    streetMovedFrom: changes.streetMovedFrom ?? from.streetMovedFrom,
    together: changes.together ?? from.together,
    noise: changes.noise ?? from.noise,
  };
}

/** No changes to a copied reading. */
const NO_CHANGES: Partial<AddressReading> = {};

/** A reading with no parts yet (the reader fills in the parts it reads apart), of the one shape {@link copyReading} makes. */
export function blankReading(): AddressReading {
  return copyReading(NO_CHANGES, 0, 1);
}

/** `r` without its street and with `changes` (see {@link copyReading}). */
export function readingWithout(r: AddressReading, changes: Partial<AddressReading>): AddressReading {
  return copyReading(r, changes.unused ?? r.unused, changes.prior ?? r.prior, changes, 'street');
}

/**
 * A place part with every field set, in one order (see {@link copyReading} for why): its folded
 * words, its text, the words it was read from, the kind written and whether it is a guess.
 */
export function newPlacePart(words: string[], text: string, source: readonly Word[] | undefined, kind: LocalityKind | undefined, unmarked: boolean): PlacePart {
  return { words, text, source, kind, unmarked, movedFrom: undefined, fieldText: undefined, neighbourhood: undefined };
}

/** A copy of a place part, marked as a guess from its place (see {@link copyReading} for why not a spread). */
export function unmarkedPlace(p: PlacePart): PlacePart {
  return { words: p.words, text: p.text, source: p.source, kind: p.kind, unmarked: true, movedFrom: p.movedFrom, fieldText: p.fieldText, neighbourhood: p.neighbourhood };
}

/**
 * What a reading is worth before the index judges it: its prior, times `unexplainedWord` (the
 * ranking table's `resolution.unexplainedWord`) for each word it leaves unexplained. The reader's
 * beam, the run decoder's search and the index's ranking all order readings by this one measure.
 */
export function readingWorth(prior: number, unused: number, unexplainedWord: number): number {
  return prior * unexplainedCosts(unexplainedWord, unused)[unused]!;
}

/** What 0, 1, 2, … unexplained words cost (powers of `unexplainedWord`), one table per weight, kept across texts. */
const COSTS = new Map<number, number[]>();

/** The costs of 0 to `words` unexplained words (see {@link readingWorth}). */
export function unexplainedCosts(unexplainedWord: number, words: number): readonly number[] {
  let table = COSTS.get(unexplainedWord);
  if (table === undefined) {
    // One table per weight (a tuning run tries a few dozen): bounded all the same.
    if (COSTS.size >= 64) COSTS.clear();
    table = [1];
    COSTS.set(unexplainedWord, table);
  }
  while (table.length <= words) table.push(table[table.length - 1]! * unexplainedWord);
  return table;
}

/** True when the reading leaves out words as `as` (a neighbourhood, a street type word) rather than paying for them as unexplained. */
export function leavesOut(reading: AddressReading, as: 'neighbourhood' | 'type_word'): boolean {
  return reading.leftOut?.some((l) => l.as === as) ?? false;
}
