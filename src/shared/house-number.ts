/**
 * House numbers and blocks: the `Numar` / `Numar/Bloc` cells of the Poșta Română
 * infocod workbook, and what users type after a street name.
 *
 * One module serves the index build (cells -> intervals, canonical text) and the
 * runtime (typed text -> query, containment, distance), so that both sides agree
 * on what `12A`, `bl. A1-A7` or `14-T` mean.
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
 */

/** Which house numbers of a range are covered: Romanian streets number odd on one side, even on the other. */
export type Parity = 'all' | 'odd' | 'even';

/** `block` for items under `bl.`, `house` otherwise (including `(case)` and kilometre posts). */
export type IntervalKind = 'house' | 'block';

/**
 * Upper bound meaning "to the end of the street" (`T` in the data). Fits a u32,
 * and is far above any real number (the largest in the data is under 2,000).
 */
export const END_OF_STREET = 0xffffff;

/**
 * `from` / `to` of a block that has no number at all (`bl. CFR`, `bl. A`,
 * letter ranges `bl. A-C`). Fits a u32 and sorts just below {@link END_OF_STREET};
 * containment and distance never treat it as a number.
 */
export const NO_NUMBER = 0xfffffe;

/**
 * Added by {@link intervalDistance} when the interval only covers the other side
 * of the street, so that any interval on the query's own side wins over it.
 */
export const OPPOSITE_SIDE_PENALTY = 100_000;

/** One item of a cell: a single house number or block, or a range of them. */
export interface NumberInterval {
  kind: IntervalKind;
  /**
   * Fixed text before the varying number: letters of block ids (`A` in `bl. A1-A7`),
   * the stem of ranges that vary deeper (`35A` in `35A1-35A2`, `2/` in `nr. 2/1-2/5`),
   * `km` for kilometre posts, the whole name of a block without a number
   * (`CFR`, `Cămin Mătase`); '' usually. Short letter codes are upper case.
   */
  prefix: string;
  /** First number ({@link NO_NUMBER} when the id has none). */
  from: number;
  /** Letters right after `from`: upper case, except `bis` which stays lower case. */
  fromSuffix: string;
  /** Last number: {@link END_OF_STREET} for `T`; equals `from` for single numbers. */
  to: number;
  /** Letters right after `to`, normalised like `fromSuffix`. */
  toSuffix: string;
  /**
   * A house range whose ends share a parity covers only that parity; `N-T` takes
   * the parity of N; a single number has its own parity; kilometre posts and
   * blocks are always `all` (blocks match by identifier, not by street side).
   */
  parity: Parity;
  /**
   * Fixed text after the number and suffix, common to both ends: `/2D` of
   * `54/2D`, `1` of `35A1`, ` Garsoniere`, `’`, `+721` of `km 3+721`.
   * Absent when empty.
   */
  tail?: string;
  /** Staircase (`sc. A`) a block entry is limited to. Absent when the whole block is meant. */
  staircase?: string;
}

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

/** A house number / building detail typed by a user, as read by {@link parseHouseNumber}. */
export interface HouseNumberQuery {
  /** House number; {@link NO_NUMBER} when only a block was given. */
  number: number;
  /** Letters after the number (`A` of `12A`, `bis`), normalised like interval suffixes. */
  suffix: string;
  /** The house number as one identifier (`12A`, `51/3`, `km 6`); absent when only a block was given. */
  house?: string;
  /** Block identifier (`M12`, `3`, `54/2D`). */
  block?: string;
  /** Staircase (`A`). */
  staircase?: string;
  /** Floor (`2`, `P`). */
  floor?: string;
  /** Apartment (`10`). */
  apartment?: string;
  /** The text as given. */
  raw: string;
  /** Building details in their usual written form: `nr. 21, bl. 3, sc. A, et. 2, ap. 10`. */
  details: string;
}

// ---------------------------------------------------------------------------
// Small text helpers

const COMBINING = /[\u0300-\u036f]/g;

const PLAIN_IDENTIFIER = /^[0-9A-Za-z]+$/;

/**
 * Comparison key of an identifier: no diacritics, upper case, no spaces or dots,
 * one apostrophe. `Z 9` and `z9`, `C.F.R.` and `CFR`, `cămin1` and `Cămin 1` are the same block.
 */
export function identifierKey(text: string): string {
  // Most identifiers are plain letters and digits (`12`, `12A`, `M5`): nothing to fold but the case.
  if (text === '') return '';
  if (PLAIN_IDENTIFIER.test(text)) return text.toUpperCase();
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .toUpperCase()
    .replace(/['`´‘]/g, '’')
    .replace(/[\s.]+/g, '');
}

/** Suffixes normalise to upper case, except `bis`, which the data writes in lower case. */
function normSuffix(s: string): string {
  const t = s.replace(/[\s/]/g, '');
  return t.toLowerCase() === 'bis' ? 'bis' : t.toUpperCase();
}

/** Sort rank of a suffix key: none < `bis` < `A` < `AB` < `B` ... (`9bis` is the lot right after 9). */
function suffixRank(keyed: string): string {
  if (keyed === '') return '';
  if (keyed === 'BIS') return '@';
  return keyed;
}

/** Short letter codes (`a`, `Km`, `ab`) are upper-cased; words (`Cămin`, `Garsoniere`) are kept as written. */
function normPrefix(p: string): string {
  const m = /^([A-Za-z]{1,3})\s?$/.exec(p);
  if (m) return m[1]!.toUpperCase();
  return p.replace(/\s+/g, ' ');
}

/** Very long digit runs are not house numbers, and would not fit the index's u32 fields. */
function toNumber(digits: string): number | undefined {
  if (digits.length > 7) return undefined;
  const n = Number(digits);
  return n < NO_NUMBER ? n : undefined;
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

function parityOf(n: number): Parity {
  return n % 2 === 0 ? 'even' : 'odd';
}

/**
 * The parity a range gets from its own ends (see {@link NumberInterval.parity});
 * {@link formatIntervals} writes an override only when an interval differs from this.
 */
function naturalParity(interval: Pick<NumberInterval, 'kind' | 'prefix' | 'from' | 'to'>): Parity {
  if (interval.kind === 'block' || interval.prefix === 'km' || interval.from === NO_NUMBER) return 'all';
  if (interval.to === END_OF_STREET) return parityOf(interval.from);
  return interval.from % 2 === interval.to % 2 ? parityOf(interval.from) : 'all';
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

/** `bl. 74 sc. B, C`: after a staircase, a lone letter or Roman numeral is another staircase. */
function continuesStaircase(text: string): boolean {
  return /^([A-Za-z]{1,2}|[IVX]{1,4})$/.test(text);
}

/** `bl. 66A, B`: a lone letter after a lettered block number is the next letter of that number. */
function continuesLetters(prev: NumberInterval, text: string): boolean {
  return /^[A-Za-z]$/.test(text) && prev.kind === 'block' && prev.prefix === '' && prev.from !== NO_NUMBER
    && /^[A-Z]$/.test(prev.toSuffix) && prev.tail === undefined && prev.to !== END_OF_STREET
    && prev.staircase === undefined;
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

// ---------------------------------------------------------------------------
// Formatting

function endText(iv: NumberInterval, n: number, suffix: string): string {
  const tail = iv.tail ?? '';
  if (iv.prefix === 'km' && iv.kind === 'house') return `km ${n}${suffix}${tail}`;
  if (n === NO_NUMBER) return `${iv.prefix}${suffix}${tail}`;
  return `${iv.prefix}${n}${suffix}${tail}`;
}

/** One interval as an item of canonical text (`1-25`, `14-T`, `6A`, `61/2D-62/2D`, `74 sc. A`). */
function formatInterval(iv: NumberInterval): string {
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

/** Canonical text of a whole parsed cell, exclusions included: `1-T (fără 9bis)`. */
export function formatParsedNumbers(parsed: Pick<ParsedNumbers, 'intervals' | 'exclusions'>): string {
  const text = formatIntervals(parsed.intervals);
  if (parsed.exclusions.length === 0) return text;
  return `${text} (fără ${formatIntervals(parsed.exclusions)})`.trim();
}

// ---------------------------------------------------------------------------
// User input

const FOLD_KEYWORD = (w: string): string => w.normalize('NFKD').replace(COMBINING, '').toLowerCase().replace(/\.$/, '');

type Field = 'house' | 'block' | 'staircase' | 'floor' | 'apartment' | 'km';

const KEYWORDS: Record<string, Field> = {
  nr: 'house', numar: 'house', numarul: 'house', no: 'house',
  bl: 'block', bloc: 'block', blocul: 'block',
  sc: 'staircase', scara: 'staircase', scarii: 'staircase',
  et: 'floor', etaj: 'floor', etajul: 'floor',
  ap: 'apartment', apt: 'apartment', apart: 'apartment', apartament: 'apartment', apartamentul: 'apartment',
  km: 'km',
};

/**
 * Parses what a user typed: `21`, `12A`, `12 a`, `nr. 21`, `nr 21 bl 3 sc A et 2 ap 10`,
 * `bl. M12`, `21, bl. 3, sc. A, et. 2, ap. 10`, `km 6`; returns undefined when no
 * number or block is present. `details` is the building-detail text in its usual
 * written form: `nr. 21, bl. 3, sc. A, et. 2, ap. 10`.
 */
export function parseHouseNumber(text: string): HouseNumberQuery | undefined {
  const cleaned = text
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/(\d)\s*\/\s*(\w)/g, '$1/$2')
    .replace(/(?<![\p{L}])(nr|bl|sc|et|ap|apt|km|bloc|scara|etaj)\.(?=[\p{L}\d])/giu, '$1. ');
  const tokens = cleaned.split(/[\s,;:]+/).filter((t) => t !== '');
  const values: Partial<Record<Field, string>> = {};
  let i = 0;
  while (i < tokens.length) {
    const tok = tokens[i]!;
    // `nr21`, `bl3`, `ap10`: a keyword glued to its value.
    const glued = /^([\p{L}]+)\.?(\d.*)$/u.exec(tok);
    const kwWord = glued ? FOLD_KEYWORD(glued[1]!) : FOLD_KEYWORD(tok);
    const field = KEYWORDS[kwWord];
    if (field) {
      let value: string | undefined;
      let next = i + 1;
      if (glued) value = glued[2]!;
      else if (next < tokens.length && KEYWORDS[FOLD_KEYWORD(tokens[next]!)] === undefined) {
        value = tokens[next]!;
        next++;
      }
      if (value !== undefined) {
        // `12 a`, `9 bis`, `Z 9`: a short second token belongs to the value.
        const follow = tokens[next];
        if (follow !== undefined && KEYWORDS[FOLD_KEYWORD(follow)] === undefined) {
          if ((field === 'house' || field === 'block') && /^\d+$/.test(value) && /^(bis|[A-Za-z])$/i.test(follow)) {
            value += follow;
            next++;
          } else if (field === 'block' && /^\p{L}+$/u.test(value) && /^\d+[A-Za-z]?$/.test(follow)) {
            // `bl Z 9`, `bl. Cămin 9`: a letter series and its number.
            value += /^[A-Za-z]{1,3}$/.test(value) ? follow : ` ${follow}`;
            next++;
          }
        }
        if (values[field] === undefined) values[field] = value.replace(/\.$/, '');
      }
      i = next;
      continue;
    }
    if (values.house === undefined && values.km === undefined && /^\d/.test(tok)) {
      let value = tok;
      const follow = tokens[i + 1];
      if (/^\d+$/.test(tok) && follow !== undefined && /^(bis|[A-Za-z])$/i.test(follow) && KEYWORDS[FOLD_KEYWORD(follow)] === undefined) {
        value += follow;
        i++;
      }
      values.house = value;
    }
    i++;
  }

  let number = NO_NUMBER;
  let suffix = '';
  let house: string | undefined;
  if (values.km !== undefined) {
    const m = /^(\d{1,7})(?:\+(\d{1,7}))?$/.exec(values.km);
    if (m) {
      number = Number(m[1]);
      house = `km ${m[1]}${m[2] ? `+${m[2]}` : ''}`;
    }
  }
  if (house === undefined && values.house !== undefined) {
    const m = /^([A-Za-z]{1,3})?(\d{1,7})(bis|[A-Za-z]{1,3})?(?:\/(\d{1,7}|[A-Za-z]{1,2}))?(?![\d\p{L}])/iu.exec(values.house);
    if (m) {
      number = Number(m[2]);
      suffix = normSuffix(m[3] ?? '');
      let sub = '';
      if (m[4] !== undefined) {
        if (/^\d/.test(m[4])) sub = `/${Number(m[4])}`;
        else if (suffix === '') suffix = normSuffix(m[4]);
        else sub = `/${m[4].toUpperCase()}`;
      }
      house = `${(m[1] ?? '').toUpperCase()}${number}${suffix}${sub}`;
    }
  }
  let block: string | undefined;
  if (values.block !== undefined) {
    const b = values.block.trim();
    // Codes such as `m12` or `a3` are written in capitals; names (`Cămin 9`) stay as typed.
    block = /^[A-Za-z\d/’'+-]+$/.test(b) ? b.replace(/[a-z]+/gi, (w) => (w.toLowerCase() === 'bis' ? 'bis' : w.toUpperCase())) : b;
  }
  if (house === undefined && block === undefined) return undefined;

  const q: HouseNumberQuery = { number, suffix, raw: text, details: '' };
  if (house !== undefined) q.house = house;
  if (block !== undefined) q.block = block;
  if (values.staircase !== undefined) q.staircase = values.staircase.toUpperCase();
  if (values.floor !== undefined) q.floor = values.floor.toUpperCase();
  if (values.apartment !== undefined) q.apartment = values.apartment;
  const parts: string[] = [];
  if (house !== undefined) parts.push(house.startsWith('km ') ? house : `nr. ${house}`);
  if (q.block !== undefined) parts.push(`bl. ${q.block}`);
  if (q.staircase !== undefined) parts.push(`sc. ${q.staircase}`);
  if (q.floor !== undefined) parts.push(`et. ${q.floor}`);
  if (q.apartment !== undefined) parts.push(`ap. ${q.apartment}`);
  q.details = parts.join(', ');
  return q;
}

// ---------------------------------------------------------------------------
// Containment and distance

interface Located {
  n: number;
  suffix: string;
}

/**
 * Reads `id` in the frame of `iv`: its prefix and tail must match (by
 * {@link identifierKey}), the rest must be a number and letters. A house
 * interval without a tail ignores what follows the letters (`12/3` is at 12).
 */
function locate(iv: NumberInterval, id: string): Located | undefined {
  const idKey = identifierKey(id);
  const pk = identifierKey(iv.kind === 'house' && iv.prefix === 'km' ? 'KM' : iv.prefix);
  const tk = identifierKey(iv.tail ?? '');
  if (!idKey.startsWith(pk)) return undefined;
  let rest = idKey.slice(pk.length);
  let n = NO_NUMBER;
  if (iv.from === NO_NUMBER) {
    if (/^\d/.test(rest)) return undefined;
  } else {
    const m = /^\d+/.exec(rest);
    if (!m) return undefined;
    const v = toNumber(m[0]);
    if (v === undefined) return undefined;
    n = v;
    rest = rest.slice(m[0].length);
  }
  let suffix: string;
  if (tk !== '') {
    if (!rest.endsWith(tk)) return undefined;
    suffix = rest.slice(0, rest.length - tk.length);
  } else if (iv.kind === 'house') {
    const m = /^\/?([A-Z]+)(?!\d)/.exec(rest) ?? /^([A-Z]*)/.exec(rest);
    suffix = m?.[1] ?? '';
  } else {
    suffix = rest;
  }
  if (!/^[A-Z]*$/.test(suffix)) return undefined;
  return { n, suffix };
}

function compare(a: [number, string], b: [number, string]): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

function bounds(iv: NumberInterval): { lo: [number, string]; hi: [number, string] } {
  let lo: [number, string] = [iv.from, suffixRank(identifierKey(iv.fromSuffix))];
  let hi: [number, string] = iv.to === END_OF_STREET ? [Infinity, ''] : [iv.to, suffixRank(identifierKey(iv.toSuffix))];
  if (compare(lo, hi) > 0) [lo, hi] = [hi, lo];
  return { lo, hi };
}

function queryId(interval: NumberInterval, query: HouseNumberQuery): string | undefined {
  return interval.kind === 'house' ? query.house : query.block;
}

/** `bl. 6A-9A`: the letter is fixed and the number varies, so `7B` is not in it. */
function fixedSuffixMismatch(iv: NumberInterval, at: Located): boolean {
  return iv.kind === 'block' && iv.from !== iv.to && iv.fromSuffix === iv.toSuffix && iv.fromSuffix !== ''
    && at.suffix !== identifierKey(iv.fromSuffix);
}

/**
 * Whether an interval contains the queried number: parity-aware, END_OF_STREET
 * open-ended; a suffix only matters at the ends of a range (`12A` is inside
 * `1-25`, `17A` is not inside `1-17` but is inside `17A-31`); blocks match by
 * their block identifier (prefix+number+suffix/tail), a house interval by the
 * query's house number. A staircase narrows a block only when both sides name one.
 */
export function intervalContains(interval: NumberInterval, query: HouseNumberQuery): boolean {
  const id = queryId(interval, query);
  if (id === undefined) return false;
  const at = locate(interval, id);
  if (!at) return false;
  const { lo, hi } = bounds(interval);
  const q: [number, string] = [at.n, suffixRank(at.suffix)];
  if (compare(q, lo) < 0 || compare(q, hi) > 0) return false;
  if (interval.parity !== 'all' && at.n !== NO_NUMBER && parityOf(at.n) !== interval.parity) return false;
  if (fixedSuffixMismatch(interval, at)) return false;
  if (interval.kind === 'block' && interval.staircase !== undefined && query.staircase !== undefined
    && identifierKey(interval.staircase) !== identifierKey(query.staircase)) return false;
  return true;
}

/**
 * Distance (in house numbers, same parity side preferred) from the query to the
 * interval, 0 when contained; used to pick the closest code when no interval
 * contains a number. Same number but other letters or staircase: 0.5. An interval
 * covering only the other side of the street adds {@link OPPOSITE_SIDE_PENALTY}.
 * `Infinity` when the two cannot be compared (house vs block, other block series).
 */
export function intervalDistance(interval: NumberInterval, query: HouseNumberQuery): number {
  if (intervalContains(interval, query)) return 0;
  const id = queryId(interval, query);
  if (id === undefined) return Infinity;
  const at = locate(interval, id);
  if (!at) return Infinity;
  if (at.n === NO_NUMBER) return interval.from === NO_NUMBER ? 0.5 : Infinity;
  const { lo, hi } = bounds(interval);
  let gap = at.n < lo[0] ? lo[0] - at.n : at.n > hi[0] ? at.n - hi[0] : 0;
  const opposite = interval.kind === 'house' && interval.parity !== 'all' && parityOf(at.n) !== interval.parity;
  if (opposite) return Math.max(gap, 1) + OPPOSITE_SIDE_PENALTY;
  if (gap === 0) gap = 0.5;
  return gap;
}
