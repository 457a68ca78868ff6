import { loadIndexSync } from '/work/main/src/index.js';
import { readAddressText } from '/work/main/src/engines/address-parser.js';
import { resolve, givenCode } from '/work/main/src/engines/verify-resolve.js';
const index = loadIndexSync('/work/main/data/ro-address.idx') as any;
const ctx = index.context;
const t = process.argv[2]!;
const readings = readAddressText(t, { streets: true } as any);
const rs = resolve(ctx, readings, givenCode(readings.find((r: any) => r.postalCode)?.postalCode?.text));
for (const r of rs.slice(0, 8)) console.log(r.rank.toFixed(4), r.postalCode, index.catalog.placeName(r.locality.place), r.locality.score.toFixed(3), r.locality.name.how, r.streetState, r.street ? index.catalog.streetName(r.street.street) + ' ' + r.street.score.toFixed(3) : '', '| loc', r.reading.locality?.text, '| st', r.reading.street?.text);
