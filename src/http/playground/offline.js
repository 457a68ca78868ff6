// The playground's offline mode: the engine and the index run in a Web Worker of this page
// (ro-address/web's worker helper), and the page's calls are answered there instead of by the
// server's API. Once the index is loaded, nothing leaves the page.

/**
 * @typedef {{ worker: string, module: string, index: string, index_bytes: number, trusted_types_policy: string }} OfflineConfig
 * @typedef {{ loaded: number, total: number | undefined }} Progress
 * @typedef {{ ok: true, data: unknown, headers: Map<string, string> } | { ok: false, error: { code: string, message: string } }} Reply
 */

/** The page's one Trusted Types policy: it turns the worker's URL, and nothing else, into a script URL. */
function workerUrl(offline) {
  /** @type {any} */
  const tt = /** @type {any} */ (globalThis).trustedTypes;
  if (tt === undefined) return offline.worker;
  const policy = tt.createPolicy(offline.trusted_types_policy, {
    createScriptURL: (url) => {
      if (url !== offline.worker) throw new TypeError(`not the offline worker: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(offline.worker);
}

/**
 * Starts the worker and loads the index into it, reporting the download's progress.
 * Resolves to the worker's client (an IndexWorkerClient of ro-address/web).
 *
 * @param {OfflineConfig} offline
 * @param {(progress: Progress) => void} onProgress
 */
export async function startOffline(offline, onProgress) {
  // The client's module is loaded only in this mode; its URL comes from the server's config.
  const web = await import(offline.module);
  const client = web.connectIndexWorker(new Worker(workerUrl(offline), { type: 'module' }));
  await client.load(new URL(offline.index, location.href), { onProgress });
  return client;
}

/** Route of each API path the page calls, answered by the worker's index. */
const ROUTES = [
  {
    path: /^\/v1\/addresses\/autocomplete$/,
    call: (client, url) => {
      const limit = url.searchParams.get('limit');
      return client.autocomplete(url.searchParams.get('q') ?? '', limit === null ? {} : { limit: Number(limit) });
    },
  },
  { path: /^\/v1\/addresses\/verify$/, call: (client, _url, init) => client.verify(JSON.parse(String(init.body ?? '{}'))) },
  { path: /^\/v1\/postal-codes\/([^/]*)$/, call: (client, url, _init, m) => client.lookupPostalCode(decodeURIComponent(m[1])) },
];

/**
 * Answers an API call of the page in the worker, in the shape the page's `api()` gives:
 * `{ ok: true, data, headers }` (`headers.get` giving the data attribution, as the server's do) or
 * `{ ok: false, error }` with the error's catalogue code.
 *
 * @param {any} client
 * @param {string} path
 * @param {RequestInit} init
 * @param {{ text: string, url: string }} attribution
 * @returns {Promise<Reply>}
 */
export async function answerOffline(client, path, init, attribution) {
  const url = new URL(path, location.href);
  for (const route of ROUTES) {
    const m = route.path.exec(url.pathname);
    if (m === null) continue;
    try {
      const data = await route.call(client, url, init, m);
      // The attribution the server's headers carry (a Map: header values cannot hold its diacritics).
      return { ok: true, data, headers: new Map([['X-Data-Attribution', attribution.text], ['Link', `<${attribution.url}>; rel="license"`]]) };
    } catch (err) {
      const e = /** @type {{ name?: string, code?: string, message?: string }} */ (err);
      return { ok: false, error: { code: e.name === 'AddressError' && e.code ? e.code : 'other', message: e.message ?? String(err) } };
    }
  }
  return { ok: false, error: { code: 'other', message: `no offline answer for ${url.pathname}` } };
}
