/**
 * The CSV records of a text, chunk by chunk (RFC 4180): fields between a
 * delimiter, records between line breaks, quoted fields with doubled quotes and
 * line breaks inside. What it does beyond the RFC, for files as people write
 * them:
 * - a quote inside an unquoted field is kept as text (`Str. "Unirii" 5`);
 * - a record longer than the limit is skipped as it streams (its text is not
 *   kept), to its end as CSV defines it (a quoted field to its closing quote,
 *   however many lines that takes), and becomes one `field_too_long` record;
 * - a quoted field still open after {@link MAX_QUOTED_LINES} line breaks, or at
 *   the end of the text (in a record under the limit), is taken as a stray
 *   quote: its record becomes one
 *   `invalid_body` record (its line read as written) and the lines after the
 *   quote's are read again as records of their own, so that one stray quote
 *   cannot swallow the rest of a file;
 * - every record says the line it began on, and the lines where its quoted
 *   fields that span lines opened.
 */

/**
 * Line breaks a quoted field may hold before its opening quote is taken as a
 * stray one. An address or a note written over several lines rarely has more
 * than a few; a stray quote costs at most this many lines read twice.
 */
export const MAX_QUOTED_LINES = 20;

/** A record of the text: its cells, or why it could not be read. */
export type CsvRecord =
  | {
      cells: string[];
      /** The line the record began on (from 1). */
      line: number;
      /** True for an empty line (not `""`, not `;;`). */
      blank: boolean;
      /** The lines on which its quoted fields that span lines opened. */
      multiline?: number[];
    }
  | {
      /** `field_too_long`: over the size limit; `invalid_body`: its quotes are broken. */
      code: 'field_too_long' | 'invalid_body';
      unreadable: string;
      line: number;
      /** What could be read of it (for a broken quote: its line as written). */
      cells?: string[];
    };

/** Options of {@link CsvParser}. */
export interface CsvParserOptions {
  /** The field delimiter; undefined for a one-column file (a record is its whole line). */
  delimiter: string | undefined;
  /** Longest record kept, in characters; a longer one becomes a `field_too_long` record. */
  maxRecordChars: number;
  /** See {@link MAX_QUOTED_LINES}. */
  maxQuotedLines?: number;
}

const QUOTE = 0x22;
const LF = 0x0a;

const enum State {
  /** At the start of a field. */
  Start,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: doubled, or the field's end. */
  QuoteSeen,
  /** Text after a quoted field's closing quote (a broken record, read on to its end). */
  AfterQuote,
}

function withoutCr(text: string): string {
  return text.endsWith('\r') ? text.slice(0, -1) : text;
}

/** Pushes text in, appends the records it completes to an array. */
export class CsvParser {
  private readonly delimiter: number;
  private readonly maxRecordChars: number;
  private readonly maxQuotedLines: number;
  private state = State.Start;
  private cells: string[] = [];
  private field = '';
  /** The current line (from 1). */
  private line = 1;
  /** The line the current record began on. */
  private recordLine = 1;
  /** Characters of the current record in earlier chunks. */
  private recordChars = 0;
  /** The record has a quoted field (so an empty one is not a blank line). */
  private quoted = false;
  /** Lines where the record's quoted fields that span lines opened. */
  private multiline: number[] | undefined;
  /** Line where text followed a closing quote in this record (0: none). */
  private brokenQuoteLine = 0;
  /** The record is over the limit: its text is no longer kept, only scanned to its end. */
  private skipping = false;
  /** The open quoted field: the line it opened on and the line breaks it holds so far. */
  private quoteLine = 0;
  private quoteBreaks = 0;
  /** The open quoted field's first line, from its quote, as written (for a quote that is never closed). */
  private quoteLineText = '';
  /** The text after the open quoted field's first line (read again if the quote is never closed). */
  private replay = '';

  constructor(options: CsvParserOptions) {
    this.delimiter = options.delimiter === undefined ? -1 : options.delimiter.charCodeAt(0);
    this.maxRecordChars = options.maxRecordChars;
    this.maxQuotedLines = options.maxQuotedLines ?? MAX_QUOTED_LINES;
  }

  /** Reads `text`, appending the records it completes to `out`. */
  push(text: string, out: CsvRecord[]): void {
    for (let input: string | undefined = text; input !== undefined; ) input = this.scan(input, out);
  }

  /** Ends the text: the last record (without a line break after it), and any quote left open. */
  end(out: CsvRecord[]): void {
    for (;;) {
      if (this.state === State.Quoted) {
        if (this.skipping) {
          out.push(this.tooLong(` (a quote opened on line ${this.quoteLine} is not closed by the end of the file)`));
          this.reset(this.line);
          return;
        }
        const replay = this.strayQuote(out, 'by the end of the file');
        if (replay === '') return;
        this.push(replay, out);
        continue;
      }
      // A record over the limit has no cells kept, but it is a record all the same.
      if (this.state !== State.Start || this.cells.length > 0 || this.skipping) {
        if (this.state === State.QuoteSeen && this.quoteBreaks > 0) (this.multiline ??= []).push(this.quoteLine);
        this.endField();
        this.endRecord(out, 0);
      }
      return;
    }
  }

  /** Scans one text; returns the text to read next when a stray quote made it read lines again. */
  private scan(text: string, out: CsvRecord[]): string | undefined {
    const n = text.length;
    const d = this.delimiter;
    let from = 0;
    let recordStart = 0;
    let replayFrom = this.quoteBreaks > 0 ? 0 : -1;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      switch (this.state) {
        case State.Start:
          if (c === QUOTE) {
            this.state = State.Quoted;
            this.quoted = true;
            this.quoteLine = this.line;
            this.quoteBreaks = 0;
            from = i + 1;
          } else if (c === d) {
            this.endField();
          } else if (c === LF) {
            this.endField();
            this.endRecord(out, this.recordChars + i - recordStart);
            recordStart = i + 1;
          } else {
            this.state = State.Unquoted;
            from = i;
          }
          break;
        case State.Unquoted:
        case State.AfterQuote:
          if (c === d) {
            this.append(text, from, i);
            this.endField();
            this.state = State.Start;
          } else if (c === LF) {
            this.append(text, from, i);
            this.field = withoutCr(this.field);
            this.endField();
            this.endRecord(out, this.recordChars + i - recordStart);
            recordStart = i + 1;
            this.state = State.Start;
          }
          break;
        case State.Quoted:
          if (c === QUOTE) {
            this.append(text, from, i);
            this.state = State.QuoteSeen;
          } else if (c === LF) {
            this.line++;
            this.quoteBreaks++;
            if (this.quoteBreaks === 1) {
              if (!this.skipping) this.quoteLineText = `"${withoutCr(this.field + text.slice(from, i))}`;
              replayFrom = i + 1;
            } else if (this.quoteBreaks > this.maxQuotedLines && !this.skipping) {
              this.replay += text.slice(replayFrom, i + 1);
              return this.strayQuote(out, `within ${this.maxQuotedLines} lines`) + text.slice(i + 1);
            }
          }
          break;
        case State.QuoteSeen:
          if (c === QUOTE) {
            this.append(text, i, i + 1);
            from = i + 1;
            this.state = State.Quoted;
            break;
          }
          if (this.quoteBreaks > 0) (this.multiline ??= []).push(this.quoteLine);
          this.quoteBreaks = 0;
          this.replay = '';
          replayFrom = -1;
          if (c === d) {
            this.endField();
            this.state = State.Start;
          } else if (c === LF) {
            this.endField();
            this.endRecord(out, this.recordChars + i - recordStart);
            recordStart = i + 1;
            this.state = State.Start;
          } else {
            // `"abc"def` or `"abc"\r`: read on to the delimiter; a line end's \r is dropped there.
            if (c !== 0x0d && this.brokenQuoteLine === 0) this.brokenQuoteLine = this.line;
            this.state = State.AfterQuote;
            from = i;
          }
          break;
      }
    }
    if (this.state === State.Unquoted || this.state === State.Quoted || this.state === State.AfterQuote) this.append(text, from, n);
    if (this.quoteBreaks > 0 && replayFrom >= 0 && !this.skipping) this.replay += text.slice(replayFrom);
    this.recordChars += n - recordStart;
    if (!this.skipping && this.recordChars > this.maxRecordChars) this.skip();
    return undefined;
  }

  private append(text: string, from: number, to: number): void {
    if (!this.skipping && to > from) this.field += text.slice(from, to);
  }

  private endField(): void {
    if (!this.skipping) this.cells.push(this.field);
    this.field = '';
  }

  /** The record over the limit: drop what was kept of it. */
  private skip(): void {
    this.skipping = true;
    this.cells = [];
    this.field = '';
    this.replay = '';
    this.quoteLineText = '';
  }

  private tooLong(more: string): CsvRecord {
    const lines = this.line > this.recordLine ? `lines ${this.recordLine}-${this.line}` : `line ${this.recordLine}`;
    return {
      code: 'field_too_long',
      unreadable: `${lines}: the record is longer than ${this.maxRecordChars} characters, the most a record may have; it was skipped${more}`,
      line: this.recordLine,
    };
  }

  /** Ends the record whose line break (or the text's end) is here; `size` is its length in characters. */
  private endRecord(out: CsvRecord[], size: number): void {
    if (this.skipping || size > this.maxRecordChars) {
      this.skip();
      out.push(this.tooLong(''));
    } else if (this.brokenQuoteLine > 0) {
      out.push({
        code: 'invalid_body',
        unreadable: `line ${this.brokenQuoteLine}: text follows a quoted field's closing quote (a quote inside a quoted field must be doubled)`,
        line: this.recordLine,
        cells: this.cells,
      });
    } else {
      const cells = this.cells;
      const record: CsvRecord = { cells, line: this.recordLine, blank: !this.quoted && cells.length === 1 && cells[0] === '' };
      if (this.multiline !== undefined) record.multiline = this.multiline;
      out.push(record);
    }
    this.reset(this.line + 1);
  }

  /** Starts a record on `line`. */
  private reset(line: number): void {
    this.line = line;
    this.recordLine = line;
    this.state = State.Start;
    this.cells = [];
    this.field = '';
    this.recordChars = 0;
    this.quoted = false;
    this.multiline = undefined;
    this.brokenQuoteLine = 0;
    this.skipping = false;
    this.quoteBreaks = 0;
    this.quoteLineText = '';
    this.replay = '';
  }

  /**
   * The open quoted field is not closed `where`: its record becomes an
   * `invalid_body` record with its line as written; returns the text after
   * that line, to be read again from the line after the quote's.
   */
  private strayQuote(out: CsvRecord[], where: string): string {
    const quoteLine = this.quoteLine;
    const firstLine = this.quoteBreaks > 0 ? this.quoteLineText : `"${withoutCr(this.field)}`;
    const rest = this.delimiter < 0 ? [firstLine] : firstLine.split(String.fromCharCode(this.delimiter));
    out.push({
      code: 'invalid_body',
      unreadable: `line ${quoteLine}: a quote opens a field that is not closed ${where}; the line is kept as written and the lines after it are read as rows of their own`,
      line: this.recordLine,
      cells: [...this.cells, ...rest],
    });
    const replay = this.replay;
    this.reset(quoteLine + 1);
    return replay;
  }
}
