/**
 * Whole files and streams of addresses: reading CSV and JSON Lines, verifying
 * rows with bounded concurrency (in this thread or in worker threads), and
 * writing the rows with their results. Used by the CLI's `validate` and by the
 * HTTP batch jobs; the public part is re-exported by the package.
 */
export { COLUMN_ROLES, ColumnMappingError, checkMapping, parseColumnSpec, resolveColumns, type ColumnMapping, type ColumnRole } from './columns.js';
export { FileFormatError, openText, type ByteSource, type EncodingSource, type OpenedText } from './text-source.js';
export { FILE_ENCODINGS, FileEncodingError, parseEncoding, type FileEncoding } from './encoding.js';
export { MAX_QUOTED_LINES } from './csv-parser.js';
export { CSV_DELIMITERS, MAX_RECORD_BYTES, detectDelimiter, openCsv, type CsvFile, type CsvReadOptions, type FileWarning } from './csv-reader.js';
export { MAX_LINE_CHARS, readJsonlRows } from './jsonl-reader.js';
export { ROW_STATUSES, fails, rowStatus, verifyOutcome, type FailOn, type RowError, type RowOutcome, type RowStatus } from './outcome.js';
export { RESULT_COLUMNS, csvLine, jsonlLine, resultCells } from './row-format.js';
export { RowMemo, ROW_MEMO_GENERATION, processRows, type BatchOutput, type CsvRowPlan, type JsonlRowPlan, type RawRow, type RowPlan, type UnreadableCode } from './row-batch.js';
export { WORST_ROWS, emptySummary, mergeSummary, type FileSummary, type WorstRow } from './summary.js';
export { VerifierPool, type VerifierPoolOptions } from './verifier-pool.js';
export { verifyRows, type VerifiedRow, type VerifyRowsOptions } from './verify-rows.js';
export { FILE_FORMATS, verifyFile, type FileFormat, type FileProgress, type TextSink, type VerifyFileOptions, type VerifyFileResult } from './verify-file.js';
export { failingRows, markdownReport, textSummary, type ReportContext } from './report.js';
