/**
 * Issue 24, props119 (thirty-second session): the reader properties' seeds 625-664, 692-731 and 759-798
 * (test/verify-reader-properties.test.ts), their failures read in general.
 *
 * - A head that must open the address's field (an athlete's category `Cat. M45 - …`, a subscription counted in its field,
 *   a tax row's purpose, a pupil's class) after a greeting, a label or a request left out (seeds 636, 641, 647, 696, 700,
 *   720, 724): the rules read it only where its field opened the text; after `Adresa de livrare:` its words were
 *   unexplained or a place (`Cat. F45 - Ioana Lazăr - strada Achlie 45, Arad`: Lazuri). Every word before it left out
 *   opens its field too (`opensField`).
 * - A trip word and its destination after a greeting, a label or a request (seeds 767, 773): the trip word was looked
 *   for from the text's start only while the destination's marker was within three words of it, so after a lead of more
 *   words `Drum` was the street's type and the destination the place. It is looked for in the three words before the
 *   marker, wherever they are, after any words left out.
 * - An address's label closed by its verb, no colon, before `Village din Commune` (seed 652): only a label closed by its
 *   colon was read as a form's; with `este` the village was left out as a sentence's words and the commune answered
 *   (`Adresa de livrare este satul Bolda din Beltiug, jud. Satu Mare`: Beltiug, valid at 0.97).
 * - A seat's number before a courtesy with no mark between (seed 697): `…, loc 25 Mulțumesc!` was read as the locality
 *   `25` (`locality_not_found`); a seat's number with only words left out after it ends its field.
 *
 * Examples of other places than the typists' and the seeds' (each fails on acd58a6d), guards, and fast-check properties
 * (fixed seed, each counting what it checked).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { fold } from '../src/shared/normalize.js';
import { LANDMARK_WORDS } from '../src/shared/vocabulary.js';
import { answerTo, builtIndex, codeOrError } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 119);

const code = (text: string): string => codeOrError(index, { freeform: text });
const unexplained = (text: string): string[] => (answerTo(index, text).ignored ?? []).filter((s) => s.as === 'unexplained').map((s) => s.text);

/** A greeting, a label or a request before the address, each of several words. */
const LEADS = ['Bună ziua, adresa mea este: ', 'Adresa de livrare: ', 'Adresă de facturare: ', 'Vă rog să trimiteți coletul la: ', 'Salut, ', 'Adresa de corespondență: '];

/** The evaluation's town streets with a plain number. */
const { cases } = addressCases(catalog);
const streets = cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,4}$/.test(c.house) && !/^sector/i.test(c.structured.locality));
const streetLine = (at: number): { line: string; town: string } => {
  const c = streets[at]!;
  return { line: `${c.structured.street!} ${c.house.replace(/^nr\. /, '')}`, town: c.structured.locality };
};

describe('verify: a head opening the address\'s field after a greeting, a label or a request', () => {
  const HEADS = ['Cat. M45 - Andrei Pop - ', 'Categoria F40 - Ana Ionescu - ', 'abonament 12 intrări, ', 'Impozit cladiri | POP ION | ', 'cls. 7B, '];

  it('is left out as without the lead: the address\'s code, nothing unexplained', () => {
    for (const address of ['Strada Chișinău nr 5, Brăila', 'Str. Lungă 5, Sibiu', 'sat Horia, com. Horia nr. 3, jud. Neamț', 'Bulevardul Independenței 20, Iași']) {
      const want = code(address);
      for (const head of HEADS) {
        for (const lead of ['Adresa de livrare: ', 'Bună ziua, adresa mea este: ', 'Trimiteți coletul la: ']) {
          const text = `${lead}${head}${address}`;
          expect(code(text), text).toBe(want);
          expect(unexplained(text), text).toEqual([]);
        }
      }
    }
  });

  it('a category\'s word inside a field is no head (guard)', () => {
    // `cat` after a word of its field is no category's label: the rule still needs its field's start.
    expect(code('Strada Lungă 5, Sibiu')).toBe(code('Strada Lungă 5, Sibiu, Mulțumesc!'));
    expect(code('Pop Ana, cls. 7B, Str. Lungă 5, Brașov')).toBe(code('Str. Lungă 5, Brașov'));
  });

  it('as a property over the evaluation\'s streets: the lead before the head changes nothing of the code, and leaves nothing unexplained', async () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.constantFrom(...LEADS), fc.constantFrom(...HEADS));
    await fc.assert(fc.asyncProperty(arb, async ([at, lead, head]) => {
      const { line, town } = streetLine(at);
      const plain = `${head}${line}, ${town}`;
      const text = `${lead}${plain}`;
      expect(code(text), text).toBe(code(plain));
      expect(unexplained(text), text).toEqual(unexplained(plain));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: a trip word after a greeting, a label or a request', () => {
  it('reads the pick-up, as without the lead', () => {
    for (const [trip, want] of [
      ['Drum Brașov → Sibiu, plecarea din Strada Lungă 5', code('Strada Lungă 5, Brașov')],
      ['Drum Iași → Oradea, preluare de la Bulevardul Independenței 20', code('Bulevardul Independenței 20, Iași')],
      ['Drum până la Gara de Nord; mă luați de la Strada Lungă 5, Sibiu', code('Strada Lungă 5, Sibiu')],
    ] as const) {
      expect(code(trip), trip).toBe(want);
      for (const lead of LEADS) expect(code(`${lead}${trip}`), `${lead}${trip}`).toBe(want);
    }
  });

  it('a message\'s way to a place is no trip (guard)', () => {
    const r = answerTo(index, 'suntem pe drum spre Ghimbav, jud. Brașov');
    expect(r.address.locality).toBe('Ghimbav');
  });

  it('as a property over the evaluation\'s streets: the lead before `Drum Town → Destination, plecarea din …` changes nothing of the code', async () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.constantFrom(...LEADS), fc.constantFrom('Constanța', 'Sibiu', 'Oradea'));
    await fc.assert(fc.asyncProperty(arb, async ([at, lead, destination]) => {
      const { line, town } = streetLine(at);
      const trip = `Drum ${town} → ${destination}, plecarea din ${line}`;
      expect(code(`${lead}${trip}`), `${lead}${trip}`).toBe(code(trip));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

/** Villages with a postal code of their own whose commune has another name, and whose name no other place of their county has. */
const villages: number[] = [];
{
  const byCounty = new Map<string, number>();
  const key = (p: number): string => `${catalog.placeCounty(p)}|${catalog.placeName(p).toLowerCase()}`;
  for (let p = 0; p < catalog.placeCount; p++) byCounty.set(key(p), (byCounty.get(key(p)) ?? 0) + 1);
  for (let p = 0; p < catalog.placeCount; p++) {
    const unit = catalog.placeParent(p);
    if (unit === undefined || catalog.isSector(p) || catalog.placePostalCode(p) === '' || byCounty.get(key(p)) !== 1) continue;
    if (catalog.placeName(unit).toLowerCase() === catalog.placeName(p).toLowerCase() || catalog.placePostalCode(unit) === catalog.placePostalCode(p)) continue;
    villages.push(p);
  }
}

describe('verify: an address\'s label closed by its verb before `Village din Commune`', () => {
  it('reads the village, as after a label closed by its colon', () => {
    for (const [village, want] of [
      ['satul Bolda din Beltiug, jud. Satu Mare', code('Bolda, com. Beltiug, jud. Satu Mare')],
      ['Ruget din com. Vidra, jud. Vrancea', code('Ruget, com. Vidra, jud. Vrancea')],
      ['sat Mânzătești din comuna Mălușteni, Vaslui', code('Mânzătești, com. Mălușteni, jud. Vaslui')],
    ] as const) {
      for (const label of ['Adresa de livrare este ', 'Adresa mea e ', 'Bună ziua! Adresa mea este ', 'Adresa: ']) {
        expect(code(`${label}${village}`), `${label}${village}`).toBe(want);
      }
    }
  });

  it('a label\'s sentence with no colon and no verb is read as before (guard)', () => {
    // `cu domiciliul … din …`: the domicile is where `din` says.
    expect(code('cu domiciliul din Beltiug, jud. Satu Mare')).toBe(code('Beltiug, jud. Satu Mare'));
  });

  it('as a property over villages: `Adresa … este Village din comuna Commune, County` gives the village\'s code, as with no label', async () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: villages.length - 1 }), fc.constantFrom('Adresa mea este ', 'Adresa de livrare este ', 'Adresa noastră e ', 'Buna ziua! Adresa mea este '));
    await fc.assert(fc.asyncProperty(arb, async ([at, label]) => {
      const p = villages[at]!;
      const plain = `${catalog.placeName(p)} din comuna ${catalog.placeName(catalog.placeParent(p)!)}, ${catalog.countyName(catalog.placeCounty(p))}`;
      expect(code(`${label}${plain}`), `${label}${plain}`).toBe(code(plain));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: a seat\'s number before a courtesy', () => {
  it('is a seat, not the locality `25`', () => {
    for (const address of ['Str. Lungă 5, Sibiu', 'Ruget, com. Vidra, jud. Vrancea', 'Bulevardul Independenței 20, Iași']) {
      const want = code(address);
      for (const tail of [' — cursa de 17:05, loc 25 Mulțumesc!', ', loc 12 Vă mulțumesc.', ' - locul 3 Mersi']) {
        expect(code(`${address}${tail}`), `${address}${tail}`).toBe(want);
      }
    }
  });

  it('`loc.` before a village named by a date is the locality\'s marker still (guard)', () => {
    expect(code('loc. 1 Decembrie, Ilfov')).toBe(code('1 Decembrie, Ilfov'));
  });
});

describe('verify: an agent note\'s first word with only a county\'s name after it in its field', () => {
  // `comanda` opens a hotline agent's note after an address with a number (`… nr 9 comanda pt 7 30`); it is also the
  // village Comanda of Mehedinți, and after a numbered institution (`Școala Gimnazială nr. 3, Comanda Mehedinți`) the
  // village and its county were left out as the note (seed 781): the Sibiu street `Școala` answered.
  it('is the place\'s name, its county after it', () => {
    const want = code('Comanda, jud. Mehedinți');
    for (const head of ['Școala Gimnazială nr. 3, ', 'Spitalul Județean de Urgență nr. 2, ', 'Str. Principală nr. 12, ', 'Bloc 4, ap. 7, ']) {
      for (const county of ['Mehedinți', 'MEHEDINTI', 'mehedinti']) expect(code(`${head}Comanda ${county}`), `${head}Comanda ${county}`).toBe(want);
    }
  });

  it('an agent\'s note with other words after its first word is a note still (guard)', () => {
    const r = answerTo(index, 'Craiova str Lebedei nr 9 jud Dolj cl roaga sa sunati inainte');
    expect((r.ignored ?? []).find((s) => s.as === 'note')?.text).toBe('cl roaga sa sunati inainte');
    expect(r.address.street).toBe('Strada Lebedei');
  });
});

describe('verify: a village whose name holds a landmark\'s word, then `din` and its commune', () => {
  // `Dealu Bisericii din comuna Uda`, `Lopadea Veche din comuna Mirăslău`: the landmark's word (`bisericii`, `veche`,
  // `nouă`: LANDMARK_WORDS) after the name's first word was read as a note `… din <kind>` names a place of (`la biserica
  // din satul …`), and the commune answered, `valid` at 0.97 (found by E299's draws: on acd58a6d 1 of 104 such villages
  // got its own code).
  const villagesWithLandmark: Array<{ name: string; unit: string; county: string }> = [];
  for (let p = 0; p < catalog.placeCount; p++) {
    const unit = catalog.placeParent(p);
    if (unit === undefined || catalog.placePostalCode(p) === '' || catalog.isSector(p)) continue;
    const words = fold(catalog.placeName(p)).split(/[ -]+/);
    if (words.length < 2 || !words.slice(1).some((w) => LANDMARK_WORDS.has(w)) || fold(catalog.placeName(unit)) === fold(catalog.placeName(p))) continue;
    villagesWithLandmark.push({ name: catalog.placeName(p), unit: catalog.placeName(unit), county: catalog.countyName(catalog.placeCounty(p)) });
  }

  it('every such village of the data gets the code it gets written with a comma (counted)', () => {
    expect(villagesWithLandmark.length).toBeGreaterThan(90);
    let same = 0;
    const wrong: string[] = [];
    for (const v of villagesWithLandmark) {
      const text = `${v.name} din comuna ${v.unit}, ${v.county}`;
      if (code(text) === code(`${v.name}, comuna ${v.unit}, ${v.county}`)) same++;
      else wrong.push(text);
    }
    // (One left: `Poșta Veche din Stângăceaua`, whose first word is a landmark's too: `poșta` opens the note.)
    expect(wrong.length, wrong.join('; ')).toBeLessThanOrEqual(1);
    expect(same + wrong.length).toBe(villagesWithLandmark.length);
  });

  it('a landmark after a lead or a link is a note still (guard)', () => {
    for (const text of ['Înmormântarea are loc la cimitirul din satul Poiana, comuna Negri, jud. Bacău', 'Ne vedem lângă biserica din satul Poiana, comuna Negri, jud. Bacău']) {
      const r = answerTo(index, text);
      expect(r.address.locality, text).toBe('Poiana');
      expect((r.ignored ?? []).some((s) => s.as === 'note' && /cimitirul|biserica/.test(s.text)), text).toBe(true);
    }
  });
});
