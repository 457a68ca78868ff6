/**
 * What a file's records become (issue 27): every record a row, numbered as in
 * the file; a huge record one row, skipped as it streams; cells beyond the
 * header kept; a quoted field over several lines warned about, a quote never
 * closed bounded; bytes in an 8-bit encoding read when named or when it cannot
 * matter, refused with the line otherwise.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { PassThrough, Readable } from 'node:stream';
import { INDEX_PATH, builtIndex } from './helpers/index.js';
import {
  FileEncodingError,
  FileFormatError,
  RESULT_COLUMNS,
  openCsv,
  parseEncoding,
  readJsonlRows,
  verifyFile,
  verifyOutcome,
  type FileWarning,

  type VerifyFileOptions,
} from '../src/files/index.js';
import { validateCommand } from '../src/cli/validate.js';

const index = builtIndex();
const ERROR = (width: number) => width + RESULT_COLUMNS.indexOf('error');

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** Splits bytes into chunks of `size`, cutting through multi-byte characters on purpose. */
function chunked(bytes: Uint8Array | string, size = 7): Uint8Array[] {
  const all = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const out: Uint8Array[] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.subarray(i, i + size));
  return out;
}

type RunOptions = Omit<VerifyFileOptions, 'input' | 'output' | 'verifier'>;

async function run(input: VerifyFileOptions['input'], options: RunOptions = { format: 'csv' }) {
  let out = '';
  const warnings: FileWarning[] = [];
  const result = await verifyFile({ verifier: index, onWarning: (w) => warnings.push(w), ...options, input, output: (t) => void (out += t) });
  return { out, result, warnings };
}

/** The output read back (rows of any length). */
function rowsOf(out: string, delimiter = ','): string[][] {
  return parse(out, { bom: true, delimiter, relax_column_count: true }) as string[][];
}

/** Bytes of `text` in an 8-bit encoding, from TextDecoder's own table (Node has no such encoder). */
function encode8(text: string, label: string): Uint8Array {
  const decoder = new TextDecoder(label);
  const table = new Map<string, number>();
  for (let b = 0xff; b >= 0; b--) table.set(decoder.decode(Uint8Array.of(b)), b);
  return Uint8Array.from([...text].map((ch) => {
    const b = table.get(ch);
    if (b === undefined) throw new Error(`${ch} is not in ${label}`);
    return b;
  }));
}

describe('every record is a row, numbered as in the file', () => {
  it('a row of empty cells and an empty line are rows (missing_address) in their places; empty lines at the end are not rows', async () => {
    const text = 'Adresa;Nota\nStr. Lunga 5, Brasov;a\n;\n\nxyz nicaieri;b\n\n\n';
    const { out, result } = await run(chunked(text, 5));
    const rows = rowsOf(out, ';');
    expect(rows.map((r) => r.slice(0, 2))).toEqual([['Adresa', 'Nota'], ['Str. Lunga 5, Brasov', 'a'], ['', ''], ['', ''], ['xyz nicaieri', 'b']]);
    expect(rows.slice(1).map((r) => r[ERROR(2)])).toEqual(['', 'missing_address', 'missing_address', verifyOutcome(index, { freeform: 'xyz nicaieri' }).error?.code ?? '']);
    expect(result.summary.rows).toBe(4);
    const worst = result.summary.worst.filter((w) => w.status === 'invalid').map((w) => [w.row, w.error?.code]);
    expect(worst).toContainEqual([2, 'missing_address']);
    expect(worst).toContainEqual([3, 'missing_address']);
    const file = await openCsv(chunked(text, 3));
    expect((await collect(file.rows)).map((r) => r.row)).toEqual([1, 2, 3, 4]);
  });

  it('reads the records csv-parse reads, none skipped, numbered from 1 in order, however the bytes are chunked', async () => {
    const cell = fc.stringMatching(/^[a-zA-Zăî0-9 ;"\n]{0,6}$/);
    const write = (c: string, quote: boolean) => (quote || /[;"\n]/.test(c) || c === '' ? `"${c.replaceAll('"', '""')}"` : c);
    const record = fc.oneof(
      { weight: 4, arbitrary: fc.array(fc.tuple(cell, fc.boolean()), { minLength: 1, maxLength: 3 }).map((cs) => cs.map(([c, q]) => write(c, q)).join(';')) },
      { weight: 1, arbitrary: fc.constantFrom('', ';', ';;', ' ') },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 30 }), fc.constantFrom('\n', '\r\n'), fc.integer({ min: 1, max: 20 }), async (records, eol, size) => {
        const text = `a;b${eol}${records.join(eol)}${eol}`;
        const expected = (parse(text, { delimiter: ';', relax_column_count: true }) as string[][]).slice(1);
        // Empty lines at the end are not rows (a quoted "" is not an empty line).
        for (let i = records.length - 1; i >= 0 && records[i] === ''; i--) expected.pop();
        const file = await openCsv(chunked(text, size));
        expect(await collect(file.rows)).toEqual(expected.map((cells, i) => ({ row: i + 1, cells })));
      }),
      { numRuns: 120 },
    );
  });
});

describe('records too large', () => {
  it('a 3 MiB record is one field_too_long row that names its line; the rows after it are read', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024);
    const { out, result } = await run(chunked(`Adresa;Nota\nStr. Lunga 5, Brasov;a\n${big};b\nCalea Victoriei 120, Bucuresti;c\n`, 64 * 1024));
    const rows = rowsOf(out, ';');
    expect(rows.length).toBe(4);
    expect(rows.slice(1).map((r) => r[ERROR(2)])).toEqual(['', 'field_too_long', '']);
    expect(rows[2]!.slice(0, 2)).toEqual(['', '']);
    expect(rows[3]!.slice(0, 2)).toEqual(['Calea Victoriei 120, Bucuresti', 'c']);
    expect(result.summary.worst.find((w) => w.row === 2)?.input).toMatch(/^line 3: the record is longer than/);
    expect(result.malformed.count).toBe(0);
  });

  it('a 100 MB quoted record with line breaks and delimiters streams through as one row, without being held in memory', async () => {
    const CHUNK = 64 * 1024;
    const CHUNKS = 1600;
    // A line break every 64 KiB: fewer than 20 in the first MiB, so the quote is not taken for a stray one.
    let peak = 0;
    async function* source(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('Adresa;Nota\nStr. Lunga 5, Brasov;a\n"');
      const filler = Buffer.from(`${'y;'.repeat(CHUNK / 2 - 1)}y\n`);
      for (let i = 0; i < CHUNKS; i++) {
        if (i % 100 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
        yield filler;
      }
      yield Buffer.from('";b\nCalea Victoriei 120, Bucuresti;c\n');
    }
    const before = process.memoryUsage().heapUsed;
    const { out, result } = await run(source());
    const rows = rowsOf(out, ';');
    expect(rows.slice(1).map((r) => r[ERROR(2)])).toEqual(['', 'field_too_long', '']);
    expect(result.summary.worst.find((w) => w.row === 2)?.input).toMatch(/^lines 3-\d+: the record is longer than/);
    expect(rows[3]![0]).toBe('Calea Victoriei 120, Bucuresti');
    // 100 MB of text held would be 200 MB of UTF-16 strings; the parser keeps none of it.
    expect(peak - before).toBeLessThan(48 * 1024 * 1024);
  });

  it('a record over the limit is one row wherever it ends: at a line break, at the end of the file, after a delimiter', async () => {
    for (const end of ['\n', '', ';', ';\n']) {
      const file = await openCsv([`Adresa;Nota\nBrasov;a\n${'x'.repeat(40)}${end}`], { maxRecordBytes: 20 });
      expect(await collect(file.rows), JSON.stringify(end)).toEqual([
        { row: 1, cells: ['Brasov', 'a'] },
        { row: 2, unreadable: expect.stringMatching(/^line 3: the record is longer than 20 characters/), code: 'field_too_long' },
      ]);
    }
  });

  it('a record over the limit anywhere, quoted or not, however chunked, is one row in its place; the others are read as written', async () => {
    const cell = fc.stringMatching(/^[a-z0-9 ]{1,5}$/);
    const huge = fc.oneof(fc.constant('x'.repeat(45)), fc.constant(`"${'y;\n'.repeat(15)}";z`), fc.constant(`a;"${'q""'.repeat(14)}"`));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 25 }), fc.nat(), huge, fc.integer({ min: 1, max: 30 }), async (records, at, big, size) => {
        const k = at % records.length;
        const lines = records.map(([a, b], i) => (i === k ? big : `${a};${b}`));
        const file = await openCsv(chunked(`Adresa;Nota\n${lines.join('\n')}\n`, size), { maxRecordBytes: 40 });
        const rows = await collect(file.rows);
        expect(rows.map((r) => r.row)).toEqual(records.map((_, i) => i + 1));
        rows.forEach((r, i) => expect(r).toEqual(i === k ? { row: i + 1, unreadable: expect.stringContaining('the record is longer than 40 characters'), code: 'field_too_long' } : { row: i + 1, cells: records[i] }));
      }),
      { numRuns: 100 },
    );
  });

  it('a JSON Lines line over the limit is one field_too_long row; the lines after it are read', async () => {
    const rows = await collect(readJsonlRows([`"${'a'.repeat(50)}"\n"ok"\n`], undefined, 20));
    expect(rows).toEqual([{ row: 1, unreadable: expect.stringMatching(/^line 1 is longer than 20 characters/), code: 'field_too_long' }, { row: 2, line: '"ok"' }]);
  });
});

describe('cells beyond the header', () => {
  it('are kept, after the result columns, which stay under their names; the row gets invalid_body', async () => {
    const { out } = await run([Buffer.from('Adresa;Nota\nStr. Lunga 5, Brasov;a;extra 1;extra 2\nCluj-Napoca;b\n')]);
    const rows = rowsOf(out, ';');
    expect(rows[0]).toEqual(['Adresa', 'Nota', ...RESULT_COLUMNS]);
    expect(rows[1]).toEqual(['Str. Lunga 5, Brasov', 'a', '', '', '', '', '', '', '', '', 'invalid_body', 'extra 1', 'extra 2']);
    expect(rows[2]!.length).toBe(2 + RESULT_COLUMNS.length);
  });
});

describe('quoted fields over several lines', () => {
  it('are read as one cell (RFC 4180), with a warning that names the line the quoted field opened on', async () => {
    // The last field closes at the very end of the file, without a line break after it.
    const text = 'id;Adresa;Nota\n1;"Bd. Eroilor 3,\nCluj-Napoca";x\n2;Brasov;"a"\n3;Sibiu;"doua\r\nrânduri\ntrei"';
    const { out, result, warnings } = await run(chunked(text, 4));
    const rows = rowsOf(out, ';');
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([['1', 'Bd. Eroilor 3,\nCluj-Napoca', 'x'], ['2', 'Brasov', 'a'], ['3', 'Sibiu', 'doua\r\nrânduri\ntrei']]);
    expect(warnings.map((w) => [w.kind, w.row, w.line])).toEqual([['multiline_field', 1, 2], ['multiline_field', 3, 5]]);
    expect(warnings[0]!.message).toMatch(/^line 2: a quoted field runs over several lines \(row 1\)/);
    expect(result.multiline).toEqual({ count: 2, lines: [2, 5] });
    expect(result.malformed.count).toBe(0);
  });

  it('a quote never closed is one invalid_body row (its line as written); the lines after it are rows of their own', async () => {
    const { out, result } = await run(chunked('Adresa;Nota\nStr. Lunga 5, Brasov;a\n"Cluj;b\nSibiu;c\nIasi;d\n', 5));
    const rows = rowsOf(out, ';');
    expect(rows.slice(1).map((r) => [r[0], r[1], r[ERROR(2)]])).toEqual([
      ['Str. Lunga 5, Brasov', 'a', ''],
      ['"Cluj', 'b', 'invalid_body'],
      ['Sibiu', 'c', verifyOutcome(index, { freeform: 'Sibiu' }).error?.code ?? ''],
      ['Iasi', 'd', verifyOutcome(index, { freeform: 'Iasi' }).error?.code ?? ''],
    ]);
    expect(result.malformed).toEqual({ count: 1, rows: [2] });
    expect(result.summary.worst.find((w) => w.row === 2)?.input).toMatch(/^line 3: a quote opens a field that is not closed by the end of the file/);
  });

  it('a quote not closed within 20 lines does not swallow the rows after it', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Strada ${i};${i}`);
    const text = `Adresa;Nota\nBrasov;1\n"Cluj;2\n${lines.join('\n')}\n"Iasi;3"\n`;
    const { out, result } = await run(chunked(text, 100));
    const rows = rowsOf(out, ';');
    expect(rows.length).toBe(1 + 2 + 60 + 1);
    expect(rows[2]!.slice(0, 2)).toEqual(['"Cluj', '2']);
    expect(rows[2]![ERROR(2)]).toBe('invalid_body');
    expect(rows.slice(3, 63).map((r) => r.slice(0, 2).join(';'))).toEqual(lines);
    // A quoted field closed on its own line is a cell like any other.
    expect(rows[63]![0]).toBe('Iasi;3');
    expect(result.malformed).toEqual({ count: 1, rows: [2] });
    expect(result.summary.worst.find((w) => w.row === 2)?.input).toMatch(/^line 3: a quote opens a field that is not closed within 20 lines/);
  });

  it('one stray quote anywhere costs one row: every other row is read as written', async () => {
    const cell = fc.stringMatching(/^[a-zA-Z0-9 ]{1,8}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 60 }), fc.nat(), fc.boolean(), fc.integer({ min: 1, max: 64 }), async (records, at, second, size) => {
        const k = at % records.length;
        const lines = records.map(([a, b], i) => (i === k ? (second ? `${a};"${b}` : `"${a};${b}`) : `${a};${b}`));
        const { out, result } = await run(chunked(`Adresa;Nota\n${lines.join('\n')}\n`, size));
        const rows = rowsOf(out, ';').slice(1);
        expect(rows.length).toBe(records.length);
        rows.forEach((r, i) => {
          if (i === k) expect(r[ERROR(2)]).toBe('invalid_body');
          else expect(r.slice(0, 2)).toEqual(records[i]);
        });
        expect(result.malformed.rows).toEqual([k + 1]);
      }),
      { numRuns: 80 },
    );
  });
});

describe('encodings', () => {
  const ADDRESS = 'Str. Lunga 5, Bucureşti';
  const win1250 = Buffer.concat([Buffer.from('Adresa\n'), encode8(`${ADDRESS}\n`, 'windows-1250')]);

  it('reads an 8-bit file in the encoding named, and verifies what it says', async () => {
    for (const encoding of ['windows-1250', 'iso-8859-2'] as const) {
      const { out, result } = await run(chunked(win1250, 3), { format: 'csv', encoding });
      const rows = rowsOf(out);
      expect(rows[1]![0]).toBe(ADDRESS);
      expect(rows[1]!.slice(1, 1 + RESULT_COLUMNS.length - 1)[0]).toBe(verifyOutcome(index, { freeform: ADDRESS }).result?.address.postal_code);
      expect(result).toMatchObject({ encoding, encodingDecidedBy: 'named' });
    }
    const latin1 = await run([win1250], { format: 'csv', encoding: 'latin1' });
    expect(rowsOf(latin1.out)[1]![0]).toBe('Str. Lunga 5, Bucureºti');
  });

  it('refuses an 8-bit file whose encoding cannot be told, naming the line and showing it in each encoding (from a file stream, before writing anything)', async () => {
    for (const size of [64 * 1024, 5]) {
      let out = '';
      const err = await verifyFile({ input: chunked(win1250, size), output: (t) => void (out += t), format: 'csv', verifier: index }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FileEncodingError);
      expect(err).toBeInstanceOf(FileFormatError);
      expect(err).toMatchObject({ line: 2, byte: 0xba });
      const message = (err as Error).message;
      expect(message).toMatch(/^line 2 holds the byte 0xBA, which is not UTF-8/);
      expect(message).toContain('with --encoding windows-1250 or iso-8859-2: "Str. Lunga 5, Bucureşti"');
      expect(message).toContain('with --encoding latin1: "Str. Lunga 5, Bucureºti"');
      // The encoding is decided on the first chunk that is not ASCII: in a file stream, the first 64 KiB.
      if (size > win1250.length) expect(out).toBe('');
    }
  });

  it('reads an 8-bit file when every 8-bit encoding reads its bytes alike', async () => {
    const bytes = Buffer.concat([Buffer.from('Adresa\n'), encode8('Str. Republicii 5, Câmpina\nStr. Îngustă 1, Brașov\n'.replace('ă', 'a').replace('ș', 's'), 'windows-1252')]);
    const { out, result } = await run(chunked(bytes, 4));
    expect(rowsOf(out).slice(1).map((r) => r[0])).toEqual(['Str. Republicii 5, Câmpina', 'Str. Îngusta 1, Brasov']);
    expect(result).toMatchObject({ encoding: 'latin1', encodingDecidedBy: 'eight-bit' });
  });

  it('keeps valid UTF-8 as UTF-8, and honours a byte order mark', async () => {
    const utf8 = await run(chunked('Adresa\nStr. Lungă 5, București\n', 3));
    expect(rowsOf(utf8.out)[1]![0]).toBe('Str. Lungă 5, București');
    expect(utf8.result).toMatchObject({ encoding: 'utf-8', encodingDecidedBy: 'utf-8' });
    // Excel's "Unicode text": UTF-16LE with a byte order mark, tab-separated.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Adresa\tNota\r\nStr. Lungă 5, București\tx\r\n', 'utf16le')]);
    const read = await run(chunked(utf16, 5));
    expect(read.out.startsWith('\uFEFFAdresa\tNota\t')).toBe(true);
    expect(rowsOf(read.out, '\t')[1]!.slice(0, 2)).toEqual(['Str. Lungă 5, București', 'x']);
    expect(read.result).toMatchObject({ encoding: 'utf-16le', encodingDecidedBy: 'bom' });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Adresa\nBrașov\n')]);
    await expect(run([bom], { format: 'csv', encoding: 'windows-1250' })).rejects.toThrow(/byte order mark, so it is UTF-8, not windows-1250/);
  });

  it('a byte that is not UTF-8 far into a UTF-8 file stops the run there, naming its line', async () => {
    const note = 'n'.repeat(120);
    const lines = Array.from({ length: 800 }, (_, i) => `Strada Lungă ${i}, Brașov;${note}`);
    const bytes = Buffer.concat([Buffer.from(`Adresa;Nota\n${lines.slice(0, 699).join('\n')}\n`), encode8(`Str. Lunga 5, Bucureşti;${note}\n`, 'windows-1250'), Buffer.from(`${lines.slice(700).join('\n')}\n`)]);
    const err = await run(chunked(bytes, 4096)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileEncodingError);
    expect(err).toMatchObject({ line: 701 });
    expect((err as Error).message).toMatch(/^line 701 holds the byte 0xBA, which is not UTF-8, though the bytes before it were \(their rows were written\).*with --encoding windows-1250 or iso-8859-2: "Str\. Lunga 5, Bucureşti;n+"/);
  });

  it('a named encoding reads the same text as UTF-8 does, however the bytes are chunked (CSV and JSON Lines)', async () => {
    const romanian = fc.stringMatching(/^[a-zA-Z0-9 ,.ăâîșțĂÂÎȘȚşţ]{0,20}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(romanian, { minLength: 1, maxLength: 8 }), fc.constantFrom('windows-1250', 'iso-8859-2'), fc.integer({ min: 1, max: 9 }), async (cells, encoding, size) => {
        // ș and ț (comma below) are not in these encodings: files in them hold ş and ţ (cedilla).
        const text = `Adresa\n${cells.map((c) => c.replaceAll('ș', 'ş').replaceAll('ț', 'ţ').replaceAll('Ș', 'Ş').replaceAll('Ț', 'Ţ')).join('\n')}\n`;
        const expected = await run([Buffer.from(text)]);
        const got = await run(chunked(encode8(text, encoding), size), { format: 'csv', encoding });
        expect(got.out).toBe(expected.out);
        const jsonl = `${cells.map((c) => JSON.stringify(c.replaceAll('ș', 'ş').replaceAll('ț', 'ţ').replaceAll('Ș', 'Ş').replaceAll('Ț', 'Ţ'))).join('\n')}\n`;
        const rows = await collect(readJsonlRows(chunked(encode8(jsonl, encoding), size), undefined, undefined, encoding));
        expect(rows).toEqual(jsonl.trimEnd().split('\n').map((line, i) => ({ row: i + 1, line })));
      }),
      { numRuns: 40 },
    );
  });

  it('--encoding names: utf-8, latin1 (iso-8859-1), windows-1250, iso-8859-2 and a few aliases', () => {
    expect(['UTF-8', 'utf8', 'latin1', 'ISO-8859-1', 'windows-1250', 'cp1250', 'iso-8859-2', 'latin2'].map(parseEncoding)).toEqual(['utf-8', 'utf-8', 'latin1', 'latin1', 'windows-1250', 'windows-1250', 'iso-8859-2', 'iso-8859-2']);
    expect(() => parseEncoding('ebcdic')).toThrow(/--encoding must be utf-8, latin1/);
  });
});

describe('validate on such files', () => {
  function streams() {
    const stdout = new PassThrough();
    const stderr = Object.assign(new PassThrough(), { isTTY: false });
    let out = '';
    let err = '';
    stdout.on('data', (d: Buffer) => (out += d.toString()));
    stderr.on('data', (d: Buffer) => (err += d.toString()));
    return { stdout, stderr, out: () => out, err: () => err };
  }
  async function validate(input: Uint8Array, ...args: string[]) {
    const s = streams();
    const code = await validateCommand(['-', '--workers', '0', '--index', INDEX_PATH, ...args], { stdin: Readable.from([input]), stdout: s.stdout, stderr: s.stderr });
    return { code, out: s.out(), err: s.err() };
  }

  it('warns on stderr of a quoted field over several lines, naming the line it opened on', async () => {
    const r = await validate(Buffer.from('id;Adresa\n1;"Bd. Eroilor 3,\nCluj-Napoca"\n'), '--fail-on', 'never');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^ro-address validate: -: line 2: a quoted field runs over several lines \(row 1\)/m);
  });

  it('--encoding reads an 8-bit file; without it, the file is refused with the line and the --encoding to use', async () => {
    const bytes = Buffer.concat([Buffer.from('Adresa\n'), encode8('Str. Lunga 5, Bucureşti\n', 'windows-1250')]);
    const named = await validate(bytes, '--encoding', 'windows-1250', '--quiet', '--fail-on', 'never');
    expect(named.code).toBe(0);
    expect(rowsOf(named.out)[1]![0]).toBe('Str. Lunga 5, Bucureşti');
    const alike = await validate(Buffer.concat([Buffer.from('Adresa\n'), encode8('Str. Republicii 5, Câmpina\n', 'windows-1252')]), '--fail-on', 'never');
    expect(rowsOf(alike.out)[1]![0]).toBe('Str. Republicii 5, Câmpina');
    expect(alike.err).toContain('  read as latin1: not UTF-8, and its bytes read the same in every 8-bit encoding');
    const refused = await validate(bytes);
    expect(refused.code).toBe(2);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(/^ro-address validate: line 2 holds the byte 0xBA, which is not UTF-8.*--encoding windows-1250 or iso-8859-2: "Str\. Lunga 5, Bucureşti"/);
    expect(refused.err).not.toMatch(/\n\s+at /);
    const bad = await validate(bytes, '--encoding', 'ebcdic');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--encoding must be/);
  });

  it('a huge record is an invalid row (exit 1), a quote never closed a broken file (exit 2); the rows after either are written', async () => {
    const huge = await validate(Buffer.from(`Adresa\nBrasov\n${'x'.repeat(2 * 1024 * 1024)}\nStr. Lunga 5, Brasov\n`));
    expect(huge.code).toBe(1);
    expect(rowsOf(huge.out).map((r) => r[0]!.slice(0, 20))).toEqual(['Adresa', 'Brasov', '', 'Str. Lunga 5, Brasov']);
    expect(huge.err).toMatch(/row 2: invalid, field_too_long: "line 3: the record is longer than/);
    const open = await validate(Buffer.from('Adresa\nBrasov\n"Cluj\nStr. Lunga 5, Brasov\n'));
    expect(open.code).toBe(2);
    expect(rowsOf(open.out).map((r) => r[0])).toEqual(['Adresa', 'Brasov', '"Cluj', 'Str. Lunga 5, Brasov']);
  });

  it('numbers the rows after an empty one as in the file', async () => {
    const r = await validate(Buffer.from('Adresa;Nota\nStr. Lunga 5, Brasov;a\n;\nxyz nicaieri;b\n'));
    expect(r.err).toMatch(/row 2: invalid, missing_address/);
    expect(r.err).not.toMatch(/row 2: invalid, locality_not_found/);
  });
});

