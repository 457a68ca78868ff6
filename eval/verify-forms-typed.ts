/**
 * The hand-typed addresses of the realistic-forms evaluation
 * (eval/verify-forms-typed.json) and their check against the source workbook:
 * every code must be published for the locality (and street) the case names.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rowsOf, wordsIn, type WorkbookRow } from './infocod-workbook.js';

/** One hand-typed address. */
export interface TypedCase {
  text: string;
  /** The right code, from the workbook. */
  code: string;
  /** Other codes equally right (the text cannot tell them apart); usually absent. */
  also?: string[];
  shape: string;
  /** Where the code was taken from: county, locality and (for street-level codes) street words. */
  county: string;
  locality: string;
  street?: string;
}

/** The fixture's path. */
export const TYPED_PATH = resolve(import.meta.dirname, 'verify-forms-typed.json');

export function readTyped(path = TYPED_PATH): TypedCase[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { addresses: TypedCase[] }).addresses;
}

/** One line per code that the workbook does not publish for the case's locality (and street). */
export function checkTyped(cases: readonly TypedCase[], rows: readonly WorkbookRow[]): string[] {
  const problems: string[] = [];
  for (const t of cases) {
    const mine = rowsOf(rows, t.county, t.locality);
    for (const code of [t.code, ...(t.also ?? [])]) {
      const hit = mine.some((r) => r.code === code && (t.street === undefined || wordsIn(t.street, `${r.streetType} ${r.street}`)));
      if (!hit) problems.push(`${JSON.stringify(t.text)}: code ${code} is not in the workbook for ${t.locality}, ${t.county}${t.street ? `, street "${t.street}"` : ''}`);
    }
  }
  return problems;
}
