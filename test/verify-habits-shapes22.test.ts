/**
 * Romanian addresses as foreigners and English-language systems write them (the sixteenth typist's
 * set, eval/verify-forms-typed-sixteenth.json, issue 24, seventeenth session), three kinds verify lacked:
 *
 * - street names translated into English (`120 Victory Avenue` for Calea Victoriei, `Council Square`
 *   for Piața Sfatului: `TRANSLATED_NAME_WORDS`), read back when the words as written name no street;
 * - English words for the building's parts and the place's labels (`Building 3, staircase B, flat 14`,
 *   `2nd floor`, `Village of Densus`, `Co. Arges`, `Prahova Province`, `Address: … | City: … | Country: …`,
 *   SWIFT's `/ADR/`, `/CITY/`, `/CTRY/`);
 * - English prose around the address (`Hi Sarah, the new flat is at …`, `… Send the documents there
 *   please.`: `ENGLISH_PROSE_WORDS`).
 *
 * Examples (each failed before), and properties over the index's own streets (fast-check, fixed seed,
 * each counting what it checked): the English forms keep the code the Romanian form has.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { fold } from '../src/shared/normalize.js';
import { streetTypeById } from '../src/shared/street-name.js';
import { TRANSLATED_NAME_WORDS } from '../src/shared/vocabulary.js';
import type { VerifyInput } from '../src/types.js';
import { builtIndex } from './helpers/index.js';
import { propertyRuns, singleCode } from './helpers/town-streets.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const runs = propertyRuns(22_2026);

/** The code answered (any verdict but an error), and the verdict. */
const answer = (input: VerifyInput | string): { code: string | undefined; verdict: string; confidence: number } => {
  try {
    const r = index.verify(typeof input === 'string' ? { freeform: input } : input);
    return { code: r.address?.postal_code, verdict: r.verdict, confidence: r.confidence };
  } catch {
    return { code: undefined, verdict: 'error', confidence: 0 };
  }
};

describe('verify: foreigners\' English forms, examples', () => {
  it.each([
    ['120 Victory Avenue, Bucharest, Romania', '010093'],
    ['Victory Ave. 155, Sector 1, Bucharest', '010073'],
    ['Council Square 14, Brasov, Romania', '500025'],
    ['3 Union Square, Timisoara, Romania', '300085'],
    ['3 Heroes Boulevard, Brasov', '500007'],
    ['Building 3, staircase B, flat 14, 40 Independentei St, Oradea', '410065'],
    ['Ground floor, unit 2, 50 Revolutiei Blvd., Arad, Romania', '310009'],
    ['Our new office address from 1 March: Take Ionescu Blvd. 40, 2nd floor, Timisoara, Romania.', '300042'],
    ['Residential address in Romania: Calea Dorobanti 5, Sector 1, Bucharest', '010551'],
    ['Address in host country: Mihai Eminescu St. no. 4, Cluj-Napoca, Cluj County, Romania', '400033'],
    ['Address: Bd. Decebal 50 | City: Oradea | Country: Romania', '410205'],
    ['/ADR/CALEA MOTILOR 41\n/CITY/CLUJ-NAPOCA 400370\n/CTRY/RO', '400370'],
    ['Valley View\nCorbeni\nCo. Arges\nRomania', '117275'],
    ['Village of Densus, Densus Commune, Hunedoara County', '337205'],
    ['Hi Sarah, the new flat is at Barbu Vacarescu 160, apt 34, Sector 2, Bucharest - movers arrive Monday at 9.', '020284'],
    ['FYI the student dorm is full, so I rented a room at Stefan cel Mare Blvd 30, Iasi. Send the documents there please.', '700028'],
    ['Quick update: we moved to Ghiroda, Timis county, house no. 215 on the main road. School bus stops in front.', '307200'],
    ['New address for the shipment: Valea Lupului, Iasi County, Romania - street Pacurari no. 5. Call me when the truck leaves.', '707410'],
  ])('%s is %s', (text, expected) => {
    expect(answer(text).code).toBe(expected);
  });

  it('reads a county with an English word after it in the county field (`Prahova Province`)', () => {
    expect(answer({ street: 'DN1A', house_number: '120', locality: 'Cheia', county: 'Prahova Province' }).code).toBe('107356');
  });

  it('reads an English word of a name back only where the words as written name no street, and never above a Romanian name written', () => {
    // Calea Victoriei written in Romanian is found as written; in English, below it.
    const romanian = answer('Calea Victoriei 120, București');
    const english = answer('120 Victory Avenue, București');
    expect(romanian.code).toBe('010093');
    expect(english.confidence).toBeLessThanOrEqual(romanian.confidence);
    // `Church`, no word of the table, stays unread: no street answered for it.
    expect(answer('12 Church Street, Brașov').verdict).not.toBe('valid');
  });
});

/** English words of the table by the Romanian words they stand for (`unirii`: Union). */
const englishOf = new Map<string, string[]>();
for (const [english, romanian] of TRANSLATED_NAME_WORDS) {
  const key = romanian.join(' ');
  englishOf.set(key, [...(englishOf.get(key) ?? []), english.map((w) => (w === 'the' ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ')]);
}

/** Streets of towns (not București) with one code, the only street of their name in the town; by whether the table translates the name. */
const translatable: number[] = [];
const plain: number[] = [];
{
  const byTownName = new Map<string, number[]>();
  for (let s = 0; s < catalog.streetCount; s++) {
    const place = catalog.streetPlace(s);
    if (catalog.isSector(place) || /\d/.test(catalog.streetBareName(s))) continue;
    const key = `${place}|${fold(catalog.streetBareName(s))}`;
    byTownName.set(key, [...(byTownName.get(key) ?? []), s]);
  }
  for (const streets of byTownName.values()) {
    if (streets.length !== 1 || singleCode(catalog, streets[0]!) === undefined) continue;
    const s = streets[0]!;
    // (Not a name opening with a letter or a numeral: `73 I Alexandru` is as well house 73I.)
    if (/^\p{Lu}{1,3}\.? /u.test(catalog.streetBareName(s))) continue;
    if (englishOf.has(fold(catalog.streetBareName(s)))) translatable.push(s);
    else plain.push(s);
  }
}
const anyOf = (list: readonly number[]): fc.Arbitrary<number> => fc.integer({ min: 0, max: list.length - 1 }).map((i) => list[i]!);
const town = (s: number): string => catalog.placeName(catalog.streetPlace(s));
const typed = (s: number): string => `${streetTypeById(catalog.streetTypeId(s))?.article ?? ''} ${catalog.streetBareName(s)}`.trim();

describe('verify: foreigners\' English forms, properties', () => {
  it('finds a street whose name the table translates by its English words, as by its Romanian ones', () => {
    expect(translatable.length).toBeGreaterThan(100);
    let checked = 0;
    fc.assert(fc.property(anyOf(translatable), fc.integer({ min: 1, max: 40 }), fc.boolean(), (s, n, first) => {
      const expected = singleCode(catalog, s)!;
      const english = englishOf.get(fold(catalog.streetBareName(s)))!;
      for (const words of english) {
        const line = first ? `${n} ${words} Street` : `${words} Street ${n}`;
        expect(answer(`${line}, ${town(s)}`).code, line).toBe(expected);
        checked++;
      }
    }), runs);
    expect(checked).toBeGreaterThanOrEqual(runs.numRuns);
  });

  it('reads the building\'s parts in English, before the street or after its number, as the Romanian ones', () => {
    let checked = 0;
    const parts = fc.constantFrom('Building 3, staircase B, flat 14', 'Bldg C, Unit 5', 'Block 2, Entrance A, 2nd floor, apt 7', 'ground floor, flat 2', '3rd floor, Apt. 12');
    fc.assert(fc.property(anyOf(plain), fc.integer({ min: 1, max: 40 }), parts, fc.boolean(), (s, n, written, before) => {
      const street = `${typed(s)} ${n}`;
      const bare = answer(`${street}, ${town(s)}`);
      if (bare.code === undefined) return;
      const text = before ? `${written}, ${street}, ${town(s)}` : `${street}, ${written}, ${town(s)}`;
      expect(answer(text).code, text).toBe(bare.code);
      checked++;
    }), runs);
    expect(checked).toBeGreaterThanOrEqual(runs.numRuns * 0.9);
  });

  it('leaves English prose around an address out: the code is the address\'s alone', () => {
    let checked = 0;
    const wrap = fc.constantFrom(
      (a: string) => `Hi Sarah, the new flat is at ${a} - movers arrive Monday at 9.`,
      (a: string) => `FYI the student dorm is full, so I rented a room at ${a}. Send the documents there please.`,
      (a: string) => `Quick update: we moved to ${a}. Call me when the truck leaves.`,
      (a: string) => `Our new office address from 1 March: ${a}, Romania.`,
      (a: string) => `Address: ${a.replace(', ', ' | City: ')} | Country: Romania`,
    );
    fc.assert(fc.property(anyOf(plain), fc.integer({ min: 1, max: 40 }), wrap, (s, n, around) => {
      const address = `${typed(s)} ${n}, ${town(s)}`;
      const bare = answer(address);
      if (bare.code === undefined) return;
      const text = around(address);
      expect(answer(text).code, text).toBe(bare.code);
      checked++;
    }), runs);
    expect(checked).toBeGreaterThanOrEqual(runs.numRuns * 0.9);
  });
});

describe('a floor in English or German order, and Romanian order left alone (merge of the sixteenth and fifteenth sets\' readers)', () => {
  const idx = builtIndex() as LoadedIndex;
  it('`2nd floor` and `2. Stock` are notes; in `scara 2 etajul 3` the 2 is the staircase\'s and nothing is left out', () => {
    for (const text of ['Str. Horea 40, 3rd floor ap. 4, Cluj-Napoca', 'str Mureș 38, 2. Stock, Whg. 10, Timișoara']) {
      expect(idx.verify({ freeform: text }).ignored?.some((x) => x.as === 'note'), text).toBe(true);
    }
    for (const text of ['Str. Horea 40, bl. A, scara 2 etajul 3, ap. 4, Cluj-Napoca', 'iasi aleea rozelor numarul 34 bloc 4 scara 2 etajul 3 apartament 21']) {
      const r = idx.verify({ freeform: text });
      expect(r.ignored ?? [], text).toEqual([]);
      expect(r.confidence, text).toBeGreaterThanOrEqual(0.9);
    }
  });
});
