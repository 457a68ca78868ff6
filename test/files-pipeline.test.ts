import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { builtIndex } from './helpers/index.js';
import {
  ColumnMappingError,
  FileFormatError,
  RESULT_COLUMNS,
  VerifierPool,
  detectDelimiter,
  openCsv,
  parseColumnSpec,
  readJsonlRows,
  resolveColumns,
  rowStatus,
  verifyFile,
  verifyOutcome,
  verifyRows,
  type RawRow,
  type RowOutcome,
  type VerifyFileOptions,
} from '../src/files/index.js';
import { mapOrdered, rebatch } from '../src/files/ordered.js';

const index = builtIndex();

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** Splits text into byte chunks of `size`, cutting through multi-byte characters on purpose. */
function chunked(text: string, size = 7): Uint8Array[] {
  const bytes = Buffer.from(text, 'utf8');
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

async function run(text: string, options: Omit<VerifyFileOptions, 'input' | 'output' | 'verifier'> & { verifier?: VerifyFileOptions['verifier'] }) {
  let out = '';
  const result = await verifyFile({ verifier: index, ...options, input: chunked(text), output: (t) => void (out += t) });
  return { out, result };
}

describe('CSV reading', () => {
  it('detects the delimiter on the header line, outside quotes', () => {
    expect(detectDelimiter('id;Adresa;Judet')).toBe(';');
    expect(detectDelimiter('id,Adresa,Judet')).toBe(',');
    expect(detectDelimiter('"a;b;c",x,y')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('Adresa')).toBeUndefined();
  });

  // Empty rows are rows since issue 27 (they were skipped, and the rows after them misnumbered);
  // a quote never closed costs its own row only.
  it('reads BOM, CRLF, quoted line breaks, doubled quotes; keeps empty rows in place; marks a quote never closed', async () => {
    const text = '\uFEFFAdresa;Nr\r\n"Str. Ion\r\nCreangă";"2"\r\n;\r\n\r\n"a ""b""";3;4\r\n5;"open\r\n6;7\r\n';
    const file = await openCsv(chunked(text, 3));
    expect(file).toMatchObject({ header: ['Adresa', 'Nr'], delimiter: ';', eol: '\r\n', bom: true });
    const rows = await collect(file.rows);
    expect(rows).toEqual([
      { row: 1, cells: ['Str. Ion\r\nCreangă', '2'] },
      { row: 2, cells: ['', ''] },
      { row: 3, cells: [''] },
      { row: 4, cells: ['a "b"', '3', '4'] },
      { row: 5, unreadable: expect.stringMatching(/^line 7: a quote opens a field that is not closed by the end of the file/), code: 'invalid_body', cells: ['5', '"open'] },
      { row: 6, cells: ['6', '7'] },
    ]);
  });

  it('reads a one-column file whole, unquoted commas included', async () => {
    const file = await openCsv([Buffer.from('Adresa\nStr. Lungă 5, Brașov\n"Bd. Eroilor 3, ""Cluj"""\n')]);
    expect(file).toMatchObject({ header: ['Adresa'], delimiter: ',' });
    expect(await collect(file.rows)).toEqual([
      { row: 1, cells: ['Str. Lungă 5, Brașov'] },
      { row: 2, cells: ['Bd. Eroilor 3, "Cluj"'] },
    ]);
  });

  it('reads in batches the same records as csv-parse reads the whole text, however the bytes are chunked', async () => {
    const cell = fc.stringMatching(/^[a-zA-Zăî0-9 ;"\n]{0,8}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 7 }), async (records, chunk, size) => {
        const text = `a;b\n${records.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(';')).join('\n')}\n`;
        // Every record, empty ones too (issue 27).
        const expected = (parse(text, { delimiter: ';' }) as string[][]).slice(1);
        const file = await openCsv(chunked(text, chunk));
        const batches = await collect(file.batches(size));
        expect(batches.every((b, i) => b.length === size || i === batches.length - 1)).toBe(true);
        expect(batches.flat()).toEqual(expected.map((cells, i) => ({ row: i + 1, cells })));
      }),
      { numRuns: 60 },
    );
  });

  it('refuses an empty file', async () => {
    await expect(openCsv([])).rejects.toThrow(FileFormatError);
    await expect(openCsv([Buffer.from('\uFEFF\r\n')])).rejects.toThrow(/empty/);
  });
});

describe('JSON Lines reading', () => {
  it('numbers lines as in the file, skips blank ones, strips a BOM and CR, joins split characters', async () => {
    const rows = await collect(readJsonlRows(chunked('\uFEFF{"freeform":"Brașov"}\r\n\n  \n{bad\n"x"', 5)));
    expect(rows).toEqual([
      { row: 1, line: '{"freeform":"Brașov"}' },
      { row: 4, line: '{bad' },
      { row: 5, line: '"x"' },
    ]);
  });

  it('turns an overlong line into an unreadable row without keeping it', async () => {
    const rows = await collect(readJsonlRows([`"${'a'.repeat(50)}"\n"ok"\n`], undefined, 20));
    expect(rows).toEqual([{ row: 1, unreadable: 'line 1 is longer than 20 characters, the most a line may have; it was skipped', code: 'field_too_long' }, { row: 2, line: '"ok"' }]);
  });
});

describe('columns', () => {
  it('parses --columns and refuses bad mappings', () => {
    expect(parseColumnSpec(['freeform=Adresa'])).toEqual({ freeform: 'Adresa' });
    expect(parseColumnSpec(['street=Strada,number=Nr', 'locality=Localitate,county=Judet'])).toEqual({ street: 'Strada', number: 'Nr', locality: 'Localitate', county: 'Judet' });
    expect(parseColumnSpec(['house_number=Nr,locality=Oras'])).toEqual({ number: 'Nr', locality: 'Oras' });
    expect(() => parseColumnSpec(['freeform=A,street=S'])).toThrow(ColumnMappingError);
    expect(() => parseColumnSpec(['city=X'])).toThrow(/unknown part "city"/);
    expect(() => parseColumnSpec(['freeform='])).toThrow(ColumnMappingError);
    expect(() => parseColumnSpec(['freeform=A,freeform=B'])).toThrow(/twice/);
    expect(() => parseColumnSpec(['postal_code=CP'])).toThrow(/no address column/);
  });

  it('recognises Romanian and English header names, case and accents ignored', () => {
    expect(resolveColumns(['ID', 'Stradă', 'Nr.', 'Localitate', 'Județ', 'Cod poștal'])).toEqual({ street: 1, number: 2, locality: 3, county: 4, postal_code: 5 });
    expect(resolveColumns(['id', 'ADRESA'])).toEqual({ freeform: 1 });
    // Forms' and checkouts' headers: `Județ/Sector` in one box, a first address line, state or province.
    expect(resolveColumns(['Nume', 'Strada și nr.', 'Localitate/Oraș', 'Județ/Sector', 'Cod poștal'])).toEqual({ street: 1, locality: 2, county: 3, postal_code: 4 });
    expect(resolveColumns(['Address line 1', 'City', 'State/Province', 'ZIP/Postal code'])).toEqual({ street: 0, locality: 1, county: 2, postal_code: 3 });
    expect(resolveColumns(['Street', 'City'], undefined)).toEqual({ street: 0, locality: 1 });
    expect(() => resolveColumns(['Adresa', 'Localitate'])).toThrow(/both a free-form column and structured ones/);
    expect(() => resolveColumns(['a', 'b'])).toThrow(/no address column recognised/);
    expect(() => resolveColumns(['a'], { freeform: 'Adresa' })).toThrow(/no column "Adresa"/);
    expect(resolveColumns(['x', 'Adresă livrare'], { freeform: 'adresa livrare' })).toEqual({ freeform: 1 });
  });
});

describe('row status', () => {
  const result = (verdict: 'valid' | 'corrected' | 'partial' | 'ambiguous', confidence: number): RowOutcome => ({
    result: { verdict, confidence, address: { street: '', house_number: '', locality: '', county: '', county_code: '', postal_code: '' }, corrections: [] },
  });
  it('is invalid on an error or below the minimum confidence, suspicious on partial or ambiguous, ok otherwise', () => {
    expect(rowStatus({ error: { code: 'locality_not_found', message: '' } })).toBe('invalid');
    expect(rowStatus(result('valid', 0.97))).toBe('ok');
    expect(rowStatus(result('corrected', 0.5))).toBe('ok');
    expect(rowStatus(result('corrected', 0.5), 0.6)).toBe('invalid');
    expect(rowStatus(result('partial', 0.9))).toBe('suspicious');
    expect(rowStatus(result('ambiguous', 0.9), 0.95)).toBe('invalid');
    expect(rowStatus(result('ambiguous', 0.9), 0.9)).toBe('suspicious');
  });
});

const MESSY_CSV = [
  '\uFEFFid;Adresa;Observații',
  '1;"STR. LIVIU REBREANU NR. 1, TG MURES, MURES";prima',
  '2;"Calea Victoriei\n120, Bucuresti";"are ; și ""ghilimele"""',
  '3;;gol',
  '4;Str. Inexistenta 5, Nicaieri;',
  '5;Str. Lunga 5, Brasov;a;b',
  '6;Bd. Eroilor 3, Cluj-Napoca',
  ';;',
  '',
  `7;${'x'.repeat(300)};lung`,
].join('\r\n');

describe('verifyFile, CSV', () => {
  it('keeps every input column and row, in order, and appends the result columns with verify\'s answers', async () => {
    const { out, result } = await run(MESSY_CSV, { format: 'csv' });
    expect(out.startsWith('\uFEFF')).toBe(true);
    expect(out.includes('\r\n')).toBe(true);
    const rows = parse(out.slice(1), { delimiter: ';', relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['id', 'Adresa', 'Observații', ...RESULT_COLUMNS]);
    const data = rows.slice(1);
    // Every record, the row of empty cells and the empty line too, in place (issue 27).
    expect(data.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6', '', '', '7']);
    for (const [i, r] of data.entries()) expect(r.length, `row ${i + 1}`).toBe(r[0] === '5' ? 4 + RESULT_COLUMNS.length : 3 + RESULT_COLUMNS.length);
    expect(data[1]!.slice(0, 3)).toEqual(['2', 'Calea Victoriei\n120, Bucuresti', 'are ; și "ghilimele"']);
    const col = (name: string) => 3 + RESULT_COLUMNS.indexOf(name as (typeof RESULT_COLUMNS)[number]);
    for (const r of data) {
      if (r[0] === '5') continue;
      const expected = verifyOutcome(index, r[1]!.trim() === '' ? {} : { freeform: r[1] });
      if (expected.error) {
        expect(r[col('error')]).toBe(expected.error.code);
        expect(r[col('postal_code')]).toBe('');
      } else {
        expect(r[col('postal_code')]).toBe(expected.result.address.postal_code);
        expect(r[col('verdict')]).toBe(expected.result.verdict);
        expect(Number(r[col('confidence')])).toBe(expected.result.confidence);
        expect(r[col('street')]).toBe(expected.result.address.street);
        expect(r[col('locality')]).toBe(expected.result.address.locality);
        expect(r[col('corrections')]).toBe(expected.result.corrections.map((c) => `${c.field}:${c.reason}`).join(', '));
        expect(r[col('error')]).toBe('');
      }
    }
    expect(data[0]![col('postal_code')]).toBe('540015');
    expect(data[2]![col('error')]).toBe('missing_address');
    expect(data[3]![col('error')]).toBe('locality_not_found');
    // A row longer than the header is flagged, its extra cell kept after the result columns
    // (issue 27: it was cut off); the others' cells are untouched.
    expect(data[4]!.slice(0, 3)).toEqual(['5', 'Str. Lunga 5, Brasov', 'a']);
    expect(data[4]![col('error')]).toBe('invalid_body');
    expect(data[4]!.at(-1)).toBe('b');
    expect(data[6]![col('error')]).toBe('missing_address');
    expect(data[7]![col('error')]).toBe('missing_address');
    // A short row is padded.
    expect(data[5]![2]).toBe('');
    expect(data[5]![col('postal_code')]).toBe('400129');
    expect(data[8]![col('error')]).toBe('field_too_long');
    // The counts are those of verify's own answers (the engine decides verdicts, the pipeline counts them).
    const statuses = { ok: 0, suspicious: 0, invalid: 1 };
    for (const r of data) if (r[0] !== '5') statuses[rowStatus(verifyOutcome(index, r[1]!.trim() === '' ? {} : { freeform: r[1] }))]++;
    expect(result.summary).toMatchObject({
      rows: 9,
      statuses,
      errors: { missing_address: 3, locality_not_found: 1, invalid_body: 1, field_too_long: 1 },
    });
    expect(statuses.invalid).toBe(6);
    expect(result.summary.worst[0]).toMatchObject({ row: 3, status: 'invalid', error: { code: 'missing_address' } });
    expect(result.malformed).toEqual({ count: 0, rows: [] });
    expect(result).toMatchObject({ delimiter: ';', header: ['id', 'Adresa', 'Observații'] });
  });

  it('reads structured columns, with empty cells not given', async () => {
    const text = 'Strada,Nr,Localitate,Judet\nStr. Lunga,5,Brasov,BV\nCalea Victoriei,,București,\n,,,\n,7,Cluj-Napoca,\n';
    const { out } = await run(text, { format: 'csv', columns: { street: 'Strada', number: 'Nr', locality: 'Localitate', county: 'Judet' } });
    const rows = parse(out) as string[][];
    // The row of empty cells is a row (issue 27): no address.
    expect(rows.length).toBe(5);
    const pc = 4 + RESULT_COLUMNS.indexOf('postal_code');
    const err = 4 + RESULT_COLUMNS.indexOf('error');
    expect(rows[1]![pc]).toBe(verifyOutcome(index, { street: 'Str. Lunga', house_number: '5', locality: 'Brasov', county: 'BV' }).result?.address.postal_code);
    expect(rows[2]![err]).toBe('');
    expect(rows[3]![err]).toBe('missing_address');
    expect(rows[4]![err]).toBe('house_number_requires_street');
  });

  it('writes a record it cannot read as an invalid_body row and reports it as malformed', async () => {
    const { out, result } = await run('Adresa\nBrasov\n"Cluj\n', { format: 'csv' });
    const rows = parse(out) as string[][];
    expect(rows.map((r) => r.at(-1))).toEqual(['error', '', 'invalid_body']);
    expect(result.malformed).toEqual({ count: 1, rows: [2] });
  });

  it('refuses columns it cannot find before writing anything', async () => {
    let out = '';
    await expect(verifyFile({ input: [Buffer.from('a,b\n1,2\n')], output: (t) => void (out += t), format: 'csv', verifier: index })).rejects.toThrow(ColumnMappingError);
    expect(out).toBe('');
  });

  it('never throws on malformed CSV: one output row per input row, and the output reads back', async () => {
    const cell = fc.stringMatching(/^[a-zA-Z0-9 ăîșțĂ,;"\r\n.-]{0,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(cell, { maxLength: 30 }), fc.constantFrom(',', ';'), async (cells, d) => {
        const text = `Adresa${d}x\n${cells.join(d)}`;
        let out = '';
        const result = await verifyFile({ input: chunked(text, 4), output: (t) => void (out += t), format: 'csv', verifier: index });
        const back = parse(out, { delimiter: d, relax_column_count: true }) as string[][];
        expect(back.length).toBe(result.summary.rows + 1);
        // Cells beyond the header's two are kept after the result columns (issue 27).
        for (const r of back) expect(r.length).toBeGreaterThanOrEqual(2 + RESULT_COLUMNS.length);
        const s = result.summary.statuses;
        expect(s.ok + s.suspicious + s.invalid).toBe(result.summary.rows);
      }),
      { numRuns: 150 },
    );
  });
});

describe('verifyFile, JSON Lines', () => {
  it('writes the input plus the verify result, or the error, per non-blank line', async () => {
    const text = '{"freeform":"Str. Lunga 5, Brasov"}\n\n"Bd. Eroilor 3, Cluj-Napoca"\n{bad\n[1]\n{"street":"Calea Victoriei","house_number":12}\n';
    const { out, result } = await run(text, { format: 'jsonl' });
    const lines = out.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.line)).toEqual([1, 3, 4, 5, 6]);
    expect(lines[0]).toEqual({ line: 1, input: { freeform: 'Str. Lunga 5, Brasov' }, result: index.verify({ freeform: 'Str. Lunga 5, Brasov' }) });
    expect(lines[1].result).toEqual(index.verify({ freeform: 'Bd. Eroilor 3, Cluj-Napoca' }));
    expect(lines[2]).toEqual({ line: 4, input: '{bad', error: { code: 'invalid_body', message: 'line 4 is not valid JSON' } });
    expect(lines[3].error.code).toBe('invalid_body');
    expect(lines[4].error.code).toBe('invalid_house_number');
    expect(result.summary.rows).toBe(5);
  });

  it('maps keys with columns', async () => {
    const { out } = await run('{"Adresa":"Str. Lunga 5, Brasov","id":1}\n{"id":2}\n', { format: 'jsonl', columns: { freeform: 'Adresa' } });
    const lines = out.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines[0].result.address.postal_code).toBe('500035');
    expect(lines[0].input).toEqual({ Adresa: 'Str. Lunga 5, Brasov', id: 1 });
    expect(lines[1].error.code).toBe('missing_address');
  });

  it('never throws on arbitrary lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.json(), fc.string({ maxLength: 20 })), { maxLength: 20 }), async (lines) => {
        const text = lines.join('\n');
        let out = '';
        const result = await verifyFile({ input: chunked(text, 5), output: (t) => void (out += t), format: 'jsonl', verifier: index });
        const expected = text.split('\n').filter((l) => l.replace(/\r$/, '').trim() !== '').length;
        expect(result.summary.rows).toBe(expected);
        expect(out === '' ? 0 : out.trimEnd().split('\n').length).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('worker threads', () => {
  let pool: VerifierPool;
  beforeAll(async () => {
    pool = await VerifierPool.create({ workers: 2 });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('gives the same output as this thread, in input order, whatever the batch size', async () => {
    const here = await run(MESSY_CSV, { format: 'csv' });
    for (const batchSize of [1, 2, 5]) {
      const there = await run(MESSY_CSV, { format: 'csv', verifier: pool, batchSize });
      expect(there.out).toBe(here.out);
      expect(there.result.summary).toEqual(here.result.summary);
    }
  });

  it('verifyRows yields every item once, in order, with results equal to verify', async () => {
    const items = ['Str. Lunga 5, Brasov', 'Bd. Eroilor 3, Cluj-Napoca', '', 'x', 'Calea Victoriei 12, București'];
    const many = Array.from({ length: 60 }, (_, i) => items[i % items.length]!);
    for (const verifier of [index, pool]) {
      const rows = await collect(verifyRows(verifier, many, { input: (s) => ({ freeform: s }), batchSize: 7 }));
      expect(rows.map((r) => r.position)).toEqual(many.map((_, i) => i));
      expect(rows.map((r) => r.item)).toEqual(many);
      for (const r of rows) expect(r.result ?? r.error).toEqual(verifyOutcome(index, { freeform: r.item }).result ?? verifyOutcome(index, { freeform: r.item }).error);
    }
  });

  it('refuses an index that cannot be loaded, and bad pool sizes', async () => {
    await expect(VerifierPool.create({ workers: 1, indexPath: '/nonexistent/ro-address.idx' })).rejects.toThrow(/no index file at \/nonexistent/);
    await expect(VerifierPool.create({ workers: 0 })).rejects.toThrow(RangeError);
  });

  it('rejects batches after close', async () => {
    const p = await VerifierPool.create({ workers: 1 });
    await p.close();
    await expect(p.verifyBatch([{ freeform: 'Brasov' }])).rejects.toThrow(/closed/);
  });
});

describe('bounded concurrency', () => {
  it('mapOrdered keeps at most `concurrency` calls pending and yields in source order', async () => {
    let pending = 0;
    let most = 0;
    const fn = async (n: number): Promise<number> => {
      pending++;
      most = Math.max(most, pending);
      await new Promise((r) => setTimeout(r, (n * 7) % 5));
      pending--;
      return n * 2;
    };
    const out = await collect(mapOrdered(Array.from({ length: 40 }, (_, i) => i), fn, 3));
    expect(out).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
    expect(most).toBe(3);
  });

  it('rebatch regroups arrays of any length into arrays of the size asked, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.integer(), { maxLength: 9 }), { maxLength: 12 }), fc.integer({ min: 1, max: 6 }), async (parts, size) => {
        const out = await collect(rebatch((async function* () { yield* parts; })(), size));
        expect(out.flat()).toEqual(parts.flat());
        expect(out.every((b, i) => b.length === size || (i === out.length - 1 && b.length > 0 && b.length <= size))).toBe(true);
      }),
    );
  });

  it('verifyRows reads the source only as fast as results are taken', async () => {
    let read = 0;
    async function* source(): AsyncGenerator<unknown> {
      for (let i = 0; i < 10_000; i++) {
        read++;
        yield { freeform: 'Brasov' };
      }
    }
    const it = verifyRows(index, source(), { batchSize: 10, concurrency: 2 })[Symbol.asyncIterator]();
    await it.next();
    expect(read).toBeLessThanOrEqual(30);
    await it.return?.(undefined);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const rows: unknown[] = [];
    const many = Array.from({ length: 1000 }, () => ({ freeform: 'Brasov' }));
    await expect(
      (async () => {
        for await (const r of verifyRows(index, many, { batchSize: 10, signal: controller.signal })) {
          rows.push(r);
          if (rows.length === 25) controller.abort(new Error('stop'));
        }
      })(),
    ).rejects.toThrow('stop');
    expect(rows.length).toBeLessThan(1000);
  });
});

describe('RawRow', () => {
  it('is plain data a worker can receive', () => {
    const rows: RawRow[] = [{ row: 1, cells: ['a'] }, { row: 2, line: '{}' }, { row: 3, unreadable: 'x', code: 'field_too_long' }, { row: 4, unreadable: 'y', code: 'invalid_body', cells: ['"a'] }];
    expect(structuredClone(rows)).toEqual(rows);
  });
});
