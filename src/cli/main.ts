/**
 * The `ro-address` command line.
 */
import { AddressError, loadIndexSync } from '../index.js';
import type { AddressIndex } from '../types.js';

const HELP = `ro-address: Romanian postal addresses, offline

Usage:
  ro-address lookup <code>        print the postal code record of a six-digit code as JSON
  ro-address --help               show this help
  ro-address --version            show the version

Options:
  --index <path>                  use this index file instead of the built-in one

Errors are printed as the API's error object, {"error":{"code","message","request_id"}},
and the exit code is 1 for bad input or data not found, 2 for usage errors.`;

/** What a command wrote and how it ends. */
export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}

function errorOutput(err: unknown): CliResult {
  if (err instanceof AddressError) return { stdout: '', stderr: `${JSON.stringify(err.toJSON())}\n`, code: 1 };
  const message = err instanceof Error ? err.message : String(err);
  return { stdout: '', stderr: `${JSON.stringify({ error: { code: 'internal_error', message, request_id: '' } })}\n`, code: 1 };
}

/** Runs the CLI on `argv` (without the node and script names). */
export function runCli(argv: string[], version: string, open: (path?: string) => AddressIndex = loadIndexSync): CliResult {
  const args = [...argv];
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) return { stdout: `${HELP}\n`, stderr: '', code: 0 };
  if (args.includes('--version')) return { stdout: `${version}\n`, stderr: '', code: 0 };
  const indexPath = option(args, '--index');
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'lookup': {
        if (rest.length !== 1) return { stdout: '', stderr: `usage: ro-address lookup <code>\n`, code: 2 };
        const record = open(indexPath).lookupPostalCode(rest[0]!);
        return { stdout: `${JSON.stringify(record, null, 2)}\n`, stderr: '', code: 0 };
      }
      default:
        return { stdout: '', stderr: `unknown command "${command}"; see ro-address --help\n`, code: 2 };
    }
  } catch (err) {
    return errorOutput(err);
  }
}
