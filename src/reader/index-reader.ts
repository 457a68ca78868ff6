/**
 * Reads the binary index: checks the header and maps every section to a typed
 * view over the file's buffer. Nothing is parsed row by row; strings are decoded
 * on first use and remembered.
 */
import {
  ElementKind, FORMAT_VERSION, HEADER_BYTES, MAGIC, SECTION_ENTRY_BYTES, SECTION_NAMES, SECTIONS,
  type IndexMeta, type SectionName,
} from '../shared/format.js';

type ViewOf<K> = K extends 'u8' ? Uint8Array : K extends 'u16' ? Uint16Array : K extends 'u32' ? Uint32Array : Int32Array;
/** A typed view for each section. */
export type Sections = { [N in SectionName]: ViewOf<(typeof SECTIONS)[N]> };

/** Raised when a file is not an index of this version; the message says what to do. */
export class IndexFormatError extends Error {
  override name = 'IndexFormatError';
}

const decoder = new TextDecoder('utf-8', { fatal: false });

/** The raw tables of an index plus its string table. */
export class IndexData {
  readonly s: Sections;
  readonly meta: IndexMeta;
  private readonly strings: Array<string | undefined>;

  constructor(bytes: Uint8Array) {
    this.s = readSections(bytes);
    this.strings = new Array<string | undefined>(this.s.STR_OFFSETS.length - 1);
    this.meta = JSON.parse(decoder.decode(this.s.META)) as IndexMeta;
  }

  /** The string with id `id`. */
  str(id: number): string {
    let s = this.strings[id];
    if (s === undefined) {
      const offsets = this.s.STR_OFFSETS;
      s = decoder.decode(this.s.STR_BYTES.subarray(offsets[id], offsets[id + 1]));
      this.strings[id] = s;
    }
    return s;
  }
}

const VIEW = {
  [ElementKind.u8]: { make: (b: ArrayBuffer, o: number, n: number) => new Uint8Array(b, o, n), size: 1 },
  [ElementKind.u16]: { make: (b: ArrayBuffer, o: number, n: number) => new Uint16Array(b, o, n), size: 2 },
  [ElementKind.u32]: { make: (b: ArrayBuffer, o: number, n: number) => new Uint32Array(b, o, n), size: 4 },
  [ElementKind.i32]: { make: (b: ArrayBuffer, o: number, n: number) => new Int32Array(b, o, n), size: 4 },
} as const;

function readSections(input: Uint8Array): Sections {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
    throw new IndexFormatError('ro-address needs a little-endian machine to read its index');
  }
  // Typed views need aligned offsets: copy once if the caller's buffer is not 8-aligned.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  if (bytes.byteLength < HEADER_BYTES) throw new IndexFormatError('not a ro-address index: file too short');
  for (let i = 0; i < MAGIC.length; i++) {
    if (bytes[i] !== MAGIC.charCodeAt(i)) throw new IndexFormatError('not a ro-address index: bad magic bytes');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== FORMAT_VERSION) {
    throw new IndexFormatError(
      `index format version ${version} is not supported by this ro-address (it reads version ${FORMAT_VERSION}); rebuild the index with "npm run build:data"`,
    );
  }
  const count = view.getUint32(12, true);
  if (count !== SECTION_NAMES.length) throw new IndexFormatError(`index has ${count} sections, expected ${SECTION_NAMES.length}: rebuild it`);
  const out: Partial<Record<SectionName, Uint8Array | Uint16Array | Uint32Array | Int32Array>> = {};
  for (let i = 0; i < count; i++) {
    const entry = HEADER_BYTES + i * SECTION_ENTRY_BYTES;
    const name = SECTION_NAMES[view.getUint32(entry, true)];
    const kind = view.getUint32(entry + 4, true);
    const offset = view.getUint32(entry + 8, true);
    const length = view.getUint32(entry + 12, true);
    if (name === undefined || ElementKind[SECTIONS[name]] !== kind) throw new IndexFormatError(`index section ${i} is not what this version expects: rebuild it`);
    const v = VIEW[kind as 1 | 2 | 3 | 4];
    if (offset + length > bytes.byteLength || length % v.size !== 0) throw new IndexFormatError(`index section ${name} is truncated`);
    out[name] = v.make(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length / v.size);
  }
  return out as Sections;
}
