/**
 * Reads the INS SIRUTA classification CSV (semicolon-separated, UTF-8).
 */
import { readFileSync } from 'node:fs';

/** One SIRUTA unit: a county (NIV 1), an administrative unit (NIV 2) or a locality (NIV 3). */
export interface SirutaRow {
  siruta: number;
  /** Name in capitals, with its kind as a prefix at levels 1-2 (`MUNICIPIUL ALBA IULIA`). */
  name: string;
  postalCode: number;
  county: number;
  parent: number;
  type: number;
  level: number;
  urban: number;
}

const HEADER = ['SIRUTA', 'DENLOC', 'CODP', 'JUD', 'SIRSUP', 'TIP', 'NIV', 'MED'];

/** Reads the SIRUTA CSV at `path`. */
export function readSiruta(path: string): SirutaRow[] {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split(';').map((h) => h.trim().toUpperCase());
  const at = HEADER.map((h) => {
    const i = header.indexOf(h);
    if (i < 0) throw new Error(`SIRUTA CSV: column ${h} is missing`);
    return i;
  });
  const rows: SirutaRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const cells = line.split(';');
    const num = (k: number): number => Number((cells[at[k] ?? -1] ?? '').trim()) || 0;
    rows.push({
      siruta: num(0), name: (cells[at[1] ?? -1] ?? '').trim(), postalCode: num(2), county: num(3),
      parent: num(4), type: num(5), level: num(6), urban: num(7),
    });
  }
  return rows;
}
