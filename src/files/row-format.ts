/**
 * How a verified row is written: the CSV columns appended to the input's, and
 * the JSON Lines object.
 */
import type { RowOutcome } from './outcome.js';

/** The columns appended to every CSV row, in this order. */
export const RESULT_COLUMNS = ['postal_code', 'verdict', 'confidence', 'street', 'house_number', 'locality', 'county', 'corrections', 'error'] as const;

/**
 * The appended cells of one row. `corrections` lists `field:reason` pairs
 * joined by `, ` (`street_type:abbreviation, county:diacritic`); `error` is the
 * catalogue code, and then every other cell is empty.
 */
export function resultCells(outcome: RowOutcome): string[] {
  if (outcome.error !== undefined) return ['', '', '', '', '', '', '', '', outcome.error.code];
  const r = outcome.result;
  const a = r.address;
  const corrections = r.corrections.map((c) => `${c.field}:${c.reason}`).join(', ');
  return [a.postal_code, r.verdict, String(r.confidence), a.street, a.house_number, a.locality, a.county, corrections, ''];
}

const NEEDS_QUOTES = /["\r\n]/;

/** One CSV cell, quoted (quotes doubled) when it holds the delimiter, a quote or a line break. */
function csvCell(value: string, delimiter: string): string {
  if (value === '') return value;
  return NEEDS_QUOTES.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV line, with its line ending. */
export function csvLine(cells: readonly string[], delimiter: string, eol: string): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) line += delimiter;
    line += csvCell(cells[i]!, delimiter);
  }
  return line + eol;
}

/**
 * The output line of a verified CSV row: its first `width` cells (empty ones where it is
 * shorter), the {@link resultCells} of `outcome`, then its cells past `width`; the line
 * `csvLine` writes of those cells, made without building them as arrays (it runs for every row).
 */
export function csvResultLine(cells: readonly string[], width: number, outcome: RowOutcome, delimiter: string, eol: string): string {
  let line = '';
  for (let i = 0; i < width; i++) {
    const cell = cells[i];
    line += (cell === undefined ? '' : csvCell(cell, delimiter)) + delimiter;
  }
  if (outcome.error !== undefined) {
    line += delimiter.repeat(RESULT_COLUMNS.length - 1) + csvCell(outcome.error.code, delimiter);
  } else {
    const r = outcome.result;
    const a = r.address;
    let corrections = '';
    for (const c of r.corrections) corrections += `${corrections === '' ? '' : ', '}${c.field}:${c.reason}`;
    line += csvCell(a.postal_code, delimiter) + delimiter + csvCell(r.verdict, delimiter) + delimiter + csvCell(String(r.confidence), delimiter) + delimiter;
    line += csvCell(a.street, delimiter) + delimiter + csvCell(a.house_number, delimiter) + delimiter + csvCell(a.locality, delimiter) + delimiter;
    line += csvCell(a.county, delimiter) + delimiter + csvCell(corrections, delimiter) + delimiter;
  }
  for (let i = width; i < cells.length; i++) line += delimiter + csvCell(cells[i]!, delimiter);
  return line + eol;
}

/**
 * One JSON Lines output line: `{"line", "input", "result"}` or
 * `{"line", "input", "error": {"code", "message"}}`. `input` is the line's JSON
 * value as read (or the raw text of a line that is not JSON); `result` is
 * exactly what `index.verify` returned.
 */
export function jsonlLine(line: number, input: unknown, outcome: RowOutcome): string {
  const out = outcome.error !== undefined ? { line, input, error: outcome.error } : { line, input, result: outcome.result };
  return `${JSON.stringify(out)}\n`;
}
