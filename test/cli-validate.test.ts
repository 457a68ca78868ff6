/** `validate` run in-process with its own streams: progress only on a terminal, and the progress line. */
import { describe, expect, it } from 'vitest';
import { PassThrough, Readable } from 'node:stream';
import { resolve } from 'node:path';
import { ROOT, INDEX_PATH } from './helpers/index.js';
import { parseValidate, progressLine, validateCommand } from '../src/cli/validate.js';

function streams(isTTY: boolean, input = '') {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY });
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  return { io: { stdin: Readable.from([Buffer.from(input)]), stdout, stderr }, out: () => out, err: () => err };
}

const FILE = resolve(ROOT, 'test', 'fixtures', 'files', 'structured.csv');

describe('validate progress', () => {
  it('draws a progress line on a terminal and clears it before the summary', async () => {
    const s = streams(true);
    const code = await validateCommand([FILE, '--workers', '0', '--index', INDEX_PATH], s.io);
    expect([0, 1]).toContain(code);
    expect(s.err()).toMatch(/^\r\x1b\[K0 rows, 0 rows\/s/);
    expect(s.err()).toMatch(/\r\x1b\[K[^\r]*structured\.csv: 4 rows in /);
    expect(s.out().split('\n')[0]).toBe('Cod client,Strada,Nr,Localitate,Judet,postal_code,verdict,confidence,street,house_number,locality,county,corrections,error');
  });

  it('writes no progress when stderr is not a terminal, nor with --quiet', async () => {
    const plain = streams(false);
    await validateCommand([FILE, '--workers', '0', '--index', INDEX_PATH], plain.io);
    expect(plain.err()).not.toContain('\r');
    expect(plain.err()).toContain('structured.csv: 4 rows in ');
    const quiet = streams(true);
    await validateCommand([FILE, '--workers', '0', '--quiet', '--index', INDEX_PATH], quiet.io);
    expect(quiet.err()).toBe('');
  });

  it('reads standard input with -', async () => {
    const s = streams(false, 'Adresa\nStr. Lunga 5, Brasov\n');
    expect(await validateCommand(['-', '--workers', '0', '--quiet', '--index', INDEX_PATH], s.io)).toBe(0);
    expect(s.out()).toMatch(/^Adresa,postal_code,/);
    expect(s.out().split('\n')[1]).toMatch(/^"Str\. Lunga 5, Brasov",\d{6},/);
  });

  it('the line shows rows, rate, share read and time left', () => {
    expect(progressLine(0, 0, undefined, 0)).toBe('0 rows, 0 rows/s');
    expect(progressLine(12_000, 500, 1000, 10)).toBe('12,000 rows, 1,200 rows/s, 50%, ETA 0:10');
    expect(progressLine(12_000, 250, 1000, 60)).toBe('12,000 rows, 200 rows/s, 25%, ETA 3:00');
    expect(progressLine(5, 100, undefined, 1)).toBe('5 rows, 5 rows/s');
  });
});

describe('validate options', () => {
  it('reads the format from the extension and the rest from the flags', () => {
    expect(parseValidate(['a.jsonl'])).toMatchObject({ file: 'a.jsonl', format: 'jsonl', failOn: 'invalid', minConfidence: 0, quiet: false });
    expect(parseValidate(['a.NDJSON']).format).toBe('jsonl');
    expect(parseValidate(['-']).format).toBe('csv');
    expect(parseValidate(['a.txt', '--format', 'jsonl', '--fail-on', 'suspicious', '--min-confidence', '0.8', '--workers', '3', '--quiet'])).toMatchObject({
      format: 'jsonl',
      failOn: 'suspicious',
      minConfidence: 0.8,
      workers: 3,
      quiet: true,
    });
    expect(parseValidate(['a.csv', '--delimiter', 'tab']).delimiter).toBe('\t');
    expect(parseValidate(['a.csv', '--columns', 'freeform=Adresa']).columns).toEqual({ freeform: 'Adresa' });
    for (const bad of [['a.csv', 'b.csv'], ['a.csv', '--delimiter', ':'], ['a.jsonl', '--delimiter', ';'], ['a.csv', '--min-confidence', '1.5'], ['a.csv', '--out', 'a.csv'], ['a.csv', '--bogus']]) {
      expect(() => parseValidate(bad), bad.join(' ')).toThrow();
    }
  });
});
