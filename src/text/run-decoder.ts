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
import { mayEndCountyOfSeveralWords, type LocalityKind } from '../shared/aliases.js';
import { PLACE_LIKE_TYPE_WORDS, TYPE_WORDS_NAMING_PLACES } from '../shared/vocabulary.js';
import { spanText, type Word } from './address-tokens.js';
import { copyReading, readingWithout, unexplainedCosts, unmarkedPlace, type AddressReading, type CountyPart, type PlacePart, type StreetPart } from './reading.js';
import { countyOfRun, countyOfWords, inTextOrder, leadingCounty, onlyTitles, placePart, streetPart, trailingCounty, untypedStreet, type Run } from './run-parts.js';
import type { ReadingPriors } from './address-parser.js';

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

/** Where a locality piece was read: a plain run, the street's run, a run marked `sat`/`loc.`, or one marked `com.`/`oraș`/`mun.`. */
type Source = 'plain' | 'street' | 'village' | 'unit';

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
}

/** A street piece: the street's run whole (built once), or name words with the run's type words, if typed. */
type StreetSpec = { part: StreetPart } | { name: Word[]; type?: { typeWords: Word[]; typeId: number } };

/** A county piece: a whole run's (built once), or words cut from a run's start or end. */
type CountySpec = { part: CountyPart } | { words: Word[]; county: CountyPart['county'] };

/** A place piece of `words`. */
function place(words: Word[], kind?: LocalityKind, unmarked?: boolean): PlaceSpec {
  return { words, kind, unmarked: unmarked === true };
}

/**
 * One way of reading one run. Every field is set, in this order, by {@link runOption}: the search
 * reads each option at every branch, and objects of one shape keep those reads monomorphic.
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
  /** The county named, when the option has a county piece. */
  countyNamed: CountyPart['county'];
  /** The county is the whole run (not cut from its start or end). */
  countyWhole: boolean;
  street: StreetSpec | undefined;
  /** The second copy of a name written twice in the run, read once as the locality (see {@link repeatedHalf}). */
  repeat: Word[] | undefined;
  /** Words of the run left unexplained. */
  unused: number;
  /** Product of the option's own feature weights, each in (0, 1]. */
  weight: number;
}

/** A run option as the grammar below writes it: the pieces it has. */
type RunOptionInit = Partial<RunOption> & Pick<RunOption, 'unused' | 'weight'>;

/** The option `o` with every field set (see {@link RunOption}). */
function runOption(o: RunOptionInit): RunOption {
  return {
    locality: o.locality,
    localitySource: o.localitySource,
    localityWhole: o.localityWhole === true,
    admin: o.admin,
    adminRun: o.adminRun === true,
    county: o.county,
    countyNamed: o.countyNamed,
    countyWhole: o.countyWhole === true,
    street: o.street,
    repeat: o.repeat,
    unused: o.unused,
    weight: o.weight,
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

/**
 * The likeliest readings of `runs`, best first, at most `ctx.limit`; readings without a
 * locality only where nothing else can place the address (a sector, a street alone, a postal
 * code alone).
 */
export function decodeRuns(runs: readonly Run[], ctx: DecodeContext): AddressReading[] {
  const { text, base, explicitCounty, houseAt, streets, priors: P } = ctx;
  // The county each run names as a whole (most name none), and the runs whose county fits the one
  // written with its marker: read once, asked for at every leaf of the search.
  const countyByRun = runs.map((run) => countyOfRun(text, run.words));
  const given = (c: CountyPart['county']): boolean => ctx.countyGiven === undefined || c?.code === ctx.countyGiven;
  const fits = (c: CountyPart | undefined): boolean => c !== undefined && (!explicitCounty?.county || c.county === explicitCounty.county) && given(c.county);
  // A county named at a run's start or end, when it may be one here.
  const cutAtEnd = (words: Word[]): ReturnType<typeof trailingCounty> => {
    const found = trailingCounty(words);
    return found && given(found.county) ? found : undefined;
  };
  // (Not a piece of a county's name that the words are whole: `Bistrița-Năsăud` is the county, not
  // `Bistrița` for it and the town Năsăud.)
  const cutAtStart = (words: Word[]): ReturnType<typeof leadingCounty> => {
    const found = leadingCounty(words);
    return found && given(found.county) && !(found.length < words.length && countyOfRun(text, words)?.county === found.county) ? found : undefined;
  };
  const namingRuns: number[] = [];
  for (let i = 0; i < runs.length; i++) if (fits(countyByRun[i])) namingRuns.push(i);

  // The street's run: the one with a type word; else the untyped run right before the house number.
  let streetAt = runs.findIndex((r) => r.street !== undefined);
  const streetAfterNumber = ctx.streetAfterNumber;
  if (streetAfterNumber) {
    streetAt = runAfterNumber(runs, ctx);
    if (streetAt < 0) return [];
  } else if (streetAt < 0 && streets && houseAt !== undefined) {
    // Only a run right before it: `Broșteni, com. Lăpușata, nr. 1` has no street.
    let before = -1;
    for (let i = 0; i < runs.length; i++) if (runs[i]!.last < houseAt) before = i;
    if (before >= 0 && runs[before]!.kind === undefined) streetAt = before;
  }
  const streetRun = streetAt >= 0 ? runs[streetAt] : undefined;
  const typed = streetRun?.street !== undefined;
  const villageAt = runs.findIndex((r, i) => i !== streetAt && (r.kind === 'sat' || r.kind === 'localitate'));
  const unitAt = runs.findIndex((r, i) => i !== streetAt && (r.kind === 'comuna' || r.kind === 'oras' || r.kind === 'municipiu'));
  const marked = villageAt >= 0 || unitAt >= 0;
  const plainAt: number[] = [];
  runs.forEach((r, i) => {
    if (i !== streetAt && r.kind === undefined) plainAt.push(i);
  });
  const plainPos = new Map(plainAt.map((at, p) => [at, p]));
  const lastPlain = plainAt.length - 1;
  // The locality closes an address, or stands before its county.
  const lastish = (p: number): boolean => p === lastPlain || (p === lastPlain - 1 && countyByRun[plainAt[lastPlain]!] !== undefined);
  const street = streetRun
    ? streetRun.street ? streetPart(text, streetRun.street.typeWords, streetRun.street.typeId, streetRun.words) : untypedStreet(text, streetRun.words)
    : undefined;
  // The plain run after a marked village, and the first plain run not naming a county (the commune after an untyped village and its number).
  const afterVillage = villageAt >= 0 ? plainAt.find((at) => at > villageAt) : undefined;
  // The plain run right before a marked village, opening the address or after its county alone (the
  // commune written first: `Negri, sat Poiana 12`, `Bacău, Negri, sat Poiana 12`).
  let beforeVillage: number | undefined = villageAt >= 1 && plainPos.has(villageAt - 1) ? villageAt - 1 : undefined;
  for (let i = 0; beforeVillage !== undefined && i < beforeVillage; i++) if (!fits(countyByRun[i])) beforeVillage = undefined;
  const firstNonCounty = plainAt.find((at) => !countyByRun[at]);
  // The village before the untyped run of the house number (`Straja, Cumpăna, nr. 9`).
  let villageBeforeNumber: number | undefined;
  for (const at of plainAt) if (streetAt >= 0 && at < streetAt && !countyByRun[at]) villageBeforeNumber = at;

  // The county the address closes with: the last run (not a marked place's, not the street's) that names one.
  let addressCounty: CountyPart | undefined;
  runs.forEach((_r, i) => {
    if (i !== streetAt && i !== villageAt && i !== unitAt && fits(countyByRun[i])) addressCounty = countyByRun[i];
  });
  // A county cut from a run: the part built when kept, the county known at once.
  const cut = (words: Word[], named: { county: CountyPart['county'] }): { county: CountySpec; countyNamed: CountyPart['county']; countyWhole: false } => ({
    county: { words, county: named.county }, countyNamed: named.county, countyWhole: false,
  });
  // A county named at the end or start of the same words is asked for several labellings: once each.
  // (A list of the runs' words asked, found by identity: a text has a few runs, and a Map keyed by
  // the words arrays cost more than the look-ups it saved; bench/RESULTS.md, branch speed7.)
  const tailWords: Word[][] = [];
  const tails: Array<ReturnType<typeof trailingCounty>> = [];
  const trailing = (words: Word[]): ReturnType<typeof trailingCounty> => {
    const known = tailWords.indexOf(words);
    if (known >= 0) return tails[known];
    const found = cutAtEnd(words);
    tailWords.push(words);
    tails.push(found);
    return found;
  };
  // A county's name of several words (`Bistrița-Năsăud`, `Satu Mare`, `Caraș-Severin`) ending `words`
  // after other words, where it may be the county: how many words it takes, or 0.
  const countyOfSeveralWordsEnding = (words: Word[]): number => {
    if (words.length < 3 || !mayEndCountyOfSeveralWords(words[words.length - 1]!.folded)) return 0;
    const found = cutAtEnd(words);
    return found !== undefined && found.length >= 2 ? found.length : 0;
  };
  // The words are a county's name of several words, whole (`Caraș-Severin`): their number, or 0.
  const wholeCountyOfSeveralWords = (words: Word[]): number => (words.length >= 2 && countyOfWords(words) !== undefined ? words.length : 0);
  /**
   * Where the last cut of `words` into two pieces may fall (a cut at `k` leaves `words[0, k)` before
   * it): not inside such a county's name (`Câmp Câmp Bistrița-Năsăud`: the county written whole,
   * never the town Năsăud; `Caraș-Severin` alone is no village Caraș of a town Severin); the county is
   * cut whole, by the readings that cut it.
   */
  const lastCut = (words: Word[]): number => words.length - (countyOfSeveralWordsEnding(words) || wholeCountyOfSeveralWords(words));
  // Another run than `at` (not the street's) names the county.
  const countyElsewhere = (at: number): boolean => namingRuns.some((i) => i !== at && i !== streetAt);
  /**
   * `Frasinet Breaza`, `Poiana Negri Bacău`, `Fundătura Vlădești Vâlcea`: each variant of a run's words
   * as the locality, then its commune or town (a guess from its place), before the county cut after
   * them if any. Without a county cut, a tail is tried only when `tryTail` says so.
   */
  const localityThenAdmin = (out: RunOptionInit[], variants: ReadonlyArray<{ words: Word[]; county?: ReturnType<typeof cut> }>, source: Source, weight: number, tryTail: (tail: Word[]) => boolean): void => {
    for (const v of variants) {
      const most = lastCut(v.words);
      for (let k = 1; k < Math.min(v.words.length, 5) && k <= most; k++) {
        const tail = v.words.slice(k);
        if (!v.county && !tryTail(tail)) continue;
        out.push({
          locality: place(v.words.slice(0, k)), localitySource: source, admin: place(tail, undefined, true), ...(v.county ?? {}), unused: 0,
          weight: weight * P.unmarkedAdmin * P.splitRun * (v.county ? P.countyCutFromRun : 1),
        });
      }
    }
  };
  /**
   * `Valea Lungă Valea Lungă Vâlcea`, `Fundătura Fundătura`: a name written twice (a form's street
   * and locality columns joined), the locality once, its copy a repeat, not a commune guessed from
   * its place; before the county cut after them if any.
   */
  const repeated = (out: RunOptionInit[], variants: ReadonlyArray<{ words: Word[]; county?: ReturnType<typeof cut> }>, source: Source, weight: number): void => {
    for (const v of variants) {
      const half = repeatedHalf(v.words);
      if (half === 0) continue;
      out.push({
        locality: place(v.words.slice(0, half)), localitySource: source, repeat: v.words.slice(half), ...(v.county ?? {}), unused: 0,
        weight: weight * P.repeatedName * (v.county ? P.countyCutFromRun : 1),
      });
    }
  };
  /**
   * `CJ MOLDOVENESTI PIETROASA`, `Cluj Moldovenești Pietroasa 12`: after a county opening the run,
   * the rest in the order registers write it, the commune (a guess from its place) then its village.
   */
  const adminThenLocality = (out: RunOptionInit[], words: Word[], county: ReturnType<typeof cut> | undefined, source: Source, weight: number): void => {
    const most = lastCut(words);
    for (let k = 1; k < Math.min(words.length, 5) && k <= most; k++) {
      out.push({
        locality: place(words.slice(k)), localitySource: source, admin: place(words.slice(0, k), undefined, true), ...(county ?? {}), unused: 0,
        weight: weight * P.adminBeforeLocality * P.splitRun,
      });
    }
  };
  const optionsOf = (run: Run, at: number): RunOptionInit[] => {
    const out: RunOptionInit[] = [];
    const n = run.words.length;
    const whole = countyByRun[at];
    if (at === streetAt) {
      if (street) out.push({ street: { part: street }, unused: 0, weight: streetAfterNumber ? P.streetAfterNumber : 1 });
      if (marked) {
        // `Poiana 214, com. Negri`: the untyped run before the number is rather the commune's village;
        // so too a run whose type word also begins place names (`Calea Mare nr. 12, comuna Lăzăreni`), less surely.
        if (villageAt < 0) {
          if (!typed) out.push({ locality: place(run.words), localitySource: 'street', unused: 0, weight: 1 });
          else if (run.street?.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded))) {
            out.push({ locality: place(inTextOrder(run.street.typeWords, run.words)), localitySource: 'street', unused: 0, weight: P.placeLikeTypedRunAsPlace });
          }
        }
        return out;
      }
      if (n >= 2) {
        // The locality ending (or, untyped, starting) the street's run, maybe before a county.
        const inRun = plainAt.length === 0 ? P.localityInStreetRun : P.localityInStreetRunWithOthers;
        const lastWord = run.words[n - 1]!;
        // Right before the house number, nothing between (`bucuresti timisoara 9`): the number follows its street.
        const numberNext = !typed && houseAt === run.last + 1 && !/^[^\p{L}\p{N}]*[,;\n]/u.test(text.slice(lastWord.end));
        const atEnd = numberNext ? P.localityBeforeNumber : 1;
        const atStart = numberNext ? P.localityBeforeStreetAndNumber : P.localityBeforeUntypedStreet;
        const variants: Array<{ words: Word[]; county?: ReturnType<typeof cut> }> = [];
        const tail = trailing(run.words);
        if (tail && n - tail.length >= 2) variants.push({ words: run.words.slice(0, n - tail.length), county: cut(run.words.slice(n - tail.length), tail) });
        variants.push({ words: run.words });
        for (const v of variants) {
          const w = v.words;
          const county = v.county ?? {};
          const most = lastCut(w);
          for (let k = 1; k <= Math.min(4, w.length - 1); k++) {
            const name = w.slice(0, w.length - k);
            // `Str. Gen. Dragalina`: a title alone is no street.
            if (!onlyTitles(name) && name.length <= most) {
              const typeOf = run.street;
              const s: StreetSpec = typeOf ? { name, type: typeOf } : { name };
              out.push({ street: s, locality: place(w.slice(w.length - k)), localitySource: 'street', ...county, unused: 0, weight: inRun * atEnd });
            }
            if (!typed && k <= most) {
              const lead = w.slice(0, k);
              const rest = w.slice(k);
              const s2: StreetSpec = { name: rest };
              out.push({ street: s2, locality: place(lead), localitySource: 'street', ...county, unused: 0, weight: inRun * atStart });
              // `BRAILA BRAILA CALEA GALATI 28`: the town, its county, then the street.
              const leadTail = v.county === undefined ? cutAtEnd(lead) : undefined;
              if (leadTail && leadTail.length < lead.length) {
                const town = lead.slice(0, lead.length - leadTail.length);
                out.push({
                  street: s2, locality: place(town), localitySource: 'street', ...cut(lead.slice(town.length), leadTail),
                  unused: 0, weight: inRun * atStart * P.countyCutFromRun,
                });
              }
            }
          }
        }
      }
      if (run.street) {
        // A typed run that is a place (`Vad`, `Curtea de Argeș`), with no street.
        const all = inTextOrder(run.street.typeWords, run.words);
        const asPlace = run.street.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded)) ? P.placeLikeTypedRunAsPlace : P.typedRunAsPlace;
        out.push({ locality: place(all), localitySource: 'street', localityWhole: true, unused: 0, weight: asPlace });
        const tail = cutAtEnd(all);
        const variants: Array<{ words: Word[]; county?: ReturnType<typeof cut> }> = [];
        if (tail && all.length > tail.length) {
          const head = all.slice(0, all.length - tail.length);
          const county = cut(all.slice(head.length), tail);
          out.push({ locality: place(head), localitySource: 'street', ...county, unused: 0, weight: asPlace * P.countyCutFromRun });
          variants.push({ words: head, county });
        }
        // `Fundătura Vlădești Vâlcea`, `Câmp Urmeniș`: a village named by a type word, then its commune, as a plain run splits.
        if (TYPE_WORDS_NAMING_PLACES.has(all[0]!.folded)) {
          variants.push({ words: all });
          localityThenAdmin(out, variants, 'street', asPlace, () => true);
          repeated(out, variants, 'street', asPlace);
        }
      } else {
        // The untyped run before the number may be a village with its number (`Poiana, nr. 214, Negri, Bacău`).
        out.push({ locality: place(run.words), localitySource: 'street', localityWhole: true, unused: 0, weight: P.untypedPlace });
        // And, as a plain run, the village then its commune, before the county (`pietroasa moldovenesti cluj 12`).
        const ending = trailing(run.words);
        const splits: Array<{ words: Word[]; county?: ReturnType<typeof cut> }> = [{ words: run.words }];
        if (ending && n - ending.length >= 2) splits.push({ words: run.words.slice(0, n - ending.length), county: cut(run.words.slice(n - ending.length), ending) });
        localityThenAdmin(out, splits, 'street', P.untypedPlace, (tail) => countyElsewhere(at) || !countyOfRun(text, tail));
        repeated(out, splits, 'street', P.untypedPlace);
        // `GL Nămoloasa 32`: a county's code or name, then the village.
        const lead = cutAtStart(run.words);
        if (lead && lead.length < n) {
          const county = cut(run.words.slice(0, lead.length), lead);
          // A county's name there is likelier its seat with a street of that name (`Bacău Nicolae Bălcescu 5`).
          const weight = P.untypedPlace * P.countyCutFromRun * (lead.byCode ? 1 : P.countyNameOpeningVillage);
          out.push({ locality: place(run.words.slice(lead.length)), localitySource: 'street', ...county, unused: 0, weight });
          adminThenLocality(out, run.words.slice(lead.length), county, 'street', weight);
        }
        // `Straja, Cumpăna, nr. 9`: the commune of the village before it (maybe with the county's code).
        out.push({ admin: place(run.words), adminRun: true, unused: 0, weight: P.untypedPlace });
        const tail = trailing(run.words);
        if (tail && n > tail.length) {
          out.push({ admin: place(run.words.slice(0, n - tail.length)), adminRun: true, ...cut(run.words.slice(n - tail.length), tail), unused: 0, weight: P.untypedPlace });
        }
      }
      return out;
    }

    // Every other run may be left unexplained, or be the county when it names one. Its words all count
    // as unexplained; past `unexplainedRunWords` the weight gives back their cost (the labelling's
    // worth still only falls as runs are added: by the cost of `unexplainedRunWords` words at most).
    out.push({ unused: n, weight: n > ctx.unexplainedRunWords ? ctx.unexplainedWord ** (ctx.unexplainedRunWords - n) : 1 });

    if (at === villageAt || at === unitAt) {
      const kind = run.kind as LocalityKind;
      const asAdmin = at === unitAt && villageAt >= 0;
      // `loc. Arvăteasca Olt`, `com. Negri Bacău`: a county's name or code may end the marked run.
      const variants: Array<{ words: Word[]; county?: ReturnType<typeof cut> }> = [{ words: run.words }];
      const tail = trailing(run.words);
      if (tail) variants.push({ words: run.words.slice(0, n - tail.length), county: cut(run.words.slice(n - tail.length), tail) });
      for (const v of variants) {
        const county = v.county ?? {};
        if (v.words.length === 0) continue;
        // The commune or town written beside a village in another run (`Osoi, comuna Vulturești`).
        if (at === unitAt) out.push({ admin: place(v.words, kind), ...county, unused: 0, weight: 1 });
        if (asAdmin) continue;
        out.push({ locality: place(v.words, kind), localitySource: at === villageAt ? 'village' : 'unit', ...county, unused: 0, weight: 1 });
        // `loc. Tinăud Aleșd` (the locality, then its town), `com. Cornereva Zănogi` (the commune, then its village).
        if (at === villageAt && unitAt >= 0) continue;
        const most = lastCut(v.words);
        for (let k = 1; k < Math.min(v.words.length, 5) && k <= most; k++) {
          const head = v.words.slice(0, k);
          const rest = v.words.slice(k);
          out.push(at === villageAt
            ? { locality: place(head, kind), localitySource: 'village', admin: place(rest, undefined, true), ...county, unused: 0, weight: P.splitMarked }
            : { locality: place(rest), localitySource: 'unit', admin: place(head, kind), ...county, unused: 0, weight: P.splitMarked });
        }
      }
      return out;
    }
    const p = plainPos.get(at);
    if (p === undefined) return out;
    if (marked) {
      // (A run naming a county may still be the commune when another run names the county: `Cluj, Călărași, sat Bogata`.)
      if ((at === afterVillage || at === beforeVillage) && (!whole || countyElsewhere(at))) {
        // `cartier Buciumeni, Budești`, `sat runcu 120 cacica suceava`: the village's commune or town, maybe with the county.
        out.push({ admin: place(run.words), adminRun: true, unused: 0, weight: 1 });
        const tail = n >= 2 ? trailing(run.words) : undefined;
        if (tail && n > tail.length) {
          out.push({ admin: place(run.words.slice(0, n - tail.length)), adminRun: true, ...cut(run.words.slice(n - tail.length), tail), unused: 0, weight: P.countyCutFromRun });
        }
      }
      // `Osoi, comuna Vulturești`: a plain run names the village of the commune written.
      if (unitAt >= 0 && villageAt < 0) out.push({ locality: place(run.words), localitySource: 'plain', localityWhole: true, unused: 0, weight: 1 });
      return out;
    }

    // As the locality: among the last few runs (a run further back leaves every run after it unexplained).
    if (p >= plainAt.length - MAX_LOCALITY_RUNS) {
      out.push({ locality: place(run.words), localitySource: 'plain', localityWhole: true, unused: 0, weight: 1 });
      const ending = trailing(run.words);
      // `Frasinet Breaza`, `Sausa Ungheni`: the locality, then its commune or town; `Poiana Negri
      // Bacău`: and the county after them.
      const splits: Array<{ words: Word[]; county?: ReturnType<typeof cut> }> = [{ words: run.words }];
      if (ending && n - ending.length >= 2) splits.push({ words: run.words.slice(0, n - ending.length), county: cut(run.words.slice(n - ending.length), ending) });
      // (A tail naming a county is the county, unless the county is written in another run: `Bogata (Călărași), Cluj`.)
      localityThenAdmin(out, splits, 'plain', 1, (tail) => countyElsewhere(at) || !countyOfRun(text, tail));
      // `Șura Mică Rusciori, Sibiu`, `Moldovenești Pietroasa Cluj`: the commune then its village, as
      // registers order them (`adminBeforeLocality`), before the county cut after them if any.
      for (const v of splits) adminThenLocality(out, v.words, v.county, 'plain', v.county ? P.countyCutFromRun : 1);
      repeated(out, splits, 'plain', 1);
      // `bl. 12 IPJ Târgoviște`: words no reading explains (an office, a note) may open the run that ends the address.
      if (lastish(p) && !(p === lastPlain && whole)) {
        const variants: Array<{ words: Word[]; county?: ReturnType<typeof cut> }> = [{ words: run.words }];
        if (ending) variants.push({ words: run.words.slice(0, n - ending.length), county: cut(run.words.slice(n - ending.length), ending) });
        for (const v of variants) {
          const most = lastCut(v.words);
          for (let k = 1; k <= Math.min(2, v.words.length - 1) && k <= most; k++) {
            out.push({ locality: place(v.words.slice(k)), localitySource: 'plain', ...(v.county ?? {}), unused: k, weight: 1 });
          }
        }
      }
      // `MM Baia Mare`, `Satu Mare Bârsău`: a county's name or code opening the run.
      const lead = cutAtStart(run.words);
      if (lead) {
        const county = cut(run.words.slice(0, lead.length), lead);
        out.push({ locality: place(run.words.slice(lead.length)), localitySource: 'plain', ...county, unused: 0, weight: P.countyCutFromRun });
        adminThenLocality(out, run.words.slice(lead.length), county, 'plain', P.countyCutFromRun);
      }
      // `Tg Mureș Mureș`: a county's name ending it.
      if (ending) {
        out.push({ locality: place(run.words.slice(0, n - ending.length)), localitySource: 'plain', ...cut(run.words.slice(n - ending.length), ending), unused: 0, weight: P.countyCutFromRun });
      }
    }
    // As the commune or town of a locality in another run (`Firiza, Baia Mare`), maybe with the county's code (`Straja, Cumpăna CT`):
    // only where a locality can stand beside it (the run before among the last few, or an untyped village before the number).
    if (p - 1 < plainAt.length - MAX_LOCALITY_RUNS && at !== firstNonCounty) return out;
    if (!whole || p < lastPlain) out.push({ admin: place(run.words), adminRun: true, unused: 0, weight: 1 });
    const tail = n >= 2 ? trailing(run.words) : undefined;
    if (tail && n > tail.length) {
      out.push({ admin: place(run.words.slice(0, n - tail.length)), adminRun: true, ...cut(run.words.slice(n - tail.length), tail), unused: 0, weight: P.countyCutFromRun });
    }
    return out;
  };
  // Such a county's name ending a longer place's name is likelier the county (`sat Cetate com Cetate
  // Bistrița-Năsăud`: not a commune `Cetate Bistrița-Năsăud`, which names nothing, the county lost
  // with it); a place so named (`Viile Satu Mare`) is still found whole.
  const swallows = (spec: PlaceSpec | undefined): boolean => spec !== undefined && countyOfSeveralWordsEnding(spec.words) > 0;
  const options: RunOption[][] = runs.map((run, at) => optionsOf(run, at).map((o) => {
    if (swallows(o.locality) || swallows(o.admin)) o.weight *= P.countyEndingPlaceName;
    return runOption(o);
  }));

  // A run that names the county may be the county when every later run naming it can be read as a
  // place (the county is the last run that names one; `Cluj,Cluj,…` has one county, not fifty).
  // The untyped run taken for the street only because a number follows it may be the county when
  // the number is a field of its own after it (`Craiva, Arad, nr. 12`: the village's number).
  const countyBeforeNumber = streetRun !== undefined && !typed && !streetAfterNumber && ctx.houseOpensField === true;
  let later = false;
  for (let at = runs.length - 1; at >= 0; at--) {
    if (at === streetAt && !countyBeforeNumber) continue;
    const whole = countyByRun[at];
    const list = options[at]!;
    if (fits(whole) && !later) list.splice(Math.min(1, list.length), 0, runOption({ county: { part: whole! }, countyNamed: whole!.county, countyWhole: true, unused: 0, weight: 1 }));
    if (fits(whole) && !list.some((o) => o.locality || o.admin)) later = true;
  }

  /** How an admin run at `a` pairs with the locality's run at `l`, if it can. */
  const pairing = (l: number, a: number, source: Source): Pairing | undefined => {
    if (source === 'plain' && !marked && plainPos.get(a) === plainPos.get(l)! + 1) return 'next';
    // (Not when the later run names a county and no marker or field gives one: `Brașov, Brașov` is the town and its county.)
    if (source === 'plain' && !marked && plainPos.get(a) === plainPos.get(l)! - 1
      && (countyByRun[l] === undefined || explicitCounty !== undefined || ctx.countyGiven !== undefined)) return 'previous';
    if (source === 'village' && a === afterVillage) return 'afterVillage';
    if (source === 'village' && a === beforeVillage) return 'beforeVillage';
    if (source === 'street' && !typed && a === firstNonCounty) return 'afterNumber';
    if (source === 'plain' && a === streetAt && l === villageBeforeNumber) return 'beforeNumber';
    return undefined;
  };

  /**
   * A whole labelling's weight, and how to build its reading; undefined when the labelling breaks
   * the grammar. `l`, `a`, `c`: the runs holding the locality, an admin of its own and a county, or -1.
   */
  const finish = (chosen: readonly RunOption[], weight: number, l: number, a: number, c: number): { weight: number; unmarkedAdmin: boolean } | undefined => {
    if (l < 0) return undefined;
    const L = chosen[l]!;
    const source = L.localitySource!;
    // A village marked as such is the locality; a commune or town marked beside another locality is its admin.
    if (villageAt >= 0 && l !== villageAt) return undefined;
    if (unitAt >= 0 && l !== unitAt && a !== unitAt) return undefined;
    let unmarkedAdmin = false;
    if (a >= 0 && chosen[a]!.adminRun) {
      const how = pairing(l, a, source);
      if (how === undefined) return undefined;
      // Words left unexplained at the start of the locality's run would stand between it and the admin before it.
      if (how === 'previous' && L.unused > 0) return undefined;
      const rule = PAIRINGS[how as keyof typeof PAIRINGS];
      if (rule.prior) weight *= P[rule.prior];
      unmarkedAdmin = rule.unmarked;
    }
    // One county: the last run that names one (another county's name before it is a name); a county
    // cut from a run allows only its own name elsewhere, counted as unexplained.
    const county = c >= 0 ? chosen[c]! : undefined;
    for (const i of namingRuns) {
      const o = chosen[i]!;
      if (o.unused === 0 || o.locality || o.admin || o.street || o.county || i === streetAt) continue;
      const named = countyByRun[i];
      if (!county) return undefined;
      if (county.countyWhole ? c < i : county.countyNamed !== named!.county) return undefined;
    }
    const countyNamed = county ? county.countyNamed : explicitCounty?.county;
    // `Osoi, comuna Vulturești`: the run that is the address's county (the last run naming one) is no
    // village, unless the labelling reads another county (`Iași com. Recea Brașov`: the village Iași).
    if (source === 'plain' && marked) {
      const named = countyByRun[l];
      if (fits(named) && addressCounty?.county === named!.county && (countyNamed === undefined || countyNamed === named!.county)) return undefined;
      if (countyNamed && named?.county === countyNamed) return undefined;
    }
    if (source === 'plain' && !marked) {
      const p = plainPos.get(l)!;
      const end = a > l && plainPos.has(a) ? plainPos.get(a)! : p;
      if (!lastish(end)) weight *= P.notLastRun;
      // `Poiana, Bacău`, `Craiva, Arad`: a county's name after another place names the county, not its seat.
      if (p === lastPlain && (p > 0 || (streetRun !== undefined && !typed)) && countyByRun[l]) weight *= P.countyNameAsLocality;
    }
    return { weight, unmarkedAdmin };
  };

  /** The reading of a kept labelling. */
  const placeOf = (spec: PlaceSpec): PlacePart => {
    const part = placePart(text, spec.words, spec.kind);
    if (spec.unmarked) part.unmarked = true;
    return part;
  };
  const build = (k: Kept): AddressReading => {
    const reading = copyReading(base, k.unused, k.weight);
    for (const o of k.chosen) {
      if (o.locality) reading.locality = placeOf(o.locality);
      if (o.admin) {
        const admin = placeOf(o.admin);
        if (k.unmarkedAdmin) admin.unmarked = true;
        reading.admin = admin;
      }
      if (o.county) reading.county = 'part' in o.county ? o.county.part : { text: spanText(text, o.county.words), county: o.county.county, source: o.county.words };
      if (o.street) {
        const spec = o.street;
        reading.street = 'part' in spec ? spec.part : spec.type ? streetPart(text, spec.type.typeWords, spec.type.typeId, spec.name) : untypedStreet(text, spec.name);
      }
    }
    if (!reading.county && explicitCounty) reading.county = explicitCounty;
    for (const o of k.chosen) if (o.repeat) reading.leftOut = [...(reading.leftOut ?? []), { words: o.repeat, as: 'repeated' }];
    return reading;
  };

  // Every labelling, the likeliest kept: each feature's weight is at most 1, so the weight of a
  // labelling only falls as runs are added, and a branch that cannot reach the kept ones is cut.
  const kept: Kept[] = [];
  let words = 0;
  for (const r of runs) words += r.words.length;
  // (`readingWorth`, from its table of costs at once: this runs for every branch of the search.)
  const cost = unexplainedCosts(ctx.unexplainedWord, words);
  const worthOf = (weight: number, unused: number): number => weight * cost[unused]!;
  const worth = (k: Kept): number => worthOf(k.weight, k.unused);
  let floor = 0;
  let visits = 0;
  const chosen: RunOption[] = [];
  // `l`, `a`, `c`: where the locality, an admin piece of its own run and a county were chosen (-1: none yet); `street`: whether one was.
  const walk = (i: number, weight: number, unused: number, l: number, a: number, c: number, street: boolean): void => {
    if (++visits > MAX_VISITS) return;
    if (worthOf(weight, unused) < floor) return;
    if (i === runs.length) {
      const done = finish(chosen, weight, l, a, c);
      if (done === undefined || worthOf(done.weight, unused) < floor) return;
      kept.push({ chosen: [...chosen], weight: done.weight, unused, unmarkedAdmin: done.unmarkedAdmin });
      if (kept.length > ctx.limit * 2) {
        kept.sort((x, y) => worth(y) - worth(x));
        kept.length = ctx.limit;
        floor = worth(kept[kept.length - 1]!);
      }
      return;
    }
    for (const o of options[i]!) {
      if ((o.locality && l >= 0) || (o.street && street) || (o.county && c >= 0)) continue;
      // A run naming the county left unexplained after the county was taken from an earlier run, or
      // beside a county cut from a run that names another: not the address's county rule.
      if (c >= 0 && o.unused > 0 && !o.locality && !o.admin && i !== streetAt) {
        const named = countyByRun[i];
        if (fits(named) && (chosen[c]!.countyWhole || chosen[c]!.countyNamed !== named!.county)) continue;
      }
      // One admin: the locality's own split, or a run of its own.
      if (o.admin && (a >= 0 || (o.locality === undefined && l >= 0 && chosen[l]!.admin))) continue;
      if (o.locality && o.admin && a >= 0) continue;
      // An admin run and its locality must pair (checked as soon as both are chosen).
      if (o.adminRun && l >= 0 && pairing(l, i, chosen[l]!.localitySource!) === undefined) continue;
      if (o.locality && a >= 0 && chosen[a]!.adminRun && pairing(i, a, o.localitySource!) === undefined) continue;
      chosen.push(o);
      const admin = o.admin && !o.locality ? i : a;
      walk(i + 1, weight * o.weight, unused + o.unused, o.locality ? i : l, admin, o.county ? i : c, street || o.street !== undefined);
      chosen.pop();
    }
  };
  walk(0, 1, 0, -1, -1, -1, false);
  const out = kept.sort((x, y) => worth(y) - worth(x)).slice(0, ctx.limit).map(build);

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
        ...(typeLeftOut ? { leftOut: [...(r.leftOut ?? []), { words: streetRun.street!.typeWords, as: 'type_word' as const }] } : {}),
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
      if (fits(named)) county = named;
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
