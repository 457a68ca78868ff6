#!/usr/bin/env node
/**
 * `npm start`: serve the HTTP API from a fresh checkout. Builds the index first
 * when `data/ro-address.idx` is missing (from the source datasets, see the
 * README), then runs `ro-address serve` from the sources through tsx, in this
 * process, so SIGTERM/SIGINT reach the server directly. package.json runs it
 * with `exec`: npm forwards a SIGTERM to its child, which would otherwise be the
 * shell running the script (dash neither forwards it nor execs on its own), and
 * this process would be left serving (test/npm-start.test.ts).
 *
 * Arguments go to `serve`: `npm start -- --port 3000 --keys keys.json`.
 * `PORT` is honoured when `--port` is not given.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const index = join(root, 'data', 'ro-address.idx');

if (!existsSync(index)) {
  process.stderr.write('ro-address: no index at data/ro-address.idx yet; building it (npm run build:data)...\n');
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'data-build', 'build.ts'), '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(index)) {
    process.stderr.write('ro-address: the index build failed; see the message above.\n');
    process.exit(build.status || 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
const { main } = await import(new URL('../src/cli/main.ts', import.meta.url).href);
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
process.exit(await main(["serve", "--index", index, ...process.argv.slice(2)], version));
