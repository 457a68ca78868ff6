/**
 * Issue 24, props91 (twenty-ninth session): the reader properties' seeds 191, 231-238 and 356-600
 * (test/verify-reader-properties.test.ts), their failures read in general.
 *
 * - A greeting, a form's label and its colon, then a foreign lead-in label and its colon (`Bună ziua, adresa mea este:
 *   Residential address in Romania: Calea Dorobanti 5, Sector 1, Bucharest`, seed 232; seed 191 on 7c69e93): once the
 *   greeting was taken as the message's, the message's lead-in was looked for from the text's start, whose field the
 *   greeting ends, and found nowhere; the lead-in's own label word went as a label and `Romania:` stayed (glued to the
 *   street, read as Româna of Olt, or as the country). The lead-in is now looked for past the words left out where the
 *   message opens, as the first time.
 * - A list of streets between `;` after a colon label (`… Arondare: str. A nr. 1-45; str. B integral; str. C nr.
 *   2-18. Jud. Vaslui`, a polling station's streets) in a text opened by the other address's label (`Adresă de
 *   facturare:`, seed 498): the second street of the list and what follows were read as a second address of its own,
 *   all before it (the town, the street, the county) left out as the other address, and no locality was found.
 *   Streets one after another between separators are a list, no second address.
 * - A label or a request ending in `la:` before a call note whose sentence links its own street (`Livrare la: apel
 *   10:40 - asig. Matei Cristian s-a mutat la narciselor 1, suceava`, seed 509): the message reader took the label's `la`
 *   as the prose's link to the street and read the note's first words (`apel 10`) as the street; the code was lost (or
 *   `11:20` read as `11 Iunie`). A link before a colon ends a label or a request; it links no street.
 * - A courtesy after a house the message links by `la … de la nr N` (`salut, lasati coletul la Berchezoaia (Remetea
 *   Chioarului) MM, per favore a la vecina de la nr 20 Mulțumesc!`, seed 524): the message reader's second reading
 *   took `vecina` as the street and, with a word after its number (the courtesy, left out), looked for the town after
 *   it, found none, and the index answered a village `De` one letter off (Răcari of Dolj, 0.87) for every such text.
 *   Words left out after the number are no town: the reading is not made (E261: 235 of 450 right on 3b08d65).
 *
 * - A label before a village and its commune linked by `din` (`Adresa de livrare: satul Mânzătești din c-na Mălușteni,
 *   jd. VS`, seeds 537, 538): the label's words (`adresa`, `livrare`) are a message's sentence's words too, so the
 *   message reader took `din` for a sentence's and left the village out as the message: the commune was answered, for
 *   `Adresa: Bolda din Beltiug, jud. Satu Mare` valid at 0.97 (Beltiug for Bolda). A word left out as a label is no
 *   sentence's word.
 *
 * Examples of other places than the typists' and the seeds' (each fails on 3b08d65), guards, and a fast-check
 * property over the data's streets (fixed seed, counting what it checked).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { addressCases } from '../eval/verify-cases.js';
import { answerTo, builtIndex, codeOrError } from './helpers/index.js';

const index = builtIndex() as LoadedIndex;
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 120);
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 91);

const code = (text: string): string => codeOrError(index, { freeform: text });

const GREETINGS = ['Bună ziua, ', 'Salut, ', 'Buna ziua! ', 'Bună seara, '];
const FORM_LABELS = ['adresa mea este: ', 'adresa: ', 'Adresa de livrare: '];
const FOREIGN_LEAD_INS = ['Indirizzo in Romania: ', 'Residential address in Romania: ', 'Adresse en Roumanie: ', 'Domicilio en Rumania: '];

describe('verify: a greeting and a form\'s label before a foreign lead-in label', () => {
  it('reads the address after them as after the lead-in alone (its code, county and confidence)', () => {
    for (const plain of [
      'Calea Victoriei 12, Sibiu',
      'Bulevardul Republicii 20, Ploiești',
      'Strada Mihai Viteazul 3, Zalău',
      'Str. Lungă nr. 5, Brașov, Romania',
    ]) {
      const alone = answerTo(index, `Indirizzo in Romania: ${plain}`);
      for (const [greeting, label, lead] of [[GREETINGS[0]!, FORM_LABELS[0]!, FOREIGN_LEAD_INS[0]!], [GREETINGS[1]!, FORM_LABELS[1]!, FOREIGN_LEAD_INS[1]!], [GREETINGS[3]!, FORM_LABELS[0]!, FOREIGN_LEAD_INS[2]!]] as const) {
        const text = `${greeting}${label}${lead}${plain}`;
        const r = answerTo(index, text);
        expect(r.address.postal_code, text).toBe(alone.address.postal_code);
        expect(r.address.county_code, text).toBe(alone.address.county_code);
        expect(r.confidence, text).toBe(alone.confidence);
        // The lead-in is the message's, its `Romania` no place (`Româna` of Olt) and no part of the street.
        expect((r.ignored ?? []).some((s) => s.as === 'message' && /Romania|Roumanie|Rumania/.test(s.text)), text).toBe(true);
      }
    }
  });

  it('the seed\'s own shape: `Romania` after the lead-in\'s link is not read as Româna of Olt', () => {
    const text = 'Bună ziua, adresa mea este: Indirizzo in Romania: Strada Lungă nr. 5, Brașov';
    expect(code(text)).toBe('500035');
    expect(answerTo(index, text).confidence).toBe(answerTo(index, 'Strada Lungă nr. 5, Brașov').confidence);
  });

  // The evaluation's street addresses: wrapped in a greeting, a label and a lead-in, each answers as after the lead-in alone.
  const { cases } = addressCases(index.catalog);
  const streets = cases.filter((c) => c.kind === 'street' && /^nr\. \d{1,4}$/.test(c.house));
  it('as a property: a greeting and a form\'s label before the lead-in change nothing of the answer', async () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.constantFrom(...GREETINGS), fc.constantFrom(...FORM_LABELS), fc.constantFrom(...FOREIGN_LEAD_INS));
    await fc.assert(fc.asyncProperty(arb, async ([at, greeting, label, lead]) => {
      const c = streets[at]!;
      const plain = `${c.structured.street} ${c.house.replace(/^nr\. /, '')}, ${c.structured.locality}, ${c.structured.county}`;
      const alone = codeOrError(index, { freeform: `${lead}${plain}` });
      expect(code(`${greeting}${label}${lead}${plain}`), `${greeting}${label}${lead}${plain}`).toBe(alone);
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: a list of streets between `;` after the other address\'s label', () => {
  it('is no second address: the address before it is read', () => {
    for (const [text, want] of [
      ['Adresă de facturare: Secția de votare nr. 3 Turda. Sediul: Școala Gimnazială, str. Avram Iancu nr. 12. Arondare: str. Libertății nr. 1-30; str. Dacilor integral; str. Cuza Vodă nr. 2-40. Jud. Cluj', 'CJ'],
      ['Adresa facturare: Biroul electoral nr. 5, str. Mihai Viteazul nr. 9, Zalău. Străzi arondate: str. Unirii nr. 1-21; str. Dacia integral; str. Porii nr. 4-10, jud. Sălaj', 'SJ'],
    ] as const) {
      const r = answerTo(index, text);
      expect(r.address.county_code, text).toBe(want);
      expect((r.ignored ?? []).some((s) => s.as === 'second_address'), text).toBe(false);
    }
  });

  it('two whole addresses after the other address\'s label are still two (guard)', () => {
    const r = answerTo(index, 'Adresa facturare: Str. Lacului nr. 28, Miercurea-Ciuc; Str. Decebal nr. 19, Turda');
    expect(r.address.postal_code).toBe('401126');
    expect((r.ignored ?? []).find((s) => s.as === 'second_address')?.text).toBe('Str. Lacului nr. 28, Miercurea-Ciuc');
  });
});

describe('verify: a label or a request ending in `la:` before a note that links its own street', () => {
  it('the street the note links is read, as without the label', () => {
    for (const [lead, note, want] of [
      ['Trimiteți la: ', 'apel 09:05 - dl. Vasile Ene s-a mutat la florilor 12, sibiu', '550097'],
      ['Livrare la: ', 'apel 09:05 - dl. Vasile Ene s-a mutat la florilor 12, sibiu', '550097'],
    ] as const) {
      expect(code(note), note).toBe(want);
      expect(code(`${lead}${note}`), `${lead}${note}`).toBe(want);
    }
  });

  it('no street is made of the call\'s hour (on 3b08d65 `11:20` after `Livrare la:` was read as Strada 11 Iunie 1848)', () => {
    const note = 'apel 11:20 - asig. Ion Pop s-a mutat la trandafirilor 4, brasov, a cerut duplicat';
    const text = `Livrare la: ${note}`;
    expect(code(text)).toBe(code(note));
    expect(answerTo(index, text).address.street).not.toMatch(/Iunie/);
  });

  it('a link before a colon that the address follows is read as before (guard)', () => {
    expect(code('Vă rog livrați la: lunga 5, brasov')).toBe('500035');
    expect(code('Livrare la: pe primaverii la nr 10, in sibiu')).toBe('550241');
  });
});

describe('verify: a courtesy after a house the message links by `la … de la nr N`', () => {
  it('keeps the village the message names (no village of another county one letter off `de`)', () => {
    for (const [text, want] of [
      ['salut, lasati coletul la Ciumarna (Românași) SJ, la vecina de la nr 7 Mulțumesc!', '457282'],
      ['buna, lasati pachetul la Ruget (Vidra) VN, la poarta de la nr 14 Multumesc frumos!', '627418'],
    ] as const) {
      expect(code(text), text).toBe(want);
      expect(code(text.replace(/ [^ ]+( frumos)?!$/, '')), text).toBe(want);
    }
  });

  // The data's villages of a commune of another name: the courtesy after the number changes nothing.
  const catalog = index.catalog;
  const villages: number[] = [];
  for (let p = 0; p < catalog.placeCount && villages.length < 4000; p += 7) {
    const parent = catalog.placeParent(p);
    if (catalog.isSector(p) || parent === undefined || catalog.placePostalCode(p) === '' || catalog.placeName(p) === catalog.placeName(parent)) continue;
    villages.push(p);
  }
  it('as a property: a courtesy closing the message changes nothing of its code', async () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: villages.length - 1 }), fc.constantFrom('vecina', 'poarta', 'magazinul'), fc.integer({ min: 1, max: 200 }), fc.constantFrom('Mulțumesc!', 'Mersi!', 'Vă mulțumesc.'));
    await fc.assert(fc.asyncProperty(arb, async ([at, whose, n, courtesy]) => {
      const p = villages[at]!;
      const plain = `salut, lasati coletul la ${catalog.placeName(p)} (${catalog.placeName(catalog.placeParent(p)!)}) ${catalog.countyCode(catalog.placeCounty(p))}, la ${whose} de la nr ${n}`;
      expect(code(`${plain} ${courtesy}`), `${plain} ${courtesy}`).toBe(code(plain));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});

describe('verify: a label before a village and its commune linked by `din`', () => {
  it('the village is read, as without the label (the commune was answered, at 0.97)', () => {
    for (const [plain, want] of [
      ['Bolda din Beltiug, jud. Satu Mare, nr. 12', '447041'],
      ['sat Fundu Văii din com. Poienești, jud. Vaslui', '737419'],
    ] as const) {
      expect(code(plain), plain).toBe(want);
      for (const label of ['Adresa: ', 'Adresa de livrare: ']) expect(code(`${label}${plain}`), `${label}${plain}`).toBe(want);
    }
  });

  it('a message\'s sentence before `din` is still read as one (guard)', () => {
    expect(code('adresa mea este la bunica in Iugani, e comuna Boghesti, Vrancea')).toBe('627029');
  });

  // The data's villages whose commune has another name, each written `Village din Commune, jud. County`.
  const catalog = index.catalog;
  const villages: number[] = [];
  for (let p = 0; p < catalog.placeCount && villages.length < 4000; p += 5) {
    const parent = catalog.placeParent(p);
    if (catalog.isSector(p) || parent === undefined || catalog.placePostalCode(p) === '' || catalog.placeName(p) === catalog.placeName(parent)) continue;
    villages.push(p);
  }
  it('as a property: a form\'s label before it changes nothing of the code', async () => {
    let checked = 0;
    const arb = fc.tuple(fc.integer({ min: 0, max: villages.length - 1 }), fc.constantFrom('Adresa: ', 'Adresa de livrare: ', 'Adresă de facturare: '), fc.boolean());
    await fc.assert(fc.asyncProperty(arb, async ([at, label, marked]) => {
      const p = villages[at]!;
      const plain = `${marked ? 'satul ' : ''}${catalog.placeName(p)} din ${marked ? 'comuna ' : ''}${catalog.placeName(catalog.placeParent(p)!)}, jud. ${catalog.countyName(catalog.placeCounty(p))}`;
      expect(code(`${label}${plain}`), `${label}${plain}`).toBe(code(plain));
      checked++;
    }), { numRuns: RUNS, seed: SEED });
    expect(checked).toBe(RUNS);
  });
});
