/**
 * Rivals the ranking margin does not see: resolutions that the text says no less of than of the
 * best, though the ranking puts them further below it than `limits.ambiguityMargin`: a place named
 * like the street written, or by the words left out as the addressee; a marker read where an
 * initial may be meant; a street taken among namesakes for its length. Each makes the answer
 * `ambiguous`, the best still answered first (docs/verify.md, *Verdicts*).
 */
import type { EngineContext } from '../engines/context.js';
import type { GivenCode, Resolution } from './verify-resolve.js';
import type { Word } from '../text/address-tokens.js';

/**
 * The resolutions that rival `best` whatever their rank (see the module's comment), in rank order;
 * none when the postal code written is the best's (`Horea 5, 400174`: Strada Horea of Cluj-Napoca,
 * not the village Horea of Alba): the code says which.
 */
export function undecidedRivals(ctx: EngineContext, resolutions: readonly Resolution[], best: Resolution, code: GivenCode | undefined): Resolution[] {
  const out: Resolution[] = [];
  if (code?.digits !== undefined && code.digits === best.postalCode) return out;
  const place = placeRival(ctx, resolutions, best) ?? addresseeRival(ctx, resolutions, best) ?? neighbourhoodRival(ctx, resolutions, best);
  if (place !== undefined) out.push(place);
  const initialled = initialRival(ctx, resolutions, best);
  if (initialled !== undefined) out.push(initialled);
  if (best.longerNamesake) out.push(...namesakeRivals(ctx, resolutions, best));
  return out;
}

/**
 * A street written without a type word, or matched only near its name, and a place of that name
 * came close, within `limits.placeRivalShare` (`Voroneț 140, Suceava`: Strada Voroneț of Suceava,
 * or the village Voroneț of the county; `Str. Stana 109, Zalău`: Strada Stânei, or Stâna, a
 * locality of Zalău; `Traian 123 Iași`): the street is answered first, the place is a candidate.
 */
function placeRival(ctx: EngineContext, resolutions: readonly Resolution[], best: Resolution): Resolution | undefined {
  const written = best.reading.street;
  if (best.streetState !== 'found' || written === undefined) return undefined;
  const untyped = written.typeText === '';
  if (!untyped && (best.street === undefined || best.street.score >= 1)) return undefined;
  const least = best.rank * ctx.ranking.limits.placeRivalShare;
  return resolutions.find((r) => r.street === undefined && r.locality.place !== best.locality.place && r.rank >= least
    // After a type word, only the street's own words read as that place count.
    && (untyped || (r.reading.street === undefined && r.reading.locality !== undefined && written.text.endsWith(r.reading.locality.text))));
}

/**
 * The first field left out as the addressee's name when it names a place of the county written too
 * (`Avram Iancu, Strada Trandafirilor 5, Botoșani`: someone called Avram Iancu in the city of
 * Botoșani, or the village Avram Iancu of Botoșani county; `Valea lui Darie, …, Vaslui`), and the
 * address read with that place as its locality came within `limits.placeRivalShare` of the best.
 */
function addresseeRival(ctx: EngineContext, resolutions: readonly Resolution[], best: Resolution): Resolution | undefined {
  const { words, uses } = best.reading;
  if (words === undefined || uses === undefined || !uses.includes('person')) return undefined;
  const least = best.rank * ctx.ranking.limits.placeRivalShare;
  const leftOut = (start: number): boolean => words.some((w, i) => w.start === start && uses[i] === 'person');
  return resolutions.find((r) => r.rank >= least && r.locality.place !== best.locality.place && r.locality.countyMatches !== false && r.locality.adminMatches !== false
    && r.reading.locality?.source !== undefined && r.reading.locality.source.every((w) => leftOut(w.start)));
}

/**
 * A neighbourhood the vocabulary knows read as naming its town, no county written, when its words
 * also name a place (`Str. Mihai Eminescu 10, Frumoasa`: a street of Iași, whose Frumoasa is a
 * neighbourhood, or one of the villages Frumoasa, whose streets the index cannot check), and that
 * place's resolution came within `limits.placeRivalShare` of the best: the town is answered first,
 * the place is a candidate. (With a county written the county decides, see `namesPlaceInCounty`; a
 * sector written names București: `Berceni, Sector 4`.)
 */
function neighbourhoodRival(ctx: EngineContext, resolutions: readonly Resolution[], best: Resolution): Resolution | undefined {
  if (best.reading.county !== undefined || best.reading.sector !== undefined) return undefined;
  const least = best.rank * ctx.ranking.limits.placeRivalShare;
  const words = best.reading.locality?.neighbourhood;
  if (words !== undefined) return resolutions.find((r) => r.rank >= least && r.locality.place !== best.locality.place && sameWords(r.reading.locality?.source, words));
  // And the other way round: the place answered, the town its name is a neighbourhood of close behind (`Mănăștur` alone).
  const source = best.reading.locality?.source;
  if (source === undefined) return undefined;
  return resolutions.find((r) => r.rank >= least && r.locality.place !== best.locality.place && r.reading.locality?.neighbourhood !== undefined && sameWords(source, r.reading.locality.neighbourhood));
}

/** True when `a` is the very words `b` (the same words of one text, not words alike). */
function sameWords(a: readonly Word[] | undefined, b: readonly Word[]): boolean {
  return a !== undefined && a.length === b.length && a.every((w, i) => w === b[i]);
}

/**
 * A letter before a name may be a marker (`s.` sat, `c.` com.) or the initial of the name's first
 * word (`S. Frumoasa, Balcani`: the village Frumoasa, or Schitu Frumoasa): a reading of the letter
 * as an initial that finds another place fitting what else was written, within
 * `limits.initialRivalShare` of the best.
 */
function initialRival(ctx: EngineContext, resolutions: readonly Resolution[], best: Resolution): Resolution | undefined {
  if (best.locality.name.initials > 0) return undefined;
  const least = best.rank * ctx.ranking.limits.initialRivalShare;
  return resolutions.find((r) => r.locality.name.initials > 0 && r.locality.place !== best.locality.place && r.reading.unused <= best.reading.unused
    && r.locality.countyMatches !== false && r.locality.adminMatches !== false && r.rank >= least);
}

/**
 * A street taken among namesakes of other types for its length alone (`Pantelimon 11, București,
 * Sector 2`: Șoseaua Pantelimon, or Aleea Pantelimon, which has an 11 too; see
 * `RESOLUTION_WEIGHT.longerNamesake`): the namesakes of the same locality that hold the number
 * (or need none), ranked below it by that weight only, within the ambiguity margin without it.
 */
function namesakeRivals(ctx: EngineContext, resolutions: readonly Resolution[], best: Resolution): Resolution[] {
  const least = best.rank * ctx.ranking.limits.ambiguityMargin / ctx.ranking.resolution.longerNamesake;
  const street = best.street?.street;
  return resolutions.filter((r) => r !== best && r.street !== undefined && r.street.street !== street && r.locality.place === best.locality.place
    && r.houseState !== 'nearest' && r.postalCode !== best.postalCode && r.rank >= least);
}
