/**
 * The built `ro-address` executable (the package's own tsup build, into a
 * temporary package folder, then `node dist/cli.js`), run as a user runs it: verify, autocomplete, lookup and validate on messy
 * files, asserting outputs and exit codes. Expected answers come from the
 * library itself, so the tests follow the engine, not a copy of its answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackage, type BuiltPackage } from '../scripts/build-package.js';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { INDEX_PATH, ROOT, builtIndex } from './helpers/index.js';
import { RESULT_COLUMNS, rowStatus, verifyOutcome, type RowOutcome } from '../src/files/index.js';

let built: BuiltPackage | undefined;
/** The built package's dist folder and its executable (set by beforeAll). */
let DIST = '';
let BIN = '';
const FIXTURES = resolve(ROOT, 'test', 'fixtures', 'files');
const index = builtIndex();
let spawned = 0;

function cli(args: string[], input?: string) {
  spawned++;
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', input, timeout: 60_000 });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

function fixture(name: string): string {
  return join(FIXTURES, name);
}

const tmp = mkdtempSync(join(tmpdir(), 'ro-address-cli-'));

/** What validate must answer for one data row: the library's own outcome. */
function expectedCells(outcome: RowOutcome): string[] {
  if (outcome.error) return ['', '', '', '', '', '', '', '', outcome.error.code];
  const r = outcome.result;
  return [r.address.postal_code, r.verdict, String(r.confidence), r.address.street, r.address.house_number, r.address.locality, r.address.county, r.corrections.map((c) => `${c.field}:${c.reason}`).join(', '), ''];
}

beforeAll(async () => {
  // Without declarations, which the executable does not use and which were most of `npm run build`'s
  // time; asynchronously (see scripts/build-package.ts). The checkout's own dist/ is left alone.
  built = await buildPackage();
  DIST = built.out;
  BIN = join(DIST, 'cli.js');
  expect(existsSync(BIN)).toBe(true);
  expect(existsSync(join(DIST, 'verify-worker.js'))).toBe(true);
}, 180_000);

afterAll(() => built?.dispose());

describe('the built files', () => {
  it('cli.js and verify-worker.js take the engine from the library\'s bundles: each class and the engine are in dist once', () => {
    const dist = DIST;
    // The browser bundles (ro-address/web) hold the engine once more, by design: browsers and workers
    // cannot load the Node build, whose chunks import node:. They count apart, below.
    const WEB = ['web.js', 'web-input.js', 'web-worker.js'];
    const files = readdirSync(dist).filter((f) => f.endsWith('.js') && !WEB.includes(f));
    const definedIn = new Map<string, string[]>();
    const define = (name: string, file: string) => definedIn.set(name, [...(definedIn.get(name) ?? []), file]);
    for (const file of files) {
      const text = readFileSync(join(dist, file), 'utf8');
      for (const m of text.matchAll(/\b([A-Z]\w*)\s*=\s*class\b/g)) define(m[1]!, file);
      for (const m of text.matchAll(/\bfunction (lookupPostalCode|loadIndexSync)\(/g)) define(m[1]!, file);
    }
    // Each must be found at all, or the patterns above no longer match how the bundles are written.
    for (const name of ['AddressError', 'IndexFormatError', 'LoadedIndex', 'KeyFileError', 'lookupPostalCode', 'loadIndexSync']) expect(definedIn.get(name), name).toHaveLength(1);
    const twice = [...definedIn].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
    for (const file of ['cli.js', 'verify-worker.js']) expect(readFileSync(join(dist, file), 'utf8'), file).toMatch(/from\s*"\.\/index\.js"/);
    // Among the browser bundles the engine is in web.js only: the worker script imports it.
    const web = new Map(WEB.map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
    expect(WEB.filter((file) => /\bLoadedIndex\s*=\s*class\b|\bclass LoadedIndex\b/.test(web.get(file) ?? ''))).toEqual(['web.js']);
    expect(web.get('web-worker.js')).toMatch(/from\s*"\.\/web\.js"/);
  });
});

describe('verify, autocomplete, lookup', () => {
  it('verify prints lines for people, and with --json exactly what index.verify returns', () => {
    const text = 'STR. LIVIU REBREANU NR. 1, TG MURES, MURES';
    const human = cli(['verify', text]);
    expect(human.code).toBe(0);
    const expected = index.verify({ freeform: text });
    expect(human.stdout.split('\n')[0]).toContain(expected.address.postal_code);
    expect(human.stdout).toContain(`verdict: ${expected.verdict}, confidence ${expected.confidence}`);
    const json = cli(['verify', text, '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(expected);
    const structured = cli(['verify', '--street', 'Str. Lunga', '--number', '5', '--locality', 'Brasov', '--county', 'BV', '--json']);
    expect(JSON.parse(structured.stdout)).toEqual(index.verify({ street: 'Str. Lunga', house_number: '5', locality: 'Brasov', county: 'BV' }));
  });

  it('a missing index file is named, with what to do, not reported as an internal error', () => {
    const r = cli(['lookup', '010093', '--index', '/nonexistent/ro-address.idx']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('ro-address: no index file at /nonexistent/ro-address.idx: pass the path of an index (.idx) file, or no argument for the built-in index\n');
  });

  it('verify errors print the catalogue code and exit 2', () => {
    const human = cli(['verify', '--street', 'Calea Victoriei', '--number', '3']);
    expect(human.code).toBe(2);
    expect(human.stderr).toMatch(/^ro-address: missing_locality: /);
    const json = cli(['verify', '--number', '3', '--locality', 'Cluj', '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({ error: { code: 'house_number_requires_street', message: expect.any(String), request_id: expect.stringMatching(/^req_[0-9a-f]{32}$/) } });
    expect(cli(['verify']).code).toBe(2);
  });

  it('autocomplete lists suggestions, --json is the spec shape, bad limits and queries exit 2', () => {
    const json = cli(['autocomplete', 'calea vic', '--limit', '3', '--json']);
    expect(json.code).toBe(0);
    const expected = index.autocomplete('calea vic', { limit: 3 });
    expect(JSON.parse(json.stdout)).toEqual(expected);
    const human = cli(['autocomplete', 'calea vic', '--limit', '3']);
    expect(human.stdout.trimEnd().split('\n')).toEqual(expected.suggestions.map((s) => `${s.postal_code.padEnd(6)}  ${s.text}`));
    const bad = cli(['autocomplete', 'calea', '--limit', '40', '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr).error.code).toBe('invalid_parameter');
    const short = cli(['autocomplete', 'x']);
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/^ro-address: invalid_query: /);
  });

  it('lookup prints the record for people, --json the spec record; errors exit 2', () => {
    const human = cli(['lookup', '011421']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^011421 {2}București, Sector 1 \(București, B\)\n {2}Strada Emanoil Porumbaru +1-25\n/);
    expect(JSON.parse(cli(['lookup', '011421', '--json']).stdout)).toEqual(index.lookupPostalCode('011421'));
    const bad = cli(['lookup', '01142', '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr).error.code).toBe('invalid_postal_code');
    const missing = cli(['lookup', '999999']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^ro-address: postal_code_not_found: /);
  });
});

describe('validate', () => {
  it('a messy ;-separated CSV (BOM, CRLF, quoted line breaks, bad and empty rows): every row and column kept, results appended, exit 1', () => {
    const r = cli(['validate', fixture('clienti.csv'), '--workers', '0']);
    expect(r.code).toBe(1);
    expect(r.stdout.startsWith('\uFEFFid;Adresa;Observații;')).toBe(true);
    expect(r.stdout).toContain('\r\n');
    const rows = parse(r.stdout, { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['id', 'Adresa', 'Observații', ...RESULT_COLUMNS]);
    // Every record is a row, the row of empty cells and the empty line too (issue 27: they were
    // skipped and the rows after them misnumbered).
    const input = parse(readFileSync(fixture('clienti.csv')), { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
    expect(rows.length).toBe(input.length);
    const error = 3 + RESULT_COLUMNS.indexOf('error');
    const statuses = { ok: 0, suspicious: 0, invalid: 0 };
    for (let i = 1; i < input.length; i++) {
      const source = input[i]!;
      const out = rows[i]!;
      if (source.length > 3) {
        // Cells beyond the header's are kept after the result columns (issue 27: they were cut off).
        expect(out.slice(0, 3)).toEqual(source.slice(0, 3));
        expect(out[error]).toBe('invalid_body');
        expect(out.slice(3 + RESULT_COLUMNS.length)).toEqual(source.slice(3));
        statuses.invalid++;
        continue;
      }
      expect(out.slice(0, 3)).toEqual([...source, '', ''].slice(0, 3));
      const outcome = verifyOutcome(index, (source[1] ?? '').trim() === '' ? {} : { freeform: source[1] });
      expect(out.slice(3)).toEqual(expectedCells(outcome));
      statuses[rowStatus(outcome)]++;
    }
    expect(rows[2]![1]).toBe('Bd. Eroilor 3,\r\nCluj-Napoca');
    expect(rows[2]![2]).toBe('are ; și "ghilimele"');
    expect(r.stderr).toContain(`ok ${statuses.ok}, suspicious ${statuses.suspicious}, invalid ${statuses.invalid}`);
    expect(r.stderr).toMatch(/errors: .*missing_address 3/);
    expect(r.stderr).toMatch(/worst rows:\n {4}row 3: invalid, missing_address/);
    // Not a terminal: no progress line.
    expect(r.stderr).not.toContain('\r');
  });

  it('structured columns with --columns, --out and --report; --fail-on decides the exit code', () => {
    const out = join(tmp, 'structured.out.csv');
    const report = join(tmp, 'report.md');
    const args = ['validate', fixture('structured.csv'), '--columns', 'street=Strada,number=Nr', '--columns', 'locality=Localitate,county=Judet', '--out', out, '--report', report, '--workers', '0'];
    const r = cli(args);
    const input = parse(readFileSync(fixture('structured.csv'))) as string[][];
    const outcomes = input.slice(1).map((c) => {
      const body: Record<string, string> = {};
      for (const [k, v] of [['street', c[1]], ['house_number', c[2]], ['locality', c[3]], ['county', c[4]]] as const) if (v !== undefined && v !== '') body[k] = v;
      return verifyOutcome(index, body);
    });
    const failing = (rule: 'invalid' | 'suspicious') => outcomes.some((o) => (rule === 'invalid' ? rowStatus(o) === 'invalid' : rowStatus(o) !== 'ok'));
    expect(r.code).toBe(failing('invalid') ? 1 : 0);
    expect(r.stdout).toBe('');
    const rows = parse(readFileSync(out)) as string[][];
    expect(rows.slice(1).map((row) => row.slice(5))).toEqual(outcomes.map(expectedCells));
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual(input.slice(1));
    const md = readFileSync(report, 'utf8');
    expect(md).toMatch(/^## ro-address: (passed|failed): /);
    expect(md).toContain('| status | rows | meaning |');
    expect(md).toContain(`| invalid | ${outcomes.filter((o) => rowStatus(o) === 'invalid').length} |`);
    expect(md).toContain('### Worst rows');
    expect(cli([...args.slice(0, 6), '--fail-on', 'never', '--workers', '0', '--quiet']).code).toBe(0);
    expect(cli([...args.slice(0, 6), '--fail-on', 'suspicious', '--workers', '0', '--quiet']).code).toBe(failing('suspicious') ? 1 : 0);
  });

  it('--min-confidence counts rows below it as invalid', () => {
    const file = fixture('clean.csv');
    // A one-column file: each line is the whole address, commas included.
    const lines = readFileSync(file, 'utf8').split('\n').slice(1).filter((l) => l !== '');
    const confidences = lines.map((l) => verifyOutcome(index, { freeform: l }).result?.confidence ?? 0);
    const above = Math.min(...confidences);
    expect(cli(['validate', file, '--min-confidence', String(above), '--workers', '0', '--quiet']).code).toBe(0);
    expect(cli(['validate', file, '--min-confidence', '1', '--workers', '0', '--quiet']).code).toBe(confidences.every((c) => c >= 1) ? 0 : 1);
  });

  it('JSON Lines from standard input: the input plus the verify result per line', () => {
    const text = readFileSync(fixture('adrese.jsonl'), 'utf8');
    const r = cli(['validate', '-', '--format', 'jsonl', '--workers', '0'], text);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    const source = text.split('\n');
    expect(lines.map((l) => l.line)).toEqual(source.map((l, i) => (l.trim() === '' ? 0 : i + 1)).filter((n) => n > 0));
    for (const l of lines) {
      let value: unknown;
      try {
        value = JSON.parse(source[l.line - 1]!);
      } catch {
        expect(l).toEqual({ line: l.line, input: source[l.line - 1], error: { code: 'invalid_body', message: `line ${l.line} is not valid JSON` } });
        continue;
      }
      const outcome = verifyOutcome(index, typeof value === 'string' ? { freeform: value } : value);
      expect(l).toEqual(outcome.error ? { line: l.line, input: value, error: outcome.error } : { line: l.line, input: value, result: outcome.result });
    }
  });

  it('worker threads give the same output as the main thread', () => {
    const here = cli(['validate', fixture('clienti.csv'), '--workers', '0', '--quiet']);
    const there = cli(['validate', fixture('clienti.csv'), '--workers', '2', '--quiet']);
    expect(there.code).toBe(here.code);
    expect(there.stdout).toBe(here.stdout);
  });

  it('a CSV with a quote never closed: the unreadable record flagged, the rows after it read (issue 27), exit 2', () => {
    const r = cli(['validate', fixture('broken.csv'), '--workers', '0']);
    expect(r.code).toBe(2);
    const rows = parse(r.stdout) as string[][];
    expect(rows.map((row) => row[0])).toEqual(['Adresa', 'Str. Lunga 5, Brasov', '"Bd. Eroilor 3, Cluj-Napoca', 'Str. Lunga 7, Brasov']);
    expect(rows[2]!.at(-1)).toBe('invalid_body');
    expect(rows[3]!.at(-1)).toBe('');
    expect(r.stderr).toMatch(/is not well-formed CSV: 1 record\(s\) could not be read/);
  });

  it('usage and input errors exit 2 and leave no output file', () => {
    const out = join(tmp, 'never.csv');
    const cases: [string[], RegExp][] = [
      [['validate'], /usage: ro-address validate/],
      [['validate', join(tmp, 'missing.csv')], /file not found: .*missing\.csv/],
      [['validate', fixture('clean.csv'), '--fail-on', 'sometimes'], /--fail-on must be/],
      [['validate', fixture('clean.csv'), '--min-confidence', '2'], /--min-confidence/],
      [['validate', fixture('clean.csv'), '--workers', 'many'], /--workers/],
      [['validate', fixture('clean.csv'), '--columns', 'freeform=Nope', '--out', out], /no column "Nope"/],
      [['validate', fixture('clean.csv'), '--columns', 'town=Adresa'], /unknown part "town"/],
      [['validate', fixture('clean.csv'), '--out', fixture('clean.csv')], /must not be the input/],
      [['validate', '-', '--format', 'csv'], /empty/],
    ];
    for (const [args, message] of cases) {
      const r = cli(args, '');
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('never crashes on malformed CSV (a few generated files through the executable)', () => {
    const before = spawned;
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zA-Z0-9 ăș,;"\r\n\t|.-]{0,15}$/), { maxLength: 12 }), fc.constantFrom(',', ';', '\t'), (cells, d) => {
        const file = join(tmp, 'fuzz.csv');
        writeFileSync(file, `Adresa${d}Nota${d}x\n${cells.join(d)}`);
        const r = cli(['validate', file, '--workers', '0', '--quiet']);
        expect([0, 1, 2]).toContain(r.code);
        expect(r.stderr).not.toMatch(/\n\s+at |TypeError|RangeError|internal_error/);
        if (r.code !== 2) {
          const rows = parse(r.stdout, { delimiter: d, relax_column_count: true }) as string[][];
          // Cells beyond the header's are kept after the result columns (issue 27).
          for (const row of rows) expect(row.length).toBeGreaterThanOrEqual(3 + RESULT_COLUMNS.length);
        }
      }),
      { numRuns: 6 },
    );
    expect(spawned - before).toBe(6);
  });
});
