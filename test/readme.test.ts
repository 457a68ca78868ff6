/**
 * The README and docs as a newcomer reads them, on the npm page or in the
 * installed package: links lead to files that ship, the figures and examples
 * are what the code gives today.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_PATH, ROOT } from './helpers/index.js';
import { ROUTES } from '../src/http/router.js';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const text = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** True when `path` (relative to the package root) is in the package: under an entry of `files`. */
function ships(path: string): boolean {
  return pkg.files.some((entry) => path === entry || path.startsWith(`${entry}/`));
}

describe('README and docs', () => {
  it('link only to files that ship in the npm package (package.json files), and those files exist', () => {
    const broken: string[] = [];
    for (const file of DOCS) {
      // Markdown links [text](target), without web addresses and in-page anchors.
      for (const m of text(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split('#')[0]!;
        if (target === '' || /^[a-z]+:/i.test(target)) continue;
        const path = relative(ROOT, resolve(ROOT, dirname(file), target)).split('\\').join('/');
        if (!ships(path) || !existsSync(join(ROOT, path))) broken.push(`${file}: ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('give the index size as the built index has it, wherever it is given', () => {
    // The index was "3.7 MiB" in one place and "about 5 MB" in another: the first size written within
    // a few words after "index" is the built index's, in one unit, wherever it is given (other sizes,
    // such as its Brotli size or the 1 MiB limit of a record in a file, are other quantities).
    const readme = text('README.md');
    const sizes = [...readme.matchAll(/\bindex\b[^.\n]{0,40}?(\d+(?:\.\d+)?) ?(MiB|MB)\b/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sizes)).toEqual(new Set([`${(statSync(INDEX_PATH).size / 1e6).toFixed(1)} MB`]));
  });

  it("show the CLI's verify output as the CLI prints it", async () => {
    const readme = text('README.md');
    const example = /```sh\n\$ ro-address verify "([^"]+)"\n([\s\S]*?)```/.exec(readme);
    expect(example).not.toBeNull();
    const printed = await new Promise<string>((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/bin.ts'), 'verify', example![1]!, '--index', INDEX_PATH], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('close', () => done(out));
    });
    expect(example![2]).toBe(printed);
  }, 60_000);

  it('list every billable endpoint among the usage groups, by the name usage counts it under', () => {
    const row = /^\| `group` \|.*$/m.exec(text('docs/http.md'))?.[0] ?? '';
    const listed = /`endpoint` \(([^)]*)\)/.exec(row)?.[1]?.match(/`[a-z_]+`/g)?.map((s) => s.slice(1, -1)) ?? [];
    const billable = [...new Set(ROUTES.filter((r) => r.billable).map((r) => r.permission))];
    expect(listed.sort()).toEqual(billable.sort());
  });

  it('name the keys environments as the CLI does: sandbox or live', () => {
    for (const file of DOCS) {
      for (const m of text(file).matchAll(/--env[ =]([a-z|]+)/g)) expect(['sandbox|live', 'sandbox', 'live'], `${file}: ${m[0]}`).toContain(m[1]);
    }
  });
});
