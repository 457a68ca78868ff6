/**
 * What bench/verify-instructions.ts and bench/verify-allocation.ts share: their command line
 * (checkouts, then whole-number options) and their inputs, those of bench/ab.ts.
 */
import { resolve } from 'node:path';
import type { Catalog } from '../src/reader/catalog.js';
import type { VerifyInput } from '../src/types.js';
import { addressCases } from '../eval/verify-cases.js';
import { noisyText } from '../eval/verify-noise.js';
import { formCases } from '../eval/verify-forms-cases.js';

/** The checkouts named on the command line and the value of each option in `defaults` (a whole number, at least `least`). */
export function benchArgs<K extends string>(args: readonly string[], defaults: Record<K, number>, least: number): { roots: string[]; options: Record<K, number> } {
  const names = Object.keys(defaults) as K[];
  const options = { ...defaults };
  for (const name of names) {
    const at = args.indexOf(`--${name}`);
    if (at < 0) continue;
    const value = Number(args[at + 1]);
    if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number of at least ${least}`);
    options[name] = value;
  }
  const roots = args.filter((a, i) => !a.startsWith('--') && !names.some((n) => args[i - 1] === `--${n}`)).map((r) => resolve(r));
  return { roots, options };
}

/**
 * The inputs of bench/ab.ts: every twentieth eval:verify case, structured and as noisy text, and
 * 50 inputs of each eval:forms shape. `interleaved`: the three kinds taken in turn, so that any
 * first part of the list has every kind.
 */
export function abInputs(catalog: Catalog, interleaved: boolean): VerifyInput[] {
  const kinds: VerifyInput[][] = [[], [], []];
  for (const [i, c] of addressCases(catalog).cases.entries()) {
    if (i % 20 === 0) {
      kinds[0]!.push(c.structured as VerifyInput);
      kinds[1]!.push(noisyText(catalog, c).input as VerifyInput);
    }
  }
  for (const c of formCases(catalog, 50).cases) kinds[2]!.push({ freeform: c.input });
  if (!interleaved) {
    // As bench/ab.ts lists them: each case structured then noisy, then the shapes.
    const out: VerifyInput[] = [];
    kinds[0]!.forEach((s, i) => out.push(s, kinds[1]![i]!));
    return [...out, ...kinds[2]!];
  }
  const out: VerifyInput[] = [];
  for (let i = 0; kinds.some((k) => i < k.length); i++) for (const k of kinds) if (i < k.length) out.push(k[i]!);
  return out;
}
