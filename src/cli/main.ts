/**
 * The `ro-address` command line.
 */
import type { Server } from 'node:http';
import { AddressError, loadIndexSync } from '../index.js';
import type { AddressIndex } from '../types.js';
import { createServer, stopOnSignals } from '../http/server.js';
import { FileKeyStore, KeyFileError, MemoryKeyStore } from '../http/key-store.js';
import { FileJobStore } from '../http/job-store.js';
import { namingFor } from '../http/headers.js';
import { isPermission, type KeyStore, type Permission } from '../http/stores.js';
import { UsageError, noMoreOptions, option } from './args.js';
import { autocompleteCommand, lookupCommand, verifyCommand } from './address-commands.js';
import { validateCommand } from './validate.js';

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
      [--batch-dir ro-address-jobs] [--batch-allow-host HOST]... [--no-playground]
                                  batch jobs are kept in --batch-dir (they survive a restart);
                                  --batch-allow-host (repeatable) lets batch URLs reach that
                                  private or loopback host, over plain http too
                                  without --keys: a sandbox key is created and printed once;
                                  the playground page is at / unless --no-playground
  ro-address keys create --org ORG [--env test|live] [--allow verify,autocomplete,search,postal_codes,usage]
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
    [--report FILE.md] [--quiet]
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

/** What a command wrote and how it ends. */
export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Where a long-running command writes as it goes. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const DEFAULT_KEY_FILE = 'keys.json';
/** What keys may call when `--allow` is not given: every endpoint that exists today. */
const DEFAULT_ALLOW: Permission[] = ['verify', 'autocomplete', 'search', 'postal_codes', 'usage'];

function errorOutput(err: unknown): CliResult {
  if (err instanceof UsageError) return { stdout: '', stderr: `${err.message}\n`, code: 2 };
  if (err instanceof AddressError) return { stdout: '', stderr: `${JSON.stringify(err.toJSON())}\n`, code: 1 };
  const message = err instanceof Error ? err.message : String(err);
  return { stdout: '', stderr: `${JSON.stringify({ error: { code: 'internal_error', message, request_id: '' } })}\n`, code: 1 };
}

function parseAllow(value: string | undefined): Permission[] {
  if (value === undefined) return DEFAULT_ALLOW;
  const names = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const bad = names.filter((n) => !isPermission(n));
  if (names.length === 0 || bad.length > 0) {
    throw new UsageError(`--allow takes a comma-separated list of verify, autocomplete, postal_codes, usage, search, batch${bad.length ? ` (not: ${bad.join(', ')})` : ''}`);
  }
  return names as Permission[];
}

function keysCommand(rest: string[]): CliResult {
  const [sub, ...args] = rest;
  const path = option(args, '--keys') ?? DEFAULT_KEY_FILE;
  switch (sub) {
    case 'create': {
      const org = option(args, '--org');
      const env = option(args, '--env') ?? 'test';
      const allow = parseAllow(option(args, '--allow'));
      const brand = option(args, '--brand');
      noMoreOptions(args);
      if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
      if (org === undefined) throw new UsageError('usage: ro-address keys create --org ORG [--env test|live] [--allow verify,autocomplete,...] [--keys keys.json]');
      if (env !== 'live' && env !== 'test') throw new UsageError('--env must be "live" or "test"');
      const store = new FileKeyStore(path, { create: true });
      // Under the key file's lock, on its freshest content: parallel runs never lose each other's keys.
      const created = store.update((s) => {
        try {
          return s.createKey({ org, env, allow, naming: namingFor(brand) });
        } catch (err) {
          throw new UsageError(err instanceof Error ? err.message : String(err));
        }
      });
      const r = created.record;
      return {
        stdout: `${created.key}\n`,
        stderr: `Created ${r.env} key ${r.id} for organization "${r.org}" (allowed: ${r.allow.join(', ')}), stored as a hash in ${path}.\nThis is the only time the key is shown: keep it now.\n`,
        code: 0,
      };
    }
    case 'list': {
      noMoreOptions(args);
      const store = new FileKeyStore(path);
      const lines = store.toJSON().keys.map((k) => [k.id, k.hint, k.org, k.env, k.allow.join(','), k.revoked_at ? `revoked ${k.revoked_at}` : 'active'].join('\t'));
      return { stdout: lines.length ? `${lines.join('\n')}\n` : '', stderr: lines.length ? '' : `no keys in ${path}\n`, code: 0 };
    }
    case 'callback-secret': {
      const org = option(args, '--org');
      noMoreOptions(args);
      if (org === undefined || args.length > 0) throw new UsageError('usage: ro-address keys callback-secret --org ORG [--keys keys.json]');
      const store = new FileKeyStore(path);
      let secret: string;
      try {
        secret = store.update((s) => s.rotateCallbackSecret(org));
      } catch (err) {
        // A malformed organization id is a usage error; anything else (the lock, the file) is reported as is.
        if (err instanceof TypeError) throw new UsageError(err.message);
        throw err;
      }
      return {
        stdout: `${secret}\n`,
        stderr: `New batch callback signing secret of organization "${org}", stored in ${path} (the previous one, if any, no longer verifies). A running server uses it after "kill -HUP" or a restart.\n`,
        code: 0,
      };
    }
    case 'revoke': {
      noMoreOptions(args);
      if (args.length !== 1) throw new UsageError('usage: ro-address keys revoke <key_id> [--keys keys.json]');
      const store = new FileKeyStore(path);
      if (!store.update((s) => s.revokeKey(args[0]!))) return { stdout: '', stderr: `no key ${args[0]} in ${path}\n`, code: 1 };
      return { stdout: '', stderr: `Revoked ${args[0]}. A running server sees it after "kill -HUP" or a restart.\n`, code: 0 };
    }
    default:
      throw new UsageError('usage: ro-address keys create|list|revoke|callback-secret ...; see ro-address --help');
  }
}

/** Runs a short-lived CLI command on `argv` (without the node and script names). `serve` is run by {@link main}. */
export function runCli(argv: string[], version: string, open: (path?: string) => AddressIndex = loadIndexSync): CliResult {
  const args = [...argv];
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) return { stdout: `${HELP}\n`, stderr: '', code: 0 };
  if (args.includes('--version')) return { stdout: `${version}\n`, stderr: '', code: 0 };
  try {
    const indexPath = option(args, '--index');
    const [command, ...rest] = args;
    switch (command) {
      case 'lookup':
        return lookupCommand(rest, open, indexPath);
      case 'verify':
        return verifyCommand(rest, open, indexPath);
      case 'autocomplete':
        return autocompleteCommand(rest, open, indexPath);
      case 'validate':
        return { stdout: '', stderr: 'validate is a long-running command: run it through main()\n', code: 2 };
      case 'keys':
        return keysCommand(rest);
      case 'serve':
        return { stdout: '', stderr: 'serve is a long-running command: run it through main()\n', code: 2 };
      default:
        return { stdout: '', stderr: `unknown command "${command}"; see ro-address --help\n`, code: 2 };
    }
  } catch (err) {
    return errorOutput(err);
  }
}

/** A running `serve`. */
export interface Serving {
  server: Server;
  /** `http://host:port` it listens on. */
  url: string;
  /** The sandbox key created at start (when no key file was given). */
  key?: string;
  /** Resolves when the server has shut down (after SIGTERM/SIGINT, or `server.close()`). */
  closed: Promise<void>;
}

/** Options of {@link serve}, as the command line gives them. */
export interface ServeOptions {
  port: number;
  host: string;
  keysPath?: string;
  environment: 'live' | 'sandbox';
  brand?: string;
  indexPath?: string;
  /** Hosts batch `file_url` and `callback_url` may name although private or loopback (plain http allowed there). */
  batchAllowHosts?: string[];
  /** Where batch jobs and results are kept (default `./ro-address-jobs`). */
  batchDir?: string;
  /** Serve the playground page at `/` (default true). */
  playground?: boolean;
}

const DEFAULT_BATCH_DIR = 'ro-address-jobs';

function parseServe(args: string[]): ServeOptions {
  const port = option(args, '--port') ?? process.env.PORT ?? '8080';
  const host = option(args, '--host') ?? '127.0.0.1';
  const keysPath = option(args, '--keys');
  const env = option(args, '--env') ?? 'sandbox';
  const brand = option(args, '--brand');
  const indexPath = option(args, '--index');
  const batchDir = option(args, '--batch-dir') ?? DEFAULT_BATCH_DIR;
  const batchAllowHosts: string[] = [];
  for (let host = option(args, '--batch-allow-host'); host !== undefined; host = option(args, '--batch-allow-host')) {
    if (!/^[A-Za-z0-9.:\[\]-]{1,253}$/.test(host)) throw new UsageError(`--batch-allow-host takes a host name or IP address, got "${host}"`);
    batchAllowHosts.push(host);
  }
  const noPlayground = args.indexOf('--no-playground');
  if (noPlayground >= 0) args.splice(noPlayground, 1);
  noMoreOptions(args);
  if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new UsageError('--port must be 0 to 65535');
  const environment = env === 'test' ? 'sandbox' : env;
  if (environment !== 'live' && environment !== 'sandbox') throw new UsageError('--env must be "sandbox" or "live"');
  if (environment === 'live' && keysPath === undefined) {
    throw new UsageError('--env live needs --keys <file> holding live keys (create one with: ro-address keys create --org ORG --env live)');
  }
  return { port: Number(port), host, keysPath, environment, brand, indexPath, batchAllowHosts, batchDir, playground: noPlayground < 0 };
}

/**
 * Starts the HTTP API on the built-in (or given) index, with in-memory stores
 * and stops it gracefully on SIGTERM/SIGINT. Without a key file, one sandbox
 * key is created, printed once, and kept only as a hash in memory.
 */
export async function serve(options: ServeOptions, io: CliIo, open: (path?: string) => AddressIndex = loadIndexSync): Promise<Serving> {
  const index = open(options.indexPath);
  let keys: KeyStore;
  let key: string | undefined;
  let reload: (() => void) | undefined;
  let callbackSecret: string | undefined;
  if (options.keysPath !== undefined) {
    const store = new FileKeyStore(options.keysPath);
    keys = store;
    reload = () => {
      try {
        store.reload();
        io.stderr(`reloaded ${options.keysPath}\n`);
      } catch (err) {
        io.stderr(`kept the previous keys: ${err instanceof Error ? err.message : String(err)}\n`);
      }
    };
  } else {
    const store = new MemoryKeyStore();
    key = store.createKey({ org: 'sandbox', env: 'test', allow: [...DEFAULT_ALLOW, 'batch'], naming: namingFor(options.brand) }).key;
    callbackSecret = store.rotateCallbackSecret('sandbox');
    keys = store;
  }
  const server = createServer({
    index,
    keys,
    environment: options.environment,
    brand: options.brand,
    playground: options.playground ?? true,
    batch: { store: new FileJobStore(options.batchDir ?? DEFAULT_BATCH_DIR), allowHosts: options.batchAllowHosts ?? [] },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;
  if (key !== undefined) io.stdout(`Sandbox API key (shown once; only its hash is kept): ${key}\n`);
  if (callbackSecret !== undefined) io.stdout(`Batch callback signing secret of organization "sandbox": ${callbackSecret}\n`);
  io.stdout(`ro-address ${options.environment} API listening on ${url} (OpenAPI: ${url}/v1/openapi.json)\n`);
  if (options.playground ?? true) io.stdout(`Playground: open ${url}/ in a browser\n`);
  if (reload) process.on('SIGHUP', reload);
  const removeSignals = stopOnSignals(server);
  // Resolved however the server closes: a signal, or server.close() by an embedding program.
  const closed = new Promise<void>((resolve) => {
    server.once('close', () => {
      removeSignals();
      if (reload) process.off('SIGHUP', reload);
      io.stderr('ro-address: stopped\n');
      resolve();
    });
  });
  return { server, url, key, closed };
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** Where the command word is: the first argument that is neither an option nor the value of `--index`. */
function commandAt(args: string[]): number {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--index') i++;
    else if (!args[i]!.startsWith('-')) return i;
  }
  return -1;
}

/** The whole CLI: {@link runCli} for short commands, {@link serve} for `serve`. Resolves to the exit code. */
export async function main(argv: string[], version: string, io: CliIo = processIo): Promise<number> {
  const args = [...argv];
  const at = commandAt(args);
  const wantsHelp = args.some((a) => a === '--help' || a === '-h' || a === '--version');
  if (args[at] === 'validate' && !wantsHelp) {
    args.splice(at, 1);
    return validateCommand(args, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
  }
  const isServe = args[at] === 'serve' && !wantsHelp;
  if (!isServe) {
    const result = runCli(args, version);
    if (result.stdout) io.stdout(result.stdout);
    if (result.stderr) io.stderr(result.stderr);
    return result.code;
  }
  args.splice(at, 1);
  let options: ServeOptions;
  try {
    options = parseServe(args);
  } catch (err) {
    const out = errorOutput(err);
    io.stderr(out.stderr);
    return out.code;
  }
  try {
    const serving = await serve(options, io);
    await serving.closed;
    return 0;
  } catch (err) {
    if (err instanceof KeyFileError || (err as NodeJS.ErrnoException).code === 'EADDRINUSE' || (err as NodeJS.ErrnoException).code === 'EACCES') {
      io.stderr(`ro-address serve: ${err instanceof Error ? err.message : String(err)}\n`);
      return 1;
    }
    const out = errorOutput(err);
    io.stderr(out.stderr);
    return out.code;
  }
}
