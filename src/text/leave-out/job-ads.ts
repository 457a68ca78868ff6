/**
 * An employer's words around a place of work: a job ad's (`ANGAJĂM MECANIC AUTO - ANINA (CARAS-SEVERIN). Program 8-16,
 * transport asigurat.`: the hiring verb with the job's title, the working hours, a benefit provided) and a staff bus's
 * route sheet's head (`Traseu microbuz schimbul I: …`). None names a place; the hours' numbers are no house's and
 * `Program` no street.
 */
import {
  BENEFIT_MOST_WORDS, HIRING_VERBS, PROSE_TOWN_WORDS, JOB_TITLE_MOST_WORDS, PROVIDED_WORDS, ROUTE_HEAD_MOST_WORDS, ROUTE_HEAD_WORDS, ROUTE_SHEET_HEADS, WORK_HOURS_SPAN_WORDS, WORK_HOURS_WORDS,
} from '../../shared/vocabulary.js';
import { fieldEnd, mark, NOT_HERE, textAfter, type LeaveOutText, type WordRule } from './rule.js';

/** The words that take a job ad's sentence from the job to its place (`în`, `din`, `la`, `pentru`). */
const JOB_PLACE_LINKS: ReadonlySet<string> = new Set([...PROSE_TOWN_WORDS, 'la', 'pentru', 'pt']);
/** A route's, a vehicle's or a shift's number (`2`, `III`). */
const ROUTE_NUMBER = /^(?:\d{1,3}|[ivx]{1,4})$/;
/** The space between a title's two forms (`ospătar/ospătăriță`, `ospătar / ospătăriță`). */
const SLASH_ONLY = /^\s*\/\s*$/;
/** An hour of working hours (`8`, `16`, `07`). */
const HOUR = /^(?:[01]?\d|2[0-4])$/;

/**
 * A hiring verb opening the text (nothing before it but what is left out) and the job's title after it, to the end of
 * its field: the place of work follows in a field of its own (`ANGAJĂM MECANIC AUTO - ANINA`). A title longer than
 * {@link JOB_TITLE_MOST_WORDS} words, or no field after it, is no ad's head.
 */
export const JOB_AD_HEAD: WordRule = {
  weight: 'jobAd',
  kind: 'message',
  example: { text: 'ANGAJĂM SUDOR - REGHIN (MUREȘ)', leftOut: 'angajam sudor' },
  opens: { words: HIRING_VERBS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (!HIRING_VERBS.has(words[i]!.folded)) return NOT_HERE;
    for (let k = 0; k < i; k++) if (!used[k]) return NOT_HERE;
    // The title ends at its field's end, or where the ad's sentence goes on to the place (`Angajăm bucătar pentru fabrica
    // din comuna X`, `angajează casier în Moldova Nouă`, `zilieri la Caraula`): a link word or a part's marker, kept. A
    // title's two forms joined by a slash (`ospătar/ospătăriță`, `vânzător/vânzătoare`) are one title: the slash opens no field.
    let end = i + 1;
    for (; end < words.length && (!words[end]!.breakBefore || (end > i + 1 && SLASH_ONLY.test(textAfter(c, end - 1)))); end++) {
      const w = words[end]!;
      if (JOB_PLACE_LINKS.has(w.folded) || w.roles.localityKind !== undefined || w.roles.countyMarker || w.roles.streetType !== undefined || w.roles.digitFirst) break;
    }
    if (end >= words.length || end - i > JOB_TITLE_MOST_WORDS + 1) return NOT_HERE;
    mark(used, i, end, 'message');
    return end;
  },
};

/**
 * Working hours after their word (`Program 8-16`, `program: L-V 7-15`, `Orar luni-vineri 9-17`): the word, the days and
 * at least two hours, all in one field.
 */
export const WORK_HOURS: WordRule = {
  weight: 'jobAd',
  kind: 'note',
  example: { text: 'Str. Lungă nr. 5, Brașov. Program 8-16', leftOut: 'program 8 16' },
  opens: { words: WORK_HOURS_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!WORK_HOURS_WORDS.has(words[i]!.folded)) return NOT_HERE;
    let hours = 0;
    let k = i + 1;
    for (; k < words.length && !used[k] && (k === i + 1 || !words[k]!.breakBefore); k++) {
      const w = words[k]!.folded;
      if (HOUR.test(w)) hours++;
      else if (!WORK_HOURS_SPAN_WORDS.has(w)) break;
    }
    if (hours < 2) return NOT_HERE;
    mark(used, i, k, 'note');
    return k;
  },
};

/**
 * A benefit provided, closing its field of a few words (`transport asigurat`, `cazare și masă asigurate`): opened at
 * the word that says it is provided, the words before it in its field with it.
 */
export const BENEFIT: WordRule = {
  weight: 'jobAd',
  kind: 'note',
  example: { text: 'Str. Lungă nr. 5, Brașov, transport asigurat', leftOut: 'transport asigurat' },
  opens: { words: PROVIDED_WORDS },
  at({ words, used }: LeaveOutText, i: number): number {
    if (!PROVIDED_WORDS.has(words[i]!.folded) || words[i]!.breakBefore) return NOT_HERE;
    if (i + 1 < words.length && !words[i + 1]!.breakBefore) return NOT_HERE;
    let from = i;
    while (from > 0 && !words[from]!.breakBefore) from--;
    if (i - from > BENEFIT_MOST_WORDS) return NOT_HERE;
    for (let k = from; k < i; k++) if (used[k] || words[k]!.roles.digitFirst) return NOT_HERE;
    mark(used, from, i + 1, 'note');
    return i + 1;
  },
};

/**
 * A route sheet's head opening the text, in a field of its own of at most {@link ROUTE_HEAD_MOST_WORDS} words (its
 * vehicle's or route's words, shift words and numbers only) before the boarding place (`Traseu microbuz schimbul I: punct de îmbarcare sat Cârstani …`, `microbuz 2 - Priboaia …`): the
 * vehicle, the route, their numbers and the shift.
 */
export const ROUTE_SHEET_HEAD: WordRule = {
  weight: 'routeSheet',
  kind: 'note',
  example: { text: 'microbuz 3 - Vălenii (Lăpușnic)', leftOut: 'microbuz 3' },
  opens: { words: ROUTE_SHEET_HEADS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    if (!ROUTE_SHEET_HEADS.has(words[i]!.folded)) return NOT_HERE;
    for (let k = 0; k < i; k++) if (!used[k]) return NOT_HERE;
    // To its field's end or its colon (`schimbul I:` is no break of the reader's: a label's colon is read by the label rules).
    let end = i + 1;
    while (end < words.length && !words[end]!.breakBefore && !textAfter(c, end - 1).includes(':')) end++;
    if (end >= words.length || end - i > ROUTE_HEAD_MOST_WORDS) return NOT_HERE;
    for (let k = i + 1; k < end; k++) {
      const w = words[k]!.folded;
      if (!ROUTE_SHEET_HEADS.has(w) && !ROUTE_HEAD_WORDS.has(w) && !ROUTE_NUMBER.test(w)) return NOT_HERE;
    }
    mark(used, i, end, 'note');
    return end;
  },
};
