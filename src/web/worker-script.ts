/**
 * A ready-made worker script (`dist/web-worker.js`, exported as `ro-address/web-worker`) for
 * pages that start a worker without a bundler. It imports the engine from `./web.js` beside it
 * (the build keeps that import), so the engine ships once: serve both files from one folder.
 *
 * ```js
 * const client = connectIndexWorker(new Worker('/assets/web-worker.js', { type: 'module' }));
 * await client.load('/assets/ro-address.idx');
 * ```
 */
import { exposeIndex, type WorkerScope } from '../web.js';

exposeIndex(globalThis as unknown as WorkerScope);
