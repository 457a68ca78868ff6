/**
 * `npm run bench`: every benchmark, printed as Markdown for bench/RESULTS.md.
 * `npm run bench -- lookup` runs only the sections named.
 */
import { cpus } from 'node:os';
import { benchAutocomplete } from './autocomplete.js';
import { benchColdStart } from './cold-start.js';
import { benchLookup } from './lookup.js';
import { benchVerify } from './verify.js';
import { toMarkdown, type Section } from './report.js';

const SECTIONS: Record<string, () => Promise<Section>> = {
  lookup: benchLookup,
  autocomplete: benchAutocomplete,
  verify: benchVerify,
  cold: benchColdStart,
};

// Section names; options (`--runs 5`) and their values are for the sections.
const wanted = process.argv.slice(2).filter((a, i, all) => !a.startsWith('-') && !all[i - 1]?.startsWith('--'));
const names = wanted.length > 0 ? wanted : Object.keys(SECTIONS);
process.stdout.write(`## ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)\n\n`);
for (const name of names) {
  const run = SECTIONS[name];
  if (!run) {
    process.stderr.write(`unknown section "${name}" (have: ${Object.keys(SECTIONS).join(', ')})\n`);
    process.exitCode = 2;
    continue;
  }
  process.stdout.write(`${toMarkdown(await run())}\n`);
}
