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
 *
 * Three modules: `run-facts.ts` (what is known of the runs before labelling), `run-options.ts` (the
 * candidate labels of each run) and this one (the labellings' grammar, their weights and the search).
 */
import { PLACE_LIKE_TYPE_WORDS } from '../shared/vocabulary.js';
import { spanText } from './address-tokens.js';
import { copyReading, leftOutWords, newPlacePart, readingWithout, unexplainedCosts, unmarkedPlace, type AddressReading, type CountyPart, type NoiseSpan, type PlacePart, type WordUse } from './reading.js';
import { inTextOrder, newRun, placePart, streetPart, untypedStreet, type Run } from './run-parts.js';
import { runWords } from './runs.js';
import type { ReadingPriors } from './address-parser.js';
import { countyElsewhere, countyOfSeveralWordsEnding, fits, lastish, runFacts, runOption, trailing, type DecodeContext, type PlaceSpec, type RunFacts, type RunOption, type Source } from './run-facts.js';
import { optionsOf } from './run-options.js';

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
 * A labelling kept by the search: the options of its runs that read a piece (in run order; see
 * {@link piecesRead}), its weight and words left unexplained.
 */
interface Kept {
  chosen: RunOption[];
  weight: number;
  unused: number;
  /** The admin's run was paired with the locality by its place alone (see {@link PAIRINGS}). */
  unmarkedAdmin: boolean;
  /** The facts of the runs it labels: those of the address's runs, without any labelled noise. */
  f: RunFacts;
}

/**
 * Such a county's name ending a longer place's name is likelier the county (`sat Cetate com Cetate
 * Bistrița-Năsăud`: not a commune `Cetate Bistrița-Năsăud`, which names nothing, the county lost
 * with it); a place so named (`Viile Satu Mare`) is still found whole. A marked commune or town
 * (`asUnit`, the run at `at`) ending with any county's name or code is so too where nothing else
 * names the county (`Livada com Toplita Hunedoara`: the commune Toplița of Hunedoara, not a commune
 * `Toplita Hunedoara`); with a county written elsewhere such a name is the unit's own (`com. Balta
 * Albă, Buzău`, `Comuna Vânători-Neamț` beside a county field), and one alone still found whole.
 */
function swallows(f: RunFacts, spec: PlaceSpec | undefined, asUnit: boolean, at: number): boolean {
  if (spec === undefined) return false;
  if (countyOfSeveralWordsEnding(f, spec.words) > 0) return true;
  if (!asUnit || spec.words.length < 2 || (spec.kind !== 'comuna' && spec.kind !== 'oras' && spec.kind !== 'municipiu')) return false;
  return f.ctx.countyGiven === undefined && f.ctx.explicitCounty === undefined && !countyElsewhere(f, at) && trailing(f, spec.words) !== undefined;
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
    // (Not when the later run names a county and no marker or field gives one: `Brașov, Brașov` is the town and its county;
    // but a county read between them that is another county gives one: `Recea, Brașov, Iași`, the village Iași of Recea.)
    if (pa >= 0 && pa === pl - 1 - between && (f.countyByRun[l] === undefined || f.ctx.explicitCounty !== undefined || f.ctx.countyGiven !== undefined || (between === 1 && chosen[c]!.county!.county !== f.countyByRun[l]!.county))) return 'previous';
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
    if (fits(f, named) && f.addressCounty?.county === named!.county && (countyNamed === undefined || countyNamed === named!.county)) {
      // `Satu Mare com. Secusigiu`: right before the unit marked as its commune or town, a county's name may be
      // the unit's village; weighed, the index judges the pair against the county (no county read beside it).
      if (!(l + 1 === unitAt && a === unitAt && countyNamed === undefined)) return undefined;
      weight *= P.countyNameAsVillageOfUnit;
    }
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

/** The reading of a kept labelling (`noise`: the noise label it chose, if any). */
function build(f: RunFacts, k: Kept, noise: NoiseSpan | undefined): AddressReading {
  const { text, ctx } = f;
  const reading = copyReading(ctx.base, k.unused, k.weight, noise === undefined ? undefined : { noise });
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

/**
 * The options of `chosen` that read a piece (a locality, an admin, a county, a street or a name's
 * second copy), in run order: all that {@link build} reads of a labelling. A run left unexplained
 * reads none, and a text of many fields (`a,a,a,…`: 128 runs) labels a few runs and leaves the rest
 * unexplained: kept whole, every labelling kept was a copy of an option a run, and its reading was
 * built by going over them all.
 */
export function piecesRead(chosen: readonly RunOption[]): RunOption[] {
  const out: RunOption[] = [];
  for (let i = 0; i < chosen.length; i++) {
    const o = chosen[i]!;
    if (o.locality !== undefined || o.admin !== undefined || o.county !== undefined || o.street !== undefined || o.repeat !== undefined) out.push(o);
  }
  return out;
}

/** The state of one search over the labellings of a text's runs (see {@link walk}). */
interface Search {
  /** The facts of the runs being labelled (see {@link noiseChoices}: they change with the noise label chosen). */
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
  /** The factor of a labelling of the way searched that reads no street (`ReadingChoice.streetless`). */
  streetless: number;
  /** A labelling of the way searched was found, or a branch cut by the floor. */
  found: boolean;
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
 * The most labellings kept that {@link keptBestFirst} puts in order by hand: a text keeps a few (about
 * four); more go to the builtin sort, whose comparisons grow more slowly.
 */
const FEW_KEPT = 8;

/**
 * `s.kept` in place, best first, ties in the search's order: the order of {@link byWorth}'s stable
 * sort. A few are put in order by hand: the builtin sort's work arrays were some 800 bytes a text,
 * for four labellings.
 */
function keptBestFirst(s: Search): Kept[] {
  const kept = s.kept;
  if (kept.length > FEW_KEPT) return kept.sort(byWorth(s));
  for (let i = 1; i < kept.length; i++) {
    const k = kept[i]!;
    const worth = worthOf(s, k.weight, k.unused);
    let j = i - 1;
    // (Past the ones worth less only: one worth as much stays before, as the stable sort keeps it.)
    for (; j >= 0 && worthOf(s, kept[j]!.weight, kept[j]!.unused) < worth; j--) kept[j + 1] = kept[j]!;
    kept[j + 1] = k;
  }
  return kept;
}

/**
 * Every labelling of the runs from `i` on, the likeliest kept: each feature's weight is at most 1,
 * so the weight of a labelling only falls as runs are added, and a branch that cannot reach the kept
 * ones is cut. `l`, `a`, `c`: where the locality, an admin piece of its own run and a county were
 * chosen (-1: none yet); `street`: whether one was.
 */
function walk(s: Search, i: number, weight: number, unused: number, l: number, a: number, c: number, street: boolean): void {
  if (++s.visits > MAX_VISITS) return;
  // (`worthOf` written out: a call at every branch and leaf costs more than the product, in a cold process.)
  if (weight * s.cost[unused]! < s.floor) {
    s.found = true;
    return;
  }
  const { f, chosen } = s;
  if (i === f.runs.length) {
    const done = finish(f, chosen, weight, l, a, c);
    if (done === undefined) return;
    s.found = true;
    const w = street ? done.weight : done.weight * s.streetless;
    if (w * s.cost[unused]! < s.floor) return;
    s.kept.push({ chosen: piecesRead(chosen), weight: w, unused, unmarkedAdmin: done.unmarkedAdmin, f });
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
 * The ways the runs may be labelled as to noise (see `NoiseSpan`): none of them noise first, then, for
 * each span of `ctx.noise` whose words are whole runs of these (no run holds some of its words and not
 * the others, and no word of it is out of the runs), those runs labelled as its noise, the address's
 * runs the others. An `edge` span may also be a run's first or last words: the run's other words are then
 * a run of their own (`COLEGIUL NATIONAL MIHAI EMINESCU | Bărăbanț, Alba`: the village; `Iași | 6600`). One span a
 * labelling at most: the person's field opening the text and the one ending it are two guesses of the
 * addressee, an institution's name of several ends one guess an end.
 */
function noiseChoices(runs: readonly Run[], ctx: DecodeContext): Array<{ runs: readonly Run[]; noise: NoiseSpan | undefined }> {
  const out: Array<{ runs: readonly Run[]; noise: NoiseSpan | undefined }> = [{ runs, noise: undefined }];
  for (const noise of ctx.noise) {
    // (A span read apart, from runs of its own: `ReadingChoice.noise`.)
    if (noise.apart) continue;
    const kept: Run[] = [];
    let whole = true;
    let covered = 0;
    for (const r of runs) {
      let inside = 0;
      const words = runWords(r);
      for (const w of words) if (noise.words.has(w)) inside++;
      if (inside === 0) kept.push(r);
      else if (inside < words.length) {
        const rest = noise.edge ? restBeside(r, noise, inside) : undefined;
        if (rest === undefined) whole = false;
        else kept.push(rest);
      }
      covered += inside;
    }
    // (Every word of the span in these runs: one read apart, or a neighbourhood's run decoded without, is no noise's.)
    if (whole && covered === noise.words.size) out.push({ runs: kept, noise });
  }
  return out;
}

/**
 * The run of `r`'s words but its first or last `inside` words when those are all `noise`'s (an institution's
 * name whose end is written inside the run, an old postal code before or after its town), its kind and street
 * kept; undefined when the span's words are neither the run's first nor its last ones (or are its street's type words).
 */
function restBeside(r: Run, noise: NoiseSpan, inside: number): Run | undefined {
  if (r.street !== undefined && r.street.typeWords.some((w) => noise.words.has(w))) return untypedRest(r, noise, inside);
  const n = r.words.length;
  let first = true;
  let last = true;
  for (let k = 0; k < inside; k++) {
    if (!noise.words.has(r.words[k]!)) first = false;
    if (!noise.words.has(r.words[n - 1 - k]!)) last = false;
  }
  // (A street's run ends with its type words where they follow its name: only its first words then.)
  if (!first && (!last || r.street !== undefined)) return undefined;
  const rest = first ? newRun(r.words.slice(inside), r.last, r.kind, r.street) : newRun(r.words.slice(0, n - inside), r.last - inside, r.kind, r.street);
  rest.neighbourhood = r.neighbourhood;
  return rest;
}

/**
 * The run of a street's name whose type words are all a noise span's, with the name's first words the span's too or
 * not (`pt. | Unirii 3`, `Pt. bunicii mei: | Drâmbar`: `pt.` read as `pentru`, not Piața's): the name's other words a
 * run of their own, without a type, as they are read with the span's words left out; undefined otherwise (a label's
 * words, a span that takes the name's last words, or all of them).
 */
function untypedRest(r: Run, noise: NoiseSpan, inside: number): Run | undefined {
  const street = r.street!;
  const taken = inside - street.typeWords.length;
  if (street.label !== undefined || taken < 0 || taken >= r.words.length) return undefined;
  for (const w of street.typeWords) if (!noise.words.has(w)) return undefined;
  for (let k = 0; k < taken; k++) if (!noise.words.has(r.words[k]!)) return undefined;
  // (Type words written after the name, `Horea str.`, are the run's last: the name ends before them, and no span takes its first words.)
  const after = street.typeWords[0]!.start > r.words[0]!.start;
  if (after && taken > 0) return undefined;
  const rest = newRun(taken === 0 ? r.words : r.words.slice(taken), after ? r.last - street.typeWords.length : r.last, r.kind, undefined);
  rest.neighbourhood = r.neighbourhood;
  return rest;
}

/** Every run's options under the facts `f` (see {@link optionsOf}), a county's whole run among them where it may be the address's. */
function optionsOfRuns(f: RunFacts): RunOption[][] {
  const { runs, ctx, countyByRun, streetAt, streetRun, typed } = f;
  const P = ctx.priors;
  const options: RunOption[][] = [];
  for (let at = 0; at < runs.length; at++) {
    const list = optionsOf(f, runs[at]!, at);
    // (Asked only of the pieces an option has: most have no admin.)
    for (const o of list) if ((o.locality !== undefined && swallows(f, o.locality, false, at)) || (o.admin !== undefined && swallows(f, o.admin, true, at))) o.weight *= P.countyEndingPlaceName;
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
    if (fits(f, whole) && !later) insertSecond(list, runOption({ county: { part: whole, words: undefined, county: whole!.county } }));
    if (fits(f, whole) && !list.some((o) => o.locality || o.admin)) later = true;
  }
  return options;
}

/**
 * The likeliest readings of a text's runs, best first within each way of reading them, at most `limit` labellings
 * in all; readings without a locality only where nothing else can place the address (a sector, a street alone, a
 * postal code alone).
 *
 * One search for the whole reading: every way the reader reads the runs is a choice of it (`choices`, see
 * {@link ReadingChoice}: the parts as read, a kind word inside a name read as its marker, a number inside a street's
 * name, the street written after its number, a neighbourhood left out, a noise span read apart in each of these),
 * each starting at its weight (`RankingOptions.reading`), and the labellings of all share one list of `limit` kept
 * and one floor: a choice whose labellings cannot reach the kept ones is cut as any branch. A run of a noise span
 * (`spans`: a person's name opening or ending the text) may take the span's noise label, at its weight, in each of
 * the address's own choices: the labelling's weight starts at it, its words are neither a part nor unexplained. The
 * runs' facts (which run is the last plain one, which opens the address, where the village's commune may stand) are
 * those of the address's runs, so they change with the choice: the search works them out for each (a few: one span
 * a labelling), one list of labellings kept and one bound for all.
 */
export function decodeRuns(choices: readonly ReadingChoice[], spans: readonly NoiseSpan[]): AddressReading[] {
  const lone = choices.length === 1 ? choices[0]! : undefined;
  const counts = choices[0]?.ctx.counts;
  if (counts !== undefined) {
    counts.searches++;
    counts.choices += choices.length;
  }
  // (One way, no noise span and no neighbourhood, the text's common case: one search, no list of choices made for it.)
  if (lone !== undefined && spans.length === 0 && lone.noise === undefined && lone.streetless === undefined && lone.finish === undefined && lone.weight === 1) {
    let words = 0;
    for (const r of lone.runs) words += r.words.length;
    const f = runFacts(lone.runs, lone.ctx);
    if (f === undefined) return [];
    const s: Search = { f, options: optionsOfRuns(f), kept: [], floor: 0, visits: 0, chosen: [], cost: unexplainedCosts(lone.ctx.unexplainedWord, words), streetless: 1, found: false };
    walk(s, 0, 1, 0, -1, -1, -1, false);
    const top = bestKept(s, lone.ctx);
    if (counts !== undefined) counts.mostKept = Math.max(counts.mostKept, top.length);
    const out = readingsOf(f, top, undefined, 1, 1, s.found);
    for (const r of out) r.uses = lone.uses;
    return out;
  }
  const searched: Searched[] = [];
  let words = 0;
  for (const choice of choices) {
    let own = 0;
    for (const r of choice.runs) own += r.words.length;
    // (The cost table counts up to the most words any choice's runs hold.)
    if (own > words) words = own;
    if (choice.noise !== undefined) {
      const f = runFacts(choice.runs, choice.ctx);
      if (f !== undefined) searched.push({ f, noise: choice.noise, weight: choiceWeight(spans, choice.noise, choice.weight), choice, found: false });
      continue;
    }
    for (const nc of noiseChoices(choice.runs, choice.ctx)) {
      const f = runFacts(nc.runs, choice.ctx);
      if (f !== undefined) searched.push({ f, noise: nc.noise, weight: choiceWeight(spans, nc.noise, (nc.noise?.weight ?? 1) * choice.weight), choice, found: false });
    }
  }
  const first = searched[0];
  if (first === undefined) return [];
  const s: Search = { f: first.f, options: [], kept: [], floor: 0, visits: 0, chosen: [], cost: unexplainedCosts(first.choice.ctx.unexplainedWord, words), streetless: 1, found: false };
  for (const entry of searched) {
    s.f = entry.f;
    s.options = optionsOfRuns(entry.f);
    s.streetless = entry.choice.streetless ?? 1;
    s.found = false;
    // (Each choice its own bound on the labellings looked at; the list kept and its floor are shared.)
    s.visits = 0;
    walk(s, 0, entry.weight, 0, -1, -1, -1, false);
    entry.found = s.found;
  }
  const top = bestKept(s, first.choice.ctx);
  if (counts !== undefined) counts.mostKept = Math.max(counts.mostKept, top.length);
  const out: AddressReading[] = [];
  for (const { f, noise, weight, choice, found } of searched) {
    const own = searched.length === 1 ? top : top.filter((k) => k.f === f);
    for (const r of readingsOf(f, own, noise, weight, choice.streetless ?? 1, found)) {
      // (A choice read apart marks its own words' uses; the address's own ways mark the noise label chosen.)
      r.uses = choice.noise === undefined ? withNoise(choice.uses, noise) : choice.uses;
      out.push(choice.finish === undefined ? r : choice.finish(r));
    }
  }
  return out;
}

/** One way of reading the runs in the search (see {@link decodeRuns}): its facts, the noise label it chose, its start weight. */
interface Searched {
  f: RunFacts;
  noise: NoiseSpan | undefined;
  weight: number;
  choice: ReadingChoice;
  /** A labelling of it was found (or cut by the floor: one may have been): a sector or postal code is then no reading alone. */
  found: boolean;
}

/**
 * `uses` with the words of the noise label a reading chose marked as its kind (the words the decoder
 * left out). The last one made is kept: the readings of one way that chose the same label share it.
 */
function withNoise(uses: readonly WordUse[], noise: NoiseSpan | undefined): readonly WordUse[] {
  if (noise === undefined) return uses;
  if (lastNoiseUses !== undefined && lastNoiseUses.uses === uses && lastNoiseUses.noise === noise) return lastNoiseUses.marked;
  const out = [...uses];
  for (const k of noise.marks) out[k] = noise.kind;
  lastNoiseUses = { uses, noise, marked: out };
  return out;
}
let lastNoiseUses: { uses: readonly WordUse[]; noise: NoiseSpan; marked: readonly WordUse[] } | undefined;

/**
 * The weight a labelling starts at when it chooses `chosen` of `spans` (or none): `start` (the span's weight times its
 * way's, see `ReadingChoice.weight`), times the `others` weight of each span it does not choose (a message's,
 * `proseAround`), but where it chooses an institution's name, which reads the words around the address otherwise.
 */
function choiceWeight(spans: readonly NoiseSpan[], chosen: NoiseSpan | undefined, start: number): number {
  let weight = start;
  if (chosen?.kind === 'organisation') return weight;
  for (const span of spans) if (span !== chosen) weight *= span.others;
  return weight;
}

/**
 * One way the reader reads a text's runs, a choice of the one search ({@link decodeRuns}): the parts as read, or a kind
 * word inside a name read as the marker, a number inside a street's name (the reader's `variantsOf`), each with the
 * street written after its number and a neighbourhood left out; and a noise span read apart (a span holding the word
 * the house number was read from: `Școala Gimnazială nr. 1 Laslea`; a message around the address, its numbers and
 * markers among its words; the first of two house numbers), its runs and context read with the span's words left
 * out, in each of those ways.
 */
export interface ReadingChoice {
  runs: readonly Run[];
  ctx: DecodeContext;
  /** The span read apart this choice reads (its labellings chose it); undefined for the address's own ways, whose runs may take each label of the spans decoded. */
  noise?: NoiseSpan;
  /** The uses of the words its readings mark (the noise label chosen marked besides, for the address's own ways). */
  uses: readonly WordUse[];
  /** The weight its labellings start at: the way's (`RankingOptions.reading`: `markerOpeningName`, `numberInName`, `knownNeighbourhoodLeftOut`…), times the span's read apart. */
  weight: number;
  /**
   * The factor of a labelling that reads no street (at most 1: the search's weights only fall): a neighbourhood left
   * out is `knownNeighbourhoodLeftOut` beside a street, less without one; undefined: 1.
   */
  streetless?: number;
  /** What the way does to each reading once decoded (a neighbourhood left out: its words), if anything. */
  finish?: (r: AddressReading) => AddressReading;
}

/** What the searches of a reading did (a sink for tests and benches: `ReadOptions.counts`). */
export interface SearchCounts {
  /** Searches run (one a `readFrom`: the text, a wrapped line joined, a leave-out's words kept, an other name). */
  searches: number;
  /** The ways of reading searched, in all. */
  choices: number;
  /** The most labellings one search kept (never past `RankingOptions.limits.maxReadings`). */
  mostKept: number;
}

/** The best `ctx.limit` labellings a search kept, best first. */
function bestKept(s: Search, ctx: DecodeContext): Kept[] {
  const best = keptBestFirst(s);
  return best.length > ctx.limit ? best.slice(0, ctx.limit) : best;
}

/**
 * The readings of the labellings `kept` under the facts `f` (best first), and those read beside
 * them: the street's words as a place of the town, a sector or a postal code alone. `noise`: the
 * noise label the labellings chose; `noiseWeight`: the weight their choice started at ({@link choiceWeight}: their
 * weights hold it already; the readings read beside are weighed by it here), `streetless` the factor of one without a
 * street (`ReadingChoice.streetless`); `found`: a labelling of the choice was found (kept or not: the list is shared).
 */
function readingsOf(f: RunFacts, kept: readonly Kept[], noise: NoiseSpan | undefined, noiseWeight: number, streetless: number, found: boolean): AddressReading[] {
  const { ctx } = f;
  const { text, base, explicitCounty, priors: P } = ctx;
  const { streetRun, street, marked, plainAt } = f;
  // (The street's words read as a place below leave the reading without a street: weighed as one, `ReadingChoice.streetless`.)
  const streetlessWeight = noiseWeight * streetless;
  // (A loop, not `mapped` with an arrow, and no empty change made for a reading without noise: this runs
  // once a search, and what is not allocated costs the collector nothing: speed78.)
  const out: AddressReading[] = [];
  for (const k of kept) out.push(build(f, k, noise));
  const noiseChange: Partial<AddressReading> | undefined = noise ? { noise } : undefined;
  // `Str. Coșoaia nr. 22, Videle`: what stands as the street may be a locality of the town written.
  if (!marked && street && streetRun && streetRun.words.length > 0) {
    const typeWords = streetRun.street && streetRun.street.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded)) ? streetRun.street.typeWords : [];
    // Written after a street type word, it was meant as a street more surely.
    const factor = streetRun.street && typeWords.length === 0 && streetRun.street.typeWords.length > 0 ? P.typedDistrict : P.district;
    // (The readings decoded, not those this adds; the district's part is the same for each: made once, when one needs it.)
    let district: PlacePart | undefined;
    for (let k = 0, decoded = out.length; k < decoded; k++) {
      const r = out[k]!;
      if (r.street !== street || !r.locality || r.admin) continue;
      const typeLeftOut = streetRun.street && typeWords.length === 0 && streetRun.street.typeWords.length > 0;
      out.push(readingWithout(r, {
        locality: district ??= placePart(text, inTextOrder(typeWords, streetRun.words)), admin: unmarkedPlace(r.locality), prior: r.prior * factor * streetless,
        ...(typeLeftOut ? { leftOut: [...(r.leftOut ?? []), leftOutWords(streetRun.street!.typeWords, 'type_word')] } : {}),
      }));
    }
  }
  // `Str. Goleț nr. 1, com. Bucoșnița`: a village of the commune or town marked beside it, written as
  // its street, the type word left out (a street of that name there still wins: `typedStreetAsVillage`).
  if (marked && f.villageAt < 0 && street && streetRun?.street && streetRun.words.length > 0 && !streetRun.street.typeWords.some((w) => PLACE_LIKE_TYPE_WORDS.has(w.folded))) {
    const typeWords = streetRun.street.typeWords;
    let village: PlacePart | undefined;
    for (let k = 0, decoded = out.length; k < decoded; k++) {
      const r = out[k]!;
      if (r.street !== street || !r.locality?.kind || r.admin) continue;
      out.push(readingWithout(r, {
        locality: village ??= placePart(text, streetRun.words), admin: r.locality, prior: r.prior * P.typedStreetAsVillage * streetless,
        leftOut: [...(r.leftOut ?? []), leftOutWords(typeWords, 'type_word')],
      }));
    }
  }
  if (marked) return out;
  // A sector alone names București (`Calea Victoriei 120, Sector 1`).
  if (base.sector) {
    const r = rest(f);
    const reading = copyReading(base, r.unused, (found ? P.sectorBesideOthers : 1) * (street ? noiseWeight : streetlessWeight), noiseChange);
    if (street) reading.street = street;
    const county = explicitCounty ?? r.county;
    if (county) reading.county = county;
    repeatedCounty(reading, explicitCounty, r.county);
    out.push(reading);
  }
  // A street and no run left for a locality: kept, so that a postal code can still place it.
  if (street && plainAt.length === 0 && !base.sector) {
    out.push(copyReading(base, 0, P.streetOrCodeOnly * noiseWeight, explicitCounty ? { street, county: explicitCounty, noise } : { street, noise }));
  }
  // Nothing but a postal code (`Cod: 400157`): the code places the address.
  if (!found && out.length === 0 && base.postalCode) {
    const r = rest(f);
    const county = explicitCounty ?? r.county;
    const reading = copyReading(base, r.unused, P.streetOrCodeOnly * streetlessWeight, county ? { county, noise } : noiseChange);
    repeatedCounty(reading, explicitCounty, r.county);
    out.push(reading);
  }
  return out;
}

/**
 * A run naming the county after the county's marked name, in a reading with no locality (`Sector 3, jud. Mureș, Mureș`):
 * the county written twice. {@link rest} takes the run for the county and counts none of its words; the marked name is
 * the reading's county, so the run is its copy, left out as `repeated` (as the runs' readings leave the other copy). It
 * was labelled unexplained and not counted in `unused` (reader-labels' random words, props133).
 */
function repeatedCounty(reading: AddressReading, explicit: CountyPart | undefined, run: CountyPart | undefined): void {
  if (explicit === undefined || run?.source === undefined || run === explicit) return;
  reading.leftOut = [...(reading.leftOut ?? []), leftOutWords(run.source, 'repeated')];
}

/** What is left when no run is the locality: the county among the plain runs (the last that names one), and the words of the others. */
function rest(f: RunFacts): { county?: CountyPart; unused: number } {
  let county: CountyPart | undefined;
  let unusedWords = 0;
  for (let k = f.plainAt.length - 1; k >= 0; k--) {
    const at = f.plainAt[k]!;
    const named = county === undefined ? f.countyByRun[at] : undefined;
    if (fits(f, named)) county = named;
    else unusedWords += f.runs[at]!.words.length;
  }
  return county ? { county, unused: unusedWords } : { unused: unusedWords };
}

/**
 * `option` put second in `list` (first when the list is empty): the run's likeliest reading stays first.
 * (By hand, not `splice`: the builtin's general path, and the array of removed items it makes, cost
 * more than the few moves of a list of a handful of options; it ran for every run naming a county.)
 */
function insertSecond(list: RunOption[], option: RunOption): void {
  list.push(option);
  for (let k = list.length - 1; k > 1; k--) list[k] = list[k - 1]!;
  if (list.length > 1) list[1] = option;
}

/** The most labellings the search looks at for one text: a bound on any input's cost, far above what an address needs. */
const MAX_VISITS = 20_000;
