/** Shared helpers of the benchmark scripts: figures as Markdown tables. */

/** One table of results: measure, figure, target, verdict. */
export interface Section {
  title: string;
  rows: Array<[string, string, string, string]>;
  notes?: string[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function toMarkdown(section: Section): string {
  const lines = [`### ${section.title}`, '', '| measure | figure | target | |', '|---|---|---|---|'];
  for (const row of section.rows) lines.push(`| ${row.join(' | ')} |`);
  if (section.notes?.length) lines.push('', ...section.notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}
