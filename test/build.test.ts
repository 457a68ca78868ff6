import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex, MissingSourcesError } from '../data-build/build.js';
import { DATA_DIR, ROOT } from './helpers/index.js';

/**
 * `npm run build:data -- --out DIR --quiet`, in a child process: a build holds its thread for
 * seconds (a minute on a loaded machine), which in the test worker would starve vitest's messages
 * to it ("Timeout calling onTaskUpdate"). Resolves to what the build printed: `PATH BYTES bytes sha256 HEX`.
 */
function buildInChild(outDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'data-build', 'build.ts'), '--out', outDir, '--quiet'], {
      cwd: ROOT,
      env: { ...process.env, RO_ADDRESS_DATA: DATA_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('build:data', () => {
  it('is deterministic: two builds from the same inputs give the same bytes', async () => {
    const a = mkdtempSync(join(tmpdir(), 'ro-address-a-'));
    const b = mkdtempSync(join(tmpdir(), 'ro-address-b-'));
    try {
      // One after the other: two at once would only compete for the cores.
      const first = await buildInChild(a);
      const second = await buildInChild(b);
      expect(first.code, first.stderr).toBe(0);
      expect(second.code, second.stderr).toBe(0);
      const sha = (printed: string): string | undefined => /sha256 ([0-9a-f]{64})/.exec(printed)?.[1];
      expect(sha(first.stdout)).toMatch(/^[0-9a-f]{64}$/);
      expect(sha(first.stdout)).toBe(sha(second.stdout));
      expect(Buffer.compare(readFileSync(join(a, 'ro-address.idx')), readFileSync(join(b, 'ro-address.idx')))).toBe(0);
      const report = JSON.parse(readFileSync(join(a, 'build-report.json'), 'utf8'));
      expect(report.output.sha256).toBe(sha(first.stdout));
      expect(report.inputs.map((i: { sha256: string }) => i.sha256)).toContain('1a935a27474da5c47c509c2576ca5eb7278713c0d00a4f434f1f1a9dec5ea68a');
      expect(report.rows_per_sheet).toMatchObject({ Bucuresti: 12400, 'Localitati peste 50.000 loc': 29204, 'Localitati sub 50.000 loc': 13803 });
      expect(report.house_numbers.complete_share).toBeGreaterThanOrEqual(0.995);
      expect(report.build.duration_ms).toBeGreaterThan(0);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  }, 180_000);

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
