/**
 * SIRUTA place types have one meaning (src/shared/place-kind.ts). TIP 9 is the unit
 * Municipiul București at level 2 and the seat of any municipiu at level 3
 * (../shared/data/README.md); the catalog once read every TIP 9 as București, which ranked
 * the seat of every municipiu (Mediaș, Dej) with București and the county seats.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import {
  isBucharestUnit,
  isSeatType,
  SirutaType,
  SizeRank,
  sizeRank,
  unitKindWord,
  verifySizeStep,
} from '../src/shared/place-kind.js';
import { INDEX_PATH } from './helpers/index.js';

const TIPS = [1, 2, 3, 4, 6, 9, 10, 11, 17, 18, 19, 22, 23, 40];

describe('SIRUTA place types', () => {
  it('reads TIP 9 by its level: București as a unit, a municipiu seat as a locality', () => {
    expect(isBucharestUnit(SirutaType.municipalitySeat, 2)).toBe(true);
    expect(isBucharestUnit(SirutaType.municipalitySeat, 3)).toBe(false);
    expect(unitKindWord(SirutaType.municipalitySeat, 2)).toBe('Municipiul');
    expect(unitKindWord(SirutaType.municipalitySeat, 3)).toBe('');
    expect(sizeRank(SirutaType.municipalitySeat, -1)).toBe(SizeRank.capital);
    expect(sizeRank(SirutaType.municipalitySeat, SirutaType.countySeatMunicipality)).toBe(SizeRank.countySeat);
    expect(sizeRank(SirutaType.municipalitySeat, SirutaType.municipality)).toBe(SizeRank.municipality);
  });

  it('gives a seat the size of its unit, and keeps villages last', () => {
    for (const [unit, seat] of [[1, 9], [4, 9], [2, 17], [3, 22]] as const) {
      expect(isSeatType(seat)).toBe(true);
      expect(sizeRank(seat, unit)).toBe(sizeRank(unit, -1));
    }
    fc.assert(fc.property(fc.constantFrom(...TIPS), fc.constantFrom(-1, ...TIPS), (type, unit) => {
      const rank = sizeRank(type, unit);
      expect(rank).toBeGreaterThanOrEqual(SizeRank.capital);
      expect(rank).toBeLessThanOrEqual(SizeRank.village);
      const step = verifySizeStep(rank);
      expect(step).toBe(rank <= SizeRank.countySeat ? 0 : rank - 1);
    }));
  });
});

describe('the catalog reads place types through place-kind', () => {
  const index = loadIndexSync(INDEX_PATH) as LoadedIndex;
  const c = index.catalog;
  const places = Array.from({ length: c.placeCount }, (_, p) => p);
  const named = (name: string, level: number): number => {
    const found = places.filter((p) => c.placeName(p) === name && c.placeLevel(p) === level);
    expect(found, `${name} at level ${level}`).toHaveLength(1);
    return found[0] ?? -1;
  };

  it('ranks the seat of a municipiu that is not a county seat with its municipiu, below the county seats', () => {
    const medias = named('Mediaș', 3);
    expect(c.placeType(medias)).toBe(SirutaType.municipalitySeat);
    const mediasUnit = c.placeParent(medias);
    expect(mediasUnit === undefined ? -1 : c.placeType(mediasUnit)).toBe(SirutaType.municipality);
    expect(c.placeRank(medias)).toBe(1);
    expect(c.placeRank(named('Cluj-Napoca', 3))).toBe(0);
    expect(c.placeRank(named('Sector 1', 3))).toBe(0);
  });

  it('ranks every seat locality as its unit, and labels units by kind', () => {
    let seats = 0;
    for (const p of places) {
      const unit = c.placeParent(p);
      if (unit === undefined || c.placeLevel(p) !== 3 || !isSeatType(c.placeType(p))) continue;
      seats++;
      expect(c.placeRank(p), c.placeName(p)).toBe(c.placeRank(unit));
    }
    // 102 municipiu seats, 216 oraș seats, 2,862 comună seats in SIRUTA 2025 S1.
    expect(seats).toBeGreaterThan(3000);
    const bucharest = places.filter((p) => isBucharestUnit(c.placeType(p), c.placeLevel(p)));
    expect(bucharest).toHaveLength(1);
    expect(c.adminUnitLabel(bucharest[0] ?? -1)).toBe('Municipiul București');
    expect(c.adminUnitLabel(named('Mediaș', 2))).toBe('Municipiul Mediaș');
    expect(c.adminUnitLabel(named('Buftea', 2))).toBe('Oraș Buftea');
  });
});
