/**
 * The fields and runs of address text. Fields are what commas, semicolons, line breaks and
 * spreadsheet tabs separate (rejoined where a street's official name has a comma, or a
 * spreadsheet put the street's type in a column of its own); runs are the words between breaks,
 * the words already read (markers, the house number, what was left out) and the street's type
 * word: the units the run decoder labels.
 */
import { countyByCode, countyOfFoldedWords, type LocalityKind } from '../shared/aliases.js';
import { neighbourhoodTowns } from './neighbourhoods.js';
import { NAMES_WITH_COMMA, NEIGHBOURHOOD_WORDS, PLACE_LIKE_TYPE_WORDS, TYPE_ABBREVIATIONS_ALSO_WORDS, TYPE_WORDS_AFTER_NAME, TYPE_WORDS_NAMING_PLACES, TYPE_WORDS_ONLY_AFTER_NAME } from '../shared/vocabulary.js';
import { colonAfter, type Word } from './address-tokens.js';
import { allowedEdits, editDistance } from '../matchers/edit-distance.js';
import type { WordUse } from './reading.js';
import { inTextOrder, newRun, runStreet, type Run } from './run-parts.js';
import { isSpace } from './message-reader.js';

/**
 * `Aleea;Oteșani;32;București`, `Bd.<tab>Tudor Vladimirescu<tab>105`: rows exported from spreadsheets
 * keep the street's type in a column of its own. A field that is only a type word (`Aleea`, `B-dul`)
 * is the type of the name in the next field, when that field holds a name (a word, or a year:
 * `Piața;1848;29`) and more fields follow. A village called like a type word (`Vad, Copalnic-Mănăștur`) stays the village.
 */
export function joinTypeColumns(words: Word[]): void {
  for (let i = 0; i + 1 < words.length; i++) {
    const type = words[i]!.roles.streetType;
    if (type === undefined || !opensSegment(words, i)) continue;
    const next = i + type.length;
    if (next >= words.length || !words[next]!.breakBefore || TYPE_WORDS_NAMING_PLACES.has(words[i]!.folded)) continue;
    let inField = true;
    for (let k = i + 1; k < next; k++) if (words[k]!.breakBefore) inField = false;
    const first = words[next]!.roles;
    let name = false;
    let end = next;
    for (; end < words.length && (end === next || !words[end]!.breakBefore); end++) if (!words[end]!.roles.digitFirst) name = true;
    // A type word opening the next field types a name of its own there (`Str.;B-dul Unirii`), unless
    // it is the whole field: then it is the name (`Aleea;Parc;3`).
    const typed = first.streetType !== undefined && next + first.streetType.length < end;
    if (!inField || first.houseMarker || first.localityKind !== undefined || first.countyMarker || first.sectorWord || first.label || first.postalCode
      || typed || first.postalWord) continue;
    const year = end === next + 1 && /^(?:1[89]|20)\d\d$/.test(words[next]!.folded);
    // A row has more columns after the name's (`Splai, Bistrița-Năsăud` is a village and its county).
    if ((name || year) && end < words.length) words[next]!.breakBefore = false;
  }
}

/** `Horia, Cloșca și Crișan`: the comma inside a street's official name does not end a field. */
export function joinCommaNames(words: Word[]): void {
  for (let i = 1; i < words.length; i++) {
    if (!words[i]!.breakBefore) continue;
    const names = COMMA_NAMES_BY_WORD_AFTER.get(words[i]!.folded);
    if (names === undefined) continue;
    for (const { before, after } of names) {
      if (i < before.length || i + after.length > words.length) continue;
      // The words after the comma exactly; before it, within typing mistakes (`Hoaria, Cloșca și Crișan`).
      if (!after.every((w, k) => words[i + k]!.folded === w)) continue;
      if (before.every((w, k) => nearWord(words[i - before.length + k]!.folded, w))) words[i]!.breakBefore = false;
    }
  }
}

/** The names of {@link NAMES_WITH_COMMA} cut at their comma, by the first word after it: most fields open with none. */
const COMMA_NAMES_BY_WORD_AFTER: ReadonlyMap<string, ReadonlyArray<{ before: readonly string[]; after: readonly string[] }>> = (() => {
  const out = new Map<string, Array<{ before: readonly string[]; after: readonly string[] }>>();
  for (const name of NAMES_WITH_COMMA) {
    const cut = name.indexOf(',');
    const after = name.slice(cut + 1);
    if (after.length === 0) continue;
    const list = out.get(after[0]!) ?? [];
    list.push({ before: name.slice(0, cut), after });
    out.set(after[0]!, list);
  }
  return out;
})();

/**
 * The word after a line break that may continue a street's name (`Str.Gheorghe⏎Doja nr.25`: an
 * identity card's domicile line wrapped at the card's width), or -1: the break is a line's end with no
 * punctuation, the line before it opens a street with its type word and ends with a word or a number of
 * its name, and the line after it opens with a plain word (or a number and one).
 */
export function wrappedStreetAt(text: string, words: readonly Word[]): number {
  // The type words of the line so far: the name has begun after the first (`Strada Prelungirea⏎Brăilei`).
  let types = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // (The break first: most are a comma's, and the words around them are looked at only at a bare line break.)
    if (w.breakBefore && i > 0) {
      const before = words[i - 1]!;
      if (types > 0 && BARE_LINE_BREAK.test(text.slice(before.end, w.start))) {
        // (The line may end with a number of the name: `Bulevardul 1⏎Decembrie 1918`.)
        const ofName = plainWord(before) || /^\d+$/.test(before.folded) || (types > 1 && before.roles.streetType !== undefined);
        // (The next may open with one: `Strada Regiment⏎11 Siret`, a word of the name after it.)
        const after = words[i + 1];
        const opensName = plainWord(w) || (/^\d+$/.test(w.folded) && after !== undefined && !after.breakBefore && plainWord(after));
        if (ofName && opensName) return i;
      }
      types = 0;
    }
    if (w.roles.streetType !== undefined) types++;
  }
  return -1;
}

/** Only a line break between two words. */
const BARE_LINE_BREAK = /^[ \t]*\r?\n[ \t]*$/;

/** A word of letters that marks nothing: a word of a name. */
function plainWord(w: Word): boolean {
  const r = w.roles;
  return /^[a-z]+$/.test(w.folded) && r.streetType === undefined && !r.typeWord && r.localityKind === undefined && !r.houseMarker && !r.numberMarker
    && !r.countyMarker && !r.sectorWord && !r.label && !r.postalWord;
}

/** True when `words[i]` opens a comma-separated segment of the text. */
export function opensSegment(words: readonly Word[], i: number): boolean {
  return i === 0 || words[i]!.breakBefore;
}

/** True when `words[i]` closes a comma-separated segment of the text. */
export function closesSegment(words: readonly Word[], i: number): boolean {
  return i === words.length - 1 || words[i + 1]!.breakBefore;
}

/** True when `words[i]` opens its field, or when every word before it was left out (`Adresa: Ansamblul rezidențial …`). */
export function opensField(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  if (opensSegment(words, i)) return true;
  for (let k = 0; k < i; k++) if (!used[k]) return false;
  return true;
}

/**
 * True when `words[i]` closes its field, or when every word after it was left out (a courtesy or
 * a note after the address: `mantuleasa 10 bucuresti 3 Mulțumesc!`, `…, 2 buc Mulțumesc!`).
 */
export function closesField(words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  if (closesSegment(words, i)) return true;
  for (let k = i + 1; k < words.length; k++) if (!used[k]) return false;
  return true;
}

/** `used`, with the street type words that were a field's label (`Strada: Unirii`) marked as such. */
export function withLabels(words: readonly Word[], used: readonly WordUse[], runs: readonly Run[]): readonly WordUse[] {
  const label = runs.find((r) => r.street?.label)?.street?.label;
  if (!label) return used;
  const out = [...used];
  for (const w of label) out[words.indexOf(w)] = 'label';
  return out;
}

/** The most words of a name between a place-like type word and a bracketed county ({@link villageBeforeBracketedCounty}). */
const NAME_BEFORE_COUNTY_WORDS = 3;

/**
 * True when the words from `next` (after a place-like type word) are at most {@link NAME_BEFORE_COUNTY_WORDS} plain words
 * of its field and then, in brackets, a county's name alone (`Fundătura (Vaslui)`, `Colonia Bod (Brașov)`, `Fundătura
 * Mică (VS)`): a village named by the type word, its county after it.
 */
function villageBeforeBracketedCounty(text: string, words: readonly Word[], next: number): boolean {
  for (let k = next; k < words.length && k <= next + NAME_BEFORE_COUNTY_WORDS; k++) {
    const w = words[k]!;
    const gap = text.slice(words[k - 1]!.end, w.start);
    if (gap.includes('(')) {
      let close = k;
      while (close < words.length && close < k + 3 && !text.slice(words[close]!.end, words[close + 1]?.start ?? text.length).includes(')')) close++;
      if (close >= words.length || close >= k + 3) return false;
      const folded = words.slice(k, close + 1).map((x) => x.folded);
      return countyOfFoldedWords(folded, true) !== undefined;
    }
    if (w.breakBefore || w.roles.digitFirst || w.roles.houseMarker || w.roles.numberMarker || w.roles.localityKind !== undefined) return false;
  }
  return false;
}

/** The passes of {@link splitRuns}'s look for the street's type word: the noise's words read (none given), or passed over first. */
const NOISE_READ: readonly boolean[] = [false];
const NOISE_PASSED_FIRST: readonly boolean[] = [true, false];

/**
 * Cuts the unused words into runs at breaks, used words, kind markers and the street's type word.
 * `noise`: words the run decoder may label as no part of the address (a person's field: `pt. Simona
 * Mocanu, str. Lungă 5`, `pt.` for `pentru`); a type word among them opens the street only where no
 * other does, so that the address's runs are the same whichever label the decoder gives theirs.
 */
/** A strong type word is looked for first, then a weak one (one array for every call: speed78). */
const STRONG_FIRST = [true, false] as const;

export function splitRuns(text: string, words: Word[], used: WordUse[], kindAt: Map<number, LocalityKind>, streets: boolean, noise?: ReadonlySet<Word>): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  // The street starts at the first strong type word; failing that, at a place-like one opening a run.
  let streetAt = -1;
  let streetLength = 0;
  let streetId = 0;
  if (streets) {
    for (const passNoise of noise === undefined || noise.size === 0 ? NOISE_READ : NOISE_PASSED_FIRST) {
      for (const strong of STRONG_FIRST) {
        for (let i = 0; i < words.length && streetAt < 0; i++) {
          if (used[i] || (passNoise && noise!.has(words[i]!))) continue;
          // `sat Fundătura Mare`, `loc. Calea Mare`: right after a locality kind, a type word begins the place's name.
          if (kindAt.has(i)) continue;
          const m = words[i]!.roles.streetType;
          if (!m) continue;
          // (`Sectorul 1 al Municipiului`: `al` without its dot, inside a field, is the article.)
          if (TYPE_ABBREVIATIONS_ALSO_WORDS.has(words[i]!.folded) && text[words[i]!.end] !== '.' && !opensSegment(words, i)) continue;
          // (`u.`, utca's abbreviation, types only the name before it: `U - Bacău` is a school register's code.)
          if (TYPE_WORDS_ONLY_AFTER_NAME.has(words[i]!.folded)) continue;
          // `Grivița (Aleea)`: the type of the name before it (see `typeAfterName`); `Vașcău (Câmp)`: a village.
          if (i > 0 && inBracketsAlone(text, words, i, m.length)) continue;
          const next = i + m.length;
          if (next >= words.length || used[next] || words[next]!.breakBefore) continue;
          if (typesNameBefore(words, used, i, next)) continue;
          let spanFree = true;
          for (let k = i; k < next; k++) if (used[k]) spanFree = false;
          if (!spanFree) continue;
          const placeLike = PLACE_LIKE_TYPE_WORDS.has(words[i]!.folded);
          // `Fundătura (Vaslui) comuna Arsura`, `Colonia Bod (Brașov)`: a type word that also names places, its name (none,
          // or a few words) and a county in brackets: a village and its county, no street.
          if (placeLike && villageBeforeBracketedCounty(text, words, next)) continue;
          // (Right after a noise span's words, as right after words left out: `Maria Ionescu Calea Moldovei 5`.)
          // (And right after a neighbourhood's word, `zona Calea Moșilor nr. 205`: the street is the zone's, as after `zona strada`.)
          const opensRun = i === 0 || used[i - 1] || words[i]!.breakBefore || afterMarkedTown(words, used, kindAt, i) || (noise !== undefined && noise.has(words[i - 1]!) && !noise.has(words[i]!))
            || NEIGHBOURHOOD_WORDS.has(words[i - 1]!.folded)
            // (And right after a colon, `Preluare din apartament: Drumul Crețeștilor nr. 88`, `Preluare: Calea Moșilor 20`: what
            // is before the colon is its field's label, no word of the street's name; read so, the label's words joined the
            // name and no street was found. Issue 24, fix135.)
            || colonAfter(text, words[i - 1]!.end, words[i]!.start);
          if (strong ? placeLike : !opensRun) continue;
          streetAt = i;
          streetLength = m.length;
          streetId = m.typeId;
        }
        if (streetAt >= 0) break;
      }
      if (streetAt >= 0) break;
    }
  }
  // No type word before a name: one after it, closing its field (`Horea str. 5`, `11 Viitorului Street`).
  const after = streets && streetAt < 0 ? typeAfterName(text, words, used, kindAt) : undefined;
  let bracketSeen = false;
  let afterCounty = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // (Only the word right after a county's code in brackets opens a run for it: a street's type word there opens the
    // street's own run below, and the name after it stays in that run: `Timișoara (TM) str. Vidin 9`.)
    const opensAfterCounty = afterCounty;
    afterCounty = false;
    if (used[i]) {
      current = undefined;
      continue;
    }
    const kind = kindAt.get(i);
    if (after !== undefined && i === after.nameAt) {
      // The name's words, then its type words: the run ends with them.
      runs.push(newRun(words.slice(i, after.typeAt), after.typeAt + after.typeLength - 1, undefined, runStreet(words.slice(after.typeAt, after.typeAt + after.typeLength), after.typeId, undefined)));
      current = undefined;
      i = after.typeAt + after.typeLength - 1;
      continue;
    }
    if (i === streetAt) {
      // `Strada: Unirii`, `Str.: Unirii`: a field label says "street", not which type. (Not a type word
      // that begins place names: no form labels its street `Câmp:` or `Fundătura:`, a village's name.)
      const lastTypeWord = words[i + streetLength - 1]!;
      const label = !PLACE_LIKE_TYPE_WORDS.has(w.folded) && colonAfter(text, lastTypeWord.end, words[i + streetLength]?.start ?? text.length);
      // `Str.: B-dul Republicii`, `Strada: Prelungirea Ghencea`: the type word after the label says which.
      const typed = label ? words[i + streetLength]?.roles.streetType : undefined;
      const after = i + streetLength + (typed?.length ?? 0);
      if (typed && after < words.length && !used[after] && !words[after]!.breakBefore) {
        current = newRun([], i, undefined, runStreet(words.slice(i + streetLength, after), typed.typeId, words.slice(i, i + streetLength)));
        runs.push(current);
        i = after - 1;
        continue;
      }
      current = newRun([], i, undefined, label ? runStreet([], 0, words.slice(i, i + streetLength)) : runStreet(words.slice(i, i + streetLength), streetId, undefined));
      runs.push(current);
      i += streetLength - 1;
      continue;
    }
    // `Iași (Tătărași)`, `Tălmaciu (Tălmăcel)`: a place's name in brackets after a place is a part of
    // it (a neighbourhood, or a locality of its unit), read apart, and also left out.
    // (One such part is read apart: the reader leaves out one neighbourhood, and each more would be read in vain.)
    const bracketed = !bracketSeen && current !== undefined && current.street === undefined && i > 0 && !w.breakBefore && kind === undefined
      && text.slice(words[i - 1]!.end, w.start).includes('(') && bracketEndsField(text, words, used, i);
    if (bracketed) bracketSeen = true;
    // `Troaș (AR) nr. 5`, `Zănoaga(PH), com. …`: a county's code alone in brackets after a place is its
    // county, a run of its own (the words after the bracket begin another).
    const county = !bracketed && current !== undefined && i > 0 && !w.breakBefore && kind === undefined && w.folded.length <= 2 && inBracketsAlone(text, words, i, 1) && countyByCode(w.folded) !== undefined;
    // `sat Frumosu: Ionescu Valentina`, `or. Geoagiu. Ocupația: casnică`: a name after its kind word ends at a colon or a
    // sentence's full stop; the words after it begin a run of their own (a person, the next sentence), as after a comma.
    const markedNameEnds = current !== undefined && current.kind !== undefined && current.words.length > 0 && markedNameEndsBefore(text, words, i);
    if (!current || w.breakBefore || kind !== undefined || bracketed || county || opensAfterCounty || markedNameEnds) {
      current = newRun([], i, kind, undefined);
      if ((kind !== undefined && i > 0 && NEIGHBOURHOOD_WORDS.has(words[i - 1]!.folded)) || bracketed) current.neighbourhood = true;
      runs.push(current);
    }
    current.words.push(w);
    current.last = i;
    afterCounty = county;
  }
  // `Drumul Taberei Street`, `Calea Victoriei str. 12`: the type written again after the name, as
  // international checkouts add it, closing the street's field or before its house number, is a type
  // word of the street, not a word of its name.
  for (const r of runs) {
    const typed = r.street;
    if (typed === undefined || typed.typeWords.length === 0 || typed.label !== undefined || r.words.length < 2) continue;
    const last = r.words[r.words.length - 1]!;
    if (last.roles.streetType?.length !== 1 || !TYPE_WORDS_AFTER_NAME.has(last.folded) || !(r.last + 1 >= words.length || used[r.last + 1] || words[r.last + 1]!.breakBefore)) continue;
    r.words.pop();
    typed.typeWords.push(last);
  }
  // `…, Pantelimon, Sector 2`, `…, Mănăștur, Cluj-Napoca`: a field that is a neighbourhood the
  // vocabulary knows is read apart and also left out, as one written with `cartier`.
  // (`Drumul Taberei` is a street's name too: its type word is a word of the neighbourhood's; so named,
  // it is a neighbourhood only as a field of its own, the street when the house number follows it.)
  for (const r of runs) {
    if (r.kind !== undefined || r.neighbourhood || (r.street !== undefined && words[r.last + 1]?.breakBefore === false)) continue;
    if (neighbourhoodTowns(runWords(r))) r.neighbourhood = true;
  }
  // (Most texts leave no run empty: the list itself then, not a copy.)
  for (const r of runs) if (r.words.length === 0) return runs.filter((x) => x.words.length > 0);
  return runs;
}

/** The words of a run in the order written, a street's type words with them. */
export function runWords(run: Run): Word[] {
  return run.street === undefined || run.street.typeWords.length === 0 ? run.words : inTextOrder(run.street.typeWords, run.words);
}

/**
 * True when the bracket open before word `i` closes its field (`Iași (Tătărași)`, `Tălmaciu (Tălmăcel),
 * jud. Sibiu`): a place's part. One followed by more of the field is part of a name (`Dr. Victor
 * Babeș (Zona Filești) nr. 88`); one followed only by words left out closes it as the text's end does (`…, mic dejun
 * (Teleorman) Mulțumesc!`: a courtesy after a county in brackets; read on, the bracket's county was one field with the
 * words before it, an admin unit, and lost; issue 24, fix131).
 */
function bracketEndsField(text: string, words: readonly Word[], used: readonly WordUse[], i: number): boolean {
  const close = text.indexOf(')', words[i]!.start);
  if (close < 0) return false;
  if (/^\s*(?:$|[,;\n|])/.test(text.slice(close + 1))) return true;
  let last = i;
  while (last + 1 < words.length && words[last + 1]!.start < close) last++;
  return words[last]!.end <= close && closesField(words, used, last);
}

/** A year, as streets are named (`1848`, `1907`, `1989`). */
const YEAR = /^(?:1[89]|20)\d\d$/;

/** The most words of a name before a type word written after it. */
const MOST_NAME_WORDS_BEFORE_TYPE = 4;

/**
 * A street type word written after the street's name ({@link TYPE_WORDS_AFTER_NAME}, or any type
 * word alone in brackets or as a field of its own, as nomenclators write it: `Grivița (Aleea)`,
 * `Abatorului, Strada`): the type closes its field (or comes before the house number or a word left out), and the name
 * (one to four plain words) opens the field or follows what was read before it (the house number
 * of `11 Viitorului Street`).
 */
function typeAfterName(text: string, words: readonly Word[], used: readonly WordUse[], kindAt: ReadonlyMap<number, LocalityKind>): { nameAt: number; typeAt: number; typeLength: number; typeId: number } | undefined {
  for (let i = 1; i < words.length; i++) {
    const m = words[i]!.roles.streetType;
    if (!m || used[i]) continue;
    const end = i + m.length;
    const next = words[end];
    // (A word left out after it, a message's or a note's, ends the name as its field's end does: `Petőfi Sándor tér Mulțumesc!`.)
    if (next !== undefined && !next.breakBefore && !used[end] && !(next.roles.digitFirst || next.roles.houseMarker)) continue;
    // A type word that names villages, alone, is the village (`Berca, Vad`, `Vașcău (Câmp)`).
    const namesPlaces = TYPE_WORDS_NAMING_PLACES.has(words[i]!.folded);
    // In the name's field: a word written after names, or any type word alone in brackets.
    const inField = !words[i]!.breakBefore && (TYPE_WORDS_AFTER_NAME.has(words[i]!.folded) || (!namesPlaces && inBracketsAlone(text, words, i, m.length)));
    // Any type word as a field of its own after the name's field (or with only the house number
    // after it), as nomenclators order them (`Abatorului, Strada, nr 86`, `Abatorului, Strada nr 86`).
    const ownField = words[i]!.breakBefore && !namesPlaces && (next === undefined || next.breakBefore || next.roles.houseMarker || typesNameBefore(words, used, i, end));
    if (!inField && !ownField) continue;
    let nameAt = i;
    // (A year names streets too: `1848 sugárút`, Bulevardul 1848.)
    while (nameAt > 0 && i - nameAt < MOST_NAME_WORDS_BEFORE_TYPE && !used[nameAt - 1] && (!words[nameAt]!.breakBefore || (ownField && nameAt === i)) && (plainNameWord(words[nameAt - 1]!) || YEAR.test(words[nameAt - 1]!.folded)) && !kindAt.has(nameAt - 1)) nameAt--;
    if (nameAt === i || !(nameAt === 0 || used[nameAt - 1] || words[nameAt]!.breakBefore)) continue;
    return { nameAt, typeAt: i, typeLength: m.length, typeId: m.typeId };
  }
  return undefined;
}

/**
 * True when the words before `i`, in its field, are a town's name after its marker (`Mun. Arad
 * Calea Aurel Vlaicu`, as identity cards write it): a town's name holds no street type word, so one
 * there starts the street.
 */
function afterMarkedTown(words: readonly Word[], used: readonly WordUse[], kindAt: ReadonlyMap<number, LocalityKind>, i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    if (used[k] || !plainNameWord(words[k]!)) return false;
    const kind = kindAt.get(k);
    if (kind !== undefined) return kind === 'municipiu' || kind === 'oras';
    if (words[k]!.breakBefore) return false;
  }
  return false;
}

/**
 * True when the `length` words at `i` are all a pair of brackets holds (`(Aleea)`, `(B-dul.)`).
 * (Read character by character: the street's search asks it of every type word.)
 */
function inBracketsAlone(text: string, words: readonly Word[], i: number, length: number): boolean {
  let before = words[i]!.start - 1;
  while (before >= 0 && isSpace(text.charCodeAt(before))) before--;
  if (text.charCodeAt(before) !== 40) return false;
  let after = words[i + length - 1]!.end;
  if (text.charCodeAt(after) === 46) after++;
  while (after < text.length && isSpace(text.charCodeAt(after))) after++;
  return text.charCodeAt(after) === 41;
}

/**
 * True when the street type word at `typeAt` opens its field and only a house number follows it there
 * (at `numberAt`: `86`, `12A`; three digits at most, since a year names a street: `Strada 1907`), right
 * after a field that ends with a name (`Abatorului, str. 86`, as nomenclators order the type after the
 * name): the type is that name's, the number the house's, not a street named by a number.
 */
export function typesNameBefore(words: readonly Word[], used: readonly WordUse[], typeAt: number, numberAt: number): boolean {
  const number = words[numberAt];
  return typeAt > 0 && words[typeAt]!.breakBefore && !used[typeAt - 1] && plainNameWord(words[typeAt - 1]!)
    && number !== undefined && !number.breakBefore && /^\d{1,3}[a-z]?$/.test(number.folded) && (numberAt + 1 >= words.length || words[numberAt + 1]!.breakBefore);
}

/** A word that may be part of a street's name before its type: no other part's marker, no number. */
function plainNameWord(w: Word): boolean {
  const r = w.roles;
  return r.streetType === undefined && !r.typeWord && !r.digitFirst && r.localityKind === undefined && !r.houseMarker && !r.countyMarker && !r.sectorWord;
}

/** True when `typed` is `word` or within the typing mistakes its length allows. */
export function nearWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  const max = allowedEdits(word.length);
  return max > 0 && editDistance(typed, word, max) <= max;
}

/** The fewest letters of a word whose full stop {@link markedNameEndsBefore} reads as a sentence's (`Sf.`, `Tg.`, `Gh.`, `Dr.` shorten a name; `Bod.` ends one). */
const SENTENCE_WORD_LETTERS = 3;
/** The most words of an entry's label after a full stop (`Ocupația:`, `Medic de familie:`). */
const ENTRY_LABEL_MOST_WORDS = 3;

/**
 * True when the gap before word `i` ends the name a locality kind word marks (issue 24, fix129): a colon (`sat Frumosu:
 * Ionescu Valentina (87 ani)`, a vaccination list's village then its person), or a full stop after a word of
 * {@link SENTENCE_WORD_LETTERS} letters or more before a record's next entry, its label of a few words closed by a colon
 * (`or. Geoagiu. Ocupația: casnică`, a patient file). No locality's name holds either: its abbreviations are short words
 * (`Sf. Gheorghe`, `Dr. Tr. Severin`), and a name run on past them became the words of a place that none names
 * (`locality_not_found`). (A sentence after the stop with no label, `Oraș Țicleni. Informații la Primăria Țicleni.`, is
 * left to the name's reading as before: read apart, its words cost the answer's confidence more than they took.)
 */
function markedNameEndsBefore(text: string, words: readonly Word[], i: number): boolean {
  const before = words[i - 1]!;
  const gap = text.slice(before.end, words[i]!.start);
  if (/^\s*:\s*$/.test(gap)) return true;
  if (!/^\.\s+$/.test(gap) || before.folded.length < SENTENCE_WORD_LETTERS || !/^\p{L}+$/u.test(before.folded)) return false;
  for (let k = i; k < words.length && k < i + ENTRY_LABEL_MOST_WORDS; k++) {
    if (!/^\p{L}+$/u.test(words[k]!.folded)) return false;
    const after = text.slice(words[k]!.end, words[k + 1]?.start ?? text.length);
    if (/^\s*:/.test(after)) return true;
    if (!/^\s+$/.test(after)) return false;
  }
  return false;
}
