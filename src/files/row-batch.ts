/**
 * Verifies a batch of rows read from a file and writes their output text and
 * counts. Pure and synchronous: it runs the same in a worker thread as in the
 * caller's thread, so the output does not depend on the number of workers.
 */
import type { AddressIndex } from '../types.js';
import { inputFromCells, inputFromJson, type ColumnMapping, type ColumnRole } from './columns.js';
import { rowStatus, verifyOutcome, type RowOutcome } from './outcome.js';
import { fnv1a } from './fnv1a.js';
import { csvResultLine, jsonlLine } from './row-format.js';
import { addressKeys, inFileWords } from './row-words.js';
import { amongWorst, countRow, emptySummary, keepWorstRow, type FileSummary } from './summary.js';

/** How the rows of a CSV file are read and written. */
export interface CsvRowPlan {
  format: 'csv';
  /** The output delimiter (the input's). */
  delimiter: string;
  /** The output line ending (the input header's: `\n` or `\r\n`). */
  eol: string;
  /** Number of header columns: shorter rows are padded with empty cells, longer rows are an error. */
  width: number;
  /** Header position of each mapped role. */
  positions: Partial<Record<ColumnRole, number>>;
  /** The header names of the address columns, for the message of a row whose address is empty. */
  addressColumns?: string[];
  minConfidence: number;
}

/** How the lines of a JSON Lines file are read. */
export interface JsonlRowPlan {
  format: 'jsonl';
  /** Keys to read; without it each line is the verify body (or a JSON string: a free-form address). */
  mapping?: ColumnMapping;
  minConfidence: number;
}

/** {@link CsvRowPlan} or {@link JsonlRowPlan}; plain data, so it can be posted to a worker. */
export type RowPlan = CsvRowPlan | JsonlRowPlan;

/**
 * One row as read: CSV cells, a JSON Lines line's text, or a record the reader
 * could not read: `unreadable` says why (naming its line) and `code` is the
 * row's error (`field_too_long` for a record over the size limit,
 * `invalid_body` for broken quotes); `cells` is what could be read of it.
 */
export type RawRow =
  | { row: number; cells: string[] }
  | { row: number; line: string }
  | { row: number; unreadable: string; code: UnreadableCode; cells?: string[] };

/** The error of a record the reader could not read. */
export type UnreadableCode = 'field_too_long' | 'invalid_body';

/** The output of a batch: its text (whole lines, in row order) and its counts. */
export interface BatchOutput {
  text: string;
  /** Where each row's line ends in `text` (in row order), so that batches split among workers can be put back in row order. */
  ends: number[];
  summary: FileSummary;
}

function describeCells(cells: readonly string[], positions: Partial<Record<ColumnRole, number>>): string {
  const roles: ColumnRole[] = positions.freeform !== undefined ? ['freeform', 'postal_code'] : ['street', 'number', 'locality', 'county', 'postal_code'];
  return roles
    .map((r) => (positions[r] === undefined ? '' : (cells[positions[r]] ?? '').trim()))
    .filter((s) => s !== '')
    .join(', ');
}

function describeJson(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const inner = typeof o.address === 'object' && o.address !== null ? (o.address as Record<string, unknown>) : o;
    const parts = ['freeform', 'street', 'house_number', 'locality', 'county', 'postal_code'].map((k) => (k === 'freeform' ? o[k] : inner[k]));
    const text = parts.filter((p) => typeof p === 'string' && p.trim() !== '').join(', ');
    if (text !== '') return text;
  }
  return JSON.stringify(value) ?? '';
}

function unreadable(code: UnreadableCode, message: string): RowOutcome {
  return { error: { code, message } };
}

/**
 * Outcomes a generation of a {@link RowMemo} holds; a memo has two memos of two generations each, so
 * it keeps at most four times this many (about 0.95 KB each: some 38 MB a worker). A customer file
 * repeats a few addresses a lot and most never (bench/validate-realistic.ts): on its 1M rows (85%
 * distinct) two workers with memos of this size verify 10.3% fewer rows (bench/RESULTS.md, validate89).
 */
export const ROW_MEMO_GENERATION = 10_000;

/**
 * Bits of a {@link RowMemo}'s record of the inputs it has seen (2^24 bits, 2 MiB): one bit an input,
 * by a hash of its key. An input whose bit is set was seen before, or (rarely) shares its bit with
 * one that was: then it is kept among the repeated ones, which costs a place there and never an answer.
 */
export const ROW_MEMO_SEEN_BITS = 24;

/**
 * The share of the record's bits set at which it starts again empty, so that a memo that lives long
 * (an HTTP server's pool, job after job) keeps taking a first-seen input for one seen before at most
 * this often.
 */
const SEEN_FULL = 1 / 8;

/**
 * Two generations of outcomes by key: new ones go to the young one; when it is full it becomes the
 * old one and the old is dropped, and an outcome found in the old one moves to the young, so what is
 * asked for again and again stays while memory stays bounded.
 */
class Generations {
  #young = new Map<string, RowOutcome>();
  #old = new Map<string, RowOutcome>();

  constructor(readonly most: number) {}

  get size(): number {
    return this.#young.size + this.#old.size;
  }

  /** The outcome kept for `key` (moved to the young generation), or undefined. */
  find(key: string): RowOutcome | undefined {
    const young = this.#young.get(key);
    if (young !== undefined) return young;
    const old = this.#old.get(key);
    if (old !== undefined) this.add(key, old);
    return old;
  }

  /** The outcome kept for `key`, no longer kept here, or undefined. */
  take(key: string): RowOutcome | undefined {
    const young = this.#young.get(key);
    if (young !== undefined) {
      this.#young.delete(key);
      return young;
    }
    const old = this.#old.get(key);
    if (old !== undefined) this.#old.delete(key);
    return old;
  }

  add(key: string, outcome: RowOutcome): void {
    this.#young.set(key, outcome);
    if (this.#young.size >= this.most) {
      this.#old = this.#young;
      this.#young = new Map();
    }
  }
}

/**
 * The outcomes of the verify inputs a thread has verified, so that a file's row whose address was
 * seen before (the same customer again, the same office) is answered without verifying it again.
 * Most of a customer file's addresses come once, so a memo of the last inputs alone fills with those
 * and forgets an address that comes back now and then before it comes back. So the memo keeps two
 * memos, each of two {@link Generations}: the inputs seen lately, and the inputs seen more than once
 * (found among the recent ones, or marked in a record of one bit an input of every input seen),
 * which first-seen inputs never push out. An address that comes a third time, however far apart, is
 * answered from the memo. Verify's answer depends on its input alone, so a memo is valid for as long
 * as its index: one per index, never shared between indexes.
 */
export class RowMemo {
  readonly #recent: Generations;
  readonly #repeated: Generations;
  readonly #seen: Uint32Array;
  readonly #seenMask: number;
  readonly #seenFull: number;
  #seenCount = 0;

  /**
   * @param generation the most outcomes of a generation (default {@link ROW_MEMO_GENERATION}); the memo keeps at most four times it
   * @param seenBits the record of inputs seen has 2^seenBits bits (default {@link ROW_MEMO_SEEN_BITS}), 5 to 30
   */
  constructor(generation = ROW_MEMO_GENERATION, seenBits = ROW_MEMO_SEEN_BITS) {
    if (!Number.isInteger(generation) || generation < 1) throw new RangeError(`generation must be a positive integer (got ${generation})`);
    if (!Number.isInteger(seenBits) || seenBits < 5 || seenBits > 30) throw new RangeError(`seenBits must be an integer from 5 to 30 (got ${seenBits})`);
    this.#recent = new Generations(generation);
    this.#repeated = new Generations(generation);
    this.#seen = new Uint32Array(2 ** (seenBits - 5));
    this.#seenMask = 2 ** seenBits - 1;
    this.#seenFull = Math.max(1, Math.floor(2 ** seenBits * SEEN_FULL));
  }

  /** How many outcomes are kept. */
  get size(): number {
    return this.#recent.size + this.#repeated.size;
  }

  /** Marks `key` seen; true when its bit was set already (it was seen before, or shares its bit). */
  #markSeen(key: string): boolean {
    const bit = fnv1a(key) & this.#seenMask;
    const word = bit >>> 5;
    const mask = 1 << (bit & 31);
    const words = this.#seen;
    if ((words[word]! & mask) !== 0) return true;
    if (++this.#seenCount > this.#seenFull) {
      words.fill(0);
      this.#seenCount = 1;
    }
    words[word]! |= mask;
    return false;
  }

  /** {@link verifyOutcome} of `input`, remembered or worked out (and kept). The outcome is shared: read it, never change it. */
  outcome(index: AddressIndex, input: unknown): RowOutcome {
    // The inputs are JSON (read from a file, or cells by role in a fixed order): their JSON text tells them apart exactly.
    const key = JSON.stringify(input);
    if (key === undefined) return verifyOutcome(index, input);
    const repeated = this.#repeated.find(key);
    if (repeated !== undefined) return repeated;
    const seenBefore = this.#markSeen(key);
    const recent = this.#recent.take(key);
    const outcome = recent ?? verifyOutcome(index, input);
    if (recent !== undefined || seenBefore) this.#repeated.add(key, outcome);
    else this.#recent.add(key, outcome);
    return outcome;
  }
}

function outcomeOf(index: AddressIndex, input: unknown, memo: RowMemo | undefined): RowOutcome {
  return memo === undefined ? verifyOutcome(index, input) : memo.outcome(index, input);
}

function csvRow(index: AddressIndex, plan: CsvRowPlan, raw: RawRow, summary: FileSummary, memo: RowMemo | undefined): string {
  let cells: readonly string[];
  let outcome: RowOutcome;
  if ('unreadable' in raw) {
    cells = raw.cells ?? [];
    outcome = unreadable(raw.code, raw.unreadable);
  } else if ('cells' in raw) {
    cells = raw.cells;
    outcome =
      cells.length > plan.width
        ? unreadable('invalid_body', `row ${raw.row} has ${cells.length} fields; the header has ${plan.width} (the others are written after the result columns)`)
        : inFileWords(outcomeOf(index, inputFromCells(cells, plan.positions), memo), plan.addressColumns, 'column');
  } else {
    cells = [];
    outcome = unreadable('invalid_body', `row ${raw.row} is not CSV`);
  }
  const status = rowStatus(outcome, plan.minConfidence);
  countRow(summary, outcome, status);
  if (amongWorst(summary, raw.row, outcome, status)) keepWorstRow(summary, raw.row, outcome, status, 'unreadable' in raw ? raw.unreadable : describeCells(cells, plan.positions));
  // The header's columns, the result columns, then the cells of a row longer than the header,
  // so that the result columns stay under their names and no cell is lost.
  return csvResultLine(cells, plan.width, outcome, plan.delimiter, plan.eol);
}

function jsonRow(index: AddressIndex, plan: JsonlRowPlan, raw: RawRow, summary: FileSummary, memo: RowMemo | undefined): string {
  let input: unknown;
  let outcome: RowOutcome;
  if ('line' in raw) {
    let value: unknown;
    let parsed = true;
    try {
      value = JSON.parse(raw.line);
    } catch {
      parsed = false;
    }
    input = parsed ? value : raw.line;
    // With --columns the keys are the file's own; without, they are the API's, whose message fits.
    const keys = plan.mapping === undefined ? undefined : addressKeys(plan.mapping);
    outcome = parsed ? inFileWords(outcomeOf(index, inputFromJson(value, plan.mapping), memo), keys, 'key') : unreadable('invalid_body', `line ${raw.row} is not valid JSON`);
  } else {
    input = null;
    outcome = 'unreadable' in raw ? unreadable(raw.code, raw.unreadable) : unreadable('invalid_body', `line ${raw.row} is not JSON`);
  }
  const status = rowStatus(outcome, plan.minConfidence);
  countRow(summary, outcome, status);
  if (amongWorst(summary, raw.row, outcome, status)) {
    keepWorstRow(summary, raw.row, outcome, status, 'line' in raw ? describeJson(input) : 'unreadable' in raw ? raw.unreadable : '');
  }
  return jsonlLine(raw.row, input, outcome);
}

/**
 * Verifies `rows` and formats them as `plan` says. Never throws on row content.
 *
 * @param memo the outcomes of inputs verified before with this `index` (earlier batches of the run): a row
 *   whose input is among them is not verified again, and the output is the same as without it
 */
export function processRows(index: AddressIndex, plan: RowPlan, rows: readonly RawRow[], memo?: RowMemo): BatchOutput {
  const summary = emptySummary();
  const ends: number[] = [];
  let text = '';
  for (const raw of rows) {
    text += plan.format === 'csv' ? csvRow(index, plan, raw, summary, memo) : jsonRow(index, plan, raw, summary, memo);
    ends.push(text.length);
  }
  return { text, ends, summary };
}
