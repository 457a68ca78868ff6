/**
 * The `ro-address` command line: which command runs, and its help.
 */
import { loadIndexSync, type AddressIndex } from '../index.js';
import { UsageError } from './args.js';
import { autocompleteCommand, lookupCommand, verifyCommand } from './address-commands.js';
import { errorOutput, type CliIo, type CliResult } from './result.js';
import { validateCommand } from './validate.js';

export type { CliIo, CliResult } from './result.js';

const HELP = `ro-address: Romanian postal addresses, offline

Usage:
  ro-address verify "<address>"   verify and correct a free-form address
  ro-address verify --street S --number N --locality L --county C [--postal-code P]
                                  verify a structured address
  ro-address autocomplete "<text>" [--limit N] [--county C] [--locality L]
                                  suggest addresses for text typed so far
  ro-address lookup <code>        the postal code record of a six-digit code
      verify, autocomplete and lookup print lines for people; --json prints the API's JSON
  ro-address validate <file|->    verify every row of a CSV or JSON Lines file (see below)
  ro-address serve                serve the HTTP API (see docs/http.md)
      [--port 8080] [--host 127.0.0.1] [--keys keys.json] [--env sandbox|live] [--brand WORD]
      [--redis redis://HOST:6379] [--workers N] [--log json|off] [--rate-limit 600/60]
      [--batch-dir ro-address-jobs] [--batch-allow-host HOST]... [--batch-lock-ms 30000]
      [--no-playground]
                                  batch jobs are kept in --batch-dir (they survive a restart);
                                  with --redis (and bullmq installed) in Redis instead, run by
                                  any instance, and a dead instance's job is taken by another
                                  after --batch-lock-ms;
                                  --batch-allow-host (repeatable) lets batch URLs reach that
                                  private or loopback host, over plain http too
                                  without --keys: a sandbox key is created and printed once;
                                  the playground page is at / unless --no-playground;
                                  --redis (needs the redis package: npm install redis) shares
                                  limits, quota, usage, idempotency and cache between instances;
                                  --workers N>1 needs --redis; --log json (default) writes one
                                  JSON line per request on stdout;
                                  --rate-limit REQUESTS/SECONDS per key (default 600/60)
  ro-address keys create --org ORG [--env sandbox|live] [--allow verify,autocomplete,search,postal_codes,usage]
      [--keys keys.json] [--brand WORD]
                                  create an API key, print it once, store only its hash
  ro-address keys list [--keys keys.json]
                                  list the keys of a key file (ids, hints, organizations; never keys)
  ro-address keys revoke <key_id> [--keys keys.json]
  ro-address keys callback-secret --org ORG [--keys keys.json]
                                  create (or replace) the secret batch callbacks of ORG are signed with
  ro-address --help               show this help
  ro-address --version            show the version

validate <file|-> [--format csv|jsonl] [--columns freeform=Adresa]
    [--columns street=Strada,number=Nr,locality=Localitate,county=Judet] [--delimiter ,|;|tab|'|']
    [--out FILE] [--fail-on invalid|suspicious|never] [--min-confidence X] [--workers N]
    [--report FILE.md] [--quiet] [--encoding utf-8|latin1|windows-1250|iso-8859-2]
  Writes every input row with postal_code, verdict, confidence, street, house_number, locality,
  county, corrections, error appended (JSON Lines: {"line","input","result"|"error"}) to
  standard output or --out, a summary to stderr, and a Markdown report with --report.
  A row is invalid when it has an error or its confidence is below --min-confidence (default 0),
  suspicious when its verdict is partial or ambiguous. Exit code 0: no row fails --fail-on
  (default invalid); 1: some rows do; 2: usage error or a file that cannot be read.

Options:
  --index <path>                  use this index file instead of the built-in one

Errors of verify, autocomplete and lookup print their catalogue code ("ro-address: code: message";
with --json the API's error object) and exit with code 2, as do usage errors.`;


/** The commands, for the suggestion made when a command word is mistyped. */
const COMMANDS = ['verify', 'autocomplete', 'lookup', 'validate', 'serve', 'keys'] as const;

/** Runs a short-lived CLI command on `argv` (without the node and script names). `serve`, `keys` and `validate` are run by {@link main}. */
export function runCli(argv: string[], version: string, open: (path?: string) => AddressIndex = loadIndexSync): CliResult {
  const args = [...argv];
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) return { stdout: `${HELP}\n`, stderr: '', code: 0 };
  if (args.includes('--version')) return { stdout: `${version}\n`, stderr: '', code: 0 };
  try {
    const at = commandAt(args);
    const command = args[at];
    // The command's options may stand before its word too (`ro-address --index x.idx lookup ...`).
    const rest = [...args.slice(0, Math.max(at, 0)), ...args.slice(at + 1)];
    switch (command) {
      case 'lookup':
        return lookupCommand(rest, open);
      case 'verify':
        return verifyCommand(rest, open);
      case 'autocomplete':
        return autocompleteCommand(rest, open);
      case 'validate':
        return { stdout: '', stderr: 'validate is a long-running command: run it through main()\n', code: 2 };
      case 'keys':
        return { stdout: '', stderr: 'keys is run through main()\n', code: 2 };
      case 'serve':
        return { stdout: '', stderr: 'serve is a long-running command: run it through main()\n', code: 2 };
      case undefined:
        throw new UsageError('no command; see ro-address --help');
      default:
        throw new UsageError(`unknown command "${command}"${suggestion(command)}; see ro-address --help`);
    }
  } catch (err) {
    return errorOutput(err);
  }
}

/** `; did you mean "verify"?` for a word one or two edits from a command, else nothing. */
function suggestion(word: string): string {
  let best: string | undefined;
  let bestDistance = 3;
  for (const command of COMMANDS) {
    const d = editDistance(word.toLowerCase(), command);
    if (d < bestDistance) [best, bestDistance] = [command, d];
  }
  return best === undefined ? '' : `; did you mean "${best}"?`;
}

/** Levenshtein distance, with a swap of two neighbours counted as one edit (`verfiy`). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** Where the command word is: the first argument that is neither an option nor the value of `--index`. */
function commandAt(args: string[]): number {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--index') i++;
    else if (arg !== undefined && !arg.startsWith('-')) return i;
  }
  return -1;
}

/** True when `argv` runs the server (the long-running command), not a short command or its help. */
export function isServeCommand(argv: string[]): boolean {
  return argv[commandAt(argv)] === 'serve' && !argv.some((a) => a === '--help' || a === '-h' || a === '--version');
}

/** The whole CLI: {@link runCli} for short commands, `validate`, and `keys` and `serve` (in `serve.ts`). Resolves to the exit code. */
export async function main(argv: string[], version: string, io: CliIo = processIo): Promise<number> {
  const args = [...argv];
  const at = commandAt(args);
  const wantsHelp = args.some((a) => a === '--help' || a === '-h' || a === '--version');
  if (args[at] === 'validate' && !wantsHelp) {
    args.splice(at, 1);
    return validateCommand(args, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
  }
  if (args[at] === 'keys' && !wantsHelp) {
    args.splice(at, 1);
    // The HTTP API's code (ro-address/http and /redis) is loaded for keys and serve only.
    const { runKeys } = await import('./serve.js');
    return written(runKeys(args), io);
  }
  if (!isServeCommand(args)) return written(runCli(args, version), io);
  args.splice(at, 1);
  const { serveCommand } = await import('./serve.js');
  return serveCommand(args, io);
}

function written(result: CliResult, io: CliIo): number {
  if (result.stdout) io.stdout(result.stdout);
  if (result.stderr) io.stderr(result.stderr);
  return result.code;
}
