/**
 * A file check's summary for people: plain text for a terminal, Markdown for a
 * CI job to post.
 */
import { CORRECTION_REASONS, VERDICTS } from '../types.js';
import { fails, ROW_STATUSES, type FailOn, type RowStatus } from './outcome.js';
import type { FileSummary, WorstRow } from './summary.js';

/** What a report says about a run besides its counts. */
export interface ReportContext {
  /** The file checked, as the user named it (`-` for standard input). */
  file: string;
  failOn: FailOn;
  minConfidence: number;
  /** Wall time of the run, in milliseconds. */
  elapsedMs: number;
  /** CSV records that could not be read (see `VerifyFileResult.malformed`). */
  malformed: { count: number; rows: number[] };
  /** CSV quoted fields over several lines (see `VerifyFileResult.multiline`). */
  multiline?: { count: number; lines: number[] };
  /** The 8-bit encoding a file that is not UTF-8 was read in, when it was told from its bytes. */
  encoding?: string;
}

/** Rows of `summary` that fail the rule. */
export function failingRows(summary: FileSummary, failOn: FailOn): number {
  return ROW_STATUSES.filter((s) => fails(s, failOn)).reduce((n, s) => n + summary.statuses[s], 0);
}

// Thousands separators as `1,234`. The formatter is made when a report is first written, not at
// import: making an Intl.NumberFormat costs 10-25 ms, more than the rest of the package's import
// (the cold start, bench/RESULTS.md).
let number: Intl.NumberFormat | undefined;
const n = (v: number): string => (number ??= new Intl.NumberFormat('en-US')).format(v);

function rate(rows: number, ms: number): string {
  return ms > 0 ? n(Math.round((rows * 1000) / ms)) : '-';
}

function counted<K extends string>(keys: readonly K[], counts: Partial<Record<K, number>>): [K, number][] {
  return keys.filter((k) => (counts[k] ?? 0) > 0).map((k) => [k, counts[k] ?? 0]);
}

function errorEntries(summary: FileSummary): [string, number][] {
  return Object.entries(summary.errors)
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function what(w: WorstRow): string {
  if (w.error !== undefined) return w.error.code;
  return `${w.verdict ?? ''} ${w.confidence ?? ''}`.trim();
}

/** The summary printed on stderr at the end of `validate`. */
export function textSummary(summary: FileSummary, context: ReportContext): string {
  const failing = failingRows(summary, context.failOn);
  const lines = [
    `${context.file}: ${n(summary.rows)} rows in ${(context.elapsedMs / 1000).toFixed(1)} s (${rate(summary.rows, context.elapsedMs)} rows/s)`,
    `  ${ROW_STATUSES.map((s) => `${s} ${n(summary.statuses[s])}`).join(', ')}; ${failing === 0 ? 'none fail' : `${n(failing)} fail`} --fail-on ${context.failOn}${context.minConfidence > 0 ? ` (min confidence ${context.minConfidence})` : ''}`,
    `  verdicts: ${VERDICTS.map((v) => `${v} ${n(summary.verdicts[v])}`).join(', ')}`,
  ];
  const corrections = counted(CORRECTION_REASONS, summary.corrections);
  if (corrections.length > 0) lines.push(`  corrections: ${corrections.map(([k, v]) => `${k} ${n(v)}`).join(', ')}`);
  const errors = errorEntries(summary);
  if (errors.length > 0) lines.push(`  errors: ${errors.map(([k, v]) => `${k} ${n(v)}`).join(', ')}`);
  if (context.malformed.count > 0) {
    lines.push(`  malformed CSV: ${n(context.malformed.count)} record(s) could not be read (rows ${context.malformed.rows.join(', ')}${context.malformed.count > context.malformed.rows.length ? ', ...' : ''})`);
  }
  const multiline = context.multiline;
  if (multiline !== undefined && multiline.count > 0) {
    lines.push(`  quoted fields over several lines: ${n(multiline.count)} (opened on line ${multiline.lines.join(', ')}${multiline.count > multiline.lines.length ? ', ...' : ''}): check their quotes`);
  }
  if (context.encoding !== undefined) lines.push(`  read as ${context.encoding}: not UTF-8, and its bytes read the same in every 8-bit encoding (--encoding to name another)`);
  const worst = summary.worst.filter((w) => w.status !== 'ok');
  if (worst.length > 0) {
    lines.push('  worst rows:');
    for (const w of worst) lines.push(`    row ${w.row}: ${w.status}, ${what(w)}: ${JSON.stringify(w.input)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Text safe inside a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/[\\`*_[\]|<>]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
}

function table(head: string[], rows: string[][]): string[] {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

const STATUS_MEANING: Record<RowStatus, string> = {
  ok: 'verdict `valid` or `corrected`',
  suspicious: 'verdict `partial` or `ambiguous`',
  invalid: 'a catalogued error, or below the minimum confidence',
};

/** The Markdown report of `validate --report`: a heading with the outcome, then counts and the worst rows. */
export function markdownReport(summary: FileSummary, context: ReportContext): string {
  const failing = failingRows(summary, context.failOn);
  const passed = failing === 0 && context.malformed.count === 0;
  const out: string[] = [
    `## ro-address: ${passed ? 'passed' : 'failed'}: ${cell(context.file)}`,
    '',
    passed
      ? `${n(summary.rows)} rows checked, none fails \`--fail-on ${context.failOn}\`.`
      : `${n(summary.rows)} rows checked, **${n(failing)} fail** \`--fail-on ${context.failOn}\`${context.malformed.count > 0 ? `; **${n(context.malformed.count)} CSV record(s) could not be read** (rows ${context.malformed.rows.join(', ')})` : ''}.`,
    '',
    ...table(
      ['status', 'rows', 'meaning'],
      ROW_STATUSES.map((s) => [s, n(summary.statuses[s]), STATUS_MEANING[s]]),
    ),
    '',
    `Minimum confidence: ${context.minConfidence}. Time: ${(context.elapsedMs / 1000).toFixed(1)} s (${rate(summary.rows, context.elapsedMs)} rows/s).`,
    '',
    '### Verdicts',
    '',
    ...table(['verdict', 'rows'], VERDICTS.map((v) => [v, n(summary.verdicts[v])])),
  ];
  const corrections = counted(CORRECTION_REASONS, summary.corrections);
  if (corrections.length > 0) out.push('', '### Corrections', '', ...table(['reason', 'corrections'], corrections.map(([k, v]) => [k, n(v)])));
  const errors = errorEntries(summary);
  if (errors.length > 0) out.push('', '### Errors', '', ...table(['code', 'rows'], errors.map(([k, v]) => [`\`${k}\``, n(v)])));
  if (summary.worst.length > 0) {
    out.push(
      '',
      '### Worst rows',
      '',
      ...table(
        ['row', 'status', 'verdict', 'confidence', 'error', 'address'],
        summary.worst.map((w) => [
          String(w.row),
          w.status,
          w.verdict ?? '',
          w.confidence === undefined ? '' : String(w.confidence),
          w.error === undefined ? '' : `\`${w.error.code}\` ${cell(w.error.message)}`,
          cell(w.input),
        ]),
      ),
    );
  }
  return `${out.join('\n')}\n`;
}
