/**
 * Where a `.cpuprofile` (from `node --cpu-prof`) spends its time: the top
 * functions by self time, and the inclusive share of the functions named.
 *
 * `npx tsx bench/cpuprofile-top.ts FILE.cpuprofile [name ...]`
 *
 * `UNDER=verify` counts only the samples taken inside a function of that name, `TOP=30` lists more.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...names] = process.argv.slice(2);
if (file === undefined) {
  process.stderr.write('usage: npx tsx bench/cpuprofile-top.ts FILE.cpuprofile [function ...]\n');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfTime = new Map<number, number>();
let total = 0;
const under = process.env.UNDER;
const isUnder = (id: number): boolean => {
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) if (byId.get(cur)!.callFrame.functionName === under) return true;
  return false;
};
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  if (under !== undefined && !isUnder(id)) return;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
  total += dt;
});
const bySelf = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, t] of selfTime) {
  const frame = byId.get(id)!.callFrame;
  const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
  bySelf.set(key, (bySelf.get(key) ?? 0) + t);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const name = byId.get(cur)!.callFrame.functionName;
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + t);
  }
}
const pct = (t: number): string => `${((t / total) * 100).toFixed(1)}%`;
process.stdout.write(`sampled: ${(total / 1e6).toFixed(1)} s\n`);
for (const [key, t] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 15))) process.stdout.write(`self ${pct(t)}  ${key}\n`);
for (const name of names) process.stdout.write(`inclusive ${pct(inclusive.get(name) ?? 0)}  ${name}\n`);
