/**
 * The index build's reader of house-number cells: the `Numar` / `Numar/Bloc` cells of the
 * Poșta Română infocod workbook, made into the intervals of `src/shared/house-number.ts`.
 * Only the build needs it (it is not in `dist`); the text that
 * `src/shared/house-number-text.ts` writes reads back into the same intervals.
 *
 * Cell grammar, as observed over the whole workbook:
 *
 * - segments separated by `;` (a stray `:` is read as `;`), items by `,`;
 * - `nr.` / `Nr.` / `nr` switch to house numbers (the default), `bl.` / `bl` to
 *   blocks; the switch holds until the next keyword, across segments;
 * - a house item is a number (`9`, `9A`, `9 A`, `9bis`, `9 bis`, `9/2`, `9/A`),
 *   a range of two of them (`1-25`, `9-9 bis`, `9B-C`, `2/1-2/5`) or `N-T`
 *   (to the end of the street); `km 6`, `km. 3 + 721` are kilometre posts;
 *   `toate numerele` is every number;
 * - a block item is any identifier (`54/2D`, `A1`, `CFR`, `Cămin 9`,
 *   `75 Garsoniere`) or a range of two identifiers that differ in one number or
 *   one letter (`61/2D-62/2D`, `A1-A7`, `35A1-35A2`, `9A-9D`, `45F1-F3`,
 *   `12D-F`, `CD9-T`); `sc. X` after a block names a staircase (`bl. 74 sc. B, C`);
 * - parentheses annotate the item they follow: `(case)` / `(casă)` / `(blocuri)`
 *   carry no data, `(fără ...)` lists exclusions, `(bl. F9)` / `(Bloc CFR)` add
 *   blocks, `(toate)` / `(pare)` / `(impare)` override a range's parity (only
 *   {@link formatIntervals} writes these), other text without digits is a note.
 *
 * Readings worth knowing: numbers are numbers, so `P01` is block `P1`; a named
 * building among house numbers (`nr. Cămin 6`, `Cabina 3`) is a block; a
 * backwards pair of plain numbers under `bl.` (`51-41`) is a block name, and so
 * are the other plain pairs of that cell; what cannot be read unambiguously
 * (`bl. 1-3-5`, `bl. A1-U`) is reported in `unparsed`, never guessed.
 *
 * @module
 */

import {
  COMBINING,
  END_OF_STREET,
  NO_NUMBER,
  identifierKey,
  naturalParity,
  normSuffix,
  toNumber,
  type IntervalKind,
  type NumberInterval,
  type Parity,
} from '../src/shared/house-number.js';
import { continuesLetters, continuesStaircase, formatInterval, formatIntervals } from '../src/shared/house-number-text.js';

/** What {@link parseNumberCell} makes of one cell. */
export interface ParsedNumbers {
  /** Houses first, then blocks, each in cell order. */
  intervals: NumberInterval[];
  /** true when every part of the cell was understood; false => raw text is kept and the build report lists the cell */
  complete: boolean;
  /** parts of the cell not understood (empty when complete) */
  unparsed: string[];
  /** numbers excluded, e.g. `nr. 1-T (fără 9bis)`, `toate numerele (fără 9A)` */
  exclusions: NumberInterval[];
  /**
   * Descriptive text that carries no number (`Casa de Cultură`, `Pro Credit Bank`):
   * kept so that nothing of the cell is lost, without making it incomplete.
   */
  notes: string[];
}

/** Short letter codes (`a`, `Km`, `ab`) are upper-cased; words (`Cămin`, `Garsoniere`) are kept as written. */
function normPrefix(p: string): string {
  const m = /^([A-Za-z]{1,3})\s?$/.exec(p);
  if (m) return m[1]!.toUpperCase();
  return p.replace(/\s+/g, ' ');
}

/** Splits on any of `seps` outside parentheses, so `(sc. C, 1)` or `(fără 1, 3)` stay whole. */
function splitTop(text: string, seps: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && seps.includes(c)) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

// ---------------------------------------------------------------------------
// Identifiers (block ids, and the house ends that share their shape)

/** An identifier split around one of its digit runs. */
interface Parts {
  prefix: string;
  n: number;
  suffix: string;
  tail: string;
}

/** Positions of the digit runs of `text`. */
function digitRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const re = /\d+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) runs.push([m.index, m.index + m[0].length]);
  return runs;
}

/**
 * Splits `text` around its `run`-th digit run. The suffix is the letters glued to
 * the number (up to 3, or `bis`), or 1-2 letters after one space (`201 S`,
 * `9 bis`); longer words stay in the tail (`75 Garsoniere`, `9UPET`).
 */
function splitAt(text: string, run: number, withSuffix = true): Parts | undefined {
  const runs = digitRuns(text);
  const r = runs[run];
  if (!r) return undefined;
  const n = toNumber(text.slice(r[0], r[1]));
  if (n === undefined) return undefined;
  const after = text.slice(r[1]);
  const glued = withSuffix ? /^(bis|[A-Za-z]{1,3})(?![\p{L}.])/iu.exec(after) : null;
  const spaced = glued || !withSuffix ? null : /^ (bis|[A-Za-z]{1,2})(?=$|[\d/’+])/iu.exec(after);
  const sm = glued ?? spaced;
  const suffix = sm ? normSuffix(sm[1]!) : '';
  const tail = sm ? after.slice(sm[0].length) : after;
  return { prefix: normPrefix(text.slice(0, r[0])), n, suffix, tail };
}

/** Splits `text` into alternating digit / non-digit runs. */
function runsOf(text: string): string[] {
  return text.match(/\d+|\D+/g) ?? [];
}

/**
 * Writes out the abbreviated right end of a range: `45F1-F3` -> `45F3`,
 * `12D-F` -> `12F`, `A1-5` -> `A5`.
 */
function completeRightEnd(left: string, right: string): string {
  const l = runsOf(left);
  const r = runsOf(right);
  if (r.length === 0 || r.length >= l.length) return right;
  const head = l.slice(0, l.length - r.length);
  const aligned = l.slice(l.length - r.length);
  const kind = (s: string): boolean => /^\d/.test(s);
  for (let i = 0; i < r.length; i++) if (kind(aligned[i]!) !== kind(r[i]!)) return right;
  return head.join('') + right;
}

function isEnd(text: string): boolean {
  return text === 'T' || text === 't';
}

function tailOrUndefined(iv: NumberInterval, tail: string): NumberInterval {
  if (tail !== '') iv.tail = tail;
  return iv;
}

/**
 * A single block id or a block range, or undefined when the item cannot be read.
 * With `dashNames`, `51-41` is one block so named, not a range.
 */
function parseBlockItem(text: string, dashNames = false): NumberInterval | undefined {
  const iv = readBlockItem(text, dashNames);
  if (!iv) return undefined;
  // Odd ids can split in ways that do not write back (`3.1.-B`); those are left unparsed.
  const again = readBlockItem(formatInterval(iv), dashNames);
  return again && JSON.stringify(again) === JSON.stringify(iv) ? iv : undefined;
}

function readBlockItem(text: string, dashNames: boolean): NumberInterval | undefined {
  const t = text.replace(/\s+/g, ' ').replace(/ ?- ?/g, '-').trim();
  if (t === '') return undefined;
  const dash = t.split('-');
  if (dash.length === 1 || (dashNames && /^\d+-\d+$/.test(t))) return blockSingle(t);
  if (dash.length > 2) {
    // Names with several dashes and no digits are names; anything else is ambiguous (`1-3-5`).
    return /\d/.test(t) ? undefined : blockSingle(t);
  }
  const left = dash[0]!;
  const right = dash[1]!;
  if (left === '' || right === '') return undefined;
  const leftDigits = /\d/.test(left);
  if (!leftDigits) {
    if (/\d/.test(right)) return undefined;
    if (/^[A-Za-z]$/.test(left) && /^[A-Za-z]$/.test(right)) {
      return {
        kind: 'block', prefix: '', from: NO_NUMBER, fromSuffix: left.toUpperCase(),
        to: NO_NUMBER, toSuffix: right.toUpperCase(), parity: 'all',
      };
    }
    return blockSingle(t);
  }
  if (isEnd(right)) {
    const p = splitAt(left, 0);
    if (!p) return undefined;
    return tailOrUndefined({
      kind: 'block', prefix: p.prefix, from: p.n, fromSuffix: p.suffix,
      to: END_OF_STREET, toSuffix: '', parity: 'all',
    }, p.tail);
  }
  let aligned = alignRange(left, completeRightEnd(left, right));
  // `bl. 1-4 CFR`: a word after the range belongs to both ends.
  const word = /^(.*\d)( \p{L}.*)$/u.exec(right);
  if (!aligned && word && !/ \p{L}/u.test(left)) aligned = alignRange(left + word[2]!, right);
  // A "range" of one block is written, and so must read, as that block alone.
  if (aligned && aligned.from === aligned.to && aligned.fromSuffix === aligned.toSuffix) return blockSingle(left);
  return aligned;
}

/**
 * Finds the one number (with its letters) in which the two ends of a block range
 * differ, the rest being equal: the leftmost such split wins, first with the
 * letters after the number as a suffix, then as part of the tail
 * (`39 IVA1-46IVA1` varies in 39..46 with tail `IVA1`).
 */
function alignRange(left: string, right: string): NumberInterval | undefined {
  const lr = digitRuns(left).length;
  if (lr !== digitRuns(right).length) return undefined;
  for (const withSuffix of [true, false]) {
    for (let i = 0; i < lr; i++) {
      const a = splitAt(left, i, withSuffix);
      const b = splitAt(right, i, withSuffix);
      if (!a || !b) continue;
      if (identifierKey(a.prefix) !== identifierKey(b.prefix)) continue;
      if (identifierKey(a.tail) !== identifierKey(b.tail)) continue;
      return tailOrUndefined({
        kind: 'block', prefix: a.prefix, from: a.n, fromSuffix: a.suffix,
        to: b.n, toSuffix: b.suffix, parity: 'all',
      }, a.tail);
    }
  }
  return undefined;
}

function blockSingle(t: string): NumberInterval | undefined {
  if (!/\d/.test(t)) {
    const name = /^[A-Za-z]{1,3}$/.test(t) ? t.toUpperCase() : t;
    return { kind: 'block', prefix: name, from: NO_NUMBER, fromSuffix: '', to: NO_NUMBER, toSuffix: '', parity: 'all' };
  }
  const p = splitAt(t, 0);
  if (!p) return undefined;
  return tailOrUndefined({
    kind: 'block', prefix: p.prefix, from: p.n, fromSuffix: p.suffix,
    to: p.n, toSuffix: p.suffix, parity: 'all',
  }, p.tail);
}

// ---------------------------------------------------------------------------
// House items

interface HouseEnd {
  prefix: string;
  n: number;
  suffix: string;
  tail: string;
}

/**
 * `9`, `9A`, `9 a`, `9bis`, `9 bis`, `9/2`, `9/A` (= `9A`), `L3`, `km 6`, `km 3+721`.
 */
const HOUSE_END =
  /^(km\.? ?|[A-Za-z]{1,3} ?)?(\d+)(?:(bis|[A-Za-z]{1,3})(?![\p{L}])| (bis|[A-Za-z]{1,2})(?![\p{L}]))?(?:\/(?:(\d+)|([A-Za-z]{1,2}))|(?<=[A-Za-z])(\d{1,3}))?(?: ?\+ ?(\d+))?$/iu;

function parseHouseEnd(text: string): HouseEnd | undefined {
  const m = HOUSE_END.exec(text);
  if (!m) return undefined;
  const n = toNumber(m[2]!);
  if (n === undefined) return undefined;
  const rawPrefix = (m[1] ?? '').replace(/[.\s]/g, '');
  const prefix = rawPrefix.toLowerCase() === 'km' ? 'km' : rawPrefix.toUpperCase();
  let suffix = normSuffix(m[3] ?? m[4] ?? '');
  let tail = '';
  if (m[6] !== undefined) {
    if (suffix !== '') return undefined;
    suffix = normSuffix(m[6]);
  } else if (m[5] !== undefined) {
    const sub = toNumber(m[5]);
    if (sub === undefined) return undefined;
    tail = `/${sub}`;
  }
  if (m[7] !== undefined) tail = String(Number(m[7]));
  if (m[8] !== undefined) {
    const plus = toNumber(m[8]);
    if (plus === undefined || prefix !== 'km') return undefined;
    tail += `+${plus}`;
  }
  return { prefix, n, suffix, tail };
}

function houseInterval(prefix: string, from: number, fromSuffix: string, to: number, toSuffix: string, tail: string): NumberInterval {
  const iv: NumberInterval = { kind: 'house', prefix, from, fromSuffix, to, toSuffix, parity: 'all' };
  iv.parity = naturalParity(iv);
  return tailOrUndefined(iv, tail);
}

/** Reads one house item; `last` lets a bare letter (`nr. 10A, B`) reuse the previous number. */
function parseHouseItem(text: string, last: HouseEnd | undefined): NumberInterval | undefined {
  const t = text.replace(/\s+/g, ' ').replace(/ ?- ?/g, '-').replace(/ ?\/ ?/g, '/').trim();
  if (/^toate numerele$/i.test(t)) {
    return { kind: 'house', prefix: '', from: 1, fromSuffix: '', to: END_OF_STREET, toSuffix: '', parity: 'all' };
  }
  if (/^[A-Za-z]{1,2}$/.test(t) && last) {
    return houseInterval(last.prefix, last.n, normSuffix(t), last.n, normSuffix(t), last.tail);
  }
  const dash = t.split('-');
  if (dash.length === 1) {
    const e = parseHouseEnd(t);
    return e ? houseInterval(e.prefix, e.n, e.suffix, e.n, e.suffix, e.tail) : undefined;
  }
  if (dash.length !== 2) return undefined;
  const a = parseHouseEnd(dash[0]!);
  const right = dash[1]!;
  if (!a) return undefined;
  if (isEnd(right)) {
    if (a.tail !== '') return undefined;
    return houseInterval(a.prefix, a.n, a.suffix, END_OF_STREET, '', '');
  }
  if (/^(bis|[A-Za-z]{1,3})$/i.test(right) && a.suffix !== '') {
    // `9B-C`: letters of the same number.
    return houseInterval(a.prefix, a.n, a.suffix, a.n, normSuffix(right), a.tail);
  }
  const b = parseHouseEnd(right);
  if (!b) return undefined;
  const bPrefix = b.prefix === '' ? a.prefix : b.prefix;
  if (bPrefix !== a.prefix) return undefined;
  if (a.tail === b.tail) return houseInterval(a.prefix, a.n, a.suffix, b.n, b.suffix, a.tail);
  // `2/1-2/5`: the sub-numbers of one number vary.
  const subA = /^\/(\d+)$/.exec(a.tail);
  const subB = /^\/(\d+)$/.exec(b.tail);
  if (subA && subB && a.n === b.n && a.suffix === b.suffix) {
    return houseInterval(`${a.prefix}${a.n}${a.suffix}/`, Number(subA[1]), '', Number(subB[1]), '', '');
  }
  return undefined;
}

/** House items of the form `1 Spital Universitar „Sf. Spiridon“`: a number then a description. */
function houseWithNote(text: string): { end: HouseEnd; note: string } | undefined {
  const m = /^(\S+) (\p{L}{3,}[^\d]*)$/u.exec(text.trim());
  if (!m) return undefined;
  const end = parseHouseEnd(m[1]!);
  return end ? { end, note: m[2]!.trim() } : undefined;
}

// ---------------------------------------------------------------------------
// The cell parser

type Mode = 'house' | 'block';

/** Leading `nr.` / `bl.` of an item: switches the mode and is stripped. */
function stripKeyword(text: string): { mode?: Mode; rest: string } {
  const nr = /^(?:nr|numerele|numarul|numărul)(?:\.\s*|\s+|(?=\d))/i.exec(text);
  if (nr) return { mode: 'house', rest: text.slice(nr[0].length) };
  const bl = /^(?:bl|bloc|blocuri)(?:\.\s*|\s+|(?=\d))/i.exec(text);
  if (bl) return { mode: 'block', rest: text.slice(bl[0].length) };
  return { rest: text };
}

class CellParser {
  /**
   * Some localities name blocks `51-41`, `51-42`, `21-20`: a pair of plain
   * numbers written backwards cannot be a range, and gives away that the other
   * plain pairs of the cell (`21-21`, `21-22`) are such names too. The first
   * pass notes such a pair in `sawBackwardsPair`; the second reads with `dashNames`.
   */
  dashNames = false;
  sawBackwardsPair = false;
  readonly houses: NumberInterval[] = [];
  readonly blocks: NumberInterval[] = [];
  readonly exclusions: NumberInterval[] = [];
  readonly unparsed: string[] = [];
  readonly notes: string[] = [];
  private mode: Mode = 'house';
  private lastHouse: HouseEnd | undefined;
  private lastBlock: NumberInterval | undefined;
  private stairBlock: NumberInterval | undefined;

  parse(cell: string): void {
    for (const segment of splitTop(cell, ';:')) {
      // Continuations (`sc. B, C`, `66A, B`) stay within a segment, so that `;` can stop them.
      this.stairBlock = undefined;
      this.lastBlock = undefined;
      for (const item of splitTop(segment, ',')) this.item(item);
    }
  }

  /** Items of an annotation (`(fără 9A, bl. CFR)`, `(bl. F9)`) into their own lists. */
  private sub(text: string, mode: Mode, into: 'intervals' | 'exclusions'): void {
    const inner = new CellParser();
    inner.mode = mode;
    inner.dashNames = this.dashNames;
    inner.parse(text);
    const got = [...inner.houses, ...inner.blocks, ...inner.exclusions];
    if (into === 'exclusions') this.exclusions.push(...got);
    else {
      this.houses.push(...inner.houses);
      this.blocks.push(...inner.blocks);
      this.exclusions.push(...inner.exclusions);
    }
    this.unparsed.push(...inner.unparsed);
    this.notes.push(...inner.notes);
    if (inner.sawBackwardsPair) this.sawBackwardsPair = true;
  }

  private item(rawItem: string): void {
    let target: NumberInterval | undefined;
    const annotations: string[] = [];
    let text = rawItem.replace(/\(([^()]*)\)/g, (_m, inner: string) => {
      annotations.push(inner.trim());
      return ' ';
    }).replace(/\s+/g, ' ').trim();
    // Every leading keyword is read (`bl.bl.3`), so no name can start with one.
    for (let kw = stripKeyword(text); kw.mode; kw = stripKeyword(text)) {
      this.mode = kw.mode;
      this.stairBlock = undefined;
      text = kw.rest.trim();
    }
    if (text !== '') {
      const iv = /[()]/.test(text) ? undefined : this.mode === 'house' ? this.house(text) : this.block(text);
      if (iv === undefined) {
        this.unparsed.push(rawItem.trim());
        return;
      }
      if (iv) target = iv;
    }
    // Annotations come after their item, so that `bl. 6 (6 vechi)` keeps the cell's order.
    for (const a of annotations) {
      const p = this.annotation(a);
      if (p && target?.kind === 'house') target.parity = p;
    }
  }

  /** Applies one parenthesised annotation; returns a parity override if it is one. */
  private annotation(a: string): Parity | undefined {
    const key = a.normalize('NFKD').replace(COMBINING, '').toLowerCase();
    if (a === '' || /^(case|casa|blocuri)$/.test(key)) return undefined;
    if (key === 'toate') return 'all';
    if (key === 'pare') return 'even';
    if (key === 'impare') return 'odd';
    if (/^fara(\s|$)/.test(key)) {
      // `(fără 9bis)`, `(fără Bloc CFR)`: the body reads like a cell of its own.
      this.sub(a.replace(/^\S+\s*/, ''), 'house', 'exclusions');
      return undefined;
    }
    const kw = stripKeyword(a);
    if (kw.mode) {
      this.sub(kw.rest, kw.mode, 'intervals');
      return undefined;
    }
    if (!/\d/.test(a)) {
      this.notes.push(a);
      return undefined;
    }
    if (this.mode === 'block' && !/\bsc\b/i.test(a)) {
      // `bl. 6 (6 vechi)`: another name of the same block.
      this.sub(a, 'block', 'intervals');
      return undefined;
    }
    this.unparsed.push(`(${a})`);
    return undefined;
  }

  /** Returns the interval added, null when the item was a note, undefined when not understood. */
  private house(text: string): NumberInterval | null | undefined {
    const iv = parseHouseItem(text, this.lastHouse);
    if (iv) {
      this.houses.push(iv);
      const tail = iv.tail ?? '';
      this.lastHouse = iv.to === END_OF_STREET || iv.prefix.endsWith('/')
        ? undefined
        : { prefix: iv.prefix, n: iv.to, suffix: iv.toSuffix, tail };
      return iv;
    }
    const withNote = houseWithNote(text);
    if (withNote) {
      const e = withNote.end;
      const single = houseInterval(e.prefix, e.n, e.suffix, e.n, e.suffix, e.tail);
      this.houses.push(single);
      this.notes.push(withNote.note);
      this.lastHouse = e;
      return null;
    }
    if (/^\p{L}{4,}\.? ?(nr\.? ?)?\d/u.test(text)) {
      // `nr. Cămin 6`, `Cabina 3`: a named building among the house numbers.
      return this.block(text);
    }
    return undefined;
  }

  private block(text: string): NumberInterval | undefined {
    const stair = /^(.+?) sc\. ?(.+)$/i.exec(text);
    if (stair) {
      const iv = parseBlockItem(stair[1]!);
      if (!iv) return undefined;
      iv.staircase = stair[2]!.replace(/ ?- ?/g, '-').toUpperCase();
      this.blocks.push(iv);
      this.stairBlock = iv;
      this.lastBlock = undefined;
      return iv;
    }
    if (this.stairBlock && continuesStaircase(text)) {
      const iv: NumberInterval = { ...this.stairBlock, staircase: text.toUpperCase() };
      this.blocks.push(iv);
      return iv;
    }
    this.stairBlock = undefined;
    let iv: NumberInterval | undefined;
    const prev = this.lastBlock;
    if (prev && continuesLetters(prev, text)) {
      // `bl. 66A, B`: a lone letter after a lettered block is the next letter of that number.
      const s = text.toUpperCase();
      iv = { kind: 'block', prefix: '', from: prev.to, fromSuffix: s, to: prev.to, toSuffix: s, parity: 'all' };
    } else {
      iv = parseBlockItem(text, this.dashNames);
      const pair = /^(\d+) ?- ?(\d+)$/.exec(text);
      if (pair && Number(pair[1]) > Number(pair[2])) this.sawBackwardsPair = true;
    }
    if (!iv) return undefined;
    this.blocks.push(iv);
    this.lastBlock = iv;
    return iv;
  }
}

/**
 * Parses a `Numar` / `Numar/Bloc` cell. `''` gives no intervals and `complete: true`
 * (the code covers the whole street). A cell that is not empty but yields no
 * interval at all is incomplete, so that it is never taken for "whole street".
 */
export function parseNumberCell(raw: string): ParsedNumbers {
  const cell = raw.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
  if (cell === '') return { intervals: [], complete: true, unparsed: [], exclusions: [], notes: [] };
  let p = new CellParser();
  p.parse(cell);
  if (p.sawBackwardsPair) {
    p = new CellParser();
    p.dashNames = true;
    p.parse(cell);
  }
  const intervals = [...p.houses, ...p.blocks];
  const unparsed = [...p.unparsed];
  if (intervals.length === 0 && p.exclusions.length === 0 && unparsed.length === 0) unparsed.push(cell);
  const exclusions = [...p.exclusions.filter((iv) => iv.kind === 'house'), ...p.exclusions.filter((iv) => iv.kind === 'block')];
  return { intervals, complete: unparsed.length === 0, unparsed, exclusions, notes: p.notes };
}

/** Canonical text of a whole parsed cell, exclusions included: `1-T (fără 9bis)`. */
export function formatParsedNumbers(parsed: Pick<ParsedNumbers, 'intervals' | 'exclusions'>): string {
  const text = formatIntervals(parsed.intervals);
  if (parsed.exclusions.length === 0) return text;
  return `${text} (fără ${formatIntervals(parsed.exclusions)})`.trim();
}
