/**
 * Reads CSV as people export it: a header row; `,`, `;`, tab or `|` between
 * fields (detected on the header line); quoted fields with embedded line breaks
 * and doubled quotes; UTF-8 with or without a byte order mark; `\n` or `\r\n`.
 * The parsing itself is csv-parse's (streaming, so memory stays flat).
 */
import type { Parser } from 'csv-parse';
import { decodeUtf8, FileFormatError, type ByteSource, type ReadCounter } from './text-source.js';
import type { RawRow } from './row-batch.js';

/** The delimiters detected, most likely first when counts tie. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** The field delimiter of a one-column file: a character that text files do not hold. */
const ONE_COLUMN = '\u0000';

/** Largest record accepted, in bytes: a quote that is never closed cannot swallow the rest of a large file into memory. */
export const MAX_RECORD_BYTES = 1 << 20;

/** Options of {@link openCsv}. */
export interface CsvReadOptions {
  /** The field delimiter; detected on the header line when not given. */
  delimiter?: string;
  /** Counts the bytes read, for progress. */
  counter?: ReadCounter;
  maxRecordBytes?: number;
}

/** An opened CSV file: its header and how it is written, and its data rows (read once). */
export interface CsvFile {
  header: string[];
  /** The delimiter, to write the output with (`,` for a one-column file). */
  delimiter: string;
  /** The header line's ending, to write the output the same way. */
  eol: '\n' | '\r\n';
  /** True when the file started with a UTF-8 byte order mark. */
  bom: boolean;
  /**
   * Data rows numbered from 1 (the header is not counted). Blank lines and rows
   * whose every cell is empty are skipped; a record csv-parse cannot read (a
   * quote never closed, a record over {@link MAX_RECORD_BYTES}) is
   * `{ row, unreadable }`.
   */
  rows: AsyncIterable<RawRow>;
  /**
   * The same rows in arrays of up to `size` (read synchronously from the
   * parser's buffer, so a row costs no promise of its own). Use either this or
   * {@link rows}, once.
   */
  batches(size: number): AsyncIterable<RawRow[]>;
  /** Stops reading (for a file whose rows will not be read: a column mapping that does not fit its header). */
  close(): void;
}

/**
 * Counts each candidate delimiter outside quotes on the first line; the most
 * frequent wins. Undefined when none occurs: a one-column file.
 */
export function detectDelimiter(firstLine: string): string | undefined {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (CSV_DELIMITERS as readonly string[]).includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: string | undefined;
  let bestCount = 0;
  for (const d of CSV_DELIMITERS) {
    const n = counts.get(d) ?? 0;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

/** A record csv-parse skipped, put in the record stream where it was. */
interface Skipped {
  skipped: string;
}

/**
 * Opens a CSV source: reads up to the end of the header line to detect the
 * delimiter, the line ending and the byte order mark, then streams the records.
 *
 * @throws FileFormatError when the source is empty or its header cannot be read.
 */
export async function openCsv(source: ByteSource, options: CsvReadOptions = {}): Promise<CsvFile> {
  const text = decodeUtf8(source, options.counter)[Symbol.asyncIterator]();
  // Enough text to hold the header line (or the whole source when it is shorter).
  let head = '';
  while (!head.includes('\n') && head.length < MAX_RECORD_BYTES) {
    const next = await text.next();
    if (next.done) break;
    head += next.value;
  }
  const bom = head.charCodeAt(0) === 0xfeff;
  if (bom) head = head.slice(1);
  if (head.trim() === '') throw new FileFormatError('the CSV file is empty: it needs a header row');
  const nl = head.indexOf('\n');
  const firstLine = nl < 0 ? head : head.slice(0, nl);
  const eol = firstLine.endsWith('\r') ? '\r\n' : '\n';
  const detected = options.delimiter ?? detectDelimiter(firstLine);
  // A header without any delimiter is one column: its rows are read whole, commas and all
  // (`Str. Lungă 5, Brașov` unquoted), and written back with `,` between the columns.
  const delimiter = detected ?? ',';
  const parseDelimiter = detected ?? ONE_COLUMN;
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw new FileFormatError(`the delimiter must be one character other than a quote or a line break (got ${JSON.stringify(delimiter)})`);
  }

  async function* chunks(): AsyncGenerator<string> {
    yield head;
    for (;;) {
      const next = await text.next();
      if (next.done) return;
      yield next.value;
    }
  }
  // Loaded on first use: a fifth of the package's code, which a process that never reads a CSV
  // file (most of them) should not compile at import (the cold start, bench/RESULTS.md).
  const [{ parse }, { Readable, pipeline }] = await Promise.all([import('csv-parse'), import('node:stream')]);
  const parser: Parser = parse({
    delimiter: parseDelimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    skip_records_with_error: true,
    max_record_size: options.maxRecordBytes ?? MAX_RECORD_BYTES,
    // Called while parsing, where the record would have been: the marker keeps the rows in order.
    on_skip: (err) => {
      parser.push({ skipped: err?.message ?? 'record could not be read' } satisfies Skipped);
      return undefined;
    },
  });
  pipeline(Readable.from(chunks()), parser, () => {
    // Errors reach the reader through the parser's iterator; an early stop by the reader is not an error.
  });
  const first = await nextRecord(parser);
  if (first === undefined || !Array.isArray(first)) {
    parser.destroy();
    throw new FileFormatError(first === undefined ? 'the CSV file has no header row' : `the CSV header cannot be read: ${first.skipped}`);
  }
  const header = first;

  async function* batches(size: number): AsyncGenerator<RawRow[]> {
    let row = 0;
    const toRow = (v: string[] | Skipped): RawRow => {
      row++;
      return Array.isArray(v) ? { row, cells: v } : { row, unreadable: `row ${row} could not be read as CSV: ${v.skipped}` };
    };
    try {
      let batch: RawRow[] = [];
      for (;;) {
        let v: string[] | Skipped | null;
        while ((v = parser.read() as string[] | Skipped | null) !== null) {
          batch.push(toRow(v));
          if (batch.length >= size) {
            yield batch;
            batch = [];
          }
        }
        if (!(await moreRecords(parser))) break;
      }
      if (batch.length > 0) yield batch;
    } finally {
      parser.destroy();
    }
  }
  async function* rows(): AsyncGenerator<RawRow> {
    for await (const batch of batches(256)) yield* batch;
  }
  return { header, delimiter, eol, bom, rows: rows(), batches, close: () => void parser.destroy() };
}

/** The parser's next record, waiting for it; undefined at the end. */
async function nextRecord(parser: Parser): Promise<string[] | Skipped | undefined> {
  for (;;) {
    const v = parser.read() as string[] | Skipped | null;
    if (v !== null) return v;
    if (!(await moreRecords(parser))) return undefined;
  }
}

/**
 * Waits until the parser (whose buffer `read()` has just emptied) has more
 * records (true) or has ended (false); throws the parser's error.
 */
function moreRecords(parser: Parser): Promise<boolean> {
  if (parser.errored) return Promise.reject(parser.errored);
  if (parser.readableEnded || parser.destroyed) return Promise.resolve(false);
  return new Promise<boolean>((resolve, reject) => {
    const done = (): void => {
      parser.off('readable', onReadable);
      parser.off('end', onEnd);
      parser.off('error', onError);
      parser.off('close', onEnd);
    };
    const onReadable = (): void => {
      done();
      resolve(true);
    };
    const onEnd = (): void => {
      done();
      if (parser.errored) reject(parser.errored);
      else resolve(false);
    };
    const onError = (err: Error): void => {
      done();
      reject(err);
    };
    parser.on('readable', onReadable);
    parser.once('end', onEnd);
    parser.once('error', onError);
    parser.once('close', onEnd);
  });
}
