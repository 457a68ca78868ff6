/**
 * Counts over a checked file: rows per status, verdict, correction reason and
 * error code, and the worst rows. Partial summaries (one per batch, made in
 * worker threads) merge into one.
 */
import { CORRECTION_REASONS, VERDICTS, type CorrectionReason, type Verdict } from '../types.js';
import type { ErrorCode } from '../shared/errors.js';
import { ROW_STATUSES, type RowError, type RowOutcome, type RowStatus } from './outcome.js';

/** How many worst rows a summary keeps. */
export const WORST_ROWS = 10;

/** One of the worst rows of a file. */
export interface WorstRow {
  /** Data row number, 1-based (the header is not counted; in JSON Lines, the line number). */
  row: number;
  status: RowStatus;
  /** The address as written in the row (free-form text, or the structured fields joined), cut to 120 characters. */
  input: string;
  verdict?: Verdict;
  confidence?: number;
  error?: RowError;
}

/** Counts over the rows of a file. */
export interface FileSummary {
  /** Data rows read (including unreadable ones). */
  rows: number;
  /** Rows per {@link RowStatus}. */
  statuses: Record<RowStatus, number>;
  /** Verified rows per verdict. */
  verdicts: Record<Verdict, number>;
  /** Corrections per reason, over all rows (a row can have several). */
  corrections: Partial<Record<CorrectionReason, number>>;
  /** Rows per error code. */
  errors: Partial<Record<ErrorCode, number>>;
  /** The worst rows, worst first: errors, then below the minimum confidence, then suspicious, then the lowest confidence; ties in row order. */
  worst: WorstRow[];
}

/** A summary with no rows. */
export function emptySummary(): FileSummary {
  return {
    rows: 0,
    statuses: Object.fromEntries(ROW_STATUSES.map((s) => [s, 0])) as Record<RowStatus, number>,
    verdicts: Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>,
    corrections: {},
    errors: {},
    worst: [],
  };
}

function rank(w: WorstRow): number {
  if (w.error !== undefined) return 0;
  if (w.status === 'invalid') return 1;
  if (w.status === 'suspicious') return 2;
  return 3;
}

function worse(a: WorstRow, b: WorstRow): number {
  return rank(a) - rank(b) || (a.confidence ?? 0) - (b.confidence ?? 0) || a.row - b.row;
}

function keepWorst(list: WorstRow[], row: WorstRow): void {
  const last = list.at(-1);
  if (list.length === WORST_ROWS && last !== undefined && worse(row, last) >= 0) return;
  let at = list.length;
  for (let prev = list[at - 1]; prev !== undefined && worse(row, prev) < 0; prev = list[at - 1]) at--;
  list.splice(at, 0, row);
  if (list.length > WORST_ROWS) list.pop();
}

function bump<K extends string>(counts: Partial<Record<K, number>>, key: K, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** Counts one row into `summary` (its worst rows apart: see {@link amongWorst}). */
export function countRow(summary: FileSummary, outcome: RowOutcome, status: RowStatus): void {
  summary.rows++;
  summary.statuses[status]++;
  if (outcome.error !== undefined) {
    bump(summary.errors, outcome.error.code);
  } else {
    summary.verdicts[outcome.result.verdict]++;
    for (const c of outcome.result.corrections) bump(summary.corrections, c.reason);
  }
}

/**
 * True when a row would go among `summary`'s worst rows ({@link keepWorstRow} keeps it): asked
 * before the row's text is described, which most rows never need.
 */
export function amongWorst(summary: FileSummary, row: number, outcome: RowOutcome, status: RowStatus): boolean {
  const last = summary.worst[summary.worst.length - 1];
  if (summary.worst.length < WORST_ROWS || last === undefined) return true;
  // `worse(candidate, last) < 0`, without making the candidate.
  const rankOf = outcome.error !== undefined ? 0 : status === 'invalid' ? 1 : status === 'suspicious' ? 2 : 3;
  const confidence = outcome.error !== undefined ? 0 : outcome.result.confidence;
  return (rankOf - rank(last) || confidence - (last.confidence ?? 0) || row - last.row) < 0;
}

/** Puts a row among `summary`'s worst rows, in its place; `input` describes the row (cut to 120 characters). */
export function keepWorstRow(summary: FileSummary, row: number, outcome: RowOutcome, status: RowStatus, input: string): void {
  const candidate: WorstRow = { row, status, input: input.length > 120 ? `${input.slice(0, 119)}…` : input };
  if (outcome.error !== undefined) candidate.error = outcome.error;
  else {
    candidate.verdict = outcome.result.verdict;
    candidate.confidence = outcome.result.confidence;
  }
  keepWorst(summary.worst, candidate);
}

/** Adds the counts of `part` into `into`. */
export function mergeSummary(into: FileSummary, part: FileSummary): void {
  into.rows += part.rows;
  for (const s of ROW_STATUSES) into.statuses[s] += part.statuses[s];
  for (const v of VERDICTS) into.verdicts[v] += part.verdicts[v];
  for (const r of CORRECTION_REASONS) if (part.corrections[r]) bump(into.corrections, r, part.corrections[r]);
  for (const [code, n] of Object.entries(part.errors) as [ErrorCode, number][]) bump(into.errors, code, n);
  for (const w of part.worst) keepWorst(into.worst, w);
}
