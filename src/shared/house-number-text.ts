/**
 * House-number intervals as text, for people and for the round trip through the build's cell
 * reader: `1-25`, `14-T`, `1-17, 2-12`, `6A`, `bl. 54/2D, 61/2D-62/2D`, `9-T; bl. D9`.
 * The catalog shows a postal code's range with it; `data-build/number-cells.ts` reads the same
 * text back into the same intervals.
 *
 * @module
 */

import { END_OF_STREET, NO_NUMBER, naturalParity, type NumberInterval } from './house-number.js';

// The cell reader's continuation rules: the writer must not produce text that the reader would
// read as the continuation of the previous item.

/** `bl. 74 sc. B, C`: after a staircase, a lone letter or Roman numeral is another staircase. */
export function continuesStaircase(text: string): boolean {
  return /^([A-Za-z]{1,2}|[IVX]{1,4})$/.test(text);
}

/** `bl. 66A, B`: a lone letter after a lettered block number is the next letter of that number. */
export function continuesLetters(prev: NumberInterval, text: string): boolean {
  return /^[A-Za-z]$/.test(text) && prev.kind === 'block' && prev.prefix === '' && prev.from !== NO_NUMBER
    && /^[A-Z]$/.test(prev.toSuffix) && prev.tail === undefined && prev.to !== END_OF_STREET
    && prev.staircase === undefined;
}

function endText(iv: NumberInterval, n: number, suffix: string): string {
  const tail = iv.tail ?? '';
  if (iv.prefix === 'km' && iv.kind === 'house') return `km ${n}${suffix}${tail}`;
  if (n === NO_NUMBER) return `${iv.prefix}${suffix}${tail}`;
  return `${iv.prefix}${n}${suffix}${tail}`;
}

/** One interval as an item of canonical text (`1-25`, `14-T`, `6A`, `61/2D-62/2D`, `74 sc. A`). */
export function formatInterval(iv: NumberInterval): string {
  let text: string;
  if (iv.kind === 'house' && iv.prefix === '' && iv.from === 1 && iv.fromSuffix === ''
    && iv.to === END_OF_STREET && iv.parity === 'all' && iv.tail === undefined) {
    return 'toate numerele';
  }
  const single = iv.from === iv.to && iv.fromSuffix === iv.toSuffix;
  if (single) text = endText(iv, iv.from, iv.fromSuffix);
  else if (iv.to === END_OF_STREET) text = `${endText(iv, iv.from, iv.fromSuffix)}-T`;
  else text = `${endText(iv, iv.from, iv.fromSuffix)}-${endText(iv, iv.to, iv.toSuffix)}`;
  if (iv.staircase !== undefined) text += ` sc. ${iv.staircase}`;
  if (iv.kind === 'house' && iv.parity !== naturalParity(iv)) {
    text += iv.parity === 'all' ? ' (toate)' : iv.parity === 'even' ? ' (pare)' : ' (impare)';
  }
  return text;
}

/**
 * Canonical text of intervals: `1-25`, `14-T`, `1-17, 2-12`, `6A`,
 * `bl. 54/2D, 61/2D-62/2D`; houses first, then `; bl. ...`. Parsing the result
 * gives the same intervals back.
 */
export function formatIntervals(intervals: NumberInterval[]): string {
  const houses = intervals.filter((iv) => iv.kind === 'house').map(formatInterval);
  const parts: string[] = [];
  if (houses.length > 0) parts.push(houses.join(', '));
  let blocks = '';
  let prev: NumberInterval | undefined;
  for (const iv of intervals) {
    if (iv.kind !== 'block') continue;
    const text = formatInterval(iv);
    // `;` where `,` would make the parser continue the previous block (`66A, B` reads as 66B).
    const stop = prev !== undefined
      && ((prev.staircase !== undefined && continuesStaircase(text)) || continuesLetters(prev, text));
    blocks += prev === undefined ? text : `${stop ? ';' : ','} ${text}`;
    prev = iv;
  }
  if (blocks !== '') parts.push(`bl. ${blocks}`);
  return parts.join('; ');
}
