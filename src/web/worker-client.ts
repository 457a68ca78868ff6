/**
 * The page side of the Web Worker helper: promises for the answers of an index that a worker
 * owns (see {@link exposeIndex}). Same arguments, same results, same errors as {@link AddressIndex},
 * one message away.
 */
import { AddressError, ERROR_CATALOGUE, type ErrorCode } from '../shared/errors.js';
import { IndexFormatError } from '../reader/index-reader.js';
import type {
  AutocompleteOptions, AutocompleteResponse, IndexInfo, PostalCodeRecord, SearchOptions, SearchResponse, VerifyInput, VerifyResult,
} from '../types.js';
import type { LoadProgress } from './fetch-index.js';
import type { CallRequest, LoadRequest, WorkerError, WorkerMethod, WorkerReply } from './worker-protocol.js';

/** What the client needs of a `Worker` (a browser's, Deno's or Bun's). */
export interface WorkerLike {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate?(): void;
}

/** Options of {@link IndexWorkerClient.load}. */
export interface WorkerLoadOptions {
  /** Refuse an index built from other data (see `LoadOptions.dataVersion`). */
  dataVersion?: string;
  /** Refuse index bytes of another SHA-256 (hex). */
  sha256?: string;
  /** Called as the worker downloads the index. */
  onProgress?: (progress: LoadProgress) => void;
  /**
   * Hand the buffer of the bytes to the worker instead of copying it (the page's copy becomes
   * empty). Only for an `ArrayBuffer`, or a `Uint8Array` that spans its whole buffer.
   */
  transfer?: boolean;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress: ((progress: LoadProgress) => void) | undefined;
}

function isReply(data: unknown): data is WorkerReply {
  return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number';
}

/** The error a worker reported, as the class the index threw. */
function rebuild(error: WorkerError): Error {
  if (error.name === 'AddressError' && error.code !== undefined && Object.hasOwn(ERROR_CATALOGUE, error.code)) {
    return new AddressError(error.code as ErrorCode, error.message);
  }
  if (error.name === 'IndexFormatError') return new IndexFormatError(error.message);
  if (error.name === 'TypeError') return new TypeError(error.message);
  const out = new Error(error.message);
  out.name = error.name;
  return out;
}

/** A URL as the worker must see it: relative URLs are the page's, not the worker script's. */
function absolute(url: URL | string): string {
  const base = (globalThis as { location?: { href: string } }).location?.href;
  return base === undefined ? new URL(url).href : new URL(url, base).href;
}

/**
 * An index in a Web Worker, answered by promise. Make one with {@link connectIndexWorker}.
 */
export class IndexWorkerClient {
  readonly #worker: WorkerLike;
  readonly #pending = new Map<number, Pending>();
  #next = 1;
  #terminated = false;
  #info: IndexInfo | undefined;

  constructor(worker: WorkerLike) {
    this.#worker = worker;
    worker.addEventListener('message', (event) => this.#receive(event.data));
    worker.addEventListener('error', (event) => this.#failAll(new Error(`the index worker failed: ${event.message ?? 'no message'}`)));
  }

  /** The loaded index's `info`, once {@link load} (or {@link refreshInfo}) has resolved. */
  get info(): IndexInfo | undefined {
    return this.#info;
  }

  #receive(data: unknown): void {
    if (!isReply(data)) return;
    const pending = this.#pending.get(data.id);
    if (pending === undefined) return;
    if ('progress' in data) {
      pending.onProgress?.(data.progress);
      return;
    }
    this.#pending.delete(data.id);
    if (data.ok) pending.resolve(data.value);
    else pending.reject(rebuild(data.error));
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #send<T>(request: Omit<LoadRequest, 'id'> | Omit<CallRequest, 'id'>, transfer: ArrayBuffer[] = [], onProgress?: (progress: LoadProgress) => void): Promise<T> {
    if (this.#terminated) return Promise.reject(new Error('the index worker was terminated'));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
      this.#worker.postMessage({ ...request, id }, transfer);
    });
  }

  #call<T>(method: WorkerMethod, ...args: unknown[]): Promise<T> {
    return this.#send<T>({ op: 'call', method, args });
  }

  /**
   * Loads an index in the worker from its URL (fetched by the worker, with progress) or its bytes,
   * replacing any index it had. Resolves to the index's `info`.
   *
   * @throws IndexFormatError as `loadIndex` does
   */
  async load(source: URL | string | Uint8Array | ArrayBuffer, options: WorkerLoadOptions = {}): Promise<IndexInfo> {
    const checks = { ...(options.dataVersion === undefined ? {} : { dataVersion: options.dataVersion }), ...(options.sha256 === undefined ? {} : { sha256: options.sha256 }) };
    let transfer: ArrayBuffer[] = [];
    if (options.transfer === true) {
      const buffer = source instanceof Uint8Array ? source.buffer : source;
      if (buffer instanceof ArrayBuffer && (!(source instanceof Uint8Array) || (source.byteOffset === 0 && source.byteLength === buffer.byteLength))) transfer = [buffer];
    }
    const sent = typeof source === 'string' || source instanceof URL ? absolute(source) : source;
    const info = await this.#send<IndexInfo>({ op: 'load', source: sent, options: checks, progress: options.onProgress !== undefined }, transfer, options.onProgress);
    this.#info = info;
    return info;
  }

  /** Asks the worker for its index's `info` (for a worker given its index at start). */
  async refreshInfo(): Promise<IndexInfo> {
    this.#info = await this.#call<IndexInfo>('info');
    return this.#info;
  }

  /** {@link AddressIndex.autocomplete}, answered by the worker. */
  autocomplete(q: string, options?: AutocompleteOptions): Promise<AutocompleteResponse> {
    return this.#call('autocomplete', q, options);
  }

  /** {@link AddressIndex.verify}, answered by the worker. */
  verify(input: VerifyInput): Promise<VerifyResult> {
    return this.#call('verify', input);
  }

  /** {@link AddressIndex.lookupPostalCode}, answered by the worker. */
  lookupPostalCode(code: string): Promise<PostalCodeRecord> {
    return this.#call('lookupPostalCode', code);
  }

  /** {@link AddressIndex.search}, answered by the worker. */
  search(q: string, options?: SearchOptions): Promise<SearchResponse> {
    return this.#call('search', q, options);
  }

  /** Stops the worker; calls still waiting, and any made after, are rejected. */
  terminate(): void {
    this.#terminated = true;
    this.#worker.terminate?.();
    this.#failAll(new Error('the index worker was terminated'));
  }
}

/** A client for a worker whose script calls {@link exposeIndex}. */
export function connectIndexWorker(worker: WorkerLike): IndexWorkerClient {
  return new IndexWorkerClient(worker);
}
