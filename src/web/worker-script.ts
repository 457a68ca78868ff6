/**
 * A ready-made worker script (`dist/web-worker.js`, exported as `ro-address/web-worker`): the
 * engine and {@link exposeIndex}, in one file, for pages that start a worker without a bundler.
 *
 * ```js
 * const client = connectIndexWorker(new Worker('/assets/ro-address-worker.js', { type: 'module' }));
 * await client.load('/assets/ro-address.idx');
 * ```
 */
import { exposeIndex, type WorkerScope } from './worker-host.js';

exposeIndex(globalThis as unknown as WorkerScope);
