import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { IndexFormatError, loadIndex, loadIndexSync } from '../src/index.js';
import { FORMAT_VERSION } from '../src/shared/format.js';
import { INDEX_PATH } from './helpers/index.js';

describe('index loading', () => {
  const bytes = new Uint8Array(readFileSync(INDEX_PATH));

  it('loads from a path, from bytes, and by default from the package', async () => {
    const fromPath = await loadIndex(INDEX_PATH);
    const fromBytes = loadIndexSync(bytes);
    const byDefault = await loadIndex();
    for (const index of [fromPath, fromBytes, byDefault]) {
      expect(index.info.format_version).toBe(FORMAT_VERSION);
      expect(index.lookupPostalCode('011421').locality).toBe('București');
    }
  });

  it('describes its sources, licences, build time and counts', () => {
    const { info } = loadIndexSync(bytes);
    expect(info.sources.map((s) => [s.id, s.licence])).toEqual([
      ['infocod', 'OGL-ROU-1.0'],
      ['siruta', 'OGL-ROU-1.0'],
      ['geonames', 'CC-BY-4.0'],
    ]);
    expect(info.sources[0]!.edition).toBe('2016-05');
    expect(info.sources[1]!.edition).toBe('2025-S1');
    expect(Date.parse(info.built_at)).not.toBeNaN();
    expect(info.counts.counties).toBe(42);
    expect(info.counts.localities).toBeGreaterThanOrEqual(13755); // SIRUTA 2025 level 3, plus infocod places no longer in it
    expect(info.counts.admin_units).toBe(3181);
    expect(info.counts.postal_codes).toBeGreaterThan(35_000);
    expect(info.attribution).toMatch(/OGL-ROU-1\.0/);
  });

  it('loads from a buffer that is not 8-byte aligned', () => {
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    expect(loadIndexSync(shifted.subarray(3)).lookupPostalCode('070001').locality).toBe('Buciumeni');
  });

  it('rejects another format version with a clear error', () => {
    const stale = bytes.slice();
    new DataView(stale.buffer).setUint32(8, FORMAT_VERSION + 1, true);
    expect(() => loadIndexSync(stale)).toThrow(IndexFormatError);
    expect(() => loadIndexSync(stale)).toThrow(/version .* rebuild the index/);
  });

  it('rejects a file that is not an index, or truncated', () => {
    expect(() => loadIndexSync(new TextEncoder().encode('{"not":"an index"}'))).toThrow(/bad magic/);
    expect(() => loadIndexSync(bytes.slice(0, 4096))).toThrow(/truncated/);
    expect(() => loadIndexSync(new Uint8Array(3))).toThrow(IndexFormatError);
  });

  it('rejects an index built from other data when a data version is pinned', () => {
    const { info } = loadIndexSync(bytes);
    expect(loadIndexSync(bytes, { dataVersion: info.data_version }).info.data_version).toBe(info.data_version);
    expect(() => loadIndexSync(bytes, { dataVersion: 'infocod-2016-05-00000000' })).toThrow(/built from data .* is required/);
  });

  it('names a missing index file and what to pass instead', async () => {
    await expect(loadIndex('/nonexistent/ro-address.idx')).rejects.toThrow(/no index file at \/nonexistent\/ro-address\.idx: pass the path of an index/);
    expect(() => loadIndexSync('/nonexistent/ro-address.idx')).toThrow(IndexFormatError);
  });
});
