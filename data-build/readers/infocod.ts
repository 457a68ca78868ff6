/**
 * Reads the three sheets of the Poșta Română infocod workbook into typed rows.
 * Column positions are found from the header row, so a reordered sheet still
 * reads; a missing column stops the build with the sheet and column named.
 */
import { readFileSync } from 'node:fs';
import { readXlsx, type Sheet } from './xlsx.js';

/** A street-level row (sheet `Bucuresti` or `Localitati peste 50.000 loc`). */
export interface StreetRow {
  sheet: 'bucuresti' | 'large';
  /** 1-based row number in the sheet, header included, as a spreadsheet shows it. */
  row: number;
  county: string;
  locality: string;
  streetType: string;
  streetName: string;
  /** Raw `Numar` / `Numar/Bloc` cell ('' = the whole street). */
  number: string;
  postalCode: string;
  siruta: number;
  /** București sector 1-6 (0 elsewhere). */
  sector: number;
}

/** A row of sheet `Localitati sub 50.000 loc`: one code per smaller locality. */
export interface SmallRow {
  sheet: 'small';
  row: number;
  county: string;
  locality: string;
  postalCode: string;
  siruta: number;
}

/** The whole workbook. */
export interface InfocodData {
  bucuresti: StreetRow[];
  large: StreetRow[];
  small: SmallRow[];
}

export const INFOCOD_SHEETS = {
  bucuresti: 'Bucuresti',
  large: 'Localitati peste 50.000 loc',
  small: 'Localitati sub 50.000 loc',
} as const;

function sheetNamed(sheets: Sheet[], name: string): Sheet {
  const sheet = sheets.find((s) => s.name.trim() === name);
  if (!sheet) throw new Error(`infocod workbook: sheet "${name}" is missing (found: ${sheets.map((s) => s.name).join(', ')})`);
  return sheet;
}

function columns(sheet: Sheet, wanted: readonly string[]): number[] {
  const header = (sheet.rows[0] ?? []).map((h) => h.trim());
  return wanted.map((name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`infocod workbook: sheet "${sheet.name}" has no column "${name}"`);
    return i;
  });
}

/** Postal codes are text in the workbook; a numeric cell would have lost its leading zeros. */
function postalCode(cell: string): string {
  const t = cell.trim();
  return /^\d{1,6}$/.test(t) ? t.padStart(6, '0') : t;
}

function int(cell: string): number {
  const n = Number(cell.trim());
  return Number.isInteger(n) ? n : 0;
}

/** Reads the workbook file at `path`. */
export function readInfocod(path: string): InfocodData {
  const sheets = readXlsx(readFileSync(path));

  const b = sheetNamed(sheets, INFOCOD_SHEETS.bucuresti);
  const [bType, bName, bNumber, bCode, bSector, bSiruta] = columns(b, ['Tip artera', 'Denumire artera', 'Numar', 'Codpostal', 'Sector', 'SIRUTA SECTOR']) as [number, number, number, number, number, number];
  const bucuresti: StreetRow[] = [];
  b.rows.forEach((r, i) => {
    if (i === 0 || r.every((c) => c.trim() === '')) return;
    bucuresti.push({
      sheet: 'bucuresti', row: i + 1, county: 'București', locality: 'București',
      streetType: r[bType] ?? '', streetName: r[bName] ?? '', number: r[bNumber] ?? '',
      postalCode: postalCode(r[bCode] ?? ''), siruta: int(r[bSiruta] ?? ''), sector: int(r[bSector] ?? ''),
    });
  });

  const l = sheetNamed(sheets, INFOCOD_SHEETS.large);
  const [lCounty, lLoc, lType, lName, lNumber, lCode, lSiruta] = columns(l, ['Judet', 'Localitate', 'Tip artera', 'Denumire artera', 'Numar/Bloc', 'Codpostal', 'SIRUTA']) as [number, number, number, number, number, number, number];
  const large: StreetRow[] = [];
  l.rows.forEach((r, i) => {
    if (i === 0 || r.every((c) => c.trim() === '')) return;
    large.push({
      sheet: 'large', row: i + 1, county: r[lCounty] ?? '', locality: r[lLoc] ?? '',
      streetType: r[lType] ?? '', streetName: r[lName] ?? '', number: r[lNumber] ?? '',
      postalCode: postalCode(r[lCode] ?? ''), siruta: int(r[lSiruta] ?? ''), sector: 0,
    });
  });

  const s = sheetNamed(sheets, INFOCOD_SHEETS.small);
  const [sCounty, sLoc, sCode, sSiruta] = columns(s, ['Judet', 'Localitate', 'Codpostal', 'SIRUTA']) as [number, number, number, number];
  const small: SmallRow[] = [];
  s.rows.forEach((r, i) => {
    if (i === 0 || r.every((c) => c.trim() === '')) return;
    small.push({
      sheet: 'small', row: i + 1, county: r[sCounty] ?? '', locality: r[sLoc] ?? '',
      postalCode: postalCode(r[sCode] ?? ''), siruta: int(r[sSiruta] ?? ''),
    });
  });

  return { bucuresti, large, small };
}
