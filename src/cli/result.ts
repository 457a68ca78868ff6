/**
 * What a command of the `ro-address` command line gives back, and how errors
 * become its output and exit code.
 */
import { AddressError, IndexFormatError } from '../index.js';
import { UsageError } from './args.js';

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

/** The output and exit code of a command that failed with `err`. */
export function errorOutput(err: unknown): CliResult {
  if (err instanceof UsageError) {
    // Every line the command writes on its own account says whose it is; a usage line names the command already.
    const own = err.message.startsWith('usage: ') || err.message.startsWith('ro-address') ? err.message : `ro-address: ${err.message}`;
    return { stdout: '', stderr: `${own}\n`, code: 2 };
  }
  if (err instanceof AddressError) return { stdout: '', stderr: `ro-address: ${err.code}: ${err.message}\n`, code: 1 };
  // A missing or unreadable index says what to do about it, not "internal error".
  if (err instanceof IndexFormatError) return { stdout: '', stderr: `ro-address: ${err.message}\n`, code: 1 };
  const message = err instanceof Error ? err.message : String(err);
  return { stdout: '', stderr: `ro-address: unexpected error: ${message}\n`, code: 1 };
}
