/**
 * The numbers of a date or a time of day (a day, a month, an hour, its minutes), told by a word's codes.
 * `timeAt` (time.ts) asks these of every number the leave-out rules meet, most of them houses' numbers with
 * no date or time near: each ask was a regular expression run before, and most words fail at their length
 * or first code. Each test answers exactly as the expression its comment names.
 */

/** The value of a word of one or two ASCII digits (`5`, `05`, `31`), -1 for any other word. */
export function smallNumber(word: string): number {
  const n = word.length;
  if (n === 0 || n > 2) return -1;
  const a = word.charCodeAt(0) - 48;
  if (a < 0 || a > 9) return -1;
  if (n === 1) return a;
  const b = word.charCodeAt(1) - 48;
  return b < 0 || b > 9 ? -1 : a * 10 + b;
}

/** A day or a month of a date, one or two digits: `/^\d{1,2}$/`. */
export function isDayOrMonth(word: string): boolean {
  return smallNumber(word) >= 0;
}

/** A day of the month (`data de 5`, `ziua de 31`): `/^(?:0?[1-9]|[12]\d|3[01])$/`. */
export function isDayOfMonth(word: string): boolean {
  const v = smallNumber(word);
  return v >= 1 && v <= 31;
}

/** A day of a season's period, of two digits (`01.06-15.07`): `/^(?:0[1-9]|[12]\d|3[01])$/`. */
export function isTwoDigitDay(word: string): boolean {
  return word.length === 2 && isDayOfMonth(word);
}

/** A month of a season's period, of two digits: `/^(?:0[1-9]|1[0-2])$/`. */
export function isTwoDigitMonth(word: string): boolean {
  const v = word.length === 2 ? smallNumber(word) : -1;
  return v >= 1 && v <= 12;
}

/** A time of day's hour (`14:20`, `9.05`): `/^(?:[01]?\d|2[0-3])$/`. */
export function isHour(word: string): boolean {
  const v = smallNumber(word);
  return v >= 0 && v <= 23;
}

/** A time of day's minutes, of two digits: `/^[0-5]\d$/`. */
export function isMinutes(word: string): boolean {
  const v = word.length === 2 ? smallNumber(word) : -1;
  return v >= 0 && v <= 59;
}
