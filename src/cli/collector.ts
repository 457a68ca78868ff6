/**
 * The garbage collection of a `validate` process whose verify workers fill the machine's cores.
 *
 * V8 splits each young-generation collection of a thread over up to five threads: Node's four
 * platform threads and the collecting one (`ScavengerCollector::NumberOfScavengeTasks`), whatever
 * the number of cores. A verify allocates about 35-50 KB that dies young, so each worker collects
 * every few hundred rows; with a worker on every core, the helpers of one worker's collection only
 * take turns on cores the other workers need, and the split costs more CPU than the pauses it
 * shortens (200,000 rows on 2 cores, 2 workers: 4-8% less CPU collecting in one thread;
 * bench/RESULTS.md, issue 24).
 *
 * V8 reads `--parallel-scavenge` at each young-generation collection, so turning it off after the
 * start takes effect at the next one and changes nothing else. The flag is process-wide: only the
 * CLI, whose process it is, sets it; the library never changes its host's V8.
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';

/**
 * True when `workers` verify workers leave no core to spare on a machine of `cores` cores: then a
 * collection split over helper threads takes CPU from the other workers instead of idle cores.
 */
export function workersFillCores(workers: number, cores: number): boolean {
  return workers >= 1 && workers >= cores;
}

/**
 * Makes each thread of the process collect its young generation alone when `workers` fill the
 * `cores` (default: `os.availableParallelism()`); otherwise leaves V8 as it is. Call it before
 * the workers start. Returns true when it changed V8's setting.
 */
export function collectAloneWhenCoresAreFull(workers: number, cores: number = availableParallelism()): boolean {
  if (!workersFillCores(workers, cores)) return false;
  setFlagsFromString('--no-parallel-scavenge');
  return true;
}
