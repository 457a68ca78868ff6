/**
 * `ro-address validate`: checks a whole CSV or JSON Lines file, for CI jobs and
 * for cleaning customer files. Exit 0 when no row fails `--fail-on`, 1 when
 * some do, 2 for usage errors and files that cannot be read as their format.
 */
import { createReadStream, createWriteStream, statSync, writeFileSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { extname, resolve } from 'node:path';
import {
  ColumnMappingError,
  FileFormatError,
  loadIndexSync,
  parseColumnSpec,
  parseEncoding,
  VerifierPool,
  verifyFile,
  type AddressIndex,
  type ColumnMapping,
  type FailOn,
  type FileEncoding,
  type FileFormat,
  type FileWarning,
} from '../index.js';
// The report writers are the CLI's own (not in the library's API); they read plain summaries.
import { failingRows, markdownReport, textSummary, type ReportContext } from '../files/report.js';
import { UsageError, readArgs } from './args.js';
import { collectAloneWhenCoresAreFull } from './collector.js';

/** The streams `validate` reads and writes (the process's own in the CLI). */
export interface ValidateStreams {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

/** The options of `validate`, read from the command line. */
export interface ValidateOptions {
  /** A path, or `-` for standard input. */
  file: string;
  format: FileFormat;
  columns?: ColumnMapping;
  delimiter?: string;
  /** The input's encoding; undefined: told from its bytes. */
  encoding?: FileEncoding;
  out?: string;
  failOn: FailOn;
  minConfidence: number;
  /** Worker threads; 0 verifies in the main thread; undefined: the machine's cores (the main thread for files under 1 MiB). */
  workers?: number;
  report?: string;
  quiet: boolean;
  indexPath?: string;
}

const VALIDATE_USAGE = `usage: ro-address validate <file|-> [--format csv|jsonl] [--columns freeform=COLUMN | --columns street=S,number=N,locality=L,county=C]
       [--delimiter ,|;|tab|'|'] [--out FILE] [--fail-on invalid|suspicious|never] [--min-confidence X]
       [--workers N] [--report FILE.md] [--quiet] [--index PATH] [--encoding utf-8|latin1|windows-1250|iso-8859-2]`;

/** Files smaller than this are verified in the main thread unless `--workers` says otherwise: starting workers costs more than it saves. */
const SMALL_FILE_BYTES = 1 << 20;

/** Warnings about the file printed as they come; the summary counts the rest. */
const SHOWN_WARNINGS = 10;

const FAIL_ON: readonly FailOn[] = ['invalid', 'suspicious', 'never'];
const DELIMITERS: Record<string, string> = { ',': ',', ';': ';', tab: '\t', '\t': '\t', '|': '|' };

const VALIDATE_OPTIONS = {
  format: { type: 'string' },
  columns: { type: 'string', multiple: true },
  delimiter: { type: 'string' },
  out: { type: 'string' },
  'fail-on': { type: 'string' },
  'min-confidence': { type: 'string' },
  workers: { type: 'string' },
  report: { type: 'string' },
  index: { type: 'string' },
  quiet: { type: 'boolean' },
  encoding: { type: 'string' },
} as const;

/** Reads the command line of `validate` (without the command word). */
export function parseValidate(argv: string[]): ValidateOptions {
  const { values, positionals: args } = readArgs(argv, VALIDATE_OPTIONS);
  const { format, delimiter, out, workers, report, index: indexPath } = values;
  const columnSpecs = values.columns ?? [];
  const failOn = values['fail-on'] ?? 'invalid';
  const minConfidence = values['min-confidence'] ?? '0';
  const quiet = values.quiet ?? false;
  const encoding = values.encoding;
  const [file] = args;
  if (args.length !== 1 || file === undefined) throw new UsageError(args.length === 0 ? VALIDATE_USAGE : `validate takes one file (got ${args.length}: ${args.join(' ')})`);
  if (format !== undefined && format !== 'csv' && format !== 'jsonl') throw new UsageError('--format must be csv or jsonl');
  const ext = extname(file).toLowerCase();
  const resolvedFormat: FileFormat = format ?? (ext === '.jsonl' || ext === '.ndjson' || ext === '.jsonlines' ? 'jsonl' : 'csv');
  if (!(FAIL_ON as readonly string[]).includes(failOn)) throw new UsageError('--fail-on must be invalid, suspicious or never');
  if (!/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(minConfidence)) throw new UsageError('--min-confidence must be a number from 0 to 1');
  if (workers !== undefined && (!/^\d{1,3}$/.test(workers) || Number(workers) > 256)) throw new UsageError('--workers must be an integer from 0 to 256');
  if (delimiter !== undefined && DELIMITERS[delimiter] === undefined) throw new UsageError("--delimiter must be , ; tab or |");
  if (delimiter !== undefined && resolvedFormat !== 'csv') throw new UsageError('--delimiter applies to CSV only');
  let columns: ColumnMapping | undefined;
  try {
    columns = columnSpecs.length > 0 ? parseColumnSpec(columnSpecs) : undefined;
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (out !== undefined && file !== '-' && resolve(out) === resolve(file)) throw new UsageError('--out must not be the input file');
  let fileEncoding: FileEncoding | undefined;
  try {
    fileEncoding = encoding === undefined ? undefined : parseEncoding(encoding);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (report !== undefined && out !== undefined && resolve(report) === resolve(out)) throw new UsageError('--report and --out must be different files');
  return {
    file,
    format: resolvedFormat,
    columns,
    delimiter: delimiter === undefined ? undefined : DELIMITERS[delimiter],
    encoding: fileEncoding,
    out,
    failOn: failOn as FailOn,
    minConfidence: Number(minConfidence),
    workers: workers === undefined ? undefined : Number(workers),
    report,
    quiet,
    indexPath,
  };
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '-';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The progress line: rows, rows/s and, when the input's size is known, the share read and the time left. */
export function progressLine(rows: number, bytes: number, size: number | undefined, seconds: number): string {
  const rate = seconds > 0 ? rows / seconds : 0;
  let line = `${rows.toLocaleString('en-US')} rows, ${Math.round(rate).toLocaleString('en-US')} rows/s`;
  if (size !== undefined && size > 0 && bytes > 0) {
    const done = Math.min(1, bytes / size);
    line += `, ${Math.floor(done * 100)}%, ETA ${duration((seconds * (1 - done)) / done)}`;
  }
  return line;
}

/** Progress on a terminal, redrawn in place every 250 ms and cleared at the end. */
class Progress {
  private rows = 0;
  private bytes = 0;
  private readonly started = Date.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly stderr: NodeJS.WritableStream,
    private readonly size: number | undefined,
  ) {
    this.draw();
    this.timer = setInterval(() => this.draw(), 250);
    this.timer.unref();
  }

  update(rows: number, bytes: number): void {
    this.rows = rows;
    this.bytes = bytes;
  }

  private draw(): void {
    this.stderr.write(`\r\x1b[K${progressLine(this.rows, this.bytes, this.size, (Date.now() - this.started) / 1000)}`);
  }

  stop(): void {
    clearInterval(this.timer);
    this.stderr.write('\r\x1b[K');
  }
}

/** The output: standard output, or a file opened at the first write (so a refused run leaves no file behind). */
class Output {
  private stream: WriteStream | undefined;

  constructor(
    private readonly path: string | undefined,
    private readonly stdout: NodeJS.WritableStream,
  ) {}

  target(): NodeJS.WritableStream {
    if (this.path === undefined) return this.stdout;
    this.stream ??= createWriteStream(this.path);
    return this.stream;
  }

  async close(): Promise<void> {
    if (this.stream === undefined) return;
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

/** Why `file` cannot be read, in words (not node's `ENOENT`). */
function unreadableFile(file: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `file not found: ${file}`;
  if (code === 'EACCES' || code === 'EPERM') return `no permission to read ${file}`;
  if (code === 'EISDIR') return `${file} is a folder, not a file`;
  return `cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`;
}

/** Runs `validate`; resolves to the exit code. */
export async function validateCommand(argv: string[], streams: ValidateStreams): Promise<number> {
  const say = (text: string): void => void streams.stderr.write(text);
  let opts: ValidateOptions;
  try {
    opts = parseValidate(argv);
  } catch (err) {
    say(`ro-address validate: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }
  let size: number | undefined;
  if (opts.file !== '-') {
    try {
      const stat = statSync(opts.file);
      if (!stat.isFile()) throw Object.assign(new Error(`${opts.file} is not a file`), { code: stat.isDirectory() ? 'EISDIR' : undefined });
      size = stat.size;
    } catch (err) {
      say(`ro-address validate: ${unreadableFile(opts.file, err)}\n`);
      return 2;
    }
  }
  const workers = opts.workers ?? (size !== undefined && size < SMALL_FILE_BYTES ? 0 : availableParallelism());
  let verifier: AddressIndex | VerifierPool;
  // Before the workers start: their collections then run in one thread each (see collector.ts).
  if (workers > 0) collectAloneWhenCoresAreFull(workers);
  try {
    verifier = workers === 0 ? loadIndexSync(opts.indexPath) : await VerifierPool.create({ workers, indexPath: opts.indexPath });
  } catch (err) {
    say(`ro-address validate: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }

  const output = new Output(opts.out, streams.stdout);
  const abort = new AbortController();
  const progress = streams.stderr.isTTY && !opts.quiet ? new Progress(streams.stderr, size) : undefined;
  const input = opts.file === '-' ? streams.stdin : createReadStream(opts.file);
  const started = Date.now();
  let warned = 0;
  try {
    const target = output.target.bind(output);
    let stream: NodeJS.WritableStream | undefined;
    const onError = (err: Error): void => abort.abort(err);
    const result = await verifyFile({
      input: input as AsyncIterable<Uint8Array | string>,
      output: async (text) => {
        if (stream === undefined) {
          stream = target();
          stream.on('error', onError);
        }
        if (!stream.write(text)) await once(stream, 'drain', { signal: abort.signal });
      },
      format: opts.format,
      columns: opts.columns,
      delimiter: opts.delimiter,
      encoding: opts.encoding,
      minConfidence: opts.minConfidence,
      verifier,
      signal: abort.signal,
      onWarning: (w: FileWarning) => {
        // The first few as they come (above the progress line); the summary counts them all.
        if (++warned <= SHOWN_WARNINGS) say(`${progress ? '\r\x1b[K' : ''}ro-address validate: ${opts.file}: ${w.message}\n`);
      },
      onProgress: progress ? (p) => progress.update(p.rows, p.bytes) : undefined,
    });
    progress?.stop();
    await output.close();
    const context: ReportContext = {
      file: opts.file,
      failOn: opts.failOn,
      minConfidence: opts.minConfidence,
      elapsedMs: Date.now() - started,
      malformed: result.malformed,
      multiline: result.multiline,
      encoding: result.encodingDecidedBy === 'eight-bit' ? result.encoding : undefined,
    };
    if (!opts.quiet) say(textSummary(result.summary, context));
    if (opts.report !== undefined) writeFileSync(opts.report, markdownReport(result.summary, context));
    if (result.malformed.count > 0) {
      say(`ro-address validate: ${opts.file} is not well-formed CSV: ${result.malformed.count} record(s) could not be read (see the rows with invalid_body)\n`);
      return 2;
    }
    return failingRows(result.summary, opts.failOn) > 0 ? 1 : 0;
  } catch (err) {
    progress?.stop();
    const known = err instanceof FileFormatError || err instanceof ColumnMappingError;
    const message = err instanceof Error ? err.message : String(err);
    say(`ro-address validate: ${known ? '' : 'stopped: '}${message}\n`);
    await output.close().catch(() => undefined);
    return 2;
  } finally {
    if (verifier instanceof VerifierPool) await verifier.close();
    if ('destroy' in input && typeof input.destroy === 'function' && input !== streams.stdin) input.destroy();
  }
}
