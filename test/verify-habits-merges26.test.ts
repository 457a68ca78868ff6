import { describe, expect, it } from 'vitest';
import { builtIndex } from './helpers/index.js';

const index = builtIndex();

// What the twenty-sixth session's merges did to each other (bench/RESULTS.md, "Issue 24, twenty-sixth session").
describe('verify: a first field naming a village of the commune looks only at the communes the candidates are of', () => {
  it('keeps the village written after a site\'s words that name villages of other communes (was locality_not_found)', () => {
    // `Piatra` is a village of a commune Runcu elsewhere; that commune's name set aside the village Runcu of Țibana,
    // the only candidate of the reading that keeps it.
    for (const text of ['Cariera de piatră Runcu, com. Țibana, Iași', 'Cariera de piatră Runcu com. Țibana, Iași']) {
      const r = index.verify({ freeform: text });
      expect(r.address?.postal_code, text).toBe('707539');
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('still sets the seat aside where the field names a village of the commune written', () => {
    const r = index.verify({ freeform: 'gradinita barlesti (iasi) com. erbiceni' });
    expect(r.address?.postal_code).toBe('707191');
  });
});
