/**
 * An address said aloud and written down as heard (a hotline agent typing what a caller dictates,
 * speech-to-text, a voicemail's transcript): the speaker's hesitations and fillers (`deci`, `adică`,
 * `aaa`, `stați puțin`), a place corrected as it is said (`de sus nu de jos de sus`), letters spelt
 * out (`o de la Oana`, `i de la Ion e r t o f`), and the agent's note after the address (`cl. roagă
 * să sunați`, `client la poartă`, `apelantul revine`). None of it is part of the address.
 */
import { AGENT_NOTE_STARTS, DIRECTION_WORDS, MESSAGE_CLOSERS, SPOKEN_FILLERS, SPOKEN_FILLERS_NAMING_PLACES, SPOKEN_LEAD_IN_LINKS, SPOKEN_REPAIR_WORD, SPOKEN_SPELLING_LINK, UTILITY_REFERENCE_HEADS, WORK_LOG_STATUS_WORDS } from '../../shared/vocabulary.js';
import { countyByCode, countyOfFoldedWords } from '../../shared/aliases.js';
import type { Word } from '../address-tokens.js';
import type { WordUse } from '../reading.js';
import { fieldEnd, mark, NOT_HERE, phraseAt, type LeaveOutText, type TextPass, type WordRule } from './rule.js';

/**
 * A hesitation as a transcript writes it: one vowel or `m` said long (`aaa`, `eee`, `ăăă` folded to
 * `aaa`, `mmm`, `hmm`). Not `ii`, `iii` (a Roman numeral: `sector III`), `oo`, `uu`, nor `mm`
 * (Maramureș's code).
 */
const HESITATION = /^(?:a{2,}|e{2,}|m{3,}|hm+|a+m{2,}|e+m{2,})$/;
/** What {@link HESITATION} needs: two letters or more, the first `a`, `e`, `h` or `m` (most words fail this before the expression runs: it ran on every word opening no filler). */
function mayHesitate(folded: string): boolean {
  const c = folded.charCodeAt(0);
  return folded.length >= 2 && (c === 97 || c === 101 || c === 104 || c === 109);
}

/**
 * The most words after a filler that is also a place's name (`deci`: Deci of Arad) for it to be that
 * place: `Deci, Arad`, `Deci Arad 317115`; with more after it in its field it is the speaker's.
 */
const PLACE_FILLER_MOST_WORDS_AFTER = 1;

/** Every word that may open what {@link SPOKEN} leaves out, bar a hesitation: most words are none, passed with one look-up. */
const SPOKEN_OPENERS: ReadonlySet<string> = new Set([...SPOKEN_FILLERS.map((p) => p[0]!), 'da', SPOKEN_REPAIR_WORD]);

/** The most words of a place said wrong between `nu` and the words said again (`nu de jos de sus`). */
const REPAIR_MOST_WRONG_WORDS = 3;
/** The most words said again after a place said wrong (`de sus`, `orașul Onești`). */
const REPAIR_MOST_REPEATED_WORDS = 3;

/**
 * The speaker's words: a filler (`SPOKEN_FILLERS`: `deci`, `adică`, `mai exact`, `stați puțin`, `ba da`,
 * `e corect`), a hesitation (`aaa`, `eee`), `da` opening or closing what was said, and a place said
 * wrong and corrected (`andreiașu de sus nu de jos de sus`, `onești nu orașul onești`): `nu`, the wrong
 * words and the words said again, when the last one to three words before `nu` are said again after
 * one to three others. (A number said wrong and corrected is the house number's reader's.)
 */
export const SPOKEN: TextPass = {
  weight: 'spoken',
  name: 'spoken',
  opens: { words: SPOKEN_OPENERS, word: (folded) => mayHesitate(folded) && HESITATION.test(folded) },
  run({ words, used }: LeaveOutText): void {
    const n = words.length;
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      const w = words[i]!;
      // `aaa`, `eee`: not as a building's letter or a staircase's (`sc. AA`).
      if (!SPOKEN_OPENERS.has(w.folded)) {
        if (mayHesitate(w.folded) && HESITATION.test(w.folded) && !(i > 0 && words[i - 1]!.roles.houseMarker)) used[i] = 'message';
        continue;
      }
      const filler = SPOKEN_FILLERS.find((p) => phraseAt(words, p, i));
      if (filler !== undefined) {
        // (A filler that is all the text says nothing; it is read as it is.)
        if (filler.length < n && !namesPlace(words, filler, i)) mark(used, i, i + filler.length, 'message');
        i += filler.length - 1;
        continue;
      }
      // `da buna ziua …`, `… numarul trei da`: the caller's yes, opening or closing what was said.
      if (w.folded === 'da' && n > 2 && (i === 0 || i === n - 1)) {
        used[i] = 'message';
        continue;
      }
      if (w.folded === SPOKEN_REPAIR_WORD) {
        const end = repairedEnd(words, i);
        if (end > 0) {
          mark(used, i, end, 'message');
          i = end - 1;
        }
      }
    }
  },
};

/**
 * True when the filler at `at` may be the place it also names (`Deci, Arad`, `Deci jud. Arad`):
 * a county marker follows it, or at most {@link PLACE_FILLER_MOST_WORDS_AFTER} words in its field, none of
 * them a marker.
 */
function namesPlace(words: readonly Word[], filler: readonly string[], at: number): boolean {
  if (filler.length !== 1 || !SPOKEN_FILLERS_NAMING_PLACES.has(filler[0]!)) return false;
  const next = words[at + 1];
  if (next !== undefined && !next.breakBefore && next.roles.countyMarker) return true;
  // (Numbers aside: `Deci Arad 317115`; a house's or a street's marker after it says an address goes on: `deci numarul 88`.)
  let after = 0;
  for (let k = at + 1; k < words.length && !words[k]!.breakBefore; k++) {
    const r = words[k]!.roles;
    if (r.houseMarker || r.streetType !== undefined || r.localityKind !== undefined) return false;
    if (!r.digitFirst) after++;
  }
  return after <= PLACE_FILLER_MOST_WORDS_AFTER;
}

/**
 * The end (exclusive) of a place corrected at `nu` (word `at`): the one to three words before it said
 * again after one to three wrong words, all in one field; 0 when it is no such correction. The longest
 * repeat is taken (`de sus nu de jos de sus`: `de sus`, not `sus`).
 */
function repairedEnd(words: readonly Word[], at: number): number {
  for (let k = Math.min(REPAIR_MOST_REPEATED_WORDS, at); k >= 1; k--) {
    for (let m = 1; m <= REPAIR_MOST_WRONG_WORDS; m++) {
      const end = at + 1 + m + k;
      if (end > words.length) break;
      let same = true;
      for (let j = 0; j < k && same; j++) same = words[at - k + j]!.folded === words[at + 1 + m + j]!.folded && !words[at - k + j]!.roles.digitFirst;
      for (let j = at - k + 1; j < end && same; j++) same = !words[j]!.breakBefore;
      // (The words said wrong are words, not numbers: `nr 5 nu 7` is the house number's.)
      for (let j = at + 1; j < at + 1 + m && same; j++) same = !words[j]!.roles.digitFirst;
      if (same) return end;
    }
  }
  return 0;
}

/** The most words between the word spelt and its letter (`Valea lui Pătru v de la Vasile`: the name's first word). */
const SPELT_WORD_MOST_WORDS_BEFORE = 4;

/**
 * A letter spelt out after the word it spells (`Orășeni o de la Oana`, `Pegeni p de la Petru`, `Iertof i
 * de la Ion e r t o f`) or after a house number (`numărul 8 a de la Ana`, the building's letter): the
 * letter, `de la`, a name that begins with it, and the letters spelt one by one after it. The letter is
 * kept after a number (`8 a` is 8A); elsewhere it must begin one of the words before it (at most
 * {@link SPELT_WORD_MOST_WORDS_BEFORE}).
 */
export const SPELT_LETTER: WordRule = {
  weight: 'spoken',
  kind: 'message',
  example: { text: 'sat Iertof i de la Ion e r t o f, comuna Vrani, Caraș-Severin', leftOut: 'i de la ion e r t o f' },
  opens: { words: [...'abcdefghijklmnopqrstuvwxyz'] },
  at({ words, used }: LeaveOutText, i: number): number {
    const letter = words[i]!.folded;
    if (letter.length !== 1 || i === 0 || !phraseAt(words, SPOKEN_SPELLING_LINK, i + 1)) return NOT_HERE;
    const name = words[i + 1 + SPOKEN_SPELLING_LINK.length];
    if (name === undefined || name.breakBefore || name.folded.length < 2 || !name.folded.startsWith(letter) || words[i]!.breakBefore) return NOT_HERE;
    const afterNumber = words[i - 1]!.roles.digitFirst && !used[i - 1];
    let spells = afterNumber;
    for (let k = Math.max(0, i - SPELT_WORD_MOST_WORDS_BEFORE); k < i && !spells; k++) spells = !used[k] && words[k]!.folded.startsWith(letter);
    if (!spells) return NOT_HERE;
    let end = i + 2 + SPOKEN_SPELLING_LINK.length;
    // `e r t o f`: the rest of the word, one letter at a time.
    while (end < words.length && !words[end]!.breakBefore && words[end]!.folded.length === 1 && /[a-z]/.test(words[end]!.folded)) end++;
    mark(used, afterNumber ? i + 1 : i, end, 'message');
    return end;
  },
};

/**
 * A hotline agent's note after the address, with no punctuation before it (`… nr 9 jud dolj cl roaga
 * sa sunati`, `str soarelui 3 client la poarta`, `str arcasului 11 apelantul revine cu nr blocului`):
 * from a word of `AGENT_NOTE_STARTS` to its field's end, once a number is written before it, when a
 * word follows it in its field that is not a courtesy or a technician's status closing it (`…, jud. CL` closing
 * the text, `…, CL Mulțumesc!` or `… nr 118 CL ok` is Călărași's code).
 */
export const AGENT_NOTE: WordRule = {
  weight: 'agentNote',
  kind: 'note',
  example: { text: 'Craiova str Lebedei nr 9 jud Dolj cl roaga sa sunati inainte', leftOut: 'cl roaga sa sunati inainte' },
  opens: { words: [...AGENT_NOTE_STARTS.keys()] },
  at({ words, used }: LeaveOutText, i: number): number {
    const w = words[i]!;
    const needsWord = AGENT_NOTE_STARTS.get(w.folded);
    if (needsWord === undefined || i === 0 || (i > 0 && words[i - 1]!.roles.countyMarker)) return NOT_HERE;
    const end = fieldEnd(words, i);
    if (end === i + 1) return NOT_HERE;
    if (needsWord && words[i + 1]!.roles.digitFirst) return NOT_HERE;
    // `cod client 2003319010`: a reference's name (UTILITY_REFERENCE), no note.
    if (!w.breakBefore && UTILITY_REFERENCE_HEADS.has(words[i - 1]!.folded)) return NOT_HERE;
    // A courtesy after it closes the message, not a note (`…, Nucetu, CL Mulțumesc!`: Călărași's code).
    if (MESSAGE_CLOSERS.some((phrase) => phraseAt(words, phrase, i + 1))) return NOT_HERE;
    // Nor is a technician's status after it (`…, sapunari nr 118 cl ok`: Călărași's code, then the log's `ok`).
    if (words.slice(i + 1, end).every((x) => WORK_LOG_STATUS_WORDS.has(x.folded))) return NOT_HERE;
    // Nor its county's name, or its seat's, filling the field after it (`P: Constantin Pantazi 38 / CL Calarasi / 10 min`, a
    // dispatch line's county code before its town: issue 24, shapes107), nor any county's name alone after it, which says
    // the word is a place's name (`Școala Gimnazială nr. 3, Comanda Mehedinți`: the village Comanda and its county; props119).
    if (w.breakBefore && (codeBeforeItsCounty(words, i, end) || countyOfFoldedWords(words.slice(i + 1, end).map((x) => x.folded), false) !== undefined)) return NOT_HERE;
    let numbered = false;
    for (let k = 0; k < i && !numbered; k++) numbered = !used[k] && words[k]!.roles.digitFirst;
    if (!numbered) return NOT_HERE;
    mark(used, i, end, 'note');
    return end;
  },
};

/** Word `i` is a county's code and the words after it to `end` are that county's name (`CL Calarasi`, `CL Călărași`). */
function codeBeforeItsCounty(words: readonly Word[], i: number, end: number): boolean {
  const county = countyByCode(words[i]!.folded);
  return county !== undefined && countyOfFoldedWords(words.slice(i + 1, end).map((x) => x.folded), false) === county;
}

/** The fewest words of the speaker's before a lead-in's link (`pentru factura este`): one word before `e` may be a name's (`Valea e …`). */
const LEAD_IN_LEAST_WORDS = 2;
/** The most words between a lead-in's link and the marker of a part that must follow it (`este Constanța strada`: one). */
const LEAD_IN_MARKER_REACH = 3;
/** The first words of {@link SPOKEN_LEAD_IN_LINKS}: most texts hold none, passed with one look-up a word. */
const LEAD_IN_OPENERS: ReadonlySet<string> = new Set(SPOKEN_LEAD_IN_LINKS.map((p) => p[0]!));

/**
 * What a caller says before the address, up to the link that leads into it (`SPOKEN_LEAD_IN_LINKS`: `…
 * locul de consum este Constanța strada Nicolae Iorga …`, `… aveți adresa greșită e satul Valea Poenii
 * comuna Livezile …`): from its field's start to the link, when those words (at least
 * {@link LEAD_IN_LEAST_WORDS} not yet left out) name no part and hold no number, and a street's type word,
 * a locality's kind, a county's or a house's marker comes within {@link LEAD_IN_MARKER_REACH} words after
 * the link. Left out as a note, weighed: the words are also read kept, and the index decides.
 */
export const SPOKEN_LEAD_IN: TextPass = {
  weight: 'spokenLeadIn',
  name: 'spoken lead-in',
  opens: { words: LEAD_IN_OPENERS },
  run({ words, used }: LeaveOutText): void {
    let from = 0;
    for (let i = 0; i < words.length; i++) {
      if (words[i]!.breakBefore) from = i;
      if (used[i] || !LEAD_IN_OPENERS.has(words[i]!.folded)) continue;
      const link = SPOKEN_LEAD_IN_LINKS.find((p) => phraseAt(words, p, i));
      if (link === undefined) continue;
      const after = i + link.length;
      // `… Șelari în direcția Curtea de Argeș`: a direction after the link, no address (`DIRECTION_WORDS`).
      if (DIRECTION_WORDS.has(words[after]?.folded ?? '')) continue;
      if (!leadsIn(words, used, from, i) || !markerFollows(words, used, after)) continue;
      for (let k = from; k < after; k++) used[k] = used[k] || 'note';
      from = after;
      i = after - 1;
    }
  },
};

/** True when the words `[from, at)` are the speaker's: enough of them not left out, none a part's marker or a number. */
function leadsIn(words: readonly Word[], used: readonly WordUse[], from: number, at: number): boolean {
  let free = 0;
  for (let k = from; k < at; k++) {
    if (used[k]) continue;
    const r = words[k]!.roles;
    if (r.digitFirst || r.streetType !== undefined || r.localityKind !== undefined || r.houseMarker || r.detailMarker || r.countyMarker || r.sectorWord || r.postalWord) return false;
    free++;
  }
  return free >= LEAD_IN_LEAST_WORDS;
}

/** True when a part's marker comes within {@link LEAD_IN_MARKER_REACH} words after the link (its field's, none a number right after it). */
function markerFollows(words: readonly Word[], used: readonly WordUse[], after: number): boolean {
  const next = words[after];
  if (next === undefined || next.breakBefore || next.roles.digitFirst) return false;
  for (let k = after; k <= after + LEAD_IN_MARKER_REACH && k < words.length && (k === after || !words[k]!.breakBefore); k++) {
    if (used[k]) continue;
    const r = words[k]!.roles;
    if (r.streetType !== undefined || r.localityKind !== undefined || r.countyMarker || r.houseMarker) return true;
  }
  return false;
}
