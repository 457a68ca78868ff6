/**
 * The character encodings an input file may be in, and how the one of a file
 * is told when it is not named: a byte order mark, else valid UTF-8, else an
 * 8-bit encoding only when every candidate reads its bytes alike.
 */
import { TextDecoder } from 'node:util';
import { FileFormatError } from './file-format-error.js';

/**
 * The encodings a file can be read in. `latin1` is read as windows-1252, as
 * browsers and Node's TextDecoder read every `latin1`/`iso-8859-1` label (the
 * two differ only on 0x80-0x9F, control characters in ISO-8859-1). The two
 * UTF-16 forms are taken only from a byte order mark.
 */
export const FILE_ENCODINGS = ['utf-8', 'latin1', 'windows-1250', 'iso-8859-2', 'utf-16le', 'utf-16be'] as const;
/** One of {@link FILE_ENCODINGS}. */
export type FileEncoding = (typeof FILE_ENCODINGS)[number];

/** The names `--encoding` takes, and the encoding each means. */
const LABELS: Record<string, FileEncoding> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  latin1: 'latin1',
  'iso-8859-1': 'latin1',
  'windows-1250': 'windows-1250',
  cp1250: 'windows-1250',
  'iso-8859-2': 'iso-8859-2',
  latin2: 'iso-8859-2',
};

/** The 8-bit encodings a file that is not UTF-8 may be in (the names `--encoding` suggests, in this order). */
export const EIGHT_BIT_ENCODINGS = ['windows-1250', 'iso-8859-2', 'latin1'] as const satisfies readonly FileEncoding[];

/** An input whose bytes cannot be read as text in a known encoding; `line` is the line of the first such byte. */
export class FileEncodingError extends FileFormatError {
  override name = 'FileEncodingError';
  constructor(
    message: string,
    /** The line (from 1) that holds the first byte that could not be read. */
    readonly line: number,
    /** That byte. */
    readonly byte: number,
  ) {
    super(message);
  }
}

/**
 * The encoding an `--encoding` value names (case ignored): `utf-8`, `latin1`
 * (or `iso-8859-1`), `windows-1250` (or `cp1250`), `iso-8859-2` (or `latin2`).
 *
 * @throws Error with the accepted names when the value names none.
 */
export function parseEncoding(label: string): FileEncoding {
  const encoding = LABELS[label.trim().toLowerCase()];
  if (encoding === undefined) throw new Error(`--encoding must be utf-8, latin1 (iso-8859-1), windows-1250 or iso-8859-2 (got ${JSON.stringify(label)})`);
  return encoding;
}

/** The WHATWG label of an encoding, for TextDecoder. */
export function decoderLabel(encoding: FileEncoding): string {
  return encoding === 'latin1' ? 'windows-1252' : encoding;
}

let agreed: Uint8Array | undefined;

/**
 * For each byte 0x80-0xFF, 1 when every {@link EIGHT_BIT_ENCODINGS} reads it as
 * the same printable character (`â`, `î`, `é`, `ü`, `°`...): text made of
 * such bytes reads the same whichever of them it was written in. Romanian's
 * `ă`, `ș`, `ț` are not among them (`ş` in windows-1250 is `º` in latin1).
 */
function agreedBytes(): Uint8Array {
  if (agreed !== undefined) return agreed;
  const decoders = EIGHT_BIT_ENCODINGS.map((e) => new TextDecoder(decoderLabel(e)));
  agreed = new Uint8Array(256);
  for (let b = 0x80; b < 0x100; b++) {
    const read = decoders.map((d) => d.decode(Uint8Array.of(b)));
    agreed[b] = read.every((c) => c === read[0]) && !/\p{Cc}/u.test(read[0]!) ? 1 : 0;
  }
  return agreed;
}

/** The first byte of `bytes` that the 8-bit encodings read differently (or as a control character); -1 when none. */
export function firstDisputedByte(bytes: Uint8Array): number {
  const ok = agreedBytes();
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b >= 0x80 && ok[b] === 0) return i;
  }
  return -1;
}

/**
 * Length of the incomplete UTF-8 sequence at the end of `bytes` (0 to 3): the
 * bytes to keep for the next chunk before validating.
 */
export function incompleteUtf8Tail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = bytes[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

/** Offset of the first byte of `bytes` that does not belong to a valid UTF-8 sequence; -1 when all do. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    if (i + need >= n) return i; // cut short by the end of the bytes
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** The line (from 1) of byte `at` of `bytes`, given the line `bytes` starts on. */
function lineOf(bytes: Uint8Array, at: number, firstLine: number): number {
  let line = firstLine;
  for (let i = bytes.indexOf(0x0a); i >= 0 && i < at; i = bytes.indexOf(0x0a, i + 1)) line++;
  return line;
}

/** The bytes of the line holding byte `at` (at most 120 bytes around it). */
function lineAround(bytes: Uint8Array, at: number): Uint8Array {
  let start = bytes.lastIndexOf(0x0a, at) + 1;
  let end = bytes.indexOf(0x0a, at);
  if (end < 0) end = bytes.length;
  if (bytes[end - 1] === 0x0d) end--;
  start = Math.max(start, at - 60);
  end = Math.min(end, at + 60);
  return bytes.subarray(start, end);
}

/**
 * The refusal for a byte that is not UTF-8 when no encoding was named: it
 * names the line and shows it as each 8-bit encoding reads it, so that the
 * reader of the message can tell which `--encoding` is the file's.
 *
 * @param bytes text holding the byte (whole lines where possible)
 * @param at the offset in `bytes` of the first byte that is not UTF-8
 * @param disputed the offset of the first byte the 8-bit encodings read differently (the line shown)
 * @param firstLine the line `bytes` starts on
 * @param context what was done so far (`the rows before it were written`), or ''
 * @param linePrefix the start of the first line of `bytes`, read before them (ASCII, or text already decoded)
 */
export function notUtf8Error(bytes: Uint8Array, at: number, disputed: number, firstLine: number, context: string, linePrefix = ''): FileEncodingError {
  const line = lineOf(bytes, at, firstLine);
  const shownLine = lineOf(bytes, disputed, firstLine);
  const text = lineAround(bytes, disputed);
  const readings = new Map<string, string[]>();
  for (const e of EIGHT_BIT_ENCODINGS) {
    const read = (shownLine === firstLine && text.byteOffset === bytes.byteOffset ? linePrefix : '') + new TextDecoder(decoderLabel(e)).decode(text);
    readings.set(read, [...(readings.get(read) ?? []), e]);
  }
  const shown = [...readings].map(([read, names]) => `with --encoding ${names.join(' or ')}: ${JSON.stringify(read)}`).join('; ');
  const byte = bytes[at] ?? 0;
  return new FileEncodingError(
    `line ${line} holds the byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')}, which is not UTF-8${context}, and which 8-bit encoding the file is in cannot be told for certain. ${shownLine === line ? 'The line' : `Line ${shownLine}`} reads ${shown}. Run again with the --encoding that reads it right`,
    line,
    byte,
  );
}
