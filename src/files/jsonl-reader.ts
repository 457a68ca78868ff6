/**
 * Reads JSON Lines: one value per line, blank lines skipped, lines numbered
 * from 1 as in the file. Parsing the JSON is left to the batch (in a worker).
 */
import { decodeUtf8, type ByteSource, type ReadCounter } from './text-source.js';
import type { RawRow } from './row-batch.js';

/** Longest line kept, in characters; a longer line becomes an unreadable row and memory stays bounded. */
export const MAX_LINE_CHARS = 1 << 20;

/** The lines of a JSON Lines source as rows (`{ row, line }`, or `{ row, unreadable }` for an overlong line). */
export async function* readJsonlRows(source: ByteSource, counter?: ReadCounter, maxLineChars = MAX_LINE_CHARS): AsyncGenerator<RawRow> {
  for await (const rows of readJsonlChunks(source, counter, maxLineChars)) yield* rows;
}

/** As {@link readJsonlRows}, the rows of each chunk of text read in one array (a row costs no promise of its own). */
export async function* readJsonlChunks(source: ByteSource, counter?: ReadCounter, maxLineChars = MAX_LINE_CHARS): AsyncGenerator<RawRow[]> {
  let carry = '';
  let lineNo = 0;
  let overlong = false;
  let first = true;
  const emit = (text: string): RawRow | undefined => {
    lineNo++;
    if (overlong || text.length > maxLineChars) {
      overlong = false;
      return { row: lineNo, unreadable: `line ${lineNo} is longer than ${maxLineChars} characters` };
    }
    const line = text.endsWith('\r') ? text.slice(0, -1) : text;
    return line.trim() === '' ? undefined : { row: lineNo, line };
  };
  for await (let chunk of decodeUtf8(source, counter)) {
    if (first) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
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
