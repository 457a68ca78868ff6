/**
 * The worker side of the Web Worker helper: a worker script calls {@link exposeIndex} and the
 * page talks to it through {@link IndexWorkerClient}. The worker downloads and reads the index,
 * so neither costs the page's main thread anything.
 */
import { indexFromBytes } from '../load.js';
import { AddressError } from '../shared/errors.js';
import { IndexFormatError } from '../reader/index-reader.js';
import type { AddressIndex } from '../types.js';
import { fetchIndexBytes, sha256Hex } from './fetch-index.js';
import { WORKER_METHODS, type CallRequest, type LoadRequest, type WorkerError, type WorkerReply, type WorkerRequest } from './worker-protocol.js';

/** What {@link exposeIndex} needs of a worker's global scope (`self` in a Web Worker). */
export interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

function errorOf(err: unknown): WorkerError {
  if (err instanceof AddressError) return { name: err.name, message: err.message, code: err.code };
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { name: 'Error', message: String(err) };
}

function isRequest(data: unknown): data is WorkerRequest {
  if (typeof data !== 'object' || data === null) return false;
  const r = data as Partial<WorkerRequest>;
  return typeof r.id === 'number' && (r.op === 'load' || r.op === 'call');
}

/**
 * Answers the messages of an {@link IndexWorkerClient} in this worker: loads the index it is sent
 * (or `index`, when the worker has one already) and answers `autocomplete`, `verify`,
 * `lookupPostalCode` and `search` with the index's own results and errors.
 *
 * @example
 * ```ts
 * // address-worker.ts, started with new Worker(new URL('./address-worker.ts', import.meta.url), { type: 'module' })
 * import { exposeIndex } from 'ro-address/web';
 * exposeIndex(self);
 * ```
 */
export function exposeIndex(scope: WorkerScope, index?: AddressIndex): void {
  let current = index;
  const reply = (message: WorkerReply): void => scope.postMessage(message);

  async function load(request: LoadRequest): Promise<AddressIndex> {
    const { source, options } = request;
    const bytes =
      typeof source === 'string'
        ? await fetchIndexBytes(source, request.progress ? { onProgress: (progress) => reply({ id: request.id, progress }) } : {})
        : source instanceof Uint8Array
          ? source
          : new Uint8Array(source);
    if (options.sha256 !== undefined && (await sha256Hex(bytes)) !== options.sha256.toLowerCase()) {
      throw new IndexFormatError(`${typeof source === 'string' ? source : 'index buffer'}: its SHA-256 is not the expected ${options.sha256}; fetch the index again`);
    }
    return indexFromBytes(bytes, typeof source === 'string' ? source : 'index buffer', options);
  }

  function call(request: CallRequest): unknown {
    if (current === undefined) throw new Error('no index in this worker yet: call load() first');
    if (!WORKER_METHODS.includes(request.method) || !Array.isArray(request.args)) throw new TypeError(`a worker answers ${WORKER_METHODS.join(', ')}; not ${String(request.method)}`);
    const args = request.args;
    switch (request.method) {
      case 'autocomplete':
        return current.autocomplete(args[0] as string, args[1] as Parameters<AddressIndex['autocomplete']>[1]);
      case 'verify':
        return current.verify(args[0] as Parameters<AddressIndex['verify']>[0]);
      case 'lookupPostalCode':
        return current.lookupPostalCode(args[0] as string);
      case 'search':
        return current.search(args[0] as string, args[1] as Parameters<AddressIndex['search']>[1]);
      case 'info':
        return current.info;
    }
  }

  scope.addEventListener('message', (event) => {
    const request = event.data;
    if (!isRequest(request)) return;
    if (request.op === 'load') {
      load(request).then(
        (loaded) => {
          current = loaded;
          current.prepare();
          reply({ id: request.id, ok: true, value: loaded.info });
        },
        (err: unknown) => reply({ id: request.id, ok: false, error: errorOf(err) }),
      );
      return;
    }
    try {
      reply({ id: request.id, ok: true, value: call(request) });
    } catch (err) {
      reply({ id: request.id, ok: false, error: errorOf(err) });
    }
  });
}
