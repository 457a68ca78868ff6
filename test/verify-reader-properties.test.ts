/**
 * Properties of verify's reader of address text (issue 24), checked with
 * fast-check on real addresses: the six typists' sets and the evaluation's
 * addresses built from the data.
 *
 * - A greeting, a note or a label around an address does not change its code.
 * - A structured input's county is never replaced while a place of that
 *   locality name exists in that county.
 * - Splitting a free-form address into its structured fields gives the same code.
 *
 * Every property counts the inputs it checked and asserts that all of them
 * were (no run is skipped). The seed is fixed so that a failure is
 * reproducible; `RO_ADDRESS_PROPERTY_SEED` and `RO_ADDRESS_PROPERTY_RUNS` try
 * others (all six held on seeds 1 to 3 with 1,000 runs, and the typists'
 * wrapping on 13 seeds with 1,500, when the last `it.fails` was lifted).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError, LIMITS } from '../src/shared/errors.js';
import { fold } from '../src/shared/normalize.js';
import type { VerifyInput } from '../src/types.js';
import { addressCases, type AddressCase } from '../eval/verify-cases.js';
import { turn } from '../eval/steps.js';
import { TYPISTS } from '../eval/verify-forms-measure.js';
import { readTyped, type TypedCase } from '../eval/verify-forms-typed.js';
import { builtIndex, codeOrError } from './helpers/index.js';
import { INVISIBLE, withInserted } from './helpers/copy-paste.js';

/** Runs per property: each run verifies two or three inputs (about 1 ms each), so the file stays well under 20 s. */
const RUNS = Number(process.env.RO_ADDRESS_PROPERTY_RUNS ?? 300);
/** A fixed seed: the same inputs on every run, so a failure is reproducible (`RO_ADDRESS_PROPERTY_SEED` to try another). */
const SEED = Number(process.env.RO_ADDRESS_PROPERTY_SEED ?? 24_024);

const index = builtIndex() as LoadedIndex;
const catalog = index.catalog;

/** What verify answers: the postal code, or the error's code. */
const answer = (input: VerifyInput): string => codeOrError(index, input);

/** Every hand-typed address of the six typists. */
const typed: TypedCase[] = [readTyped(), ...TYPISTS.map((x) => readTyped(x.path))].flat();
const typedAddress = fc.integer({ min: 0, max: typed.length - 1 }).map((i) => typed[i]!.text);
/**
 * The typists' free-form texts: what a person wraps in a greeting, a label or a note. A structured
 * record's `text` is its fields as JSON (what reports quote), sent as fields, not typed after a label.
 */
const typedFreeform = typed.filter((t) => t.fields === undefined);
/** The typists' structured records: `text` is the fields as JSON, as an export or a log line writes them. */
const typedStructured = typed.filter((t) => t.fields !== undefined);

const GREETINGS = ['Bună ziua, adresa mea este: ', 'Buna ziua! Adresa mea este ', 'Salut, '];
/** A request or an evening greeting before the address (the reader once lost the street after them). */
const REQUESTS = ['Bună seara. ', 'Bună seara. Vă rog să trimiteți coletul la: ', 'Vă rog să trimiteți coletul la: ', 'Trimiteți coletul la: '];
const LABELS = ['Adresa de livrare: ', 'Adresa: ', 'Adresă de facturare: ', 'Livrare la: ', 'ADRESA DE LIVRARE: '];
const NOTES = [' Mulțumesc!', '. Mulțumesc frumos!', ' Vă mulțumesc.', ', mersi', '. Sunați înainte, vă rog.', ' Multumesc!'];
/**
 * Of those, the texts that stay of legal size (`LIMITS.maxFieldLength`) in the longest wrapping below (a greeting and a
 * note): a longer one is refused as `field_too_long`, rightly, and says nothing of the reader.
 */
const WRAPPING_MOST_CHARACTERS = Math.max(...[...GREETINGS, ...LABELS].map((g) => [...g].length)) + Math.max(...NOTES.map((n) => [...n].length));
const typedWrappable = typedFreeform.filter((t) => [...t.text].length + WRAPPING_MOST_CHARACTERS <= LIMITS.maxFieldLength);
const typedFreeformText = fc.integer({ min: 0, max: typedWrappable.length - 1 }).map((i) => typedWrappable[i]!.text);
/**
 * An institution's name before the address (a school's or a town hall's letterhead): its end written
 * by a comma, or by the street type word that follows it (`COLEGIUL NATIONAL MIHAI EMINESCU Strada …`;
 * before a place alone, where it ends is not written: `… EMINESCU Goranu, Vâlcea` is read each way).
 */
const ORGANISATIONS = ['Școala Gimnazială nr. 3, ', 'Colegiul Național „Mihai Eminescu”, ', 'Spitalul Județean de Urgență, '];
const ORGANISATIONS_BEFORE_STREETS = ['COLEGIUL NATIONAL MIHAI EMINESCU ', 'Liceul Teoretic '];
/** Contacts after the address. */
const CONTACTS = [', e-mail: office@scoala3.ro', ' www.scoala3.ro', ', tel. 0264 123 456, e-mail: secretariat@liceu.ro', ', https://liceu.ro/contact'];
const letterhead = (organisations: readonly string[]): fc.Arbitrary<{ before: string; after: string }> =>
  fc.tuple(fc.constantFrom(...organisations), fc.constantFrom('', ...CONTACTS)).map(([o, c]) => ({ before: o, after: c }));

/** An address wrapped in a greeting (of `greetings`), a label or a note (or a greeting and a note). */
function wrappingOf(greetings: readonly string[]): fc.Arbitrary<{ before: string; after: string }> {
  return fc.oneof(
    fc.constantFrom(...greetings).map((g) => ({ before: g, after: '' })),
    fc.constantFrom(...LABELS).map((l) => ({ before: l, after: '' })),
    fc.constantFrom(...NOTES).map((n) => ({ before: '', after: n })),
    fc.tuple(fc.constantFrom(...greetings), fc.constantFrom(...NOTES)).map(([g, n]) => ({ before: g, after: n })),
  );
}
const wrapping = wrappingOf(GREETINGS);
const requestWrapping = fc.tuple(fc.constantFrom(...REQUESTS), fc.constantFrom('', ...NOTES)).map(([g, n]) => ({ before: g, after: n }));

/** The property: the wrapped text gets the plain text's answer. */
function sameWrapped(text: string, w: { before: string; after: string }): void {
  const wrapped = `${w.before}${text}${w.after}`;
  expect(answer({ freeform: wrapped }), wrapped).toBe(answer({ freeform: text }));
}

/** Runs a property and returns how many runs it checked; throws fast-check's report (with the shrunk counterexample) when one fails. */
async function checked<T>(arb: fc.Arbitrary<T>, property: (value: T) => void, numRuns = RUNS): Promise<number> {
  let count = 0;
  await fc.assert(fc.asyncProperty(arb, async (value) => {
    property(value);
    count++;
    await turn();
  }), { numRuns, seed: SEED });
  return count;
}

/** The evaluation's street addresses with a plain house number, and its small localities. */
const { cases } = addressCases(catalog);
const splittable = cases.filter((c) => c.kind === 'place' || /^nr\. \d{1,4}[A-Z]?$/.test(c.house));

/** The free-form text of an address, its parts joined as people join them. */
function freeformOf(c: AddressCase, join: number): string {
  const { street, locality, county } = c.structured;
  const number = c.house.replace(/^nr\. /, '');
  if (street === undefined) return [`${locality}, ${county}`, `${locality}, jud. ${county}`, `${locality} ${county}`][join % 3]!;
  return [
    `${street} ${number}, ${locality}, ${county}`,
    `${street}, nr. ${number}, ${locality}, jud. ${county}`,
    `${street} nr. ${number} ${locality} ${county}`,
  ][join % 3]!;
}

/** The structured fields of the same address. */
function fieldsOf(c: AddressCase): VerifyInput {
  const { street, locality, county } = c.structured;
  if (street === undefined) return { locality, county };
  return { street, house_number: c.house.replace(/^nr\. /, ''), locality, county };
}

describe('verify reader: a greeting, a note or a label around an address', () => {
  const evaluation = fc.tuple(fc.integer({ min: 0, max: splittable.length - 1 }), fc.integer({ min: 0, max: 2 }));

  it('does not change the postal code of the evaluation\'s addresses written free-form', async () => {
    const n = await checked(fc.tuple(evaluation, wrapping), ([[at, join], w]) => sameWrapped(freeformOf(splittable[at]!, join), w));
    expect(n).toBeGreaterThanOrEqual(RUNS);
  });

  // Failed on eba4993: after `Bună seara.` or `... coletul la:` the reader lost the street (`Vă rog să
  // trimiteți coletul la: Strada Rotundă, nr. 34, București, jud. București` answered 237375, a place
  // Rotunda of another county; the plain text 032703). A greeting closed by a sentence's end and a
  // request closed by a colon are the message's now (vocabulary: MESSAGE_REQUEST_WORDS).
  it('does not change the postal code of the evaluation\'s addresses after a request or an evening greeting (issue 24)', async () => {
    const n = await checked(fc.tuple(evaluation, requestWrapping), ([[at, join], w]) => sameWrapped(freeformOf(splittable[at]!, join), w));
    expect(n).toBeGreaterThanOrEqual(RUNS);
  });

  // Failed on 14cf04e with the counterexample `Bună ziua, adresa mea este: Școala Gimnazială nr. 3,
  // str. Mărășești nr. 8, Bacău` (600018, the plain text 600017): a numbered institution was left out
  // only when it opened its field, and the label before it was not yet read as one. (On eba4993:
  // `bd dorobantilor 20 braila romania Mulțumesc!`.)
  it('nor does an institution\'s name before it or an e-mail or web address after it (issue 24)', async () => {
    const n = await checked(fc.tuple(evaluation, letterhead(ORGANISATIONS)), ([[at, join], w]) => sameWrapped(freeformOf(splittable[at]!, join), w));
    expect(n).toBeGreaterThanOrEqual(RUNS);
    const streets = splittable.filter((c) => c.kind === 'street');
    const byStreet = fc.tuple(fc.integer({ min: 0, max: streets.length - 1 }), fc.integer({ min: 0, max: 2 }));
    const m = await checked(fc.tuple(byStreet, letterhead(ORGANISATIONS_BEFORE_STREETS)), ([[at, join], w]) => sameWrapped(freeformOf(streets[at]!, join), w));
    expect(m).toBeGreaterThanOrEqual(RUNS);
  });

  it('does not change the postal code of the typists\' addresses (issue 24)', async () => {
    const n = await checked(fc.tuple(typedFreeformText, wrapping), ([text, w]) => sameWrapped(text, w));
    expect(n).toBeGreaterThanOrEqual(RUNS);
  });

  it('gives a structured record pasted after a label as JSON the code its fields get (issue 24)', async () => {
    // The records whose fields find a locality: a record that finds none is read as words, whatever they give.
    const records = typedStructured.filter((t) => !answer(t.fields!).startsWith('error:'));
    expect(records.length).toBeGreaterThan(typedStructured.length * 0.95);
    const record = fc.integer({ min: 0, max: records.length - 1 }).map((i) => records[i]!);
    const n = await checked(fc.tuple(record, fc.constantFrom(...LABELS)), ([t, label]) => {
      const text = `${label}${t.text}`;
      expect(answer({ freeform: text }), text).toBe(answer(t.fields!));
    });
    expect(n).toBeGreaterThanOrEqual(RUNS);
  });
});

// ---------------------------------------------------------------------------

/** Places by folded name, and which counties have one. */
const countiesByName = new Map<string, Set<number>>();
for (let p = 0; p < catalog.placeCount; p++) {
  if (catalog.isSector(p)) continue;
  const key = fold(catalog.placeName(p));
  (countiesByName.get(key) ?? countiesByName.set(key, new Set()).get(key)!).add(catalog.placeCounty(p));
}
const places = Array.from({ length: catalog.placeCount }, (_v, p) => p).filter((p) => !catalog.isSector(p) && catalog.placeName(p) !== '');
const sharedName = (p: number): boolean => (countiesByName.get(fold(catalog.placeName(p)))?.size ?? 0) > 1;
const namesakePlaces = places.filter(sharedName);
const ownNamePlaces = places.filter((p) => !sharedName(p));

/** Street fields of a register: none, a common street with a number, or the place's own name (a village written as its street). */
const STREET_FIELDS = ['', 'Principală', 'Strada Principală', 'Str. Școlii', 'Unirii'];

/** A structured input naming a place of `pool` with its county (name or two-letter code). */
function structuredOf(pool: readonly number[]): fc.Arbitrary<{ place: number; input: VerifyInput }> {
  return fc.record({
    at: fc.integer({ min: 0, max: pool.length - 1 }),
    code: fc.boolean(),
    street: fc.integer({ min: -1, max: STREET_FIELDS.length - 1 }),
    number: fc.integer({ min: 1, max: 120 }),
  }).map(({ at, code, street, number }) => {
    const place = pool[at]!;
    const county = catalog.placeCounty(place);
    const input: { street?: string; house_number?: string; locality: string; county: string } = {
      locality: catalog.placeName(place),
      county: code ? catalog.countyCode(county) : catalog.countyName(county),
    };
    if (street === -1) input.street = catalog.placeName(place);
    else if (STREET_FIELDS[street] !== '') {
      input.street = STREET_FIELDS[street]!;
      input.house_number = String(number);
    }
    return { place, input };
  });
}

function countyHolds({ place, input }: { place: number; input: VerifyInput }): void {
  const want = catalog.countyCode(catalog.placeCounty(place));
  let got: string;
  try {
    got = index.verify(input).address.county_code;
  } catch (err) {
    got = err instanceof AddressError ? `error:${err.code}` : String(err);
  }
  expect(got, JSON.stringify(input)).toBe(want);
}

describe('verify reader: a structured input\'s county', () => {
  it('is kept for a place whose name no other county has', async () => {
    expect(await checked(structuredOf(ownNamePlaces), countyHolds)).toBeGreaterThanOrEqual(RUNS);
  });

  // Failed on eba4993 (a place of that name in another county won: `{ street: 'Podgoria', locality:
  // 'Podgoria', county: 'Prahova' }` answered in Buzău); the county written now holds.
  it('is kept for a place whose name another county has too (issue 24)', async () => {
    expect(await checked(structuredOf(namesakePlaces), countyHolds)).toBeGreaterThanOrEqual(RUNS);
  });
});

// ---------------------------------------------------------------------------

/** Every place's folded name, hyphens as spaces, with its county (`piatra olt|Olt`): a name that holds a county's name. */
const namesInCounty = new Set(places.map((p) => `${fold(catalog.placeName(p)).replace(/-/g, ' ')}|${catalog.countyName(catalog.placeCounty(p))}`));

describe('verify reader: splitting a free-form address into its fields', () => {
  it('gives the same postal code (the evaluation\'s addresses)', async () => {
    const arb = fc.tuple(fc.integer({ min: 0, max: splittable.length - 1 }), fc.integer({ min: 0, max: 2 }));
    const n = await checked(arb, ([at, join]) => {
      const c = splittable[at]!;
      const text = freeformOf(c, join);
      // `Piatra Olt` (the village Piatra and its county, joined by a space, seed 389) is also the name of the town
      // Piatra-Olt of that county: the text names that place, which its fields do not say; what no reader can tell
      // apart is read as the place the whole text names.
      const { street, locality, county } = c.structured;
      if (street === undefined && join % 3 === 2 && namesInCounty.has(`${fold(text).replace(/-/g, ' ')}|${county}`)) {
        expect(answer({ freeform: text }), text).toBe(answer({ locality: text, county }));
        return;
      }
      expect(answer({ freeform: text }), text).toBe(answer(fieldsOf(c)));
    });
    expect(n).toBeGreaterThanOrEqual(RUNS);
  });
});

// ---------------------------------------------------------------------------

/** The whole answer, as compared: what verify returns, or the error's code. */
function wholeAnswer(input: VerifyInput): string {
  try {
    return JSON.stringify(index.verify(input));
  } catch (err) {
    if (err instanceof AddressError) return `error:${err.code}`;
    throw err;
  }
}

const invisibleInserts = fc.array(fc.tuple(fc.nat(300), fc.constantFrom(...INVISIBLE)), { minLength: 1, maxLength: 6 });

/** `text` as a web form's HTML writes it: each letter beyond ASCII a character reference, the field breaks `<br>`. */
function asHtml(text: string, hex: boolean): string {
  return text.replace(/[^\x00-\x7f]/g, (c) => (hex ? `&#x${c.codePointAt(0)!.toString(16)};` : `&#${c.codePointAt(0)!};`)).replace(/, /g, '<br>');
}

/**
 * True when the locality of `c` written with `?` for its Romanian letters is another place's name of its county too
 * (`P?tru?e?ti`: Pătruțești and Pătrușești of Alba): the text no longer tells them apart.
 */
function namesTwoPlaces(c: AddressCase, questionMarks: (t: string) => string): boolean {
  const marked = questionMarks(c.structured.locality);
  if (!marked.includes('?')) return false;
  const county = fold(c.structured.county);
  const names = new Set<string>();
  for (const p of places) {
    if (fold(catalog.countyName(catalog.placeCounty(p))) !== county) continue;
    const name = catalog.placeName(p);
    if (questionMarks(name) === marked) names.add(fold(name));
  }
  return names.size > 1;
}

describe('verify reader: what copy-paste leaves in the text (issue 24)', () => {
  const evaluation = fc.tuple(fc.integer({ min: 0, max: splittable.length - 1 }), fc.integer({ min: 0, max: 2 }));

  // Failed on 95387c8: a zero-width space before the number hid it (`nr. \u200b6`: ambiguous among the
  // street's codes), a soft hyphen split a word (`Glad\u00adiolelor`: another street).
  it('invisible characters anywhere do not change the answer (the evaluation\'s and the typists\' addresses)', async () => {
    const n = await checked(fc.tuple(evaluation, invisibleInserts), ([[at, join], ins]) => {
      const text = freeformOf(splittable[at]!, join);
      const inserted = withInserted(text, ins);
      expect(wholeAnswer({ freeform: inserted }), JSON.stringify(inserted)).toBe(wholeAnswer({ freeform: text }));
    });
    expect(n).toBeGreaterThanOrEqual(RUNS);
    const m = await checked(fc.tuple(typedAddress, invisibleInserts), ([text, ins]) => {
      const inserted = withInserted(text, ins);
      expect(wholeAnswer({ freeform: inserted }), JSON.stringify(inserted)).toBe(wholeAnswer({ freeform: text }));
    });
    expect(m).toBeGreaterThanOrEqual(RUNS);
  });

  // Failed on 95387c8: `PetreÈ™ti, SebeÈ™, Alba` answered Sebeș; `Bulevardul Milcov nr. 9, GalaÈ›i` Milcov of Olt, valid.
  it('an address decoded with the wrong code page gets the same answer; with a ? for each Romanian letter, the same postal code', async () => {
    const asWindows1252 = (t: string): string => Buffer.from(t, 'utf8').toString('latin1');
    const questionMarks = (t: string): string => t.replace(/[ăâîșțşţĂÂÎȘȚŞŢ]/g, '?');
    const n = await checked(evaluation, ([at, join]) => {
      const text = freeformOf(splittable[at]!, join);
      expect(wholeAnswer({ freeform: asWindows1252(text) }), asWindows1252(text)).toBe(wholeAnswer({ freeform: text }));
      const marked = questionMarks(text);
      const plain = answer({ freeform: text });
      if (namesTwoPlaces(splittable[at]!, questionMarks)) {
        // `P?tru?e?ti, Alba` is Pătruțești and Pătrușești of Alba alike (seed 37): what the text says is one of the two,
        // so the plain text's place is the answer or a candidate of an ambiguous one.
        const got = index.verify({ freeform: marked });
        expect([got.address.postal_code, ...(got.verdict === 'ambiguous' ? (got.candidates ?? []).map((x) => x.address.postal_code) : [])], marked).toContain(plain);
      } else {
        expect(answer({ freeform: marked }), marked).toBe(plain);
      }
    });
    expect(n).toBeGreaterThanOrEqual(RUNS);
  });

  // Failed on 95387c8: `Strada Milcov nr. 138, Bac&#259;u` answered Milcov of Olt, valid.
  it('an address written as HTML (character references, <br> between fields) gets the same postal code', async () => {
    const n = await checked(fc.tuple(evaluation, fc.boolean()), ([[at, join], hex]) => {
      const text = freeformOf(splittable[at]!, join);
      const html = asHtml(text, hex);
      expect(answer({ freeform: html }), html).toBe(answer({ freeform: text }));
    });
    expect(n).toBeGreaterThanOrEqual(RUNS);
  });
});
