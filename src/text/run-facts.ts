/**
 * What the run decoder knows of one text before it labels anything: the context the reader passes
 * (the parts read before the runs, where the house number stands, the weights), the facts of the
 * runs every labelling reads (which run holds the street, which runs are marked or plain, which name
 * a county), and the pieces a run's options are made of (a place, a street, a county cut from a run).
 * The options themselves are `run-options.ts`; the search over them, `run-decoder.ts`.
 */
import { mayEndCountyOfSeveralWords, type LocalityKind } from '../shared/aliases.js';
import type { Word } from './address-tokens.js';
import type { AddressReading, CountyPart, NoiseSpan, StreetPart } from './reading.js';
import { countyOfRun, countyOfWords, leadingCounty, streetPart, trailingCounty, untypedStreet, type Run } from './run-parts.js';
import type { NeighbourhoodTown } from './neighbourhoods.js';
import type { ReadingPriors } from './address-parser.js';
import type { SearchCounts } from './run-decoder.js';

/** What the runs of one text share besides themselves (see `decodeRuns` in run-decoder.ts). */
export interface DecodeContext {
  text: string;
  /** Parts read before the runs: postal code, sector, house number. */
  base: Omit<AddressReading, 'unused' | 'prior'>;
  /** The county written with its marker (`jud. Cluj`), if any. */
  explicitCounty: CountyPart | undefined;
  /** Position of the house number's first word, if one was read. */
  houseAt: number | undefined;
  /** Position of the first word after the house number's words, and whether the number opens its field. */
  houseEnd: number | undefined;
  houseOpensField: boolean;
  /**
   * Read with the street written after its number (`5 Matei Basarab, Slobozia`, `Cluj-Napoca, 5
   * Horea`): the untyped run right after the number is the street (see {@link runAfterNumber}).
   */
  streetAfterNumber: boolean;
  /** False for the `locality` field: no run is a street. */
  streets: boolean;
  /**
   * The code of the county another field gives (a structured request's `county`), if any: a county
   * this text names otherwise is a place's name here (`locality: "Bistrița, com. Costești"`, county
   * Vâlcea: the village Bistrița), not a second county.
   */
  countyGiven: string | undefined;
  priors: ReadingPriors;
  /** What a word left unexplained costs (`RankingOptions.resolution.unexplainedWord`): the bound of the search. */
  unexplainedWord: number;
  /** The most labellings kept (`RankingOptions.limits.maxReadings`). */
  limit: number;
  /** The most words a run left unexplained costs as (`RankingOptions.limits.unexplainedRunWords`). */
  unexplainedRunWords: number;
  /** Words whose run may take a noise label (a person's name opening or ending the text): see `noiseChoices` in run-decoder.ts. */
  noise: readonly NoiseSpan[];
  /** Where the search counts what it did (`ReadOptions.counts`), if anywhere. */
  counts: SearchCounts | undefined;
}

/**
 * Where a locality piece was read: a plain run, the street's run, a run marked `sat`/`loc.`, one
 * marked `com.`/`oraș`/`mun.`, or a neighbourhood the vocabulary knows that names its town.
 */
export type Source = 'plain' | 'street' | 'village' | 'unit' | 'neighbourhood';

/**
 * A place piece: its words, kind written and whether it is a guess from its place. The parts are
 * built only for the labellings kept (most are not), from these.
 */
export interface PlaceSpec {
  words: Word[];
  kind: LocalityKind | undefined;
  unmarked: boolean;
  /** The town a neighbourhood written in `words` names (`Mănăștur`: Cluj-Napoca); the place is the town then, the words left out. */
  town: NeighbourhoodTown | undefined;
  /** A mistyped kind word read as the marker before `words` (`dat` of `dat Ciocadia`: see `mistypedKindWeight`). */
  marker: Word | undefined;
}

/** A street piece: the street's run whole (built once), or name words with the run's type words, if typed. */
export type StreetSpec = { part: StreetPart } | { name: Word[]; type?: { typeWords: Word[]; typeId: number } };

/**
 * A county piece: a whole run's (`part`, built once), or words cut from a run's start or end (the
 * part built when kept); `county` the county named either way. One shape: the search reads it at
 * every leaf.
 */
export interface CountySpec {
  part: CountyPart | undefined;
  words: Word[] | undefined;
  county: CountyPart['county'];
}

/** A place piece of `words`. */
export function place(words: Word[], kind?: LocalityKind, unmarked?: boolean): PlaceSpec {
  return { words, kind, unmarked: unmarked === true, town: undefined, marker: undefined };
}

/** A county cut from a run: its words and the county they name. */
export function cut(words: Word[], named: { county: CountyPart['county'] }): CountySpec {
  return { part: undefined, words, county: named.county };
}

/**
 * One way of reading one run. Every option is made by {@link runOption}, so that all have this one
 * shape (the search reads each option at every branch, and objects of one shape keep those reads
 * monomorphic).
 */
export interface RunOption {
  locality: PlaceSpec | undefined;
  localitySource: Source | undefined;
  /** The locality is the whole run (for the county-name feature). */
  localityWhole: boolean;
  admin: PlaceSpec | undefined;
  /** Set on an admin piece that must pair with a locality in another run. */
  adminRun: boolean;
  county: CountySpec | undefined;
  street: StreetSpec | undefined;
  /** The second copy of a name written twice in the run, read once as the locality (see `repeatedHalf` in run-options.ts). */
  repeat: Word[] | undefined;
  /** Words of the run left unexplained. */
  unused: number;
  /** Product of the option's own feature weights, each in (0, 1]. */
  weight: number;
}

/**
 * An option with the pieces given, every other field as the option that reads nothing has it, all
 * set in one order. (Spread from a constant option, `{ ...NOTHING_READ, pieces }`, the options were
 * clones of its map whose fields each site then overwrote: the clones' fields turned from constant
 * to mutable, and their numbers from small integers to any, site by site as the rows reached them,
 * and the search's readers were compiled again each time; speed14 in bench/RESULTS.md.)
 */
export function runOption(p: Partial<RunOption>): RunOption {
  return {
    locality: p.locality, localitySource: p.localitySource, localityWhole: p.localityWhole ?? false, admin: p.admin, adminRun: p.adminRun ?? false,
    county: p.county, street: p.street, repeat: p.repeat, unused: p.unused ?? 0, weight: p.weight ?? 1,
  };
}

/**
 * What `decodeRuns` (run-decoder.ts) works out once for a text, read by the helpers below: the facts of its
 * runs, each computed once, passed as one object rather than closed over by some twenty closures
 * made for every text.
 */
export interface RunFacts {
  runs: readonly Run[];
  ctx: DecodeContext;
  text: string;
  P: ReadingPriors;
  /** The county each run names as a whole (most name none). */
  countyByRun: Array<CountyPart | undefined>;
  /** The runs whose county {@link fits}. */
  namingRuns: number[];
  /** The street's run, or -1. */
  streetAt: number;
  streetRun: Run | undefined;
  /** The street's run has a type word. */
  typed: boolean;
  /** The street's run read whole as the street. */
  street: StreetPart | undefined;
  /** The run marked as a village (`sat`, `loc.`), or -1. */
  villageAt: number;
  /** The run marked as a commune or town, or -1. */
  unitAt: number;
  marked: boolean;
  /** The plain runs (unmarked, not the street's), in order. */
  plainAt: number[];
  /** Each run's position in `plainAt`, -1 for the runs not in it. */
  plainPos: number[];
  lastPlain: number;
  /** The plain run after a marked village. */
  afterVillage: number | undefined;
  /** The plain run right before a marked village, opening the address or after its county alone. */
  beforeVillage: number | undefined;
  /** The first plain run not naming a county. */
  firstNonCounty: number | undefined;
  /** The village before the untyped run of the house number (`Straja, Cumpăna, nr. 9`). */
  villageBeforeNumber: number | undefined;
  /** The county the address closes with (see `decodeRuns` in run-decoder.ts). */
  addressCounty: CountyPart | undefined;
  /**
   * A county named at the end of the same words is asked for several labellings: once each. (A list of
   * the runs' words asked, found by identity: a text has a few runs, and a Map keyed by the words
   * arrays cost more than the look-ups it saved; bench/RESULTS.md, branch speed7.)
   */
  tailWords: Word[][];
  tails: Array<ReturnType<typeof trailingCounty>>;
}

/** The county is the one another field gives, or none is given. */
export function given(f: RunFacts, c: CountyPart['county']): boolean {
  return f.ctx.countyGiven === undefined || c?.code === f.ctx.countyGiven;
}

/** The run's county fits the one written with its marker and the one given. */
export function fits(f: RunFacts, c: CountyPart | undefined): boolean {
  const explicit = f.ctx.explicitCounty;
  return c !== undefined && (!explicit?.county || c.county === explicit.county) && given(f, c.county);
}

/** A county named at a run's end, when it may be one here. */
export function cutAtEnd(f: RunFacts, words: Word[]): ReturnType<typeof trailingCounty> {
  const found = trailingCounty(words);
  return found && given(f, found.county) ? found : undefined;
}

/**
 * A county named at a run's start, when it may be one here. (Not a piece of a county's name that the
 * words are whole: `Bistrița-Năsăud` is the county, not `Bistrița` for it and the town Năsăud.)
 */
export function cutAtStart(f: RunFacts, words: Word[]): ReturnType<typeof leadingCounty> {
  const found = leadingCounty(words);
  return found && given(f, found.county) && !(found.length < words.length && countyOfRun(f.text, words)?.county === found.county) ? found : undefined;
}

/** {@link cutAtEnd} of a run's words, asked once for each (see {@link RunFacts.tailWords}). */
export function trailing(f: RunFacts, words: Word[]): ReturnType<typeof trailingCounty> {
  const known = f.tailWords.indexOf(words);
  if (known >= 0) return f.tails[known];
  const found = cutAtEnd(f, words);
  f.tailWords.push(words);
  f.tails.push(found);
  return found;
}

/**
 * A county's name of several words (`Bistrița-Năsăud`, `Satu Mare`, `Caraș-Severin`) ending `words`
 * after other words, where it may be the county: how many words it takes, or 0.
 */
export function countyOfSeveralWordsEnding(f: RunFacts, words: Word[]): number {
  if (words.length < 3 || !mayEndCountyOfSeveralWords(words[words.length - 1]!.folded)) return 0;
  const found = cutAtEnd(f, words);
  return found !== undefined && found.length >= 2 ? found.length : 0;
}

/**
 * Where the last cut of `words` into two pieces may fall (a cut at `k` leaves `words[0, k)` before
 * it): not inside such a county's name (`Câmp Câmp Bistrița-Năsăud`: the county written whole,
 * never the town Năsăud; `Caraș-Severin` alone is no village Caraș of a town Severin); the county is
 * cut whole, by the readings that cut it.
 */
export function lastCut(f: RunFacts, words: Word[]): number {
  const whole = words.length >= 2 && countyOfWords(words) !== undefined ? words.length : 0;
  return words.length - (countyOfSeveralWordsEnding(f, words) || whole);
}

/** Another run than `at` (not the street's) names the county. */
export function countyElsewhere(f: RunFacts, at: number): boolean {
  for (const i of f.namingRuns) if (i !== at && i !== f.streetAt) return true;
  return false;
}

/** The locality closes an address, or stands before its county (`p`: a position among the plain runs). */
export function lastish(f: RunFacts, p: number): boolean {
  return p === f.lastPlain || (p === f.lastPlain - 1 && f.countyByRun[f.plainAt[f.lastPlain]!] !== undefined);
}

/** The facts of `runs` that every labelling reads (see {@link RunFacts}); undefined when the street written after its number has no run. */
export function runFacts(runs: readonly Run[], ctx: DecodeContext): RunFacts | undefined {
  const { text, houseAt, streets } = ctx;
  const countyByRun: Array<CountyPart | undefined> = [];
  for (const run of runs) countyByRun.push(countyOfRun(text, run.words));
  // The street's run: the one with a type word; else the untyped run right before the house number.
  let streetAt = -1;
  for (let i = 0; i < runs.length && streetAt < 0; i++) if (runs[i]!.street !== undefined) streetAt = i;
  if (ctx.streetAfterNumber) {
    streetAt = runAfterNumber(runs, ctx);
    if (streetAt < 0) return undefined;
  } else if (streetAt < 0 && streets && houseAt !== undefined) {
    // Only a run right before it: `Broșteni, com. Lăpușata, nr. 1` has no street.
    let before = -1;
    for (let i = 0; i < runs.length; i++) if (runs[i]!.last < houseAt) before = i;
    // (Nor a county's code: `Valea Viei, VL nr. 86`, `Văleni(OT) nr. 85`; a street may be named as a county is, by no code.)
    if (before >= 0 && runs[before]!.kind === undefined && !(runs[before]!.words.length === 1 && runs[before]!.words[0]!.folded.length <= 2 && countyByRun[before] !== undefined)) streetAt = before;
  }
  const streetRun = streetAt >= 0 ? runs[streetAt] : undefined;
  // (Loops, not `findIndex` with arrows: `streetAt` is reassigned above, so arrows reading it would each
  // allocate a closure and a context for it, and this runs once a reading's runs: speed78.)
  let villageAt = -1;
  let unitAt = -1;
  for (let i = 0; i < runs.length; i++) {
    if (i === streetAt) continue;
    const kind = runs[i]!.kind;
    if (villageAt < 0 && (kind === 'sat' || kind === 'localitate')) villageAt = i;
    if (unitAt < 0 && (kind === 'comuna' || kind === 'oras' || kind === 'municipiu')) unitAt = i;
  }
  const plainAt: number[] = [];
  const plainPos: number[] = [];
  for (let i = 0; i < runs.length; i++) {
    plainPos.push(-1);
    if (i !== streetAt && runs[i]!.kind === undefined) {
      plainPos[i] = plainAt.length;
      plainAt.push(i);
    }
  }
  const f: RunFacts = {
    runs, ctx, text, P: ctx.priors, countyByRun, namingRuns: [], streetAt, streetRun, typed: streetRun?.street !== undefined,
    street: streetRun ? streetRun.street ? streetPart(text, streetRun.street.typeWords, streetRun.street.typeId, streetRun.words) : untypedStreet(text, streetRun.words) : undefined,
    villageAt, unitAt, marked: villageAt >= 0 || unitAt >= 0, plainAt, plainPos, lastPlain: plainAt.length - 1,
    afterVillage: undefined, beforeVillage: undefined, firstNonCounty: undefined, villageBeforeNumber: undefined, addressCounty: undefined,
    tailWords: [], tails: [],
  };
  for (let i = 0; i < runs.length; i++) if (fits(f, countyByRun[i])) f.namingRuns.push(i);
  // The plain run after a marked village, and the first plain run not naming a county (the commune after an untyped village and its number).
  if (villageAt >= 0) for (const at of plainAt) if (at > villageAt) { f.afterVillage = at; break; }
  // The plain run right before a marked village, opening the address or after its county alone (the
  // commune written first: `Negri, sat Poiana 12`, `Bacău, Negri, sat Poiana 12`).
  let beforeVillage: number | undefined = villageAt >= 1 && plainPos[villageAt - 1]! >= 0 ? villageAt - 1 : undefined;
  for (let i = 0; beforeVillage !== undefined && i < beforeVillage; i++) if (!fits(f, countyByRun[i])) beforeVillage = undefined;
  f.beforeVillage = beforeVillage;
  for (const at of plainAt) if (!countyByRun[at]) { f.firstNonCounty = at; break; }
  for (const at of plainAt) if (streetAt >= 0 && at < streetAt && !countyByRun[at]) f.villageBeforeNumber = at;
  // The county the address closes with: the last run (not a marked place's, not the street's) that names one.
  for (let i = 0; i < runs.length; i++) {
    if (i !== streetAt && i !== villageAt && i !== unitAt && fits(f, countyByRun[i])) f.addressCounty = countyByRun[i];
  }
  return f;
}

/**
 * The untyped run that may be the street written after its number (`5 Matei Basarab, Slobozia`,
 * `Cluj-Napoca, 5 Horea`, `5, Matei Basarab, Slobozia`), or -1: with no typed street, the first
 * run after the number, unmarked, either in the number's own field when the number opens it and
 * has no `nr.`, or after a number that opens the address, with a place still to come (another run, or more words
 * of its own). `Tuberozelor, 15 Oradea` is read so too; the index decides.
 */
export function runAfterNumber(runs: readonly Run[], ctx: DecodeContext): number {
  if (!ctx.streets || ctx.houseAt === undefined || ctx.houseEnd === undefined || runs.some((r) => r.street !== undefined)) return -1;
  const houseAt = ctx.houseAt;
  const start = (r: Run): number => r.last - r.words.length + 1;
  const after = runs.findIndex((r) => start(r) >= ctx.houseEnd!);
  const run = runs[after];
  if (run === undefined || run.kind !== undefined) return -1;
  // (A number marked by `nr.` follows its street, as Romanian addresses write it: `Alexandria, nr. 84 București`.)
  const sameField = start(run) === ctx.houseEnd && !run.words[0]!.breakBefore && ctx.houseOpensField === true && ctx.base.house?.bare === true;
  const opensAddress = after === 0 && start(run) > houseAt && (runs.length >= 2 || run.words.length >= 2);
  return sameField || opensAddress ? after : -1;
}
