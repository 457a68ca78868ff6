/**
 * Reading command-line arguments: options are taken out of the list as they
 * are read, so what is left is the positional arguments (and mistakes).
 */

/** A command line that cannot be run: exit code 2, the message on stderr. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Takes `name VALUE` out of `args`; undefined when absent. */
export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

/** Takes every `name VALUE` out of `args` (a repeatable option). */
export function options(args: string[], name: string): string[] {
  const values: string[] = [];
  for (let value = option(args, name); value !== undefined; value = option(args, name)) values.push(value);
  return values;
}

/** Takes the switch `name` out of `args`; true when it was there. */
export function flag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
}

/** Refuses any option left in `args` (`-` alone is standard input, not an option). */
export function noMoreOptions(args: string[]): void {
  const unknown = args.find((a) => a.startsWith('-') && a !== '-');
  if (unknown !== undefined) throw new UsageError(`unknown option ${unknown}; see ro-address --help`);
}
