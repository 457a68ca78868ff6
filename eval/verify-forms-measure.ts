/**
 * The measurements of `npm run eval:forms`, apart from its printing, so the
 * evaluation script and the gate of `npm test` (test/eval-gates-forms.test.ts)
 * count the same way: every generated case and every hand-typed address run
 * through `verify` as free-form text, with per-shape accuracy and calibration.
 *
 * "Right": the returned `postal_code` is one of the case's accepted codes. An
 * `ambiguous` verdict counts right only when its returned code is right. An
 * error (`locality_not_found`...) is a wrong answer without a confidence.
 */
import { basename } from 'node:path';
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError } from '../src/shared/errors.js';
import type { VerifyResult } from '../src/types.js';
import { FORMS_SEED, formCaseSteps, type Exclusion, type StructuredFields } from './verify-forms-cases.js';
import { drain, drainAsync } from './steps.js';
import { TYPED_FIFTH_PATH, TYPED_FOURTH_PATH, TYPED_FRESH_PATH, TYPED_OPEN_PATH, TYPED_EIGHTH_PATH, TYPED_NINTH_PATH, TYPED_SEVENTH_PATH, TYPED_TENTH_PATH, TYPED_ELEVENTH_PATH, TYPED_TWELFTH_PATH, TYPED_THIRTEENTH_PATH, TYPED_FOURTEENTH_PATH, TYPED_FIFTEENTH_PATH, TYPED_SIXTEENTH_PATH, TYPED_SEVENTEENTH_PATH, TYPED_EIGHTEENTH_PATH, TYPED_NINETEENTH_PATH, TYPED_TWENTIETH_PATH, TYPED_TWENTY_FIRST_PATH, TYPED_TWENTY_SECOND_PATH, TYPED_TWENTY_THIRD_PATH, TYPED_TWENTY_FOURTH_PATH, TYPED_TWENTY_FIFTH_PATH, TYPED_TWENTY_SIXTH_PATH, TYPED_TWENTY_SEVENTH_PATH, TYPED_TWENTY_EIGHTH_PATH, TYPED_TWENTY_NINTH_PATH, TYPED_THIRTIETH_PATH, TYPED_THIRTY_FIRST_PATH, TYPED_THIRTY_SECOND_PATH, TYPED_THIRTY_THIRD_PATH, TYPED_THIRTY_FOURTH_PATH, TYPED_THIRTY_FIFTH_PATH, TYPED_THIRTY_SIXTH_PATH, TYPED_THIRTY_SEVENTH_PATH, TYPED_THIRTY_EIGHTH_PATH, TYPED_THIRTY_NINTH_PATH, TYPED_FORTIETH_PATH, TYPED_FORTY_FIRST_PATH, TYPED_FORTY_SECOND_PATH, TYPED_FORTY_THIRD_PATH, TYPED_FORTY_FOURTH_PATH, TYPED_FORTY_FIFTH_PATH, TYPED_FORTY_SIXTH_PATH, TYPED_FORTY_SEVENTH_PATH, TYPED_FORTY_EIGHTH_PATH, TYPED_FORTY_NINTH_PATH, TYPED_FIFTIETH_PATH, TYPED_SIXTH_PATH, TYPED_THIRD_PATH, readTyped, type TypedCase } from './verify-forms-typed.js';

/** One answer. */
export interface Outcome {
  shape: string;
  form: string;
  input: string;
  accepted: string[];
  got: string;
  verdict: string;
  confidence: number | undefined;
  right: boolean;
  candidateHasCode: boolean;
}

/** Verifies one free-form text, or the structured `fields` whose JSON `input` is. */
export function runForm(index: LoadedIndex, shape: string, form: string, input: string, accepted: readonly string[], fields?: StructuredFields): Outcome {
  let result: VerifyResult | undefined;
  let verdict: string;
  try {
    result = index.verify(fields ?? { freeform: input });
    verdict = result.verdict;
  } catch (err) {
    verdict = err instanceof AddressError ? `error:${err.code}` : `crash:${String(err)}`;
  }
  const got = result?.address.postal_code ?? '';
  return {
    shape, form, input, accepted: [...accepted], got, verdict,
    confidence: result?.confidence,
    right: accepted.includes(got),
    candidateHasCode: result?.candidates?.some((c) => accepted.includes(c.address.postal_code)) ?? false,
  };
}

/**
 * The typists' sets after the first, each reported as its own table with its own calibration;
 * `key` names them in the JSON summary (`typed_<key>`) and in eval/gates.json.
 */
export const TYPISTS = [
  { key: 'fresh', title: 'second typist', path: TYPED_FRESH_PATH },
  { key: 'third', title: 'third typist', path: TYPED_THIRD_PATH },
  { key: 'fourth', title: 'fourth typist', path: TYPED_FOURTH_PATH },
  { key: 'fifth', title: 'fifth typist', path: TYPED_FIFTH_PATH },
  { key: 'sixth', title: 'sixth typist', path: TYPED_SIXTH_PATH },
  { key: 'seventh', title: 'seventh typist (structured records)', path: TYPED_SEVENTH_PATH },
  { key: 'eighth', title: 'eighth typist (villages named like places of other counties)', path: TYPED_EIGHTH_PATH },
  { key: 'ninth', title: 'ninth typist (structured records, columns misused)', path: TYPED_NINTH_PATH },
  { key: 'tenth', title: 'tenth typist (house numbers deciding the code)', path: TYPED_TENTH_PATH },
  { key: 'eleventh', title: 'eleventh typist (damaged by the systems they passed through)', path: TYPED_ELEVENTH_PATH },
  { key: 'twelfth', title: 'twelfth typist (identity documents and KYC forms)', path: TYPED_TWELFTH_PATH },
  { key: 'thirteenth', title: 'thirteenth typist (one detail wrong)', path: TYPED_THIRTEENTH_PATH },
  { key: 'fourteenth', title: 'fourteenth typist (Hungarian and German names and habits)', path: TYPED_FOURTEENTH_PATH },
  { key: 'fifteenth', title: 'fifteenth typist (spoken and written down)', path: TYPED_FIFTEENTH_PATH },
  { key: 'sixteenth', title: 'sixteenth typist (foreigners and English-language forms)', path: TYPED_SIXTEENTH_PATH },
  { key: 'seventeenth', title: 'seventeenth typist (the countryside)', path: TYPED_SEVENTEENTH_PATH },
  { key: 'eighteenth', title: 'eighteenth typist (bookkeeping records: e-invoices, company papers)', path: TYPED_EIGHTEENTH_PATH },
  { key: 'nineteenth', title: 'nineteenth typist (blocks of flats in the big towns)', path: TYPED_NINETEENTH_PATH },
  { key: 'twentieth', title: 'twentieth typist (older papers)', path: TYPED_TWENTIETH_PATH },
  { key: 'twenty-first', title: 'twenty-first typist (machine-damaged records)', path: TYPED_TWENTY_FIRST_PATH },
  { key: 'twenty-second', title: 'twenty-second typist (health, social care and insurance records)', path: TYPED_TWENTY_SECOND_PATH },
  { key: 'twenty-third', title: 'twenty-third typist (land, property and utilities records)', path: TYPED_TWENTY_THIRD_PATH },
  { key: 'twenty-fourth', title: 'twenty-fourth typist (Romanians abroad writing home)', path: TYPED_TWENTY_FOURTH_PATH },
  { key: 'twenty-fifth', title: 'twenty-fifth typist (tourism, hospitality and events)', path: TYPED_TWENTY_FIFTH_PATH },
  { key: 'twenty-sixth', title: 'twenty-sixth typist (industry, logistics and public works along the roads)', path: TYPED_TWENTY_SIXTH_PATH },
  { key: 'twenty-seventh', title: "twenty-seventh typist (justice, enforcement, tax and the state's letters)", path: TYPED_TWENTY_SEVENTH_PATH },
  { key: 'twenty-eighth', title: 'twenty-eighth typist (online shops\' checkouts and marketplaces)', path: TYPED_TWENTY_EIGHTH_PATH },
  { key: 'twenty-ninth', title: 'twenty-ninth typist (work and employment)', path: TYPED_TWENTY_NINTH_PATH },
  { key: 'thirtieth', title: 'thirtieth typist (civic and religious life: associations, parishes and volunteers)', path: TYPED_THIRTIETH_PATH },
  { key: 'thirty-first', title: 'thirty-first typist (real estate, rentals and moving house)', path: TYPED_THIRTY_FIRST_PATH },
  { key: 'thirty-second', title: 'thirty-second typist (banking, insurance, leasing and cars)', path: TYPED_THIRTY_SECOND_PATH },
  { key: 'thirty-third', title: "thirty-third typist (public institutions' own addresses: schools, town halls, libraries, post offices, dispensaries)", path: TYPED_THIRTY_THIRD_PATH },
  { key: 'thirty-fourth', title: 'thirty-fourth typist (telecom, internet and TV providers)', path: TYPED_THIRTY_FOURTH_PATH },
  { key: 'thirty-fifth', title: 'thirty-fifth typist (elections and the census: polling stations, the electoral register, candidacies, census notes)', path: TYPED_THIRTY_FIFTH_PATH },
  { key: 'thirty-sixth', title: 'thirty-sixth typist (pupils, students and their families in schools\' and universities\' records)', path: TYPED_THIRTY_SIXTH_PATH },
  { key: 'thirty-seventh', title: 'thirty-seventh typist (social assistance, pensions and disability: offices\' files and their clients\' requests)', path: TYPED_THIRTY_SEVENTH_PATH },
  { key: 'thirty-eighth', title: 'thirty-eighth typist (public notices and small ads in newspapers and on notice sites)', path: TYPED_THIRTY_EIGHTH_PATH },
  { key: 'thirty-ninth', title: 'thirty-ninth typist (insurance: policies, claims, brokers\' exports, agents\' and clients\' notes)', path: TYPED_THIRTY_NINTH_PATH },
  { key: 'fortieth', title: "fortieth typist (farms, animals and the countryside's registers: APIA, agricultural registers, ANSVSA, beekeepers, milk centres, land leases)", path: TYPED_FORTIETH_PATH },
  { key: 'forty-first', title: "forty-first typist (taxes, fines and local fees: the 230 form, tax offices' records, somații and decisions, fines' reports, receipts, payers' letters)", path: TYPED_FORTY_FIRST_PATH },
  { key: 'forty-second', title: 'forty-second typist (sport, culture and leisure: federations\' licences, clubs\' members and seats, race registrations, camps, gyms, libraries, theatres, folk ensembles, AJVPS hunters and anglers, prize winners)', path: TYPED_FORTY_SECOND_PATH },
  { key: 'forty-third', title: "forty-third typist (home services and repairs: warranty claims, job sheets, dispatchers' texts, ISCIR lists by commune, installers' tickets, devize for village houses, movers' destinations)", path: TYPED_FORTY_THIRD_PATH },
  { key: 'forty-fourth', title: 'forty-fourth typist (transport of people: pick-up addresses in taxi and ride-hailing bookings and exports, dispatch notes, school-bus and commuters\' lists, coach reservations, airport transfers, patient transport, carpool posts)', path: TYPED_FORTY_FOURTH_PATH },
  { key: 'forty-fifth', title: "forty-fifth typist (courts, bailiffs, notaries and lawyers: e-Dosar-like exports, bailiffs' and notaries' registers, land-book extracts, summonses, somații, seizure reports, succession papers, deeds, lawyers' letters, rulings' heads, legal aid requests, mediators' invitations, insolvency notices, AR slips)", path: TYPED_FORTY_FIFTH_PATH },
  { key: 'forty-sixth', title: "forty-sixth typist (emergencies and public order: 112 call-takers' records and callers' words, SAJ/SMURD dispatch sheets and exports, ISU intervention reports, police incident records, patrol notes and complaints, gas and power fault reports, flood and storm damage by commune, snow-blocked villages, civil protection notices, the vet on call, locksmiths' night calls)", path: TYPED_FORTY_SIXTH_PATH },
  { key: 'forty-seventh', title: "forty-seventh typist (pharmacies, laboratories, dentists, opticians and vaccination: pharmacy chains' home-delivery orders and exports, e-prescription and CNAS card records, prescriptions' patient lines, labs' home sample-collection bookings and result envelopes, dentists' files and reminders, opticians' orders, vaccination lists by commune and village, family doctors' patient lists, medical-device rentals, couriers' AWBs, patients' and relatives' messages)", path: TYPED_FORTY_SEVENTH_PATH },
  { key: 'forty-eighth', title: "forty-eighth typist (the post office, couriers' returns and mail-outs: AR slips and returns (destinatar mutat, necunoscut la adresă), money orders and pension mail, counter forms, parcel notices, post-restant and PO boxes, mass mail-outs of town halls, tax offices, banks, utilities and publishers, address corrections, redirections, letters from abroad, shops' labels with misused columns)", path: TYPED_FORTY_EIGHTH_PATH },
  { key: 'forty-ninth', title: "forty-ninth typist (civil status, funerals and cemeteries: civil-status registers of births, marriages and deaths and their exports, death certificates and declarations, funeral homes' orders, pick-ups and CRM records, cemetery concessions and parish registers, obituaries and parastas announcements, the inheritance annex, relatives' messages, wreath deliveries, stone-carvers' orders, burial permits, death-grant files)", path: TYPED_FORTY_NINTH_PATH },
  { key: 'fiftieth', title: "fiftieth typist (forests, firewood, hunting and fishing: ocoale silvice's firewood sales and delivery orders, SUMAL wood-transport notices, timber buyers' and sawmills' receipts, obști and composesorate members' lists, gamekeepers' and wildlife-damage reports, hunting and fishing permits' holders, pellet and briquette deliveries, chimney sweeps' rounds by village, villagers' messages asking for wood)", path: TYPED_FIFTIETH_PATH }
].map((x) => ({ ...x, file: `eval/${basename(x.path)}` }));

/** A typist's set and its answers. */
export interface TypistRun {
  key: string;
  title: string;
  file: string;
  addresses: TypedCase[];
  outcomes: Outcome[];
}

/** Everything `eval:forms` verifies. */
export interface FormsRun {
  generated: Outcome[];
  excluded: Exclusion[];
  /** The first typist's set (eval/verify-forms-typed.json). */
  typed: Outcome[];
  typedCases: TypedCase[];
  open: Outcome[];
  openCases: TypedCase[];
  typists: TypistRun[];
  seconds: number;
}

const accepted = (t: TypedCase): string[] => [t.code, ...(t.also ?? [])];

/** Generates the cases (`perShape` per shape, seeded) and verifies them and every hand-typed address. */
export function runForms(index: LoadedIndex, perShape = 450, seed = FORMS_SEED): FormsRun {
  return drain(formsSteps(index, perShape, seed));
}

/** {@link runForms}, giving the event loop turns (for test workers). */
export function runFormsAsync(index: LoadedIndex, perShape = 450, seed = FORMS_SEED): Promise<FormsRun> {
  return drainAsync(formsSteps(index, perShape, seed));
}

/** The run, one step per verified address. */
function* formsSteps(index: LoadedIndex, perShape: number, seed: number): Generator<void, FormsRun> {
  const typedCases = readTyped();
  const openCases = readTyped(TYPED_OPEN_PATH);
  const sets = TYPISTS.map((x) => ({ ...x, addresses: readTyped(x.path) }));
  const started = performance.now();
  const { cases, excluded } = yield* formCaseSteps(index.catalog, perShape, seed);
  const generated: Outcome[] = [];
  for (const c of cases) {
    generated.push(runForm(index, c.shape, c.form, c.input, c.accepted, c.fields));
    yield;
  }
  const typedRun = function* (list: readonly TypedCase[], form: string): Generator<void, Outcome[]> {
    const out: Outcome[] = [];
    for (const t of list) {
      out.push(runForm(index, t.shape, form, t.text, accepted(t), t.fields));
      yield;
    }
    return out;
  };
  const typed = yield* typedRun(typedCases, 'typed');
  const open = yield* typedRun(openCases, 'open');
  const typists: TypistRun[] = [];
  for (const x of sets) typists.push({ ...x, outcomes: yield* typedRun(x.addresses, x.key) });
  return { generated, excluded, typed, typedCases, open, openCases, typists, seconds: (performance.now() - started) / 1000 };
}

/** A percentage with two decimals (0 for nothing measured), as `eval:forms` prints it. */
export function formsPercent(n: number, d: number): number {
  return d === 0 ? 0 : Math.round((n / d) * 10000) / 100;
}

export interface ShapeStats {
  total: number;
  right: number;
  percent: number;
  ambiguous: number;
  ambiguous_right: number;
  ambiguous_code_in_candidates: number;
  errors: number;
  multi_code_cases: number;
}

/** Accuracy per shape, shapes in order. */
export function byShape(outcomes: readonly Outcome[]): Record<string, ShapeStats> {
  const stats: Record<string, ShapeStats> = {};
  for (const o of outcomes) {
    const s = (stats[o.shape] ??= { total: 0, right: 0, percent: 0, ambiguous: 0, ambiguous_right: 0, ambiguous_code_in_candidates: 0, errors: 0, multi_code_cases: 0 });
    s.total++;
    if (o.right) s.right++;
    if (o.verdict === 'ambiguous') {
      s.ambiguous++;
      if (o.right) s.ambiguous_right++;
      else if (o.candidateHasCode) s.ambiguous_code_in_candidates++;
    }
    if (o.verdict.startsWith('error:') || o.verdict.startsWith('crash:')) s.errors++;
    if (o.accepted.length > 1) s.multi_code_cases++;
  }
  for (const s of Object.values(stats)) s.percent = formsPercent(s.right, s.total);
  return Object.fromEntries(Object.entries(stats).sort(([a], [b]) => a.localeCompare(b)));
}

export const BANDS: Array<[string, number, number]> = [['<0.5', -1, 0.5], ['0.5-0.7', 0.5, 0.7], ['0.7-0.9', 0.7, 0.9], ['0.9-0.95', 0.9, 0.95], ['>=0.95', 0.95, 2]];

export interface Calibration {
  bands: Record<string, { answers: number; right: number; percent: number }>;
  errors: number;
  wrong_at_0_9: number;
  answers_at_0_9: number;
  /** Share of the answers at confidence >= 0.9 that are wrong (target <= 0.5%). */
  wrong_share_at_0_9: number;
  /** Share of all wrong answers that had confidence >= 0.9. */
  share_of_wrong_at_0_9: number;
  valid_but_wrong: number;
}

/** A wrong answer at confidence >= 0.9. */
export const wrongAtHigh = (o: Outcome): boolean => !o.right && o.confidence !== undefined && o.confidence >= 0.9;
/** A wrong answer with the verdict `valid`. */
export const validButWrong = (o: Outcome): boolean => !o.right && o.verdict === 'valid';

export function calibration(outcomes: readonly Outcome[]): Calibration {
  const bands: Calibration['bands'] = {};
  for (const [name] of BANDS) bands[name] = { answers: 0, right: 0, percent: 0 };
  let errors = 0;
  let high = 0;
  let wrong = 0;
  for (const o of outcomes) {
    if (!o.right) wrong++;
    const confidence = o.confidence;
    if (confidence === undefined) {
      errors++;
      continue;
    }
    const band = BANDS.find(([, lo, hi]) => confidence >= lo && confidence < hi);
    if (band === undefined) continue;
    const b = bands[band[0]]!;
    b.answers++;
    if (o.right) b.right++;
    if (confidence >= 0.9) high++;
  }
  for (const b of Object.values(bands)) b.percent = formsPercent(b.right, b.answers);
  const wrongHigh = outcomes.filter(wrongAtHigh).length;
  return {
    bands, errors, wrong_at_0_9: wrongHigh, answers_at_0_9: high, wrong_share_at_0_9: formsPercent(wrongHigh, high), share_of_wrong_at_0_9: formsPercent(wrongHigh, wrong),
    valid_but_wrong: outcomes.filter(validButWrong).length,
  };
}

/** The sets gated by `npm test`, by their names in eval/gates.json: `first` is eval/verify-forms-typed.json. */
export function typedSets(run: FormsRun): Array<{ key: string; outcomes: Outcome[] }> {
  return [{ key: 'first', outcomes: run.typed }, ...run.typists.map((x) => ({ key: x.key, outcomes: x.outcomes }))];
}

/** The figures `npm test` gates on, by the names of eval/gates.json. */
export interface FormsFigures {
  /** Percent right per generated shape. */
  generated: Record<string, number>;
  /** Right answers per typist's set. */
  typed_right: Record<string, number>;
  /** Wrong answers at confidence >= 0.9, and `valid` given to a wrong answer, per set (`generated` and each typist's). */
  wrong_at_0_9: Record<string, number>;
  valid_but_wrong: Record<string, number>;
}

export function formsFigures(run: FormsRun): FormsFigures {
  const sets = [{ key: 'generated', outcomes: run.generated }, ...typedSets(run)];
  return {
    generated: Object.fromEntries(Object.entries(byShape(run.generated)).map(([k, v]) => [k, v.percent])),
    typed_right: Object.fromEntries(typedSets(run).map((x) => [x.key, x.outcomes.filter((o) => o.right).length])),
    wrong_at_0_9: Object.fromEntries(sets.map((x) => [x.key, x.outcomes.filter(wrongAtHigh).length])),
    valid_but_wrong: Object.fromEntries(sets.map((x) => [x.key, x.outcomes.filter(validButWrong).length])),
  };
}

/** One line for an answer, for failure listings. */
export function describeOutcome(o: Outcome): string {
  return `${o.shape} [${o.form}] ${JSON.stringify(o.input)} expected ${o.accepted.join('|')} got ${o.got || '-'} ${o.verdict} ${o.confidence ?? ''}${o.candidateHasCode ? ' (code among candidates)' : ''}`;
}
