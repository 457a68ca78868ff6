/**
 * The command line as a user types it: options read by node's own
 * `util.parseArgs` (`--name value` and `--name=value`, switches as `--json` or
 * `--json=true`), and messages in the CLI's words: what the user typed (the
 * address argument, `--limit`, a file's columns), not the HTTP API's
 * parameters (`q`, `"freeform"`). Each case runs the real CLI in a child
 * process (asynchronously: the test worker's event loop stays free).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_PATH, ROOT, builtIndex } from './helpers/index.js';

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Runs `ro-address ...args` from the sources, as a user runs the built one. */
function cli(...args: string[]): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'src/cli/bin.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => done({ stdout, stderr, code }));
  });
}

const tmp = mkdtempSync(join(tmpdir(), 'ro-address-cli-words-'));
const index = builtIndex();
const LONG = 60_000;

describe('options through util.parseArgs', () => {
  it('--name=value and --name value are the same; a switch takes =true and =false', async () => {
    const [spaced, equals, switchTrue, switchFalse, plain] = await Promise.all([
      cli('autocomplete', 'calea vic', '--limit', '3', '--json', '--index', INDEX_PATH),
      cli('autocomplete', 'calea vic', '--limit=3', '--json=true', `--index=${INDEX_PATH}`),
      cli('lookup', '011421', '--json=true'),
      cli('lookup', '011421', '--json=false'),
      cli('lookup', '011421'),
    ]);
    expect(spaced.code).toBe(0);
    expect(JSON.parse(spaced.stdout)).toEqual(index.autocomplete('calea vic', { limit: 3 }));
    expect(equals).toEqual(spaced);
    expect(JSON.parse(switchTrue.stdout)).toEqual(index.lookupPostalCode('011421'));
    expect(switchFalse).toEqual(plain);
    expect(plain.stdout).toMatch(/^011421 {2}București/);
  }, LONG);

  it('validate --fail-on=never exits 0 on a file with invalid rows, as --fail-on never does', async () => {
    const file = join(tmp, 'invalid.csv');
    writeFileSync(file, 'Adresa\n"Strada Fara Nume 1, Orasul Inexistent"\n');
    const [failing, equals, spaced] = await Promise.all([
      cli('validate', file, '--quiet'),
      cli('validate', file, '--fail-on=never', '--quiet=true'),
      cli('validate', file, '--fail-on', 'never', '--quiet'),
    ]);
    expect(failing.code).toBe(1);
    expect(equals.code).toBe(0);
    expect(equals.stdout).toBe(spaced.stdout);
    expect(equals.stderr).toBe('');
  }, LONG);

  it('verify takes its structured fields as --street=S too', async () => {
    const [equals, spaced] = await Promise.all([
      cli('verify', '--street=Str. Lunga', '--number=5', '--locality=Brasov', '--json'),
      cli('verify', '--street', 'Str. Lunga', '--number', '5', '--locality', 'Brasov', '--json'),
    ]);
    expect(equals.code).toBe(0);
    expect(JSON.parse(equals.stdout)).toEqual(index.verify({ street: 'Str. Lunga', house_number: '5', locality: 'Brasov' }));
    expect(equals.stdout).toBe(spaced.stdout);
  }, LONG);

  it('refuses unknown options, values given to a switch, missing values and repeated options, with exit 2', async () => {
    const cases: [string[], string][] = [
      [['lookup', '011421', '--frobnicate'], 'ro-address: unknown option --frobnicate; see ro-address --help\n'],
      [['lookup', '011421', '--frobnicate=1'], 'ro-address: unknown option --frobnicate; see ro-address --help\n'],
      [['verify', 'x', '-q'], 'ro-address: unknown option -q; see ro-address --help\n'],
      [['lookup', '011421', '--json=maybe'], 'ro-address: --json is a switch: give it alone, or as --json=true or --json=false (got "maybe")\n'],
      [['autocomplete', 'calea', '--limit'], 'ro-address: --limit needs a value\n'],
      [['autocomplete', 'calea', '--limit', '3', '--limit', '4'], 'ro-address: --limit is given twice; give it once\n'],
      [['serve', '--port'], 'ro-address: --port needs a value\n'],
      [['keys', 'list', '--org', 'acme'], 'ro-address: keys list does not take --org; see ro-address --help\n'],
    ];
    const runs = await Promise.all(cases.map(([args]) => cli(...args)));
    runs.forEach((run, i) => {
      const [args, message] = cases[i]!;
      expect(run.stderr, args.join(' ')).toBe(message);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
    });
  }, LONG);

  it('validate refuses an unknown option in its own words', async () => {
    const r = await cli('validate', join(ROOT, 'test', 'fixtures', 'files', 'clean.csv'), '--fail-on-invalid');
    expect(r.stderr).toBe('ro-address validate: unknown option --fail-on-invalid; see ro-address --help\n');
    expect(r.code).toBe(2);
  }, LONG);
});

describe("messages in the CLI's words", () => {
  it('verify "" names the address argument, not the API\'s "freeform" and "address" fields', async () => {
    const [human, json, blank] = await Promise.all([cli('verify', ''), cli('verify', '', '--json'), cli('verify', '   ')]);
    const message = 'The address to verify is empty: give it as text (ro-address verify "<address>") or with --street, --number, --locality and --county.';
    expect(human.stderr).toBe(`ro-address: missing_address: ${message}\n`);
    expect(human.code).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({ error: { code: 'missing_address', message, request_id: expect.stringMatching(/^req_[0-9a-f]{32}$/) } });
    expect(blank.stderr).toBe(human.stderr);
  }, LONG);

  it('verify names options, not body fields, in its other errors', async () => {
    const [both, noLocality, noStreet] = await Promise.all([
      cli('verify', 'Str. Lunga 5', '--street', 'Str. Lunga'),
      cli('verify', '--street', 'Str. Lunga', '--number', '5'),
      cli('verify', '--number', '5', '--locality', 'Brasov'),
    ]);
    expect(both.stderr).toBe('ro-address: ambiguous_input: Give the address either as text or with --street, --number, --locality and --county, not both.\n');
    expect(noLocality.stderr).toBe('ro-address: missing_locality: A structured address needs --locality (a city, town, commune or village).\n');
    expect(noStreet.stderr).toBe('ro-address: house_number_requires_street: --number was sent without --street.\n');
    for (const r of [both, noLocality, noStreet]) expect(r.code).toBe(2);
  }, LONG);

  it('autocomplete a says the text to complete, not "q"; --limit 99 and --limit abc say --limit alike', async () => {
    const [short, tooMany, notNumber, zero] = await Promise.all([
      cli('autocomplete', 'a'),
      cli('autocomplete', 'calea', '--limit', '99'),
      cli('autocomplete', 'calea', '--limit', 'abc'),
      cli('autocomplete', 'calea', '--limit=0', '--json'),
    ]);
    expect(short.stderr).toBe('ro-address: invalid_query: the text to complete must have at least 2 characters.\n');
    expect(tooMany.stderr).toBe('ro-address: invalid_parameter: --limit must be an integer from 1 to 25.\n');
    expect(notNumber.stderr).toBe(tooMany.stderr);
    expect(JSON.parse(zero.stderr).error).toMatchObject({ code: 'invalid_parameter', message: '--limit must be an integer from 1 to 25.' });
    for (const r of [short, tooMany, notNumber, zero]) expect(r.code).toBe(2);
  }, LONG);

  it('validate of a file that is not there says so, without ENOENT, exit 2', async () => {
    const missing = join(tmp, 'nope.csv');
    const r = await cli('validate', missing);
    expect(r.stderr).toBe(`ro-address validate: file not found: ${missing}\n`);
    expect(r.code).toBe(2);
    const folder = await cli('validate', tmp);
    expect(folder.stderr).toBe(`ro-address validate: ${tmp} is a folder, not a file\n`);
    expect(folder.code).toBe(2);
  }, LONG);

  it('a mistyped command has the ro-address: prefix and the nearest command; a word near none has no guess', async () => {
    const [verfy, lokup, other] = await Promise.all([cli('verfy', 'x'), cli('lokup', '011421'), cli('frobnicate')]);
    expect(verfy.stderr).toBe('ro-address: unknown command "verfy"; did you mean "verify"?; see ro-address --help\n');
    expect(lokup.stderr).toBe('ro-address: unknown command "lokup"; did you mean "lookup"?; see ro-address --help\n');
    expect(other.stderr).toBe('ro-address: unknown command "frobnicate"; see ro-address --help\n');
    for (const r of [verfy, lokup, other]) expect(r.code).toBe(2);
  }, LONG);

  it('a row with no address names its empty columns (CSV) or keys (JSON Lines with --columns), not "freeform"', async () => {
    const csv = join(tmp, 'empty-address.csv');
    writeFileSync(csv, 'Cod client,Adresa\nC1,\nC2,"Str. Lunga 5, Brasov"\n');
    const structured = join(tmp, 'empty-structured.csv');
    writeFileSync(structured, 'Cod,Strada,Nr,Localitate,Judet\nS1,,,,\n');
    const jsonl = join(tmp, 'empty.jsonl');
    writeFileSync(jsonl, '{"id":1,"adresa":""}\n');
    const report = join(tmp, 'empty-address.md');
    const structuredReport = join(tmp, 'empty-structured.md');
    const [fromCsv, fromStructured, fromJsonl] = await Promise.all([
      cli('validate', csv, '--report', report, '--quiet'),
      cli('validate', structured, '--columns', 'street=Strada,number=Nr,locality=Localitate,county=Judet', '--report', structuredReport, '--quiet'),
      cli('validate', jsonl, '--columns', 'freeform=adresa', '--quiet'),
    ]);
    expect(fromCsv.code).toBe(1);
    expect(fromCsv.stdout.split('\n')[1]).toMatch(/^C1,,.*,missing_address$/);
    expect(readFileSync(report, 'utf8')).toContain('`missing_address` This row has no address: its column "Adresa" is empty.');
    expect(fromStructured.code).toBe(1);
    expect(fromStructured.stdout.split('\n')[1]).toMatch(/,missing_address$/);
    expect(readFileSync(structuredReport, 'utf8')).toContain('`missing_address` This row has no address: its columns "Strada", "Nr", "Localitate", "Judet" are empty.');
    const line = JSON.parse(fromJsonl.stdout.split('\n')[0]!) as { error: { code: string; message: string } };
    expect(line.error).toEqual({ code: 'missing_address', message: 'This row has no address: its key "adresa" is empty.' });
  }, LONG);
});
