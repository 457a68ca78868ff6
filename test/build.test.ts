import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex, MissingSourcesError } from '../data-build/build.js';
import { DATA_DIR } from './helpers/index.js';

describe('build:data', () => {
  it('is deterministic: two builds from the same inputs give the same bytes', () => {
    const a = mkdtempSync(join(tmpdir(), 'ro-address-a-'));
    const b = mkdtempSync(join(tmpdir(), 'ro-address-b-'));
    try {
      const first = buildIndex({ dataDir: DATA_DIR, outDir: a, progress: false });
      const second = buildIndex({ dataDir: DATA_DIR, outDir: b, progress: false });
      expect(first.sha256).toBe(second.sha256);
      expect(Buffer.compare(readFileSync(first.indexPath), readFileSync(second.indexPath))).toBe(0);
      const report = JSON.parse(readFileSync(first.reportPath, 'utf8'));
      expect(report.output.sha256).toBe(first.sha256);
      expect(report.inputs.map((i: { sha256: string }) => i.sha256)).toContain('1a935a27474da5c47c509c2576ca5eb7278713c0d00a4f434f1f1a9dec5ea68a');
      expect(report.rows_per_sheet).toMatchObject({ Bucuresti: 12400, 'Localitati peste 50.000 loc': 29204, 'Localitati sub 50.000 loc': 13803 });
      expect(report.house_numbers.complete_share).toBeGreaterThanOrEqual(0.995);
      expect(report.build.duration_ms).toBeGreaterThan(0);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });

  it('stops with the names of the missing files and where to get them', () => {
    const empty = mkdtempSync(join(tmpdir(), 'ro-address-empty-'));
    try {
      expect(() => buildIndex({ dataDir: empty, outDir: empty, progress: false })).toThrow(MissingSourcesError);
      expect(() => buildIndex({ dataDir: empty, outDir: empty, progress: false })).toThrow(/infocod-cu-siruta-mai-2016\.xlsx[\s\S]*Poșta Română[\s\S]*siruta-2025-s1\.csv[\s\S]*RO_ADDRESS_DATA/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
