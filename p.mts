import { readAddressText } from '/work/main/src/engines/address-parser.js';
for (const t of process.argv.slice(2)) { const r = readAddressText(t, { streets: true }) as any; console.log(JSON.stringify(r, (k, v) => (k === 'query' ? undefined : v)).slice(0, 3000)); }
