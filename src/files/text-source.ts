/**
 * Bytes in, text out, chunk by chunk: the common first step of the CSV and
 * JSON Lines readers. Decides the file's encoding (a byte order mark's; else,
 * on the first chunk that is not ASCII, UTF-8 when it is valid UTF-8, an 8-bit
 * encoding only when it cannot matter which) and refuses, naming the line,
 * bytes it cannot read for certain, instead of replacing them with U+FFFD.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import {
  decoderLabel,
  FileEncodingError,
  firstDisputedByte,
  firstInvalidUtf8,
  incompleteUtf8Tail,
  notUtf8Error,
  type FileEncoding,
} from './encoding.js';

export { FileFormatError } from './file-format-error.js';

/** What a file reader reads: a Node stream (`fs.createReadStream`, `process.stdin`, a response body) or any (async) iterable of bytes or text. */
export type ByteSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** Counts the bytes a reader has taken from its source, for progress and ETA. */
export interface ReadCounter {
  bytes: number;
}

/** Options of {@link openText}. */
export interface TextOptions {
  /** The file's encoding; when not given it is told from the bytes (see {@link openText}). */
  encoding?: FileEncoding;
  counter?: ReadCounter;
}

/** How a file's encoding was decided. */
export type EncodingSource = 'named' | 'bom' | 'utf-8' | 'eight-bit';

/** A source opened as text. */
export interface OpenedText {
  /** True when the file started with a byte order mark (not part of the text). */
  bom: boolean;
  /** The text, in chunks (characters split across byte chunks are joined). */
  chunks: AsyncGenerator<string>;
  /** The encoding the text was read in: final once {@link chunks} are read (`utf-8` for ASCII). */
  readonly encoding: FileEncoding;
  /**
   * `named`: given by the caller; `bom`: a byte order mark; `utf-8`: the
   * bytes are valid UTF-8 (or ASCII); `eight-bit`: they are not, and every
   * 8-bit candidate reads them alike (read as latin1).
   */
  readonly decidedBy: EncodingSource;
}

const BOMS: { bytes: number[]; encoding: FileEncoding }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The last characters (up to 60) of the line being read, after `text` (which follows `before`). */
function lineEnd(before: string, text: string): string {
  const nl = text.lastIndexOf('\n');
  return (nl < 0 ? before + text : text.slice(nl + 1)).slice(-60);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/**
 * Decodes byte chunks in one encoding, counting the lines it has produced so
 * that a byte it refuses can be named by its line.
 */
class ChunkDecoder {
  private readonly decoder: TextDecoder;
  /** The last bytes seen (up to 3), where a UTF-8 character cut by the chunk may begin. */
  private last: Uint8Array = new Uint8Array(0);
  /** The end of the line being read (up to 60 characters), to show a refused byte's line whole. */
  private tail = '';

  constructor(
    private readonly encoding: FileEncoding,
    /** Refuse bytes the 8-bit encodings read differently (the encoding was guessed from bytes they all read alike). */
    private readonly guessed: boolean,
    /** Lines of text produced so far (before this decoder, too). */
    private lines: number,
    /** The end of the line being read when it starts. */
    tail = '',
  ) {
    this.decoder = new TextDecoder(decoderLabel(encoding), { fatal: encoding === 'utf-8', ignoreBOM: true });
    this.tail = tail;
  }

  /** The text of `bytes`; with no bytes, the end of the text (a character left incomplete is refused). */
  decode(bytes?: Uint8Array): string {
    if (this.guessed && bytes !== undefined) {
      const at = firstDisputedByte(bytes);
      if (at >= 0) throw notUtf8Error(bytes, at, at, this.lines + 1, ', and the bytes before it read the same in every 8-bit encoding (they were read as latin1 and their rows written)', this.tail);
    }
    let text: string;
    try {
      text = bytes === undefined ? this.decoder.decode() : this.decoder.decode(bytes, { stream: true });
    } catch (err) {
      if (err instanceof TypeError) throw this.invalidUtf8(bytes ?? new Uint8Array(0));
      throw err;
    }
    if (bytes !== undefined && this.encoding === 'utf-8') this.last = (bytes.length >= 3 ? bytes : concat([this.last, bytes])).subarray(-3);
    this.lines += countLines(text);
    this.tail = lineEnd(this.tail, text);
    return text;
  }

  /** Counts text that did not go through the decoder (a source that yields strings). */
  passed(text: string): void {
    this.lines += countLines(text);
    this.tail = lineEnd(this.tail, text);
  }

  private invalidUtf8(bytes: Uint8Array): FileEncodingError {
    const all = concat([this.last.subarray(this.last.length - incompleteUtf8Tail(this.last)), bytes]);
    let at = firstInvalidUtf8(all);
    if (at < 0) at = Math.max(0, all.length - incompleteUtf8Tail(all));
    const disputed = firstDisputedByte(all.subarray(at));
    return notUtf8Error(all, at, disputed < 0 ? at : at + disputed, this.lines + 1, ', though the bytes before it were (their rows were written)', this.tail);
  }
}

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array | string> {
  yield* source;
}

/**
 * Opens a byte source as text. The encoding, unless `options.encoding` names
 * it, is: the one of a UTF-8 or UTF-16 byte order mark; else it is told from
 * the first chunk that holds a byte that is not ASCII (64 KiB for a file
 * stream; nothing waits for more bytes than the source gives, so a download
 * that trickles is read as it comes): UTF-8 when that chunk is valid UTF-8;
 * else an 8-bit encoding when windows-1250, iso-8859-2 and latin1 all read its
 * bytes alike (`â`, `î`, `é`: read as latin1). A named encoding that a byte
 * order mark contradicts is refused.
 *
 * @throws FileEncodingError (from here or while the chunks are read) for bytes
 *   that cannot be read for certain: not UTF-8 in a file read as UTF-8, or read
 *   differently by the 8-bit encodings when none was named. The message names
 *   the line and shows it as each 8-bit encoding reads it.
 */
export async function openText(source: ByteSource, options: TextOptions = {}): Promise<OpenedText> {
  const counter = options.counter;
  const it = chunksOf(source);
  /** Reads the next chunk, counting its bytes; undefined at the end. */
  const pull = async (): Promise<Uint8Array | string | undefined> => {
    const next = await it.next();
    if (next.done) return undefined;
    if (counter) counter.bytes += typeof next.value === 'string' ? Buffer.byteLength(next.value) : next.value.byteLength;
    return next.value;
  };
  // Enough bytes to see a byte order mark (a source of text is already decoded).
  const start: Uint8Array[] = [];
  let startBytes = 0;
  let startText: string | undefined;
  while (startBytes < 3) {
    const chunk = await pull();
    if (chunk === undefined) break;
    if (typeof chunk === 'string') {
      startText = chunk;
      break;
    }
    start.push(chunk);
    startBytes += chunk.byteLength;
  }
  let first = concat(start);
  let bom = false;
  let encoding: FileEncoding = 'utf-8';
  let decidedBy: EncodingSource = 'utf-8';
  const mark = BOMS.find((b) => first.length >= b.bytes.length && b.bytes.every((v, i) => first[i] === v));
  if (mark !== undefined) {
    bom = true;
    first = first.subarray(mark.bytes.length);
    if (options.encoding !== undefined && options.encoding !== mark.encoding) {
      throw new FileEncodingError(`the file starts with a ${mark.encoding.toUpperCase()} byte order mark, so it is ${mark.encoding.toUpperCase()}, not ${options.encoding}: leave out --encoding`, 1, mark.bytes[0]!);
    }
    encoding = mark.encoding;
    decidedBy = 'bom';
  } else if (options.encoding !== undefined) {
    encoding = options.encoding;
    decidedBy = 'named';
  } else if (first.length === 0 && startText !== undefined && startText.charCodeAt(0) === 0xfeff) {
    bom = true;
    startText = startText.slice(1);
  }
  let decoder = decidedBy === 'utf-8' ? undefined : new ChunkDecoder(encoding, false, 0);
  /** Lines of ASCII text read while the encoding is not decided, and the end of the line being read (for a message). */
  let asciiLines = 0;
  let asciiTail = '';

  /**
   * Decides the encoding on `bytes`, the first that are not all ASCII (and,
   * when the chunk ends inside a UTF-8 character, not all there: `complete`
   * false).
   */
  const decide = (bytes: Uint8Array, complete: boolean): ChunkDecoder => {
    if (!isUtf8(bytes.subarray(0, bytes.length - (complete ? 0 : incompleteUtf8Tail(bytes))))) {
      const disputed = firstDisputedByte(bytes);
      if (disputed >= 0) {
        const bad = firstInvalidUtf8(bytes);
        const context = asciiLines > 0 ? ' (the lines before it are ASCII: rows of them may have been written)' : '';
        throw notUtf8Error(bytes, bad < 0 ? disputed : bad, disputed, asciiLines + 1, context, asciiTail);
      }
      // Every 8-bit candidate reads these bytes alike: it does not matter which one the file is in.
      encoding = 'latin1';
      decidedBy = 'eight-bit';
    }
    return new ChunkDecoder(encoding, decidedBy === 'eight-bit', asciiLines, asciiTail);
  };
  const ascii = (bytes: Uint8Array): string => {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    asciiLines += countLines(text);
    asciiTail = lineEnd(asciiTail, text);
    return text;
  };

  async function* chunks(): AsyncGenerator<string> {
    // What was read before the text began: the bytes after a byte order mark, then any text.
    const queue: (Uint8Array | string)[] = [];
    if (first.length > 0) queue.push(first);
    if (startText !== undefined) queue.push(startText);
    /** While undecided: the start of a UTF-8 character cut by the end of the last chunk, which was otherwise ASCII. */
    let pending: Uint8Array | undefined;
    for (let next = queue.shift() ?? (await pull()); next !== undefined; next = queue.shift() ?? (await pull())) {
      if (typeof next === 'string') {
        if (pending !== undefined) {
          decoder = decide(pending, true);
          pending = undefined;
        }
        if (decoder !== undefined) {
          const rest = decoder.decode();
          if (rest !== '') yield rest;
          decoder.passed(next);
        } else {
          asciiLines += countLines(next);
          asciiTail = lineEnd(asciiTail, next);
        }
        if (next !== '') yield next;
        continue;
      }
      const bytes = pending === undefined ? next : concat([pending, next]);
      pending = undefined;
      if (decoder === undefined) {
        if (isAscii(bytes)) {
          // ASCII reads the same in every encoding: no need to decide yet.
          const text = ascii(bytes);
          if (text !== '') yield text;
          continue;
        }
        const cut = incompleteUtf8Tail(bytes);
        if (cut > 0 && isAscii(bytes.subarray(0, bytes.length - cut))) {
          // The only byte that is not ASCII starts a character the next chunk ends: wait for it.
          const text = ascii(bytes.subarray(0, bytes.length - cut));
          if (text !== '') yield text;
          pending = bytes.slice(bytes.length - cut);
          continue;
        }
        decoder = decide(bytes, false);
      }
      const text = decoder.decode(bytes);
      if (text !== '') yield text;
    }
    if (pending !== undefined) {
      decoder = decide(pending, true);
      const text = decoder.decode(pending);
      if (text !== '') yield text;
    }
    if (decoder !== undefined) {
      const rest = decoder.decode();
      if (rest !== '') yield rest;
    }
  }
  return {
    bom,
    chunks: chunks(),
    get encoding() {
      return encoding;
    },
    get decidedBy() {
      return decidedBy;
    },
  };
}
