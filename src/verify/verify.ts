/**
 * Address verification: a free-form or structured address in, the normalized
 * address with its six-digit postal code, corrections, a verdict and a
 * confidence out. See docs/verify.md for the rules, verdicts, reasons and the
 * confidence scale.
 *
 * The steps, each in its own module: input rules (`verify-input`), reading the
 * text into parts (`address-parser`, `verify-structured`), finding the locality
 * and the street and the code (`verify-locality`, `verify-street`,
 * `verify-resolve`), and reporting (`verify-report`).
 */
import { AddressError } from '../shared/errors.js';
import type { IgnoredText, VerifiedAddress, VerifyResult } from '../types.js';
import type { EngineContext } from '../engines/context.js';
import { readAddressText, readerWeights, type AddressReading } from '../text/address-parser.js';
import { ignoredWords } from '../text/word-labels.js';
import { readVerifyInput, type VerifyRequest } from './verify-input.js';
import { recordInText } from './record-in-text.js';
import { requestsWithLetters } from './question-marks.js';
import { requestRepaired, villageLineReading } from './machine-damage.js';
import { countyHoldsPlaceNamed, nearNamesAsMany } from './verify-locality.js';
import { nearNamedStreet } from './near-named-street.js';
import { quotedAsSent } from './as-sent.js';
import { fold, tokens, withoutFormatCharacters } from '../shared/normalize.js';
import { structuredReadings } from './verify-structured.js';
import { FieldReadings, type VerifyReader } from './field-readings.js';
import { givenCode, namesVillageElsewhere, resolve, type GivenCode, type Resolution } from './verify-resolve.js';
import { undecidedRivals } from './verify-rivals.js';
import { addressOf, candidateOf, confidenceOf, correctionsOf, placeDetails, unconfirmedOf, verdictOf, dropsWritten } from './verify-report.js';
import { mapped } from '../shared/arrays.js';


/** The reader's weights and options of the index's ranking table, made once per index (see `IndexState.reader`). */
function readerOf(ctx: EngineContext): VerifyReader {
  if (ctx.state.reader === undefined) {
    const weights = readerWeights(ctx.ranking);
    ctx.state.reader = { weights, freeform: { ...weights, streets: true }, fields: new FieldReadings(weights) };
  }
  return ctx.state.reader;
}

function addressKey(a: VerifiedAddress): string {
  return `${a.street}|${a.locality}|${a.county_code}|${a.postal_code}`;
}

/** How much of the text as sent an answer reads as no part of the address and no note (its `unexplained` words' letters). */
function unexplainedLength(result: VerifyResult): number {
  let n = 0;
  for (const i of result.ignored ?? []) if (i.as === 'unexplained') n += i.text.length;
  return n;
}

/**
 * Verifies `input`, the body of `POST /v1/addresses/verify`.
 *
 * @throws AddressError for input that breaks the rules (see `verify-input` for
 *   the codes and their order), and `locality_not_found` (404) when no locality
 *   of the input can be found.
 */
export function verify(ctx: EngineContext, input: unknown): VerifyResult {
  const request = readVerifyInput(input);
  // A JSON record pasted into the text (`Adresa de livrare: {"street": …, "locality": …}`): its values are read as
  // the fields its keys name, what is outside it as its label; the text as words only when the record finds nothing.
  const record = request.form === 'freeform' ? recordRequest(request) : undefined;
  if (record !== undefined) {
    try {
      const answer = verifyRequest(ctx, record.request);
      return record.outside.length === 0 ? answer : { ...answer, ignored: [...record.outside, ...(answer.ignored ?? [])] };
    } catch (error) {
      if (!(error instanceof AddressError) || error.code !== 'locality_not_found') throw error;
    }
  }
  return verifyRequest(ctx, request);
}

/**
 * The structured request of the JSON record a free-form request's text holds (`recordInText`), with the text
 * outside it; undefined when it holds none, or the record breaks the input rules (a house number without a
 * street): the text is read as words then. A postal code sent beside the text goes with the record's fields.
 */
function recordRequest(request: VerifyRequest): { request: VerifyRequest; outside: readonly IgnoredText[] } | undefined {
  // Then the text as sent: repairing a text turns the escapes a JSON string holds (`\t`, `\n`, `\\u021b`) into the
  // characters they stand for, which no JSON string may hold; the record's values are repaired as fields after. Less
  // its invisible format characters, which repairing takes out first too: copy-paste leaves them between the record's
  // tokens (`\u200b{"locality":…}`), where JSON allows no such character (they are invisible: the answer is the same).
  const sent = request.sent?.freeform;
  const found = recordInText(request.freeform ?? '') ?? (sent !== undefined ? recordInText(withoutFormatCharacters(sent)) : undefined);
  if (found === undefined) return undefined;
  const body = request.postalCode === undefined ? found.body : { ...found.body, postal_code: request.postalCode };
  try {
    return { request: readVerifyInput(body), outside: found.outside };
  } catch (error) {
    if (error instanceof AddressError) return undefined;
    throw error;
  }
}

/** The answer to a request read (see {@link verify}). */
function verifyRequest(ctx: EngineContext, request: VerifyRequest): VerifyResult {
  const sent = request.sent ?? request;
  let first: VerifyResult | undefined;
  let notFound: AddressError | undefined;
  const work: FirstLook = { readings: 0 };
  try {
    const filled = requestsWithLetters(request, ctx.tokens);
    first = quotedAsSent(answerOf(ctx, filled, undefined, work), sent, filled.request);
  } catch (error) {
    if (!(error instanceof AddressError) || error.code !== 'locality_not_found') throw error;
    notFound = error;
  }
  // An answer the first reading confirms is kept as it is; only one it does not gets a second look,
  // and only a request read in few ways (an address's record, not words in no order: `secondLookMaxReadings`).
  if (first !== undefined && first.confidence >= ctx.ranking.limits.secondLookBelow) return first;
  const second = work.readings > ctx.ranking.limits.secondLookMaxReadings ? undefined : secondLook(ctx, request, sent);
  // The same address found again is the first answer's: its corrections and ignored words quote the text as sent
  // (`Mio riţei`: a word split by a stray space, one typing mistake). Unless the first answer reached it without the
  // damaged words, left unexplained (`Boto-⏎șani`: the town inferred from its street, beside look-alikes of the pieces),
  // which the repaired text reads: its account of the text is then the second look's.
  if (second !== undefined && (first === undefined || (second.confidence > first.confidence && (addressKey(second.address) !== addressKey(first.address) || unexplainedLength(second) < unexplainedLength(first))))) return second;
  if (first !== undefined) return first;
  throw notFound ?? new AddressError('locality_not_found', LOCALITY_NOT_FOUND);
}

const LOCALITY_NOT_FOUND = 'No locality of the address could be found; check its spelling, or add the county or the postal code.';

/**
 * The answer to `request` read again with a machine's damage repaired (`machine-damage.ts`): none when
 * no repair changes it or the repaired request finds no locality.
 */
function secondLook(ctx: EngineContext, request: VerifyRequest, sent: VerifyRequest): VerifyResult | undefined {
  const repaired = requestRepaired(request, ctx.tokens);
  // A locality field that names only the county, beside a street field with no type word: a village's line too.
  const village = villageLineReading(repaired, (locality, county) => countyHoldsPlaceNamed(ctx, tokens(locality), fold(county)));
  if (repaired === request && village === undefined) return undefined;
  try {
    // Read from the repaired text, quoted as sent: a correction's `from` is what the user wrote.
    const filled = requestsWithLetters(repaired, ctx.tokens);
    return quotedAsSent(answerOf(ctx, filled, village), sent, filled.request);
  } catch (error) {
    if (error instanceof AddressError && error.code === 'locality_not_found') return undefined;
    throw error;
  }
}

/**
 * `resolutions` with the best of the readings that fill a `?` the address goes on after (`Tur?, Satu Mare`: Turț)
 * first, where the best of all keeps that `?` as a question's (Tur) and it comes within `margin` of it: the index
 * confirms both alike (Tur ranks a little above Turț, a larger village), and an address goes on after no question,
 * while text that passed through a code page without ă, ș, ț writes `?` for them (`question-marks.ts`). The other
 * stays a candidate: the answer is `ambiguous`. The order only: ranks stay as the index gave them.
 */
function lostLetterFirst(resolutions: Resolution[], markKept: ReadonlySet<AddressReading>, margin: number): Resolution[] {
  const best = resolutions[0];
  if (best === undefined || !markKept.has(best.reading)) return resolutions;
  const at = resolutions.findIndex((r) => !markKept.has(r.reading));
  if (at < 0 || resolutions[at]!.rank < best.rank * margin) return resolutions;
  return [resolutions[at]!, ...resolutions.slice(0, at), ...resolutions.slice(at + 1)];
}

/** What a first look found, for the decision whether a second look is worth its cost. */
interface FirstLook {
  /** The readings the index judged (those of every `?` filling too). */
  readings: number;
}

/** The answer to a request (its `?` filled), `also` read beside it; throws `locality_not_found`. `work`: what it found, written before it throws. */
function answerOf(ctx: EngineContext, filled: ReturnType<typeof requestsWithLetters>, also?: VerifyRequest, work?: FirstLook): VerifyResult {
  const RESOLUTION_LIMITS = ctx.ranking.limits;
  const request = filled.request;
  const reader = readerOf(ctx);
  const read = (r: VerifyRequest): AddressReading[] => (r.form === 'freeform' ? readAddressText(r.freeform ?? '', reader.freeform) : structuredReadings(r, reader.weights, reader.fields));
  let readings = read(request);
  // A `?` two letters fill into words of names (`Co?e?ti`): the other filling's readings too, the index judges.
  // (Its free-form text, which the best reading may have been read from, has every word where the first has it.)
  // (The readings of the other way that keeps a `?` the address goes on after as a question's: `lostLetterFirst`.)
  let markKept: Set<AddressReading> | undefined;
  for (const other of filled.others) {
    const more = read(other.filled);
    if (other.markKept) for (const r of more) (markKept ??= new Set()).add(r);
    readings = [...readings, ...more];
  }
  if (also !== undefined) readings = [...readings, ...read(also)];
  if (work !== undefined) work.readings = readings.length;
  const written = givenCode(request.postalCode ?? readings.find((r) => r.postalCode)?.postalCode?.text);
  const resolved = resolve(ctx, readings, written, request.form === 'freeform');
  const resolutions = markKept === undefined ? resolved : lostLetterFirst(resolved, markKept, RESOLUTION_LIMITS.ambiguityMargin);
  const best = resolutions[0];
  if (!best) {
    throw new AddressError('locality_not_found', LOCALITY_NOT_FOUND);
  }
  const address = addressOf(ctx, best);
  // Five digits read in the text as a code whose leading zero a spreadsheet dropped, at a place whose codes start with
  // no zero: they were never its code (no code has five digits; only București's, Ilfov's and Giurgiu's lose a zero), but
  // a record's or a ticket's number (`68488;Reparatie …;Str Tolstoi Alexei 57;;Bacau;BC`, `Tichet #48919 | Jud: BT | …`):
  // no code was written, and the digits are reported left out as a reference (issue 24, shapes107).
  const idNotCode = request.postalCode === undefined && written !== undefined && numberNotCode(written, address.postal_code);
  const code = idNotCode ? undefined : written;

  // The addresses reported, by key: made only when a rival comes near (most answers have none).
  let seen: Set<string> | undefined;
  const rivals: Array<{ resolution: Resolution; address: VerifiedAddress }> = [];
  const addRival = (r: Resolution): void => {
    const a = addressOf(ctx, r);
    const key = addressKey(a);
    seen ??= new Set([addressKey(address)]);
    if (seen.has(key)) return;
    seen.add(key);
    rivals.push({ resolution: r, address: a });
  };
  for (let i = 1; i < resolutions.length && rivals.length < RESOLUTION_LIMITS.maxCandidates; i++) {
    const r = resolutions[i]!;
    if (r.rank < best.rank * RESOLUTION_LIMITS.ambiguityMargin) break;
    addRival(r);
  }
  // Rivals the margin does not see: the text says no less of them (a place named like the street, an initial, a namesake of another type).
  for (const r of undecidedRivals(ctx, resolutions, best, code)) if (rivals.length < RESOLUTION_LIMITS.maxCandidates) addRival(r);
  const ambiguous = rivals.length > 0;
  // The county was inferred among localities of the same name, and no street settled which.
  const namesakes = !best.reading.county && best.streetState !== 'found'
    && resolutions.some((r) => r.reading === best.reading && r.postalCode !== best.postalCode && r.locality.place !== best.locality.place);

  // The locality written alone, exactly, and its name one mistake from as many places' names as its own (`CONFIDENCE.nearNamedPlaces`).
  const nearNamed = !namesakes && writtenAlone(best, code) && nearNamesAsMany(ctx, best.reading.locality!);

  const corrections = correctionsOf(ctx, best, address, code, request.locality);
  const unconfirmed = unconfirmedOf(best);
  // The seat of a commune marked after an institution named for a village of another: never sure, never `valid`.
  const villageElsewhere = namesVillageElsewhere(ctx, best);
  // A commune named whose seat is named otherwise, beside a village of its own named like it (`Bărbătești Commune`:
  // the seat Bodești, and the village Bărbătești): the seat is answered, never sure (`CONFIDENCE.unitNamedLikeVillage`).
  const named = best.locality.viaUnit ? best.locality.named : undefined;
  const unitVillage = named !== undefined && resolutions.some((r) => r.locality.place !== best.locality.place
    && ctx.catalog.placeParent(r.locality.place) === named && ctx.catalog.placeName(r.locality.place) === ctx.catalog.placeName(named));
  const result: VerifyResult = {
    verdict: verdictOf(corrections, unconfirmed, ambiguous, villageElsewhere || dropsWritten(best)),
    confidence: confidenceOf(ctx, best, address, code, {
      namesakes, ambiguous, sectorChanged: corrections.some((c) => c.field === 'sector'), nearNamed, villageElsewhere, unitVillage,
      // (A postal code written is the answer's, which confirms the street, or another's, which costs `wrongCode` already.)
      nearNamedStreet: () => code === undefined && !ambiguous && nearNamedStreet(ctx, best),
    }),
    address,
    corrections,
    ...placeDetails(ctx, best.place),
  };
  if (unconfirmed) result.unconfirmed = unconfirmed;
  // Nothing typed disappears without a trace: the words of free-form text read as no part of the
  // address; and of structured fields read together as one text (`{ street: 'Nr. 45, lângă biserică', … }`).
  const readText = request.form === 'freeform' ? request.freeform ?? '' : best.reading.together?.text;
  if (readText !== undefined) {
    const ignored = ignoredWords(readText, best.reading);
    if (idNotCode) ignored.push({ text: written!.text, as: 'registry' });
    if (ignored.length > 0) result.ignored = ignored;
  }
  const coordinates = ctx.catalog.placeCoordinates(best.place);
  if (coordinates) result.coordinates = { latitude: coordinates.latitude, longitude: coordinates.longitude, precision: coordinates.precision, source: 'geonames' };
  if (ambiguous) {
    // A candidate ranked after the answer is no surer than it: the rank weighs the whole reading (the words it
    // leaves out and why), the confidence only what the index confirmed, and the report says the order the
    // engine chose. (Answering by the confidence instead was tried on props48: it lost a quarter of E117's
    // notes after a village, where the reading that leaves the note out ranks first and is right.)
    result.candidates = mapped(rivals, ({ resolution, address: a }) => {
      const sectorChanged = correctionsOf(ctx, resolution, a, code, request.locality).some((c) => c.field === 'sector');
      return candidateOf(ctx, resolution, Math.min(result.confidence, confidenceOf(ctx, resolution, a, code, { namesakes, ambiguous: true, sectorChanged })));
    });
  }
  return result;
}

/**
 * True when `code` was written as five digits (read as a code without its leading zero, {@link givenCode}) and the
 * answer's code `answer` starts with another digit than zero: the digits were no code of the answer's. Not when they
 * open as the answer's code does (`Sibiu, 55021`: its code with a digit left out, a code mistyped and corrected).
 */
function numberNotCode(code: GivenCode, answer: string): boolean {
  if (!FIVE_DIGITS.test(code.text) || answer === '' || answer[0] === '0') return false;
  const digits = code.text.replace('#', '');
  return digits.slice(0, CODE_AREA_DIGITS) !== answer.slice(0, CODE_AREA_DIGITS);
}
/** The digits of a code that name its county's area (`55` of Sibiu's `550214`). */
const CODE_AREA_DIGITS = 2;
/** A number of five digits, maybe after a sign (`#48919`). */
const FIVE_DIGITS = /^#?\d{5}$/;

/**
 * True when the answer's locality is all that was written of the address and stands by its own
 * name: no county, commune, sector, street or postal code beside it (a house number confirms no
 * place), found as written (a typing mistake already costs `localityEdit`), not placed by a code or
 * a street. Nothing else then says the name was not another place's mistyped.
 */
function writtenAlone(best: Resolution, code: GivenCode | undefined): boolean {
  const { reading, locality } = best;
  return code === undefined && reading.locality !== undefined && reading.county === undefined && reading.admin === undefined
    && reading.sector === undefined && reading.street === undefined && best.street === undefined
    && !locality.fromPostalCode && locality.fromStreet !== true && locality.name.edits === 0 && locality.name.initials === 0;
}
