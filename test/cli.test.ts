import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './helpers/index.js';

/** Runs the CLI from source in a fresh process, as a user would run the built one. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'src/cli/bin.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

describe('ro-address CLI', () => {
  it('lookup --json prints the postal code record as JSON', () => {
    const r = cli('lookup', '011421', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ postal_code: '011421', locality: 'București', county_code: 'B', streets: [{ name: 'Strada Emanoil Porumbaru', house_range: '1-25' }] });
  });

  it('with --json prints errors as the API error object and exits 2', () => {
    const bad = cli('lookup', '01142', '--json');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr)).toEqual({ error: { code: 'invalid_postal_code', message: expect.any(String), request_id: expect.any(String) } });
    const missing = cli('lookup', '999999', '--json');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stderr).error.code).toBe('postal_code_not_found');
  });

  it('has --help', () => {
    const r = cli('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ro-address lookup <code>/);
  });
});
