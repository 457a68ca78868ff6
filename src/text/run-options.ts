/**
 * The candidate labels of each run: every way one run of an address may be read (the street, the
 * locality, its commune or town, the county, words left unexplained), each an option weighed by the
 * features it uses (`RankingOptions.reading`). What a run may be depends only on the run and the
 * text's facts (`run-facts.ts`: its locality kind, whether it holds the street's type word, whether it
 * names a county, where it stands); how the options of the runs combine is `run-decoder.ts`.
 */
import type { LocalityKind } from '../shared/aliases.js';
import { BUCHAREST_CODE } from '../shared/aliases.js';
import { MISTYPABLE_KIND_WORDS, NOT_MISTYPED_KIND, PLACE_LIKE_TYPE_WORDS, TYPE_WORDS_NAMING_PLACES } from '../shared/vocabulary.js';
import { oneMistakeApart } from '../matchers/edit-distance.js';
import { playsNoRole, type Word } from './address-tokens.js';
import { countyOfSeat, countyOfWords, inTextOrder, onlyTitles, type Run } from './run-parts.js';
import { mayOpenNeighbourhood, neighbourhoodTowns } from './neighbourhoods.js';
import { runWords } from './runs.js';
import type { ReadingPriors } from './address-parser.js';
import { countyElsewhere, cut, cutAtEnd, cutAtStart, lastCut, lastish, place, runOption, trailing, type CountySpec, type PlaceSpec, type RunFacts, type RunOption, type Source, type StreetSpec } from './run-facts.js';

/** The words of a run read whole or before a county cut after them (see {@link localityThenAdmin}). */
interface Variant {
  words: Word[];
  county: CountySpec | undefined;
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
  // (Whether the tail names a county, not its part: no quote of the words made for a yes or no.)
  return countyElsewhere(f, at) || countyOfWords(tail) === undefined;
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
    // `Vânători VN nr. 67`, `Nămoloasa Galați 32`: the village, then its county's code or name.
    if (ending && n > ending.length) {
      out.push(runOption({ locality: place(run.words.slice(0, n - ending.length)), localitySource: 'street', county: cut(run.words.slice(n - ending.length), ending), weight: P.untypedPlace * P.countyCutFromRun }));
    }
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
          // `str unirii 393 megdidia constanta`: what is left after the words no reading explains is the county's name
          // the run ends with; after them, as after another place (`countyNameAsLocality`), it names the county more
          // likely than its seat, and the word before it a place (here mistyped) more likely than a note. (One word, with
          // nothing but spaces between them: `chirie: suceava` is a label's word before the town, `metrou Peri, Galați` a
          // landmark's words.)
          const countyLeft = k === 1 && v.county === undefined && ending !== undefined && ending.length === v.words.length - k
            && /^\s+$/.test(f.text.slice(v.words[k - 1]!.end, v.words[k]!.start));
          out.push(runOption({ locality: place(v.words.slice(k)), localitySource: 'plain', county: v.county, unused: k, weight: countyLeft ? P.countyNameAsLocality : 1 }));
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
function strayOpening(f: RunFacts, at: number, words: Word[], source: Source, out: RunOption[]): void {
  const most = lastCut(f, words);
  const n = words.length;
  // Right before its commune's marker, a field's opening of two words or more is its prose ({@link proseThenVillage}).
  const prose = at + 1 === f.unitAt;
  for (let k = 1; k <= Math.min(prose ? 1 : 2, n - 1) && k <= most; k++) {
    out.push(runOption({ locality: place(words.slice(k)), localitySource: source, unused: k }));
  }
  if (prose) proseThenVillage(f, words, source, out);
}

/**
 * `Ajutor de urgență — Tunari, com. Botoroaga`, `il pacco è per mia mamma a Găujani, comuna Boișoara`: a field of prose whose last words name the village,
 * its commune marked right after. The prose is one thing the vocabulary lacks, however long, and the
 * village explains the field's last words: the prose costs a word less than the field left unexplained
 * does (`unexplainedRunWords`), times `proseBeforeVillage`. The field left unexplained (the commune's seat
 * answered) is read beside; the index judges the village in the commune written.
 */
function proseThenVillage(f: RunFacts, words: Word[], source: Source, out: RunOption[]): void {
  const most = lastCut(f, words);
  const n = words.length;
  const { unexplainedRunWords, unexplainedWord } = f.ctx;
  for (let t = 1; t <= Math.min(MAX_VILLAGE_WORDS, n - 2); t++) {
    const k = n - t;
    if (k > most) continue;
    out.push(runOption({ locality: place(words.slice(k)), localitySource: source, unused: k, weight: f.P.proseBeforeVillage * unexplainedWord ** (unexplainedRunWords - 1 - k) }));
  }
}

/** The most words a village's name after a field's prose is tried with (`Valea Mare Pravăț`: three). */
const MAX_VILLAGE_WORDS = 4;

/** Every way of reading the run at `at`, in the order the search tries them. */
export function optionsOf(f: RunFacts, run: Run, at: number): RunOption[] {
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
    // `Broșteni, com. Plopșoru, Tg. Jiu`: after the commune marked, its county's seat written where the county goes.
    if (at > f.unitAt && f.unitAt >= 0 && !f.countyByRun[at] && f.ctx.explicitCounty === undefined) {
      const seatOf = countyOfSeat(run.words);
      if (seatOf !== undefined) out.push(runOption({ county: { part: undefined, words: run.words, county: seatOf }, weight: f.P.countySeatAsCounty }));
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
      strayOpening(f, at, run.words, 'plain', out);
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
 * The length of a name the words write twice over, one copy right after the other (`Valea Lungă
 * Valea Lungă`, folded alike), or 0.
 */
function repeatedHalf(words: readonly Word[]): number {
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
