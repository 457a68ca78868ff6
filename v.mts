import { loadIndexSync } from '/work/main/src/index.js';
const index = loadIndexSync('/work/main/data/ro-address.idx');
for (const t of process.argv.slice(2)) {
  try { const r = index.verify({ freeform: t }); console.log(t, '=>', r.verdict, r.confidence, r.address.postal_code, '|', r.address.street, '|', r.address.house_number, '|', r.address.locality, '|', r.address.county, (r.candidates??[]).slice(0,3).map(c=>c.address.postal_code+' '+c.address.street+' '+c.address.locality).join(' ; ')); }
  catch (e) { console.log(t, '=> ERR', (e as Error).message); }
}
