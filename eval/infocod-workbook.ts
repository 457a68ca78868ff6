/**
 * The source workbook (infocod, May 2016) read with SheetJS, independently of
 * the index build and of the engine: the hand-typed cases of
 * `eval/verify-forms.ts` take their expected codes from here and are checked
 * against it on every run.
 *
 * Run directly to look codes up while writing cases:
 * `npx tsx eval/infocod-workbook.ts <county> <locality> [street words] [number]`
 * prints the matching rows (folded, case- and diacritic-insensitive matching;
 * `-` for any county), marking the rows whose number cell holds the number.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as XLSX from 'xlsx';
import { fold } from '../src/shared/normalize.js';

/** One row of the workbook, whatever its sheet. */
export interface WorkbookRow {
  sheet: 'Bucuresti' | 'large' | 'small';
  county: string;
  locality: string;
  /** Street type word and name as published ('' on the small-localities sheet). */
  streetType: string;
  street: string;
  /** The number cell as published ('' when the code covers the whole street or there is no street). */
  numbers: string;
  code: string;
  /** `Sector N` on the București sheet. */
  sector: string;
}

const ROOT = resolve(import.meta.dirname, '..');
const DATA_DIR = process.env.RO_ADDRESS_DATA ? resolve(process.env.RO_ADDRESS_DATA) : resolve(ROOT, '..', 'shared', 'data');
/** The workbook's path (`RO_ADDRESS_DATA` overrides the folder, as for the build). */
export const WORKBOOK_PATH = resolve(DATA_DIR, 'infocod-cu-siruta-mai-2016.xlsx');

/** Every row of the three sheets. */
export function readWorkbook(path = WORKBOOK_PATH): WorkbookRow[] {
  const wb = XLSX.read(readFileSync(path), { type: 'buffer' });
  const sheet = (name: string): Array<Record<string, unknown>> =>
    XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[name]!, { raw: false, defval: '' });
  const text = (v: unknown): string => String(v ?? '').replace(/\s+/g, ' ').trim();
  const code = (v: unknown): string => text(v).padStart(6, '0');
  const rows: WorkbookRow[] = [];
  for (const r of sheet('Bucuresti')) {
    rows.push({ sheet: 'Bucuresti', county: 'București', locality: 'București', streetType: text(r['Tip artera']), street: text(r['Denumire artera']), numbers: text(r.Numar), code: code(r.Codpostal), sector: `Sector ${text(r.Sector)}` });
  }
  for (const r of sheet('Localitati peste 50.000 loc')) {
    rows.push({ sheet: 'large', county: text(r.Judet), locality: text(r.Localitate), streetType: text(r['Tip artera']), street: text(r['Denumire artera']), numbers: text(r['Numar/Bloc']), code: code(r.Codpostal), sector: '' });
  }
  for (const r of sheet('Localitati sub 50.000 loc')) {
    rows.push({ sheet: 'small', county: text(r.Judet), locality: text(r.Localitate), streetType: '', street: '', numbers: '', code: code(r.Codpostal), sector: '' });
  }
  return rows;
}

/** Folded words of `needle` all appear among the folded words of `hay`. */
export function wordsIn(needle: string, hay: string): boolean {
  const words = new Set(fold(hay).split(' '));
  return fold(needle).split(' ').filter((w) => w !== '').every((w) => words.has(w));
}

/** Rows of `county` (`-`: any) and `locality` (folded equality, or the small sheet's `Name (note)` form). */
export function rowsOf(rows: readonly WorkbookRow[], county: string, locality: string): WorkbookRow[] {
  const c = fold(county);
  const found = byLocality(rows).get(fold(locality)) ?? [];
  return found.filter((r) => c === '' || c === '-' || fold(r.county) === c);
}

/**
 * The rows of each folded locality name (as written, and without a trailing parenthesis), in
 * their order, made once per rows array: folding all 55k rows' names for every case looked up
 * made checking a typist's few hundred addresses take a minute.
 */
const localityIndexes = new WeakMap<readonly WorkbookRow[], Map<string, WorkbookRow[]>>();

function byLocality(rows: readonly WorkbookRow[]): Map<string, WorkbookRow[]> {
  let index = localityIndexes.get(rows);
  if (index !== undefined) return index;
  index = new Map();
  for (const r of rows) {
    const names = new Set([fold(r.locality), fold(r.locality.replace(/\s*\(.*$/, ''))]);
    for (const name of names) {
      const list = index.get(name);
      if (list === undefined) index.set(name, [r]);
      else list.push(r);
    }
  }
  localityIndexes.set(rows, index);
  return index;
}

/**
 * Whether a published number cell (`nr. 1-17; 2-12, 6A`, `nr. 53-T; 98-T`, `nr. 29`) holds a house number:
 * a range whose ends have the same parity holds only that parity, `T` is the end of the street.
 * An empty cell holds every number. `undefined` when the cell lists blocks or cannot be read here.
 * Written for the evaluation, apart from the build's parser, so the two can be compared.
 */
export function cellHolds(cell: string, house: string): boolean | undefined {
  const n = Number.parseInt(house, 10);
  if (!Number.isFinite(n)) return undefined;
  const text = cell.trim();
  if (text === '') return true;
  if (!/^nr\./i.test(text) || /bl\./i.test(text)) return undefined;
  const parts = text.replace(/^nr\.\s*/i, '').replace(/\(case\)/gi, '').split(/[;,]/).map((x) => x.trim()).filter((x) => x !== '');
  let readable = true;
  for (const part of parts) {
    const m = /^(\d+)\s*[A-Za-z]*(?:\s*-\s*(\d+|T)\s*[A-Za-z]*)?$/.exec(part);
    if (!m) {
      readable = false;
      continue;
    }
    const from = Number(m[1]);
    if (m[2] === undefined) {
      if (from === n) return true;
      continue;
    }
    const to = m[2] === 'T' ? Infinity : Number(m[2]);
    const sameParity = m[2] === 'T' || from % 2 === to % 2;
    if (n >= from && n <= to && (!sameParity || n % 2 === from % 2)) return true;
  }
  return readable ? false : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [county = '-', locality = '', ...rest] = process.argv.slice(2);
  const rows = rowsOf(readWorkbook(), county, locality);
  const house = rest.length > 1 && /^\d/.test(rest[rest.length - 1]!) ? rest.pop()! : '';
  const words = rest.join(' ');
  for (const r of rows) {
    if (words !== '' && !wordsIn(words, `${r.streetType} ${r.street}`)) continue;
    const holds = house === '' ? '' : ({ true: ' <= holds', false: '', undefined: ' (?)' } as const)[String(cellHolds(r.numbers, house)) as 'true' | 'false' | 'undefined'];
    process.stdout.write(`${r.code}  ${r.county} | ${r.locality}${r.sector ? ` ${r.sector}` : ''} | ${r.streetType} ${r.street} | ${r.numbers}${holds}\n`);
  }
}
