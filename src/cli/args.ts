/**
 * Reading command-line arguments with node's own `util.parseArgs`: `--name value`
 * and `--name=value` alike, repeatable options, `-` as a positional (standard
 * input), and every mistake refused with a message in the CLI's words.
 */
import { parseArgs } from 'node:util';

/** A command line that cannot be run: exit code 2, the message on stderr. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The options a command takes, by long name (without `--`). */
export type OptionSpecs = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/** What {@link readArgs} gives for `S`: string options as `string` (`string[]` when repeatable), switches as `boolean`, each `undefined` when absent. */
export type OptionValues<S extends OptionSpecs> = {
  [K in keyof S]?: S[K]['type'] extends 'boolean' ? boolean : S[K]['multiple'] extends true ? string[] : string;
};

/** A command's arguments, read. */
export interface ReadArgs<S extends OptionSpecs> {
  values: OptionValues<S>;
  positionals: string[];
}

/** How a switch may be written with a value: `--json=true`, `--quiet=false`. */
const SWITCH_VALUES: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, yes: true, no: false };

/**
 * Reads `args` (the words after the command) against `specs`.
 *
 * @throws UsageError for an unknown option, a missing value, a value given to a switch that
 *   is not true or false, and an option that is not repeatable given twice
 */
export function readArgs<S extends OptionSpecs>(args: readonly string[], specs: S): ReadArgs<S> {
  const switched = args.flatMap((arg) => switchWritten(arg, specs));
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: switched, options: specs, strict: true, allowPositionals: true, tokens: true });
  } catch (err) {
    throw usageErrorOf(err);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name) && specs[token.name]?.multiple !== true) throw new UsageError(`--${token.name} is given twice; give it once`);
    seen.add(token.name);
  }
  return { values: parsed.values as OptionValues<S>, positionals: parsed.positionals };
}

/** `--name=true` of a switch as `--name`, `--name=false` as nothing; other words as they are. */
function switchWritten(arg: string, specs: OptionSpecs): string[] {
  const m = /^--([^=]+)=(.*)$/s.exec(arg);
  if (m === null || specs[m[1]!]?.type !== 'boolean') return [arg];
  const on = SWITCH_VALUES[m[2]!.toLowerCase()];
  if (on === undefined) throw new UsageError(`--${m[1]} is a switch: give it alone, or as --${m[1]}=true or --${m[1]}=false (got ${JSON.stringify(m[2])})`);
  return on ? [`--${m[1]}`] : [];
}

/** node's parse errors, in the CLI's words (node's own name the option but suggest `--` and quoting). */
function usageErrorOf(err: unknown): Error {
  const code = (err as NodeJS.ErrnoException).code;
  const message = err instanceof Error ? err.message : String(err);
  const option = /'(-[^' ]*)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`unknown option ${option ?? message}; see ro-address --help`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== undefined) {
    // A value that starts with "-" is taken as the next option unless it is written --name=-value.
    return new UsageError(`${option} needs a value${message.includes('ambiguous') ? ` (a value starting with "-" is written ${option}=VALUE)` : ''}`);
  }
  return err instanceof Error ? err : new Error(message);
}
