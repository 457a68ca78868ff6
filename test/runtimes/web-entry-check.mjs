// The runtime-neutral entry under another JavaScript runtime (Deno, Bun; Node too): loads the
// index every way ro-address/web offers, answers the queries Node answered, and compares.
// Run by scripts/test-runtimes.ts, which builds dist/web.js and writes the expected answers:
//   <runtime> test/runtimes/web-entry-check.mjs <folder>
// <folder> holds web.js, web-worker.js, ro-address.idx, ro-address.idx.json and expected.json.
// Prints one JSON line: { runtime, checks, failures }; exits 1 on any failure.

const folder = (globalThis.Deno?.args ?? globalThis.process?.argv.slice(2))[0];
const at = (name) => new URL(name, `file://${folder.endsWith('/') ? folder : `${folder}/`}`);
const runtime = globalThis.Deno ? `deno ${globalThis.Deno.version.deno}` : globalThis.Bun ? `bun ${globalThis.Bun.version}` : `node ${globalThis.process.version}`;

async function readBytes(url) {
  if (globalThis.Deno) return globalThis.Deno.readFile(url);
  if (globalThis.Bun) return new Uint8Array(await globalThis.Bun.file(url.pathname).arrayBuffer());
  const fs = 'node:fs/promises';
  return new Uint8Array(await (await import(fs)).readFile(url));
}
const readJson = async (name) => JSON.parse(new TextDecoder().decode(await readBytes(at(name))));

const web = await import(at('web.js').href);
const manifest = await readJson('ro-address.idx.json');
const expected = await readJson('expected.json');
const bytes = await readBytes(at('ro-address.idx'));
const failures = [];
let checks = 0;
function check(what, ok) {
  checks++;
  if (!ok) failures.push(what);
}
const plain = (run) => {
  try {
    return JSON.stringify(run());
  } catch (err) {
    return JSON.stringify(err?.name === 'AddressError' ? { error: err.code } : { thrown: String(err?.message ?? err) });
  }
};

// Every way to load: bytes, a buffer, a Response (streamed), with the manifest's digest and data version.
const fromBytes = await web.loadIndex(bytes, { sha256: manifest.sha256, dataVersion: manifest.data_version });
const fromBuffer = web.loadIndexSync(bytes.slice().buffer);
const progress = [];
const fromResponse = await web.loadIndex(new Response(new Blob([bytes]).stream(), { headers: { 'Content-Length': String(bytes.byteLength) } }), { onProgress: (p) => progress.push(p) });
check('progress reaches the last byte', progress.at(-1)?.loaded === bytes.byteLength && progress.at(-1)?.total === bytes.byteLength);
check('data version', fromBytes.info.data_version === manifest.data_version);
let refused = '';
try {
  await web.loadIndex(bytes, { sha256: '0'.repeat(64) });
} catch (err) {
  refused = err.name;
}
check('a wrong digest is refused with IndexFormatError', refused === 'IndexFormatError');

for (const [name, index] of [['bytes', fromBytes], ['buffer', fromBuffer], ['response', fromResponse]]) {
  for (const q of expected.autocomplete) check(`${name}: autocomplete ${q.q}`, plain(() => index.autocomplete(q.q)) === q.answer);
  for (const q of expected.verify) check(`${name}: verify ${q.q}`, plain(() => index.verify({ freeform: q.q })) === q.answer);
  for (const q of expected.lookup) check(`${name}: lookup ${q.q}`, plain(() => index.lookupPostalCode(q.q)) === q.answer);
}

// The Web Worker helper, where the runtime has module workers.
if (typeof Worker === 'function') {
  const client = web.connectIndexWorker(new Worker(at('web-worker.js').href, { type: 'module' }));
  await client.load(bytes.slice(), { sha256: manifest.sha256 });
  for (const q of expected.autocomplete.slice(0, 50)) {
    const answer = await client.autocomplete(q.q).then((r) => JSON.stringify(r), (err) => JSON.stringify({ error: err.code }));
    check(`worker: autocomplete ${q.q}`, answer === q.answer);
  }
  const error = await client.lookupPostalCode('12345').then(() => '', (err) => `${err.name} ${err.code}`);
  check('worker: errors come back as AddressError', error === 'AddressError invalid_postal_code');
  client.terminate();
} else if (!runtime.startsWith('node')) failures.push('no Worker in this runtime');
// Node has worker_threads, not Web Workers: the helper is for browsers, Deno and Bun.

console.log(JSON.stringify({ runtime, checks, failures: failures.slice(0, 20), failed: failures.length }));
if (failures.length > 0) (globalThis.Deno?.exit ?? globalThis.process.exit)(1);
