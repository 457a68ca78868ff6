/**
 * Bytes in, UTF-8 text out, chunk by chunk: the common first step of the CSV
 * and JSON Lines readers.
 */

/** What a file reader reads: a Node stream (`fs.createReadStream`, `process.stdin`, a response body) or any (async) iterable of bytes or text. */
export type ByteSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** Counts the bytes a reader has taken from its source, for progress and ETA. */
export interface ReadCounter {
  bytes: number;
}

/**
 * Decodes `source` as UTF-8 (invalid bytes become U+FFFD; characters split
 * across chunks are joined). A leading byte order mark is kept: the readers
 * remove it themselves and remember it.
 */
export async function* decodeUtf8(source: ByteSource, counter?: ReadCounter): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  for await (const chunk of source) {
    if (typeof chunk === 'string') {
      if (counter) counter.bytes += Buffer.byteLength(chunk);
      const pending = decoder.decode();
      if (pending !== '') yield pending;
      if (chunk !== '') yield chunk;
      continue;
    }
    if (counter) counter.bytes += chunk.byteLength;
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** An input file that cannot be read as the format it was given as (no header, a broken structure). */
export class FileFormatError extends Error {
  override name = 'FileFormatError';
}
