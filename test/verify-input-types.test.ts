/**
 * The published type of `verify`'s input: the TypeScript compiler accepts the
 * shapes the specification allows and refuses the others
 * (test/fixtures/verify-input-types.ts, whose `@ts-expect-error` lines must all
 * be errors; `npm run typecheck` checks it too). The compiler runs in a child
 * process: a program of this size compiled in the test worker would hold its
 * event loop for many seconds on a busy machine, long enough for vitest's own
 * messages to time out.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/index.js';

/** Runs tsc on `files` with the project's compiler options; resolves to its exit code and output. */
function tsc(files: string[]): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'ro-address-tsc-'));
  const config = join(dir, 'tsconfig.json');
  writeFileSync(config, JSON.stringify({ extends: resolve(ROOT, 'tsconfig.json'), compilerOptions: { noEmit: true, typeRoots: [resolve(ROOT, 'node_modules', '@types')] }, files, include: [] }));
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config, '--pretty', 'false'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      done({ code, output });
    });
  });
}

describe('verify input type', () => {
  it("accepts the specification's shapes and refuses others at compile time", async () => {
    const { code, output } = await tsc([resolve(ROOT, 'test', 'fixtures', 'verify-input-types.ts')]);
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 120_000);

  it('the check can fail: an unused @ts-expect-error is reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ro-address-types-'));
    try {
      const wrong = join(dir, 'wrong.ts');
      writeFileSync(wrong, `import type { AddressIndex } from ${JSON.stringify(resolve(ROOT, 'src', 'index.js'))};\nexport function uses(index: AddressIndex): void {\n  // @ts-expect-error this call is valid, so the directive is unused\n  index.verify({ freeform: 'Deva' });\n}\n`);
      const { code, output } = await tsc([wrong]);
      expect(code).not.toBe(0);
      expect(output).toContain("Unused '@ts-expect-error' directive");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
