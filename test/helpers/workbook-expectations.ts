/**
 * Every (code, locality, county) of the infocod workbook, read with SheetJS, not
 * with the build's reader, for test/lookup.test.ts, which runs it in a child
 * process (see in-child.ts).
 */
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { INFOCOD_PATH } from './index.js';

/** A row of the workbook, as the lookup of its code must answer it. */
export interface Expected {
  sheet: string;
  row: number;
  locality: string;
  county: string;
  siruta: number;
}

/**
 * Every (code, locality, county) of the workbook, read with SheetJS, not with the build's reader.
 * test/lookup.test.ts reads it in a child process.
 */
export function expectations(): Array<[string, Expected[]]> {
  const wb = XLSX.read(readFileSync(INFOCOD_PATH), { type: 'buffer' });
  const byCode = new Map<string, Expected[]>();
  const add = (code: unknown, e: Expected) => {
    const key = String(code).trim().padStart(6, '0');
    const list = byCode.get(key) ?? [];
    list.push(e);
    byCode.set(key, list);
  };
  const rows = (name: string) => XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[name]!, { raw: false, defval: '' });
  rows('Bucuresti').forEach((r, i) => add(r.Codpostal, { sheet: 'Bucuresti', row: i + 2, locality: 'București', county: 'București', siruta: Number(r['SIRUTA SECTOR']) }));
  rows('Localitati peste 50.000 loc').forEach((r, i) =>
    add(r.Codpostal, { sheet: 'large', row: i + 2, locality: String(r.Localitate), county: String(r.Judet), siruta: Number(r.SIRUTA) }));
  rows('Localitati sub 50.000 loc').forEach((r, i) =>
    add(r.Codpostal, { sheet: 'small', row: i + 2, locality: String(r.Localitate).replace(/\s*\(.*\)\s*$/, ''), county: String(r.Judet), siruta: Number(r.SIRUTA) }));
  return [...byCode];
}
