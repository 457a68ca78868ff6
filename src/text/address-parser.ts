/**
 * Reads typed address text into its parts: street (type word and name), house
 * number and building details, locality (with the village / commune / town
 * marker people write), county, București sector and postal code.
 *
 * The flow, one module a step:
 * 1. `address-tokens`: the words, each with every role the vocabulary gives it;
 * 2. `runs`: fields rejoined where a name or a spreadsheet column split them;
 * 3. `leave-out`: the words that are no part of the address, each marked with what it is;
 * 4. the parts read apart: the postal code and the sector written without its word
 *    (`part-rules`), the house number's keywords (`house-reader`), then the sector with
 *    its word, the county with its marker and the locality kinds (`marked-parts`, on the
 *    vocabulary of `shared/aliases`), and a bare house number (`house-reader`);
 * 5. `runs`: the words left cut into runs;
 * 6. `run-decoder`: every run labelled at once (street, locality, admin, county, left
 *    unexplained: each run's candidates `run-options`, from the runs' facts `run-facts`), the
 *    labellings scored by the ranking table's weights, the likeliest kept.
 *
 * Free-form text is read without trusting commas: markers (`nr.`, `bl.`, `sat`, `com.`,
 * `jud.`, `Sector 1`, a street type word, a six-digit code) cut the words into runs. Where a number
 * may be part of a street's name, or a kind word a name's, the parts are read both ways (`variantsOf`), each way a
 * choice of the run decoder's one search (one list of labellings kept, one bound);
 * a person's name opening or ending the text, an institution's name opening a field, an old postal
 * code, the first of two house numbers, `pt.` for `pentru` and a message around the address
 * (`message-reader`) are noise labels the run decoder gives their words or not, in the one search
 * (`noiseOf`; a label that changes the parts read before the runs is a choice read apart, in each of
 * its parts' variants). Every plausible reading is returned with its prior; the index decides.
 * `word-labels` tells which word is which part in a reading.
 */
import { FOR_ABBREVIATIONS, NUMBERED_NAME_HEADS, PROSE_FOR_WORDS } from '../shared/vocabulary.js';
import { readSpokenNumbers } from '../shared/spoken-numbers.js';
import { mapped } from '../shared/arrays.js';
import { readWords, type Word } from './address-tokens.js';
import { READING_PRIOR, RESOLUTION_LIMITS, RESOLUTION_WEIGHT, type LEAVE_OUT_WEIGHT, type PART_WEIGHT, type RankingOptions, type WeightTable } from '../engines/ranking.js';
import { blankReading, copyReading, leftOutWords, readingWorth, type AddressReading, type CountyPart, type LeftOutKind, type LeftOutWords, type NoiseSpan, type PlacePart, type WordUse } from './reading.js';
import type { Run } from './run-parts.js';
import type { LocalityKind } from '../shared/aliases.js';
import { decodeRuns, type ReadingChoice, type SearchCounts } from './run-decoder.js';
import { runAfterNumber, type DecodeContext } from './run-facts.js';
import { closesField, runWords, joinCommaNames, joinTypeColumns, opensField, opensSegment, splitRuns, withLabels, wrappedStreetAt } from './runs.js';
import { neighbourhoodTowns } from './neighbourhoods.js';
import { PART_RULES, readApartParts } from './part-rules/index.js';
import { readMarkedParts } from './marked-parts.js';
import { headsOrganisation, leaveOutCountryField, leaveOutNotes, organisationSpans, weighedSpans } from './leave-out/index.js';
import { isSpace, personFieldAtEnd, personFieldEnd, proseKept, townFieldKept } from './message-reader.js';
import { otherNameWays, squeezed, type OtherNameWay } from './other-names.js';
import { bareHouse, housePartOf, keywordHouse, numberMayName, type HouseSpans } from './house-reader.js';

export type { AddressReading, CountyPart, HousePart, PlacePart, StreetPart } from './reading.js';
/** How plausible each kind of reading is before matching: `RankingOptions.reading`. */
export type ReadingPriors = WeightTable<typeof READING_PRIOR>;

/** The weights and bounds of the reader (from the engine context's ranking table; the defaults when absent). */
export interface ReaderWeights {
  /** The priors of the readings (the engine context's `ranking.reading`); the defaults when absent. */
  priors?: ReadingPriors;
  /** What a word left unexplained costs (the context's `ranking.resolution.unexplainedWord`): it bounds the decoder's search. */
  unexplainedWord?: number;
  /** The most readings of one labelling search (the context's `ranking.limits.maxReadings`). */
  limit?: number;
  /** The most words a run left unexplained costs as (the context's `ranking.limits.unexplainedRunWords`). */
  unexplainedRunWords?: number;
  /** How sure each leave-out rule is (the context's `ranking.leaveOut`). */
  leaveOut?: WeightTable<typeof LEAVE_OUT_WEIGHT>;
  /** How sure each rule of a part read apart is (the context's `ranking.parts`). */
  parts?: WeightTable<typeof PART_WEIGHT>;
}

/** Options of {@link readAddressText}. */
export interface ReadOptions extends ReaderWeights {
  /** When false (the `locality` field), no run is read as a street or house number. */
  streets: boolean;
  /** The code of the county another field gives: a county this text names otherwise (not marked `jud.`) is a place's name here. */
  countyGiven?: string | undefined;
  /** Where the searches count what they did (tests and benches), if anywhere. */
  counts?: SearchCounts;
}

/** The reader's weights of a ranking table. */
export function readerWeights(ranking: RankingOptions): ReaderWeights {
  return { priors: ranking.reading, unexplainedWord: ranking.resolution.unexplainedWord, limit: ranking.limits.maxReadings, unexplainedRunWords: ranking.limits.unexplainedRunWords, leaveOut: ranking.leaveOut, parts: ranking.parts };
}

/** The words of numbers taken back as they were said (`85 nu, scuze,` of `85 nu, scuze, 87`): a note, no part of the address. */
function leaveOutTakenBack(words: readonly Word[], used: WordUse[], spans: ReadonlyArray<readonly [number, number]>): void {
  if (spans.length === 0) return;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (spans.some(([from, to]) => w.start >= from && w.end <= to)) used[k] = 'note';
  }
}

/**
 * Every plausible reading of `text`, most plausible first (never empty when
 * the text has a word; an empty array for text without words).
 */
export function readAddressText(input: string, options: ReadOptions = { streets: true }): AddressReading[] {
  const P = options.priors ?? READING_PRIOR;
  // Numbers said rather than typed (`numărul douăzeci și unu`, `sector cinci`, `85 nu, scuze, 87`): their digits, in their place.
  const spoken = readSpokenNumbers(input);
  const text = spoken.text;
  const words = readWords(text);
  if (words.length === 0) return [];
  joinCommaNames(words);
  if (options.streets) joinTypeColumns(words);
  const n = words.length;
  const used = new Array<WordUse>(n).fill(false);
  leaveOutTakenBack(words, used, spoken.takenBack);
  if (options.streets) leaveOutNotes(text, words, used, { weights: options.leaveOut });
  else leaveOutCountryField(words, used);
  const noise = options.streets ? noiseOf(text, words, used, P) : NO_NOISE;
  const out = readFrom(text, words, used, options, noise);
  // `Segesvári (Sighișoara) u. 33`, `Brassói út / Str. Brașovului`, `Marosszentimre (Sântimbru)`: a
  // name and its other name, each side read without the other; the index decides which it knows.
  // (Read apart from the decoder's choices, they are weighed as its labellings that choose no span: by
  // a message's `others` weight, when one surrounds the address.)
  const others = othersWeight(noise);
  for (const way of otherNameWays(text, words, used)) out.push(...otherNameReadings(text, way, words, options, (way.former ? P.formerName : P.otherName) * others));
  if (!options.streets) return likeliest(out, options);
  // `Str.Gheorghe⏎Doja nr.25`: a street's name wrapped onto the next line, read joined too.
  const wrapped = wrappedStreetAt(text, words);
  if (wrapped >= 0) {
    const joined = words.map((w, k) => (k === wrapped ? { ...w, breakBefore: false } : w));
    const joinedUsed = new Array<WordUse>(n).fill(false);
    leaveOutTakenBack(joined, joinedUsed, spoken.takenBack);
    leaveOutNotes(text, joined, joinedUsed, { weights: options.leaveOut });
    for (const r of readFrom(text, joined, joinedUsed, options)) out.push(copyReading(r, r.unused, r.prior * P.wrappedLine));
  }
  // What the leave-out rules took that may be the address's words after all (`Str. Comanda nr. 48,
  // Strehaia`: a sale paper's reference leaves the street type alone), read as the address too.
  for (const [from, to] of weighedSpans(words, used)) {
    const kept = [...used];
    for (let k = from; k < to; k++) kept[k] = false;
    for (const r of readFrom(text, words, kept, options)) out.push(copyReading(r, r.unused, r.prior * P.leftOutKept));
  }
  return withoutTwins(likeliest(out, options), options);
}

/**
 * `readings` less each that asks the index the same question as a likelier one (the same parts,
 * {@link questionOf}, and the same words left out in the same roles): `Strada Bucegi nr. 6,
 * Hunedoara, Hunedoara` is read with the town from the first `Hunedoara` and the county from the
 * second, and the other way round (a county before its town, the less likely): one question, which
 * the index would answer twice with the same places. (The judge also reads where a part's words
 * stand, which twins do not share; a twin never won on the bench's inputs, and dropping them moved
 * no answer of bench/verify-answers.ts's 43,318.) One reading in nine of realistic rows is such a twin (bench/RESULTS.md, speed50). Taken
 * after the beam's cut, so that the readings the index judges are those it judged before; in read
 * order; of twins the likelier kept (of equal worth, the first), where it stood.
 */
export function withoutTwins(readings: AddressReading[], weights: ReaderWeights): AddressReading[] {
  const n = readings.length;
  if (n <= 1) return readings;
  const { unexplainedWord } = decodeLimits(weights);
  // Each reading's first twin, which stands for them all (itself when it has none read before it), and the likeliest of each such group.
  // (Compared field by field, a pair at a time: a few readings, most pairs told apart by their first field,
  // and no key string made for each.)
  let leaders: number[] | undefined;
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if ((leaders !== undefined && leaders[j] !== j) || !twins(readings[i]!, readings[j]!)) continue;
      leaders ??= identity(n);
      leaders[i] = j;
      break;
    }
  }
  if (leaders === undefined) return readings;
  const likeliest = [...leaders];
  for (let i = 0; i < n; i++) {
    const leader = leaders[i]!;
    if (leader === i) continue;
    const r = readings[i]!;
    const kept = readings[likeliest[leader]!]!;
    if (readingWorth(r.prior, r.unused, unexplainedWord) > readingWorth(kept.prior, kept.unused, unexplainedWord)) likeliest[leader] = i;
  }
  return readings.filter((_, i) => likeliest[leaders[i]!] === i);
}

/**
 * `[0, 1, …, n - 1]`. (A loop: `Array.from` with a mapping callback goes the builtin's generic way, an
 * iterator and a call an element, and one reading in nine is a twin, so that most texts make this.)
 */
function identity(n: number): number[] {
  const out = new Array<number>(n);
  for (let k = 0; k < n; k++) out[k] = k;
  return out;
}

/**
 * True when `a` and `b` ask the index the same question (see {@link withoutTwins}): the parts that
 * {@link questionOf} names, field by field, and the same words left out in the same roles (as many
 * of each, in the same order).
 */
export function twins(a: AddressReading, b: AddressReading): boolean {
  return samePlace(a.locality, b.locality) && a.street?.text === b.street?.text && a.street?.typeId === b.street?.typeId
    && a.house?.text === b.house?.text && (a.house?.bare ?? false) === (b.house?.bare ?? false) && samePlace(a.admin, b.admin)
    && (a.county?.county?.code ?? a.county?.text) === (b.county?.county?.code ?? b.county?.text) && a.sector?.sector === b.sector?.sector
    && a.postalCode?.digits === b.postalCode?.digits && (a.swapped ?? false) === (b.swapped ?? false) && sameLeftOut(a.leftOut, b.leftOut);
}

/** The same place part as the index is asked it (see {@link questionOf}): its text, kind, marker and field. */
function samePlace(a: PlacePart | undefined, b: PlacePart | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.text === b.text && (a.kind ?? '') === (b.kind ?? '') && (a.unmarked ?? false) === (b.unmarked ?? false)
    && (a.movedFrom !== undefined) === (b.movedFrom !== undefined) && (a.fieldText ?? '') === (b.fieldText ?? '');
}

/** The same words left out in the same roles: as many, each of the same role and length, a neighbourhood's towns known or not alike. */
function sameLeftOut(a: readonly LeftOutWords[] | undefined, b: readonly LeftOutWords[] | undefined): boolean {
  const m = a?.length ?? 0;
  if (m !== (b?.length ?? 0)) return false;
  for (let k = 0; k < m; k++) {
    const x = a![k]!;
    const y = b![k]!;
    if (x.as !== y.as || x.words.length !== y.words.length || (x.towns === undefined) !== (y.towns === undefined)) return false;
  }
  return true;
}

/** No noise span: the run decoder reads every run as the address's. */
const NO_NOISE: readonly NoiseSpan[] = [];

/**
 * The spans the run decoder may label as noise (see `NoiseSpan`): the person's fields ({@link personNoise}), an
 * institution's name ({@link organisationNoise}), an old postal code ({@link oldPostalCodeNoise}), the first of two
 * house numbers ({@link firstNumberNoise}), `pt.` read as `pentru` ({@link forNoise}), a message around the address
 * ({@link messageNoise}).
 */
function noiseOf(text: string, words: readonly Word[], used: readonly WordUse[], P: ReadingPriors): readonly NoiseSpan[] {
  const person = personNoise(words, used, P);
  const organisation = organisationNoise(text, words, used, P);
  const code = oldPostalCodeNoise(words, used, P);
  const first = firstNumberNoise(words, used, P);
  const forWord = forNoise(text, words, used, P);
  const message = messageNoise(text, words, used, P);
  if (organisation.length === 0 && code === undefined && first === undefined && forWord === undefined && message === undefined) return person;
  const out = [...person, ...organisation];
  if (code !== undefined) out.push(code);
  if (first !== undefined) out.push(first);
  if (forWord !== undefined) out.push(forWord);
  if (message !== undefined) out.push(message);
  return out;
}

/**
 * `Calea Giulești 48, nr. 50`, `Str. Lungă 63 / nr. 3`: of two house numbers written one after the other, the
 * leave-out rules keep the first and leave the second out (`SECOND_NUMBER`); the text does not say which is the
 * house's. The first number is a span the run decoder may label `second_address` at `otherHouseNumber`, the second
 * then given back to the address (`frees`) and read as the house's: a choice read apart (`apartChoices`), its parts
 * not the address's otherwise, in the one search; the index weighs the two (two numbers of different codes are no
 * `valid` address). None where the words left out after the first number are a second address (its street, its town).
 */
function firstNumberNoise(words: readonly Word[], used: readonly WordUse[], P: ReadingPriors): NoiseSpan | undefined {
  for (let i = 1; i < words.length; i++) {
    if (used[i] !== 'second_address' || used[i - 1] || !words[i - 1]!.roles.digitFirst) continue;
    let end = i;
    while (end < words.length && used[end] === 'second_address' && (words[end]!.roles.numberMarker || words[end]!.roles.digitFirst || words[end]!.roles.conjunction)) end++;
    // A second address (its street, its town) is no second number: the first is the address.
    if (end < words.length && used[end] === 'second_address') return undefined;
    const frees: number[] = [];
    for (let k = i; k < end; k++) frees.push(k);
    return noiseSpan(words, used, 'second_address', P.otherHouseNumber, i - 1, i, false, false, frees);
  }
  return undefined;
}

/**
 * `2400 Sibiu`, `Iași 6600`, `3400 Cluj-Napoca, str. Horea 5`: a four-digit number next to a place, in an address
 * with another number for the house (`oldPostalCodeAt`), that the run decoder may label `old_postal_code`, a postal
 * code of before 2003, at `oldPostalCode`: a run's first or last word (`2400 | Sibiu`), or, where the house number
 * was read from it, a choice whose parts are read without it (the house the other number). Not chosen, it is read
 * as the house's or a name's.
 */
function oldPostalCodeNoise(words: readonly Word[], used: readonly WordUse[], P: ReadingPriors): NoiseSpan | undefined {
  const at = oldPostalCodeAt(words, used);
  return at < 0 ? undefined : noiseSpan(words, used, 'old_postal_code', P.oldPostalCode, at, at + 1, false, true);
}

/**
 * An institution's name opening a field that the run decoder may label `organisation`, the addressee, not the
 * address (`Colegiul Național Calea Moldovei nr. 131, Bacău`, `Școala Gimnazială nr. 2, Strada Energiei 33`):
 * each way its end may be (`organisationSpans`) a span of its own, its words not used yet; it may be a run's
 * first words (`COLEGIUL NATIONAL MIHAI EMINESCU Bărăbanț, Alba`: the rest of the run the village). Its weight
 * is `organisationLeftOut`, times `organisationToFieldEnd` for the longest of several ends, times
 * `organisationBeforeUnit` again when that one ends right before a unit's kind word. Where the decoder does not
 * choose the label, the words are read as any other (a street may be so named: `Biserica Amzei 5`).
 */
function organisationNoise(text: string, words: readonly Word[], used: readonly WordUse[], P: ReadingPriors): readonly NoiseSpan[] {
  const spans = organisationSpans(text, words, used);
  if (spans.length === 0) return NO_NOISE;
  return mapped(spans, (span) => {
    let weight = P.organisationLeftOut;
    if (span.longest) weight *= P.organisationToFieldEnd;
    if (span.longest && span.beforeUnit) weight *= P.organisationBeforeUnit;
    return noiseSpan(words, used, 'organisation', weight, span.from, span.to, false, true);
  });
}

/**
 * The person's fields the run decoder may label as the addressee's name, not the address (see
 * `NoiseSpan`): `Pop Vasile Ioan, Baia Mare, Bogdan Vodă 15`, a first field that reads like a person's
 * name (a given name among two to four plain words: `personFieldEnd`), its words and the words left out
 * before it (a label: `Livrare către: Marin Ioana, …`) marked `person`, at `personFieldLeftOut`; `Str. Lungă
 * 5, Brașov, Ion Popescu`, `…, Slobozia, d-na Maria Ionescu`, the field that ends the text after an
 * address (`personFieldAtEnd`), its words not left out otherwise, at `personFieldAtEndLeftOut`. Where the
 * decoder does not choose the label, the field is read as any other: a place, a street, unexplained.
 */
function personNoise(words: readonly Word[], used: readonly WordUse[], P: ReadingPriors): readonly NoiseSpan[] {
  const out: NoiseSpan[] = [];
  const end = personFieldEnd(words, used);
  if (end > 0) out.push(noiseSpan(words, used, 'person', P.personFieldLeftOut, 0, end, true, false));
  const start = personFieldAtEnd(words, used);
  if (start >= 0) out.push(noiseSpan(words, used, 'person', P.personFieldAtEndLeftOut, start, words.length, false, false));
  return out;
}

/**
 * The span of `words[from, to)` labelled `kind` at `weight`: the words not used yet its runs', and those marked when it
 * is chosen (the used ones too, with `marksUsed`); `edge`: it may be a run's first or last words; `frees`: the words
 * left out that it gives back to the address when chosen (see `NoiseSpan`).
 */
function noiseSpan(words: readonly Word[], used: readonly WordUse[], kind: LeftOutKind, weight: number, from: number, to: number, marksUsed: boolean, edge: boolean, frees: readonly number[] = NO_FREES): NoiseSpan {
  const free = new Set<Word>();
  const marks: number[] = [];
  for (let k = from; k < to; k++) {
    if (!used[k]) free.add(words[k]!);
    if (marksUsed || !used[k]) marks.push(k);
  }
  return { kind, weight, words: free, marks, edge, frees, apart: frees.length > 0, others: 1 };
}

/** No word given back to the address (see `NoiseSpan.frees`). */
const NO_FREES: readonly number[] = [];

/**
 * The words of all `noise` spans whose runs the decoder labels (see `splitRuns`); not those of a span read apart
 * (`apart`: it frees words, or is a message's), whose choice is read from runs of its own.
 */
function noiseWordsOf(noise: readonly NoiseSpan[]): Set<Word> {
  const out = new Set<Word>();
  for (const span of noise) if (!span.apart) for (const w of span.words) out.add(w);
  return out;
}


/**
 * `Extras de carte funciară pt. informare - …`, `chiria pe decembrie pt Sibiu, Calea Turnișorului nr. 63`,
 * `Pt. bunicii mei: Milovan, …`: the first `pt.` kept, read as `pentru` (`FOR_ABBREVIATIONS`), not Piața's
 * abbreviation: it and its field's words before it (the sentence's, when they hold no number, marker or
 * type word), and after it up to a colon closing the same field (`bunicii mei:`), a span the run decoder
 * may label `message` at `forLeftOut` (its runs, or a run's first words: `pt | Sibiu`, `pt | Unirii`, the
 * name then a run of its own without the type word), chosen or not in the one search. Not chosen, `pt.` is
 * Piața's where no other type word opens the street (`Pt. Unirii 3, Focșani`: see `splitRuns`).
 */
function forNoise(text: string, words: readonly Word[], used: readonly WordUse[], P: ReadingPriors): NoiseSpan | undefined {
  let at = -1;
  for (let i = 0; i < words.length && at < 0; i++) if (!used[i] && FOR_ABBREVIATIONS.has(words[i]!.folded)) at = i;
  if (at < 0 || at + 1 >= words.length) return undefined;
  let from = at;
  while (from > 0 && !words[from]!.breakBefore && !used[from - 1] && plainWord(words[from - 1]!)) from--;
  if (from > 0 && !words[from]!.breakBefore && !used[from - 1]) return undefined;
  let to = at + 1;
  let colon = -1;
  // The colon may follow a note's bracket (`pt legitimare Andrei (M35):`, an athlete's category left out as a note): the
  // note is the lead-in's, as the words before it are (issue 24, shapes100).
  for (let k = at + 1; k < words.length && !words[k]!.breakBefore && colon < 0; k++) if (LEAD_IN_COLON.test(text.slice(words[k]!.end, words[k + 1]?.start ?? text.length))) colon = k;
  if (colon >= 0) {
    let plain = true;
    for (let k = at + 1; k <= colon && plain; k++) plain = used[k] === 'note' || (!used[k] && plainWord(words[k]!));
    if (plain) to = colon + 1;
  }
  return noiseSpan(words, used, 'message', P.forLeftOut, from, to, false, true);
}

/** What closes a lead-in after its last word: a colon, maybe after the bracket of a note that ends it. */
const LEAD_IN_COLON = /^\s*[)\]]?\s*:/;

/** A word that names no part of an address by its roles: no number, marker, type or kind word. */
function plainWord(w: Word): boolean {
  const r = w.roles;
  return !r.digitFirst && !r.houseMarker && !r.numberMarker && r.streetType === undefined && !r.typeWord && r.localityKind === undefined && !r.countyMarker && !r.sectorWord && !r.postalWord;
}

/**
 * The readings of `way` (a text with one side of a name's other name blanked out), each with the
 * text's every word (the side's left out as a note, so that `ignored` quotes it), its parts' texts
 * without the blank's run of spaces, at `prior`.
 */
function otherNameReadings(text: string, way: OtherNameWay, words: readonly Word[], options: ReadOptions, prior: number): AddressReading[] {
  // The words read again from the text with the side blanked (a bracket written as a comma breaks the
  // field there); the same words but for the side's, else the text's own.
  const read = readWords(way.text);
  joinCommaNames(read);
  const kept = read.length === way.kept.filter(Boolean).length ? read : words.filter((_, k) => way.kept[k]);
  const keptUsed = way.used.filter((_, k) => way.kept[k]);
  let at = 0;
  const all = words.map((w, k) => (way.kept[k] ? kept[at++]! : w));
  // A part's text as typed: the blanked text keeps every position, so the same span of the text
  // sent quotes what was written there, the other name within it too (`Iancu de Hunedoara (Hunyadi
  // János) u.`): a correction's `from` is what the user typed.
  const asTyped = (partText: string, source: readonly Word[] | undefined): string => {
    const at = source === undefined || source.length === 0 ? -1 : way.text.lastIndexOf(partText, source[0]!.start);
    return at < 0 ? squeezed(partText) : text.slice(at, at + partText.length);
  };
  // A side opening its field with an institution's word (`Școala Fundătura (Vaslui) comuna Arsura`) is no place's
  // other name but the institution's, its county in brackets: left out as the institution, so that what its name says
  // of the place is read as for any institution's first field (verify-resolve.ts, `withoutSeatOfNamedVillage`).
  const side = way.kept.indexOf(false);
  const as: WordUse = side >= 0 && (side === 0 || words[side]!.breakBefore) && headsOrganisation(words, side) ? 'organisation' : 'note';
  return readFrom(way.text, kept, keptUsed, options).map((r) => {
    let j = 0;
    const uses = r.uses === undefined ? undefined : words.map((_, k): WordUse => (way.kept[k] ? r.uses![j++]! : as));
    const changes: Partial<AddressReading> = { words: all, uses };
    if (r.street) changes.street = { ...r.street, text: asTyped(r.street.text, r.street.source), nameText: squeezed(r.street.nameText) };
    if (r.house) changes.house = { ...r.house, text: asTyped(r.house.text, r.house.source) };
    if (r.locality) changes.locality = { ...r.locality, text: asTyped(r.locality.text, r.locality.source) };
    if (r.admin) changes.admin = { ...r.admin, text: asTyped(r.admin.text, r.admin.source) };
    if (r.county) changes.county = { ...r.county, text: asTyped(r.county.text, r.county.source) };
    return copyReading(r, r.unused, r.prior * prior, changes);
  });
}

/**
 * A message around the address (`salut! pe semaforului 5 in sibiu, las coletul la vecina`: `pe` names the street and
 * `în`/`din` the town; `ma gasiti in Brasov, strada Lunga 5`: without `pe`, a field that ends with `în`/`din` and the
 * town; `trimiteti coletul la Petru Vulcan nr 11, Constanta`: `la` before a street and its number): the words of the
 * message around its street and town, a span the run decoder may label `message` (at 1: the words the text links are
 * the address's), read apart (`apartChoices`: the parts are read without the message's words, its numbers and
 * markers among them), and every labelling that does not choose it weighed by `proseAround`, those that read the
 * message's words for names. Several stretches of words, not one: the words kept stand between them. None where the
 * text links no street or town so.
 */
function messageNoise(text: string, words: readonly Word[], used: readonly WordUse[], P: ReadingPriors): NoiseSpan | undefined {
  let townLinked = false;
  let streetLinked = false;
  // A pass over the words, not a Unicode regular expression over the text: every address pays for this look.
  for (const w of words) {
    const f = w.folded;
    if ((f === 'pe' || f === 'la' || f === 'in' || f === 'din') && isSpace(text.charCodeAt(w.end))) {
      if (f === 'pe' || f === 'la') streetLinked = true;
      // (`la bunica in Iugani, e comuna Boghesti`, `la Zorile, Gradinari, Giurgiu`: `la` names a village too.)
      if (f !== 'pe') townLinked = true;
    } else if (PROSE_FOR_WORDS.has(f)) townLinked = true;
  }
  const kept = (streetLinked ? proseKept(text, words, used) : undefined) ?? (townLinked ? townFieldKept(text, words, used) : undefined);
  if (kept === undefined) return undefined;
  const free = new Set<Word>();
  const marks: number[] = [];
  for (let k = 0; k < words.length; k++) {
    if (used[k] || kept[k] !== 'message') continue;
    free.add(words[k]!);
    marks.push(k);
  }
  return { kind: 'message', weight: 1, words: free, marks, edge: false, frees: NO_FREES, apart: true, others: P.proseAround };
}

/** The weight of the labellings that choose none of `noise` (see `NoiseSpan.others`). */
function othersWeight(noise: readonly NoiseSpan[]): number {
  let weight = 1;
  for (const span of noise) weight *= span.others;
  return weight;
}

/**
 * The likeliest `limit` readings (the beam: the index judges no more), in the order the index
 * ranks them: by prior, less for each word left unexplained; ties keep the order they were read in.
 * With `merge`, readings that ask the index the same question (the same parts, read from different
 * words or fields, or by different ways) are one, the likelier kept, so that the other takes no
 * plan of its own: structured input, whose fields are read several ways, has many such twins.
 */
export function likeliest(readings: AddressReading[], weights: ReaderWeights, merge = false): AddressReading[] {
  const { unexplainedWord, limit } = decodeLimits(weights);
  if (readings.length <= 1 || (!merge && readings.length <= limit)) return readings;
  // Each reading's worth worked out once and kept beside it: the sort compares two numbers, not two
  // look-ups in a map of the readings (a text read in many ways sorts some hundred readings).
  const ranked = mapped(readings, (reading) => ({ reading, worth: readingWorth(reading.prior, reading.unused, unexplainedWord) }));
  ranked.sort((a, b) => b.worth - a.worth);
  if (!merge) return mapped(ranked.length > limit ? ranked.slice(0, limit) : ranked, (r) => r.reading);
  const seen = new Set<string>();
  const out: AddressReading[] = [];
  for (const { reading: r } of ranked) {
    if (out.length >= limit) break;
    const key = questionOf(r);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  return out;
}

/**
 * What a reading asks the index: its parts as written, and the kinds and guesses read with them.
 * A neighbourhood the vocabulary knows, left out, is a question apart: the judge weighs it by the
 * town found (`neighbourhoodElsewhere`), so it must not stand for the same parts read otherwise
 * (`Tudor Vladimirescu, Strada Concordiei`, Tulcea: the person's name left out).
 */
function questionOf(r: AddressReading): string {
  const place = (p: PlacePart | undefined): string => (p ? `${p.kind ?? ''}:${p.unmarked ? 1 : 0}:${p.movedFrom ? 1 : 0}:${p.fieldText ?? ''}:${p.text}` : '');
  const quarter = r.leftOut?.some((l) => l.towns !== undefined) ? 1 : 0;
  return `${r.street?.typeId ?? ''}|${r.street?.text ?? ''}|${r.house?.bare ? 1 : 0}:${r.house?.text ?? ''}|${place(r.locality)}|${place(r.admin)}|${r.county?.county?.code ?? r.county?.text ?? ''}|${r.sector?.sector ?? ''}|${r.postalCode?.digits ?? ''}|${r.swapped ? 1 : 0}|${quarter}`;
}

/**
 * A four-digit number that may be an old postal code (`2400 Sibiu`, `Iași 6600`): one that opens
 * or closes its field next to a name, is no part of a name (not after a street type, a month, a
 * numbered name's head or a house marker), in an address that has another number for the
 * house. Its word index, or -1.
 */
function oldPostalCodeAt(words: readonly Word[], used: readonly WordUse[]): number {
  // (Each expression only on a word that opens with a digit, as both ask: most words open with a letter.)
  let numbers = 0;
  for (let i = 0; i < words.length; i++) if (!used[i] && words[i]!.roles.digitFirst && /^\d{1,4}[a-z]{0,3}$/.test(words[i]!.folded)) numbers++;
  if (numbers < 2) return -1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (used[i] || !w.roles.digitFirst || !/^[1-9]\d{3}$/.test(w.folded)) continue;
    const prev = words[i - 1];
    const next = words[i + 1];
    if (prev && !w.breakBefore && (prev.roles.typeWord || prev.roles.streetType || prev.roles.month || prev.roles.houseMarker || NUMBERED_NAME_HEADS.has(prev.folded))) continue;
    if (next?.roles.month) continue;
    const opens = opensSegment(words, i) && next !== undefined && !next.breakBefore && !next.roles.digitFirst;
    const closes = closesField(words, used, i) && prev !== undefined && !w.breakBefore && !prev.roles.digitFirst;
    if (opens || closes) return i;
  }
  return -1;
}

/** What {@link readParts} reads before the runs: the words it used, the parts, the house number's words and the locality kinds. */
interface PartsRead {
  used: WordUse[];
  base: AddressReading;
  house: HouseSpans;
  explicitCounty: CountyPart | undefined;
  kindAt: Map<number, LocalityKind>;
  kindInNameAfter: ReturnType<typeof readMarkedParts>['kindInNameAfter'];
  kindsInNames: ReturnType<typeof readMarkedParts>['kindsInNames'];
}

/** The parts read before the runs, of the words not yet `initiallyUsed`: the postal code, the sector, the house number, the marked parts. */
function readParts(text: string, words: Word[], initiallyUsed: readonly WordUse[], options: ReadOptions): PartsRead {
  const used = [...initiallyUsed];
  const base = blankReading();

  // The postal code and București's sector written without its word (`part-rules/`).
  readApartParts({ text, words, used, parts: base, streets: options.streets }, PART_RULES, options.parts);

  // (Marked by its keyword, a house number is read in a field that names a place too: `{ locality: 'Alba
  // Iulia nr 20' }`, `Sat Lunca de Jos nr 12`; a bare number there may be a name's, `Sat 23 August`.)
  const house: HouseSpans = keywordHouse(text, words, used);

  // Sectors, locality kinds and explicit counties, over what is left.
  const { explicitCounty, kindAt, kindInNameAfter, kindsInNames } = readMarkedParts(text, words, used, base);

  if (options.streets && !house.numbered) bareHouse(text, words, used, house);
  const housePart = housePartOf(text, words, house);
  if (housePart) base.house = housePart;
  return { used, base, house, explicitCounty, kindAt, kindInNameAfter, kindsInNames };
}

/**
 * The noise spans read apart (see `ReadingChoice`): a span of `noise` that holds a word the house number was read from
 * (`Școala Gimnazială nr. 1 Laslea, com. Laslea`: the school's own number; `Secția de votare 63 - …, strada Făget 13`:
 * the station's, the house's the street's), that gives words left out back to the address (`frees`: `Strada Hebe 63,
 * nr. 3`, the second number the house's), or a message around the address (`apart`: its words hold numbers and
 * markers), is no label of runs alone: with it chosen, the parts are others. Its parts are read with its words left
 * out (and those it frees kept), then its runs, in every variant the address's parts are read in ({@link variantsOf}),
 * each way a choice of the one search ({@link choicesOf}) at the span's weight times the way's.
 */
function apartChoices(text: string, words: Word[], initiallyUsed: readonly WordUse[], options: ReadOptions, noise: readonly NoiseSpan[], house: ReadonlyArray<readonly [number, number]>, out: ReadingChoice[]): void {
  for (const span of noise) {
    if (!span.apart && !span.marks.some((k) => house.some(([from, to]) => k >= from && k < to))) continue;
    const without = [...initiallyUsed];
    for (const k of span.marks) without[k] = span.kind;
    for (const k of span.frees) without[k] = false;
    const parts = readParts(text, words, without, options);
    for (const variant of variantsOf(text, words, parts, options, NO_NOISE, undefined)) choicesOf(variant, span, span.weight * variant.prior, out);
  }
}

/**
 * The choices of the one search a way of reading the runs gives (`noise`: the span read apart it reads, if any; `weight`:
 * what its labellings start at): its runs as they are; `5 Matei Basarab, Slobozia`, `Cluj-Napoca, 5 Horea`: the street
 * written after its number, where a run may be; `Str. Trifoiului 12, cartier Mănăștur, Cluj-Napoca`: a neighbourhood
 * left out, where one is written (it may be no SIRUTA locality, only a part of the town). The neighbourhood's weight
 * turns on the reading's street (`knownNeighbourhoodLeftOut` only beside one, {@link quarterLeftOut}): the choice starts
 * at the likelier weight, a labelling without a street weighed down to its own (`ReadingChoice.streetless`), so that
 * the shared list ranks each labelling at its worth.
 */
function choicesOf(variant: Variant, noise: NoiseSpan | undefined, weight: number, out: ReadingChoice[]): void {
  const { runs, ctx, uses } = variant;
  out.push(noise === undefined ? { runs, ctx, uses, weight } : { runs, ctx, noise, uses, weight });
  if (runAfterNumber(runs, ctx) >= 0) {
    const after = withStreetAfterNumber(ctx);
    out.push(noise === undefined ? { runs, ctx: after, uses, weight } : { runs, ctx: after, noise, uses, weight });
  }
  const quarter = quarterOf(runs);
  if (quarter === undefined) return;
  const withStreet = quarterPrior(quarter, ctx, quarter.towns !== undefined);
  const without = quarterPrior(quarter, ctx, quarter.towns !== undefined && !ctx.streets);
  const choice: ReadingChoice = {
    runs: runs.filter((r) => r !== quarter.run), ctx, uses, weight: weight * withStreet,
    finish: (r: AddressReading) => copyReading(r, r.unused, r.prior, { leftOut: [...(r.leftOut ?? []), quarterLeftOut(quarter, ctx, r).left] }),
  };
  if (without !== withStreet) choice.streetless = without / withStreet;
  if (noise !== undefined) choice.noise = noise;
  out.push(choice);
}

/**
 * One way of reading the runs of a text's parts (see {@link variantsOf}): its runs, the decoder's context, its weight
 * (`RankingOptions.reading`) and the uses of the words its readings mark.
 */
interface Variant {
  runs: Run[];
  ctx: DecodeContext;
  prior: number;
  uses: readonly WordUse[];
}

/**
 * The ways of reading the runs of the `parts` read: as read, first; then `sat Nou, com. Roșia`: a kind word read as
 * the first word of a name (`Sat Nou`) read as the marker too (all such words at once; at `markerOpeningName` where
 * one opens the name, else as likely: the index decides which place is meant); a kind word read as a marker inside a
 * name after it given back to the name (`kindInNameAfter`); `Str. Regimentul 5 Vânători, Timișoara`, `Strada Martir
 * 1918 Cornel Popescu`: after a word that heads numbered names, or a year, a bare number followed by more name words
 * read inside the street's name (at `numberInName`; the index decides). Each variant is a choice of the one search
 * (see {@link readFrom}, {@link choicesOf}), and a noise choice read apart gives each of its own ({@link apartChoices}).
 */
function variantsOf(text: string, words: Word[], parts: PartsRead, options: ReadOptions, noise: readonly NoiseSpan[], noiseWords: Set<Word> | undefined): Variant[] {
  const P = options.priors ?? READING_PRIOR;
  const { used, base, house, explicitCounty, kindAt, kindInNameAfter, kindsInNames } = parts;
  const runs = splitRuns(text, words, used, kindAt, options.streets, noiseWords);
  const out: Variant[] = [{ runs, ctx: decodeContext(text, base, explicitCounty, words, used, house.spans, options, noise), prior: 1, uses: withLabels(words, used, runs) }];
  const inNames = kindsInNames.length === 0 ? kindsInNames : kindsInNames.filter((k) => !k.at.some((i) => used[i]));
  if (inNames.length > 0) {
    const marked = [...used];
    const kinds = new Map(kindAt);
    for (const k of inNames) {
      for (const i of k.at) marked[i] = 'marker';
      kinds.set(k.at[k.at.length - 1]! + 1, k.kind);
    }
    const markedRuns = splitRuns(text, words, marked, kinds, options.streets, noiseWords);
    const prior = inNames.some((k) => k.opensName) ? P.markerOpeningName : 1;
    out.push({ runs: markedRuns, ctx: decodeContext(text, base, explicitCounty, words, marked, house.spans, options, noise), prior, uses: withLabels(words, marked, markedRuns) });
  }
  if (kindInNameAfter.length > 0) {
    const named = [...used];
    const kinds = new Map(kindAt);
    for (const { at, key } of kindInNameAfter) {
      named[at] = false;
      kinds.delete(key);
    }
    const namedRuns = splitRuns(text, words, named, kinds, options.streets, noiseWords);
    out.push({ runs: namedRuns, ctx: decodeContext(text, base, explicitCounty, words, named, house.spans, options, noise), prior: 1, uses: withLabels(words, named, namedRuns) });
  }
  const bare = house.bareSpan;
  // So too for a year (`Strada Martir 1918 Cornel Popescu, Timișoara`): few houses are numbered past 1800.
  if (bare && bare[0] > 0 && numberMayName(words, bare[0])) {
    const after = words[bare[1]];
    // (`Mila 23, com. Crișan`: after a word that heads numbered names, a number closing its field ends the name.)
    const closesName = bare[1] === bare[0] + 1 && NUMBERED_NAME_HEADS.has(words[bare[0] - 1]!.folded) && (after === undefined || after.breakBefore);
    if (closesName || (after && !after.breakBefore && !used[bare[1]] && !after.roles.digitFirst)) {
      const inName = [...used];
      for (let k = bare[0]; k < bare[1]; k++) inName[k] = false;
      const rest = house.spans.filter((sp) => sp[0] !== bare[0]);
      const restHouse = housePartOf(text, words, { spans: rest, numbered: rest.length > 0 });
      const alternative = copyReading(base, base.unused, base.prior, restHouse ? { house: restHouse } : {}, 'house');
      const moreRuns = splitRuns(text, words, inName, kindAt, options.streets, noiseWords);
      out.push({ runs: moreRuns, ctx: decodeContext(text, alternative, explicitCounty, words, inName, rest, options, noise), prior: P.numberInName, uses: withLabels(words, inName, moreRuns) });
    }
  }
  return out;
}

/**
 * The readings of the words not yet `used` (see {@link readAddressText}); `noise`: the spans whose runs the decoder may
 * label as noise. One search: every way of reading the runs (the address's variants, each with the street after its
 * number and a neighbourhood left out; each noise span read apart, in its own variants) is a choice of one decode,
 * whose labellings share one list of `RankingOptions.limits.maxReadings` (see `decodeRuns`). The choices in the order
 * the variants were once decoded in, one after the other: ties keep that order.
 */
function readFrom(text: string, words: Word[], initiallyUsed: readonly WordUse[], options: ReadOptions, noise: readonly NoiseSpan[] = NO_NOISE): AddressReading[] {
  const noiseWords = noise.length === 0 ? undefined : noiseWordsOf(noise);
  const parts = readParts(text, words, initiallyUsed, options);
  const variants = variantsOf(text, words, parts, options, noise, noiseWords);
  const choices: ReadingChoice[] = [];
  const main = variants[0]!;
  // (The address's parts as read first, then the spans read apart, then the street after its number and the neighbourhood left out.)
  choices.push({ runs: main.runs, ctx: main.ctx, uses: main.uses, weight: 1 });
  if (noise.length > 0) apartChoices(text, words, initiallyUsed, options, noise, parts.house.spans, choices);
  const own: ReadingChoice[] = [];
  choicesOf(main, undefined, 1, own);
  for (let k = 1; k < own.length; k++) choices.push(own[k]!);
  for (let v = 1; v < variants.length; v++) choicesOf(variants[v]!, undefined, variants[v]!.prior, choices);
  const out = decodeRuns(choices, noise);
  for (const r of out) r.words = words;
  return out;
}

/**
 * What the run decoder reads of one text: the parts read before the runs, where the house number
 * stands among the words (its first word, the word after it, whether it opens its field) and the
 * weights. Every field set in one order: the decoder reads it often, and one shape keeps it fast.
 */
function decodeContext(text: string, base: Omit<AddressReading, 'unused' | 'prior'>, explicitCounty: CountyPart | undefined, words: readonly Word[], used: readonly WordUse[],
  spans: ReadonlyArray<[number, number]>, options: ReadOptions, noise: readonly NoiseSpan[]): DecodeContext {
  const first = spans[0];
  const limits = decodeLimits(options);
  return {
    text,
    base,
    explicitCounty,
    houseAt: first?.[0],
    houseEnd: first?.[1],
    houseOpensField: first !== undefined && opensField(words, used, first[0]),
    streetAfterNumber: false,
    streets: options.streets,
    countyGiven: options.countyGiven,
    priors: limits.priors,
    unexplainedWord: limits.unexplainedWord,
    limit: limits.limit,
    unexplainedRunWords: limits.unexplainedRunWords,
    noise,
    counts: options.counts,
  };
}

/** `ctx`, read with the street written after its number (see {@link runAfterNumber}): a copy of one shape, not a spread. */
function withStreetAfterNumber(ctx: DecodeContext): DecodeContext {
  return {
    text: ctx.text,
    base: ctx.base,
    explicitCounty: ctx.explicitCounty,
    houseAt: ctx.houseAt,
    houseEnd: ctx.houseEnd,
    houseOpensField: ctx.houseOpensField,
    streetAfterNumber: true,
    streets: ctx.streets,
    countyGiven: ctx.countyGiven,
    priors: ctx.priors,
    unexplainedWord: ctx.unexplainedWord,
    limit: ctx.limit,
    unexplainedRunWords: ctx.unexplainedRunWords,
    noise: ctx.noise,
    counts: ctx.counts,
  };
}

/** The weights and bounds of the run decoder, from the reader's options. */
function decodeLimits(options: ReaderWeights): Pick<DecodeContext, 'priors' | 'unexplainedWord' | 'limit' | 'unexplainedRunWords'> {
  return {
    priors: options.priors ?? READING_PRIOR,
    unexplainedWord: options.unexplainedWord ?? RESOLUTION_WEIGHT.unexplainedWord,
    limit: options.limit ?? RESOLUTION_LIMITS.maxReadings,
    unexplainedRunWords: options.unexplainedRunWords ?? RESOLUTION_LIMITS.unexplainedRunWords,
  };
}

/**
 * The most runs of a text whose neighbourhood is also left out: an address has a handful (street,
 * neighbourhood, town, county); a text of more is no one address, and a second decode of it
 * would double its cost for nothing.
 */
const NEIGHBOURHOOD_MOST_RUNS = 8;

/** A neighbourhood's run that may be left out (see {@link choicesOf}): the run, its words, the towns the vocabulary knows it in, whether it is of a village's land. */
interface Quarter {
  run: Run;
  words: Word[];
  towns: ReturnType<typeof neighbourhoodTowns>;
  landOfVillage: boolean;
}

/** The neighbourhood's run of `runs` that may be left out, if any (see {@link choicesOf}). */
function quarterOf(runs: readonly Run[]): Quarter | undefined {
  const run = runs.length <= NEIGHBOURHOOD_MOST_RUNS ? runs.find((r) => r.neighbourhood) : undefined;
  if (run === undefined) return undefined;
  const words = runWords(run);
  // (`zona Lunca, sat Tăutești`: a part marked by its word beside a village marked is of the village's land.)
  const landOfVillage = run.kind !== undefined && runs.some((r) => r !== run && r.kind === 'sat');
  return { run, words, towns: neighbourhoodTowns(words), landOfVillage };
}

/**
 * The words `quarter` leaves out of `r` and its weight: a neighbourhood the vocabulary knows is likelier a part of a
 * town than one it does not; the judge lowers it again where the town found is not the neighbourhood's
 * (`neighbourhoodElsewhere`). Only beside a street (or in the locality field, the street being another's): left out
 * with nothing else below the town, it says no more than the words read as the street or left unexplained (`Barboși
 * nr. 12A, Galați`: Strada Barboși). `r` undefined: a reading without a street.
 */
function quarterLeftOut(quarter: Quarter, ctx: DecodeContext, r: AddressReading | undefined): { left: LeftOutWords; prior: number } {
  const known = quarter.towns !== undefined && (r?.street !== undefined || !ctx.streets);
  const left = leftOutWords(quarter.words, 'neighbourhood', known ? quarter.towns : undefined);
  return { left, prior: quarterPrior(quarter, ctx, known) };
}

/** The weight of a reading that leaves `quarter` out (see {@link quarterLeftOut}); `known`: its towns are kept. */
function quarterPrior(quarter: Quarter, ctx: DecodeContext, known: boolean): number {
  return known ? ctx.priors.knownNeighbourhoodLeftOut : quarter.landOfVillage ? ctx.priors.partOfMarkedVillage : ctx.priors.neighbourhoodLeftOut;
}
