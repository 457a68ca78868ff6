/**
 * Writes the one binary index file laid out in `src/shared/format.ts`.
 * The writer only serialises; the model decides what goes in the columns.
 */
import {
  ElementKind, FORMAT_VERSION, HEADER_BYTES, MAGIC, SECTION_ENTRY_BYTES, SECTION_NAMES, SECTIONS,
  type SectionName,
} from '../src/shared/format.js';

/** A column for each section, of the element kind the format names. */
export type SectionData = { [K in SectionName]: Uint8Array | Uint16Array | Uint32Array | Int32Array };

const ARRAY_OF_KIND = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array, i32: Int32Array } as const;

function align8(n: number): number {
  return (n + 7) & ~7;
}

/** Serialises every section into one buffer. Same input, same bytes. */
export function writeIndex(data: SectionData): Uint8Array {
  const tableEnd = HEADER_BYTES + SECTION_NAMES.length * SECTION_ENTRY_BYTES;
  let offset = align8(tableEnd);
  const placed = SECTION_NAMES.map((name) => {
    const array = data[name];
    const kind = SECTIONS[name];
    if (!(array instanceof ARRAY_OF_KIND[kind])) throw new Error(`section ${name} must be a ${ARRAY_OF_KIND[kind].name}`);
    const at = offset;
    offset = align8(offset + array.byteLength);
    return { name, kind, array, at };
  });

  const out = new Uint8Array(offset);
  const view = new DataView(out.buffer);
  for (let i = 0; i < MAGIC.length; i++) out[i] = MAGIC.charCodeAt(i);
  view.setUint32(8, FORMAT_VERSION, true);
  view.setUint32(12, SECTION_NAMES.length, true);
  placed.forEach(({ kind, array, at }, i) => {
    const entry = HEADER_BYTES + i * SECTION_ENTRY_BYTES;
    view.setUint32(entry, i, true);
    view.setUint32(entry + 4, ElementKind[kind], true);
    view.setUint32(entry + 8, at, true);
    view.setUint32(entry + 12, array.byteLength, true);
    // The host is little-endian (checked by the reader too); typed arrays copy as-is.
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
  });
  return out;
}

/** Collects strings into the string table, giving each distinct string one id. */
export class StringTable {
  private readonly ids = new Map<string, number>();
  private readonly list: string[] = [];

  constructor() {
    this.id('');
  }

  /** The id of `text`, added if new. */
  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(text);
      this.ids.set(text, id);
    }
    return id;
  }

  get size(): number {
    return this.list.length;
  }

  /** The STR_OFFSETS and STR_BYTES sections. */
  sections(): { offsets: Uint32Array; bytes: Uint8Array } {
    const encoder = new TextEncoder();
    const parts = this.list.map((s) => encoder.encode(s));
    const offsets = new Uint32Array(parts.length + 1);
    let total = 0;
    parts.forEach((p, i) => {
      offsets[i] = total;
      total += p.length;
    });
    offsets[parts.length] = total;
    const bytes = new Uint8Array(total);
    parts.forEach((p, i) => bytes.set(p, offsets[i]));
    return { offsets, bytes };
  }
}
