/**
 * Reads JSON Lines: one value per line, blank lines skipped, lines numbered
 * from 1 as in the file. Parsing the JSON is left to the batch (in a worker).
 */
import type { FileEncoding } from './encoding.js';
import { openText, type ByteSource, type OpenedText, type ReadCounter } from './text-source.js';
import type { RawRow } from './row-batch.js';

/** Longest line kept, in characters; a longer line becomes a `field_too_long` row and memory stays bounded. */
export const MAX_LINE_CHARS = 1 << 20;

/** The lines of a JSON Lines source as rows (`{ row, line }`, or `{ row, unreadable, code }` for an overlong line). */
export async function* readJsonlRows(source: ByteSource, counter?: ReadCounter, maxLineChars = MAX_LINE_CHARS, encoding?: FileEncoding): AsyncGenerator<RawRow> {
  for await (const rows of readJsonlChunks(source, counter, maxLineChars, encoding)) yield* rows;
}

/** As {@link readJsonlRows}, the rows of each chunk of text read in one array (a row costs no promise of its own). */
export async function* readJsonlChunks(source: ByteSource, counter?: ReadCounter, maxLineChars = MAX_LINE_CHARS, encoding?: FileEncoding): AsyncGenerator<RawRow[]> {
  yield* jsonlChunks(await openText(source, { counter, encoding }), maxLineChars);
}

/** The rows of a source already opened as text (see {@link readJsonlChunks}). */
export async function* jsonlChunks(text: OpenedText, maxLineChars = MAX_LINE_CHARS): AsyncGenerator<RawRow[]> {
  let carry = '';
  let lineNo = 0;
  let overlong = false;
  const emit = (line: string): RawRow | undefined => {
    lineNo++;
    if (overlong || line.length > maxLineChars) {
      overlong = false;
      return { row: lineNo, unreadable: `line ${lineNo} is longer than ${maxLineChars} characters, the most a line may have; it was skipped`, code: 'field_too_long' };
    }
    const body = line.endsWith('\r') ? line.slice(0, -1) : line;
    return body.trim() === '' ? undefined : { row: lineNo, line: body };
  };
  for await (const chunk of text.chunks) {
    let start = 0;
    let nl = chunk.indexOf('\n');
    const rows: RawRow[] = [];
    while (nl >= 0) {
      const row = emit(carry + chunk.slice(start, nl));
      carry = '';
      if (row) rows.push(row);
      start = nl + 1;
      nl = chunk.indexOf('\n', start);
    }
    if (rows.length > 0) yield rows;
    if (!overlong) {
      carry += chunk.slice(start);
      if (carry.length > maxLineChars) {
        overlong = true;
        carry = '';
      }
    }
  }
  if (carry !== '' || overlong) {
    const row = emit(carry);
    if (row) yield [row];
  }
}
