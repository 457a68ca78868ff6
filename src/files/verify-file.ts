/**
 * Verifies a whole file: reads CSV or JSON Lines from a byte stream, verifies
 * every row, and writes the rows with their results to a text sink, in input
 * order, with flat memory. The CLI's `validate` and the HTTP batch jobs both
 * run this.
 */
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AddressIndex } from '../types.js';
import { checkMapping, resolveColumns, type ColumnMapping } from './columns.js';
import { openCsv, type FileWarning } from './csv-reader.js';
import type { FileEncoding } from './encoding.js';
import { jsonlChunks } from './jsonl-reader.js';
import { addressColumnNames } from './row-words.js';
import { mapOrdered, rebatch } from './ordered.js';
import { processRows, type BatchOutput, type RawRow, type RowPlan } from './row-batch.js';
import { emptyOutput, joinRouted, routeRows } from './row-route.js';
import { RESULT_COLUMNS, csvLine } from './row-format.js';
import { emptySummary, mergeSummary, type FileSummary } from './summary.js';
import { openText, type ByteSource, type EncodingSource, type ReadCounter } from './text-source.js';
import { VerifierPool } from './verifier-pool.js';

/** Rows per batch: large enough that a batch's thread messages cost little against its verify time, small enough to keep memory flat. */
const DEFAULT_BATCH = 256;

/**
 * Rounds in flight with a pool (a round: a batch for each worker, its rows routed by address). Two
 * are posted to each worker (see VerifierPool); the third lets a worker whose rows of the last rounds
 * were quicker run one batch ahead of the slowest instead of waiting for it, since a round is written
 * only when all its parts are back.
 */
const ROUNDS_IN_FLIGHT = 3;

/** The two file formats. */
export const FILE_FORMATS = ['csv', 'jsonl'] as const;
/** One of {@link FILE_FORMATS}. */
export type FileFormat = (typeof FILE_FORMATS)[number];

/** Where output text goes: a Node writable stream (backpressure honoured; not ended) or a function (awaited when it returns a promise). */
export type TextSink = NodeJS.WritableStream | ((text: string) => void | Promise<void>);

/** Progress of {@link verifyFile}, reported after each batch written. */
export interface FileProgress {
  /** Rows written so far. */
  rows: number;
  /** Input bytes read so far (read-ahead included). */
  bytes: number;
  /** The counts of the rows written so far (updated in place as the run goes on: copy it to keep it). */
  summary: Readonly<FileSummary>;
}

/** Options of {@link verifyFile}. */
export interface VerifyFileOptions {
  /** The file's bytes: `fs.createReadStream(path)`, `process.stdin`, a download, or any (async) iterable of chunks. */
  input: ByteSource;
  /** Where the output goes. */
  output: TextSink;
  format: FileFormat;
  /**
   * Which columns (CSV) or keys (JSON Lines) hold the address. CSV default:
   * recognised from the header names (see {@link resolveColumns}). JSON Lines
   * default: each line is the verify body itself (or a JSON string: free-form).
   */
  columns?: ColumnMapping;
  /** CSV field delimiter; default: detected on the header line (`,` `;` tab `|`). */
  delimiter?: string;
  /**
   * The file's encoding. Default: a byte order mark's; else UTF-8 when the
   * bytes are valid UTF-8; else an 8-bit encoding only when windows-1250,
   * iso-8859-2 and latin1 read them alike. Otherwise the run is refused with a
   * `FileEncodingError` that names the line and shows it in each encoding.
   * The output is UTF-8 whatever the input's encoding.
   */
  encoding?: FileEncoding;
  /** Told, as rows are read, of what a person should check though the rows were read (a CSV quoted field over several lines). */
  onWarning?: (warning: FileWarning) => void;
  /** Rows verified below this confidence count as `invalid` (default 0). */
  minConfidence?: number;
  /** The engine: an index (verifies in this thread) or a {@link VerifierPool} (worker threads). */
  verifier: AddressIndex | VerifierPool;
  /** Rows per batch (default 256). With a pool, rounds of this many rows a worker are split among the workers by address. */
  batchSize?: number;
  onProgress?: (progress: FileProgress) => void;
  /** Stops the run; {@link verifyFile} then rejects with the signal's reason (output written so far is whole lines). */
  signal?: AbortSignal;
}

/** What {@link verifyFile} did. */
export interface VerifyFileResult {
  summary: FileSummary;
  format: FileFormat;
  /** CSV: the delimiter used. */
  delimiter?: string;
  /** CSV: the input header (the output's header is it plus {@link RESULT_COLUMNS}). */
  header?: string[];
  /**
   * CSV records whose quotes are broken (a quote never closed, text after a
   * closing quote): they are in the output with `invalid_body` and the rows
   * after them were read, but the file's structure had to be guessed. (A record
   * over the size limit is a `field_too_long` row, not counted here.)
   */
  malformed: { count: number; rows: number[] };
  /** CSV quoted fields over several lines (allowed, but worth a look): how many, and the lines the first 20 opened on. */
  multiline: { count: number; lines: number[] };
  /** The encoding the input was read in (`utf-8` for ASCII), and how it was decided. */
  encoding: FileEncoding;
  encodingDecidedBy: EncodingSource;
}

function sinkWriter(sink: TextSink, signal: AbortSignal | undefined): (text: string) => Promise<void> {
  if (typeof sink === 'function') return async (text) => {
    await sink(text);
  };
  return async (text) => {
    // once() rejects on the stream's 'error' and on the signal, so a closed pipe cannot leave the run waiting.
    if (!sink.write(text)) await once(sink as NodeJS.EventEmitter, 'drain', signal === undefined ? {} : { signal });
  };
}

/**
 * Verifies a CSV or JSON Lines file. Output: CSV, every input record in order
 * (an empty one too: `missing_address`), its cells under the header's columns
 * (padded to them) followed by {@link RESULT_COLUMNS}, then any cells beyond
 * the header's (such a row gets `invalid_body`), with the input's delimiter,
 * line ending and byte order mark; JSON Lines, one
 * `{"line", "input", "result"}` or `{"line", "input", "error"}` object per
 * non-blank input line. Rows that cannot be verified or read never stop the
 * run: each gets its catalogued error.
 *
 * @throws FileFormatError when the input cannot be read as the format at all
 *   (an empty CSV, no header), or `FileEncodingError` (a FileFormatError) for
 *   bytes in no certain encoding: before any output when they are among the
 *   first 64 KiB after the first byte that is not ASCII, else when reached
 *   (the rows before them are then written).
 * @throws ColumnMappingError when the columns are missing or cannot be recognised.
 */
export async function verifyFile(options: VerifyFileOptions): Promise<VerifyFileResult> {
  const counter: ReadCounter = { bytes: 0 };
  const write = sinkWriter(options.output, options.signal);
  const minConfidence = options.minConfidence ?? 0;
  let plan: RowPlan;
  let rows: AsyncIterable<RawRow[]>;
  /** The encoding the input was read in: final once its rows are read. */
  let encodingOf: () => Pick<VerifyFileResult, 'encoding' | 'encodingDecidedBy'>;
  const result: VerifyFileResult = {
    summary: emptySummary(),
    format: options.format,
    malformed: { count: 0, rows: [] },
    multiline: { count: 0, lines: [] },
    encoding: 'utf-8',
    encodingDecidedBy: 'utf-8',
  };
  if (options.format === 'csv') {
    const onWarning = (w: FileWarning): void => {
      result.multiline.count++;
      if (result.multiline.lines.length < 20) result.multiline.lines.push(w.line);
      options.onWarning?.(w);
    };
    const file = await openCsv(options.input, { delimiter: options.delimiter, encoding: options.encoding, counter, onWarning });
    encodingOf = () => ({ encoding: file.encoding, encodingDecidedBy: file.encodingDecidedBy });
    let positions;
    try {
      positions = resolveColumns(file.header, options.columns);
    } catch (err) {
      file.close();
      throw err;
    }
    plan = { format: 'csv', delimiter: file.delimiter, eol: file.eol, width: file.header.length, positions, addressColumns: addressColumnNames(file.header, positions), minConfidence };
    result.delimiter = file.delimiter;
    result.header = file.header;
    await write((file.bom ? '\uFEFF' : '') + csvLine([...file.header, ...RESULT_COLUMNS], file.delimiter, file.eol));
    rows = file.batches(options.batchSize ?? DEFAULT_BATCH);
  } else {
    if (options.columns !== undefined) checkMapping(options.columns);
    plan = { format: 'jsonl', mapping: options.columns, minConfidence };
    const text = await openText(options.input, { encoding: options.encoding, counter });
    encodingOf = () => ({ encoding: text.encoding, encodingDecidedBy: text.decidedBy });
    rows = jsonlChunks(text);
  }

  const verifier = options.verifier;
  const signal = options.signal;
  const pool = verifier instanceof VerifierPool ? verifier : undefined;
  const run = async (batch: RawRow[]): Promise<BatchOutput> => {
    signal?.throwIfAborted();
    if (verifier instanceof VerifierPool) {
      // Each row to the worker its address hashes to, so that every worker's memo sees all the rows of its addresses.
      const { routes, parts } = routeRows(plan, batch, verifier.size);
      const outputs = await Promise.all(parts.map((part, worker) => (part.length === 0 ? emptyOutput() : verifier.processRowsOn(worker, plan, part))));
      return joinRouted(routes, outputs);
    }
    await nextTurn();
    return processRows(verifier, plan, batch);
  };
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  // With a pool, a round of a batch a worker, split by address; a few rounds in flight keep memory flat.
  const roundSize = pool === undefined ? batchSize : batchSize * pool.size;
  const concurrency = pool === undefined ? 1 : ROUNDS_IN_FLIGHT;
  const isCsv = plan.format === 'csv';
  let written = 0;
  for await (const output of mapOrdered(watchMalformed(rebatch(rows, roundSize), isCsv, result.malformed), run, concurrency)) {
    signal?.throwIfAborted();
    await write(output.text);
    mergeSummary(result.summary, output.summary);
    written += output.summary.rows;
    options.onProgress?.({ rows: written, bytes: counter.bytes, summary: result.summary });
  }
  return Object.assign(result, encodingOf());
}

/** Notes the CSV records the parser could not read, as their batches pass. */
async function* watchMalformed(batches: AsyncIterable<RawRow[]>, isCsv: boolean, into: VerifyFileResult['malformed']): AsyncGenerator<RawRow[]> {
  for await (const batch of batches) {
    if (isCsv) {
      for (const row of batch) {
        if (!('unreadable' in row) || row.code !== 'invalid_body') continue;
        into.count++;
        if (into.rows.length < 20) into.rows.push(row.row);
      }
    }
    yield batch;
  }
}
