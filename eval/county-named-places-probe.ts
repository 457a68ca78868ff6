/**
 * county97's probe (issue 24): every town, commune or village named like a county (its own or another), written
 * free-form with and without its county, with and without a street, and after its commune and county as registers'
 * columns put them. Per form: how many keep their own code (or answer `ambiguous` with it among the candidates), and
 * how many answer another code at confidence >= 0.9. `-v` lists every miss, else only the sure ones.
 *
 * A street without a county (`street`: the place's own or its county seat's first street; `generic`: `Strada Principală`;
 * `gara`: `Str. Gării`) beside a name that is also a county seat's (Galați, Iași, Satu Mare, Călărași) is the city: not
 * a loss of this class, counted here as one by the strict rule (the place's own code).
 *
 *   npx tsx eval/county-named-places-probe.ts [index path] [-v]
 */
import { resolve } from 'node:path';
import { loadIndexSync } from '../src/index.js';
import type { LoadedIndex } from '../src/address-index.js';
import { COUNTIES } from '../src/shared/aliases.js';
import { fold } from '../src/shared/normalize.js';
import { SizeRank } from '../src/shared/place-kind.js';
const idxPath = process.argv[2] !== undefined && process.argv[2] !== '-v' ? process.argv[2] : resolve(import.meta.dirname, '..', 'data', 'ro-address.idx');
const idx = loadIndexSync(idxPath) as LoadedIndex;
const c = idx.catalog;
const names = new Set(COUNTIES.filter((k) => k.code !== 'B').map((k) => k.folded));
const seatStreet = new Map<number, string>();
for (let p = 0; p < c.placeCount; p++) {
  if (c.placeRank(p) > SizeRank.countySeat || c.isSector(p)) continue;
  const s = c.placeStreets(p); if (s.to <= s.from) continue;
  const k = c.placeCounty(p); if (!seatStreet.has(k)) seatStreet.set(k, c.streetName(s.from + Math.floor((s.to - s.from) / 3)));
}
type Row = { form: string; input: string; code: string; ok: boolean; sureWrong: boolean; got: string };
const rows: Row[] = [];
const verbose = process.argv.includes('-v');
for (let p = 0; p < c.placeCount; p++) {
  if (c.isSector(p) || !names.has(fold(c.placeName(p)))) continue;
  const code = c.placePostalCode(p); if (code === '') continue;
  const N = c.placeName(p), k = c.placeCounty(p), C = c.countyName(k);
  const par = c.placeParent(p); const U = par !== undefined ? c.placeName(par) : undefined;
  const s = c.placeStreets(p);
  const own = s.to > s.from ? c.streetName(s.from) : undefined;
  const st = own ?? seatStreet.get(k);
  const forms: [string, string][] = [['alone', N], ['jud', `${N}, jud. ${C}`], ['county', `${N}, ${C}`]];
  if (st) forms.push(['street', `${st} 5, ${N}`], ['street_county', `${st} 5, ${N}, ${C}`], ['street_jud', `${st} 5, ${N}, jud. ${C}`]);
  forms.push(['generic', `Strada Principală 12, ${N}`], ['generic_county', `Strada Principală 12, ${N}, ${C}`], ['gara', `Str. Gării 5, ${N}`]);
  if (U && fold(U) !== fold(N)) forms.push(['com_county', `${N}, com. ${U}, ${C}`], ['unit_county_village', `${U}, ${C}, ${N}`], ['com', `${N}, com. ${U}`], ['sat_com', `sat ${N}, com. ${U}`], ['unit_county_village_street', `${U}, ${C}, ${N}, Strada Principală 12`], ['village_unit_othercounty', `${U}, ${N}, ${C}`]);
  for (const [form, input] of forms) {
    const r = idx.verify({ freeform: input });
    const codes = [r.address.postal_code, ...(r.verdict === 'ambiguous' ? (r.candidates ?? []).map((x) => x.address.postal_code) : [])];
    // Its own code, or a code of its own streets where it has streets.
    const okTop = r.address.postal_code === code || (own !== undefined && r.siruta === c.placeSiruta(p));
    const ok = okTop || (r.verdict === 'ambiguous' && codes.includes(code));
    const sureWrong = !okTop && r.confidence >= 0.9;
    rows.push({ form, input, code, ok, sureWrong, got: `${r.verdict} ${r.confidence} ${r.address.postal_code} ${r.address.locality}/${r.address.county}` });
  }
}
const byForm = new Map<string, Row[]>();
for (const r of rows) byForm.set(r.form, [...(byForm.get(r.form) ?? []), r]);
for (const [f, rs] of byForm) console.log(f.padEnd(22), rs.length, 'ok', rs.filter((r) => r.ok).length, 'sureWrong', rs.filter((r) => r.sureWrong).length);
for (const r of rows) if (!r.ok && (verbose || r.sureWrong)) console.log('  MISS', r.form, JSON.stringify(r.input), r.code, '->', r.got);
