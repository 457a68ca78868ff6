/**
 * Structured exports of every village named like places of other counties (issue 24, structured91): the villages of
 * eval/verify-namesakes.ts (all of them, not its draw of 600), each written in the structured shapes real exports have
 * (the village and its unit across the street and locality columns, `sat`/`com.`/`loc.` markers inside the fields, the
 * county as its code, its name or `jud. X`, the county empty with the postal code given, the whole address in the
 * street field, capitals without the letters' marks, ...). Per form: the share of answers with the village's code, the
 * share in its county, wrong answers at confidence >= 0.9 and `valid` given to a wrong one; then some misses.
 *
 *   npx tsx eval/namesake-structured-probe.ts [index file] [one form]   (SHOW=n misses per form, 6 by default)
 *
 * The counties and house numbers are drawn with a seeded random, so every run measures the same inputs.
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { AddressError } from '../src/shared/errors.js';
import { fold } from '../src/shared/normalize.js';
import { SirutaType } from '../src/shared/place-kind.js';
import type { VerifyInput } from '../src/types.js';
import { namesakeVillages } from './verify-namesakes.js';
import { seededRandom } from './random.js';

const ROOT = resolve(import.meta.dirname, '..');
const index = loadIndexSync(resolve(ROOT, process.argv[2] ?? 'data/ro-address.idx')) as LoadedIndex;
const c = index.catalog;
const { villages } = namesakeVillages(c);
const r = seededRandom(91);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const MARK: ReadonlyMap<number, string> = new Map([[SirutaType.commune, 'com.'], [SirutaType.town, 'oraș'], [SirutaType.municipality, 'mun.'], [SirutaType.countySeatMunicipality, 'mun.']]);
const up = (s: string) => fold(s).toUpperCase();
type F = Record<string, VerifyInput>;
/** What each form measured. */
const stats = new Map<string, { n: number; right: number; county: number; wrong9: number; validWrong: number; miss: string[] }>();
const only = process.argv[3];
for (const p of villages) {
  const v = c.placeName(p); const cty = c.placeCounty(p); const N = c.countyName(cty); const K = c.countyCode(cty);
  const unit = c.placeParent(p) ?? p; const U = c.placeName(unit); const M = MARK.get(c.placeType(unit)) ?? 'com.';
  const P = c.placePostalCode(p); const nr = String(1 + Math.floor(r() * 200));
  const C = pick([N, K, `jud. ${N}`, `JUD. ${up(N)}`, `Județul ${N}`, up(N)]);
  const forms: F = {
    unit_loc_village_street_nr: { street: `${v} nr. ${nr}`, locality: U, county: C },
    unit_loc_sat_village_street_house: { street: `sat ${v}`, house_number: nr, locality: `${M} ${U}`, county: C },
    unit_loc_village_street_house: { street: v, house_number: nr, locality: U, county: C },
    village_loc_unit_street: { street: `${M} ${U}`, locality: v, county: C },
    village_loc_unit_street_nr: { street: `${M} ${U} nr. ${nr}`, locality: v, county: C },
    village_loc_unit_bare_street: { street: U, locality: v, county: C },
    sat_loc: { locality: `sat ${v}`, county: C },
    loc_loc: { locality: `loc. ${v}`, county: C },
    sat_loc_com_street: { street: `com. ${U}`, locality: `sat ${v}`, county: C },
    county_code: { locality: v, county: K },
    county_jud: { locality: v, county: `jud. ${N}` },
    county_empty_postal: { locality: v, county: '', postal_code: P },
    county_missing_postal: { locality: v, postal_code: P },
    county_missing_postal_street: { street: `${v} nr. ${nr}`, locality: U, postal_code: P },
    whole_in_street_loc_village: { street: `Sat ${v}, ${M} ${U}, Jud. ${N}, nr. ${nr}`, locality: v },
    whole_in_street_loc_unit: { street: `sat ${v} nr ${nr}, ${M} ${U}, jud ${N}`, locality: U },
    whole_in_street_loc_county: { street: `sat ${v}, ${M} ${U}, nr. ${nr}`, locality: N, county: N },
    whole_in_street_county_col: { street: `sat ${v}, ${M} ${U}, nr. ${nr}`, locality: v, county: C },
    upper_village_unit: { street: up(`sat ${v} nr ${nr}`), locality: up(`${M} ${U}`), county: up(N) },
    upper_locality_only: { locality: up(v), county: up(N) },
    upper_village_loc_unit_street: { street: up(`COM ${U}`), locality: up(v), county: K },
    house_fn: { street: `sat ${v}`, house_number: pick(['FN', 'f.n.', 'fn', 'F.N.', 'nr. FN', 'S/N', 'fara numar']), locality: `${M} ${U}`, county: C },
    house_fn_loc_village: { street: pick(['Str. Principală', '-', `Sat ${v}`]), house_number: pick(['FN', 'f.n.', 'nr. fn']), locality: v, county: C },
    unit_first_locality: { locality: `${M} ${U}, sat ${v}`, county: C },
    unit_first_locality_bare: { locality: `${U}, ${v}`, county: C },
    unit_dash_village: { locality: `${U} - ${v}`, county: C },
    village_brackets_unit: { locality: `${v} (${U})`, county: C },
    unit_brackets_village: { locality: `${M} ${U} (sat ${v})`, county: C },
    village_twice: { street: `Sat ${v}`, house_number: nr, locality: v, county: C },
    localitatea: { locality: `Localitatea ${v}`, county: C },
    satul: { locality: `Satul ${v}`, street: `Comuna ${U}`, county: C },
    county_lower_code: { locality: v, county: K.toLowerCase() },
    county_jud_code: { locality: v, county: `Jud. ${K}` },
    county_upper_judetul: { locality: up(v), county: `JUDETUL ${up(N)}` },
    seat_locality_whole_street: { street: `sat ${v}, ${M} ${U}, nr. ${nr}`, locality: N, county: K },
    unit_loc_postal_no_county: { street: `sat ${v} nr. ${nr}`, locality: `${M} ${U}`, postal_code: P },
    village_loc_postal_no_county: { street: `${M} ${U}`, locality: v, postal_code: P },
    upper_whole_street: { street: up(`SAT ${v} NR ${nr} COM ${U} JUD ${N}`), locality: up(v) },
    loc_village_comma_unit: { locality: `${v}, ${M} ${U}`, county: C },
  };
  for (const [form, input] of Object.entries(forms)) {
    if (only && form !== only) continue;
    let got = '', gc = '', verdict = '', conf: number | undefined;
    try { const res = index.verify(input); got = res.address.postal_code ?? ''; gc = res.address.county_code ?? ''; verdict = res.verdict; conf = res.confidence; }
    catch (e) { verdict = e instanceof AddressError ? `error:${e.code}` : `crash:${String(e)}`; }
    const s = stats.get(form) ?? stats.set(form, { n: 0, right: 0, county: 0, wrong9: 0, validWrong: 0, miss: [] }).get(form)!;
    s.n++; if (got === P) s.right++; if (gc === K) s.county++;
    if (got !== P) { if ((conf ?? 0) >= 0.9) s.wrong9++; if (verdict === 'valid') s.validWrong++; s.miss.push(`${JSON.stringify(input)} exp ${P} ${K} got ${got || '-'} ${gc || '-'} ${verdict} ${conf ?? ''}`); }
  }
}
const pct = (a: number, b: number) => (100 * a / b).toFixed(2);
console.log(`villages ${villages.length}`);
for (const [f, s] of stats) console.log(`${f.padEnd(34)} ${String(s.n).padStart(5)} right ${pct(s.right, s.n).padStart(6)} county ${pct(s.county, s.n).padStart(6)} wrong9 ${s.wrong9} validWrong ${s.validWrong}`);
const show = Number(process.env.SHOW ?? 6);
for (const [f, s] of stats) for (const m of s.miss.slice(0, show)) console.log(`MISS ${f} ${m}`);
