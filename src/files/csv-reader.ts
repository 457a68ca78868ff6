/**
 * Reads CSV as people export it: a header row; `,`, `;`, tab or `|` between
 * fields (detected on the header line); quoted fields with embedded line breaks
 * and doubled quotes; UTF-8 with or without a byte order mark, or an 8-bit
 * encoding (see text-source.ts); `\n` or `\r\n`. Streaming: memory does not
 * grow with the file, nor with a record (see csv-parser.ts).
 */
import { CsvParser, type CsvRecord } from './csv-parser.js';
import type { FileEncoding } from './encoding.js';
import { FileFormatError, openText, type ByteSource, type EncodingSource, type ReadCounter } from './text-source.js';
import type { RawRow } from './row-batch.js';

/** The delimiters detected, most likely first when counts tie. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * Largest record read, in characters of text (bytes, for ASCII): a longer
 * record is skipped as it streams (its text is never held whole) and becomes a
 * `field_too_long` row.
 */
export const MAX_RECORD_BYTES = 1 << 20;

/** Something about the file a person should check, though every row was read: a quoted field that spans lines, say. */
export interface FileWarning {
  /** `multiline_field`: a quoted field holds line breaks (CSV allows it; a quote left open by mistake looks the same). */
  kind: 'multiline_field';
  /** The data row it is in (from 1, the header not counted). */
  row: number;
  /** The line the quoted field opened on (from 1, the header's line counted). */
  line: number;
  message: string;
}

/** Options of {@link openCsv}. */
export interface CsvReadOptions {
  /** The field delimiter; detected on the header line when not given. */
  delimiter?: string;
  /** The file's encoding; told from its bytes when not given (see `openText`). */
  encoding?: FileEncoding;
  /** Counts the bytes read, for progress. */
  counter?: ReadCounter;
  /** See {@link MAX_RECORD_BYTES}. */
  maxRecordBytes?: number;
  /** Line breaks a quoted field may hold before its quote is taken as a stray one (default 20, `MAX_QUOTED_LINES`). */
  maxQuotedLines?: number;
  /** Told, as the rows are read, of what a person should check. */
  onWarning?: (warning: FileWarning) => void;
}

/** An opened CSV file: its header and how it is written, and its data rows (read once). */
export interface CsvFile {
  header: string[];
  /** The delimiter, to write the output with (`,` for a one-column file). */
  delimiter: string;
  /** The header line's ending, to write the output the same way. */
  eol: '\n' | '\r\n';
  /** True when the file started with a byte order mark. */
  bom: boolean;
  /** The encoding read (final once the rows are read: `utf-8` for ASCII). */
  readonly encoding: FileEncoding;
  /** How it was decided (see `openText`). */
  readonly encodingDecidedBy: EncodingSource;
  /**
   * Data rows numbered from 1 (the header is not counted), one per record of
   * the file, in order: an empty line or a row of empty cells is a row (its
   * address is missing), except empty lines at the end of the file. A record
   * that cannot be read is `{ row, unreadable, code }`: `field_too_long` for
   * one over {@link MAX_RECORD_BYTES}, `invalid_body` for broken quotes (with
   * the `cells` that could be read).
   */
  rows: AsyncIterable<RawRow>;
  /**
   * The same rows in arrays of up to `size` (read synchronously from the
   * parser's records, so a row costs no promise of its own). Use either this or
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

/** The first line of `text` that is not blank, when `text` holds it whole (or `complete`: the text is all there is). */
function headerLine(text: string, complete: boolean): string | undefined {
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const line = nl < 0 ? text.slice(start) : text.slice(start, nl);
    if (nl < 0) return complete && line.trim() !== '' ? line : undefined;
    if (line.trim() !== '') return line;
    start = nl + 1;
  }
}

/**
 * Opens a CSV source: reads up to the end of the header line to detect the
 * delimiter and the line ending, then streams the records.
 *
 * @throws FileFormatError when the source is empty or its header cannot be read
 *   (`FileEncodingError`, a FileFormatError, for bytes in no certain encoding).
 */
export async function openCsv(source: ByteSource, options: CsvReadOptions = {}): Promise<CsvFile> {
  const maxRecordChars = options.maxRecordBytes ?? MAX_RECORD_BYTES;
  const text = await openText(source, { encoding: options.encoding, counter: options.counter });
  const chunks = text.chunks;
  // Enough text to hold the header line (or the whole source when it is shorter).
  let head = '';
  let ended = false;
  while (headerLine(head, ended) === undefined && !ended && head.length <= maxRecordChars) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else head += next.value;
  }
  if (head.trim() === '') throw new FileFormatError('the CSV file is empty: it needs a header row');
  const firstLine = headerLine(head, true) ?? head;
  const eol = firstLine.endsWith('\r') ? '\r\n' : '\n';
  const detected = options.delimiter ?? detectDelimiter(firstLine);
  // A header without any delimiter is one column: its rows are read whole, commas and all
  // (`Str. Lungă 5, Brașov` unquoted), and written back with `,` between the columns.
  const delimiter = detected ?? ',';
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw new FileFormatError(`the delimiter must be one character other than a quote or a line break (got ${JSON.stringify(delimiter)})`);
  }
  const parser = new CsvParser({ delimiter: detected, maxRecordChars, maxQuotedLines: options.maxQuotedLines });
  const records: CsvRecord[] = [];
  let taken = 0;
  parser.push(head, records);
  if (ended) parser.end(records);
  /** The next record, reading more text as needed; undefined at the end. */
  const nextRecord = async (): Promise<CsvRecord | undefined> => {
    while (taken >= records.length) {
      if (ended) return undefined;
      records.length = 0;
      taken = 0;
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        parser.end(records);
      } else parser.push(next.value, records);
    }
    return records[taken++];
  };
  let first = await nextRecord();
  // Blank lines before the header are not rows.
  while (first !== undefined && !('unreadable' in first) && first.blank) first = await nextRecord();
  if (first === undefined) throw new FileFormatError('the CSV file has no header row');
  if ('unreadable' in first) {
    await chunks.return(undefined);
    throw new FileFormatError(`the CSV header cannot be read: ${first.unreadable}`);
  }
  const header = first.cells;

  async function* batches(size: number): AsyncGenerator<RawRow[]> {
    let row = 0;
    // Empty lines wait for a row after them: those at the end of the file are not rows. Only
    // their count is kept, so that a run of them costs no memory.
    let blanks = 0;
    let batch: RawRow[] = [];
    try {
      for (let record = await nextRecord(); record !== undefined; record = await nextRecord()) {
        row++;
        if (!('unreadable' in record) && record.blank) {
          blanks++;
          continue;
        }
        for (; blanks > 0; blanks--) {
          batch.push({ row: row - blanks, cells: [''] });
          if (batch.length >= size) {
            yield batch;
            batch = [];
          }
        }
        if (!('unreadable' in record)) {
          batch.push({ row, cells: record.cells });
          for (const line of record.multiline ?? []) {
            options.onWarning?.({
              kind: 'multiline_field',
              row,
              line,
              message: `line ${line}: a quoted field runs over several lines (row ${row}); it is read as one cell, as CSV allows, but a quote left open by mistake looks the same`,
            });
          }
        } else {
          batch.push(record.cells === undefined ? { row, unreadable: record.unreadable, code: record.code } : { row, unreadable: record.unreadable, code: record.code, cells: record.cells });
        }
        if (batch.length >= size) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } finally {
      await chunks.return(undefined);
    }
  }
  async function* rows(): AsyncGenerator<RawRow> {
    for await (const batch of batches(256)) yield* batch;
  }
  return {
    header,
    delimiter,
    eol,
    bom: text.bom,
    get encoding() {
      return text.encoding;
    },
    get encodingDecidedBy() {
      return text.decidedBy;
    },
    rows: rows(),
    batches,
    close: () => void chunks.return(undefined),
  };
}
