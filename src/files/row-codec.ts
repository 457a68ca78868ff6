/**
 * File rows as one string, to post a batch to a worker thread: copying one
 * string between threads costs about a tenth of copying the same rows as
 * arrays of cells (2.0 against 0.3 µs a row, serialize and deserialize;
 * bench/RESULTS.md, issue 24).
 *
 * Every text is written as its length, `:` and the text itself, so any
 * character (a delimiter, a quote, a line break, NUL, a lone surrogate) passes
 * as it is; numbers are written in decimal, ended by `,`. A row is a tag, its
 * number, then its parts:
 * - `c` cells: the count of cells, then each cell;
 * - `l` a JSON Lines line: the line;
 * - `u` a record that could not be read: the message, the code, then `-`, or
 *   `c`, the count of cells and each cell.
 */
import type { RawRow, UnreadableCode } from './row-batch.js';

const UNREADABLE_CODES: readonly UnreadableCode[] = ['field_too_long', 'invalid_body'];

function text(value: string): string {
  return `${value.length}:${value}`;
}

function cellsText(cells: readonly string[]): string {
  let out = `${cells.length},`;
  for (const cell of cells) out += `${cell.length}:${cell}`;
  return out;
}

/** The rows of a batch as one string; {@link decodeRows} gives them back. */
export function encodeRows(rows: readonly RawRow[]): string {
  let out = '';
  for (const raw of rows) {
    if ('unreadable' in raw) out += `u${raw.row},${text(raw.unreadable)}${text(raw.code)}${raw.cells === undefined ? '-' : `c${cellsText(raw.cells)}`}`;
    else if ('cells' in raw) out += `c${raw.row},${cellsText(raw.cells)}`;
    else out += `l${raw.row},${text(raw.line)}`;
  }
  return out;
}

/** Reads the string {@link encodeRows} wrote. */
class Reader {
  private at = 0;

  constructor(private readonly source: string) {}

  get done(): boolean {
    return this.at >= this.source.length;
  }

  char(): string {
    if (this.done) throw this.broken('ends too soon');
    return this.source[this.at++]!;
  }

  /** A decimal number ended by `end`. */
  number(end: ',' | ':'): number {
    const stop = this.source.indexOf(end, this.at);
    const digits = stop < 0 ? '' : this.source.slice(this.at, stop);
    if (!/^\d{1,15}$/.test(digits)) throw this.broken('expected a number');
    this.at = stop + 1;
    return Number(digits);
  }

  text(): string {
    const length = this.number(':');
    if (this.at + length > this.source.length) throw this.broken('a text runs past the end');
    const value = this.source.slice(this.at, this.at + length);
    this.at += length;
    return value;
  }

  cells(): string[] {
    const count = this.number(',');
    const cells: string[] = [];
    for (let i = 0; i < count; i++) cells.push(this.text());
    return cells;
  }

  broken(why: string): Error {
    return new Error(`encoded rows are broken at ${this.at}: ${why}`);
  }
}

/**
 * The rows {@link encodeRows} wrote, each with the same parts.
 *
 * @throws Error when `encoded` was not written by {@link encodeRows}.
 */
export function decodeRows(encoded: string): RawRow[] {
  const reader = new Reader(encoded);
  const rows: RawRow[] = [];
  while (!reader.done) {
    const tag = reader.char();
    const row = reader.number(',');
    if (tag === 'c') rows.push({ row, cells: reader.cells() });
    else if (tag === 'l') rows.push({ row, line: reader.text() });
    else if (tag === 'u') {
      const unreadable = reader.text();
      const code = reader.text();
      if (!(UNREADABLE_CODES as readonly string[]).includes(code)) throw reader.broken(`unknown code ${JSON.stringify(code)}`);
      const more = reader.char();
      if (more === '-') rows.push({ row, unreadable, code: code as UnreadableCode });
      else if (more === 'c') rows.push({ row, unreadable, code: code as UnreadableCode, cells: reader.cells() });
      else throw reader.broken(`unknown part ${JSON.stringify(more)}`);
    } else throw reader.broken(`unknown row tag ${JSON.stringify(tag)}`);
  }
  return rows;
}
