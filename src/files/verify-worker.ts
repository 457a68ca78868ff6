/**
 * A worker thread of {@link VerifierPool}: loads the index once, then answers
 * batches (verify inputs, or file rows to verify and format) one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadIndexSync } from '../index.js';
import { verifyOutcome } from './outcome.js';
import { RowMemo, processRows } from './row-batch.js';
import type { WorkerInit, WorkerReply, WorkerTask } from './verifier-pool.js';

const port = parentPort;
if (port === null) throw new Error('verify-worker runs only as a worker thread');
const init = workerData as WorkerInit;
try {
  const index = loadIndexSync(init.indexPath, init.dataVersion === undefined ? {} : { dataVersion: init.dataVersion });
  index.prepare();
  // The worker's one index: a file's rows seen before, in this batch or an earlier one, are answered once.
  const memo = new RowMemo();
  port.on('message', (task: WorkerTask) => {
    let reply: WorkerReply;
    try {
      reply =
        task.kind === 'verify'
          ? { id: task.id, kind: 'verify', outcomes: task.inputs.map((input) => verifyOutcome(index, input)) }
          : { id: task.id, kind: 'rows', output: processRows(index, task.plan, task.rows, memo) };
    } catch (err) {
      reply = { id: task.id, kind: 'failed', message: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ id: -1, kind: 'ready' } satisfies WorkerReply);
} catch (err) {
  port.postMessage({ id: -1, kind: 'failed', message: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
}
