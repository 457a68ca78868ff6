/**
 * Times written beside the address in contracts, bills and reports: a date (`începând cu 01.11.2026`, `scadență
 * 15.12.2026`, `perioada 01.01-31.10.2026`), a span (`pe o perioadă de 12 luni`) and a time of day (`ora 14:20`, or alone in its
 * field, `- 5:40`). Their numbers are no
 * house's, their words no place.
 */
import { AGE_UNITS, DATE_HOUR_LINKS, DATE_LEAD_LINKS, DATED_EVENT_WORDS, DAY_OF_MONTH_WORDS, EVENT_PHRASES, EVENT_TIME_WORDS, PERIOD_UNITS, TIME_LEAD_WORDS, TIME_OF_DAY_WORDS, WEEKDAYS, WORK_HOURS_WORDS } from '../../shared/vocabulary.js';
import type { Word } from '../address-tokens.js';
import { mark, NOT_HERE, phraseAt, textAfter, type LeaveOutText, type WordRule } from './rule.js';

/** A day or a month of a date. */
const DAY_OR_MONTH = /^\d{1,2}$/;
/** A day of the month (`data de 5`, `ziua de 31`). */
const DAY_OF_MONTH = /^(?:0?[1-9]|[12]\d|3[01])$/;
/** A day and a month of a season's period, each of two digits (`01.06-15.07`). */
const DAY_MONTH = /^(?:0[1-9]|[12]\d|3[01])$/;
/** A month of a season's period, of two digits. */
const MONTH = /^(?:0[1-9]|1[0-2])$/;
/** A date's year. */
const YEAR = /^(?:19|20)\d{2}$/;
/** What joins a date's numbers (`01.11.2026`, `01/11/2026`, `01-11-2026`). */
const DATE_JOIN = /^[./-]$/;
/** A time of day's hour and its minutes (`14:20`, `9.05`). */
const HOUR = /^(?:[01]?\d|2[0-3])$/;
const MINUTES = /^[0-5]\d$/;
/** The word right before a time of day written with a colon and no `ora` (`până la 23:00`). */
const CLOCK_TIME_LEAD = 'la';
/** What joins an hour to its minutes. */
const HOUR_JOIN = /^[:.]$/;
/** What joins the hours of a span (`orele 10-13`). */
const HOURS_JOIN = /^\s*[-\u2013]\s*$/;
/** What joins two dates of a period (`01.01-31.10.2026`). */
const DATES_JOIN = /^\s*[-\u2013]\s*$/;

/** The start (inclusive) of the words before `i` in its field that say which time it is; `i` when none. */
function leadStart(words: readonly Word[], used: LeaveOutText['used'], i: number): number {
  let from = i;
  while (from > 0 && !words[from]!.breakBefore && !used[from - 1] && TIME_LEAD_WORDS.has(words[from - 1]!.folded)) from--;
  return from;
}

/** Word `k` is joined to the one before it as a date's numbers are (`01.11`), in one field. */
function joinedToDate(c: LeaveOutText, k: number): boolean {
  return k < c.words.length && !c.words[k]!.breakBefore && DATE_JOIN.test(textAfter(c, k - 1).trim());
}

/**
 * A date's day, month and year from word `k` (`01.11.2026`). (This and {@link joinedToDate} are functions of the
 * module, not arrows made in `timeAt`: `AMOUNT` asks `timeAt` at every number, most of them houses' with no date
 * near, and each ask made two closures.)
 */
function dateAt(c: LeaveOutText, k: number): boolean {
  const { words } = c;
  if (!DAY_OR_MONTH.test(words[k]!.folded) || !joinedToDate(c, k + 1) || !DAY_OR_MONTH.test(words[k + 1]!.folded) || !joinedToDate(c, k + 2)) return false;
  const year = words[k + 2]!.folded;
  if (YEAR.test(year)) return true;
  // `vă așteptăm pe 20.06.26`: a year of two digits, only after a day and a month of two digits each, joined by dots
  // with nothing between (`5/2/10` is a house, its block and flat); read apart, the year was taken for a house's number
  // (issue 24, fix131).
  return SHORT_YEAR.test(year) && DAY_MONTH.test(words[k]!.folded) && MONTH.test(words[k + 1]!.folded) && textAfter(c, k) === '.' && textAfter(c, k + 1) === '.'
    && !houseAfterStreet(words, c.used, k);
}

/**
 * True when word `k` (a number) follows a street directly in its field: right after a house marker (`nr. 12.05.26`), or
 * after a street's type word and the words of its name with no number between (`Str. Lungă 12.05.26`). There a number
 * written with dots is the house's (its number and sub-numbers, as `12/05/26` is), not a date of a two-digit year: a date
 * has a date's context (`pe`, `din`, `la data de`, an hour, a field of its own; issue 24, fix132).
 */
function houseAfterStreet(words: readonly Word[], used: LeaveOutText['used'], k: number): boolean {
  if (k === 0 || words[k]!.breakBefore || used[k - 1]) return false;
  if (words[k - 1]!.roles.numberMarker) return true;
  for (let m = k - 1; m >= 0 && !used[m]; m--) {
    const w = words[m]!;
    // (A street's name may hold a year or a day, `1 Decembrie 1918`, `13 Septembrie`: a number of a name, passed.)
    if ((w.roles.digitFirst && !(YEAR.test(w.folded) || (m + 1 < k && words[m + 1]!.roles.month))) || w.roles.houseMarker || TIME_LEAD_WORDS.has(w.folded)) return false;
    if (w.roles.streetType !== undefined) return m < k - 1;
    if (w.breakBefore) return false;
  }
  return false;
}
/** A date's year of two digits (`20.06.26`). */
const SHORT_YEAR = /^\d\d$/;

/**
 * A date (`01.11.2026`; a period `01.01-31.10.2026`) with the words before it (`începând cu`, `scadență`), or
 * a span with its unit (`pe o perioadă de 12 luni`), from word `i` (a number or a span's unit): the end of what
 * it marks in `used`, or {@link NOT_HERE}. Part of `AMOUNT` (leave-out/numbers.ts).
 */
export function timeAt(c: LeaveOutText, i: number): number {
  const { words, used } = c;
  const n = words.length;
  const w = words[i]!;
  if (PERIOD_UNITS.has(w.folded)) {
    if (i === 0 || w.breakBefore || !/^\d{1,3}$/.test(words[i - 1]!.folded) || used[i - 1]) return NOT_HERE;
    // (`12 luni`, `30 de zile`.)
    const from = leadStart(words, used, i - 1);
    // Only with a word saying which time it is (`pe o perioadă de`, `timp de`): `79 ani` after a name is an age, read as before;
    // but an age filling its field alone (`Radu Vasile;72 ani;sat Lucăcești;…`, a list's column) is no house's number.
    if (from === i - 1 && !(AGE_UNITS.has(w.folded) && words[i - 1]!.breakBefore && (i + 1 === n || words[i + 1]!.breakBefore))) return NOT_HERE;
    mark(used, from, i + 1, 'note');
    return i + 1;
  }
  let end = -1;
  if (DAY_OR_MONTH.test(w.folded) && i + 2 < n) {
    if (dateAt(c, i)) end = i + 3;
    // `01.01-31.10.2026`: a day and month, then the date closing the period.
    else if (joinedToDate(c, i + 1) && DAY_OR_MONTH.test(words[i + 1]!.folded) && i + 4 < n && DATES_JOIN.test(textAfter(c, i + 1)) && dateAt(c, i + 2)) end = i + 5;
  }
  // `01.06-15.07`: a season's period without its year (an apiary moved for the crop, a pasture's months), two days and
  // months of two digits each, closing its field: no house is numbered so (issue 24, shapes93).
  if (end < 0 && DAY_MONTH.test(w.folded) && i + 3 < n && joinedToDate(c, i + 1) && MONTH.test(words[i + 1]!.folded) && DATES_JOIN.test(textAfter(c, i + 1))
    && !words[i + 2]!.breakBefore && DAY_MONTH.test(words[i + 2]!.folded) && joinedToDate(c, i + 3) && MONTH.test(words[i + 3]!.folded)
    && (i + 4 === n || words[i + 4]!.breakBefore) && (i === 0 || w.breakBefore)) end = i + 4;
  // `ora 14:20`, `la orele 9.05`: a time of day after its word (`TIME_OF_DAY_WORDS`), the words before that with it.
  if (end < 0 && HOUR.test(w.folded) && i > 0 && !w.breakBefore && !used[i - 1] && TIME_OF_DAY_WORDS.has(words[i - 1]!.folded)
    && i + 1 < n && !words[i + 1]!.breakBefore && MINUTES.test(words[i + 1]!.folded) && HOUR_JOIN.test(textAfter(c, i))) {
    mark(used, leadStart(words, used, i - 1), i + 2, 'note');
    return i + 2;
  }
  // `între orele 10-13`, `ora 9-17`: hours from and to after their word (issue 24, fix129): no house's numbers (`10-13` is
  // a range of houses only where no `orele` leads it); read, they became the words of a place none names.
  if (end < 0 && HOUR.test(w.folded) && i > 0 && !w.breakBefore && !used[i - 1] && TIME_OF_DAY_WORDS.has(words[i - 1]!.folded)
    && i + 1 < n && !words[i + 1]!.breakBefore && HOUR.test(words[i + 1]!.folded) && HOURS_JOIN.test(textAfter(c, i))) {
    const from = leadStart(words, used, i - 1);
    // (`Program: între orele 9-17`: working hours, which their own rule reads whole, `WORK_HOURS`.)
    if (from > 0 && !words[from]!.breakBefore && WORK_HOURS_WORDS.has(words[from - 1]!.folded)) return NOT_HERE;
    mark(used, from, i + 2, 'note');
    return i + 2;
  }
  // `s-a votat până la 23:00`, `deschis de la 7:00`: a time of day written with its colon right after `la` (with the
  // words before it that say which time, `până`, `de`), as a sentence writes when something closes or opens. No house
  // number is written `23:00` (issue 24, shapes75).
  // (The `la` may be left out already as a message's word: the time takes it.)
  if (end < 0 && HOUR.test(w.folded) && i > 0 && !w.breakBefore && (!used[i - 1] || used[i - 1] === 'message') && words[i - 1]!.folded === CLOCK_TIME_LEAD
    && i + 1 < n && !words[i + 1]!.breakBefore && MINUTES.test(words[i + 1]!.folded) && textAfter(c, i) === ':') {
    mark(used, leadStart(words, used, i - 1), i + 2, 'note');
    return i + 2;
  }
  // `microbuz 2 - Priboaia (Bălilești) AG - 5:40`: a time of day alone in its field, its minutes after a colon (a route
  // sheet's or a timetable's hour, with no word before it; what follows it in its field left out: `- 5:40 Mulțumesc!`). No house
  // number is written `5:40` in a field of its own.
  if (end < 0 && HOUR.test(w.folded) && w.breakBefore && i + 1 < n && !words[i + 1]!.breakBefore && MINUTES.test(words[i + 1]!.folded)
    && textAfter(c, i) === ':' && (i + 2 === n || words[i + 2]!.breakBefore || used[i + 2])) {
    mark(used, i, i + 2, 'note');
    return i + 2;
  }
  // `22.11 15:00 Crizantemelor nr4 Roman`, `[08:40] TURDA CALARASI 18`, `cursa de 14:20`: a time of day written with its
  // colon glued to both numbers (`hh:mm`, its seconds too), anywhere, as drivers' logs, dispatch notes and tickets stamp
  // it before or after the address; and a day and month of two numbers right before it (`22.11 15:00`). No house, block
  // or flat is numbered `15:00`, and no street's name holds one (issue 24, shapes107).
  if (end < 0 && HOUR.test(w.folded) && clockTimeAt(c, i)) {
    end = i + 2;
    if (end + 1 < n && !words[end]!.breakBefore && textAfter(c, end - 1) === ':' && MINUTES.test(words[end]!.folded)) end++;
    mark(used, leadStart(words, used, i), end, 'note');
    return end;
  }
  if (end < 0 && DAY_OR_MONTH.test(w.folded) && i + 3 < n && joinedToDate(c, i + 1) && MONTH.test(words[i + 1]!.folded.padStart(2, '0'))
    && !words[i + 2]!.breakBefore && HOUR.test(words[i + 2]!.folded) && clockTimeAt(c, i + 2)) {
    const timeEnd = timeAt(c, i + 2);
    mark(used, leadStart(words, used, i), i + 2, 'note');
    return timeEnd;
  }
  // `plătibilă până la data de 5`, `în ziua de 15`: a day of the month alone after its words (`DAY_OF_MONTH_WORDS`
  // and `de`), as bills and contracts write a due day: no house number follows `data de` in its field.
  if (end < 0 && DAY_OF_MONTH.test(w.folded) && i > 1 && !w.breakBefore && !words[i - 1]!.breakBefore && !used[i - 1] && !used[i - 2]
    && words[i - 1]!.folded === 'de' && DAY_OF_MONTH_WORDS.has(words[i - 2]!.folded)) {
    mark(used, leadStart(words, used, i - 2), i + 1, 'note');
    return i + 1;
  }
  // `livrare 1 decembrie până la ora 12:00`, `înhumat pe 23 august`, `în data de 2 mai`: a day before its month's name
  // (and its year) is an event's date where a dated event's word or `data de` leads it, or an hour follows it
  // ({@link datedDayAt}); alone, `1 Decembrie`, `2 Mai`, `23 August` are places' names (issue 24, fix135).
  if (end < 0 && DAY_OF_MONTH.test(w.folded) && i + 1 < n && words[i + 1]!.roles.month && !words[i + 1]!.breakBefore && !used[i + 1] && datedDayAt(c, i)) {
    end = i + 2;
    if (end < n && !words[end]!.breakBefore && !used[end] && EVENT_YEAR.test(words[end]!.folded)) end++;
  }
  if (end < 0) return NOT_HERE;
  mark(used, leadStart(words, used, i), end, 'note');
  return end;
}

/**
 * The day `i` before its month (`1 decembrie`) is an event's date: a dated event's word (`DATED_EVENT_WORDS`: `livrare`,
 * `înhumat`; not through a label's colon) or `data`/`ziua` leads it in its field, maybe through `pe`, `de` (`DATE_LEAD_LINKS`); or an hour follows it
 * in its field, maybe after its year and `până la` (`DATE_HOUR_LINKS`), and no street type nor locality kind stands
 * right before it (`Str. 1 Decembrie`, `com. 23 August` name places).
 */
function datedDayAt(c: LeaveOutText, i: number): boolean {
  const { words } = c;
  let k = i;
  while (k > 0 && !words[k]!.breakBefore && DATE_LEAD_LINKS.has(words[k - 1]!.folded)) {
    if (DAY_OF_MONTH_WORDS.has(words[k - 1]!.folded)) return true;
    k--;
  }
  // (Not after a label's colon: `Adresa de livrare: 23 August, Mehedinți` names the commune; the label's word is no
  // event of the text.)
  if (k > 0 && !words[k]!.breakBefore && DATED_EVENT_WORDS.has(words[k - 1]!.folded) && !textAfter(c, k - 1).includes(':')) return true;
  if (i > 0 && !words[i]!.breakBefore && (words[i - 1]!.roles.typeWord || words[i - 1]!.roles.streetType !== undefined || words[i - 1]!.roles.localityKind !== undefined)) return false;
  let m = i + 2;
  const n = words.length;
  if (m < n && !words[m]!.breakBefore && EVENT_YEAR.test(words[m]!.folded)) m++;
  while (m < n && !words[m]!.breakBefore && DATE_HOUR_LINKS.has(words[m]!.folded)) m++;
  if (m >= n || words[m]!.breakBefore) return false;
  return TIME_OF_DAY_WORDS.has(words[m]!.folded) || (HOUR.test(words[m]!.folded) && clockTimeAt(c, m));
}

/** Word `i` is an hour whose minutes follow it after a colon, glued to both (`15:00`, `[08:40]`), in one field. */
function clockTimeAt(c: LeaveOutText, i: number): boolean {
  const next = c.words[i + 1];
  return next !== undefined && !next.breakBefore && MINUTES.test(next.folded) && textAfter(c, i) === ':' && !c.used[i + 1];
}

/** A year after an event's day and month (`25 decembrie 2026`). */
const EVENT_YEAR = /^(?:19|20)\d{2}$/;
/** A day of the month or an hour (`25 decembrie`, `ora 11`). */
const DAY_OR_HOUR = /^\d{1,2}$/;

/**
 * When an event is, as notices and invitations write it (`Slujba de pomenire … va avea loc duminică, 25 decembrie,
 * la biserica din satul Bărbătescu, comuna Axintele`): `a avea loc` (`EVENT_PHRASES`; its `loc` is no `loc.` marking a
 * place) and the day, date and hour right after it, across commas (a weekday, a day before its month, a year, an
 * hour and the words that lead to them, `EVENT_TIME_WORDS`), up to the first other word: where it takes place
 * (`la biserica din satul …`) is read. A word of time alone after the phrase is left with it only where a day, a
 * month or an hour follows it (`va avea loc la biserica`: the `la` is the place's).
 */
export const EVENT_TIME: WordRule = {
  weight: 'eventTime',
  kind: 'message',
  example: { text: 'Slujba va avea loc duminică, 25 decembrie, la biserica din satul Ciofliceni, comuna Snagov, Ilfov', leftOut: 'va avea loc duminica 25 decembrie' },
  opens: { words: EVENT_PHRASES.map((p) => p[0]!) },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const phrase = EVENT_PHRASES.find((p) => phraseAt(words, p, i));
    if (phrase === undefined) return NOT_HERE;
    for (let k = i; k < i + phrase.length; k++) if (used[k]) return NOT_HERE;
    let end = i + phrase.length;
    // The time's words, each taken with the leading words before it (`în data de`, `la ora`).
    for (let k = end; k < words.length && !used[k];) {
      const w = words[k]!;
      const f = w.folded;
      const timed = WEEKDAYS.has(f) || w.roles.month
        || (DAY_OR_HOUR.test(f) && (words[k + 1]?.roles.month === true || TIME_OF_DAY_WORDS.has(words[k - 1]!.folded)))
        || (EVENT_YEAR.test(f) && words[k - 1]!.roles.month);
      if (timed) {
        end = ++k;
        continue;
      }
      if (!EVENT_TIME_WORDS.has(f)) break;
      k++;
    }
    mark(used, i, end, 'message');
    return end;
  },
};

/**
 * A weekday right before the date it falls on (`Centrul de vaccinare vineri 26.04.2026, între orele 10-13: …`, `luni, 3
 * martie`; issue 24, fix129): the day's name, left out as the date is (`timeAt`). Alone, a weekday may be a place's word
 * (`Joi`, a street's); before a date it names a day. A mistyped place one letter away (`vineri`, the village Vineți)
 * was answered.
 */
export const WEEKDAY_BEFORE_DATE: WordRule = {
  weight: 'weekdayBeforeDate',
  kind: 'note',
  example: { text: 'Centrul de vaccinare vineri 26.04.2026: Str. Lungă 5, Brașov', leftOut: 'vineri 26 04 2026' },
  opens: { words: WEEKDAYS },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const k = i + 1;
    if (used[i] || !WEEKDAYS.has(words[i]!.folded) || k >= words.length) return NOT_HERE;
    // (In its field, or after a comma only: `vineri, 26 aprilie`.)
    if (words[k]!.breakBefore && textAfter(c, i).trim() !== ',') return NOT_HERE;
    const day = words[k]!.folded;
    const date = k + 2 < words.length && dateAt(c, k) || (DAY_OF_MONTH.test(day) && words[k + 1]?.roles.month === true && !words[k + 1]!.breakBefore);
    if (!date) return NOT_HERE;
    mark(used, i, k, 'note');
    return k;
  },
};

/**
 * A season, a school or a financial year written as two years apart by a hyphen or a slash, the second the next
 * (`Abonament stagiunea 2026-2027, seria B, …`, `anul școlar 2025/2026`; issue 24, shapes102): a time, never a house
 * number or a street's number.
 */
export const YEAR_SPAN: WordRule = {
  weight: 'note',
  kind: 'note',
  example: { text: 'Abonament stagiunea 2026-2027, Str. Lungă 5, Brașov', leftOut: '2026 2027' },
  opens: { roles: ['digitFirst'] },
  at(c: LeaveOutText, i: number): number {
    const { words, used } = c;
    const next = words[i + 1];
    if (next === undefined || !EVENT_YEAR.test(words[i]!.folded) || !EVENT_YEAR.test(next.folded) || Number(next.folded) !== Number(words[i]!.folded) + 1) return NOT_HERE;
    if (!YEARS_APART.test(textAfter(c, i))) return NOT_HERE;
    mark(used, i, i + 2, 'note');
    return i + 2;
  },
};
/** What stands between the two years of a span: a hyphen or a slash, maybe spaced. */
const YEARS_APART = /^\s*[-/–]\s*$/;
