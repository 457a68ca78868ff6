/**
 * The joint reading of an address's runs (see the reader's `splitRuns`): every run at once is
 * given labelled pieces (street, locality, admin: the commune or town beside a village, county,
 * unexplained words), and each whole labelling is scored by named features whose weights are the
 * engine's `RankingOptions.reading`. A bounded search keeps the likeliest labellings; the index
 * then judges them.
 *
 * What a run may be is data of the run (its locality kind, whether it holds the street's type
 * word, whether it names a county) and of the grammar below ({@link PAIRINGS}: where a commune is
 * written beside its village); how likely each labelling is, is the weight table. No labelling
 * is tried before another: all are scored, the best kept.
 */
import { BUCHAREST_CODE, mayEndCountyOfSeveralWords, type LocalityKind } from '../shared/aliases.js';
import { MISTYPABLE_KIND_WORDS, NOT_MISTYPED_KIND, PLACE_LIKE_TYPE_WORDS, TYPE_WORDS_NAMING_PLACES } from '../shared/vocabulary.js';
import { oneMistakeApart } from '../matchers/edit-distance.js';
import { playsNoRole, spanText, type Word } from './address-tokens.js';
import { copyReading, leftOutWords, newPlacePart, readingWithout, unexplainedCosts, unmarkedPlace, type AddressReading, type CountyPart, type PlacePart, type StreetPart } from './reading.js';
import { countyOfRun, countyOfWords, inTextOrder, leadingCounty, onlyTitles, placePart, streetPart, trailingCounty, untypedStreet, type Run } from './run-parts.js';
import { mayOpenNeighbourhood, neighbourhoodTowns, type NeighbourhoodTown } from './neighbourhoods.js';
import { runWords } from './runs.js';
import type { ReadingPriors } from './address-parser.js';
import { mapped } from '../shared/arrays.js';

/** What the runs of one text share besides themselves (see {@link decodeRuns}). */
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
}

/**
 * Where a locality piece was read: a plain run, the street's run, a run marked `sat`/`loc.`, one
 * marked `com.`/`oraș`/`mun.`, or a neighbourhood the vocabulary knows that names its town.
 */
type Source = 'plain' | 'street' | 'village' | 'unit' | 'neighbourhood';

/**
 * How an admin piece stands to its locality. `split`: in the same run (`Sausa Ungheni`); `unit`:
 * marked as a commune or town, anywhere; `next`: the plain run after a plain locality (`Firiza,
 * Baia Mare`); `afterVillage`: the first plain run after a marked village (`sat Firiza, Baia
 * Mare`); `afterNumber`: a plain run with the untyped run before the house number as the village
 * (`Poiana, nr. 214, Negri`); `beforeNumber`: the untyped run before the number as the commune, the
 * village the plain run before it (`Straja, Cumpăna, nr. 9`); `beforeVillage`: the plain run right
 * before a marked village, when it opens the address or only the county comes before it (`Negri, sat
 * Poiana 12, Bacău`, `Bacău, Negri, sat Poiana 12`).
 */
type Pairing = 'split' | 'unit' | 'next' | 'previous' | 'afterVillage' | 'afterNumber' | 'beforeNumber' | 'beforeVillage';

/**
 * The weight of each pairing of an admin run with its locality, and whether the admin is then a
 * guess from its place (`unmarked`, which the index weighs less surely). A commune written after
 * a village and its house number is how rural addresses are written: as sure as a marked one.
 */
const PAIRINGS: Readonly<Record<Exclude<Pairing, 'split' | 'unit'>, { prior: keyof ReadingPriors | undefined; unmarked: boolean }>> = {
  next: { prior: 'unmarkedAdmin', unmarked: true },
  previous: { prior: 'adminBeforeLocality', unmarked: true },
  afterVillage: { prior: 'unmarkedAdmin', unmarked: true },
  afterNumber: { prior: undefined, unmarked: false },
  beforeNumber: { prior: 'unmarkedAdmin', unmarked: true },
  beforeVillage: { prior: 'unmarkedAdmin', unmarked: true },
};

/**
 * A place piece: its words, kind written and whether it is a guess from its place. The parts are
 * built only for the labellings kept (most are not), from these.
 */
interface PlaceSpec {
  words: Word[];
  kind: LocalityKind | undefined;
  unmarked: boolean;
  /** The town a neighbourhood written in `words` names (`Mănăștur`: Cluj-Napoca); the place is the town then, the words left out. */
  town: NeighbourhoodTown | undefined;
  /** A mistyped kind word read as the marker before `words` (`dat` of `dat Ciocadia`: see `mistypedKindWeight`). */
  marker: Word | undefined;
}

/** A street piece: the street's run whole (built once), or name words with the run's type words, if typed. */
type StreetSpec = { part: StreetPart } | { name: Word[]; type?: { typeWords: Word[]; typeId: number } };

/**
 * A county piece: a whole run's (`part`, built once), or words cut from a run's start or end (the
 * part built when kept); `county` the county named either way. One shape: the search reads it at
 * every leaf.
 */
interface CountySpec {
  part: CountyPart | undefined;
  words: Word[] | undefined;
  county: CountyPart['county'];
}

/** A place piece of `words`. */
function place(words: Word[], kind?: LocalityKind, unmarked?: boolean): PlaceSpec {
  return { words, kind, unmarked: unmarked === true, town: undefined, marker: undefined };
}

/** A county cut from a run: its words and the county they name. */
function cut(words: Word[], named: { county: CountyPart['county'] }): CountySpec {
  return { part: undefined, words, county: named.county };
}

/**
 * One way of reading one run. Every option is made by {@link runOption}, so that all have this one
 * shape (the search reads each option at every branch, and objects of one shape keep those reads
 * monomorphic).
 */
interface RunOption {
  locality: PlaceSpec | undefined;
  localitySource: Source | undefined;
  /** The locality is the whole run (for the county-name feature). */
  localityWhole: boolean;
  admin: PlaceSpec | undefined;
  /** Set on an admin piece that must pair with a locality in another run. */
  adminRun: boolean;
  county: CountySpec | undefined;
  street: StreetSpec | undefined;
  /** The second copy of a name written twice in the run, read once as the locality (see {@link repeatedHalf}). */
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
function runOption(p: Partial<RunOption>): RunOption {
  return {
    locality: p.locality, localitySource: p.localitySource, localityWhole: p.localityWhole ?? false, admin: p.admin, adminRun: p.adminRun ?? false,
    county: p.county, street: p.street, repeat: p.repeat, unused: p.unused ?? 0, weight: p.weight ?? 1,
  };
}

/** A labelling kept by the search: the option of each run, its weight and words left unexplained. */
interface Kept {
  chosen: RunOption[];
  weight: number;
  unused: number;
  /** The admin's run was paired with the locality by its place alone (see {@link PAIRINGS}). */
  unmarkedAdmin: boolean;
}

/** The words of a run read whole or before a county cut after them (see {@link localityThenAdmin}). */
interface Variant {
  words: Word[];
  county: CountySpec | undefined;
}

/**
 * What {@link decodeRuns} works out once for a text, read by the helpers below: the facts of its
 * runs, each computed once, passed as one object rather than closed over by some twenty closures
 * made for every text.
 */
interface RunFacts {
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
  /** The county the address closes with (see {@link decodeRuns}). */
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
function given(f: RunFacts, c: CountyPart['county']): boolean {
  return f.ctx.countyGiven === undefined || c?.code === f.ctx.countyGiven;
}

/** The run's county fits the one written with its marker and the one given. */
function fits(f: RunFacts, c: CountyPart | undefined): boolean {
  const explicit = f.ctx.explicitCounty;
  return c !== undefined && (!explicit?.county || c.county === explicit.county) && given(f, c.county);
}

/** A county named at a run's end, when it may be one here. */
function cutAtEnd(f: RunFacts, words: Word[]): ReturnType<typeof trailingCounty> {
  const found = trailingCounty(words);
  return found && given(f, found.county) ? found : undefined;
}

/**
 * A county named at a run's start, when it may be one here. (Not a piece of a county's name that the
 * words are whole: `Bistrița-Năsăud` is the county, not `Bistrița` for it and the town Năsăud.)
 */
function cutAtStart(f: RunFacts, words: Word[]): ReturnType<typeof leadingCounty> {
  const found = leadingCounty(words);
  return found && given(f, found.county) && !(found.length < words.length && countyOfRun(f.text, words)?.county === found.county) ? found : undefined;
}

/** {@link cutAtEnd} of a run's words, asked once for each (see {@link RunFacts.tailWords}). */
function trailing(f: RunFacts, words: Word[]): ReturnType<typeof trailingCounty> {
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
function countyOfSeveralWordsEnding(f: RunFacts, words: Word[]): number {
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
function lastCut(f: RunFacts, words: Word[]): number {
  const whole = words.length >= 2 && countyOfWords(words) !== undefined ? words.length : 0;
  return words.length - (countyOfSeveralWordsEnding(f, words) || whole);
}

/** Another run than `at` (not the street's) names the county. */
function countyElsewhere(f: RunFacts, at: number): boolean {
  for (const i of f.namingRuns) if (i !== at && i !== f.streetAt) return true;
  return false;
}

/** The locality closes an address, or stands before its county (`p`: a position among the plain runs). */
function lastish(f: RunFacts, p: number): boolean {
  return p === f.lastPlain || (p === f.lastPlain - 1 && f.countyByRun[f.plainAt[f.lastPlain]!] !== undefined);
}

/** The facts of `runs` that every labelling reads (see {@link RunFacts}); undefined when the street written after its number has no run. */
function runFacts(runs: readonly Run[], ctx: DecodeContext): RunFacts | undefined {
  const { text, houseAt, streets } = ctx;
  const countyByRun = mapped(runs, (run) => countyOfRun(text, run.words));
  // The street's run: the one with a type word; else the untyped run right before the house number.
  let streetAt = runs.findIndex((r) => r.street !== undefined);
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
  const villageAt = runs.findIndex((r, i) => i !== streetAt && (r.kind === 'sat' || r.kind === 'localitate'));
  const unitAt = runs.findIndex((r, i) => i !== streetAt && (r.kind === 'comuna' || r.kind === 'oras' || r.kind === 'municipiu'));
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
  if (villageAt >= 0) f.afterVillage = plainAt.find((at) => at > villageAt);
  // The plain run right before a marked village, opening the address or after its county alone (the
  // commune written first: `Negri, sat Poiana 12`, `Bacău, Negri, sat Poiana 12`).
  let beforeVillage: number | undefined = villageAt >= 1 && plainPos[villageAt - 1]! >= 0 ? villageAt - 1 : undefined;
  for (let i = 0; beforeVillage !== undefined && i < beforeVillage; i++) if (!fits(f, countyByRun[i])) beforeVillage = undefined;
  f.beforeVillage = beforeVillage;
  f.firstNonCounty = plainAt.find((at) => !countyByRun[at]);
  for (const at of plainAt) if (streetAt >= 0 && at < streetAt && !countyByRun[at]) f.villageBeforeNumber = at;
  // The county the address closes with: the last run (not a marked place's, not the street's) that names one.
  for (let i = 0; i < runs.length; i++) {
    if (i !== streetAt && i !== villageAt && i !== unitAt && fits(f, countyByRun[i])) f.addressCounty = countyByRun[i];
  }
  return f;
}

/**
 * `Frasinet Breaza`, `Poiana Negri Bacău`, `Fundătura Vlădești Vâlcea`: each variant of a run's words
 * as the locality, then its commune or town (a guess from its place), before the county cut after
 * them if any. Without a county cut, a tail is tried only when `tryTail` says so.
 */
function localityThenAdmin(f: RunFacts, out: RunOption[], variants: readonly Variant[], source: Source, weight: number, tryTail: (tail: Word[]) => boolean): void {
  const P = f.P;
  for (const v of variants) {
    const most = lastCut(f, v.words);
    for (let k = 1; k < Math.min(v.words.length, 5) && k <= most; k++) {
      const tail = v.words.slice(k);
      if (!v.county && !tryTail(tail)) continue;
      out.push(runOption({
        locality: place(v.words.slice(0, k)), localitySource: source, admin: place(tail, undefined, true), county: v.county,
        weight: weight * P.unmarkedAdmin * P.splitRun * (v.county ? P.countyCutFromRun : 1),
      }));
    }
  }
}

/** A tail of a run's words that may be its commune: not a county's name, unless another run names the county (`Bogata (Călărași), Cluj`). */
function tailMayBeAdmin(f: RunFacts, at: number, tail: Word[]): boolean {
  return countyElsewhere(f, at) || !countyOfRun(f.text, tail);
}

/**
 * `Valea Lungă Valea Lungă Vâlcea`, `Fundătura Fundătura`: a name written twice (a form's street
 * and locality columns joined), the locality once, its copy a repeat, not a commune guessed from
 * its place; before the county cut after them if any.
 */
function repeated(f: RunFacts, out: RunOption[], variants: readonly Variant[], source: Source, weight: number): void {
  const P = f.P;
  for (const v of variants) {
    const half = repeatedHalf(v.words);
    if (half === 0) continue;
    out.push(runOption({
      locality: place(v.words.slice(0, half)), localitySource: source, county: v.county, repeat: v.words.slice(half),
      weight: weight * P.repeatedName * (v.county ? P.countyCutFromRun : 1),
    }));
  }
}

/**
 * `CJ MOLDOVENESTI PIETROASA`, `Cluj Moldovenești Pietroasa 12`: after a county opening the run,
 * the rest in the order registers write it, the commune (a guess from its place) then its village.
 */
function adminThenLocality(f: RunFacts, out: RunOption[], words: Word[], county: CountySpec | undefined, source: Source, weight: number): void {
  const P = f.P;
  const most = lastCut(f, words);
  for (let k = 1; k < Math.min(words.length, 5) && k <= most; k++) {
    out.push(runOption({
      locality: place(words.slice(k)), localitySource: source, admin: place(words.slice(0, k), undefined, true), county,
      weight: weight * P.adminBeforeLocality * P.splitRun,
    }));
  }
}

/** The options of the street's run (see {@link optionsOf}). */
function streetRunOptions(f: RunFacts, run: Run, at: number): RunOption[] {
  const { P, text, street, typed } = f;
  const houseAt = f.ctx.houseAt;
  const out: RunOption[] = [];
  const n = run.words.length;
  if (street) out.push(runOption({ street: { part: street }, weight: f.ctx.streetAfterNumber ? P.streetAfterNumber : 1 }));
  if (f.marked) {
    // `Poiana 214, com. Negri`: the untyped run before the number is rather the commune's village;
    // so too a run whose type word also begins place names (`Calea Mare nr. 12, comuna Lăzăreni`), less surely.
    if (f.villageAt < 0) {
      if (!typed) {
        out.push(runOption({ locality: place(run.words), localitySource: 'street' }));
        // `dat Ciocadia nr. 105, Com. Bengești-Ciocadia`: the village after a mistyped `sat`.
        const mistyped = f.unitAt >= 0 ? mistypedKindWeight(run.words, P, true) : 0;
        if (mistyped > 0) out.push(runOption({ locality: afterMistypedKind(run.words), localitySource: 'street', weight: mistyped }));
      } else if (run.street?.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded))) {
        out.push(runOption({ locality: place(inTextOrder(run.street.typeWords, run.words)), localitySource: 'street', weight: P.placeLikeTypedRunAsPlace }));
      }
    }
    return out;
  }
  if (n >= 2) {
    // The locality ending (or, untyped, starting) the street's run, maybe before a county.
    const inRun = f.plainAt.length === 0 ? P.localityInStreetRun : P.localityInStreetRunWithOthers;
    const lastWord = run.words[n - 1]!;
    // Right before the house number, nothing between (`bucuresti timisoara 9`): the number follows its street.
    const numberNext = !typed && houseAt === run.last + 1 && !/^[^\p{L}\p{N}]*[,;\n]/u.test(text.slice(lastWord.end));
    const atEnd = numberNext ? P.localityBeforeNumber : 1;
    const atStart = numberNext ? P.localityBeforeStreetAndNumber : P.localityBeforeUntypedStreet;
    const variants: Variant[] = [];
    const tail = trailing(f, run.words);
    if (tail && n - tail.length >= 2) variants.push({ words: run.words.slice(0, n - tail.length), county: cut(run.words.slice(n - tail.length), tail) });
    variants.push({ words: run.words, county: undefined });
    for (const v of variants) {
      const w = v.words;
      const most = lastCut(f, w);
      for (let k = 1; k <= Math.min(4, w.length - 1); k++) {
        const name = w.slice(0, w.length - k);
        // `Str. Gen. Dragalina`: a title alone is no street.
        if (!onlyTitles(name) && name.length <= most) {
          const typeOf = run.street;
          const s: StreetSpec = typeOf ? { name, type: typeOf } : { name };
          out.push(runOption({ locality: place(w.slice(w.length - k)), localitySource: 'street', county: v.county, street: s, weight: inRun * atEnd }));
        }
        if (!typed && k <= most) {
          const lead = w.slice(0, k);
          const rest = w.slice(k);
          const s2: StreetSpec = { name: rest };
          out.push(runOption({ locality: place(lead), localitySource: 'street', county: v.county, street: s2, weight: inRun * atStart }));
          // `BRAILA BRAILA CALEA GALATI 28`: the town, its county, then the street.
          const leadTail = v.county === undefined ? cutAtEnd(f, lead) : undefined;
          if (leadTail && leadTail.length < lead.length) {
            const town = lead.slice(0, lead.length - leadTail.length);
            out.push(runOption({
              locality: place(town), localitySource: 'street', county: cut(lead.slice(town.length), leadTail), street: s2,
              weight: inRun * atStart * P.countyCutFromRun,
            }));
          }
        }
      }
    }
  }
  if (run.street) {
    // A typed run that is a place (`Vad`, `Curtea de Argeș`), with no street.
    const all = inTextOrder(run.street.typeWords, run.words);
    const asPlace = run.street.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded)) ? P.placeLikeTypedRunAsPlace : P.typedRunAsPlace;
    out.push(runOption({ locality: place(all), localitySource: 'street', localityWhole: true, weight: asPlace }));
    const tail = cutAtEnd(f, all);
    const variants: Variant[] = [];
    if (tail && all.length > tail.length) {
      const head = all.slice(0, all.length - tail.length);
      const county = cut(all.slice(head.length), tail);
      out.push(runOption({ locality: place(head), localitySource: 'street', county, weight: asPlace * P.countyCutFromRun }));
      variants.push({ words: head, county });
    }
    // `Fundătura Vlădești Vâlcea`, `Câmp Urmeniș`: a village named by a type word, then its commune, as a plain run splits.
    if (TYPE_WORDS_NAMING_PLACES.has(all[0]!.folded)) {
      variants.push({ words: all, county: undefined });
      localityThenAdmin(f, out, variants, 'street', asPlace, () => true);
      repeated(f, out, variants, 'street', asPlace);
    }
  } else {
    // The untyped run before the number may be a village with its number (`Poiana, nr. 214, Negri, Bacău`).
    out.push(runOption({ locality: place(run.words), localitySource: 'street', localityWhole: true, weight: P.untypedPlace }));
    // And, as a plain run, the village then its commune, before the county (`pietroasa moldovenesti cluj 12`).
    const ending = trailing(f, run.words);
    const splits: Variant[] = [{ words: run.words, county: undefined }];
    if (ending && n - ending.length >= 2) splits.push({ words: run.words.slice(0, n - ending.length), county: cut(run.words.slice(n - ending.length), ending) });
    localityThenAdmin(f, out, splits, 'street', P.untypedPlace, (tail) => tailMayBeAdmin(f, at, tail));
    repeated(f, out, splits, 'street', P.untypedPlace);
    // `GL Nămoloasa 32`: a county's code or name, then the village.
    const lead = cutAtStart(f, run.words);
    if (lead && lead.length < n) {
      const county = cut(run.words.slice(0, lead.length), lead);
      // A county's name there is likelier its seat with a street of that name (`Bacău Nicolae Bălcescu 5`).
      const weight = P.untypedPlace * P.countyCutFromRun * (lead.byCode ? 1 : P.countyNameOpeningVillage);
      out.push(runOption({ locality: place(run.words.slice(lead.length)), localitySource: 'street', county, weight }));
      adminThenLocality(f, out, run.words.slice(lead.length), county, 'street', weight);
    }
    // `Straja, Cumpăna, nr. 9`: the commune of the village before it (maybe with the county's code).
    out.push(runOption({ admin: place(run.words), adminRun: true, weight: P.untypedPlace }));
    const tail = trailing(f, run.words);
    if (tail && n > tail.length) {
      out.push(runOption({ admin: place(run.words.slice(0, n - tail.length)), adminRun: true, county: cut(run.words.slice(n - tail.length), tail), weight: P.untypedPlace }));
    }
  }
  return out;
}

/** The options of the run marked as a village or as a commune or town (see {@link optionsOf}). */
function markedRunOptions(f: RunFacts, run: Run, at: number, out: RunOption[]): void {
  const { P, villageAt, unitAt } = f;
  const n = run.words.length;
  const kind = run.kind as LocalityKind;
  const asAdmin = at === unitAt && villageAt >= 0;
  // `loc. Arvăteasca Olt`, `com. Negri Bacău`: a county's name or code may end the marked run.
  const variants: Variant[] = [{ words: run.words, county: undefined }];
  const tail = trailing(f, run.words);
  if (tail) variants.push({ words: run.words.slice(0, n - tail.length), county: cut(run.words.slice(n - tail.length), tail) });
  for (const v of variants) {
    const county = v.county;
    if (v.words.length === 0) continue;
    // The commune or town written beside a village in another run (`Osoi, comuna Vulturești`).
    if (at === unitAt) out.push(runOption({ admin: place(v.words, kind), county }));
    if (asAdmin) continue;
    out.push(runOption({ locality: place(v.words, kind), localitySource: at === villageAt ? 'village' : 'unit', county }));
    // `loc. Tinăud Aleșd` (the locality, then its town), `com. Cornereva Zănogi` (the commune, then its village).
    if (at === villageAt && unitAt >= 0) continue;
    const most = lastCut(f, v.words);
    for (let k = 1; k < Math.min(v.words.length, 5) && k <= most; k++) {
      const head = v.words.slice(0, k);
      const rest = v.words.slice(k);
      out.push(at === villageAt
        ? runOption({ locality: place(head, kind), localitySource: 'village', admin: place(rest, undefined, true), county, weight: P.splitMarked })
        : runOption({ locality: place(rest), localitySource: 'unit', admin: place(head, kind), county, weight: P.splitMarked }));
    }
  }
}

/** The options of a plain run at position `p` among the plain runs, of an address with no marked place (see {@link optionsOf}). */
function plainRunOptions(f: RunFacts, run: Run, at: number, p: number, out: RunOption[]): void {
  const P = f.P;
  const n = run.words.length;
  const whole = f.countyByRun[at];
  const plainCount = f.plainAt.length;
  // As the locality: among the last few runs (a run further back leaves every run after it unexplained).
  if (p >= plainCount - MAX_LOCALITY_RUNS) {
    out.push(runOption({ locality: place(run.words), localitySource: 'plain', localityWhole: true }));
    const ending = trailing(f, run.words);
    // `Frasinet Breaza`, `Sausa Ungheni`: the locality, then its commune or town; `Poiana Negri
    // Bacău`: and the county after them.
    const splits: Variant[] = [{ words: run.words, county: undefined }];
    if (ending && n - ending.length >= 2) splits.push({ words: run.words.slice(0, n - ending.length), county: cut(run.words.slice(n - ending.length), ending) });
    // (A tail naming a county is the county, unless the county is written in another run: `Bogata (Călărași), Cluj`.)
    localityThenAdmin(f, out, splits, 'plain', 1, (tail) => tailMayBeAdmin(f, at, tail));
    // `Șura Mică Rusciori, Sibiu`, `Moldovenești Pietroasa Cluj`: the commune then its village, as
    // registers order them (`adminBeforeLocality`), before the county cut after them if any.
    for (const v of splits) adminThenLocality(f, out, v.words, v.county, 'plain', v.county ? P.countyCutFromRun : 1);
    repeated(f, out, splits, 'plain', 1);
    // `bl. 12 IPJ Târgoviște`: words no reading explains (an office, a note) may open the run that ends the address.
    if (lastish(f, p) && !(p === f.lastPlain && whole)) {
      const variants: Variant[] = [{ words: run.words, county: undefined }];
      if (ending) variants.push({ words: run.words.slice(0, n - ending.length), county: cut(run.words.slice(n - ending.length), ending) });
      for (const v of variants) {
        const most = lastCut(f, v.words);
        for (let k = 1; k <= Math.min(2, v.words.length - 1) && k <= most; k++) {
          out.push(runOption({ locality: place(v.words.slice(k)), localitySource: 'plain', county: v.county, unused: k }));
        }
      }
    }
    // `MM Baia Mare`, `Satu Mare Bârsău`: a county's name or code opening the run.
    const lead = cutAtStart(f, run.words);
    if (lead) {
      const county = cut(run.words.slice(0, lead.length), lead);
      out.push(runOption({ locality: place(run.words.slice(lead.length)), localitySource: 'plain', county, weight: P.countyCutFromRun }));
      adminThenLocality(f, out, run.words.slice(lead.length), county, 'plain', P.countyCutFromRun);
    }
    // `Tg Mureș Mureș`: a county's name ending it.
    if (ending) {
      out.push(runOption({ locality: place(run.words.slice(0, n - ending.length)), localitySource: 'plain', county: cut(run.words.slice(n - ending.length), ending), weight: P.countyCutFromRun }));
    }
  }
  // As the commune or town of a locality in another run (`Firiza, Baia Mare`), maybe with the county's code (`Straja, Cumpăna CT`):
  // only where a locality can stand beside it (the run before among the last few, or an untyped village before the number).
  if (p - 1 < plainCount - MAX_LOCALITY_RUNS && at !== f.firstNonCounty) return;
  if (!whole || p < f.lastPlain) out.push(runOption({ admin: place(run.words), adminRun: true }));
  const tail = n >= 2 ? trailing(f, run.words) : undefined;
  if (tail && n > tail.length) {
    out.push(runOption({ admin: place(run.words.slice(0, n - tail.length)), adminRun: true, county: cut(run.words.slice(n - tail.length), tail), weight: P.countyCutFromRun }));
  }
}

/**
 * `sar Goleț, com. Bucoșnița`, `dat Poiana nr. 12, com. Negri`: beside a marked commune or town, a
 * run read as its village may open with a word or two no reading explains (a mistyped marker, a
 * note), each left unexplained.
 */
function strayOpening(f: RunFacts, words: Word[], source: Source, out: RunOption[]): void {
  const most = lastCut(f, words);
  for (let k = 1; k <= Math.min(2, words.length - 1) && k <= most; k++) {
    out.push(runOption({ locality: place(words.slice(k)), localitySource: source, unused: k }));
  }
}

/** Every way of reading the run at `at`, in the order the search tries them. */
function optionsOf(f: RunFacts, run: Run, at: number): RunOption[] {
  if (at === f.streetAt) return streetRunOptions(f, run, at);
  const { ctx } = f;
  const n = run.words.length;
  // Every other run may be left unexplained, or be the county when it names one. Its words all count
  // as unexplained; past `unexplainedRunWords` the weight gives back their cost (the labelling's
  // worth still only falls as runs are added: by the cost of `unexplainedRunWords` words at most).
  const out: RunOption[] = [runOption({ unused: n, weight: n > ctx.unexplainedRunWords ? ctx.unexplainedWord ** (ctx.unexplainedRunWords - n) : 1 })];
  townOptions(f, run, out);
  if (at === f.villageAt || at === f.unitAt) {
    markedRunOptions(f, run, at, out);
    return out;
  }
  const p = f.plainPos[at]!;
  if (p < 0) return out;
  if (f.marked) {
    // (A run naming a county may still be the commune when another run names the county: `Cluj, Călărași, sat Bogata`.)
    if ((at === f.afterVillage || at === f.beforeVillage) && (!f.countyByRun[at] || countyElsewhere(f, at))) {
      // `cartier Buciumeni, Budești`, `sat runcu 120 cacica suceava`: the village's commune or town, maybe with the county.
      out.push(runOption({ admin: place(run.words), adminRun: true }));
      const tail = n >= 2 ? trailing(f, run.words) : undefined;
      if (tail && n > tail.length) {
        out.push(runOption({ admin: place(run.words.slice(0, n - tail.length)), adminRun: true, county: cut(run.words.slice(n - tail.length), tail), weight: f.P.countyCutFromRun }));
      }
    }
    // `Osoi, comuna Vulturești`: a plain run names the village of the commune written.
    if (f.unitAt >= 0 && f.villageAt < 0) {
      out.push(runOption({ locality: place(run.words), localitySource: 'plain', localityWhole: true }));
      // `Pădureni (SJ) com. Camăr`: the village, its county written after it (as a marked run's may be).
      const tail = n >= 2 ? trailing(f, run.words) : undefined;
      if (tail && n > tail.length) {
        out.push(runOption({ locality: place(run.words.slice(0, n - tail.length)), localitySource: 'plain', county: cut(run.words.slice(n - tail.length), tail), weight: f.P.countyCutFromRun }));
      }
      const mistyped = mistypedKindWeight(run.words, f.P, false);
      if (mistyped > 0) out.push(runOption({ locality: afterMistypedKind(run.words), localitySource: 'plain', weight: mistyped }));
      strayOpening(f, run.words, 'plain', out);
    }
    return out;
  }
  plainRunOptions(f, run, at, p, out);
  return out;
}

/**
 * The weight of reading `words` as opening with a locality kind word mistyped by one letter (`sar`,
 * `dat`, `sta` for `sat`: `MISTYPABLE_KIND_WORDS`) before a name: `mistypedKind` for a word the
 * vocabulary gives no role; 0 when the words cannot be so read. A word of its own (`NOT_MISTYPED_KIND`,
 * or one the vocabulary gives a role: `SA`, a company's form) is so read only when it is the kind
 * word with its last letter cut off (`sa`; not `sau`, `st`), before a house number beside the
 * commune or town marked (`sa Dejești nr. 152, comuna Vitomirești`: the caller's evidence), and less
 * surely (`mistypedOwnWordKind`): the index then judges the village the words name in that commune.
 */
function mistypedKindWeight(words: readonly Word[], P: ReadingPriors, beforeNumber: boolean): number {
  if (words.length < 2 || words[1]!.roles.digitFirst) return 0;
  const w = words[0]!;
  let near = false;
  let cut = false;
  for (const kind of MISTYPABLE_KIND_WORDS) {
    if (oneMistakeApart(w.folded, kind)) near = true;
    if (w.folded.length === kind.length - 1 && kind.startsWith(w.folded)) cut = true;
  }
  if (!near) return 0;
  if (playsNoRole(w) && !NOT_MISTYPED_KIND.has(w.folded)) return P.mistypedKind;
  return beforeNumber && cut ? P.mistypedKind * P.mistypedOwnWordKind : 0;
}

/** The village after a mistyped kind word (see {@link mistypedKindWeight}), the word its marker. */
function afterMistypedKind(words: Word[]): PlaceSpec {
  return { words: words.slice(1), kind: 'sat', unmarked: false, town: undefined, marker: words[0]! };
}

/**
 * A neighbourhood the vocabulary knows written where the town goes (`Str. Trifoiului 12, Mănăștur`;
 * the `locality` field `Berceni` with the county `București`), the run whole or before a county cut
 * from its end (`… nr. 23 Cina PH`), read as naming its town: one option a town of the county given
 * (by another field, a marker or the cut), any town when none is, at `knownNeighbourhoodLeftOut` x
 * `neighbourhoodNamesTown`. Beside the run read as a place of its name (the village Berceni of
 * Ilfov): the index judges the two.
 */
function townOptions(f: RunFacts, run: Run, out: RunOption[]): void {
  const words = runWords(run);
  if (words.length === 0 || !mayOpenNeighbourhood(words[0]!.folded)) return;
  const given = f.ctx.countyGiven ?? f.ctx.explicitCounty?.county?.code;
  const P = f.P;
  const add = (named: Word[], county: CountySpec | undefined, cutWeight: number): void => {
    const towns = neighbourhoodTowns(named);
    if (towns === undefined) return;
    const code = county?.county?.code ?? given;
    for (const town of towns) {
      if (code !== undefined && town.county !== code) continue;
      const spec: PlaceSpec = { words: named, kind: undefined, unmarked: false, town, marker: undefined };
      // A sector written names București as the neighbourhood does (`Berceni, Sector 4`): the two agree.
      const names = town.county === BUCHAREST_CODE && f.ctx.base.sector !== undefined ? 1 : P.neighbourhoodNamesTown;
      out.push(runOption({ locality: spec, localitySource: 'neighbourhood', localityWhole: county === undefined, county, weight: P.knownNeighbourhoodLeftOut * names * cutWeight }));
    }
  };
  add(words, undefined, 1);
  const tail = words.length >= 2 && run.street === undefined ? trailing(f, run.words) : undefined;
  if (tail && tail.length < words.length) add(words.slice(0, words.length - tail.length), cut(words.slice(words.length - tail.length), tail), P.countyCutFromRun);
}

/**
 * Such a county's name ending a longer place's name is likelier the county (`sat Cetate com Cetate
 * Bistrița-Năsăud`: not a commune `Cetate Bistrița-Năsăud`, which names nothing, the county lost
 * with it); a place so named (`Viile Satu Mare`) is still found whole.
 */
function swallows(f: RunFacts, spec: PlaceSpec | undefined): boolean {
  return spec !== undefined && countyOfSeveralWordsEnding(f, spec.words) > 0;
}

/**
 * How an admin run at `a` pairs with the locality's run at `l`, if it can. `c`: the run chosen as
 * the county (-1: none), whole, which stands between them as no run does (`Zau de Câmpie, Mureș,
 * Bărboși`: registers' columns commune, county, village).
 */
function pairing(f: RunFacts, l: number, a: number, source: Source, c: number, chosen: readonly RunOption[]): Pairing | undefined {
  if (source === 'plain' && !f.marked) {
    const pa = f.plainPos[a]!;
    const pl = f.plainPos[l]!;
    const between = c >= 0 && (c - l) * (c - a) < 0 && f.plainPos[c]! >= 0 && !chosen[c]!.locality && !chosen[c]!.admin ? 1 : 0;
    if (pa >= 0 && pa === pl + 1 + between) return 'next';
    // (Not when the later run names a county and no marker or field gives one: `Brașov, Brașov` is the town and its county.)
    if (pa >= 0 && pa === pl - 1 - between && (f.countyByRun[l] === undefined || f.ctx.explicitCounty !== undefined || f.ctx.countyGiven !== undefined)) return 'previous';
  }
  if (source === 'village' && a === f.afterVillage) return 'afterVillage';
  if (source === 'village' && a === f.beforeVillage) return 'beforeVillage';
  if (source === 'street' && !f.typed && a === f.firstNonCounty) return 'afterNumber';
  if (source === 'plain' && a === f.streetAt && l === f.villageBeforeNumber) return 'beforeNumber';
  return undefined;
}

/**
 * A whole labelling's weight, and whether its admin was paired by its place alone; undefined when
 * the labelling breaks the grammar. `l`, `a`, `c`: the runs holding the locality, an admin of its
 * own and a county, or -1.
 */
function finish(f: RunFacts, chosen: readonly RunOption[], weight: number, l: number, a: number, c: number): { weight: number; unmarkedAdmin: boolean } | undefined {
  if (l < 0) return undefined;
  const { P, villageAt, unitAt, countyByRun, streetAt } = f;
  const L = chosen[l]!;
  const source = L.localitySource!;
  // A village marked as such is the locality; a commune or town marked beside another locality is its admin.
  if (villageAt >= 0 && l !== villageAt) return undefined;
  if (unitAt >= 0 && l !== unitAt && a !== unitAt) return undefined;
  let unmarkedAdmin = false;
  if (a >= 0 && chosen[a]!.adminRun) {
    const how = pairing(f, l, a, source, c, chosen);
    if (how === undefined) return undefined;
    // Words left unexplained at the start of the locality's run would stand between it and the admin before it.
    if (how === 'previous' && L.unused > 0) return undefined;
    const rule = PAIRINGS[how as keyof typeof PAIRINGS];
    if (rule.prior) weight *= P[rule.prior];
    unmarkedAdmin = rule.unmarked;
  }
  // One county: the last run that names one (another county's name before it is a name); a county
  // cut from a run allows only its own name elsewhere, counted as unexplained.
  const county = c >= 0 ? chosen[c]!.county : undefined;
  for (const i of f.namingRuns) {
    const o = chosen[i]!;
    if (o.unused === 0 || o.locality || o.admin || o.street || o.county || i === streetAt) continue;
    const named = countyByRun[i];
    if (!county) return undefined;
    if (county.part !== undefined ? c < i : county.county !== named!.county) return undefined;
  }
  const countyNamed = county ? county.county : f.ctx.explicitCounty?.county;
  // A neighbourhood names its town only in the town's county (the county read elsewhere in the text).
  const town = L.locality!.town;
  if (town !== undefined && countyNamed !== undefined && countyNamed.code !== town.county) return undefined;
  // `Osoi, comuna Vulturești`: the run that is the address's county (the last run naming one) is no
  // village, unless the labelling reads another county (`Iași com. Recea Brașov`: the village Iași).
  if (source === 'plain' && f.marked) {
    const named = countyByRun[l];
    if (fits(f, named) && f.addressCounty?.county === named!.county && (countyNamed === undefined || countyNamed === named!.county)) return undefined;
    if (countyNamed && named?.county === countyNamed) return undefined;
  }
  if (source === 'plain' && !f.marked) {
    const p = f.plainPos[l]!;
    const end = a > l && f.plainPos[a]! >= 0 ? f.plainPos[a]! : p;
    if (!lastish(f, end)) weight *= P.notLastRun;
    // `Poiana, Bacău`, `Craiva, Arad`: a county's name after another place names the county, not its seat.
    if (p === f.lastPlain && (p > 0 || (f.streetRun !== undefined && !f.typed)) && countyByRun[l]) weight *= P.countyNameAsLocality;
  }
  return { weight, unmarkedAdmin };
}

/** The part of a place piece: a town a neighbourhood names is the town, its correction quoting what was written (`fieldText`). */
function placeOf(text: string, spec: PlaceSpec): PlacePart {
  if (spec.town !== undefined) {
    const town = newPlacePart([...spec.town.words], spec.town.name, undefined, undefined, false);
    town.fieldText = spanText(text, spec.words);
    town.neighbourhood = spec.words;
    return town;
  }
  const part = placePart(text, spec.words, spec.kind);
  if (spec.unmarked) part.unmarked = true;
  // (The locality's correction quotes the field as written, the mistyped marker with it.)
  if (spec.marker !== undefined) part.fieldText = spanText(text, [spec.marker, ...spec.words]);
  return part;
}

/** The reading of a kept labelling. */
function build(f: RunFacts, k: Kept): AddressReading {
  const { text, ctx } = f;
  const reading = copyReading(ctx.base, k.unused, k.weight);
  for (const o of k.chosen) {
    if (o.locality) reading.locality = placeOf(text, o.locality);
    if (o.admin) {
      const admin = placeOf(text, o.admin);
      if (k.unmarkedAdmin) admin.unmarked = true;
      reading.admin = admin;
    }
    if (o.county) reading.county = o.county.part ?? { text: spanText(text, o.county.words!), county: o.county.county, source: o.county.words! };
    if (o.street) {
      const spec = o.street;
      reading.street = 'part' in spec ? spec.part : spec.type ? streetPart(text, spec.type.typeWords, spec.type.typeId, spec.name) : untypedStreet(text, spec.name);
    }
  }
  if (!reading.county && ctx.explicitCounty) reading.county = ctx.explicitCounty;
  for (const o of k.chosen) {
    if (o.repeat) reading.leftOut = [...(reading.leftOut ?? []), leftOutWords(o.repeat, 'repeated')];
    const town = o.locality?.town;
    if (town !== undefined) reading.leftOut = [...(reading.leftOut ?? []), leftOutWords(o.locality!.words, 'neighbourhood', [town])];
    const marker = o.locality?.marker;
    if (marker !== undefined) reading.leftOut = [...(reading.leftOut ?? []), leftOutWords([marker], 'locality_kind')];
  }
  return reading;
}

/** The state of one search over the labellings of a text's runs (see {@link walk}). */
interface Search {
  f: RunFacts;
  options: RunOption[][];
  /** The labellings kept so far; past twice the limit, cut back to the best. */
  kept: Kept[];
  /** The worth of the worst labelling kept once the list was cut: a branch below it cannot be kept. */
  floor: number;
  visits: number;
  /** The option of each run chosen so far along the branch. */
  chosen: RunOption[];
  /** What words left unexplained cost (`unexplainedCosts`). */
  cost: readonly number[];
}

/** The worth of a labelling (`readingWorth`, from its table of costs at once: this runs for every branch of the search). */
function worthOf(s: Search, weight: number, unused: number): number {
  return weight * s.cost[unused]!;
}

/** Kept labellings best first (a stable sort: ties stay in the search's order). */
function byWorth(s: Search): (x: Kept, y: Kept) => number {
  return (x, y) => worthOf(s, y.weight, y.unused) - worthOf(s, x.weight, x.unused);
}

/**
 * Every labelling of the runs from `i` on, the likeliest kept: each feature's weight is at most 1,
 * so the weight of a labelling only falls as runs are added, and a branch that cannot reach the kept
 * ones is cut. `l`, `a`, `c`: where the locality, an admin piece of its own run and a county were
 * chosen (-1: none yet); `street`: whether one was.
 */
function walk(s: Search, i: number, weight: number, unused: number, l: number, a: number, c: number, street: boolean): void {
  if (++s.visits > MAX_VISITS) return;
  if (worthOf(s, weight, unused) < s.floor) return;
  const { f, chosen } = s;
  if (i === f.runs.length) {
    const done = finish(f, chosen, weight, l, a, c);
    if (done === undefined || worthOf(s, done.weight, unused) < s.floor) return;
    s.kept.push({ chosen: [...chosen], weight: done.weight, unused, unmarkedAdmin: done.unmarkedAdmin });
    if (s.kept.length > f.ctx.limit * 2) {
      s.kept.sort(byWorth(s));
      s.kept.length = f.ctx.limit;
      const last = s.kept[s.kept.length - 1]!;
      s.floor = worthOf(s, last.weight, last.unused);
    }
    return;
  }
  for (const o of s.options[i]!) {
    if ((o.locality && l >= 0) || (o.street && street) || (o.county && c >= 0)) continue;
    // A run naming the county left unexplained after the county was taken from an earlier run, or
    // beside a county cut from a run that names another: not the address's county rule.
    if (c >= 0 && o.unused > 0 && !o.locality && !o.admin && i !== f.streetAt) {
      const named = f.countyByRun[i];
      const taken = chosen[c]!.county!;
      if (fits(f, named) && (taken.part !== undefined || taken.county !== named!.county)) continue;
    }
    // One admin: the locality's own split, or a run of its own.
    if (o.admin && (a >= 0 || (o.locality === undefined && l >= 0 && chosen[l]!.admin))) continue;
    if (o.locality && o.admin && a >= 0) continue;
    // An admin run and its locality must pair (checked as soon as both are chosen).
    if (o.adminRun && l >= 0 && pairing(f, l, i, chosen[l]!.localitySource!, c, chosen) === undefined) continue;
    if (o.locality && a >= 0 && chosen[a]!.adminRun && pairing(f, i, a, o.localitySource!, c, chosen) === undefined) continue;
    chosen.push(o);
    const admin = o.admin && !o.locality ? i : a;
    walk(s, i + 1, weight * o.weight, unused + o.unused, o.locality ? i : l, admin, o.county ? i : c, street || o.street !== undefined);
    chosen.pop();
  }
}

/**
 * The likeliest readings of `runs`, best first, at most `ctx.limit`; readings without a
 * locality only where nothing else can place the address (a sector, a street alone, a postal
 * code alone).
 */
export function decodeRuns(runs: readonly Run[], ctx: DecodeContext): AddressReading[] {
  const f = runFacts(runs, ctx);
  if (f === undefined) return [];
  const { text, base, explicitCounty, priors: P } = ctx;
  const { countyByRun, streetAt, streetRun, typed, street, marked, plainAt } = f;
  const options: RunOption[][] = [];
  for (let at = 0; at < runs.length; at++) {
    const list = optionsOf(f, runs[at]!, at);
    for (const o of list) if (swallows(f, o.locality) || swallows(f, o.admin)) o.weight *= P.countyEndingPlaceName;
    options.push(list);
  }

  // A run that names the county may be the county when every later run naming it can be read as a
  // place (the county is the last run that names one; `Cluj,Cluj,…` has one county, not fifty).
  // The untyped run taken for the street only because a number follows it may be the county when
  // the number is a field of its own after it (`Craiva, Arad, nr. 12`: the village's number).
  const countyBeforeNumber = streetRun !== undefined && !typed && !ctx.streetAfterNumber && ctx.houseOpensField === true;
  let later = false;
  for (let at = runs.length - 1; at >= 0; at--) {
    if (at === streetAt && !countyBeforeNumber) continue;
    const whole = countyByRun[at];
    const list = options[at]!;
    if (fits(f, whole) && !later) list.splice(Math.min(1, list.length), 0, runOption({ county: { part: whole, words: undefined, county: whole!.county } }));
    if (fits(f, whole) && !list.some((o) => o.locality || o.admin)) later = true;
  }

  let words = 0;
  for (const r of runs) words += r.words.length;
  const s: Search = { f, options, kept: [], floor: 0, visits: 0, chosen: [], cost: unexplainedCosts(ctx.unexplainedWord, words) };
  walk(s, 0, 1, 0, -1, -1, -1, false);
  const out = mapped(s.kept.sort(byWorth(s)).slice(0, ctx.limit), (k) => build(f, k));

  // `Str. Coșoaia nr. 22, Videle`: what stands as the street may be a locality of the town written.
  if (!marked && street && streetRun && streetRun.words.length > 0) {
    const typeWords = streetRun.street && streetRun.street.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded)) ? streetRun.street.typeWords : [];
    // Written after a street type word, it was meant as a street more surely.
    const factor = streetRun.street && typeWords.length === 0 && streetRun.street.typeWords.length > 0 ? P.typedDistrict : P.district;
    for (const r of out.slice()) {
      if (r.street !== street || !r.locality || r.admin) continue;
      const typeLeftOut = streetRun.street && typeWords.length === 0 && streetRun.street.typeWords.length > 0;
      out.push(readingWithout(r, {
        locality: placePart(text, [...typeWords, ...streetRun.words]), admin: unmarkedPlace(r.locality), prior: r.prior * factor,
        ...(typeLeftOut ? { leftOut: [...(r.leftOut ?? []), leftOutWords(streetRun.street!.typeWords, 'type_word')] } : {}),
      }));
    }
  }
  // `Str. Goleț nr. 1, com. Bucoșnița`: a village of the commune or town marked beside it, written as
  // its street, the type word left out (a street of that name there still wins: `typedStreetAsVillage`).
  if (marked && f.villageAt < 0 && street && streetRun?.street && streetRun.words.length > 0 && !streetRun.street.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded))) {
    const typeWords = streetRun.street.typeWords;
    for (const r of out.slice()) {
      if (r.street !== street || !r.locality?.kind || r.admin) continue;
      out.push(readingWithout(r, {
        locality: placePart(text, streetRun.words), admin: r.locality, prior: r.prior * P.typedStreetAsVillage,
        leftOut: [...(r.leftOut ?? []), leftOutWords(typeWords, 'type_word')],
      }));
    }
  }
  if (marked) return out;
  // What is left when no run is the locality: the county among the plain runs.
  const rest = (): { county?: CountyPart; unused: number } => {
    let county: CountyPart | undefined;
    let unusedWords = 0;
    for (const at of [...plainAt].reverse()) {
      const named = county === undefined ? countyByRun[at] : undefined;
      if (fits(f, named)) county = named;
      else unusedWords += runs[at]!.words.length;
    }
    return county ? { county, unused: unusedWords } : { unused: unusedWords };
  };
  // A sector alone names București (`Calea Victoriei 120, Sector 1`).
  if (base.sector) {
    const r = rest();
    const reading = copyReading(base, r.unused, out.length === 0 ? 1 : P.sectorBesideOthers);
    if (street) reading.street = street;
    const county = explicitCounty ?? r.county;
    if (county) reading.county = county;
    out.push(reading);
  }
  // A street and no run left for a locality: kept, so that a postal code can still place it.
  if (street && plainAt.length === 0 && !base.sector) {
    out.push(copyReading(base, 0, P.streetOrCodeOnly, explicitCounty ? { street, county: explicitCounty } : { street }));
  }
  // Nothing but a postal code (`Cod: 400157`): the code places the address.
  if (out.length === 0 && base.postalCode) {
    const r = rest();
    const county = explicitCounty ?? r.county;
    out.push(copyReading(base, r.unused, P.streetOrCodeOnly, county ? { county } : {}));
  }
  return out;
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

/**
 * The length of a name the words write twice over, one copy right after the other (`Valea Lungă
 * Valea Lungă`, folded alike), or 0.
 */
export function repeatedHalf(words: readonly Word[]): number {
  const n = words.length;
  if (n < 2 || n % 2 !== 0) return 0;
  const half = n / 2;
  for (let i = 0; i < half; i++) if (words[i]!.folded !== words[half + i]!.folded) return 0;
  return half;
}

/**
 * How many of the last plain runs are each tried as the locality. The locality closes an address or
 * stands a field or two before its county, a note or a message's end; the eval sets never have it
 * further back than the fourth run from the end. A text of 50 fields (`Cluj,Cluj,…`) would
 * otherwise give a reading per field, each compared with every other.
 */
const MAX_LOCALITY_RUNS = 8;

/** The most labellings the search looks at for one text: a bound on any input's cost, far above what an address needs. */
const MAX_VISITS = 20_000;
