/**
 * Land, property and utilities records (the twenty-third typist): a utility bill's label of the supply place
 * (`Loc de consum:`) and its references and readings around the address (`POD RO004E…`, `cod client …`,
 * `contor …`, `index vechi …`, `consum 184 mc`); a village numbered before its commune with the land registry's
 * words after (`CF 30419 Bălcăuți`, `nr. top. 312-313/a`, `T 62 P 414`, `teren 2.877 mp`, `2,5 ha`); a
 * contract's times and sums (`începând cu 01.11.2026`, `pe o perioadă de 12 luni`, `preț 55.000 lei`).
 * Examples (each failed on b28687e's code), and properties over the index's villages: the words around keep
 * the plain address's code.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoadedIndex } from '../src/address-index.js';
import { answeredCode, builtIndex } from './helpers/index.js';
import { communeVillages } from './helpers/commune-villages.js';

const index = builtIndex() as LoadedIndex;
const c = index.catalog;
const answer = (text: string): string | undefined => answeredCode(index, text);

const villages = communeVillages(c);
const anyVillage = fc.integer({ min: 0, max: villages.length - 1 }).map((i) => villages[i]!);

describe('verify: a utility bill around the address, examples', () => {
  it('reads the address after `loc de consum` and among the bill\'s references (was Răcari of Dolj, or no locality)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Factura curent: loc de consum Str. Paltinului nr. 14, Galați, jud. Galați, cod client 2003319010, index vechi 18224, index nou 18441', '800694'],
      ['Loc de consum: sat Drăghia, com. Coroieni, nr. 38, jud. Maramureș; Cod loc consum 5001234789; POD EMO0410228811; contor 85122331', '437129'],
      ['POD: RO004E521199002 / Loc consum: Băgaciu nr. 212, com. Băgaciu, jud. Mureș / Cod client 3001120077 / Serie contor 22114430', '547090'],
      ['Factura gaze naturale nr. 71220094 — Cod client: 5200410199 — Loc de consum: Târgu Mureș, Str. Negoiului nr. 8, jud. Mureș — CLC DEG1122334455 — consum 184 mc / 1.962 kWh', '540461'],
      ['GAZE - Adresa loc consum: Bacău, str. Castanilor nr. 2, sc. B, et. 3, ap. 11, jud. Bacău. Serie contor G4: 1120332. Index 04112', '600111'],
      ['Factură apă-canal nr. 3012228. Cod client 141022. Adresa locului de consum: Focșani, Str. Eroilor nr. 9, jud. Vrancea. Apometru DN20 nr. 18C422119. Consum 11 mc', '620034'],
      ['Cerere ATR - loc de producere si consum: Lugoj, str. Bucegi nr. 15, jud. Timis, CF 41022, putere evacuata 8 kW', '305500'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
    const r = index.verify({ freeform: 'Loc de consum: Str. Paltinului nr. 14, Galați, cod client 2003319010, contor 85122331' });
    expect(r.ignored).toContainEqual({ text: 'Loc de consum', as: 'label' });
    expect(r.ignored).toContainEqual({ text: 'cod client 2003319010, contor 85122331', as: 'registry' });
  });

  it('keeps a place named Pod, and a greeting\'s request before the town', () => {
    // `POD` is a supply point's code only before a long code.
    for (const text of ['Pod nr. 5, Podu Turcului, jud. Bacău', 'POD 12345, Podu Turcului, jud. Bacău']) {
      const r = index.verify({ freeform: text });
      expect(r.address?.postal_code, text).toBe('607450');
      expect(r.ignored ?? [], text).not.toContainEqual(expect.objectContaining({ as: 'registry' }));
    }
    expect(answer('Bună seara, vă rog să programați citirea la Brașov, str. Carierei nr. 71, contor 4420091.')).toBe('500052');
  });
});

describe('verify: land records and contracts around the address, examples', () => {
  it('reads the village numbered before its commune, the land book\'s commune and the areas left out (was the commune\'s seat)', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['vânzătorii transmit dreptul de proprietate asupra terenului intravilan de 2.418 mp și casei de locuit situate în satul Gropeni, comuna Bălcăuți, nr. 154, jud. Suceava, CF 30419 Bălcăuți, nr. cad. 30419, pentru prețul de 145.000 lei', '727026'],
      ['Imobil: Păiușeni nr. 47, com. Chisindia, jud. Arad, nr. top. 312-313/a, CF 300412 Chisindia, teren 2.877 mp', '317081'],
      ['contract de vanzare teren arabil extravilan 2,5 ha in Rahman, com. Casimcea, jud. Tulcea, T 62 P 414, pret 55.000 lei; drept de preemțiune afișat la primărie', '827029'],
      ['Registrul agricol 2026-2030, vol. III, poz. 112: gospodăria din Beria de Jos nr. 18, com. Oporelu, jud. Olt — teren arabil 3,45 ha, vie 0,12 ha, 2 bovine', '237296'],
      ['Proprietarul închiriază chiriașului apartamentul din Brașov, str. Mihai Viteazul nr. 8, et. 1, ap. 3, jud. Brașov, pe o perioadă de 12 luni, începând cu 01.11.2026', '500174'],
    ];
    for (const [text, expected] of cases) expect(answer(text), text).toBe(expected);
  });

  it('keeps a street named like a parcel, and a land book\'s place written nowhere else', () => {
    expect(answer('Str. Parcela 701 nr. 14, Constanța')).toBe(answer('Str. Parcela 701 nr. 14, Constanța, jud. Constanța'));
    const r = index.verify({ freeform: 'Str. Lungă 5, CF 1234 Brașov' });
    expect(r.ignored ?? []).not.toContainEqual(expect.objectContaining({ text: expect.stringContaining('Brașov') as unknown }));
  });
});

describe('verify: the words of land, property and utility records keep the plain address\'s code', () => {
  it('a village numbered before its commune, with a bill\'s label and references, or the land registry\'s words, around it', () => {
    let checked = 0;
    let kept = 0;
    fc.assert(fc.property(anyVillage, fc.integer({ min: 1, max: 250 }), fc.integer({ min: 10000, max: 99999 }),
      fc.constantFrom('bill', 'land', 'lease'), (v, n, ref, form) => {
        const where = `${v.name} nr. ${n}, com. ${v.unit}, jud. ${v.county}`;
        const plain = answer(where);
        checked++;
        if (plain !== v.code) return;
        const text = form === 'bill' ? `Loc de consum: ${where}; cod client ${ref}; POD RO002E${ref}0011; index vechi ${ref}`
          : form === 'land' ? `${where}, CF ${ref} ${v.unit}, nr. cad. ${ref}, teren ${ref % 9 + 1}.${ref % 1000} mp`
            : `${where}, pe o perioadă de 12 luni, începând cu 01.11.2026, preț ${ref}.000 lei`;
        expect(answer(text), text).toBe(plain);
        kept++;
      }), { numRuns: 80 });
    expect(checked).toBe(80);
    expect(kept).toBeGreaterThanOrEqual(60);
  });
});
