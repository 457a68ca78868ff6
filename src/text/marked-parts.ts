/**
 * The parts a marker word writes, read before the runs are cut: a sector with its word (`Sector 3`,
 * `sectorul trei`), a county with its marker (`jud. Cluj`, `jud. Vrncea` mistyped), and the locality
 * kind words (`sat`, `com.`, `oraș`, `mun.`, `loc.`) that mark the run they open or close. The kind
 * words a name may begin (`Sat Nou`) or end (`Sascut Sat`) are given apart, for the reader to read
 * both ways. The vocabulary of markers is `shared/aliases.ts` (`analyzeLocalityTokens`).
 */
import { analyzeLocalityTokens, mayMarkLocality, type LocalityAnalysis, type LocalityKind } from '../shared/aliases.js';
import { mistypedCounty } from '../matchers/county-typo.js';
import { spanText, type Word } from './address-tokens.js';
import type { AddressReading, CountyPart, WordUse } from './reading.js';
import { mapped } from '../shared/arrays.js';

/** A kind word that may be the first word of a name (`Sat Nou`): its words, its kind, and whether it opens the name. */
export interface KindInName {
  at: number[];
  kind: LocalityKind;
  opensName: boolean;
}

/** What {@link readMarkedParts} reads. */
export interface MarkedParts {
  /** The county written with its marker, if any. */
  explicitCounty: CountyPart | undefined;
  /** The kind each marked run is marked with, by the index of the run's first word. */
  kindAt: Map<number, LocalityKind>;
  /** A village's kind word right after a name's word (`Sascut Sat`): the word, and the key of `kindAt` it set. */
  kindInNameAfter: Array<{ at: number; key: number }>;
  /** Kind words that may be the first word of a name, read as markers too by the reader. */
  kindsInNames: readonly KindInName[];
}

const NO_KINDS_IN_NAMES: readonly KindInName[] = [];

/**
 * The sector, the county and the locality kinds the words not yet `used` mark: the sector set on
 * `parts`, the marker words and the parts' words marked in `used`.
 */
export function readMarkedParts(text: string, words: readonly Word[], used: WordUse[], parts: Pick<AddressReading, 'sector'>): MarkedParts {
  const free: number[] = [];
  for (let i = 0; i < words.length; i++) if (!used[i]) free.push(i);
  const freeWords = mapped(free, (i) => words[i]!.folded);
  // (Most texts write no marker: nothing to analyse then.)
  const analysis = mayMarkLocality(freeWords) ? analyzeLocalityTokens(freeWords, afterInstitution(words, used, free), true) : NO_MARKERS;
  const toWords = (start: number, end: number): number[] => {
    const from = analysis.origin[start]!;
    const to = end < analysis.tokens.length ? analysis.origin[end]! : free.length;
    return free.slice(from, to);
  };
  const kindAt = new Map<number, LocalityKind>();
  for (const s of analysis.sectors) {
    const idx = toWords(s.start, s.end);
    const source = mapped(idx, (i) => words[i]!);
    if (parts.sector === undefined) parts.sector = { sector: s.sector, text: spanText(text, source), source };
    for (const i of idx) used[i] = 'part';
  }
  let explicitCounty: CountyPart | undefined;
  for (const c of analysis.counties) {
    if (!c.explicit) continue;
    const idx = toWords(c.start, c.end);
    const source = mapped(idx, (i) => words[i]!);
    explicitCounty ??= { text: spanText(text, source), county: c.county, source };
    for (const i of idx) used[i] = 'part';
  }
  const kindInNameAfter: Array<{ at: number; key: number }> = [];
  for (const k of analysis.kinds) {
    const idx = toWords(k.start, k.end);
    // `Domnești-Sat`: a kind word hyphenated to the word before it is part of a name.
    // `Sat-Șugatag` too: a hyphen after it.
    const at = idx[0]!;
    const end = idx[idx.length - 1]!;
    if (at > 0 && text.slice(words[at - 1]!.end, words[at]!.start) === '-') continue;
    // `Str. Comuna din Paris`: right after a street type word it begins the street's name (in the
    // same field: `Com. Vad, sat Cetan` marks the village; after a bracket too: `Vad (com. Dragomirești)`).
    if (at > 0 && !used[at - 1] && !words[at]!.breakBefore && words[at - 1]!.roles.typeWord && !/[([]/.test(text.slice(words[at - 1]!.end, words[at]!.start))) continue;
    if (end + 1 < words.length && text.slice(words[end]!.end, words[end + 1]!.start) === '-') continue;
    // `Sascut Sat`, `Nămoloasa Sat nr. 12`: a village's kind word right after a name's word in its
    // field may be that name's last word, its hyphen left out (`Sascut-Sat`, a village beside the
    // seat Sascut); read both ways (`kindInNameAfter`), the index decides.
    const afterName = k.kind === 'sat' && at > 0 && at === end && !used[at - 1] && !words[at - 1]!.roles.digitFirst && /^ +$/.test(text.slice(words[at - 1]!.end, words[at]!.start));
    for (const i of idx) used[i] = 'marker';
    // `Pietroasa (sat), Moldovenești`, `Pietroasa sat, Moldovenești comuna`, `Plaiuri village`: a kind
    // word closing its field after a name marks that name, as registers and lists write it.
    const closesAfterName = end + 1 < words.length && words[end + 1]!.breakBefore && at > 0 && !words[at]!.breakBefore && !used[at - 1];
    if (closesAfterName && k.kind !== 'judet') {
      let from = at - 1;
      while (from > 0 && !used[from - 1] && !words[from]!.breakBefore) from--;
      kindAt.set(from, k.kind);
      if (afterName) kindInNameAfter.push({ at, key: from });
      continue;
    }
    if (afterName) kindInNameAfter.push({ at, key: end + 1 });
    if (k.kind !== 'judet') kindAt.set(idx[idx.length - 1]! + 1, k.kind);
    // `jud. Vrncea`: after a county marker, a county's name with typing mistakes is that county.
    else if (explicitCounty === undefined) {
      const typed = mistypedCountyAfter(text, words, used, end);
      if (typed) {
        explicitCounty = typed.county;
        for (let i = end; i < typed.end; i++) used[i] = 'part';
      }
    }
  }

  // `sat Nou, com. Roșia`: a kind word that may be the first word of a name (see `kindsInNames`).
  // (A genitive's, `Sărbătoarea satului Poiana`, only between words of its own field: `Dealu Orașului, Vaslui` is a name.)
  const inField = (at: readonly number[]): boolean => at[0]! > 0 && !words[at[0]!]!.breakBefore && at[at.length - 1]! + 1 < words.length && !words[at[at.length - 1]! + 1]!.breakBefore;
  const kindsInNames = analysis.kindsInNames.length === 0 ? NO_KINDS_IN_NAMES
    : mapped(analysis.kindsInNames, (k) => ({ at: toWords(k.start, k.end), kind: k.kind, opensName: k.opensName === true, genitive: k.genitive === true })).filter((k) => !k.genitive || inField(k.at))
      .filter((k) => !letterBeforeBreak(words, k.at))
      .map(({ at, kind, opensName }) => ({ at, kind, opensName }));
  return { explicitCounty, kindAt, kindInNameAfter, kindsInNames };
}

/**
 * True when the kind word at `at` is one letter (`c.`, `s.`) and a field break follows it (`vizită la domiciliu Stan
 * C. - Câmpu Mare/Dobroteasa/OT`): a unit's letter marks the name written after it in its field (`c. Ciugud`); closing
 * its field after a word it is a person's initial, and the place after the break is no commune.
 */
function letterBeforeBreak(words: readonly Word[], at: readonly number[]): boolean {
  const last = at[at.length - 1]!;
  return at.length === 1 && words[last]!.folded.length === 1 && (words[last + 1] === undefined || words[last + 1]!.breakBefore);
}

/**
 * The indices in `free` of the words right after an institution's name left out, in its field
 * (`Primăria Comunei Arefu`: `Comunei`): the name ties them to the place's unit, as an article would.
 */
function afterInstitution(words: readonly Word[], used: readonly WordUse[], free: readonly number[]): ReadonlySet<number> | undefined {
  let out: Set<number> | undefined;
  for (let k = 0; k < free.length; k++) {
    const i = free[k]!;
    if (i > 0 && used[i - 1] === 'organisation' && !words[i]!.breakBefore) (out ??= new Set()).add(k);
  }
  return out;
}

/** The most words a county's name takes (`Bistrița Năsăud`, `Caraș Severin`, `Satu Mare`). */
const COUNTY_NAME_MOST_WORDS = 2;

/**
 * The county whose name the words after the county marker at `marker` (in its field, none used)
 * write with typing mistakes (`jud. Vrncea`, `jud. Bitrița-Năsăud`), within the mistakes a name
 * of its length allows: the part, marker included, and the index past it; the longest such span.
 * Read only after a county marker, where a county is expected.
 */
function mistypedCountyAfter(text: string, words: readonly Word[], used: readonly WordUse[], marker: number): { county: CountyPart; end: number } | undefined {
  let found: { county: CountyPart; end: number } | undefined;
  const at = marker + 1;
  let folded = '';
  for (let k = at; k < words.length && k < at + COUNTY_NAME_MOST_WORDS && !used[k] && (k === at || !words[k]!.breakBefore); k++) {
    if (words[k]!.roles.digitFirst) break;
    folded = folded === '' ? words[k]!.folded : `${folded} ${words[k]!.folded}`;
    const county = mistypedCounty(folded);
    if (county) {
      const source = words.slice(marker, k + 1);
      found = { county: { text: spanText(text, source), county, source }, end: k + 1 };
    }
  }
  return found;
}

/** The markers of words that write none (see {@link mayMarkLocality}): what the reader reads of an analysis, empty. */
const NO_MARKERS: Pick<LocalityAnalysis, 'tokens' | 'origin' | 'kinds' | 'kindsInNames' | 'sectors' | 'counties'> = { tokens: [], origin: [], kinds: [], kindsInNames: [], sectors: [], counties: [] };
