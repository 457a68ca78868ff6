import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { AddressError } from '../src/index.js';
import { builtIndex, SIRUTA_PATH, ROOT } from './helpers/index.js';
import { inChild } from './helpers/in-child.js';
import type { Expected } from './helpers/workbook-expectations.js';
import { resolve } from 'node:path';

/** Folding written here on purpose, not imported: the expectations must not share the build's code. */
function simple(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}


describe('lookupPostalCode', () => {
  const index = builtIndex();

  it('answers every postal code of the workbook with its locality and county', async () => {
    const expected = new Map(await inChild<Array<[string, Expected[]]>>(resolve(import.meta.dirname, 'helpers', 'workbook-expectations.ts'), 'expectations'));
    const report = JSON.parse(readFileSync(`${ROOT}/data/build-report.json`, 'utf8')) as { rejected_rows: Array<{ sheet: string; row: number }> };
    const rejected = new Set(report.rejected_rows.map((r) => `${r.sheet === 'bucuresti' ? 'Bucuresti' : r.sheet}:${r.row}`));
    // SIRUTA 2025 names, for villages renamed since 2016 (the record shows the current name).
    const sirutaNames = new Map<number, string>();
    for (const line of readFileSync(SIRUTA_PATH, 'utf8').split('\n').slice(1)) {
      const [code, name] = line.split(';');
      if (code && name) sirutaNames.set(Number(code), name);
    }
    let checked = 0;
    const failures: string[] = [];
    for (const [code, rows] of expected) {
      const live = rows.filter((r) => !rejected.has(`${r.sheet}:${r.row}`));
      if (live.length === 0) continue;
      const record = index.lookupPostalCode(code);
      const names = new Set([record.locality, ...(record.localities ?? []).map((l) => l.locality.replace(/, Sector \d$/, ''))].map(simple));
      const counties = new Set([record.county, ...(record.localities ?? []).map((l) => l.county)].map(simple));
      const sirutas = new Set((record.localities ?? []).map((l) => l.siruta).concat(record.siruta));
      for (const r of live) {
        checked++;
        const current = sirutaNames.get(r.siruta);
        const nameOk = names.has(simple(r.locality)) || (sirutas.has(r.siruta) && current !== undefined);
        if (!nameOk || !counties.has(simple(r.county))) failures.push(`${code} ${r.sheet}:${r.row} expected ${r.locality}/${r.county}, got ${record.locality}/${record.county}`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(55_000);
  }, 180_000);

  it('gives a București street code with its street, sector and range', () => {
    const r = index.lookupPostalCode('011421');
    expect(r).toMatchObject({ postal_code: '011421', locality: 'București', county: 'București', county_code: 'B', sector: 'Sector 1' });
    expect(r.streets).toEqual([{ name: 'Strada Emanoil Porumbaru', house_range: '1-25' }]);
  });

  it('shows T as the end of the street', () => {
    expect(index.lookupPostalCode('011359').streets).toEqual([{ name: 'Strada Arhitect Ion Mincu', house_range: '14-T' }]);
  });

  it('gives a village its commune and county', () => {
    const r = index.lookupPostalCode('070001');
    expect(r).toMatchObject({ locality: 'Buciumeni', county: 'Ilfov', county_code: 'IF', admin_unit: 'Oraș Buftea', streets: [] });
  });

  it('gives a village the commune the workbook names in parentheses, where its SIRUTA column names a namesake of another commune', () => {
    // `Poienari (Poienarii de Argeş)` 117578 and `Poienari (Poienarii de Muscel)` 117583, Argeș.
    expect(index.lookupPostalCode('117578')).toMatchObject({ locality: 'Poienari', county: 'Argeș', admin_unit: 'Comuna Poienarii de Argeș' });
    expect(index.lookupPostalCode('117583')).toMatchObject({ locality: 'Poienari', county: 'Argeș', admin_unit: 'Comuna Poienarii de Muscel' });
  });

  it('gives a place the workbook files under a commune SIRUTA code, named otherwise, its own name inside that commune', () => {
    // `Băile 1 Mai` 417496 carries the SIRUTA code of the commune Sânmartin (26582), whose village Sânmartin is 417495.
    expect(index.lookupPostalCode('417496')).toMatchObject({ locality: 'Băile 1 Mai', county: 'Bihor', admin_unit: 'Comuna Sânmartin' });
    expect(index.lookupPostalCode('417495')).toMatchObject({ locality: 'Sânmartin', county: 'Bihor', admin_unit: 'Comuna Sânmartin', siruta: 26591 });
    expect(index.verify({ freeform: 'Sanmartin nr. 200, jud. Bihor' }).address.postal_code).toBe('417495');
    expect(index.verify({ freeform: 'Baile 1 Mai, Bihor' }).address.postal_code).toBe('417496');
  });

  it('writes comma-below diacritics', () => {
    const r = index.lookupPostalCode('080303');
    expect(r.streets[0]!.name).toBe('Șoseaua București');
    expect(JSON.stringify(r)).not.toMatch(/[şţŞŢ]/);
  });

  it('rejects anything but six ASCII digits with invalid_postal_code', () => {
    for (const bad of ['', '01142', '0114211', '01142a', ' 011421', '011421 ', '０１１４２１', '٠١١٤٢١', '011-421']) {
      expect(() => index.lookupPostalCode(bad)).toThrowError(expect.objectContaining({ code: 'invalid_postal_code', status: 400 }));
    }
    expect(() => index.lookupPostalCode(123456 as unknown as string)).toThrowError(expect.objectContaining({ code: 'invalid_postal_code' }));
  });

  it('answers postal_code_not_found (404) for a well-formed unknown code', () => {
    expect(() => index.lookupPostalCode('999999')).toThrowError(expect.objectContaining({ code: 'postal_code_not_found', status: 404 }));
  });

  it('on any string returns a record or throws one of its two errors', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{6}$/)), (s) => {
        try {
          const r = index.lookupPostalCode(s);
          expect(r.postal_code).toBe(s);
          expect(typeof r.locality).toBe('string');
          expect(r.county_code).toMatch(/^[A-Z]{1,2}$/);
        } catch (err) {
          expect(err).toBeInstanceOf(AddressError);
          expect(['invalid_postal_code', 'postal_code_not_found']).toContain((err as AddressError).code);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
