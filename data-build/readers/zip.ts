/**
 * Minimal ZIP reader for the build (an .xlsx file is a ZIP archive). Reads the
 * central directory and inflates one entry with node:zlib, so the build needs no
 * spreadsheet dependency.
 */
import { inflateRawSync } from 'node:zlib';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** Names of the entries in a ZIP archive, mapped to a function that extracts one. */
export function readZip(archive: Buffer): Map<string, () => Buffer> {
  let eocd = archive.length - 22;
  const lowest = Math.max(0, archive.length - 22 - 0xffff);
  while (eocd >= lowest && archive.readUInt32LE(eocd) !== EOCD_SIGNATURE) eocd--;
  if (eocd < lowest) throw new Error('not a ZIP archive (no end-of-central-directory record)');

  const entries = new Map<string, () => Buffer>();
  const count = archive.readUInt16LE(eocd + 10);
  let offset = archive.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw new Error('corrupt ZIP central directory');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, () => {
      if (archive.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw new Error(`corrupt ZIP entry ${name}`);
      const start = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
      const data = archive.subarray(start, start + compressedSize);
      if (method === 0) return Buffer.from(data);
      if (method === 8) return inflateRawSync(data);
      throw new Error(`ZIP entry ${name} uses unsupported compression method ${method}`);
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
