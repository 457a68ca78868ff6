/**
 * The playground page: `GET /` and its assets, served from the files in
 * `./playground/` (copied to `dist/playground/` by the build), and the page's
 * own sandbox key.
 *
 * The page is static: it never contains a key. On a sandbox server the page
 * reads `/playground/config.json`, which may hand it a key of its own: a
 * sandbox key created at start, allowed only `verify`, `autocomplete` and
 * `postal_codes`, and accepted only on requests that come from the page's own
 * origin (see {@link Playground.checkPageKeyRequest}). On a live server there is
 * no page key: the page asks for one and keeps it in sessionStorage.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexBytes } from '../load.js';
import type { AddressIndex, IndexInfo } from '../types.js';
import { HttpError } from './http-error.js';
import { createApiKey } from './key-store.js';
import type { Naming } from './headers.js';
import type { ApiKeyRecord, Awaitable, KeyStore, OrganizationRecord, Permission } from './stores.js';

/** Options of the playground page (`playground` in `createHandler`'s options). */
export interface PlaygroundOptions {
  /**
   * Hand the page a sandbox key of its own (see docs/http.md, "The playground
   * page"). Default: true on a sandbox server. A live server never has one:
   * asking for it there throws.
   */
  pageKey?: boolean;
  /**
   * The page key to use instead of making one (from {@link createPageKey}):
   * processes serving one page behind one port (`serve --workers`) must all
   * accept the key the page got from any of them.
   */
  sharedPageKey?: PageKey;
  /**
   * The folder of the browser bundles of `ro-address/web` (`web.js`, `web-worker.js`) that the
   * page's offline mode runs: default, beside this module (`dist/` in the package). Without
   * them (a server run from the sources before `npm run build`) the page has no offline mode.
   */
  webDirectory?: string;
}

/** A page key and its record. */
export interface PageKey {
  key: string;
  record: ApiKeyRecord;
}

/** A new page key: a sandbox key of organization {@link PAGE_KEY_ORG}, allowed {@link PAGE_KEY_PERMISSIONS}. */
export function createPageKey(naming: Naming): PageKey {
  const created = createApiKey({ org: 'playground', env: 'test', allow: PAGE_KEY_PERMISSIONS, naming });
  return { key: created.key, record: { ...created.record, org: PAGE_KEY_ORG } };
}

/** What the page key may call: the endpoints the page uses, all of them reads of the data. */
export const PAGE_KEY_PERMISSIONS: readonly Permission[] = ['autocomplete', 'postal_codes', 'verify'];

/**
 * The organization of the page key. Organization ids of key files start with
 * a letter or digit, so this one cannot be confused with a customer's.
 */
const PAGE_KEY_ORG = '_playground';

/** One file of the page. */
interface Asset {
  body: Buffer;
  contentType: string;
  readonly etag: string;
}

/** Paths the page answers, and the file behind each; nothing else is ever read. */
const FILES: ReadonlyArray<{ path: string; file: string; contentType: string }> = [
  { path: '/', file: 'index.html', contentType: 'text/html; charset=utf-8' },
  { path: '/playground/playground.css', file: 'playground.css', contentType: 'text/css; charset=utf-8' },
  { path: '/playground/playground.js', file: 'playground.js', contentType: 'text/javascript; charset=utf-8' },
  { path: '/playground/offline.js', file: 'offline.js', contentType: 'text/javascript; charset=utf-8' },
];

const CONFIG_PATH = '/playground/config.json';

/**
 * What the page's offline mode loads: the engine (the bundles of `ro-address/web`) and the index
 * this server answers from, so that the page answers exactly as the server would.
 */
// The worker script imports ./web.js: both keep their names, side by side.
const OFFLINE_MODULE_PATH = '/playground/web.js';
const OFFLINE_WORKER_PATH = '/playground/web-worker.js';
const OFFLINE_FILES: ReadonlyArray<{ path: string; file: string }> = [
  { path: OFFLINE_MODULE_PATH, file: 'web.js' },
  { path: OFFLINE_WORKER_PATH, file: 'web-worker.js' },
];
const OFFLINE_INDEX_PATH = '/playground/ro-address.idx';

/** The Trusted Types policy of the page: it makes one script URL only, the offline mode's worker. */
const TRUSTED_TYPES_POLICY = 'ro-address-playground';

/**
 * The page's Content-Security-Policy: its own script, styles and API only; no
 * inline script or style, no framing, no plugins, no form posts, and DOM
 * injection sinks closed (Trusted Types: the page builds its DOM node by node;
 * its one policy makes only the offline mode's worker URL). Workers only from
 * the page's own origin.
 */
export const PLAYGROUND_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICY}`,
].join('; ');

/** Headers of every playground response, besides the API's own (request id, attribution). */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': PLAYGROUND_CSP,
  'Cache-Control': 'no-cache',
  // Same-origin requests carry the page's address, which is one proof of origin for the page key.
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Where the page's files are: next to this module in the sources, `dist/playground/` in the package. */
export function playgroundDirectory(): string {
  return fileURLToPath(new URL('./playground/', import.meta.url));
}

/** Where the browser bundles of ro-address/web are: beside this module's bundle in the package (dist/). */
function webDirectory(): string {
  return fileURLToPath(new URL('./', import.meta.url));
}

function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * The offline mode's files: the engine's bundles, when they are there, and the index's bytes,
 * when the index was loaded by this library; else none (and no offline mode).
 */
function offlineAssets(directory: string, index: AddressIndex | undefined): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const bytes = index === undefined ? undefined : indexBytes(index);
  if (bytes === undefined) return assets;
  for (const { path, file } of OFFLINE_FILES) {
    let body: Buffer;
    try {
      body = readFileSync(join(directory, file));
    } catch {
      return new Map();
    }
    assets.set(path, { body, contentType: 'text/javascript; charset=utf-8', etag: etagOf(body) });
  }
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Hashing 5 MB takes milliseconds: done on the first request for it, not for every handler made.
  let etag: string | undefined;
  assets.set(OFFLINE_INDEX_PATH, {
    body,
    contentType: 'application/octet-stream',
    get etag() {
      etag ??= etagOf(body);
      return etag;
    },
  });
  return assets;
}

function loadAssets(directory: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const { path, file, contentType } of FILES) {
    let body: Buffer;
    try {
      body = readFileSync(join(directory, file));
    } catch (err) {
      throw new Error(`the playground page's file ${file} is missing from ${directory} (${err instanceof Error ? err.message : String(err)}); pass playground: false to serve without the page`);
    }
    assets.set(path, { body, contentType, etag: etagOf(body) });
  }
  return assets;
}

/** A playground response, before the server adds its own headers. */
export interface PageReply {
  status: number;
  body: Buffer | string;
  headers: Record<string, string>;
}

/** The host part (`host:port`) of a URL, or undefined when it is not one. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * True when a request shows it was made by a page of this server's own
 * origin, and nothing in it says otherwise. Browsers send `Sec-Fetch-Site`
 * (to localhost and https origins), `Origin` (on POST), and, under the page's
 * `Referrer-Policy: same-origin`, `Referer` on same-origin requests only.
 */
export function comesFromOwnOrigin(headers: IncomingHttpHeaders): boolean {
  const host = headers.host;
  if (host === undefined || host === '') return false;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = headers.origin;
  if (origin !== undefined && hostOf(origin) !== host) return false;
  const referer = headers.referer;
  if (referer !== undefined && hostOf(referer) !== host) return false;
  return site !== undefined || origin !== undefined || referer !== undefined;
}

/** A key store that also knows the page key, ahead of the server's own store. */
class WithPageKey implements KeyStore {
  constructor(
    private readonly inner: KeyStore,
    private readonly page: ApiKeyRecord,
  ) {}

  findKeyByHash(hash: string): Awaitable<ApiKeyRecord | undefined> {
    return hash === this.page.hash ? this.page : this.inner.findKeyByHash(hash);
  }

  findOrganization(id: string): Awaitable<OrganizationRecord | undefined> {
    return id === PAGE_KEY_ORG ? { id } : this.inner.findOrganization(id);
  }
}

/** What `/playground/config.json` tells the page. */
export interface PlaygroundConfig {
  environment: 'live' | 'sandbox';
  /** The page key, on a sandbox server that hands one out; else null and the page asks for a key. */
  page_key: string | null;
  /** What the page key may call. */
  page_key_allows: readonly Permission[];
  /** The prefix keys of this server start with (`svc_test_` on a sandbox server). */
  key_prefix: string;
  /** The data attribution to show next to results, with diacritics, and the legal page. */
  attribution: { text: string; url: string };
  data_version: string;
  /**
   * The offline mode: where the page loads the engine and the index from, or null when this
   * server has none to give (see {@link PlaygroundOptions.webDirectory}).
   */
  offline: { worker: string; module: string; index: string; index_bytes: number; trusted_types_policy: string } | null;
}

/** The playground of one handler. */
export class Playground {
  readonly #assets: Map<string, Asset>;
  readonly #pageKey: PageKey | undefined;
  readonly #config: string;

  constructor(
    options: PlaygroundOptions,
    context: { environment: 'live' | 'sandbox'; naming: Naming; info: IndexInfo; licenseUrl: string; directory?: string; index?: AddressIndex },
  ) {
    const wantsKey = options.pageKey ?? context.environment === 'sandbox';
    if (wantsKey && context.environment !== 'sandbox') {
      throw new TypeError('playground.pageKey needs a sandbox server: a live server never hands its page a key');
    }
    this.#assets = loadAssets(context.directory ?? playgroundDirectory());
    const offline = offlineAssets(options.webDirectory ?? webDirectory(), context.index);
    for (const [path, asset] of offline) this.#assets.set(path, asset);
    if (wantsKey) this.#pageKey = options.sharedPageKey ?? createPageKey(context.naming);
    const config: PlaygroundConfig = {
      environment: context.environment,
      page_key: this.#pageKey?.key ?? null,
      page_key_allows: this.#pageKey === undefined ? [] : PAGE_KEY_PERMISSIONS,
      key_prefix: context.environment === 'live' ? context.naming.liveKeyPrefix : context.naming.testKeyPrefix,
      attribution: { text: context.info.attribution, url: context.licenseUrl },
      data_version: context.info.data_version,
      offline:
        offline.size === 0
          ? null
          : {
              worker: OFFLINE_WORKER_PATH,
              module: OFFLINE_MODULE_PATH,
              index: OFFLINE_INDEX_PATH,
              index_bytes: offline.get(OFFLINE_INDEX_PATH)?.body.byteLength ?? 0,
              trusted_types_policy: TRUSTED_TYPES_POLICY,
            },
    };
    this.#config = JSON.stringify(config);
  }

  /** `keys`, plus the page key when there is one. */
  keyStore(keys: KeyStore): KeyStore {
    return this.#pageKey === undefined ? keys : new WithPageKey(keys, this.#pageKey.record);
  }

  /**
   * Refuses a request made with the page key unless it comes from the page's
   * own origin; other keys pass.
   *
   * @throws HttpError 403 `forbidden`
   */
  checkPageKeyRequest(key: ApiKeyRecord, headers: IncomingHttpHeaders): void {
    if (key !== this.#pageKey?.record) return;
    if (!comesFromOwnOrigin(headers)) {
      throw new HttpError('forbidden', { message: 'This is the playground page\'s key: it works only on requests from the page itself. Use a key of your own ("ro-address keys create").' });
    }
  }

  /**
   * The answer to a request for one of the page's paths, or undefined when
   * `pathname` is not one of them (the API's router takes it).
   *
   * @throws HttpError 405 for a method other than GET or HEAD; 403 for the configuration from another origin
   */
  answer(method: string, pathname: string, headers: IncomingHttpHeaders): PageReply | undefined {
    const asset = this.#assets.get(pathname);
    if (asset === undefined && pathname !== CONFIG_PATH) return undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      throw new HttpError('method_not_allowed', { message: `${method} is not supported here; use GET.`, headers: { Allow: 'GET, HEAD' } });
    }
    if (asset === undefined) {
      if (!comesFromOwnOrigin(headers)) {
        throw new HttpError('forbidden', { message: 'The playground configuration is for the playground page only.' });
      }
      return { status: 200, body: this.#config, headers: { ...PAGE_HEADERS, 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' } };
    }
    const common = { ...PAGE_HEADERS, ETag: asset.etag, 'Content-Type': asset.contentType };
    if (matchesEtag(headers['if-none-match'], asset.etag)) return { status: 304, body: '', headers: common };
    return { status: 200, body: asset.body, headers: common };
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
