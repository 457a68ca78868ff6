/**
 * Reads the cell text of every sheet of an .xlsx workbook. Cells come back as
 * strings exactly as stored (shared strings, inline strings or number text), so
 * postal codes stored as text keep their leading zeros.
 */
import { readZip } from './zip.js';

/** One sheet: its name and its rows, each row an array of cell strings ('' for empty). */
export interface Sheet {
  name: string;
  rows: string[][];
}

const ENTITY: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITY[entity] ?? whole;
  });
}

function textOf(xml: string): string {
  let out = '';
  for (const m of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += m[1] ?? '';
  return decodeXml(out);
}

function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

/** Reads every sheet of the workbook, in workbook order. */
export function readXlsx(file: Buffer): Sheet[] {
  const zip = readZip(file);
  const part = (name: string): string => {
    const get = zip.get(name);
    if (!get) throw new Error(`workbook part ${name} is missing`);
    return get().toString('utf8');
  };

  const shared: string[] = [];
  if (zip.has('xl/sharedStrings.xml')) {
    for (const m of part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)) shared.push(textOf(m[1] ?? ''));
  }

  const rels = new Map<string, string>();
  for (const m of part('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\s([^>]*)\/?>/g)) {
    const attrs = m[1] ?? '';
    const id = /Id="([^"]+)"/.exec(attrs)?.[1];
    const target = /Target="([^"]+)"/.exec(attrs)?.[1];
    if (id && target) rels.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }

  const sheets: Sheet[] = [];
  for (const m of part('xl/workbook.xml').matchAll(/<sheet\s([^>]*)\/>/g)) {
    const attrs = m[1] ?? '';
    const name = decodeXml(/name="([^"]*)"/.exec(attrs)?.[1] ?? '');
    const rid = /r:id="([^"]+)"/.exec(attrs)?.[1] ?? '';
    const target = rels.get(rid);
    if (!target) throw new Error(`sheet ${name} has no part`);
    sheets.push({ name, rows: readSheet(part(target), shared) });
  }
  return sheets;
}

function readSheet(xml: string, shared: string[]): string[][] {
  const rows: string[][] = [];
  for (const rm of xml.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const row: string[] = [];
    const body = rm[1] ?? '';
    for (const cm of body.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cm[1] ?? '';
      const inner = cm[2] ?? '';
      const col = columnIndex(/r="([A-Z]+)/.exec(attrs)?.[1] ?? '');
      const type = /t="(\w+)"/.exec(attrs)?.[1];
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = '';
      if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') value = textOf(inner);
      else if (v !== undefined) value = decodeXml(v);
      const at = col >= 0 ? col : row.length;
      while (row.length < at) row.push('');
      row[at] = value;
    }
    rows.push(row);
  }
  return rows;
}
