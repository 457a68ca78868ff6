/**
 * ro-address/web in Node (the runtime-neutral entry runs here too): every way of loading, the
 * streamed reader against any chunking of the bytes, the digest and version checks, the Web Worker
 * helper over a MessageChannel, and the module graph of the entry, which imports nothing of
 * Node's. The same entry in Chromium: test/web-browser.test.ts.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddressError, IndexFormatError, connectIndexWorker, exposeIndex, fetchIndexBytes, indexBytes, loadIndex, loadIndexSync, sha256Hex, type LoadProgress, type WorkerLike, type WorkerScope } from '../src/web.js';
import { builtIndex, INDEX_PATH, ROOT } from './helpers/index.js';

const BYTES = new Uint8Array(readFileSync(INDEX_PATH));
const QUERIES = ['calea victoriei 12', 'str memorandumului cluj', 'sibiu', 'Bd. Unirii 5, Sector 4', 'zz'];

/** The message of the error the Node library throws. */
function nodeError(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  throw new Error('expected an error');
}

/** A response whose body arrives in the given pieces. */
function chunked(bytes: Uint8Array, sizes: number[], headers: Record<string, string> = {}): Response {
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.byteLength) break;
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at < bytes.byteLength) pieces.push(bytes.subarray(at));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece.slice());
      controller.close();
    },
  });
  return new Response(stream, { headers });
}

describe('loadIndex of ro-address/web', () => {
  it('loads from bytes, a buffer and a streamed Response, answering as the Node entry does', async () => {
    const node = builtIndex();
    const progress: LoadProgress[] = [];
    const indexes = [
      await loadIndex(BYTES),
      loadIndexSync(BYTES.slice().buffer),
      await loadIndex(chunked(BYTES, [65_536, 1, 300_000]), { onProgress: (p) => progress.push(p) }),
    ];
    for (const index of indexes) {
      expect(index.info).toEqual(node.info);
      for (const q of QUERIES) expect(index.autocomplete(q)).toEqual(node.autocomplete(q));
      expect(index.verify({ freeform: 'Str Memorandumlui 5, Cluj Napoca' })).toEqual(node.verify({ freeform: 'Str Memorandumlui 5, Cluj Napoca' }));
      expect(index.lookupPostalCode('400157')).toEqual(node.lookupPostalCode('400157'));
    }
    // Without Content-Length the total is unknown until the end.
    expect(progress.slice(0, -1).every((p) => p.total === undefined)).toBe(true);
    expect(progress.at(-1)).toEqual({ loaded: BYTES.byteLength, total: BYTES.byteLength });
  });

  it('checks the SHA-256 and the data version it is given', async () => {
    const sha256 = createHash('sha256').update(BYTES).digest('hex');
    expect(await sha256Hex(BYTES)).toBe(sha256);
    await expect(loadIndex(BYTES, { sha256: sha256.toUpperCase() })).resolves.toBeDefined();
    await expect(loadIndex(BYTES, { sha256: '0'.repeat(64) })).rejects.toThrow(IndexFormatError);
    await expect(loadIndex(BYTES, { sha256: '0'.repeat(64) })).rejects.toThrow(/SHA-256 is [0-9a-f]{64}, not the expected 0{64}/);
    await expect(loadIndex(BYTES, { dataVersion: 'another' })).rejects.toThrow(/but another is required/);
  });

  it('refuses what is not an index with a clear error, never a crash', async () => {
    await expect(loadIndex(new Uint8Array(100))).rejects.toThrow(IndexFormatError);
    await expect(loadIndex(new Response('not found', { status: 404, statusText: 'Not Found' }))).rejects.toThrow(/answered 404 Not Found instead of the index/);
    await expect(loadIndex(42 as unknown as Uint8Array)).rejects.toThrow(TypeError);
    expect(() => loadIndexSync('/x.idx' as unknown as Uint8Array)).toThrow(/loadIndexSync needs the bytes of an index/);
  });

  it('indexBytes gives back the bytes an index was loaded from', async () => {
    const index = await loadIndex(BYTES);
    expect(indexBytes(index)).toBe(BYTES);
    expect(indexBytes({ ...index })).toBeUndefined();
  });
});

describe('fetchIndexBytes', () => {
  const sample = BYTES.subarray(0, 4_096);

  it('returns the bytes whatever the chunks and however wrong the announced size, with progress rising to the end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 1_500 }), { maxLength: 12 }),
        fc.option(fc.integer({ min: 0, max: 8_192 }), { nil: undefined }),
        fc.boolean(),
        async (sizes, announced, compressed) => {
          const headers: Record<string, string> = {};
          if (announced !== undefined) headers['Content-Length'] = String(announced);
          if (compressed) headers['Content-Encoding'] = 'br';
          const progress: LoadProgress[] = [];
          const out = await fetchIndexBytes(chunked(sample, sizes, headers), { onProgress: (p) => progress.push(p) });
          expect(Buffer.from(out).equals(Buffer.from(sample))).toBe(true);
          // A view at offset 0 of a buffer of its own: the index reader takes it without a copy.
          expect(out.byteOffset).toBe(0);
          expect(out.buffer.byteLength).toBe(sample.byteLength);
          const loaded = progress.map((p) => p.loaded);
          expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
          expect(progress.at(-1)).toEqual({ loaded: sample.byteLength, total: sample.byteLength });
          // A compressed body's Content-Length is not the size of the bytes counted.
          if (compressed) expect(progress.slice(0, -1).every((p) => p.total === undefined)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** A page and a worker joined by a MessageChannel: the worker's side is `exposeIndex`'s scope. */
function channel(): { page: WorkerLike; worker: WorkerScope; close: () => void } {
  const { port1, port2 } = new MessageChannel();
  port1.start();
  port2.start();
  const page = {
    postMessage: (message: unknown, transfer: ArrayBuffer[]) => port1.postMessage(message, transfer),
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      if (type === 'message') port1.addEventListener('message', (event) => listener(event as MessageEvent));
    },
    terminate: () => port1.close(),
  } as WorkerLike;
  const worker: WorkerScope = {
    postMessage: (message) => port2.postMessage(message),
    addEventListener: (_type, listener) => port2.addEventListener('message', (event) => listener(event as MessageEvent)),
  };
  return { page, worker, close: () => (port1.close(), port2.close()) };
}

describe('the Web Worker helper', () => {
  it('answers by message with the index\'s own results and errors', async () => {
    const { page, worker, close } = channel();
    try {
      exposeIndex(worker);
      const client = connectIndexWorker(page);
      await expect(client.autocomplete('sibiu')).rejects.toThrow(/no index in this worker yet/);
      const info = await client.load(BYTES.slice(), { sha256: await sha256Hex(BYTES), transfer: true });
      const node = builtIndex();
      expect(info).toEqual(node.info);
      expect(client.info).toEqual(node.info);
      for (const q of QUERIES) expect(await client.autocomplete(q, { limit: 5 })).toEqual(node.autocomplete(q, { limit: 5 }));
      expect(await client.verify({ street: 'Memorandumului', house_number: '5', locality: 'Cluj-Napoca' })).toEqual(node.verify({ street: 'Memorandumului', house_number: '5', locality: 'Cluj-Napoca' }));
      expect(await client.search('memorandumului')).toEqual(node.search('memorandumului'));
      const error = await client.lookupPostalCode('12345').catch((err: unknown) => err);
      expect(error).toBeInstanceOf(AddressError);
      expect(error).toMatchObject({ code: 'invalid_postal_code', status: 400, message: nodeError(() => node.lookupPostalCode('12345')) });
      await expect(client.autocomplete('a')).rejects.toMatchObject({ name: 'AddressError', code: 'invalid_query' });
      await expect(client.load(new Uint8Array(64))).rejects.toThrow(IndexFormatError);
      // A failed load keeps the index the worker had.
      expect(await client.lookupPostalCode('400157')).toEqual(node.lookupPostalCode('400157'));
      expect((await client.refreshInfo()).data_version).toBe(node.info.data_version);
      client.terminate();
      await expect(client.autocomplete('sibiu')).rejects.toThrow();
    } finally {
      close();
    }
  });
});

describe('the module graph of ro-address/web', () => {
  /** Every module the entry imports, at any depth, and what each imports from outside src/. */
  function graph(entry: string): { modules: string[]; outside: string[] } {
    const seen = new Set<string>();
    const outside: string[] = [];
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
        const spec = m[1] ?? '';
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
        else outside.push(`${file}: ${spec}`);
      }
    };
    visit(entry);
    return { modules: [...seen], outside };
  }

  it('imports nothing from node: or any package, and reaches neither the file loader nor an adapter', () => {
    for (const entry of ['src/web.ts', 'src/web/address-input.ts', 'src/web/worker-script.ts']) {
      const { modules, outside } = graph(join(ROOT, entry));
      expect(outside, entry).toEqual([]);
      const names = modules.map((m) => m.slice(ROOT.length + 1));
      expect(names.filter((m) => /^src\/(index|cli|http|redis|files)[/.]/.test(m)), entry).toEqual([]);
    }
  });
});
