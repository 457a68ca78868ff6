/**
 * From a resolution to the result users read: the normalized address, one
 * correction per changed field (with the user's own text as `from`), the
 * confidence and the verdict. docs/verify.md documents every rule here.
 */
import { toCommaBelow, fold, tokens as foldTokens } from '../shared/normalize.js';
import { stripCountyPrefix, findCounty, countyBySeat, COUNTY_WORDS_BEFORE_ONE, LETTER_COUNTY_WORD, BUCHAREST_CODE, LOCALITY_FORMER_NAMES } from '../shared/aliases.js';
import { streetTypeById } from '../shared/street-name.js';
import { COUNTY_MARKERS } from '../shared/vocabulary.js';
import type { Correction, CorrectionReason, UnconfirmedPart, Verdict, VerifiedAddress, VerifyCandidate } from '../types.js';
import type { EngineContext } from '../engines/context.js';
import type { GivenCode, Resolution } from './verify-resolve.js';
import { leavesOut, type AddressReading, type FieldsReadTogether, type PlacePart } from '../text/reading.js';
import { formatKey } from '../text/address-tokens.js';
import { labelsOf } from '../text/word-labels.js';
import { unsettledSecondAddress } from '../text/leave-out/second-address.js';
import { keep } from '../engines/index-state.js';
import { placeKey, streetKey } from './name-keys.js';
import { isDistinctType } from './verify-street.js';
import { namesSomePlace } from './verify-locality.js';
import { fieldsLeftOver, leavesOutWords, unreadInField } from './verify-structured.js';
import { PARTIAL_DIGIT } from '../matchers/house-numbers.js';

/**
 * The reason for a change, or undefined when the two differ only in formatting. `toKey`: `to`'s
 * {@link formatKey}, when known already (the names of the index have theirs kept).
 */
function changeReason(from: string, to: string, otherwise: CorrectionReason, toKey?: string): CorrectionReason | undefined {
  if (from === to || formatKey(from) === (toKey ?? formatKey(to))) return undefined;
  if (fold(from) === fold(to)) return 'diacritic';
  return otherwise;
}

/** The parts whose field the reading of fields read together keeps (see {@link FieldsReadTogether}). */
const PARTS_TOGETHER = ['street', 'locality', 'county'] as const;

/**
 * Structured fields read together (see {@link FieldsReadTogether}): a part read from another field
 * than its own is corrected from what was typed in its own field (`{ locality: 'Timișoara', street:
 * 'Str. Lungă 100, Arad' }`: the locality from `Timișoara`), with reason `moved` when that field's
 * text went to another part, or when the field was empty and the part came from another one
 * (`{ county: 'Strada Abatorului 86' }`: the street moved from the county field, and the county
 * typed there moved too). The corrections made from the part's own text, which quote another
 * field, are replaced.
 */
function quoteFieldsTyped(out: Correction[], reading: AddressReading, together: FieldsReadTogether, address: VerifiedAddress, streetName: string | undefined): void {
  const sources = new Set(Object.values(together.from));
  const leftover = fieldsLeftOver(reading, together);
  for (const [field, key] of [['street_name', 'street'], ['locality', 'locality'], ['county', 'county']] as const) {
    const source = together.from[key];
    const typed = together.typed[key];
    if (source === undefined && typed === '') continue;
    if (source === key) {
      const to = field === 'street_name' ? streetName ?? '' : address[field];
      // Read from its own field, which gave another part too (`street: 'Strada Abatorului 86, Arad'`: the
      // locality) or had words the reading took as no part of the address: quoted whole.
      if (PARTS_TOGETHER.some((part) => part !== key && together.from[part] === key)) replaceCorrection(out, { field, from: typed, to, reason: 'moved' });
      else if (leftover.has(key)) quoteWhole(out, field, typed, to);
      continue;
    }
    // An empty field filled from another that gave its own part too (`street: 'Str. Lungă 100,
    // Brașov'`: the locality) is filled as the corrections above say; from one whose text all went
    // here (`county: 'Strada Abatorului 86'`), it moved.
    if (typed === '' && (source === 'house_number' || together.from[source as 'street' | 'locality' | 'county'] !== undefined)) continue;
    const to = field === 'street_name' ? streetName ?? '' : address[field];
    const at = out.findIndex((c) => c.field === field);
    if (at >= 0) out.splice(at, 1);
    // A field whose text all went to another part, its own part none (`street: 'Sat Poiana'` read as
    // the locality, no street in the answer): moved, `to` what it became.
    if (to === '' && typed !== '' && sources.has(key)) {
      const went = PARTS_TOGETHER.find((part) => together.from[part] === key);
      out.push({ field, from: typed, to: went === 'street' ? streetName ?? '' : went === undefined ? '' : address[went], reason: 'moved' });
      continue;
    }
    const otherwise: CorrectionReason = typed === '' || sources.has(key) ? 'moved' : field === 'street_name' ? 'spelling' : field;
    const reason = typed === '' ? 'moved' : changeReason(typed, to, otherwise);
    if (reason !== undefined && to !== '') out.push({ field, from: typed, to, reason });
  }
  if (leftover.has('house_number')) quoteWhole(out, 'house_number', together.typed.house_number, address.house_number);
}

/**
 * The correction of a field whose words were not all read as its part (a note, a company, a word no
 * part took), quoting it whole: `locality` for the locality (the words were not the locality), a
 * stray word left out (`spelling`) for the others. Replaces the field's correction made from the part's text.
 */
function quoteWhole(out: Correction[], field: Correction['field'], typed: string, to: string): void {
  const at = out.findIndex((c) => c.field === field);
  if (at >= 0) out.splice(at, 1);
  if (to !== '' || field === 'house_number') out.push({ field, from: typed, to, reason: field === 'locality' ? 'locality' : 'spelling' });
}

/**
 * A `county` field that holds the answer's locality and a `locality` field that names the answer's
 * county (`{ locality: 'Cluj', county: 'Cluj-Napoca' }`), whichever reading found the answer: the
 * fields were swapped, and both corrections say `moved`.
 */
function quoteSwappedFields(out: Correction[], countyText: string, localityText: string, address: VerifiedAddress): void {
  const typed = fold(countyText);
  if (typed !== fold(address.locality) || typed === fold(address.county)) return;
  if (findCounty(localityText)?.code !== address.county_code) return;
  replaceCorrection(out, { field: 'county', from: countyText, to: address.county, reason: 'moved' });
  replaceCorrection(out, { field: 'locality', from: localityText, to: address.locality, reason: 'moved' });
}

/** Puts `c` in place of the correction of its field, if any. */
function replaceCorrection(out: Correction[], c: Correction): void {
  const at = out.findIndex((o) => o.field === c.field);
  if (at >= 0) out.splice(at, 1, c);
  else out.push(c);
}

/**
 * What was typed in the field a locality part was read from: the structured `locality` field's text
 * when the part is its (not read with the other fields together), the part's own field text or text otherwise.
 */
function fieldTextOf(reading: AddressReading, part: PlacePart, typedLocality: string | undefined): string {
  if (typedLocality !== undefined && reading.together === undefined && part.movedFrom === undefined && !reading.swapped && !reading.streetSwapped) return typedLocality.trim();
  return part.fieldText ?? part.text;
}

/** The address fields of a resolution. */
export function addressOf(ctx: EngineContext, r: Resolution): VerifiedAddress {
  const catalog = ctx.catalog;
  const county = catalog.placeCounty(r.place);
  let street = '';
  if (r.street) street = catalog.streetName(r.street.street);
  else if (r.reading.street) street = toCommaBelow(r.reading.street.text);
  const house = r.house ? (r.house.query?.details || r.house.text) : '';
  return {
    street,
    house_number: house,
    locality: catalog.localityName(r.place),
    county: catalog.countyName(county),
    county_code: catalog.countyCode(county),
    postal_code: r.postalCode,
  };
}

/**
 * One correction per changed field. `typedLocality`: the structured `locality` field as typed (a
 * correction of the locality read from it quotes it whole).
 */
export function correctionsOf(ctx: EngineContext, r: Resolution, address: VerifiedAddress, code: GivenCode | undefined, typedLocality?: string): Correction[] {
  const catalog = ctx.catalog;
  const out: Correction[] = [];
  const add = (field: Correction['field'], from: string, to: string, reason: CorrectionReason | undefined): void => {
    if (reason !== undefined) out.push({ field, from, to, reason });
  };
  const reading = r.reading;

  // Street: type word and name, separately.
  if (r.street && reading.street) {
    // `Calea Unirii` for Strada Calea Unirii: the type word written is part of the name, the type is inferred.
    const written = r.typeInName ? { ...reading.street, typeText: '', nameText: reading.street.text } : reading.street;
    const type = streetTypeById(catalog.streetTypeId(r.street.street));
    const article = type?.article ?? '';
    if (article !== '') {
      if (written.typeText === '') add('street_type', '', article, 'inferred');
      else if (r.street.typeMatches === false) add('street_type', written.typeText, article, 'street_type');
      else add('street_type', written.typeText, article, changeReason(written.typeText, article, 'abbreviation'));
    }
    // (A street field with words left out, a label: the field's whole text.)
    const from = reading.street.fieldText ?? (r.absorbed !== undefined ? `${written.nameText} ${r.absorbed}` : written.nameText);
    const to = catalog.streetBareName(r.street.street);
    const s = r.street;
    const reason: CorrectionReason = s.edits > 0 || s.extra > 0 || s.variant ? 'spelling' : s.reordered ? 'word_order' : s.alias || s.cut || s.uncovered.length > 0 ? 'abbreviation' : 'spelling';
    // Typed in the house number's field (columns shifted by one): the street field's text (the
    // locality again) moved, and so did the house number field's (below).
    if (reading.streetMovedFrom !== undefined) add('street_name', from, to, 'moved');
    // The street and locality columns swapped: the street field's text moved (to the locality).
    else if (reading.streetSwapped !== undefined) add('street_name', reading.streetSwapped.street, to, 'moved');
    else add('street_name', from, to, changeReason(from, to, reason, streetKey(ctx, r.street.street)));
  }

  // House number: a `house_number` field whose words went to the street in part (`Vuia 99` after
  // `Strada Traian`; the whole street, columns shifted), or with words that are no part of the
  // house number (`nr. 8 Popescu`, `45 nr. 17`, `interfon 12`), is quoted whole.
  const house = r.house;
  if (reading.streetMovedFrom !== undefined) add('house_number', reading.streetMovedFrom, address.house_number, 'moved');
  else if (house?.fieldText !== undefined) {
    if (house.movedToStreet) add('house_number', house.fieldText, address.house_number, 'moved');
    else if (house.query !== undefined && house.query.unread + house.query.noted > 0) add('house_number', house.fieldText, address.house_number, 'spelling');
  }

  // Locality.
  const locality = r.locality;
  const part = reading.locality;
  if (reading.swapped) {
    // The locality and county fields swapped: each field's correction says so, `from` as typed there.
    add('locality', reading.swapped.locality, address.locality, 'moved');
  } else if (reading.streetSwapped && !locality.fromPostalCode) {
    add('locality', reading.streetSwapped.locality, address.locality, 'moved');
  } else if (part?.movedFrom && !locality.fromPostalCode) {
    // A village typed in the street field: that field's text moved to the locality, and the
    // locality field (which named the commune) was not the locality.
    add(part.movedFrom.field, part.movedFrom.text, address.locality, 'moved');
    const written = reading.admin?.fieldText;
    if (written !== undefined && written !== '') add('locality', written, address.locality, changeReason(written, address.locality, 'locality'));
  } else if (!part || locality.fromPostalCode) {
    add('locality', part ? fieldTextOf(reading, part, typedLocality) : '', address.locality, part ? 'locality' : 'inferred');
  } else {
    const name = locality.name;
    const reason: CorrectionReason = locality.viaUnit || locality.countySeat ? 'locality'
      : name.edits > 0 ? 'spelling'
        : name.how === 'rewritten' ? (LOCALITY_FORMER_NAMES.has(part.words.join(' ')) ? 'locality' : 'abbreviation')
          : name.reordered ? 'word_order'
            : 'locality';
    // A structured field is quoted as typed (`fieldText`: `sat Poana` -> `Poiana`, spelling). One with words
    // no part took, a note, a company or a neighbourhood left out (`București, Pantelimon` -> `București`),
    // or that named a county too (the county field's read in its place) when the answer's county is
    // another, is corrected even when its locality is the answer's: those words were not the locality.
    const typed = fieldTextOf(reading, part, typedLocality);
    const fieldText = typed === part.text ? undefined : typed;
    const leftOut = fieldText !== undefined && (reading.unused > unreadInField(reading.house) || (reading.county !== undefined && reading.county.county?.code !== address.county_code) || leavesOutWords(reading));
    // A kind word mistyped before the name (`dat Ciocadia`: `sat`) is a typing mistake in the field as written.
    const mistypedKind = fieldText !== undefined && reading.leftOut?.some((l) => l.as === 'locality_kind') === true;
    add('locality', fieldText ?? part.text, address.locality, locality.viaUnit || locality.countySeat || leftOut ? 'locality'
      : mistypedKind ? 'spelling' : changeReason(part.text, address.locality, reason, placeKey(ctx, r.place)));
  }

  // A commune written next to the village that is not the village's: what was written, and the unit it is in.
  // A locality that is a unit itself (`P. de Sus, Pianu`: the commune Pianu, the first words its
  // commune) is in no other: the words written there name nothing of the answer all the same, and
  // an answer that passes over them is not the address as given.
  if (reading.admin && locality.adminMatches === false) {
    const unit = catalog.placeParent(r.place) ?? r.place;
    add('admin_unit', reading.admin.fieldText ?? reading.admin.text, catalog.adminUnitLabel(unit), 'locality');
  } else if (reading.admin?.movedFrom) {
    // The locality's commune typed in the street field (`{ street: 'Com. Măciuca', locality: 'Bocșa' }`): moved.
    add(reading.admin.movedFrom.field, reading.admin.movedFrom.text, catalog.adminUnitLabel(catalog.placeParent(r.place) ?? r.place), 'moved');
  }

  // Sector: another one than written; or none, the place being outside București (`Afumați, Sector 1`: Ilfov).
  if (reading.sector && catalog.isSector(r.place)) {
    const sector = catalog.placeName(r.place);
    if (Number(sector.replace(/\D/g, '')) !== reading.sector.sector) add('sector', reading.sector.text, sector, 'locality');
  } else if (reading.sector && address.county_code !== BUCHAREST_CODE) add('sector', reading.sector.text, '', 'locality');

  // County.
  const county = reading.county;
  if (reading.swapped) {
    add('county', reading.swapped.county, address.county, 'moved');
  } else if (!county) {
    add('county', '', address.county, 'inferred');
  } else if (county.movedFrom !== undefined) {
    // Typed in the street field (`…, jud. Dolj`), the county field empty: that field's text is quoted by its own correction.
    add('county', county.movedFrom.typed, address.county, county.county?.code === address.county_code ? 'moved' : 'county');
  } else if (county.county?.code !== address.county_code) {
    add('county', county.text, address.county, 'county');
  } else if (reading.sector !== undefined && reading.sector.text === county.text) {
    // The county field held București's sector (`Județ/Sector: Sector 3`): the county is confirmed,
    // the sector checked above.
  } else {
    add('county', county.text, address.county, sameCountyReason(ctx, county.text, address));
  }
  if (county && !reading.swapped && county.source === undefined && county.movedFrom === undefined) quoteSwappedFields(out, county.text, part ? fieldTextOf(reading, part, typedLocality) : '', address);

  if (reading.together) quoteFieldsTyped(out, reading, reading.together, address, r.street ? catalog.streetBareName(r.street.street) : reading.street?.nameText);

  // Postal code (a partly known one is no correction: `unconfirmed` names it).
  if (address.postal_code !== '' && !partlyKnown(address.postal_code)) {
    if (!code) add('postal_code', '', address.postal_code, 'inferred');
    else if (code.digits !== address.postal_code) add('postal_code', code.text, address.postal_code, 'postal_code');
  }
  return out;
}

/**
 * How many county texts an index remembers the correction of ({@link sameCountyReason}): a file
 * writes its counties a few dozen ways. Past this the set starts again.
 */
const COUNTY_TEXTS_KEPT = 1024;

/**
 * The correction of a county written that names the address's county (`jud. Cluj`, `CJ`, `cluj`):
 * none for its code or its name as written, else what changed. A pure function of the text and
 * the county, which a file repeats on every row: remembered per index.
 */
function sameCountyReason(ctx: EngineContext, text: string, address: VerifiedAddress): CorrectionReason | undefined {
  const memo = ctx.state.countyReasons;
  const key = `${address.county_code}|${text}`;
  const known = memo.get(key);
  return (known !== undefined ? known : keep(memo, key, COUNTY_TEXTS_KEPT, countyTextReason(text, address))) ?? undefined;
}

/** {@link sameCountyReason}, worked out; null for none. */
function countyTextReason(text: string, address: VerifiedAddress): CorrectionReason | null {
  const bare = stripCountyPrefix(fold(text));
  const asCode = bare.length <= 2 && findCounty(bare)?.code === address.county_code;
  if (asCode) return null;
  // `Tg. Jiu` for Gorj: the county's seat written where the county goes, another place meant.
  if (countyBySeat(foldTokens(text))?.code === address.county_code) return 'locality';
  const words = text.trim().split(/\s+/);
  // `jud. Cluj`, `Județul Cluj`: the prefix is not part of the name.
  const marker = fold(words[0]!);
  const nameText = words.length > 1 && (COUNTY_MARKERS.has(marker) || COUNTY_WORDS_BEFORE_ONE.has(marker)) ? words.slice(1).join(' ') : text;
  return changeReason(nameText, address.county, 'spelling') ?? null;
}

/** What the confidence needs to know beyond the resolution. */
export interface ConfidenceFlags {
  /** The county was inferred among localities of the same name and nothing else settled which. */
  namesakes: boolean;
  /** Several candidates were about equally good. */
  ambiguous: boolean;
  /** The street is in another București sector than the one written. */
  sectorChanged: boolean;
  /** The locality, written alone and exactly, has as many places named one typing mistake away as named so, or more (`nearNamesAsMany`). */
  nearNamed?: boolean;
  /** The answer is a marked commune's seat after an institution named for a village of another unit of the county (`namesVillageElsewhere`). */
  villageElsewhere?: boolean;
  /** The answer is the seat of a commune named otherwise, one of whose villages is named like the commune (`CONFIDENCE.unitNamedLikeVillage`). */
  unitVillage?: boolean;
  /**
   * Whether another street of the locality, named one typing mistake from the street written, fits the rest of the
   * address as well (`nearNamedStreet`): asked only when the answer would be worth more than `CONFIDENCE.nearNamedStreet`,
   * since it costs a street search with typing mistakes.
   */
  nearNamedStreet?: () => boolean;
}



/**
 * How sure the result is, in [0, 1]: the product of the factors that apply
 * (see `RankingOptions.confidence` and docs/verify.md), rounded to two decimals. An
 * official address written exactly, with its postal code, scores 1.
 */
export function confidenceOf(ctx: EngineContext, r: Resolution, address: VerifiedAddress, code: GivenCode | undefined, flags: ConfidenceFlags): number {
  const f = ctx.ranking.confidence;
  let c = 1;
  const l = r.locality;
  const { namesakes, ambiguous, sectorChanged } = flags;
  if (sectorChanged) c *= f.wrongSector;
  if (l.fromPostalCode) c *= f.fromPostalCode;
  if (l.fromStreet === true) c *= f.fromStreet;
  c *= f.localityEdit ** l.name.edits;
  if (l.name.reordered) c *= f.localityReordered;
  c *= f.localityInitial ** l.name.initials;
  if (l.viaUnit) c *= f.viaUnit;
  if (l.countySeat) c *= f.countySeatByCountyName;
  if (l.countyMatches === false) c *= f.wrongCounty;
  // Words read as the commune, unmarked, that name no place (`…, Bacău. Interviurile au loc la sediu`) are words the text
  // holds that nothing confirms, paid with them below; a commune's name that is not the answer's unit speaks against the locality.
  const adminUnread = l.adminMatches === false && r.reading.admin?.unmarked === true && !namesSomePlace(ctx, r.reading.admin.words);
  if (l.adminMatches === false && !adminUnread) c *= f.wrongCommune;
  if (namesakes) c *= f.namesakes;
  if (flags.nearNamed === true) c *= f.nearNamedPlaces;

  const s = r.street;
  if (s) {
    c *= f.streetEdit ** s.edits * f.streetExtraWord ** s.extra;
    c *= f.streetMissingWord ** s.missing * f.streetMissingGiven ** s.missingGiven;
    if (s.reordered) c *= s.surnameFirst ? f.streetSurnameFirst : f.streetReordered;
    if (s.cut) c *= f.streetCutWord;
    // (`Street`, `Avenue` say a street, not which type: another type is no sign of a wrong street.)
    if (s.typeMatches === false && !r.typeInName && r.reading.street?.typeAny !== true) c *= r.reading.street !== undefined && isDistinctType(r.reading.street.typeId) ? f.wrongDistinctType : f.wrongStreetType;
    // (Ambiguous, the namesakes are candidates: `ambiguous` says it already.)
    if (r.longerNamesake && !ambiguous) c *= f.longerNamesake;
  }
  if (r.streetState === 'not_found') c *= f.streetNotFound;
  // What the text holds that the index confirms nothing of, words the reader left unexplained or placed where nothing
  // checks them (a street where the index has no streets, a commune that names no place): each is paid, together at
  // most `unusedMostWords` unexplained words' worth (sure98).
  let unconfirmed = f.unusedWord ** unusedCharged(r.reading, f.unusedRunWords);
  if (r.streetState === 'no_data') unconfirmed *= f.streetWithoutData;
  if (adminUnread) unconfirmed *= f.wrongCommune;
  c *= Math.max(unconfirmed, f.unusedWord ** f.unusedMostWords);
  if (r.streetState === 'absent' && r.localityHasStreets) c *= f.noStreetInCity;
  if (r.houseState === 'nearest') c *= f.numberOutside;

  if (!code) c *= f.codeNotGiven;
  else if (code.digits !== address.postal_code) c *= f.wrongCode;
  if (ambiguous) c *= f.ambiguous;
  if (leavesOutTypeWord(r)) c *= f.typeWordLeftOut;
  if (r.sharedName) c *= f.sharedStreetName;
  if (holdsUnsettledSecondAddress(r)) c = Math.min(c, f.secondAddressUnsettled);
  if (flags.villageElsewhere === true) c = Math.min(c, f.villageElsewhere);
  if (flags.unitVillage === true) c = Math.min(c, f.unitNamedLikeVillage);
  if (c > f.nearNamedStreet && flags.nearNamedStreet?.() === true) c = f.nearNamedStreet;
  return Math.round(Math.max(0, Math.min(1, c)) * 100) / 100;
}

/**
 * How many of a reading's unexplained words the confidence pays for: each run of them (neighbouring
 * words of one field that no part takes, as `ignored` quotes them: `Se dispune detașarea d-lui Radu
 * Ene la`) at most `perRun`, a run being one thing the vocabulary lacks, not a mistake a word
 * (`CONFIDENCE.unusedRunWords`). Words unexplained that the labels do not place (a structured
 * reading's) are paid each.
 */
export function unusedCharged(reading: AddressReading, perRun: number): number {
  const unused = reading.unused;
  // (Fewer words than a run may cost: nothing to cap, and no labelling to make.)
  if (unused <= perRun) return unused;
  let excess = 0;
  let run = 0;
  // (By position, no object a word: `labelsOf`. A structured reading has no labels; its words are paid each.)
  const labels = labelsOf(reading) ?? [];
  const words = reading.words ?? [];
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== 'unexplained') {
      if (run > perRun) excess += run - perRun;
      run = 0;
      continue;
    }
    // (A field's first word opens another run: `Gazde primitoare, mâncare bună` is two notes.)
    if (words[i]!.breakBefore && run > 0) {
      if (run > perRun) excess += run - perRun;
      run = 0;
    }
    run++;
  }
  if (run > perRun) excess += run - perRun;
  return Math.max(Math.min(unused, perRun), unused - excess);
}

/** What a `partial` result could not confirm, or undefined when nothing is missing. */
export function unconfirmedOf(r: Resolution): UnconfirmedPart[] | undefined {
  const parts: UnconfirmedPart[] = [];
  if (r.streetState === 'not_found' || r.streetState === 'no_data' || (r.streetState === 'absent' && r.localityHasStreets)) parts.push('street');
  if (r.houseState === 'nearest' || ((r.streetState === 'not_found' || r.streetState === 'no_data') && r.house)) parts.push('house_number');
  if (partlyKnown(r.postalCode)) parts.push('postal_code');
  return parts.length > 0 ? parts : undefined;
}

/** True for a code of which only some digits are known (`400xxx`), or none (''). */
function partlyKnown(code: string): boolean {
  return code.length !== 6 || code.includes(PARTIAL_DIGIT);
}

/** The verdict: ambiguous, partial, corrected or valid, in that order of precedence. */
export function verdictOf(corrections: readonly Correction[], unconfirmed: readonly UnconfirmedPart[] | undefined, ambiguous: boolean, dropped: boolean): Verdict {
  if (ambiguous) return 'ambiguous';
  if (unconfirmed && unconfirmed.length > 0) return 'partial';
  return dropped || corrections.some((c) => c.reason !== 'inferred') ? 'corrected' : 'valid';
}

/**
 * True when the answer drops something the user wrote that was meant as a part of the address: a
 * word no part took (`unexplained`), or a street type word whose name was read as a place. Such
 * an answer is not the address "as given", whatever it fills in: it is never `valid`.
 */
export function dropsWritten(r: Resolution): boolean {
  return r.reading.unused > 0 || leavesOutTypeWord(r) || holdsUnsettledSecondAddress(r);
}

/** True when the answer's reading left out a second whole address with nothing saying which one is meant (`unsettledSecondAddress`): never `valid`. */
function holdsUnsettledSecondAddress(r: Resolution): boolean {
  const { words, uses } = r.reading;
  return words !== undefined && uses !== undefined && uses.includes('second_address') && unsettledSecondAddress(words, uses);
}

/** True when the answer's reading left a typed street type word out, its name read as a place (`Strada Dumbrava nr. 5, Târgu Lăpuș`). */
function leavesOutTypeWord(r: Resolution): boolean {
  return leavesOut(r.reading, 'type_word');
}

/** The place details of a result or candidate: SIRUTA code, sector, administrative unit. */
export function placeDetails(ctx: EngineContext, place: number): { siruta: number; sector?: string; admin_unit?: string } {
  const catalog = ctx.catalog;
  const out: { siruta: number; sector?: string; admin_unit?: string } = { siruta: catalog.placeSiruta(place) };
  if (catalog.isSector(place)) out.sector = catalog.placeName(place);
  else {
    const unit = catalog.placeParent(place);
    if (unit !== undefined) out.admin_unit = catalog.adminUnitLabel(unit);
  }
  return out;
}

/** A rival resolution as a candidate of an ambiguous result. */
export function candidateOf(ctx: EngineContext, r: Resolution, confidence: number): VerifyCandidate {
  const candidate: VerifyCandidate = { address: addressOf(ctx, r), confidence, ...placeDetails(ctx, r.place) };
  if (r.houseState === 'missing' && r.segment !== undefined) candidate.house_range = ctx.catalog.segmentHouseRange(r.segment);
  return candidate;
}
