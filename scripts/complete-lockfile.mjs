#!/usr/bin/env node
/**
 * Adds to package-lock.json the platform packages that npm leaves out when the
 * registry it can reach does not serve them (other platforms' native binaries of
 * rollup, esbuild...). npm 11 `npm ci` then refuses the lock file as "not in sync"
 * (npm/cli#9846). The entries added are optional and carry their os/cpu/libc, so
 * `npm ci` skips them on every platform they do not fit, as a normal lock would.
 *
 * Run after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'cygwin'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** `@rollup/rollup-linux-arm-musleabihf` -> { os: linux, cpu: arm, libc: musl }. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return undefined;
  const abi = parts[parts.length - 1];
  const libc = os === 'linux' ? (abi.startsWith('musl') ? 'musl' : abi.startsWith('gnu') ? 'glibc' : undefined) : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? 'node_modules' : `${path}/node_modules`;
    if (packages[`${base}/${dep}`] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[`node_modules/${dep}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      license: entry.license ?? 'MIT',
      optional: true,
      os: [platform.os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
